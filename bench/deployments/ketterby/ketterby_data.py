"""Ketterby Tool & Plant Hire: a hire depot's records and ten look-ups over them.

The Python tools (``ketterby_tools.py``) and the MCP server (``../ketterbymcp/server.py``) use
these very functions; none of them writes anything.

One SQLite database in memory (``toolkit.seeded``) holds the records. ``fixed_lists.json``
gives the fixed ones: the staff and drivers, the weekly hours and special days, the hire
catalogue and what is sold with it, the kit in the workshop, the customer accounts and the
hire contracts of September and October 2027. ``random.Random(SEED)`` draws the phone numbers
and e-mail addresses, the card endings and till receipts of the payments, the trade
accounts' hires of July and August, and whether and when their monthly invoices were paid.
"Today" is Tuesday 14 September 2027 (``TODAY``); the clock is never read.
"""

from __future__ import annotations

import datetime as dt
import math
import random
import sqlite3
import unicodedata
from pathlib import Path
from typing import Any, Final, Literal

from tools.registry import ToolError, load_module

_SHARED = Path(__file__).resolve().parents[1]  # bench/deployments: the shared helpers
toolkit = load_module(str(_SHARED / "toolkit.py"))

TODAY, SEED = dt.date(2027, 9, 14), 91427
STAFF, WEEK, EVENTS, ITEMS, SOLD, WORKSHOP, CUSTOMERS, USUAL_KIT, HIRES, MAIL = toolkit.fixed(
    __file__
)
HISTORY = ("2027-07", "2027-08")  # trade hires drawn at random, invoiced the month after
PLANT_RUN: Final = 60.0  # a delivery or a collection of plant, each way
VAN_RUN: Final = 35.0  # of anything else
WAIVER: Final = 0.12  # damage waiver: a share of the hire charge

SCHEMA = """
CREATE TABLE staff (id INTEGER PRIMARY KEY, name TEXT, role TEXT, working_days TEXT, looks_after TEXT, mobile TEXT, email TEXT, van TEXT);
CREATE TABLE items (code TEXT PRIMARY KEY, name TEXT, category TEXT, description TEXT, keywords TEXT, power TEXT, weight_kg INTEGER, day REAL, weekend REAL, week REAL, deposit REAL, stock INTEGER, includes TEXT, safety TEXT);
CREATE TABLE sold (item_code TEXT, what TEXT, price REAL);
CREATE TABLE workshop (item_code TEXT, units INTEGER, since TEXT, back_on TEXT, reason TEXT);
CREATE TABLE customers (ref TEXT PRIMARY KEY, name TEXT, kind TEXT, contact TEXT, phone TEXT, email TEXT, address TEXT, since TEXT, credit_limit REAL, id_checked TEXT, notes TEXT);
CREATE TABLE hires (number TEXT PRIMARY KEY, account TEXT, out_at TEXT, due_at TEXT, returned_at TEXT, cancelled_on TEXT, site TEXT, delivery_slot TEXT, delivery_driver INTEGER, collection_slot TEXT, collection_driver INTEGER, po TEXT, waiver INTEGER, hire REAL, delivery REAL, collection REAL, waiver_charge REAL, extras REAL, total REAL, deposit REAL, invoice TEXT, note TEXT);
CREATE TABLE lines (number TEXT, item_code TEXT, qty INTEGER, rate TEXT, charge REAL);
CREATE TABLE extras (number TEXT, what TEXT, amount REAL);
CREATE TABLE payments (number TEXT, day TEXT, method TEXT, purpose TEXT, amount REAL, reference TEXT);
CREATE TABLE invoices (number TEXT PRIMARY KEY, account TEXT, period TEXT, issued_on TEXT, due_date TEXT, amount REAL, status TEXT, paid_on TEXT);
CREATE TABLE events (day TEXT, name TEXT, kind TEXT, open INTEGER, hours TEXT, note TEXT);
"""

# invoice number, days to pay, today, settle's grace, weights (paid/overdue long past due,
# paid/overdue just past due, paid/open not yet due) and the days after issue it was paid
_TERMS = ("INV-{issued:%y%m}-{seq:03d}", 30, TODAY, 14, (9, 1, 3, 1, 1, 2), (6, 34))
_IGNORED = set(
    "a an and any are can do for got have hire i is it me my need of on one or some "
    "the to what which with you your".split()
)


# ---- building the database --------------------------------------------------------------------


def _plain(text: str) -> str:
    """Lower case, accents dropped (``Østergaard`` -> ``ostergaard``)."""
    swapped = text.lower().replace("ø", "o").replace("ł", "l").replace("ß", "ss")
    return "".join(
        c for c in unicodedata.normalize("NFKD", swapped) if not unicodedata.combining(c)
    )


