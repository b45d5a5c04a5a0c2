"""Orrisdale Driving School: its records and eight read-only look-ups.

The one implementation behind both forms of the deployment: ``orrisdale_tools.py`` marks
these functions as guardbot tools (``toolkit.marked``) and ``../orrisdalemcp/server.py``
serves the very same functions over stdio MCP (``served.mcp_server``).

The records are one SQLite database in memory (``toolkit.in_memory``), written on import from
``fixed_lists.json`` (instructors, cars, pupils, pickup places, lesson times, test centres,
serious faults, lesson blocks, complaints and incidents) and ``random.Random(SEED)`` (phones,
e-mails, licence numbers, lesson dates, tests and their faults, invoices and their payment).
"Today" is Thursday 13 May 2027 (``TODAY``); no clock is read.
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
TODAY, SEED = dt.date(2027, 5, 13), 130527
(INSTRUCTORS, CARS, PUPILS, PICKUPS, START_TIMES, CANCEL_REASONS, CENTRES, SERIOUS_FAULTS,
 BLOCKS, INCIDENTS) = toolkit.fixed(__file__)  # fmt: skip

SCHEMA = """
        CREATE TABLE instructors (
            id INTEGER PRIMARY KEY, name TEXT, role TEXT, days TEXT, areas TEXT, strengths TEXT,
            adi_number TEXT, mobile TEXT, email TEXT);
        CREATE TABLE cars (
            registration TEXT PRIMARY KEY, make_model TEXT, gearbox TEXT, dual_controls TEXT,
            instructor_id INTEGER, mot_due TEXT, last_service TEXT, mileage INTEGER);
        CREATE TABLE pupils (
            id INTEGER PRIMARY KEY, name TEXT, address TEXT, instructor_id INTEGER, gearbox TEXT,
            licence_number TEXT, phone TEXT, email TEXT, started TEXT, theory_passed_on TEXT,
            theory_certificate TEXT);
        CREATE TABLE blocks (
            pupil_id INTEGER, bought_on TEXT, block TEXT, hours INTEGER, price REAL,
            invoice_number TEXT);
        CREATE TABLE lessons (
            id INTEGER PRIMARY KEY, pupil_id INTEGER, instructor_id INTEGER, car TEXT, day TEXT,
            start TEXT, hours REAL, pickup TEXT, status TEXT, reason TEXT);
        CREATE TABLE centres (
            name TEXT PRIMARY KEY, address TEXT, parking TEXT, days TEXT, pass_rate INTEGER);
        CREATE TABLE tests (
            reference TEXT PRIMARY KEY, pupil_id INTEGER, centre TEXT, day TEXT, time TEXT,
            status TEXT, driving_faults INTEGER, serious_faults TEXT, car TEXT,
            instructor_id INTEGER);
        CREATE TABLE invoices (
            number TEXT PRIMARY KEY, pupil_id INTEGER, what TEXT, issued_on TEXT, due_date TEXT,
            amount REAL, status TEXT, paid_on TEXT);
        CREATE TABLE incidents (
            number TEXT PRIMARY KEY, reported_on TEXT, kind TEXT, summary TEXT, lesson_id INTEGER,
            pupil_id INTEGER, instructor_id INTEGER, car TEXT, status TEXT, outcome TEXT);
