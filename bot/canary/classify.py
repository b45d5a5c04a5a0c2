"""Classify a bot answer against a canary question: pass / spillover / other."""

from __future__ import annotations

import re
from decimal import Decimal

from bot.canary.transforms import parse_number

_NUM = re.compile(r"(?<![\w.])(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?![\d])")
_WORDS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
    "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
    "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100,
}  # fmt: skip
_WORD_RE = re.compile(
    r"\b(" + "|".join(_WORDS) + r")(?:[- ](one|two|three|four|five|six|seven|eight|nine))?\b", re.I
)

OUTCOMES = ("pass", "spillover", "other")


def numbers_in(text: str) -> set[Decimal]:
    """Every numeric value written in ``text``, as digits or simple number words."""
    values: set[Decimal] = set()
    for match in _NUM.finditer(text or ""):
        value = parse_number(match.group(0))
        if value is not None:
            values.add(value.normalize())
    for match in _WORD_RE.finditer(text or ""):
        total = _WORDS[match.group(1).lower()] + (
            _WORDS[match.group(2).lower()] if match.group(2) else 0
        )
        values.add(Decimal(total).normalize())
    return values


def _carries(answer: str, value: str) -> bool:
    number = parse_number(value)
    if number is not None:
        return number.normalize() in numbers_in(answer)
    return re.search(r"\b" + re.escape(value) + r"\b", answer or "", re.I) is not None


def classify(answer: str, *, fictive: str, original: str) -> str:
    """``pass`` if the answer carries the fictive value and not the original; ``spillover`` if
    it carries the original (world knowledge won); ``other`` if neither."""
    if _carries(answer, original):
        return "spillover"
    if _carries(answer, fictive):
        return "pass"
    return "other"
