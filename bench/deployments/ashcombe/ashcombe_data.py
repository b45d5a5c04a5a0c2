"""Ashcombe Language School (Clifton, Bristol): its records and eight read-only look-ups.

This is the one implementation behind both forms of the deployment: ``ashcombe_tools.py``
registers these functions with guardbot's ``@tool``, and ``../ashcombemcp/server.py`` serves
the same functions over MCP.

Everything lives in one SQLite database in memory, written when this module is imported from
``random.Random(SEED)`` and the fixed lists of fixed_lists.json. "Today" is Monday 5 October 2026 (``AS_OF``);
no clock is read. Once written, the connection is switched to ``PRAGMA query_only``. The
shared helpers of ``bench/deployments/toolkit.py`` write and read the rows.

Tables: teachers, courses, classes, cancellations, students, enrolments, invoices, exams, meta.
"""

from __future__ import annotations

import datetime as dt
import random
import re
import sqlite3
import threading
import unicodedata
from pathlib import Path
from typing import Any, Literal

from tools.registry import load_module

toolkit = load_module(str(Path(__file__).resolve().parents[1] / "toolkit.py"))

# name | role | languages taught | qualifications | office hours | phone extension
TEACHERS = [
    row.split(" | ")
    for row in """
Harriet Pellow | Director of Studies | English | CELTA, DELTA, MA in TESOL (University of Bath) | Monday and Thursday 13:00-14:00, Room 1 | 201
Owain Treharne | senior teacher, Cambridge exams | English | CELTA, DELTA Module 2, Cambridge speaking examiner | Wednesday 16:15-17:15, staffroom | 204
Priya Venkataraman | teacher, IELTS coordinator | English | CELTA, former IELTS examiner | Tuesday 15:15-16:15, Clifton Room | 205
Bronwen Saxby | teacher, business English and evening classes | English | Trinity CertTESOL, CIPD Level 3 | Friday 12:15-13:15, staffroom | 206
Lucía Ferrer Soto | teacher of Spanish and Italian | Spanish, Italian | Máster en Enseñanza de Español como Lengua Extranjera, DELE examiner | Monday 17:30-18:15, Brunel Room | 211
Théo Marchand | teacher of French | French | DAEFLE (Alliance Française), DELF examiner | Tuesday 17:30-18:15, Clifton Room | 212
Annika Vogt | teacher of German | German | Goethe-Institut GDL teaching qualification | Saturday 12:15-12:45, Harbour Room | 213
Kenji Arakawa | teacher of Japanese | Japanese | Japanese Language Teaching certificate (420 hours), JLPT N1 | Thursday 17:45-18:20, Room 6 | 214
""".strip().splitlines()
]

# code | name | language | level | kind | hours a week | weeks | price | exam | description
COURSES = [
    row.split(" | ")
    for row in """
EN-GE-A2 | General English Elementary (A2) | English | A2 | daytime group | 15 | 12 | 2160 | - | Everyday English for newcomers to Bristol: shopping, seeing a GP, renting a flat and talking to neighbours. Mornings, Monday to Friday.
EN-GE-B1 | General English Intermediate (B1) | English | B1 | daytime group | 15 | 12 | 2160 | - | Grammar, vocabulary and plenty of speaking for students who can get by but want fluency; a progress test every Friday and a tutorial with your teacher every four weeks.
EN-GE-B2 | General English Upper-Intermediate (B2) | English | B2 | daytime group | 15 | 12 | 2160 | - | For confident speakers aiming at C1: debates, news articles, first steps in academic writing, idioms and phrasal verbs.
EN-FCE | Cambridge B2 First preparation | English | B2 | exam preparation | 6 | 12 | 960 | Cambridge B2 First | Afternoon preparation for all four papers of B2 First, a timed practice test every Friday and speaking test rehearsal in pairs.
EN-CAE | Cambridge C1 Advanced preparation | English | C1 | exam preparation | 6 | 12 | 990 | Cambridge C1 Advanced | Essay, proposal and report writing, use of English and two full mock exams marked by a Cambridge speaking examiner.
EN-IELTS | IELTS Academic preparation | English | B2 | exam preparation | 8 | 12 | 1240 | IELTS Academic | For university entry (target band 6.5-7.0): Task 1 graphs and charts, Task 2 essays, listening strategies and a mock exam every month.
EN-BUS | Business English (evenings) | English | B2 | evening group | 2 | 10 | 290 | - | For people who work in English: meetings, emails, negotiating and giving presentations; bring examples from your own job.
EN-OET | English for Healthcare Professionals (OET) | English | B2 | exam preparation | 3 | 8 | 420 | OET | OET preparation for nurses, doctors and midwives registering with the NMC or GMC: case notes, referral letters and patient role-plays.
ES-BEG | Spanish for Beginners | Spanish | A1 | evening group | 1.5 | 10 | 185 | - | Spanish from zero: ordering food and drink, asking the way and talking about yourself, with no homework stress.
ES-CONV | Spanish Conversation | Spanish | B1 | evening group | 1.5 | 10 | 195 | - | For improvers who already know the past tenses: current affairs, films and a monthly tapas evening out with the class.
FR-BEG | French for Beginners | French | A1 | evening group | 1.5 | 10 | 185 | - | French from the very beginning: pronunciation, greetings, numbers and the present tense, ideal before a first trip to France.
FR-A2 | French Improvers | French | A2 | evening group | 1.5 | 10 | 185 | - | For people who did some French at school and want it back: holiday French, the past tenses and short newspaper articles.
DE-A1 | German A1 (Saturday mornings) | German | A1 | weekend group | 2 | 10 | 230 | - | German from the start following the Goethe-Institut A1 syllabus, with the Start Deutsch 1 exam as an option at the end.
JA-A1 | Japanese for Beginners | Japanese | A1 | evening group | 2 | 8 | 240 | - | Hiragana and katakana in the first four weeks, then the first kanji, polite speech and ordering in a restaurant; textbook Genki I, bought separately.
IT-TRAV | Italian for Travellers | Italian | A1 | evening group | 1.5 | 6 | 120 | - | Six short weeks of survival Italian for a holiday: menus, trains, markets and a little small talk.
""".strip().splitlines()
]

