"""Calderby Dry Cleaners & Alterations: two shops, a workroom, a van, and ten look-ups.

Both forms serve these functions unchanged: the Python tools (``calderby_tools.py`` marks
them with ``toolkit.marked``) and the MCP server (``../calderbymcp/server.py``, through
``served.serve``). Nothing here writes to the records.

The records live in one SQLite database in memory, built by ``toolkit.seeded``. The fixed
rows come from ``fixed_lists.json``: the staff, the customers, the price list, the weekly
hours and the Christmas days, the van's areas, the alteration jobs and the business
accounts. ``random.Random(SEED)`` draws the rest: phones, e-mails and loyalty stamps, every
customer's orders (when handed in, what, express or not, collected or still on the rail),
the business accounts' monthly invoices and the free fitting slots. "Today" is Tuesday
19 December 2028 (``TODAY``); the clock is never read.
"""

from __future__ import annotations

import datetime as dt
import re
import unicodedata
from pathlib import Path
from random import Random
from sqlite3 import Connection, Row
from typing import Any, Literal

from tools.registry import ToolError, load_module

toolkit = load_module(str(Path(__file__).resolve().parents[1] / "toolkit.py"))

SEED = 191228
TODAY = dt.date(2028, 12, 19)
(
    STAFF,
    CUSTOMERS,
    PRICES,
    HOURS,
    SAME_DAY,
    SPECIAL_DAYS,
    AREAS,
    VAN_BREAK,
    ALTERATIONS,
    ACCOUNTS,
    ITEM_NOTES,
    MAIL_DOMAINS,
) = toolkit.fixed(__file__)
BRANCHES = ("High Street", "Station Road")
WORKROOM_SHUT = (dt.date(2028, 12, 24), dt.date(2028, 12, 31))  # no cleaning or fittings

TABLES = """
CREATE TABLE staff (id INTEGER PRIMARY KEY, name TEXT, role TEXT, branch TEXT,
    working_days TEXT, skills TEXT, languages TEXT, phone TEXT, email TEXT);
CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT, branch TEXT, loyalty_card INTEGER,
    stamps INTEGER, shirts TEXT, starch TEXT, area TEXT, notes TEXT, phone TEXT, email TEXT);
CREATE TABLE prices (item TEXT PRIMARY KEY, category TEXT, price REAL, express_price REAL,
    days INTEGER, notes TEXT);
CREATE TABLE orders (ticket TEXT PRIMARY KEY, customer_id INTEGER, branch TEXT,
    handed_in TEXT, ready_on TEXT, express INTEGER, status TEXT, rail TEXT,
    finished_on TEXT, delivery TEXT, paid REAL);
CREATE TABLE items (ticket TEXT, line INTEGER, item TEXT, price REAL, note TEXT);
CREATE TABLE alterations (job_ref TEXT PRIMARY KEY, customer_id INTEGER, garment TEXT,
    work TEXT, tailor_id INTEGER, price REAL, deposit REAL, handed_in TEXT,
    fitting_day TEXT, fitting_time TEXT, ready_by TEXT, status TEXT, note TEXT);
CREATE TABLE rounds (area TEXT PRIMARY KEY, days TEXT, time_window TEXT, book_by TEXT,
    charge REAL, free_over REAL, driver_id INTEGER);
CREATE TABLE accounts (id INTEGER PRIMARY KEY, name TEXT, contact TEXT, contact_phone TEXT,
    cleaned TEXT, pickups TEXT, rate TEXT, manager_id INTEGER);
CREATE TABLE slots (day TEXT, time TEXT, kind TEXT, tailor_id INTEGER, minutes INTEGER);
"""
BILLING = toolkit.billing_sql("account_id", "amount")

_FOLD = str.maketrans({"ø": "o", "ð": "d", "þ": "th", "æ": "ae", "ł": "l", "ı": "i"})
_CLEANED = ("dry cleaning", "laundry", "household")


def _fold(text: str) -> str:
    """Lower case with the accents taken off: ``Sigurðardóttir`` -> ``sigurdardottir``."""
    decomposed = unicodedata.normalize("NFKD", text.lower().translate(_FOLD))
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


_GIVEN: set[str] = set()


