"""Pengarrow Clay Studio: a community pottery studio, its records and ten look-ups.

Both forms of the deployment use these functions: ``pengarrow_tools.py`` marks them as
guardbot tools (``toolkit.marked``), and ``../pengarrowmcp/server.py`` serves them unchanged
over stdio MCP (``served.serve``). Every look-up only reads.

The records live in one in-memory SQLite database (``toolkit.seeded``). The fixed rows come
from ``fixed_lists.json``: the tutors and staff, the courses, the members, the kiln firings,
the glazes, the weekly opening hours and the special days. ``random.Random(SEED)`` draws the
phones and e-mails, the members' pieces of work (what, which clay and glaze, which firing and
so at which stage) and the monthly membership invoices with whether and when each was paid.
"Today" is Wednesday 28 April 2027 (``TODAY``); the clock is never read.
"""

from __future__ import annotations

import datetime as dt
import random
import re
import sqlite3
import unicodedata
from pathlib import Path
from typing import Any, Literal

from tools.registry import ToolError, load_module

toolkit = load_module(str(Path(__file__).resolve().parents[1] / "toolkit.py"))

TODAY, SEED = dt.date(2027, 4, 28), 50416
TUTORS, COURSES, MEMBERS, MEMBERSHIPS, FIRINGS, GLAZES, WEEK, EVENTS, THINGS, CLAYS, MAIL = (
    toolkit.fixed(__file__)
)
MONTHS = ["2027-02", "2027-03", "2027-04"]  # membership is billed on the 1st of its month

SCHEMA = """
CREATE TABLE tutors (id INTEGER PRIMARY KEY, name TEXT, role TEXT, working_days TEXT, specialisms TEXT, mobile TEXT, email TEXT);
CREATE TABLE courses (id INTEGER PRIMARY KEY, title TEXT, level TEXT, days TEXT, times TEXT, first_day TEXT, sessions INTEGER, every INTEGER, fee REAL, places INTEGER, booked INTEGER, tutor_id INTEGER, room TEXT, description TEXT);
CREATE TABLE members (id INTEGER PRIMARY KEY, name TEXT, membership TEXT, joined TEXT, shelf TEXT, wheel_induction INTEGER, phone TEXT, email TEXT);
CREATE TABLE enrolments (member_id INTEGER, course_id INTEGER);
CREATE TABLE firings (number INTEGER PRIMARY KEY, kiln TEXT, kind TEXT, fired_on TEXT, top_temperature INTEGER, tutor_id INTEGER, course_id INTEGER, note TEXT);
CREATE TABLE glazes (name TEXT PRIMARY KEY, colour TEXT, finish TEXT, firing TEXT, food_safe INTEGER, kept_in TEXT, notes TEXT);
CREATE TABLE events (day TEXT, name TEXT, kind TEXT, open INTEGER, hours TEXT, open_studio TEXT, on_duty INTEGER, contact INTEGER, note TEXT);
CREATE TABLE pieces (number INTEGER PRIMARY KEY, member_id INTEGER, item TEXT, clay TEXT, glaze TEXT, firing INTEGER, stage TEXT);
CREATE TABLE invoices (number TEXT PRIMARY KEY, member_id INTEGER, period TEXT, issued_on TEXT, due_date TEXT, membership REAL, kiln_firings REAL, total REAL, status TEXT, paid_on TEXT);
"""

_TERMS = ("PCS-{issued:%y%m}-{seq:03d}", 14, 14, (9, 1, 4, 1, 1, 6), (1, 16))
_LETTERS = str.maketrans({"ł": "l", "ø": "o", "ß": "ss", "æ": "ae", "đ": "d", "ı": "i"})
_SKIP = {"the", "and", "any", "who", "what", "that", "with", "for", "you", "your", "have"}
_SKIP |= {"there", "course", "courses", "class", "classes", "glaze", "glazes", "one", "some"}
_SKIP |= {"is", "a", "an", "on", "in", "of", "to", "do", "it", "my", "me", "can", "which"}


