"""Tallybrook Dog Grooming & Boarding: the salon's own records, read-only.

The records live in a small SQLite database that this module builds on first use under
``data_dir()`` from a fixed random seed, so every install holds exactly the same
customers, dogs, bookings, invoices, staff and price list. Nothing here changes a record.
"""

from __future__ import annotations

import datetime as dt
import random
import sqlite3
from pathlib import Path
from typing import Literal

from tools.registry import ToolError, load_module, tool

seeddb = load_module(str(Path(__file__).resolve().parents[1] / "seeddb.py"))
toolkit = load_module(str(Path(__file__).resolve().parents[1] / "toolkit.py"))
apikit = load_module(str(Path(__file__).resolve().parents[1] / "apikit.py"))

SEED = 20250614
DB_NAME = "tallybrook_grooming_v1.db"
TODAY = dt.date(2025, 6, 14)  # the day the records were taken: later bookings are still to come
VAT_RATE = 0.20

# --------------------------------------------------------------------------- the data

# STAFF: id, name, role, started, working days, qualifications, speciality
# SERVICES: code, name, category, minutes, small, medium, large, giant
# BREEDS: breed, size, coat
(STAFF, SERVICES, FIRST, LAST, TOWNS, DOG_NAMES, BREEDS,
 CARE_NOTES) = toolkit.fixed(__file__)  # fmt: skip
GROOMERS = [1, 2, 3, 4]
KENNEL_STAFF = 5


VACCINES = ["Annual booster (DHPPi/L4)", "Kennel cough (Bordetella)", "Rabies"]
SLOTS = ["08:30", "09:00", "09:30", "10:00", "11:00", "11:30", "13:00", "13:30", "14:30", "15:00"]
METHODS = ["card", "card", "card", "cash", "bank transfer"]
DAY_NAMES = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def _money(x: float) -> float:
    return round(x + 1e-9, 2)