SCHOOL = "Ashcombe Language School, 14 Royal York Crescent, Clifton, Bristol BS8 4JX"
AS_OF = dt.date(2026, 10, 5)  # "today" for every date below; no clock is read
SEED = 51026

SUMMER = ("2026-06-08", "2026-08-28")
AUTUMN = ("2026-09-07", "2026-11-27")
EVENINGS = ("2026-09-14", "2026-11-20")

# class | course | teacher (1-8) | days | times | room | term (or "FROM to TO") | places
TERMS = {"summer": SUMMER, "autumn": AUTUMN, "evenings": EVENINGS}
CLASSES = {
    int(number): (
        code,
        int(teacher),
        days,
        times,
        room,
        TERMS.get(term) or tuple(term.split(" to ")),
        int(places),
    )
    for number, code, teacher, days, times, room, term, places in (
        row.split(" | ")
        for row in """
501 | EN-GE-B1 | 3 | Monday to Friday | 09:00-12:00 | Avon Room | summer | 12
502 | EN-GE-B2 | 2 | Monday to Friday | 09:00-12:00 | Brunel Room | summer | 12
503 | EN-IELTS | 3 | Monday to Thursday | 13:00-15:00 | Clifton Room | summer | 10
504 | EN-GE-A2 | 4 | Monday to Friday | 09:00-12:00 | Harbour Room | autumn | 12
505 | EN-GE-B1 | 3 | Monday to Friday | 09:00-12:00 | Avon Room | autumn | 12
506 | EN-GE-B2 | 1 | Monday to Friday | 09:00-12:00 | Brunel Room | autumn | 12
507 | EN-FCE | 2 | Monday, Wednesday and Friday | 13:30-15:30 | Brunel Room | autumn | 10
508 | EN-CAE | 2 | Tuesday and Thursday | 13:00-16:00 | Avon Room | autumn | 10
509 | EN-IELTS | 3 | Monday to Thursday | 13:00-15:00 | Clifton Room | autumn | 10
510 | EN-BUS | 4 | Tuesday | 18:00-20:00 | Harbour Room | evenings | 10
511 | EN-OET | 1 | Saturday | 09:30-12:30 | Avon Room | 2026-10-17 to 2026-12-05 | 4
512 | ES-BEG | 5 | Monday | 18:30-20:00 | Brunel Room | evenings | 14
513 | ES-CONV | 5 | Wednesday | 18:30-20:00 | Brunel Room | evenings | 12
514 | FR-BEG | 6 | Thursday | 18:30-20:00 | Avon Room | evenings | 14
515 | FR-A2 | 6 | Tuesday | 18:30-20:00 | Clifton Room | evenings | 12
516 | DE-A1 | 7 | Saturday | 10:00-12:00 | Harbour Room | evenings | 12
517 | JA-A1 | 8 | Thursday | 18:30-20:30 | Room 6 (top floor) | evenings | 10
518 | JA-A1 | 8 | Thursday | 18:30-20:30 | Room 6 (top floor) | 2026-06-04 to 2026-07-23 | 10
519 | IT-TRAV | 5 | Thursday | 18:30-20:00 | Harbour Room | 2026-10-22 to 2026-11-26 | 2
520 | ES-BEG | 5 | Monday | 18:30-20:00 | Brunel Room | 2026-06-08 to 2026-08-10 | 14
""".strip().splitlines()
    )
}

