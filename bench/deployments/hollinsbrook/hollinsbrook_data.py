"""Hollinsbrook Plumbing & Heating: its records and eight read-only look-ups.

The one implementation behind both forms of the deployment: ``hollinsbrook_tools.py`` marks
these functions as guardbot tools (``toolkit.marked``) and ``../hollinsbrookmcp/server.py``
serves the very same functions over stdio MCP (``served.mcp_server``).

The records are one SQLite database in memory (``toolkit.in_memory``), written on import from
``fixed_lists.json`` (engineers, customers, appliances, faults, work done, parts and their
suppliers, time slots, quotes, and the complaints, gas safety certificates and notes) and
``random.Random(SEED)`` (Gas Safe numbers, phones, e-mails, serial numbers, install and
service dates, jobs, parts orders, invoices and their payment).
"Today" is Wednesday 17 February 2027 (``TODAY``); no clock is read.
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
TODAY, SEED = dt.date(2027, 2, 17), 170227
(ENGINEERS, CUSTOMERS, APPLIANCES, FAULTS, WORK_DONE, PARTS, SLOTS, QUOTES,
 RECORDS) = toolkit.fixed(__file__)  # fmt: skip

# one table a line (the columns each row of fixed_lists.json and the seeded draws fill)
SCHEMA = """
CREATE TABLE engineers (id INTEGER PRIMARY KEY, name TEXT, role TEXT, skills TEXT, areas TEXT, on_call TEXT, van TEXT, gas_safe TEXT, mobile TEXT);
CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT, street TEXT, village TEXT, property TEXT, holder TEXT, phone TEXT, email TEXT);
CREATE TABLE appliances (serial TEXT PRIMARY KEY, customer_id INTEGER, kind TEXT, make_model TEXT, fuel TEXT, location TEXT, installed_on TEXT, warranty_until TEXT, last_service TEXT);
CREATE TABLE jobs (number INTEGER PRIMARY KEY, customer_id INTEGER, engineer_id INTEGER, kind TEXT, status TEXT, day TEXT, slot TEXT, fault TEXT, work_done TEXT);
CREATE TABLE parts (number TEXT PRIMARY KEY, job_number INTEGER, part TEXT, supplier TEXT, ordered_on TEXT, expected_on TEXT, status TEXT);
CREATE TABLE invoices (number TEXT PRIMARY KEY, customer_id INTEGER, job_number INTEGER, issued_on TEXT, due_date TEXT, amount REAL, status TEXT, paid_on TEXT);
CREATE TABLE quotes (number TEXT PRIMARY KEY, customer_id INTEGER, work TEXT, amount REAL, issued_on TEXT, valid_until TEXT, status TEXT);
CREATE TABLE records (reference TEXT PRIMARY KEY, customer_id INTEGER, kind TEXT, text TEXT, status TEXT, engineer_id INTEGER, day TEXT, job_number INTEGER);
"""

_START, _DAYS = dt.date(2026, 10, 1), 181  # the jobs' span: October 2026 to March 2027
_KINDS = ("service", "repair", "install", "emergency")
_SKILL_FOR = {"mains gas": "gas", "heating oil": "oil", "LPG": "LPG", "electric": "heat pump"}
_ODD = str.maketrans({"ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "ı": "i", "ş": "s"})


def _plain(text: str) -> str:
    """Text as people type it: accents dropped, lower case, hyphens as spaces."""
    decomposed = unicodedata.normalize("NFKD", text.translate(_ODD))
    kept = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join(kept.lower().replace("-", " ").split())


def _iso(day: dt.date) -> str:
    return day.isoformat()


def _people(db: sqlite3.Connection, rng: random.Random) -> None:
    for eid, name, role, skills, areas, on_call, van in ENGINEERS:
        gas_safe = str(rng.randint(100000, 699999))
        mobile = f"07700 9{rng.randint(10000, 99999)}"
        row = (eid, name, role, skills, areas, on_call, van, gas_safe, mobile)
        toolkit.insert(db, "engineers", row)
    for cid, name, street, village, prop, holder in CUSTOMERS:
        phone = f"01632 960{rng.randint(100, 999)}"
        box = _plain(name).replace(" ", ".")
        email = f"{box}@{rng.choice(['btinternet.com', 'gmail.com', 'outlook.com'])}"
        toolkit.insert(db, "customers", (cid, name, street, village, prop, holder, phone, email))
    for cid, kind, model, fuel, place in APPLIANCES:
        serial = "".join(w[0] for w in model.split()[:2]).upper() + str(rng.randint(10**7, 10**8))
        installed = dt.date(rng.randint(2011, 2025), rng.randint(1, 12), rng.randint(1, 28))
        years = rng.choice([2, 5, 7, 10])
        warranty = installed.replace(year=installed.year + years)
        serviced = TODAY - dt.timedelta(days=rng.randint(150, 420))
        row = (serial, cid, kind, model, fuel, place, _iso(installed), _iso(warranty))
        toolkit.insert(db, "appliances", (*row, _iso(max(serviced, installed))))


def _engineer_for(rng: random.Random, village: str, fuel: str, kind: str) -> int:
    near = [e for e in ENGINEERS if village in e[4]]
    skill = "leaks" if kind == "emergency" else _SKILL_FOR[fuel]
    able = [e for e in near if skill in e[3]] or near
    return rng.choice(able)[0]


def _status(rng: random.Random, day: dt.date, kind: str) -> str:
    if day > TODAY:
        return rng.choices(["booked", "cancelled"], weights=[9, 1])[0]
    if day == TODAY:
        return "in progress"
    if kind == "repair" and (TODAY - day).days <= 45 and rng.random() < 0.8:
        return "awaiting parts"
    return rng.choices(["completed", "cancelled"], weights=[9, 1])[0]


def _jobs(db: sqlite3.Connection, rng: random.Random) -> None:
    drawn = []
    for cid, _name, _street, village, _prop, _holder in CUSTOMERS:
        fuel = next(a[3] for a in APPLIANCES if a[0] == cid)
        for _ in range(rng.randint(2, 5)):
            day = _START + dt.timedelta(days=rng.randint(0, _DAYS))
            kind = rng.choices(_KINDS, weights=[4, 4, 1, 2])[0]
            fault = {"service": "annual service", "install": "replace the boiler"}.get(kind)
            fault = fault or rng.choice(FAULTS["emergency" if kind == "emergency" else fuel])
            slot = "emergency call-out" if kind == "emergency" else rng.choice(SLOTS)
            eid = _engineer_for(rng, village, fuel, kind)
            drawn.append((_iso(day), cid, eid, kind, slot, fault))
    for number, (day, cid, eid, kind, slot, fault) in enumerate(sorted(drawn), start=4101):
        status = _status(rng, dt.date.fromisoformat(day), kind)
        done = rng.choice(WORK_DONE[kind]) if status == "completed" else None
        if status == "awaiting parts":
            done = "diagnosed the fault and ordered the part"
        toolkit.insert(db, "jobs", (number, cid, eid, kind, status, day, slot, fault, done))
        if kind == "service" and status == "completed":
            sql = "UPDATE appliances SET last_service = ? WHERE customer_id = ? AND kind = 'boiler'"
            db.execute(sql, (day, cid))


def _orders(db: sqlite3.Connection, rng: random.Random) -> None:
    jobs = db.execute("SELECT number, day, status FROM jobs WHERE kind = 'repair' ORDER BY number")
    seq = 5200
    for number, day, status in jobs.fetchall():
        if status in ("completed", "cancelled") and rng.random() < 0.5:
            continue
        seq += 1
        part, supplier = rng.choice(PARTS)
        ordered = min(dt.date.fromisoformat(day) + dt.timedelta(days=rng.randint(-3, 1)), TODAY)
        expected = ordered + dt.timedelta(days=rng.randint(2, 10))
        state = {"completed": "fitted", "cancelled": "returned"}.get(status, "")
        if status == "awaiting parts":
            state = rng.choice(["ordered", "delayed"])
            expected = max(expected, TODAY + dt.timedelta(days=rng.randint(1, 9)))
        state = state or ("arrived" if expected <= TODAY else "ordered")
        row = (f"PO-{seq}", number, part, supplier, _iso(ordered), _iso(expected), state)
        toolkit.insert(db, "parts", row)


def _price(rng: random.Random, kind: str) -> float:
    if kind == "service":
        return float(rng.choice([89, 95, 110]))
    if kind == "install":
        return float(rng.randint(26, 43) * 100)
    if kind == "emergency":
        return 145.0 + 25 * rng.randint(0, 6)
    return round(rng.uniform(120, 420), 2)


def _money(db: sqlite3.Connection, rng: random.Random) -> None:
    done = db.execute(
        "SELECT number, customer_id, kind, day FROM jobs WHERE status = 'completed' ORDER BY number"
    ).fetchall()
    for number, cid, kind, day in done:
        issued = dt.date.fromisoformat(day)
        due = issued + dt.timedelta(days=14)
        status, paid = toolkit.settle(
            rng, issued, due, TODAY, grace=21, weights=(8, 2, 5, 3, 3, 4), paid_days=(0, 16)
        )
        row = (f"INV-{number}", cid, number, day, _iso(due), _price(rng, kind))
        toolkit.insert(db, "invoices", (*row, "unpaid" if status == "open" else status, paid))
    for seq, (cid, work, amount, status) in enumerate(QUOTES, start=801):
        issued = TODAY - dt.timedelta(days=rng.randint(5, 70))
        row = (f"Q-{seq}", cid, work, amount, _iso(issued))
        toolkit.insert(db, "quotes", (*row, _iso(issued + dt.timedelta(days=30)), status))


def _records(db: sqlite3.Connection, rng: random.Random) -> None:
    for ref, cid, kind, text, status, eid in RECORDS:
        day = _iso(TODAY - dt.timedelta(days=rng.randint(3, 110)))
        sql = (
            "SELECT number FROM jobs WHERE customer_id = ? AND day <= ? AND status != 'cancelled'"
            " ORDER BY day DESC, number DESC"
        )
        job = db.execute(sql, (cid, day)).fetchone()
        row = (ref, cid, kind, text, status, eid, day, job[0] if job else None)
        toolkit.insert(db, "records", row)


# every table, in the order the rows draw from the seeded random numbers; queries on the
# shared connection one at a time
DB, _rows = toolkit.seeded(SCHEMA, SEED, TODAY, (_people, _jobs, _orders, _money, _records))


# ---- the values the parameters take --------------------------------------------------------

customer_names, _customer = toolkit.owners(
    __name__, _rows, toolkit.owned_by("customer", "number", "the customer's name")
)


@toolkit.column(_rows, "engineers.name")
def engineer_names() -> list[str]:
    """The names of the firm's engineers and plumbers."""


