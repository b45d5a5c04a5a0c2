"""The Gable Yard Playhouse box office: its records and its read-only lookups, in one module.

A community theatre in the market town of Kettlewick. The database is built in memory when
this module is imported, from ``random.Random(SEED)`` and fixed lists, "as of" Wednesday
2026-06-03 (no clock is read), so every process that imports it holds the same rows. After
the build the connection is ``PRAGMA query_only``.

The eight functions at the bottom are plain typed functions with docstrings (``Args:`` and
``Examples:``). ``tools.py`` marks them as guardbot tools; ``../gableyardmcp/server.py``
serves the very same functions over MCP.
"""

from __future__ import annotations

import datetime as dt
import random
import re
import sqlite3
import threading
from typing import Literal

try:  # inside guardbot: its ToolError; inside the MCP server: a plain one
    from tools.registry import ToolError
except ImportError:  # pragma: no cover - the MCP server runs without guardbot on the path

    class ToolError(Exception):  # type: ignore[no-redef]
        """An expected failure (no such id)."""


SEED = 20260603
TODAY = dt.date(2026, 6, 3)
_LOCK = threading.Lock()

STAFF = [
    # id, name, role, email local part, phone, extension, working days
    (
        1,
        "Marguerite Oyelaran",
        "box office manager",
        "marguerite.oyelaran",
        "01632 960218",
        "201",
        "Tue-Sat",
    ),
    (
        2,
        "Declan Featherstone",
        "box office assistant",
        "declan.featherstone",
        "01632 960377",
        "202",
        "Wed-Sun",
    ),
    (3, "Imogen Tasker", "box office assistant", "imogen.tasker", "01632 960451", "203", "Mon-Fri"),
    (
        4,
        "Rafferty Nkemelu",
        "front of house and house manager",
        "rafferty.nkemelu",
        "01632 960592",
        "210",
        "Thu-Sun",
    ),
    (
        5,
        "Solveig Amberton",
        "artistic director",
        "solveig.amberton",
        "01632 960634",
        "220",
        "Mon-Fri",
    ),
    (
        6,
        "Caspar Whitlock",
        "associate director (volunteer)",
        "caspar.whitlock",
        "07700 900846",
        "221",
        "evenings and weekends",
    ),
    (
        7,
        "Nell Przybylska",
        "access and outreach coordinator",
        "nell.przybylska",
        "01632 960719",
        "230",
        "Mon, Tue, Thu",
    ),
    (
        8,
        "Hugo Castellanos-Reed",
        "technical manager",
        "hugo.castellanos-reed",
        "01632 960785",
        "240",
        "Tue-Sat",
    ),
]
BOX_OFFICE = (1, 2, 3)
HOUSE_MANAGERS = (4, 1, 2)

VENUES = {"Main House": 180, "Studio": 60, "Yard Garden": 120}

