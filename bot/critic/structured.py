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

import datetime as _dt
import json
import math
import re
from collections import Counter
from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from itertools import combinations, product
from typing import Any

from bot.critic.facts import MONTHS, dates, extract, normalise_text, quantities, word_number
from bot.critic.sentences import split_sentences

_TIME_12 = re.compile(
    r"\b(?P<h>\d{1,2})(?::(?P<m>\d{2}))?\s*(?P<ap>a\.?m\.?|p\.?m\.?)(?![a-z])", re.IGNORECASE
)
# "24:00" (the end of a day: "07:00-24:00") is midnight
_TIME_24 = re.compile(
    r"(?<![\d.:])(?P<h>[01]?\d|2[0-3]|24(?=:00)):(?P<m>[0-5]\d)(?::\d{2})?(?![\d:])"
)
# a range whose half of the day is said once, at its end ("2:00-3:00 pm", "9 to 11 am")
_RANGE_12 = re.compile(
    r"(?<![\d\-/.:])(?P<h>1[0-2]|0?[1-9])(?::(?P<m>[0-5]\d))?(?P<dash>\s*(?:[-\u2013\u2014]|to|until|till|and)\s*)"
    r"(?=(?P<h2>1[0-2]|0?[1-9])(?::[0-5]\d)?\s*(?P<ap>[ap])\.?m\b)",
    re.IGNORECASE,
)
# "at noon", "8 am-noon", "noon to 4 pm", "by midnight."; not "the two midday slots"
_NAMED_TIME = re.compile(
    r"(?P<pre>\b(?:at|by|until|till|from|before|after|to|and|past|around|about|between)\s+"
    r"|[-\u2013\u2014]\s*|^\s*)?\b(?P<word>noon|midday|midnight)\b"
    r"(?P<post>\s*(?:[-\u2013\u2014]|to\b|until\b|till\b|and\b|[,.;:!?)]|$))?",
    re.IGNORECASE,
)
_HOUR_WORDS = "one two three four five six seven eight nine ten eleven twelve".split()
_HOUR = r"(?P<h>1[0-2]|[1-9]|" + "|".join(_HOUR_WORDS) + ")"
_HOUR2 = _HOUR.replace("?P<h>", "?P<h2>")
# "half past four", "quarter to nine", "ten o'clock", then perhaps which half of the day
_SPOKEN_TIME = re.compile(
    rf"\b(?:(?P<part>half|(?:a\s+)?quarter)\s+(?P<dir>past|to)\s+{_HOUR}|{_HOUR2}\s+o'?\s?clock)"
    r"(?P<half>\s+(?:in\s+the\s+|that\s+|this\s+)?(?:morning|afternoon|evening|night))?\b",
    re.IGNORECASE,
)
_TABLE_SEP = re.compile(r"^\s*\|?\s*:?-{2,}")


def _minutes_12(m: re.Match) -> int:
    hour = int(m.group("h")) % 12
    if m.group("ap").lower().startswith("p"):
        hour += 12
    return hour * 60 + int(m.group("m") or 0)


_DIGIT = re.compile(r"\d")


def times(text: str, digits: bool = True) -> tuple[set[str], str]:
    """Times of day as "HH:MM" (24 h), and the text with them masked out (``digits``: the
    text may hold one; without, only spoken and named times are looked for)."""
    found: set[str] = set()

    def take(minutes: int) -> str:
        found.add(f"{minutes // 60:02d}:{minutes % 60:02d}")
        return " "

    if digits:
        text = _RANGE_12.sub(_range_start, text)
        text = _TIME_12.sub(
            lambda m: take(_minutes_12(m)) if int(m.group("h")) <= 12 else " ", text
        )
    text = _SPOKEN_TIME.sub(lambda m: _spoken(m, found), text)
    if digits:
        text = _TIME_24.sub(lambda m: _clock_24(m, found), text)
    text = _NAMED_TIME.sub(lambda m: _named(m, take), text)
    return found, text


def _named(m: re.Match, take: Callable[[int], str]) -> str:
    """ "noon", "midday", "midnight" as a time where a preposition or a range says so."""
    if m.group("pre") is None and m.group("post") is None:
        return m.group(0)  # "the two midday slots"
    take(0 if m.group("word").lower() == "midnight" else 720)
    return (m.group("pre") or "") + " " + (m.group("post") or "")


def _clock_24(m: re.Match, found: set[str]) -> str:
    """ "18:30", "06:30" as written; "6:30" (no leading zero, no am or pm) is said of either
    half of the day ("arrive any time from 6:30" for 18:30): "~06:30"."""
    hour, minute = int(m.group("h")) % 24, int(m.group("m"))
    loose = len(m.group("h")) == 1 and 1 <= hour <= 11
    found.add(("~" if loose else "") + f"{hour:02d}:{minute:02d}")
    return " "


# a user's hour said bare ("I'm out until about 2"): either half of the day
_LOOSE_HOUR = re.compile(
    r"\b(?:until|till|by|after|before|around|about|from|at)\s+(?:about\s+|around\s+)?"
    r"(?P<h>1[0-2]|[1-9])(?![\d:.,]?\d|\s*(?:[ap]\.?m\b|%|[a-z]))",
    re.IGNORECASE,
)


def loose_hours(question: str) -> set[str]:
    """The hours a question says without their half of the day or minutes, as "~HH:00"."""
    return {f"~{int(m.group('h')):02d}:00" for m in _LOOSE_HOUR.finditer(question)}


def either_half(times: set[str]) -> set[str]:
    """Times with "~HH:MM" (either half of the day) as both."""
    out = {t for t in times if not t.startswith("~")}
    for t in times - out:
        out |= {t[1:], f"{int(t[1:3]) + 12:02d}:{t[-2:]}"}
    return out


def _range_start(m: re.Match) -> str:
    """A range's start with the half of the day its end gives it ("2:00-3:00 pm": 2:00 pm);
    the other half when it is later on the clock than the end ("11-1 pm": 11 am)."""
    ap = m.group("ap").lower()
    if int(m.group("h")) % 12 > int(m.group("h2")) % 12:
        ap = "a" if ap == "p" else "p"
    return f"{m.group('h')}:{m.group('m') or '00'} {ap}m{m.group('dash')}"


def _spoken(m: re.Match, found: set[str]) -> str:
    """ "half past four": 16:30 when the text says afternoon or evening, 04:30 when it says
    morning, else "~04:30" (either; ``missing_values`` accepts both)."""
    word = (m.group("h") or m.group("h2")).lower()
    hour = int(word) if word.isdigit() else _HOUR_WORDS.index(word) + 1
    minutes = (hour % 12) * 60
    if m.group("part"):
        step = 30 if m.group("part").lower() == "half" else 15
        minutes += step if m.group("dir").lower() == "past" else -step
    minutes %= 720
    half = (m.group("half") or "").lower()
    if half and "morning" not in half:
        minutes += 720
    found.add(("" if half else "~") + f"{minutes // 60:02d}:{minutes % 60:02d}")
    return " "


# "seven and a half days", "an hour and three quarters", "half an hour": spoken fractions,
# which answers use for round or approximate figures ("a little under half an hour" for 28
# minutes), are not checked as figures; masked so that their whole part is not checked alone
_AND_PART = re.compile(
    r"\b(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+"
    r"(?:[a-z]+\s+)?and\s+(?:a\s+half|a\s+quarter|three\s+quarters)\b"
    r"|\b(?:half|(?:a\s+)?quarter|three\s+quarters)\s+(?:of\s+)?an?\s+[a-z]+",
    re.IGNORECASE,
)