"""

_FIRST, _LAST = dt.date(2026, 12, 1), dt.date(2027, 6, 26)  # the lessons' span
_TEST_FEE, _LATE_FEE = 62.0, 42.0
_CAR_OF = {r[4]: r[0] for r in CARS if r[4]}  # the car each instructor teaches in
_LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ"


def _folded(text: str) -> str:
    """A name as people type it: no accents, lower case, single spaces."""
    text = text.replace("ł", "l").replace("Ł", "L")
    bare = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return " ".join(bare.lower().split())


def _on(day: str) -> str:
    return dt.date.fromisoformat(day).strftime("%A")


def _works_on(days: str, day: dt.date) -> bool:
    return day.strftime("%a") in days


def _licence(rng: random.Random, name: str) -> str:
    """A licence-number-like reference: surname, birth digits, initials, check letters."""
    parts = _folded(name).replace("-", " ").split()
    surname = "".join(c for c in parts[-1] if c.isalpha()).upper()[:5].ljust(5, "9")
    born = dt.date(rng.randint(1972, 2009), rng.randint(1, 12), rng.randint(1, 28))
    digits = f"{born.year % 100 // 10}{born.month:02d}{born.day:02d}{born.year % 10}"
    initials = (parts[0][0] + (parts[1][0] if len(parts) > 2 else "9")).upper()
    return f"{surname}{digits}{initials}9{rng.choice(_LETTERS)}{rng.choice(_LETTERS)}"


def _staff(db: sqlite3.Connection, rng: random.Random) -> None:
    for iid, name, role, days, areas, strengths in INSTRUCTORS:
        adi = f"ADI {rng.randint(400000, 799999)}"
        mobile = f"07700 9{rng.randint(10000, 99999)}"
        email = f"{_folded(name).split()[0]}@orrisdaledriving.co.uk"
        row = (iid, name, role, days, areas, strengths, adi, mobile, email)
        toolkit.insert(db, "instructors", row)
    for reg, model, gearbox, dual, iid in CARS:
        mot = TODAY + dt.timedelta(days=rng.randint(-3, 330))
        service = TODAY - dt.timedelta(days=rng.randint(10, 200))
        row = (reg, model, gearbox, dual, iid, mot.isoformat(), service.isoformat())
        toolkit.insert(db, "cars", (*row, rng.randint(8, 70) * 1000 + rng.randint(0, 999)))
    for name, address, parking, days, rate in CENTRES:
        toolkit.insert(db, "centres", (name, address, parking, days, rate))


def _pupils(db: sqlite3.Connection, rng: random.Random) -> None:
    for pid, name, address, iid, gearbox in PUPILS:
        started = dt.date(2026, 9, 1) + dt.timedelta(days=rng.randint(0, 200))
        theory = None
        if rng.random() < 0.75:
            theory = (started + dt.timedelta(days=rng.randint(14, 100))).isoformat()
            theory = min(theory, (TODAY - dt.timedelta(days=3)).isoformat())
        cert = f"TH{rng.randint(10000000, 99999999)}" if theory else None
        phone = f"07700 9{rng.randint(10000, 99999)}"
        handle = _folded(name).replace(" ", ".").replace("-", "")
        email = f"{handle}@{rng.choice(['gmail.com', 'outlook.com', 'icloud.com'])}"
        lic = _licence(rng, name)
        row = (pid, name, address, iid, gearbox, lic, phone, email, started.isoformat())
        toolkit.insert(db, "pupils", (*row, theory, cert))


def _lessons(db: sqlite3.Connection, rng: random.Random) -> None:
    by_gearbox: dict[str, list[int]] = {}
    for _reg, _model, gearbox, _dual, iid in CARS:
        if iid:
            by_gearbox.setdefault(gearbox, []).append(iid)
    days = {r[0]: r[3] for r in INSTRUCTORS}
    passed = dict(db.execute("SELECT pupil_id, day FROM tests WHERE status = 'passed'").fetchall())
    started = dict(db.execute("SELECT id, started FROM pupils").fetchall())
    drafts = []
    for pid, _name, _address, iid, gearbox in PUPILS:
        day = max(_FIRST, dt.date.fromisoformat(started[pid])) + dt.timedelta(
            days=rng.randint(0, 9)
        )
        last = dt.date.fromisoformat(passed[pid]) if pid in passed else _LAST
        while day < last:
            teacher = iid if rng.random() < 0.88 else rng.choice(by_gearbox[gearbox])
            while not _works_on(days[teacher], day):
                day += dt.timedelta(days=1)
            start = rng.choice(START_TIMES)
            hours = rng.choice([1.0, 1.5, 2.0, 2.0])
            pickup = PICKUPS[0] if rng.random() < 0.6 else rng.choice(PICKUPS[1:])
            if day < TODAY:
                status = rng.choices(["completed", "cancelled"], weights=[9, 1])[0]
            else:
                status = rng.choices(["booked", "cancelled"], weights=[11, 1])[0]
            reasons = (
                CANCEL_REASONS if day < TODAY else [r for r in CANCEL_REASONS if "charged" not in r]
            )
            reason = rng.choice(reasons) if status == "cancelled" else None
            drafts.append(
                (day, start, pid, teacher, _CAR_OF[teacher], hours, pickup, status, reason)
            )
            day += dt.timedelta(days=rng.randint(5, 12))
    drafts.sort(key=lambda d: (d[0], d[1], d[2]))
    for lid, (day, start, pid, teacher, car, hours, pickup, status, reason) in enumerate(
        drafts, start=8101
    ):
        row = (lid, pid, teacher, car, day.isoformat(), start, hours, pickup, status, reason)
        toolkit.insert(db, "lessons", row)


def _tests(db: sqlite3.Connection, rng: random.Random) -> None:
    pupils = db.execute(
        "SELECT id, instructor_id, theory_passed_on FROM pupils WHERE theory_passed_on "
        "IS NOT NULL ORDER BY id"
    ).fetchall()
    drafts = []
    for pid, iid, theory in pupils:
        if rng.random() < 0.3:
            continue
        first = dt.date.fromisoformat(theory) + dt.timedelta(days=rng.randint(40, 120))
        centre = rng.choice(CENTRES)
        tries = [first]
        if first < TODAY and rng.random() < 0.55:
            tries.append(first + dt.timedelta(days=rng.randint(25, 50)))
        for at, day in enumerate(tries):
            while not _works_on(centre[3], day):
                day += dt.timedelta(days=1)
            drafts.append((day, pid, iid, centre[0], at == len(tries) - 1))
    drafts.sort(key=lambda d: (d[0], d[1]))
    for n, (day, pid, iid, centre, last) in enumerate(drafts, start=1):
        time = rng.choice(["08:10", "09:07", "10:14", "11:21", "13:33", "14:40"])
        faults, serious = None, None
        if day >= TODAY:
            status = rng.choices(["booked", "cancelled"], weights=[6, 1])[0]
        elif not last:
            status = "failed"
        else:
            status = rng.choices(["passed", "failed"], weights=[3, 2])[0]
        if status in ("passed", "failed"):
            faults = rng.randint(2, 13)
        if status == "failed":
            serious = ", ".join(rng.sample(SERIOUS_FAULTS, rng.choice([1, 1, 2])))
        ref = f"DT-{day:%y%m}-{n:03d}"
        row = (ref, pid, centre, day.isoformat(), time, status, faults, serious, _CAR_OF[iid], iid)
        toolkit.insert(db, "tests", row)


def _money(db: sqlite3.Connection, rng: random.Random) -> None:
    drafts = []
    for pid, started in db.execute("SELECT id, started FROM pupils ORDER BY id").fetchall():
        done = db.execute(
            "SELECT COALESCE(SUM(hours), 0) FROM lessons WHERE pupil_id = ? AND "
            "status IN ('completed', 'booked')",
            (pid,),
        ).fetchone()[0]
        bought, day = 0, dt.date.fromisoformat(started)
        last = TODAY - dt.timedelta(days=1)
        while bought < done:
            block, hours, price = rng.choice(BLOCKS[1:])
            if day >= last:  # the last block bought covers what is booked
                fits = [b for b in BLOCKS[1:] if b[1] >= done - bought]
                block, hours, price = fits[0] if fits else BLOCKS[-1]
            drafts.append((day, pid, block, hours, price))
            bought += hours
            day = min(day + dt.timedelta(days=rng.randint(20, 45)), last)
    charges = []
    for day, pid, block, hours, price in drafts:
        charges.append((day, pid, f"{block} ({hours} hours)", price, (block, hours)))
    for pid, day in db.execute("SELECT pupil_id, day FROM tests ORDER BY reference").fetchall():
        booked = dt.date.fromisoformat(day) - dt.timedelta(days=rng.randint(30, 60))
        charges.append((min(booked, TODAY), pid, f"practical test fee ({day})", _TEST_FEE, None))
    late = "SELECT pupil_id, day FROM lessons WHERE reason LIKE '%charged%' ORDER BY id"
    for pid, day in db.execute(late).fetchall():
        charges.append(
            (dt.date.fromisoformat(day), pid, f"late cancellation ({day})", _LATE_FEE, None)
        )
    charges.sort(key=lambda c: (c[0], c[1], c[2]))
    for n, (issued, pid, what, amount, block) in enumerate(charges, start=1):
        number = f"ODS-{4400 + n}"
        due = issued + dt.timedelta(days=14)
        status, paid_on = toolkit.settle(
            rng, issued, due, TODAY, grace=7, weights=(19, 1, 5, 3, 2, 3), paid_days=(0, 12)
        )
        status = "unpaid" if status == "open" else status
        row = (number, pid, what, issued.isoformat(), due.isoformat(), amount, status, paid_on)
        toolkit.insert(db, "invoices", row)
        if block:
            row = (pid, issued.isoformat(), block[0], block[1], amount, number)
            toolkit.insert(db, "blocks", row)


def _incidents(db: sqlite3.Connection, rng: random.Random) -> None:
    done = db.execute("SELECT * FROM lessons WHERE status = 'completed' ORDER BY id").fetchall()
    picked = sorted(rng.sample(done, len(INCIDENTS)), key=lambda r: r[0])
    for n, (lesson, (kind, summary, status, outcome)) in enumerate(
        zip(picked, INCIDENTS, strict=True), start=301
    ):
        reported = dt.date.fromisoformat(lesson[4]) + dt.timedelta(days=rng.randint(0, 3))
        reported = min(reported, TODAY)
        row = (f"INC-{n}", reported.isoformat(), kind, summary, lesson[0], lesson[1], lesson[2])
        toolkit.insert(db, "incidents", (*row, lesson[3], status, outcome))


# every table, in the order the rows draw from the seeded random numbers; queries on the
# shared connection one at a time
DB, _rows = toolkit.seeded(
    SCHEMA, SEED, TODAY, (_staff, _pupils, _tests, _lessons, _money, _incidents)
)


# ---- the values the parameters take --------------------------------------------------------

pupil_names, _pupil = toolkit.owners(
    __name__, _rows, toolkit.owned_by("pupil", "number", "the pupil's name")
)


@toolkit.column(_rows, "instructors.name")
def instructor_names() -> list[str]:
    """The names of the school's driving instructors."""


