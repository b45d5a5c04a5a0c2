"""Skerra Ferries: a stdio MCP server over the ferry company's (fictional) booking database.

The database is SQLite, built in memory when the server starts, from a fixed random seed
(``random.Random(SEED)``), so every start gives the same rows. The data is "as of"
Friday 2026-06-12, 06:00 (before the first sailing of the day); the timetable holds the
sailings from 2026-06-12 to 2026-06-25.

Six tools, all read-only (annotated ``readOnlyHint``):

- ``sailing_timetable(from_port, to_port, date)``: the day's departures between two ports;
- ``booking_details(booking_reference)``: one booking: sailings, passengers, vehicles,
  pets, cabin, payment, check-in time;
- ``fares(from_port, to_port)``: single fares for passengers, vehicles and cabins, in the
  standard and the peak season;
- ``vessel_info(vessel)``: one ship: size, car deck, amenities, pets, accessibility;
- ``port_info(port)``: one terminal: address, ticket office hours, check-in, parking,
  facilities, buses;
- ``service_alerts(port)``: disruptions and notices (weather, repairs, refits).

Run: ``python server.py`` (stdio). Nothing is written to disk.
"""

from __future__ import annotations

import datetime as dt
import json
import random
import sqlite3
from typing import Annotated, Any, Literal

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp_types import ToolAnnotations
from pydantic import Field

SEED = 20260612
AS_OF = dt.datetime(2026, 6, 12, 6, 0)
FIRST_DAY = dt.date(2026, 6, 12)
DAYS = 14
PEAK_FROM, PEAK_TO = "2026-07-01", "2026-08-31"

PortName = Literal[
    "Ellisport", "Torrin Quay", "Inchmara", "Skelda", "Vallay North", "Fennick", "Ruaval"
]
VesselName = Literal[
    "Kittiwake Star",
    "Marra Dawn",
    "Sula Bay",
    "Ebbtide Lass",
    "Halcyon Isle",
    "Tern Voyager",
    "Corrie Maid",
    "Solan Glen",
]

# ---------------------------------------------------------------------------------------
# Fixed reference data (ports, vessels, routes); the rest is drawn from the seed.
# ---------------------------------------------------------------------------------------

PORTS: list[dict[str, Any]] = [
    {
        "code": "ELP",
        "name": "Ellisport",
        "island": "mainland",
        "address": "Ferry Terminal, Harbour Road, Ellisport EL4 2QF",
        "ticket_office_hours": "05:45-21:30 every day",
        "foot_checkin_min": 20,
        "vehicle_checkin_min": 45,
        "parking": {
            "long_stay_per_day_gbp": 9.50,
            "spaces": 420,
            "ev_chargers": 12,
            "car_park": "Harbour Road multi-storey",
        },
        "facilities": [
            "waiting lounge",
            "café",
            "toilets",
            "baby changing",
            "left luggage",
            "cash machine",
            "bicycle racks",
        ],
        "bus": "Citylink 915 from Ellisport rail station, every 20 minutes",
    },
    {
        "code": "TRQ",
        "name": "Torrin Quay",
        "island": "mainland",
        "address": "South Pier, Torrin Quay TQ1 8LN",
        "ticket_office_hours": "06:15-19:00 Mon-Sat, 07:30-18:00 Sun",
        "foot_checkin_min": 15,
        "vehicle_checkin_min": 40,
        "parking": {
            "long_stay_per_day_gbp": 6.00,
            "spaces": 180,
            "ev_chargers": 4,
            "car_park": "South Pier open car park",
        },
        "facilities": ["waiting room", "toilets", "vending machines", "bicycle racks"],
        "bus": "Westmoor Buses 62 from Torrin town centre, hourly",
    },
    {
        "code": "INM",
        "name": "Inchmara",
        "island": "Inchmara",
        "address": "The Pier, Kilbrae, Inchmara IM2 0AB",
        "ticket_office_hours": "06:30-20:00 every day",
        "foot_checkin_min": 15,
        "vehicle_checkin_min": 30,
        "parking": {
            "long_stay_per_day_gbp": 4.00,
            "spaces": 95,
            "ev_chargers": 2,
            "car_park": "Kilbrae pier car park",
        },
        "facilities": ["waiting room", "toilets", "tourist information desk", "bicycle hire"],
        "bus": "Inchmara Island Bus 1 to Kilbrae village and the north end, meets most sailings",
    },
    {
        "code": "SKD",
        "name": "Skelda",
        "island": "Skelda",
        "address": "Linkwick Harbour, Skelda SK7 3RD",
        "ticket_office_hours": "07:00-19:30 every day",
        "foot_checkin_min": 15,
        "vehicle_checkin_min": 30,
        "parking": {
            "long_stay_per_day_gbp": 3.50,
            "spaces": 60,
            "ev_chargers": 1,
            "car_park": "Linkwick harbour car park",
        },
        "facilities": ["waiting room", "toilets", "café (summer only)"],
        "bus": "Skelda Community Bus S2 to Linkwick and Brochness, Mon-Sat",
    },
    {
        "code": "VLN",
        "name": "Vallay North",
        "island": "Vallay",
        "address": "Ferry Slip, Port Hoy, Vallay VY3 9PT",
        "ticket_office_hours": "06:00-18:30 Mon-Sat, closed Sun (buy on board)",
        "foot_checkin_min": 10,
        "vehicle_checkin_min": 30,
        "parking": {
            "long_stay_per_day_gbp": 0.0,
            "spaces": 40,
            "ev_chargers": 0,
            "car_park": "free car park beside the slip",
        },
        "facilities": ["shelter", "toilets"],
        "bus": "Vallay Link V5 to Port Hoy and Balnacross, four a day",
    },
    {
        "code": "FNK",
        "name": "Fennick",
        "island": "Fennick",
        "address": "Slipway, Fennick FK1 1AA",
        "ticket_office_hours": "no ticket office (buy online or on board)",
        "foot_checkin_min": 10,
        "vehicle_checkin_min": 20,
        "parking": {
            "long_stay_per_day_gbp": 0.0,
            "spaces": 15,
            "ev_chargers": 0,
            "car_park": "lay-by above the slipway",
        },
        "facilities": ["shelter"],
        "bus": "no bus; island taxi on 01870 604 311",
    },
    {
        "code": "RVL",
        "name": "Ruaval",
        "island": "Ruaval",
        "address": "Deepwater Berth, Stornach, Ruaval RV9 4HX",
        "ticket_office_hours": "08:00-23:30 every day",
        "foot_checkin_min": 30,
        "vehicle_checkin_min": 60,
        "parking": {
            "long_stay_per_day_gbp": 5.50,
            "spaces": 150,
            "ev_chargers": 6,
            "car_park": "Stornach terminal car park",
        },
        "facilities": [
            "waiting lounge",
            "café",
            "toilets",
            "baby changing",
            "showers",
            "left luggage",
        ],
        "bus": "Ruaval Coaches R10 to Stornach town and the airport",
    },
]

