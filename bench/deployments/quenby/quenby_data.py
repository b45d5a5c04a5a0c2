"""Quenby Bridge Market: the town council's street market, its records and nine look-ups.

Both forms of the deployment use these functions: ``quenby_tools.py`` marks them as guardbot
tools (``toolkit.marked``), and ``../quenbymcp/server.py`` serves them unchanged over stdio
MCP (``served.serve``). Every look-up only reads.

The records live in one in-memory SQLite database (``toolkit.seeded``). The fixed rows come
from ``fixed_lists.json``: market staff, pitches, traders, inspections, events and lost
property. ``random.Random(SEED)`` draws the phones and e-mails, which trader turned up on
which market day (the bookings), and the monthly pitch-fee invoices with whether and when
each was paid. "Today" is Wednesday 1 December 2027 (``TODAY``); the clock is never read.
"""

from __future__ import annotations

import datetime as dt
import random
import re
import sqlite3
import unicodedata
from pathlib import Path
from typing import Any, Literal

from tools.registry import ToolError, load_module

toolkit = load_module(str(Path(__file__).resolve().parents[1] / "toolkit.py"))
TODAY, SEED = dt.date(2027, 12, 1), 11227
OFFICERS, PITCHES, TRADERS, INSPECTIONS, EVENTS, LOST, MAIL = toolkit.fixed(__file__)
FIRST_DAY, LAST_DAY = dt.date(2027, 9, 1), dt.date(2027, 12, 31)
MOVED = {dt.date(2027, 12, 25): dt.date(2027, 12, 24)}  # Christmas Day's market, a day early

SCHEMA = """
CREATE TABLE officers (id INTEGER PRIMARY KEY, name TEXT, role TEXT, working_days TEXT, looks_after TEXT, mobile TEXT);
CREATE TABLE pitches (id INTEGER PRIMARY KEY, zone TEXT, size TEXT, electric INTEGER, covered INTEGER, day_rate REAL);
CREATE TABLE traders (id INTEGER PRIMARY KEY, name TEXT, business TEXT, sells TEXT, goods TEXT, licence TEXT, licence_expires TEXT, hygiene INTEGER, pitch INTEGER, days TEXT, phone TEXT, email TEXT);
CREATE TABLE bookings (number INTEGER PRIMARY KEY, day TEXT, market TEXT, pitch INTEGER, trader_id INTEGER, status TEXT, fee REAL);
CREATE TABLE inspections (reference TEXT PRIMARY KEY, day TEXT, kind TEXT, trader_id INTEGER, officer_id INTEGER, outcome TEXT, rating INTEGER, note TEXT);
CREATE TABLE events (day TEXT, name TEXT, kind TEXT, times TEXT, place TEXT, extra_pitches INTEGER, fee REAL, officer_id INTEGER, note TEXT);
CREATE TABLE lost (reference TEXT PRIMARY KEY, found_on TEXT, item TEXT, description TEXT, pitch INTEGER, place TEXT, handed_in_by TEXT, status TEXT);
""" + toolkit.billing_sql("trader_id", "amount")

# invoice numbers, days to pay, today, settle()'s grace, weights and days to pay a paid one
_TERMS = ("QB-{issued:%y%m}-{seq:03d}", 14, TODAY, 14, (9, 1, 4, 1, 1, 6), (1, 18))
_KEEP_DAYS = 90  # lost property is kept three months, then passed on
_LETTERS = str.maketrans(
    {"ł": "l", "ø": "o", "æ": "ae", "ß": "ss", "ı": "i", "đ": "d", "'": "", "’": ""}
)
_SKIP = {"the", "and", "any", "who", "what", "that", "with", "for", "sells", "sell", "stall"}
_SKIP |= {"someone", "selling", "does", "anyone", "there", "market", "lost", "found", "left"}


def _fold(text: str) -> str:
    """Lower case, without accents or apostrophes: ``Ó Súilleabháin`` -> ``o suilleabhain``."""
    bare = unicodedata.normalize("NFKD", text.lower().translate(_LETTERS))
    return "".join(ch for ch in bare if not unicodedata.combining(ch))