def _build(path: Path) -> None:
    rng = random.Random(SEED)
    db = sqlite3.connect(path)
    db.executescript(
        """
        CREATE TABLE staff (id INTEGER PRIMARY KEY, name TEXT, role TEXT, started TEXT,
            working_days TEXT, qualifications TEXT, speciality TEXT);
        CREATE TABLE services (code TEXT PRIMARY KEY, name TEXT, category TEXT, minutes INT,
            small REAL, medium REAL, large REAL, giant REAL);
        CREATE TABLE customers (id INTEGER PRIMARY KEY, first_name TEXT, last_name TEXT,
            phone TEXT, email TEXT, town TEXT, customer_since TEXT, preferred_groomer INT,
            loyalty_stamps INT, marketing_ok INT);
        CREATE TABLE dogs (id INTEGER PRIMARY KEY, name TEXT, customer_id INT, breed TEXT,
            size TEXT, coat TEXT, born TEXT, sex TEXT, neutered INT, care_notes TEXT);
        CREATE TABLE vaccinations (dog_id INT, vaccine TEXT, given TEXT, expires TEXT);
        CREATE TABLE bookings (id INTEGER PRIMARY KEY, dog_id INT, kind TEXT, date TEXT,
            start_time TEXT, staff_id INT, status TEXT, kennel TEXT, check_out TEXT, nights INT,
            note TEXT);
        CREATE TABLE booking_services (booking_id INT, code TEXT, price REAL);
        CREATE TABLE invoices (number INTEGER PRIMARY KEY, booking_id INT, customer_id INT,
            issued TEXT, due TEXT, discount REAL, discount_reason TEXT, status TEXT,
            paid_on TEXT, method TEXT);
        """
    )
    db.executemany("INSERT INTO staff VALUES (?,?,?,?,?,?,?)", STAFF)
    db.executemany("INSERT INTO services VALUES (?,?,?,?,?,?,?,?)", SERVICES)
    prices = {
        s[0]: dict(zip(("small", "medium", "large", "giant"), s[4:8], strict=True))
        for s in SERVICES
    }

    firsts = rng.sample(FIRST, 34)
    lasts = rng.sample(LAST, 34)
    customers = []
    for i in range(34):
        cid = 101 + i
        first, last = firsts[i], lasts[i]
        phone = f"07{rng.randint(700, 999)} {rng.randint(100000, 999999)}"
        email = f"{first.lower()}.{last.lower().replace('-', '')}@{rng.choice(['gmail.com', 'outlook.com', 'btinternet.com', 'yahoo.co.uk'])}"
        since = dt.date(2016, 1, 1) + dt.timedelta(days=rng.randint(0, 3200))
        customers.append(
            (
                cid,
                first,
                last,
                phone,
                email,
                rng.choice(TOWNS),
                since.isoformat(),
                rng.choice(GROOMERS + [None]),
                0,
                rng.randint(0, 1),
            )
        )
    db.executemany("INSERT INTO customers VALUES (?,?,?,?,?,?,?,?,?,?)", customers)

    names = rng.sample([n for n in DOG_NAMES if n != "Biscuit"], 43) + ["Biscuit", "Biscuit"]
    rng.shuffle(names)  # two dogs are called Biscuit
    dogs = []
    did = 501
    owners = [c[0] for c in customers] + rng.sample([c[0] for c in customers], 11)
    for n, owner in enumerate(owners):
        breed, size, coat = rng.choice(BREEDS)
        born = dt.date(2011, 1, 1) + dt.timedelta(days=rng.randint(0, 4900))
        dogs.append(
            (
                did,
                names[n],
                owner,
                breed,
                size,
                coat,
                born.isoformat(),
                rng.choice(["dog", "bitch"]),
                rng.randint(0, 1),
                rng.choice(CARE_NOTES),
            )
        )
        did += 1
    db.executemany("INSERT INTO dogs VALUES (?,?,?,?,?,?,?,?,?,?)", dogs)
    for d in dogs:
        for vac in VACCINES:
            if vac == "Rabies" and rng.random() < 0.75:
                continue
            given = dt.date(2024, 1, 10) + dt.timedelta(days=rng.randint(0, 500))
            expires = given + dt.timedelta(days=365 if vac != "Rabies" else 1095)
            db.execute(
                "INSERT INTO vaccinations VALUES (?,?,?,?)",
                (d[0], vac, given.isoformat(), expires.isoformat()),
            )

    cust_by_id = {c[0]: c for c in customers}
    start = dt.date(2024, 9, 2)
    bid = 3001
    inv = 7401
    stamps: dict[int, int] = {}
    for _ in range(190):
        d = rng.choice(dogs)
        day = start + dt.timedelta(days=rng.randint(0, 330))
        kind = rng.choices(["grooming", "boarding", "daycare"], [7, 2, 1])[0]
        size = d[4]
        codes: list[str]
        nights = None
        check_out = None
        kennel = None
        if kind == "grooming":
            pref = cust_by_id[d[2]][7]
            weekday = DAY_NAMES[day.weekday()]
            able = [s for s in GROOMERS if weekday in STAFF[s - 1][4]]
            staff = pref if pref in able else (rng.choice(able) if able else 1)
            if d[5] == "wire" and rng.random() < 0.6:
                main = "STRIP"
            else:
                main = rng.choice(["FULL", "FULL", "BATH"])
            codes = [main] + rng.sample(["DESHED", "NAILS", "TEETH", "FLEA"], rng.randint(0, 2))
            time = rng.choice(SLOTS)
        elif kind == "boarding":
            staff = KENNEL_STAFF
            nights = rng.randint(1, 9)
            check_out = (day + dt.timedelta(days=nights)).isoformat()
            kennel = f"{rng.choice('ABC')}{rng.randint(1, 8)}"
            codes = ["BOARD"] * nights
            if rng.random() < 0.3:
                codes.append("BATH")
            time = "08:00"
        else:
            staff = KENNEL_STAFF
            codes = ["DAYCARE"]
            time = "07:45"
        if day > TODAY:
            status = "booked"
        else:
            status = rng.choices(["completed", "cancelled", "no-show"], [18, 2, 1])[0]
            if status == "completed" and check_out and check_out > TODAY.isoformat():
                status = "staying now"  # a boarding stay that has begun: no invoice yet
        note = ""
        if status == "cancelled":
            note = rng.choice(
                ["owner ill", "dog unwell (vet visit)", "car broke down", "double-booked by owner"]
            )
        cols = (bid, d[0], kind, day.isoformat(), time, staff, status, kennel, check_out, nights)
        toolkit.insert(db, "bookings", (*cols, note))
        for c in codes:
            db.execute("INSERT INTO booking_services VALUES (?,?,?)", (bid, c, prices[c][size]))
        if status in ("completed", "no-show"):
            cust = d[2]
            issued = dt.date.fromisoformat(check_out) if check_out else day
            due = issued + dt.timedelta(days=14)
            discount, reason = 0.0, ""
            if status == "no-show":
                # a no-show is charged half the first booked service
                db.execute("DELETE FROM booking_services WHERE booking_id = ?", (bid,))
                db.execute(
                    "INSERT INTO booking_services VALUES (?,?,?)",
                    (bid, "NOSHOW", _money(prices[codes[0]][size] / 2)),
                )
            else:
                stamps[cust] = stamps.get(cust, 0) + 1
                if stamps[cust] % 6 == 0:
                    discount, reason = 10.0, "loyalty card full (6 stamps)"
                elif rng.random() < 0.08:
                    discount, reason = 5.0, "first visit welcome offer"
            if due < TODAY - dt.timedelta(days=3) or rng.random() < 0.85:
                st = "paid"
                paid = issued + dt.timedelta(days=rng.choice([0, 0, 0, 1, 3, 6, 12]))
                if paid > TODAY:
                    st, paid_on, method = "unpaid", None, None
                else:
                    paid_on, method = paid.isoformat(), rng.choice(METHODS)
            else:
                st, paid_on, method = "unpaid", None, None
            if st == "paid" and rng.random() < 0.04:
                st = "refunded"
            if st == "unpaid" and due < TODAY:
                st = "overdue"
            cols = (inv, bid, cust, issued.isoformat(), due.isoformat(), discount, reason, st)
            toolkit.insert(db, "invoices", (*cols, paid_on, method))
            inv += 1
        bid += 1
    for cust, n in stamps.items():
        db.execute("UPDATE customers SET loyalty_stamps = ? WHERE id = ?", (n % 6, cust))
    db.commit()
    db.close()


