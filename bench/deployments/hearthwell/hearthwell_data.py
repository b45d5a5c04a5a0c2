"""Hearthwell Heating & Plumbing's records and its eight read-only look-ups: the one
implementation behind both forms of the deployment (``hearthwell_tools.py`` marks these
functions ``@tool``; ``../hearthwellmcp/server.py`` serves them over MCP).

The database is SQLite in memory, built on import from ``random.Random(SEED)`` and the fixed
lists (fixed_lists.json), "as of" Monday 2026-09-14 (no clock is read), then made read-only with
``PRAGMA query_only``. Rows are written and read with the shared helpers of
``bench/deployments/toolkit.py`` (``insert``, ``one``, ``named``), loaded by its path.

Tables: engineers, customers, parts, jobs, job_parts, quotes, invoices, certificates, meta.
"""

from __future__ import annotations

import datetime as dt
import inspect
import random
import sqlite3
import threading
from pathlib import Path
from typing import Any, Literal

from tools.registry import load_module

toolkit = load_module(str(Path(__file__).resolve().parents[1] / "toolkit.py"))
ToolError = toolkit.ToolError

SEED = 20260914
AS_OF = dt.date(2026, 9, 14)
VERSION = "hearthwell-1"

(ENGINEERS, CUSTOMER_NAMES, BOILERS, PLANS, NEW_BOILERS,
 FAULTS, OUTCOMES, SCHEMA_LINES) = toolkit.fixed(__file__)  # fmt: skip


SCHEMA = "\n".join(SCHEMA_LINES)

# ENGINEERS: name, Gas Safe number (None: not gas registered), role, skills, area, van
# BOILERS: make, model, fuel
# PLANS: tier: monthly fee, what it covers
# FAULTS: a breakdown: the fault reported, what was done and the part fitted (None: no part)
# OUTCOMES: outcome of a gas safety check

TOWNS = [  # town, "postcode-prefix dialling-code", street names, engineer (index) covering it
    ("Sheffield", "S8 0114", ["Abbeydale Road", "Carterknowle Avenue", "Woodseats Road"], 0),
    ("Sheffield", "S6 0114", ["Walkley Bank Road", "Hillsborough Place", "Middlewood Road"], 1),
    ("Chesterfield", "S40 01246", ["Ashgate Road", "Storforth Lane", "Cobden Road"], 2),
    ("Dronfield", "S18 01246", ["Gosforth Lane", "Stonelow Road"], 2),
    ("Rotherham", "S60 01709", ["Moorgate Road", "Broom Lane", "Wickersley Road"], 3),
    ("Hathersage", "S32 01433", ["Baulk Lane", "Jaggers Lane"], 4),
]


