"""Sources as units a claim can be checked against, and values compared as values.

- A tool result (JSON) becomes one line per record ("name: Acme; rating: 4.5; opens: 08:00"),
  keys made readable ("opening_hours" -> "opening hours"); nested records get their own line,
  prefixed with the path that leads to them.
- A Markdown table becomes one line per row ("plan: Team; price: 12 USD").
- Prose is split into sentences.
- Values: numbers with their unit class (``facts.quantities``: "45 days" = "forty-five days",
  "$1,200" = "1200 USD", "4.5-star" = "4.5"), times of day ("08:00" = "8 am" = "8:00 a.m.",
  "17:30" = "5:30 pm"), dates, e-mail addresses, URLs and quoted strings.
"""

from __future__ import annotations

import json
import re
from collections.abc import Collection
from dataclasses import dataclass, field
from typing import Any

from bot.critic.facts import MONTHS, dates, extract, normalise_text, quantities, word_number
from bot.critic.sentences import split_sentences

_TIME_12 = re.compile(
    r"\b(?P<h>\d{1,2})(?::(?P<m>\d{2}))?\s*(?P<ap>a\.?m\.?|p\.?m\.?)(?![a-z])", re.IGNORECASE
)
_TIME_24 = re.compile(r"(?<![\d.:])(?P<h>[01]?\d|2[0-3]):(?P<m>[0-5]\d)(?::\d{2})?(?![\d:])")
_NAMED_TIME = re.compile(r"\b(?P<word>noon|midday|midnight)\b", re.IGNORECASE)
_TABLE_SEP = re.compile(r"^\s*\|?\s*:?-{2,}")


def _minutes_12(m: re.Match) -> int:
    hour = int(m.group("h")) % 12
    if m.group("ap").lower().startswith("p"):
        hour += 12
    return hour * 60 + int(m.group("m") or 0)


def times(text: str) -> tuple[set[str], str]:
    """Times of day as "HH:MM" (24 h), and the text with them masked out."""
    found: set[str] = set()

    def take(minutes: int) -> str:
        found.add(f"{minutes // 60:02d}:{minutes % 60:02d}")
        return " "

    text = _TIME_12.sub(lambda m: take(_minutes_12(m)) if int(m.group("h")) <= 12 else " ", text)
    text = _TIME_24.sub(lambda m: take(int(m.group("h")) * 60 + int(m.group("m"))), text)
    text = _NAMED_TIME.sub(
        lambda m: take(0 if m.group("word").lower() == "midnight" else 720), text
    )
    return found, text


@dataclass
class Values:
    """The checkable values of a text."""

    quantities: set[tuple[float, str | None]] = field(default_factory=set)
    times: set[str] = field(default_factory=set)
    dates: set[str] = field(default_factory=set)
    other: set[str] = field(default_factory=set)  # e-mail addresses, URLs, quoted strings
    text: str = ""


_BARE_WORDNUM = re.compile(
    r"\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|"
    r"sixty|hundred|thousand)\b",
    re.IGNORECASE,
)


_SCALED = re.compile(
    r"(?P<cur>[$€£])?\s?(?P<num>\d+(?:\.\d+)?)\s*(?P<mult>thousand|million|billion|bn)\b",
    re.IGNORECASE,
)
_MONTHS = "|".join(sorted(MONTHS, key=len, reverse=True))
# a day of a month without its year ("on December 6", "6 Dec"): compared with the source's
# dates by month and day
_MONTH_DAY = re.compile(
    rf"\b(?:(?P<mon>{_MONTHS})\.?\s+(?P<day>\d{{1,2}})(?:st|nd|rd|th)?(?![\d:%]|,?\s+\d{{4}})"
    rf"|(?P<day2>\d{{1,2}})(?:st|nd|rd|th)?\s+(?P<mon2>{_MONTHS})\b\.?(?!,?\s+\d{{4}}))",
    re.IGNORECASE,
)
_MULT = {"thousand": 1e3, "million": 1e6, "billion": 1e9, "bn": 1e9}
_DAYS = {
    "mon": "monday", "tue": "tuesday", "tues": "tuesday", "wed": "wednesday", "thu": "thursday",
    "thur": "thursday", "thurs": "thursday", "fri": "friday", "sat": "saturday", "sun": "sunday",
}  # fmt: skip
_DAY_RE = re.compile(r"\b(" + "|".join(_DAYS) + r")\b", re.IGNORECASE)
_WEEKDAYS = re.compile(r"\bmon(?:day)?\W{1,3}fri(?:day)?\b", re.IGNORECASE)