PRODUCTIONS = [
    # code, title, author, genre, venue, director, minutes, interval, age, content notes,
    # blurb, (standard, concession, child) prices, [(date, time, captioned, relaxed)]
    (
        "GYP-2603",
        "Blithe Spirit",
        "Noël Coward",
        "comedy",
        "Main House",
        5,
        150,
        True,
        "12+",
        "smoking on stage (herbal cigarettes), a seance, loud bangs",
        "A novelist invites an eccentric medium to hold a seance and summons the ghost of his "
        "first wife, who has no intention of leaving.",
        (18.0, 15.0, 9.0),
        [
            ("2026-05-28", "19:30", False, False),
            ("2026-05-29", "19:30", False, False),
            ("2026-05-30", "14:30", False, False),
            ("2026-05-30", "19:30", False, False),
            ("2026-06-04", "19:30", True, False),
            ("2026-06-05", "19:30", False, False),
            ("2026-06-06", "14:30", False, True),
            ("2026-06-06", "19:30", False, False),
        ],
    ),
    (
        "GYP-2604",
        "Under Milk Wood",
        "Dylan Thomas",
        "drama",
        "Studio",
        6,
        95,
        False,
        "14+",
        "some sexual references",
        "A spring day in the small Welsh fishing town of Llareggub, from the dreams of its "
        "sleepers to dusk, told by a chorus of six actors.",
        (14.0, 12.0, 7.0),
        [
            ("2026-06-17", "19:45", False, False),
            ("2026-06-18", "19:45", False, False),
            ("2026-06-19", "19:45", True, False),
            ("2026-06-20", "14:00", False, False),
            ("2026-06-20", "19:45", False, False),
        ],
    ),
    (
        "GYP-2605",
        "A Midsummer Night's Dream",
        "William Shakespeare",
        "comedy",
        "Yard Garden",
        5,
        140,
        True,
        "8+",
        "performed outdoors: bring a cushion and a warm layer",
        "Lovers, fairies and a troupe of amateur actors lose themselves in an enchanted wood, "
        "staged open-air in the playhouse's walled garden with live folk music.",
        (16.0, 13.0, 8.0),
        [
            ("2026-06-24", "19:00", False, False),
            ("2026-06-25", "19:00", False, False),
            ("2026-06-26", "19:00", False, False),
            ("2026-06-27", "14:00", False, True),
            ("2026-06-27", "19:00", True, False),
        ],
    ),
    (
        "GYP-2606",
        "The Wind in the Willows",
        "Alan Bennett, from Kenneth Grahame",
        "family",
        "Main House",
        6,
        120,
        True,
        "5+",
        "a car crash (comic), a short prison scene",
        "Mole, Ratty, Badger and the reckless Mr Toad of Toad Hall in a summer-holiday family "
        "show with puppetry and songs.",
        (15.0, 12.0, 8.0),
        [
            ("2026-07-23", "14:30", False, False),
            ("2026-07-24", "14:30", False, False),
            ("2026-07-24", "19:00", False, False),
            ("2026-07-25", "11:00", False, True),
            ("2026-07-25", "14:30", True, False),
            ("2026-07-26", "14:30", False, False),
        ],
    ),
    (
        "GYP-2607",
        "The 39 Steps",
        "Patrick Barlow, from John Buchan",
        "comedy thriller",
        "Studio",
        6,
        115,
        True,
        "10+",
        "gunshots, strobe lighting",
        "Four actors play more than a hundred characters in a fast, breathless spoof of the "
        "Hitchcock spy chase across the Scottish moors.",
        (15.0, 12.0, 7.0),
        [
            ("2026-09-16", "19:30", False, False),
            ("2026-09-17", "19:30", False, False),
            ("2026-09-18", "19:30", True, False),
            ("2026-09-19", "14:30", False, False),
            ("2026-09-19", "19:30", False, False),
        ],
    ),
    (
        "GYP-2608",
        "Jack and the Beanstalk",
        "Kettlewick Players (devised)",
        "pantomime",
        "Main House",
        5,
        140,
        True,
        "all ages",
        "loud bangs, pyrotechnics, audience participation",
        "The Kettlewick Players' Christmas pantomime: a cow called Daisy, a magic bean, a giant "
        "and Dame Trott's washing line.",
        (17.0, 14.0, 10.0),
        [
            ("2026-12-11", "19:00", False, False),
            ("2026-12-12", "14:00", False, False),
            ("2026-12-12", "18:30", False, False),
            ("2026-12-13", "14:00", False, True),
            ("2026-12-18", "19:00", True, False),
            ("2026-12-19", "14:00", False, False),
        ],
    ),
]

FIRST = ["Harriet", "Tomasz", "Bronwen", "Ezekiel", "Wilhelmina", "Aurelio", "Philippa",
         "Oluwaseun", "Gwendolyn", "Lachlan", "Marisol", "Barnaby", "Ingrid", "Cosimo",
         "Perpetua", "Hamish", "Lavinia", "Desmond", "Tamsin", "Ignatius", "Rosalind",
         "Fergus", "Clementine", "Augustin", "Henrietta", "Thaddeus", "Verity", "Leopold",
         "Ottoline", "Cuthbert"]  # fmt: skip