def _fold(text: str) -> str:
    """Lower case, without accents (``Ștefănescu`` -> ``stefanescu``)."""
    text = unicodedata.normalize("NFKD", text.lower().translate(_LETTERS))
    return "".join(c for c in text if not unicodedata.combining(c))


def _stems(text: str) -> list[str]:
    """The words of a search, folded, without the little ones, a plural "s" cut."""
    words = re.findall(r"[a-z0-9]+", _fold(text))
    out = []
    for w in words:
        if w in _SKIP or len(w) < 3:
            continue
        out.append(w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w)
    return out


def _phone(rng: random.Random) -> str:
    return f"07{rng.randint(700, 999)} {rng.randint(100000, 999999)}"


def _staff(db: sqlite3.Connection, rng: random.Random) -> None:
    for tid, name, role, days, skills, mailbox in TUTORS:
        email = f"{mailbox}@pengarrowclay.org.uk"
        toolkit.insert(db, "tutors", (tid, name, role, days, skills, _phone(rng), email))
    for row in COURSES:
        toolkit.insert(db, "courses", row)
    for number, kiln, kind, day, temp, tid, course, note in FIRINGS:
        toolkit.insert(db, "firings", (number, kiln, kind, day, temp, tid, course, note))
    for row in GLAZES:
        toolkit.insert(db, "glazes", row)
    for row in EVENTS:
        toolkit.insert(db, "events", row)


def _members(db: sqlite3.Connection, rng: random.Random) -> None:
    for mid, name, kind, joined, shelf, wheel, courses in MEMBERS:
        first = _fold(name.split()[0])
        email = f"{first}.{rng.randint(10, 99)}@{rng.choice(MAIL)}"
        toolkit.insert(db, "members", (mid, name, kind, joined, shelf, wheel, _phone(rng), email))
        for course in courses:
            toolkit.insert(db, "enrolments", (mid, course))


def _ready(kind: str, fired: dt.date) -> dt.date:
    """The day a firing is unloaded: a raku firing the same day, a kiln two days later."""
    return fired if kind == "raku" else fired + dt.timedelta(days=2)


def _status(kind: str, fired: dt.date) -> str:
    if fired > TODAY:
        return "booked"
    if fired == TODAY:
        return "firing"
    return "cooling" if _ready(kind, fired) > TODAY else "unloaded"


def _stage(rng: random.Random, kind: str, fired: dt.date) -> str:
    status = _status(kind, fired)
    if status == "booked":
        return f"booked for {kind} firing"
    if status in ("firing", "cooling"):
        return "in the kiln"
    if kind == "bisque":
        return "bisque fired"
    if rng.random() < 0.08 or (kind == "raku" and rng.random() < 0.2):
        return "broken in the kiln"
    recent = (TODAY - _ready(kind, fired)).days <= 14
    return "ready to collect" if recent and rng.random() < 0.8 else "collected"


def _pieces(db: sqlite3.Connection, rng: random.Random) -> None:
    stoneware = [g[0] for g in GLAZES if g[3].startswith("stoneware")]
    raku = [g[0] for g in GLAZES if g[3].startswith("raku")]
    number = 5001
    for mid, _, _, joined, _, _, courses in MEMBERS:
        usable = [
            f
            for f in FIRINGS
            if f[1] != "Little Kiln" and f[3] >= joined and f[6] in (None, *courses)
        ]
        for _ in range(rng.randint(3, 6)):
            item = rng.choice(THINGS)
            if rng.random() < 0.15:
                toolkit.insert(
                    db, "pieces", (number, mid, item, rng.choice(CLAYS), None, None, "drying")
                )
                number += 1
                continue
            fnum, _, kind, day, *_ = rng.choice(usable)
            clay = "raku clay" if kind == "raku" else rng.choice(CLAYS)
            glaze = None if kind == "bisque" else rng.choice(raku if kind == "raku" else stoneware)
            stage = _stage(rng, kind, dt.date.fromisoformat(day))
            toolkit.insert(db, "pieces", (number, mid, item, clay, glaze, fnum, stage))
            number += 1