def expand_days(text: str) -> str:
    """ "mon fri" -> "monday friday weekdays", "sat" -> "saturday" (tool fields are terse)."""
    text = _WEEKDAYS.sub(lambda m: m.group(0) + " weekdays", text)
    return _DAY_RE.sub(lambda m: _DAYS[m.group(1).lower()], text)


def _scaled(text: str) -> tuple[set[tuple[float, str | None]], str]:
    found: set[tuple[float, str | None]] = set()

    def take(m: re.Match) -> str:
        unit = {"$": "usd", "€": "eur", "£": "gbp"}.get(m.group("cur") or "")
        found.add((round(float(m.group("num")) * _MULT[m.group("mult").lower()], 6), unit))
        return " "

    return found, _SCALED.sub(take, text)


def _month_days(text: str) -> tuple[set[str], str]:
    """Days of a month without a year, as "*-MM-DD"; the text without them."""
    found: set[str] = set()

    def take(m: re.Match) -> str:
        written = m.group("mon") or m.group("mon2")
        mon, day = written.lower(), int(m.group("day") or m.group("day2"))
        if not 1 <= day <= 31 or written == "may":  # "may 3 people": the verb
            return m.group(0)
        found.add(f"*-{MONTHS[mon]:02d}-{day:02d}")
        return " "

    return found, _MONTH_DAY.sub(take, text)


def values(text: str) -> Values:
    found_times, rest = times(text)
    scaled, rest = _scaled(rest)
    month_days, rest = _month_days(rest)
    facts = extract(rest)
    bare = {(float(word_number(m.group(1)) or 0), None) for m in _BARE_WORDNUM.finditer(rest)}
    return Values(
        quantities=facts.quantities | bare | scaled,
        times=found_times,
        dates=facts.dates | month_days,
        other=facts.emails | facts.urls | facts.quotes,
        text=normalise_text(text),
    )


# how many of the second unit one of the first holds
_CONVERT = {
    ("week", "day"): 7.0, ("year", "month"): 12.0, ("year", "week"): 52.0,
    ("day", "hour"): 24.0, ("hour", "minute"): 60.0, ("minute", "second"): 60.0,
    ("gb", "mb"): 1000.0, ("tb", "gb"): 1000.0, ("mb", "kb"): 1000.0,
}  # fmt: skip


def _close(a: float, b: float) -> bool:
    return abs(a - b) <= max(0.005, 1e-6 * abs(b))


def _converted(value: float, unit: str | None, support: set[tuple[float, str | None]]) -> bool:
    """The same amount in another unit ("24 months" = "2 years", 0.84 = "84%")."""
    for v, u in support:
        if unit == "percent" and u is None and 0 < v <= 1 and _close(v * 100, value):
            return True
        for (big, small), f in _CONVERT.items():
            if (u, unit) == (big, small) and _close(v * f, value):
                return True
            if (u, unit) == (small, big) and _close(v / f, value):
                return True
    return False