def supplier_names() -> list[str]:
    """The merchants we order parts from."""
    return [r[0] for r in _rows("SELECT DISTINCT supplier FROM parts ORDER BY supplier")]


# ---- reading the records -------------------------------------------------------------------

JobStatus = Literal["booked", "in progress", "awaiting parts", "completed", "cancelled"]
PartStatus = Literal["ordered", "delayed", "arrived", "fitted", "returned"]
InvoiceStatus = Literal["paid", "unpaid", "overdue"]
RecordKind = Literal["complaint", "gas safety certificate", "note"]


def _engineer_row(name: str) -> sqlite3.Row:
    wanted = _plain(name).removeprefix("engineer ").strip()
    staff = _rows("SELECT * FROM engineers ORDER BY id")
    whole = [r for r in staff if _plain(r["name"]) == wanted]
    word = [r for r in staff if wanted in _plain(r["name"]).split()]
    found = whole or word
    if len(found) != 1:
        names = ", ".join(r["name"] for r in staff)
        raise ToolError(f"no engineer is called {name!r} (our engineers are {names})")
    return found[0]


def _engineer_ref(engineer_id: int | None) -> dict[str, Any] | None:
    if engineer_id is None:
        return None
    return {"name": _rows("SELECT name FROM engineers WHERE id = ?", (engineer_id,))[0][0]}


