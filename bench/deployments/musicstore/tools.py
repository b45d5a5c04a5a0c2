"""Tunewell (a fictional online music store): read-only tools over the store's database.

The database is modelled on the public Chinook sample schema (customers with a support rep
who is an employee, employees with titles and managers, invoices with lines, tracks, albums,
artists, genres, media types, playlists). Its rows are invented: they are generated on
first use with a fixed random seed (SEED below) into ``data_dir() / "musicstore.db"``, so
every build gives the same data. The build writes a temporary file and moves it into place
with ``os.replace``, so two processes starting at once never see a half-built database.
"""

from __future__ import annotations

import datetime as dt
import random
import sqlite3
import unicodedata
from pathlib import Path

from tools.registry import ToolError, load_module, tool

seeddb = load_module(str(Path(__file__).resolve().parents[1] / "seeddb.py"))
toolkit = load_module(str(Path(__file__).resolve().parents[1] / "toolkit.py"))

SEED = 1979  # the data are generated from this seed; change it and every answer changes
DB_NAME = "musicstore.db"
SCHEMA_VERSION = 1

# --------------------------------------------------------------------------------------
# Building the database
# --------------------------------------------------------------------------------------

(_SCHEMA_LINES,) = toolkit.fixed(__file__)


_SCHEMA = "\n".join(_SCHEMA_LINES)

# (id, first, last, title, reports_to, birth, hire, city, country)
_EMPLOYEES = [
    (
        1,
        "Margit",
        "Holloway",
        "General Manager",
        None,
        "1968-03-14",
        "2016-08-01",
        "Leeds",
        "United Kingdom",
    ),
    (
        2,
        "Tobias",
        "Okafor",
        "Sales Manager",
        1,
        "1975-11-02",
        "2017-02-13",
        "Leeds",
        "United Kingdom",
    ),
    (
        3,
        "Priya",
        "Ramaswamy",
        "Sales Support Agent",
        2,
        "1988-06-21",
        "2018-04-03",
        "Manchester",
        "United Kingdom",
    ),
    (
        4,
        "Declan",
        "Furlong",
        "Sales Support Agent",
        2,
        "1991-01-09",
        "2019-09-16",
        "Dublin",
        "Ireland",
    ),
    (
        5,
        "Ines",
        "Carvalho",
        "Sales Support Agent",
        2,
        "1985-12-30",
        "2020-01-20",
        "Porto",
        "Portugal",
    ),
    (6, "Henrik", "Salo", "IT Manager", 1, "1979-07-07", "2017-05-02", "Leeds", "United Kingdom"),
    (7, "Wen", "Zhao", "IT Staff", 6, "1993-04-18", "2021-03-08", "Leeds", "United Kingdom"),
    (8, "Lucy", "Abernethy", "IT Staff", 6, "1996-10-25", "2022-11-14", "York", "United Kingdom"),
]

_GENRES = [
    "Rock",
    "Jazz",
    "Metal",
    "Alternative & Punk",
    "Blues",
    "Latin",
    "Classical",
    "Electronica/Dance",
    "Soundtrack",
    "Pop",
    "Reggae",
    "World",
    "Hip Hop/Rap",
    "Folk",
]
# how often each genre is drawn for an album (Rock-heavy, like Chinook)
_GENRE_WEIGHTS = [22, 9, 10, 8, 5, 7, 7, 6, 4, 8, 3, 4, 4, 3]

_MEDIA_TYPES = [
    "MPEG audio file",
    "Protected AAC audio file",
    "Purchased AAC audio file",
    "FLAC lossless audio file",
    "Ogg Vorbis audio file",
]
_MEDIA_WEIGHTS = [55, 12, 10, 15, 8]

