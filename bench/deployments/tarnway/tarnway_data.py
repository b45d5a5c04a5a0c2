"""Tarnway Coach Holidays: the one implementation behind both deployments (tarnway, tarnwaymcp).

An in-memory SQLite database, built when this module is imported from
``random.Random(20260610)`` and fixed lists, "as of" Wednesday 2026-06-10 (no clock is read),
then made read-only (``PRAGMA query_only``). Seven read-only functions read it; ``TOOLS``
lists them and the ``*_names`` functions list the values their id parameters take.

Nothing here imports guardbot: ``tools.py`` marks these functions ``@tool`` and ``server.py``
serves them over MCP.
"""

import datetime as dt
import random
import sqlite3
import threading
from typing import Literal

AS_OF = dt.date(2026, 6, 10)
SEED = 20260610


class NotFound(LookupError):
    """No such record (an unknown id or code)."""


STAFF = [
    # id, name, role, mobile, email, languages, depot, started
    (1, "Gwen Halloran", "tour guide", "07700 900141", "gwen.halloran@tarnway.example",
     "English, Welsh", "Kendal", "2014-03-03"),
    (2, "Ravi Okonkwo-Bell", "tour guide", "07700 900287", "ravi.okonkwo-bell@tarnway.example",
     "English, French", "Kendal", "2019-04-15"),
    (3, "Marguerite Lindqvist", "tour guide", "07700 900352", "marguerite.lindqvist@tarnway.example",
     "English, Swedish, German", "Penrith", "2011-05-09"),
    (4, "Hamish Duncreich", "tour guide", "07700 900419", "hamish.duncreich@tarnway.example",
     "English, Scottish Gaelic", "Penrith", "2021-02-22"),
    (5, "Colin Ashworth", "coach driver", "07700 900533", "colin.ashworth@tarnway.example",
     "English", "Kendal", "2008-09-01"),
    (6, "Sunita Prewett", "coach driver", "07700 900618", "sunita.prewett@tarnway.example",
     "English, Punjabi", "Penrith", "2017-06-12"),
    (7, "Declan Moorby", "coach driver", "07700 900764", "declan.moorby@tarnway.example",
     "English", "Kendal", "2022-03-28"),
    (8, "Joanne Tillotson", "reservations", "01539 720481", "joanne.tillotson@tarnway.example",
     "English", "Kendal office", "2016-01-11"),
    (9, "Piotr Zawadzki", "reservations", "01539 720482", "piotr.zawadzki@tarnway.example",
     "English, Polish", "Kendal office", "2023-08-07"),
]  # fmt: skip

