"""Thornleigh Plumbing & Heating: its records and eight read-only look-ups.

The one implementation behind both forms of the deployment: ``thornleigh_tools.py`` marks
these functions as guardbot tools (``toolkit.marked``) and ``../thornleighmcp/server.py``
serves the very same functions over stdio MCP (``served.mcp_server``).

The records are one SQLite database in memory (``toolkit.in_memory``), written on import from
``fixed_lists.json`` (engineers, customers, properties and their appliances, service plans,
faults, suppliers, quote work) and ``random.Random(SEED)`` (phones, e-mails, vans, install
and service dates, jobs, parts orders, quotes, invoices). "Today" is Thursday 12 November
2026 (``TODAY``); no clock is read.
"""

from __future__ import annotations

import datetime as dt
import json
import random
import re
import sqlite3
import unicodedata
from pathlib import Path
from typing import Any, Literal

from tools.registry import ToolError, load_module

toolkit = load_module(str(Path(__file__).resolve().parents[1] / "toolkit.py"))
TODAY, SEED = dt.date(2026, 11, 12), 121126
(ENGINEERS, CUSTOMERS, PROPERTIES, APPLIANCES, PLANS, POSTCODES, TENANTS, SLOTS, BREAKDOWNS,
 PLUMBING, CANCELLED, NO_ACCESS, SUPPLIERS, QUOTE_WORK) = toolkit.fixed(__file__)  # fmt: skip

SCHEMA = """
        CREATE TABLE engineers (
            id INTEGER PRIMARY KEY, name TEXT, role TEXT, gas_safe TEXT, skills TEXT,
            days TEXT, areas TEXT, mobile TEXT, email TEXT, van_reg TEXT);
        CREATE TABLE customers (
            id INTEGER PRIMARY KEY, name TEXT, kind TEXT, contact TEXT, phone TEXT, email TEXT,
            address TEXT, since TEXT, terms_days INTEGER);
        CREATE TABLE properties (
            id INTEGER PRIMARY KEY, customer_id INTEGER, address TEXT, town TEXT, postcode TEXT,
            kind TEXT, rented INTEGER, plan TEXT, plan_started TEXT, tenant TEXT,
            tenant_phone TEXT, gas_safety_expires TEXT);
        CREATE TABLE appliances (
            id INTEGER PRIMARY KEY, property_id INTEGER, kind TEXT, make TEXT, model TEXT,
            fuel TEXT, location TEXT, installed_on TEXT, warranty_ends TEXT, last_service TEXT);
        CREATE TABLE jobs (
            id INTEGER PRIMARY KEY, property_id INTEGER, engineer_id INTEGER, visit_date TEXT,
            slot TEXT, what TEXT, fault TEXT, status TEXT, reason TEXT, work_done TEXT,
            charge REAL, covered_by TEXT);
        CREATE TABLE parts_orders (
            number TEXT PRIMARY KEY, job_id INTEGER, part TEXT, part_number TEXT, supplier TEXT,
            ordered_on TEXT, expected_on TEXT, status TEXT);
        CREATE TABLE quotes (
            number TEXT PRIMARY KEY, customer_id INTEGER, property_id INTEGER, work TEXT,
            price_ex_vat REAL, vat REAL, total REAL, issued_on TEXT, valid_until TEXT,
            status TEXT, surveyed_by INTEGER);
        CREATE TABLE invoices (
            number TEXT PRIMARY KEY, job_id INTEGER, customer_id INTEGER, issued_on TEXT,
            due_date TEXT, amount_gbp REAL, status TEXT, paid_on TEXT);
"""

# who does what: the engineers (by id) a kind of visit goes to, by the fuel of the main appliance
_WHO = {
    "service": {"natural gas": [2, 4, 1], "heating oil": [4], "electric": [5]},
    "breakdown": {"natural gas": [1, 2, 4], "heating oil": [4], "electric": [5]},
    "gas safety": {"natural gas": [2, 4, 1]},
    "plumbing": {"any": [3, 3, 6]},
    "cylinder": {"any": [1]},
}
_SERVICED = (
    "Serviced: combustion checked, condensate trap cleaned, seals and flue checked",
    "Serviced: refrigerant circuit, filters and glycol level checked",
)
# which plans cover which kind of visit (no charge)
_COVERS = {
    "service": {"Boiler Care", "Boiler Care Plus", "Landlord Cover"},
    "gas safety": {"Landlord Cover"},
    "breakdown": {"Boiler Care Plus", "Landlord Cover"},
}