# CANCELLATIONS: class, the session missed, why, the day it was made up (None: not made up yet)
# MARKING: how each exam writes its scores: Cambridge scale, IELTS bands, OET points
CANCELLATIONS, MARKING = toolkit.fixed(__file__)

# name | country | first language | level | classes (in the order enrolled)
STUDENTS = [
    row.split(" | ")
    for row in """
Mariana Duarte Lopes | Brazil | Portuguese | B1 | 501 505
Yusuf Demirci | Turkey | Turkish | B2 | 506 507
Kim Seo-yeon | South Korea | Korean | B2 | 502 506 509
Giulia Ferraro | Italy | Italian | C1 | 508
Ahmed Al-Harthy | Oman | Arabic | A2 | 504
Nguyen Thi Lan | Vietnam | Vietnamese | B1 | 505 510
Sofía Restrepo | Colombia | Spanish | B1 | 501 505
Takumi Hayashi | Japan | Japanese | B2 | 502 507
Anna Kowalska | Poland | Polish | B2 | 506 508
Omar Haddad | Syria | Arabic | A2 | 504
Léa Dubois | France | French | C1 | 508 510
Chen Jiahui | China | Mandarin | B2 | 503 509
Reshma Thomas | India | Malayalam | B2 | 511
Fatou Diallo | Senegal | Wolof | B1 | 505
Andrés Villalobos | Chile | Spanish | A2 | 504 505
Inês Moreira | Portugal | Portuguese | B1 | 501
Joseph Mensah | Ghana | Twi | C1 | 511
Darya Petrenko | Ukraine | Ukrainian | B1 | 505 509
Hamid Rezaei | Iran | Persian | B2 | 503 506 507
Aiko Mori | Japan | Japanese | A2 | 504
Gary Pocock | United Kingdom | English | A1 | 520 512
Denise Atwell | United Kingdom | English | A2 | 515
Rhodri Evans-Pike | United Kingdom | English | A1 | 518 517
Sandra Okafor | United Kingdom | English | B1 | 513
Martin Gillespie | United Kingdom | English | A1 | 516
Hazel Brightwell | United Kingdom | English | A1 | 519 514
Tom Ashdown | United Kingdom | English | A1 | 517
Bethan Carew | United Kingdom | English | A1 | 512 519
Colin Mapstone | United Kingdom | English | A2 | 515
Priti Lakhani | United Kingdom | English | A1 | 516
Nigel Fairbrother | United Kingdom | English | A1 | 519
Lorraine Cutler | United Kingdom | English | B1 | 513
""".strip().splitlines()
]

Status = Literal["active", "completed", "withdrawn", "waiting list", "starting soon"]
Language = Literal["English", "Spanish", "French", "German", "Japanese", "Italian"]

DB = sqlite3.connect(":memory:", check_same_thread=False)
DB.row_factory = sqlite3.Row
_GUARD = threading.RLock()


def rows(sql: str, params: tuple[Any, ...] | list[Any] = ()) -> list[sqlite3.Row]:
    """All rows of one SELECT; the lock keeps two threads off the shared connection."""
    with _GUARD:
        cursor = DB.execute(sql, params)
        found = cursor.fetchall()
    return found


def _date(text: str) -> dt.date:
    return dt.date.fromisoformat(text)