TOURS = [
    # code, name, region, nights, price pp, single supplement, hotel, hotel town, board,
    # highlights
    ("TW-110", "Isle of Skye and the Road to the Isles", "Scottish Highlands", 5, 749.0, 120.0,
     "Kinloch Lodge Hotel", "Broadford", "half board",
     "Eilean Donan Castle, the Jacobite steam train from Fort William, Talisker distillery"),
    ("TW-124", "Edinburgh Festival Weekend", "Lowland Scotland", 3, 489.0, 95.0,
     "The Caledonian Rooms", "Edinburgh", "bed and breakfast",
     "Royal Mile walking tour, Fringe show tickets, Rosslyn Chapel"),
    ("TW-137", "Lakes and Fells Steamer Week", "Lake District", 4, 559.0, 80.0,
     "Low Wood Bay Hotel", "Windermere", "half board",
     "Ullswater steamer, Hill Top (Beatrix Potter's house), the Ravenglass railway"),
    ("TW-142", "Northumberland Castles and Holy Island", "Northumberland", 4, 579.0, 85.0,
     "The Lindisfarne Arms", "Bamburgh", "half board",
     "Bamburgh and Alnwick castles, Holy Island causeway crossing, Hadrian's Wall at Housesteads"),
    ("TW-158", "Yorkshire Dales and the Settle to Carlisle Railway", "Yorkshire Dales", 3, 429.0,
     60.0, "The Falcon Inn", "Settle", "half board",
     "Settle to Carlisle line over the Ribblehead Viaduct, Wensleydale creamery, Aysgarth Falls"),
    ("TW-163", "Snowdonia and the Welsh Narrow Gauge Railways", "North Wales", 5, 689.0, 110.0,
     "Plas Tan-y-Bwlch Hotel", "Betws-y-Coed", "half board",
     "Snowdon Mountain Railway, Ffestiniog railway, Portmeirion village"),
    ("TW-171", "Cornish Gardens and Coves", "Cornwall", 6, 899.0, 140.0,
     "The Headland Court Hotel", "Falmouth", "half board",
     "The Lost Gardens of Heligan, the Eden Project, St Michael's Mount, Trebah garden"),
    ("TW-185", "Cotswold Villages and Blenheim Palace", "Cotswolds", 3, 469.0, 70.0,
     "The Lygon Grange", "Broadway", "bed and breakfast",
     "Blenheim Palace, Bourton-on-the-Water, Chipping Campden, a Stratford-upon-Avon stop"),
    ("TW-192", "Mull, Iona and Staffa Wildlife Cruise", "Scottish Islands", 5, 829.0, 125.0,
     "The Western Isles Hotel", "Tobermory", "half board",
     "Puffin colony on Staffa, Fingal's Cave, Iona Abbey, sea eagle boat trip"),
    ("TW-206", "Christmas Market in York", "North Yorkshire", 2, 299.0, 45.0,
     "The Minster Gate Hotel", "York", "bed and breakfast",
     "York St Nicholas Fair, the Shambles, Evensong at York Minster"),
    ("TW-219", "Norfolk Broads Boating and Seals", "Norfolk", 4, 539.0, 75.0,
     "The Wherry Staithe Hotel", "Wroxham", "half board",
     "Broads cruise from Wroxham, Blakeney Point seal trip, Sandringham estate"),
    ("TW-227", "Peak District Houses and Wells", "Peak District", 3, 449.0, 65.0,
     "The Devonshire Arms", "Bakewell", "half board",
     "Chatsworth House, well dressings in Tissington, Bakewell pudding tasting"),
]  # fmt: skip

FIRST = ["Margaret", "Alan", "Brenda", "Keith", "Pauline", "Graham", "Sheila", "Trevor",
         "Maureen", "Derek", "Janice", "Roger", "Wendy", "Malcolm", "Irene", "Clive",
         "Doreen", "Barry", "Hilary", "Stuart", "Rosalind", "Norman", "Eileen", "Geoffrey",
         "Yvonne", "Bernard", "Lorna", "Terence", "Valerie", "Dennis"]  # fmt: skip
LAST = ["Ashby", "Pennington", "Cartwright", "Huxtable", "Marsden", "Fothergill", "Oyelaran",
        "Bramwell", "Quayle", "Sandiford", "Whitlock", "Dunnachie", "Kershaw", "Lightowler",
        "Mbeki-Rowe", "Tranter", "Vasquez-Hill", "Greenhalgh", "Iredale", "Nuttall",
        "Postlethwaite", "Abernethy", "Catterall", "Entwistle", "Harkness", "Jepson",
        "Llewellyn", "Ormerod", "Rigg", "Swarbrick"]  # fmt: skip
TOWNS = ["Kendal", "Lancaster", "Preston", "Penrith", "Carlisle", "Ulverston", "Morecambe",
         "Keswick", "Barrow-in-Furness", "Garstang"]  # fmt: skip
PICKUPS = [
    # code, place, time
    ("K1", "Kendal, Westmorland Shopping Centre coach bay", "07:15"),
    ("L2", "Lancaster bus station, stand 4", "07:50"),
    ("P3", "Preston, Sainsbury's car park (Fulwood)", "08:20"),
    ("N4", "Penrith, Penrith Leisure Centre", "06:45"),
    ("C5", "Carlisle, Kingstown Park and Ride", "06:15"),
    ("M6", "Morecambe, Central Drive car park", "07:30"),
]  # fmt: skip
REQUESTS = [None, None, None, None, None, "front seats please (travel sickness)",
            "ground floor room, uses a walking stick", "vegetarian meals",
            "gluten-free meals", "celebrating a ruby wedding anniversary",
            "travelling with a folding wheelchair", "diabetic, needs meals on time",
            "room away from the lift", "hearing loop for the guide's talks"]  # fmt: skip