# "two-thirds", "a third", "three quarters", "a fifth": a share said in words
_FRACTION = re.compile(
    r"\b(?:a|one|two)[-\s]thirds?\b|\b(?:a|one|three)[-\s]quarters?\b"
    r"|\b(?:a|one|two|three|four)[-\s]fifths?\b",
    re.IGNORECASE,
)


# "two and a half months", "three and a half hours": a duration with a half, as a figure
_AND_A_HALF = re.compile(
    r"\b(?P<n>\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+and\s+a\s+"
    r"half\s+(?P<unit>(?:minute|hour|day|week|month|year)s?)\b",
    re.IGNORECASE,
)


def _and_a_half(m: re.Match) -> str:
    n = m.group("n")
    whole = float(n) if n.isdigit() else word_number(n)
    return f"{(whole or 0) + 0.5:g} {m.group('unit')}" if whole is not None else m.group(0)


def _fractions(text: str) -> str:
    return _FRACTION.sub(" ", _AND_PART.sub(" ", _AND_A_HALF.sub(_and_a_half, text)))


@dataclass
class Values:
    """The checkable values of a text."""

    quantities: set[tuple[float, str | None]] = field(default_factory=set)
    times: set[str] = field(default_factory=set)
    dates: set[str] = field(default_factory=set)
    other: set[str] = field(default_factory=set)  # e-mail addresses, URLs, quoted strings
    text: str = ""
    # counts said only in words ("two extras"), with the words after them
    spelled: set[tuple[float, str]] = field(default_factory=set)
    totals: set[float] = field(default_factory=set)  # sums of runs of records (``run_totals``)
    moments: set[_dt.datetime] = field(default_factory=set)  # date-times (``_moments``)
    counts: set[float] = field(default_factory=set)  # records counted (``record_counts``)