LAST = ["Quince", "Wojcik", "Pryce-Jenkins", "Abernethy", "Stroud", "Benedetti", "Crane",
        "Adeyemi", "Marchbank", "Dunmore", "Villalobos", "Thistlewood", "Solberg", "Ferrante",
        "Ashdown", "McCreadie", "Penhallow", "Okafor", "Trevithick", "Baird", "Colquhoun",
        "Haverford", "Lindqvist", "Moorcroft", "Rushworth", "Gallagher", "Ormerod",
        "Kowalczyk", "Fairbairn", "Ellingham"]  # fmt: skip
TOWNS = ["Kettlewick", "Kettlewick", "Kettlewick", "Ambleforth", "Satterby", "Low Rawcliffe",
         "Hebblestone", "Mirebeck"]  # fmt: skip
ACCESS = ["wheelchair user (needs a wheelchair space)", "hearing loop", "assistance dog",
          "aisle seat please (knee)", "large-print programme"]  # fmt: skip
CANCEL_REASONS = ["customer cancelled, illness", "clash with a family wedding",
                  "exchanged for another date", "booked the wrong performance",
                  "card payment declined"]  # fmt: skip
DELIVERY = ["e-ticket", "collect from box office", "posted"]
PAYMENT = ["card", "card", "card", "cash", "gift voucher"]