CANCEL_REASONS = ["illness in the family", "hospital appointment clashed",
                  "changed to a later departure", "bereavement",
                  "could not get time off to look after the dog"]  # fmt: skip


def _build() -> sqlite3.Connection:
    rng = random.Random(SEED)
    db = sqlite3.connect(":memory:", check_same_thread=False)
    db.executescript(
        """
        CREATE TABLE staff (id INTEGER PRIMARY KEY, name TEXT, role TEXT, mobile TEXT,
            email TEXT, languages TEXT, depot TEXT, started TEXT);
        CREATE TABLE tours (code TEXT PRIMARY KEY, name TEXT, region TEXT, nights INTEGER,
            price_pp REAL, single_supplement REAL, hotel TEXT, hotel_town TEXT, board TEXT,
            highlights TEXT);
        CREATE TABLE pickup_points (code TEXT PRIMARY KEY, place TEXT, time TEXT);
        CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT, email TEXT, phone TEXT,
            town TEXT, usual_pickup TEXT, emergency_name TEXT, emergency_phone TEXT,
            customer_since TEXT);
        CREATE TABLE departures (id INTEGER PRIMARY KEY, tour_code TEXT, departs TEXT,
            returns TEXT, guide_id INTEGER, driver_id INTEGER, coach TEXT, seats INTEGER,
            status TEXT);
        CREATE TABLE bookings (id INTEGER PRIMARY KEY, customer_id INTEGER,
            departure_id INTEGER, booked_on TEXT, passengers INTEGER, room TEXT,
            pickup TEXT, total REAL, deposit REAL, balance_due TEXT, paid_in_full_on TEXT,
            status TEXT, special_requests TEXT, cancellation_reason TEXT,
            handled_by INTEGER);
        """
    )
    db.executemany("INSERT INTO staff VALUES (?,?,?,?,?,?,?,?)", STAFF)
    db.executemany("INSERT INTO tours VALUES (?,?,?,?,?,?,?,?,?,?)", TOURS)
    db.executemany("INSERT INTO pickup_points VALUES (?,?,?)", PICKUPS)

    lasts = LAST[:]
    rng.shuffle(lasts)
    for i in range(30):
        cid = 301 + i
        first, last = FIRST[i], lasts[i]
        town = rng.choice(TOWNS)
        pickup = {"Kendal": "K1", "Lancaster": "L2", "Preston": "P3", "Penrith": "N4",
                  "Carlisle": "C5", "Morecambe": "M6"}.get(town, rng.choice("K1 L2 M6".split()))  # fmt: skip
        phone = f"01{rng.randint(200, 999)} {rng.randint(100000, 999999)}"
        partner = rng.choice(FIRST)
        emergency = f"{partner} {last}" if rng.random() < 0.6 else f"{partner} {rng.choice(LAST)}"
        em_phone = f"07{rng.randint(100, 999)} {rng.randint(100000, 999999)}"
        since = dt.date(2012, 1, 1) + dt.timedelta(days=rng.randint(0, 4900))
        email = f"{first.lower()}.{last.lower().replace('-', '')}@{rng.choice(['btinternet.example', 'gmail.example', 'talktalk.example'])}"  # noqa: E501
        db.execute(
            "INSERT INTO customers VALUES (?,?,?,?,?,?,?,?,?)",
            (cid, f"{first} {last}", email, phone, town, pickup, emergency, em_phone,
             since.isoformat()),
        )  # fmt: skip

    departures = []
    start = dt.date(2026, 3, 2)
    for i in range(26):
        did = 4001 + i
        tour = TOURS[rng.randrange(len(TOURS))] if i >= len(TOURS) else TOURS[i]
        departs = start + dt.timedelta(days=7 * i + rng.randint(0, 4))
        if tour[0] == "TW-206":
            departs = dt.date(2026, 12, 4) if i < len(TOURS) else dt.date(2026, 12, 11)
        returns = departs + dt.timedelta(days=tour[3])
        guide = rng.choice([1, 2, 3, 4])
        driver = rng.choice([5, 6, 7])
        coach = rng.choice(["Coach 12 (49 seats)", "Coach 15 (53 seats)", "Coach 9 (35 seats)"])
        seats = int(coach.split("(")[1].split()[0])
        status = (
            "completed" if returns < AS_OF else ("on tour" if departs <= AS_OF else "scheduled")
        )
        departures.append((did, tour[0], departs, returns, guide, driver, coach, seats, status))
    departures.sort(key=lambda d: (d[2], d[0]))
    departures = [(4001 + i,) + d[1:] for i, d in enumerate(departures)]
    db.executemany(
        "INSERT INTO departures VALUES (?,?,?,?,?,?,?,?,?)",
        [(d[0], d[1], d[2].isoformat(), d[3].isoformat()) + d[4:] for d in departures],
    )

    price = {t[0]: (t[4], t[5]) for t in TOURS}
    customers = [r[0] for r in db.execute("SELECT id FROM customers ORDER BY id")]
    usual = dict(db.execute("SELECT id, usual_pickup FROM customers"))
    for i in range(96):
        bid = 7001 + i
        cid = customers[i] if i < len(customers) else rng.choice(customers)
        dep = rng.choice(departures)
        departs = dep[2]
        booked = departs - dt.timedelta(days=rng.randint(20, 200))
        if booked > AS_OF:
            booked = AS_OF - dt.timedelta(days=rng.randint(1, 40))
        pax = rng.choice([1, 2, 2, 2, 2, 3, 4])
        room = "single" if pax == 1 else rng.choice(["twin", "double", "double"])
        pp, single = price[dep[1]]
        total = round(pp * pax + (single if room == "single" else 0.0), 2)
        deposit = 50.0 * pax
        balance_due = departs - dt.timedelta(days=42)
        pickup = usual[cid] if rng.random() < 0.8 else rng.choice(PICKUPS)[0]
        request = rng.choice(REQUESTS)
        handler = rng.choice([8, 9])
        reason = None
        if rng.random() < 0.1:
            status, paid = "cancelled", None
            reason = rng.choice(CANCEL_REASONS)
        elif dep[8] == "completed":
            status = "travelled"
            paid = max(balance_due - dt.timedelta(days=rng.randint(0, 20)), booked)
        elif balance_due <= AS_OF or rng.random() < 0.4:
            status = "paid in full"
            paid = min(balance_due, AS_OF) - dt.timedelta(days=rng.randint(0, 15))
            paid = max(paid, booked)
        else:
            status, paid = "deposit paid", None
        db.execute(
            "INSERT INTO bookings VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (bid, cid, dep[0], booked.isoformat(), pax, room, pickup, total, deposit,
             balance_due.isoformat(), paid.isoformat() if paid else None, status, request,
             reason, handler),
        )  # fmt: skip
    db.commit()
    db.execute("PRAGMA query_only = ON")
    return db