def _customer_ref(customer_id: int) -> dict[str, Any]:
    return {"customer_id": customer_id, "name": _customer(customer_id)["name"]}


def _address(row: sqlite3.Row) -> str:
    return f"{row['street']}, {row['village']}"


def _job_line(r: sqlite3.Row) -> dict[str, Any]:
    shown = toolkit.dated(r, "job_number=number kind status date=day", "day", "time_slot=slot")
    shown["engineer"] = _engineer_ref(r["engineer_id"])
    return shown | {"fault_reported": r["fault"], "work_done": r["work_done"]}


def get_engineer(name: str) -> dict:
    """One of our engineers or plumbers: Gas Safe number, work mobile, van registration, what
    they do (skills), the villages they cover, the days they are on call, and their booked
    jobs.

    Args:
        name: the engineer's name, e.g. "Tomás Ferreira" (a first name or surname alone
            is fine, e.g. "Declan").

    Examples:
        What's Declan's mobile?
        Is Tomás on call on Wednesdays?
        Does Declan Murtagh do drains?
        What's the reg of Tomás's van?
    """
    r = _engineer_row(name)
    shown = toolkit.named(r, "name role gas_safe_number=gas_safe mobile van_registration=van")
    shown |= {"skills": r["skills"], "areas_covered": r["areas"], "on_call_days": r["on_call"]}
    sql = "SELECT * FROM jobs WHERE engineer_id = ? AND status = 'booked' ORDER BY day, number"
    booked = _rows(sql, (r["id"],))
    shown["booked_jobs"] = [
        {"job_number": j["number"], "date": j["day"], "customer": _customer_ref(j["customer_id"])}
        for j in booked
    ]
    return shown


