"""Millrace Cycles (fictional), a bicycle hire and repair shop in Hebden Bridge, West Yorkshire:
the one implementation behind both the Python tools (``tools.py``) and the MCP server
(``../millracemcp/server.py``).

An in-memory SQLite database is built on import from ``random.Random(SEED)`` and the fixed
lists (fixed_lists.json), "as of" Thursday 2026-07-16 (no clock is read), then made read-only. Tables:
``staff`` (8), ``fleet`` (18 hire bikes), ``customers`` (30), ``own_bikes`` (customers' own
bikes), ``repairs`` (workshop jobs), ``hires`` (hire bookings) and ``meta``.

Each tool is a plain typed function with a docstring (summary, Args, Examples); an unknown
id raises ``tools.registry.ToolError`` (through ``toolkit.one``). ``TOOLS`` lists them; the
``*_names`` functions list the values their id parameters take.
"""

from __future__ import annotations

import datetime as dt
import random
import re
import sqlite3
from pathlib import Path
from typing import Any, Literal

from tools.registry import load_module

toolkit = load_module(str(Path(__file__).resolve().parents[1] / "toolkit.py"))

SEED = 20260716
TODAY = dt.date(2026, 7, 16)

# ---- fixed lists ----------------------------------------------------------------------------

# STAFF: id, name, role, specialities, working days
# FLEET: code, model, type, frame size, day rate, half-day rate, deposit, features
# WORK: work, labour in pounds
(STAFF, FLEET, CUSTOMERS, TOWNS, OWN_MODELS, WORK, PARTS,
 NOTES, RETURN_NOTES, CANCEL_REASONS, SCHEMA_LINES) = toolkit.fixed(__file__)  # fmt: skip
MECHANICS = [2, 3, 4, 5, 8]
DESK = [1, 6, 7]


CLUBS = ["Calder Clarion CC", "Todmorden Tri Club", "Halifax Imperial Wheelers"]
COLOURS = ["black", "matt grey", "racing green", "red", "white", "blue", "orange", "purple"]

SEATS = ("H-101", "H-102", "H-103", "H-104", "H-116")
HIRE_EXTRAS = ["helmet", "D-lock", "child seat", "panniers", "phone mount", "trail map"]
REPAIR_STATUSES = ("booked in", "in progress", "waiting for parts", "ready for collection",
                   "collected")  # fmt: skip

SCHEMA = "\n".join(SCHEMA_LINES)


def _phone(rng: random.Random) -> str:
    return f"07{rng.randint(400, 999)} {rng.randint(100000, 999999)}"


def _email(name: str, rng: random.Random) -> str:
    first, last = name.lower().replace("'", "").split(" ", 1)
    host = rng.choice(["gmail.example", "btinternet.example", "outlook.example"])
    return f"{first}.{last.replace(' ', '')}@{host}"


def _fill(db: sqlite3.Connection, rng: random.Random) -> None:
    db.executescript(SCHEMA)
    for sid, name, role, specialities, works in STAFF:
        email = name.split()[0].lower() + "@millracecycles.example"
        toolkit.insert(db, "staff", (sid, name, role, _phone(rng), email, specialities, works))
    for code, model, kind, size, day, half, deposit, features in FLEET:
        serviced = TODAY - dt.timedelta(days=rng.randint(3, 80))
        condition = "in the workshop (rear shock service)" if code == "H-105" else "good"
        row = (code, model, kind, size, day, half, deposit, features, condition)
        toolkit.insert(db, "fleet", (*row, serviced.isoformat()))
    bike_id = 0
    bikes: list[tuple[int, int]] = []
    for i, name in enumerate(CUSTOMERS):
        cid = 501 + i
        club = rng.choice(CLUBS) if rng.random() < 0.3 else None
        since = rng.randint(2014, 2026)
        row = (cid, name, _phone(rng), _email(name, rng), rng.choice(TOWNS), since, club)
        toolkit.insert(db, "customers", row)
        for _ in range(rng.choices([0, 1, 2], weights=[2, 5, 2])[0]):
            bike_id += 1
            model, colour = rng.choice(OWN_MODELS), rng.choice(COLOURS)
            toolkit.insert(db, "own_bikes", (bike_id, cid, model, colour))
            bikes.append((bike_id, cid))
    _repairs(db, rng, bikes)
    _hires(db, rng)
    db.execute("INSERT INTO meta VALUES ('seed', ?)", (str(SEED),))
    db.execute("INSERT INTO meta VALUES ('as_of', ?)", (TODAY.isoformat(),))
    db.commit()


