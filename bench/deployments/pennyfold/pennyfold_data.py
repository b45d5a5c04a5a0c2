"""Pennyfold Veterinary Surgery: its records and eight read-only look-ups.

The one implementation behind both forms of the deployment: ``pennyfold_tools.py`` marks
these functions as guardbot tools (``toolkit.marked``) and ``../pennyfoldmcp/server.py``
serves the very same functions over stdio MCP (``served.serve``).

The records are one SQLite database in memory (``toolkit.seeded``), written on import from
``fixed_lists.json`` (vets and nurses, clients, pets, what each species weighs and is
vaccinated against, appointment reasons and what they cost, appointment times, medicines,
lab results) and ``random.Random(SEED)`` (extensions' RCVS numbers, phones, e-mails, dates of
birth, weights, microchips, policies, appointments, vaccinations, prescriptions, invoices
and their payment). "Today" is Tuesday 14 September 2027 (``TODAY``); no clock is read.
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
TODAY, SEED = dt.date(2027, 9, 14), 140927
STAFF, CLIENTS, PETS, SPECIES, REASONS, TIMES, DRUGS, LABS, INSURERS = toolkit.fixed(__file__)

SCHEMA = """
        CREATE TABLE staff (
            id INTEGER PRIMARY KEY, name TEXT, role TEXT, kind TEXT, extension INTEGER,
            days TEXT, sees TEXT, registration TEXT);
        CREATE TABLE clients (
            id INTEGER PRIMARY KEY, name TEXT, address TEXT, phone TEXT, email TEXT);
        CREATE TABLE pets (
            id INTEGER PRIMARY KEY, name TEXT, client_id INTEGER, species TEXT, breed TEXT,
            sex TEXT, vet_id INTEGER, allergies TEXT, insurer TEXT, neutered INTEGER,
            born TEXT, weight_kg REAL, microchip TEXT, policy TEXT);
        CREATE TABLE visits (
            id INTEGER PRIMARY KEY, pet_id INTEGER, staff_id INTEGER, day TEXT, time TEXT,
            reason TEXT, status TEXT, room TEXT);
        CREATE TABLE jabs (
            pet_id INTEGER, vaccine TEXT, given_on TEXT, due_on TEXT, batch TEXT,
            staff_id INTEGER);
        CREATE TABLE scripts (
            id INTEGER PRIMARY KEY, pet_id INTEGER, drug TEXT, dose TEXT, repeats_left INTEGER,
            vet_id INTEGER, issued_on TEXT, collect_by TEXT);
        CREATE TABLE invoices (
            number TEXT PRIMARY KEY, client_id INTEGER, pet_id INTEGER, items TEXT,
            issued_on TEXT, due_date TEXT, amount REAL, status TEXT, paid_on TEXT);
        CREATE TABLE labs (
            number TEXT PRIMARY KEY, pet_id INTEGER, test TEXT, sampled_on TEXT, result TEXT,
            status TEXT, vet_id INTEGER);
