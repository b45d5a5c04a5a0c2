"""Skellbrook Library & Makerspace: its records and eight read-only look-ups.

The one implementation behind both forms of the deployment: ``skellbrook_tools.py`` marks
these functions as guardbot tools (``toolkit.marked``) and ``../skellbrookmcp/server.py``
serves the very same functions over stdio MCP (``served.mcp_server``).

The records live in one SQLite database in memory, written on import from the fixed tables
below and ``random.Random(SEED)`` (phone numbers, loans, fines, bookings, places taken).
"Today" is Thursday 12 November 2026 (``TODAY``); no clock is read. The shared helpers of
``bench/deployments/toolkit.py`` write and read the rows.

Tables: staff, members, items, loans, holds, equipment, inductions, bookings, events, meta.
"""

from __future__ import annotations

import datetime as dt
import inspect
import random
import sqlite3
import threading
import unicodedata
from pathlib import Path
from typing import Any, Literal

from tools.registry import load_module

toolkit = load_module(str(Path(__file__).resolve().parents[1] / "toolkit.py"))
ToolError = toolkit.ToolError

TODAY = dt.date(2026, 11, 12)
SEED = 31126
LIBRARY = "Skellbrook Library & Makerspace, Old Corn Exchange, Market Street, Skellbrook"


def _parsed(block: str) -> list[list[str]]:
    """The rows of a table written one a line, its cells separated by ' ; '."""
    return [[c.strip() for c in line.split(" ; ")] for line in block.strip().splitlines()]


# who ; role ; what they know best ; when they are at the help desk ; extension
STAFF = _parsed("""
Philippa Arkwright ; library manager ; membership, complaints, room hire ; Mon-Thu 10:00-12:00 ; 301
Ciarán Mulholland ; makerspace technician ; laser cutting, CNC routing, woodwork ; Tue-Sat 13:00-17:00 ; 314
Renée Okafor-Lind ; makerspace technician ; 3D printing, soldering, electronics ; Wed-Sat 10:00-14:00 ; 315
Joyce Ferrand ; textiles coordinator ; sewing, machine embroidery, vinyl transfers ; Mon, Thu and Sat 11:00-15:00 ; 318
Dev Malhotra ; children's and young people's librarian ; Rhyme Time, homework club, junior cards ; Mon-Fri 15:30-17:30 ; 306
Agnieszka Wróbel ; local history and digital skills librarian ; family history, the newspaper archive, getting online ; Tue and Fri 09:30-12:30 ; 309
Tobias Greenhalgh ; customer services assistant ; loans, renewals, reservations, fines ; Sat 09:00-16:00 ; 302
""")

Membership = Literal["adult", "junior", "concession", "makerspace plus"]

# card ; name ; membership ; joined ; street (all in Skellbrook unless a village is named)
MEMBERS = _parsed("""
5001 ; Aurélie Fontaine ; makerspace plus ; 2023-02-14 ; 4 Tanners Row
5002 ; Graham Pettifer ; adult ; 2011-06-03 ; Ivy Cottage, Lowther Green
5003 ; Sunita Rao ; concession ; 2019-09-21 ; 17 Bridge End
5004 ; Declan Moorcroft ; makerspace plus ; 2024-04-02 ; 9 Ropewalk Court
5005 ; Beatriz Gonçalves ; adult ; 2025-01-11 ; Flat 3, 22 Station Road
5006 ; Keith Abernethy ; concession ; 2008-10-30 ; 61 Westgate
5007 ; Hollie Pask ; junior ; 2022-07-19 ; 12 Orchard Close
5008 ; José Martín Ortega ; makerspace plus ; 2025-08-05 ; 2 Kiln Yard
5009 ; Fiona Strachan ; adult ; 2016-03-08 ; The Old Forge, Hawkside
5010 ; Wojciech Nowicki ; adult ; 2021-11-27 ; 40 Mill Lane
5011 ; Pauline Threlfall ; concession ; 2003-05-16 ; 7 Almshouse Lane
5012 ; Amara Okonkwo ; makerspace plus ; 2024-10-09 ; 15 Chantry Walk
5013 ; Craig Dunwoody ; adult ; 2020-01-23 ; 88 Northgate
5014 ; Zoë Pemberton ; junior ; 2021-04-30 ; 5 Beck Side
5015 ; Harold Vickerstaff ; concession ; 1998-09-01 ; 3 Church View, Lowther Green
5016 ; Yasmin Kaur-Bell ; adult ; 2023-09-12 ; 27 Foundry Street
5017 ; Niamh Gallagher ; makerspace plus ; 2026-01-20 ; 11 Weavers Fold
5018 ; Ollie Brackenbury ; junior ; 2024-06-15 ; 31 Chapel Street
5019 ; Marguerite Lavoie ; adult ; 2018-02-02 ; Beck House, Hawkside
5020 ; Stanley Oduya ; concession ; 2012-12-04 ; 19 Tenter Lane
""")

Kind = Literal["book", "large print", "audiobook", "DVD", "board game", "library of things"]

