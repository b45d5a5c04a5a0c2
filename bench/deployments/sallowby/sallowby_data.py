"""Sallowby Removals & Storage: its records and eight read-only look-ups.

The one implementation behind both forms of the deployment: ``sallowby_tools.py`` marks
these functions as guardbot tools (``toolkit.marked``) and ``../sallowbymcp/server.py``
serves the very same functions over stdio MCP (``served.mcp_server``).

The records are one SQLite database in memory (``toolkit.in_memory``), written on import from
``fixed_lists.json`` (crew, vehicles, customers, destinations, services, special items,
storage units and what is stored, claim items) and ``random.Random(SEED)`` (phones, e-mails,
move dates and crews, prices, quotes, storage contents, invoices, damage claims). "Today" is
Wednesday 10 March 2027 (``TODAY``); no clock is read.
"""

from __future__ import annotations

import datetime as dt
import random
import sqlite3
import unicodedata
from pathlib import Path
from typing import Any, Literal

from tools.registry import ToolError, load_module

toolkit = load_module(str(Path(__file__).resolve().parents[1] / "toolkit.py"))
TODAY, SEED = dt.date(2027, 3, 10), 100327
(CREW, VEHICLES, CUSTOMERS, DESTINATIONS, STORE, SERVICES, SPECIAL_ITEMS, ARRIVALS,
 CANCEL_REASONS, UNITS, STORED_ITEMS, CONDITIONS, ACCESS, CLAIM_ITEMS, CLAIM_STATUSES,
 DECLINE_REASONS) = toolkit.fixed(__file__)  # fmt: skip

SCHEMA = """
        CREATE TABLE crew (
            id INTEGER PRIMARY KEY, name TEXT, role TEXT, licence TEXT, days TEXT,
            skills TEXT, mobile TEXT, email TEXT);
        CREATE TABLE vehicles (registration TEXT PRIMARY KEY, kind TEXT, capacity_cu_ft INTEGER);
        CREATE TABLE customers (
            id INTEGER PRIMARY KEY, name TEXT, kind TEXT, contact TEXT, address TEXT, town TEXT,
            postcode TEXT, phone TEXT, email TEXT, since TEXT, terms_days INTEGER);
        CREATE TABLE moves (
            id INTEGER PRIMARY KEY, customer_id INTEGER, day TEXT, arrival TEXT, service TEXT,
            status TEXT, reason TEXT, from_address TEXT, to_address TEXT, vehicle TEXT,
            lead_id INTEGER, price REAL, deposit REAL, deposit_paid INTEGER);
        CREATE TABLE move_crew (move_id INTEGER, crew_id INTEGER);
        CREATE TABLE move_items (move_id INTEGER, item TEXT, surcharge REAL);
        CREATE TABLE quotes (
            number TEXT PRIMARY KEY, customer_id INTEGER, move_id INTEGER, surveyed_on TEXT,
            surveyor_id INTEGER, survey TEXT, volume_cu_ft INTEGER, service TEXT,
            price_ex_vat REAL, vat REAL, total REAL, valid_until TEXT, status TEXT, note TEXT);
        CREATE TABLE units (
            code TEXT PRIMARY KEY, kind TEXT, size TEXT, weekly_rate REAL, customer_id INTEGER,
            since TEXT, access TEXT, insured_value REAL);
        CREATE TABLE unit_items (unit TEXT, item TEXT, crate TEXT, condition TEXT);
        CREATE TABLE invoices (
            number TEXT PRIMARY KEY, customer_id INTEGER, what TEXT, move_id INTEGER, unit TEXT,
            issued_on TEXT, due_date TEXT, amount REAL, status TEXT, paid_on TEXT);
        CREATE TABLE claims (
            number TEXT PRIMARY KEY, move_id INTEGER, item TEXT, damage TEXT, reported_on TEXT,
            claimed REAL, offered REAL, status TEXT, handler_id INTEGER);
"""

_FIRST, _LAST = dt.date(2027, 1, 4), dt.date(2027, 4, 24)  # the moves' span
_LEADS = ("crew lead", "director and surveyor")
_DRIVERS = ("driver and porter",)
_OFFICE = (1, 5)  # the surveyors: never porters on a move
_FOLD = str.maketrans({"ł": "l", "Ł": "L", "ø": "o", "&": " and ", "'": ""})