_COUNTRIES = [  # (country, cities, first names, last names, phone prefix)
    (
        "United Kingdom",
        ["London", "Bristol", "Glasgow", "Cardiff"],
        ["Oliver", "Amelia", "Harry", "Isla", "George", "Freya"],
        ["Whitfield", "Pennington", "Marsh", "Ogilvie", "Crane", "Hartley"],
        "+44",
    ),
    (
        "Germany",
        ["Berlin", "Hamburg", "Leipzig", "Köln"],
        ["Lukas", "Mia", "Jonas", "Lea", "Felix", "Hannah"],
        ["Brandt", "Köhler", "Vogt", "Hartmann", "Seidel", "Krüger"],
        "+49",
    ),
    (
        "France",
        ["Paris", "Lyon", "Nantes", "Lille"],
        ["Camille", "Hugo", "Léa", "Louis", "Chloé", "Théo"],
        ["Marchand", "Fontaine", "Girard", "Lemaire", "Roussel", "Aubert"],
        "+33",
    ),
    (
        "Brazil",
        ["São Paulo", "Recife", "Curitiba"],
        ["Rafael", "Beatriz", "Thiago", "Larissa", "Gustavo"],
        ["Moreira", "Barbosa", "Teixeira", "Nogueira", "Pires"],
        "+55",
    ),
    (
        "Canada",
        ["Toronto", "Halifax", "Winnipeg", "Vancouver"],
        ["Liam", "Chloe", "Ethan", "Avery", "Noah"],
        ["MacLeod", "Tremblay", "Bouchard", "Fraser", "Lindqvist"],
        "+1",
    ),
    (
        "United States",
        ["Austin", "Portland", "Chicago", "Boston", "Denver"],
        ["Mason", "Harper", "Logan", "Madison", "Caleb", "Riley"],
        ["Delgado", "Whitaker", "Sorensen", "Pruitt", "Castellano", "Baxter"],
        "+1",
    ),
    (
        "Norway",
        ["Oslo", "Bergen"],
        ["Sindre", "Ingrid", "Eirik"],
        ["Haugen", "Berntsen", "Løvås"],
        "+47",
    ),
    (
        "Czech Republic",
        ["Prague", "Brno"],
        ["Tomáš", "Klára", "Ondřej"],
        ["Novák", "Dvořák", "Černá"],
        "+420",
    ),
    (
        "India",
        ["Bengaluru", "Pune"],
        ["Arjun", "Kavya", "Rohan"],
        ["Menon", "Kulkarni", "Iyer"],
        "+91",
    ),
    (
        "Australia",
        ["Sydney", "Hobart"],
        ["Jack", "Matilda", "Cooper"],
        ["Fitzgerald", "Nguyen", "Kerr"],
        "+61",
    ),
]

_ARTIST_FIRST = [
    "The Velvet",
    "Copper",
    "Midnight",
    "Paper",
    "Northern",
    "Saltwater",
    "Iron",
    "Glass",
    "Hollow",
    "Amber",
    "Static",
    "Wild",
    "Silver",
    "Crimson",
    "Lunar",
]
_ARTIST_SECOND = [
    "Lanterns",
    "Harbour",
    "Foxes",
    "Satellites",
    "Orchard",
    "Engines",
    "Tide",
    "Ravens",
    "Parade",
    "Signals",
    "Cartographers",
    "Meridian",
    "Choir",
    "Comets",
]
_SOLO_FIRST = [
    "Mara",
    "Otis",
    "Selma",
    "Julien",
    "Nadia",
    "Elias",
    "Rosa",
    "Viktor",
    "Anouk",
    "Teo",
]
_SOLO_LAST = [
    "Quist",
    "Delacroix",
    "Brightwater",
    "Okonkwo",
    "Valdés",
    "Lindgren",
    "Moreau",
    "Achterberg",
]
_SOLO_SUFFIX = ["", "", " Trio", " Quartet", " & The Night Shift", " Ensemble"]

_WORDS_A = [
    "Electric",
    "Quiet",
    "Golden",
    "Broken",
    "Distant",
    "Velvet",
    "Burning",
    "Endless",
    "Hidden",
    "Paper",
    "Silent",
    "Restless",
    "Neon",
    "Winter",
    "Summer",
    "Fading",
]
_WORDS_B = [
    "Skies",
    "Rivers",
    "Hearts",
    "Roads",
    "Machines",
    "Gardens",
    "Echoes",
    "Mirrors",
    "Windows",
    "Horizons",
    "Letters",
    "Shadows",
    "Lights",
    "Bridges",
    "Waves",
    "Stones",
]
_TRACK_TEMPLATES = [
    "{a} {b}",
    "The {b}",
    "{a} Love",
    "Under {a} {b}",
    "Song for the {b}",
    "{b} (Reprise)",
    "Into the {b}",
    "{a}",
    "Dancing with {b}",
    "Last {a} Night",
    "{a} {b} (Live)",
    "No More {b}",
    "Before the {b}",
    "Letters to {a} {b}",
]

