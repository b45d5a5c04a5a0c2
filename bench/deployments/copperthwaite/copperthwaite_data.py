"""Copperthwaite Motors: its records and nine read-only look-ups.

The one implementation behind both forms of the deployment: ``copperthwaite_tools.py`` marks
these functions as guardbot tools (``toolkit.marked``) and ``../copperthwaitemcp/server.py``
serves the very same functions over stdio MCP (``served.serve``).

The records are one SQLite database in memory (``toolkit.seeded``), written on import from
``fixed_lists.json`` (staff, customers, vehicles, job cards, parts, courtesy cars and the
garage's log) and from ``random.Random(SEED)`` (phones, e-mails, mileages, the day each
finished job was done and invoiced, how paid invoices were paid). "Today" is Wednesday 13
October 2027 (``TODAY``); no clock is read.
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
TODAY, SEED = dt.date(2027, 10, 13), 131027
STAFF, CUSTOMERS, VEHICLES, JOBS, PARTS, COURTESY, LOG, MAIL = toolkit.fixed(__file__)

SCHEMA = """
CREATE TABLE staff (id INTEGER PRIMARY KEY, name TEXT, role TEXT, skills TEXT, working_days TEXT, mot_tester INTEGER, mobile TEXT);
CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT, town TEXT, account TEXT, phone TEXT, email TEXT);
CREATE TABLE vehicles (reg TEXT PRIMARY KEY, customer_id INTEGER, make TEXT, model TEXT, year INTEGER, colour TEXT, fuel TEXT, tyre_size TEXT, mot_due TEXT, service_due TEXT, mileage INTEGER);
CREATE TABLE jobs (number INTEGER PRIMARY KEY, reg TEXT, staff_id INTEGER, kind TEXT, booked_in TEXT, status TEXT, bay TEXT, asked_for TEXT, work_done TEXT, quoted REAL, final REAL, finished_on TEXT);
CREATE TABLE parts (id INTEGER PRIMARY KEY, job INTEGER, part TEXT, supplier TEXT, ordered_on TEXT, expected_on TEXT, price REAL, status TEXT);
CREATE TABLE courtesy (reg TEXT PRIMARY KEY, model TEXT, status TEXT, job INTEGER, out_since TEXT, due_back TEXT, note TEXT);
CREATE TABLE invoices (number TEXT PRIMARY KEY, job INTEGER, customer_id INTEGER, issued_on TEXT, due_on TEXT, amount REAL, status TEXT, paid_on TEXT, method TEXT);
CREATE TABLE log (reference TEXT PRIMARY KEY, day TEXT, kind TEXT, reg TEXT, customer_id INTEGER, staff_id INTEGER, status TEXT, text TEXT);
"""

_TRADE_DAYS = 30  # a trade account pays 30 days after the invoice; others pay on collection
_PAY_LATER = {4409: "owing"}  # a collected job whose invoice was left to pay (the log says why)
_FOLD = str.maketrans({"đ": "d", "ð": "d", "ø": "o", "ł": "l", "ı": "i", "'": "", "’": ""})
_STOP = {"the", "and", "was", "there", "any", "about", "with", "for", "from", "what", "who",
         "has", "have", "been", "that", "this", "our", "your", "you", "she", "his", "her",
         "did", "does", "anything", "logged", "log", "note", "notes", "complaint",
         "complaints", "warranty", "claim", "claims", "car", "job"}  # fmt: skip


def _plain(text: str) -> str:
    """A name as people type it: no accents, lower case, hyphens and dots as spaces."""
    folded = unicodedata.normalize("NFKD", text.lower().translate(_FOLD))
    bare = "".join(c for c in folded if not unicodedata.combining(c))
    return " ".join(bare.replace("-", " ").replace(".", " ").replace(",", " ").split())


def _reg(text: str) -> str:
    """A registration as people type it, compared without spaces: ``sk18wvn``."""
    return "".join(text.upper().split())


# ---- writing the rows ----------------------------------------------------------------------


def _people(db: sqlite3.Connection, rng: random.Random) -> None:
    for row in STAFF:
        toolkit.insert(
            db, "staff", (*row, f"07{rng.randint(700, 799)} {rng.randint(100000, 999999)}")
        )
    for cid, name, town, account in CUSTOMERS:
        phone = f"07{rng.randint(100, 999)} {rng.randint(100000, 999999)}"
        words = _plain(name).split()
        if account == "trade":
            email = f"accounts@{''.join(words)}.co.uk"
        else:
            email = f"{words[0]}.{words[-1]}@{rng.choice(MAIL)}"
        toolkit.insert(db, "customers", (cid, name, town, account, phone, email))


def _vehicles(db: sqlite3.Connection, rng: random.Random) -> None:
    for row in VEHICLES:
        age = max(TODAY.year - row[4], 1)
        toolkit.insert(db, "vehicles", (*row, age * rng.randint(5500, 11500)))


def _jobs(db: sqlite3.Connection, rng: random.Random) -> None:
    """The job cards; a finished one (collected or ready) took some days, drawn."""
    for row in JOBS:
        finished = None
        if row[5] in ("collected", "ready for collection"):
            booked = dt.date.fromisoformat(row[4])
            took = rng.randint(1, 3) if row[3] == "repair" else rng.randint(0, 1)
            done = min(booked + dt.timedelta(days=took), TODAY)
            if done.weekday() == 6:  # closed on Sundays: finished on the Monday
                done += dt.timedelta(days=1)
            finished = done.isoformat()
        toolkit.insert(db, "jobs", (*row, finished))


def _invoices(db: sqlite3.Connection, rng: random.Random) -> None:
    """One invoice per finished job, on the day it was finished: a private customer pays on
    collection; a trade account 30 days later (paid some days after, or still owing, or
    overdue once its day has passed)."""
    sql = (
        "SELECT j.number, j.final, j.status, j.finished_on, c.id, c.account FROM jobs j "
        "JOIN vehicles v ON v.reg = j.reg JOIN customers c ON c.id = v.customer_id "
        "WHERE j.finished_on IS NOT NULL ORDER BY j.finished_on, j.number"
    )
    for seq, (job, final, status, finished, cid, account) in enumerate(db.execute(sql).fetchall()):
        issued = dt.date.fromisoformat(finished)
        due = issued + dt.timedelta(days=_TRADE_DAYS if account == "trade" else 0)
        paid_on, method = None, None
        if account == "trade":
            paid = issued + dt.timedelta(days=rng.randint(8, 40))
            state = (
                "paid" if paid <= TODAY and paid <= due else "overdue" if due < TODAY else "owing"
            )
            if state == "paid":
                paid_on, method = paid.isoformat(), "bank transfer"
        elif status == "ready for collection" or job in _PAY_LATER:
            state = "owing"
        else:
            state, paid_on, method = "paid", finished, rng.choice(["card", "card", "cash"])
        row = (f"INV-27{seq + 61:03d}", job, cid, finished, due.isoformat(), final, state)
        toolkit.insert(db, "invoices", (*row, paid_on, method))


def _rest(db: sqlite3.Connection, rng: random.Random) -> None:
    for row in PARTS:
        toolkit.insert(db, "parts", row)
    for row in COURTESY:
        toolkit.insert(db, "courtesy", row)
    for row in LOG:
        toolkit.insert(db, "log", row)


# every table, in the order the rows draw from the seeded random numbers; queries on the
# shared connection one at a time
DB, _rows = toolkit.seeded(SCHEMA, SEED, TODAY, (_people, _vehicles, _jobs, _invoices, _rest))


# ---- the values the parameters take --------------------------------------------------------


def registrations() -> list[str]:
    """The registrations of the customers' cars and vans we look after."""
    return [r[0] for r in _rows("SELECT reg FROM vehicles ORDER BY rowid")]