DB = _build()
_LOCK = threading.Lock()


def _rows(sql: str, args: tuple = ()) -> list[dict]:
    with _LOCK:
        cur = DB.execute(sql, args)
        cols = [c[0] for c in cur.description]
        return [dict(zip(cols, r, strict=True)) for r in cur.fetchall()]


def _one(sql: str, args: tuple, missing: str) -> dict:
    rows = _rows(sql, args)
    if not rows:
        raise NotFound(missing)
    return rows[0]


def _person(staff_id: int) -> dict:
    r = _one("SELECT id, name FROM staff WHERE id = ?", (staff_id,), f"no staff member {staff_id}")
    return {"staff_id": r["id"], "name": r["name"]}


def _money(x: float) -> float:
    return round(float(x), 2)


# ---- the tools --------------------------------------------------------------------------


def get_booking(booking_id: int) -> dict:
    """One holiday booking: who booked it, which tour departure it is on (dates, tour code),
    the guide and the driver of that departure, passengers and room, the pickup point and
    time, the price with the deposit and the balance and when it is due, its status,
    special requests and the member of staff who took the booking.

    Args:
        booking_id: the booking reference, a number like 7012.

    Examples:
        What time is the pickup for booking 7012?
        Has booking 7040 been paid in full?
        When does my booking 7055 depart and who is the guide?
    """
    b = _one(
        "SELECT * FROM bookings WHERE id = ?", (booking_id,), f"there is no booking {booking_id}"
    )
    c = _one("SELECT id, name, phone, email FROM customers WHERE id = ?", (b["customer_id"],), "")
    d = _one("SELECT * FROM departures WHERE id = ?", (b["departure_id"],), "")
    t = _one("SELECT name FROM tours WHERE code = ?", (d["tour_code"],), "")
    p = _one("SELECT * FROM pickup_points WHERE code = ?", (b["pickup"],), "")
    balance = 0.0 if b["status"] in ("paid in full", "travelled") else b["total"] - b["deposit"]
    if b["status"] == "cancelled":
        balance = 0.0
    return {
        "booking_id": b["id"],
        "status": b["status"],
        "booked_on": b["booked_on"],
        "customer": {"customer_id": c["id"], "name": c["name"], "phone": c["phone"]},
        "departure": {
            "departure_id": d["id"],
            "tour_code": d["tour_code"],
            "tour_name": t["name"],
            "departs": d["departs"],
            "returns": d["returns"],
        },
        "guide": _person(d["guide_id"]),
        "driver": _person(d["driver_id"]),
        "passengers": b["passengers"],
        "room_type": b["room"],
        "pickup": {"point": p["place"], "time": p["time"]},
        "price": {
            "total_gbp": _money(b["total"]),
            "deposit_paid_gbp": _money(b["deposit"]),
            "balance_outstanding_gbp": _money(balance),
            "balance_due_date": b["balance_due"],
            "paid_in_full_on": b["paid_in_full_on"],
        },
        "special_requests": b["special_requests"],
        "cancellation_reason": b["cancellation_reason"],
        "booked_by_staff": _person(b["handled_by"]),
    }