def _build(db: sqlite3.Connection) -> None:
    rnd = random.Random(SEED)
    db.executescript(
        """
        CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT);
        CREATE TABLE staff (id INTEGER PRIMARY KEY, name TEXT, role TEXT, email TEXT,
            phone TEXT, extension TEXT, working_days TEXT);
        CREATE TABLE patrons (id INTEGER PRIMARY KEY, first_name TEXT, last_name TEXT,
            email TEXT, phone TEXT, town TEXT, membership TEXT, member_since TEXT,
            membership_expires TEXT, access_needs TEXT, gift_voucher_balance REAL);
        CREATE TABLE productions (code TEXT PRIMARY KEY, title TEXT, author TEXT, genre TEXT,
            venue TEXT, director_id INTEGER, running_minutes INTEGER, has_interval INTEGER,
            age_guidance TEXT, content_notes TEXT, blurb TEXT, price_standard REAL,
            price_concession REAL, price_child REAL);
        CREATE TABLE performances (id INTEGER PRIMARY KEY, production_code TEXT, date TEXT,
            start_time TEXT, captioned INTEGER, relaxed INTEGER, capacity INTEGER,
            house_manager_id INTEGER);
        CREATE TABLE bookings (id INTEGER PRIMARY KEY, patron_id INTEGER,
            performance_id INTEGER, booked_on TEXT, adults INTEGER, concessions INTEGER,
            children INTEGER, seats TEXT, total REAL, status TEXT, cancellation_reason TEXT,
            paid_by TEXT, ticket_delivery TEXT, handled_by INTEGER, notes TEXT);
        """
    )
    db.execute("INSERT INTO meta VALUES ('as_of', ?)", (TODAY.isoformat(),))
    for sid, name, role, local, phone, ext, days in STAFF:
        email = f"{local}@gableyard.example"
        db.execute(
            "INSERT INTO staff VALUES (?,?,?,?,?,?,?)", (sid, name, role, email, phone, ext, days)
        )

    lasts = LAST[:]
    rnd.shuffle(lasts)
    for i in range(30):
        pid = 301 + i
        first, last = FIRST[i], lasts[i]
        email = f"{first.lower()}.{re.sub('[^a-z]', '', last.lower())}@{rnd.choice(['mailbox.example', 'kettlenet.example', 'postmail.example'])}"
        phone = f"07700 9{rnd.randint(10000, 99999)}"
        town = rnd.choice(TOWNS)
        roll = rnd.random()
        membership = since = expires = None
        if roll < 0.35:
            membership = "Friend"
        elif roll < 0.5:
            membership = "Gold Friend"
        if membership:
            since_d = dt.date(2015, 1, 1) + dt.timedelta(days=rnd.randint(0, 3800))
            since = since_d.isoformat()
            exp = dt.date(2026, since_d.month, min(since_d.day, 28))
            if exp < TODAY:
                exp = dt.date(2027, exp.month, exp.day)
            expires = exp.isoformat()
        access = rnd.choice(ACCESS) if rnd.random() < 0.2 else None
        voucher = round(rnd.choice([0, 0, 0, 0, 10, 25, 40]) * 1.0, 2)
        db.execute(
            "INSERT INTO patrons VALUES (?,?,?,?,?,?,?,?,?,?,?)",
            (pid, first, last, email, phone, town, membership, since, expires, access, voucher),
        )

    perf_id = 701
    perfs = []
    for (
        code,
        title,
        author,
        genre,
        venue,
        director,
        minutes,
        interval,
        age,
        notes,
        blurb,
        prices,
        dates,
    ) in PRODUCTIONS:
        db.execute(
            "INSERT INTO productions VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (
                code,
                title,
                author,
                genre,
                venue,
                director,
                minutes,
                int(interval),
                age,
                notes,
                blurb,
                *prices,
            ),
        )
        for date, time, captioned, relaxed in dates:
            hm = rnd.choice(HOUSE_MANAGERS)
            db.execute(
                "INSERT INTO performances VALUES (?,?,?,?,?,?,?,?)",
                (perf_id, code, date, time, int(captioned), int(relaxed), VENUES[venue], hm),
            )
            perfs.append((perf_id, code, date, venue, prices))
            perf_id += 1

    taken: dict[int, set[str]] = {p[0]: set() for p in perfs}
    rows = "ABCDEFGHJK"
    booking_id = 5001
    for _ in range(96):
        pid = 301 + rnd.randrange(30)
        perf, code, date, venue, prices = rnd.choice(perfs)
        adults = rnd.choice([1, 2, 2, 2, 3, 4])
        concessions = rnd.choice([0, 0, 0, 1, 2])
        children = (
            rnd.choice([0, 0, 0, 0, 1, 2, 3]) if code in ("GYP-2606", "GYP-2608", "GYP-2605") else 0
        )
        n = adults + concessions + children
        # seats: a row and consecutive numbers (Yard Garden is unreserved)
        if venue == "Yard Garden":
            seats = "unreserved"
        else:
            while True:
                row = rnd.choice(rows[: 6 if venue == "Studio" else 10])
                start = rnd.randint(1, 14 - n)
                want = {f"{row}{k}" for k in range(start, start + n)}
                if not want & taken[perf]:
                    break
            taken[perf] |= want
            seats = ", ".join(f"{row}{k}" for k in range(start, start + n))
        total = adults * prices[0] + concessions * prices[1] + children * prices[2]
        perf_date = dt.date.fromisoformat(date)
        booked_on = perf_date - dt.timedelta(days=rnd.randint(3, 60))
        if booked_on > TODAY:
            booked_on = TODAY - dt.timedelta(days=rnd.randint(1, 40))
        roll = rnd.random()
        status, reason = "confirmed", None
        if roll < 0.1:
            status, reason = "cancelled", rnd.choice(CANCEL_REASONS)
        elif roll < 0.16:
            status, reason = "refunded", rnd.choice(CANCEL_REASONS[:3])
        paid_by = rnd.choice(PAYMENT)
        delivery = rnd.choice(DELIVERY)
        handled = rnd.choice(BOX_OFFICE)
        note = None
        if rnd.random() < 0.15:
            note = rnd.choice(
                [
                    "birthday treat, please seat together",
                    "booster seat for a child",
                    "arriving late from work, may need latecomer seating",
                    "wants to buy a programme in advance",
                    "gluten-free interval ice cream requested",
                ]
            )
        db.execute(
            "INSERT INTO bookings VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (
                booking_id,
                pid,
                perf,
                booked_on.isoformat(),
                adults,
                concessions,
                children,
                seats,
                round(total, 2),
                status,
                reason,
                paid_by,
                delivery,
                handled,
                note,
            ),
        )
        booking_id += 1