def customer_names() -> list[tuple[int, str]]:
    """(customer number, the customer's name): people and the trade accounts."""
    return [(r[0], r[1]) for r in _rows("SELECT id, name FROM customers ORDER BY id")]


def staff_names() -> list[str]:
    """The garage's mechanics and service desk, by name."""
    return [r[0] for r in _rows("SELECT name FROM staff ORDER BY id")]


def supplier_names() -> list[str]:
    """The parts suppliers we order from."""
    return [r[0] for r in _rows("SELECT DISTINCT supplier FROM parts ORDER BY supplier")]


# ---- reading the records -------------------------------------------------------------------

JobStatus = Literal[
    "booked", "in progress", "waiting for parts", "ready for collection", "collected", "cancelled"
]
PartStatus = Literal["on order", "back-ordered", "arrived", "fitted"]
CarStatus = Literal["available", "out", "off the road"]
InvoiceStatus = Literal["paid", "owing", "overdue"]
Due = Literal["MOT", "service"]
LogKind = Literal["complaint", "note", "warranty claim"]

_JOB_SQL = (
    "SELECT j.*, v.make, v.model, v.customer_id, c.name AS customer, s.name AS mechanic "
    "FROM jobs j JOIN vehicles v ON v.reg = j.reg JOIN customers c ON c.id = v.customer_id "
    "JOIN staff s ON s.id = j.staff_id"
)