def _mobile(suffix: int) -> str:
    return f"07700 900{suffix:03d}"


def _people(db: sqlite3.Connection, rng: random.Random) -> None:
    suffixes = rng.sample(range(1000), len(STAFF) + len(CUSTOMERS))
    for (sid, name, role, days, duties, box, van), suffix in zip(STAFF, suffixes, strict=False):
        row = (sid, name, role, days, duties, _mobile(suffix), f"{box}@ketterbyhire.co.uk", van)
        toolkit.insert(db, "staff", row)
    for row, suffix in zip(CUSTOMERS, suffixes[len(STAFF) :], strict=False):
        ref, name, kind, contact, email, address, since, limit, seen, notes = row
        if kind == "trade account":
            phone = f"01632 960{rng.randint(0, 999):03d}"
        else:
            phone = _mobile(suffix)
            first, last = _plain(name).split()[0], _plain(name).split()[-1]
            email = f"{first}.{last.replace('-', '')}{rng.randint(1, 89)}@{rng.choice(MAIL)}"
        entry = (ref, name, kind, contact, phone, email, address, since, limit, seen, notes)
        toolkit.insert(db, "customers", entry)


def _catalogue(db: sqlite3.Connection, rng: random.Random) -> None:
    del rng  # nothing drawn
    for table, rows in (("items", ITEMS), ("sold", SOLD), ("workshop", WORKSHOP)):
        for row in rows:
            toolkit.insert(db, table, row)
    for row in EVENTS:
        toolkit.insert(db, "events", row)


def _item(code: str) -> tuple[Any, ...]:
    return next(i for i in ITEMS if i[0] == code)


def _line(code: str, qty: int, out: dt.date, due: dt.date) -> tuple[str, float]:
    """The rate used and the charge of ``qty`` of an item from ``out`` to ``due``: a weekend
    (out on a Friday or Saturday, back on the Monday) at the weekend rate, else the cheaper
    of the days at the day rate and the weeks (a part week counts whole) at the week rate."""
    day, weekend, week = _item(code)[7:10]
    days = max(1, (due - out).days)
    if out.weekday() in (4, 5) and due.weekday() == 0 and days <= 3:
        return "weekend", weekend * qty
    by_day = days * day
    if week is not None and math.ceil(days / 7) * week < by_day:
        return f"{math.ceil(days / 7)} week(s)", math.ceil(days / 7) * week * qty
    return f"{days} day(s)", by_day * qty


def _write_hire(db: sqlite3.Connection, rng: random.Random, hire: list, cards: dict) -> None:
    number, account, out_at, due_at, returned, cancelled, lines, site = hire[:8]
    delivery, collection, po, waiver, extras, payments, note = hire[8:]
    out, due = dt.date.fromisoformat(out_at[:10]), dt.date.fromisoformat(due_at[:10])
    hire_charge = 0.0
    for code, qty in lines:
        rate, charge = _line(code, qty, out, due)
        hire_charge += charge
        toolkit.insert(db, "lines", (number, code, qty, rate, charge))
    plant = any(_item(code)[2] == "plant" for code, _ in lines)
    run = PLANT_RUN if plant else VAN_RUN
    there = run if delivery else 0.0
    back = run if collection else 0.0
    cover = round(hire_charge * WAIVER, 2) if waiver else 0.0
    sundries = round(sum(amount for _, amount in extras), 2)
    for what, amount in extras:
        toolkit.insert(db, "extras", (number, what, amount))
    total = round(hire_charge + there + back + cover + sundries, 2)
    trade = account < "AC2000"
    deposit = 0.0 if trade else sum(_item(code)[10] * qty for code, qty in lines)
    upfront = round(total - sundries, 2)
    for day, method, purpose, amount in payments:
        if amount is None:
            amount = {"deposit": deposit, "hire": upfront, "extras": sundries}.get(purpose)
            amount = -deposit if purpose == "deposit refund" else amount
        if method == "card":
            ending = cards.setdefault(account, f"{rng.randint(0, 9999):04d}")
            reference = f"card ending {ending}, till receipt R-{rng.randint(10000, 99999)}"
        else:
            reference = f"till receipt R-{rng.randint(10000, 99999)}"
        toolkit.insert(db, "payments", (number, day, method, purpose, amount, reference))
    d_slot, d_driver = delivery or (None, None)
    c_slot, c_driver = collection or (None, None)
    row = (number, account, out_at, due_at, returned, cancelled, site, d_slot, d_driver)
    row += (c_slot, c_driver, po, int(waiver), hire_charge, there, back, cover, sundries)
    toolkit.insert(db, "hires", (*row, total, deposit, None, note))