# ---- writing the rows ------------------------------------------------------------------------

_PARTS_GBP = [48.0, 96.5, 134.0, 212.0]  # what a part fitted on a return visit costs
_STREETS = ["Manor Road", "Kings Croft", "Bramley Way", "High Street"]  # landlords' own homes
_UNIT = "ABDEFGHJLNPQRSTUWXY"  # the letters a postcode's last two may be
_FOLD = str.maketrans({"ł": "l", "Ł": "L", "ø": "o", "&": " and "})


def _plain(text: str) -> str:
    """Lower case without accents: how a name is typed, searched and turned into an e-mail."""
    decomposed = unicodedata.normalize("NFKD", text.translate(_FOLD))
    return "".join(c for c in decomposed if not unicodedata.combining(c)).lower()


def _between(rng: random.Random, first: dt.date, last: dt.date) -> dt.date:
    return first + dt.timedelta(days=rng.randint(0, (last - first).days))


def _years_on(day: dt.date, years: int) -> dt.date:
    return day.replace(year=day.year + years, day=min(day.day, 28) if day.month == 2 else day.day)


def _workday(day: dt.date) -> dt.date:
    """The day, or the Monday after when it falls on a Sunday."""
    return day + dt.timedelta(days=1) if day.weekday() == 6 else day


def _mobile(rng: random.Random) -> str:
    return f"07700 9{rng.randint(10000, 99999)}"


def _van(rng: random.Random) -> str:
    letters = "ABCDEFGHJKLMNOPRSTUVWXY"
    area = "".join(rng.choice(letters) for _ in range(2))
    tail = "".join(rng.choice(letters) for _ in range(3))
    return f"{area}{rng.choice([19, 69, 20, 70, 21, 71, 22, 72, 23, 73, 24, 74])} {tail}"


def _staff_and_customers(db: sqlite3.Connection, rng: random.Random) -> None:
    for eid, name, role, licence, skills, days, areas in ENGINEERS:
        first = _plain(name).split()[0]
        contact = (_mobile(rng), f"{first}@thornleighheating.co.uk")
        row = (eid, name, role, licence, json.dumps(skills), days, areas, *contact, _van(rng))
        toolkit.insert(db, "engineers", row)
    homes = {p[1]: p for p in PROPERTIES}
    for cid, name, kind, contact, office_email in CUSTOMERS:
        landline = rng.random() < 0.4 and kind == "homeowner"
        number = f"01632 96{rng.randint(1000, 9999)}" if landline else _mobile(rng)
        handle = re.sub(r"[^a-z]+", ".", _plain(name)).strip(".")
        mail = ["gmail.com", "outlook.com", "btinternet.com", "yahoo.co.uk"]
        email = office_email or f"{handle}@{rng.choice(mail)}"
        if kind in ("homeowner", "business"):
            home = homes[cid]
            address = f"{home[2]}, {home[3]}"
        else:
            street = f"{rng.randint(2, 90)} {rng.choice(_STREETS)}"
            address = f"{street}, {rng.choice(list(POSTCODES))}"
        since = _between(rng, dt.date(2012, 3, 1), dt.date(2025, 12, 20)).isoformat()
        terms = 14 if kind == "homeowner" else 30
        toolkit.insert(
            db, "customers", (cid, name, kind, contact, number, email, address, since, terms)
        )