def _plain(text: str) -> str:
    """Lower case without accents: "Théo" is "theo"."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).lower()


# ---- writing the records ----------------------------------------------------------------------


def _write_school(db: sqlite3.Connection) -> None:
    for number, (name, role, languages, quals, hours, ext) in enumerate(TEACHERS, start=1):
        mail = _plain(name.split()[0]) + "." + _plain(name.split()[-1]).replace("-", "")
        extension = f"0117 496 0{ext}"
        row = (number, name, role, languages, quals, hours, f"{mail}@ashcombe-languages.co.uk")
        toolkit.insert(db, "teachers", (*row, extension))
    for code, name, language, level, kind, hours, weeks, price, exam, about in COURSES:
        spec = (code, name, language, level, kind, float(hours), int(weeks), float(price))
        toolkit.insert(db, "courses", (*spec, None if exam == "-" else exam, about))
    for class_id, (code, teacher, days, times, room, (starts, ends), places) in CLASSES.items():
        toolkit.insert(
            db, "classes", (class_id, code, teacher, days, times, room, starts, ends, places)
        )
    for cancelled in CANCELLATIONS:
        toolkit.insert(db, "cancellations", cancelled)


def _status(rng: random.Random, starts: dt.date, ends: dt.date, taken: int, places: int) -> str:
    """An enrolment's status from its class's dates and how many places are already taken."""
    if taken >= places:
        return "waiting list"
    if ends < AS_OF:
        return rng.choices(["completed", "withdrawn"], weights=[9, 1])[0]
    if starts > AS_OF:
        return "starting soon"
    return rng.choices(["active", "withdrawn"], weights=[11, 1])[0]


def _attendance(rng: random.Random, status: str) -> int | None:
    if status in ("waiting list", "starting soon"):
        return None
    return rng.randint(35, 70) if status == "withdrawn" else rng.randint(72, 100)


def _bill(db: sqlite3.Connection, rng: random.Random, enrolment: tuple, seq: int) -> None:
    """The invoice of one enrolment: due a week before the class starts (a week after
    enrolling when that is later); paid in full, in part or not yet."""
    enrolment_id, student_id, class_id, enrolled_on = enrolment
    code, starts = rows_of(db, "SELECT course_code, starts FROM classes WHERE id = ?", class_id)
    price = rows_of(db, "SELECT price_gbp FROM courses WHERE code = ?", code)[0]
    due = max(_date(starts) - dt.timedelta(days=7), enrolled_on + dt.timedelta(days=7))
    part = round(price * rng.choice([0.25, 0.5]), 2)
    paid = rng.choices([price, part, 0.0], weights=[6, 2, 2])[0]
    balance = round(price - paid, 2)
    if balance == 0:
        state = "paid"
    elif due < AS_OF:
        state = "overdue"
    else:
        state = "part paid" if paid else "unpaid"
    number = f"ASH-{enrolled_on:%y}{seq:04d}"
    row = (number, student_id, enrolment_id, enrolled_on.isoformat(), due.isoformat())
    toolkit.insert(db, "invoices", (*row, price, paid, balance, state))


def rows_of(db: sqlite3.Connection, sql: str, *params: Any) -> tuple:
    """The first row of a query on the database being written, as a tuple."""
    return tuple(db.execute(sql, params).fetchone())


def _write_students(db: sqlite3.Connection, rng: random.Random) -> None:
    taken: dict[int, int] = {}
    enrolment_id, seq = 3100, 400
    for student_id, (name, country, language, level, classes) in enumerate(STUDENTS, start=1001):
        local = country == "United Kingdom"
        handle = _plain(name).replace(" ", ".").replace("-", "")
        mobile = f"07{rng.randint(300, 999)} {rng.randint(100000, 999999)}"
        joined = [int(c) for c in classes.split()]
        opening = [_date(CLASSES[c][5][0]) - dt.timedelta(days=rng.randint(10, 50)) for c in joined]
        placed = None if local else min(opening) - dt.timedelta(days=rng.randint(1, 9))
        score = (
            None if local else {"A2": 30, "B1": 45, "B2": 62, "C1": 78}[level] + rng.randint(0, 12)
        )
        row = (student_id, name, f"{handle}@mail.example", mobile, country, language, level)
        toolkit.insert(db, "students", (*row, placed and placed.isoformat(), score))
        for class_id, opened in zip(joined, opening, strict=True):
            code, teacher, days, times, room, (starts, ends), places = CLASSES[class_id]
            enrolment_id += 1
            status = _status(rng, _date(starts), _date(ends), taken.get(class_id, 0), places)
            if status != "waiting list":
                taken[class_id] = taken.get(class_id, 0) + 1
            record = (enrolment_id, student_id, class_id, opened.isoformat(), status)
            toolkit.insert(db, "enrolments", (*record, _attendance(rng, status)))
            if status != "waiting list":
                seq += rng.randint(1, 6)
                _bill(db, rng, (enrolment_id, student_id, class_id, opened), seq)
            _write_exam(db, rng, student_id, code, status)


def _grade(exam: str, overall: float) -> str:
    if exam == "IELTS Academic":
        return f"Band {overall:.1f}"
    if exam == "OET":
        return (
            "Grade B in every subtest"
            if overall >= 350
            else "below Grade B in at least one subtest"
        )
    low = 160 if exam == "Cambridge B2 First" else 180
    bands = [(low + 20, "Grade A"), (low + 13, "Grade B"), (low, "Grade C")]
    return next((g for floor, g in bands if overall >= floor), "not passed at this level")


def _scores(rng: random.Random, how: str) -> list[float]:
    if how == "band":
        return [rng.choice([5.0, 5.5, 6.0, 6.5, 7.0, 7.5]) for _ in range(4)]
    if how == "oet":
        return [float(rng.randrange(290, 460, 10)) for _ in range(4)]
    return [float(rng.randint(158, 196)) for _ in range(4)]


def _write_exam(
    db: sqlite3.Connection, rng: random.Random, student: int, code: str, status: str
) -> None:
    """An exam course's sitting: the real exam after a finished summer class, a mock exam in
    the school for a running one; nothing before a class starts or after a withdrawal."""
    exam = rows_of(db, "SELECT exam FROM courses WHERE code = ?", code)[0]
    if exam is None or status not in ("completed", "active"):
        return
    real = status == "completed"
    how = MARKING[exam]
    scores = _scores(rng, how)
    mean = sum(scores) / 4
    overall = round(mean * 2) / 2 if how == "band" else round(mean)
    if real:
        sat, centre, kind = "2026-08-29", "British Council, Bristol", "official exam"
        certificate = rng.choice(["collected", "ready to collect from reception"])
    else:
        sat, centre, kind = "2026-09-25", SCHOOL.split(",")[0], "mock exam"
        certificate = "no certificate for a mock exam"
    number = db.execute("SELECT COUNT(*) FROM exams").fetchone()[0] + 801
    shown = [f"{s:.1f}" if how == "band" else str(int(s)) for s in scores]
    total = f"{overall:.1f}" if how == "band" else str(int(overall))
    row = (number, student, exam, sat, centre, kind, *shown, total, _grade(exam, overall))
    toolkit.insert(db, "exams", (*row, certificate))


TABLES = """
CREATE TABLE teachers (id INTEGER PRIMARY KEY, name TEXT, role TEXT, languages TEXT,
    qualifications TEXT, office_hours TEXT, email TEXT, extension TEXT);