def _history(rng: random.Random) -> list[list]:
    """The trade accounts' hires of July and August (collected from the depot, back on the
    day due), in the order they went out."""
    drawn = []
    for month in HISTORY:
        year, mon = (int(x) for x in month.split("-"))
        for account, kit in USUAL_KIT.items():
            for _ in range(rng.randint(1, 2)):
                out = dt.date(year, mon, rng.randint(1, 27))
                while out.weekday() > 4:
                    out -= dt.timedelta(days=1)
                due = out + dt.timedelta(days=rng.randint(1, 7))
                if due.weekday() == 6:
                    due += dt.timedelta(days=1)
                code = rng.choice(kit)
                clock = f"{rng.randint(7, 9):02d}:{rng.choice((0, 15, 30, 45)):02d}"
                back = f"{due.isoformat()} {rng.randint(12, 16)}:{rng.choice((0, 20, 40)):02d}"
                po = f"PO-{rng.randint(1000, 9999)}"
                drawn.append((out, account, code, f"{out} {clock}", f"{due} 17:00", back, po))
    drawn.sort(key=lambda d: (d[0], d[1]))
    hires = []
    for n, (_, account, code, out_at, due_at, back, po) in enumerate(drawn, start=4301):
        hires.append([f"HC-{n}", account, out_at, due_at, back, None, [[code, 1]], None])
        hires[-1] += [None, None, po, False, [], [], ""]
    return hires


def _hires(db: sqlite3.Connection, rng: random.Random) -> None:
    cards: dict[str, str] = {}
    for hire in _history(rng) + [list(h) for h in HIRES]:
        _write_hire(db, rng, hire, cards)


def _invoices(db: sqlite3.Connection, rng: random.Random) -> None:
    """One invoice a month per trade account that hired that month (by the day the kit went
    out), issued on the 1st of the next month, due 30 days later."""
    seq = 0
    for month in HISTORY:
        for account in sorted(USUAL_KIT):
            sql = "SELECT number, total FROM hires WHERE account = ? AND substr(out_at, 1, 7) = ?"
            rows = db.execute(sql + " ORDER BY number", (account, month)).fetchall()
            if not rows:
                continue
            seq += 1
            amount = round(sum(r[1] for r in rows), 2)
            toolkit.invoice(db, rng, _TERMS, (seq, account, month), (amount,))
            issued = toolkit.billed(month, _TERMS[1])[0]
            key = _TERMS[0].format(issued=issued, seq=seq)
            for r in rows:
                db.execute("UPDATE hires SET invoice = ? WHERE number = ?", (key, r[0]))


DB, _rows = toolkit.seeded(SCHEMA, SEED, TODAY, (_people, _catalogue, _hires, _invoices))


# ---- the listers ------------------------------------------------------------------------------


def item_names() -> list[tuple[str, str]]:
    """(item code, what the item is called at the depot)."""
    return [(r["code"], r["name"]) for r in _rows("SELECT code, name FROM items ORDER BY rowid")]


def account_names() -> list[tuple[str, str]]:
    """(account number, the customer's or company's name)."""
    return [(r["ref"], r["name"]) for r in _rows("SELECT ref, name FROM customers ORDER BY ref")]


def contract_numbers() -> list[str]:
    """Every hire contract's number, e.g. HC-4396."""
    return [r["number"] for r in _rows("SELECT number FROM hires ORDER BY number")]


def staff_names() -> list[str]:
    """The names of the depot's staff and drivers."""
    return [r["name"] for r in _rows("SELECT name FROM staff ORDER BY id")]


Category = Literal[
    "plant",
    "concreting",
    "breaking and drilling",
    "cutting",
    "access",
    "floor care",
    "cleaning",
    "drying and heating",
    "power",
    "garden and landscaping",
]
HireStatus = Literal["booked", "on hire", "due back today", "overdue", "returned", "cancelled"]
InvoiceStatus = Literal["paid", "open", "overdue"]


# ---- reading the records ----------------------------------------------------------------------


def _date(text: str | None, what: str) -> dt.date | None:
    return toolkit.read_date(text, what, "2027-09-17")


def _compact(text: str) -> str:
    """A reference as typed ("hc 4396", "ac-1031") without spaces or dashes, upper case."""
    return "".join(c for c in str(text).upper() if c.isalnum())


def _words(text: str) -> list[str]:
    """The words of a search, plain, without the little ones; a plural "s" cut."""
    cleaned = "".join(c if c.isalnum() else " " for c in _plain(text))
    out = []
    for word in cleaned.split():
        if word in _IGNORED or len(word) < 3:
            continue
        out.append(word[:-1] if word.endswith("s") and len(word) > 4 else word)
    return out