def _homes(db: sqlite3.Connection, rng: random.Random) -> None:
    tenants = list(TENANTS)
    rng.shuffle(tenants)
    for pid, cid, address, town, kind, rented, plan in PROPERTIES:
        inward = f"{rng.randint(1, 9)}{rng.choice(_UNIT)}{rng.choice(_UNIT)}"
        postcode = f"{POSTCODES[town]} {inward}"
        started = (
            _between(rng, dt.date(2019, 1, 1), dt.date(2026, 10, 1)).isoformat() if plan else None
        )
        tenant = tenants.pop() if rented else None
        tenant_phone = _mobile(rng) if rented else None
        cp12 = _between(rng, dt.date(2025, 11, 20), dt.date(2026, 10, 30)) if rented else None
        expires = _years_on(cp12, 1).isoformat() if cp12 else None
        row = (pid, cid, address, town, postcode, kind, int(rented), plan, started)
        toolkit.insert(db, "properties", (*row, tenant, tenant_phone, expires))
    for aid, (pid, kind, make, model, fuel, where, years) in enumerate(APPLIANCES, start=1):
        installed = _between(rng, dt.date(2013, 1, 10), dt.date(2025, 10, 30))
        serviced = None
        if kind in ("boiler", "heat pump", "hot water cylinder"):
            serviced = _between(rng, dt.date(2025, 9, 1), dt.date(2026, 7, 31)).isoformat()
        row = (aid, pid, kind, make, model, fuel, where, installed.isoformat())
        toolkit.insert(db, "appliances", (*row, _years_on(installed, years).isoformat(), serviced))


def _main_fuel(db: sqlite3.Connection, pid: int) -> str:
    sql = "SELECT fuel FROM appliances WHERE property_id = ? AND kind IN ('boiler', 'heat pump')"
    return db.execute(sql, (pid,)).fetchone()[0]


def _visit(rng: random.Random, db: sqlite3.Connection) -> tuple[Any, ...]:
    """One visit, before it has a number: (day, property, engineer, what, fault, fix, part,
    labour, kind). A breakdown comes in the heating season, from mid-September."""
    prop = rng.choice(PROPERTIES)
    pid, fuel = prop[0], _main_fuel(db, prop[0])
    has_cylinder = any(a[0] == pid and a[1] == "hot water cylinder" for a in APPLIANCES)
    kinds = ["service"] * 4 + ["breakdown"] * 5 + ["plumbing"] * 3
    kinds += ["gas safety"] * 4 if prop[5] and fuel == "natural gas" else []
    kinds += ["cylinder"] * 2 if has_cylinder else []
    kind = rng.choice(kinds)
    part = None
    if kind == "service":
        what = "annual heat pump service" if fuel == "electric" else "annual boiler service"
        fault, fix = "annual service due", _SERVICED[fuel == "electric"]
        labour = {"natural gas": 89.0, "heating oil": 115.0, "electric": 145.0}[fuel]
    elif kind == "gas safety":
        what, fault = "landlord gas safety check", "gas safety record due"
        fix, labour = "Gas safety record issued: all gas appliances passed", 75.0
    elif kind == "cylinder":
        what, fault = "unvented cylinder service", "annual cylinder check"
        fix, labour = "Checked the expansion vessel charge and safety valves; all fine", 95.0
    elif kind == "plumbing":
        what = "plumbing repair"
        fault, fix, labour = rng.choice(PLUMBING)
    else:
        what = "boiler breakdown"
        faults = [b for b in BREAKDOWNS if (b[0].startswith("oil")) == (fuel == "heating oil")]
        if fuel == "electric":
            faults = [BREAKDOWNS[3]]
        fault, found, fix, part_name, part_number = rng.choice(faults)
        fix = f"Found {found}. {fix}"
        part = (part_name, part_number, found) if part_name else None
        labour = 95.0
    first = dt.date(2026, 9, 14) if kind == "breakdown" else dt.date(2026, 8, 3)  # heating season
    day = _workday(_between(rng, first, dt.date(2026, 12, 11)))
    team = _WHO[kind].get(fuel) or _WHO[kind]["any"]
    for _ in range(7):
        able = [e for e in team if day.strftime("%a") in ENGINEERS[e - 1][5]]
        if able:
            break
        day = _workday(day + dt.timedelta(days=1))
    return day, pid, rng.choice(able), what, fault, fix, part, labour, kind