def _mobile(rng: Random) -> str:
    """A mobile number from the range kept for drama (07700 900xxx), none given twice."""
    while True:
        number = f"07700 900{rng.randint(0, 999):03d}"
        if number not in _GIVEN:
            _GIVEN.add(number)
            return number


# ---- the calendar -----------------------------------------------------------------------------


def _special(branch: str, day: dt.date) -> tuple | None:
    for row in SPECIAL_DAYS:
        if row[0] == day.isoformat() and row[1] in (branch, "both"):
            return row
    return None


def _opening(branch: str, day: dt.date) -> str | None:
    """The shop's hours on a day ("08:00-18:00"), None when it is shut."""
    special = _special(branch, day)
    if special is not None:
        return special[4] if special[3] else None
    return HOURS[branch][day.strftime("%A")]


def _workroom_open(day: dt.date) -> bool:
    shut = WORKROOM_SHUT[0] <= day <= WORKROOM_SHUT[1]
    return not shut and _opening("High Street", day) is not None and day.weekday() < 5


def _tailors_in(day: dt.date) -> bool:
    """Whether the tailors see customers at High Street on a day (not over Christmas)."""
    shut = WORKROOM_SHUT[0] <= day <= WORKROOM_SHUT[1]
    return not shut and _opening("High Street", day) is not None


def _working(staff_id: int, day: dt.date) -> bool:
    row = next(s for s in STAFF if s[0] == staff_id)
    return day.strftime("%A") in row[4].split(", ")


def _after_working_days(start: dt.date, days: int) -> dt.date:
    """The day ``days`` workroom days after ``start``."""
    day = start
    while days > 0:
        day += dt.timedelta(days=1)
        days -= _workroom_open(day)
    return day


# ---- the rows ---------------------------------------------------------------------------------


def _people(db: Connection, rng: Random) -> None:
    for sid, name, role, branch, days, skills, langs, line, box in STAFF:
        phone = line or _mobile(rng)
        row = (sid, name, role, branch, days, skills, langs, phone, f"{box}@calderbycleaners.co.uk")
        toolkit.insert(db, "staff", row)
    for cid, name, branch, card, shirts, starch, area, notes in CUSTOMERS:
        stamps = rng.randint(1, 9) if card else None
        handle = _fold(name.split()[0]) + str(rng.randint(10, 89))
        row = (cid, name, branch, card, stamps, shirts, starch, area, notes, _mobile(rng))
        toolkit.insert(db, "customers", (*row, f"{handle}@{rng.choice(MAIL_DOMAINS)}"))
    for entry in PRICES:
        toolkit.insert(db, "prices", entry)
    for area, days, window, book_by, charge, free_over, driver in AREAS:
        toolkit.insert(db, "rounds", (area, days, window, book_by, charge, free_over, driver))
    for number, name, contact, cleaned, pickups, rate, manager, _ in ACCOUNTS:
        row = (number, name, contact, _mobile(rng), cleaned, pickups, rate, manager)
        toolkit.insert(db, "accounts", row)
    for job in ALTERATIONS:
        toolkit.insert(db, "alterations", job)


def _handed_in(rng: Random, branch: str) -> dt.date:
    """A day the shop was open, between 13 November and today."""
    while True:
        day = TODAY - dt.timedelta(days=rng.randint(0, 36))
        if _opening(branch, day) is not None:
            return day


