"""Brackenford Veterinary Practice: its records and eight read-only look-ups.

The one implementation behind both forms of the deployment: ``brackenford_tools.py`` marks
these functions as guardbot tools (``toolkit.marked``) and ``../brackenfordmcp/server.py``
serves the very same functions over stdio MCP (``served.mcp_server``).

The records are one SQLite database in memory (``toolkit.in_memory``), written on import from
``fixed_lists.json`` (staff, clients, pets, events, word lists) and ``random.Random(SEED)``
(phones and addresses, microchips, weights, appointments, vaccinations, prescriptions,
invoices, places taken). "Today" is Wednesday 10 June 2026 (``TODAY``); no clock is read.
"""

from __future__ import annotations

import datetime as dt
import json
import random
import re
import sqlite3
import threading
import unicodedata
from pathlib import Path
from typing import Any, Literal

from tools.registry import ToolError, load_module

toolkit = load_module(str(Path(__file__).resolve().parents[1] / "toolkit.py"))
TODAY, SEED = dt.date(2026, 6, 10), 100626
_FIXED = toolkit.fixed(__file__)
STAFF, CLIENTS, PETS, EVENTS, TOWNS, STREETS, DOMAINS = _FIXED[:7]
REASONS, VACCINES, MEDICINES, ROOMS, SLOTS, CANCELLED = _FIXED[7:]

Species = Literal["dog", "cat", "rabbit", "guinea pig", "ferret", "tortoise", "horse"]
Visit = Literal["booked", "completed", "cancelled", "did not attend"]
Billing = Literal["paid", "outstanding", "overdue"]
EventKind = Literal["puppy class", "open day", "clinic", "talk"]

SCHEMA = """
        CREATE TABLE staff (
            id INTEGER PRIMARY KEY, name TEXT, role TEXT, extension TEXT, email TEXT,
            qualifications TEXT, days TEXT, sees TEXT);
        CREATE TABLE clients (
            id INTEGER PRIMARY KEY, name TEXT, yard_or_farm TEXT, phone TEXT, email TEXT,
            address TEXT, client_since TEXT);
        CREATE TABLE pets (
            id INTEGER PRIMARY KEY, name TEXT, species TEXT, breed TEXT, colour TEXT, sex TEXT,
            born TEXT, client_id INTEGER, vet_id INTEGER, insurer TEXT, markings TEXT,
            microchip TEXT, policy TEXT);
        CREATE TABLE weights (pet_id INTEGER, weighed_on TEXT, kg REAL);
        CREATE TABLE appointments (
            id INTEGER PRIMARY KEY, pet_id INTEGER, staff_id INTEGER, day TEXT, time TEXT,
            room TEXT, reason TEXT, status TEXT, cancelled_reason TEXT);
        CREATE TABLE vaccinations (
            pet_id INTEGER, vaccine TEXT, given_on TEXT, due_next TEXT, given_by INTEGER);
        CREATE TABLE prescriptions (
            id INTEGER PRIMARY KEY, pet_id INTEGER, medicine TEXT, dose TEXT,
            prescribed_on TEXT, staff_id INTEGER, repeats_left INTEGER);
        CREATE TABLE invoices (
            number TEXT PRIMARY KEY, client_id INTEGER, appointment_id INTEGER,
            issued_on TEXT, amount_gbp REAL, status TEXT, paid_on TEXT);
        CREATE TABLE events (
            id INTEGER PRIMARY KEY, title TEXT, kind TEXT, day TEXT, time TEXT, place TEXT,
            price_gbp REAL, places INTEGER, run_by INTEGER, about TEXT, taken INTEGER);
"""
ADULT_KG = {"dog": (7.0, 38.0), "cat": (3.2, 6.5), "rabbit": (1.1, 2.6), "guinea pig": (0.8, 1.3)}
ADULT_KG |= {"ferret": (0.9, 1.8), "tortoise": (0.9, 1.6), "horse": (230.0, 640.0)}


# ---- writing the rows ------------------------------------------------------------------------


_PLAIN = str.maketrans({"ø": "o", "Ø": "O", "ł": "l", "đ": "d", "ß": "ss"})


def _ascii(text: str) -> str:
    """Lower case, accents dropped (for e-mail addresses and searching)."""
    kept = unicodedata.normalize("NFKD", text.translate(_PLAIN))
    return "".join(ch for ch in kept if not unicodedata.combining(ch)).lower()