# how long each kind is lent for (days), and its daily fine for an adult card (pounds)
LENDING = {
    "book": (21, 0.20),
    "large print": (21, 0.10),
    "audiobook": (21, 0.20),
    "DVD": (7, 0.50),
    "board game": (14, 0.30),
    "library of things": (7, 2.00),
}

# item ; title ; by ; kind ; year ; shelf ; about
ITEMS = _parsed("""
30101 ; The Salt Roads of Skell Moor ; Edwin Harrowby ; book ; 2019 ; Local Studies 942.84 HAR ; A walker's history of the packhorse tracks that carried salt and wool over the moor to Skellbrook market.
30102 ; Weavers' Fold: A Mill Town Remembered ; Margaret Ashthorpe ; book ; 2008 ; Local Studies 942.84 ASH ; Photographs and memories of the Skellbrook cotton mills from 1890 to their closure in 1971.
30103 ; The Lantern Keeper's Daughter ; Isobel Fenwick ; book ; 2024 ; Fiction FEN ; A lighthouse keeper's daughter on a Hebridean island in 1912 hides a shipwrecked stranger.
30104 ; The Lantern Keeper's Daughter ; Isobel Fenwick ; large print ; 2025 ; Large Print FEN ; The large print edition of the 2024 novel.
30105 ; A Quiet Murder in Hawkside ; R. J. Stainforth ; book ; 2023 ; Crime STA ; Detective Inspector Mabel Crane investigates a poisoning at a village show.
30106 ; A Quiet Murder in Hawkside ; R. J. Stainforth ; audiobook ; 2023 ; Audio STA ; Unabridged, read by Kezia Moore; 9 hours 40 minutes on 8 CDs.
30107 ; Sourdough Without Fear ; Tamsin Quayle ; book ; 2021 ; 641.815 QUA ; Starters, timings and a week-by-week plan for baking bread at home.
30108 ; Build Your Own Raised Beds ; Gareth Pryce-Hughes ; book ; 2022 ; 635.04 PRY ; Timber raised beds, cold frames and a potting bench with cutting lists.
30109 ; Getting Started with Laser Cutting ; Nadia Osei-Barnes ; book ; 2023 ; 621.366 OSE ; Vector files, kerf, engraving photographs and safe materials for beginners.
30110 ; The Home Electronics Workbench ; Philip Dace ; book ; 2020 ; 621.381 DAC ; Soldering, multimeters and small Arduino projects explained step by step.
30111 ; Machine Embroidery Made Simple ; Rosa Lindqvist ; book ; 2018 ; 746.44 LIN ; Hooping, stabilisers and digitising your own designs.
30112 ; Tracing Your Mill-Worker Ancestors ; Agnes Bottomley ; book ; 2017 ; Local Studies 929.1 BOT ; Census returns, mill wage books and parish registers for family historians.
30113 ; Dinosaur Dig at Grandpa's ; Polly Ferris ; book ; 2022 ; Junior Picture FER ; A picture book about finding a fossil in the garden.
30114 ; The Midnight Bike Club ; Sami Adebayo ; book ; 2025 ; Junior Fiction ADE ; Four friends solve the mystery of the lights on the old railway line (ages 9-12).
30115 ; Coding Games in Scratch for Kids ; Lena Hartmann ; book ; 2021 ; Junior 005.1 HAR ; Make a platform game, a quiz and a racing game step by step.
30116 ; Winter on the Fells ; Callum Reddaway ; DVD ; 2024 ; DVD Documentary RED ; A year with the hill farmers above Skellbrook; 96 minutes, certificate U.
30117 ; The Ferryman's Wager ; directed by Ines Marlow ; DVD ; 2022 ; DVD Drama MAR ; A period drama set on the river crossings of 1840s Yorkshire; certificate 12.
30118 ; Settlers of the Dales ; Brackenfield Games ; board game ; 2023 ; Games Shelf B ; Trade wool and build farms in 60 minutes; 3-4 players, ages 10 and up.
30119 ; Ticket to Skell ; Brackenfield Games ; board game ; 2020 ; Games Shelf B ; Lay railway routes across the moor; 2-5 players, ages 8 and up.
30120 ; Wordweaver Junior ; Little Owl Games ; board game ; 2024 ; Games Shelf A ; A spelling game with picture tiles for ages 5-8.
30121 ; Carpet and upholstery cleaner ; Vax SpotWash ; library of things ; 2023 ; Things Cupboard 1 ; Spot cleaner for carpets, stairs, sofas and car seats; bring your own shampoo.
30122 ; Pressure washer ; Kärcher K4 ; library of things ; 2022 ; Things Cupboard 2 ; For patios, decking, bikes and cars; 8 metre hose and patio cleaner head.
30123 ; Cordless hedge trimmer ; Bosch ; library of things ; 2024 ; Things Cupboard 2 ; 50 cm blade with two batteries and a charger.
30124 ; Sewing machine to take home ; Janome 525S ; library of things ; 2023 ; Things Cupboard 3 ; A beginner-friendly machine with a quick-start card, needles and a bobbin case.
30125 ; Thermal imaging camera ; FLIR One ; library of things ; 2025 ; Things Cupboard 1 ; Clips onto a phone to find draughts, cold spots and missing loft insulation in your home.
30126 ; Telescope for beginners ; Sky-Watcher Heritage 130P ; library of things ; 2021 ; Things Cupboard 3 ; A tabletop telescope with a moon map and a red torch for stargazing.
30127 ; Sourdough Without Fear ; Tamsin Quayle ; book ; 2021 ; 641.815 QUA ; Second copy.
30128 ; Mending Matters: Visible Repair ; Hana Okabe ; book ; 2020 ; 646.2 OKA ; Darning, patching and sashiko stitching to make clothes last.
""")