def _date(text: str | None, what: str) -> dt.date | None:
    if not text:
        return None
    try:
        return dt.date.fromisoformat(text.strip()[:10])
    except ValueError:
        raise ToolError(f"{what} must be a date like 2027-10-13, not {text!r}") from None


def _vehicle_row(registration: str) -> sqlite3.Row:
    wanted = _reg(registration)
    for r in _rows("SELECT * FROM vehicles ORDER BY rowid"):
        if _reg(r["reg"]) == wanted:
            return r
    raise ToolError(f"we have no vehicle with the registration {registration!r} on our books")


def _staff_row(name: str) -> sqlite3.Row:
    """The member of staff ``name`` names as people type it: the whole name, else the one
    person one of whose names it is."""
    rows = _rows("SELECT * FROM staff ORDER BY id")
    wanted = _plain(name)
    whole = [r for r in rows if _plain(r["name"]) == wanted]
    part = [r for r in rows if wanted and set(wanted.split()) <= set(_plain(r["name"]).split())]
    found = whole or part
    if len(found) != 1:
        known = ", ".join(r["name"] for r in rows)
        raise ToolError(f"there is nobody called {name!r} at the garage (there are: {known})")
    return found[0]


def _customer_row(customer_id: int) -> sqlite3.Row:
    rows = _rows("SELECT * FROM customers WHERE id = ?", (customer_id,))
    if not rows:
        raise ToolError(f"there is no customer {customer_id}")
    return rows[0]


def _money(value: float | None) -> float | None:
    return None if value is None else round(float(value), 2)


def _invoice(job: int) -> dict[str, Any] | None:
    rows = _rows("SELECT * FROM invoices WHERE job = ?", (job,))
    if not rows:
        return None
    shown = toolkit.named(rows[0], "invoice_number=number issued_on")
    shown["amount_gbp"] = _money(rows[0]["amount"])
    return shown | toolkit.named(rows[0], "pay_by=due_on status paid_on method")


def _job_line(j: sqlite3.Row) -> dict[str, Any]:
    shown = toolkit.dated(j, "job_number=number booked_in", "booked_in", "kind status bay")
    shown["vehicle"] = {"registration": j["reg"], "make": j["make"], "model": j["model"]}
    shown["customer"] = {"customer_id": j["customer_id"], "name": j["customer"]}
    return shown | {"mechanic": {"name": j["mechanic"]}}


def get_vehicle(registration: str) -> dict:
    """One car or van by its registration: make, model, year, colour, fuel, mileage, tyre
    size, when its MOT and its next service are due, its owner (name and phone) and its
    job cards with us, newest first.

    Args:
        registration: the number plate, e.g. "SK18 WVN" (with or without the space).

    Examples:
        When is the MOT due on SK18 WVN?
        What tyre size does the Land Rover SF14 RUA take?
        Whose car is PN67HXR?
    """
    v = _vehicle_row(registration)
    shown = toolkit.named(v, "registration=reg make model year colour fuel mileage tyre_size")
    shown |= toolkit.named(v, "mot_due service_due")
    c = _customer_row(v["customer_id"])
    shown["owner"] = toolkit.named(c, "customer_id=id name phone")
    jobs = _rows(_JOB_SQL + " WHERE j.reg = ? ORDER BY j.booked_in DESC", (v["reg"],))
    shown["jobs"] = [toolkit.named(j, "job_number=number booked_in kind status") for j in jobs]
    return shown