def _orders(db: Connection, rng: Random) -> None:
    cleaned = [p for p in PRICES if p[1] in _CLEANED]
    drawn = []
    for cid, _, home, _, _, _, area, _ in CUSTOMERS:
        for _ in range(rng.choice([1, 2, 2, 3, 3, 4])):
            branch = home if rng.random() < 0.85 else BRANCHES[BRANCHES[0] == home]
            day = _handed_in(rng, branch)
            picked = rng.sample(cleaned, rng.choice([1, 1, 2, 2, 3, 4]))
            express = all(p[3] for p in picked) and rng.random() < 0.2
            delivery = f"van to {area}" if area and rng.random() < 0.6 else "collect in shop"
            drawn.append((day.isoformat(), cid, branch, picked, express, delivery))
    ticket = 40100
    for day_text, cid, branch, picked, express, delivery in sorted(drawn, key=lambda d: d[:2]):
        ticket += rng.randint(1, 9)
        day = dt.date.fromisoformat(day_text)
        ready = _after_working_days(day, 1 if express else max(p[4] for p in picked))
        total = 0.0
        for line, p in enumerate(picked, 1):
            price = p[3] if express else p[2]
            noted = p[1] == "dry cleaning" and p[0] != "Tie" and rng.random() < 0.3
            note = rng.choice(ITEM_NOTES) if noted else None
            toolkit.insert(db, "items", (f"CB-{ticket}", line, p[0], price, note))
            total += price
        if ready > TODAY:
            status, finished, rail = "in progress", None, None
        elif delivery == "collect in shop" and (
            rng.random() < 0.3 or ready >= TODAY - dt.timedelta(days=1)
        ):
            status, finished = "ready to collect", None
            rail = f"Rail {rng.choice('ABCD')}-{rng.randint(1, 24):02d}"
        else:
            status = "delivered" if delivery != "collect in shop" else "collected"
            finished = min(ready + dt.timedelta(days=rng.randint(0, 6)), TODAY).isoformat()
            rail = None
        paid = total if status in ("collected", "delivered") or rng.random() < 0.5 else 0.0
        row = (f"CB-{ticket}", cid, branch, day_text, ready.isoformat(), int(express), status)
        toolkit.insert(db, "orders", (*row, rail, finished, delivery, round(paid, 2)))


def _invoices(db: Connection, rng: Random) -> None:
    terms = ("CDC-{issued:%y%m}-{seq:03d}", 30, TODAY, 30, (90, 10, 55, 45, 35, 65), (6, 34))
    seq = 0
    for month in toolkit.month_span("2028-08", 4):
        for number, *_, usual in ACCOUNTS:
            seq += 1
            amount = round(usual * rng.uniform(0.8, 1.25), 2)
            toolkit.invoice(db, rng, terms, (seq, number, month), (amount,))


def _fitting_slots(db: Connection, rng: Random) -> None:
    booked = {(a[4], a[8], a[9]) for a in ALTERATIONS if a[8]}
    times = [f"{h:02d}:{m:02d}" for h in range(9, 17) for m in (0, 30)][1:]
    for ahead in range(1, 22):
        day = TODAY + dt.timedelta(days=ahead)
        if not _tailors_in(day):
            continue
        for tailor in (2, 3):
            if not _working(tailor, day):
                continue
            free = [t for t in times if (tailor, day.isoformat(), t) not in booked]
            for time in sorted(rng.sample(free, rng.randint(0, 3))):
                toolkit.insert(db, "slots", (day.isoformat(), time, "fitting", tailor, 30))
            if tailor == 3 and rng.random() < 0.6:
                time = rng.choice(["10:00", "13:30", "15:00"])
                toolkit.insert(db, "slots", (day.isoformat(), time, "bridal consultation", 3, 60))


DB, _rows = toolkit.seeded(
    TABLES + BILLING, SEED, TODAY, (_people, _orders, _invoices, _fitting_slots)
)


# ---- the listers ------------------------------------------------------------------------------


def customer_names() -> list[tuple[int, str]]:
    """(customer number, the customer's name)."""
    return [(r["id"], r["name"]) for r in _rows("SELECT id, name FROM customers ORDER BY id")]


def staff_names() -> list[str]:
    """The names of the owner, the tailors, the counter staff and the van drivers."""
    return [r["name"] for r in _rows("SELECT name FROM staff ORDER BY id")]


def alteration_refs() -> list[tuple[str, str]]:
    """(alteration job reference, the reference with the garment)."""
    found = _rows("SELECT job_ref, garment FROM alterations ORDER BY job_ref")
    return [(r["job_ref"], f"{r['job_ref']} ({r['garment'].split(' (')[0]})") for r in found]


def area_names() -> list[str]:
    """The villages and areas the van collects from and delivers to."""
    return [r["area"] for r in _rows("SELECT area FROM rounds ORDER BY rowid")]


def business_names() -> list[tuple[int, str]]:
    """(business account number, the business's name)."""
    return [(r["id"], r["name"]) for r in _rows("SELECT id, name FROM accounts ORDER BY id")]