def _jobs(db: sqlite3.Connection, rng: random.Random) -> None:
    visits = sorted((_visit(rng, db) for _ in range(90)), key=lambda v: (v[0], v[1]))
    plans = {p[0]: p[6] for p in PROPERTIES}
    plans_rented = {p[0]: p[5] for p in PROPERTIES}
    returns = []
    for number, (day, pid, eid, what, fault, fix, part, labour, kind) in enumerate(visits, 4101):
        if day < TODAY:
            status = rng.choices(["completed", "cancelled", "no access"], [80, 12, 8])[0]
        else:
            status = rng.choices(["booked", "cancelled"], [85, 15])[0]
        reason = rng.choice(CANCELLED) if status == "cancelled" else None
        allowed = [r for r in NO_ACCESS if plans_rented[pid] or "tenant" not in r]
        reason = rng.choice(allowed) if status == "no access" else reason
        covered = plans[pid] if plans[pid] in _COVERS.get(kind, ()) else None
        charge = None if status in ("cancelled", "no access") else 0.0 if covered else labour
        done = fix if status == "completed" else None
        if status == "completed" and part and rng.random() < 0.8:
            again = 4191 + len(returns)
            returns.append((number, day, pid, eid, fault, part, covered))
            done = (
                f"Found {part[2]}; {part[0]} ordered, return visit booked to fit it (job {again})"
            )
        elif done and part and not covered:
            charge = round(labour + rng.choice([64.0, 88.5, 112.0, 139.0]), 2)
        row = (number, pid, eid, day.isoformat(), rng.choice(SLOTS), what, fault, status, reason)
        toolkit.insert(db, "jobs", (*row, done, charge, covered))
    _returns(db, rng, returns)


def _returns(db: sqlite3.Connection, rng: random.Random, returns: list[tuple[Any, ...]]) -> None:
    """The parts ordered on a breakdown visit and the return visit that fits them."""
    for seq, (first, day, pid, eid, fault, part, covered) in enumerate(returns):
        number = 4191 + seq
        ordered = day + dt.timedelta(days=rng.randint(0, 1))
        expected = _workday(ordered + dt.timedelta(days=rng.randint(2, 12)))
        late = expected >= TODAY and rng.random() < 0.3
        expected = _workday(expected + dt.timedelta(days=rng.randint(6, 15))) if late else expected
        fit = _workday(expected + dt.timedelta(days=rng.randint(1, 4)))
        if fit < TODAY:
            state, status = "fitted", "completed"
            done = f"Fitted the new {part[0]}; boiler tested and working"
        else:
            state = "back-ordered" if late else ("arrived" if expected < TODAY else "on order")
            status, done = "booked", None
        charge = 0.0  # a plan that covers breakdowns covers the part and the return visit
        if not covered:
            charge = round(rng.choice([120.0, 145.0, 175.0]) + rng.choice(_PARTS_GBP), 2)
        row = (number, pid, eid, fit.isoformat(), rng.choice(SLOTS), "return visit to fit a part")
        row += (f"{fault} (follow-up to job {first})", status, None, done, charge, covered)
        toolkit.insert(db, "jobs", row)
        order = (f"PO-{7301 + seq}", number, part[0], part[1], rng.choice(SUPPLIERS))
        toolkit.insert(
            db, "parts_orders", (*order, ordered.isoformat(), expected.isoformat(), state)
        )


def _after_visits(db: sqlite3.Connection, _rng: random.Random) -> None:
    """A completed service or safety check moves the appliance's last service and the
    certificate's expiry on."""
    done = (
        "SELECT property_id, visit_date, what FROM jobs WHERE status = 'completed'"
        " ORDER BY visit_date"
    )
    for pid, day, what in db.execute(done).fetchall():
        if what.startswith("annual"):
            sql = (
                "UPDATE appliances SET last_service = ? WHERE property_id = ?"
                " AND kind IN ('boiler', 'heat pump') AND last_service < ?"
            )
            db.execute(sql, (day, pid, day))
        elif what == "unvented cylinder service":
            sql = (
                "UPDATE appliances SET last_service = ?"
                " WHERE property_id = ? AND kind = 'hot water cylinder'"
            )
            db.execute(sql, (day, pid))
        elif what == "landlord gas safety check":
            expires = _years_on(dt.date.fromisoformat(day), 1).isoformat()
            db.execute("UPDATE properties SET gas_safety_expires = ? WHERE id = ?", (expires, pid))