@toolkit.column(_rows, "cars.registration")
def car_registrations() -> list[str]:
    """The school's cars by registration (e.g. OR24 DSK)."""


@toolkit.column(_rows, "centres.name")
def test_centres() -> list[str]:
    """The driving test centres our pupils take their test at."""


# ---- reading the records -------------------------------------------------------------------

LessonStatus = Literal["booked", "completed", "cancelled"]
TestStatus = Literal["booked", "passed", "failed", "cancelled"]
InvoiceStatus = Literal["paid", "unpaid", "overdue"]
IncidentStatus = Literal["open", "investigating", "resolved", "closed"]


def _instructor_row(name: str) -> sqlite3.Row:
    wanted = _folded(name).removeprefix("instructor ").strip()
    everyone = _rows("SELECT * FROM instructors ORDER BY id")
    exact = [r for r in everyone if _folded(r["name"]) == wanted]
    partial = [r for r in everyone if wanted in _folded(r["name"]).replace("-", " ").split()]
    match = exact or partial
    if len(match) == 1:
        return match[0]
    listed = ", ".join(r["name"] for r in everyone)
    raise ToolError(f"there is no instructor called {name!r} (our instructors: {listed})")


def _teacher(instructor_id: int) -> dict[str, Any]:
    return {"name": _rows("SELECT name FROM instructors WHERE id = ?", (instructor_id,))[0][0]}


