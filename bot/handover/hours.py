"""Staffed hours: is a person at work now, and if not, when the next one starts.

The hours come from the deployment file (``[hours]``: days, start, end, timezone; see
``bot.deployment.Hours``). No hours in the deployment: a person is promised "as soon as
possible", with no time named.
"""

from __future__ import annotations

import datetime as dt
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from bot.deployment import Hours

DAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
DAY_NAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def _zone(hours: Hours) -> dt.tzinfo:
    try:
        return ZoneInfo(hours.timezone or "UTC")
    except (ZoneInfoNotFoundError, ValueError):
        return dt.UTC


def _clock(text: str) -> dt.time:
    hour, _, minute = (text or "0:00").partition(":")
    return dt.time(int(hour) % 24, int(minute or 0) % 60)


def _days(hours: Hours) -> set[int]:
    return {DAYS.index(d[:3].lower()) for d in hours.days if d[:3].lower() in DAYS}


def staffed(hours: Hours | None, now: dt.datetime) -> bool:
    """Is a person at work at ``now`` (an aware datetime)? No hours: always."""
    if hours is None:
        return True
    local = now.astimezone(_zone(hours))
    start, end = _clock(hours.start), _clock(hours.end)
    return local.weekday() in _days(hours) and start <= local.time() < end


def next_opening(hours: Hours, now: dt.datetime) -> dt.datetime | None:
    """When the next staffed period starts after ``now`` (in the hours' timezone)."""
    zone = _zone(hours)
    local = now.astimezone(zone)
    start = _clock(hours.start)
    days = _days(hours)
    for ahead in range(0, 8):
        day = (local + dt.timedelta(days=ahead)).date()
        opening = dt.datetime.combine(day, start, tzinfo=zone)
        if day.weekday() in days and opening > local:
            return opening
    return None


def describe(hours: Hours) -> str:
    """ "Monday to Friday, 09:00-17:00 (UTC)"."""
    days = sorted(_days(hours))
    if days and days == list(range(days[0], days[-1] + 1)) and len(days) > 2:
        span = f"{DAY_NAMES[days[0]]} to {DAY_NAMES[days[-1]]}"
    else:
        span = ", ".join(DAY_NAMES[d] for d in days) or "no day"
    return f"{span}, {hours.start}\u2013{hours.end} ({hours.timezone or 'UTC'})"


def when_answered(hours: Hours | None, now: dt.datetime) -> str | None:
    """What to tell a customer outside staffed hours ("... from Monday at 09:00 (UTC)"),
    or None while a person is at work (or no hours are set)."""
    if hours is None or staffed(hours, now):
        return None
    opening = next_opening(hours, now)
    if opening is None:
        return "Our support team is not at work right now; a person will answer here as soon as they can."
    local_now = now.astimezone(opening.tzinfo)
    ahead = (opening.date() - local_now.date()).days
    day = (
        "later today"
        if ahead == 0
        else "tomorrow"
        if ahead == 1
        else f"on {DAY_NAMES[opening.weekday()]}"
    )
    return (
        f"Our support team works {describe(hours)}. A person will answer here {day} "
        f"from {opening:%H:%M} ({hours.timezone or 'UTC'})."
    )