def customer_bookings(
    customer_id: int,
    status: Literal["deposit paid", "paid in full", "travelled", "cancelled"] | None = None,
) -> list[dict]:
    """A customer's holiday bookings, the latest departure first: booking reference, tour,
    departure date, passengers, status and total price.

    Args:
        customer_id: the customer's number, e.g. 305.
        status: only bookings with this status (leave out for all of them).

    Examples:
        What holidays has Margaret booked with us?
        Which of my trips are still only deposit paid?
        Show me the bookings for customer 312.
    """
    _one(
        "SELECT id FROM customers WHERE id = ?",
        (customer_id,),
        f"there is no customer {customer_id}",
    )
    sql = (
        "SELECT b.id, b.status, b.passengers, b.total, d.id AS dep, d.departs, t.code, t.name"
        " FROM bookings b JOIN departures d ON d.id = b.departure_id"
        " JOIN tours t ON t.code = d.tour_code WHERE b.customer_id = ?"
    )
    args: tuple = (customer_id,)
    if status is not None:
        sql += " AND b.status = ?"
        args += (status,)
    rows = _rows(sql + " ORDER BY d.departs DESC, b.id DESC", args)
    return [
        {
            "booking_id": r["id"],
            "tour_code": r["code"],
            "tour_name": r["name"],
            "departure_id": r["dep"],
            "departs": r["departs"],
            "passengers": r["passengers"],
            "status": r["status"],
            "total_gbp": _money(r["total"]),
        }
        for r in rows
    ]