# code | name | category | price | description, one part a line
PARTS = [
    tuple(line.split(" | "))
    for line in """
HW-1001 | Diverter valve cartridge (Worcester Greenstar) | boiler parts | 68.00 | Replaces a sticking diverter: no hot water while the heating works, or radiators warm when only a tap is running.
HW-1002 | Diverter valve motor head (Vaillant ecoTEC) | boiler parts | 54.50 | Actuator for the three-port diverter on ecoTEC combis; fixes heating stuck on hot water.
HW-1003 | Circulating pump (Grundfos UPM3 15-70) | boiler parts | 142.00 | Boiler pump for most combis; noisy, seized or humming pumps, boiler overheating.
HW-1004 | Fan assembly (Ideal Logic) | boiler parts | 118.00 | Combustion fan for Ideal Logic combis; fault L2 or a fan that rattles or will not spin.
HW-1005 | Printed circuit board (Baxi 800) | boiler parts | 236.00 | Main control board; dead display, random lock-outs after a power cut or a water leak.
HW-1006 | Ignition electrode and seal kit | boiler parts | 24.00 | Spark electrode with gasket; boiler clicks but will not light, ignition lock-out.
HW-1007 | Flame sensing electrode | boiler parts | 19.50 | Detects the flame; boiler lights then cuts out after a few seconds.
HW-1008 | Gas valve (SIT 848 Sigma) | boiler parts | 164.00 | Modulating gas valve; no ignition with a good spark, fitted and gas-rate checked.
HW-1009 | Plate heat exchanger, 12 plate | boiler parts | 98.00 | Secondary heat exchanger; lukewarm or fluctuating hot water from a combi, scale build-up.
HW-1010 | Expansion vessel, 8 litre | boiler parts | 46.00 | Replaces a flat expansion vessel when the pressure keeps dropping or the relief valve drips outside.
HW-1011 | Pressure relief valve, 3 bar | boiler parts | 21.00 | Safety valve that lets water out when the system pressure goes over 3 bar.
HW-1012 | Condensate trap and siphon | boiler parts | 17.50 | Blocked or frozen condensate; boiler gurgles or shows a flame fault in cold weather.
HW-1013 | Condensate pipe trace heating and lagging, per metre | boiler parts | 12.00 | Stops the outside condensate pipe freezing in winter.
HW-2001 | Magnetic system filter (MagnaClean Professional 2) | filters and water treatment | 129.00 | Catches magnetite sludge before it reaches the boiler; fitted on the return pipe.
HW-2002 | Central heating inhibitor, 1 litre | filters and water treatment | 18.00 | Chemical protection against corrosion and sludge, dosed after a drain-down or flush.
HW-2003 | Powerflush, up to 10 radiators | filters and water treatment | 420.00 | Power flushing of the whole heating system with cleanser and inhibitor; cold spots at the bottom of radiators, sludge.
HW-3001 | Thermostatic radiator valve pair (Drayton TRV4) | radiators and valves | 32.00 | TRV head and lockshield, 15 mm, fitted per radiator; lets each room be set separately.
HW-3002 | Lockshield valve, 15 mm | radiators and valves | 9.50 | Balancing valve on the return side of a radiator.
HW-3003 | Double panel convector radiator, 600 x 1000 mm | radiators and valves | 148.00 | Type 22 radiator, white, about 1,900 W; supplied and fitted with brackets.
HW-3004 | Chrome towel rail, 800 x 500 mm | radiators and valves | 96.00 | Ladder towel warmer for bathrooms, plumbed into the heating.
HW-3005 | Radiator bleed key and air vent | radiators and valves | 4.50 | Automatic air vent for radiators that need bleeding often; gurgling, cold at the top.
HW-3006 | Two-port zone valve (Honeywell V4043H) | radiators and valves | 88.00 | Motorised valve for heating or hot water zones on system and regular boilers.
HW-4001 | Wireless programmable room thermostat (Hive Active Heating) | controls | 179.00 | Smart thermostat with app control; fitted and paired.
HW-4002 | Carbon monoxide alarm, sealed 10-year battery | controls | 28.00 | Audible CO alarm; fitted in the room with the boiler or gas fire.
HW-5001 | Combi boiler, Worcester Bosch Greenstar 4000 30kW | boilers | 1795.00 | New combination boiler, supply only price; the fitted price is quoted after a survey.
HW-5002 | Combi boiler, Vaillant ecoTEC plus 835 | boilers | 1880.00 | New combination boiler, supply only price; the fitted price is quoted after a survey.
HW-5003 | System boiler, Ideal Logic Max System 24 | boilers | 1390.00 | New system boiler for homes with a hot water cylinder, supply only price.
HW-6001 | Kitchen mixer tap, monobloc | taps and bathroom | 64.00 | Single-lever chrome kitchen tap, fitted; dripping or stiff taps.
HW-6002 | Toilet fill valve and flush valve kit | taps and bathroom | 27.50 | Fixes a cistern that keeps running or will not refill.
""".strip().splitlines()
]


PLUMBER = 6  # Connor Ashby, for leaks and radiators

SLOTS = ["08:00-12:00", "12:00-16:00", "16:00-19:00"]