def _money(db: sqlite3.Connection, rng: random.Random) -> None:
    owners = {p[0]: p[1] for p in PROPERTIES}
    terms = {c[0]: (14 if c[2] == "homeowner" else 30) for c in CUSTOMERS}
    billed = (
        "SELECT id, property_id, visit_date, charge FROM jobs"
        " WHERE status = 'completed' AND charge > 0 ORDER BY visit_date, id"
    )
    for seq, (job, pid, day, charge) in enumerate(db.execute(billed).fetchall(), start=1):
        issued = dt.date.fromisoformat(day)
        due = issued + dt.timedelta(days=terms[owners[pid]])
        state, paid = toolkit.settle(
            rng, issued, due, TODAY, grace=10, weights=(7, 2, 5, 3, 3, 4), paid_days=(1, 25)
        )
        row = (f"INV-{26400 + seq}", job, owners[pid], issued.isoformat(), due.isoformat())
        toolkit.insert(
            db, "invoices", (*row, charge, "outstanding" if state == "open" else state, paid)
        )
    work = [w for w in QUOTE_WORK for _ in range(w[3])]
    fuels = {"natural gas": {"gas", "wet", "any"}, "heating oil": {"oil", "wet", "any"}}
    for seq in range(22):
        prop = rng.choice(PROPERTIES)
        fits = fuels.get(_main_fuel(db, prop[0]), {"any"})
        job, low, high, _, surveyor, _ = rng.choice([w for w in work if w[5] in fits])
        price = float(round(rng.randint(low, high) / 5) * 5)
        vat = 0.0 if job.startswith("air source") else round(price * 0.2, 2)
        issued = _between(rng, dt.date(2026, 8, 10), TODAY - dt.timedelta(days=1))
        until = issued + dt.timedelta(days=30)
        if until < TODAY:
            status = rng.choices(["accepted", "declined", "expired"], [3, 2, 3])[0]
        else:
            status = rng.choices(["sent", "accepted", "declined"], [5, 2, 1])[0]
        row = (f"Q-{2611 + seq}", prop[1], prop[0], job, price, vat, price + vat)
        toolkit.insert(
            db, "quotes", (*row, issued.isoformat(), until.isoformat(), status, surveyor)
        )


# every table, in the order the rows draw from the seeded random numbers; queries on the
# shared connection one at a time
DB, _rows = toolkit.seeded(
    SCHEMA, SEED, TODAY, (_staff_and_customers, _homes, _jobs, _after_visits, _money)
)


# ---- the values the parameters take --------------------------------------------------------

customer_names, _customer = toolkit.owners(
    __name__, _rows, toolkit.owned_by("customer", "account number", "the customer's name")
)


@toolkit.column(_rows, "engineers.name")
def engineer_names() -> list[str]:
    """Every engineer's and plumber's name."""


# a lister of (id, name) reads any table or query whose rows have an id and a name
property_addresses = toolkit.id_names(
    __name__,
    "property_addresses",
    _rows,
    "(SELECT id, address AS name FROM properties)",
    '(property number, its first address line, e.g. "12 Hollins Road").',
)
job_labels = toolkit.id_names(
    __name__,
    "job_labels",
    _rows,
    "(SELECT j.id, 'job ' || j.id || ': ' || j.what || ' at ' || p.address || ' on '"
    " || j.visit_date AS name FROM jobs j JOIN properties p ON p.id = j.property_id)",
    '(job number, "job N: WHAT at ADDRESS on DAY").',
)


# ---- shared pieces -------------------------------------------------------------------------


def _engineer_name(eid: int) -> str:
    return _rows("SELECT name FROM engineers WHERE id = ?", (eid,))[0]["name"]


def _property(pid: int) -> sqlite3.Row:
    sql = (
        "SELECT p.*, c.name AS owner, c.kind AS owner_kind FROM properties p"
        " JOIN customers c ON c.id = p.customer_id WHERE p.id = ?"
    )
    return toolkit.one(_rows, sql, (pid,), f"there is no property number {pid}")


_weekday = toolkit.weekday


def _visit_line(j: sqlite3.Row) -> dict[str, Any]:
    shown = toolkit.dated(j, "job_id=id visit_date", "visit_date", "time_slot=slot what status")
    return shown | {"engineer": {"name": _engineer_name(j["engineer_id"])}}


# ---- the look-ups ------------------------------------------------------------------------------