DB = seeddb.SeededDB(DB_NAME, build=_build, read_only=False)
_db = DB.connect  # the caller's ``with`` commits; the connection is left to the collector


def db_path() -> Path:
    return DB.path()


# --------------------------------------------------------------------------- helpers

SERVICE_NAMES = {s[0]: s[1] for s in SERVICES} | {
    "NOSHOW": "No-show fee (half the first booked service)"
}


def _customer_name(db: sqlite3.Connection, cid: int) -> str:
    r = db.execute(
        "SELECT first_name || ' ' || last_name FROM customers WHERE id = ?", (cid,)
    ).fetchone()
    return r[0] if r else ""


def _staff_name(db: sqlite3.Connection, sid: int | None) -> str | None:
    if sid is None:
        return None
    r = db.execute("SELECT name FROM staff WHERE id = ?", (sid,)).fetchone()
    return r[0] if r else None


def _booking_lines(db: sqlite3.Connection, bid: int) -> list[dict]:
    """Services of a booking, nights of boarding folded into one line."""
    rows = db.execute(
        "SELECT code, price FROM booking_services WHERE booking_id = ? ORDER BY rowid", (bid,)
    ).fetchall()
    lines: list[dict] = []
    for r in rows:
        name = SERVICE_NAMES[r["code"]]
        if lines and lines[-1]["service"] == name:
            lines[-1]["quantity"] += 1
            lines[-1]["amount_gbp"] = _money(lines[-1]["amount_gbp"] + r["price"])
        else:
            lines.append(
                {
                    "service": name,
                    "quantity": 1,
                    "unit_price_gbp": r["price"],
                    "amount_gbp": r["price"],
                }
            )
    return lines


def _invoice_totals(db: sqlite3.Connection, number: int) -> dict:
    inv = db.execute("SELECT * FROM invoices WHERE number = ?", (number,)).fetchone()
    lines = _booking_lines(db, inv["booking_id"])
    subtotal = _money(sum(line["amount_gbp"] for line in lines))
    net = _money(subtotal - inv["discount"])
    vat = _money(net * VAT_RATE)
    return {
        "lines": lines,
        "subtotal_gbp": subtotal,
        "discount_gbp": inv["discount"],
        "vat_gbp": vat,
        "total_gbp": _money(net + vat),
    }


def _dog_label(db: sqlite3.Connection, dog_id: int) -> str:
    d = db.execute("SELECT name, breed, customer_id FROM dogs WHERE id = ?", (dog_id,)).fetchone()
    return f"{d['name']} ({d['breed']})"


# --------------------------------------------------------------------------- values listers


def customer_names() -> list[tuple[int, str]]:
    """(customer number, the customer's name)."""
    with _db() as db:
        return [
            (r[0], r[1])
            for r in db.execute(
                "SELECT id, first_name || ' ' || last_name FROM customers ORDER BY id"
            )
        ]