Branch = Literal["High Street", "Station Road"]
OrderStatus = Literal["in progress", "ready to collect", "collected", "delivered"]
Category = Literal[
    "dry cleaning", "laundry", "household", "bridal and special", "alterations", "repairs"
]
SlotKind = Literal["fitting", "bridal consultation"]


# ---- shared pieces ----------------------------------------------------------------------------


def _who(staff_id: int | None) -> dict[str, str] | None:
    if staff_id is None:
        return None
    return {"name": _rows("SELECT name FROM staff WHERE id = ?", (staff_id,))[0]["name"]}


def _customer(customer_id: int) -> Row:
    sql = "SELECT * FROM customers WHERE id = ?"
    return toolkit.one(_rows, sql, (customer_id,), f"there is no customer {customer_id}")


def _code(text: str, prefix: str) -> str:
    """A reference as typed ("cb 40214", "CB40214", "40214") as the records write it."""
    digits = re.sub(r"[^0-9]", "", text)
    return f"{prefix}-{digits}" if digits else text.strip().upper()


def _day(text: str | None, what: str) -> dt.date | None:
    return toolkit.read_date(text, what, "2028-12-21")


def _order_line(o: Row) -> dict[str, Any]:
    items = _rows("SELECT item FROM items WHERE ticket = ? ORDER BY line", (o["ticket"],))
    total = _rows("SELECT SUM(price) FROM items WHERE ticket = ?", (o["ticket"],))[0][0]
    return {
        "ticket": o["ticket"],
        "branch": o["branch"],
        "handed_in": o["handed_in"],
        "ready_on": o["ready_on"],
        "ready_weekday": toolkit.weekday(o["ready_on"]),
        "status": o["status"],
        "items": [r["item"] for r in items],
        "total_gbp": round(total, 2),
        "to_pay_gbp": round(total - o["paid"], 2),
    }


# ---- the look-ups -----------------------------------------------------------------------------


def get_customer(customer_id: int) -> dict:
    """One customer: phone and e-mail, their usual shop, loyalty card stamps, how they like
    their shirts (folded or on hangers, and the starch), the van area they are in, notes
    for the counter, and their orders and alteration jobs still open.

    Args:
        customer_id: the customer's number, e.g. 1204.

    Examples:
        What's the phone number for Gráinne Doherty?
        How many stamps has Jun got on his loyalty card?
        Does Percival like starch in his shirts?
    """
    c = _customer(customer_id)
    open_orders = _rows(
        "SELECT ticket FROM orders WHERE customer_id = ? AND status IN (?, ?) ORDER BY ticket",
        (customer_id, "in progress", "ready to collect"),
    )
    jobs = _rows(
        "SELECT job_ref FROM alterations WHERE customer_id = ? AND status != ? ORDER BY job_ref",
        (customer_id, "collected"),
    )
    return {
        "customer_id": c["id"],
        "name": c["name"],
        "phone": c["phone"],
        "email": c["email"],
        "usual_shop": c["branch"],
        "loyalty_card": bool(c["loyalty_card"]),
        "loyalty_stamps": f"{c['stamps']} of 10" if c["loyalty_card"] else None,
        "shirts": c["shirts"],
        "starch": c["starch"],
        "delivery_area": {"area": c["area"]} if c["area"] else None,
        "notes": c["notes"],
        "open_orders": [r["ticket"] for r in open_orders],
        "alteration_jobs": [r["job_ref"] for r in jobs],
    }


def customer_orders(customer_id: int, status: OrderStatus | None = None) -> dict:
    """A customer's cleaning orders since mid-November: ticket, shop, the day handed in and
    the day ready, what is in it, what it costs and what is left to pay, and whether it is in
    progress, ready to collect, collected or delivered; only one status when one is given.

    Args:
        customer_id: the customer's number, e.g. 1209.
        status: only orders "in progress", "ready to collect", "collected" or "delivered".

    Examples:
        Has Mustafa got anything ready to pick up?
        When will Esperanza's dry cleaning be done?
        What has Dmitri Volkonsky brought in this month?
    """
    c = _customer(customer_id)
    sql = "SELECT * FROM orders WHERE customer_id = ?"
    sql, params = toolkit.narrowed(sql, (customer_id,), "status", status)
    found = _rows(sql + " ORDER BY handed_in, ticket", params)
    return {"customer_id": c["id"], "name": c["name"], "orders": [_order_line(o) for o in found]}


