"""Lantern Hall's box office records and its eight read-only lookups: the one implementation
that ``tools.py`` (guardbot's Python tools) and ``../lanternhallmcp/server.py`` (an MCP server)
both serve.

Lantern Hall is a fictional regional theatre and arts centre in Kendal, Cumbria, with three
spaces (the Main House, the Studio and the Courtyard Room). The database is SQLite in memory,
built on import from ``random.Random(SEED)`` and the fixed lists of fixed_lists.json, "as of" TODAY (no clock
is read), then made read-only with ``PRAGMA query_only``. Rows are written and read with the
shared helpers of ``bench/deployments/toolkit.py`` (loaded from its file).
"""

from __future__ import annotations

import datetime as dt
import random
import sqlite3
import threading
from pathlib import Path
from typing import Any, Literal

from tools.registry import load_module

toolkit = load_module(str(Path(__file__).resolve().parents[1] / "toolkit.py"))
ToolError = toolkit.ToolError

SEED = 20261112
TODAY = dt.date(2026, 11, 12)  # a Thursday
VENUES = {"Main House": 420, "Studio": 96, "Courtyard Room": 60}
Genre = Literal["drama", "comedy", "music", "dance", "family", "pantomime", "film", "talk"]
BookingStatus = Literal["confirmed", "cancelled", "refunded"]

# STAFF: staff: name, role, extension, days on, duty manager (runs performances)
STAFF, FIRST, LAST, TOWNS, RECIPIENTS = toolkit.fixed(__file__)

# productions (productions.tsv beside this file, one a line): title, genre, company, venue,
# first night, nights, band A, B and C prices, minutes, age guidance, description
_ROWS = (Path(__file__).resolve().parent / "productions.tsv").read_text(encoding="utf-8")
PRODUCTIONS = [
    (*r[:5], int(r[5]), tuple(float(p) for p in r[6:9]), int(r[9]), *r[10:])
    for r in (line.split("\t") for line in _ROWS.splitlines()[1:])
]
TIMES = {"Main House": ["19:30", "14:30"], "Studio": ["19:45", "15:00"],
         "Courtyard Room": ["11:00", "19:00"]}  # fmt: skip
ACCESS = ["captioned", "audio described", "relaxed performance", "BSL interpreted"]

TIERS = [("none", 6), ("Friend", 6), ("Patron", 3), ("Benefactor", 1)]
CONTACT = ["email", "phone", "post", "no marketing"]