def _invoices(db: sqlite3.Connection, rng: random.Random) -> None:
    number, due_days, grace, weights, paid_days = _TERMS
    seq = 0
    for month in MONTHS:
        issued = dt.date.fromisoformat(month + "-01")
        due = issued + dt.timedelta(days=due_days)
        for mid, _, kind, joined, *_ in MEMBERS:
            fee = MEMBERSHIPS[kind][0]
            if not fee or joined > issued.isoformat():
                continue
            seq += 1
            kiln = rng.choice([0.0, 0.0, 4.5, 6.0, 7.5, 9.0, 12.0])
            status, paid = toolkit.settle(
                rng, issued, due, TODAY, grace=grace, weights=weights, paid_days=paid_days
            )
            key = number.format(issued=issued, seq=seq)
            row = (key, mid, month, issued.isoformat(), due.isoformat(), fee, kiln, fee + kiln)
            toolkit.insert(db, "invoices", (*row, status, paid))


DB, _rows = toolkit.seeded(SCHEMA, SEED, TODAY, (_staff, _members, _pieces, _invoices))


# ---- the listers ------------------------------------------------------------------------------


def member_names() -> list[tuple[int, str]]:
    """(member number, the member's name)."""
    return [(r["id"], r["name"]) for r in _rows("SELECT id, name FROM members ORDER BY id")]


def course_titles() -> list[tuple[int, str]]:
    """(course number, the course's title)."""
    return [(r["id"], r["title"]) for r in _rows("SELECT id, title FROM courses ORDER BY id")]


def tutor_names() -> list[str]:
    """The names of the studio's tutors and staff."""
    return [r["name"] for r in _rows("SELECT name FROM tutors ORDER BY id")]


def firing_numbers() -> list[tuple[int, str]]:
    """(firing number, "Firing N")."""
    return [
        (r["number"], f"Firing {r['number']}")
        for r in _rows("SELECT number FROM firings ORDER BY number")
    ]


Level = Literal["beginner", "improver", "advanced", "all levels"]
Finish = Literal["gloss", "satin", "matt"]
Kind = Literal["bisque", "glaze", "raku"]
Stage = Literal[
    "drying",
    "booked for bisque firing",
    "bisque fired",
    "booked for glaze firing",
    "booked for raku firing",
    "in the kiln",
    "ready to collect",
    "collected",
    "broken in the kiln",
]
InvoiceStatus = Literal["paid", "open", "overdue"]


# ---- helpers ------------------------------------------------------------------------------------


def _day(text: str | None, what: str) -> dt.date | None:
    if text is None or not str(text).strip():
        return None
    try:
        return dt.date.fromisoformat(str(text).strip()[:10])
    except ValueError:
        raise ToolError(f"{what} {text!r} is not a date like 2027-04-30") from None


def _weekday(day: str) -> str:
    return dt.date.fromisoformat(day).strftime("%A")


def _tutor_name(tutor_id: int | None) -> dict[str, Any] | None:
    if tutor_id is None:
        return None
    return {"name": _rows("SELECT name FROM tutors WHERE id = ?", (tutor_id,))[0]["name"]}


def _member(member_id: int) -> sqlite3.Row:
    rows = _rows("SELECT * FROM members WHERE id = ?", (member_id,))
    if not rows:
        raise ToolError(f"there is no member {member_id}")
    return rows[0]


def _dates(c: sqlite3.Row) -> list[str]:
    first = dt.date.fromisoformat(c["first_day"])
    step = dt.timedelta(days=c["every"])
    return [(first + i * step).isoformat() for i in range(c["sessions"])]