VESSELS: list[dict[str, Any]] = [
    {
        "name": "Kittiwake Star",
        "built": 2014,
        "shipyard": "Ferguson & Rae, Port Glenmor",
        "length_m": 89.6,
        "passengers": 700,
        "cars": 110,
        "max_vehicle_height_m": 4.9,
        "max_vehicle_length_m": 16.5,
        "lanes_m": 620,
        "amenities": [
            "café",
            "bar",
            "observation lounge",
            "shop",
            "children's play area",
            "free wifi",
        ],
        "pets": "dogs welcome in the pet lounge and on the outer decks, on a lead",
        "lift": True,
        "wheelchair_spaces": 6,
        "cabins": 0,
        "status": "in service",
    },
    {
        "name": "Marra Dawn",
        "built": 2019,
        "shipyard": "Kessock Marine, Invermar",
        "length_m": 116.0,
        "passengers": 900,
        "cars": 143,
        "max_vehicle_height_m": 5.1,
        "max_vehicle_length_m": 18.0,
        "lanes_m": 1050,
        "amenities": [
            "restaurant",
            "bar",
            "cinema lounge",
            "shop",
            "reclining seat lounge",
            "showers",
            "free wifi",
        ],
        "pets": "dogs in the pet-friendly cabins or the vehicle deck kennels only",
        "lift": True,
        "wheelchair_spaces": 10,
        "cabins": 38,
        "status": "in service",
    },
    {
        "name": "Sula Bay",
        "built": 2006,
        "shipyard": "Ailsa Dock, Girvanmouth",
        "length_m": 62.3,
        "passengers": 350,
        "cars": 48,
        "max_vehicle_height_m": 4.4,
        "max_vehicle_length_m": 12.0,
        "lanes_m": 240,
        "amenities": ["coffee bar", "passenger lounge"],
        "pets": "dogs on the outer decks on a lead; not in the lounge",
        "lift": True,
        "wheelchair_spaces": 3,
        "cabins": 0,
        "status": "in service",
    },
    {
        "name": "Ebbtide Lass",
        "built": 1998,
        "shipyard": "Bute Slip Co., Rothwick",
        "length_m": 33.8,
        "passengers": 120,
        "cars": 14,
        "max_vehicle_height_m": 3.8,
        "max_vehicle_length_m": 10.0,
        "lanes_m": 72,
        "amenities": ["covered passenger shelter", "vending machine"],
        "pets": "dogs anywhere on board, on a lead",
        "lift": False,
        "wheelchair_spaces": 1,
        "cabins": 0,
        "status": "in service",
    },
    {
        "name": "Halcyon Isle",
        "built": 2011,
        "shipyard": "Ferguson & Rae, Port Glenmor",
        "length_m": 71.9,
        "passengers": 450,
        "cars": 64,
        "max_vehicle_height_m": 4.6,
        "max_vehicle_length_m": 14.0,
        "lanes_m": 330,
        "amenities": ["café", "passenger lounge", "quiet lounge", "free wifi"],
        "pets": "dogs in the pet area at the stern and on the outer decks, on a lead",
        "lift": True,
        "wheelchair_spaces": 4,
        "cabins": 0,
        "status": "in dry dock for its annual refit until 2026-06-19",
    },
    {
        "name": "Tern Voyager",
        "built": 2002,
        "shipyard": "Appledore North, Ardcraig",
        "length_m": 49.5,
        "passengers": 250,
        "cars": 32,
        "max_vehicle_height_m": 4.2,
        "max_vehicle_length_m": 12.0,
        "lanes_m": 160,
        "amenities": ["snack bar", "passenger lounge"],
        "pets": "dogs on the outer decks on a lead",
        "lift": False,
        "wheelchair_spaces": 2,
        "cabins": 0,
        "status": "in service (relief vessel)",
    },
    {
        "name": "Corrie Maid",
        "built": 1994,
        "shipyard": "Bute Slip Co., Rothwick",
        "length_m": 28.2,
        "passengers": 80,
        "cars": 8,
        "max_vehicle_height_m": 3.5,
        "max_vehicle_length_m": 9.0,
        "lanes_m": 44,
        "amenities": ["covered passenger shelter"],
        "pets": "dogs anywhere on board, on a lead",
        "lift": False,
        "wheelchair_spaces": 1,
        "cabins": 0,
        "status": "in service",
    },
    {
        "name": "Solan Glen",
        "built": 2009,
        "shipyard": "Kessock Marine, Invermar",
        "length_m": 54.0,
        "passengers": 290,
        "cars": 36,
        "max_vehicle_height_m": 4.5,
        "max_vehicle_length_m": 12.5,
        "lanes_m": 190,
        "amenities": ["café", "passenger lounge", "dog-friendly lounge", "free wifi"],
        "pets": "dogs in the dog-friendly lounge and on the outer decks, on a lead",
        "lift": True,
        "wheelchair_spaces": 3,
        "cabins": 0,
        "status": "in service",
    },
]

