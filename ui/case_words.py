"""A case in the support team's words: how a turn ended, why an answer was held, where a
case stands, and the resolution labels. The engine's words (critic names, severities,
scores, ids) stay behind the case view's details toggle.
"""

from __future__ import annotations

import re

from bot.handover.vocabulary import (
    LABEL_CHOICES,
    LABEL_WORDS,
    OUTCOMES,
    outcome_words,
    status_words,
    why_case,
)

__all__ = [
    "LABEL_CHOICES",
    "LABEL_WORDS",
    "OUTCOMES",
    "held_because",
    "outcome_words",
    "status_words",
    "why_case",
]

_MONEY = re.compile(
    r"[$€£]\s?\d[\d,.]*|\d[\d,.]*\s?(?:USD|EUR|GBP|dollars?|euros?|pounds?)\b", re.I
)
_TIME = re.compile(
    r"\b\d[\d,.]*\s?(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?)\b", re.I
)
_NUMBER = re.compile(r"\b\d[\d,.]*%?")
_FEE_WORDS = re.compile(
    r"\b(?:fee|fees|charge|charged|cost|costs|price|pay|paid|refund|surcharge)\b", re.I
)
_SCREEN = [
    ("repeats itself", "the answer repeated itself"),
    ("instructions", "the answer repeated the assistant's own instructions"),
    ("raw tool result", "the answer showed raw data instead of an answer"),
    ("shares no word", "the answer had nothing to do with the question"),
    ("does not give the figure", "the answer left out the figure our article gives"),
    ("does not give the value", "the answer left out the value from the customer's data"),
]


def _clip(text: str, n: int = 90) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= n else text[: n - 1] + "\u2026"


def _plain(text: str) -> str:
    return re.sub(r"[\s,]", "", text.lower())


def _missing_figure(sentence: str, sources: str) -> tuple[str, str] | None:
    """(kind, figure) of a figure in the sentence that no source gives."""
    have = _plain(sources)
    for pattern, kind in (
        (_MONEY, "a price or fee"),
        (_TIME, "a time limit"),
        (_NUMBER, "a figure"),
    ):
        for found in pattern.findall(sentence):
            digits = re.sub(r"[^\d.]", "", found).strip(".")
            if digits and digits not in have:
                if kind == "a figure" and _FEE_WORDS.search(sentence):
                    kind = "a fee"
                return kind, found.strip()
    return None


def held_because(sentence: str, reason: str, sources: str) -> str:
    """Why a sentence held the answer back, in a support person's words ("the answer
    mentioned a fee ($15) that no article gives")."""
    for marker, words in _SCREEN:
        if marker in (reason or ""):
            return words
    missing = _missing_figure(sentence or "", sources or "")
    if missing is not None:
        kind, figure = missing
        return f"the answer mentioned {kind} ({figure}) that no article gives"
    if not (sentence or "").strip():
        return "the answer was empty"
    return f"the answer said \u201c{_clip(sentence)}\u201d, which no article says"