def customer_account(customer_id: int, status: JobStatus | None = None) -> dict:
    """A customer's account: their phone, e-mail and town, their cars and vans (with MOT and
    service due dates), their job cards (narrowed to one status when given), their invoices
    and how much they still owe us.

    Args:
        customer_id: the customer's number, e.g. 211 (listed by name).
        status: only the job cards in this state, e.g. "ready for collection".

    Examples:
        How much does Derek Ollerenshaw owe?
        Which cars has Fellside Taxis got with us?
        Is Margaret Pybus's car ready for collection?
    """
    c = _customer_row(customer_id)
    shown = {"customer": toolkit.named(c, "customer_id=id name town account phone email")}
    cars = _rows("SELECT * FROM vehicles WHERE customer_id = ? ORDER BY rowid", (customer_id,))
    shown["vehicles"] = [
        toolkit.named(v, "registration=reg make model year mot_due service_due") for v in cars
    ]
    sql, params = toolkit.narrowed(
        _JOB_SQL + " WHERE v.customer_id = ?", (customer_id,), "j.status", status
    )
    jobs = _rows(sql + " ORDER BY j.booked_in DESC, j.number DESC", params)
    shown["jobs"] = [
        toolkit.named(j, "job_number=number booked_in kind status")
        | {"vehicle": {"registration": j["reg"]}, "mechanic": {"name": j["mechanic"]}}
        for j in jobs
    ]
    invoices = _rows(
        "SELECT * FROM invoices WHERE customer_id = ? ORDER BY issued_on", (customer_id,)
    )
    shown["invoices"] = [
        toolkit.named(i, "invoice_number=number job_number=job issued_on")
        | {"amount_gbp": _money(i["amount"])}
        | toolkit.named(i, "pay_by=due_on status paid_on")
        for i in invoices
    ]
    shown["owing_gbp"] = _money(sum(i["amount"] for i in invoices if i["status"] != "paid"))
    return shown


def get_job(job_number: int) -> dict:
    """One job card by its number: the car (and its owner), what the customer asked for, the
    mechanic, the bay, the status, the work done, the quoted and final price, the parts on
    order for it, the courtesy car lent and the invoice.

    Args:
        job_number: the job card's number, e.g. 4419.

    Examples:
        What's happening with job 4422?
        How much was the final bill on job 4404?
        Who is working on job 4418?
    """
    rows = _rows(_JOB_SQL + " WHERE j.number = ?", (job_number,))
    if not rows:
        raise ToolError(f"there is no job card {job_number}")
    j = rows[0]
    shown = toolkit.dated(j, "job_number=number booked_in", "booked_in", "kind status bay")
    v = _vehicle_row(j["reg"])
    shown["vehicle"] = toolkit.named(v, "registration=reg make model year") | {
        "owner": {"customer_id": j["customer_id"], "name": j["customer"]}
    }
    shown["mechanic"] = {"name": j["mechanic"]}
    shown |= toolkit.named(j, "asked_for work_done")
    shown |= {"quoted_gbp": _money(j["quoted"]), "final_gbp": _money(j["final"])}
    shown["finished_on"] = j["finished_on"]
    parts = _rows("SELECT * FROM parts WHERE job = ? ORDER BY id", (job_number,))
    shown["parts"] = [
        toolkit.named(p, "part supplier ordered_on expected_on status")
        | {"price_gbp": _money(p["price"])}
        for p in parts
    ]
    cars = _rows("SELECT * FROM courtesy WHERE job = ?", (job_number,))
    shown["courtesy_car"] = (
        toolkit.named(cars[0], "registration=reg model out_since due_back") if cars else None
    )
    shown["invoice"] = _invoice(job_number)
    return shown


def get_mechanic(name: str) -> dict:
    """One of the garage's mechanics or service desk staff: role, skills, the days they work,
    whether they can test MOTs, their mobile, and the job cards in their hands now (booked,
    in progress, waiting for parts).

    Args:
        name: the person's name, e.g. "Tiago Gonçalves" (a first name alone works).

    Examples:
        Which days does Bence work?
        Can Eilidh do MOTs?
        What is Tiago working on today?
    """
    s = _staff_row(name)
    shown = toolkit.named(s, "name role skills working_days")
    shown["mot_tester"] = "yes" if s["mot_tester"] else "no"
    shown["mobile"] = s["mobile"]
    live = "('booked', 'in progress', 'waiting for parts')"
    jobs = _rows(
        _JOB_SQL + f" WHERE j.staff_id = ? AND j.status IN {live} ORDER BY j.booked_in, j.number",
        (s["id"],),
    )
    shown["jobs_in_hand"] = [
        toolkit.named(j, "job_number=number booked_in kind status bay")
        | {"vehicle": {"registration": j["reg"], "make": j["make"], "model": j["model"]}}
        for j in jobs
    ]
    return shown


