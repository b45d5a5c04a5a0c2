"""Wrenbury Veterinary Practice (fictional): the one implementation of its eight read-only
tools, served as Python tools (``tools.py``) and by a stdio MCP server
(``../wrenburymcp/server.py``).

The data is an in-memory SQLite database built on import from ``random.Random(SEED)`` and the
fixed lists of fixed_lists.json, "as of" Wednesday 2026-06-17 (no clock is read), so every build gives the
same rows. Rows are written and read through the shared helpers of
``bench/deployments/toolkit.py`` (``insert``, ``one``, ``owned``, ``named``). A missing record
raises ``toolkit.ToolError`` (guardbot's ``tools.registry.ToolError``); the MCP server turns it
into the SDK's ``ToolError``.
"""

from __future__ import annotations

import datetime as dt
import importlib.util
import random
import re
import sqlite3
import threading
from pathlib import Path
from typing import Any, Literal


def _load(path: Path) -> Any:
    spec = importlib.util.spec_from_file_location(f"wrenbury_{path.stem}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


toolkit = _load(Path(__file__).resolve().parents[1] / "toolkit.py")
ToolError = toolkit.ToolError

SEED = 20260617
TODAY = dt.date(2026, 6, 17)
PRACTICE = "Wrenbury Veterinary Practice"

# ---- fixed lists ----------------------------------------------------------------------------

# STAFF: id, name, title, role, qualifications, special interest, working days, direct line, email
# TREATMENTS: code, name, category, price (GBP), minutes, who, species, description, aftercare
# MEDICATIONS: medication, strength, dose, species
(STAFF, TREATMENTS, CLIENT_NAMES, TOWNS, PET_NAMES,
 WEIGHT_KG, ALERTS, NOTES, MEDICATIONS) = toolkit.fixed(__file__)  # fmt: skip
VETS = [1, 2, 3, 4]
NURSES = [5, 6]


CONTACT = ["phone", "text", "email"]

BREEDS = {
    "dog": ["Cocker Spaniel", "Labrador Retriever", "Border Collie", "Staffordshire Bull Terrier",
            "Miniature Dachshund", "Cockapoo", "Jack Russell Terrier", "Whippet",
            "Golden Retriever"],
    "cat": ["Domestic Shorthair", "Maine Coon", "British Blue", "Ragdoll", "Siamese", "Bengal"],
    "rabbit": ["Netherland Dwarf", "Lionhead", "Dutch"],
    "guinea pig": ["Abyssinian", "American Crested"],
    "tortoise": ["Hermann's Tortoise"],
}  # fmt: skip
SPECIES = list(BREEDS)
SPECIES_WEIGHTS = [10, 8, 3, 2, 1]
BOOSTER = {"dog": "WV-110", "cat": "WV-111", "rabbit": "WV-112"}

REASONS = {
    "WV-101": ["limping on the back left leg", "scratching his ears a lot", "off her food for "
               "two days", "a lump on his side", "vomiting since the weekend", "a sore weepy "
               "eye", "drinking a lot more than usual", "bald patch on the rump"],
    "WV-102": ["second opinion on a cough", "older pet review: stiff and slow", "skin and ears "
               "both flaring up", "weight loss and thirst"],
    "WV-140": ["bad breath and brown tartar", "broken tooth at the back"],
    "WV-150": ["nails too long", "nails clicking on the floor"],
    "WV-151": ["weigh-in for diet plan", "monthly weigh-in"],
    "WV-160": ["annual senior bloods", "bloods before a dental"],
    "WV-170": ["still lame after rest", "swallowed a sock?"],
    "WV-180": ["scooting on the carpet"],
}  # fmt: skip


# ---- the database ---------------------------------------------------------------------------


def _fill(db: sqlite3.Connection, rng: random.Random) -> None:
    db.executescript(
        """
        CREATE TABLE staff (id INTEGER PRIMARY KEY, name TEXT, title TEXT, role TEXT,
            qualifications TEXT, special_interest TEXT, working_days TEXT, direct_line TEXT,
            email TEXT);
        CREATE TABLE treatments (code TEXT PRIMARY KEY, name TEXT, category TEXT,
            price_gbp REAL, duration_min INTEGER, performed_by TEXT, species TEXT,
            description TEXT, aftercare TEXT);
        CREATE TABLE clients (id INTEGER PRIMARY KEY, name TEXT, phone TEXT, email TEXT,
            town TEXT, postcode TEXT, registered_vet_id INTEGER, joined TEXT,
            contact_preference TEXT);
        CREATE TABLE pets (id INTEGER PRIMARY KEY, name TEXT, species TEXT, breed TEXT,
            sex TEXT, born TEXT, weight_kg REAL, neutered INTEGER, microchip TEXT, alerts TEXT,
            client_id INTEGER, usual_vet_id INTEGER, booster_due TEXT);
        CREATE TABLE appointments (id INTEGER PRIMARY KEY, pet_id INTEGER, staff_id INTEGER,
            treatment_code TEXT, date TEXT, time TEXT, status TEXT, reason TEXT,
            fee_gbp REAL, paid INTEGER, notes TEXT);
        CREATE TABLE prescriptions (id INTEGER PRIMARY KEY, pet_id INTEGER, staff_id INTEGER,
            medication TEXT, strength TEXT, dose TEXT, quantity TEXT, issued TEXT,
            repeats_left INTEGER, next_refill_due TEXT);
        CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT);
        """
    )
    for row in STAFF:
        toolkit.insert(db, "staff", row)
    for row in TREATMENTS:
        toolkit.insert(db, "treatments", row)
    for i, name in enumerate(CLIENT_NAMES):
        cid = 501 + i
        town, area = rng.choice(TOWNS)
        postcode = f"{area} {rng.randint(1, 9)}{rng.choice('ABDEFGHJLNPQRSTUWXY')}"
        postcode += rng.choice("ABDEFGHJLNPQRSTUWXY")
        phone = f"07700 900{rng.randint(100, 999)}"
        first, last = name.split()[0].lower(), name.split()[-1].lower()
        email = f"{first}.{last}@{rng.choice(['gmail.com', 'outlook.com', 'btinternet.com'])}"
        joined = (dt.date(2012, 1, 1) + dt.timedelta(days=rng.randint(0, 5000))).isoformat()
        row = (cid, name, phone, email, town, postcode, rng.choice(VETS), joined)
        toolkit.insert(db, "clients", (*row, rng.choice(CONTACT)))
    owners = [501 + i for i in range(len(CLIENT_NAMES))]
    # every client has one pet, some two or three
    pet_owner = owners + [rng.choice(owners) for _ in range(len(PET_NAMES) - len(owners))]
    pet_owner.sort()
    for i, (name, client_id) in enumerate(zip(PET_NAMES, pet_owner, strict=True)):
        pid = 2001 + i
        species = rng.choices(SPECIES, weights=SPECIES_WEIGHTS)[0]
        breed = rng.choice(BREEDS[species])
        sex = rng.choice(["male", "female"])
        born = dt.date(2008 if species == "tortoise" else 2011, 1, 1)
        born += dt.timedelta(days=rng.randint(0, 5200))
        low, high = WEIGHT_KG[species]
        weight = round(rng.uniform(low, high), 1)
        neutered = int(rng.random() < 0.75)
        chip = f"9410000{rng.randint(10000000, 99999999)}" if species in ("dog", "cat") else ""
        alerts = rng.choice(ALERTS)
        vet = 2 if species in ("rabbit", "guinea pig", "tortoise") else rng.choice(VETS)
        due = ""
        if species in BOOSTER:
            due = (TODAY + dt.timedelta(days=rng.randint(-40, 330))).isoformat()
        row = (pid, name, species, breed, sex, born.isoformat(), weight, neutered, chip, alerts)
        toolkit.insert(db, "pets", (*row, client_id, vet, due))
    pets = db.execute("SELECT id, species, usual_vet_id FROM pets ORDER BY id").fetchall()
    prices = {t[0]: t[3] for t in TREATMENTS}
    who = {t[0]: t[5] for t in TREATMENTS}
    appt = 9100
    for pid, species, vet in pets:
        for _ in range(rng.choices([1, 2, 3, 4], weights=[3, 4, 3, 2])[0]):
            appt += 1
            code = rng.choice(list(REASONS))
            if rng.random() < 0.35 and species in BOOSTER:
                code = BOOSTER[species]
            day = TODAY + dt.timedelta(days=rng.randint(-150, 45))
            if day.weekday() == 6:
                day -= dt.timedelta(days=1)
            time = f"{rng.choice([8, 9, 10, 11, 14, 15, 16, 17])}:{rng.choice(['00', '15', '30', '45'])}"
            time = time.zfill(5)
            staff = (
                rng.choice(NURSES)
                if who[code] == "nurse"
                else (vet if rng.random() < 0.6 else rng.choice(VETS))
            )
            if day >= TODAY:
                status = rng.choices(["booked", "cancelled"], weights=[9, 1])[0]
            else:
                status = rng.choices(["completed", "cancelled", "did not attend"],
                                     weights=[14, 2, 1])[0]  # fmt: skip
            reason = rng.choice(REASONS.get(code, ["booster due"]))
            fee = prices[code] if status != "cancelled" else 0.0
            paid = int(status == "completed" and rng.random() < 0.85)
            notes = rng.choice(NOTES) if status == "completed" else ""
            row = (appt, pid, staff, code, day.isoformat(), time, status, reason, fee, paid)
            toolkit.insert(db, "appointments", (*row, notes))
    rx = 4400
    for pid, species, vet in pets:
        meds = [m for m in MEDICATIONS if m[3] == species]
        if not meds or rng.random() < 0.45:
            continue
        rx += 1
        med = rng.choice(meds)
        issued = TODAY - dt.timedelta(days=rng.randint(3, 120))
        repeats = rng.randint(0, 5)
        refill = (issued + dt.timedelta(days=28 * rng.randint(1, 3))).isoformat()
        forms = ["28 tablets", "56 tablets"] if "tablets" in med[1] else ["1 bottle", "2 bottles"]
        if med[0] == "Caninsulin":
            forms = ["1 vial", "2 vials"]
        qty = rng.choice(forms)
        prescriber = vet if rng.random() < 0.7 else rng.choice(VETS)
        row = (rx, pid, prescriber, med[0], med[1], med[2], qty, issued.isoformat(), repeats)
        toolkit.insert(db, "prescriptions", (*row, refill))
    for key, value in (("seed", str(SEED)), ("as_of", TODAY.isoformat())):
        db.execute("INSERT INTO meta VALUES (?, ?)", (key, value))
    db.commit()


DB = toolkit.in_memory(_fill, SEED)
_LOCK = threading.Lock()


def sql_rows(sql: str, params: tuple[Any, ...] = ()) -> list[sqlite3.Row]:
    with _LOCK:
        return DB.execute(sql, params).fetchall()


# ---- what the tools return ------------------------------------------------------------------


def _staff_ref(staff_id: int) -> dict[str, Any]:
    row = sql_rows("SELECT name, title, role FROM staff WHERE id = ?", (staff_id,))[0]
    title = f"{row['title']} " if row["title"] else ""
    return {"name": row["name"], "title": f"{title}{row['name']}".strip(), "role": row["role"]}


def _pet_ref(row: sqlite3.Row) -> dict[str, Any]:
    return toolkit.named(row, "pet_id=id name species")


def _appointment(row: sqlite3.Row) -> dict[str, Any]:
    treat = toolkit.one(sql_rows, "SELECT * FROM treatments WHERE code = ?",
                        (row["treatment_code"],), "no treatment")  # fmt: skip
    out = toolkit.named(row, "appointment_id=id date time")
    out["status"] = row["status"]
    out["treatment"] = {"code": treat["code"], "name": treat["name"]}
    out["reason"] = row["reason"]
    out["seen_by"] = _staff_ref(row["staff_id"])
    out["fee_gbp"] = row["fee_gbp"]
    out["paid"] = bool(row["paid"])
    return out


def _pet_row(pet_id: int) -> sqlite3.Row:
    sql = "SELECT * FROM pets WHERE id = ?"
    return toolkit.one(sql_rows, sql, (pet_id,), f"there is no pet {pet_id} on our records")


def _client_row(client_id: int) -> sqlite3.Row:
    sql = "SELECT * FROM clients WHERE id = ?"
    return toolkit.one(sql_rows, sql, (client_id,), f"there is no client {client_id}")


def get_client(client_id: int) -> dict[str, Any]:
    """A client (a pet owner) of the practice: phone, email, town and postcode, how they like
    to be contacted, their registered vet, their pets and the amount they still owe us.

    Args:
        client_id: the client's account number, e.g. 512.

    Examples:
        What phone number do you have for Janet Hollis?
        Which vet is Derek Bamford registered with?
        How much does client 519 owe the practice?
    """
    row = _client_row(client_id)
    out = toolkit.named(row, "client_id=id name phone email town postcode")
    out["contact_preference"] = row["contact_preference"]
    out["client_since"] = row["joined"]
    out["registered_vet"] = _staff_ref(row["registered_vet_id"])
    pets = sql_rows("SELECT * FROM pets WHERE client_id = ? ORDER BY id", (client_id,))
    out["pets"] = [_pet_ref(p) for p in pets]
    owed = sql_rows(
        "SELECT COALESCE(SUM(a.fee_gbp), 0) AS owed FROM appointments a JOIN pets p "
        "ON p.id = a.pet_id WHERE p.client_id = ? AND a.status IN ('completed', "
        "'did not attend') AND a.paid = 0",
        (client_id,),
    )[0]["owed"]
    out["balance_owed_gbp"] = round(float(owed), 2)
    return out


def client_appointments(
    client_id: int,
    status: Literal["booked", "completed", "cancelled", "did not attend"] | None = None,
) -> list[dict[str, Any]]:
    """Every appointment for a client's pets, latest first: date, time, which pet, the
    treatment, who sees them, the fee and whether it is paid; optionally only one status.

    Args:
        client_id: the client's account number, e.g. 512.
        status: only appointments with this status: booked (upcoming), completed,
            cancelled or did not attend.

    Examples:
        When is Gwen Tattersall's next appointment?
        What appointments have I got booked? I'm client 503.
        List the appointments Owen Pritchard has had this year.
    """
    _client_row(client_id)
    sql = (
        "SELECT a.*, p.name AS pet_name, p.species AS pet_species FROM appointments a "
        "JOIN pets p ON p.id = a.pet_id WHERE p.client_id = ?"
    )
    params: list[Any] = [client_id]
    if status:
        sql += " AND a.status = ?"
        params.append(status)
    rows = sql_rows(sql + " ORDER BY a.date DESC, a.time DESC", tuple(params))
    out = []
    for row in rows:
        item = _appointment(row)
        item["pet"] = {"pet_id": row["pet_id"], "name": row["pet_name"]}
        out.append(item)
    return out


def get_pet(pet_id: int) -> dict[str, Any]:
    """One pet (patient): species, breed, sex, date of birth, last weight, neutered or not,
    microchip number, alerts for the team, when its booster is due, its owner and usual vet.

    Args:
        pet_id: the pet's patient number, e.g. 2014.

    Examples:
        When is Biscuit's booster due?
        What's the microchip number for patient 2007?
        How much did Hector weigh last time?
    """
    row = _pet_row(pet_id)
    out = toolkit.named(row, "pet_id=id name species breed sex date_of_birth=born weight_kg")
    out["neutered"] = bool(row["neutered"])
    out["microchip"] = row["microchip"] or None
    out["alerts"] = row["alerts"] or None
    out["booster_due"] = row["booster_due"] or None
    owner = _client_row(row["client_id"])
    out["owner"] = {"client_id": owner["id"], "name": owner["name"]}
    out["usual_vet"] = _staff_ref(row["usual_vet_id"])
    return out


def get_appointment(appointment_id: int) -> dict[str, Any]:
    """One appointment: date and time, status, the pet and its owner, the treatment (with its
    code), the reason given, who sees the pet, the fee, whether it is paid and the notes.

    Args:
        appointment_id: the appointment number, e.g. 9123.

    Examples:
        What time is appointment 9123?
        Who is seeing Mabel at appointment 9105?
        Has appointment 9140 been paid?
    """
    sql = "SELECT * FROM appointments WHERE id = ?"
    row = toolkit.one(sql_rows, sql, (appointment_id,), f"there is no appointment {appointment_id}")
    out = _appointment(row)
    pet = _pet_row(row["pet_id"])
    out["pet"] = _pet_ref(pet)
    owner = _client_row(pet["client_id"])
    out["owner"] = {"client_id": owner["id"], "name": owner["name"]}
    out["notes"] = row["notes"] or None
    return out


def _clean_name(name: str) -> str:
    name = re.sub(r"(?i)^\s*(dr\.?|doctor|nurse|vet)\s+", "", name)
    return " ".join(name.split()).lower()


def get_staff_member(name: str) -> dict[str, Any]:
    """A member of the practice team by name (vets, veterinary nurses, reception): role,
    qualifications, special interest, the days they work, their direct line and email, and
    their next booked appointments.

    Args:
        name: the person's name, e.g. "Fiona Achterberg" (a surname alone will do).

    Examples:
        Which days does Dr Penhallow work?
        What is Nurse Kerry-Ann Lowther's direct line?
        What's Tomasz Wierzbicki's special interest?
    """
    wanted = _clean_name(name)
    rows = [r for r in sql_rows("SELECT * FROM staff ORDER BY id")
            if wanted in (r["name"].lower(), r["name"].split()[-1].lower())]  # fmt: skip
    if not rows:
        raise ToolError(f"nobody called {name!r} works at {PRACTICE}")
    row = rows[0]
    out = toolkit.named(row, "name title role qualifications special_interest working_days")
    out["direct_line"] = row["direct_line"]
    out["email"] = row["email"]
    upcoming = sql_rows(
        "SELECT a.*, p.name AS pet_name FROM appointments a JOIN pets p ON p.id = a.pet_id "
        "WHERE a.staff_id = ? AND a.status = 'booked' ORDER BY a.date, a.time LIMIT 5",
        (row["id"],),
    )
    out["next_appointments"] = [
        toolkit.named(a, "appointment_id=id date time pet=pet_name") for a in upcoming
    ]
    return out


def _treatment(row: sqlite3.Row) -> dict[str, Any]:
    return toolkit.named(
        row, "code name category price_gbp duration_min performed_by species description"
    )


STOP = {"the", "and", "for", "a", "an", "of", "to", "my", "our", "with", "how", "much",
        "what", "does", "do", "is", "it", "cost", "price", "you", "your", "have", "get"}  # fmt: skip


def search_treatments(
    query: str | None = None, max_price_gbp: float | None = None
) -> list[dict[str, Any]]:
    """Search the practice's price list of treatments and services (vaccinations, neutering,
    dental work, nurse clinics, tests, x-rays) by words in their name or description; with
    no words, the whole price list. Each has a code, a price, how long it takes and who does
    it.

    Args:
        query: words to look for, e.g. "teeth", "kennel cough" or "rabbit".
        max_price_gbp: only treatments costing at most this, e.g. 60.

    Examples:
        How much is it to get a cat neutered?
        Do you do anything for bad breath and tartar?
        What can I get for under 30 pounds?
    """
    words = [w for w in re.findall(r"[a-z]+", (query or "").lower()) if w not in STOP]
    rows = sql_rows("SELECT * FROM treatments ORDER BY code")
    scored = []
    for row in rows:
        text = f"{row['name']} {row['category']} {row['species']} {row['description']}".lower()
        hits = sum(1 for w in words if re.search(r"\b" + re.escape(w[:5]), text))
        if words and not hits:
            continue
        if max_price_gbp is not None and row["price_gbp"] > max_price_gbp:
            continue
        scored.append((-hits, row["code"], row))
    return [_treatment(r) for _, _, r in sorted(scored, key=lambda s: s[:2])]


def get_treatment(code: str) -> dict[str, Any]:
    """One treatment or service on the price list, by its code: price, how long it takes,
    who does it (vet or nurse), which animals, what it involves and the aftercare advice.

    Args:
        code: the treatment code, e.g. "WV-140".

    Examples:
        What's the aftercare for WV-131?
        How long does a dental scale and polish take?
        How much is the rabbit vaccination?
    """
    sql = "SELECT * FROM treatments WHERE code = ?"
    row = toolkit.one(sql_rows, sql, (code.strip().upper(),), f"there is no treatment {code}")
    out = _treatment(row)
    out["aftercare"] = row["aftercare"]
    return out


def get_prescription(prescription_id: int) -> dict[str, Any]:
    """One prescription: the medicine and strength, the dose, the quantity, when it was
    issued, how many repeats are left, when the next refill is due, the pet and the vet who
    prescribed it.

    Args:
        prescription_id: the prescription number, e.g. 4405.

    Examples:
        How many repeats are left on prescription 4405?
        When is Hector's next refill of tablets due?
        Which vet prescribed prescription 4412?
    """
    sql = "SELECT * FROM prescriptions WHERE id = ?"
    row = toolkit.one(
        sql_rows, sql, (prescription_id,), f"there is no prescription {prescription_id}"
    )
    out = toolkit.named(row, "prescription_id=id medication strength dose quantity issued")
    out["repeats_left"] = row["repeats_left"]
    out["next_refill_due"] = row["next_refill_due"]
    pet = _pet_row(row["pet_id"])
    out["pet"] = _pet_ref(pet)
    out["owner"] = {"client_id": pet["client_id"], "name": _client_row(pet["client_id"])["name"]}
    out["prescribed_by"] = _staff_ref(row["staff_id"])
    return out


# ---- listers: the values the id parameters take ----------------------------------------------


def client_names() -> list[tuple[int, str]]:
    """(client number, the client's name)."""
    return [(r["id"], r["name"]) for r in sql_rows("SELECT id, name FROM clients ORDER BY id")]


def pet_names() -> list[tuple[int, str]]:
    """(patient number, "PET (OWNER's BREED)")."""
    sql = (
        "SELECT p.id, p.name, p.breed, c.name AS owner FROM pets p "
        "JOIN clients c ON c.id = p.client_id ORDER BY p.id"
    )
    return [(r["id"], f"{r['name']} ({r['owner']}'s {r['breed']})") for r in sql_rows(sql)]


def appointment_labels() -> list[tuple[int, str]]:
    """(appointment number, "appointment N: PET on DATE at TIME")."""
    sql = (
        "SELECT a.id, a.date, a.time, p.name FROM appointments a "
        "JOIN pets p ON p.id = a.pet_id ORDER BY a.id"
    )
    rows = sql_rows(sql)
    return [(r["id"], f"appointment {r['id']}: {r['name']} on {r['date']} at {r['time']}")
            for r in rows]  # fmt: skip


def staff_names() -> list[str]:
    """Every team member's name."""
    return [r["name"] for r in sql_rows("SELECT name FROM staff ORDER BY id")]


def treatment_codes() -> list[tuple[str, str]]:
    """(treatment code, its name)."""
    return [
        (r["code"], r["name"]) for r in sql_rows("SELECT code, name FROM treatments ORDER BY code")
    ]


def prescription_labels() -> list[tuple[int, str]]:
    """(prescription number, "MEDICINE for PET")."""
    sql = (
        "SELECT r.id, r.medication, p.name FROM prescriptions r "
        "JOIN pets p ON p.id = r.pet_id ORDER BY r.id"
    )
    return [(r["id"], f"{r['medication']} for {r['name']}") for r in sql_rows(sql)]


TOOLS = [get_client, client_appointments, get_pet, get_appointment, get_staff_member,
         search_treatments, get_treatment, get_prescription]  # fmt: skip
VALUES = dict(
    get_client={"client_id": client_names},
    client_appointments={"client_id": client_names},
    get_pet={"pet_id": pet_names},
    get_appointment={"appointment_id": appointment_labels},
    get_staff_member={"name": staff_names},
    get_treatment={"code": treatment_codes},
    get_prescription={"prescription_id": prescription_labels},
)