def _words(text: str) -> list[str]:
    return [w for w in re.findall(r"[a-z0-9]+", _fold(text)) if len(w) > 2 and w not in _SKIP]


def _stems(text: str) -> list[str]:
    """The words of a search or a record, each without a plural "s": whole words match."""
    return [w.removesuffix("s") for w in _words(text)]


# ---- writing the rows ----------------------------------------------------------------------


def _phone(rng: random.Random) -> str:
    return f"07{rng.randint(100, 999)} {rng.randint(100000, 999999)}"


def _settled(db: sqlite3.Connection, rng: random.Random) -> None:
    """Pitches, inspections, events and lost property: no draws."""
    for row in PITCHES:
        toolkit.insert(db, "pitches", row)
    for row in INSPECTIONS:
        toolkit.insert(db, "inspections", row)
    for row in EVENTS:
        toolkit.insert(db, "events", row)
    for row in LOST:
        toolkit.insert(db, "lost", row)


def _people(db: sqlite3.Connection, rng: random.Random) -> None:
    for row in OFFICERS:
        toolkit.insert(db, "officers", (*row, _phone(rng)))
    for row in TRADERS:
        handle = ".".join(_words(row[1])[:2]) or "trader"
        email = f"{handle}{rng.randint(1, 99)}@{rng.choice(MAIL)}"
        toolkit.insert(db, "traders", (*row, _phone(rng), email))


def _market_days() -> list[tuple[dt.date, str]]:
    """Every Tuesday and Saturday market from September to December, with its name."""
    out = []
    day = FIRST_DAY
    while day <= LAST_DAY:
        if day.weekday() in (1, 5):
            held = MOVED.get(day, day)
            name = "Christmas Eve market" if held != day else f"{day:%A} market"
            out.append((held, name))
        day += dt.timedelta(days=1)
    return out


def _bookings(db: sqlite3.Connection, rng: random.Random) -> None:
    rates = {p[0]: p[5] for p in PITCHES}
    number = 5000
    for day, market in _market_days():
        usual = "Saturday" if market != "Tuesday market" else "Tuesday"
        taken: list[tuple[int, int]] = [(t[8], t[0]) for t in TRADERS if usual in t[9]]
        free = [p for p in rates if p not in {pitch for pitch, _ in taken}]
        for trader in (t for t in TRADERS if t[5] == "casual"):
            if free and rng.random() < (0.4 if usual == "Saturday" else 0.25):
                pitch = rng.choice(free)
                free.remove(pitch)
                taken.append((pitch, trader[0]))
        for pitch, trader_id in sorted(taken):
            if day < TODAY:
                status = rng.choices(["traded", "no-show", "cancelled"], weights=[92, 3, 5])[0]
            else:
                status = rng.choices(["booked", "cancelled"], weights=[93, 7])[0]
            number += 1
            fee = 0.0 if status == "cancelled" else rates[pitch]
            row = (number, day.isoformat(), market, pitch, trader_id, status, fee)
            toolkit.insert(db, "bookings", row)


def _invoices(db: sqlite3.Connection, rng: random.Random) -> None:
    seq = 0
    for month in toolkit.month_span("2027-09", 3):
        sql = (
            "SELECT trader_id, SUM(fee) FROM bookings WHERE substr(day, 1, 7) = ? AND fee > 0 "
            "GROUP BY trader_id ORDER BY trader_id"
        )
        for trader_id, amount in db.execute(sql, (month,)).fetchall():
            seq += 1
            toolkit.invoice(db, rng, _TERMS, (seq, trader_id, month), (round(amount, 2),))


# the tables in the order they draw from the seeded random numbers; one query at a time
DB, _rows = toolkit.seeded(SCHEMA, SEED, TODAY, (_settled, _people, _bookings, _invoices))


# ---- the values the parameters take --------------------------------------------------------


def trader_names() -> list[tuple[int, str]]:
    """(trader number, the stallholder's name)."""
    return [(r[0], r[1]) for r in _rows("SELECT id, name FROM traders ORDER BY id")]