def jobs_board(
    status: JobStatus | None = None, date_from: str | None = None, date_to: str | None = None
) -> list[dict]:
    """The job cards booked in between two dates, narrowed to one status when given, by date:
    job number, day, kind of job, status, bay, the car, the customer and the mechanic.
    Without any of them: the jobs in the workshop now and those booked from today on (not
    collected or cancelled).

    Args:
        status: only the jobs in this state, e.g. "waiting for parts".
        date_from: booked in on or after this day, like 2027-10-18.
        date_to: booked in on or before this day, like 2027-10-22.

    Examples:
        What's booked in next week?
        Which cars are waiting for parts?
        What have we got in the workshop today?
    """
    first, last = _date(date_from, "date_from"), _date(date_to, "date_to")
    sql, params = _JOB_SQL + " WHERE 1 = 1", ()
    if status is None and first is None and last is None:
        sql += " AND j.status NOT IN ('collected', 'cancelled')"
    sql, params = toolkit.narrowed(sql, params, "j.status", status)
    if first is not None:
        sql, params = sql + " AND j.booked_in >= ?", (*params, first.isoformat())
    if last is not None:
        sql, params = sql + " AND j.booked_in <= ?", (*params, last.isoformat())
    return [_job_line(j) for j in _rows(sql + " ORDER BY j.booked_in, j.number", params)]


def parts_on_order(status: PartStatus | None = None, supplier: str | None = None) -> list[dict]:
    """Parts we have ordered for job cards: the part, the supplier, when ordered, when
    expected, the price and its status, with the job and the car it is for. Without a status:
    every part not yet fitted.

    Args:
        status: only parts in this state, e.g. "back-ordered".
        supplier: only parts from this supplier, e.g. "Northgate Tyres".

    Examples:
        What parts are we still waiting for?
        When are the tyres from Northgate due in?
        Is anything back-ordered?
    """
    sql = (
        "SELECT p.*, j.reg, j.status AS job_status FROM parts p JOIN jobs j ON j.number = p.job"
        " WHERE 1 = 1"
    )
    params: tuple[Any, ...] = ()
    if status is None:
        sql += " AND p.status != 'fitted'"
    sql, params = toolkit.narrowed(sql, params, "p.status", status)
    if supplier:
        known = supplier_names()
        match = [s for s in known if _plain(s) == _plain(supplier)] or [
            s for s in known if _plain(supplier) in _plain(s)
        ]
        if len(match) != 1:
            raise ToolError(f"there is no supplier {supplier!r} (there are: {', '.join(known)})")
        sql, params = sql + " AND p.supplier = ?", (*params, match[0])
    out = []
    for p in _rows(sql + " ORDER BY p.expected_on, p.id", params):
        shown = toolkit.named(p, "part supplier ordered_on expected_on")
        shown |= {"price_gbp": _money(p["price"]), "status": p["status"]}
        out.append(shown | {"job": {"job_number": p["job"], "registration": p["reg"]}})
    return out


def due_reminders(
    due: Due = "MOT", date_from: str | None = None, date_to: str | None = None
) -> list[dict]:
    """The cars and vans whose MOT (or service) falls due between two dates, soonest first,
    with their owner's name and phone, for reminder calls. Without dates: due in the next 30
    days from today.

    Args:
        due: "MOT" or "service".
        date_from: due on or after this day, like 2027-10-13 (default: today).
        date_to: due on or before this day, like 2027-11-30 (default: 30 days after
            date_from).

    Examples:
        Whose MOT runs out this month?
        Which cars are due a service in November?
    """
    first = _date(date_from, "date_from") or TODAY
    last = _date(date_to, "date_to") or first + dt.timedelta(days=30)
    column = "mot_due" if due == "MOT" else "service_due"
    sql = (
        f"SELECT v.*, c.name, c.phone FROM vehicles v JOIN customers c ON c.id = v.customer_id "
        f"WHERE v.{column} BETWEEN ? AND ? ORDER BY v.{column}, v.reg"
    )
    out = []
    for v in _rows(sql, (first.isoformat(), last.isoformat())):
        shown = toolkit.named(v, "registration=reg make model") | {"due": due, "due_on": v[column]}
        out.append(shown | {"owner": toolkit.named(v, "customer_id name phone")})
    return out