# the statuses a listing may be narrowed to
JobStatus = Literal["booked", "completed", "cancelled", "no access"]
QuoteStatus = Literal["sent", "accepted", "declined", "expired"]
InvoiceStatus = Literal["paid", "outstanding", "overdue"]
PartStatus = Literal["on order", "back-ordered", "arrived", "fitted"]


def get_engineer(name: str) -> dict:
    """One of our engineers or plumbers: their role, Gas Safe licence number, work mobile,
    e-mail, van registration, what they do, the days they work and the areas they cover.

    Args:
        name: the engineer's full name, e.g. "Declan Hargreaves".

    Examples:
        Is Declan Hargreaves Gas Safe registered?
        Can I have the mobile for Tom Fairweather?
        Which areas does Siobhán cover?
        Which days does Łukasz Nowicki work?
    """
    wanted = _plain(name).strip()
    for row in _rows("SELECT * FROM engineers ORDER BY id"):
        full = _plain(row["name"])
        if wanted in (full, full.split()[0]):
            shown = toolkit.named(row, "name role")
            shown["gas_safe_licence"] = row["gas_safe"] or "not Gas Safe registered (no gas work)"
            shown |= toolkit.named(row, "mobile email van_registration=van_reg")
            shown["skills"] = json.loads(row["skills"])
            return shown | toolkit.named(row, "days_worked=days areas_covered=areas")
    raise ToolError(f"nobody called {name!r} works for Thornleigh Plumbing & Heating")


def get_customer(customer_id: int) -> dict:
    """One customer's account: homeowner, landlord, letting agent or business, the contact
    name, phone, e-mail, address, customer since, payment terms, and the properties we look
    after for them (with any tenant).

    Args:
        customer_id: the customer's account number, e.g. 303.

    Examples:
        What phone number have you got for Harold Pemberton?
        Which properties do we look after for Raymond Beckwith?
        What's the office address for Fenwick & Dunn?
        How long has Ólafur Jónsson been a customer?
    """
    c = _customer(customer_id)
    shown = toolkit.named(c, "customer_id=id name customer_type=kind contact_name=contact")
    shown |= toolkit.named(
        c, "phone email address customer_since=since payment_terms_days=terms_days"
    )
    homes = _rows("SELECT * FROM properties WHERE customer_id = ? ORDER BY id", (customer_id,))
    shown["properties"] = [
        toolkit.named(p, "property_id=id address town postcode")
        | {"tenant": {"name": p["tenant"], "phone": p["tenant_phone"]} if p["rented"] else None}
        for p in homes
    ]
    return shown


def get_property(property_id: int) -> dict:
    """One property we look after: address, owner, tenant, service plan, gas safety
    certificate expiry (rented homes), its appliances (boiler make and model, where it is,
    when installed, warranty end, last service, next service due) and its visits.

    Args:
        property_id: the property's number, e.g. 1001.

    Examples:
        Is the boiler at 6 Chapel Walk due a service yet?
        How old is the boiler at 8 Orchard Close?
        What make of boiler is in 41 Tannery Lane?
        Is the gas safety record for 15 Mill Race Court still in date?
    """
    p = _property(property_id)
    shown = toolkit.named(p, "property_id=id address town postcode property_type=kind")
    shown["owner"] = {"customer_id": p["customer_id"], "name": p["owner"], "type": p["owner_kind"]}
    shown["tenant"] = {"name": p["tenant"], "phone": p["tenant_phone"]} if p["rented"] else None
    if p["plan"]:
        fee, covers = PLANS[p["plan"]]
        shown["service_plan"] = {"plan": p["plan"], "monthly_fee_gbp": fee, "covers": covers}
        renews = dt.date.fromisoformat(p["plan_started"]).replace(year=TODAY.year)
        renews = renews if renews > TODAY else renews.replace(year=TODAY.year + 1)
        shown["service_plan"] |= {"started_on": p["plan_started"], "renews_on": renews.isoformat()}
    else:
        shown["service_plan"] = None
    shown["gas_safety_certificate_expires"] = p["gas_safety_expires"]
    found = _rows("SELECT * FROM appliances WHERE property_id = ? ORDER BY id", (property_id,))
    shown["appliances"] = []
    for a in found:
        item = toolkit.named(
            a, "appliance=kind make model fuel location installed_on warranty_ends"
        )
        last = a["last_service"]
        due = _years_on(dt.date.fromisoformat(last), 1).isoformat() if last else None
        shown["appliances"].append(item | {"last_service": last, "next_service_due": due})
    visits = _rows(
        "SELECT * FROM jobs WHERE property_id = ? ORDER BY visit_date, id", (property_id,)
    )
    shown["visits"] = [_visit_line(j) for j in visits]
    return shown