# route: (number, port A, port B, crossing minutes, distance in nautical miles, vessel,
#         departures from A, departures from B)
ROUTES: list[tuple[int, str, str, int, float, str, list[str], list[str]]] = [
    (
        1,
        "Ellisport",
        "Inchmara",
        55,
        11.5,
        "Kittiwake Star",
        ["06:50", "09:15", "12:05", "15:30", "18:40"],
        ["08:00", "10:30", "13:25", "16:50", "20:05"],
    ),
    (2, "Ellisport", "Skelda", 130, 27.0, "Sula Bay", ["07:40", "14:10"], ["10:20", "17:05"]),
    (
        3,
        "Inchmara",
        "Skelda",
        40,
        8.0,
        "Ebbtide Lass",
        ["08:25", "11:45", "16:15"],
        ["09:20", "13:00", "17:20"],
    ),
    (
        4,
        "Torrin Quay",
        "Vallay North",
        95,
        19.5,
        "Halcyon Isle",
        ["07:05", "12:35", "17:45"],
        ["09:25", "15:05", "20:10"],
    ),
    (
        5,
        "Vallay North",
        "Fennick",
        25,
        4.0,
        "Corrie Maid",
        ["07:55", "10:05", "14:40", "18:25"],
        ["08:35", "10:45", "15:20", "19:00"],
    ),
    (6, "Ellisport", "Ruaval", 270, 61.0, "Marra Dawn", ["13:30", "23:50"], ["06:15", "18:40"]),
    (7, "Torrin Quay", "Fennick", 70, 14.0, "Solan Glen", ["08:10", "16:40"], ["10:05", "18:30"]),
]

PASSENGER_TYPES = ["Adult", "Child (5-15)", "Senior (60+)", "Infant (under 5)"]
VEHICLE_TYPES = [
    "Car up to 5 m",
    "Car 5-6 m",
    "Motorcycle",
    "Van up to 6 m",
    "Campervan up to 7 m",
    "Bicycle",
]
FIRST_NAMES = [
    "Morag",
    "Eilidh",
    "Callum",
    "Fraser",
    "Ailsa",
    "Hamish",
    "Isla",
    "Ruaridh",
    "Kirsty",
    "Lachlan",
    "Niamh",
    "Duncan",
    "Catriona",
    "Euan",
    "Shona",
    "Magnus",
    "Fiona",
    "Angus",
    "Rhona",
    "Alasdair",
    "Greer",
    "Torquil",
    "Elspeth",
    "Finlay",
    "Mairi",
    "Struan",
    "Katrin",
    "Peter",
    "Ingrid",
    "Tomasz",
    "Priya",
    "Amara",
]
LAST_NAMES = [
    "MacAskill",
    "Drummond",
    "Tulloch",
    "Rennie",
    "Beaton",
    "Gillanders",
    "Matheson",
    "Sinclair",
    "Urquhart",
    "Halcrow",
    "Morrison",
    "Laidlaw",
    "Petrie",
    "Ferrier",
    "Cowie",
    "Strachan",
    "Ogilvie",
    "Rutherford",
    "Kowalczyk",
    "Venkat",
    "Lindqvist",
    "Abernethy",
    "Dalgleish",
    "Nicolson",
]
DELAY_REASONS = [
    "late arrival of the previous sailing",
    "strong winds at the berth",
    "technical check on the bow ramp",
    "extra loading of livestock trailers",
    "waiting for a medical transfer ambulance",
    "fog in the sound",
]


def _hm(t: str) -> int:
    h, m = t.split(":")
    return int(h) * 60 + int(m)


def _fmt(minutes: int) -> str:
    minutes %= 24 * 60
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def _arrival(departs: str, minutes: int) -> str:
    end = _hm(departs) + minutes
    return _fmt(end) + (" (next day)" if end >= 24 * 60 else "")


def _fare_for(db: sqlite3.Connection, sailing: sqlite3.Row, items: list[str]) -> float:
    total = 0.0
    for item in items:
        row = db.execute(
            "SELECT standard_gbp FROM fares WHERE route = ? AND item = ?", (sailing["route"], item)
        ).fetchone()
        total += row[0] if row else 0.0
    return total