def _fill(db: sqlite3.Connection, rng: random.Random) -> None:
    db.executescript(
        """
        CREATE TABLE staff (id INTEGER PRIMARY KEY, name TEXT, role TEXT, extension TEXT,
            days_on TEXT, duty INTEGER, email TEXT);
        CREATE TABLE productions (id INTEGER PRIMARY KEY, title TEXT, genre TEXT, company TEXT,
            venue TEXT, band_a REAL, band_b REAL, band_c REAL, minutes INTEGER, ages TEXT,
            description TEXT);
        CREATE TABLE performances (id INTEGER PRIMARY KEY, production_id INTEGER, date TEXT,
            time TEXT, venue TEXT, capacity INTEGER, seats_left INTEGER, access TEXT,
            duty_manager_id INTEGER);
        CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT, email TEXT, phone TEXT,
            town TEXT, tier TEXT, renewal_date TEXT, points INTEGER, contact_pref TEXT);
        CREATE TABLE bookings (id INTEGER PRIMARY KEY, customer_id INTEGER,
            performance_id INTEGER, seats INTEGER, seat_numbers TEXT, band TEXT,
            total_gbp REAL, status TEXT, paid INTEGER, booked_on TEXT);
        CREATE TABLE vouchers (code TEXT PRIMARY KEY, bought_by INTEGER, recipient TEXT,
            value_gbp REAL, balance_gbp REAL, issued TEXT, expires TEXT);
        CREATE TABLE meta (key TEXT, value TEXT);
        """
    )
    for i, (name, role, ext, days, duty) in enumerate(STAFF, start=1):
        email = name.lower().replace(" ", ".") + "@lanternhall.org.uk"
        toolkit.insert(db, "staff", (i, name, role, "01539 727 " + ext, days, duty, email))
    managers = [i for i, s in enumerate(STAFF, start=1) if s[4]]
    perf_id = 300
    for pid, prod in enumerate(PRODUCTIONS, start=101):
        title, genre, company, venue, first, nights, bands, mins, ages, desc = prod
        toolkit.insert(db, "productions", (pid, title, genre, company, venue, *bands, mins,
                                           ages, desc))  # fmt: skip
        day = dt.date.fromisoformat(first)
        for n in range(nights):
            perf_id += 1
            matinee = n % 4 == 3 or (nights == 1 and venue == "Courtyard Room")
            time = TIMES[venue][1 if matinee else 0]
            cap = VENUES[venue]
            left = 0 if day < TODAY else rng.randint(0, cap // 2)
            access = rng.choice(ACCESS) if rng.random() < 0.2 else None
            row = (perf_id, pid, day.isoformat(), time, venue, cap, left, access)
            toolkit.insert(db, "performances", (*row, rng.choice(managers)))
            day += dt.timedelta(days=1 if n % 4 != 2 else 2)
    perfs = db.execute(
        "SELECT p.id, p.date, r.band_a, r.band_b, r.band_c, p.venue FROM "
        "performances p JOIN productions r ON r.id = p.production_id"
    ).fetchall()
    booking_id = 7000
    people = rng.sample([(f, s) for f in FIRST for s in LAST], 30)
    for cid, (first, last) in enumerate(people, start=1001):
        tier = rng.choices([t for t, _ in TIERS], weights=[w for _, w in TIERS])[0]
        renewal = None if tier == "none" else (TODAY + dt.timedelta(rng.randint(-40, 330)))
        points = 0 if tier == "none" else rng.randint(1, 60) * 10
        phone = f"07{rng.randint(700, 999)} {rng.randint(100000, 999999)}"
        email = f"{first.lower()}.{last.lower()}@" + rng.choice(["mailbox.co.uk", "fellnet.uk"])
        row = (cid, f"{first} {last}", email, phone, rng.choice(TOWNS), tier)
        toolkit.insert(db, "customers", (*row, renewal and renewal.isoformat(), points,
                                         rng.choice(CONTACT)))  # fmt: skip
        for perf in rng.sample(perfs, rng.choices([1, 2, 3, 4], weights=[3, 4, 3, 2])[0]):
            booking_id += 1
            seats, band = rng.choice([1, 2, 2, 2, 3, 4]), rng.choice("ABC")
            row_letter, start = rng.choice("ABCDEFGHJKLM"), rng.randint(1, 20)
            numbers = f"{row_letter}{start}" + (f"-{row_letter}{start + seats - 1}" * (seats > 1))
            past = perf[1] < TODAY.isoformat()
            status = rng.choices(["confirmed", "cancelled", "refunded"], weights=[8, 1, 1])[0]
            paid = 0 if status == "cancelled" else int(past or rng.random() < 0.85)
            paid = max(paid, int(status == "refunded"))  # money back means money taken
            booked = dt.date.fromisoformat(perf[1]) - dt.timedelta(days=rng.randint(3, 60))
            booked = min(booked, TODAY - dt.timedelta(days=rng.randint(1, 30)))
            price = perf[2 + "ABC".index(band)] * seats
            toolkit.insert(
                db,
                "bookings",
                (
                    booking_id,
                    cid,
                    perf[0],
                    seats,
                    numbers,
                    band,
                    price,
                    status,
                    paid,
                    booked.isoformat(),
                ),
            )
    for n, recipient in enumerate(RECIPIENTS):
        code = "LH-" + "".join(rng.choice("ACDEFGHJKMNPQRTVWXY3467") for _ in range(5))
        value = rng.choice([20.0, 25.0, 50.0, 75.0, 100.0])
        issued = TODAY - dt.timedelta(days=rng.randint(10, 560))
        balance = rng.choice([value, value, value / 2, 0.0, round(value * 0.3, 2)])
        expires = issued + dt.timedelta(days=365 + 183 * (n % 2))
        row = (code, rng.randint(1001, 1030), recipient, value, balance, issued.isoformat())
        toolkit.insert(db, "vouchers", (*row, expires.isoformat()))
    toolkit.insert(db, "meta", ("schema_version", "1"))
    toolkit.insert(db, "meta", ("as_of", TODAY.isoformat()))
    db.commit()


DB = sqlite3.connect(":memory:", check_same_thread=False)
DB.row_factory = sqlite3.Row
_fill(DB, random.Random(SEED))
DB.execute("PRAGMA query_only = ON")
_lock = threading.Lock()


def query(sql: str, params: tuple[Any, ...] = ()) -> list[sqlite3.Row]:
    with _lock:
        return DB.execute(sql, params).fetchall()


# ---- what a record looks like in a result ----------------------------------------------------

PERF_SQL = (
    "SELECT p.*, r.title, r.genre FROM performances p JOIN productions r ON r.id = p.production_id"
)


def _performance(row: sqlite3.Row) -> dict[str, Any]:
    out = toolkit.named(row, "performance_id=id date time venue seats_left")
    out["production"] = {"production_id": row["production_id"], "title": row["title"]}
    out["access"] = row["access"] or "standard"
    out["sold_out"] = row["seats_left"] == 0 and row["date"] >= TODAY.isoformat()
    return out


def _booking(row: sqlite3.Row) -> dict[str, Any]:
    out = toolkit.named(row, "booking_id=id seats seat_numbers price_band=band total_gbp status")
    out["paid"] = bool(row["paid"])
    out["booked_on"] = row["booked_on"]
    perf = toolkit.one(query, PERF_SQL + " WHERE p.id = ?", (row["performance_id"],), "")
    out["performance"] = {k: v for k, v in _performance(perf).items() if k != "sold_out"}
    return out


def _staff_name(staff_id: int) -> dict[str, Any]:
    row = query("SELECT name, role FROM staff WHERE id = ?", (staff_id,))[0]
    return {"name": row["name"], "role": row["role"]}


def _voucher_status(row: sqlite3.Row) -> str:
    if row["expires"] < TODAY.isoformat():
        return "expired"
    return "used up" if row["balance_gbp"] == 0 else "active"


# ---- the tools ---------------------------------------------------------------------------------


def search_productions(query_text: str | None = None, genre: Genre | None = None) -> list[dict]:
    """Shows and events on at Lantern Hall this season, found by words from their title,
    company, genre or description (a ghost story, jazz, something for toddlers, ballet), with
    the dates they run, the venue, the price bands and the age guidance. With no arguments:
    the whole season.

    Args:
        query_text: a few words to look for, e.g. "ghost story" or "puppets"; leave out to list
            everything.
        genre: only this kind of show, e.g. "comedy".

    Examples:
        Have you got anything scary on for Halloween?
        Is there a puppet show for a three year old?
        What comedy is on this month?
    """
    words = [w.rstrip("s") for w in (query_text or "").lower().replace("'", " ").split()
             if len(w) > 2 and w not in {"the", "and", "for", "show", "any", "something"}]  # fmt: skip
    scored = []
    for row in query("SELECT * FROM productions ORDER BY id"):
        text = " ".join(str(row[c]) for c in ("title", "genre", "company", "description"))
        score = sum(w in text.lower() for w in words)
        if (genre is None or row["genre"] == genre) and (score or not words):
            scored.append((-score, row["id"], row))
    out = []
    for _, _, row in sorted(scored, key=lambda s: s[:2]):
        dates = query("SELECT MIN(date), MAX(date) FROM performances WHERE production_id = ?",
                      (row["id"],))[0]  # fmt: skip
        item = toolkit.named(row, "production_id=id title genre company venue")
        item["runs"] = {"from": dates[0], "to": dates[1]}
        item["prices_gbp"] = toolkit.named(row, "A=band_a B=band_b C=band_c")
        item.update(toolkit.named(row, "running_time_min=minutes age_guidance=ages description"))
        out.append(item)
    return out


def get_production(production_id: int) -> dict:
    """One show: what it is, the company, running time, age guidance, price bands and every
    performance of it (date, time, venue, seats left, captioned or relaxed).

    Args:
        production_id: the show's number, e.g. 103.

    Examples:
        When is Cinderella on and are there any matinees?
        How long is Much Ado About Nothing, is there an interval?
        Are there seats left for Swan Lake?
    """
    sql = "SELECT * FROM productions WHERE id = ?"
    row = toolkit.one(query, sql, (production_id,), f"there is no production {production_id}")
    out = toolkit.named(row, "production_id=id title genre company venue")
    out["prices_gbp"] = toolkit.named(row, "A=band_a B=band_b C=band_c")
    out.update(toolkit.named(row, "running_time_min=minutes age_guidance=ages description"))
    rows = query(PERF_SQL + " WHERE p.production_id = ? ORDER BY p.date, p.time", (row["id"],))
    out["performances"] = [
        {k: v for k, v in _performance(r).items() if k != "production"} for r in rows
    ]
    return out


def get_performance(performance_id: int) -> dict:
    """One performance: the show, date, start time, venue, seats left (or sold out), access
    (captioned, audio described, relaxed, BSL) and the duty manager on that night.

    Args:
        performance_id: the performance number on the ticket, e.g. 315.

    Examples:
        Is performance 342 captioned?
        How many seats are left for performance 318?
        Who's the duty manager for performance 330?
    """
    sql = PERF_SQL + " WHERE p.id = ?"
    row = toolkit.one(query, sql, (performance_id,), f"there is no performance {performance_id}")
    out = _performance(row)
    out["capacity"] = row["capacity"]
    out["duty_manager"] = _staff_name(row["duty_manager_id"])
    out["in_the_past"] = row["date"] < TODAY.isoformat()
    return out


def get_customer(customer_id: int) -> dict:
    """One customer's account: email, phone, town, contact preference, membership (tier,
    renewal date, points) and how many bookings they have.

    Args:
        customer_id: the customer number, e.g. 1012.

    Examples:
        When does my Friends membership renew? I'm customer 1004
        How many points has Isla Rydal got?
        Is Howard Wasdale a Patron?
    """
    sql = "SELECT * FROM customers WHERE id = ?"
    row = toolkit.one(query, sql, (customer_id,), f"there is no customer {customer_id}")
    out = toolkit.named(row, "customer_id=id name email phone town contact_preference=contact_pref")
    out["membership"] = toolkit.named(row, "tier renewal_date points")
    counts = query("SELECT status, COUNT(*) AS n FROM bookings WHERE customer_id = ? "
                   "GROUP BY status ORDER BY status", (customer_id,))  # fmt: skip
    out["bookings"] = {r["status"]: r["n"] for r in counts}
    return out


def customer_bookings(customer_id: int, status: BookingStatus | None = None) -> list[dict]:
    """A customer's bookings, latest performance first: booking number, show, date, time,
    venue, seats and seat numbers, price band, total paid, whether it is paid, and its status
    (confirmed, cancelled or refunded).

    Args:
        customer_id: the customer number, e.g. 1012.
        status: only bookings with this status, e.g. "cancelled"; leave out for all.

    Examples:
        What have I got booked? It's Eleanor Troutbeck
        Which of customer 1019's bookings were refunded?
        What tickets has Fergus Keswick bought?
    """
    toolkit.one(query, "SELECT id FROM customers WHERE id = ?", (customer_id,),
                f"there is no customer {customer_id}")  # fmt: skip
    rows = toolkit.owned(query, "bookings b JOIN performances p ON p.id = b.performance_id",
                         ("b.customer_id", customer_id), "p.date DESC, b.id",
                         **{"b.status": status})  # fmt: skip
    return [_booking(query("SELECT * FROM bookings WHERE id = ?", (r[0],))[0]) for r in rows]


def get_booking(booking_id: int) -> dict:
    """One booking: who booked it, the performance (show, date, time, venue), seats and seat
    numbers, price band, total, paid or not, status and the date it was booked.

    Args:
        booking_id: the booking reference number, e.g. 7012.

    Examples:
        Is booking 7034 paid for?
        What seats are on booking 7050?
        Which show is booking 7003 for?
    """
    sql = "SELECT * FROM bookings WHERE id = ?"
    row = toolkit.one(query, sql, (booking_id,), f"there is no booking {booking_id}")
    out = _booking(row)
    cust = query("SELECT id, name FROM customers WHERE id = ?", (row["customer_id"],))[0]
    out["customer"] = {"customer_id": cust["id"], "name": cust["name"]}
    return out


def check_voucher(code: str) -> dict:
    """A gift voucher: its value, the balance left on it, when it was issued, when it expires,
    whether it is active, used up or expired, and who it was bought for.

    Args:
        code: the code printed on the voucher, like LH-K7QX3 (upper or lower case).

    Examples:
        How much is left on my gift voucher LH-K7QX3?
        Has voucher LH-3MW4T expired?
    """
    cleaned = code.strip().upper().replace(" ", "")
    if not cleaned.startswith("LH-"):
        cleaned = "LH-" + cleaned.removeprefix("LH")
    sql = "SELECT * FROM vouchers WHERE code = ?"
    row = toolkit.one(query, sql, (cleaned,), f"there is no gift voucher {code}")
    out = toolkit.named(row, "code value_gbp balance_gbp issued expires")
    out["status"] = _voucher_status(row)
    out["bought_for"] = row["recipient"]
    buyer = query("SELECT id, name FROM customers WHERE id = ?", (row["bought_by"],))[0]
    out["bought_by"] = {"customer_id": buyer["id"], "name": buyer["name"]}
    return out


def get_staff_member(name: str) -> dict:
    """A member of the box office or front-of-house team: role, direct line, email, the days
    they work and, for a duty manager, the next performances they are on duty for.

    Args:
        name: the person's name, e.g. "Ros Akinyemi" (a first name or surname will do).

    Examples:
        What's the direct line for the box office manager Imogen Thwaite?
        Which nights is Declan Furness on duty?
        How do I get hold of Priyanka about wheelchair spaces?
    """
    key = name.strip().lower()
    rows = [r for r in query("SELECT * FROM staff ORDER BY id")
            if key == r["name"].lower() or key in r["name"].lower().split()]  # fmt: skip
    if len(rows) != 1:
        raise ToolError(f"there is no one on the team called {name}")
    row = rows[0]
    out = toolkit.named(row, "name role direct_line=extension email days_on")
    if row["duty"]:
        duty = query(PERF_SQL + " WHERE p.duty_manager_id = ? AND p.date >= ? "
                     "ORDER BY p.date, p.time LIMIT 5", (row["id"], TODAY.isoformat()))  # fmt: skip
        out["next_duties"] = [
            toolkit.named(r, "performance_id=id date time show=title") for r in duty
        ]
    return out


TOOLS = [search_productions, get_production, get_performance, get_customer, customer_bookings,
         get_booking, check_voucher, get_staff_member]  # fmt: skip


# ---- the values the id and name parameters take --------------------------------------------

LISTS = {
    "production_id": ("SELECT id, title FROM productions ORDER BY id", "{1}"),
    "performance_id": (
        PERF_SQL.replace("p.*", "p.id, p.date, p.time, p.venue") + " ORDER BY p.id",
        "performance {0}: {4} on {1} at {2} ({3})",
    ),
    "customer_id": ("SELECT id, name FROM customers ORDER BY id", "{1}"),
    "booking_id": (
        "SELECT b.id, c.name, r.title, p.date FROM bookings b JOIN customers c ON c.id = "
        "b.customer_id JOIN performances p ON p.id = b.performance_id JOIN productions r ON "
        "r.id = p.production_id ORDER BY b.id",
        "booking {0}: {1} for {2} on {3}",
    ),
    "code": ("SELECT code, code FROM vouchers ORDER BY code", "{1}"),
    "name": ("SELECT name, name FROM staff ORDER BY id", "{1}"),
}


def listed(param: str) -> list[tuple[Any, str]]:
    """(value, the label people use for it) of every value ``param`` takes."""
    sql, label = LISTS[param]
    return [(r[0], label.format(*r)) for r in query(sql)]


def _lister(param: str):  # noqa: ANN202
    def values() -> list[tuple[Any, str]]:
        return listed(param)

    values.__name__ = f"{param}_values"
    values.__doc__ = f"(value, label) of every {param} in the box office records."
    return values


VALUES = {
    fn.__name__: {
        p: _lister(p) for p in LISTS if p in fn.__code__.co_varnames[: fn.__code__.co_argcount]
    }
    for fn in TOOLS
}