_PLAYLISTS = [
    (1, "Music", None),  # every audio track
    (2, "Ninety Minute Commute", 22),
    (3, "Late Night Jazz", "Jazz"),
    (4, "Heavy Rotation: Metal", "Metal"),
    (5, "Classical Essentials", "Classical"),
    (6, "Sunday Morning", 18),
    (7, "Lossless Picks", "FLAC"),
    (8, "Dancefloor Fillers", "Electronica/Dance"),
]


def _ascii(text: str) -> str:
    """Lower-case ASCII letters for an email address (Köhler -> kohler, Løvås -> lovas)."""
    text = unicodedata.normalize("NFKD", text.lower().replace("ø", "o"))
    return "".join(ch for ch in text if ch.isascii() and ch.isalpha())


def _generate(con: sqlite3.Connection) -> None:
    rng = random.Random(SEED)
    con.executescript(_SCHEMA)
    con.execute(
        "INSERT INTO meta VALUES ('schema_version', ?), ('seed', ?)",
        (str(SCHEMA_VERSION), str(SEED)),
    )

    for e in _EMPLOYEES:
        eid, first, last, title, boss, birth, hire, city, country = e
        phone = f"+44 113 {rng.randint(200, 999)} {rng.randint(1000, 9999)}"
        if country == "Ireland":
            phone = f"+353 1 {rng.randint(200, 999)} {rng.randint(1000, 9999)}"
        elif country == "Portugal":
            phone = f"+351 22 {rng.randint(100, 999)} {rng.randint(1000, 9999)}"
        email = f"{first.lower()}.{last.lower()}@tunewell.example"
        con.execute(
            "INSERT INTO employees VALUES (?,?,?,?,?,?,?,?,?,?,?)",
            (eid, first, last, title, boss, birth, hire, city, country, phone, email),
        )

    con.executemany("INSERT INTO genres VALUES (?,?)", list(enumerate(_GENRES, 1)))
    con.executemany("INSERT INTO media_types VALUES (?,?)", list(enumerate(_MEDIA_TYPES, 1)))

    # customers: 50, each looked after by one of the three sales support agents
    used_names: set[str] = set()
    customers = []
    companies = [
        "",
        "",
        "",
        "",
        "Brightline Studios",
        "Harbour Radio",
        "Kettle & Drum Café",
        "Northwind Records",
        "Apex Events",
        "Lumen Media",
    ]
    for cid in range(1, 51):
        while True:
            country, cities, firsts, lasts, prefix = rng.choice(_COUNTRIES)
            first, last = rng.choice(firsts), rng.choice(lasts)
            if f"{first} {last}" not in used_names:
                used_names.add(f"{first} {last}")
                break
        city = rng.choice(cities)
        company = rng.choice(companies) or None
        phone = (
            f"{prefix} {rng.randint(100, 999)} {rng.randint(100, 999)} {rng.randint(1000, 9999)}"
        )
        email = f"{_ascii(first)[0]}.{_ascii(last)}{rng.randint(1, 99)}@{rng.choice(['mailbox.example', 'post.example', 'inbox.example'])}"
        rep = rng.choice([3, 4, 5])
        customers.append((cid, first, last, company, city, country, phone, email, rep))
    con.executemany("INSERT INTO customers VALUES (?,?,?,?,?,?,?,?,?)", customers)

    # artists and albums
    artist_names: list[str] = []
    while len(artist_names) < 40:
        if rng.random() < 0.55:
            name = f"{rng.choice(_ARTIST_FIRST)} {rng.choice(_ARTIST_SECOND)}"
        else:
            name = f"{rng.choice(_SOLO_FIRST)} {rng.choice(_SOLO_LAST)}{rng.choice(_SOLO_SUFFIX)}"
        if name not in artist_names:
            artist_names.append(name)
    con.executemany("INSERT INTO artists VALUES (?,?)", list(enumerate(artist_names, 1)))

    albums = []
    album_titles: set[str] = set()
    album_genre: dict[int, int] = {}
    album_id = 0
    for artist_id in range(1, len(artist_names) + 1):
        genre_id = rng.choices(range(1, len(_GENRES) + 1), weights=_GENRE_WEIGHTS)[0]
        for _ in range(rng.choice([1, 1, 2, 2, 3])):
            while True:
                title = rng.choice(
                    [
                        f"{rng.choice(_WORDS_A)} {rng.choice(_WORDS_B)}",
                        f"The {rng.choice(_WORDS_B)} Sessions",
                        f"Songs of {rng.choice(_WORDS_A)} {rng.choice(_WORDS_B)}",
                        f"{rng.choice(_WORDS_B)}",
                        f"Live at the {rng.choice(_WORDS_A)} {rng.choice(['Hall', 'Room', 'Club'])}",
                    ]
                )
                if title not in album_titles:
                    album_titles.add(title)
                    break
            album_id += 1
            albums.append((album_id, title, artist_id, rng.randint(1994, 2024)))
            album_genre[album_id] = genre_id
    con.executemany("INSERT INTO albums VALUES (?,?,?,?)", albums)

    # tracks: 5 to 11 per album
    tracks = []
    track_id = 0
    composers = [f"{first} {last}" for first in _SOLO_FIRST for last in _SOLO_LAST]
    for album_id, _title, _artist, _year in albums:
        genre_id = album_genre[album_id]
        media = rng.choices(range(1, len(_MEDIA_TYPES) + 1), weights=_MEDIA_WEIGHTS)[0]
        for _ in range(rng.randint(5, 11)):
            track_id += 1
            name = rng.choice(_TRACK_TEMPLATES).format(
                a=rng.choice(_WORDS_A), b=rng.choice(_WORDS_B)
            )
            g = genre_id if rng.random() < 0.9 else rng.randint(1, len(_GENRES))
            ms = rng.randint(95_000, 480_000) if g != 7 else rng.randint(180_000, 900_000)
            kbps = 1000 if media == 4 else rng.choice([128, 192, 256, 320])
            size = ms * kbps // 8
            price = 1.29 if media == 4 else 0.99
            composer = rng.choice(composers) if rng.random() < 0.7 else None
            tracks.append((track_id, name, album_id, media, g, composer, ms, size, price))
    con.executemany("INSERT INTO tracks VALUES (?,?,?,?,?,?,?,?,?)", tracks)

    # invoices: 200 between 2021-01-01 and 2025-12-31, 1 to 12 lines each
    start = dt.date(2021, 1, 1)
    dates = sorted(start + dt.timedelta(days=rng.randint(0, 1825)) for _ in range(200))
    by_customer = {c[0]: c for c in customers}
    line_id = 0
    for invoice_id, date in enumerate(dates, 1):
        cid = rng.randint(1, 50)
        cust = by_customer[cid]
        picked = rng.sample(tracks, rng.choice([1, 1, 2, 2, 3, 4, 5, 6, 8, 9, 12]))
        cents = 0
        lines = []
        for t in picked:
            line_id += 1
            qty = 1 if rng.random() < 0.93 else 2
            cents += round(t[8] * 100) * qty
            lines.append((line_id, invoice_id, t[0], t[8], qty))
        con.execute(
            "INSERT INTO invoices VALUES (?,?,?,?,?,?)",
            (invoice_id, cid, date.isoformat(), cust[4], cust[5], cents / 100),
        )
        con.executemany("INSERT INTO invoice_lines VALUES (?,?,?,?,?)", lines)

    # playlists
    for pid, name, rule in _PLAYLISTS:
        con.execute("INSERT INTO playlists VALUES (?,?)", (pid, name))
        if rule is None:
            ids = [t[0] for t in tracks]
        elif isinstance(rule, int):
            ids = sorted(rng.sample([t[0] for t in tracks], rule))
        elif rule == "FLAC":
            ids = [t[0] for t in tracks if t[3] == 4]
            ids = sorted(rng.sample(ids, min(25, len(ids))))
        else:
            gid = _GENRES.index(rule) + 1
            ids = [t[0] for t in tracks if t[4] == gid]
            ids = sorted(rng.sample(ids, min(30, len(ids))))
        con.executemany("INSERT INTO playlist_tracks VALUES (?,?)", [(pid, i) for i in ids])
    con.commit()


