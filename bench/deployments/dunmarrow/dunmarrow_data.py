"""Dunmarrow Dental Practice: a high-street dental practice, its records and ten look-ups.

The Python form (``dunmarrow_tools.py``, through ``toolkit.marked``) and the MCP form
(``../dunmarrowmcp/server.py``, through ``served.serve``) both use the functions below, as
they are. None of them writes anything.

One in-memory SQLite database holds the records (``toolkit.seeded``). ``fixed_lists.json``
gives the clinicians and the practice manager, the patients, the price list, the care plans,
the weekly hours, the bank holidays and special days and the lab cases. ``random.Random(SEED)``
draws the patients' phones and e-mails, their appointments (what, with whom, when, and
whether they came), the bills of the appointments they attended with the payments made on
them, and the free appointment slots of the next three weeks. "Today" is Tuesday
11 April 2028 (``TODAY``); the clock is never read.
"""

from __future__ import annotations

import datetime as dt
import random
import sqlite3
import string
import unicodedata
from pathlib import Path
from typing import Any, Literal

from tools.registry import ToolError, load_module

toolkit = load_module(str(Path(__file__).resolve().parents[1] / "toolkit.py"))

TODAY, SEED = dt.date(2028, 4, 11), 28411
CLINICIANS, PATIENTS, TREATMENTS, PLANS, WEEK, SPECIAL, LABS, MAIL, METHODS = toolkit.fixed(
    __file__
)
FIRST_DAY, LAST_DAY = dt.date(2028, 1, 4), dt.date(2028, 5, 26)

SCHEMA = """
CREATE TABLE clinicians (id INTEGER PRIMARY KEY, name TEXT, role TEXT, working_days TEXT, languages TEXT, special_interests TEXT, registration TEXT, room TEXT, email TEXT, direct_line TEXT);
CREATE TABLE patients (id INTEGER PRIMARY KEY, name TEXT, born TEXT, pays TEXT, care_plan TEXT, dentist_id INTEGER, hygienist_id INTEGER, last_check_up TEXT, recall_months INTEGER, medical_alert TEXT, contact_name TEXT, contact_relation TEXT, contact_phone TEXT, phone TEXT, email TEXT);
CREATE TABLE treatments (name TEXT PRIMARY KEY, band TEXT, nhs_price REAL, private_price REAL, minutes INTEGER, done_by TEXT, notes TEXT);
CREATE TABLE plans (name TEXT PRIMARY KEY, monthly_fee REAL, check_ups INTEGER, hygiene_visits INTEGER, x_rays TEXT, cover TEXT, treatment TEXT);
CREATE TABLE special_days (day TEXT PRIMARY KEY, name TEXT, open INTEGER, hours TEXT, note TEXT);
CREATE TABLE appointments (reference TEXT PRIMARY KEY, patient_id INTEGER, day TEXT, time TEXT, minutes INTEGER, treatment TEXT, clinician_id INTEGER, status TEXT, cost REAL, note TEXT);
CREATE TABLE bills (number TEXT PRIMARY KEY, patient_id INTEGER, reference TEXT, issued_on TEXT, due_date TEXT, treatment TEXT, amount REAL, status TEXT);
CREATE TABLE payments (bill TEXT, paid_on TEXT, amount REAL, method TEXT);
CREATE TABLE lab_cases (case_ref TEXT PRIMARY KEY, patient_id INTEGER, item TEXT, tooth TEXT, shade TEXT, lab_name TEXT, lab_phone TEXT, sent_on TEXT, due_back TEXT, dentist_id INTEGER, fit_reference TEXT, status TEXT, note TEXT);
CREATE TABLE slots (day TEXT, time TEXT, kind TEXT, clinician_id INTEGER, minutes INTEGER);
"""