def _plain(text: str) -> str:
    """Lower case, accents and apostrophes left off: how people type names."""
    decomposed = unicodedata.normalize("NFKD", text.translate(_FOLD))
    return " ".join("".join(c for c in decomposed if not unicodedata.combining(c)).lower().split())


def _between(rng: random.Random, first: dt.date, last: dt.date) -> dt.date:
    return first + dt.timedelta(days=rng.randint(0, (last - first).days))


def _day_name(day: dt.date) -> str:
    return day.strftime("%a")


def _address(line: str, town: str, postcode: str) -> str:
    return f"{line}, {town} {postcode}"


def _people(db: sqlite3.Connection, rng: random.Random) -> None:
    for cid, name, role, licence, days, skills in CREW:
        mobile = f"07700 9{rng.randint(10000, 99999)}"
        email = f"{_plain(name).split()[0].replace('-', '')}@sallowbyremovals.co.uk"
        toolkit.insert(db, "crew", (cid, name, role, licence, days, skills, mobile, email))
    for reg, kind, capacity in VEHICLES:
        toolkit.insert(db, "vehicles", (reg, kind, capacity))
    for cid, name, kind, contact, line, town, postcode in CUSTOMERS:
        phone = rng.choice(
            [f"01632 {rng.randint(100000, 999999)}", f"07700 9{rng.randint(10000, 99999)}"]
        )
        handle = _plain(contact).replace(" ", ".").replace("dr.", "")
        domain = rng.choice(["gmail.com", "outlook.com", "btinternet.com"])
        if kind != "private":
            domain = _plain(name).replace(" and ", "").replace(" ", "") + ".co.uk"
            handle = _plain(contact).split()[-2 if contact.startswith("Dr") else 0]
        since = _between(rng, dt.date(2023, 5, 1), dt.date(2027, 1, 20)).isoformat()
        terms = 14 if kind == "private" else 30
        row = (cid, name, kind, contact, line, town, postcode, phone, f"{handle}@{domain}")
        toolkit.insert(db, "customers", (*row, since, terms))


def _works(db: sqlite3.Connection, day: dt.date, roles: tuple[str, ...]) -> list[int]:
    sql = "SELECT id, role, days FROM crew ORDER BY id"
    return [r[0] for r in db.execute(sql) if r[1] in roles and _day_name(day) in r[2]]