def _repairs(db: sqlite3.Connection, rng: random.Random, bikes: list[tuple[int, int]]) -> None:
    for job in range(2401, 2447):
        bike, cid = rng.choice(bikes)
        model = db.execute("SELECT model FROM own_bikes WHERE id = ?", (bike,)).fetchone()[0]
        electric = "e-" in model
        work, labour = rng.choice([w for w in WORK if electric or "E-bike" not in w[0]])
        stock = [p for p in PARTS if electric or "Bosch" not in p[0]]
        parts = rng.sample(stock, rng.choices([0, 1, 2], weights=[3, 4, 2])[0])
        parts_cost = sum(p for _, p in parts)
        booked_in = TODAY + dt.timedelta(days=rng.randint(-40, 10))
        if booked_in > TODAY:
            status = "booked in"
        elif booked_in > TODAY - dt.timedelta(days=5):
            status = rng.choices(REPAIR_STATUSES[1:4], weights=[4, 2, 3])[0]
        else:
            status = rng.choices(REPAIR_STATUSES[2:], weights=[2, 2, 6])[0]
        awaited = expected = collected = None
        if status == "waiting for parts":
            part = rng.choice(stock)
            if part not in parts:
                parts.append(part)
                parts_cost += part[1]
            awaited = part[0]
            expected = (TODAY + dt.timedelta(days=rng.randint(2, 12))).isoformat()
        ready_by = booked_in + dt.timedelta(days=rng.randint(1, 5))
        if status == "waiting for parts":
            ready_by = dt.date.fromisoformat(expected) + dt.timedelta(days=1)
        elif status == "in progress":
            ready_by = max(ready_by, TODAY)
        elif status in ("ready for collection", "collected"):
            ready_by = min(ready_by, TODAY)
        if status == "collected":
            collected = min(ready_by + dt.timedelta(days=rng.randint(0, 4)), TODAY).isoformat()
        names = ", ".join(p for p, _ in parts)
        row = (job, cid, bike, rng.choice(MECHANICS), work, labour, names, parts_cost)
        row += (labour + parts_cost, status, booked_in.isoformat(), ready_by.isoformat())
        toolkit.insert(db, "repairs", (*row, awaited, expected, collected, rng.choice(NOTES)))