def _sailing(s: sqlite3.Row, driving: bool) -> dict[str, Any]:
    """A booked sailing; check-in closes earlier for a vehicle than for foot passengers."""
    port = next(p for p in PORTS if p["name"] == s["from_port"])
    closes = port["vehicle_checkin_min"] if driving else port["foot_checkin_min"]
    return {
        "sailing_number": s["sailing_number"],
        "date": s["date"],
        "from": s["from_port"],
        "to": s["to_port"],
        "departs": s["departs"],
        "arrives": s["arrives"],
        "vessel": s["vessel"],
        "check_in_closes": _fmt(_hm(s["departs"]) - closes),
    }


def _build() -> sqlite3.Connection:
    rng = random.Random(SEED)
    db = sqlite3.connect(":memory:", check_same_thread=False)
    db.row_factory = sqlite3.Row
    db.executescript(
        """
        CREATE TABLE ports (code TEXT PRIMARY KEY, name TEXT UNIQUE, data TEXT);
        CREATE TABLE vessels (name TEXT PRIMARY KEY, data TEXT);
        CREATE TABLE routes (number INTEGER PRIMARY KEY, port_a TEXT, port_b TEXT,
                             minutes INTEGER, distance_nm REAL, vessel TEXT);
        CREATE TABLE fares (route INTEGER, kind TEXT, item TEXT, standard_gbp REAL,
                            peak_gbp REAL);
        CREATE TABLE sailings (sailing_number TEXT, date TEXT, route INTEGER,
                               from_port TEXT, to_port TEXT, departs TEXT, arrives TEXT,
                               vessel TEXT, status TEXT, delay_minutes INTEGER, reason TEXT,
                               seats_left INTEGER, car_spaces_left INTEGER,
                               PRIMARY KEY (sailing_number, date));
        CREATE TABLE alerts (alert_id TEXT PRIMARY KEY, title TEXT, ports TEXT,
                             route INTEGER, starts TEXT, ends TEXT, severity TEXT,
                             details TEXT, advice TEXT);
        CREATE TABLE bookings (reference TEXT PRIMARY KEY, data TEXT);
        """
    )
    for p in PORTS:
        db.execute("INSERT INTO ports VALUES (?,?,?)", (p["code"], p["name"], json.dumps(p)))
    for v in VESSELS:
        db.execute("INSERT INTO vessels VALUES (?,?)", (v["name"], json.dumps(v)))
    code = {p["name"]: p["code"] for p in PORTS}

    # Fares: from the crossing time, with a little seeded noise; peak = +18% (rounded).
    for number, a, b, minutes, _nm, vessel, _da, _db in ROUTES:
        db.execute("INSERT INTO routes VALUES (?,?,?,?,?,?)", (number, a, b, minutes, _nm, vessel))
        adult = round(4.0 + minutes * 0.115 + rng.uniform(-0.6, 0.6), 2)
        items = [
            ("passenger", "Adult", adult),
            ("passenger", "Child (5-15)", round(adult * 0.5, 2)),
            ("passenger", "Senior (60+)", round(adult * 0.8, 2)),
            ("passenger", "Infant (under 5)", 0.0),
        ]
        car = round(adult * 3.6 + rng.uniform(0, 4), 2)
        max_len = VESSELS[[v["name"] for v in VESSELS].index(vessel)]["max_vehicle_length_m"]
        for vt, factor in zip(VEHICLE_TYPES, [1.0, 1.3, 0.45, 1.55, 2.1, 0.0], strict=True):
            if vt == "Campervan up to 7 m" and max_len < 12.0:
                continue
            price = round(car * factor, 2) if vt != "Bicycle" else 2.0 if minutes < 100 else 4.5
            items.append(("vehicle", vt, price))
        if minutes > 200:
            items += [
                ("cabin", "2-berth inside cabin", 62.0),
                ("cabin", "4-berth inside cabin", 84.0),
                ("cabin", "2-berth sea-view cabin", 96.0),
                ("cabin", "pet-friendly cabin", 104.0),
                ("cabin", "reclining seat", 12.0),
            ]
        for kind, item, price in items:
            peak = round(price * 1.18, 2) if kind != "cabin" else round(price * 1.25, 2)
            db.execute("INSERT INTO fares VALUES (?,?,?,?,?)", (number, kind, item, price, peak))

    # Alerts (fixed; they also drive some cancellations below).
    alerts = [
        (
            "SA-0611",
            "Gale warning: Ruaval overnight sailings",
            "Ellisport,Ruaval",
            6,
            "2026-06-13",
            "2026-06-14",
            "cancellations",
            "The Met Office forecasts south-westerly gale force 8 in the Minch Deep on the night of "
            "13 June. The 23:50 Ellisport to Ruaval sailing (ER-2350) on 2026-06-13 is cancelled; "
            "the 06:15 Ruaval to Ellisport sailing (RE-0615) on 2026-06-14 is under review and "
            "will be confirmed by 18:00 on 13 June.",
            "Booked passengers can move free of charge to the 13:30 sailing on 13 or 14 June, or "
            "take a full refund.",
        ),
        (
            "SA-0598",
            "Halcyon Isle refit: Tern Voyager covers Torrin Quay - Vallay North",
            "Torrin Quay,Vallay North",
            4,
            "2026-06-08",
            "2026-06-19",
            "reduced capacity",
            "While Halcyon Isle is in dry dock, the relief vessel Tern Voyager runs the Torrin "
            "Quay - Vallay North route. Tern Voyager carries 32 cars (not 64) and vehicles up to "
            "4.2 m high; there is no lift on board.",
            "Book vehicle space in advance; high vehicles over 4.2 m should travel after 19 June.",
        ),
        (
            "SA-0604",
            "Linkwick linkspan repairs at Skelda",
            "Skelda",
            2,
            "2026-06-15",
            "2026-06-17",
            "vehicle restrictions",
            "Repairs to the linkspan at Linkwick Harbour. Vehicles over 6 m long and over 3.5 "
            "tonnes cannot load at Skelda from 15 to 17 June; cars, vans and motorcycles are "
            "unaffected. The 14:10 Ellisport to Skelda sailing on 2026-06-16 is cancelled to "
            "allow a load test.",
            "Campervans and lorries should travel on 14 or 18 June.",
        ),
        (
            "SA-0609",
            "Fennick slipway: low-tide timetable",
            "Fennick",
            5,
            "2026-06-20",
            "2026-06-21",
            "retimed sailings",
            "Spring low tides at Fennick slipway. On 20 and 21 June the 10:45 Fennick to Vallay "
            "North sailing (FV-1045) leaves at 11:30 instead, arriving 11:55.",
            "Foot passengers connecting with the V5 bus at Vallay North should allow for the "
            "later arrival.",
        ),
        (
            "SA-0612",
            "Card payments on board unavailable",
            "Inchmara,Skelda",
            3,
            "2026-06-12",
            "2026-06-14",
            "notice",
            "The card reader on Ebbtide Lass (Inchmara - Skelda) is "
            "being replaced; only cash can be taken on board until 14 June.",
            "Buy tickets online or at the Inchmara ticket office before travelling.",
        ),
    ]
    for al in alerts:
        db.execute("INSERT INTO alerts VALUES (?,?,?,?,?,?,?,?,?)", al)

    # Sailings.
    for day in range(DAYS):
        date = FIRST_DAY + dt.timedelta(days=day)
        ds = date.isoformat()
        for number, a, b, minutes, _nm, vessel, deps_a, deps_b in ROUTES:
            for frm, to, deps in ((a, b, deps_a), (b, a, deps_b)):
                for t in deps:
                    sn = f"{code[frm][0]}{code[to][0]}-{t.replace(':', '')}"
                    v = vessel
                    if number == 4 and ds <= "2026-06-19":
                        v = "Tern Voyager"
                    cars_cap = next(x["cars"] for x in VESSELS if x["name"] == v)
                    pax_cap = next(x["passengers"] for x in VESSELS if x["name"] == v)
                    seats = rng.randint(int(pax_cap * 0.05), int(pax_cap * 0.9))
                    cars = rng.randint(0, cars_cap)
                    status, delay, reason = "scheduled", 0, None
                    dep = t
                    arr = _arrival(t, minutes)
                    if day <= 1:
                        roll = rng.random()
                        if roll < 0.12:
                            delay = rng.choice([10, 15, 20, 25, 35, 40, 50])
                            status, reason = "delayed", rng.choice(DELAY_REASONS)
                        else:
                            status = "on time"
                    if sn == "ER-2350" and ds == "2026-06-13":
                        status, reason, seats, cars = (
                            "cancelled",
                            "gale warning (alert SA-0611)",
                            0,
                            0,
                        )
                    if sn == "RE-0615" and ds == "2026-06-14":
                        status, reason = "under review", "gale warning (alert SA-0611)"
                    if sn == "ES-1410" and ds == "2026-06-16":
                        status, reason, seats, cars = (
                            "cancelled",
                            "linkspan load test at Skelda (alert SA-0604)",
                            0,
                            0,
                        )
                    if sn == "FV-1045" and ds in ("2026-06-20", "2026-06-21"):
                        status, reason = "retimed", "low tide at Fennick slipway (alert SA-0609)"
                        dep, arr = "11:30", "11:55"
                    if status == "delayed":
                        dep_expected = _fmt(_hm(t) + delay)
                        arr = _arrival(t, delay + minutes)
                        reason = f"{reason}; expected to leave at {dep_expected}"
                    db.execute(
                        "INSERT INTO sailings VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
                        (sn, ds, number, frm, to, dep, arr, v, status, delay, reason, seats, cars),
                    )

    # Bookings.
    letters = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
    sailings = list(db.execute("SELECT * FROM sailings WHERE status != 'cancelled'"))
    used: set[str] = set()
    for _ in range(84):
        ref = "SKF" + "".join(rng.choice(letters) for _ in range(5))
        while ref in used:
            ref = "SKF" + "".join(rng.choice(letters) for _ in range(5))
        used.add(ref)
        out = rng.choice(sailings)
        ret = None
        if rng.random() < 0.6:
            back = [
                s
                for s in sailings
                if s["route"] == out["route"]
                and s["from_port"] == out["to_port"]
                and s["date"] > out["date"]
            ]
            if back:
                ret = rng.choice(back)
        lead = f"{rng.choice(FIRST_NAMES)} {rng.choice(LAST_NAMES)}"
        party: list[dict[str, Any]] = [{"name": lead, "type": "Adult"}]
        surname = lead.split()[1]
        for _ in range(rng.choice([0, 0, 1, 1, 2, 3])):
            ptype = rng.choice(
                ["Adult", "Child (5-15)", "Child (5-15)", "Senior (60+)", "Infant (under 5)"]
            )
            party.append({"name": f"{rng.choice(FIRST_NAMES)} {surname}", "type": ptype})
        vehicles: list[dict[str, Any]] = []
        if rng.random() < 0.55:
            vt = rng.choice(
                [
                    "Car up to 5 m",
                    "Car up to 5 m",
                    "Car 5-6 m",
                    "Van up to 6 m",
                    "Motorcycle",
                    "Campervan up to 7 m",
                ]
            )
            if (
                db.execute(
                    "SELECT 1 FROM fares WHERE route = ? AND item = ?", (out["route"], vt)
                ).fetchone()
                is None
            ):
                vt = "Car up to 5 m"  # this route's ship takes no campervans
            reg = (
                f"{rng.choice('ABDEFGHKLMNOPRSVWY')}{rng.choice('ABCDEFGHJKLMNPRSTVWXY')}"
                f"{rng.randint(15, 25):02d} {''.join(rng.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(3))}"
            )
            length = {
                "Car up to 5 m": round(rng.uniform(3.8, 4.9), 1),
                "Car 5-6 m": round(rng.uniform(5.1, 5.9), 1),
                "Van up to 6 m": round(rng.uniform(5.0, 6.0), 1),
                "Motorcycle": 2.2,
                "Campervan up to 7 m": round(rng.uniform(6.2, 7.0), 1),
            }[vt]
            vehicles.append({"type": vt, "registration": reg, "length_m": length})
        if rng.random() < 0.2:
            vehicles.append({"type": "Bicycle", "registration": None, "length_m": None})
        pets = []
        if rng.random() < 0.18:
            pets.append(
                {
                    "animal": "dog",
                    "name": rng.choice(["Bramble", "Skye", "Moss", "Tatty", "Rolo", "Fern"]),
                }
            )
        cabin = None
        if out["route"] == 6 and rng.random() < 0.7:
            cabin = rng.choice(
                [
                    "2-berth inside cabin",
                    "4-berth inside cabin",
                    "2-berth sea-view cabin",
                    "pet-friendly cabin" if pets else "reclining seat",
                ]
            )
        status = rng.choices(["confirmed", "confirmed", "confirmed", "amended", "cancelled"], k=1)[
            0
        ]

        items = (
            [p["type"] for p in party] + [v["type"] for v in vehicles] + ([cabin] if cabin else [])
        )

        total = _fare_for(db, out, items) + (_fare_for(db, ret, items) if ret else 0.0)
        if status == "amended":
            total += 10.0
        booked_on = (
            dt.date.fromisoformat(out["date"]) - dt.timedelta(days=rng.randint(3, 80))
        ).isoformat()

        driving = any(v["registration"] for v in vehicles)

        record = {
            "booking_reference": ref,
            "status": status,
            "lead_passenger": lead,
            "email": f"{lead.split()[0].lower()}.{surname.lower()}@example.com",
            "booked_on": booked_on,
            "outward": _sailing(out, driving),
            "return": _sailing(ret, driving) if ret else None,
            "passengers": party,
            "vehicles": vehicles,
            "pets": pets,
            "cabin": cabin,
            "payment": {
                "total_paid_gbp": round(total, 2),
                "card": f"{rng.choice(['Visa', 'Mastercard', 'Amex'])} ending {rng.randint(1000, 9999)}",
                "amendment_fee_gbp": 10.0 if status == "amended" else 0.0,
                "refund_gbp": round(total, 2) if status == "cancelled" else 0.0,
            },
        }
        db.execute("INSERT INTO bookings VALUES (?,?)", (ref, json.dumps(record)))
    db.commit()
    return db