INSTALLS = [  # what was quoted, amount, parts fitted
    (
        "Replace boiler with a Worcester Bosch Greenstar 4000 30kW combi, magnetic filter, "
        "flush and Hive thermostat",
        3450.0,
        ["HW-5001", "HW-2001", "HW-4001"],
    ),
    (
        "Replace boiler with a Vaillant ecoTEC plus 835 combi and magnetic filter",
        3290.0,
        ["HW-5002", "HW-2001"],
    ),
    (
        "Replace system boiler with an Ideal Logic Max System 24, new zone valves",
        2875.0,
        ["HW-5003", "HW-3006"],
    ),
    ("Powerflush and two new thermostatic radiator valve pairs", 484.0, ["HW-2003", "HW-3001"]),
    (
        "Add a double radiator in the extension and a towel rail in the bathroom",
        560.0,
        ["HW-3003", "HW-3004"],
    ),
    (
        "Move the combi boiler into the loft, new flue and magnetic filter",
        4120.0,
        ["HW-5001", "HW-2001"],
    ),
]


DB: sqlite3.Connection = sqlite3.connect(":memory:", check_same_thread=False)
DB.row_factory = sqlite3.Row
_LOCK = threading.Lock()


def query(sql: str, params: tuple[Any, ...] | list[Any] = ()) -> list[sqlite3.Row]:
    """Every row of one query (one at a time: the connection is shared between threads)."""
    with _LOCK:
        return DB.execute(sql, params).fetchall()


def _phone(rng: random.Random, dialling: str) -> str:
    """A landline: 0114 numbers have seven digits, the others six."""
    number = str(rng.randint(2000000, 4999999))
    return (
        f"{dialling} {number[:3]} {number[3:]}"
        if dialling == "0114"
        else f"{dialling} {number[1:]}"
    )


def _day(rng: random.Random, start: dt.date, end: dt.date) -> dt.date:
    return start + dt.timedelta(days=rng.randint(0, (end - start).days))


def _fill_people(db: sqlite3.Connection, rng: random.Random) -> list[tuple[int, int, str]]:
    """Engineers, parts and customers; returns (customer id, engineer id, plan) per customer."""
    for i, (name, gas_safe, role, skills, area, van) in enumerate(ENGINEERS, start=1):
        handle = name.split()[0].lower()
        mobile = f"07700 9{rng.randint(10000, 99999)}"
        row = (i, name, gas_safe, role, skills, area, mobile, f"{handle}@hearthwell.co.uk", van)
        toolkit.insert(db, "engineers", row)
    for code, name, category, price, description in PARTS:
        row = (code, name, category, float(price), rng.random() < 0.85, description)
        toolkit.insert(db, "parts", row)
    people = []
    for cid, name in enumerate(CUSTOMER_NAMES, start=301):
        town, codes, streets, engineer = rng.choice(TOWNS)
        prefix, dialling = codes.split()
        make, model, fuel = (
            BOILERS[7] if town == "Hathersage" and rng.random() < 0.6 else (rng.choice(BOILERS[:7]))
        )
        plan = rng.choices(list(PLANS), weights=[3, 3, 4, 2])[0]
        renewal = None if plan == "none" else _day(rng, AS_OF, AS_OF + dt.timedelta(days=330))
        street = f"{rng.randint(2, 180)} {rng.choice(streets)}"
        postcode = f"{prefix} {rng.randint(1, 9)}{rng.choice('ABDEFGHJLNPQRSTUWXY')}" + (
            rng.choice("ABDEFGHJLNPQRSTUWXY")
        )
        first, last = name.split()[0], name.split()[-1]
        row = (cid, name, street, town, postcode, _phone(rng, dialling))
        row += (f"{first}.{last}@example.co.uk".lower(), make, model, fuel)
        row += (rng.randint(2009, 2023), plan, PLANS[plan][0])
        row += (renewal and renewal.isoformat(), rng.random() < 0.2)
        toolkit.insert(db, "customers", row)
        people.append((cid, engineer + 1, plan))
    return people