"""

_OPEN, _CLOSE = dt.date(2027, 2, 1), dt.date(2027, 12, 4)  # the appointments' span
_CONSULT = {"vet": 52.0, "nurse": 24.0}
_HOME_VISIT = 85.0


def _plain(text: str) -> str:
    """Lower case, no accents (ł, ø and ş too), one space between words."""
    text = text.translate(str.maketrans("łŁøØ", "lLoO"))
    kept = [c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c)]
    return " ".join("".join(kept).lower().split())


def _works(staff_row: tuple, day: dt.date) -> bool:
    return day.strftime("%a") in staff_row[5]


def _group(species: str) -> list[tuple]:
    return [s for s in STAFF if species.split()[-1] in s[6] or species + "s" in s[6]]


def _people(db: sqlite3.Connection, rng: random.Random) -> None:
    for sid, name, role, kind, ext, days, sees in STAFF:
        number = f"RCVS {rng.randint(6100000, 7999999)}" if kind == "vet" else None
        number = number or f"RVN {rng.randint(410000, 699999)}"
        toolkit.insert(db, "staff", (sid, name, role, kind, ext, days, sees, number))
    for cid, name, address in CLIENTS:
        phone = rng.choice(
            [f"01632 9{rng.randint(10000, 99999)}", f"07700 9{rng.randint(0, 99999):05d}"]
        )
        user = _plain(name).replace(" ", ".").replace("-", "")
        mail = f"{user}@{rng.choice(['btinternet.com', 'gmail.com', 'yahoo.co.uk', 'proton.me'])}"
        toolkit.insert(db, "clients", (cid, name, address, phone, mail))


def _animals(db: sqlite3.Connection, rng: random.Random) -> None:
    for pid, name, cid, species, breed, sex, vet, allergies, insurer, neutered, typical in PETS:
        _, (young, old), _ = SPECIES[species]
        born = TODAY - dt.timedelta(days=rng.randint(young * 365, old * 365))
        weight = round(typical * rng.uniform(0.92, 1.08), 2 if typical < 5 else 1)
        chip = f"9410000{rng.randint(10000000, 99999999)}" if rng.random() < 0.9 else None
        policy = f"{INSURERS[insurer]}-{rng.randint(1000000, 9999999)}" if insurer else None
        row = (pid, name, cid, species, breed, sex, vet, allergies, insurer, int(neutered))
        toolkit.insert(db, "pets", (*row, born.isoformat(), weight, chip, policy))


def _appointments(db: sqlite3.Connection, rng: random.Random) -> None:
    nurses = [s for s in STAFF if s[3] == "nurse"]
    drafts = []
    for pid, _name, _cid, species, _breed, _sex, vet, *_ in PETS:
        day = _OPEN + dt.timedelta(days=rng.randint(0, 45))
        while day < _CLOSE:
            reason = rng.choice(REASONS[species])
            if reason[1] == "nurse":
                who = rng.choice([n for n in nurses if species.split()[-1] in n[6]] or nurses)
            elif rng.random() < 0.8:
                who = STAFF[vet - 1]
            else:
                who = rng.choice([s for s in _group(species) if s[3] == "vet"])
            while day.weekday() == 6 or not _works(who, day):
                day += dt.timedelta(days=1)
            if day < TODAY:
                status = rng.choices(["completed", "cancelled", "no-show"], weights=[16, 2, 1])[0]
            else:
                status = rng.choices(["booked", "cancelled"], weights=[9, 1])[0]
            if species == "horse":
                room = "yard visit"
            elif who[3] == "nurse":
                room = "Nurse room"
            else:
                room = "Exotics room" if who[0] == 4 else rng.choice(["Consult 1", "Consult 2"])
            drafts.append(
                (day.isoformat(), rng.choice(TIMES), pid, who[0], reason[0], status, room)
            )
            day += dt.timedelta(days=rng.randint(21, 75))
    drafts.sort()
    for number, (day, time, pid, sid, reason, status, room) in enumerate(drafts, start=7001):
        toolkit.insert(db, "visits", (number, pid, sid, day, time, reason, status, room))


def _batch(rng: random.Random) -> str:
    return f"{rng.choice('ABCDEFHKMNPRT')}{rng.randint(100, 999)}{rng.choice('XYZW')}{rng.randint(10, 99)}"


def _vaccinations(db: sqlite3.Connection, rng: random.Random) -> None:
    for pid, _name, _cid, species, *_ in PETS:
        for vaccine in SPECIES[species][2]:
            last = TODAY - dt.timedelta(days=rng.randint(15, 440))
            given = [last - dt.timedelta(days=rng.randint(350, 380)), last]
            for day in given:
                who = rng.choice([s for s in _group(species)])[0]
                due = day + dt.timedelta(days=365)
                row = (pid, vaccine, day.isoformat(), due.isoformat(), _batch(rng), who)
                toolkit.insert(db, "jabs", row)


def _prescriptions(db: sqlite3.Connection, rng: random.Random) -> None:
    vets = {p[0]: p[6] for p in PETS}
    for number, (pid, drug, dose, _price) in enumerate(DRUGS, start=1):
        issued = TODAY - dt.timedelta(days=rng.randint(3, 200))
        collect_by = issued + dt.timedelta(days=rng.choice([90, 180, 180, 365]))
        repeats = rng.choice([0, 1, 2, 3, 5, 6])
        row = (2700 + number, pid, drug, dose, repeats, vets[pid], issued.isoformat())
        toolkit.insert(db, "scripts", (*row, collect_by.isoformat()))


def _billing(db: sqlite3.Connection, rng: random.Random) -> None:
    owner = {p[0]: p[2] for p in PETS}
    species = {p[0]: p[3] for p in PETS}
    kinds = {s[0]: s[3] for s in STAFF}
    charges = []
    sql = "SELECT pet_id, staff_id, day, reason FROM visits WHERE status = 'completed'"
    for pid, sid, day, reason in db.execute(sql + " ORDER BY id").fetchall():
        fee = _HOME_VISIT if species[pid] == "horse" else _CONSULT[kinds[sid]]
        items = [(f"{'visit' if species[pid] == 'horse' else 'consultation'} ({reason})", fee)]
        extra = next(r for r in REASONS[species[pid]] if r[0] == reason)
        if extra[2]:
            items.append((extra[2], extra[3]))
        charges.append((day, pid, items))
    prices = {(d[0], d[1]): d[3] for d in DRUGS}
    for pid, drug, issued in db.execute("SELECT pet_id, drug, issued_on FROM scripts ORDER BY id"):
        charges.append((issued, pid, [(drug, prices[(pid, drug)])]))
    charges.sort(key=lambda c: (c[0], c[1]))
    for seq, (day, pid, items) in enumerate(charges, start=1):
        issued = dt.date.fromisoformat(day)
        due = issued + dt.timedelta(days=30)
        status, paid_on = toolkit.settle(
            rng, issued, due, TODAY, grace=10, weights=(17, 3, 4, 3, 3, 2), paid_days=(0, 25)
        )
        amount = round(sum(price for _, price in items), 2)
        listed = "; ".join(f"{what} £{price:.2f}" for what, price in items)
        row = (f"PVS-{issued:%y}{seq:04d}", owner[pid], pid, listed, day, due.isoformat())
        toolkit.insert(
            db, "invoices", (*row, amount, "unpaid" if status == "open" else status, paid_on)
        )


def _lab_results(db: sqlite3.Connection, rng: random.Random) -> None:
    vets = {p[0]: p[6] for p in PETS}
    days = sorted(TODAY - dt.timedelta(days=rng.randint(1, 150)) for _ in LABS)
    for n, (day, (pid, test, result, status)) in enumerate(zip(days, LABS, strict=True), start=1):
        if status == "pending":
            day = TODAY - dt.timedelta(days=2)
        row = (f"LAB-{n:03d}", pid, test, day.isoformat(), result, status, vets[pid])
        toolkit.insert(db, "labs", row)


# every table, in the order the rows draw from the seeded random numbers
DB, _q = toolkit.seeded(
    SCHEMA,
    SEED,
    TODAY,
    (_people, _animals, _appointments, _vaccinations, _prescriptions, _billing, _lab_results),
)


# ---- the values the parameters take --------------------------------------------------------

client_names, _client = toolkit.owners(
    __name__, _q, toolkit.owned_by("client", "number", "the pet owner's name")
)
pet_names, _pet = toolkit.owners(
    __name__, _q, toolkit.owned_by("pet", "number", "the pet's name", lister="pet_names")
)


@toolkit.column(_q, "staff.name")
def staff_names() -> list[str]:
    """The surgery's vets and veterinary nurses."""