DB = seeddb.SeededDB(DB_NAME, fill=_generate, version=str(SCHEMA_VERSION))
_db = DB.connection  # a read-only connection, closed when the block ends


def _minutes(ms: int | None) -> str:
    ms = int(ms or 0)
    return f"{ms // 60000}:{(ms // 1000) % 60:02d}"


# --------------------------------------------------------------------------------------
# What a question may name: (id, the name people use)
# --------------------------------------------------------------------------------------


def customer_names() -> list[tuple[int, str]]:
    """(customer number, the customer's full name)."""
    return [
        tuple(r)
        for r in DB.query(
            "SELECT customer_id, first_name || ' ' || last_name FROM customers ORDER BY customer_id"
        )
    ]


def employee_names() -> list[tuple[int, str]]:
    """(employee number, the employee's full name)."""
    return [
        tuple(r)
        for r in DB.query(
            "SELECT employee_id, first_name || ' ' || last_name FROM employees ORDER BY employee_id"
        )
    ]


def artist_names() -> list[tuple[int, str]]:
    """(artist number, the artist's or band's name)."""
    return [tuple(r) for r in DB.query("SELECT artist_id, name FROM artists ORDER BY artist_id")]


def genre_names() -> list[str]:
    """The genres the store sells, by name."""
    with _db() as db:
        return [r[0] for r in db.execute("SELECT name FROM genres ORDER BY genre_id")]