def pitch_numbers() -> list[tuple[int, str]]:
    """(pitch number, "Pitch N"): the market's twenty pitches."""
    return [(r[0], f"Pitch {r[0]}") for r in _rows("SELECT id FROM pitches ORDER BY id")]


def officer_names() -> list[str]:
    """The market's staff and the council's inspectors, by name."""
    return [r[0] for r in _rows("SELECT name FROM officers ORDER BY id")]


# ---- reading the records -------------------------------------------------------------------

Sells = Literal[
    "hot food",
    "bakery",
    "cheese and deli",
    "meat and fish",
    "fruit and veg",
    "plants and flowers",
    "crafts",
    "clothing",
    "household",
    "books and records",
]
InvoiceStatus = Literal["paid", "open", "overdue"]
CheckKind = Literal["food hygiene", "gas safety", "electrical safety"]
Outcome = Literal["pass", "pass with advice", "improvement needed", "fail", "booked"]
LostStatus = Literal["held", "collected", "passed to police"]


def _day(text: str | None, what: str) -> dt.date | None:
    if text is None or not text.strip():
        return None
    try:
        return dt.date.fromisoformat(text.strip()[:10])
    except ValueError:
        raise ToolError(f"{what} should be a date written like 2027-12-04, not {text!r}") from None


def _trader(trader_id: int) -> sqlite3.Row:
    sql = "SELECT * FROM traders WHERE id = ?"
    return toolkit.one(_rows, sql, (trader_id,), f"there is no trader number {trader_id}")


def _who(t: sqlite3.Row) -> dict[str, Any]:
    return {"trader_id": t["id"], "name": t["name"], "business": t["business"]}


def _days(text: str) -> list[str]:
    return [d for d in text.split(", ") if d]


def _stall(b: sqlite3.Row) -> dict[str, Any]:
    return {"booking_number": b["number"], "date": b["day"], "weekday": toolkit.weekday(b["day"])}


def get_trader(trader_id: int) -> dict:
    """One stallholder: their business, what they sell, their licence and when it runs out,
    their food hygiene rating, phone and e-mail, their regular pitch and market days, and
    their next four bookings from today.

    Args:
        trader_id: the trader's number, e.g. 305.

    Examples:
        What's the phone number for Ngozi Adébáyọ̀?
        When does Barnaby Quenell's trading licence run out?
        What food hygiene rating has Chiara Bellandi got?
    """
    t = _trader(trader_id)
    shown = _who(t) | toolkit.named(t, "sells goods licence licence_expires")
    shown |= {"food_hygiene_rating": t["hygiene"], "phone": t["phone"], "email": t["email"]}
    pitch = _rows("SELECT id, zone FROM pitches WHERE id = ?", (t["pitch"],))
    shown["regular_pitch"] = toolkit.named(pitch[0], "pitch_number=id zone") if pitch else None
    shown["regular_days"] = _days(t["days"])
    sql = "SELECT * FROM bookings WHERE trader_id = ? AND day >= ? ORDER BY day LIMIT 4"
    shown["next_bookings"] = [
        _stall(b) | toolkit.named(b, "market pitch_number=pitch status")
        for b in _rows(sql, (trader_id, TODAY.isoformat()))
    ]
    return shown