def _course_row(course_id: int) -> sqlite3.Row:
    rows = _rows("SELECT * FROM courses WHERE id = ?", (course_id,))
    if not rows:
        raise ToolError(f"there is no course {course_id}")
    return rows[0]


def _firing(f: sqlite3.Row) -> dict[str, Any]:
    fired = dt.date.fromisoformat(f["fired_on"])
    ready = _ready(f["kind"], fired)
    return {
        "firing_number": f["number"],
        "kiln": f["kiln"],
        "kind": f["kind"],
        "fired_on": f["fired_on"],
        "weekday": fired.strftime("%A"),
        "unloaded_on": ready.isoformat(),
        "unloaded_weekday": ready.strftime("%A"),
        "status": _status(f["kind"], fired),
        "fired_by": _tutor_name(f["tutor_id"]),
    }


# ---- the look-ups -------------------------------------------------------------------------------


def get_member(member_id: int) -> dict:
    """One member of the studio: their membership and what it costs a month, when they
    joined, their shelf, whether they are inducted on the wheels, their phone and e-mail and
    the courses they are booked on.

    Args:
        member_id: the member's number, e.g. 2206.

    Examples:
        What's Peter Trembath's e-mail address?
        Is Siobhan Keaveney signed off to use the wheels?
        When did Dafydd join?
    """
    m = _member(member_id)
    courses = _rows(
        "SELECT c.id, c.title FROM enrolments e JOIN courses c ON c.id = e.course_id "
        "WHERE e.member_id = ? ORDER BY c.first_day",
        (member_id,),
    )
    fee, gives = MEMBERSHIPS[m["membership"]]
    return {
        "member_id": m["id"],
        "name": m["name"],
        "membership": m["membership"],
        "monthly_fee_gbp": fee,
        "membership_gives": gives,
        "joined": m["joined"],
        "shelf": m["shelf"],
        "wheel_induction": bool(m["wheel_induction"]),
        "phone": m["phone"],
        "email": m["email"],
        "courses": [{"course_id": c["id"], "title": c["title"]} for c in courses],
    }


def member_account(member_id: int, status: InvoiceStatus | None = None) -> dict:
    """A member's membership invoices (billed on the 1st of each month, with the kiln firings
    of their work added) and what they owe now; only those paid, open or overdue when a
    status is given.

    Args:
        member_id: the member's number, e.g. 2202.
        status: only the invoices that are "paid", "open" or "overdue".

    Examples:
        Is Dafydd behind with his membership?
        What did Tomas pay in February?
        How much were Aurelie's kiln firings in February?
    """
    m = _member(member_id)
    sql = "SELECT * FROM invoices WHERE member_id = ?"
    sql, params = toolkit.narrowed(sql, (member_id,), "status", status)
    rows = _rows(sql + " ORDER BY period", params)
    owed = _rows(
        "SELECT COALESCE(SUM(total), 0) AS owed FROM invoices WHERE member_id = ? "
        "AND status != 'paid'",
        (member_id,),
    )[0]["owed"]
    spec = "invoice_number=number month=period issued_on due_date membership_gbp=membership"
    spec += " kiln_firings_gbp=kiln_firings total_gbp=total status paid_on"
    out: dict[str, Any] = {
        "member_id": m["id"],
        "name": m["name"],
        "membership": m["membership"],
        "owing_gbp": round(owed, 2),
        "invoices": [toolkit.named(r, spec) for r in rows],
    }
    if m["membership"] == "course student":
        out["note"] = "Course students pay for each course when they book it; no monthly invoices."
    return out


