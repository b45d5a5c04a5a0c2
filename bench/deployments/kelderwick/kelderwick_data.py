"""Kelderwick Rowing Club: its records and eight read-only look-ups.

The one implementation behind both forms of the deployment: ``kelderwick_tools.py`` marks
these functions as guardbot tools (``toolkit.marked``) and ``../kelderwickmcp/server.py``
serves the very same functions over stdio MCP (``served.mcp_server``).

The records live in one SQLite database in memory (``toolkit.in_memory``), written on import
from the fixed lists of ``fixed_lists.json`` and ``random.Random(SEED)`` (awards, emergency
phone numbers, repairs, outings and their crews, subscriptions, places taken on events).
"Today" is Thursday 14 May 2026 (``TODAY``); no clock is read. The tables: coaches, members
and the awards they passed, boats and their repairs, outings with their crew, events, the
monthly subscription invoices, and meta.
"""

from __future__ import annotations

import datetime as dt
import json
import random
import sqlite3
import threading
import unicodedata
from pathlib import Path
from typing import Any, Literal

from tools.registry import ToolError, load_module

toolkit = load_module(str(Path(__file__).resolve().parents[1] / "toolkit.py"))
TODAY, SEED = dt.date(2026, 5, 14), 140526
_FIXED = toolkit.fixed(__file__)
COACHES, MEMBERS, FEES, GRADES, AWARDS, BOATS, TYPES, PROBLEMS, EVENTS = _FIXED[:9]
SESSIONS, LAUNCHES, CANCELLED, TIMES = _FIXED[9:]

BoatType = Literal[
    "single (1x)",
    "double (2x)",
    "pair (2-)",
    "coxless quad (4x-)",
    "coxed quad (4x+)",
    "coxed four (4+)",
    "eight (8+)",
]
EventKind = Literal["regatta", "head race", "course", "social", "club meeting"]
FeeStatus = Literal["paid", "open", "overdue"]

SCHEMA = """
        CREATE TABLE coaches (
            id INTEGER PRIMARY KEY, name TEXT, role TEXT, phone TEXT, email TEXT,
            qualifications TEXT, squads TEXT, days TEXT, safeguarding_expires TEXT);
        CREATE TABLE members (
            id INTEGER PRIMARY KEY, name TEXT, category TEXT, squad TEXT, grade TEXT,
            joined TEXT, coach_id INTEGER, emergency_name TEXT, emergency_relation TEXT,
            emergency_phone TEXT);
        CREATE TABLE awards (
            member_id INTEGER, award TEXT, passed_on TEXT, assessed_by INTEGER);
        CREATE TABLE boats (
            id INTEGER PRIMARY KEY, name TEXT, code TEXT, rig TEXT, builder TEXT, year INTEGER,
            crew_weight TEXT, min_grade TEXT, status TEXT, rack TEXT, colour TEXT,
            named_after TEXT, notes TEXT);
        CREATE TABLE repairs (
            id INTEGER PRIMARY KEY, boat_id INTEGER, reported_on TEXT, reported_by INTEGER,
            problem TEXT, fixed_on TEXT, fixed_by INTEGER);
        CREATE TABLE outings (
            id INTEGER PRIMARY KEY, day TEXT, out_at TEXT, back_at TEXT, boat_id INTEGER,
            session TEXT, coach_id INTEGER, launch TEXT, status TEXT, note TEXT);
        CREATE TABLE crew (outing_id INTEGER, seat TEXT, member_id INTEGER);
        CREATE TABLE events (
            id INTEGER PRIMARY KEY, title TEXT, category TEXT, day TEXT, venue TEXT,
            entry_fee_gbp REAL, entries_close TEXT, places INTEGER, organiser_id INTEGER,
            about TEXT, taken INTEGER);
"""
SCHEMA += toolkit.billing_sql("member_id", "amount_gbp")

SEATS = {"1x": ["sculler"], "2x": ["bow", "stroke"], "2-": ["bow", "stroke"]}
SEATS |= {code: ["bow", "2", "3", "stroke"] for code in ("4x-", "4x+", "4+")}
SEATS["8+"] = ["bow", "2", "3", "4", "5", "6", "7", "stroke"]
TERMS = ("KRC-{issued:%y%m}-{seq:04d}", 14, TODAY, 30, (9, 1, 3, 1, 1, 1), (0, 12))


# ---- writing the rows ------------------------------------------------------------------------


def _phone(rng: random.Random) -> str:
    digits = "".join(str(rng.randint(0, 9)) for _ in range(9))
    return f"07{digits[:3]} {digits[3:6]} {digits[6:]}"