def get_pitch(pitch_number: int) -> dict:
    """One pitch of the market: where it is, its size, whether it has an electric hook-up and
    a cover, the day rate, who holds it regularly and on which days, and who has it booked on
    the market days of the next two weeks.

    Args:
        pitch_number: the pitch's number, 1 to 20, e.g. 14.

    Examples:
        Has pitch 9 got electric?
        How much is a day on pitch 19?
        Who is on pitch 4 this week?
    """
    sql = "SELECT * FROM pitches WHERE id = ?"
    p = toolkit.one(_rows, sql, (pitch_number,), f"there is no pitch {pitch_number} (1 to 20)")
    shown = toolkit.named(p, "pitch_number=id zone size")
    shown |= {"electric_hookup": bool(p["electric"]), "covered": bool(p["covered"])}
    shown["day_rate_gbp"] = p["day_rate"]
    holder = _rows("SELECT * FROM traders WHERE pitch = ?", (pitch_number,))
    shown["regular_trader"] = _who(holder[0]) if holder else None
    shown["regular_days"] = _days(holder[0]["days"]) if holder else []
    until = (TODAY + dt.timedelta(days=14)).isoformat()
    sql = (
        "SELECT b.*, t.name, t.business FROM bookings b JOIN traders t ON t.id = b.trader_id "
        "WHERE b.pitch = ? AND b.day >= ? AND b.day <= ? ORDER BY b.day"
    )
    shown["next_bookings"] = [
        _stall(b)
        | {"trader": {"trader_id": b["trader_id"], "business": b["business"]}}
        | {"status": b["status"]}
        for b in _rows(sql, (pitch_number, TODAY.isoformat(), until))
    ]
    return shown


def market_day(date: str) -> dict:
    """Who is trading on one market day (the Tuesday and Saturday markets): every booked
    pitch with its trader and what they sell, whether the booking stands or was cancelled,
    the pitches left free, and any event or change that day.

    Args:
        date: the market day, a date like 2027-12-04.

    Examples:
        Who's got a stall on Saturday 11 December?
        Which pitches are free on Tuesday 14 December?
        Was the cheese stall there on 20 November?
    """
    day = _day(date, "date")
    if day is None:
        raise ToolError("which market day? give a date like 2027-12-04")
    sql = (
        "SELECT b.*, t.name, t.business, t.sells, p.zone FROM bookings b "
        "JOIN traders t ON t.id = b.trader_id JOIN pitches p ON p.id = b.pitch "
        "WHERE b.day = ? ORDER BY b.pitch"
    )
    rows = _rows(sql, (day.isoformat(),))
    events = [
        toolkit.named(e, "name times note")
        for e in _rows("SELECT * FROM events WHERE day = ?", (day.isoformat(),))
    ]
    if not rows:
        said = "; ".join(f"{e['name']} ({e['times'] or 'all day'})" for e in events)
        raise ToolError(
            f"there is no Tuesday or Saturday market on {day:%A} {day.isoformat()}"
            + (f"; that day: {said}" if said else "")
        )
    stalls = []
    for b in rows:
        shown = {"pitch_number": b["pitch"], "zone": b["zone"]}
        shown["trader"] = {"trader_id": b["trader_id"], "name": b["name"]}
        shown["trader"]["business"] = b["business"]
        stalls.append(shown | toolkit.named(b, "sells status booking_number=number"))
    used = {b["pitch"] for b in rows if b["status"] != "cancelled"}
    free = [r[0] for r in _rows("SELECT id FROM pitches ORDER BY id") if r[0] not in used]
    out = {"date": day.isoformat(), "weekday": f"{day:%A}", "market": rows[0]["market"]}
    return out | {"stalls": stalls, "free_pitches": free, "events": events}


def find_traders(query: str, sells: Sells | None = None) -> list[dict]:
    """Stallholders found by what they sell, their business name or their own name (a
    phrase such as "honey", "knife sharpening" or "crepes"), optionally only one kind of
    stall: business, goods, regular pitch and days. Nothing found: an empty list.

    Args:
        query: what is looked for, e.g. "honey".
        sells: only stalls of this kind, e.g. "hot food".

    Examples:
        Is there anyone selling honey?
        Which stall does knife sharpening?
        Who sells secondhand books?
    """
    sql, params = toolkit.narrowed("SELECT * FROM traders WHERE 1 = 1", (), "sells", sells)
    rows = _rows(sql + " ORDER BY id", params)
    words = _stems(query or "")
    held = {
        r["id"]: set(_stems(f"{r['name']} {r['business']} {r['goods']} {r['sells']}")) for r in rows
    }
    found = toolkit.ranked(rows, words, lambda r: held[r["id"]])
    if words and not found:
        return []
    out = []
    for t in found:
        shown = _who(t) | toolkit.named(t, "sells goods licence")
        shown["regular_pitch"] = {"pitch_number": t["pitch"]} if t["pitch"] else None
        out.append(shown | {"regular_days": _days(t["days"])})
    return out