def playlist_names() -> list[tuple[int, str]]:
    """(playlist number, the playlist's name)."""
    return [
        tuple(r) for r in DB.query("SELECT playlist_id, name FROM playlists ORDER BY playlist_id")
    ]


# --------------------------------------------------------------------------------------
# Tools
# --------------------------------------------------------------------------------------


@tool(values={"customer_id": customer_names})
def get_customer(customer_id: int) -> dict:
    """One customer's account: name, email, phone, city, country, company, the support rep who
    looks after them, and how many orders they have placed and spent in total.

    Args:
        customer_id: the customer's number, e.g. 12.

    Examples:
        Who looks after customer 12?
        What's the email address on Camille Aubert's account?
        Which country is customer 31 in?
        How much has customer 7 spent with us altogether?
    """
    with _db() as db:
        row = db.execute(
            """SELECT c.*, e.first_name || ' ' || e.last_name AS rep, e.email AS rep_email,
                      (SELECT COUNT(*) FROM invoices i WHERE i.customer_id = c.customer_id) AS n,
                      (SELECT ROUND(COALESCE(SUM(total), 0), 2) FROM invoices i
                        WHERE i.customer_id = c.customer_id) AS spent
                 FROM customers c LEFT JOIN employees e ON e.employee_id = c.support_rep_id
                WHERE c.customer_id = ?""",
            (customer_id,),
        ).fetchone()
    if row is None:
        raise ToolError(f"there is no customer {customer_id} (customer numbers run from 1 to 50)")
    return {
        "customer_id": row["customer_id"],
        "name": f"{row['first_name']} {row['last_name']}",
        **toolkit.named(
            row,
            "email phone company city country support_rep=rep support_rep_employee_id=support_rep_id support_rep_email=rep_email number_of_orders=n total_spent_usd=spent",
        ),
    }