_CODE = "ABCDEFGHJKLMNPQRSTUVWXYZ"
_HYGIENE = ["Scale and polish", "Scale and polish", "Airflow stain removal"]
_FOLLOW_ON = [
    "Amalgam filling",
    "White filling (front tooth)",
    "White filling (back tooth)",
    "Extraction",
    "Root canal treatment (front tooth)",
    "Root canal treatment (molar)",
    "Emergency appointment",
]
_PLAN_COVERS = {"Check-up", "Scale and polish", "Airflow stain removal"}
_SIMPLE = str.maketrans({"ł": "l", "ø": "o", "ß": "ss", "đ": "d", "ı": "i"})


def _plain(text: str) -> str:
    """Lower case, without accents: ``Wiśniewski`` -> ``wisniewski``."""
    text = unicodedata.normalize("NFKD", text.lower().translate(_SIMPLE))
    return "".join(c for c in text if not unicodedata.combining(c))


def _phone(rng: random.Random) -> str:
    return f"07{rng.randint(400, 999)} {rng.randint(100000, 999999)}"


def _hours(day: dt.date) -> tuple[str | None, dict[str, Any] | None]:
    """The practice's opening hours on a day (None: closed) and its special day, if any."""
    for when, name, is_open, hours, note in SPECIAL:
        if when == day.isoformat():
            return (hours if is_open else None), {"name": name, "note": note}
    return WEEK[day.strftime("%A")][0], None


def _works(clinician: int, day: dt.date) -> bool:
    days = next(c[3] for c in CLINICIANS if c[0] == clinician)
    hours = WEEK[day.strftime("%A")][0]
    closed = any(s[0] == day.isoformat() and not s[2] for s in SPECIAL)
    return day.strftime("%A") in days and hours is not None and not closed


def _times(day: dt.date) -> list[str]:
    """The start times of the bookable 10-minute grid on a day."""
    hours = WEEK[day.strftime("%A")][0]
    start, end = (dt.datetime.strptime(h, "%H:%M") for h in hours.split("-"))
    out, at = [], start + dt.timedelta(minutes=20)
    while at <= end - dt.timedelta(minutes=50):
        if not "12:30" <= at.strftime("%H:%M") < "13:30":  # the lunch hour
            out.append(at.strftime("%H:%M"))
        at += dt.timedelta(minutes=20)
    return out


def _price(pays: str, born: str, treatment: str, day: dt.date) -> float:
    nhs, private = next(t[2:4] for t in TREATMENTS if t[0] == treatment)
    if pays == "care plan" and treatment in _PLAN_COVERS:
        return 0.0
    if pays == "NHS" and nhs is not None:
        under_18 = (day - dt.date.fromisoformat(born)).days < 18 * 365.25
        return 0.0 if under_18 else nhs
    return private


def _fixed_rows(db: sqlite3.Connection, rng: random.Random) -> None:
    for cid, name, role, days, langs, interests, gdc, room, box, line in CLINICIANS:
        email = f"{box}@dunmarrowdental.co.uk"
        row = (cid, name, role, days, langs, interests, gdc, room, email, line)
        toolkit.insert(db, "clinicians", row)
    for pid, name, born, pays, plan, den, hyg, last, recall, alert, who, rel in PATIENTS:
        mailbox = _plain(name.split()[0]).replace("-", "")
        contact = _phone(rng)
        mail = f"{mailbox}{rng.randint(1, 99)}@{rng.choice(MAIL)}"
        row = (pid, name, born, pays, plan, den, hyg, last, recall, alert, who, rel, contact)
        toolkit.insert(db, "patients", (*row, _phone(rng), mail))
    for row in TREATMENTS:
        toolkit.insert(db, "treatments", row)
    for name, values in PLANS.items():
        toolkit.insert(db, "plans", (name, *values))
    for row in SPECIAL:
        toolkit.insert(db, "special_days", row)