class _Jobs:
    """Writes jobs with their parts, invoices and certificates, numbering each as it goes."""

    def __init__(self, db: sqlite3.Connection, rng: random.Random) -> None:
        self.db, self.rng = db, rng
        self.job_id, self.invoice_seq, self.cert_seq, self.quote_id = 7100, 0, 0, 880

    def add(self, who: tuple[int, int, str], when: dt.date, kind: str, work: tuple) -> int:
        """One job: ``work`` is (fault, work done, parts, labour before the plan); returns its
        id."""
        cid, engineer, plan = who
        fault, done, parts, labour = work
        covers = PLANS[plan][1]
        self.job_id += 1
        if when > AS_OF:
            status, done = "booked", None
        else:
            status = self.rng.choices(["completed", "no access", "cancelled"], weights=[16, 1, 1])[
                0
            ]
            done = done if status == "completed" else None
        if status != "completed":
            parts = []
        if (kind == "annual service" and "annual service" in covers) or (
            kind == "breakdown" and "breakdown labour" in covers
        ):
            labour = 0.0
        charged = not (kind == "breakdown" and "breakdown parts" in covers)
        parts_gbp = 0.0
        for code in parts:
            toolkit.insert(self.db, "job_parts", (self.job_id, code, 1, charged))
            price = self.db.execute("SELECT price_gbp FROM parts WHERE code = ?", (code,))
            parts_gbp += price.fetchone()[0] if charged else 0.0
        if kind == "installation":  # the quoted price: the parts, the rest labour
            labour -= parts_gbp
        slot = self.rng.choice(SLOTS)
        labour = labour if status == "completed" or when > AS_OF else 0.0
        row = (self.job_id, cid, engineer, when.isoformat(), slot, kind, status, fault, done)
        toolkit.insert(self.db, "jobs", (*row, labour, parts_gbp))
        if status == "completed" and labour + parts_gbp > 0:
            self.bill(cid, when, labour + parts_gbp)
        for code in set(parts) & set(NEW_BOILERS):  # the new boiler is now theirs
            make, model = NEW_BOILERS[code]
            sql = "UPDATE customers SET boiler_make = ?, boiler_model = ?, boiler_fitted = ? WHERE id = ?"
            self.db.execute(sql, (make, model, when.year, cid))
        if status == "completed" and kind == "annual service":
            self.certify(cid, engineer, when, self.job_id)
        return self.job_id

    def bill(self, cid: int, when: dt.date, amount: float) -> None:
        self.invoice_seq += 1
        due = when + dt.timedelta(days=14)
        if due >= AS_OF:
            paid = self.rng.choice([0.0, amount])
        else:
            paid = self.rng.choices([amount, 0.0, round(amount / 2)], weights=[7, 2, 1])[0]
        balance = round(amount - paid, 2)
        status = "paid" if balance == 0 else ("part paid" if paid else "unpaid")
        status = "overdue" if balance and due < AS_OF else status
        number = f"HW-{when:%y%m}-{self.invoice_seq:03d}"
        row = (number, self.job_id, cid, when.isoformat(), due.isoformat(), amount, paid)
        toolkit.insert(self.db, "invoices", (*row, balance, status))

    def certify(self, cid: int, engineer: int, when: dt.date, job: int | None) -> None:
        fuel = self.db.execute("SELECT boiler_fuel FROM customers WHERE id = ?", (cid,))
        if fuel.fetchone()[0] != "gas":
            return  # an oil boiler has no gas safety record
        self.cert_seq += 1
        expires = when.replace(year=when.year + 1) - dt.timedelta(days=1)
        appliances = self.rng.choice(
            ["boiler", "boiler, gas hob", "boiler, gas fire", "boiler, gas hob, gas fire"]
        )
        outcome = self.rng.choice(OUTCOMES)
        if "hob" not in appliances and outcome.startswith("at risk"):
            outcome = "pass"
        row = (f"GSR-{when:%Y}-{self.cert_seq:04d}", cid, engineer, job, when.isoformat())
        toolkit.insert(self.db, "certificates", (*row, expires.isoformat(), appliances, outcome))