CREATE TABLE courses (code TEXT PRIMARY KEY, name TEXT, language TEXT, level TEXT, kind TEXT,
    hours_per_week REAL, weeks INTEGER, price_gbp REAL, exam TEXT, description TEXT);
CREATE TABLE classes (id INTEGER PRIMARY KEY, course_code TEXT, teacher_id INTEGER, days TEXT,
    times TEXT, room TEXT, starts TEXT, ends TEXT, capacity INTEGER);
CREATE TABLE cancellations (class_id INTEGER, session_date TEXT, reason TEXT, made_up_on TEXT);
CREATE TABLE students (id INTEGER PRIMARY KEY, name TEXT, email TEXT, mobile TEXT,
    country TEXT, first_language TEXT, level TEXT, placement_date TEXT,
    placement_score INTEGER);
CREATE TABLE enrolments (id INTEGER PRIMARY KEY, student_id INTEGER, class_id INTEGER,
    enrolled_on TEXT, status TEXT, attendance_pct INTEGER);
CREATE TABLE invoices (number TEXT PRIMARY KEY, student_id INTEGER, enrolment_id INTEGER,
    issued TEXT, due TEXT, amount_gbp REAL, paid_gbp REAL, balance_gbp REAL, status TEXT);
CREATE TABLE exams (id INTEGER PRIMARY KEY, student_id INTEGER, exam TEXT, sat_on TEXT,
    centre TEXT, kind TEXT, reading TEXT, writing TEXT, listening TEXT, speaking TEXT,
    overall TEXT, result TEXT, certificate TEXT);
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT);
"""


def _build() -> None:
    DB.executescript(TABLES)
    rng = random.Random(SEED)
    _write_school(DB)
    _write_students(DB, rng)
    toolkit.insert(DB, "meta", ("as_of", AS_OF.isoformat()))
    toolkit.insert(DB, "meta", ("seed", str(SEED)))
    DB.commit()
    DB.execute("PRAGMA query_only = ON")


_build()


# ---- listing the values of the id parameters ---------------------------------------------------


student_names, _student = toolkit.owners(
    __name__,
    rows,
    (
        "student_names",
        "students",
        "(student number, the student's full name).",
        "there is no student {}",
    ),
)
teacher_names = toolkit.names(
    __name__, "teacher_names", rows, "teachers.name", "Every teacher's full name."
)


def _pairs(sql: str) -> list[tuple[Any, str]]:
    """(value, label) from a query's first two columns."""
    return [(r[0], r[1]) for r in rows(sql)]