def member_pieces(member_id: int, stage: Stage | None = None) -> dict:
    """A member's pieces of work in the studio: what each is, the clay and glaze, where it
    has got to (drying, booked for a firing, in the kiln, ready to collect...) and the
    number of the kiln firing it was last booked into; only those at one stage when a stage
    is given.

    Args:
        member_id: the member's number, e.g. 2210.
        stage: only the pieces at this stage, e.g. "ready to collect".

    Examples:
        Has Hakon got anything in the kiln?
        What has Anais got booked into the next bisque?
        Has Mariana's jug been glaze fired yet?
    """
    m = _member(member_id)
    sql = "SELECT * FROM pieces WHERE member_id = ?"
    sql, params = toolkit.narrowed(sql, (member_id,), "stage", stage)
    rows = _rows(sql + " ORDER BY number", params)
    return {
        "member_id": m["id"],
        "name": m["name"],
        "shelf": m["shelf"],
        "pieces": [
            {
                "piece_number": r["number"],
                "item": r["item"],
                "clay": r["clay"],
                "glaze": r["glaze"],
                "stage": r["stage"],
                "firing_number": r["firing"],
            }
            for r in rows
        ],
    }


def get_firing(firing_number: int) -> dict:
    """One kiln firing: which kiln, bisque, glaze or raku, the day it is fired and the day it
    is unloaded, its top temperature, its status, who fires it, the course it is for (if
    any), a note, and how many members' pieces are in it.

    Args:
        firing_number: the firing's number, e.g. 414.

    Examples:
        When will firing 418 be unloaded?
        Who fired number 405?
        What was the top temperature of firing 412?
    """
    rows = _rows("SELECT * FROM firings WHERE number = ?", (firing_number,))
    if not rows:
        raise ToolError(f"there is no firing {firing_number}")
    f = rows[0]
    count = _rows("SELECT COUNT(*) AS n FROM pieces WHERE firing = ?", (firing_number,))[0]["n"]
    return _firing(f) | {
        "loaded_on": (dt.date.fromisoformat(f["fired_on"]) - dt.timedelta(days=1)).isoformat(),
        "top_temperature_c": f["top_temperature"],
        "course_id": f["course_id"],
        "note": f["note"],
        "members_pieces": count,
    }


def kiln_schedule(
    kind: Kind | None = None, date_from: str | None = None, date_to: str | None = None
) -> list[dict]:
    """The kiln firings between two dates (from today on when no date is given), by day:
    firing number, kiln, bisque, glaze or raku, the day fired and the day unloaded, status
    and who fires it; only one kind when a kind is given. Returns [] when there are none.

    Args:
        kind: only "bisque", "glaze" or "raku" firings.
        date_from: the first day, a date like 2027-04-19.
        date_to: the last day, a date like 2027-04-25.

    Examples:
        Which glaze firings are booked in May?
        How many bisque firings were there in March?
        Is Big Blue firing this weekend?
    """
    start = _day(date_from, "date_from") or (TODAY if date_to is None else dt.date.min)
    end = _day(date_to, "date_to") or dt.date.max
    sql = "SELECT * FROM firings WHERE fired_on BETWEEN ? AND ?"
    sql, params = toolkit.narrowed(sql, (start.isoformat(), end.isoformat()), "kind", kind)
    return [_firing(f) for f in _rows(sql + " ORDER BY fired_on, number", params)]


def get_course(course_id: int) -> dict:
    """One course: its level, day and times, every session's date and the next one, the
    fee, places left, the room, what it covers, and the tutor who teaches it.

    Args:
        course_id: the course's number, e.g. 103.

    Examples:
        How much is the Handbuilding course?
        Is the Raku Firing Day full?
        What day is the Improvers' Throwing course on?
    """
    c = _course_row(course_id)
    dates = _dates(c)
    upcoming = [d for d in dates if d >= TODAY.isoformat()]
    return {
        "course_id": c["id"],
        "title": c["title"],
        "level": c["level"],
        "days": c["days"],
        "times": c["times"],
        "sessions": len(dates),
        "dates": dates,
        "next_session": upcoming[0] if upcoming else None,
        "fee_gbp": c["fee"],
        "places": c["places"],
        "places_left": c["places"] - c["booked"],
        "room": c["room"],
        "description": c["description"],
        "tutor": _tutor_name(c["tutor_id"]),
    }