def _fill(db: sqlite3.Connection, rng: random.Random) -> None:
    db.executescript(SCHEMA)
    people = _fill_people(db, rng)
    jobs = _Jobs(db, rng)
    start, end = dt.date(2026, 2, 2), AS_OF + dt.timedelta(days=10)
    for who in people:
        last_year = _day(rng, dt.date(2025, 6, 1), dt.date(2025, 12, 31))
        jobs.certify(who[0], who[1], last_year, None)
        service_day = last_year.replace(year=2026) - dt.timedelta(days=rng.randint(0, 20))
        jobs.add(
            who, service_day, "annual service", (None, "Annual service and safety check.", [], 95.0)
        )
        for _ in range(rng.choices([0, 1, 2], weights=[3, 4, 2])[0]):
            fault, done, part = rng.choice(FAULTS)
            parts = [part] if part else []
            sent = who if part else (who[0], PLUMBER, who[2])  # no boiler part: the plumber
            jobs.add(sent, _day(rng, start, end), "breakdown", (fault, done, parts, 85.0))
        if rng.random() < 0.4:
            _quote(jobs, who, _day(rng, start, dt.date(2026, 9, 30)))


def _quote(jobs: _Jobs, who: tuple[int, int, str], when: dt.date) -> None:
    """A quote visit, the quote it gave and, if accepted, the installation."""
    rng = jobs.rng
    oil = jobs.db.execute("SELECT boiler_fuel FROM customers WHERE id = ?", (who[0],))
    what, amount, parts = rng.choice(INSTALLS[3:] if oil.fetchone()[0] == "oil" else INSTALLS)
    survey = jobs.add(
        who, when, "quote visit", ("asked for a quote", "Surveyed and measured.", [], 0.0)
    )
    seen = jobs.db.execute("SELECT status FROM jobs WHERE id = ?", (survey,)).fetchone()[0]
    if seen != "completed":
        return
    valid = when + dt.timedelta(days=30)
    status = rng.choices(["accepted", "declined", "awaiting reply"], weights=[5, 2, 3])[0]
    status = "expired" if status == "awaiting reply" and valid < AS_OF else status
    jobs.quote_id += 1
    row = (jobs.quote_id, who[0], survey, who[1], what, amount, when.isoformat(), valid.isoformat())
    toolkit.insert(jobs.db, "quotes", (*row, status))
    if status == "accepted":
        fitted = when + dt.timedelta(days=rng.randint(10, 40))
        jobs.add(
            who,
            fitted,
            "installation",
            (what, "Installed and commissioned as quoted.", parts, amount),
        )


def _build() -> None:
    rng = random.Random(SEED)
    _fill(DB, rng)
    for key, value in (
        ("schema_version", VERSION),
        ("seed", str(SEED)),
        ("as_of", AS_OF.isoformat()),
    ):
        DB.execute("INSERT INTO meta VALUES (?, ?)", (key, value))
    DB.commit()
    DB.execute("PRAGMA query_only = ON")


_build()


# ---- looking things up ------------------------------------------------------------------------

customer_names, _customer = toolkit.owners(
    __name__,
    query,
    (
        "customer_names",
        "customers",
        "(customer number, the customer's name).",
        "there is no customer {}",
    ),
)
engineer_names = toolkit.names(
    __name__, "engineer_names", query, "engineers.name", "The engineers' full names."
)

# lister name: (SQL giving value and label, docstring)
_LABELLED = {
    "job_labels": (
        "SELECT j.id, 'job ' || j.id || ': ' || j.type || ' at ' || c.name || '''s on ' || j.date "
        "FROM jobs j JOIN customers c ON c.id = j.customer_id ORDER BY j.id",
        "(job number, 'job N: TYPE at CUSTOMER's on DATE').",
    ),
    "quote_labels": (
        "SELECT q.id, 'quote ' || q.id || ' for ' || c.name || ': ' || q.description "
        "FROM quotes q JOIN customers c ON c.id = q.customer_id ORDER BY q.id",
        "(quote number, 'quote N for CUSTOMER: WHAT').",
    ),
    "invoice_labels": (
        "SELECT i.number, 'invoice ' || i.number || ' for ' || c.name || ', ' || i.issued "
        "FROM invoices i JOIN customers c ON c.id = i.customer_id ORDER BY i.number",
        "(invoice number, 'invoice N for CUSTOMER, DATE').",
    ),
}