def get_order(ticket: str) -> dict:
    """One cleaning order by the ticket number on the pink counter slip: whose it is, the shop,
    when it was handed in and is ready, express or not, each item with its price and any note
    from the workroom, what is paid and left to pay, where it is (the rail it hangs on when
    ready) and whether it is collected in the shop or delivered by the van.

    Args:
        ticket: the ticket number, e.g. "CB-40214"; "cb 40214", "CB40214" or the digits
            alone are read too.

    Examples:
        Is ticket CB-40214 ready?
        How much is left to pay on cb 40297?
        What items are on ticket 40161?
    """
    key = _code(ticket, "CB")
    o = toolkit.one(
        _rows, "SELECT * FROM orders WHERE ticket = ?", (key,), f"there is no ticket {key}"
    )
    c = _customer(o["customer_id"])
    lines = _rows("SELECT * FROM items WHERE ticket = ? ORDER BY line", (key,))
    out = {"ticket": key, "customer_id": c["id"], "customer": c["name"]}
    out |= {k: v for k, v in _order_line(o).items() if k not in ("ticket", "items")}
    out["express"] = bool(o["express"])
    out["items"] = [
        {"item": r["item"], "price_gbp": r["price"], "workroom_note": r["note"]} for r in lines
    ]
    out["paid_gbp"] = o["paid"]
    out["rail"] = o["rail"]
    out["collected_or_delivered_on"] = o["finished_on"]
    out["delivery"] = o["delivery"]
    return out


def get_alteration(job_ref: str) -> dict:
    """One alteration job (a hem, a waist, a relining, a wedding dress): the customer, the
    garment and the work, the tailor doing it, the price and the deposit paid, the fitting
    booked (date and time), when it will be ready and where it has got to.

    Args:
        job_ref: the alteration job reference, e.g. "ALT-3107"; "alt 3107" works too.

    Examples:
        Has ALT-3131 got a fitting booked?
        Who is altering the suit on ALT-3107?
        Is ALT-3123 ready to collect?
    """
    key = _code(job_ref, "ALT")
    sql = "SELECT * FROM alterations WHERE job_ref = ?"
    a = toolkit.one(_rows, sql, (key,), f"there is no alteration job {key}")
    c = _customer(a["customer_id"])
    fitting = None
    if a["fitting_day"]:
        fitting = {
            "date": a["fitting_day"],
            "weekday": toolkit.weekday(a["fitting_day"]),
            "time": a["fitting_time"],
            "shop": "High Street",
        }
    return {
        "job_ref": a["job_ref"],
        "customer_id": c["id"],
        "customer": c["name"],
        "garment": a["garment"],
        "work": a["work"],
        "tailor": _who(a["tailor_id"]),
        "price_gbp": a["price"],
        "deposit_paid_gbp": a["deposit"],
        "left_to_pay_gbp": round(a["price"] - a["deposit"], 2),
        "handed_in": a["handed_in"],
        "fitting": fitting,
        "ready_by": a["ready_by"],
        "status": a["status"],
        "note": a["note"],
    }


def _staff_row(name: str) -> Row:
    everyone = _rows("SELECT * FROM staff ORDER BY id")
    wanted = _fold(name).strip()
    exact = [r for r in everyone if _fold(r["name"]) == wanted]
    if exact:
        return exact[0]
    words = set(re.split(r"[\s-]+", wanted)) - {"mr", "mrs", "ms", "miss", ""}
    close = [r for r in everyone if words & set(re.split(r"[\s-]+", _fold(r["name"])))]
    if len(close) == 1:
        return close[0]
    names = ", ".join(r["name"] for r in everyone)
    raise ToolError(f"nobody called {name!r} works here ({names})")