def trader_account(trader_id: int, status: InvoiceStatus | None = None) -> dict:
    """A stallholder's pitch-fee account: the monthly invoices (number, month, issued, due,
    amount, paid, open or overdue, the day paid) and what they owe in all.

    Args:
        trader_id: the trader's number, e.g. 305.
        status: only invoices that are "paid", "open" or "overdue".

    Examples:
        Has Gwilym ap Rhys paid his October pitch fees?
        How much does Priya Raghunathan owe the market?
        Which of Hamza's invoices are overdue?
    """
    t = _trader(trader_id)
    spec = "invoice_number=number month=period issued_on due_date amount_gbp=amount status paid_on"
    owed, invoices = toolkit.balance(_rows, ("trader_id", trader_id), status, spec)
    return {"trader": _who(t), "owing_gbp": owed, "invoices": invoices}


def _officer(name: str) -> sqlite3.Row:
    rows = _rows("SELECT * FROM officers ORDER BY id")
    wanted = _fold(name).strip()
    exact = [r for r in rows if _fold(r["name"]) == wanted]
    if exact:
        return exact[0]
    said = set(_words(name))
    part = [r for r in rows if said and said <= set(_words(r["name"]))]
    if len(part) == 1:
        return part[0]
    known = ", ".join(r["name"] for r in rows)
    raise ToolError(f"nobody called {name!r} works for the market (there are: {known})")


def get_officer(name: str) -> dict:
    """One of the market's staff or the council's inspectors: their role, the days they work,
    what they look after, their mobile, the inspections they have booked and the events they
    are the contact for, from today.

    Args:
        name: the person's name, e.g. "Tomasz Wiśniewski" (a first name alone will do).

    Examples:
        What's Rhiannon's mobile number?
        Which days does the caretaker work?
        What inspections has Aoife got booked?
    """
    o = _officer(name)
    shown = toolkit.named(o, "name role working_days looks_after mobile")
    sql = (
        "SELECT i.*, t.business FROM inspections i JOIN traders t ON t.id = i.trader_id "
        "WHERE i.officer_id = ? AND i.day >= ? ORDER BY i.day"
    )
    shown["inspections_booked"] = [
        toolkit.named(i, "reference date=day kind")
        | {"trader": {"trader_id": i["trader_id"], "business": i["business"]}}
        for i in _rows(sql, (o["id"], TODAY.isoformat()))
    ]
    sql = "SELECT day, name FROM events WHERE officer_id = ? AND day >= ? ORDER BY day"
    shown["events"] = [
        toolkit.named(e, "date=day name") for e in _rows(sql, (o["id"], TODAY.isoformat()))
    ]
    return shown


def inspections(
    trader_id: int | None = None,
    kind: CheckKind | None = None,
    outcome: Outcome | None = None,
    date_from: str | None = None,
    date_to: str | None = None,
) -> list[dict]:
    """Safety and food hygiene inspections of the stalls, past and booked, by date: the
    reference, kind, outcome, the hygiene rating given, the trader, the inspector and the
    inspector's note. Nothing found: an empty list.

    Args:
        trader_id: only this trader's inspections, e.g. 314.
        kind: "food hygiene", "gas safety" or "electrical safety".
        outcome: "pass", "pass with advice", "improvement needed", "fail" or "booked".
        date_from: from this date, e.g. 2027-11-01.
        date_to: up to this date, e.g. 2027-12-31.

    Examples:
        Which stalls failed an inspection?
        What inspections are booked this month?
        When was the last gas safety check?
    """
    start, end = _day(date_from, "date_from"), _day(date_to, "date_to")
    sql = (
        "SELECT i.*, t.name, t.business, o.name AS inspector FROM inspections i "
        "JOIN traders t ON t.id = i.trader_id JOIN officers o ON o.id = i.officer_id "
        "WHERE i.day >= ? AND i.day <= ?"
    )
    params: tuple[Any, ...] = ((start or dt.date.min).isoformat(), (end or dt.date.max).isoformat())
    if trader_id is not None:
        _trader(trader_id)
    sql, params = toolkit.narrowed(sql, params, "i.trader_id", trader_id)
    sql, params = toolkit.narrowed(sql, params, "i.kind", kind)
    sql, params = toolkit.narrowed(sql, params, "i.outcome", outcome)
    out = []
    for i in _rows(sql + " ORDER BY i.day", params):
        shown = toolkit.dated(i, "reference date=day", "day", "kind outcome")
        shown |= {"hygiene_rating": i["rating"], "trader": _who_of(i)}
        out.append(shown | {"inspector": {"name": i["inspector"]}, "note": i["note"]})
    return out