def _lister(name: str) -> Any:
    sql, doc = _LABELLED[name]

    def lister() -> list[tuple[Any, str]]:
        return [(r[0], r[1]) for r in query(sql)]

    lister.__name__ = lister.__qualname__ = name
    lister.__doc__ = doc
    return lister


job_labels, quote_labels, invoice_labels = (_lister(n) for n in _LABELLED)

JobStatus = Literal["completed", "booked", "no access", "cancelled"]


def _engineer(engineer_id: int) -> dict[str, Any]:
    row = query("SELECT * FROM engineers WHERE id = ?", (engineer_id,))[0]
    return toolkit.named(row, "name role gas_safe_number")


def _who(customer_id: int) -> dict[str, Any]:
    row = _customer(customer_id)
    return {
        "customer_id": customer_id,
        "name": row["name"],
        "address": f"{row['address']}, {row['town']} {row['postcode']}",
    }


def _parts_used(job_id: int) -> list[dict[str, Any]]:
    sql = (
        "SELECT p.code, p.name, jp.quantity, p.price_gbp, jp.charged FROM job_parts jp "
        "JOIN parts p ON p.code = jp.part_code WHERE jp.job_id = ? ORDER BY p.code"
    )
    out = []
    for r in query(sql, (job_id,)):
        part = toolkit.named(r, "code name quantity price_gbp")
        part["charged_to_customer"] = bool(r["charged"])
        out.append(part)
    return out


def get_customer(customer_id: int) -> dict:
    """A customer's details: address, phone, their boiler (make, model, year fitted), their
    service plan (tier, monthly cost, what it covers, renewal date), what they owe and their
    next booked visit.

    Args:
        customer_id: the customer's number, e.g. 307.

    Examples:
        What boiler has Margaret Hinchliffe got?
        When does my service plan renew? I'm Kwame Asante
        How much does customer 312 owe us?
    """
    row = _customer(customer_id)
    owed = query(
        "SELECT COALESCE(SUM(balance_gbp), 0) FROM invoices WHERE customer_id = ?", (customer_id,)
    )[0][0]
    nxt = query(
        "SELECT id, date, slot, type FROM jobs WHERE customer_id = ? AND status = "
        "'booked' ORDER BY date LIMIT 1",
        (customer_id,),
    )
    out = _who(customer_id)
    out.update(toolkit.named(row, "phone email"))
    out["landlord"] = bool(row["landlord"])
    out["boiler"] = toolkit.named(
        row, "make=boiler_make model=boiler_model fuel=boiler_fuel year_fitted=boiler_fitted"
    )
    out["service_plan"] = {
        "tier": row["plan"],
        "monthly_gbp": row["plan_monthly_gbp"],
        "covers": list(PLANS[row["plan"]][1]),
        "renews_on": row["plan_renewal"],
    }
    out["balance_owed_gbp"] = round(owed, 2)
    out["next_visit"] = toolkit.named(nxt[0], "job_id=id date slot type") if nxt else None
    return out


def customer_jobs(customer_id: int, status: JobStatus | None = None) -> list[dict]:
    """The visits booked for one customer (annual services, breakdowns, installations, quote
    visits), latest first, with the engineer, the slot and the status.

    Args:
        customer_id: the customer's number, e.g. 307.
        status: only visits with this status: completed, booked, no access or cancelled.

    Examples:
        When is Philip Oxley's next visit booked?
        What jobs have we done for customer 318 this year?
        Has anyone been out to Carol Wragg's for a breakdown?
    """
    _customer(customer_id)
    rows = toolkit.owned(query, "jobs", ("customer_id", customer_id), "date DESC", status=status)
    out = []
    for r in rows:
        job = toolkit.named(r, "job_id=id date slot type status")
        job["engineer"] = _engineer(r["engineer_id"])["name"]
        out.append(job)
    return out