def _item_row(item_code: str) -> sqlite3.Row:
    wanted = _compact(item_code)
    rows = _rows("SELECT * FROM items ORDER BY rowid")
    for row in rows:
        if wanted in (_compact(row["code"]), _compact(_plain(row["name"]))):
            return row
    partly = [r for r in rows if len(wanted) > 3 and wanted in _compact(_plain(r["name"]))]
    if len(partly) == 1:  # "digger", "tower"
        return partly[0]
    codes = ", ".join(f"{code} ({name})" for code, name in item_names())
    raise ToolError(f"there is no item {item_code!r} in the hire catalogue: {codes}")


def _account(account_ref: str) -> sqlite3.Row:
    wanted = _compact(account_ref)
    if wanted.isdigit():
        wanted = "AC" + wanted
    rows = _rows("SELECT * FROM customers ORDER BY ref")
    for row in rows:
        names = (row["ref"], _plain(row["name"]), _plain(row["contact"] or ""))
        if wanted in (_compact(n) for n in names if n):
            return row
    partly = [r for r in rows if len(wanted) > 3 and wanted in _compact(_plain(r["name"]))]
    if len(partly) == 1:  # "Sparkwise", "town council"
        return partly[0]
    raise ToolError(f"there is no customer account {account_ref!r} (numbers look like AC1031)")


def _hire_row(contract_number: str) -> sqlite3.Row:
    wanted = _compact(contract_number)
    if wanted.isdigit():
        wanted = "HC" + wanted
    rows = _rows("SELECT * FROM hires WHERE replace(number, '-', '') = ?", (wanted,))
    if not rows:
        raise ToolError(f"there is no hire contract {contract_number!r} (they look like HC-4396)")
    return rows[0]


def _staff_row(name: str) -> sqlite3.Row:
    rows = _rows("SELECT * FROM staff ORDER BY id")
    wanted = _plain(name).strip()
    for row in rows:
        if _plain(row["name"]) == wanted:
            return row
    asked = set(_words(wanted)) | set(wanted.split())
    found = [r for r in rows if asked & set(_plain(r["name"]).split())]
    if len(found) == 1:
        return found[0]
    everyone = ", ".join(r["name"] for r in rows)
    raise ToolError(f"nobody called {name!r} works at the depot ({everyone})")


def _person(staff_id: int | None) -> dict[str, str] | None:
    if staff_id is None:
        return None
    return {"name": _rows("SELECT name FROM staff WHERE id = ?", (staff_id,))[0]["name"]}


def _status(h: sqlite3.Row) -> str:
    if h["cancelled_on"]:
        return "cancelled"
    if h["returned_at"]:
        return "returned"
    out, due = h["out_at"][:10], h["due_at"][:10]
    if out > TODAY.isoformat():
        return "booked"
    if due < TODAY.isoformat():
        return "overdue"
    return "due back today" if due == TODAY.isoformat() else "on hire"


def _days_late(h: sqlite3.Row) -> int:
    if _status(h) != "overdue":
        return 0
    return (TODAY - dt.date.fromisoformat(h["due_at"][:10])).days


def _lines(number: str) -> list[sqlite3.Row]:
    sql = "SELECT l.*, i.name, i.day FROM lines l JOIN items i ON i.code = l.item_code"
    return _rows(sql + " WHERE l.number = ? ORDER BY l.rowid", (number,))


def _out_on(h: sqlite3.Row, day: str) -> bool:
    """Whether a hire holds its kit on ``day``: from the day it goes out to the day it is due
    back (or came back); kit that is overdue stays out until it comes back."""
    if h["cancelled_on"] or day < h["out_at"][:10]:
        return False
    if h["returned_at"]:
        return day <= h["returned_at"][:10]
    return day <= h["due_at"][:10] or _status(h) == "overdue"


def _free(item_code: str, stock: int, day: str) -> tuple[int, int, int]:
    """(units on hire, units in the workshop, units free) of an item on one day."""
    sql = "SELECT h.*, l.qty FROM hires h JOIN lines l ON l.number = h.number"
    hired = sum(
        h["qty"] for h in _rows(sql + " WHERE l.item_code = ?", (item_code,)) if _out_on(h, day)
    )
    held = sum(
        w["units"]
        for w in _rows("SELECT * FROM workshop WHERE item_code = ?", (item_code,))
        if w["since"] <= day < w["back_on"]
    )
    return hired, held, max(0, stock - hired - held)