# name ; model ; room ; pounds an hour ; materials ; technician (staff number) ; induction ; out of service until
EQUIPMENT = _parsed("""
Laser cutter ; Trotec Speedy 300 (75 W) ; Workshop B ; 12.00 ; 3 mm plywood £2.50 and 3 mm acrylic £4.00 a sheet from the desk ; 2 ; yes ; -
3D printer ; Prusa MK4 (three of them) ; Workshop A ; 3.00 ; PLA filament at 6p a gram, weighed after the print ; 3 ; yes ; -
Resin 3D printer ; Formlabs Form 3 ; Workshop A ; 6.00 ; resin charged at 25p a millilitre ; 3 ; yes ; 2026-11-24
CNC router ; Shapeoko 5 Pro ; Workshop B ; 15.00 ; bring your own timber or buy MDF offcuts at £3 ; 2 ; yes ; -
Embroidery machine ; Brother PR680W (six needles) ; Textiles Corner ; 5.00 ; thread included, stabiliser 50p a sheet ; 4 ; yes ; -
Vinyl cutter and heat press ; Roland GS2-24 ; Textiles Corner ; 4.00 ; heat-transfer vinyl £1.50 per 30 cm ; 4 ; yes ; -
Sewing machines ; Janome HD3000 (four of them) ; Textiles Corner ; 0.00 ; bring your own fabric; thread included ; 4 ; no ; -
Soldering station ; Hakko FX-888D with fume extractor ; Electronics Bench ; 0.00 ; solder and small parts from the desk at cost ; 3 ; yes ; -
""")

Audience = Literal["children", "teens", "adults", "all ages"]

# event ; title ; date ; time ; room ; audience ; price ; places ; led by (staff number) ; about
EVENTS = _parsed("""
6101 ; Rhyme Time ; 2026-11-16 ; 10:30-11:00 ; Children's Library ; children ; 0.00 ; 20 ; 5 ; Songs and rhymes for babies and toddlers with a grown-up; no need to book twice, one place per family.
6102 ; Laser cutting induction ; 2026-11-14 ; 10:00-12:00 ; Workshop B ; adults ; 15.00 ; 4 ; 2 ; The safety induction you need before booking the laser cutter; you make a coaster to take home.
6103 ; 3D printing induction ; 2026-11-18 ; 18:00-19:30 ; Workshop A ; adults ; 10.00 ; 5 ; 3 ; Slicing a model, loading filament and starting a print on the Prusa printers; needed before booking them.
6104 ; Christmas jumper upcycling ; 2026-12-05 ; 13:00-16:00 ; Textiles Corner ; adults ; 18.00 ; 8 ; 4 ; Bring an old jumper and decorate it with machine embroidery and appliqué; materials included.
6105 ; Tracing your family tree ; 2026-11-20 ; 10:00-12:00 ; Local Studies Room ; adults ; 0.00 ; 10 ; 6 ; Start your family history with census returns, parish registers and the free library access to Ancestry.
6106 ; Homework club ; 2026-11-17 ; 16:00-17:30 ; Study Room ; teens ; 0.00 ; 15 ; 5 ; Quiet space, laptops and help with homework for ages 11-16, every Tuesday in term time.
6107 ; Build a robot buggy ; 2026-11-21 ; 10:00-12:30 ; Electronics Bench ; teens ; 8.00 ; 8 ; 3 ; Solder a motor board and program a small buggy to follow a line; ages 12-17, kit to keep.
6108 ; Getting online: video calls ; 2026-11-24 ; 14:00-15:30 ; Computer Suite ; adults ; 0.00 ; 6 ; 6 ; One-to-one help to set up video calls with family on your phone or tablet; bring your own device.
6109 ; Lantern making for the winter parade ; 2026-11-28 ; 11:00-13:00 ; Workshop A ; all ages ; 4.00 ; 16 ; 2 ; Willow and tissue-paper lanterns for the Skellbrook winter parade; children under 12 with an adult.
6110 ; Board game night ; 2026-11-26 ; 18:30-21:00 ; Reading Room ; adults ; 2.00 ; 24 ; 7 ; Try games from the library's collection with other players; tea and biscuits included.
6111 ; Author talk: Isobel Fenwick ; 2026-12-03 ; 19:00-20:15 ; Reading Room ; adults ; 5.00 ; 60 ; 1 ; The author of The Lantern Keeper's Daughter on islands, lighthouses and research; signed copies on sale.
6112 ; Lego club ; 2026-11-21 ; 14:00-15:30 ; Children's Library ; children ; 0.00 ; 12 ; 5 ; Build to a theme each month; ages 5-11, a grown-up stays in the building.
""")