def course_names() -> list[tuple[str, str]]:
    """(course code, the course's name as the brochure prints it)."""
    return _pairs("SELECT code, name FROM courses ORDER BY code")


def class_labels() -> list[tuple[int, str]]:
    """(class number, "class N: COURSE, DAYS TIMES with TEACHER, from DATE")."""
    return _pairs(
        "SELECT k.id, 'class ' || k.id || ': ' || c.name || ', ' || k.days || ' ' || k.times"
        " || ' with ' || t.name || ', from ' || k.starts FROM classes k JOIN courses c"
        " ON c.code = k.course_code JOIN teachers t ON t.id = k.teacher_id ORDER BY k.id"
    )


def invoice_labels() -> list[tuple[str, str]]:
    """(invoice number, "invoice N: STUDENT, COURSE")."""
    return _pairs(
        "SELECT i.number, 'invoice ' || i.number || ': ' || s.name || ', ' || c.name"
        " FROM invoices i JOIN students s ON s.id = i.student_id JOIN enrolments e"
        " ON e.id = i.enrolment_id JOIN classes k ON k.id = e.class_id JOIN courses c"
        " ON c.code = k.course_code ORDER BY i.number"
    )


# The look-ups served as tools, in order, and per tool the lister of each id parameter.
TOOLS: list[Any] = []
VALUES: dict[str, dict[str, Any]] = {}
ToolError = toolkit.ToolError


def published(**listers: Any) -> Any:
    """Marks a look-up as one of the tools; ``listers`` name the values its ids take."""

    def mark(look_up: Any) -> Any:
        TOOLS.append(look_up)
        VALUES[look_up.__name__] = listers
        return look_up

    return mark


# ---- the pieces the look-ups share -------------------------------------------------------------


def _course_of(class_id: int) -> sqlite3.Row:
    return rows(
        "SELECT c.* FROM classes k JOIN courses c ON c.code = k.course_code WHERE k.id = ?",
        (class_id,),
    )[0]


def _teacher_name(teacher_id: int) -> str:
    return rows("SELECT name FROM teachers WHERE id = ?", (teacher_id,))[0]["name"]


def _timetable(klass: sqlite3.Row) -> dict[str, Any]:
    """When and where a class meets, and who teaches it."""
    when = toolkit.named(klass, "class_id=id days times room starts ends")
    when["teacher"] = _teacher_name(klass["teacher_id"])
    return when


def _places(class_id: int, capacity: int) -> dict[str, int]:
    counted = rows(
        "SELECT SUM(status NOT IN ('waiting list', 'withdrawn')) AS seated, "
        "SUM(status = 'waiting list') AS waiting FROM enrolments WHERE class_id = ?",
        (class_id,),
    )[0]
    seated = counted["seated"] or 0
    return {
        "capacity": capacity,
        "enrolled": seated,
        "places_left": max(capacity - seated, 0),
        "waiting_list": counted["waiting"] or 0,
    }


def _money(value: float) -> float:
    return round(float(value), 2)


# ---- the eight look-ups ------------------------------------------------------------------------


@published(student_id=student_names)
def get_student(student_id: int) -> dict:
    """A student's record: contact details, country and first language, their level, the
    placement test they took when they joined, their courses (with status) and how much they
    still owe the school.

    Args:
        student_id: the student number, e.g. 1007.

    Examples:
        What level did Omar Haddad get in his placement test?
        How much does Giulia Ferraro still owe us?
        What's the email address we have for student 1012?
    """
    person = _student(student_id)
    record = {"student_id": student_id}
    record.update(toolkit.named(person, "name email mobile country first_language level"))
    if person["placement_date"]:
        record["placement_test"] = {
            "taken_on": person["placement_date"],
            "score_out_of_100": person["placement_score"],
            "placed_at": person["level"],
        }
    else:
        record["placement_test"] = None
    record["courses"] = [
        {
            "enrolment_id": e["id"],
            "course": _course_of(e["class_id"])["name"],
            "class_id": e["class_id"],
            "status": e["status"],
        }
        for e in rows("SELECT * FROM enrolments WHERE student_id = ? ORDER BY id", (student_id,))
    ]
    owed = rows(
        "SELECT TOTAL(balance_gbp) AS owed FROM invoices WHERE student_id = ?", (student_id,)
    )
    record["balance_owed_gbp"] = _money(owed[0]["owed"])
    return record