DB = _build()

mcp = MCPServer(
    name="skerra-ferries",
    log_level="WARNING",
    instructions="Skerra Ferries: timetables, live sailing status, bookings, fares, ships, "
    "terminals and service alerts for the ferries of the Skerra Isles.",
)
READ_ONLY = ToolAnnotations(
    read_only_hint=True, destructive_hint=False, idempotent_hint=True, open_world_hint=False
)


def _port(name: str) -> dict[str, Any]:
    row = DB.execute(
        "SELECT data FROM ports WHERE lower(name) = lower(?) OR lower(code) = lower(?)",
        (name.strip(), name.strip()),
    ).fetchone()
    if row is None:
        raise ToolError(f"there is no Skerra Ferries port called {name!r}")
    return json.loads(row[0])


def _route(a: str, b: str) -> sqlite3.Row:
    row = DB.execute(
        "SELECT * FROM routes WHERE (port_a = ? AND port_b = ?) OR (port_a = ? AND port_b = ?)",
        (a, b, b, a),
    ).fetchone()
    if row is None:
        raise ToolError(f"there is no direct ferry between {a} and {b}")
    return row


@mcp.tool(title="Sailing timetable and live status", annotations=READ_ONLY)
def sailing_timetable(
    from_port: Annotated[PortName, Field(description='the port you leave from, e.g. "Ellisport"')],
    to_port: Annotated[PortName, Field(description='the port you are going to, e.g. "Inchmara"')],
    date: Annotated[
        str, Field(description="the day of travel, like 2026-06-14 (12 to 25 June 2026)")
    ],
) -> dict[str, Any]:
    """The ferries between two ports on one day: each sailing's number, departure and arrival
    time, the ship, whether it is on time, delayed (and why, and when it is now expected to
    leave), cancelled or retimed, and how many passenger seats and car spaces are left.

    Args:
        from_port: the port you leave from, e.g. "Ellisport".
        to_port: the port you are going to, e.g. "Inchmara".
        date: the day of travel, like 2026-06-14 (the timetable covers 12 to 25 June 2026).

    Examples:
        What time are the ferries from Ellisport to Inchmara on 17 June?
        Is the morning boat from Torrin Quay to Fennick running on the 13th?
        Are there still car spaces on the Vallay North to Fennick ferry on 2026-06-18?
        When does the last ferry back from Skelda leave on Saturday 13 June?
    """
    try:
        day = dt.date.fromisoformat(date.strip())
    except ValueError as exc:
        raise ToolError(f"{date!r} is not a date like 2026-06-14") from exc
    a, b = _port(from_port)["name"], _port(to_port)["name"]
    route = _route(a, b)
    rows = DB.execute(
        "SELECT * FROM sailings WHERE date = ? AND from_port = ? AND to_port = ? ORDER BY departs",
        (day.isoformat(), a, b),
    ).fetchall()
    if not rows:
        raise ToolError(
            f"the timetable only covers {FIRST_DAY} to {FIRST_DAY + dt.timedelta(days=DAYS - 1)}"
        )
    return {
        "route": f"{a} - {b}",
        "date": day.isoformat(),
        "weekday": day.strftime("%A"),
        "crossing_time_minutes": route["minutes"],
        "status_as_of": AS_OF.strftime("%Y-%m-%d %H:%M"),
        "sailings": [
            {
                "sailing_number": r["sailing_number"],
                "departs": r["departs"],
                "arrives": r["arrives"],
                "vessel": r["vessel"],
                "status": r["status"],
                "delay_minutes": r["delay_minutes"] or None,
                "expected_departure": _fmt(_hm(r["departs"]) + r["delay_minutes"])
                if r["delay_minutes"]
                else None,
                "reason": r["reason"],
                "seats_left": r["seats_left"],
                "car_spaces_left": r["car_spaces_left"],
            }
            for r in rows
        ],
    }