def _pupil_ref(pupil_id: int) -> dict[str, Any]:
    return {"pupil_id": pupil_id, "name": _pupil(pupil_id)["name"]}


def get_instructor(name: str) -> dict:
    """One of our driving instructors: their ADI number, mobile and e-mail, the days they
    work, the areas they cover, what they are good with, the car they teach in (registration,
    model, manual or automatic) and the pupils they teach.

    Args:
        name: the instructor's name, e.g. "Renée Okafor" (a first name or surname alone is
            fine, e.g. "Aled").

    Examples:
        What's Aled's mobile number?
        Does Noor Al-Rashidi teach in automatics?
        Which days does Desmond Achterberg work?
        Does Ingrid cover Crannock?
    """
    r = _instructor_row(name)
    shown = toolkit.named(r, "name role adi_number mobile email days_worked=days")
    shown |= {"areas_covered": r["areas"], "good_with": r["strengths"]}
    car = _rows("SELECT * FROM cars WHERE instructor_id = ?", (r["id"],))[0]
    shown["car"] = toolkit.named(car, "registration make_model gearbox")
    pupils = _rows("SELECT id, name FROM pupils WHERE instructor_id = ? ORDER BY id", (r["id"],))
    shown["pupils"] = [{"pupil_id": p["id"], "name": p["name"]} for p in pupils]
    return shown