# ---- reading the records -------------------------------------------------------------------

AppointmentStatus = Literal["booked", "completed", "cancelled", "no-show"]
InvoiceStatus = Literal["paid", "unpaid", "overdue"]
LabStatus = Literal["pending", "normal", "reviewed", "needs follow-up"]


def _member(name: str) -> sqlite3.Row:
    asked = _plain(name)
    for title in ("dr ", "dr. ", "nurse ", "vet "):
        asked = asked.removeprefix(title)
    team = _q("SELECT * FROM staff ORDER BY id")
    whole = [s for s in team if _plain(s["name"]) == asked]
    parts = [s for s in team if asked in _plain(s["name"]).replace("-", " ").split()]
    if len(whole or parts) == 1:
        return (whole or parts)[0]
    raise ToolError(
        f"nobody called {name!r} works here (our vets and nurses: {', '.join(staff_names())})"
    )


def _who(staff_id: int) -> dict[str, str]:
    return {"name": _q("SELECT name FROM staff WHERE id = ?", (staff_id,))[0]["name"]}


def get_staff(name: str) -> dict:
    """One of our vets or veterinary nurses: their role, phone extension, the days they work,
    the animals they see, their RCVS (or RVN) registration number and the pets registered
    with them.

    Args:
        name: the vet's or nurse's name, e.g. "Dorota Wójcik" (a first name or surname alone
            is fine, e.g. "Séamus").

    Examples:
        What's Aurélie Fontaine's extension?
        Does Tomasz work on Saturdays?
        Which vet here sees rabbits?
        What is Dorota Wójcik's RCVS number?
    """
    s = _member(name)
    shown = toolkit.named(s, "name role extension days_worked=days sees")
    shown["registration_number"] = s["registration"]
    pets = _q("SELECT id, name FROM pets WHERE vet_id = ? ORDER BY id", (s["id"],))
    shown["registered_pets"] = [{"pet_id": p["id"], "name": p["name"]} for p in pets]
    return shown