DB = sqlite3.connect(":memory:", check_same_thread=False)
DB.row_factory = sqlite3.Row
_LOCK = threading.Lock()


def query(sql: str, params: tuple[Any, ...] | list[Any] = ()) -> list[sqlite3.Row]:
    """Every row of one SELECT (one thread at a time on the shared connection)."""
    with _LOCK:
        return DB.execute(sql, params).fetchall()


def _plain(text: str) -> str:
    """Lower case with the accents taken off: "Ciarán" is "ciaran"."""
    parts = unicodedata.normalize("NFKD", text)
    return "".join(c for c in parts if not unicodedata.combining(c)).lower()


def _day(text: str) -> dt.date:
    return dt.date.fromisoformat(text)


def _money(value: float) -> float:
    return round(float(value) + 1e-9, 2)


# ---- writing the records ------------------------------------------------------------------------

SCHEMA = """
CREATE TABLE staff (id INTEGER PRIMARY KEY, name TEXT, role TEXT, knows_about TEXT,
    help_desk_hours TEXT, email TEXT, phone TEXT);
CREATE TABLE members (id INTEGER PRIMARY KEY, name TEXT, membership TEXT, joined TEXT,
    card_expires TEXT, address TEXT, email TEXT, phone TEXT);
CREATE TABLE items (id INTEGER PRIMARY KEY, title TEXT, creator TEXT, kind TEXT, year INTEGER,
    shelf TEXT, about TEXT, loan_days INTEGER);
CREATE TABLE loans (id INTEGER PRIMARY KEY, item_id INTEGER, member_id INTEGER,
    borrowed_on TEXT, due_on TEXT, renewals INTEGER, returned_on TEXT, fine_gbp REAL,
    fine_paid_gbp REAL);
CREATE TABLE holds (member_id INTEGER, item_id INTEGER, placed_on TEXT, status TEXT);
CREATE TABLE equipment (id INTEGER PRIMARY KEY, name TEXT, model TEXT, room TEXT,
    price_per_hour_gbp REAL, materials TEXT, technician_id INTEGER, induction_needed TEXT,
    out_of_service_until TEXT);
CREATE TABLE inductions (member_id INTEGER, equipment_id INTEGER, inducted_on TEXT,
    staff_id INTEGER);
CREATE TABLE bookings (id INTEGER PRIMARY KEY, member_id INTEGER, equipment_id INTEGER,
    day TEXT, starts TEXT, ends TEXT, hours REAL, cost_gbp REAL, status TEXT, project TEXT);
CREATE TABLE events (id INTEGER PRIMARY KEY, title TEXT, day TEXT, time TEXT, room TEXT,
    audience TEXT, price_gbp REAL, places INTEGER, booked INTEGER, led_by INTEGER, about TEXT);
"""

# what members make on each machine (a booking's project): machine: project / project ...
PROJECTS = {
    machine: projects.split(" / ")
    for machine, projects in (
        line.split(": ")
        for line in """
Laser cutter: engraved chopping boards / acrylic shop sign / wedding place names
3D printer: replacement dishwasher clip / tabletop miniatures / phone stand
Resin 3D printer: jewellery masters / detailed model train parts
CNC router: oak house sign / guitar body blank / ply bookshelf parts
Embroidery machine: club badges / monogrammed towels / baby blanket
Vinyl cutter and heat press: team t-shirts / tote bags for a craft fair
Soldering station: guitar pedal kit / LED matrix clock
""".strip().splitlines()
    )
}