def _open() -> sqlite3.Connection:
    db = sqlite3.connect(":memory:", check_same_thread=False)
    _build(db)
    db.commit()
    db.execute("PRAGMA query_only = ON")
    db.row_factory = sqlite3.Row
    return db


DB = _open()


def _rows(sql: str, params: tuple = ()) -> list[sqlite3.Row]:
    with _LOCK:
        return DB.execute(sql, params).fetchall()


def _one(sql: str, params: tuple = ()) -> sqlite3.Row | None:
    rows = _rows(sql, params)
    return rows[0] if rows else None


def _named(row: sqlite3.Row, spec: str) -> dict:
    """``row``'s columns under the names a tool returns: each word of ``spec`` is a column or
    ``name=column``."""
    out = {}
    for word in spec.split():
        name, _, column = word.partition("=")
        out[name] = row[column or name]
    return out


def _weekday(date: str) -> str:
    return dt.date.fromisoformat(date).strftime("%A")


def _seats_left(performance_id: int) -> int:
    row = _one(
        "SELECT p.capacity - COALESCE(SUM(b.adults + b.concessions + b.children), 0) AS left_ "
        "FROM performances p LEFT JOIN bookings b ON b.performance_id = p.id "
        "AND b.status = 'confirmed' WHERE p.id = ? GROUP BY p.id",
        (performance_id,),
    )
    return int(row["left_"]) if row else 0


def _staff_ref(staff_id: int) -> dict:
    row = _one("SELECT id, name, role FROM staff WHERE id = ?", (staff_id,))
    return {"staff_id": row["id"], "name": row["name"], "role": row["role"]}


def _performance_label(title: str, date: str, time: str) -> str:
    return f"{title}, {_weekday(date)} {date} at {time}"


# ---- value listers (for ``values=``: what people call each id) -------------------------------


def patron_names() -> list[tuple[int, str]]:
    """(patron number, the patron's full name)."""
    return [
        (r["id"], f"{r['first_name']} {r['last_name']}")
        for r in _rows("SELECT * FROM patrons ORDER BY id")
    ]


def staff_names() -> list[tuple[int, str]]:
    """(staff number, the staff member's name)."""
    return [tuple(r) for r in _rows("SELECT id, name FROM staff ORDER BY id")]


def production_titles() -> list[tuple[str, str]]:
    """(production code, the show's title)."""
    return [tuple(r) for r in _rows("SELECT code, title FROM productions ORDER BY code")]


def performance_labels() -> list[tuple[int, str]]:
    """(performance number, "Title, Weekday date at time")."""
    sql = (
        "SELECT p.id, p.date, p.start_time, pr.title FROM performances p "
        "JOIN productions pr ON pr.code = p.production_code ORDER BY p.id"
    )
    return [
        (r["id"], _performance_label(r["title"], r["date"], r["start_time"])) for r in _rows(sql)
    ]


# ---- the tools -----------------------------------------------------------------------------


