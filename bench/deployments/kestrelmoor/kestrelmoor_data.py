"""Kestrel Moor Holiday Park: its records and nine read-only look-ups.

The one implementation behind both forms of the deployment: ``kestrelmoor_tools.py`` marks
these functions as guardbot tools (``toolkit.marked``) and ``../kestrelmoormcp/server.py``
serves the very same functions over stdio MCP (``served.serve``).

The records are one SQLite database in memory (``toolkit.seeded``), written on import from
``fixed_lists.json`` (staff, guests, lodges, caravans and pitches, check-in rules per kind of
stay, the bookings the park's log speaks of, the seasonal pitch holders, the seasons, the
facilities and their opening hours, the maintenance jobs and the park's log) and from
``random.Random(SEED)`` (mobiles, phones, e-mails, the other bookings, their payments, the
seasonal instalments paid and the meter readings, the state of the maintenance jobs).
"Today" is Thursday 22 July 2027 (``TODAY``); no clock is read.
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
TODAY, SEED = dt.date(2027, 7, 22), 220727
(STAFF, GUESTS, UNITS, STAYS, ANCHORS, SEASONALS, SEASONS, FACILITIES, HOURS, JOBS,
 LOG) = toolkit.fixed(__file__)  # fmt: skip

SCHEMA = """
CREATE TABLE staff (id INTEGER PRIMARY KEY, name TEXT, role TEXT, duties TEXT, areas TEXT, working_days TEXT, on_call TEXT, call_sign TEXT, first_aid_until TEXT, mobile TEXT);
CREATE TABLE guests (id INTEGER PRIMARY KEY, name TEXT, home_town TEXT, phone TEXT, email TEXT);
CREATE TABLE units (name TEXT PRIMARY KEY, kind TEXT, area TEXT, sleeps INTEGER, bedrooms INTEGER, dogs_allowed INTEGER, dog_fee REAL, hot_tub INTEGER, hookup TEXT, nightly_rate REAL, warden_id INTEGER, features TEXT);
CREATE TABLE bookings (reference TEXT PRIMARY KEY, guest_id INTEGER, unit TEXT, booked_on TEXT, arrive TEXT, depart TEXT, nights INTEGER, adults INTEGER, children INTEGER, dogs INTEGER, status TEXT, stay_gbp REAL, dog_fees_gbp REAL, extra_people_gbp REAL, total_gbp REAL, deposit_gbp REAL, balance_due_by TEXT);
CREATE TABLE payments (id INTEGER PRIMARY KEY, reference TEXT, paid_on TEXT, amount REAL, method TEXT, what TEXT);
CREATE TABLE seasonals (pitch TEXT PRIMARY KEY, guest_id INTEGER, van TEXT, fee REAL, winter_storage TEXT, meter_start INTEGER, meter_latest INTEGER, meter_read_on TEXT);
CREATE TABLE instalments (pitch TEXT, number INTEGER, due_on TEXT, amount REAL, paid_on TEXT, status TEXT);
CREATE TABLE stay_rules (kind TEXT PRIMARY KEY, check_in TEXT, check_out TEXT, late_arrival TEXT, extra_guests TEXT);
CREATE TABLE seasons (name TEXT PRIMARY KEY, starts TEXT, ends TEXT);
CREATE TABLE facilities (name TEXT PRIMARY KEY, location TEXT, price TEXT, rules TEXT, contact_id INTEGER);
CREATE TABLE hours (facility TEXT, season TEXT, days TEXT, opens TEXT, closes TEXT);
CREATE TABLE jobs (number INTEGER PRIMARY KEY, unit TEXT, problem TEXT, priority TEXT, trade TEXT, reported_by TEXT, reported_on TEXT, status TEXT, assigned_id INTEGER, fixed_on TEXT, part_expected TEXT);
CREATE TABLE log (reference TEXT PRIMARY KEY, day TEXT, kind TEXT, place TEXT, guest_id INTEGER, staff_id INTEGER, status TEXT, text TEXT);
"""

_OPEN, _CLOSE = dt.date(2027, 3, 1), dt.date(2027, 10, 31)  # the park's season
_ELECTRICITY_RATE = 0.31  # £ a unit (kWh) on the seasonal pitches
_TRADE = {"maintenance": 2, "housekeeping": 7}  # who takes a job of each trade (else: warden)
_FOLD = str.maketrans({"ø": "o", "ł": "l", "ı": "i", "þ": "th", "ð": "d", "æ": "ae", "'": ""})
_STOP = {"the", "and", "was", "there", "any", "about", "with", "for", "from", "what", "who",
         "has", "have", "been", "that", "this", "our", "your", "you", "she", "his", "her",
         "did", "does", "anything", "logged", "log", "report", "reported", "complaint",
         "incident", "note", "notes", "happened"}  # fmt: skip


def _plain(text: str) -> str:
    """A name as people type it: no accents, lower case, hyphens and dots as spaces."""
    folded = unicodedata.normalize("NFKD", text.lower().translate(_FOLD))
    bare = "".join(c for c in folded if not unicodedata.combining(c))
    return " ".join(bare.replace("-", " ").replace(".", " ").replace(",", " ").split())


def _day(text: str) -> dt.date:
    return dt.date.fromisoformat(text)


def _money(value: float) -> str:
    return f"£{value:g}" if value == int(value) else f"£{value:.2f}"


# ---- writing the records -------------------------------------------------------------------


def _people(db: sqlite3.Connection, rng: random.Random) -> None:
    for row in STAFF:
        toolkit.insert(db, "staff", (*row, f"07700 9{rng.randint(10000, 99999)}"))
    for gid, name, town in GUESTS:
        phone = f"07{rng.randint(100, 999)} {rng.randint(100000, 999999)}"
        mail = rng.choice(["gmail.com", "outlook.com", "icloud.com", "btinternet.com"])
        box = _plain(name).replace(" ", ".")
        toolkit.insert(db, "guests", (gid, name, town, phone, f"{box}@{mail}"))


def _places(db: sqlite3.Connection, rng: random.Random) -> None:
    for row in UNITS:
        toolkit.insert(db, "units", row)
    for kind, rules in STAYS.items():
        toolkit.insert(db, "stay_rules", (kind, *rules))
    for row in SEASONS:
        toolkit.insert(db, "seasons", row)
    for row in FACILITIES:
        toolkit.insert(db, "facilities", row)
    for row in HOURS:
        toolkit.insert(db, "hours", row)


def _price(unit: tuple, nights: int, people: int, dogs: int) -> tuple[float, float, float]:
    """(the stay, the dog fees, the extra people's fees) of a stay in ``unit``."""
    _name, kind, *_rest = unit
    extra = {"touring pitch": 6.0, "tent pitch": 5.0}.get(kind, 0.0)
    more = max(0, people - 2) * extra * nights
    return unit[9] * nights, dogs * unit[6] * nights, more


def _status(arrive: dt.date, depart: dt.date) -> str:
    if depart <= TODAY:
        return "checked out"
    return "checked in" if arrive <= TODAY else "confirmed"


def _draw_stay(rng: random.Random, guest: int) -> tuple | None:
    """A stay drawn for ``guest``: (guest, unit, arrive, nights, adults, children, dogs)."""
    unit = rng.choice([u for u in UNITS if u[1] != "seasonal pitch"])
    pitch = unit[1].endswith("pitch")
    nights = rng.choice([2, 3, 5, 7] if pitch else [2, 3, 4, 7, 7, 14])
    arrive = _OPEN + dt.timedelta(days=rng.randint(4, (_CLOSE - _OPEN).days - nights))
    adults = rng.randint(1, min(4, unit[3]))
    children = rng.randint(0, unit[3] - adults)
    return (guest, unit[0], arrive.isoformat(), nights, adults, children, rng.randint(0, unit[5]))


def _stays(rng: random.Random) -> list[tuple]:
    """The anchored stays, then one to three drawn for every guest who is no seasonal holder,
    none of them overlapping another in the same unit or of the same guest."""
    chosen = [(*a, True) for a in ANCHORS]
    holders = {s[1] for s in SEASONALS}
    for gid, _name, _town in GUESTS:
        if gid in holders:
            continue
        for _ in range(rng.randint(1, 3)):
            for _attempt in range(40):
                stay = _draw_stay(rng, gid)
                start, end = _day(stay[2]), _day(stay[2]) + dt.timedelta(days=stay[3])
                clash = any(
                    (c[1] == stay[1] or c[0] == gid)
                    and start < _day(c[2]) + dt.timedelta(days=c[3])
                    and _day(c[2]) < end
                    for c in chosen
                )
                if not clash:
                    method = rng.choice(["card", "card", "bank transfer"])
                    chosen.append((*stay, None, method, False))
                    break
    return sorted(chosen, key=lambda c: (c[2], c[1]))


def _bookings(db: sqlite3.Connection, rng: random.Random) -> None:
    units = {u[0]: u for u in UNITS}
    paid = 0
    for seq, stay in enumerate(_stays(rng), start=27101):
        gid, name, arrive_s, nights, adults, children, dogs, fixed, method, anchored = stay
        unit, arrive = units[name], _day(arrive_s)
        depart = arrive + dt.timedelta(days=nights)
        status = fixed or _status(arrive, depart)
        provisional = False
        if not anchored and rng.random() < 0.1:
            status = "cancelled"
        elif not anchored and status == "confirmed" and rng.random() < 0.25:
            status, provisional = "provisional", True
        booked = arrive - dt.timedelta(days=rng.randint(14, 220))
        booked = TODAY - dt.timedelta(days=rng.randint(0, 5)) if provisional else booked
        booked = min(booked, TODAY - dt.timedelta(days=rng.randint(1, 30)))
        stay_gbp, dog_gbp, extra_gbp = _price(unit, nights, adults + children, dogs)
        total = stay_gbp + dog_gbp + extra_gbp
        pitch = unit[1].endswith("pitch")
        deposit = min(30.0, total) if pitch else float(round(total * 0.25))
        due = arrive if pitch else arrive - dt.timedelta(days=42)
        ref = f"KM-{seq}"
        row = (ref, gid, name, booked.isoformat(), arrive_s, depart.isoformat(), nights, adults)
        row += (children, dogs, status, stay_gbp, dog_gbp, extra_gbp, total, deposit)
        toolkit.insert(db, "bookings", (*row, due.isoformat()))
        if provisional:
            continue
        paid += 1
        toolkit.insert(db, "payments", (paid, ref, booked.isoformat(), deposit, method, "deposit"))
        if status == "cancelled":
            continue
        when = None
        if pitch and arrive <= TODAY:
            when = arrive
        elif not pitch and booked >= due:
            when = booked
        elif not pitch and due <= TODAY and (arrive <= TODAY or rng.random() > 0.12):
            when = max(booked, due - dt.timedelta(days=rng.randint(0, 14)))
        if when is not None:
            paid += 1
            row = (paid, ref, when.isoformat(), total - deposit, method, "balance")
            toolkit.insert(db, "payments", row)


def _seasonals(db: sqlite3.Connection, rng: random.Random) -> None:
    for pitch, gid, van, fee, storage in SEASONALS:
        start = rng.randint(1000, 9000)
        row = (pitch, gid, van, fee, storage, start, start + rng.randint(300, 900), "2027-07-01")
        toolkit.insert(db, "seasonals", row)
        for number, due in enumerate(("2027-02-01", "2027-04-01", "2027-06-01", "2027-08-01")):
            paid_on, state = None, "not due yet"
            if _day(due) <= TODAY and rng.random() < 0.85:
                paid_on = (_day(due) - dt.timedelta(days=rng.randint(0, 10))).isoformat()
                state = "paid"
            elif _day(due) <= TODAY:
                state = "overdue"
            toolkit.insert(db, "instalments", (pitch, number + 1, due, fee / 4, paid_on, state))


def _jobs(db: sqlite3.Connection, rng: random.Random) -> None:
    wardens = {u[0]: u[10] for u in UNITS}
    ordered = sorted(JOBS, key=lambda j: (j[5], j[0]))
    for number, (unit, problem, priority, trade, by, day, state) in enumerate(ordered, 801):
        age = (TODAY - _day(day)).days
        if state is None and age > 14:
            state = "done" if rng.random() < 0.85 else "waiting for part"
        elif state is None:
            state = rng.choices(["reported", "assigned", "done"], weights=[2, 3, 3])[0]
        who = None if state == "reported" else _TRADE.get(trade, wardens[unit])
        fixed = part = None
        if state == "done":
            fixed = min(_day(day) + dt.timedelta(days=rng.randint(0, 5)), TODAY).isoformat()
        if state == "waiting for part":
            part = (TODAY + dt.timedelta(days=rng.randint(2, 9))).isoformat()
        row = (number, unit, problem, priority, trade, by, day, state, who, fixed, part)
        toolkit.insert(db, "jobs", row)


def _log(db: sqlite3.Connection, rng: random.Random) -> None:
    for ref, day, kind, place, gid, sid, status, text in LOG:
        toolkit.insert(db, "log", (ref, day, kind, place, gid, sid, status, text))


# every table, in the order the rows draw from the seeded random numbers; queries on the
# shared connection one at a time
DB, _rows = toolkit.seeded(
    SCHEMA, SEED, TODAY, (_people, _places, _bookings, _seasonals, _jobs, _log)
)


# ---- the values the parameters take --------------------------------------------------------


def unit_names() -> list[str]:
    """The park's lodges, static caravans and pitches, by name."""
    return [r[0] for r in _rows("SELECT name FROM units ORDER BY rowid")]


def staff_names() -> list[str]:
    """The names of the park's staff: the owner, the wardens, reception, pool, housekeeping."""
    return [r[0] for r in _rows("SELECT name FROM staff ORDER BY id")]


def guest_names() -> list[tuple[int, str]]:
    """(guest number, the guest's name) of everyone who has booked with us."""
    return [(r[0], r[1]) for r in _rows("SELECT id, name FROM guests ORDER BY id")]


def seasonal_holders() -> list[tuple[int, str]]:
    """(guest number, name) of this season's seasonal pitch holders."""
    sql = "SELECT g.id, g.name FROM seasonals s JOIN guests g ON g.id = s.guest_id ORDER BY g.id"
    return [(r[0], r[1]) for r in _rows(sql)]


def facility_names() -> list[str]:
    """The park's facilities: Reception, the Shop, the Laundry, the Indoor Pool, the bar..."""
    return [r[0] for r in _rows("SELECT name FROM facilities ORDER BY rowid")]


# ---- reading the records -------------------------------------------------------------------

BookingStatus = Literal["provisional", "confirmed", "checked in", "checked out", "cancelled"]
JobStatus = Literal["reported", "assigned", "waiting for part", "done"]
Season = Literal["early season", "summer holidays", "late season"]
LogKind = Literal["complaint", "incident", "note"]


def _one_of(rows: list[sqlite3.Row], given: str, key: str, what: str) -> sqlite3.Row:
    """The row whose ``key`` is ``given`` as people type it: the whole name, else the one row
    one of whose words (or ending) it is."""
    wanted = _plain(given).removeprefix("the ").strip()
    whole = [r for r in rows if _plain(r[key]) == wanted]
    part = [r for r in rows if wanted in _plain(r[key]).split() or _plain(r[key]).endswith(wanted)]
    found = whole or part
    if len(found) != 1 or not wanted:
        known = ", ".join(r[key] for r in rows)
        raise ToolError(f"there is no {what} called {given!r} (there are: {known})")
    return found[0]


def _unit_row(name: str) -> sqlite3.Row:
    rows = _rows("SELECT * FROM units ORDER BY rowid")
    wanted = _plain(name)
    if wanted and wanted[0] in "tfs" and wanted[1:].isdigit():  # "t9" for Pitch T9
        name = f"pitch {wanted}"
    return _one_of(rows, name, "name", "lodge, caravan or pitch")


def _staff_row(name: str) -> sqlite3.Row:
    return _one_of(_rows("SELECT * FROM staff ORDER BY id"), name, "name", "member of staff")


def _guest_row(guest_id: int) -> sqlite3.Row:
    found = _rows("SELECT * FROM guests WHERE id = ?", (guest_id,))
    if not found:
        raise ToolError(f"there is no guest {guest_id}")
    return found[0]


def _who(staff_id: int | None) -> dict[str, Any] | None:
    if staff_id is None:
        return None
    return {"name": _rows("SELECT name FROM staff WHERE id = ?", (staff_id,))[0][0]}


def _guest_ref(guest_id: int | None) -> dict[str, Any] | None:
    if guest_id is None:
        return None
    return {"guest_id": guest_id, "name": _guest_row(guest_id)["name"]}


def _dogs(r: sqlite3.Row) -> str:
    if not r["dogs_allowed"]:
        return "no dogs"
    many = "1 dog" if r["dogs_allowed"] == 1 else f"up to {r['dogs_allowed']} dogs"
    fee = f", {_money(r['dog_fee'])} a night each" if r["dog_fee"] else ", no dog fee"
    return many + fee


def _stay_rules(kind: str, sleeps: int) -> dict[str, str]:
    r = _rows("SELECT * FROM stay_rules WHERE kind = ?", (kind,))[0]
    shown = toolkit.named(r, "check_in_from=check_in check_out_by=check_out late_arrival")
    return shown | {"extra_guests": r["extra_guests"].format(sleeps=sleeps)}


def _job_line(j: sqlite3.Row) -> dict[str, Any]:
    shown = toolkit.named(j, "job_number=number")
    shown["unit"] = {"name": j["unit"]}
    shown |= toolkit.named(j, "problem priority reported_on reported_by status")
    shown["assigned_to"] = _who(j["assigned_id"])
    return shown | toolkit.named(j, "fixed_on part_expected_on=part_expected")


def get_unit(name: str) -> dict:
    """One lodge, static caravan or pitch: what it is, where, how many it sleeps, bedrooms,
    dogs allowed and the dog fee, extra guests, hot tub, electric hook-up, price a night,
    check-in and check-out times, what to do when arriving late, its features, the warden
    who looks after it, who is staying tonight and its maintenance jobs not yet done.

    Args:
        name: the unit's name, e.g. "Curlew Lodge", "Caravan 3" or "Pitch T4".

    Examples:
        Does Dipper Lodge have a hot tub?
        Can we bring our dog to Caravan 3?
        How many people does Pitch T4 take?
        What's the price a night for Caravan 18?
    """
    r = _unit_row(name)
    shown = toolkit.named(r, "unit=name kind area sleeps bedrooms")
    shown["dogs"] = _dogs(r)
    shown["hot_tub"] = "yes" if r["hot_tub"] else "no"
    shown["electric_hook_up"] = r["hookup"]
    shown["price_per_night_gbp"] = r["nightly_rate"]
    shown |= _stay_rules(r["kind"], r["sleeps"])
    shown["features"] = r["features"]
    shown["warden"] = _who(r["warden_id"])
    sql = (
        "SELECT * FROM bookings WHERE unit = ? AND arrive <= ? AND depart > ? "
        "AND status IN ('checked in', 'confirmed')"
    )
    now = _rows(sql, (r["name"], TODAY.isoformat(), TODAY.isoformat()))
    tonight = [{"reference": b["reference"], "guest": _guest_ref(b["guest_id"])} for b in now]
    held = _rows("SELECT guest_id FROM seasonals WHERE pitch = ?", (r["name"],))
    if held:
        tonight = [{"seasonal_holder": _guest_ref(held[0][0])}]
    shown["staying_tonight"] = tonight[0] if tonight else None
    jobs = _rows("SELECT * FROM jobs WHERE unit = ? AND status != 'done' ORDER BY number", (r[0],))
    shown["open_jobs"] = [toolkit.named(j, "job_number=number problem status") for j in jobs]
    return shown


def get_staff(name: str) -> dict:
    """One of the park's staff: role, what they do, the areas they cover, the days they work,
    the nights they are on call, radio call sign, work mobile, first aid certificate valid
    until, the units they look after and the maintenance jobs they have in hand.

    Args:
        name: the person's name, e.g. "Dafydd ap Rhys" (a first name alone does too).

    Examples:
        What's Ruth Ashworth's radio call sign?
        Which days does Ewa work?
        When does Folasade's first aid certificate run out?
    """
    r = _staff_row(name)
    shown = toolkit.named(r, "name role duties areas working_days on_call_nights=on_call")
    shown |= toolkit.named(r, "call_sign mobile first_aid_certificate_until=first_aid_until")
    units = _rows("SELECT name FROM units WHERE warden_id = ? ORDER BY rowid", (r["id"],))
    shown["looks_after"] = [u[0] for u in units]
    sql = "SELECT * FROM jobs WHERE assigned_id = ? AND status != 'done' ORDER BY number"
    jobs = _rows(sql, (r["id"],))
    shown["jobs_in_hand"] = [
        {"job_number": j["number"], "unit": {"name": j["unit"]}, "problem": j["problem"]}
        | {"status": j["status"]}
        for j in jobs
    ]
    return shown


def _booking_line(b: sqlite3.Row) -> dict[str, Any]:
    shown = {"reference": b["reference"], "unit": {"name": b["unit"]}}
    shown |= toolkit.dated(b, "arrive", "arrive", "depart nights adults children dogs status")
    return shown


def guest_bookings(guest_id: int, status: BookingStatus | None = None) -> dict:
    """A guest's details (home town, phone, e-mail) and their bookings, by arrival date:
    reference, the lodge, caravan or pitch, arrival and its weekday, departure, nights,
    adults, children, dogs and status (provisional, confirmed, checked in, checked out or
    cancelled).

    Args:
        guest_id: the guest's number, e.g. 514.
        status: only the bookings with this status, e.g. "confirmed".

    Examples:
        What have I got booked this year? It's Nnamdi Okafor.
        When does Dervla Quinlan arrive?
        Has Åsa Lindström got anything booked?
    """
    g = _guest_row(guest_id)
    sql, params = toolkit.narrowed(
        "SELECT * FROM bookings WHERE guest_id = ?", (guest_id,), "status", status
    )
    rows = _rows(sql + " ORDER BY arrive, reference", params)
    shown = {"guest": toolkit.named(g, "guest_id=id name home_town phone email")}
    return shown | {"bookings": [_booking_line(b) for b in rows]}


def _reference(text: str) -> str:
    key = "".join(text.upper().split()).replace("KM-", "").replace("KM", "").lstrip("#")
    return f"KM-{key}"


def get_booking(reference: str) -> dict:
    """One booking by its reference: the guest, the unit (kind, area and its warden), status,
    booked on, arrival and departure, check-in and check-out times, late arrival, party
    (adults, children, dogs), the price (stay, dog fees, extra people, total), deposit,
    balance due by, what has been paid (each payment) and what is still to pay.

    Args:
        reference: the booking reference, e.g. "KM-27130".

    Examples:
        How much is left to pay on KM-27130?
        When is the balance due for booking KM-27114?
        Has the deposit for KM-27140 been paid?
    """
    ref = _reference(reference)
    found = _rows("SELECT * FROM bookings WHERE reference = ?", (ref,))
    if not found:
        raise ToolError(f"there is no booking {reference!r}")
    b = found[0]
    u = _unit_row(b["unit"])
    shown = {"reference": ref, "guest": _guest_ref(b["guest_id"])}
    shown["unit"] = toolkit.named(u, "name kind area") | {"warden": _who(u["warden_id"])}
    shown |= toolkit.named(b, "status booked_on")
    shown |= toolkit.dated(b, "arrive", "arrive", "depart nights")
    rules = _stay_rules(u["kind"], u["sleeps"])
    shown |= {k: rules[k] for k in ("check_in_from", "check_out_by", "late_arrival")}
    shown |= toolkit.named(b, "adults children dogs")
    shown |= toolkit.named(b, "stay_gbp dog_fees_gbp extra_people_gbp total_gbp deposit_gbp")
    pays = _rows("SELECT * FROM payments WHERE reference = ? ORDER BY id", (ref,))
    paid = round(sum((float(p["amount"]) for p in pays), 0.0), 2)
    owed = 0.0 if b["status"] == "cancelled" else round(b["total_gbp"] - paid, 2)
    pitch = u["kind"].endswith("pitch")
    shown["balance_due_by"] = "on arrival" if pitch else b["balance_due_by"]
    shown["payments"] = [toolkit.named(p, "paid_on amount_gbp=amount method what") for p in pays]
    shown |= {"paid_so_far_gbp": paid, "still_to_pay_gbp": owed}
    if b["status"] == "cancelled":
        shown["balance"] = "cancelled: the deposit is kept"
    elif b["status"] == "provisional":
        shown["balance"] = "provisional: the deposit is not paid yet"
    elif not owed:
        shown["balance"] = "paid in full"
    elif not pitch and b["balance_due_by"] < TODAY.isoformat():
        shown["balance"] = f"overdue since {b['balance_due_by']}"
    else:
        shown["balance"] = f"due {shown['balance_due_by']}"
    return shown


def arrivals_between(
    date_from: str | None = None, date_to: str | None = None, unit: str | None = None
) -> list[dict]:
    """The bookings arriving between two dates (both included; from today for a week when
    none are given), by arrival date: reference, the guest, the unit, arrival and its
    weekday, departure, nights, party, dogs and status (cancelled ones too).

    Args:
        date_from: the first arrival day, a date like 2027-07-23.
        date_to: the last arrival day, a date like 2027-07-31.
        unit: only arrivals at this lodge, caravan or pitch, e.g. "Merlin Lodge".

    Examples:
        Who's arriving in the first week of August?
        How many arrivals have we got next Friday?
        Who is next in Caravan 18?
    """
    try:
        start = _day(date_from.strip()) if date_from else TODAY
        end = _day(date_to.strip()) if date_to else start + dt.timedelta(days=7)
    except ValueError:
        raise ToolError("write the dates like 2027-07-23") from None
    sql, params = "SELECT * FROM bookings WHERE arrive BETWEEN ? AND ?", (str(start), str(end))
    if unit:
        sql, params = toolkit.narrowed(sql, params, "unit", _unit_row(unit)["name"])
    out = []
    for b in _rows(sql + " ORDER BY arrive, reference", params):
        line = {"reference": b["reference"], "guest": _guest_ref(b["guest_id"])}
        out.append(line | _booking_line(b))
    return out


def maintenance_jobs(status: JobStatus | None = None, unit: str | None = None) -> list[dict]:
    """The maintenance jobs on the lodges, caravans and pitches, newest first: job number, the
    unit, the problem, priority, reported on and by whom, status (reported, assigned, waiting
    for part, done), who it is assigned to, fixed on, and when a part on order is expected.

    Args:
        status: only the jobs with this status, e.g. "waiting for part".
        unit: only the jobs on this lodge, caravan or pitch, e.g. "Caravan 18".

    Examples:
        What's been fixed at Skylark Lodge?
        Is anything broken in Caravan 3?
        Who is sorting out the tap in Caravan 18?
    """
    sql, params = toolkit.narrowed("SELECT * FROM jobs WHERE 1 = 1", (), "status", status)
    if unit:
        sql, params = toolkit.narrowed(sql, params, "unit", _unit_row(unit)["name"])
    return [_job_line(j) for j in _rows(sql + " ORDER BY reported_on DESC, number DESC", params)]


def facility_hours(facility: str, season: Season | None = None) -> dict:
    """A facility of the park (Reception, Shop, Laundry, Indoor Pool, The Kestrel Bar, Dog
    Wash, Play Park): where it is, prices, its rules, who runs it, and its opening days and
    times in each season (early season 1 March to 16 July, summer holidays 17 July to 31
    August, late season 1 September to 31 October).

    Args:
        facility: the facility's name, e.g. "Laundry" or "Indoor Pool".
        season: only this season's opening times, e.g. "late season".

    Examples:
        What time does Reception open?
        Is the Play Park open after tea?
        How much is the dog wash?
    """
    rows = _rows("SELECT * FROM facilities ORDER BY rowid")
    r = _one_of(rows, facility, "name", "facility")
    shown = toolkit.named(r, "facility=name location price rules")
    shown["run_by"] = _who(r["contact_id"])
    sql = (
        "SELECT h.*, s.starts, s.ends FROM hours h JOIN seasons s ON s.name = h.season "
        "WHERE h.facility = ?"
    )
    sql, params = toolkit.narrowed(sql, (r["name"],), "h.season", season)
    spec = "season from=starts to=ends days opens closes"
    hours = _rows(sql + " ORDER BY s.starts", params)
    return shown | {"opening": [toolkit.named(h, spec) for h in hours]}


def seasonal_pitch(guest_id: int) -> dict:
    """A seasonal pitch holder's season (1 March to 31 October 2027): the pitch, their
    caravan, the season fee, the four instalments (due, amount, paid on, status), paid so
    far, still to pay, the next instalment, electricity (meter readings, units used, the cost
    at 31p a unit, billed with the August instalment) and winter storage.

    Args:
        guest_id: the holder's guest number, e.g. 518.

    Examples:
        Which pitch is Stuart Pennock on?
        Is Ayşegül's caravan stored with us over the winter?
        What was the last meter reading on Stuart's pitch?
    """
    found = _rows("SELECT * FROM seasonals WHERE guest_id = ?", (guest_id,))
    if not found:
        raise ToolError(f"guest {guest_id} has no seasonal pitch this year")
    s = found[0]
    shown = {"holder": _guest_ref(guest_id), "pitch": {"name": s["pitch"]}}
    shown |= {"season": "2027-03-01 to 2027-10-31", "caravan": s["van"], "season_fee_gbp": s["fee"]}
    rows = _rows("SELECT * FROM instalments WHERE pitch = ? ORDER BY number", (s["pitch"],))
    spec = "instalment=number due_on amount_gbp=amount paid_on status"
    shown["instalments"] = [toolkit.named(i, spec) for i in rows]
    paid = sum((float(i["amount"]) for i in rows if i["status"] == "paid"), 0.0)
    shown |= {"paid_so_far_gbp": paid, "still_to_pay_gbp": s["fee"] - paid}
    later = [i for i in rows if i["status"] != "paid"]
    shown["next_instalment"] = toolkit.named(later[0], spec) if later else None
    used = s["meter_latest"] - s["meter_start"]
    shown["electricity"] = {
        "meter_at_season_start": s["meter_start"],
        "latest_reading": s["meter_latest"],
        "read_on": s["meter_read_on"],
        "units_used": used,
        "cost_gbp": round(used * _ELECTRICITY_RATE, 2),
        "billed": "with the August instalment",
    }
    shown["winter_storage"] = s["winter_storage"]
    return shown


_LOG_SQL = (
    "SELECT l.*, g.name AS guest, s.name AS staff FROM log l "
    "LEFT JOIN guests g ON g.id = l.guest_id JOIN staff s ON s.id = l.staff_id WHERE 1 = 1"
)


def search_log(query: str | None = None, kind: LogKind | None = None) -> list[dict]:
    """Search the park's log of complaints, incident reports and notes by what they say:
    reference, date, kind, where, the text, status (open or resolved), the guest it concerns,
    the unit and the member of staff who logged it (the best matches first; [] when nothing
    matches).

    Args:
        query: words to look for, e.g. "barrier" or "tent pegs".
        kind: only this kind of entry, e.g. "incident".

    Examples:
        Was there a complaint about the pool closing early?
        Has anyone reported the barrier being broken?
        Is there a note about a shower chair?
    """
    sql, params = toolkit.narrowed(_LOG_SQL, (), "l.kind", kind)
    rows = _rows(sql + " ORDER BY l.reference", params)
    words = _plain(query or "").split()
    words = [w for w in words if (len(w) > 2 or w[-1].isdigit()) and w not in _STOP]
    searched = ("text", "place", "guest", "staff", "kind")
    found = toolkit.ranked(rows, words, lambda r: _plain(" ".join(str(r[k]) for k in searched)))
    units = set(unit_names())
    out = []
    for r in found:
        shown = toolkit.named(r, "reference date=day kind place text status")
        shown["guest"] = _guest_ref(r["guest_id"])
        shown["unit"] = {"name": r["place"]} if r["place"] in units else None
        out.append(shown | {"logged_by": {"name": r["staff"]}})
    return out


# The listers of the values the tools' parameters take, and the look-ups served as tools, in
# order.
VALUES: dict[str, dict[str, Any]] = {
    "get_unit": {"name": unit_names},
    "get_staff": {"name": staff_names},
    "guest_bookings": {"guest_id": guest_names},
    "arrivals_between": {"unit": unit_names},
    "maintenance_jobs": {"unit": unit_names},
    "facility_hours": {"facility": facility_names},
    "seasonal_pitch": {"guest_id": seasonal_holders},
}
TOOLS = [get_unit, get_staff, guest_bookings, get_booking, arrivals_between]
TOOLS += [maintenance_jobs, facility_hours, seasonal_pitch, search_log]