def _after(rng: random.Random, start: str, last: dt.date) -> dt.date:
    first = dt.date.fromisoformat(start)
    return first + dt.timedelta(days=rng.randint(0, max((last - first).days, 0)))


def _write_people(db: sqlite3.Connection, rng: random.Random) -> None:
    for c in COACHES:
        toolkit.insert(db, "coaches", (*c[:5], json.dumps(c[5], ensure_ascii=False), *c[6:]))
    assessors = [1, 2, 4, 5, 6]
    for m in MEMBERS:
        toolkit.insert(db, "members", (*m, _phone(rng)))
        passed = dt.date.fromisoformat(m[5])
        for grade in GRADES[: GRADES.index(m[4]) + 1]:
            passed = _after(rng, passed.isoformat(), passed + dt.timedelta(days=300))
            passed = min(passed, TODAY - dt.timedelta(days=20))
            row = (m[0], AWARDS[grade], passed.isoformat(), rng.choice(assessors))
            toolkit.insert(db, "awards", row)


def _write_fleet(db: sqlite3.Connection, rng: random.Random) -> None:
    rowers = [m[0] for m in MEMBERS if m[3] != "none"]
    repair = 400
    for b in BOATS:
        toolkit.insert(db, "boats", b)
        for _ in range(rng.choices([0, 1, 2], weights=[4, 4, 2])[0]):
            repair += 1
            seen = _after(rng, "2025-06-01", TODAY - dt.timedelta(days=40))
            fixed = seen + dt.timedelta(days=rng.randint(2, 21))
            row = (repair, b[0], seen.isoformat(), rng.choice(rowers), rng.choice(PROBLEMS))
            toolkit.insert(db, "repairs", (*row, fixed.isoformat(), 3))
        if b[8] == "under repair":
            repair += 1
            seen = TODAY - dt.timedelta(days=rng.randint(2, 5))
            row = (repair, b[0], seen.isoformat(), rng.choice(rowers), rng.choice(PROBLEMS))
            toolkit.insert(db, "repairs", (*row, None, None))


def _write_outings(db: sqlite3.Connection, rng: random.Random) -> None:
    rowers = [m for m in MEMBERS if m[3] != "none"]
    boats = [b for b in BOATS if b[0] != 5]  # the heritage single rarely goes out
    first = dt.date(2026, 3, 2)
    slots = sorted(
        {(first + dt.timedelta(days=rng.randint(0, 83)), rng.choice(TIMES)) for _ in range(46)}
    )
    for number, (day, out_at) in enumerate(slots, start=5301):
        boat = rng.choice(boats)
        seats = SEATS[boat[2]]
        able = [m for m in rowers if GRADES.index(m[4]) >= GRADES.index(boat[7])]
        crew = rng.sample(able, len(seats))
        if boat[2].endswith("+"):  # a cox of any grade
            seats, crew = [*seats, "cox"], [*crew, rng.choice([m for m in rowers if m not in crew])]
        start = dt.datetime.combine(day, dt.time.fromisoformat(out_at))
        back = start + dt.timedelta(minutes=rng.choice([60, 75, 90, 105, 120]))
        coach = rng.choice([1, 2, 4, 5, 6])
        launch = rng.choice(LAUNCHES) if len(seats) > 1 else None
        session = rng.choice(SESSIONS)
        status, note = "booked", ""
        if day < TODAY:
            status = rng.choices(["completed", "cancelled"], weights=[5, 1])[0]
            note = rng.choice(CANCELLED) if status == "cancelled" else ""
        row = (number, day.isoformat(), out_at, back.strftime("%H:%M"), boat[0], session)
        toolkit.insert(db, "outings", (*row, coach, launch, status, note))
        for seat, member in zip(seats, crew, strict=True):
            toolkit.insert(db, "crew", (number, seat, member[0]))


def _write_fees(db: sqlite3.Connection, rng: random.Random) -> None:
    seq = 0
    for month in toolkit.month_span("2026-01", 4):
        for m in MEMBERS:
            if m[5][:7] > month:
                continue
            seq += 1
            toolkit.invoice(db, rng, TERMS, (seq, m[0], month), (FEES[m[2]],))


@toolkit.schema(SCHEMA)
def _fill(db: sqlite3.Connection, rng: random.Random) -> None:
    _write_people(db, rng)
    _write_fleet(db, rng)
    _write_outings(db, rng)
    _write_fees(db, rng)
    for e in EVENTS:
        taken = e[7] if e[3] < TODAY.isoformat() else rng.randint(0, e[7])
        toolkit.insert(db, "events", (*e, taken))
    db.executemany("INSERT INTO meta VALUES (?, ?)", [("seed", str(SEED)), ("today", str(TODAY))])
    db.commit()