def get_patron(patron_id: int) -> dict:
    """A patron's record: contact details, Friends membership (tier, renewal date), access
    needs, gift voucher balance and their upcoming bookings.

    Args:
        patron_id: the patron's number, e.g. 312.

    Examples:
        When does my Friends membership run out? I'm Harriet Crane
        What phone number do you have for patron 305?
        How much is left on Aurelio's gift voucher?
        Is patron 313 down as needing a hearing loop?
    """
    r = _one("SELECT * FROM patrons WHERE id = ?", (patron_id,))
    if r is None:
        raise ToolError(f"there is no patron {patron_id}")
    upcoming = _rows(
        "SELECT b.id, b.status, pr.title, p.date, p.start_time FROM bookings b "
        "JOIN performances p ON p.id = b.performance_id "
        "JOIN productions pr ON pr.code = p.production_code "
        "WHERE b.patron_id = ? AND b.status = 'confirmed' AND p.date >= ? ORDER BY p.date, b.id",
        (patron_id, TODAY.isoformat()),
    )
    membership = None
    if r["membership"]:
        membership = {
            "tier": r["membership"],
            "member_since": r["member_since"],
            "renewal_due": r["membership_expires"],
            "ticket_discount_percent": 10 if r["membership"] == "Friend" else 20,
        }
    return {
        "patron_id": r["id"],
        "name": f"{r['first_name']} {r['last_name']}",
        "contact": {"email": r["email"], "phone": r["phone"], "town": r["town"]},
        "membership": membership,
        "access_needs": r["access_needs"],
        "gift_voucher_balance_gbp": r["gift_voucher_balance"],
        "upcoming_bookings": [
            {
                "booking_id": b["id"],
                "show": b["title"],
                "date": b["date"],
                "start_time": b["start_time"],
            }
            for b in upcoming
        ],
    }


def patron_bookings(
    patron_id: int, status: Literal["confirmed", "cancelled", "refunded"] | None = None
) -> list[dict]:
    """Every booking a patron has made, most recent performance first: the show, the date,
    the seats, the tickets, what was paid and whether it is confirmed, cancelled or refunded.

    Args:
        patron_id: the patron's number, e.g. 312.
        status: only bookings with this status: confirmed, cancelled or refunded.

    Examples:
        What have I got booked? this is Cosimo Thistlewood
        Which shows has Tamsin booked for this summer?
        Has Leopold Solberg cancelled any bookings?
    """
    if _one("SELECT id FROM patrons WHERE id = ?", (patron_id,)) is None:
        raise ToolError(f"there is no patron {patron_id}")
    sql = (
        "SELECT b.*, pr.title, p.date, p.start_time, pr.venue FROM bookings b "
        "JOIN performances p ON p.id = b.performance_id "
        "JOIN productions pr ON pr.code = p.production_code WHERE b.patron_id = ?"
    )
    params: tuple = (patron_id,)
    if status:
        sql += " AND b.status = ?"
        params += (status,)
    rows = _rows(sql + " ORDER BY p.date DESC, b.id DESC", params)
    return [
        {
            **_named(b, "booking_id=id show=title date start_time venue seats"),
            "tickets": b["adults"] + b["concessions"] + b["children"],
            **_named(b, "total_paid_gbp=total status"),
        }
        for b in rows
    ]


def get_booking(booking_id: int) -> dict:
    """One booking: who booked it, the show and performance, seats, tickets by type, the
    total paid and how, how the tickets are sent, its status (with the reason if cancelled),
    any notes, and the box office staff member who handled it.

    Args:
        booking_id: the booking reference, e.g. 5042.

    Examples:
        What seats are on booking 5017?
        Was booking 5063 paid by card?
        Who dealt with my booking 5088?
        Why was booking 5009 cancelled?
    """
    b = _one("SELECT * FROM bookings WHERE id = ?", (booking_id,))
    if b is None:
        raise ToolError(f"there is no booking {booking_id}")
    p = _one(
        "SELECT p.*, pr.title, pr.venue FROM performances p "
        "JOIN productions pr ON pr.code = p.production_code WHERE p.id = ?",
        (b["performance_id"],),
    )
    pat = _one("SELECT * FROM patrons WHERE id = ?", (b["patron_id"],))
    handler = _staff_ref(b["handled_by"])
    return {
        "booking_id": b["id"],
        "status": b["status"],
        "cancellation_reason": b["cancellation_reason"],
        "patron": {
            "patron_id": pat["id"],
            "name": f"{pat['first_name']} {pat['last_name']}",
            "contact": {"email": pat["email"], "phone": pat["phone"]},
        },
        "performance": {
            "performance_id": p["id"],
            "show": p["title"],
            "date": p["date"],
            "weekday": _weekday(p["date"]),
            "start_time": p["start_time"],
            "venue": p["venue"],
        },
        "seats": b["seats"],
        "tickets": {"adult": b["adults"], "concession": b["concessions"], "child": b["children"]},
        "total_paid_gbp": b["total"],
        "paid_by": b["paid_by"],
        "booked_on": b["booked_on"],
        "ticket_delivery": b["ticket_delivery"],
        "notes": b["notes"],
        "handled_by": {"staff_id": handler["staff_id"], "name": handler["name"]},
    }