def customer_jobs(customer_id: int, status: JobStatus | None = None) -> list[dict]:
    """A customer's visits, past and booked, at all their properties: job number, date and
    weekday, time slot, what for, status, the engineer coming, the fault reported and the
    property.

    Args:
        customer_id: the customer's account number, e.g. 307.
        status: only visits with this status, e.g. "booked" for those still to come.

    Examples:
        When is someone coming out to Harold Pemberton's?
        What have we got booked in for Thornleigh & District Lettings?
        When did you last come out to Dorothy Haigh?
    """
    _customer(customer_id)
    sql = (
        "SELECT j.*, p.address FROM jobs j JOIN properties p ON p.id = j.property_id"
        " WHERE p.customer_id = ?"
    )
    sql, params = toolkit.narrowed(sql, (customer_id,), "j.status", status)
    return [
        _visit_line(j) | {"fault_reported": j["fault"], "property": j["address"]}
        for j in _rows(sql + " ORDER BY j.visit_date, j.id", params)
    ]


def get_job(job_id: int) -> dict:
    """One job (a visit): date, weekday and time slot, what for, the fault reported, status,
    why it was cancelled or had no access, the work done, the charge or the plan that covers
    it, the customer, the property, the engineer, and any parts ordered for it.

    Args:
        job_id: the job number, e.g. 4120.

    Examples:
        Which engineer has job 4150?
        Did job 4112 go ahead?
        What was wrong on job 4126?
        How much was charged for job 4160?
    """
    j = toolkit.one(
        _rows, "SELECT * FROM jobs WHERE id = ?", (job_id,), f"there is no job {job_id}"
    )
    p = _property(j["property_id"])
    shown = toolkit.named(j, "job_id=id visit_date") | {"weekday": _weekday(j["visit_date"])}
    shown |= toolkit.named(j, "time_slot=slot what fault_reported=fault status")
    shown["reason"] = j["reason"]
    shown["work_done"] = j["work_done"]
    billed = _rows("SELECT number FROM invoices WHERE job_id = ?", (job_id,))
    shown["charge_gbp"] = j["charge"]
    shown["covered_by_plan"] = j["covered_by"]
    shown["invoice_number"] = billed[0]["number"] if billed else None
    phone = _rows("SELECT phone FROM customers WHERE id = ?", (p["customer_id"],))[0]["phone"]
    shown["customer"] = {"customer_id": p["customer_id"], "name": p["owner"], "phone": phone}
    shown["property"] = {"property_id": p["id"], "address": p["address"], "town": p["town"]}
    shown["engineer"] = {"name": _engineer_name(j["engineer_id"])}
    parts = _rows("SELECT * FROM parts_orders WHERE job_id = ?", (job_id,))
    shown["parts"] = [
        toolkit.named(o, "order_number=number part supplier expected_on status") for o in parts
    ]
    return shown


def customer_quotes(customer_id: int, status: QuoteStatus | None = None) -> list[dict]:
    """A customer's quotes: number, the work quoted, the property, price before VAT, VAT,
    total, date sent, valid until, status (sent, accepted, declined or expired) and who
    surveyed it.

    Args:
        customer_id: the customer's account number, e.g. 312.
        status: only quotes with this status, e.g. "sent" for those still waiting.

    Examples:
        What did we quote Bartholomew Crane for?
        Which quotes is Mairéad Ní Bhriain still thinking about?
        Has Penelope Ashdown accepted her quote?
    """
    _customer(customer_id)
    sql = (
        "SELECT q.*, p.address FROM quotes q JOIN properties p ON p.id = q.property_id"
        " WHERE q.customer_id = ?"
    )
    sql, params = toolkit.narrowed(sql, (customer_id,), "q.status", status)
    out = []
    for q in _rows(sql + " ORDER BY q.issued_on", params):
        shown = toolkit.named(q, "quote_number=number work property=address")
        shown |= toolkit.named(q, "price_ex_vat_gbp=price_ex_vat vat_gbp=vat total_gbp=total")
        shown |= toolkit.named(q, "sent_on=issued_on valid_until status")
        out.append(shown | {"surveyed_by": _engineer_name(q["surveyed_by"])})
    return out