DB = toolkit.in_memory(_fill, SEED)
_LOCK = threading.Lock()


def _rows(sql: str, params: tuple[Any, ...] | list[Any] = ()) -> list[sqlite3.Row]:
    """Every row of one query (one connection, shared under a lock)."""
    with _LOCK:
        return DB.execute(sql, tuple(params)).fetchall()


# ---- the values the parameters take: listers of (value, label) or of plain values -----------

member_names, _member = toolkit.owners(
    __name__, _rows, toolkit.owned_by("member", "membership number", "the member's full name")
)


@toolkit.column(_rows, "boats.name")
def boat_names() -> list[str]:
    """Every club boat's name."""


_OUTINGS = """SELECT o.id, printf('outing %d: %s on %s at %s', o.id, b.name, o.day, o.out_at)
    FROM outings o JOIN boats b ON b.id = o.boat_id ORDER BY o.id"""


def outing_labels() -> list[tuple[int, str]]:
    """(outing number, "outing N: BOAT on DAY at TIME")."""
    return [tuple(r) for r in _rows(_OUTINGS)]


@toolkit.column(_rows, "coaches.name")
def coach_names() -> list[str]:
    """Every coach's and club officer's name."""


# ---- pieces the look-ups share -----------------------------------------------------------------


def _fold(text: str) -> str:
    """Lower case, without accents."""
    plain = unicodedata.normalize("NFKD", text)
    return "".join(c for c in plain if not unicodedata.combining(c)).lower()


def _words(text: str) -> set[str]:
    cleaned = "".join(c if c.isalnum() else " " for c in _fold(text))
    return {w.removesuffix("s") if len(w) > 3 else w for w in cleaned.split()}


_COMMON = frozenset(
    "a an and any boat boats club do for have i in is it me of on one or the that there this to"
    " we what which with you your".split()
)


def _ranked(rows: list[sqlite3.Row], search: str | None, fields: tuple[str, ...]) -> list:
    """The rows whose fields hold a word of ``search`` (all rows when there is none), those
    holding the most words first."""
    if not search or not search.strip():
        return list(rows)
    wanted = _words(search) - _COMMON
    scored = []
    for row in rows:
        have = _words(" ".join(str(row[f] or "") for f in fields))
        hits = len(wanted & have)
        if hits:
            scored.append((-hits, row["id"], row))
    return [row for *_, row in sorted(scored, key=lambda s: s[:2])]


def _coach_name(coach_id: int | None) -> str | None:
    if coach_id is None:
        return None
    return _rows("SELECT name FROM coaches WHERE id = ?", (coach_id,))[0]["name"]


def _member_name(member_id: int) -> str:
    return _rows("SELECT name FROM members WHERE id = ?", (member_id,))[0]["name"]


def _boat(name: str) -> sqlite3.Row:
    wanted = _fold(name.strip().strip("'\""))
    for row in _rows("SELECT * FROM boats ORDER BY id"):
        if _fold(row["name"]) == wanted:
            return row
    raise ToolError(f"there is no club boat called {name!r}")


def _boat_summary(boat: sqlite3.Row) -> dict[str, Any]:
    shown = {"boat": boat["name"], "boat_type": TYPES[boat["code"]]}
    shown |= toolkit.named(boat, "rig builder colour minimum_grade=min_grade status rack")
    return shown


# ---- the look-ups ------------------------------------------------------------------------------


def search_boats(
    query: str | None = None,
    boat_type: BoatType | None = None,
    in_service_only: bool = False,
) -> list[dict]:
    """Find club boats by what people call them or what they look like: name, builder,
    colour, country, type or anything in the boatman's notes ("the yellow Italian quad",
    "the wooden one", "the adaptive single"). Gives each boat's type, rig, builder, colour,
    the sculling grade needed to take it out, whether it is in service and its rack.

    Args:
        query: words describing the boat, e.g. "yellow quad" or "Filippi"; leave out to
            list the whole fleet.
        boat_type: only boats of this type, e.g. "double (2x)".
        in_service_only: true to leave out boats that are under repair.

    Examples:
        Which boat is the bright yellow quad?
        Have we got a stable single for beginners?
        Which doubles are in service at the moment?
        Which boats did Empacher build?
    """
    sql, params = "SELECT * FROM boats WHERE 1 = 1", ()
    if boat_type:
        code = next((k for k, v in TYPES.items() if v == boat_type), boat_type)
        sql, params = toolkit.narrowed(sql, params, "code", code)
    if in_service_only:
        sql, params = toolkit.narrowed(sql, params, "status", "in service")
    boats = [dict(b) | {"type_name": TYPES[b["code"]]} for b in _rows(sql + " ORDER BY id", params)]
    fields = ("name", "type_name", "rig", "builder", "colour", "named_after", "notes")
    wanted = _ranked(boats, query, fields)
    return [_boat_summary(b) for b in wanted]