def _hires(db: sqlite3.Connection, rng: random.Random) -> None:
    taken: dict[str, list[tuple[dt.date, dt.date]]] = {code: [] for code, *_ in FLEET}
    fleet = {code: (day, half, deposit) for code, _, _, _, day, half, deposit, _ in FLEET}
    hire = 8000
    while hire < 8072:
        code = rng.choice(list(taken))
        cid = 501 + rng.randrange(len(CUSTOMERS))
        start = TODAY + dt.timedelta(days=rng.randint(-60, 45))
        half = rng.random() < 0.2
        days = 1 if half else rng.choices([1, 2, 3, 5, 7], weights=[5, 4, 3, 2, 1])[0]
        end = start + dt.timedelta(days=days - 1)
        cancelled = rng.random() < 0.08
        clash = any(not (end < a or start > b) for a, b in taken[code])
        if clash or (code == "H-105" and end >= TODAY - dt.timedelta(days=3)):
            continue
        hire += 1
        if not cancelled:
            taken[code].append((start, end))
        day, half_rate, deposit = fleet[code]
        price = half_rate if half else day * days
        pickup = rng.choice(["09:00", "09:30", "10:00", "13:00" if half else "11:00"])
        return_by = ("13:00" if pickup < "13:00" else "17:30") if half else "17:30"
        extras = rng.sample(HIRE_EXTRAS, rng.randint(0, 3))
        if code not in SEATS:  # a child seat only fits these
            extras = [e for e in extras if e != "child seat"]
        note = reason = None
        kept = 0.0
        if cancelled:
            status, reason = "cancelled", rng.choice(CANCEL_REASONS)
        elif start > TODAY:
            status = "booked"
        elif end >= TODAY:
            status = "out"
        else:
            status = "returned"
            note, kept = rng.choice(RETURN_NOTES)
        desk = rng.choice(DESK) if status in ("out", "returned") else None
        row = (hire, cid, code, start.isoformat(), end.isoformat(), pickup, return_by, int(half))
        row += (price, deposit, ", ".join(extras), status, desk, note, kept, reason)
        toolkit.insert(db, "hires", row)


DB = toolkit.in_memory(_fill, SEED)


def _query(sql: str, params: tuple[Any, ...] | list[Any] = ()) -> list[sqlite3.Row]:
    return DB.execute(sql, tuple(params)).fetchall()


# ---- listers ------------------------------------------------------------------------------


def customer_names() -> list[tuple[int, str]]:
    """(customer number, the customer's name)."""
    return [(r["id"], r["name"]) for r in _query("SELECT id, name FROM customers ORDER BY id")]


def staff_names() -> list[tuple[int, str]]:
    """(staff number, the staff member's name)."""
    return [(r["id"], r["name"]) for r in _query("SELECT id, name FROM staff ORDER BY id")]


def bike_codes() -> list[tuple[str, str]]:
    """(hire bike code, "CODE MODEL (SIZE)")."""
    rows = _query("SELECT code, model, frame_size FROM fleet ORDER BY code")
    return [(r["code"], f"{r['code']} {r['model']} ({r['frame_size']})") for r in rows]


def hire_numbers() -> list[tuple[int, str]]:
    """(hire number, "hire N for NAME")."""
    sql = "SELECT h.id, c.name FROM hires h JOIN customers c ON c.id = h.customer_id ORDER BY h.id"
    return [(r["id"], f"hire {r['id']} for {r['name']}") for r in _query(sql)]


def job_numbers() -> list[tuple[int, str]]:
    """(repair job number, "job N for NAME")."""
    sql = (
        "SELECT r.id, c.name FROM repairs r JOIN customers c ON c.id = r.customer_id ORDER BY r.id"
    )
    return [(r["id"], f"job {r['id']} for {r['name']}") for r in _query(sql)]


# ---- records ------------------------------------------------------------------------------


def _person(table: str, key: int | None) -> dict[str, Any] | None:
    if key is None:
        return None
    row = _query(f"SELECT id, name FROM {table} WHERE id = ?", (key,))[0]
    field = "customer_id" if table == "customers" else "staff_id"
    return {field: row["id"], "name": row["name"]}


def _bike_ref(code: str) -> dict[str, Any]:
    row = _query("SELECT code, model, type FROM fleet WHERE code = ?", (code,))[0]
    return toolkit.named(row, "bike_code=code model type")


def _own_bike(bike_id: int) -> dict[str, Any]:
    row = _query("SELECT model, colour FROM own_bikes WHERE id = ?", (bike_id,))[0]
    return {"model": row["model"], "colour": row["colour"]}


def _hire_line(r: sqlite3.Row) -> dict[str, Any]:
    return {
        "hire_id": r["id"],
        "bike": _bike_ref(r["bike_code"]),
        "from": r["start_date"],
        "to": r["end_date"],
        "half_day": bool(r["half_day"]),
        "status": r["status"],
        "price_gbp": r["price"],
    }