def _opening(day: dt.date) -> tuple[bool, str | None, str | None, int | None, sqlite3.Row | None]:
    """(open, hours, why closed, who is on the hire desk, the special day's row) of one day."""
    hours, desk = WEEK[day.strftime("%A")]
    found = _rows("SELECT * FROM events WHERE day = ?", (day.isoformat(),))
    event = found[0] if found else None
    closed_because = None if hours else "closed on Sundays"
    if event is not None and not event["open"]:
        hours, desk, closed_because = None, None, event["name"]
    elif event is not None and event["hours"]:
        hours = event["hours"]
    return hours is not None, hours, closed_because, desk, event


# ---- the look-ups -------------------------------------------------------------------------------


def find_equipment(query: str, category: Category | None = None) -> list[dict]:
    """Search the hire catalogue by what a tool or machine is or what it is for (e.g.
    "breaker", "floor sanding", "flooded cellar"); only one category when a category is
    given. Each item with its code, prices for a day, a weekend and a week, the deposit and
    how many are free today. Returns [] when nothing matches.

    Args:
        query: what to look for, e.g. "pressure washer".
        category: only the items of this part of the catalogue.

    Examples:
        Do you hire out cement mixers?
        What have you got for drying out a damp house?
        Have you got anything for cutting paving slabs?
    """
    sql = "SELECT * FROM items WHERE 1 = 1"
    sql, params = toolkit.narrowed(sql, (), "category", category)
    rows = _rows(sql + " ORDER BY rowid", params)
    fields = ("code", "name", "category", "description", "keywords")
    found = toolkit.ranked(rows, _words(query), lambda r: _plain(" ".join(r[f] for f in fields)))
    today = TODAY.isoformat()
    return [
        {
            "item_code": r["code"],
            "item": r["name"],
            "category": r["category"],
            "what_it_is": r["description"],
            "day_gbp": r["day"],
            "weekend_gbp": r["weekend"],
            "week_gbp": r["week"],
            "deposit_gbp": r["deposit"],
            "free_today": _free(r["code"], r["stock"], today)[2],
        }
        for r in found
    ]


def get_equipment(item_code: str) -> dict:
    """One item of the hire catalogue: what it is, its power and weight, the price for a day,
    a weekend (Friday or Saturday to Monday morning) and a week, the deposit, what comes
    with it, what is sold with it (sanding sheets, shampoo, gas...), safety notes, how many
    the depot has and how many are free today.

    Args:
        item_code: the item's code, e.g. "MD15" (the mini digger).

    Examples:
        How much is the mini digger for a week?
        Does the breaker need a transformer?
        How heavy is the turf cutter?
    """
    r = _item_row(item_code)
    on_hire, in_workshop, free = _free(r["code"], r["stock"], TODAY.isoformat())
    sold = _rows("SELECT what, price FROM sold WHERE item_code = ?", (r["code"],))
    return {
        "item_code": r["code"],
        "item": r["name"],
        "category": r["category"],
        "what_it_is": r["description"],
        "power": r["power"],
        "weight_kg": r["weight_kg"],
        "prices_gbp": {"day": r["day"], "weekend": r["weekend"], "week": r["week"]},
        "deposit_gbp": r["deposit"],
        "comes_with": r["includes"] or None,
        "sold_with_it": [{"what": s["what"], "price_gbp": s["price"]} for s in sold],
        "safety_and_notes": r["safety"] or None,
        "units_at_the_depot": r["stock"],
        "today": {"on_hire": on_hire, "in_the_workshop": in_workshop, "free": free},
    }


def equipment_availability(item_code: str, date_from: str, date_to: str | None = None) -> dict:
    """How many of an item are free to hire on each day from one date to another (one day
    when no end is given, at most 31 days): the units on hire, in the workshop and free each
    day, and how many are free for the whole stretch. Kit that is overdue counts as out until
    it comes back.

    Args:
        item_code: the item's code, e.g. "ST5" (the scaffold tower).
        date_from: the first day, a date like 2027-09-18.
        date_to: the last day, a date like 2027-09-20.

    Examples:
        Is there a floor sander free this Saturday?
        Can I get two dehumidifiers from Monday to Friday next week?
        Is the stump grinder available on 22 September?
    """
    r = _item_row(item_code)
    start = _date(date_from, "date_from")
    assert start is not None
    end = _date(date_to, "date_to") or start
    if end < start:
        start, end = end, start
    if (end - start).days > 30:
        raise ToolError("ask for 31 days at most")
    days = []
    for n in range((end - start).days + 1):
        day = start + dt.timedelta(days=n)
        on_hire, in_workshop, free = _free(r["code"], r["stock"], day.isoformat())
        is_open = _opening(day)[0]
        days.append(
            {
                "date": day.isoformat(),
                "weekday": day.strftime("%A"),
                "depot_open": is_open,
                "on_hire": on_hire,
                "in_the_workshop": in_workshop,
                "free": free,
            }
        )
    whole = min(d["free"] for d in days)
    span = start.isoformat() if start == end else f"{start} to {end}"
    if whole:
        summary = f"{whole} of {r['stock']} free on every day, {span}"
    else:
        summary = f"none of the {r['stock']} free on every day, {span}"
    workshop = _rows(
        "SELECT * FROM workshop WHERE item_code = ? AND back_on > ?",
        (r["code"], start.isoformat()),
    )
    return {
        "item_code": r["code"],
        "item": r["name"],
        "units_at_the_depot": r["stock"],
        "free_for_the_whole_time": whole,
        "summary": summary,
        "days": days,
        "in_the_workshop": [
            {"units": w["units"], "back_on": w["back_on"], "why": w["reason"]} for w in workshop
        ],
    }