@tool(values={"employee_id": employee_names})
def get_employee(employee_id: int) -> dict:
    """One member of Tunewell's staff: job title, who they report to (their manager), email,
    phone, office city, hire date, and how many customers they look after as support rep.

    Args:
        employee_id: the employee's number, e.g. 4.

    Examples:
        What's employee 4's job title?
        Who does Declan Furlong report to?
        When was employee 7 hired?
        How many customers does Priya Ramaswamy look after?
    """
    with _db() as db:
        row = db.execute(
            """SELECT e.*, m.first_name || ' ' || m.last_name AS manager, m.title AS manager_title,
                      (SELECT COUNT(*) FROM customers c WHERE c.support_rep_id = e.employee_id) AS n
                 FROM employees e LEFT JOIN employees m ON m.employee_id = e.reports_to
                WHERE e.employee_id = ?""",
            (employee_id,),
        ).fetchone()
        if row is None:
            raise ToolError(
                f"there is no employee {employee_id} (employee numbers run from 1 to 8)"
            )
        reports = [
            r[0]
            for r in db.execute(
                "SELECT first_name || ' ' || last_name FROM employees WHERE reports_to = ? ORDER BY employee_id",
                (employee_id,),
            )
        ]
    return {
        "employee_id": row["employee_id"],
        "name": f"{row['first_name']} {row['last_name']}",
        **toolkit.named(
            row,
            "job_title=title reports_to=manager reports_to_employee_id=reports_to manager_title",
        ),
        "direct_reports": reports,
        **toolkit.named(
            row, "email phone office_city=city country hire_date customers_looked_after=n"
        ),
    }


@tool
def get_invoice(invoice_id: int) -> dict:
    """One invoice (order): who it was for, its date, the billing city and country, the total
    in US dollars and every line (track, artist, album, format, price, quantity).

    Args:
        invoice_id: the invoice number, e.g. 98.

    Examples:
        What did invoice 98 come to?
        Which tracks were on invoice 150?
        When was invoice 12 issued and who was it for?
    """
    with _db() as db:
        inv = db.execute(
            """SELECT i.*, c.first_name || ' ' || c.last_name AS customer
                 FROM invoices i JOIN customers c ON c.customer_id = i.customer_id
                WHERE i.invoice_id = ?""",
            (invoice_id,),
        ).fetchone()
        if inv is None:
            raise ToolError(f"there is no invoice {invoice_id} (invoice numbers run from 1 to 200)")
        lines = db.execute(
            """SELECT t.name AS track, ar.name AS artist, al.title AS album, m.name AS format,
                      l.unit_price, l.quantity
                 FROM invoice_lines l JOIN tracks t ON t.track_id = l.track_id
                 JOIN albums al ON al.album_id = t.album_id
                 JOIN artists ar ON ar.artist_id = al.artist_id
                 JOIN media_types m ON m.media_type_id = t.media_type_id
                WHERE l.invoice_id = ? ORDER BY l.invoice_line_id""",
            (invoice_id,),
        ).fetchall()
    return {
        **toolkit.named(
            inv, "invoice_id customer customer_id invoice_date billing_city billing_country"
        ),
        "total_usd": round(inv["total"], 2),
        "number_of_lines": len(lines),
        "lines": [
            toolkit.named(
                r,
                "track artist album format unit_price_usd=unit_price quantity",
            )
            for r in lines
        ],
    }


@tool(values={"customer_id": customer_names})
def customer_invoices(customer_id: int, year: int | None = None) -> dict:
    """A customer's order history: their invoices, newest first, each with its number, date,
    total in US dollars and number of tracks; optionally only one year's.

    Args:
        customer_id: the customer's number, e.g. 12.
        year: only invoices from this year, e.g. 2024 (leave out for all of them).

    Examples:
        What has customer 23 ordered from us?
        When was Oliver Pennington's last order?
        List customer 8's invoices from 2023.
        How many orders did customer 40 place in 2022?
    """
    with _db() as db:
        cust = db.execute(
            "SELECT first_name || ' ' || last_name FROM customers WHERE customer_id = ?",
            (customer_id,),
        ).fetchone()
        if cust is None:
            raise ToolError(
                f"there is no customer {customer_id} (customer numbers run from 1 to 50)"
            )
        sql = """SELECT i.invoice_id, i.invoice_date, i.total,
                        (SELECT COALESCE(SUM(quantity), 0) FROM invoice_lines l
                          WHERE l.invoice_id = i.invoice_id) AS n
                   FROM invoices i WHERE i.customer_id = ?"""
        params: list = [customer_id]
        if year is not None:
            sql += " AND substr(i.invoice_date, 1, 4) = ?"
            params.append(f"{year:04d}")
        sql += " ORDER BY i.invoice_date DESC, i.invoice_id DESC"
        rows = db.execute(sql, params).fetchall()
    return {
        "customer_id": customer_id,
        "customer": cust[0],
        "year": year,
        "number_of_invoices": len(rows),
        "total_usd": round(sum(r["total"] for r in rows), 2),
        "invoices": [
            {
                "invoice_id": r["invoice_id"],
                "invoice_date": r["invoice_date"],
                "total_usd": round(r["total"], 2),
                "tracks_bought": r["n"],
            }
            for r in rows
        ],
    }