def get_customer(customer_id: int) -> dict:
    """One customer: phone, e-mail, the property's address and type, whether they are the
    owner-occupier or a landlord, what they owe us, and their next booked job.

    Args:
        customer_id: the customer's number, e.g. 310.

    Examples:
        What phone number have we got for Ivo Šimůnek?
        Is Precious Mbeki-Clarke a landlord?
        What's the address for Ivo?
    """
    r = _customer(customer_id)
    shown = toolkit.named(r, "customer_id=id name phone email")
    shown |= {"address": _address(r), "property_type": r["property"]}
    shown["owner_or_landlord"] = r["holder"]
    owed = _rows(
        "SELECT COALESCE(SUM(amount), 0) FROM invoices WHERE customer_id = ? AND status != 'paid'",
        (customer_id,),
    )[0][0]
    shown["balance_owed_gbp"] = round(float(owed), 2)
    sql = "SELECT number, day FROM jobs WHERE customer_id = ? AND status = 'booked' ORDER BY day"
    nxt = _rows(sql, (customer_id,))
    shown["next_booked_job"] = {"job_number": nxt[0][0], "date": nxt[0][1]} if nxt else None
    return shown


def customer_appliances(customer_id: int) -> dict:
    """The boilers and other appliances at a customer's property: make and model, fuel, where
    it is, installed on, warranty until, last service and serial number.

    Args:
        customer_id: the customer's number, e.g. 315.

    Examples:
        When was Precious Mbeki-Clarke's boiler installed?
        Is Ivo's boiler still under warranty?
        What make is the boiler at Brookside Court?
    """
    r = _customer(customer_id)
    rows = _rows("SELECT * FROM appliances WHERE customer_id = ? ORDER BY rowid", (customer_id,))
    spec = "appliance=kind make_model fuel location installed_on warranty_until last_service"
    items = [toolkit.named(a, spec) | {"serial_number": a["serial"]} for a in rows]
    return {"customer": _customer_ref(customer_id), "address": _address(r), "appliances": items}


def customer_jobs(customer_id: int, status: JobStatus | None = None) -> list[dict]:
    """A customer's jobs (services, repairs, installs, emergencies), oldest first: job number,
    kind, status, date, time slot, the engineer, the fault reported and the work done.

    Args:
        customer_id: the customer's number, e.g. 310.
        status: only the jobs with this status, e.g. "booked".

    Examples:
        When is someone coming to Ivo Šimůnek's?
        Which engineer came out to Precious Mbeki-Clarke's leak?
        Has Precious got any jobs booked?
    """
    _customer(customer_id)
    sql, params = toolkit.narrowed(
        "SELECT * FROM jobs WHERE customer_id = ?", (customer_id,), "status", status
    )
    return [_job_line(r) for r in _rows(sql + " ORDER BY day, number", params)]


def get_job(job_number: int) -> dict:
    """One job by its number: customer, address, kind, status, date and time slot, the
    engineer, the fault reported, the work done and the parts ordered for it.

    Args:
        job_number: the job number, e.g. 4106.

    Examples:
        What's the status of job 4152?
        Who went out on job 4107 and what did they do?
    """
    found = _rows("SELECT * FROM jobs WHERE number = ?", (job_number,))
    if not found:
        raise ToolError(f"there is no job {job_number}")
    r = found[0]
    shown = {"job_number": job_number, "customer": _customer_ref(r["customer_id"])}
    shown["address"] = _address(_customer(r["customer_id"]))
    shown |= _job_line(r)
    parts = _rows("SELECT * FROM parts WHERE job_number = ? ORDER BY number", (job_number,))
    spec = "order_number=number part supplier ordered_on expected_on status"
    return shown | {"parts": [toolkit.named(p, spec) for p in parts]}