def get_customer(customer_id: int) -> dict:
    """One customer's details: name, email, phone, home town, their usual pickup point, the
    emergency contact we hold for them, how long they have travelled with us and how many
    bookings they have.

    Args:
        customer_id: the customer's number, e.g. 305.

    Examples:
        What phone number do you have for Brenda?
        Who is the emergency contact for customer 318?
        Which pickup point does Keith usually use?
    """
    c = _one(
        "SELECT * FROM customers WHERE id = ?",
        (customer_id,),
        f"there is no customer {customer_id}",
    )
    p = _one("SELECT * FROM pickup_points WHERE code = ?", (c["usual_pickup"],), "")
    n = _rows("SELECT COUNT(*) AS n FROM bookings WHERE customer_id = ?", (customer_id,))[0]["n"]
    return {
        "customer_id": c["id"],
        "name": c["name"],
        "email": c["email"],
        "phone": c["phone"],
        "home_town": c["town"],
        "usual_pickup": {"point": p["place"], "time": p["time"]},
        "emergency_contact": {"name": c["emergency_name"], "phone": c["emergency_phone"]},
        "customer_since": c["customer_since"],
        "bookings": n,
    }


def get_tour(tour_code: str) -> dict:
    """One tour in the brochure: name, region, nights, price per person and single room
    supplement, the hotel and what meals are included, the highlights, and its departures
    this year with their dates, guide and seats left.

    Args:
        tour_code: the brochure code, like TW-137.

    Examples:
        Which hotel do you stay at on the Cornish gardens tour?
        How much is the single supplement on TW-142?
        When are the departures for the Skye holiday and are there seats left?
    """
    t = _one("SELECT * FROM tours WHERE code = ?", (tour_code.strip().upper(),),
             f"there is no tour {tour_code}")  # fmt: skip
    deps = _rows(
        "SELECT d.id, d.departs, d.returns, d.status, d.seats, s.name AS guide,"
        " d.seats - COALESCE((SELECT SUM(passengers) FROM bookings b WHERE b.departure_id = d.id"
        " AND b.status != 'cancelled'), 0) AS left"
        " FROM departures d JOIN staff s ON s.id = d.guide_id WHERE d.tour_code = ?"
        " ORDER BY d.departs",
        (t["code"],),
    )
    return {
        "tour_code": t["code"],
        "name": t["name"],
        "region": t["region"],
        "nights": t["nights"],
        "price_per_person_gbp": _money(t["price_pp"]),
        "single_supplement_gbp": _money(t["single_supplement"]),
        "hotel": {"name": t["hotel"], "town": t["hotel_town"], "meals": t["board"]},
        "highlights": t["highlights"],
        "departures": [
            {
                "departure_id": d["id"],
                "departs": d["departs"],
                "returns": d["returns"],
                "guide": d["guide"],
                "status": d["status"],
                "seats_left": d["left"],
            }
            for d in deps
        ],
    }


def search_tours(query: str = "", max_price_gbp: float | None = None) -> list[dict]:
    """Find tours in the brochure by a word or two (a place, a castle, a railway, a garden,
    an animal): code, name, region, nights, price per person. With no words, every tour.

    Args:
        query: words to look for in a tour's name, region, hotel town or highlights, e.g.
            "railway" or "puffins".
        max_price_gbp: only tours costing at most this per person, e.g. 600.

    Examples:
        Do you do any trips with steam trains?
        Have you got a holiday where we could see puffins?
        What tours are there under 500 pounds?
    """
    words = [w for w in query.lower().replace(",", " ").split() if len(w) > 2]
    out = []
    for t in _rows("SELECT * FROM tours ORDER BY code"):
        text = " ".join(str(t[k]) for k in ("name", "region", "hotel_town", "highlights")).lower()
        if words and not all(w.rstrip("s") in text for w in words):
            continue
        if max_price_gbp is not None and t["price_pp"] > max_price_gbp:
            continue
        out.append(
            {
                "tour_code": t["code"],
                "name": t["name"],
                "region": t["region"],
                "nights": t["nights"],
                "price_per_person_gbp": _money(t["price_pp"]),
            }
        )
    return out