class _Book:
    """The appointment book as it is filled: who is busy when, and the references used."""

    def __init__(self, rng: random.Random) -> None:
        self.rng, self.busy, self.refs = rng, set(), set()

    def reference(self) -> str:
        while True:
            code = self.rng.choice(_CODE) + str(self.rng.randint(1, 9))
            code += self.rng.choice(_CODE) + str(self.rng.randint(0, 9))
            if code not in self.refs:
                self.refs.add(code)
                return "DM-" + code

    def covered(self, day: dt.date, time: str, minutes: int) -> list[str]:
        """The grid times an appointment starting at ``time`` for ``minutes`` takes."""
        start = dt.datetime.strptime(time, "%H:%M")
        end = (start + dt.timedelta(minutes=minutes)).strftime("%H:%M")
        return [t for t in _times(day) if time <= t < end] or [time]

    def take(self, clinician: int, day: dt.date, time: str, minutes: int) -> None:
        for t in self.covered(day, time, minutes):
            self.busy.add((clinician, day, t))

    def slot(self, clinician: int, lo: dt.date, hi: dt.date, minutes: int) -> tuple[dt.date, str]:
        days = [lo + dt.timedelta(days=i) for i in range((hi - lo).days + 1)]
        days = [d for d in days if _works(clinician, d)]
        while True:
            day = self.rng.choice(days)
            time = self.rng.choice(_times(day))
            if all((clinician, day, t) not in self.busy for t in self.covered(day, time, minutes)):
                self.take(clinician, day, time, minutes)
                return day, time


def _status(rng: random.Random, day: dt.date) -> str:
    if day < TODAY:
        return rng.choices(["attended", "missed", "cancelled"], weights=[86, 7, 7])[0]
    return rng.choices(["booked", "cancelled"], weights=[9, 1])[0]


def _appointments(db: sqlite3.Connection, rng: random.Random) -> None:
    book = _Book(rng)
    for case_ref, pid, item, _, _, _, _, _, _, den, fit_day, fit_time, status, _ in LABS:
        day = dt.date.fromisoformat(fit_day)
        book.take(den, day, fit_time, 30)
        done = "attended" if status == "fitted" else "booked"
        note = f"Fit of lab case {case_ref}; the charge was made at the preparation visit."
        ref = book.reference()
        row = (ref, pid, fit_day, fit_time, 30, f"Fit: {item}", den, done, 0.0, note)
        toolkit.insert(db, "appointments", row)
        db.execute("UPDATE lab_cases SET fit_reference = ? WHERE case_ref = ?", (ref, case_ref))
    for pid, _, born, pays, _, den, hyg, *_ in PATIENTS:
        visits = ["Check-up", rng.choice(_HYGIENE)]
        visits += rng.sample(_FOLLOW_ON, rng.choices([0, 1, 2], weights=[3, 5, 2])[0])
        for treatment in visits:
            by = next(t[5] for t in TREATMENTS if t[0] == treatment)
            who = hyg if by == "hygienist" else den
            minutes = next(t[4] for t in TREATMENTS if t[0] == treatment)
            day, time = book.slot(who, FIRST_DAY, LAST_DAY, minutes)
            status = _status(rng, day)
            cost = _price(pays, born, treatment, day)
            note = rng.choice(
                [
                    None,
                    None,
                    None,
                    "Please arrive ten minutes early to update your medical history.",
                ]
            )
            row = (book.reference(), pid, day.isoformat(), time, minutes, treatment, who)
            toolkit.insert(db, "appointments", (*row, status, cost, note))
    _free_slots(db, rng, book)


def _free_slots(db: sqlite3.Connection, rng: random.Random, book: _Book) -> None:
    for ahead in range(1, 22):
        day = TODAY + dt.timedelta(days=ahead)
        hours, _ = _hours(day)
        if hours is None:
            continue
        last = (dt.datetime.strptime(hours[-5:], "%H:%M") - dt.timedelta(minutes=30)).strftime(
            "%H:%M"
        )
        for cid, _, role, *_ in CLINICIANS:
            if role == "practice manager" or not _works(cid, day):
                continue
            kind = "hygiene" if "hygienist" in role else "check-up"
            free = [t for t in _times(day) if (cid, day, t) not in book.busy and t <= last]
            for time in sorted(rng.sample(free, min(len(free), rng.randint(0, 3)))):
                minutes = 30 if kind == "hygiene" else 20
                toolkit.insert(db, "slots", (day.isoformat(), time, kind, cid, minutes))
        for time in _emergency(day):
            if rng.random() < 0.5:
                who = WEEK[day.strftime("%A")][2]
                toolkit.insert(db, "slots", (day.isoformat(), time, "emergency", who, 20))