def parts_orders(status: PartStatus | None = None, supplier: str | None = None) -> list[dict]:
    """The parts we have ordered for jobs, newest order first: order number, part, supplier,
    ordered on, expected on, status, and the job it is for.

    Args:
        status: only the orders with this status, e.g. "delayed".
        supplier: only the orders from this merchant, e.g. "Midshire Heating Spares".

    Examples:
        Which parts are on order from Hollinsbrook Plumbers' Merchants?
        Has the expansion vessel come in yet?
    """
    sql, params = toolkit.narrowed("SELECT * FROM parts WHERE 1 = 1", (), "status", status)
    sql, params = toolkit.narrowed(sql, params, "supplier", supplier)
    spec = "order_number=number part supplier ordered_on expected_on status"
    rows = _rows(sql + " ORDER BY ordered_on DESC, number DESC", params)
    return [toolkit.named(p, spec) | {"job": {"job_number": p["job_number"]}} for p in rows]


def customer_account(customer_id: int, status: InvoiceStatus | None = None) -> dict:
    """A customer's money with us: the balance owed, their invoices (number, job, issued, due,
    amount, paid, unpaid or overdue, paid on) and their quotes (number, the work, amount,
    issued, valid until, accepted, declined or awaiting reply).

    Args:
        customer_id: the customer's number, e.g. 315.
        status: only the invoices with this status, e.g. "overdue".

    Examples:
        Does Ivo Šimůnek owe us anything?
        Has Precious Mbeki-Clarke paid her last invoice?
    """
    _customer(customer_id)
    spec = "invoice_number=number job_number issued_on due_date amount_gbp=amount status paid_on"
    owed, invoices = toolkit.balance(_rows, ("customer_id", customer_id), status, spec)
    quotes = _rows("SELECT * FROM quotes WHERE customer_id = ? ORDER BY number", (customer_id,))
    qspec = "quote_number=number work amount_gbp=amount issued_on valid_until status"
    shown = {"customer": _customer_ref(customer_id), "balance_owed_gbp": owed}
    return shown | {"invoices": invoices, "quotes": [toolkit.named(q, qspec) for q in quotes]}


_SEARCHED = ("reference", "kind", "text", "status", "customer", "engineer", "street", "village")
_NOT_WORDS = {"the", "a", "an", "and", "of", "on", "in", "about", "with", "for", "to", "was"}


_RECORDS_SQL = (
    "SELECT r.*, c.name AS customer, e.name AS engineer, c.street, c.village FROM records r"
    " JOIN customers c ON c.id = r.customer_id JOIN engineers e ON e.id = r.engineer_id"
    " WHERE 1 = 1"
)


def _record_line(r: sqlite3.Row) -> dict[str, Any]:
    shown = toolkit.named(r, "reference date=day kind text status")
    who = {"customer_id": r["customer_id"], "name": r["customer"]}
    job = {"job_number": r["job_number"]} if r["job_number"] else None
    return shown | {"customer": who, "logged_by": {"name": r["engineer"]}, "job": job}


def search_records(query: str | None = None, kind: RecordKind | None = None) -> list[dict]:
    """Search the complaints, landlord gas safety certificates and notes on customers by what
    they say: reference, date, kind, the text, status, the customer, the engineer who logged it
    and the job it was about (the best matches first; [] when nothing matches).

    Args:
        query: words to look for, e.g. "condensate pipe" or "greenhouse".
        kind: only this kind of record, e.g. "complaint".

    Examples:
        Was there a complaint about a pipe left unclipped?
        Is there a note about where the oil tank is at Sheep Lane?
    """
    sql, params = toolkit.narrowed(_RECORDS_SQL, (), "r.kind", kind)
    rows = _rows(sql + " ORDER BY r.reference", params)
    words = [w for w in _plain(query or "").split() if w not in _NOT_WORDS]
    found = toolkit.ranked(rows, words, lambda r: _plain(" ".join(str(r[k]) for k in _SEARCHED)))
    return [_record_line(r) for r in found]


# The listers of the values the tools' parameters take, and the look-ups served as tools, in
# order.
_BY_CUSTOMER = {"customer_id": customer_names}
VALUES: dict[str, dict[str, Any]] = {
    name: _BY_CUSTOMER
    for name in ("get_customer", "customer_appliances", "customer_jobs", "customer_account")
}
VALUES |= {"get_engineer": {"name": engineer_names}, "parts_orders": {"supplier": supplier_names}}
TOOLS = [get_engineer, get_customer, customer_appliances, customer_jobs]
TOOLS += [get_job, parts_orders, customer_account, search_records]