def get_boat(name: str) -> dict:
    """One club boat in full: type, rig, builder and year, crew weight it is rigged for, the
    sculling grade needed, status (in service or under repair), where it is racked, who it is
    named after, the boatman's notes and its repair log (each problem, who reported it, when
    it was fixed and by whom).

    Args:
        name: the boat's name, e.g. "Kelder Otter".

    Examples:
        Is Kelder Otter still under repair?
        What weight crew is Dame Héloïse rigged for?
        Who is the boat Jubilee named after?
        Which rack does Sandpiper live on?
    """
    boat = _boat(name)
    shown = {"boat": boat["name"], "boat_type": TYPES[boat["code"]]}
    spec = "rig builder year_built=year crew_weight_kg=crew_weight minimum_grade=min_grade"
    shown |= toolkit.named(boat, spec + " status rack colour named_after notes")
    shown["named_after"] = boat["named_after"] or None
    repairs = _rows("SELECT * FROM repairs WHERE boat_id = ? ORDER BY reported_on", (boat["id"],))
    shown["repairs"] = [
        {
            "reported_on": r["reported_on"],
            "problem": r["problem"],
            "reported_by": _member_name(r["reported_by"]),
            "fixed_on": r["fixed_on"],
            "fixed_by": _coach_name(r["fixed_by"]),
        }
        for r in repairs
    ]
    return shown


def get_member(member_id: int) -> dict:
    """One member's record: membership category and monthly subscription, squad and the
    coach who runs it, sculling grade, the awards passed (when and who assessed them), the
    date they joined and their emergency contact.

    Args:
        member_id: the membership number, e.g. 2106.

    Examples:
        What sculling grade is Tilly Okafor?
        When did member 2110 pass the swim test?
        Who's the emergency contact for Wiktoria Sobczak?
        Which squad is Søren Lindqvist in and who coaches it?
    """
    m = _member(member_id)
    shown = toolkit.named(m, "member_id=id name category squad sculling_grade=grade joined")
    shown["monthly_subscription_gbp"] = FEES[m["category"]]
    coach = _coach_name(m["coach_id"])
    shown["coach"] = {"name": coach} if coach else None
    awards = _rows("SELECT * FROM awards WHERE member_id = ? ORDER BY passed_on", (m["id"],))
    shown["awards"] = [
        {"award": a["award"], "passed_on": a["passed_on"], "assessed_by": _coach_name(a[3])}
        for a in awards
    ]
    shown["emergency_contact"] = {
        "name": m["emergency_name"],
        "relation": m["emergency_relation"],
        "phone": m["emergency_phone"],
    }
    return shown


def member_fees(member_id: int, status: FeeStatus | None = None) -> list[dict]:
    """A member's monthly subscription invoices, the oldest first: invoice number, the month
    it is for, issue and due dates, the amount in pounds, whether it is paid, open or
    overdue, and the day it was paid.

    Args:
        member_id: the membership number, e.g. 2104.
        status: only invoices with this status.

    Examples:
        Have I paid my subs for February? member 2108
        Does Björn Haugland owe anything?
        Which of Rhodri Llewellyn's invoices are overdue?
    """
    _member(member_id)
    rows = toolkit.owned(_rows, "invoices", ("member_id", member_id), "period", status=status)
    spec = "invoice_number=number month=period issued_on due_date amount_gbp status paid_on"
    return [toolkit.named(r, spec) for r in rows]


def member_outings(member_id: int, month: str | None = None) -> list[dict]:
    """The outings a member rowed in or is booked into, the earliest first: outing number,
    day, time out, boat, seat, the kind of session, the coach and whether it went ahead.

    Args:
        member_id: the membership number, e.g. 2103.
        month: only this month, e.g. "2026-04".

    Examples:
        What outings have I got booked? I'm member 2111
        Which boats did Hannah Oyelaran row in April?
        When was Lena Voss last out on the water?
    """
    _member(member_id)
    sql = (
        "SELECT o.*, c.seat, b.name AS boat FROM crew c JOIN outings o ON o.id = c.outing_id"
        " JOIN boats b ON b.id = o.boat_id WHERE c.member_id = ?"
    )
    params: tuple[Any, ...] = (member_id,)
    if month:
        sql, params = sql + " AND substr(o.day, 1, 7) = ?", (*params, month.strip()[:7])
    out = []
    for row in _rows(sql + " ORDER BY o.day, o.out_at", params):
        shown = toolkit.named(row, "outing_id=id day out_at boat seat session status")
        shown["coach"] = _coach_name(row["coach_id"])
        out.append(shown)
    return out