@mcp.tool(title="Booking details", annotations=READ_ONLY)
def booking_details(
    booking_reference: Annotated[
        str, Field(description='the booking reference on the confirmation email, e.g. "SKF4XQ7M"')
    ],
) -> dict[str, Any]:
    """One booking, by its reference: its status, the lead passenger, the outward and return
    sailings (date, times, ship, when check-in closes), everyone travelling, the vehicles
    with their registrations, pets, cabin, and what was paid (card, amendment fee, refund).

    Args:
        booking_reference: the booking reference on the confirmation email, e.g. "SKF4XQ7M".

    Examples:
        What time do I need to check in for booking SKF2M9KD?
        Which car is on my booking SKFQ7TRA?
        How much did I pay for SKF8NB3C and was it refunded?
        Is my return sailing on SKFH5W2P on the Marra Dawn?
    """
    ref = booking_reference.strip().upper().replace(" ", "").replace("-", "")
    row = DB.execute("SELECT data FROM bookings WHERE reference = ?", (ref,)).fetchone()
    if row is None:
        raise ToolError(f"there is no booking with the reference {booking_reference!r}")
    return json.loads(row[0])


@mcp.tool(title="Fares", annotations=READ_ONLY)
def fares(
    from_port: Annotated[PortName, Field(description='one end of the route, e.g. "Torrin Quay"')],
    to_port: Annotated[PortName, Field(description='the other end, e.g. "Vallay North"')],
) -> dict[str, Any]:
    """What a single ticket costs between two ports, in pounds: for each passenger (adult,
    child, senior, infant), each vehicle (cars by length, motorcycle, van, campervan,
    bicycle) and, on the overnight route, each cabin, in the standard season and in the
    peak season (July and August). A return costs two singles.

    Args:
        from_port: one end of the route, e.g. "Torrin Quay".
        to_port: the other end, e.g. "Vallay North".

    Examples:
        How much is a car on the ferry from Ellisport to Inchmara?
        What does a senior ticket to Skelda cost in August?
        Price of a 4-berth cabin on the Ruaval overnight boat?
        Can I take a campervan to Fennick and what does it cost?
    """
    a, b = _port(from_port)["name"], _port(to_port)["name"]
    route = _route(a, b)
    rows = DB.execute(
        "SELECT * FROM fares WHERE route = ? ORDER BY rowid", (route["number"],)
    ).fetchall()

    def group(kind: str) -> list[dict[str, Any]]:
        return [
            {
                "ticket": r["item"],
                "standard_single_gbp": r["standard_gbp"],
                "peak_single_gbp": r["peak_gbp"],
            }
            for r in rows
            if r["kind"] == kind
        ]

    return {
        "route": f"{route['port_a']} - {route['port_b']}",
        "crossing_time_minutes": route["minutes"],
        "distance_nautical_miles": route["distance_nm"],
        "peak_season": f"{PEAK_FROM} to {PEAK_TO}",
        "passenger_fares": group("passenger"),
        "vehicle_fares": group("vehicle"),
        "cabins": group("cabin"),
        "notes": "Fares are per single journey; infants travel free but need a ticket.",
    }