def get_staff(name: str) -> dict:
    """One of the staff (the owner, the tailors, the counter staff, the van drivers): their
    job, which shop they work at, the days they work, what they are good at, the languages
    they speak, their phone and e-mail.

    Args:
        name: the person's name; a first name or surname alone works, e.g. "Mehmet".

    Examples:
        Which days is Precious on the counter?
        What's Mehmet's email address?
        Does Dagny speak Danish?
    """
    s = _staff_row(name)
    return {
        "name": s["name"],
        "role": s["role"],
        "works_at": s["branch"],
        "working_days": s["working_days"].split(", "),
        "good_at": s["skills"],
        "languages": s["languages"].split(", "),
        "phone": s["phone"],
        "email": s["email"],
    }


def branch_day(branch: Branch, date: str) -> dict:
    """One of the two shops on one day: open or shut and why (Christmas, New Year), the
    opening hours, the latest hand-in for same-day service, who is on the counter and which
    tailors are in.

    Args:
        branch: the shop, "High Street" or "Station Road".
        date: the day, a date like 2028-12-22.

    Examples:
        Is the Station Road shop open on Boxing Day?
        What time does High Street open on Saturday?
        Can I get something cleaned the same day at Station Road tomorrow?
    """
    day = _day(date, "date")
    assert day is not None
    if branch not in BRANCHES:
        raise ToolError(f"there is no shop {branch!r} (High Street, Station Road)")
    hours = _opening(branch, day)
    special = _special(branch, day)
    counter, tailors = [], []
    for sid, name, role, where, *_ in STAFF if hours else []:
        if not _working(sid, day):
            continue
        if where.startswith(branch) or (sid == 9 and branch == "High Street"):
            if "counter" in role and (sid != 9 or day.weekday() == 5):
                counter.append({"name": name})
        if branch == "High Street" and role in ("head tailor", "bridal seamstress"):
            tailors += [{"name": name}] if _tailors_in(day) else []
    same_day = SAME_DAY[branch] if hours and day.weekday() < 5 and _workroom_open(day) else None
    out: dict[str, Any] = {
        "branch": branch,
        "date": day.isoformat(),
        "weekday": day.strftime("%A"),
        "open": hours is not None,
        "opening_hours": hours,
        "closed_because": None,
        "same_day_service": same_day,
        "on_the_counter": counter,
        "tailors_in": tailors,
        "special_day": {"name": special[2], "note": special[5]} if special else None,
    }
    if hours is None:
        out["closed_because"] = special[2] if special else "closed on Sundays"
    return out


def find_prices(query: str, category: Category | None = None) -> list[dict]:
    """Search the price list by words of an item or a job (e.g. "suit", "duvet", "zip"):
    the price, the next-day express price where there is one, how many working days it takes
    and what is included; only one category when one is given. Returns [] when nothing
    matches.

    Args:
        query: words to look for, e.g. "wedding dress".
        category: only "dry cleaning", "laundry", "household", "bridal and special",
            "alterations" or "repairs".

    Examples:
        How much is it to clean a duvet?
        What do you charge for a new zip in a coat?
        How much for a shirt folded?
    """
    sql, params = toolkit.narrowed("SELECT * FROM prices WHERE 1 = 1", (), "category", category)
    found = _rows(sql + " ORDER BY rowid", params)
    ignored = {"how", "much", "what", "the", "for", "and", "you", "charge", "price", "cost"}
    words = [w.removesuffix("s") for w in re.findall(r"[a-z]+", _fold(query))]
    words = [w for w in words if len(w) > 2 and w not in ignored]
    hits = toolkit.ranked(found, words, lambda r: _fold(f"{r['item']} {r['notes']}"))
    return [
        {
            "item": r["item"],
            "category": r["category"],
            "price_gbp": r["price"],
            "express_price_gbp": r["express_price"],
            "working_days": r["days"],
            "notes": r["notes"],
        }
        for r in hits
    ]