def _write_fixed(db: sqlite3.Connection, rng: random.Random) -> None:
    for number, (name, role, knows, hours, ext) in enumerate(STAFF, start=1):
        first, last = _plain(name.split()[0]), _plain(name.split()[-1]).replace("-", "")
        mail = f"{first}.{last}@skellbrooklibrary.org.uk"
        toolkit.insert(db, "staff", (number, name, role, knows, hours, mail, f"01632 960 {ext}"))
    for card, name, membership, joined, street in MEMBERS:
        since = _day(joined)
        expires = dt.date(TODAY.year + (since.replace(year=TODAY.year) <= TODAY), since.month, 1)
        mail = _plain(name).replace(" ", ".").replace("-", "") + "@post.example"
        phone = f"07{rng.randint(700, 999)} {rng.randint(100, 999)} {rng.randint(100, 999)}"
        where = street if "," in street and "Flat" not in street else f"{street}, Skellbrook"
        row = (int(card), name, membership, joined, expires.isoformat(), where, mail, phone)
        toolkit.insert(db, "members", row)
    for item, title, creator, kind, year, shelf, about in ITEMS:
        row = (int(item), title, creator, kind, int(year), shelf, about, LENDING[kind][0])
        toolkit.insert(db, "items", row)
    for number, (name, model, room, rate, stuff, tech, induct, until) in enumerate(
        EQUIPMENT, start=1
    ):
        row = (number, name, model, room, float(rate), stuff, int(tech), induct)
        toolkit.insert(db, "equipment", (*row, None if until == "-" else until))
    for event, title, day, time, room, audience, price, places, led, about in EVENTS:
        taken = min(int(places), rng.randint(int(places) // 3, int(places) + 2))
        row = (int(event), title, day, time, room, audience, float(price), int(places), taken)
        toolkit.insert(db, "events", (*row, int(led), about))


def _fine(kind: str, membership: str, days_late: int) -> float:
    """Adults pay the daily fine, concessions half, juniors nothing; at most £8 an item
    (£20 for the library of things)."""
    if membership == "junior" or days_late <= 0:
        return 0.0
    rate = LENDING[kind][1] / (2 if membership == "concession" else 1)
    cap = 20.0 if kind == "library of things" else 8.0
    return _money(min(days_late * rate, cap))


def _write_loans(db: sqlite3.Connection, rng: random.Random) -> None:
    """Each member's loans over the last four months: returned (on time or late), still out,
    or overdue; a late return's fine is paid or still owed. Holds wait on items out now."""
    lent: dict[int, list[tuple[dt.date, dt.date]]] = {}  # item -> (borrowed, back) spans
    loan_id = 71200
    items = db.execute("SELECT id, kind, loan_days FROM items ORDER BY id").fetchall()
    for card, _name, membership, *_ in MEMBERS:
        junior = membership == "junior"
        pool = [i for i in items if not junior or i[1] in ("book", "board game", "DVD")]
        for _ in range(rng.choice([2, 3, 3, 4, 5])):
            borrowed = TODAY - dt.timedelta(days=rng.randint(2, 120))
            item_id, kind, days = rng.choice(pool)
            renewals = rng.choice([0, 0, 0, 1, 2]) if kind != "library of things" else 0
            due = borrowed + dt.timedelta(days=days * (1 + renewals))
            back: dt.date | None = due + dt.timedelta(days=rng.randint(-6, 9))
            if back > TODAY or rng.random() < 0.12:
                back = None
            span = (borrowed, back or dt.date.max)
            if any(a <= span[1] and span[0] <= b for a, b in lent.get(item_id, [])):
                continue  # that copy was out then: no loan this time
            lent.setdefault(item_id, []).append(span)
            fine = _fine(kind, membership, ((back or TODAY) - due).days)
            paid = fine if back is not None and fine and rng.random() < 0.6 else 0.0
            loan_id += rng.randint(1, 9)
            row = (loan_id, item_id, int(card), borrowed.isoformat(), due.isoformat(), renewals)
            toolkit.insert(db, "loans", (*row, back and back.isoformat(), fine, paid))
    for item_id, kind, _days in items:
        out_now = any(b == dt.date.max for _, b in lent.get(item_id, []))
        if not out_now or kind == "library of things":
            continue
        takers = [m for m in MEMBERS if m[2] != "junior" or kind == "book"]
        for member in rng.sample(takers, rng.choice([0, 1, 1, 2])):
            placed = TODAY - dt.timedelta(days=rng.randint(1, 25))
            toolkit.insert(db, "holds", (int(member[0]), item_id, placed.isoformat(), "waiting"))


def _write_makers(db: sqlite3.Connection, rng: random.Random) -> None:
    """Inductions of the makerspace members (and a few adults), then their bookings."""
    machines = db.execute("SELECT * FROM equipment ORDER BY id").fetchall()
    booking = 8840
    for card, _name, membership, joined, _street in MEMBERS:
        if membership != "makerspace plus" and rng.random() < 0.8:
            continue
        trained = [m for m in machines if m["induction_needed"] == "yes"]
        for machine in rng.sample(trained, rng.randint(1, 3)):
            start = max(_day(joined), TODAY - dt.timedelta(days=700))
            when = start + dt.timedelta(days=rng.randint(7, 60))
            row = (int(card), machine["id"], when.isoformat(), machine["technician_id"])
            toolkit.insert(db, "inductions", row)
            for _ in range(rng.choice([0, 1, 1, 2]) if membership == "makerspace plus" else 0):
                booking += rng.randint(1, 5)
                day = TODAY + dt.timedelta(days=rng.randint(-40, 21))
                day += dt.timedelta(days=day.weekday() == 6)
                hours = rng.choice([1.0, 1.5, 2.0, 3.0])
                begin = dt.datetime.combine(day, dt.time(rng.randint(10, 17)))
                end = begin + dt.timedelta(hours=hours)
                if day > TODAY or (day == TODAY and begin.hour > 12):
                    status = rng.choices(["booked", "cancelled"], weights=[8, 1])[0]
                else:
                    status = rng.choices(["completed", "did not turn up"], weights=[9, 1])[0]
                cost = _money(hours * machine["price_per_hour_gbp"])
                project = rng.choice(PROJECTS[machine["name"]])
                row = (booking, int(card), machine["id"], day.isoformat(), f"{begin:%H:%M}")
                toolkit.insert(db, "bookings", (*row, f"{end:%H:%M}", hours, cost, status, project))


def _build(db: sqlite3.Connection, rng: random.Random) -> None:
    """Every table, then the meta rows (today and the seed)."""
    db.executescript(toolkit.META_SQL + SCHEMA)
    for write in (_write_fixed, _write_loans, _write_makers):
        write(db, rng)
    for key, value in {"today": TODAY.isoformat(), "seed": str(SEED)}.items():
        toolkit.insert(db, "meta", (key, value))
    db.commit()


_build(DB, random.Random(SEED))
DB.execute("PRAGMA query_only = ON")


# ---- the values the id parameters take ---------------------------------------------------------

member_names, _member = toolkit.owners(
    __name__, query, toolkit.owned_by("member", "card number", "the member's full name")
)
staff_names = toolkit.names(__name__, "staff_names", query, "staff.name", "Every staff name.")
equipment_names = toolkit.names(
    __name__, "equipment_names", query, "equipment.name", "Every makerspace machine's name."
)


def item_labels() -> list[tuple[int, str]]:
    """(item number, "item N: TITLE by WHO (KIND)")."""
    sql = "SELECT id, 'item ' || id || ': ' || title || ' by ' || creator || ' (' || kind || ')'"
    return [(r[0], r[1]) for r in query(sql + " AS label FROM items ORDER BY id")]


def booking_labels() -> list[tuple[int, str]]:
    """(booking number, "booking N: MEMBER, MACHINE on DAY at TIME")."""
    sql = (
        "SELECT b.id, 'booking ' || b.id || ': ' || m.name || ', ' || e.name || ' on ' || b.day"
        " || ' at ' || b.starts FROM bookings b JOIN members m ON m.id = b.member_id"
        " JOIN equipment e ON e.id = b.equipment_id ORDER BY b.id"
    )
    return [(r[0], r[1]) for r in query(sql)]


# ---- pieces the look-ups share -----------------------------------------------------------------


def _staff_name(staff_id: int) -> str:
    return query("SELECT name FROM staff WHERE id = ?", (staff_id,))[0]["name"]


def _item_short(item: sqlite3.Row) -> dict[str, Any]:
    return toolkit.named(item, "item_id=id title by=creator kind")


def _availability(item_id: int) -> dict[str, Any]:
    """On the shelf, or out with the day it is due back, and how many reservations wait."""
    open_loan = query(
        "SELECT due_on FROM loans WHERE item_id = ? AND returned_on IS NULL", (item_id,)
    )
    waiting = query("SELECT COUNT(*) AS n FROM holds WHERE item_id = ?", (item_id,))[0]["n"]
    if not open_loan:
        return {"status": "on the shelf", "due_back": None, "reservations_waiting": waiting}
    due = open_loan[0]["due_on"]
    status = "on loan (overdue)" if _day(due) < TODAY else "on loan"
    return {"status": status, "due_back": due, "reservations_waiting": waiting}


def _loan_state(loan: sqlite3.Row) -> str:
    if loan["returned_on"]:
        return "returned late" if loan["returned_on"] > loan["due_on"] else "returned"
    return "overdue" if _day(loan["due_on"]) < TODAY else "on loan"


def _words(text: str) -> list[str]:
    """The words of a text that say something (three letters or more), without accents, a
    plural "s" cut off."""
    cleaned = "".join(c if c.isalnum() else " " for c in _plain(text))
    words = [w for w in cleaned.split() if len(w) > 2 and w not in _COMMON]
    return [w[:-1] if len(w) > 4 and w.endswith("s") else w for w in words]


_COMMON = frozenset(
    "the and for with you your any have has got about some what who how can are there".split()
    + "does anything something want need like book books library".split()
)


def _ranked(found: list[sqlite3.Row], search: str | None, fields: tuple[str, ...]) -> list:
    """The rows that share the most words with the search (all of them when it has none)."""
    wanted = set(_words(search or ""))
    if not wanted:
        return found
    score = [len(wanted.intersection(_words(" ".join(str(r[f]) for f in fields)))) for r in found]
    best = max(score, default=0)
    return [r for r, s in zip(found, score, strict=True) if best and s == best]


# ---- the eight look-ups ------------------------------------------------------------------------


def search_catalogue(
    search: str | None = None, kind: Kind | None = None, on_the_shelf: bool = False
) -> list[dict]:
    """Search the library catalogue (books, large print, audiobooks, DVDs, board games and
    the library of things: tools and gadgets to borrow) by title, author or what it is about:
    item number, title, by, kind, year, shelf, loan period and whether it is on the shelf or
    out (with the day it is due back). The items sharing the most words with the search come
    first; with no search, every item.

    Args:
        search: words to look for, e.g. "sourdough" or "pressure washer" or "Fenwick".
        kind: only items of this kind, e.g. "board game" or "library of things".
        on_the_shelf: only items that are on the shelf now, e.g. true.

    Examples:
        Have you got anything on tracing family history?
        Can I borrow a pressure washer from the library?
        Which board games can we take home?
        Is there a large print copy of The Lantern Keeper's Daughter?
    """
    sql, params = "SELECT * FROM items", []
    if kind:
        sql, params = sql + " WHERE kind = ?", [kind]
    fields = ("title", "creator", "kind", "about")
    out = []
    for item in _ranked(query(sql + " ORDER BY id", params), search, fields):
        shown = toolkit.named(item, "item_id=id title by=creator kind year shelf loan_days")
        shown.update(_availability(item["id"]))
        if not on_the_shelf or shown["status"] == "on the shelf":
            out.append(shown)
    return out


def get_item(item_id: int) -> dict:
    """One item of the catalogue by its number: title, by, kind, year, shelf mark, what it is
    about, how long it is lent for and the daily fine, whether it is on the shelf or on loan
    (the day it is due back) and how many reservations are waiting for it.

    Args:
        item_id: the item number on the barcode label, e.g. 30122.

    Examples:
        When is item 30103 due back?
        Where on the shelves do I find item 30112?
        How many people are waiting for item 30105?
    """
    item = toolkit.one(query, "SELECT * FROM items WHERE id = ?", (item_id,), _no("item", item_id))
    shown = toolkit.named(item, "item_id=id title by=creator kind year shelf about loan_days")
    shown["daily_fine_gbp"] = LENDING[item["kind"]][1]
    shown.update(_availability(item_id))
    return shown


def _no(what: str, key: Any) -> str:
    return f"there is no {what} {key}"


def get_member(member_id: int) -> dict:
    """A library member by card number: name, membership (adult, junior, concession or
    makerspace plus), joined, when the card expires, address, email, phone, the loans out
    now, fines still owed, reservations waiting and the makerspace machines they are inducted
    on (with the date and who inducted them).

    Args:
        member_id: the library card number, e.g. 5003.

    Examples:
        When does my library card run out? It's card 5002.
        How much does Keith Abernethy owe in fines?
        Which machines is Aurélie Fontaine inducted on?
        What phone number have you got for member 5016?
    """
    member = _member(member_id)
    shown = toolkit.named(member, "member_id=id name membership joined card_expires address")
    shown.update(toolkit.named(member, "email phone"))
    loans = query("SELECT * FROM loans WHERE member_id = ? ORDER BY borrowed_on", (member_id,))
    out_now = [loan for loan in loans if not loan["returned_on"]]
    shown["loans_out"] = len(out_now)
    owed = sum(loan["fine_gbp"] - loan["fine_paid_gbp"] for loan in loans)
    shown["fines_owed_gbp"] = _money(owed)
    shown["reservations"] = [
        {**_item_short(h), "placed_on": h["placed_on"], "status": h["status"]}
        for h in query(
            "SELECT i.*, h.placed_on, h.status FROM holds h JOIN items i ON i.id = h.item_id"
            " WHERE h.member_id = ? ORDER BY h.placed_on",
            (member_id,),
        )
    ]
    shown["inductions"] = [
        {"machine": r["name"], "inducted_on": r["inducted_on"], "by": _staff_name(r["staff_id"])}
        for r in query(
            "SELECT e.name, n.inducted_on, n.staff_id FROM inductions n JOIN equipment e"
            " ON e.id = n.equipment_id WHERE n.member_id = ? ORDER BY n.inducted_on",
            (member_id,),
        )
    ]
    return shown


LoanStatus = Literal["on loan", "overdue", "returned", "returned late"]


def member_loans(member_id: int, status: LoanStatus | None = None) -> list[dict]:
    """A member's loans, the newest first: loan number, the item (number, title, by, kind),
    borrowed, due, renewals, returned, status (on loan, overdue, returned, returned late) and
    the fine (charged and paid).

    Args:
        member_id: the library card number, e.g. 5010.
        status: only loans in this state, e.g. "overdue".

    Examples:
        What have I got out at the moment? card 5009
        Has Craig Dunwoody got anything overdue?
        When did Sunita Rao bring back the DVD?
    """
    _member(member_id)
    out = []
    for loan in query(
        "SELECT l.*, i.title, i.creator, i.kind FROM loans l JOIN items i ON i.id = l.item_id"
        " WHERE l.member_id = ? ORDER BY l.borrowed_on DESC",
        (member_id,),
    ):
        state = _loan_state(loan)
        if status and state != status:
            continue
        shown = {"loan_id": loan["id"], "item": _item_short(loan)}
        shown["item"]["item_id"] = loan["item_id"]
        shown.update(toolkit.named(loan, "borrowed_on due_on renewals returned_on"))
        shown["status"] = state
        shown.update(toolkit.named(loan, "fine_gbp fine_paid_gbp"))
        out.append(shown)
    return out


def get_equipment(name: str) -> dict:
    """A makerspace machine by name: model, room, price an hour, materials and what they
    cost, whether an induction is needed first, the technician who looks after it and
    inducts people, whether it is out of service (until when), and its bookings from today.

    Args:
        name: the machine, e.g. "Laser cutter" or "3D printer".

    Examples:
        How much is it an hour to use the laser cutter?
        Do I need an induction for the sewing machines?
        Is the resin printer working again?
    """
    wanted = _plain(name).strip()
    machines = query("SELECT * FROM equipment ORDER BY id")
    found = [m for m in machines if _plain(m["name"]) == wanted]
    found = found or [m for m in machines if wanted and wanted in _plain(m["name"])]
    if not found:
        every = ", ".join(m["name"] for m in machines)
        raise ToolError(f"there is no machine called {name!r} (the machines: {every})")
    machine = found[0]
    shown = toolkit.named(machine, "name model room price_per_hour_gbp materials")
    shown["induction_needed"] = machine["induction_needed"]
    shown["technician"] = {"name": _staff_name(machine["technician_id"])}
    shown["out_of_service_until"] = machine["out_of_service_until"]
    shown["bookings_from_today"] = [
        toolkit.named(b, "booking_id=id day starts ends")
        for b in query(
            "SELECT * FROM bookings WHERE equipment_id = ? AND day >= ? AND status = 'booked'"
            " ORDER BY day, starts",
            (machine["id"], TODAY.isoformat()),
        )
    ]
    return shown


def get_booking(booking_id: int) -> dict:
    """A makerspace booking by its number: the member (card number and name), the machine and
    its room, the day, start and end, hours, cost, status (booked, completed, cancelled, did
    not turn up), the project, and the technician on hand.

    Args:
        booking_id: the booking number, e.g. 8853.

    Examples:
        What time is booking 8862?
        How much will booking 8869 cost me?
        Who is the technician for booking 8853?
    """
    sql = (
        "SELECT b.*, m.name AS member, e.name AS machine, e.room, e.technician_id FROM bookings b"
        " JOIN members m ON m.id = b.member_id JOIN equipment e ON e.id = b.equipment_id"
        " WHERE b.id = ?"
    )
    found = toolkit.one(query, sql, (booking_id,), _no("booking", booking_id))
    shown = {"booking_id": booking_id, "member": toolkit.named(found, "member_id name=member")}
    shown["machine"] = toolkit.named(found, "name=machine room")
    shown.update(toolkit.named(found, "day starts ends hours cost_gbp status project"))
    shown["technician"] = {"name": _staff_name(found["technician_id"])}
    return shown


def get_staff(name: str) -> dict:
    """A member of staff by name (a first name or surname will do, accents optional): role,
    what they know best, help desk hours, email and phone, the machines they look after and
    the events they lead.

    Args:
        name: the person, e.g. "Joyce Ferrand" or "Ciarán".

    Examples:
        When is Agnieszka Wróbel at the help desk?
        What's the email for Dev Malhotra?
        Who looks after the CNC router?
    """
    wanted = _plain(name).split()
    people = query("SELECT * FROM staff ORDER BY id")
    found = [p for p in people if wanted and all(w in _plain(p["name"]).split() for w in wanted)]
    if len(found) != 1:
        every = ", ".join(p["name"] for p in people)
        raise ToolError(f"no one on the staff is called {name!r} (the staff: {every})")
    person = found[0]
    shown = toolkit.named(person, "name role knows_about help_desk_hours email phone")
    machines = query("SELECT name FROM equipment WHERE technician_id = ?", (person["id"],))
    shown["looks_after"] = [m["name"] for m in machines]
    shown["leads_events"] = [
        toolkit.named(e, "event_id=id title day time")
        for e in query("SELECT * FROM events WHERE led_by = ? ORDER BY day", (person["id"],))
    ]
    return shown


def search_events(search: str | None = None, audience: Audience | None = None) -> list[dict]:
    """Search the events and workshops from today on (story times, inductions, craft
    workshops, talks, clubs) by what they are about: event number, title, day, time, room,
    audience, price, places left, who leads it and a description. The events sharing the most
    words with the search come first; with no search, every event, soonest first.

    Args:
        search: words to look for, e.g. "lantern" or "family history".
        audience: only events for this audience, e.g. "children".

    Examples:
        Is there anything on for toddlers this month?
        When's the next 3D printing induction and how much is it?
        Are there places left on the Christmas jumper workshop?
    """
    sql, params = "SELECT * FROM events WHERE day >= ?", [TODAY.isoformat()]
    if audience:
        sql, params = sql + " AND audience = ?", [*params, audience]
    found = _ranked(query(sql + " ORDER BY day, time", params), search, ("title", "about"))
    out = []
    for event in found:
        shown = toolkit.named(event, "event_id=id title day time room audience price_gbp")
        shown["places_left"] = max(event["places"] - event["booked"], 0)
        shown["led_by"] = _staff_name(event["led_by"])
        shown["about"] = event["about"]
        out.append(shown)
    return out


# The look-ups served as tools, in order, and the listers of the values their ids and names take.
TOOLS = [search_catalogue, get_item, get_member, member_loans]
TOOLS += [get_equipment, get_booking, get_staff, search_events]
# an id parameter takes the values of its lister, whichever tool it is of; a "name" those of the
# tool's own
_LISTED = {"item_id": item_labels, "member_id": member_names, "booking_id": booking_labels}
_NAMED = {"get_equipment": equipment_names, "get_staff": staff_names}
VALUES: dict[str, dict[str, Any]] = {}
for _fn in TOOLS:
    _taken = inspect.signature(_fn).parameters
    VALUES[_fn.__name__] = {p: _LISTED[p] for p in _taken if p in _LISTED}
    if _fn.__name__ in _NAMED:
        VALUES[_fn.__name__]["name"] = _NAMED[_fn.__name__]