def _moves(db: sqlite3.Connection, rng: random.Random) -> None:
    drafts = []
    for cid, _name, kind, _contact, line, town, postcode in CUSTOMERS:
        home = _address(line, town, postcode)
        for _ in range(rng.choices([1, 2, 3], weights=[4, 4, 2])[0]):
            day = _between(rng, _FIRST, _LAST)
            if day.weekday() == 6:
                day += dt.timedelta(days=1)
            if kind == "private":
                service = rng.choices(SERVICES[:5], weights=[4, 4, 2, 2, 1])[0]
            else:
                service = rng.choices([SERVICES[5], SERVICES[1], SERVICES[2]], weights=[4, 2, 1])[0]
            drafts.append((day, cid, home, service))
    drafts.sort(key=lambda d: (d[0], d[1]))
    store = _address(*STORE)
    for mid, (day, cid, home, (service, low, high, size)) in enumerate(drafts, start=5001):
        if day < TODAY:
            status = rng.choices(["completed", "cancelled"], weights=[9, 1])[0]
        else:
            status = rng.choices(["booked", "provisional", "cancelled"], weights=[7, 2, 1])[0]
        reason = rng.choice(CANCEL_REASONS) if status == "cancelled" else None
        dest = _address(*rng.choice(DESTINATIONS))
        origin, dest = {"into storage": (home, store), "out of storage": (store, dest)}.get(
            service, (home, dest)
        )
        if size == "big":
            vehicle = rng.choice([VEHICLES[0][0], VEHICLES[1][0]])
        else:
            vehicle = rng.choice([VEHICLES[2][0], VEHICLES[3][0]])
        leads = _works(db, day, _LEADS + (_DRIVERS if size == "small" else ()))
        lead = rng.choice(leads)
        porters = [c for c in _works(db, day, tuple({r[2] for r in CREW})) if c != lead]
        porters = [c for c in porters if c not in _OFFICE]
        crew = rng.sample(porters, min(len(porters), 1 if size == "small" else rng.randint(2, 3)))
        price = rng.randint(low // 5, high // 5) * 5.0
        items = []
        if service in ("full pack and move", "move only", "out of storage"):
            items = rng.sample(SPECIAL_ITEMS, rng.choices([0, 1, 2], weights=[4, 3, 1])[0])
        price += sum(s for _, s in items)
        deposit = round(price * 0.2 / 5) * 5.0
        paid = status in ("completed", "booked") or (status == "cancelled" and rng.random() < 0.5)
        row = (mid, cid, day.isoformat(), rng.choice(ARRIVALS), service, status, reason)
        row += (origin, dest, vehicle, lead, price, deposit, int(paid))
        toolkit.insert(db, "moves", row)
        for c in sorted(crew):
            toolkit.insert(db, "move_crew", (mid, c))
        for item, surcharge in items:
            toolkit.insert(db, "move_items", (mid, item, float(surcharge)))


def _quotes(db: sqlite3.Connection, rng: random.Random) -> None:
    drafts = []
    sql = "SELECT id, customer_id, day, service, price FROM moves WHERE service != 'man and van'"
    for mid, cid, day, service, price in db.execute(sql).fetchall():
        surveyed = dt.date.fromisoformat(day) - dt.timedelta(days=rng.randint(9, 40))
        drafts.append((surveyed, cid, mid, service, price, "accepted", None))
    for cid in sorted(rng.sample([c[0] for c in CUSTOMERS], 9)):
        surveyed = _between(rng, dt.date(2026, 12, 1), TODAY - dt.timedelta(days=2))
        service, low, high, _ = rng.choice([SERVICES[0], SERVICES[1], SERVICES[3]])
        price = rng.randint(low // 5, high // 5) * 5.0
        drafts.append((surveyed, cid, None, service, price, "open", None))
    drafts.sort(key=lambda d: (d[0], d[1]))
    for n, (surveyed, cid, mid, service, total, status, note) in enumerate(drafts, start=3101):
        if surveyed.weekday() > 3:
            surveyed -= dt.timedelta(days=surveyed.weekday() - 3)
        surveyor = rng.choice([1, 5])
        survey = rng.choice(["home visit", "video survey"])
        valid = surveyed + dt.timedelta(days=30)
        if status == "open":
            if valid < TODAY:
                status = rng.choice(["declined", "expired"])
            else:
                status = rng.choice(["sent", "declined"])
            note = rng.choice(DECLINE_REASONS) if status == "declined" else None
        ex_vat = round(total / 1.2, 2)
        volume = (
            rng.randint(8, 40) * 25 if service != "office relocation" else rng.randint(40, 80) * 25
        )
        row = (f"Q-{n}", cid, mid, surveyed.isoformat(), surveyor, survey, volume, service)
        row += (ex_vat, round(total - ex_vat, 2), total, valid.isoformat(), status, note)
        toolkit.insert(db, "quotes", row)


def _storage(db: sqlite3.Connection, rng: random.Random) -> None:
    takers = rng.sample([c[0] for c in CUSTOMERS if c[2] != "business"], 7) + [404]
    crate = 7000
    for at, (code, kind, size, rate) in enumerate(UNITS):
        cid = takers[at] if at < len(takers) else None
        since = (
            _between(rng, dt.date(2025, 6, 1), dt.date(2027, 2, 12)).isoformat() if cid else None
        )
        access = rng.choice(ACCESS) if cid else None
        insured = rng.randint(30, 240) * 100.0 if cid else None
        toolkit.insert(db, "units", (code, kind, size, rate, cid, since, access, insured))
        if cid is None:
            continue
        pool = STORED_ITEMS[15:19] if cid == 404 else STORED_ITEMS[:15] + STORED_ITEMS[19:]
        for item in rng.sample(pool, min(len(pool), rng.randint(3, 6))):
            crate += rng.randint(1, 9)
            label = f"SR-{crate}" if "box" in item or "crated" in item else "loose"
            toolkit.insert(db, "unit_items", (code, item, label, rng.choice(CONDITIONS)))


def _money(db: sqlite3.Connection, rng: random.Random) -> None:
    drafts = []
    sql = (
        "SELECT m.id, m.customer_id, m.day, m.price - m.deposit, c.terms_days, m.service "
        "FROM moves m JOIN customers c ON c.id = m.customer_id WHERE m.status = 'completed'"
    )
    for mid, cid, day, amount, terms, service in db.execute(sql).fetchall():
        issued = dt.date.fromisoformat(day) + dt.timedelta(days=1)
        drafts.append(
            (issued, cid, f"balance for move {mid} ({service})", mid, None, amount, terms)
        )
    sql = (
        "SELECT u.code, u.customer_id, u.since, u.weekly_rate, c.terms_days FROM units u "
        "JOIN customers c ON c.id = u.customer_id ORDER BY u.code"
    )
    for code, cid, since, rate, terms in db.execute(sql).fetchall():
        for month in ("2026-12", "2027-01", "2027-02", "2027-03"):
            if since[:7] > month:
                continue
            issued = dt.date.fromisoformat(f"{month}-01")
            label = issued.strftime("%B %Y")
            drafts.append(
                (issued, cid, f"storage unit {code}, {label}", None, code, rate * 4, terms)
            )
    drafts.sort(key=lambda d: (d[0], d[1], d[2]))
    for n, (issued, cid, what, mid, unit, amount, terms) in enumerate(drafts, start=1):
        due = issued + dt.timedelta(days=terms)
        status, paid_on = toolkit.settle(
            rng, issued, due, TODAY, grace=10, weights=(8, 2, 6, 3, 1, 2), paid_days=(2, 20)
        )
        status = "outstanding" if status == "open" else status
        row = (f"SRS-{2700 + n}", cid, what, mid, unit, issued.isoformat(), due.isoformat())
        toolkit.insert(db, "invoices", (*row, round(amount, 2), status, paid_on))


def _claims(db: sqlite3.Connection, rng: random.Random) -> None:
    done = [r[0] for r in db.execute("SELECT id FROM moves WHERE status = 'completed' ORDER BY id")]
    for n, (mid, (item, damage)) in enumerate(
        zip(sorted(rng.sample(done, len(CLAIM_ITEMS))), CLAIM_ITEMS, strict=True), start=1
    ):
        day = db.execute("SELECT day FROM moves WHERE id = ?", (mid,)).fetchone()[0]
        reported = dt.date.fromisoformat(day) + dt.timedelta(days=rng.randint(1, 9))
        reported = min(reported, TODAY)
        status = rng.choice(CLAIM_STATUSES)
        claimed = rng.randint(6, 90) * 5.0
        offered = {"settled": rng.randint(5, 10) * claimed // 50 * 5.0, "rejected": 0.0}.get(status)
        row = (f"CL-{60 + n}", mid, item, damage, reported.isoformat(), claimed, offered, status)
        toolkit.insert(db, "claims", (*row, rng.choice([1, 1, 5])))


# every table, in the order the rows draw from the seeded random numbers; queries on the
# shared connection one at a time
DB, _rows = toolkit.seeded(
    SCHEMA, SEED, TODAY, (_people, _moves, _quotes, _storage, _money, _claims)
)


# ---- the values the parameters take --------------------------------------------------------


@toolkit.column(_rows, "crew.name")
def crew_names() -> list[str]:
    """The names of the crew and office staff."""


customer_names, _customer = toolkit.owners(
    __name__, _rows, toolkit.owned_by("customer", "account number", "the customer's name")
)


def move_labels() -> list[tuple[int, str]]:
    """(move number, "move N on DATE: FROM-TOWN to TO-TOWN, SERVICE")."""
    out = []
    for m in _rows("SELECT id, day, service, from_address, to_address FROM moves ORDER BY id"):
        towns = [a.rsplit(", ", 1)[-1].rsplit(" ", 2)[0] for a in (m[3], m[4])]
        out.append(
            (m["id"], f"move {m['id']} on {m['day']}: {towns[0]} to {towns[1]}, {m['service']}")
        )
    return out


@toolkit.column(_rows, "units.code")
def storage_units() -> list[str]:
    """The storage units by their code (a letter and two digits, e.g. B07)."""


# ---- reading the records -------------------------------------------------------------------

MoveStatus = Literal["provisional", "booked", "completed", "cancelled"]
QuoteStatus = Literal["sent", "accepted", "declined", "expired"]
InvoiceStatus = Literal["paid", "outstanding", "overdue"]
ClaimStatus = Literal["open", "under review", "settled", "rejected"]


def _crew_row(name: str) -> sqlite3.Row:
    wanted = _plain(name)
    rows = _rows("SELECT * FROM crew ORDER BY id")
    found = [r for r in rows if _plain(r["name"]) == wanted]
    found = found or [r for r in rows if wanted and wanted in _plain(r["name"]).split()]
    if len(found) != 1:
        names = ", ".join(r["name"] for r in rows)
        raise ToolError(f"there is no one called {name!r} on the crew ({names})")
    return found[0]


def _person(crew_id: int) -> dict[str, Any]:
    row = _rows("SELECT name, role FROM crew WHERE id = ?", (crew_id,))[0]
    return {"name": row["name"], "role": row["role"]}


_weekday = toolkit.weekday


def _move_line(m: sqlite3.Row) -> dict[str, Any]:
    after = "crew_arrives=arrival service status from_address to_address"
    shown = toolkit.dated(m, "move_id=id date=day", "day", after)
    return shown | {"crew_lead": {"name": _person(m["lead_id"])["name"]}, "price_gbp": m["price"]}


def get_crew_member(name: str) -> dict:
    """One of our crew or office staff: their role, driving licence, work mobile and e-mail,
    the days they work, what they are good at, and the moves they are down for from today
    (as crew lead or on the crew).

    Args:
        name: the person's name, e.g. "Marta Wójcik" (a first name alone is fine when only
            one of the team has it, e.g. "Dónal").

    Examples:
        What's Dónal Keane's mobile number?
        Does Marta work on Mondays?
        Can Kieran drive the big lorry?
        Which moves is Leon Ashworth on next week?
    """
    r = _crew_row(name)
    sql = (
        "SELECT * FROM moves WHERE day >= ? AND status IN ('booked', 'provisional') AND "
        "(lead_id = ? OR id IN (SELECT move_id FROM move_crew WHERE crew_id = ?)) ORDER BY day, id"
    )
    coming = []
    for m in _rows(sql, (TODAY.isoformat(), r["id"], r["id"])):
        job = "crew lead" if m["lead_id"] == r["id"] else "crew"
        coming.append(
            toolkit.named(m, "move_id=id date=day crew_arrives=arrival service")
            | {"weekday": _weekday(m["day"]), "as": job}
        )
    shown = toolkit.named(r, "name role driving_licence=licence mobile email days_worked=days")
    return shown | {"good_at": r["skills"], "moves_coming_up": coming}


def get_customer(customer_id: int) -> dict:
    """A customer's account: who to contact, phone, e-mail, their address, customer since,
    payment terms, their moves (number, date, service, status) and any storage units they rent.

    Args:
        customer_id: the customer's account number, e.g. 406.

    Examples:
        What phone number do you have for Hélène Marchand?
        Which e-mail address is on Kestrel Lettings' account?
        Does Fergus McAllister rent a storage unit?
    """
    c = _customer(customer_id)
    shown = toolkit.named(c, "customer_id=id name type=kind contact phone email")
    shown |= {"address": _address(c["address"], c["town"], c["postcode"])}
    shown |= {"customer_since": c["since"], "pays_within_days": c["terms_days"]}
    moves = _rows("SELECT * FROM moves WHERE customer_id = ? ORDER BY day", (customer_id,))
    shown["moves"] = [toolkit.named(m, "move_id=id date=day service status") for m in moves]
    units = _rows("SELECT * FROM units WHERE customer_id = ? ORDER BY code", (customer_id,))
    shown["storage_units"] = [
        toolkit.named(u, "unit=code size weekly_rate_gbp=weekly_rate") for u in units
    ]
    return shown


def customer_moves(customer_id: int, status: MoveStatus | None = None) -> list[dict]:
    """A customer's moves, past and booked: move number, date and weekday, when the crew
    arrives, the service, status, from and to addresses, the crew lead and the price.

    Args:
        customer_id: the customer's account number, e.g. 403.
        status: only the moves with this status: provisional (date held, no deposit yet),
            booked, completed or cancelled.

    Examples:
        When is Agnieszka Dąbrowska's move?
        What time are you coming for the Pickersgills' move?
        Has Desmond Okonkwo got anything booked with you?
    """
    _customer(customer_id)
    rows = toolkit.owned(_rows, "moves", ("customer_id", customer_id), "day, id", status=status)
    return [_move_line(m) for m in rows]


def get_move(move_id: int) -> dict:
    """Everything about one move: date, weekday and arrival time, service, status (and why it
    was cancelled), from and to addresses, the customer, the crew lead and crew, the vehicle,
    heavy or special items and their surcharge, price, deposit and the balance to pay.

    Args:
        move_id: the move number, e.g. 5014.

    Examples:
        Who is on the crew for move 5031?
        Which van is doing move 5040?
        Is the piano included in the price on move 5027?
        How much is left to pay on move 5018?
    """
    m = toolkit.one(
        _rows, "SELECT * FROM moves WHERE id = ?", (move_id,), f"there is no move {move_id}"
    )
    c = _customer(m["customer_id"])
    shown = _move_line(m) | {"reason": m["reason"]}
    shown["customer"] = {"customer_id": c["id"], "name": c["name"], "phone": c["phone"]}
    shown["crew_lead"] = _person(m["lead_id"])
    crew = _rows("SELECT crew_id FROM move_crew WHERE move_id = ? ORDER BY crew_id", (move_id,))
    shown["crew"] = [_person(r["crew_id"]) for r in crew]
    v = _rows("SELECT * FROM vehicles WHERE registration = ?", (m["vehicle"],))[0]
    shown["vehicle"] = toolkit.named(v, "registration kind capacity_cu_ft")
    items = _rows("SELECT item, surcharge FROM move_items WHERE move_id = ?", (move_id,))
    shown["special_items"] = [toolkit.named(i, "item surcharge_gbp=surcharge") for i in items]
    shown |= {"deposit_gbp": m["deposit"], "deposit_paid": bool(m["deposit_paid"])}
    invoice = _rows("SELECT number, status FROM invoices WHERE move_id = ?", (move_id,))
    balance = 0.0 if invoice and invoice[0]["status"] == "paid" else m["price"] - m["deposit"]
    if m["status"] == "cancelled":
        balance = 0.0
    shown["balance_to_pay_gbp"] = balance
    shown["invoice_number"] = invoice[0]["number"] if invoice else None
    return shown


def customer_quotes(customer_id: int, status: QuoteStatus | None = None) -> list[dict]:
    """A customer's quotes: quote number, the service quoted, the survey (date, home visit
    or video, who surveyed), estimated volume, price before VAT, VAT, total, valid until,
    status (sent, accepted, declined, expired) and the move it became.

    Args:
        customer_id: the customer's account number, e.g. 405.
        status: only the quotes with this status: sent, accepted, declined or expired.

    Examples:
        How much was the quote for Björn Lindqvist?
        Who came round to survey for Yasmin Haddad?
        Is Olumide Bankole's quote still valid?
    """
    _customer(customer_id)
    rows = toolkit.owned(
        _rows, "quotes", ("customer_id", customer_id), "surveyed_on", status=status
    )
    out = []
    for q in rows:
        shown = toolkit.named(q, "quote_number=number service surveyed_on survey")
        shown |= {"surveyed_by": {"name": _person(q["surveyor_id"])["name"]}}
        shown |= toolkit.named(
            q, "volume_cu_ft price_ex_vat_gbp=price_ex_vat vat_gbp=vat total_gbp=total"
        )
        shown |= toolkit.named(q, "valid_until status")
        shown |= {"declined_because": q["note"], "move_id": q["move_id"]}
        out.append(shown)
    return out


def get_storage_unit(unit: str) -> dict:
    """One storage unit at our Tanyard Estate store: its size and type, weekly rate, who
    rents it and since when, access arrangements, insured value, and the list of what is
    stored in it (item, crate number, condition at intake). A vacant unit says so.

    Args:
        unit: the unit's code, a letter and two digits, e.g. "B07".

    Examples:
        What's in storage unit C03?
        How much a week is unit A05?
        Is my sofa in unit B12?
        Who rents unit D01?
    """
    code = unit.strip().upper().removeprefix("UNIT ").strip()
    u = toolkit.one(
        _rows, "SELECT * FROM units WHERE code = ?", (code,), f"there is no storage unit {unit!r}"
    )
    shown = toolkit.named(u, "unit=code type=kind size weekly_rate_gbp=weekly_rate")
    if u["customer_id"] is None:
        return shown | {"status": "vacant", "rented_by": None, "contents": []}
    c = _customer(u["customer_id"])
    shown |= {"status": "rented", "rented_by": {"customer_id": c["id"], "name": c["name"]}}
    shown |= toolkit.named(u, "rented_since=since access insured_value_gbp=insured_value")
    items = _rows("SELECT * FROM unit_items WHERE unit = ? ORDER BY rowid", (code,))
    return shown | {"contents": [toolkit.named(i, "item crate condition") for i in items]}


def customer_invoices(customer_id: int, status: InvoiceStatus | None = None) -> dict:
    """A customer's bills: what they owe now and each invoice (number, what it is for: a
    move's balance or a month of storage, issued, due, amount, status, paid on).

    Args:
        customer_id: the customer's account number, e.g. 409.
        status: only the invoices with this status: paid, outstanding or overdue.

    Examples:
        Does Margaret Ellery owe us anything?
        Has Harbottle & Frey paid the storage invoice?
        Which of José Manuel Ortega's invoices are overdue?
    """
    name = _customer(customer_id)["name"]
    shown = "invoice_number=number for=what issued_on due_date amount_gbp=amount status paid_on"
    owed, invoices = toolkit.balance(_rows, ("customer_id", customer_id), status, shown)
    return {"customer": name, "balance_owed_gbp": owed, "invoices": invoices}


_SEARCHED = ("number", "item", "damage", "customer", "move_id")


def search_damage_claims(query: str | None = None, status: ClaimStatus | None = None) -> list[dict]:
    """Damage claims made after a move: claim number, the item and the damage, the move it
    happened on, the customer, reported on, amount claimed, amount we offered, status and
    who is handling it. Finds claims by item, damage, customer name, claim or move number.

    Args:
        query: words to look for, e.g. "wardrobe", "CL-63" or a customer's name.
        status: only the claims with this status: open, under review, settled or rejected.

    Examples:
        What's happening with the claim for the broken TV?
        Has the claim for the coffee table been settled?
        Which damage claims are still open?
    """
    sql = (
        "SELECT cl.*, c.name AS customer, c.id AS customer_id FROM claims cl "
        "JOIN moves m ON m.id = cl.move_id JOIN customers c ON c.id = m.customer_id"
    )
    sql, params = toolkit.narrowed(sql + " WHERE 1 = 1", (), "cl.status", status)
    rows = _rows(sql + " ORDER BY cl.number", params)
    words = [w for w in _plain(query or "").replace("-", " ").split() if len(w) > 1]
    words = [w for w in words if w not in ("claim", "claims", "the", "for", "and", "damage")]
    found = toolkit.ranked(
        rows, words, lambda r: _plain(" ".join(str(r[k]) for k in _SEARCHED)).replace("-", " ")
    )
    shown = (
        "claim_number=number item damage reported_on claimed_gbp=claimed offered_gbp=offered status"
    )
    return [
        toolkit.named(r, shown)
        | {
            "move": {"move_id": r["move_id"]},
            "customer": {"customer_id": r["customer_id"], "name": r["customer"]},
            "handled_by": {"name": _person(r["handler_id"])["name"]},
        }
        for r in found
    ]


# The listers of the values the tools' parameters take, and the look-ups served as tools, in
# order.
_BY_CUSTOMER = {"customer_id": customer_names}
VALUES: dict[str, dict[str, Any]] = {"get_crew_member": {"name": crew_names}}
_OWNED = ("get_customer", "customer_moves", "customer_quotes", "customer_invoices")
VALUES |= {name: _BY_CUSTOMER for name in _OWNED}
VALUES |= {"get_move": {"move_id": move_labels}, "get_storage_unit": {"unit": storage_units}}
TOOLS = [
    get_crew_member,
    get_customer,
    customer_moves,
    get_move,
    customer_quotes,
    get_storage_unit,
    customer_invoices,
    search_damage_claims,
]