def van_collections(area: str) -> dict:
    """The collection and delivery van for one village or area: the days it calls, the time
    window, how late to book, the charge and the order value above which it is free, the
    driver, and the next dates it calls (none over Christmas and New Year).

    Args:
        area: the village or area, e.g. "Brisley Green".

    Examples:
        Which day does the van come to Little Orby?
        Is delivery free to Upper Stowe?
        When's the next collection from Hemsworth Marsh?
    """
    everyone = _rows("SELECT * FROM rounds ORDER BY rowid")
    wanted = _fold(area).strip()
    match = [r for r in everyone if _fold(r["area"]) == wanted]
    match = match or [r for r in everyone if wanted and wanted in _fold(r["area"])]
    if len(match) != 1:
        places = ", ".join(r["area"] for r in everyone)
        raise ToolError(f"the van does not go to {area!r} (it goes to {places})")
    r = match[0]
    first, last, why = VAN_BREAK
    calls = r["days"].split(", ")
    upcoming, day = [], TODAY
    while len(upcoming) < 4:
        day += dt.timedelta(days=1)
        if day.strftime("%A") in calls and not first <= day.isoformat() <= last:
            upcoming.append(f"{day.isoformat()} ({day.strftime('%A')})")
    return {
        "area": r["area"],
        "days": calls,
        "time_window": r["time_window"],
        "book_by": r["book_by"],
        "charge_gbp": r["charge"],
        "free_over_gbp": r["free_over"],
        "driver": _who(r["driver_id"]),
        "next_calls": upcoming,
        "christmas": why,
    }


def fitting_slots(
    kind: SlotKind | None = None, date_from: str | None = None, date_to: str | None = None
) -> list[dict]:
    """Free appointments with the tailors at the High Street shop over the next three weeks:
    30-minute fittings and hour-long bridal consultations, by day and time, with who they are
    with; only one kind when a kind is given; from tomorrow on when no date is given. Returns
    [] when there are none.

    Args:
        kind: only "fitting" or "bridal consultation" appointments.
        date_from: the first day, a date like 2028-12-21.
        date_to: the last day, a date like 2029-01-05.

    Examples:
        Can I see a tailor for a fitting on 5 January?
        When is Jaswinder free for a bridal consultation?
        Any fitting appointments in the new year?
    """
    start = _day(date_from, "date_from") or TODAY + dt.timedelta(days=1)
    end = _day(date_to, "date_to") or dt.date(2099, 12, 31)
    sql = "SELECT * FROM slots WHERE day >= ? AND day <= ?"
    sql, params = toolkit.narrowed(sql, (start.isoformat(), end.isoformat()), "kind", kind)
    return [
        {
            "date": s["day"],
            "weekday": toolkit.weekday(s["day"]),
            "time": s["time"],
            "kind": s["kind"],
            "minutes": s["minutes"],
            "shop": "High Street",
            "with": _who(s["tailor_id"]),
        }
        for s in _rows(sql + " ORDER BY day, time, tailor_id", params)
    ]


def business_account(account_id: int) -> dict:
    """A business account (a pub, a hotel, a care home, a school): the contact and their
    phone, what we clean for them, the collection days and the rate, the account manager
    here, what they owe and their monthly invoices (number, month, issued, due, amount,
    paid, open or overdue, and the day paid).

    Args:
        account_id: the business account number, e.g. 74.

    Examples:
        Has the Ferncliffe Hotel paid its October invoice?
        What rate does Riverside Bistro pay?
        Who is the contact at St Aldhelm's School?
    """
    sql = "SELECT * FROM accounts WHERE id = ?"
    a = toolkit.one(_rows, sql, (account_id,), f"there is no business account {account_id}")
    spec = "invoice_number=number month=period issued_on due_date amount_gbp=amount status paid_on"
    owing, invoices = toolkit.balance(_rows, ("account_id", account_id), None, spec)
    return {
        "account_id": a["id"],
        "business": a["name"],
        "contact": a["contact"],
        "contact_phone": a["contact_phone"],
        "what_we_clean": a["cleaned"],
        "collection_days": a["pickups"],
        "rate_gbp": a["rate"],
        "account_manager": _who(a["manager_id"]),
        "owing_gbp": owing,
        "invoices": invoices,
    }


VALUES: dict[str, dict[str, Any]] = {
    "get_customer": {"customer_id": customer_names},
    "customer_orders": {"customer_id": customer_names},
    "get_alteration": {"job_ref": alteration_refs},
    "get_staff": {"name": staff_names},
    "van_collections": {"area": area_names},
    "business_account": {"account_id": business_names},
}
TOOLS = [get_customer, customer_orders, get_order, get_alteration, get_staff, branch_day]
TOOLS += [find_prices, van_collections, fitting_slots, business_account]