def _job_line(r: sqlite3.Row) -> dict[str, Any]:
    return {
        "job_id": r["id"],
        "bike": _own_bike(r["bike_id"]),
        **toolkit.named(r, "work status booked_in ready_by quote_gbp=quote"),
    }


def _customer_rows(
    customer_id: int, table: str, order: str, status: str | None
) -> tuple[dict[str, Any], list[sqlite3.Row]]:
    """A customer (number and name; none: ToolError) and their rows of ``table`` in
    ``order``, only those of ``status`` where one is given."""
    r = toolkit.one(_query, "SELECT * FROM customers WHERE id = ?", (customer_id,),
                    f"there is no customer {customer_id}")  # fmt: skip
    rows = toolkit.owned(_query, table, ("customer_id", customer_id), order, status=status)
    return {"customer_id": r["id"], "name": r["name"]}, rows


# ---- the tools ----------------------------------------------------------------------------


def get_customer(customer_id: int) -> dict:
    """One customer of the shop: phone, email, home town, the year they first came to us,
    their cycling club (club members get 10% off workshop labour) and the bikes of their own
    that we have on file.

    Args:
        customer_id: the customer's number, e.g. 507.

    Examples:
        What phone number have you got for Lydia Brearley?
        Which cycling club is customer 512 in?
        What bikes have we got on file for Declan Moss?
    """
    sql = "SELECT * FROM customers WHERE id = ?"
    r = toolkit.one(_query, sql, (customer_id,), f"there is no customer {customer_id}")
    bikes = _query(
        "SELECT model, colour FROM own_bikes WHERE customer_id = ? ORDER BY id", (r["id"],)
    )
    out = toolkit.named(r, "customer_id=id name phone email town customer_since club")
    out["club_discount"] = "10% off workshop labour" if r["club"] else None
    out["own_bikes"] = [{"model": b["model"], "colour": b["colour"]} for b in bikes]
    return out


def customer_hires(
    customer_id: int,
    status: Literal["booked", "out", "returned", "cancelled"] | None = None,
) -> dict:
    """A customer's bike hires, latest first: each with its hire number, the hire bike, the
    dates, its status and price. Optionally only those of one status.

    Args:
        customer_id: the customer's number, e.g. 507.
        status: only hires of this status: booked (still to come), out (on hire now),
            returned or cancelled.

    Examples:
        What hires has Gareth Holroyd got booked?
        Has customer 519 got a bike out at the moment?
        List all of Sunita Mistry's bike hires.
    """
    customer, rows = _customer_rows(customer_id, "hires", "start_date DESC, id DESC", status)
    return {"customer": customer, "hires": [_hire_line(h) for h in rows]}


def customer_repairs(
    customer_id: int,
    status: Literal[
        "booked in", "in progress", "waiting for parts", "ready for collection", "collected"
    ]
    | None = None,
) -> dict:
    """A customer's workshop repair jobs, latest first: each with its job number, their bike,
    the work, its status, the date it is due to be ready and the quote. Optionally only those
    of one status.

    Args:
        customer_id: the customer's number, e.g. 507.
        status: only jobs of this status: booked in, in progress, waiting for parts,
            ready for collection or collected.

    Examples:
        Is any of Malcolm Haigh's bikes ready to collect?
        What repairs have we done for customer 504?
        Has Fern Whitworth got a bike in the workshop?
    """
    customer, rows = _customer_rows(customer_id, "repairs", "booked_in DESC, id DESC", status)
    return {"customer": customer, "repair_jobs": [_job_line(j) for j in rows]}