def get_customer(account_ref: str) -> dict:
    """One customer account: trade account or cash customer, the contact, phone, e-mail and
    address, customer since, the credit limit (trade accounts), the ID seen (cash customers),
    notes, and the hires they have out now or booked.

    Args:
        account_ref: the account number, e.g. "AC1058".

    Examples:
        What's the phone number for Bramley Roofing?
        Who is the contact at Sparkwise Electrical?
        What ID did Rashid Al-Farsi show us?
    """
    c = _account(account_ref)
    hires = _rows("SELECT * FROM hires WHERE account = ? ORDER BY out_at", (c["ref"],))
    return {
        "account_ref": c["ref"],
        "name": c["name"],
        "kind": c["kind"],
        "contact": c["contact"],
        "phone": c["phone"],
        "email": c["email"],
        "address": c["address"],
        "customer_since": c["since"],
        "credit_limit_gbp": c["credit_limit"],
        "id_seen": c["id_checked"],
        "notes": c["notes"] or None,
        "out_now": [
            h["number"] for h in hires if _status(h) in ("on hire", "due back today", "overdue")
        ],
        "booked": [h["number"] for h in hires if _status(h) == "booked"],
    }


def customer_hires(account_ref: str, status: HireStatus | None = None) -> dict:
    """A customer's hire contracts, the latest first: contract number, status, the kit, the
    day it goes out and is due back (or came back) and the total; only one status when a
    status is given.

    Args:
        account_ref: the account number, e.g. "AC1047".
        status: only the hires that are "booked", "on hire", "due back today", "overdue",
            "returned" or "cancelled".

    Examples:
        What has Hollis & Daughter got on hire at the moment?
        Has Hamish McTavish got anything booked?
        What did Greenwold Landscapes hire in August?
    """
    c = _account(account_ref)
    found = []
    for h in _rows("SELECT * FROM hires WHERE account = ? ORDER BY out_at DESC", (c["ref"],)):
        if status is not None and _status(h) != status:
            continue
        found.append(
            {
                "contract_number": h["number"],
                "status": _status(h),
                "kit": [f"{x['qty']} x {x['name']}" for x in _lines(h["number"])],
                "out": h["out_at"],
                "due_back": h["due_at"],
                "returned_at": h["returned_at"],
                "total_gbp": h["total"],
            }
        )
    return {"account_ref": c["ref"], "name": c["name"], "hires": found}


def _run(h: sqlite3.Row, job: str) -> dict[str, Any] | None:
    slot, driver = h[f"{job}_slot"], h[f"{job}_driver"]
    if slot is None:
        return None
    day = h["out_at"][:10] if job == "delivery" else h["due_at"][:10]
    return {"date": day, "weekday": toolkit.weekday(day), "slot": slot, "driver": _person(driver)}