def _emergency(day: dt.date) -> list[str]:
    """The times of the day's same-day emergency slots (none when closed)."""
    hours, _ = _hours(day)
    if hours is None:
        return []
    return [t for t in WEEK[day.strftime("%A")][1] if t < hours[-5:]]


def _lab_cases(db: sqlite3.Connection, rng: random.Random) -> None:
    del rng
    for case_ref, pid, item, tooth, shade, lab, phone, sent, due, den, *_, status, note in LABS:
        row = (case_ref, pid, item, tooth, shade, lab, phone, sent, due, den, None, status, note)
        toolkit.insert(db, "lab_cases", row)


def _bills(db: sqlite3.Connection, rng: random.Random) -> None:
    seq = 20410
    done = db.execute(
        "SELECT reference, patient_id, day, treatment, cost FROM appointments "
        "WHERE status = 'attended' AND cost > 0 ORDER BY day, time"
    ).fetchall()
    for ref, pid, day, treatment, cost in done:
        seq += 1
        number = f"DMB-{seq}"
        issued = dt.date.fromisoformat(day)
        due = issued + dt.timedelta(days=28)
        weights = [82, 9, 9] if due < TODAY else [55, 15, 30]
        status = rng.choices(["paid", "part paid", "unpaid"], weights=weights)[0]
        row = (number, pid, ref, day, due.isoformat(), treatment, cost, status)
        toolkit.insert(db, "bills", row)
        if status == "unpaid":
            continue
        first = min(issued + dt.timedelta(days=rng.choice([0, 0, 0, 3, 9])), TODAY)
        if status == "part paid" or (cost > 300 and rng.random() < 0.6):
            half = round(cost / 2, 2) if cost < 300 else float(round(cost / 200) * 100)
            parts = [half] if status == "part paid" else [half, round(cost - half, 2)]
        else:
            parts = [cost]
        for n, amount in enumerate(parts):
            paid = min(first + dt.timedelta(days=21 * n), TODAY)
            toolkit.insert(db, "payments", (number, paid.isoformat(), amount, rng.choice(METHODS)))


DB, _rows = toolkit.seeded(SCHEMA, SEED, TODAY, (_fixed_rows, _lab_cases, _appointments, _bills))


# ---- the listers ------------------------------------------------------------------------------


def patient_names() -> list[tuple[int, str]]:
    """(patient number, the patient's name)."""
    return [(r["id"], r["name"]) for r in _rows("SELECT id, name FROM patients ORDER BY id")]


def clinician_names() -> list[str]:
    """The names of the practice's dentists, hygienists and practice manager."""
    return [r["name"] for r in _rows("SELECT name FROM clinicians ORDER BY id")]


def lab_case_refs() -> list[tuple[str, str]]:
    """(lab case reference, the reference with what is being made)."""
    rows = _rows("SELECT case_ref, item FROM lab_cases ORDER BY case_ref")
    return [(r["case_ref"], f"{r['case_ref']} ({r['item'].split(' (')[0].lower()})") for r in rows]


Status = Literal["booked", "attended", "missed", "cancelled"]
BillStatus = Literal["paid", "part paid", "unpaid"]
SlotKind = Literal["check-up", "hygiene", "emergency"]
Band = Literal["Band 1", "Band 2", "Band 3", "urgent", "private only"]
Plan = Literal["Essentials", "Essentials Plus", "Family"]


# ---- helpers ------------------------------------------------------------------------------------


def _date(text: str | None, what: str) -> dt.date | None:
    return toolkit.read_date(text, what, "2028-04-18")