def get_pupil(pupil_id: int) -> dict:
    """A pupil's record: driving licence number, phone, e-mail, address, manual or automatic,
    when they started, their theory test (passed or not, when, certificate number), their
    instructor, the lesson blocks they have bought, and hours bought, done, booked and left.

    Args:
        pupil_id: the pupil's number, e.g. 207.

    Examples:
        Has Oisín Brannagh passed his theory test?
        How many hours has Jakub Dvořák got left?
        Who is Maëlle Duarte's instructor?
        What licence number have you got for Ffion Llywelyn?
    """
    p = _pupil(pupil_id)
    shown = toolkit.named(p, "pupil_id=id name licence_number phone email address")
    shown |= {"learns_in": p["gearbox"], "started_on": p["started"]}
    shown["theory_test"] = {
        "passed": p["theory_passed_on"] is not None,
        "passed_on": p["theory_passed_on"],
        "certificate": p["theory_certificate"],
    }
    shown["instructor"] = _teacher(p["instructor_id"])
    blocks = _rows("SELECT * FROM blocks WHERE pupil_id = ? ORDER BY bought_on", (pupil_id,))
    shown["lesson_blocks"] = [
        toolkit.named(b, "block bought_on hours price_gbp=price") for b in blocks
    ]
    hours = {
        s: _rows(
            "SELECT COALESCE(SUM(hours), 0) FROM lessons WHERE pupil_id = ? AND status = ?",
            (pupil_id, s),
        )[0][0]
        for s in ("completed", "booked")
    }
    bought = float(sum(b["hours"] for b in blocks))
    shown |= {"hours_bought": bought, "hours_done": hours["completed"]}
    shown |= {"hours_booked": hours["booked"], "hours_left": bought - hours["completed"]}
    return shown