@published(student_id=student_names)
def student_enrolments(student_id: int, status: Status | None = None) -> list[dict]:
    """The classes a student is enrolled in, newest first: the course, the timetable (days,
    times, room, teacher, start and end dates), the enrolment status and their attendance so
    far.

    Args:
        student_id: the student number, e.g. 1007.
        status: only enrolments with this status: active, completed, withdrawn, waiting list
            or starting soon.

    Examples:
        Which room is Ahmed Al-Harthy's class in?
        Is Bethan Carew still on the waiting list?
        What's student 1018's attendance like this term?
    """
    _student(student_id)
    found = toolkit.owned(rows, "enrolments", ("student_id", student_id), "id DESC", status=status)
    out = []
    for e in found:
        klass = rows("SELECT * FROM classes WHERE id = ?", (e["class_id"],))[0]
        course = _course_of(e["class_id"])
        entry = toolkit.named(e, "enrolment_id=id enrolled_on status attendance_pct")
        entry["course"] = {"code": course["code"], "name": course["name"]}
        entry["timetable"] = _timetable(klass)
        out.append(entry)
    return out


@published(course_code=course_names)
def get_course(course_code: str) -> dict:
    """One course from the brochure: language, level, hours a week, length in weeks, price,
    the exam it prepares for, what it covers and the classes (groups) running it with their
    days, times, teacher and places left.

    Args:
        course_code: the course code, e.g. "EN-FCE" or "ES-BEG".

    Examples:
        How much is the Cambridge B2 First preparation course?
        How many hours a week is General English Intermediate?
        When does the next Japanese for Beginners group start?
    """
    code = course_code.strip().upper()
    course = toolkit.one(
        rows, "SELECT * FROM courses WHERE code = ?", (code,), f"there is no course {course_code}"
    )
    out = toolkit.named(
        course, "course_code=code name language level kind hours_per_week weeks price_gbp"
    )
    out["exam_prepared"] = course["exam"]
    out["description"] = course["description"]
    groups = []
    for klass in rows("SELECT * FROM classes WHERE course_code = ? ORDER BY starts, id", (code,)):
        group = _timetable(klass)
        group["places_left"] = _places(klass["id"], klass["capacity"])["places_left"]
        groups.append(group)
    out["classes"] = groups
    return out


_SKIP = {
    "the",
    "and",
    "for",
    "with",
    "want",
    "need",
    "some",
    "that",
    "this",
    "you",
    "your",
    "any",
    "course",
    "courses",
    "class",
    "classes",
    "learn",
    "learning",
    "have",
    "are",
    "who",
    "what",
}


def _stem(word: str) -> str:
    """A word without a plural or -ing ending, when four letters stay."""
    return re.sub(r"(?<=\w{4})(ing|es|s)$", "", word)


def _terms(text: str) -> set[str]:
    cleaned = "".join(c if c.isalnum() else " " for c in _plain(text))
    return {_stem(w) for w in cleaned.split() if len(w) >= 3 and w not in _SKIP}


@published()
def search_courses(
    search: str | None = None, language: Language | None = None, max_price_gbp: float | None = None
) -> list[dict]:
    """Search the course brochure (English for international students, exam preparation,
    evening and weekend classes in Spanish, French, German, Japanese and Italian) by what a
    course covers: code, name, language, level, hours, weeks, price and a description. The
    courses sharing the most words with the search come first; with no search, every course.

    Args:
        search: words to look for, e.g. "presentations" or "university entry".
        language: only courses in this language, e.g. "Spanish".
        max_price_gbp: only courses costing at most this many pounds, e.g. 300.

    Examples:
        Do you have anything to help me with presentations at work?
        Which evening courses do you run in French?
        What's your cheapest course?
    """
    sql, params = "SELECT * FROM courses WHERE 1 = 1", []
    if language:
        sql, params = sql + " AND language = ?", [*params, language]
    if max_price_gbp is not None:
        sql, params = sql + " AND price_gbp <= ?", [*params, max_price_gbp]
    found = rows(sql + " ORDER BY code", params)
    wanted = _terms(search or "")
    if wanted:
        overlap = {
            r["code"]: len(wanted & _terms(" ".join(str(r[k]) for k in r.keys()))) for r in found
        }
        top = max(overlap.values(), default=0)
        found = [r for r in found if top and overlap[r["code"]] == top]
    fields = "course_code=code name language level kind hours_per_week weeks price_gbp description"
    return [toolkit.named(r, fields) for r in found]