def get_performance(performance_id: int) -> dict:
    """One performance of a show: date, weekday, start time, when the doors open, the venue,
    whether it is captioned or a relaxed performance, seats left, ticket prices and the
    house manager on duty.

    Args:
        performance_id: the performance number, e.g. 712.

    Examples:
        How many seats are left for performance 705?
        Is the 704 performance captioned?
        What time do doors open for performance 716?
        Who is the house manager on the night of performance 709?
    """
    p = _one(
        "SELECT p.*, pr.title, pr.venue, pr.price_standard, pr.price_concession, pr.price_child "
        "FROM performances p JOIN productions pr ON pr.code = p.production_code WHERE p.id = ?",
        (performance_id,),
    )
    if p is None:
        raise ToolError(f"there is no performance {performance_id}")
    start = dt.datetime.strptime(p["start_time"], "%H:%M")
    return {
        "performance_id": p["id"],
        "production": {"code": p["production_code"], "title": p["title"]},
        "date": p["date"],
        "weekday": _weekday(p["date"]),
        "start_time": p["start_time"],
        "doors_open": (start - dt.timedelta(minutes=45)).strftime("%H:%M"),
        "venue": p["venue"],
        "captioned": bool(p["captioned"]),
        "relaxed_performance": bool(p["relaxed"]),
        "seats_total": p["capacity"],
        "seats_left": _seats_left(p["id"]),
        "prices_gbp": {
            "standard": p["price_standard"],
            "concession": p["price_concession"],
            "child": p["price_child"],
        },
        "house_manager": _staff_ref(p["house_manager_id"]),
    }


def whats_on(production_code: str | None = None) -> list[dict]:
    """The performances on the calendar (all, or one show's), in date order: performance
    number, the show, date, weekday, start time, venue and seats left.

    Args:
        production_code: only this show's performances, e.g. GYP-2604.

    Examples:
        What's on at the playhouse?
        When are the performances of The 39 Steps?
        Are there any matinees of Blithe Spirit left?
    """
    sql = (
        "SELECT p.*, pr.title, pr.venue FROM performances p "
        "JOIN productions pr ON pr.code = p.production_code"
    )
    params: tuple = ()
    if production_code:
        if _one("SELECT code FROM productions WHERE code = ?", (production_code,)) is None:
            raise ToolError(f"there is no production {production_code}")
        sql += " WHERE p.production_code = ?"
        params = (production_code,)
    rows = _rows(sql + " ORDER BY p.date, p.start_time, p.id", params)
    return [
        {
            "performance_id": p["id"],
            "performance": _performance_label(p["title"], p["date"], p["start_time"]),
            "production_code": p["production_code"],
            "show": p["title"],
            "date": p["date"],
            "weekday": _weekday(p["date"]),
            "start_time": p["start_time"],
            "venue": p["venue"],
            "seats_left": _seats_left(p["id"]),
        }
        for p in rows
    ]


_STOP = set(
    "a an and the of for to in on at is are any anything with about i me my we you your do "
    "have has got show shows play plays something there this that what which it its".split()
)