def customer_invoices(customer_id: int, status: InvoiceStatus | None = None) -> dict:
    """A customer's invoices and what they owe: the balance still to pay, and each invoice's
    number, job, property, date, due date, amount, status (paid, outstanding or overdue) and
    the day it was paid.

    Args:
        customer_id: the customer's account number, e.g. 303.
        status: only invoices with this status, e.g. "overdue".

    Examples:
        Is there anything unpaid on Joanne Tillotson's account?
        How much is my last bill? It's Nkechi Obi
        Which invoices are overdue for Fenwick & Dunn Property Management?
    """
    _customer(customer_id)
    sql = (
        "SELECT i.*, j.what, p.address FROM invoices i JOIN jobs j ON j.id = i.job_id"
        " JOIN properties p ON p.id = j.property_id WHERE i.customer_id = ?"
    )
    sql, params = toolkit.narrowed(sql, (customer_id,), "i.status", status)
    unpaid = "SELECT SUM(amount_gbp) FROM invoices WHERE customer_id = ? AND status != 'paid'"
    owed = _rows(unpaid, (customer_id,))[0][0] or 0.0
    rows = _rows(sql + " ORDER BY i.issued_on, i.number", params)
    return {
        "balance_owed_gbp": round(owed, 2),
        "invoices": [
            toolkit.named(i, "invoice_number=number job_id=job_id for=what property=address")
            | toolkit.named(i, "issued_on due_date amount_gbp status paid_on")
            for i in rows
        ],
    }


_SEARCHED = ("number", "part", "part_number", "supplier", "address", "customer")


def search_parts_orders(query: str | None = None, status: PartStatus | None = None) -> list[dict]:
    """Parts we have ordered for boiler repairs: order number, part and part number,
    supplier, ordered on, expected delivery date, status (on order, back-ordered, arrived or
    fitted), the customer and property, and the job that fits it.

    Args:
        query: words about the order: the part, supplier, customer, address or order
            number, e.g. "diverter valve" or "Hollins Road"; leave out to list every order.
        status: only orders with this status, e.g. "back-ordered".

    Examples:
        Has the diverter valve for 14 Glebe Road arrived?
        Which parts are still on back order?
        What have we ordered from Wolseley?
    """
    sql = (
        "SELECT o.*, p.address, c.name AS customer FROM parts_orders o"
        " JOIN jobs j ON j.id = o.job_id JOIN properties p ON p.id = j.property_id"
        " JOIN customers c ON c.id = p.customer_id WHERE 1 = 1"
    )
    sql, params = toolkit.narrowed(sql, (), "o.status", status)
    rows = _rows(sql + " ORDER BY o.number", params)
    words = [w for w in re.findall(r"[a-z0-9]+", _plain(query or "")) if len(w) > 2]
    words = [w for w in words if w not in {"the", "for", "and", "part", "parts", "order"}]
    found = toolkit.ranked(rows, words, lambda o: _plain(" ".join(str(o[k]) for k in _SEARCHED)))
    shown = "order_number=number part part_number supplier ordered_on expected_on status"
    return [
        toolkit.named(o, shown)
        | {"customer": o["customer"], "property": o["address"], "job": {"job_id": o["job_id"]}}
        for o in found
    ]


# The look-ups served as tools, in order, and the listers of the values their parameters take.
TOOLS = [
    get_engineer,
    get_customer,
    get_property,
    customer_jobs,
    get_job,
    customer_quotes,
    customer_invoices,
    search_parts_orders,
]
_BY_CUSTOMER = {"customer_id": customer_names}
VALUES: dict[str, dict[str, Any]] = {"get_engineer": {"name": engineer_names}}
_OWNED = ("get_customer", "customer_jobs", "customer_quotes", "customer_invoices")
VALUES |= {name: _BY_CUSTOMER for name in _OWNED}
VALUES |= {"get_property": {"property_id": property_addresses}, "get_job": {"job_id": job_labels}}