def _day(rng: random.Random, first: dt.date, last: dt.date) -> dt.date:
    return first + dt.timedelta(days=rng.randint(0, (last - first).days))


def _people(db: sqlite3.Connection, rng: random.Random) -> None:
    for s in STAFF:
        toolkit.insert(db, "staff", (*s[:5], json.dumps(s[5]), *s[6:]))
    for cid, name, yard in CLIENTS:
        phone = f"07{rng.randint(700, 799)} {rng.randint(100000, 999999)}"
        handle = re.sub(r"[^a-z]+", ".", _ascii(name)).strip(".")
        address = f"{rng.randint(1, 48)} {rng.choice(STREETS)}, {rng.choice(TOWNS)}"
        since = _day(rng, dt.date(2009, 1, 1), dt.date(2025, 12, 31)).isoformat()
        row = (cid, name, yard, phone, f"{handle}@{rng.choice(DOMAINS)}", address, since)
        toolkit.insert(db, "clients", row)


def _pets(db: sqlite3.Connection, rng: random.Random) -> None:
    for p in PETS:
        chip = f"9410000{rng.randint(10**7, 10**8 - 1)}"
        policy = f"{p[9][:2].upper()}-{rng.randint(100000, 999999)}" if p[9] else None
        toolkit.insert(db, "pets", (*p, chip, policy))
        low, high = ADULT_KG[p[2]]
        kg = round(rng.uniform(low, high), 1)
        for months_back in (11, 5, 1):
            when = TODAY - dt.timedelta(days=30 * months_back + rng.randint(0, 12))
            kg = round(kg * rng.uniform(0.95, 1.05), 1)
            toolkit.insert(db, "weights", (p[0], when.isoformat(), kg))
        for vaccine in VACCINES.get(p[2], []):
            given = _day(rng, TODAY - dt.timedelta(days=390), TODAY - dt.timedelta(days=20))
            who = 6 if p[2] == "horse" and rng.random() < 0.3 else p[8]
            due = (given + dt.timedelta(days=365)).isoformat()
            toolkit.insert(db, "vaccinations", (p[0], vaccine, given.isoformat(), due, who))


def _visits(db: sqlite3.Connection, rng: random.Random) -> None:
    seq = 0
    for number in range(7001, 7073):
        pet = rng.choice(PETS)
        reason, fee = rng.choice(REASONS[pet[2]])
        day = _day(rng, dt.date(2026, 3, 2), dt.date(2026, 7, 10))
        if day.weekday() == 6:
            day += dt.timedelta(days=1)
        staff = 5 if "(nurse)" in reason else pet[8]
        staff = 6 if reason == "dental rasping" else staff
        rooms = ROOMS["horse"] if pet[2] == "horse" else ROOMS["small"][:4]
        room = "Theatre" if fee > 200 and pet[2] != "horse" else rng.choice(rooms)
        if day >= TODAY:
            status = rng.choices(["booked", "cancelled"], weights=[5, 1])[0]
        else:
            status = rng.choices(["completed", "cancelled", "did not attend"], [8, 2, 1])[0]
        note = rng.choice(CANCELLED) if status == "cancelled" else None
        row = (number, pet[0], staff, day.isoformat(), rng.choice(SLOTS), room, reason)
        toolkit.insert(db, "appointments", (*row, status, note))
        if status == "completed":
            seq += 1
            due = day + dt.timedelta(days=30)
            state, paid = toolkit.settle(
                rng, day, due, TODAY, grace=14, weights=(8, 2, 6, 3, 7, 4), paid_days=(0, 20)
            )
            state = "outstanding" if state == "open" else state
            amount = round(fee + rng.choice([0.0, 0.0, 12.5, 18.75, 24.0]), 2)
            row = (f"BVP-{day:%y%m}-{seq:03d}", pet[7], number, day.isoformat(), amount)
            toolkit.insert(db, "invoices", (*row, state, paid))


def _medicines(db: sqlite3.Connection, rng: random.Random) -> None:
    treated = sorted(rng.sample(PETS, 22), key=lambda p: p[0])
    for n, pet in enumerate(treated, start=601):
        medicine, dose = rng.choice(MEDICINES[pet[2]])
        when = _day(rng, dt.date(2026, 1, 5), TODAY - dt.timedelta(days=3)).isoformat()
        toolkit.insert(
            db, "prescriptions", (n, pet[0], medicine, dose, when, pet[8], rng.randint(0, 5))
        )