def courtesy_cars(status: CarStatus | None = None) -> list[dict]:
    """Our courtesy cars: registration, model, whether it is available, out or off the road,
    who has it and for which job, since when and when it is due back, and a note.

    Args:
        status: only the cars in this state, e.g. "available".

    Examples:
        Is there a courtesy car free tomorrow?
        Who has the Focus courtesy car?
    """
    sql = (
        "SELECT k.*, j.reg AS job_reg, c.id AS customer_id, c.name AS customer FROM courtesy k "
        "LEFT JOIN jobs j ON j.number = k.job LEFT JOIN vehicles v ON v.reg = j.reg "
        "LEFT JOIN customers c ON c.id = v.customer_id WHERE 1 = 1"
    )
    sql, params = toolkit.narrowed(sql, (), "k.status", status)
    out = []
    for k in _rows(sql + " ORDER BY k.rowid", params):
        shown = toolkit.named(k, "registration=reg model status")
        if k["customer_id"] is not None:
            shown["with_customer"] = {"customer_id": k["customer_id"], "name": k["customer"]}
            shown["job"] = {"job_number": k["job"], "registration": k["job_reg"]}
        else:
            shown["with_customer"], shown["job"] = None, None
        out.append(shown | toolkit.named(k, "out_since due_back note"))
    return out


_LOG_SQL = (
    "SELECT l.*, c.name AS customer, s.name AS staff FROM log l "
    "JOIN customers c ON c.id = l.customer_id JOIN staff s ON s.id = l.staff_id WHERE 1 = 1"
)


def search_log(query: str, kind: LogKind | None = None) -> list[dict]:
    """Search the garage's log of complaints, notes and warranty claims by words (a
    registration, a name, a part, a job number), the best matches first: reference, date,
    kind, what was written, its status, the car, the customer and who logged it.

    Args:
        query: the words to look for, e.g. "water pump".
        kind: only "complaint", "note" or "warranty claim" entries.

    Examples:
        Any complaints about the grease on a seat?
        Was there a warranty claim on the water pump?
        What did we note about the MG's spare key?
    """
    sql, params = toolkit.narrowed(_LOG_SQL, (), "l.kind", kind)
    rows = _rows(sql + " ORDER BY l.reference", params)
    regs = {_reg(r): r for r in registrations()}
    words: list[str] = []
    for w in _plain(query or "").split():
        if w not in _STOP and (len(w) > 2 or w.isdigit()):
            words.append(w)
    plain_query = _reg(query or "")
    for compact, reg in regs.items():  # a registration typed with or without its space
        if compact in plain_query:
            words.append(_plain(reg))
    searched = ("text", "reg", "customer", "staff", "kind")
    found = toolkit.ranked(rows, words, lambda r: _plain(" ".join(str(r[k]) for k in searched)))
    out = []
    for r in found:
        shown = toolkit.named(r, "reference date=day kind text status")
        shown["vehicle"] = {"registration": r["reg"]}
        shown["customer"] = {"customer_id": r["customer_id"], "name": r["customer"]}
        out.append(shown | {"logged_by": {"name": r["staff"]}})
    return out


# The listers of the values the tools' parameters take, and the look-ups served as tools, in
# order.
VALUES: dict[str, dict[str, Any]] = {
    "get_vehicle": {"registration": registrations},
    "customer_account": {"customer_id": customer_names},
    "get_mechanic": {"name": staff_names},
    "parts_on_order": {"supplier": supplier_names},
}
TOOLS = [get_vehicle, customer_account, get_job, get_mechanic, jobs_board]
TOOLS += [parts_on_order, due_reminders, courtesy_cars, search_log]