def get_outing(outing_id: int) -> dict:
    """One outing on the water: day, times out and back, the boat, the kind of session, the
    crew seat by seat (with their membership numbers), the coach and the coaching launch,
    and whether it is booked, went ahead or was cancelled (and why).

    Args:
        outing_id: the outing number, e.g. 5320.

    Examples:
        Who was in the crew for outing 5320?
        Was outing 5309 cancelled, and why?
        Which boat are we in for outing 5321, and who's coxing?
    """
    rows = _rows("SELECT * FROM outings WHERE id = ?", (outing_id,))
    if not rows:
        raise ToolError(f"there is no outing {outing_id}")
    o = rows[0]
    boat = _rows("SELECT name FROM boats WHERE id = ?", (o["boat_id"],))[0]["name"]
    shown = toolkit.named(o, "outing_id=id day out_at back_at")
    shown |= {"boat": {"name": boat}, "session": o["session"], "status": o["status"]}
    shown["cancelled_because"] = o["note"] or None
    shown["coach"] = {"name": _coach_name(o["coach_id"])}
    shown["launch"] = o["launch"]
    crew = _rows(
        "SELECT c.seat, m.id, m.name FROM crew c JOIN members m ON m.id = c.member_id"
        " WHERE c.outing_id = ? ORDER BY c.rowid",
        (outing_id,),
    )
    shown["crew"] = [{"seat": c[0], "member_id": c[1], "name": c[2]} for c in crew]
    return shown


def get_coach(name: str) -> dict:
    """One coach or club officer: role, phone, email, qualifications, the squads they run,
    the days they coach and when their safeguarding (DBS) check runs out.

    Args:
        name: the coach's full name, e.g. "Caoimhe Brennan".

    Examples:
        What's Caoimhe Brennan's phone number?
        Which days does Arjun Venkatesan coach?
        Who looks after the boats and how do I reach them?
    """
    wanted = _fold(name.strip())
    rows = [r for r in _rows("SELECT * FROM coaches ORDER BY id") if _fold(r["name"]) == wanted]
    if not rows:
        raise ToolError(f"there is no coach or officer called {name!r}")
    c = rows[0]
    shown = toolkit.named(c, "name role phone email")
    shown["qualifications"] = json.loads(c["qualifications"])
    shown |= toolkit.named(
        c, "squads coaching_days=days safeguarding_check_expires=safeguarding_expires"
    )
    return shown


def search_events(query: str | None = None, category: EventKind | None = None) -> list:
    """The club's events, races and courses: title, kind, day, venue, entry fee, when
    entries close, places left, who organises it and what it is about.

    Args:
        query: words from the event, e.g. "beginners" or "barbecue"; leave out for all.
        category: only events of this kind.

    Examples:
        What's on at the club in July?
        Is the Spring Head sold out?
        When do entries close for the autumn head?
    """
    sql, params = toolkit.narrowed("SELECT * FROM events WHERE 1 = 1", (), "category", category)
    found = _ranked(_rows(sql + " ORDER BY day", params), query, ("title", "venue", "about"))
    out = []
    for e in found:
        shown = toolkit.named(e, "event_id=id title category day venue entry_fee_gbp")
        shown["entries_close"] = e["entries_close"]
        shown["places_left"] = max(e["places"] - e["taken"], 0)
        shown["organiser"] = _coach_name(e["organiser_id"])
        shown["about"] = e["about"]
        out.append(shown)
    return out


# The look-ups served as tools, in order, and the listers of the values their parameters take.
TOOLS = [
    search_boats,
    get_boat,
    get_member,
    member_fees,
    member_outings,
    get_outing,
    get_coach,
    search_events,
]
_BY_MEMBER = {"member_id": member_names}
VALUES: dict[str, dict[str, Any]] = {
    "get_boat": {"name": boat_names},
    "get_coach": {"name": coach_names},
    "get_outing": {"outing_id": outing_labels},
    "get_member": _BY_MEMBER,
    "member_fees": _BY_MEMBER,
    "member_outings": _BY_MEMBER,
}