def pupil_lessons(pupil_id: int, status: LessonStatus | None = None) -> list[dict]:
    """A pupil's driving lessons, past and booked: lesson number, date and weekday, start time,
    length in hours, where they are picked up, status (and why it was cancelled), the
    instructor and the car.

    Args:
        pupil_id: the pupil's number, e.g. 212.
        status: only the lessons with this status: booked, completed or cancelled.

    Examples:
        When is Hamish Tennant's next lesson?
        Where is Priyanka being picked up on Tuesday?
        How many lessons has Tadhg Ó Briain cancelled?
    """
    _pupil(pupil_id)
    rows = toolkit.owned(_rows, "lessons", ("pupil_id", pupil_id), "day, start", status=status)
    out = []
    for m in rows:
        shown = toolkit.named(m, "lesson_id=id date=day")
        shown |= {"weekday": _on(m["day"])}
        shown |= toolkit.named(m, "start_time=start hours pickup status cancelled_because=reason")
        shown |= {"instructor": _teacher(m["instructor_id"]), "car": {"registration": m["car"]}}
        out.append(shown)
    return out


def pupil_tests(pupil_id: int, status: TestStatus | None = None) -> list[dict]:
    """A pupil's practical driving tests: booking reference, date, weekday and time, the
    test centre, status (booked, passed, failed, cancelled), driving faults and serious faults,
    the instructor and the car taken to the test.

    Args:
        pupil_id: the pupil's number, e.g. 205.
        status: only the tests with this status: booked, passed, failed or cancelled.

    Examples:
        When is Zoë Ferreira-Lund's driving test?
        How many minors did Ffion get on her test?
        Why did Rúben Carvalho fail?
    """
    _pupil(pupil_id)
    rows = toolkit.owned(_rows, "tests", ("pupil_id", pupil_id), "day", status=status)
    out = []
    for t in rows:
        shown = toolkit.named(t, "booking_reference=reference date=day")
        shown |= {
            "weekday": _on(t["day"]),
            "time": t["time"],
            "test_centre": {"centre": t["centre"]},
        }
        serious = t["serious_faults"].split(", ") if t["serious_faults"] else []
        shown |= toolkit.named(t, "status driving_faults")
        shown |= {"serious_faults": serious, "instructor": _teacher(t["instructor_id"])}
        out.append(shown | {"car": {"registration": t["car"]}})
    return out


def get_test_centre(centre: str) -> dict:
    """A driving test centre: its address, where to park, the days it holds tests, its pass
    rate, and our pupils' tests booked there from today.

    Args:
        centre: the test centre's name, e.g. "Crannock".

    Examples:
        Where is the Orrisdale test centre?
        Is there parking at the Orrisdale test centre?
        What's the pass rate at Orrisdale test centre?
    """
    wanted = _folded(centre).replace("test centre", "").strip()
    found = [r for r in _rows("SELECT * FROM centres") if _folded(r["name"]) == wanted]
    if not found:
        names = ", ".join(test_centres())
        raise ToolError(f"there is no test centre {centre!r} (we use {names})")
    c = found[0]
    shown = toolkit.named(
        c, "centre=name address parking test_days=days pass_rate_percent=pass_rate"
    )
    sql = (
        "SELECT t.day, t.time, p.name FROM tests t JOIN pupils p ON p.id = t.pupil_id "
        "WHERE t.centre = ? AND t.status = 'booked' AND t.day >= ? ORDER BY t.day, t.time"
    )
    booked = _rows(sql, (c["name"], TODAY.isoformat()))
    shown["our_tests_booked"] = [toolkit.named(b, "date=day time pupil=name") for b in booked]
    return shown


def pupil_payments(pupil_id: int, status: InvoiceStatus | None = None) -> dict:
    """A pupil's account: what they owe now and each invoice (number, what it is for: a lesson
    block, a test fee or a late cancellation, issued, due, amount, status, paid on).

    Args:
        pupil_id: the pupil's number, e.g. 214.
        status: only the invoices with this status: paid, unpaid or overdue.

    Examples:
        Does Tadhg Ó Briain owe anything?
        Has Hamish Tennant paid for his test?
        Which of Ngozi Eze's invoices are overdue?
    """
    p = _pupil(pupil_id)
    spec = "invoice_number=number for=what issued_on due_date amount_gbp=amount status paid_on"
    owed, invoices = toolkit.balance(_rows, ("pupil_id", pupil_id), status, spec)
    return {"pupil": p["name"], "balance_owed_gbp": owed, "invoices": invoices}