def dog_names() -> list[tuple[int, str]]:
    """(dog number, the dog's name with its breed and owner)."""
    with _db() as db:
        return [
            (r[0], f"{r[1]} the {r[2]} ({r[3]})")
            for r in db.execute(
                "SELECT d.id, d.name, d.breed, c.first_name || ' ' || c.last_name "
                "FROM dogs d JOIN customers c ON c.id = d.customer_id ORDER BY d.id"
            )
        ]


def staff_names() -> list[tuple[int, str]]:
    """(staff number, the staff member's name)."""
    with _db() as db:
        return [(r[0], r[1]) for r in db.execute("SELECT id, name FROM staff ORDER BY id")]


def service_names() -> list[tuple[str, str]]:
    """(service code, the service's name on the price list)."""
    return [(s[0], s[1]) for s in SERVICES]


def booking_numbers() -> list[int]:
    with _db() as db:
        return [r[0] for r in db.execute("SELECT id FROM bookings ORDER BY id")]


def invoice_numbers() -> list[int]:
    with _db() as db:
        return [r[0] for r in db.execute("SELECT number FROM invoices ORDER BY number")]


# --------------------------------------------------------------------------- tools


@tool(values={"customer_id": customer_names})
def get_customer(customer_id: int) -> dict:
    """A customer's account: their phone and email, where they live, how long they have been
    coming, their dogs, the groomer they prefer, the stamps on their loyalty card and any
    money they still owe us.

    Args:
        customer_id: the customer number, e.g. 112 (a customer's name is matched to it).

    Examples:
        What phone number do you have for customer 119?
        How many loyalty stamps has Lorcan Brackenbury got?
        Which groomer does Cerys Stavridis usually have?
        Do I owe you anything? I'm customer 131.
    """
    with _db() as db:
        c = apikit.fetched(db, "customers.id", customer_id, f"there is no customer {customer_id}")
        dogs = [
            toolkit.named(d, "dog_id=id name breed")
            for d in db.execute(
                "SELECT id, name, breed FROM dogs WHERE customer_id = ? ORDER BY id", (customer_id,)
            )
        ]
        owed = []
        for inv in db.execute(
            "SELECT number, status, due FROM invoices WHERE customer_id = ? "
            "AND status IN ('unpaid', 'overdue') ORDER BY number",
            (customer_id,),
        ):
            owed.append(
                {
                    **toolkit.named(inv, "invoice_number=number status due_date=due"),
                    "total_gbp": _invoice_totals(db, inv["number"])["total_gbp"],
                }
            )
        return {
            "customer_id": c["id"],
            "name": f"{c['first_name']} {c['last_name']}",
            **toolkit.named(c, "phone email town customer_since"),
            "preferred_groomer": _staff_name(db, c["preferred_groomer"]) or "no preference",
            "loyalty_stamps": c["loyalty_stamps"],
            "loyalty_stamps_needed_for_reward": 6 - c["loyalty_stamps"],
            "happy_to_get_offers_by_email": bool(c["marketing_ok"]),
            "dogs": dogs,
            "unpaid_invoices": owed,
            "balance_due_gbp": _money(sum(o["total_gbp"] for o in owed)),
        }


@tool(values={"dog_id": dog_names})
def get_dog(dog_id: int) -> dict:
    """One dog's record card: breed, size and coat, birthday and age, owner, the care notes our
    groomers must follow (allergies, nerves, health), its vaccinations with their expiry
    dates, and its last and next visit.

    Args:
        dog_id: the dog's number, e.g. 519 (a dog's name is matched to it; two dogs are
            called Biscuit, so say whose).

    Examples:
        When does Winston's kennel cough vaccination run out?
        Is there anything the groomer should know about Acorn?
        When is Willow next booked in?
        How old is dog 519 and what breed is it?
    """
    with _db() as db:
        d = apikit.fetched(db, "dogs.id", dog_id, f"there is no dog {dog_id}")
        born = dt.date.fromisoformat(d["born"])
        age = TODAY.year - born.year - ((TODAY.month, TODAY.day) < (born.month, born.day))
        vacc = [
            {
                **toolkit.named(v, "vaccine given_on=given expires_on=expires"),
                "still_valid": v["expires"] >= TODAY.isoformat(),
            }
            for v in db.execute(
                "SELECT * FROM vaccinations WHERE dog_id = ? ORDER BY rowid", (dog_id,)
            )
        ]
        last = db.execute(
            "SELECT id, date, kind FROM bookings WHERE dog_id = ? AND status = 'completed' "
            "ORDER BY date DESC LIMIT 1",
            (dog_id,),
        ).fetchone()
        nxt = db.execute(
            "SELECT id, date, start_time, kind FROM bookings WHERE dog_id = ? AND status = 'booked' "
            "ORDER BY date LIMIT 1",
            (dog_id,),
        ).fetchone()
        return {
            "dog_id": d["id"],
            "name": d["name"],
            "owner": _customer_name(db, d["customer_id"]),
            **toolkit.named(d, "owner_customer_id=customer_id breed size coat sex"),
            "neutered": bool(d["neutered"]),
            "birthday": d["born"],
            "age_years": age,
            "care_notes": d["care_notes"] or "none",
            "vaccinations": vacc,
            "last_visit": {"booking_id": last["id"], "date": last["date"], "kind": last["kind"]}
            if last
            else None,
            "next_booking": toolkit.named(
                nxt,
                "booking_id=id date time=start_time kind",
            )
            if nxt
            else None,
        }