def _who_of(row: sqlite3.Row) -> dict[str, Any]:
    return {"trader_id": row["trader_id"], "name": row["name"], "business": row["business"]}


def market_events(date_from: str | None = None, date_to: str | None = None) -> list[dict]:
    """Extra markets, closures, moved markets and other changes to the usual Tuesday and
    Saturday markets (from today on unless dates are given): the date, what it is, the times,
    where, the extra pitches to book and their fee, who to contact, and a note.

    Args:
        date_from: from this date, e.g. 2027-12-01 (default: today).
        date_to: up to this date, e.g. 2027-12-31.

    Examples:
        Is the market on over Christmas?
        When is the next farmers' market?
        What's happening at the market this month?
    """
    start = _day(date_from, "date_from") or TODAY
    end = _day(date_to, "date_to") or dt.date.max
    sql = (
        "SELECT e.*, o.name AS contact FROM events e JOIN officers o ON o.id = e.officer_id "
        "WHERE e.day >= ? AND e.day <= ? ORDER BY e.day"
    )
    out = []
    for e in _rows(sql, (start.isoformat(), end.isoformat())):
        shown = toolkit.dated(e, "date=day", "day", "name kind times where=place extra_pitches")
        shown |= {"pitch_fee_gbp": e["fee"], "contact": {"name": e["contact"]}}
        out.append(shown | {"note": e["note"]})
    return out


def lost_property(query: str, status: LostStatus | None = None) -> list[dict]:
    """Things found at the market and handed in at the market office, found by what they are
    (a phrase such as "glasses", "blue dog lead" or "keys"): when and where found (the pitch,
    if at a stall), who handed it in, whether it is still held, collected or passed to the
    police, and until when it is kept. Nothing found: an empty list.

    Args:
        query: what was lost, e.g. "scarf".
        status: only items "held", "collected" or "passed to police".

    Examples:
        Has anyone handed in a purse?
        I left my umbrella at the market, has it turned up?
        What lost property is being held at the moment?
    """
    sql, params = toolkit.narrowed("SELECT * FROM lost WHERE 1 = 1", (), "status", status)
    rows = _rows(sql + " ORDER BY found_on, reference", params)
    words = _stems(query or "")
    held = {
        r["reference"]: set(_stems(f"{r['item']} {r['description']} {r['place']}")) for r in rows
    }
    out = []
    for r in toolkit.ranked(rows, words, lambda r: held[r["reference"]]):
        kept = dt.date.fromisoformat(r["found_on"]) + dt.timedelta(days=_KEEP_DAYS)
        shown = toolkit.named(r, "reference found_on item description")
        shown["found_at"] = {"pitch_number": r["pitch"], "place": r["place"]}
        out.append(
            shown | toolkit.named(r, "handed_in_by status") | {"keep_until": kept.isoformat()}
        )
    return out


# the listers of the parameters, and the look-ups served as tools, in order
VALUES: dict[str, dict[str, Any]] = {
    "get_trader": {"trader_id": trader_names},
    "get_pitch": {"pitch_number": pitch_numbers},
    "trader_account": {"trader_id": trader_names},
    "get_officer": {"name": officer_names},
    "inspections": {"trader_id": trader_names},
}
TOOLS = [get_trader, get_pitch, market_day, find_traders, trader_account]
TOOLS += [get_officer, inspections, market_events, lost_property]