def get_client(client_id: int) -> dict:
    """A client's (pet owner's) record: phone, e-mail, address, what they owe us now and
    their pets.

    Args:
        client_id: the client's number, e.g. 305.

    Examples:
        What phone number have you got for Cormac Fitzgerald?
        Which pets are on Siân Penhallow's account?
        What address do you have for Jonah Whitlock?
    """
    c = _client(client_id)
    shown = toolkit.named(c, "client_id=id name phone email address")
    owed, _ = toolkit.balance(_q, ("client_id", client_id), None, "number")
    pets = _q("SELECT id, name, species FROM pets WHERE client_id = ? ORDER BY id", (client_id,))
    shown["account_balance_owed_gbp"] = owed
    shown["pets"] = [toolkit.named(p, "pet_id=id name species") for p in pets]
    return shown


def get_pet(pet_id: int) -> dict:
    """A pet's record: species, breed, sex, date of birth, weight, microchip number, neutered
    or not, insurance (insurer and policy number), allergies, the vet it is registered with
    and its owner.

    Args:
        pet_id: the pet's number, e.g. 508.

    Examples:
        Is Hazel the rabbit neutered?
        What's Pistachio's microchip number?
        Who is Juniper's vet?
        Is Nutmeg allergic to anything?
    """
    p = _pet(pet_id)
    shown = toolkit.named(p, "pet_id=id name species breed sex date_of_birth=born weight_kg")
    shown["microchip"] = p["microchip"] or "not microchipped"
    shown["neutered"] = "neutered" if p["neutered"] else "not neutered (entire)"
    shown["insurance"] = (
        {"insurer": p["insurer"], "policy_number": p["policy"]} if p["insurer"] else "not insured"
    )
    shown["allergies"] = p["allergies"]
    owner = _client(p["client_id"])
    return shown | {
        "vet": _who(p["vet_id"]),
        "owner": {"client_id": owner["id"], "name": owner["name"]},
    }


def pet_appointments(pet_id: int, status: AppointmentStatus | None = None) -> list[dict]:
    """A pet's appointments, past and booked: appointment number, date and weekday, time, what
    it is for, status (booked, completed, cancelled or no-show), the room and who sees the pet
    (a vet or a nurse).

    Args:
        pet_id: the pet's number, e.g. 512.
        status: only the appointments with this status: booked, completed, cancelled or
            no-show.

    Examples:
        When is Gustave's next appointment?
        Which vet saw Cwtch last time?
        Did Tansy miss an appointment?
    """
    _pet(pet_id)
    rows = toolkit.owned(_q, "visits", ("pet_id", pet_id), "day, time", status=status)
    return [
        toolkit.dated(v, "appointment_id=id date=day", "day", "time reason status room")
        | {"vet": _who(v["staff_id"])}
        for v in rows
    ]


def pet_vaccinations(pet_id: int) -> dict:
    """A pet's vaccinations: each vaccine given, the date it was given, when the next one is
    due, the batch number and who gave it. Guinea pigs, birds and reptiles are not
    vaccinated.

    Args:
        pet_id: the pet's number, e.g. 503.

    Examples:
        When is Nutmeg's booster due?
        Is Marmite up to date with her jabs?
        What batch was Kåre's kennel cough vaccine?
    """
    p = _pet(pet_id)
    rows = _q("SELECT * FROM jabs WHERE pet_id = ? ORDER BY given_on, vaccine", (pet_id,))
    jabs = []
    for j in rows:
        shown = toolkit.named(j, "vaccine given_on next_due=due_on batch")
        jabs.append(shown | {"given_by": _who(j["staff_id"])})
    return {"pet": p["name"], "species": p["species"], "vaccinations": jabs}