def _booking_summary(db: sqlite3.Connection, b: sqlite3.Row) -> dict:
    inv = db.execute("SELECT number FROM invoices WHERE booking_id = ?", (b["id"],)).fetchone()
    return {
        "booking_id": b["id"],
        "date": b["date"],
        "time": b["start_time"],
        "kind": b["kind"],
        "dog": _dog_label(db, b["dog_id"]),
        "status": b["status"],
        "services": [line["service"] for line in _booking_lines(db, b["id"])],
        "looked_after_by": _staff_name(db, b["staff_id"]),
        "invoice_number": inv[0] if inv else None,
        **({"cancellation_reason": b["note"]} if b["note"] else {}),
    }


@tool(values={"customer_id": customer_names})
def customer_bookings(
    customer_id: int,
    status: Literal["booked", "staying now", "completed", "cancelled", "no-show"] | None = None,
) -> dict:
    """All the grooming, boarding and daycare appointments of one customer's dogs, past and
    coming up, newest first: the date and time, which dog, what was booked, who looked after
    it, whether it happened, and the invoice for it.

    Args:
        customer_id: the customer number, e.g. 112 (a customer's name is matched to it).
        status: only appointments in this state: booked (still to come), staying now (a
            boarding stay that has begun), completed, cancelled or no-show.

    Examples:
        What appointments have I got coming up? customer 113
        How many times has Rhiannon Jurkiewicz been in?
        Show me the cancelled bookings for customer 125.
        When did Faisal Kowalczyk last bring his dog in?
    """
    with _db() as db:
        if db.execute("SELECT 1 FROM customers WHERE id = ?", (customer_id,)).fetchone() is None:
            raise ToolError(f"there is no customer {customer_id}")
        sql = "SELECT b.* FROM bookings b JOIN dogs d ON d.id = b.dog_id WHERE d.customer_id = ?"
        args: list = [customer_id]
        if status:
            sql += " AND b.status = ?"
            args.append(status)
        rows = db.execute(sql + " ORDER BY b.date DESC, b.start_time DESC", args).fetchall()
        return {
            "customer_id": customer_id,
            "customer": _customer_name(db, customer_id),
            "number_of_bookings": len(rows),
            "bookings": [_booking_summary(db, b) for b in rows],
        }


@tool(values={"booking_id": booking_numbers})
def get_booking(booking_id: int) -> dict:
    """One appointment in full: the dog and its owner, the day and drop-off time, the services
    with their prices, the groomer or kennel assistant looking after it, the kennel and
    collection day for boarding, whether it went ahead (and why not), and its invoice.

    Args:
        booking_id: the booking number, e.g. 3172.

    Examples:
        What time is booking 3172?
        Who is grooming my dog on booking 3114?
        Which kennel is booking 3097 in and when do I collect?
        Why was booking 3118 cancelled?
    """
    with _db() as db:
        b = apikit.fetched(db, "bookings.id", booking_id, f"there is no booking {booking_id}")
        d = db.execute("SELECT * FROM dogs WHERE id = ?", (b["dog_id"],)).fetchone()
        inv = db.execute(
            "SELECT number, status FROM invoices WHERE booking_id = ?", (booking_id,)
        ).fetchone()
        lines = _booking_lines(db, booking_id)
        out = {
            **toolkit.named(b, "booking_id=id kind date"),
            "weekday": DAY_NAMES[dt.date.fromisoformat(b["date"]).weekday()],
            "drop_off_time": b["start_time"],
            "status": b["status"],
            "dog": {"dog_id": d["id"], "name": d["name"], "breed": d["breed"], "size": d["size"]},
            "owner": _customer_name(db, d["customer_id"]),
            "owner_customer_id": d["customer_id"],
            "looked_after_by": _staff_name(db, b["staff_id"]),
            "services": lines,
            "price_before_vat_gbp": _money(sum(line["amount_gbp"] for line in lines)),
        }
        if b["kind"] == "boarding":
            out["kennel"] = b["kennel"]
            out["nights"] = b["nights"]
            out["collection_date"] = b["check_out"]
        if b["note"]:
            out["cancellation_reason"] = b["note"]
        out["invoice"] = {"invoice_number": inv["number"], "status": inv["status"]} if inv else None
        return out