def get_hire(contract_number: str) -> dict:
    """One hire contract: its status, the customer, the kit and what each piece costs, when
    it goes out and is due back (or came back), the delivery and collection (day, time slot,
    driver, site address), the charges and extras, the deposit, every payment and what is
    still to pay, or how a trade account is billed.

    Args:
        contract_number: the contract number, e.g. "HC-4396".

    Examples:
        When is HC-4381 being collected?
        How much is left to pay on hire HC-4394?
        Has the deposit on HC-4382 been refunded?
    """
    h = _hire_row(contract_number)
    status = _status(h)
    c = _account(h["account"])
    lines = _lines(h["number"])
    late = _days_late(h)
    late_charge = round(late * sum(x["day"] * x["qty"] for x in lines), 2)
    pays = _rows("SELECT * FROM payments WHERE number = ? ORDER BY rowid", (h["number"],))
    paid = sum(p["amount"] for p in pays if not p["purpose"].startswith("deposit"))
    refunded = -sum(p["amount"] for p in pays if p["purpose"] == "deposit refund")
    taken = sum(p["amount"] for p in pays if p["purpose"] == "deposit")
    if not h["deposit"]:
        deposit_state = "none: trade account"
    elif refunded:
        back = [p["day"] for p in pays if p["purpose"] == "deposit refund"][-1]
        deposit_state = f"refunded in full on {back}"
    elif taken:
        deposit_state = "held"
    else:
        deposit_state = "taken when the kit is collected"
    if c["kind"] == "trade account":
        due_now = None
        billing = (
            f"on account: invoice {h['invoice']}"
            if h["invoice"]
            else f"on account: goes on the {h['out_at'][:7]} invoice, issued on the 1st of next month"
        )
    else:
        due_now = 0.0 if status == "cancelled" else round(h["total"] + late_charge - paid, 2)
        billing = "paid at the hire desk"
    delivery, collection = _run(h, "delivery"), _run(h, "collection")
    for run in (delivery, collection):
        if run is not None:
            run["site"] = h["site"]
    return {
        "contract_number": h["number"],
        "status": status,
        "customer": {"account_ref": c["ref"], "name": c["name"]},
        "purchase_order": h["po"],
        "kit": [
            {
                "item_code": x["item_code"],
                "item": x["name"],
                "quantity": x["qty"],
                "charged_for": x["rate"],
                "charge_gbp": x["charge"],
            }
            for x in lines
        ],
        "out": h["out_at"],
        "out_weekday": toolkit.weekday(h["out_at"][:10]),
        "due_back": h["due_at"],
        "due_back_weekday": toolkit.weekday(h["due_at"][:10]),
        "returned_at": h["returned_at"],
        "cancelled_on": h["cancelled_on"],
        "delivery": delivery,
        "collection": collection,
        "charges": {
            "hire_gbp": h["hire"],
            "delivery_gbp": h["delivery"],
            "collection_gbp": h["collection"],
            "damage_waiver_gbp": h["waiver_charge"],
            "extras": [
                {"what": e["what"], "amount_gbp": e["amount"]}
                for e in _rows("SELECT * FROM extras WHERE number = ?", (h["number"],))
            ],
            "total_gbp": h["total"],
        },
        "days_overdue": late,
        "extra_days_so_far_gbp": late_charge,
        "deposit": {"amount_gbp": h["deposit"], "status": deposit_state},
        "payments": [
            {
                "date": p["day"],
                "method": p["method"],
                "for": p["purpose"],
                "amount_gbp": p["amount"],
                "reference": p["reference"],
            }
            for p in pays
        ],
        "balance_due_gbp": due_now,
        "billing": billing,
        "note": h["note"] or None,
    }


def account_invoices(account_ref: str, status: InvoiceStatus | None = None) -> dict:
    """A trade account's monthly invoices (the hires of a month, invoiced on the 1st of the
    next, due 30 days later) and what the account owes now; only those paid, open or overdue
    when a status is given. Cash customers pay at the hire desk and have no invoices.

    Args:
        account_ref: the account number, e.g. "AC1062".
        status: only the invoices that are "paid", "open" or "overdue".

    Examples:
        Has Bramley Roofing paid for July?
        How much does Fenwick Property Maintenance owe us?
        Which invoices are overdue on the Ouseburn Flooring account?
    """
    c = _account(account_ref)
    spec = "invoice_number=number month=period issued_on due_date amount_gbp=amount status paid_on"
    owed, invoices = toolkit.balance(_rows, ("account", c["ref"]), status, spec)
    for entry in invoices:
        held = _rows(
            "SELECT number FROM hires WHERE invoice = ? ORDER BY number", (entry["invoice_number"],)
        )
        entry["hires"] = [r["number"] for r in held]
    out: dict[str, Any] = {
        "account_ref": c["ref"],
        "name": c["name"],
        "kind": c["kind"],
        "credit_limit_gbp": c["credit_limit"],
        "owing_gbp": owed,
        "invoices": invoices,
    }
    if c["kind"] == "trade account":
        waiting = _rows(
            "SELECT number FROM hires WHERE account = ? AND invoice IS NULL AND cancelled_on IS NULL ORDER BY number",
            (c["ref"],),
        )
        out["not_invoiced_yet"] = [r["number"] for r in waiting]
    else:
        out["note"] = (
            "Cash customers pay at the hire desk when they collect; there are no invoices."
        )
    return out