@mcp.tool(title="Ship information", annotations=READ_ONLY)
def vessel_info(
    vessel: Annotated[
        VesselName, Field(description='the ship\'s name, e.g. "Sula Bay" (without "MV")')
    ],
) -> dict[str, Any]:
    """One of our ships: when and where it was built, how many passengers and cars it
    carries, the largest vehicle it takes (height and length), what there is on board
    (café, bar, wifi, cabins...), where dogs may go, lifts and wheelchair spaces, and which
    routes it sails now.

    Args:
        vessel: the ship's name, e.g. "Sula Bay" (without "MV").

    Examples:
        Is there a café on the Sula Bay?
        How tall a van can go on the Ebbtide Lass?
        Can my dog stay with me on the Marra Dawn?
        Is there a lift on Tern Voyager for a wheelchair?
    """
    name = vessel.strip()
    if name.lower().startswith("mv "):
        name = name[3:]
    row = DB.execute("SELECT data FROM vessels WHERE lower(name) = lower(?)", (name,)).fetchone()
    if row is None:
        raise ToolError(f"there is no ship called {vessel!r} in the Skerra Ferries fleet")
    v = json.loads(row[0])
    routes = DB.execute(
        "SELECT DISTINCT r.port_a, r.port_b FROM sailings s JOIN routes r ON r.number = s.route "
        "WHERE s.vessel = ? AND s.date = ? ORDER BY r.number",
        (v["name"], FIRST_DAY.isoformat()),
    ).fetchall()
    return {
        "vessel": f"MV {v['name']}",
        "status": v["status"],
        "built": {"year": v["built"], "shipyard": v["shipyard"]},
        "length_m": v["length_m"],
        "capacity": {
            "passengers": v["passengers"],
            "cars": v["cars"],
            "vehicle_lane_metres": v["lanes_m"],
        },
        "largest_vehicle": {
            "max_height_m": v["max_vehicle_height_m"],
            "max_length_m": v["max_vehicle_length_m"],
        },
        "on_board": v["amenities"],
        "cabins": v["cabins"],
        "pets": v["pets"],
        "accessibility": {"passenger_lift": v["lift"], "wheelchair_spaces": v["wheelchair_spaces"]},
        "sailing_now_on": [f"{r['port_a']} - {r['port_b']}" for r in routes],
    }