@tool(values={"invoice_number": invoice_numbers})
def get_invoice(invoice_number: int) -> dict:
    """One invoice: what it was for, each line with its price, any discount, VAT and the total,
    when it was issued and due, and whether and how it was paid.

    Args:
        invoice_number: the invoice number printed on the bill, e.g. 7512.

    Examples:
        How much was invoice 7512?
        Has invoice 7530 been paid yet?
        Why is there a discount on invoice 7536?
        When is invoice 7546 due?
    """
    with _db() as db:
        missing = f"there is no invoice {invoice_number}"
        inv = apikit.fetched(db, "invoices.number", invoice_number, missing)
        b = db.execute("SELECT * FROM bookings WHERE id = ?", (inv["booking_id"],)).fetchone()
        totals = _invoice_totals(db, invoice_number)
        return {
            "invoice_number": inv["number"],
            "customer": _customer_name(db, inv["customer_id"]),
            "customer_id": inv["customer_id"],
            "for_booking": {
                **toolkit.named(b, "booking_id=id date kind"),
                "dog": _dog_label(db, b["dog_id"]),
            },
            "issued_on": inv["issued"],
            "due_date": inv["due"],
            **totals,
            "discount_reason": inv["discount_reason"] or None,
            "status": inv["status"],
            "paid_on": inv["paid_on"],
            "payment_method": inv["method"],
        }


@tool(values={"service": service_names})
def price_list(service: str | None = None) -> list[dict]:
    """Our price list: what each grooming service, extra and boarding option costs for a small,
    medium, large or giant dog, and how long a groom takes. Prices are before VAT (20%).

    Args:
        service: one service's code or name, e.g. FULL or "Hand Stripping"; leave it out for
            the whole list.

    Examples:
        How much is a full groom for a large dog?
        What do you charge for hand stripping a border terrier?
        How much is a night's boarding for a giant breed?
        What's the price list?
    """
    rows = SERVICES
    if service:
        key = service.strip().lower()
        rows = [s for s in SERVICES if key in (s[0].lower(), s[1].lower())] or [
            s for s in SERVICES if key in s[1].lower()
        ]
        if not rows:
            raise ToolError(f"there is no service called {service!r} on the price list")
    return [
        {
            "code": s[0],
            "service": s[1],
            "category": s[2],
            "takes_minutes": s[3] or None,
            "price_gbp_before_vat": {
                "small dog": s[4],
                "medium dog": s[5],
                "large dog": s[6],
                "giant dog": s[7],
            },
        }
        for s in rows
    ]


@tool(values={"staff_id": staff_names})
def get_staff_member(staff_id: int) -> dict:
    """One of our team: what they do, which days they work, their qualifications and what they
    are best at, since when they have been with us, and the appointments they have coming up.

    Args:
        staff_id: the staff number, e.g. 3 (a staff member's name is matched to it).

    Examples:
        Which days does Priya work?
        Is Rosalind qualified in canine first aid?
        What is Declan best at?
        What appointments has staff member 5 got next?
    """
    with _db() as db:
        s = db.execute("SELECT * FROM staff WHERE id = ?", (staff_id,)).fetchone()
        if s is None:
            raise ToolError(f"there is no staff member {staff_id}")
        upcoming = [
            {
                **toolkit.named(b, "booking_id=id date time=start_time"),
                "dog": _dog_label(db, b["dog_id"]),
                "kind": b["kind"],
            }
            for b in db.execute(
                "SELECT * FROM bookings WHERE staff_id = ? AND status = 'booked' "
                "ORDER BY date, start_time LIMIT 8",
                (staff_id,),
            )
        ]
        return {
            **toolkit.named(s, "staff_id=id name role with_us_since=started"),
            "working_days": s["working_days"].split(","),
            "qualifications": [q for q in s["qualifications"].split(";") if q],
            "best_at": s["speciality"],
            "next_appointments": upcoming,
        }