def get_staff(name: str) -> dict:
    """One of the depot's staff or drivers: their job, the days they work, what they look
    after, their mobile and e-mail, their van, and the deliveries and collections they have
    from today on.

    Args:
        name: the person's name; a first name alone will do, e.g. "Callum".

    Examples:
        What's Tomasz's mobile number?
        Which days does Noemie work?
        Who does the PAT testing?
    """
    s = _staff_row(name)
    runs = []
    for job in ("delivery", "collection"):
        for h in _rows(
            f"SELECT * FROM hires WHERE {job}_driver = ? AND cancelled_on IS NULL", (s["id"],)
        ):
            run = _run(h, job)
            if run is not None and run["date"] >= TODAY.isoformat():
                runs.append(
                    {
                        "date": run["date"],
                        "slot": run["slot"],
                        "job": job,
                        "contract_number": h["number"],
                    }
                )
    return {
        "name": s["name"],
        "role": s["role"],
        "working_days": s["working_days"].split(", "),
        "looks_after": s["looks_after"],
        "mobile": s["mobile"],
        "email": s["email"],
        "van": s["van"],
        "runs_from_today": sorted(runs, key=lambda r: (r["date"], r["slot"])),
    }


def delivery_runs(date: str) -> dict:
    """The vans' deliveries and collections on one day, by time slot: delivery or
    collection, the contract number, the customer, the kit, the site address, the driver and
    the van.

    Args:
        date: the day, a date like 2027-09-17.

    Examples:
        What deliveries are going out tomorrow?
        Where is Callum collecting from on Friday?
        Is anything being delivered on Saturday?
    """
    day = _date(date, "date")
    assert day is not None
    iso = day.isoformat()
    runs = []
    for h in _rows("SELECT * FROM hires WHERE cancelled_on IS NULL ORDER BY number"):
        for job in ("delivery", "collection"):
            run = _run(h, job)
            if run is None or run["date"] != iso:
                continue
            van = _rows("SELECT van FROM staff WHERE id = ?", (h[f"{job}_driver"],))[0]["van"]
            runs.append(
                {
                    "slot": run["slot"],
                    "job": job,
                    "contract_number": h["number"],
                    "customer": _account(h["account"])["name"],
                    "kit": [f"{x['qty']} x {x['name']}" for x in _lines(h["number"])],
                    "site": h["site"],
                    "driver": run["driver"],
                    "van": van,
                }
            )
    runs.sort(key=lambda r: (r["slot"], r["driver"]["name"]))
    return {"date": iso, "weekday": day.strftime("%A"), "runs": runs}


def depot_day(date: str) -> dict:
    """The depot on one day: open or not and its hours, why it is closed, who is on the hire
    desk, which drivers are working, any special day (a stocktake, a demo day, a bank
    holiday), and the hires going out and due back that day.

    Args:
        date: the day, a date like 2027-09-25.

    Examples:
        What time do you open on Saturday?
        Are you open on the 25th?
        Who's on the hire desk on Wednesday?
    """
    day = _date(date, "date")
    assert day is not None
    iso = day.isoformat()
    is_open, hours, closed_because, desk, event = _opening(day)
    drivers = []
    if is_open:
        vans = _rows("SELECT * FROM staff WHERE van IS NOT NULL ORDER BY id")
        drivers = [{"name": s["name"]} for s in vans if day.strftime("%A") in s["working_days"]]
    live = _rows("SELECT * FROM hires WHERE cancelled_on IS NULL ORDER BY number")
    return {
        "date": iso,
        "weekday": day.strftime("%A"),
        "open": is_open,
        "opening_hours": hours,
        "closed_because": closed_because,
        "hire_desk": _person(desk),
        "drivers_working": drivers,
        "special_day": None
        if event is None
        else {
            "name": event["name"],
            "kind": event["kind"],
            "hours": event["hours"],
            "note": event["note"],
        },
        "going_out": [h["number"] for h in live if h["out_at"][:10] == iso],
        "due_back": [h["number"] for h in live if h["due_at"][:10] == iso],
    }


VALUES: dict[str, dict[str, Any]] = {
    "get_equipment": {"item_code": item_names},
    "equipment_availability": {"item_code": item_names},
    "get_customer": {"account_ref": account_names},
    "customer_hires": {"account_ref": account_names},
    "account_invoices": {"account_ref": account_names},
    "get_hire": {"contract_number": contract_numbers},
    "get_staff": {"name": staff_names},
}
TOOLS = [find_equipment, get_equipment, equipment_availability, get_customer, customer_hires]
TOOLS += [get_hire, account_invoices, get_staff, delivery_runs, depot_day]