def get_job(job_id: int) -> dict:
    """One job (a visit): date, time slot, type, status, the customer and address, the
    engineer (with Gas Safe number), the fault reported, the work done, the parts fitted, the
    labour charge and its invoice.

    Args:
        job_id: the job number, e.g. 7123.

    Examples:
        What parts were fitted on job 7130?
        Who is coming for job 7155 and what time slot?
        How much was the labour on job 7108?
    """
    row = toolkit.one(
        query, "SELECT * FROM jobs WHERE id = ?", (job_id,), f"there is no job {job_id}"
    )
    out = toolkit.named(row, "job_id=id date slot type status")
    out["customer"] = _who(row["customer_id"])
    out["engineer"] = _engineer(row["engineer_id"])
    out.update(toolkit.named(row, "reported_fault work_done"))
    out["parts_used"] = _parts_used(job_id)
    out.update(toolkit.named(row, "labour_gbp parts_gbp"))
    inv = query("SELECT * FROM invoices WHERE job_id = ?", (job_id,))
    out["invoice"] = toolkit.named(inv[0], "number amount_gbp balance_gbp status") if inv else None
    return out


def get_engineer(name: str) -> dict:
    """One of our engineers: their role, Gas Safe registration number, skills, the area they
    cover, mobile, email, van and their next five booked jobs.

    Args:
        name: the engineer's name, e.g. "Dale Fretwell" (a first name or surname will do).

    Examples:
        What's Shabana's Gas Safe number?
        Does Gethin do unvented cylinders?
        Which jobs has Marek Zielinski got coming up?
    """
    words = name.strip().lower().split()
    rows = [
        r
        for r in query("SELECT * FROM engineers ORDER BY id")
        if words and all(w in r["name"].lower().split() or w == r["name"].lower() for w in words)
    ]
    if not rows:
        raise ToolError(f"there is no engineer called {name!r}")
    row = rows[0]
    out = toolkit.named(row, "name role gas_safe_number skills area mobile email van")
    sql = (
        "SELECT j.id, j.date, j.slot, j.type, c.name AS customer, c.town FROM jobs j "
        "JOIN customers c ON c.id = j.customer_id WHERE j.engineer_id = ? AND j.status = "
        "'booked' ORDER BY j.date, j.id LIMIT 5"
    )
    out["next_jobs"] = [
        toolkit.named(r, "job_id=id date slot type customer town") for r in query(sql, (row["id"],))
    ]
    return out


def _words(text: str) -> list[str]:
    """The words of a search, lower case, without a plural s."""
    cleaned = "".join(ch if ch.isalnum() else " " for ch in text.lower())
    return [w[:-1] if w.endswith("s") and len(w) > 3 else w for w in cleaned.split() if len(w) > 2]


def search_parts(search: str | None = None, max_price_gbp: float | None = None) -> list[dict]:
    """Our parts and price list (boiler parts, filters, radiators and valves, controls, new
    boilers, taps): code, name, category, price, whether it is in stock and what it is for.
    Searches names and descriptions; with no search it lists everything.

    Args:
        search: words to look for, e.g. "expansion vessel" or "pressure keeps dropping".
        max_price_gbp: only parts costing at most this many pounds, e.g. 50.

    Examples:
        How much is a magnetic filter?
        Do you have a pump for a combi in stock?
        What do you charge for a thermostatic radiator valve?
    """
    rows = query("SELECT * FROM parts ORDER BY code")
    if max_price_gbp is not None:
        rows = [r for r in rows if r["price_gbp"] <= max_price_gbp]
    words = _words(search or "")
    if words:
        scored = []
        for r in rows:
            text = " ".join(_words(f"{r['name']} {r['category']} {r['description']}"))
            scored.append((sum(w in text for w in words), r))
        best = max((s for s, _ in scored), default=0)
        rows = [r for s, r in scored if s == best and s > 0]
    out = []
    for r in rows:
        part = toolkit.named(r, "code name category price_gbp")
        part["in_stock"] = bool(r["in_stock"])
        part["description"] = r["description"]
        out.append(part)
    return out