def find_courses(query: str, level: Level | None = None) -> list[dict]:
    """Search the studio's courses by words of their title, what they cover or their tutor
    (e.g. "throwing", "raku", "children"); only one level when a level is given. Each course
    with its level, day, times, first and last session, fee, places left and tutor. Returns
    [] when none matches.

    Args:
        query: words to look for, e.g. "throwing".
        level: only "beginner", "improver", "advanced" or "all levels" courses.

    Examples:
        Do you run any handbuilding courses?
        Is there a course for kids?
        What beginner courses have you got?
    """
    sql = "SELECT c.*, t.name AS tutor FROM courses c JOIN tutors t ON t.id = c.tutor_id"
    sql += " WHERE 1 = 1"
    sql, params = toolkit.narrowed(sql, (), "c.level", level)
    rows = _rows(sql + " ORDER BY c.first_day, c.id", params)
    words = _stems(query)
    found = toolkit.ranked(
        rows,
        words,
        lambda r: _fold(" ".join((r["title"], r["description"], r["tutor"], r["level"]))),
    )
    out = []
    for c in found:
        dates = _dates(c)
        out.append(
            {
                "course_id": c["id"],
                "title": c["title"],
                "level": c["level"],
                "days": c["days"],
                "times": c["times"],
                "first_session": dates[0],
                "last_session": dates[-1],
                "fee_gbp": c["fee"],
                "places_left": c["places"] - c["booked"],
                "tutor": {"name": c["tutor"]},
            }
        )
    return out


def _tutor(name: str) -> sqlite3.Row:
    rows = _rows("SELECT * FROM tutors ORDER BY id")
    wanted = _fold(name).strip()
    exact = [r for r in rows if _fold(r["name"]) == wanted]
    if exact:
        return exact[0]
    words = set(re.findall(r"[a-z]+", wanted))
    found = [r for r in rows if words & set(re.findall(r"[a-z]+", _fold(r["name"])))]
    if len(found) == 1:
        return found[0]
    names = ", ".join(r["name"] for r in rows)
    raise ToolError(f"there is no tutor or member of staff called {name!r} ({names})")


def get_tutor(name: str) -> dict:
    """One of the studio's tutors or staff: their role, the days they work, what they teach
    or look after, their mobile and e-mail, the courses they teach, the days they are on duty
    in open studio, and the kiln firings they have booked from today on.

    Args:
        name: the person's name; a first name alone works, e.g. "Kenji".

    Examples:
        Is Mirela in on Thursdays?
        What's the kiln technician's email?
        Which courses does Ifeoluwa teach?
    """
    t = _tutor(name)
    courses = _rows("SELECT * FROM courses WHERE tutor_id = ? ORDER BY first_day", (t["id"],))
    firings = _rows(
        "SELECT * FROM firings WHERE tutor_id = ? AND fired_on >= ? ORDER BY fired_on",
        (t["id"], TODAY.isoformat()),
    )
    return {
        "name": t["name"],
        "role": t["role"],
        "working_days": t["working_days"].split(", "),
        "specialisms": t["specialisms"],
        "mobile": t["mobile"],
        "email": t["email"],
        "courses": [
            {"course_id": c["id"], "title": c["title"], "days": c["days"], "times": c["times"]}
            for c in courses
        ],
        "on_duty_in_open_studio": [d for d, (_, _, who) in WEEK.items() if who == t["id"]],
        "firings_booked": [
            {"firing_number": f["number"], "kind": f["kind"], "fired_on": f["fired_on"]}
            for f in firings
        ],
    }


