"""Days said in words, read as dates: "this saturday", "next tuesday", "last week", "christmas
day", "the 14th", "tomorrow", "this month". A 1.5B model copying from a calendar still writes
"this saturday" as a Monday; counting days is arithmetic, done here. Read against the
deployment's ``today`` (``[settings] today``) or the machine's date.

Conventions (docs/agent.md says them to users):
- a day of the week alone or with "this"/"on": the coming one, today included;
- "next <day>": that day of next week (weeks run Monday to Sunday); "last <day>": the most
  recent one before today;
- "this/next/last week" and "this/next/last month": the whole week or month; "this weekend"
  and "the weekend": the coming Saturday and Sunday;
- a day of a month without a year ("14 december", "the 14th"): the next such day from today
  on; a holiday (Christmas Day, New Year's Day...): this year's, or next year's once passed,
  "last christmas" the one before.

``spans`` finds them in a question; ``filled`` writes them into a tool's date parameters.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from typing import Any

from bot.critic.facts import MONTHS  # "march", "mar", "sept" -> 3

DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
# whole names, and the short forms that are no other word; a plural ("on saturdays") is a
# habit, not a day
_DAY = r"(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tues|weds|thurs)"
_MONTH = "(" + "|".join(sorted(MONTHS, key=len, reverse=True)) + r")\.?"
# fixed holidays: (month, day). A bare name followed by a noun is a thing, not a day: "the
# christmas market", "halloween party"
HOLIDAYS = {
    r"christmas eve|xmas eve": (12, 24),
    r"christmas(?: day)?|xmas(?: day)?": (12, 25),
    r"boxing day": (12, 26),
    r"new\s?year'?s'? eve": (12, 31),
    r"new\s?year'?s'? day": (1, 1),
    r"hallowe'?en": (10, 31),
    r"valentine'?s'? day": (2, 14),
    r"bonfire night": (11, 5),
    r"st\.? patrick'?s'? day": (3, 17),
}
_THING_AFTER = re.compile(r"\s+(?!(?:this|next|last|and|or|on|at|in|is|was|will)\b)[a-z]")
_WEEKDAY = re.compile(rf"\b(?:(this|next|last|on|coming|past)\s+)?{_DAY}('s|s)?\b")
_REL_DAY = re.compile(
    r"\b(the day after tomorrow|the day before yesterday|today|tonight|this (?:morning|"
    r"afternoon|evening)|tomorrow|tmrw|yesterday)\b"
)
_PERIOD = re.compile(
    r"\b(?:(this|next|last|current|previous|coming)\s+(week(?:end)?|month)|(the)\s+(weekend))\b"
)
_DAY_MONTH = re.compile(
    rf"\b(\d{{1,2}})(?:st|nd|rd|th)?(?:\s+of)?\s+{_MONTH}(?:,?\s+((?:19|20)\d\d))?\b"
)
_MONTH_DAY = re.compile(rf"\b{_MONTH}\s+(\d{{1,2}})(?:st|nd|rd|th)?\b(?:,?\s+((?:19|20)\d\d))?")
# "on the 14th", "the 14th?": not "the 3rd pitch"
_ORDINAL = re.compile(
    r"\b(?:on\s+the|the|on)\s+(\d{1,2})(st|nd|rd|th)\b"
    r"(?=\s*(?:$|[?.!,;)]|of\s+(?:this|next)\s+month|(?:at|for|please|and|or|too|as|if)\b))"
)
# "monday the 25th", "sat 4th": the day of a month that falls on that day of the week
_DAY_DOM = re.compile(
    rf"\b(?:(?:this|next|last|on)\s+)?{_DAY},?\s+(?:the\s+(\d{{1,2}})(?:st|nd|rd|th)?|(\d{{1,2}})(?:st|nd|rd|th))\b"
    r"(?!\s*(?:am|pm|[:.]\d|%|percent|of\s+(?!this|next))|\s+(?:" + "|".join(MONTHS) + r"))"
)
_ISO = re.compile(r"\b((?:19|20)\d\d)-(\d\d)-(\d\d)\b")
_HOLIDAY = re.compile(r"\b(last|this|next)?\s*(" + "|".join(f"(?:{k})" for k in HOLIDAYS) + r")\b")
_WINDOWED = re.compile(r"\d+\s*(?:day|week|month)s?\b|\bwindow\b")


@dataclass(frozen=True)
class Span:
    """A day or a run of days the question says, and the words that say it."""

    start: dt.date
    end: dt.date
    words: str

    @property
    def day(self) -> bool:
        return self.start == self.end


def base(today: str | None) -> dt.date:
    """``today`` as a date (ISO; empty or unreadable: the machine's date)."""
    try:
        return dt.date.fromisoformat(today) if today else dt.date.today()
    except ValueError:
        return dt.date.today()


def _weekday(word: str) -> int:
    return next(i for i, d in enumerate(DAYS) if d.startswith(word[:3]))


def month_first(day: dt.date, step: int = 0) -> dt.date:
    """The first day of ``day``'s month, ``step`` months on (back when negative)."""
    first = day.replace(day=1)
    for _ in range(abs(step)):
        if step > 0:
            first = (first + dt.timedelta(days=32)).replace(day=1)
        else:
            first = (first - dt.timedelta(days=1)).replace(day=1)
    return first


def month_end(day: dt.date) -> dt.date:
    """The last day of ``day``'s month."""
    return month_first(day, 1) - dt.timedelta(days=1)


def _in_month(first: dt.date, dom: int) -> dt.date | None:
    try:
        return first.replace(day=dom)
    except ValueError:  # the 31st of a short month
        return None


def _dated(now: dt.date, dom: int, month: int, year: str | None) -> dt.date | None:
    """Day ``dom`` of ``month``: of ``year`` when said, else the next one from today on."""
    if not year:
        return _on_or_after(now, month, dom)
    try:
        return dt.date(int(year), month, dom)
    except ValueError:
        return None


def _on_or_after(day: dt.date, month: int, dom: int) -> dt.date | None:
    for year in (day.year, day.year + 1):
        try:
            candidate = dt.date(year, month, dom)
        except ValueError:
            continue
        if candidate >= day:
            return candidate
    return None


def spans(question: str, today: str | None = None) -> list[Span]:
    """The days ``question`` says, in the order said, one per phrase: where two readings
    overlap, the first below holds ("monday the 25th" is one date, not a Monday and a
    25th)."""
    low = question.lower().replace("\u2019", "'")
    now = base(today)
    one = dt.timedelta(days=1)
    monday = now - dt.timedelta(days=now.weekday())
    found: list[tuple[int, int, Span]] = []

    def add(match: re.Match[str], start: dt.date | None, end: dt.date | None = None) -> None:
        if start is None:
            return
        a, b = match.span()
        if any(a < e and s < b for s, e, _ in found):
            return
        found.append((a, b, Span(start, end or start, match.group(0).strip())))

    for m in _ISO.finditer(low):
        try:
            add(m, dt.date(int(m.group(1)), int(m.group(2)), int(m.group(3))))
        except ValueError:
            pass
    for m in _DAY_DOM.finditer(low):
        target, dom = _weekday(m.group(1)), int(m.group(2) or m.group(3))
        days = (_in_month(month_first(now, step), dom) for step in (-1, 0, 1, 2))
        fits = [d for d in days if d is not None and d.weekday() == target]
        add(m, min(fits, key=lambda d: abs((d - now).days)) if fits else None)
    for m in _HOLIDAY.finditer(low):
        which = m.group(1)
        key = next(k for k in HOLIDAYS if re.fullmatch(k, m.group(2)))
        if not re.search(r"(day|eve|night)$", m.group(2)) and _THING_AFTER.match(low[m.end() :]):
            continue
        month, dom = HOLIDAYS[key]
        day = _on_or_after(now, month, dom)
        if day is not None and which == "last":
            day = day.replace(year=day.year - 1)
        add(m, day)
    for m in _DAY_MONTH.finditer(low):
        add(m, _dated(now, int(m.group(1)), MONTHS[m.group(2)[:3]], m.group(3)))
    for m in _MONTH_DAY.finditer(low):
        add(m, _dated(now, int(m.group(2)), MONTHS[m.group(1)[:3]], m.group(3)))
    for m in _ORDINAL.finditer(low):
        days = (_in_month(month_first(now, step), int(m.group(1))) for step in range(3))
        add(m, next((d for d in days if d is not None and d >= now), None))
    for m in _REL_DAY.finditer(low):
        word = m.group(1)
        shift = {
            "the day after tomorrow": 2,
            "the day before yesterday": -2,
            "tomorrow": 1,
            "tmrw": 1,
            "yesterday": -1,
        }.get(word, 0)
        add(m, now + shift * one)
    for m in _PERIOD.finditer(low):
        which, unit = m.group(1) or m.group(3), m.group(2) or m.group(4)
        step = {"next": 1, "last": -1, "previous": -1}.get(which, 0)
        if unit == "week":
            start = monday + 7 * step * one
            add(m, start, start + 6 * one)
        elif unit == "weekend":
            saturday = monday + 5 * one + 7 * step * one
            if step == 0 and now.weekday() == 6:
                saturday = now - one  # on a Sunday, "this weekend" is the one now
            add(m, saturday, saturday + one)
        else:
            first = month_first(now, step)
            add(m, first, month_end(first))
    for m in _WEEKDAY.finditer(low):
        which, target = m.group(1), _weekday(m.group(2))
        if m.group(3) == "s" and which not in ("this", "next", "last", "coming", "past"):
            continue  # "on saturdays": a habit; "next tuesdays market" is a day
        if which in ("next",):
            day = monday + 7 * one + target * one
        elif which in ("last", "past"):
            back = (now.weekday() - target) % 7 or 7
            day = now - back * one
        else:
            day = now + ((target - now.weekday()) % 7) * one
        add(m, day)
    return _ranges(low, sorted(found, key=lambda x: x[0]))


# what joins the two ends of a run of days said ("from friday till monday", "between the
# 3rd and the 6th", "sat - tues")
_TILL = re.compile(
    r"\s*(?:till|until|til|'til|to|through|thru|-|\u2013|and)\s+(?:the\s+)?$|\s*[-\u2013]\s*$"
)
_BETWEEN = re.compile(r"\bbetween\s+(?:the\s+)?$")


def _ranges(low: str, found: list[tuple[int, int, Span]]) -> list[Span]:
    """The spans in order, two days joined by "till", "to", "until", "through" or a dash
    (or "between ... and ...") read as one run of days from the first to the second. A
    weekday that would end before the start is the one after it ("saturday to monday")."""
    out: list[Span] = []
    i = 0
    while i < len(found):
        a, b, first = found[i]
        if i + 1 < len(found):
            c, d, second = found[i + 1]
            gap = low[b:c] + " "
            joined = _TILL.fullmatch(gap) or _TILL.fullmatch(low[b:c])
            if joined and ("and" not in gap or _BETWEEN.search(low[:a])):
                end = second.end
                if end < first.start and (first.start - end).days <= 6:
                    end += dt.timedelta(days=7)
                if end >= first.start:
                    out.append(Span(first.start, end, low[a:d].strip()))
                    i += 2
                    continue
        out.append(first)
        i += 1
    return out


def role(param: str, prop: dict[str, Any]) -> str | None:
    """What a tool parameter takes of a span: "start" (from, since, after), "end" (to,
    until, before), "day" (a date), or None (not a date, an enum, or a window of days)."""
    if prop.get("enum") or prop.get("type", "string") != "string":
        return None
    words = set(re.split(r"[_\W]+", param.lower()))
    description = str(prop.get("description", "")).lower()
    if "time" in words or _WINDOWED.search(description) or "month" in words:
        return None
    dated = (
        words & {"date", "day", "since", "until", "from", "to", "after", "before", "start", "end"}
        or prop.get("format") == "date"
        or re.search(r"\bdate\b|yyyy-mm-dd", description)
    )
    if not dated:
        return None
    if words & {"to", "until", "before", "end", "till"}:
        return "end"
    if words & {"from", "since", "after", "start"}:
        return "start"
    return "day"


def day_for(param: str, prop: dict[str, Any], said: list[Span]) -> tuple[dt.date, Span] | None:
    """The day a date parameter takes from the one span ``said`` holds (``spans``): a day
    for each role; of a run of days, its first for a start, its last for an end, none for a
    single date ("next week" for a market day). None when ``said`` holds no day or two
    different ones, or the parameter is no date (``role``)."""
    kind = role(param, prop)
    if kind is None or len({(s.start, s.end) for s in said}) != 1:
        return None
    span = said[0]
    if kind == "day" and not span.day:
        return None
    return (span.end if kind == "end" else span.start), span


def filled(
    properties: dict[str, Any], arguments: dict[str, Any], question: str, today: str | None
) -> tuple[dict[str, Any], list[str]]:
    """``arguments`` with each date parameter of ``properties`` written from the one span
    ``question`` says (``day_for``), and the parameters so written. A question that says no
    day, or two different ones, leaves them as they were."""
    said = spans(question, today)
    out = dict(arguments)
    written: list[str] = []
    for param, prop in properties.items():
        found = day_for(param, prop, said) if isinstance(prop, dict) else None
        if found is not None and out.get(param) != found[0].isoformat():
            out[param] = found[0].isoformat()
            written.append(param)
    return out, written