@tool(values={"genre": genre_names})
def genre_summary(genre: str) -> dict:
    """What the store sells in one genre: how many tracks, albums and artists, the total playing
    time, the price range, how many tracks were sold, and the best-selling track.

    Args:
        genre: the genre's name, e.g. "Jazz" or "Alternative & Punk".

    Examples:
        How many tracks does the Jazz genre have?
        How many Metal albums do you sell?
        What's the best-selling Latin track?
        How many Classical tracks have been sold?
    """
    with _db() as db:
        g = db.execute(
            "SELECT genre_id, name FROM genres WHERE lower(name) = lower(?)", (genre.strip(),)
        ).fetchone()
        if g is None:
            known = ", ".join(r[0] for r in db.execute("SELECT name FROM genres ORDER BY name"))
            raise ToolError(f"there is no genre {genre!r}; the genres are: {known}")
        row = db.execute(
            """SELECT COUNT(*) AS tracks, COUNT(DISTINCT t.album_id) AS albums,
                      COUNT(DISTINCT al.artist_id) AS artists, COALESCE(SUM(t.milliseconds), 0) AS ms,
                      MIN(t.unit_price) AS lo, MAX(t.unit_price) AS hi
                 FROM tracks t JOIN albums al ON al.album_id = t.album_id WHERE t.genre_id = ?""",
            (g["genre_id"],),
        ).fetchone()
        sold = db.execute(
            """SELECT COALESCE(SUM(l.quantity), 0) FROM invoice_lines l
                 JOIN tracks t ON t.track_id = l.track_id WHERE t.genre_id = ?""",
            (g["genre_id"],),
        ).fetchone()[0]
        best = db.execute(
            """SELECT t.name, ar.name AS artist, SUM(l.quantity) AS n
                 FROM invoice_lines l JOIN tracks t ON t.track_id = l.track_id
                 JOIN albums al ON al.album_id = t.album_id JOIN artists ar ON ar.artist_id = al.artist_id
                WHERE t.genre_id = ? GROUP BY t.track_id ORDER BY n DESC, t.track_id LIMIT 1""",
            (g["genre_id"],),
        ).fetchone()
    hours = row["ms"] / 3_600_000
    return {
        "genre": g["name"],
        **toolkit.named(row, "tracks albums artists"),
        "total_playing_time_hours": round(hours, 1),
        "cheapest_track_usd": row["lo"],
        "dearest_track_usd": row["hi"],
        "tracks_sold": sold,
        "best_selling_track": {
            "track": best["name"],
            "artist": best["artist"],
            "copies_sold": best["n"],
        }
        if best
        else None,
    }