def _person(clinician_id: int | None) -> dict[str, str] | None:
    if clinician_id is None:
        return None
    return {"name": _rows("SELECT name FROM clinicians WHERE id = ?", (clinician_id,))[0][0]}


def _patient(patient_id: int) -> sqlite3.Row:
    sql = "SELECT * FROM patients WHERE id = ?"
    return toolkit.one(_rows, sql, (patient_id,), f"there is no patient {patient_id}")


def _ref(text: str, prefix: str) -> str:
    """A reference as people type it ("dm 4k7q", "DM4K7Q") written as the records write it."""
    code = "".join(c for c in text.upper() if c in string.ascii_uppercase + string.digits)
    return prefix + "-" + code.removeprefix(prefix)


def _visit(a: sqlite3.Row) -> dict[str, Any]:
    start = dt.datetime.fromisoformat(f"{a['day']}T{a['time']}")
    room = _rows("SELECT room FROM clinicians WHERE id = ?", (a["clinician_id"],))[0][0]
    return {
        "reference": a["reference"],
        "date": a["day"],
        "weekday": start.strftime("%A"),
        "time": a["time"],
        "ends": (start + dt.timedelta(minutes=a["minutes"])).strftime("%H:%M"),
        "treatment": a["treatment"],
        "clinician": _person(a["clinician_id"]),
        "room": room,
        "status": a["status"],
    }


# ---- the look-ups -------------------------------------------------------------------------------


