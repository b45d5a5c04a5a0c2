"""A figure stated for the wrong record of a table.

Tool results and tables list records of the same kind (classes of a week, parcels of an order,
invoices). An answer that says "Monday's Spin 55 has 7 spaces" when 7 is Thursday's figure and
Monday's is 0 holds only given values, so the value checks pass it; the words that name the
record (values found in some of the rows but not all: "Monday", "box 3", an invoice number)
tell which record the claim is about. A figure that the named records do not hold, that other
rows of the same table do, and that nothing else in the sources or the question gives, was
taken from the wrong record.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from bot.critic.lexicon import is_content, stem, tokens
from bot.critic.structured import (
    MONTH_NAMES,
    WEEKDAY_NAMES,
    Values,
    either_half,
    record_fields,
    record_runs,
    values,
)

ANOTHER = " (another record's)"  # how a misplaced figure is listed among a claim's conflicts


@dataclass(frozen=True)
class Table:
    rows: tuple[int, ...]  # unit indices, in order
    marks: tuple[frozenset[str], ...]  # per row, the stems that name it and not every row
    words: tuple[frozenset[str], ...]  # per row, all its content stems


def tables(units: list[str]) -> list[Table]:
    """The runs of records of the units (``structured.record_runs``)."""
    cells = [record_fields(u) for u in units]
    out = []
    for run in record_runs(cells):
        rows = tuple(run)
        words = [{w for v in cells[r].values() for w in _names(v)} for r in rows]
        df = Counter(w for ws in words for w in ws)
        marks = tuple(frozenset(w for w in ws if df[w] < len(rows)) for ws in words)
        every = tuple(
            frozenset(stem(t) for v in cells[r].values() for t in tokens(v) if _worded(t))
            for r in rows
        )
        out.append(Table(rows, marks, every))
    return out


_WORD = re.compile(r"[A-Za-z][\w'-]*|\d[\w-]*")
_ISO_MONTH = re.compile(r"\b\d{4}-(\d{2})(?:-\d{2})?\b")
_ISO_START = re.compile(r"\d{4}-\d{2}")  # a date-time ("2026-03-06T12:31") names no record
_WEEKDAYS = frozenset(WEEKDAY_NAMES)


def _names(cell: str) -> set[str]:
    """The words of a cell that can name its record (as stems): a capitalised word ("Family
    plan"), a code with letters and digits ("PW77310003", "MAIN-G14"), a weekday, the month of
    a date ("2025-12-01": December)."""
    out = set()
    for w in _WORD.findall(cell):
        low = w.lower()
        coded = (
            any(c.isdigit() for c in w) and any(c.isalpha() for c in w) and not _ISO_START.match(w)
        )
        if (w[0].isupper() and is_content(low)) or coded or low in _WEEKDAYS:
            out.add(stem(low))
    for m in _ISO_MONTH.finditer(cell):
        if 1 <= int(m.group(1)) <= 12:
            out.add(stem(MONTH_NAMES[int(m.group(1)) - 1].lower()))
    return out


def _worded(token: str) -> bool:
    """A content word with letters (a figure is what is checked, not what names a row)."""
    return is_content(token) and any(c.isalpha() for c in token)


def _claim_names(text: str) -> set[str]:
    return {stem(t) for t in tokens(text)}


def _holds(v: Values, value: float, unit: str | None) -> bool:
    return any(x == value and (u == unit or u is None or unit is None) for x, u in v.quantities)


# where a sentence turns to another record ("the 50% and 75% alerts fired on 3 February and 2
# March; the 90% alert has not"): each part names its own
_PARTS = re.compile(r"\s*;\s+|\s+[\u2014\u2013]\s+|\s+--?\s+")


def misplaced(
    claim_text: str,
    claim: Values,
    tables_: list[Table],
    per_unit: list[Values],
    other: Values,
    counts: set[float] = frozenset(),  # type: ignore[assignment]
) -> list[str]:
    """The claim's figures and times that belong to other records than the one it names, each
    part of the sentence (``_PARTS``) read on its own."""
    parts = [p for p in _PARTS.split(claim_text) if p.strip()]
    if len(parts) < 2:
        return _misplaced(claim_text, claim, tables_, per_unit, other, counts)
    out: list[str] = []
    for part in parts:
        out += _misplaced(part, values(part), tables_, per_unit, other, counts)
    return list(dict.fromkeys(out))


def _dated_months(claim: Values, table: Table, per_unit: list[Values], text: str) -> set[str]:
    """The months the claim names only in dates that no row of the table holds ("from 1 March
    2025 to 28 February 2026", a period, does not name the row of 14 March): as stems."""
    held = {d[-5:] for r in table.rows for d in per_unit[r].dates}
    out = set()
    low = text.lower()
    for month in range(1, 13):
        dates = [d for d in claim.dates if d[-5:-3] == f"{month:02d}" and d[-2:].isdigit()]
        name = MONTH_NAMES[month - 1].lower()
        if dates and low.count(name) <= len(dates) and not any(d[-5:] in held for d in dates):
            out.add(stem(name))
    return out


def _misplaced(
    claim_text: str,
    claim: Values,
    tables_: list[Table],
    per_unit: list[Values],
    other: Values,
    counts: set[float],
) -> list[str]:
    stems = _claim_names(claim_text)
    said = {stem(t) for t in tokens(claim_text) if _worded(t)}
    out: list[str] = []
    for table in tables_:
        # each naming word the claim uses picks the rows that hold it; the claim is about the
        # rows all of them pick ("Monday", "Spin 55", "Marco": Monday's row), or, when no row
        # has them all (a sentence about several records: "the £36 March payment failed ...
        # the March locker hire"), about every row any of them picks
        naming = stems - _dated_months(claim, table, per_unit, claim_text) if claim.dates else stems
        picks = [
            {r for r, m in zip(table.rows, table.marks, strict=True) if w in m}
            for w in {w for m in table.marks for w in m & naming}
        ]
        if not picks:
            continue
        named = set.intersection(*picks) or set.union(*picks)
        if len(named) == len(table.rows):
            continue
        named_words = frozenset().union(*(table.words[table.rows.index(r)] for r in named))
        # a row the claim also speaks of in words the named rows lack ("locked from the keypad"
        # beside "the dog walker's code") is not another record's
        others = [
            r
            for r, w in zip(table.rows, table.words, strict=True)
            if r not in named and not ((w & said) - named_words)
        ]
        for value, unit in sorted(claim.quantities, key=lambda q: (q[0], q[1] or "")):
            if unit is None and (
                value in counts or (value == int(value) and 1900 <= value <= 2100)
            ):
                continue  # "two items are below their reorder level": a count of rows; a year
            if _holds(other, value, unit) or any(_holds(per_unit[r], value, unit) for r in named):
                continue
            if any(_holds(per_unit[r], value, unit) for r in others):
                out.append(f"{value:g}" + (f" {unit}" if unit else "") + ANOTHER)
        for time in claim.times:
            spoken = either_half({time})
            if spoken & either_half(other.times) or any(
                spoken & either_half(per_unit[r].times) for r in named
            ):
                continue
            if any(spoken & either_half(per_unit[r].times) for r in others):
                out.append(time.lstrip("~") + ANOTHER)
    return out