def search_productions(query: str = "") -> list[dict]:
    """Search the season's shows by words from the title, the writer, the kind of show
    (comedy, family, pantomime...) or the description; an empty search lists every show.

    Args:
        query: words to look for, e.g. "ghost comedy" or "Shakespeare".

    Examples:
        Have you got anything on for kids in the summer holidays?
        Is there a Shakespeare play this season?
        Anything funny with a ghost in it?
    """
    words = [w for w in re.findall(r"[a-z0-9']+", query.lower()) if w not in _STOP]
    rows = _rows("SELECT * FROM productions ORDER BY code")
    out = []
    for r in rows:
        text = " ".join(str(r[k]) for k in ("title", "author", "genre", "venue", "blurb")).lower()
        score = sum(1 for w in words if re.search(r"\b" + re.escape(w), text))
        if words and not score:
            continue
        dates = _rows(
            "SELECT MIN(date) AS a, MAX(date) AS z FROM performances WHERE production_code = ?",
            (r["code"],),
        )[0]
        out.append(
            (
                -score,
                r["code"],
                {
                    "production_code": r["code"],
                    "title": r["title"],
                    "by": r["author"],
                    "genre": r["genre"],
                    "venue": r["venue"],
                    "first_performance": dates["a"],
                    "last_performance": dates["z"],
                },
            )
        )
    out.sort(key=lambda t: (t[0], t[1]))
    return [t[2] for t in out]


def get_production(code: str) -> dict:
    """One show: writer, kind, venue, director, running time and interval, age guidance,
    content notes (bangs, strobe...), a description, ticket prices and its performances.

    Args:
        code: the production code, e.g. GYP-2603.

    Examples:
        How long is Under Milk Wood, is there an interval?
        What age is The Wind in the Willows suitable for?
        Does The 39 Steps have strobe lighting?
        Who is directing the panto?
    """
    r = _one("SELECT * FROM productions WHERE code = ?", (code,))
    if r is None:
        raise ToolError(f"there is no production {code}")
    director = _staff_ref(r["director_id"])
    perfs = _rows(
        "SELECT id, date, start_time FROM performances WHERE production_code = ? ORDER BY date, start_time",
        (code,),
    )
    return {
        "production_code": r["code"],
        "title": r["title"],
        "by": r["author"],
        "genre": r["genre"],
        "venue": r["venue"],
        "director": {"staff_id": director["staff_id"], "name": director["name"]},
        "running_time_minutes": r["running_minutes"],
        "interval": bool(r["has_interval"]),
        "age_guidance": r["age_guidance"],
        "content_notes": r["content_notes"],
        "description": r["blurb"],
        "prices_gbp": {
            "standard": r["price_standard"],
            "concession": r["price_concession"],
            "child": r["price_child"],
        },
        "performances": [
            {**_named(p, "performance_id=id date start_time"), "seats_left": _seats_left(p["id"])}
            for p in perfs
        ],
    }


def get_staff_member(staff_id: int) -> dict:
    """A member of the playhouse staff: role, email, phone, desk extension, the days they
    work and the shows they direct.

    Args:
        staff_id: the staff number, e.g. 3.

    Examples:
        What's Marguerite's email address?
        Which days does Imogen Tasker work?
        How do I get hold of the access coordinator?
    """
    r = _one("SELECT * FROM staff WHERE id = ?", (staff_id,))
    if r is None:
        raise ToolError(f"there is no staff member {staff_id}")
    directs = _rows(
        "SELECT title FROM productions WHERE director_id = ? ORDER BY code", (staff_id,)
    )
    return {
        "staff_id": r["id"],
        "name": r["name"],
        "role": r["role"],
        "contact": {"email": r["email"], "phone": r["phone"], "extension": r["extension"]},
        "working_days": r["working_days"],
        "directs": [d["title"] for d in directs],
    }


TOOLS = [get_patron, patron_bookings, get_booking, get_performance, whats_on,
         search_productions, get_production, get_staff_member]  # fmt: skip