def get_patient(patient_id: int) -> dict:
    """One patient of the practice: date of birth, NHS, private or care plan, their dentist
    and hygienist, phone and e-mail, the last check-up and when the next is due, any medical
    alert, their emergency contact and any lab work being made for them.

    Args:
        patient_id: the patient's number, e.g. 3105.

    Examples:
        What's Zofia Wroblewska's phone number?
        Who is Hamish Galbraith's dentist?
        When is Dorothy due her next check-up?
    """
    p = _patient(patient_id)
    last = dt.date.fromisoformat(p["last_check_up"])
    months = last.month - 1 + p["recall_months"]
    due = last.replace(year=last.year + months // 12, month=months % 12 + 1, day=1)
    labs = _rows("SELECT case_ref FROM lab_cases WHERE patient_id = ?", (patient_id,))
    return {
        "patient_id": p["id"],
        "name": p["name"],
        "date_of_birth": p["born"],
        "pays": p["pays"],
        "care_plan": p["care_plan"],
        "dentist": _person(p["dentist_id"]),
        "hygienist": _person(p["hygienist_id"]),
        "phone": p["phone"],
        "email": p["email"],
        "last_check_up": p["last_check_up"],
        "check_up_due": due.strftime("%B %Y"),
        "medical_alert": p["medical_alert"],
        "emergency_contact": {
            "name": p["contact_name"],
            "relation": p["contact_relation"],
            "phone": p["contact_phone"],
        },
        "lab_cases": [r["case_ref"] for r in labs],
    }


def patient_appointments(patient_id: int, status: Status | None = None) -> dict:
    """A patient's appointments this year, past and to come: reference, date, time, what it
    is for, who it is with, the room and whether it is booked, attended, missed or
    cancelled; only those of one status when a status is given.

    Args:
        patient_id: the patient's number, e.g. 3101.
        status: only the "booked", "attended", "missed" or "cancelled" appointments.

    Examples:
        When is Marek Novotny's next appointment?
        Has Ayse Kaya got anything booked?
        Did Callum miss an appointment this year?
    """
    p = _patient(patient_id)
    sql = "SELECT * FROM appointments WHERE patient_id = ?"
    sql, params = toolkit.narrowed(sql, (patient_id,), "status", status)
    rows = _rows(sql + " ORDER BY day, time", params)
    return {"patient_id": p["id"], "name": p["name"], "appointments": [_visit(a) for a in rows]}


def get_appointment(reference: str) -> dict:
    """One appointment by its reference (the DM- code on the booking text or e-mail): the
    patient, date and time, how long, the treatment, who it is with and the room, its status,
    what it costs the patient, the bill it went on and any note.

    Args:
        reference: the appointment reference, e.g. "DM-J2H5"; spaces, lower case or no dash
            are fine.

    Examples:
        What time is appointment DM-J2H5?
        Who is my appointment dm t7l6 with?
        Is booking DM-W5W0 still on?
    """
    key = _ref(reference, "DM")
    missing = f"there is no appointment {key}"
    a = toolkit.one(_rows, "SELECT * FROM appointments WHERE reference = ?", (key,), missing)
    bill = _rows("SELECT number FROM bills WHERE reference = ?", (key,))
    patient = _patient(a["patient_id"])
    return {
        **_visit(a),
        "patient_id": patient["id"],
        "patient": patient["name"],
        "minutes": a["minutes"],
        "cost_gbp": a["cost"],
        "bill_number": bill[0][0] if bill else None,
        "note": a["note"],
    }


def patient_account(patient_id: int, status: BillStatus | None = None) -> dict:
    """A patient's bills for treatment this year, each with the payments made on it, and what
    they owe now; only the bills that are paid, part paid or unpaid when a status is given.
    Care plan patients also pay their plan fee by direct debit on the 1st of each month.

    Args:
        patient_id: the patient's number, e.g. 3104.
        status: only the "paid", "part paid" or "unpaid" bills.

    Examples:
        Does Chidi Nwankwo owe us anything?
        How much did Marek pay for his root canal?
        When did Zofia pay her last bill?
    """
    p = _patient(patient_id)
    sql = "SELECT * FROM bills WHERE patient_id = ?"
    sql, params = toolkit.narrowed(sql, (patient_id,), "status", status)
    bills, owing = [], 0.0
    for b in _rows(sql + " ORDER BY issued_on, number", params):
        paid = _rows("SELECT * FROM payments WHERE bill = ? ORDER BY paid_on", (b["number"],))
        spec = "bill_number=number appointment_reference=reference issued_on due_date treatment"
        entry = toolkit.named(b, spec) | {"amount_gbp": b["amount"], "status": b["status"]}
        entry["payments"] = [
            {"paid_on": r["paid_on"], "amount_gbp": r["amount"], "method": r["method"]}
            for r in paid
        ]
        entry["left_to_pay_gbp"] = round(b["amount"] - sum(r["amount"] for r in paid), 2)
        bills.append(entry)
    for b in _rows("SELECT * FROM bills WHERE patient_id = ?", (patient_id,)):
        paid = _rows("SELECT COALESCE(SUM(amount), 0) FROM payments WHERE bill = ?", (b[0],))
        owing += b["amount"] - paid[0][0]
    out: dict[str, Any] = {
        "patient_id": p["id"],
        "name": p["name"],
        "pays": p["pays"],
        "owing_gbp": round(owing, 2),
        "bills": bills,
    }
    if p["care_plan"]:
        fee = _rows("SELECT monthly_fee FROM plans WHERE name = ?", (p["care_plan"],))[0][0]
        out["care_plan"] = {
            "plan": p["care_plan"],
            "monthly_fee_gbp": fee,
            "paid_by": "direct debit",
        }
    return out


def _clinician(name: str) -> sqlite3.Row:
    rows = _rows("SELECT * FROM clinicians ORDER BY id")
    wanted = _plain(name).replace("dr ", "").replace("dr. ", "").strip()
    for r in rows:
        if _plain(r["name"]) == wanted:
            return r
    words = set(wanted.replace("-", " ").split())
    hits = [r for r in rows if words & set(_plain(r["name"]).replace("-", " ").split())]
    if len(hits) == 1:
        return hits[0]
    everyone = ", ".join(r["name"] for r in rows)
    raise ToolError(f"there is nobody called {name!r} at the practice ({everyone})")


def get_clinician(name: str) -> dict:
    """One of the practice's dentists, hygienists or the practice manager: their role, the
    days they work, the languages they speak, what they specialise in, their GDC registration,
    their room, their direct line and e-mail, and the days they are the emergency dentist.

    Args:
        name: the person's name; a first name or surname alone works, e.g. "Kwame".

    Examples:
        Which days does Dr Raghunathan work?
        Does Rafal speak Polish?
        What's the practice manager's email?
    """
    c = _clinician(name)
    on_call = [d for d, (_, _, who) in WEEK.items() if who == c["id"]]
    return {
        "name": c["name"],
        "role": c["role"],
        "working_days": c["working_days"].split(", "),
        "languages": c["languages"].split(", "),
        "special_interests": c["special_interests"],
        "registration": c["registration"],
        "room": c["room"],
        "direct_line": c["direct_line"],
        "email": c["email"],
        "emergency_dentist_on": on_call,
    }


def free_slots(
    kind: SlotKind | None = None, date_from: str | None = None, date_to: str | None = None
) -> list[dict]:
    """Free appointment slots in the next three weeks, by day and time, with who they are
    with: check-up slots with a dentist, hygiene slots with a hygienist and same-day emergency
    slots; only one kind when a kind is given; from tomorrow on when no date is given.
    Returns [] when there are none.

    Args:
        kind: only "check-up", "hygiene" or "emergency" slots.
        date_from: the first day, a date like 2028-04-18.
        date_to: the last day, a date like 2028-04-21.

    Examples:
        Have you got any hygiene appointments next week?
        Is there a check-up slot on Saturday morning?
        Any emergency appointments left tomorrow?
    """
    start = _date(date_from, "date_from") or TODAY + dt.timedelta(days=1)
    end = _date(date_to, "date_to") or dt.date.max
    sql = "SELECT * FROM slots WHERE day BETWEEN ? AND ?"
    sql, params = toolkit.narrowed(sql, (start.isoformat(), end.isoformat()), "kind", kind)
    out = []
    for s in _rows(sql + " ORDER BY day, time, clinician_id", params):
        entry = {"date": s["day"], "weekday": toolkit.weekday(s["day"]), "time": s["time"]}
        entry |= {"kind": s["kind"], "minutes": s["minutes"], "with": _person(s["clinician_id"])}
        out.append(entry)
    return out


def practice_day(date: str) -> dict:
    """The practice on one day: open or closed and why (a bank holiday, a training
    afternoon), the opening hours, who is in, the emergency dentist and the times of the
    same-day emergency slots.

    Args:
        date: the day, a date like 2028-04-14.

    Examples:
        Are you open on Saturday?
        What time do you close on Thursday?
        Who's the emergency dentist tomorrow?
    """
    day = _date(date, "date")
    assert day is not None
    weekday = day.strftime("%A")
    hours, special = _hours(day)
    duty = WEEK[weekday][2]
    people = []
    for cid, name, role, *_ in CLINICIANS if hours else []:
        if _works(cid, day) or (special is not None and cid == duty):
            people.append({"name": name, "role": role})
    out: dict[str, Any] = {
        "date": day.isoformat(),
        "weekday": weekday,
        "open": hours is not None,
        "opening_hours": hours,
        "closed_because": None if hours else (special["name"] if special else "closed on Sundays"),
        "in_today": people,
        "emergency_dentist": _person(duty) if hours else None,
        "emergency_slots": _emergency(day),
        "special_day": special,
    }
    if not hours:
        out["when_closed"] = "For urgent dental care ring NHS 111."
    return out


def find_treatments(query: str, band: Band | None = None) -> list[dict]:
    """Search the price list by words of a treatment's name or notes (e.g. "filling",
    "crown", "whitening"): the NHS band and NHS charge, the private price, how long it takes,
    who does it and what it involves; only one NHS band when a band is given. Returns []
    when nothing matches.

    Args:
        query: words to look for, e.g. "root canal".
        band: only "Band 1", "Band 2", "Band 3", "urgent" or "private only" treatments.

    Examples:
        How much is a white filling?
        What does a crown cost on the NHS?
        How much is tooth whitening?
    """
    sql = "SELECT * FROM treatments WHERE 1 = 1"
    sql, params = toolkit.narrowed(sql, (), "band", band)
    rows = _rows(sql + " ORDER BY rowid", params)
    stop = {"the", "and", "how", "much", "cost", "price", "for", "what", "does", "nhs", "private"}
    words = [w.rstrip("s") for w in _plain(query).replace("-", " ").split() if w not in stop]
    words = [w for w in words if len(w) > 2]
    found = toolkit.ranked(rows, words, lambda r: _plain(f"{r['name']} {r['notes']}"))
    return [
        {
            "treatment": r["name"],
            "nhs_band": r["band"],
            "nhs_charge_gbp": r["nhs_price"],
            "private_price_gbp": r["private_price"],
            "minutes": r["minutes"],
            "done_by": r["done_by"],
            "notes": r["notes"],
        }
        for r in found
    ]


def get_lab_case(case_ref: str) -> dict:
    """One piece of lab work (a crown, a denture, a night guard, whitening trays): the patient,
    the tooth and shade, which lab is making it and their phone, when it was sent and is due
    back, where it has got to, the dentist, and the appointment booked to fit it.

    Args:
        case_ref: the lab case reference, e.g. "LAB-Q2174".

    Examples:
        Is lab case LAB-K3391 back yet?
        Which lab is making the crown on LAB-H4402?
        When is the fit for LAB-W8815?
    """
    key = _ref(case_ref, "LAB")
    sql = "SELECT * FROM lab_cases WHERE case_ref = ?"
    c = toolkit.one(_rows, sql, (key,), f"there is no lab case {key}")
    fit = _rows("SELECT * FROM appointments WHERE reference = ?", (c["fit_reference"],))[0]
    patient = _patient(c["patient_id"])
    return {
        "case_ref": c["case_ref"],
        "patient_id": patient["id"],
        "patient": patient["name"],
        "item": c["item"],
        "tooth": c["tooth"],
        "shade": c["shade"],
        "lab_name": c["lab_name"],
        "lab_phone": c["lab_phone"],
        "sent_on": c["sent_on"],
        "due_back": c["due_back"],
        "status": c["status"],
        "dentist": _person(c["dentist_id"]),
        "fit_appointment": {
            "reference": fit["reference"],
            "date": fit["day"],
            "time": fit["time"],
            "status": fit["status"],
        },
        "note": c["note"],
    }


def get_care_plan(plan: Plan) -> dict:
    """One of the practice's monthly care plans: the monthly fee, the check-ups and hygiene
    visits a year it includes, X-rays, the accident and emergency cover, how other treatment
    is charged, and how many of our patients are on it.

    Args:
        plan: "Essentials", "Essentials Plus" or "Family".

    Examples:
        How much is the Essentials plan a month?
        What does the Family plan include?
        How many hygiene visits do I get on Essentials Plus?
    """
    p = toolkit.one(
        _rows, "SELECT * FROM plans WHERE name = ?", (plan,), f"there is no plan {plan!r}"
    )
    members = _rows("SELECT COUNT(*) FROM patients WHERE care_plan = ?", (plan,))[0][0]
    return {
        "plan": p["name"],
        "monthly_fee_gbp": p["monthly_fee"],
        "check_ups_a_year": p["check_ups"],
        "hygiene_visits_a_year": p["hygiene_visits"],
        "x_rays": p["x_rays"],
        "accident_and_emergency_cover": p["cover"],
        "other_treatment": p["treatment"],
        "patients_on_it": members,
    }


VALUES: dict[str, dict[str, Any]] = {
    "get_patient": {"patient_id": patient_names},
    "patient_appointments": {"patient_id": patient_names},
    "patient_account": {"patient_id": patient_names},
    "get_clinician": {"name": clinician_names},
    "get_lab_case": {"case_ref": lab_case_refs},
}
TOOLS = [get_patient, patient_appointments, get_appointment, patient_account, get_clinician]
TOOLS += [free_slots, practice_day, find_treatments, get_lab_case, get_care_plan]