def get_hire(hire_id: int) -> dict:
    """One bike hire: who hired it, the hire bike (its code and model), the dates, pickup time
    and the time it must be back, half or full days, price, deposit and what was kept from
    it, the extras (helmet, lock, child seat ...), its status, who at the hire desk checked it
    out, the note made when it came back and why it was cancelled.

    Args:
        hire_id: the hire number, e.g. 8014.

    Examples:
        What time does hire 8033 have to be back?
        How much deposit did I pay on hire 8012?
        Why was hire 8021 cancelled?
    """
    r = toolkit.one(_query, "SELECT * FROM hires WHERE id = ?", (hire_id,),
                    f"there is no hire {hire_id}")  # fmt: skip
    out = {"hire_id": r["id"], "customer": _person("customers", r["customer_id"]),
           "bike": _bike_ref(r["bike_code"])}  # fmt: skip
    out.update(toolkit.named(r, "status from=start_date to=end_date pickup_time return_by"))
    out["half_day"] = bool(r["half_day"])
    out["extras"] = r["extras"].split(", ") if r["extras"] else []
    out["price_gbp"] = r["price"]
    deposit = {"deposit_gbp": r["deposit"]}
    if r["status"] == "returned":
        deposit["kept_gbp"] = r["deposit_kept"]
        deposit["refunded_gbp"] = r["deposit"] - r["deposit_kept"]
    elif r["status"] == "cancelled":
        deposit["note"] = "no deposit taken"
    else:
        deposit["note"] = "taken at pickup, refunded when the bike comes back"
    out["deposit"] = deposit
    out["checked_out_by"] = _person("staff", r["checked_out_by"])
    out["return_note"] = r["return_note"]
    out["cancellation_reason"] = r["cancellation_reason"]
    return out


def get_repair_job(job_id: int) -> dict:
    """One workshop repair job: whose bike it is (customer and bike), the mechanic doing it,
    the work and parts, the quote (labour plus parts), its status, when it was booked in and
    when it should be ready, the part it is waiting for and when that is expected, when it was
    collected, and the workshop's notes.

    Args:
        job_id: the repair job number, e.g. 2417.

    Examples:
        Is job 2420 ready yet?
        How much is the quote on repair job 2433?
        Which part is job 2408 waiting for?
    """
    r = toolkit.one(_query, "SELECT * FROM repairs WHERE id = ?", (job_id,),
                    f"there is no repair job {job_id}")  # fmt: skip
    out = {"job_id": r["id"], "customer": _person("customers", r["customer_id"]),
           "bike": _own_bike(r["bike_id"]), "mechanic": _person("staff", r["mechanic_id"])}  # fmt: skip
    out.update(toolkit.named(r, "work status booked_in ready_by"))
    out["parts"] = r["parts"].split(", ") if r["parts"] else []
    out["quote"] = toolkit.named(r, "labour_gbp=labour parts_gbp=parts_cost total_gbp=quote")  # fmt: skip
    out["waiting_for_part"] = r["parts_awaited"]
    out["part_expected"] = r["parts_expected"]
    out["collected_on"] = r["collected_on"]
    out["notes"] = r["notes"] or None
    return out


def get_hire_bike(bike_code: str) -> dict:
    """One bike of the hire fleet: model, type, frame size, day and half-day rates, deposit,
    what it has (motor, battery, rack ...), its condition and last service, and whether it is
    out now and its next hires (dates only).

    Args:
        bike_code: the hire bike's code, e.g. "H-107".

    Examples:
        What's the day rate on the Cube Kathmandu?
        What frame size is hire bike H-113?
        When is the Tern GSD cargo bike next free?
    """
    code = bike_code.strip().upper()
    r = toolkit.one(_query, "SELECT * FROM fleet WHERE code = ?", (code,),
                    f"there is no hire bike {bike_code}")  # fmt: skip
    out = toolkit.named(r, "bike_code=code model type frame_size")
    out.update(toolkit.named(r, "day_rate_gbp=day_rate half_day_rate_gbp=half_day_rate"))
    out.update(toolkit.named(r, "deposit_gbp=deposit features condition last_service"))
    sql = ("SELECT id, start_date, end_date, status FROM hires WHERE bike_code = ? "
           "AND status IN ('booked', 'out') ORDER BY start_date")  # fmt: skip
    rows = _query(sql, (code,))
    out["out_now"] = next(({"hire_id": h["id"], "back": h["end_date"]} for h in rows
                           if h["status"] == "out"), None)  # fmt: skip
    out["next_hires"] = [toolkit.named(h, "hire_id=id from=start_date to=end_date")
                         for h in rows if h["status"] == "booked"]  # fmt: skip
    return out