def get_departure(departure_id: int) -> dict:
    """One departure of a tour: the tour, dates, the guide and the driver, the coach, seats
    booked and seats left, and whether it is scheduled, on tour or completed.

    Args:
        departure_id: the departure number, e.g. 4012.

    Examples:
        How many seats are left on departure 4018?
        Who is driving departure 4010?
        Which coach is departure 4022 going on?
    """
    d = _one("SELECT * FROM departures WHERE id = ?", (departure_id,),
             f"there is no departure {departure_id}")  # fmt: skip
    t = _one("SELECT name FROM tours WHERE code = ?", (d["tour_code"],), "")
    booked = _rows(
        "SELECT COALESCE(SUM(passengers), 0) AS n FROM bookings"
        " WHERE departure_id = ? AND status != 'cancelled'",
        (departure_id,),
    )[0]["n"]
    return {
        "departure_id": d["id"],
        "tour": {"tour_code": d["tour_code"], "name": t["name"]},
        "departs": d["departs"],
        "returns": d["returns"],
        "guide": _person(d["guide_id"]),
        "driver": _person(d["driver_id"]),
        "coach": d["coach"],
        "seats_booked": booked,
        "seats_left": d["seats"] - booked,
        "status": d["status"],
    }


def get_staff_member(staff_id: int) -> dict:
    """A member of Tarnway's staff: role (tour guide, coach driver, reservations), mobile or
    office phone, email, languages spoken, depot, when they started, and the departures they
    guide or drive from today on.

    Args:
        staff_id: the staff number, e.g. 3.

    Examples:
        What's the mobile number of our guide Gwen?
        Which languages does Marguerite speak?
        What trips is Colin driving this summer?
    """
    s = _one(
        "SELECT * FROM staff WHERE id = ?", (staff_id,), f"there is no staff member {staff_id}"
    )
    deps = _rows(
        "SELECT d.id, d.departs, t.name FROM departures d JOIN tours t ON t.code = d.tour_code"
        " WHERE (d.guide_id = ? OR d.driver_id = ?) AND d.returns >= ? ORDER BY d.departs",
        (staff_id, staff_id, AS_OF.isoformat()),
    )
    return {
        "staff_id": s["id"],
        "name": s["name"],
        "role": s["role"],
        "phone": s["mobile"],
        "email": s["email"],
        "languages": s["languages"],
        "depot": s["depot"],
        "started": s["started"],
        "upcoming_departures": [
            {"departure_id": d["id"], "departs": d["departs"], "tour_name": d["name"]} for d in deps
        ],
    }


TOOLS = [
    get_booking,
    customer_bookings,
    get_customer,
    get_tour,
    search_tours,
    get_departure,
    get_staff_member,
]


# ---- listers: (value, the name people use for it) -----------------------------------------


def customer_names() -> list[tuple[int, str]]:
    return [(r["id"], r["name"]) for r in _rows("SELECT id, name FROM customers ORDER BY id")]


def staff_names() -> list[tuple[int, str]]:
    return [(r["id"], r["name"]) for r in _rows("SELECT id, name FROM staff ORDER BY id")]


def tour_names() -> list[tuple[str, str]]:
    return [(r["code"], r["name"]) for r in _rows("SELECT code, name FROM tours ORDER BY code")]


def departure_names() -> list[tuple[int, str]]:
    rows = _rows(
        "SELECT d.id, d.departs, t.name FROM departures d JOIN tours t ON t.code = d.tour_code"
        " ORDER BY d.id"
    )
    return [(r["id"], f"{r['name']} on {r['departs']}") for r in rows]


def booking_names() -> list[tuple[int, str]]:
    rows = _rows(
        "SELECT b.id, c.name FROM bookings b JOIN customers c ON c.id = b.customer_id ORDER BY b.id"
    )
    return [(r["id"], f"booking {r['id']} for {r['name']}") for r in rows]