def get_quote(quote_id: int) -> dict:
    """One quote (a new boiler, a powerflush, radiators): what it is for, the amount, when it
    was given and until when it is valid, whether it was accepted, who surveyed, and the
    installation job if it went ahead.

    Args:
        quote_id: the quote number, e.g. 884.

    Examples:
        How much did you quote Graham Ibbotson for the new boiler?
        Is quote 885 still valid?
        Did Yvonne Cawthorne accept her quote?
    """
    row = toolkit.one(
        query, "SELECT * FROM quotes WHERE id = ?", (quote_id,), f"there is no quote {quote_id}"
    )
    out = {"quote_id": quote_id, "customer": _who(row["customer_id"])}
    out.update(toolkit.named(row, "description amount_gbp issued valid_until status"))
    out["surveyed_by"] = _engineer(row["engineer_id"])["name"]
    out["survey_job_id"] = row["survey_job_id"]
    fitted = query(
        "SELECT id, date, status FROM jobs WHERE customer_id = ? AND type = "
        "'installation' AND date > ? ORDER BY date LIMIT 1",
        (row["customer_id"], row["issued"]),
    )
    done = row["status"] == "accepted" and fitted
    out["installation"] = toolkit.named(fitted[0], "job_id=id date status") if done else None
    return out


def get_invoice(invoice_number: str) -> dict:
    """One invoice: the job it is for, the customer, when it was issued and is due, the
    amount, what has been paid, the balance left and its status (paid, unpaid, overdue).

    Args:
        invoice_number: the invoice number as printed, e.g. "HW-2607-004".

    Examples:
        What's left to pay on invoice HW-2603-006?
        When is invoice HW-2605-013 due?
        Has Neil Hattersley paid his invoice?
    """
    number = invoice_number.strip().upper()
    row = toolkit.one(
        query,
        "SELECT * FROM invoices WHERE number = ?",
        (number,),
        f"there is no invoice {invoice_number}",
    )
    job = query("SELECT id, date, type FROM jobs WHERE id = ?", (row["job_id"],))[0]
    out = {
        "invoice_number": number,
        "job": toolkit.named(job, "job_id=id date type"),
        "customer": _who(row["customer_id"]),
    }
    out.update(toolkit.named(row, "issued due amount_gbp paid_gbp balance_gbp status"))
    return out


def gas_safety_certificates(customer_id: int) -> list[dict]:
    """A customer's gas safety records (certificates), latest first: certificate number, the
    date issued, the expiry date, the appliances checked, the outcome and the engineer who
    signed it with their Gas Safe number.

    Args:
        customer_id: the customer's number, e.g. 307.

    Examples:
        When does Philip Oxley's gas safety certificate run out?
        Can you send me the gas safe cert number for my flat? Customer 304
        Who did the last gas safety check at Vikram Sethi's?
    """
    _customer(customer_id)
    rows = toolkit.owned(query, "certificates", ("customer_id", customer_id), "issued DESC")
    out = []
    for r in rows:
        cert = toolkit.named(r, "certificate_number=number issued expires appliances outcome")
        cert["engineer"] = _engineer(r["engineer_id"])
        out.append(cert)
    return out


TOOLS = [
    get_customer,
    customer_jobs,
    get_job,
    get_engineer,
    search_parts,
    get_quote,
    get_invoice,
    gas_safety_certificates,
]

# the lister of each parameter that names a record, for every tool that takes it
_LISTERS = {
    "customer_id": customer_names,
    "job_id": job_labels,
    "name": engineer_names,
    "quote_id": quote_labels,
    "invoice_number": invoice_labels,
}
VALUES = {
    fn.__name__: {p: _LISTERS[p] for p in inspect.signature(fn).parameters if p in _LISTERS}
    for fn in TOOLS
}