@tool(values={"artist_id": artist_names})
def artist_catalogue(artist_id: int) -> dict:
    """An artist's or band's albums in the store: each album's title, release year, genre,
    audio format, number of tracks and length, and how many of the artist's tracks were sold.

    Args:
        artist_id: the artist's number, e.g. 5.

    Examples:
        Which albums by artist 5 do you have?
        How many tracks by Copper Signals are in the store?
        What year did the Midnight Meridian album come out?
        Do you sell anything by Mara Quist Ensemble in FLAC?
    """
    with _db() as db:
        a = db.execute(
            "SELECT artist_id, name FROM artists WHERE artist_id = ?", (artist_id,)
        ).fetchone()
        if a is None:
            raise ToolError(f"there is no artist {artist_id} (artist numbers run from 1 to 40)")
        albums = db.execute(
            """SELECT al.album_id, al.title, al.release_year, COUNT(t.track_id) AS n,
                      SUM(t.milliseconds) AS ms,
                      (SELECT g.name FROM tracks t2 JOIN genres g ON g.genre_id = t2.genre_id
                        WHERE t2.album_id = al.album_id GROUP BY g.genre_id
                        ORDER BY COUNT(*) DESC LIMIT 1) AS genre,
                      (SELECT m.name FROM tracks t3 JOIN media_types m ON m.media_type_id = t3.media_type_id
                        WHERE t3.album_id = al.album_id LIMIT 1) AS format
                 FROM albums al JOIN tracks t ON t.album_id = al.album_id
                WHERE al.artist_id = ? GROUP BY al.album_id ORDER BY al.release_year, al.album_id""",
            (artist_id,),
        ).fetchall()
        sold = db.execute(
            """SELECT COALESCE(SUM(l.quantity), 0) FROM invoice_lines l
                 JOIN tracks t ON t.track_id = l.track_id JOIN albums al ON al.album_id = t.album_id
                WHERE al.artist_id = ?""",
            (artist_id,),
        ).fetchone()[0]
    return {
        "artist_id": a["artist_id"],
        "artist": a["name"],
        "number_of_albums": len(albums),
        "number_of_tracks": sum(r["n"] for r in albums),
        "tracks_sold": sold,
        "albums": [
            {
                **toolkit.named(r, "album_id title release_year genre format tracks=n"),
                "length": _minutes(r["ms"]),
            }
            for r in albums
        ],
    }


@tool(values={"playlist_id": playlist_names})
def get_playlist(playlist_id: int) -> dict:
    """One of the store's playlists: its name, how many tracks it has, its total playing time,
    the genres in it and its first tracks (up to 15, with artist and length).

    Args:
        playlist_id: the playlist's number, e.g. 3.

    Examples:
        How many songs are on the Late Night Jazz playlist?
        How long is the Ninety Minute Commute playlist really?
        What's on playlist 6?
    """
    with _db() as db:
        p = db.execute(
            "SELECT playlist_id, name FROM playlists WHERE playlist_id = ?", (playlist_id,)
        ).fetchone()
        if p is None:
            raise ToolError(
                f"there is no playlist {playlist_id} (playlist numbers run from 1 to 8)"
            )
        agg = db.execute(
            """SELECT COUNT(*) AS n, COALESCE(SUM(t.milliseconds), 0) AS ms
                 FROM playlist_tracks pt JOIN tracks t ON t.track_id = pt.track_id
                WHERE pt.playlist_id = ?""",
            (playlist_id,),
        ).fetchone()
        genres = db.execute(
            """SELECT g.name, COUNT(*) AS n FROM playlist_tracks pt
                 JOIN tracks t ON t.track_id = pt.track_id JOIN genres g ON g.genre_id = t.genre_id
                WHERE pt.playlist_id = ? GROUP BY g.genre_id ORDER BY n DESC, g.name""",
            (playlist_id,),
        ).fetchall()
        first = db.execute(
            """SELECT t.name, ar.name AS artist, t.milliseconds FROM playlist_tracks pt
                 JOIN tracks t ON t.track_id = pt.track_id JOIN albums al ON al.album_id = t.album_id
                 JOIN artists ar ON ar.artist_id = al.artist_id
                WHERE pt.playlist_id = ? ORDER BY t.track_id LIMIT 15""",
            (playlist_id,),
        ).fetchall()
    minutes = agg["ms"] / 60000
    return {
        "playlist_id": p["playlist_id"],
        "name": p["name"],
        "number_of_tracks": agg["n"],
        "total_playing_time_minutes": round(minutes),
        "genres": {r["name"]: r["n"] for r in genres},
        "first_tracks": [
            {"track": r["name"], "artist": r["artist"], "length": _minutes(r["milliseconds"])}
            for r in first
        ],
    }