def _derived(
    value: float,
    unit: str | None,
    support: set[tuple[float, str | None]],
    counts: Collection[float] = (),
) -> bool:
    """A figure computed from given ones: a sum or difference of two ("48 seats, 45 used: 3
    free"), a percentage of one ("25% of £650: £162.50"), or a given figure times or divided
    by a count the claim itself states ("two loads at £3.20: £6.40"). Not one figure as a
    percentage of another: among a record's many figures some pair gives almost any
    percentage."""
    numbers = sorted({v for v, _ in support})
    if len(numbers) > 40:
        return False
    percents = {v for v, u in support if u == "percent"}
    for i, a in enumerate(numbers):
        if any(_close(a * n, value) or _close(a / n, value) for n in counts):
            return True
        if any(_close(a * p / 100, value) for p in percents):
            return True
        for b in numbers[i + 1 :]:
            if _close(abs(a - b), value) or _close(a + b, value):
                return True
    return False


def _minutes(hhmm: str) -> int:
    h, m = hhmm.split(":")
    return int(h) * 60 + int(m)


def _time_derived(time: str, support: Values) -> bool:
    """A time of day a given duration (in minutes or hours) after or before a given one
    (starts 14:00, lasts 90 minutes: "until 3:30 pm")."""
    t = _minutes(time)
    spans = {v for v, u in support.quantities if u == "minute"} | {
        v * 60 for v, u in support.quantities if u == "hour"
    }
    return any(abs(abs(t - _minutes(s)) - d) < 0.5 for s in support.times for d in spans)


def missing_values(claim: Values, support: Values) -> list[str]:
    """The claim's values that the support does not hold, in words. A figure may be computed
    from the support's figures and the claim's own other figures (which are checked too)."""
    out = []
    for value, unit in sorted(claim.quantities, key=lambda q: (q[0], q[1] or "")):
        if value in (0.0, 1.0) and unit is None:
            continue  # "one of", "a single": too common to check as a figure
        if unit is None and any(v == value and u for v, u in claim.quantities):
            continue  # "two years" is checked as 2 years, not also as a bare 2
        held = (value, unit) in support.quantities or any(
            v == value and (u is None or unit is None) for v, u in support.quantities
        )
        # small whole numbers the claim states beside this one ("two loads") may multiply
        counts = {v for v, _ in claim.quantities if v != value and v in range(2, 13)}
        if not (
            held
            or _converted(value, unit, support.quantities)
            or _derived(value, unit, support.quantities, counts)
        ):
            out.append(f"{value:g}" + (f" {unit}" if unit else ""))
    out += [f"{t}" for t in sorted(claim.times - support.times) if not _time_derived(t, support)]
    out += [
        f"the date {d.lstrip('*-')}"
        for d in sorted(claim.dates - support.dates)
        if not (d.startswith("*") and any(s.endswith(d[1:]) for s in support.dates))
    ]
    out += [f'"{o}"' for o in sorted(claim.other) if normalise_text(o) not in support.text]
    return out


def merge(items: list[Values]) -> Values:
    merged = Values()
    for v in items:
        merged.quantities |= v.quantities
        merged.times |= v.times
        merged.dates |= v.dates
        merged.other |= v.other
        merged.text += "\n" + v.text
    return merged


def _key(name: Any) -> str:
    return re.sub(r"[_\-.]+", " ", str(name)).strip()