def studio_day(date: str) -> dict:
    """The studio on one day: whether it is open and its hours, the open studio session for
    members, the tutor on duty, the classes running (course, times, tutor), the kiln firings
    that day, and any special event or closure (a bank holiday, an open day, a sale).

    Args:
        date: the day, a date like 2027-04-30.

    Examples:
        Is the studio open on Sunday?
        What classes are on this Thursday?
        Which tutor looks after open studio on Wednesdays?
    """
    day = _day(date, "date")
    assert day is not None
    iso = day.isoformat()
    weekday = day.strftime("%A")
    hours, session, duty = WEEK[weekday]
    events = _rows("SELECT * FROM events WHERE day = ?", (iso,))
    event = events[0] if events else None
    is_open = hours is not None
    if event is not None:
        is_open = bool(event["open"])
        hours = event["hours"] or hours if is_open else None
        session = event["open_studio"] or session if is_open else None
        duty = event["on_duty"] or duty if is_open else None
    classes = []
    for c in _rows("SELECT * FROM courses ORDER BY times, id"):
        if is_open and iso in _dates(c):
            item = {"course_id": c["id"], "title": c["title"], "times": c["times"]}
            classes.append(item | {"tutor": _tutor_name(c["tutor_id"])})
    firings = _rows("SELECT * FROM firings WHERE fired_on = ? ORDER BY number", (iso,))
    closed = None
    if not is_open:
        closed = event["name"] if event is not None else "closed on Mondays (the kiln day)"
    return {
        "date": iso,
        "weekday": weekday,
        "open": is_open,
        "opening_hours": hours,
        "closed_because": closed,
        "open_studio": session,
        "on_duty": _tutor_name(duty),
        "classes": classes,
        "firings": [
            {"firing_number": f["number"], "kiln": f["kiln"], "kind": f["kind"]} for f in firings
        ],
        "event": None
        if event is None
        else {
            "name": event["name"],
            "kind": event["kind"],
            "times": event["hours"],
            "note": event["note"],
            "contact": _tutor_name(event["contact"]),
        },
    }


def find_glazes(query: str, finish: Finish | None = None) -> list[dict]:
    """Search the studio's glazes by words of their name, colour or notes (e.g. "blue",
    "celadon", "food safe"); only one finish when a finish is given. Each glaze with its
    colour, finish, firing, whether it is food safe, the bucket or shelf it is kept in and
    how to use it. Returns [] when none matches.

    Args:
        query: words to look for, e.g. "green".
        finish: only "gloss", "satin" or "matt" glazes.

    Examples:
        Which glazes are food safe?
        Have you got a shiny black glaze?
        What satin glazes are there?
    """
    sql = "SELECT * FROM glazes WHERE 1 = 1"
    sql, params = toolkit.narrowed(sql, (), "finish", finish)
    rows = _rows(sql + " ORDER BY rowid", params)
    words = [w for w in _stems(query) if w not in ("food", "safe")]
    if "food" in _fold(query) and "safe" in _fold(query):
        rows = [r for r in rows if r["food_safe"]]
    found = toolkit.ranked(
        rows,
        words,
        lambda r: _fold(" ".join((r["name"], r["colour"], r["finish"], r["firing"], r["notes"]))),
    )
    return [
        {
            "glaze": r["name"],
            "colour": r["colour"],
            "finish": r["finish"],
            "firing": r["firing"],
            "food_safe": bool(r["food_safe"]),
            "kept_in": r["kept_in"],
            "notes": r["notes"],
        }
        for r in found
    ]


VALUES: dict[str, dict[str, Any]] = {
    "get_member": {"member_id": member_names},
    "member_account": {"member_id": member_names},
    "member_pieces": {"member_id": member_names},
    "get_firing": {"firing_number": firing_numbers},
    "get_course": {"course_id": course_titles},
    "get_tutor": {"name": tutor_names},
}
TOOLS = [get_member, member_account, member_pieces, get_firing, kiln_schedule]
TOOLS += [get_course, find_courses, get_tutor, studio_day, find_glazes]