@mcp.tool(title="Port and terminal information", annotations=READ_ONLY)
def port_info(
    port: Annotated[PortName, Field(description='the port\'s name, e.g. "Skelda"')],
) -> dict[str, Any]:
    """One ferry terminal: its address, ticket office opening hours, how long before
    departure check-in closes for foot passengers and for vehicles, parking (price per day,
    spaces, EV chargers), what there is at the terminal, the bus that serves it, and the
    routes that sail from it.

    Args:
        port: the port's name, e.g. "Skelda".

    Examples:
        How early do I need to be at Ellisport with the car?
        How much is it to leave my car at Torrin Quay for a week?
        Is the ticket office at Vallay North open on Sunday?
        What bus goes to the ferry at Ruaval?
    """
    p = _port(port)
    routes = DB.execute(
        "SELECT * FROM routes WHERE port_a = ? OR port_b = ? ORDER BY number",
        (p["name"], p["name"]),
    ).fetchall()
    return {
        "port": p["name"],
        "port_code": p["code"],
        "island": p["island"],
        "address": p["address"],
        "ticket_office_hours": p["ticket_office_hours"],
        "check_in_closes": {
            "foot_passengers_minutes_before": p["foot_checkin_min"],
            "vehicles_minutes_before": p["vehicle_checkin_min"],
        },
        "parking": p["parking"],
        "facilities": p["facilities"],
        "bus_connection": p["bus"],
        "routes": [
            {
                "to": r["port_b"] if r["port_a"] == p["name"] else r["port_a"],
                "crossing_time_minutes": r["minutes"],
            }
            for r in routes
        ],
    }


@mcp.tool(title="Service alerts", annotations=READ_ONLY)
def service_alerts(
    port: Annotated[
        PortName | None,
        Field(description='only the alerts for this port, e.g. "Skelda"; leave out for all'),
    ] = None,
) -> dict[str, Any]:
    """Current and coming disruptions and notices: weather cancellations, repairs, a ship
    away for refit, retimed sailings, with the dates they cover, what is affected and what
    booked passengers can do. Give a port to see only the alerts that touch it.

    Args:
        port: only the alerts for this port, e.g. "Skelda"; leave out for all of them.

    Examples:
        Are there any disruptions on the Ruaval ferry this weekend?
        Is the Ebbtide Lass taking card payments at the moment?
        Is anything happening at Inchmara pier this week?
    """
    rows = DB.execute("SELECT * FROM alerts ORDER BY starts").fetchall()
    out = []
    for r in rows:
        touched = [p for p in r["ports"].split(",") if p in {x["name"] for x in PORTS}]
        route = DB.execute(
            "SELECT port_a, port_b FROM routes WHERE number = ?", (r["route"],)
        ).fetchone()
        if port and _port(port)["name"] not in touched + [route["port_a"], route["port_b"]]:
            continue
        affected = DB.execute(
            "SELECT sailing_number, date, departs, status FROM sailings "
            "WHERE reason LIKE ? ORDER BY date, departs",
            (f"%{r['alert_id']}%",),
        ).fetchall()
        out.append(
            {
                "alert_id": r["alert_id"],
                "title": r["title"],
                "severity": r["severity"],
                "route": f"{route['port_a']} - {route['port_b']}",
                "from_date": r["starts"],
                "until_date": r["ends"],
                "details": r["details"],
                "advice": r["advice"],
                "affected_sailings": [dict(a) for a in affected],
            }
        )
    return {"as_of": AS_OF.strftime("%Y-%m-%d %H:%M"), "port": port, "alerts": out}


if __name__ == "__main__":
    mcp.run()