@published(class_id=class_labels)
def get_class(class_id: int) -> dict:
    """One class (a group of students on a course): the course, days and times, room, teacher,
    start and end dates, places (capacity, enrolled, left, waiting list) and any sessions
    cancelled, with the day each was made up.

    Args:
        class_id: the class number, e.g. 512.

    Examples:
        Are there places left in class 519?
        Which room is the Tuesday French class in?
        Was the Monday Spanish lesson cancelled last week, and when is it made up?
    """
    klass = toolkit.one(
        rows, "SELECT * FROM classes WHERE id = ?", (class_id,), f"there is no class {class_id}"
    )
    course = _course_of(class_id)
    out = {
        "class_id": class_id,
        "course": {"code": course["code"], "name": course["name"], "level": course["level"]},
    }
    out.update({k: v for k, v in _timetable(klass).items() if k != "class_id"})
    out["places"] = _places(class_id, klass["capacity"])
    missed = rows(
        "SELECT * FROM cancellations WHERE class_id = ? ORDER BY session_date", (class_id,)
    )
    out["cancelled_sessions"] = [
        toolkit.named(m, "date=session_date reason made_up_on") for m in missed
    ]
    return out


@published(name=teacher_names)
def get_teacher(name: str) -> dict:
    """One of our teachers: role, the languages they teach, qualifications, office hours, email,
    phone extension and the classes they teach this term and next.

    Args:
        name: the teacher's name, e.g. "Owain Treharne" (a first name or surname is enough).

    Examples:
        When are Priya's office hours?
        Is Théo a DELF examiner?
        What's Annika Vogt's email?
    """
    asked = _plain(name).split()
    match = [
        t
        for t in rows("SELECT * FROM teachers ORDER BY id")
        if asked
        and set(asked) <= set(_plain(t["name"]).replace("-", " ").split()) | {_plain(t["name"])}
    ]
    if not match:
        raise ToolError(f"no teacher called {name!r}")
    teacher = match[0]
    out = toolkit.named(teacher, "name role languages qualifications office_hours email extension")
    teaching = rows(
        "SELECT k.id, c.name, k.days, k.times, k.starts, k.ends FROM classes k "
        "JOIN courses c ON c.code = k.course_code WHERE k.teacher_id = ? AND k.ends >= ? ORDER BY k.starts, k.id",
        (teacher["id"], AS_OF.isoformat()),
    )
    out["classes"] = [
        toolkit.named(k, "class_id=id course=name days times starts ends") for k in teaching
    ]
    return out


@published(invoice_number=invoice_labels)
def get_invoice(invoice_number: str) -> dict:
    """One invoice for course fees: the student, the course and class it is for, when it was
    issued and is due, the amount, what has been paid, the balance and its status (paid, part
    paid, unpaid, overdue).

    Args:
        invoice_number: the invoice number as printed, e.g. "ASH-260415".

    Examples:
        Has invoice ASH-260433 been paid?
        How much is left to pay on Yusuf Demirci's invoice?
        When is invoice ASH-260470 due?
    """
    number = invoice_number.strip().upper().replace(" ", "")
    missing = f"there is no invoice {invoice_number}"
    bill = toolkit.one(rows, "SELECT * FROM invoices WHERE number = ?", (number,), missing)
    enrolment = rows("SELECT * FROM enrolments WHERE id = ?", (bill["enrolment_id"],))[0]
    out = {
        "invoice_number": number,
        "student": toolkit.named(_student(bill["student_id"]), "student_id=id name"),
    }
    out["for"] = {
        "enrolment_id": enrolment["id"],
        "course": _course_of(enrolment["class_id"])["name"],
        "class_id": enrolment["class_id"],
    }
    out.update(toolkit.named(bill, "issued due amount_gbp paid_gbp balance_gbp status"))
    return out


@published(student_id=student_names)
def exam_results(student_id: int) -> list[dict]:
    """A student's exam results, latest first: the exam (Cambridge B2 First, C1 Advanced,
    IELTS Academic, OET), official exam or mock, the date and centre, the score of each paper,
    the overall score, the result and whether the certificate is ready.

    Args:
        student_id: the student number, e.g. 1012.

    Examples:
        What band did Chen Jiahui get in IELTS?
        How did Yusuf do in his mock for B2 First?
        Is my Cambridge certificate ready to collect? Student 1008
    """
    _student(student_id)
    out = []
    for sitting in toolkit.owned(rows, "exams", ("student_id", student_id), "sat_on DESC, id DESC"):
        entry = toolkit.named(sitting, "exam kind sat_on centre")
        entry["scores"] = toolkit.named(sitting, "reading writing listening speaking")
        entry.update(toolkit.named(sitting, "overall result certificate"))
        out.append(entry)
    return out