@toolkit.schema(SCHEMA)
def _fill(db: sqlite3.Connection, rng: random.Random) -> None:
    _people(db, rng)
    _pets(db, rng)
    _visits(db, rng)
    _medicines(db, rng)
    _events(db, rng)


def _events(db: sqlite3.Connection, rng: random.Random) -> None:
    """The events (a past one half full, the others some places taken), then the meta rows."""
    for e in EVENTS:
        toolkit.insert(db, "events", (*e, e[7] // 2 if e[3] < str(TODAY) else rng.randint(0, e[7])))
    for key, value in {"seed": str(SEED), "today": str(TODAY)}.items():
        toolkit.insert(db, "meta", (key, value))
    db.commit()


DB, _GUARD = toolkit.in_memory(_fill, SEED), threading.Lock()


def _q(sql: str, params: tuple[Any, ...] = ()) -> list[sqlite3.Row]:
    """The rows of one query on the shared connection (one query at a time)."""
    _GUARD.acquire()
    try:
        return DB.execute(sql, params).fetchall()
    finally:
        _GUARD.release()


# ---- the values the parameters take --------------------------------------------------------

client_names, _client = toolkit.owners(
    __name__, _q, toolkit.owned_by("client", "account number", "the owner's full name")
)
pet_names = toolkit.id_names(__name__, "pet_names", _q, "pets", "(pet number, the pet's name).")


@toolkit.column(_q, "staff.name")
def staff_names() -> list[str]:
    """Every vet's, nurse's and practice manager's name."""


def appointment_labels() -> list[tuple[int, str]]:
    """(appointment number, "appointment N: PET on DAY at TIME")."""
    sql = (
        "SELECT a.id, 'appointment ' || a.id || ': ' || p.name || ' on ' || a.day || ' at '"
        " || a.time FROM appointments a JOIN pets p ON p.id = a.pet_id ORDER BY a.id"
    )
    return [(r[0], r[1]) for r in _q(sql)]


# ---- shared pieces -------------------------------------------------------------------------

_SKIP = frozenset("a an and the of with who whose is my our one that has her his on in".split())


def _found(rows: list[dict], query: str | None, fields: tuple[str, ...]) -> list[dict]:
    """Rows holding the words of ``query`` (every row without one), best match first."""
    terms = [t for t in re.findall(r"[a-z0-9']+", _ascii(query or "")) if t not in _SKIP]
    if not terms:
        return rows
    stems = [t[:-1] if len(t) > 3 and t.endswith("s") else t for t in terms]
    hits = []
    for position, row in enumerate(rows):
        text = _ascii(" ".join(str(row.get(f) or "") for f in fields))
        score = sum(stem in text for stem in stems)
        if score:
            hits.append((-score, position))
    return [rows[position] for _, position in sorted(hits)]


def _staff_name(staff_id: int) -> str:
    return _q("SELECT name FROM staff WHERE id = ?", (staff_id,))[0]["name"]


def _pet(pet_id: int) -> sqlite3.Row:
    sql = "SELECT p.*, c.name AS owner FROM pets p JOIN clients c ON c.id = p.client_id WHERE p.id = ?"
    return toolkit.one(_q, sql, (pet_id,), f"there is no pet number {pet_id}")


# ---- the look-ups ------------------------------------------------------------------------------


def search_pets(query: str | None = None, species: Species | None = None) -> list[dict]:
    """Find the practice's patients by what they look like or what people call them: name,
    breed, colour, markings or health notes ("the ginger cat with three legs", "the grey
    pony with a star", "the collie with odd eyes"). Gives each pet's number, species, breed,
    colour, markings, owner and registered vet.

    Args:
        query: words describing the pet, e.g. "three legs" or "skewbald"; leave out to list
            every patient.
        species: only pets of this species, e.g. "rabbit".

    Examples:
        Which dog has one blue eye and one brown eye?
        Is there a tortoise on your books with pink nail varnish on its shell?
        What's the name of the ginger cat with three legs?
    """
    sql = "SELECT p.*, c.name AS owner FROM pets p JOIN clients c ON c.id = p.client_id"
    rows = [dict(r) for r in _q(sql + " ORDER BY p.id")]
    rows = [r for r in rows if species is None or r["species"] == species]
    fields = ("name", "species", "breed", "colour", "markings", "owner")
    out = []
    for r in _found(rows, query, fields):
        shown = {"pet_id": r["id"], "name": r["name"]}
        shown |= {k: r[k] for k in ("species", "breed", "colour", "markings", "owner")}
        out.append(shown | {"vet": _staff_name(r["vet_id"])})
    return out


def get_pet(pet_id: int) -> dict:
    """One patient in full: species, breed, colour, sex, date of birth, microchip number,
    markings, weight history, the owner, the registered vet, insurance, vaccinations (when
    given and when the next is due) and the medicines it is on.

    Args:
        pet_id: the pet's number, e.g. 5008.

    Examples:
        What's Bramble's microchip number?
        When is Biscuit's next booster due?
        How much did Rufus weigh last time?
        Who is Juniper's insurance with?
    """
    p = _pet(pet_id)
    shown = toolkit.named(p, "pet_id=id name species breed colour sex date_of_birth=born")
    shown |= {"microchip": p["microchip"], "markings": p["markings"]}
    shown["owner"] = {"client_id": p["client_id"], "name": p["owner"]}
    shown["vet"] = {"name": _staff_name(p["vet_id"])}
    insured = {"insurer": p["insurer"], "policy_number": p["policy"]}
    shown["insurance"] = insured if p["insurer"] else "not insured"
    weights = _q(
        "SELECT weighed_on, kg FROM weights WHERE pet_id = ? ORDER BY weighed_on", (pet_id,)
    )
    shown["weights"] = [{"weighed_on": w[0], "kg": w[1]} for w in weights]
    sql = "SELECT * FROM vaccinations WHERE pet_id = ? ORDER BY given_on"
    shown["vaccinations"] = [
        toolkit.named(v, "vaccine given_on due_next") | {"given_by": _staff_name(v["given_by"])}
        for v in _q(sql, (pet_id,))
    ]
    sql = "SELECT * FROM prescriptions WHERE pet_id = ? ORDER BY prescribed_on"
    shown["medication"] = [
        toolkit.named(m, "medicine dose prescribed_on repeats_left")
        | {"prescribed_by": _staff_name(m["staff_id"])}
        for m in _q(sql, (pet_id,))
    ]
    return shown


def pet_appointments(pet_id: int, status: Visit | None = None) -> list[dict]:
    """A pet's appointments, past and booked: number, day, time, who sees it, room, reason
    and status (booked, completed, cancelled or did not attend).

    Args:
        pet_id: the pet's number, e.g. 5011.
        status: only appointments with this status, e.g. "booked" for those still to come.

    Examples:
        When is Hamish's next appointment?
        Has Mochi got anything booked?
        When was Colonel last seen by the vet?
    """
    _pet(pet_id)
    sql, params = toolkit.narrowed(
        "SELECT * FROM appointments WHERE pet_id = ?", (pet_id,), "status", status
    )
    return [
        toolkit.named(a, "appointment_id=id day time room reason status")
        | {"with": _staff_name(a["staff_id"])}
        for a in _q(sql + " ORDER BY day, time", params)
    ]


def get_appointment(appointment_id: int) -> dict:
    """One appointment: day, time, room, the reason, its status and why it was cancelled, the
    vet or nurse (name and email), the pet and its owner, and the invoice it was billed on.

    Args:
        appointment_id: the appointment number, e.g. 7012.

    Examples:
        Which room is appointment 7040 in?
        Why was appointment 7007 cancelled?
        Who is the vet for appointment 7051?
    """
    a = toolkit.one(
        _q,
        "SELECT * FROM appointments WHERE id = ?",
        (appointment_id,),
        f"there is no appointment {appointment_id}",
    )
    p = _pet(a["pet_id"])
    shown = toolkit.named(a, "appointment_id=id day time room reason status cancelled_reason")
    who = _q("SELECT name, email FROM staff WHERE id = ?", (a["staff_id"],))[0]
    shown["vet"] = {"name": who["name"], "email": who["email"]}
    owner = {"client_id": p["client_id"], "name": p["owner"]}
    shown["pet"] = {"pet_id": p["id"], "name": p["name"], "species": p["species"], "owner": owner}
    billed = _q("SELECT number FROM invoices WHERE appointment_id = ?", (appointment_id,))
    shown["invoice_number"] = billed[0]["number"] if billed else None
    return shown


def get_client(client_id: int) -> dict:
    """One client (a pet's owner): phone, email, address, their yard or farm, since when they
    are with the practice, and their pets.

    Args:
        client_id: the client's account number, e.g. 304.

    Examples:
        What phone number have you got for Dafydd Hollins?
        Which pets does Zoë Whitmore have registered?
        What address do you have for Harriet Lowther?
    """
    c = _client(client_id)
    shown = toolkit.named(c, "client_id=id name phone email address yard_or_farm client_since")
    pets = _q("SELECT id, name, species FROM pets WHERE client_id = ? ORDER BY id", (client_id,))
    shown["pets"] = [{"pet_id": r[0], "name": r[1], "species": r[2]} for r in pets]
    return shown


def client_invoices(client_id: int, status: Billing | None = None) -> list[dict]:
    """A client's invoices: number, date, which pet and what for, amount in pounds, status
    (paid, outstanding or overdue) and the day it was paid.

    Args:
        client_id: the client's account number, e.g. 317.
        status: only invoices with this status, e.g. "overdue".

    Examples:
        Do I owe anything? I'm Kenji Watanabe
        Has Henry Ashworth paid his last bill?
        How much was my last bill? It's Samuel Okoro
    """
    _client(client_id)
    sql = (
        "SELECT i.*, p.name AS pet, a.reason FROM invoices i"
        " JOIN appointments a ON a.id = i.appointment_id JOIN pets p ON p.id = a.pet_id"
        " WHERE i.client_id = ?"
    )
    sql, params = toolkit.narrowed(sql, (client_id,), "i.status", status)
    return [
        toolkit.named(i, "invoice_number=number issued_on pet for=reason amount_gbp status paid_on")
        for i in _q(sql + " ORDER BY i.issued_on", params)
    ]


def get_staff(name: str) -> dict:
    """One vet, nurse or the practice manager: role, phone extension, email, qualifications,
    the days they work and the animals they see.

    Args:
        name: their full name, e.g. "Priyanka Desai".

    Examples:
        What's Sinéad Kavanagh's extension?
        Which days does Dr Fontaine work?
        Does Gareth Pryce-Jones see horses?
    """
    team = {_ascii(r["name"]): r for r in _q("SELECT * FROM staff")}
    s = team.get(re.sub(r"^dr\.?\s+", "", _ascii(name).strip()))
    if s is None:
        raise ToolError(f"nobody called {name!r} works at the practice")
    qualified = {"qualifications": json.loads(s["qualifications"])}
    return (
        toolkit.named(s, "name role phone_extension=extension email")
        | qualified
        | toolkit.named(s, "days_worked=days sees")
    )


def search_events(query: str | None = None, kind: EventKind | None = None) -> list[dict]:
    """The practice's classes, clinics, talks and open days: title, kind, day, time, place,
    price, places left, who runs it and what it is about.

    Args:
        query: words from the event, e.g. "puppy" or "laminitis"; leave out for all.
        kind: only events of this kind.

    Examples:
        When is the next puppy class?
        Is there an open day this summer?
        How much is the equine dental day?
    """
    sql, params = toolkit.narrowed("SELECT * FROM events WHERE 1 = 1", (), "kind", kind)
    rows = [dict(r) for r in _q(sql + " ORDER BY day", params)]
    out = []
    for e in _found(rows, query, ("title", "kind", "place", "about")):
        shown = {k: e[k] for k in ("title", "kind", "day", "time", "place", "price_gbp")}
        shown["places_left"] = max(e["places"] - e["taken"], 0)
        out.append(shown | {"run_by": _staff_name(e["run_by"]), "about": e["about"]})
    return out


# The look-ups served as tools, in order, and the listers of the values their parameters take.
TOOLS = [
    search_pets,
    get_pet,
    pet_appointments,
    get_appointment,
    get_client,
    client_invoices,
    get_staff,
    search_events,
]
_BY_PET, _BY_CLIENT = {"pet_id": pet_names}, {"client_id": client_names}
VALUES: dict[str, dict[str, Any]] = {"get_pet": _BY_PET, "pet_appointments": _BY_PET}
VALUES |= {"get_client": _BY_CLIENT, "client_invoices": _BY_CLIENT}
VALUES |= {"get_staff": {"name": staff_names}}
VALUES["get_appointment"] = {"appointment_id": appointment_labels}