def get_car(registration: str) -> dict:
    """One of the school's cars: make and model, manual or automatic, its dual controls, when
    its MOT is due, last service, mileage and the instructor who teaches in it (the spare car
    has none).

    Args:
        registration: the car's registration, e.g. "OR72 APJ".

    Examples:
        When is the MOT due on OR23 RNO?
        Is OR25 ISH a manual or an automatic?
        Whose car is OR72 APJ?
    """
    reg = " ".join(registration.upper().split()).replace(" ", "")
    found = [r for r in _rows("SELECT * FROM cars") if r["registration"].replace(" ", "") == reg]
    if not found:
        raise ToolError(f"there is no car {registration!r} in the school's fleet")
    c = found[0]
    shown = toolkit.named(c, "registration make_model gearbox dual_controls mot_due last_service")
    shown["mileage"] = c["mileage"]
    iid = c["instructor_id"]
    return shown | {"instructor": _teacher(iid) if iid else None}


_LOOKED_IN = ("number", "kind", "summary", "outcome", "pupil", "instructor", "car", "lesson_id")
_SKIPPED = {"the", "a", "an", "and", "of", "about", "with", "for", "complaint", "incident"}


def search_incidents(query: str | None = None, status: IncidentStatus | None = None) -> list[dict]:
    """Complaints, incident reports and near misses: number, reported on, kind, what
    happened, status, outcome, the lesson, the pupil, the instructor and the car. Finds them
    by words of what happened, a pupil's or instructor's name, a car or a report number.

    Args:
        query: words to look for, e.g. "wing mirror", "INC-304" or a pupil's name.
        status: only the reports with this status: open, investigating, resolved or closed.

    Examples:
        Has the complaint about the late pickup been sorted?
        What happened with the cyclist near miss?
        Which incidents is the office still investigating?
    """
    sql = (
        "SELECT i.*, p.name AS pupil, t.name AS instructor FROM incidents i "
        "JOIN pupils p ON p.id = i.pupil_id JOIN instructors t ON t.id = i.instructor_id "
        "WHERE 1 = 1"
    )
    sql, params = toolkit.narrowed(sql, (), "i.status", status)
    words = [w for w in _folded(query or "").replace("-", " ").split() if w not in _SKIPPED]
    ranked = []
    for r in _rows(sql + " ORDER BY i.number", params):
        text = _folded(" ".join(str(r[k]) for k in _LOOKED_IN)).replace("-", " ")
        hits = sum(1 for w in words if w in text)
        if hits or not words:
            ranked.append((-hits, r["number"], r))
    out = []
    for _, _, r in sorted(ranked, key=lambda x: x[:2]):
        shown = toolkit.named(r, "number reported_on kind what_happened=summary status outcome")
        shown["lesson_id"] = r["lesson_id"]
        shown["pupil"] = {"pupil_id": r["pupil_id"], "name": r["pupil"]}
        shown["instructor"] = {"name": r["instructor"]}
        out.append(shown | {"car": {"registration": r["car"]}})
    return out


# The listers of the values the tools' parameters take, and the look-ups served as tools, in
# order.
_BY_PUPIL = {"pupil_id": pupil_names}
VALUES: dict[str, dict[str, Any]] = {
    name: _BY_PUPIL for name in ("get_pupil", "pupil_lessons", "pupil_tests", "pupil_payments")
}
VALUES |= {
    "get_instructor": {"name": instructor_names},
    "get_test_centre": {"centre": test_centres},
    "get_car": {"registration": car_registrations},
}
TOOLS = [
    get_instructor,
    get_pupil,
    pupil_lessons,
    pupil_tests,
    get_test_centre,
    pupil_payments,
    get_car,
    search_incidents,
]