def _scalar(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    return "none" if value is None else str(value)


def json_units(value: Any, path: str = "") -> list[str]:
    """One line per record: its scalar fields; nested records and lists get their own lines."""
    if isinstance(value, list):
        if value and all(not isinstance(v, dict | list) for v in value):
            return [
                f"{path}: " + ", ".join(_scalar(v) for v in value)
                if path
                else ", ".join(map(_scalar, value))
            ]
        # how many records the list holds ("two events are coming up") is a given figure
        count = [f"{path or 'records'} count: {len(value)}"] if len(value) > 1 else []
        return [line for item in value for line in json_units(item, path)] + count
    if not isinstance(value, dict):
        return [f"{path}: {_scalar(value)}" if path else _scalar(value)]
    scalars = [
        f"{_key(k)}: {_scalar(v)}" for k, v in value.items() if not isinstance(v, dict | list)
    ]
    lines = [(f"{path} " if path else "") + "; ".join(scalars)] if scalars else []
    label = next((f"{_scalar(value[k])}" for k in ("name", "title", "id") if k in value), "")
    for k, v in value.items():
        if isinstance(v, dict | list):
            lines += json_units(v, " ".join(p for p in (path, label, _key(k)) if p))
    return [line.strip() for line in lines if line.strip()]


def table_units(lines: list[str]) -> list[str]:
    """A Markdown table's rows as "header: cell" lines."""
    rows = [[c.strip() for c in line.strip().strip("|").split("|")] for line in lines]
    rows = [r for r, line in zip(rows, lines, strict=True) if not _TABLE_SEP.match(line)]
    if len(rows) < 2:
        return [" ".join(r) for r in rows]
    header, body = rows[0], rows[1:]
    return ["; ".join(f"{h}: {c}" for h, c in zip(header, row, strict=False) if c) for row in body]


def text_units(text: str) -> list[str]:
    """Sentences of prose; each Markdown table row as one line of "header: cell" pairs."""
    rows: list[str] = []
    prose: list[str] = []
    block: list[str] = []
    for line in (text or "").splitlines() + [""]:
        if line.count("|") >= 2:
            block.append(line)
            continue
        if block:
            rows += table_units(block)
            block = []
        prose.append(line)
    return rows + split_sentences("\n".join(prose))


def source_units(kind: str, text: str, title: str = "") -> list[str]:
    """The units of one source (tool results as JSON records, documents as sentences)."""
    if kind == "tool":
        try:
            return json_units(json.loads(text)) or [text]
        except (TypeError, ValueError):
            pass
    units = text_units(text)
    return units + ([title] if title else [])


_ISO = re.compile(
    r"\b(?P<y>\d{4})-(?P<mo>\d{2})-(?P<d>\d{2})(?:[T ](?P<h>\d{2}):(?P<mi>\d{2})(?::\d{2})?\S*)?\b"
)
_CLOCK = re.compile(r"(?<![\d.:])(?P<h>[01]?\d|2[0-3]):(?P<mi>[0-5]\d)(?![\d:]|\s*[ap]\.?m)", re.I)
_MONTH_NAMES = (
    "January February March April May June July August September October November December"
).split()


def _clock(hour: int, minute: int) -> str:
    if (hour, minute) == (12, 0):
        return "noon"
    ap = "am" if hour < 12 else "pm"
    h12 = hour % 12 or 12
    return f"{h12} {ap}" if minute == 0 else f"{h12}:{minute:02d} {ap}"


def readable(unit: str) -> str:
    """A record line as a reader would say it, for the entailment model (which learnt on prose):
    ISO dates and times as "14 May 2026, 10:14 pm", 24-hour times as "6 pm", a range's dash as
    "to". Values are compared on the unit as written (``values``), not on this."""

    def iso(m: re.Match) -> str:
        month = int(m.group("mo"))
        if not 1 <= month <= 12:
            return m.group(0)
        text = f"{int(m.group('d'))} {_MONTH_NAMES[month - 1]} {m.group('y')}"
        if m.group("h") is not None and int(m.group("h")) < 24 and int(m.group("mi")) < 60:
            text += ", " + _clock(int(m.group("h")), int(m.group("mi")))
        return text

    text = _ISO.sub(iso, unit)
    text = re.sub(r"(\d{1,2}:\d{2})\s*[-–]\s*(\d{1,2}:\d{2})", r"\1 to \2", text)
    return _CLOCK.sub(lambda m: _clock(int(m.group("h")), int(m.group("mi"))), text)


__all__ = [
    "Values",
    "dates",
    "json_units",
    "missing_values",
    "readable",
    "quantities",
    "source_units",
    "values",
]