_BARE_WORDNUM = re.compile(
    r"\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|"
    r"sixty|hundred|thousand)\b(?!-[a-z])(?=(?P<after>(?:\W+[a-z][a-z'-]*){0,3}))",
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


# "Monday 9" (a day of the month after its weekday): compared with the sources' days
_WEEKDAY_DAY = re.compile(
    r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+(?P<day>[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?\b"
    rf"(?!\s*(?:am\b|pm\b|a\.m|p\.m|:|\d|{_MONTHS}))",
    re.IGNORECASE,
)


def _weekday_days(text: str) -> tuple[set[str], str]:
    found: set[str] = set()

    def take(m: re.Match) -> str:
        found.add(f"*-*-{int(m.group('day')):02d}")
        return m.group(0)[: m.start("day") - m.start()]

    text = _WEEKDAY_DAY.sub(take, text)

    def ordinal(m: re.Match) -> str:
        found.add(f"*-*-{int(m.group('day')):02d}")
        return " "

    return found, _ORDINAL_DAY.sub(ordinal, text)


# a field whose name gives its unit ("duration min: 50", "used mb: 18432"): the figure with it
# a data size may end a key written with underscores ("storage_gb: 4,380", from a table
# header; not a duration: "standing_p_day" is pence a day); "requests per day: 500000" is a
# rate, not a number of days
_KEYED_UNIT = re.compile(
    r"(?:(?<!per )\b(?P<unit>minutes|minute|mins|min|hours|hour|hrs|hr|days|day|weeks|week|"
    r"months|month|years|year|mb|gb|tb|kb)|(?<=_)(?P<data>mb|gb|tb|kb))\s*:\s*(?P<n>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)"
    r"(?![\d.:,-])",
    re.IGNORECASE,
)


def _keyed_unit(m: re.Match) -> str:
    unit = m.group("unit") or m.group("data")
    return f"{unit}: {m.group('n').replace(',', '')} {unit}"


# "3 hours 45 minutes", "2 days and 7.5 hours": one duration, in the smaller unit
_COMPOUND = re.compile(
    r"\b(?P<a>\d+(?:\.\d+)?)\s*(?P<big>days?|hours?|hrs?)\s*(?:,\s*|\s+and\s+|\s+)"
    r"(?P<b>\d+(?:\.\d+)?)\s*(?P<small>hours?|hrs?|minutes?|mins?)\b",
    re.IGNORECASE,
)


def _compound(m: re.Match) -> str:
    big, small = m.group("big").lower()[0], m.group("small").lower()[0]
    if big == small or (big, small) == ("d", "m"):  # "2 hours 30 hours", "2 days 5 minutes"
        return m.group(0)
    total = float(m.group("a")) * (24 if big == "d" else 60) + float(m.group("b"))
    return f"{total:g} {'hours' if big == 'd' else 'minutes'}"


# a field whose name says it is a percentage ("extra time pct: 25", "deposit pct of total: 25")
_KEYED_PERCENT = re.compile(
    r"(?:\b|(?<=_))(?P<key>(?:pct|percent|percentage)(?:[ _](?:of|off)[ _][a-z]+)?)\s*:\s*"
    r"(?P<n>\d+(?:\.\d+)?)(?![\d.:%-])",
    re.IGNORECASE,
)


# an amount a record may give in minor units ("price amount: 4200; currency: GBP" is £42.00;
# "fee pence: 250", "allowance pence per child: 265"): also read in major units
_MINOR_WORDS = r"(?:cents|pence|minor)"  # a key that names minor units ("amount pence")
_MINOR_KEY = re.compile(rf"\b{_MINOR_WORDS}\b")
_MINOR = re.compile(
    rf"\b(?P<key>amount|[a-z_ ]*?\b{_MINOR_WORDS}\b[a-z_ ]*?)\s*:\s*(?P<n>\d+)(?![\d.,])",
    re.IGNORECASE,
)
_CURRENCY_FIELD = re.compile(r"\bcurrency:\s*[A-Za-z]{3}\b")


def _minor(m: re.Match, text: str) -> str:
    key = m.group("key").lower()
    if key == "amount" and (len(m.group("n")) < 3 or not _CURRENCY_FIELD.search(text)):
        return m.group(0)
    return f"{m.group(0)} ({int(m.group('n')) / 100:.2f})"


# "12 noon", "12 midnight": the time, not a figure 12 besides it
_NOON = re.compile(r"\b12(?:[:.]00)?\s*(?=(?:noon|midday|midnight)\b)", re.IGNORECASE)

# a field whose name says it counts bytes ("size bytes: 7834000000"): also in MB, GB and TB
_KEYED_BYTES = re.compile(r"(?:\b|(?<=_))bytes\s*:\s*(?P<n>\d{4,})(?![\d.:,-])", re.IGNORECASE)


def _bytes(m: re.Match) -> str:
    n = int(m.group("n"))
    sizes = [
        f"{n / 1000.0**k:.6g} {u}" for k, u in ((2, "mb"), (3, "gb"), (4, "tb")) if n >= 1000**k
    ]
    return f"bytes: {n} ({', '.join(sizes)})"


# "45p", "7.5p": pence (not "4pm", "1080p")
_PENCE = re.compile(r"(?<![\w.£$€,])(?P<n>\d{1,2}(?:\.\d+)?)p\b(?!\.\w)")
# "2024-25", "2025/26": a tax or school year, both its years
_YEAR_SPAN = re.compile(r"\b(?P<a>(?:19|20)\d\d)\s?[-/\u2013]\s?(?P<b>\d\d)\b(?![-/.:]?\d)")
# "12, 13 and 14 May", "13 to 17 April", "13-17 April": every day with its month
_DAY_LIST = re.compile(
    rf"(?<![£$€\d.,:/])\b(?P<days>\d{{1,2}}(?:st|nd|rd|th)?(?:\s*(?:,|,?\s*and|,?\s*or|to|until|through|[-\u2013])\s*\d{{1,2}}(?:st|nd|rd|th)?)+)\s+(?P<mon>{_MONTHS})\b",
    re.IGNORECASE,
)
# "the 14th" (a day of the month named alone)
_ORDINAL_DAY = re.compile(
    rf"\bthe\s+(?P<day>[1-9]|[12]\d|3[01])(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?(?:{_MONTHS})\b|\s+(?:century|floor|time|place|row|anniversary|birthday|percentile|edition|minute|hour|day|week|month|year)s?\b)",
    re.IGNORECASE,
)


def _pence(m: re.Match) -> str:
    return f"£{float(m.group('n')) / 100:g}"


def _year_span(m: re.Match) -> str:
    first = m.group("a")
    if int(m.group("b")) != (int(first) + 1) % 100:
        return m.group(0)  # "2026-01": a month
    return f"{first} to {int(first) + 1}"


def _day_list(m: re.Match) -> str:
    mon = m.group("mon")
    return re.sub(r"\d{1,2}(?:st|nd|rd|th)?", lambda d: f"{d.group(0)} {mon}", m.group("days"))


# a time written as four digits in a field name ("valid weekdays before 0930", "min fare
# before 1000")
_HHMM_AFTER = re.compile(
    r"\b(?P<w>before|after|from|until|till|by)[ _](?P<h>[01]\d|2[0-3])(?P<m>[0-5]\d)\b", re.I
)


def _hhmm(m: re.Match) -> str:
    if m.group("h") in ("19", "20"):
        return m.group(0)  # "from 1929 to 1932": years
    return f"{m.group('w')} {m.group('h')}:{m.group('m')} "


# a menu path ("Account > Payments > Edit direct debit", "Storage → Quotas"), read as the words
# next to its arrows ("account > payments > edit"), and code in backticks (`cloudctl keys rotate
# key_Qz81`): checked like quoted text; a path must be part of one the sources give
_ARROW = r"\s*(?:>|\u2192|\u203a)\s*"
_PATH = re.compile(rf"[\w&'-]+(?:{_ARROW}[\w&'-]+)+")
_CODE = re.compile(r"`([^`\n]{2,80})`")
PATH_MARK = "path: "


# a keyword to send ("reply YES", "text STOP to 60123"): the sources must give it
_KEYWORD = re.compile(r"\b(?:[Rr]eply(?:ing)?|[Tt]ext(?:ing)?|[Ss]end(?:ing)?) ([A-Z]{2,10})\b")


def _code_and_paths(text: str) -> set[str]:
    out = {m.group(1).lower() for m in _KEYWORD.finditer(text)}
    # a call's brackets are how the answer writes it ("add_path_resolver()"), not the name
    out |= {re.sub(r"\(\)$", "", m.group(1).strip()).lower() for m in _CODE.finditer(text)}
    for m in _PATH.finditer(text.replace("**", "")):
        written = re.split(_ARROW, m.group(0))
        if (
            not any(c.isdigit() for c in m.group(0))
            and all(len(st) > 1 and st[:1].isalpha() for st in written)
            and any(st[:1].isupper() for st in written)
        ):
            out.add(PATH_MARK + " > ".join(st.lower() for st in written))
    return out


def _path_given(path: str, support: Values) -> bool:
    steps = f" > {path.removeprefix(PATH_MARK)} > "
    return any(
        o.startswith(PATH_MARK) and steps in f" > {o.removeprefix(PATH_MARK)} > "
        for o in support.other
    )


# a date inside an identifier ("bk_2026-03-16_0300" is a backup of 16 March)
_ID_DATE = re.compile(r"(?<=[A-Za-z0-9])_(?P<d>(?:19|20)\d\d-[01]\d-[0-3]\d)(?:_|(?![\w-]))")


def values(text: str) -> Values:
    digits = _DIGIT.search(text) is not None  # most patterns need one; many units have none
    if digits:
        text = _ID_DATE.sub(r" \g<d> ", text)
        text = _HHMM_AFTER.sub(_hhmm, text)
        text = _PENCE.sub(_pence, text)
        text = _YEAR_SPAN.sub(_year_span, text)
        text = _DAY_LIST.sub(_day_list, text)
        text = _NOON.sub("", text)
        text = _KEYED_UNIT.sub(_keyed_unit, text)
        text = _KEYED_BYTES.sub(_bytes, text)
        if "amount" in text or _MINOR_KEY.search(text):
            text = _MINOR.sub(lambda m: _minor(m, text), text)
        text = _KEYED_PERCENT.sub(lambda m: f"{m.group('key')}: {m.group('n')}%", text)
        text = _COMPOUND.sub(_compound, text)
    text = _fractions(text)
    found_times, rest = times(text, digits)
    weekday_days: set[str] = set()
    scaled: set[tuple[float, str | None]] = set()
    month_days: set[str] = set()
    if digits:
        weekday_days, rest = _weekday_days(rest)
        scaled, rest = _scaled(rest)
        month_days, rest = _month_days(rest)
    facts = extract(rest, with_names=False)
    words = [
        (float(word_number(m.group(1)) or 0), m.group("after"))
        for m in _BARE_WORDNUM.finditer(rest)
    ]
    bare = {(v, None) for v, _ in words}
    quantities = facts.quantities | bare | scaled
    return Values(
        quantities=quantities,
        times=found_times,
        dates=facts.dates | month_days | weekday_days,
        other=facts.emails | facts.urls | facts.quotes | _code_and_paths(text),
        text=normalise_text(text),
        spelled={(v, after.lower()) for v, after in words if (v, None) not in facts.quantities},
        moments=_moments(text) if digits else set(),
    )


# how many of the second unit one of the first holds
_CONVERT = {
    ("week", "day"): 7.0, ("year", "month"): 12.0, ("year", "week"): 52.0,
    ("day", "hour"): 24.0, ("hour", "minute"): 60.0, ("minute", "second"): 60.0,
    ("gb", "mb"): 1000.0, ("tb", "gb"): 1000.0, ("mb", "kb"): 1000.0,
    ("tonne", "kg"): 1000.0, ("m3", "litre"): 1000.0,
}  # fmt: skip
# data sizes also count in 1,024s ("18,432 MB" is 18 GB)
_BINARY = {("gb", "mb"): 1024.0, ("tb", "gb"): 1024.0, ("mb", "kb"): 1024.0}


def _close(a: float, b: float, whole: bool = False) -> bool:
    """``a`` (worked out from given figures) is the claim's ``b`` as written: to its decimals
    ("£50.88" for 50.883); with ``whole`` (money and percentages in a claim that says it
    rounds: "about £115" for 115.13), to the unit when it has no decimals and is 10 or more,
    and to its round hundreds or thousands ("about 6,300 miles" for 6,305)."""
    decimals = len(f"{b:g}".partition(".")[2]) if "e" not in f"{b:g}" else 6
    rounding = 0.5 * 10.0**-decimals if decimals or (whole and abs(b) >= 10) else 0.0
    millions = abs(b) >= 1e6 and b == int(b)
    hundreds = whole and not decimals and abs(b) >= 100
    if millions or hundreds:  # rounded to its trailing zeros (read only here: a hot path)
        digits = str(int(abs(b)))
        zeros = len(digits) - len(digits.rstrip("0"))
        if millions:
            # "1.28 million" for 1,283,442: a figure in millions is rounded to its digits
            rounding = max(rounding, 0.5 * 10.0**zeros)
        if hundreds:
            rounding = 0.5 * 10.0 ** min(zeros, len(digits) - 2)
    return abs(a - b) <= max(0.005, 1e-6 * abs(b), rounding + 1e-9)


def _converted(value: float, unit: str | None, support: set[tuple[float, str | None]]) -> bool:
    """The same amount in another unit ("24 months" = "2 years", 0.84 = "84%")."""
    for v, u in support:
        # 0.84 = "84%"; a percent field may keep a fraction too ("pct: 0.58")
        fraction = (u is None and 0 < v <= 1) or (u == "percent" and 0 < v < 1)
        if unit == "percent" and fraction and _close(v * 100, value):
            return True
        for (big, small), f in [*_CONVERT.items(), *_BINARY.items()]:
            if (u, unit) == (big, small) and _close(v * f, value):
                return True
            if (u, unit) == (small, big) and _close(v / f, value):
                return True
    return False


MONEY = frozenset({"usd", "eur", "gbp"})
_MEASURES = frozenset({"kg", "tonne", "litre", "m3", "kb", "mb", "gb", "tb"})
_COUNTED = frozenset({"user", "seat", "account", "request"})  # units that are things counted
# a claim that states a rate per period or a total over one ("18 litres an hour ... 432 litres
# over a full day", "53.35p a day ... about £194.73 a year", "48.5 kWh a day" from a week's
# 339.6): a given figure times or over the days, weeks, months or hours between periods
_PERIOD = re.compile(
    r"\b(?:a|an|per|each|every|one|full|whole)\s+(?:day|week|month|year|hour)\b|"
    r"\b(?:daily|weekly|monthly|yearly|annual(?:ly)?|hourly)\b",
    re.IGNORECASE,
)
_PERIOD_FACTORS = (7.0, 12.0, 24.0, 52.0, 365.0)
_MONEY_FACTORS = (12.0, 7.0, 52.0)
_PER_ONE = re.compile(r"\b(?:per|for every|for each|every)\s+[£$€]1\b(?![.,]\d)")
# "£4.50 for every 1,000 MB", "per 100 miles": a round amount a rate is counted in
_PER_ROUND = re.compile(r"\b(?:per|for every|for each|every)\s+(10|100|1,?000)\s?[a-z]")
_DURATIONS = frozenset({"minute", "hour", "day", "week"})


def _derived(
    value: float,
    unit: str | None,
    support: set[tuple[float, str | None]],
    counts: Collection[float] = (),
    rounded: bool = False,
    periods: bool = False,
    own_percents: Collection[float] = (),
    bases: Collection[float] = (),
) -> bool:
    """A figure computed from given ones: a sum or difference of two ("48 seats, 45 used: 3
    free"), a percentage of one ("25% of £650: £162.50"), or a given figure times or divided
    by a count the claim itself states ("two loads at £3.20: £6.40"). An amount of money may
    also be a product or quotient of two given figures ("£38.60 a drum, 215 drums: £8,299";
    "£60 for six: £10 each"), a given amount times or over 12, 7 or 52 (a monthly or weekly
    figure over a year), a count times a sum of two ("two tyres at £78.50 plus £2.50 disposal
    each: £162"), or a sum with one the claim states ("£4.99 on top of £50.99: £55.98"). Any
    figure of a claim that states a rate per period (``periods``: "a day", "per hour") may be
    a given one or one of the claim's own times or over 7, 12, 24, 52 or 365. Money and
    durations may have a percentage taken off or added ("20% off £48: £38.40"; 180 minutes
    with 25% extra time: 225). Not one given figure as a percentage of another
    (measured: a share of two given figures did not pay on held-out answers): among a record's many figures some pair gives
    almost any percentage; and only money is multiplied freely, since small counts multiply
    into almost any small number. A percentage the claim states may take money or a duration
    off or add to it ("takes 10% off, bringing it to £9.56" of £10.62), and money may be a product
    over the round amount the claim says a rate is counted in (``bases``: "1,840 points, and
    every 100 points is worth £0.50: £9.20")."""
    money = unit in MONEY
    grows = money or unit in _DURATIONS  # a fee or a time with a percentage added or taken off

    def near(a: float, b: float) -> bool:
        return _close(
            a,
            b,
            whole=rounded and (money or unit == "percent" or over_periods or unit in _MEASURES),
        )

    # a bare figure over 12 that is not a year is not a sum or difference of two given
    # figures: among a record's many figures some pair gives almost any number
    far = unit is None and value > 12 and not (value == int(value) and 1000 <= value <= 2100)
    small = {n for n in counts if n in range(2, 13)}
    # an amount per period, not a duration ("six months" is not 72 over 12), not the period's
    # own length ("open 24 hours a day", "seven days a week") and not a percentage rate (rates
    # compound: 1.5% a month is not 18% a year)
    per_period = (
        periods
        and unit not in _DURATIONS | {"month", "year", "percent"}
        and value not in _PERIOD_FACTORS
    )
    # a rate times or over a number of periods the claim states may be a duration too ("6,120
    # hours over the first 17 days: about 360 hours a day")
    over_periods = periods and unit != "percent" and value not in _PERIOD_FACTORS
    # money over a year's months and weeks, whatever the claim says; any amount per period
    factors = _PERIOD_FACTORS if per_period else _MONEY_FACTORS if money else ()
    numbers = sorted({v for v, _ in support} | (set(counts) if money or over_periods else set()))
    if len(numbers) > 40:
        return False
    percents = {v for v, u in support if u == "percent"}
    # "takes 10% off, bringing it to £9.56": a claim's own percentage only moves a figure (a
    # share of one, "22.5 GB of 30 GB, 75%", would hold whatever was used)
    moves = percents | set(own_percents)
    for i, a in enumerate(numbers):
        if any(near(a * n, value) or near(a / n, value) for n in small):
            return True
        if any(near(a * p / 100, value) for p in percents):
            return True
        if money and any(p and near(a * 100 / p, value) for p in percents):
            return True  # "capped at £40, which you'd reach on £200" (20% off)
        if grows and any(
            near(a * (100 - p) / 100, value) or near(a * (100 + p) / 100, value) for p in moves
        ):
            return True
        if any(near(a * n, value) or near(a / n, value) for n in factors):
            return True
        # "6,120 hours over the first 17 days: about 360 a day; for the remaining 14 days,
        # another 5,040": a rate times or over a number of periods the claim states
        if over_periods and any(
            n > 1 and n != a and (near(a * n, value) or near(a / n, value)) for n in counts
        ):
            return True
        for b in numbers[i + 1 :]:
            if money and any(near((a + b) * n, value) for n in small):
                return True
            if (unit is not None or not far) and (near(abs(a - b), value) or near(a + b, value)):
                return True
            if money and (
                near(a * b, value) or (a and near(b / a, value)) or (b and near(a / b, value))
            ):
                return True
            if money and any(near(a * b / n, value) for n in bases):
                return True
    return False


def _minutes(hhmm: str) -> int:
    h, m = hhmm.split(":")
    return int(h) * 60 + int(m)


def _spans(quantities: set[tuple[float, str | None]]) -> set[float]:
    """The durations among ``quantities``, in minutes."""
    return {v for v, u in quantities if u == "minute"} | {
        v * 60 for v, u in quantities if u == "hour"
    }


def _time_derived(time: str, support: Values, spans: Collection[float] = ()) -> bool:
    """A time of day a given duration (or one the claim states) after or before a given one
    (starts 14:00, lasts 90 minutes: "until 3:30 pm"; "duration min: 50" is 50 minutes)."""
    t = _minutes(time)
    given = _spans(support.quantities) | set(spans)
    return any(
        abs(abs(t - _minutes(s)) - d) < 0.5 for s in either_half(support.times) for d in given
    )


def _time_held(time: str, support: Values, spans: Collection[float]) -> bool:
    """A time of day given or derived; "~04:30" (said without its half of the day) is either
    04:30 or 16:30."""
    given = either_half(support.times)
    return any(t in given or _time_derived(t, support, spans) for t in either_half({time}))


def _day(date: str) -> _dt.date | None:
    try:
        return _dt.date.fromisoformat(date)
    except ValueError:
        return None


def _add_months(d: _dt.date, n: int) -> _dt.date | None:
    month = d.month - 1 + n
    year, month = d.year + month // 12, month % 12 + 1
    try:
        return d.replace(year=year, month=month)
    except ValueError:
        return None  # 31 March + 1 month


_N_WORKING_DAYS = re.compile(
    r"\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)(?:\s+|-)(?:working|business)(?:\s+|-)days?\b",
    re.IGNORECASE,
)


def _date_held(date: str, support: Values) -> bool:
    """A date given; "*-MM-DD" is a day without its year, "*-*-DD" a day of the month after
    its weekday ("Monday 9"). A date moved from a given one by a number of days, weeks or
    months is not worked out: measured off, that leniency cost catches on held-out answers
    and saved no false alarm (``docs/critic.md``, "Value rules")."""
    if date.startswith("*-*-"):
        # a day of the month given as a date, or as a field's number ("rent due day: 1")
        day = float(date[4:])
        return any(s.endswith(date[3:]) for s in support.dates) or any(
            v == day and u in (None, "day") for v, u in support.quantities
        )
    if date.startswith("*") and any(s.endswith(date[1:]) for s in support.dates):
        return True
    return int(date[-2:]) in _monthly_days(support.text)  # "rent due day: 1": any month's 1st


# a day of every month a record names ("rent due day: 1", "payment day: 15")
_MONTHLY_DAY = re.compile(
    r"\b(?:due|payment|billing|collection|renewal|pay|debit|statement) day\s*:\s*(\d{1,2})\b"
)


def _monthly_days(text: str) -> set[int]:
    return {int(d) for d in _MONTHLY_DAY.findall(text)}


_MOMENT = re.compile(
    r"\b(\d{4})-(\d{2})-(\d{2})[t ](\d{2}):(\d{2})(?::\d{2})?(?:\.\d+)?"
    r"(?P<tz>z|[+-]\d{2}:?\d{2})?",
    re.IGNORECASE,
)


def _date_times(text: str) -> list[tuple[_dt.datetime, _dt.datetime, bool]]:
    """Per date-time the text gives ("2026-03-09T14:00:00+00:00"): as written, in UTC where it
    names its offset (else as written), and whether it named one."""
    out = []
    for m in _MOMENT.finditer(text):
        written = _as_written(m)
        if written is None:
            continue
        tz = (m.group("tz") or "").lower()
        utc = written
        if tz and tz != "z":
            sign = -1 if tz[0] == "-" else 1
            digits = tz[1:].replace(":", "")
            utc = written - sign * _dt.timedelta(hours=int(digits[:2]), minutes=int(digits[2:]))
        out.append((written, utc, bool(tz)))
    return out


def _stamps(text: str) -> list[tuple[_dt.datetime, bool]]:
    """The date-times a text gives, in UTC where they name their offset (a flight's departure
    at -04:00 and arrival at Z), else as written; with whether they named it."""
    return [(utc, named) for _, utc, named in _date_times(text)]


# a record's day and time of day in two fields ("booking date: 2026-05-16; time: 13:00")
_DATE_FIELD = re.compile(r"\bdate:\s*(\d{4})-(\d{2})-(\d{2})(?=;|$)", re.IGNORECASE | re.MULTILINE)
_TIME_FIELD = re.compile(
    r"\btime:\s*([01]\d|2[0-3]):([0-5]\d)(?=;|$)", re.IGNORECASE | re.MULTILINE
)


def _moments(text: str) -> set[_dt.datetime]:
    """The text's date-times (``_stamps``), those that name an offset also as written (a
    "now" at +01:00 and a booking at 13:00 local are 51.5 hours apart as they read); a
    record's date and time fields together when it has one of each."""
    out: set[_dt.datetime] = set()
    for written, utc, named in _date_times(text):
        out.add(utc)
        if named:
            out.add(written)
    for line in text.split("\n"):
        dates, times_ = _DATE_FIELD.findall(line), _TIME_FIELD.findall(line)
        if len(dates) == 1 and len(times_) == 1:
            (y, mo, d), (h, mi) = dates[0], times_[0]
            try:
                out.add(_dt.datetime(int(y), int(mo), int(d), int(h), int(mi)))
            except ValueError:
                continue
    return out


def _as_written(m: re.Match) -> _dt.datetime | None:
    """A ``_MOMENT`` match as written (its offset not applied); None if no such day."""
    y, mo, d, h, mi = (int(g) for g in m.groups()[:5])
    try:
        return _dt.datetime(y, mo, d, h, mi)
    except ValueError:
        return None


# a time zone named the way tool results name it ("recipient_tz": "Europe/Madrid")
_ZONE = re.compile(
    r"\b(?:Africa|America|Asia|Atlantic|Australia|Europe|Indian|Pacific)/[A-Z][A-Za-z_]+"
    r"(?:/[A-Z][A-Za-z_]+)?"
)


def zoned(text: str) -> tuple[set[str], set[str]]:
    """The times of day and dates of the text's date-times that name their offset, as they
    read in UTC and in a time zone the text names: a slot "2026-04-22T07:00:00Z" for a
    recipient in "Europe/Madrid" is 09:00 on 22 April there."""
    from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

    found_times: set[str] = set()
    found_dates: set[str] = set()
    # and in UTC: "due into JFK at 2026-03-20T13:45:00-04:00" is "1:45 pm New York time,
    # 5:45 pm UK time" (GMT then)
    zones: list[_dt.tzinfo] = [_dt.UTC]
    for name in dict.fromkeys(_ZONE.findall(text)):
        try:
            zones.append(ZoneInfo(name))
        except (ZoneInfoNotFoundError, ValueError):
            continue
    for moment, offset in _stamps(text):
        if not offset:
            continue
        for zone in zones:
            local = moment.replace(tzinfo=_dt.UTC).astimezone(zone)
            found_times.add(f"{local.hour:02d}:{local.minute:02d}")
            found_dates.add(local.date().isoformat())
    return found_times, found_dates


def _span_held(value: float, unit: str | None, support: Values, hedge: str = "") -> bool:
    """A duration between two given times ("14:00-17:00": three hours), date-times ("now"
    and a deadline: 19 hours) or dates (check-in and check-out: 3 days, 2 weeks). A hedged
    one is rounded the way its hedge says: "just over two weeks" for 17 days (down), "nearly
    three weeks" for 20 (up), "about a month" for 29 days (to the nearest)."""

    def fits(x: float) -> bool:
        if _close(x, value):
            return True
        if hedge == "over":
            return math.floor(x) == value and x > value
        if hedge == "under":
            return math.ceil(x) == value and x < value
        if hedge == "about" and value % 1 == 0.5:  # "about two and a half hours": to the half
            return abs(x - value) <= 0.25
        return hedge == "about" and round(x) == value and abs(x - value) <= 0.5

    if unit in ("hour", "minute"):
        per = 60 if unit == "hour" else 1
        mins = [_minutes(t) for t in either_half(support.times)]
        if any(fits(abs(a - b) / per) for a in mins for b in mins if a != b):
            return True
        moments = support.moments
        return any(
            fits(abs((a - b).total_seconds()) / 60 / per)
            for a in moments
            for b in moments
            if a != b
        )
    if unit in ("day", "week", "month"):
        length = {"day": 1.0, "week": 7.0, "month": 30.44}[unit]
        days = [d for d in map(_day, support.dates) if d]
        pairs = [(a, b) for a in days for b in days if a < b]
        # whole months, also counted to the last day ("1 April to 30 June": three months)
        if unit == "month" and any(
            _add_months(a, int(value)) in (b, b + _dt.timedelta(days=1))
            for a, b in pairs
            if value == int(value)
        ):
            return True
        return any(fits((b - a).days / length) for a, b in pairs if unit != "month" or hedge)
    return False


_HEDGE = {
    "over": re.compile(r"\b(?:just|a (?:little|bit)|slightly)? ?(?:over|more than)\s+\S+\s*$"),
    "under": re.compile(
        r"\b(?:nearly|almost|(?:just|a (?:little|bit)|slightly) (?:under|less than))\s+\S+\s*$"
    ),
    "about": re.compile(r"\b(?:about|around|roughly|approximately|some)\s+\S+\s*$"),
}


def _hedge_of(text: str, value: float, unit: str | None) -> str:
    """How the claim hedges this duration ("just over two weeks": "over"), or ""."""
    for m in _DURATION_SAID.finditer(text):
        said = word_number(m.group("n")) if not m.group("n")[0].isdigit() else float(m.group("n"))
        if said != value:
            continue
        before = text[max(0, m.start() - 30) : m.start() + len(m.group("n"))]
        for name, pattern in _HEDGE.items():
            if pattern.search(before):
                return name
    return ""


_DURATION_SAID = re.compile(
    r"\b(?P<n>\d+(?:\.\d+)?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
    r"\s+(?:hours?|minutes?|days?|weeks?|months?)\b",
    re.IGNORECASE,
)


# a day the claim says has nothing ("there's nothing on Tuesday 12 May", "no exams on 12 May")
_NOTHING_ON = re.compile(
    r"\b(?:nothing|none|no [a-z]+(?: [a-z]+)?|(?:isn't|is not) anything|(?:aren't|are not) any)"
    r"(?: [a-z]+)? (?:on|for) (?:[a-z]+day,? )?(?:the )?\d",
    re.IGNORECASE,
)


# words that say a claim adds figures up
_ALTOGETHER = re.compile(
    r"\b(?:altogether|in total|total of|combined|in all|across (?:the |these |those |all |its "
    r"|their )?(?:two|three|four|five|six|seven|eight|nine|ten|\d+) \w+s)\b",
    re.IGNORECASE,
)


# words that say a figure is rounded ("about £115 a month", "roughly 28%")
_ROUNDED = re.compile(
    r"\b(?:about|around|roughly|approximately|approx|nearly|almost|just (?:under|over)|"
    r"some|circa|or so)\b|~",
    re.IGNORECASE,
)


def _own_pair(
    value: float, claim: Values, support: Values, rounded: bool = False, unit: str | None = None
) -> bool:
    """A sum or difference of two figures one of which the claim states ("3,810 miles so far,
    with these 212 you'll be at 4,022"; "the 40 pages beyond your free 100" of 140); with
    ``unit``, two amounts in that unit ("about 12.1 GB of your 40 GB, leaving 27.9 GB")."""

    def kind(u: str | None) -> bool:
        return u == unit if unit else u != "percent"

    own = {v for v, u in claim.quantities if kind(u) and v not in (0.0, value)}
    given = {v for v, u in support.quantities if kind(u) or (unit and u is None)}
    return any(
        _close(a + b, value, rounded) or _close(abs(b - a), value, rounded)
        for a in own
        for b in own | given
        if a != b
    )


# words that take one figure from others ("£25 allowance plus 6.5 GB of rollover, minus the 9
# GB you've used")
_TAKEN = re.compile(
    r"\b(?:minus|less|after|leaving|take away|subtract\w*|deduct\w*)\b|\s[-\u2212]\s"
)


def _own_sum(value: float, unit: str | None, claim: Values, rounded: bool = False) -> bool:
    """A total of three or more of the claim's own figures in its unit ("£422.80 a week:
    £147.20 for Bay A, £185.60 for Bay B and £90.00 for Cold 1"), which are checked too; where
    the claim takes some away (``_TAKEN``), some figures may count against it ("22.5 GB left:
    your 25 GB allowance plus 6.5 GB of rollover, minus the 9 GB you've used")."""
    own = sorted(v for v, u in claim.quantities if u == unit and v not in (0.0, value))
    if len(own) < 3 or len(own) > 8:
        return False
    signs = (1.0, -1.0) if _TAKEN.search(claim.text) else (1.0,)
    return any(
        _close(sum(x * sign for x, sign in zip(part, signed, strict=True)), value, rounded)
        for n in range(3, len(own) + 1)
        for part in combinations(own, n)
        for signed in product(signs, repeat=n)
    )


def _own_ratio(value: float, claim: Values, rounded: bool = False) -> bool:
    """One of the claim's figures over another ("9 goals in 15 games, 0.6 a game"; "13 from
    17 appearances, about one every 1.3 matches"): both are checked as figures themselves."""
    own = {v for v, u in claim.quantities if u != "percent" and v not in (0.0, value)}
    return any(
        _close(a / b, value, rounded) for a in own for b in own if a != b and b not in (0.0, 1.0)
    )


def _counted_in(value: float, claim: Values) -> bool:
    """Whether a bare figure is one the sources could give, rather than a count of the answer's
    own items: "Two things to know", "three ways to do it", "You've added two extras:" (a
    sentence that opens a list the answer then gives) are not checked as figures."""
    after = [a for v, a in claim.spelled if v == value]
    if not after:
        return True
    if claim.text.rstrip().endswith(":"):
        return False
    if value == len(claim.dates) or value == _listed(claim.text):
        return False  # "the two bank holidays on 4 May and 25 May"; "three options: a, b or c"
    if value == 2 and _THE_TWO.search(claim.text):
        return False  # "the gap between the two prices": two things the answer spoke of
    return not any(
        words[:1]
        and (
            words[0] in _OWN_ITEMS
            or (words[0] in _OTHER and words[1:2] and words[1].strip(":,.;") in _OWN_ITEMS)
        )
        for words in (a.split() for a in after)
    )


_THE_TWO = re.compile(r"\b(?:the|these|those) two\b", re.IGNORECASE)
_OTHER = frozenset({"other", "more", "further", "main", "key", "quick"})  # "two other things"


def _listed(text: str) -> int:
    """How many items a list after a colon gives ("three options: extend, buy or return": 3)."""
    if ":" not in text:
        return 0
    tail = text.rsplit(":", 1)[1]
    return len([p for p in re.split(r",\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+", tail) if p.strip()])


# what an answer counts of its own ("two things", "three options")
_OWN_ITEMS = frozenset(
    "things ways points options reasons steps questions parts notes tips choices".split()
)


def missing_values(claim: Values, support: Values) -> list[str]:
    """The claim's values that the support does not hold, in words. A figure may be computed
    from the support's figures and the claim's own other figures (which are checked too)."""
    out = []
    years = {d[:4] for d in support.dates if d[:1].isdigit()}
    rounded = bool(_ROUNDED.search(claim.text))
    periods = bool(_PERIOD.search(claim.text))
    own = {v for v, u in claim.quantities if u == "percent"}
    # a duration may end at a time the claim gives (checked itself): "your last appointment
    # finishes at 5:20 pm, so you'll be there for about 40 minutes" from 4:40 pm
    spanned = (
        Values(times=support.times | claim.times, moments=support.moments, dates=support.dates)
        if claim.times - support.times
        else support
    )
    # "10 working days, so roughly two weeks"
    working = {
        float(m.group(1)) if m.group(1).isdigit() else float(word_number(m.group(1)) or 0)
        for m in _N_WORKING_DAYS.finditer(claim.text)
    }
    bases = {float(m.group(1).replace(",", "")) for m in _PER_ROUND.finditer(claim.text)}
    for value, unit in sorted(claim.quantities, key=lambda q: (q[0], q[1] or "")):
        if value in (0.0, 1.0) and unit is None:
            continue  # "one of", "a single": too common to check as a figure
        if value == 1.0 and unit in MONEY and _PER_ONE.search(claim.text):
            continue  # "£1.12 per £1 of rateable value": the unit a rate is counted in
        if value in bases:
            continue  # "£4.50 for every 1,000 MB": likewise
        if unit is None and any(v == value and u for v, u in claim.quantities):
            continue  # "two years" is checked as 2 years, not also as a bare 2
        if unit is None and not _counted_in(value, claim):
            continue  # "two things to know": the answer's own points
        held = (
            (value, unit) in support.quantities
            or any(v == value and (u is None or unit is None) for v, u in support.quantities)
            # "54.10p" against a rate in pence ("unit rate p: 54.10")
            or (unit == "gbp" and value < 1 and (round(value * 100, 6), None) in support.quantities)
        )
        # the claim's other figures may be operands ("two loads", "£4.99 on top of £50.99")
        counts = {v for v, _ in claim.quantities if v != value}
        others = support.quantities | (claim.quantities - {(value, unit)})  # to convert from
        if periods:  # "£85 for a 90-minute slot, about £56.67 an hour": 1.5 hours
            counts |= {v / 60 for v, u in claim.quantities if u == "minute" and v % 60}
        far_bare = unit is None and value > 12
        if not (
            held
            or (
                # amounts that add up (not "30 days" from two rows of 15 seats; durations only
                # where the claim says it adds them: "altogether he missed 65 minutes")
                (
                    unit is None
                    or unit in MONEY
                    or unit in _MEASURES
                    or (unit in _DURATIONS and _ALTOGETHER.search(claim.text) is not None)
                )
                and any(
                    _close(t, value, whole=rounded and unit not in (None, "percent"))
                    for t in support.totals
                )
            )
            or (unit is None and value == int(value) and f"{int(value):04d}" in years)
            or _converted(value, unit, others)
            or _derived(value, unit, support.quantities, counts, rounded, periods, own, bases)
            or _span_held(value, unit, spanned, _hedge_of(claim.text, value, unit))
            or (far_bare and _own_pair(value, claim, support, rounded))
            or (unit in MONEY | _MEASURES and _own_pair(value, claim, support, rounded, unit))
            or _own_sum(value, unit, claim, rounded)
            or (unit == "week" and any(_close(n / 5, value, whole=rounded) for n in working))
            or (unit is None and _own_ratio(value, claim, rounded))
            or ((unit is None or unit in _COUNTED) and value in support.counts)
        ):
            out.append(f"{value:g}" + (f" {unit}" if unit else ""))
    spans = _spans(claim.quantities)
    out += [
        f"{t.lstrip('~')}"
        for t in sorted(claim.times - support.times)
        if not _time_held(t, support, spans)
    ]
    unheld = [d for d in sorted(claim.dates - support.dates) if not _date_held(d, support)]
    if len(unheld) == 1 and _NOTHING_ON.search(claim.text):
        unheld = []  # "there's nothing on Tuesday 12 May": a day the sources have nothing for
    out += [f"the date {d.lstrip('*-')}" for d in unheld]
    spaced = support.text.replace("_", " ")  # "address_not_found" is 'address not found'
    for o in sorted(claim.other):
        if o.startswith(PATH_MARK):
            if not _path_given(o, support):
                out.append(f'the path "{o.removeprefix(PATH_MARK)}"')
            continue
        said = normalise_text(o)
        if said not in support.text and said not in spaced:
            out.append(f'"{o}"')
    return out


_FIELD_NUMBER = re.compile(
    r"^\s*([^:;]{1,60}):\s*[$€£]?\s*(-?\d[\d,]*(?:\.\d+)?)\s*[a-z%]*\s*$", re.I
)
MAX_RUN = 40


def run_totals(units: list[str]) -> set[float]:
    """Sums of a field over runs of consecutive records ("between 7 and 8:30 you used 2.64
    kWh": three half-hours; a week of daily costs; a column's total): records are consecutive
    unit lines of one list or table (``record_runs``), a field summed over consecutive rows
    that give it as a figure ("intervals start: 07:00; end: 07:30; kwh: 0.88"); and the
    mean of all of them ("about 634 GB a month on average")."""
    fields = [record_fields(u) for u in units]
    totals: set[float] = set()
    for run in [*record_runs(fields, loose=True), *_split_runs(fields)]:
        group = [fields[i] for i in run][:MAX_RUN]
        numbers = [
            {
                k: float(m.group(2).replace(",", ""))
                for k, v in row.items()
                if (m := _FIELD_NUMBER.match(f"{k}: {v}"))
            }
            for row in group
        ]
        for key in {k for n in numbers for k in n}:
            # consecutive rows that have the field as a figure
            series: list[float] = []
            for n in [*numbers, {}]:
                if key in n:
                    series.append(n[key])
                    continue
                minor = _MINOR_KEY.search(key) is not None  # "amount pence": also in pounds
                for a in range(len(series)):
                    for b in range(a + 2, len(series) + 1):
                        totals.add(round(sum(series[a:b]), 6))
                        if minor:
                            totals.add(round(sum(series[a:b]) / 100, 6))
                if len(series) >= 2:  # "around 634 GB a month on average"
                    totals.add(round(sum(series) / len(series), 6))
                if len(series) >= 3 and _PRICED.search(key):
                    # all but one ("£59.52, leaving out the refunded £24.30 order")
                    totals |= {round(sum(series) - x, 6) for x in series}
                series = []
        totals |= _line_totals(numbers)
    return totals


def _split_runs(rows: list[dict[str, Any]]) -> list[list[int]]:
    """Records of one list that other lines of the same list separate (a JSON list whose items
    each give a record line and a line of their own nested list: "transactions date: ...;
    amount pence: 265", "transactions items: Toast"): the rows that open with one field, when
    every row between them opens with a field of the same list."""
    firsts = [next(iter(r)) if r else "" for r in rows]
    out = []
    for key in {k for k in firsts if k and firsts.count(k) >= 2}:
        at = [i for i, k in enumerate(firsts) if k == key]
        prefix = key.split()[0]
        between = range(at[0], at[-1] + 1)
        if len(at) < len(between) and all(firsts[i].split()[:1] == [prefix] for i in between):
            out.append(at)
    return out


_PRICED = re.compile(r"price|cost|total|amount|fee|charge|paid|balance")
_QTY = re.compile(r"\b(?:qty|quantity|units|count|number)\b")


def _line_totals(rows: list[dict[str, float]]) -> set[float]:
    """A list's lines priced as quantity times price, added up ("£10.62 of items": 2 ×
    £2.49 + £0.89 + £4.75)."""
    pairs = {
        (q, p)
        for row in rows
        for q in row
        for p in row
        if _QTY.search(q) and _PRICED.search(p) and q != p
    }
    out = set()
    for q, p in pairs:
        if all(p in row for row in rows):
            out.add(round(sum(row[p] * row.get(q, 1.0) for row in rows), 6))
    return out


def record_runs(rows: list[dict[str, Any]], *, loose: bool = False) -> list[range]:
    """Runs of at least two consecutive records (unit lines as fields) with the same fields:
    the rows of one table or list; with ``loose``, that open with the same field, some of
    them with a field the others lack ("squad name: D. Fenwick; available: no; reason:
    injured"), for counting and adding up rows."""

    def same(a: dict[str, Any], b: dict[str, Any]) -> bool:
        return next(iter(a)) == next(iter(b)) if loose else a.keys() == b.keys()

    runs = []
    start = 0
    for i in range(1, len(rows) + 1):
        if i < len(rows) and rows[i] and rows[start] and same(rows[i], rows[start]):
            continue
        if i - start >= 2 and rows[start]:
            runs.append(range(start, i))
        start = i
    return runs


_KEYED = re.compile(r"(?:^|;\s*)([^:;]{1,60}):\s*([^;]*)")


def record_fields(unit: str) -> dict[str, str]:
    """A unit line's fields by lower-cased key ("date: 2026-03-01; amount: £36.00")."""
    return {k.strip().lower(): v.strip() for k, v in _KEYED.findall(unit)}


def record_counts(units: list[str]) -> set[float]:
    """How many records a table or list has, and how many of them share a value ("three
    refills", "two of the four rooms have a screen")."""
    rows = [{k: v.lower() for k, v in record_fields(u).items()} for u in units]
    counts: set[float] = set()
    for run in record_runs(rows, loose=True):
        group = [rows[i] for i in run]
        counts.add(float(len(group)))
        for key in {k for r in group for k in r}:
            counts |= {float(n) for n in Counter(r[key] for r in group if key in r).values()}
    return counts


def merge(items: list[Values]) -> Values:
    merged = Values()
    for v in items:
        merged.quantities |= v.quantities
        merged.times |= v.times
        merged.dates |= v.dates
        merged.other |= v.other
        merged.spelled |= v.spelled
        merged.totals |= v.totals
        merged.moments |= v.moments
        merged.counts |= v.counts
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


def table_units(lines: list[str], cells: Callable[[str], list[str]] | None = None) -> list[str]:
    """A table's rows as "header: cell" lines (Markdown pipes, or ``cells`` to split a line).
    The header is the first row with the table's usual number of cells, so that a title line
    above it ("Larkfield delivery options | postcode LS6") is a line of its own; a table of two
    columns without a header is read as "key: value" lines."""
    split = cells or (lambda line: [c.strip() for c in line.strip().strip("|").split("|")])
    rows = [split(line) for line in lines if not _TABLE_SEP.match(line)]
    if len(rows) < 2:
        return [" ".join(r) for r in rows]
    width = Counter(len(r) for r in rows).most_common(1)[0][0]
    start = next(
        (i for i, r in enumerate(rows) if len(r) == width and not _all_keyed(r)), len(rows)
    )
    # lines above the header: a title, or fields of the whole table ("service: Object
    # Storage | region: ap-southeast-2"), read as one record
    out = ["; ".join(r) if _all_keyed(r) else " ".join(r) for r in rows[:start]]
    if start == len(rows):
        return out
    if width == 2 and cells is not None:
        return out + [
            f"{k}: {v}" if len(r) == 2 else " ".join(r)
            for r in rows[start:]
            for k, v in [(r + ["", ""])[:2]]
        ]
    header, body = rows[start], rows[start + 1 :]
    for row in body:
        if len(row) == width:
            out.append("; ".join(f"{h}: {c}" for h, c in zip(header, row, strict=False) if c))
        else:
            out.append(" ".join(row))
    return out


def _all_keyed(cells: list[str]) -> bool:
    """Every cell is a "key: value" field."""
    return len(cells) > 1 and all(re.match(r"^[A-Za-z][^:]{0,39}:\s*\S", c) for c in cells)


_SPACED = re.compile(r"\S(?: {2,}|\t+)\S")  # cells aligned with runs of spaces


def _spaced_cells(line: str) -> list[str]:
    return [c for c in re.split(r" {2,}|\t+", line.strip()) if c]


def text_units(text: str) -> list[str]:
    """Sentences of prose; each row of a table (Markdown pipes, or at least three lines of
    cells aligned with runs of spaces) as one line of "header: cell" pairs."""
    rows: list[str] = []
    prose: list[str] = []
    block: list[str] = []
    spaced: list[str] = []

    def flush_spaced() -> None:
        if len(spaced) >= 3:
            rows.extend(table_units(spaced, _spaced_cells))
        else:
            prose.extend(spaced)
        spaced.clear()

    for line in (text or "").splitlines() + [""]:
        if line.count("|") >= 2:
            flush_spaced()
            block.append(line)
            continue
        if block:
            rows += table_units(block)
            block = []
        if _SPACED.search(line):
            spaced.append(line)
            continue
        flush_spaced()
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
MONTH_NAMES = (
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
    "to", an enum's underscores as spaces ("in_transit": "in transit"). Values are compared on
    the unit as written (``values``), not on this."""

    def iso(m: re.Match) -> str:
        month = int(m.group("mo"))
        if not 1 <= month <= 12:
            return m.group(0)
        text = f"{int(m.group('d'))} {MONTH_NAMES[month - 1]} {m.group('y')}"
        if m.group("h") is not None and int(m.group("h")) < 24 and int(m.group("mi")) < 60:
            text += ", " + _clock(int(m.group("h")), int(m.group("mi")))
        return text

    text = _ISO.sub(iso, re.sub(r"(?<=[A-Za-z])_(?=[A-Za-z])", " ", unit))
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