STOP = {"a", "an", "and", "any", "bike", "bikes", "for", "of", "on", "or", "the", "to", "with"}


def search_hire_bikes(query: str | None = None, max_day_rate_gbp: float | None = None) -> dict:
    """Find hire bikes by what they are or have, in free text (tandem, cargo, electric,
    kids, child seat, dog, train, stiff hips ...), and optionally at most a day rate: how
    many match and each bike's code, model, type, size, day rate and features. With no
    arguments, every bike of the hire fleet.

    Args:
        query: words to look for in the bike's model, type and features, e.g. "tandem" or
            "child seat"; every word must be there.
        max_day_rate_gbp: only bikes whose day rate is at most this, e.g. 40.

    Examples:
        Have you got a tandem we could hire?
        Which bikes can carry two children?
        What electric bikes do you hire for under 60 pounds a day?
    """
    words = [w for w in re.findall(r"[a-z0-9]+", (query or "").lower()) if w not in STOP]
    out = []
    for r in _query("SELECT * FROM fleet ORDER BY code"):
        text = " ".join([r["code"], r["model"], r["type"], r["features"]]).lower()
        if any(w not in text and w.rstrip("s") not in text for w in words):
            continue
        if max_day_rate_gbp is not None and r["day_rate"] > max_day_rate_gbp:
            continue
        line = toolkit.named(r, "bike_code=code model type frame_size day_rate_gbp=day_rate")
        out.append({**line, "features": r["features"]})
    return {"matches": len(out), "bikes": out}


def get_staff_member(staff_id: int) -> dict:
    """One member of the shop's staff: role, phone, email, what they specialise in, the days
    they work, and (for mechanics) the repair jobs on their bench now.

    Args:
        staff_id: the staff member's number, e.g. 3.

    Examples:
        What's Ruth Ackroyd's phone number?
        Which days does Dev Raithatha work?
        What jobs has Ruth Ackroyd got on at the moment?
    """
    r = toolkit.one(_query, "SELECT * FROM staff WHERE id = ?", (staff_id,),
                    f"there is no staff member {staff_id}")  # fmt: skip
    out = toolkit.named(r, "staff_id=id name role phone email specialities works")
    sql = ("SELECT r.id, r.work, r.status, c.name FROM repairs r JOIN customers c "
           "ON c.id = r.customer_id WHERE r.mechanic_id = ? AND r.status != 'collected' "
           "ORDER BY r.id")  # fmt: skip
    out["current_jobs"] = [
        toolkit.named(j, "job_id=id work status customer=name") for j in _query(sql, (staff_id,))
    ]
    return out


TOOLS = [
    get_customer,
    customer_hires,
    customer_repairs,
    get_hire,
    get_repair_job,
    get_hire_bike,
    search_hire_bikes,
    get_staff_member,
]

VALUES = {
    "get_customer": {"customer_id": customer_names},
    "customer_hires": {"customer_id": customer_names},
    "customer_repairs": {"customer_id": customer_names},
    "get_hire": {"hire_id": hire_numbers},
    "get_repair_job": {"job_id": job_numbers},
    "get_hire_bike": {"bike_code": bike_codes},
    "search_hire_bikes": {},
    "get_staff_member": {"staff_id": staff_names},
}