def pet_prescriptions(pet_id: int) -> list[dict]:
    """A pet's prescriptions: the medicine, the dose, how many repeats are left, the vet who
    prescribed it, when it was issued and the date the prescription must be collected by.

    Args:
        pet_id: the pet's number, e.g. 519.

    Examples:
        How many repeats has Pierogi got left on his gabapentin?
        What dose of Apoquel is Biscuit on?
        Is Juniper's Previcox prescription still valid?
    """
    _pet(pet_id)
    rows = _q("SELECT * FROM scripts WHERE pet_id = ? ORDER BY issued_on", (pet_id,))
    spec = "prescription_number=id medicine=drug dose repeats_left issued_on collect_by"
    return [toolkit.named(r, spec) | {"prescribed_by": _who(r["vet_id"])} for r in rows]


def client_invoices(client_id: int, status: InvoiceStatus | None = None) -> dict:
    """A client's bills: what they owe now and each invoice (number, the pet, what it was for
    with each item's price, issued, due, amount, status paid, unpaid or overdue, paid on).

    Args:
        client_id: the client's number, e.g. 310.
        status: only the invoices with this status: paid, unpaid or overdue.

    Examples:
        Does Fenella Crabtree owe us anything?
        Which of Loïc Bertrand's invoices are overdue?
        How much was Rhodri ap Gwilym's last bill?
    """
    c = _client(client_id)
    spec = "invoice_number=number pet_id items issued_on due_date amount_gbp=amount status paid_on"
    owed, bills = toolkit.balance(_q, ("client_id", client_id), status, spec)
    for bill in bills:
        pid = bill.pop("pet_id")
        bill["pet"] = {"pet_id": pid, "name": _pet(pid)["name"]}
    return {"client": c["name"], "balance_owed_gbp": owed, "invoices": bills}


def search_lab_results(query: str | None = None, status: LabStatus | None = None) -> list[dict]:
    """Lab results, x-rays and samples: result number, the pet, the test, when the sample was
    taken, what it showed, status (pending, normal, reviewed, needs follow-up) and the vet.
    Finds them by words of the test or the result, a pet's name or a result number.

    Args:
        query: words to look for, e.g. "thyroid", "LAB-004" or a pet's name.
        status: only the results with this status: pending, normal, reviewed or needs
            follow-up.

    Examples:
        Is Kåre's tick test back?
        What did Juniper's biopsy show?
        Which results still need following up?
    """
    sql = (
        "SELECT l.*, p.name AS pet, p.species FROM labs l JOIN pets p ON p.id = l.pet_id "
        "WHERE 1 = 1"
    )
    sql, params = toolkit.narrowed(sql, (), "l.status", status)
    words = [
        w for w in _plain(query or "").split() if w not in {"the", "a", "of", "test", "results"}
    ]

    def text(r: sqlite3.Row) -> str:
        return _plain(" ".join(str(r[k]) for k in ("number", "pet", "species", "test", "result")))

    found = toolkit.ranked(_q(sql + " ORDER BY l.number", params), words, text)
    out = []
    for r in found:
        shown = toolkit.named(r, "result_number=number test sampled_on result status")
        out.append(
            {"pet": {"pet_id": r["pet_id"], "name": r["pet"]}} | shown | {"vet": _who(r["vet_id"])}
        )
    return out


# The listers of the values the tools' parameters take, and the look-ups served as tools, in
# order.
_BY_PET = {"pet_id": pet_names}
_BY_CLIENT = {"client_id": client_names}
VALUES: dict[str, dict[str, Any]] = {
    "get_staff": {"name": staff_names},
    "get_client": _BY_CLIENT,
    "client_invoices": _BY_CLIENT,
    "get_pet": _BY_PET,
    "pet_appointments": _BY_PET,
    "pet_vaccinations": _BY_PET,
    "pet_prescriptions": _BY_PET,
}
TOOLS = [
    get_staff,
    get_client,
    get_pet,
    pet_appointments,
    pet_vaccinations,
    pet_prescriptions,
    client_invoices,
    search_lab_results,
]
