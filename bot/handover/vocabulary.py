"""The support desk's words, shared by the web desk (``ui/staff_queue.py``) and the
``guardbot escalations`` command, so that both speak one vocabulary: where a case stands
("New", "With Alice", "Handed back to the bot") and the labels a person closes it with
("Answered by us", ... mapped to the evaluation labels, ``SUPPORT_LABELS``)."""

from __future__ import annotations

from typing import Any

from bot.critic.escalation import SUPPORT_LABELS, EscalationError
from bot.handover.desk import REQUESTED, display_name

OUTCOMES = {
    "answered": "Answered",
    "forced_call": "Answered from a lookup of their data",
    "regenerated": "Answered (the first wording was corrected before it was sent)",
    "quoted": "Answered with quotes from our articles",
    "not_found": "Not answered: our articles do not cover it (a person was offered)",
    "escalated": "Held back: the customer was told a person will answer",
    "refused": "Not answered (the question could not be taken)",
    "error": "Failed: the assistant was not available",
    "pending": "Interrupted before it finished",
    "confirm": "Waiting for the customer to confirm a change",
}

# (the words a person picks, the evaluation label behind them)
LABEL_CHOICES: list[tuple[str, str]] = [
    (words[:1].upper() + words[1:], label) for words, label in SUPPORT_LABELS.items()
]
LABEL_WORDS = {label: words for words, label in LABEL_CHOICES}
STATUS_WORDS = {
    "open": "New",
    "returned": "Handed back to the bot",
    "resolved": "Resolved",
    "dismissed": "Dismissed",
}


def outcome_words(outcome: str | None) -> str:
    return OUTCOMES.get(str(outcome or ""), "Ended without an answer")


def status_words(case: dict[str, Any]) -> str:
    status = case.get("status")
    if status == "claimed":
        return f"With {display_name(case.get('assignee'))}"
    return STATUS_WORDS.get(str(status), str(status))


def label_of(words: str) -> str:
    """The stored label of a support label as a person writes it ("answered by us", any
    case); anything else is refused with the choices."""
    wanted = " ".join((words or "").lower().split())
    for choice, label in LABEL_CHOICES:
        if choice.lower() == wanted:
            return label
    choices = "; ".join(f"\u201c{w}\u201d" for w, _ in LABEL_CHOICES)
    raise EscalationError(f"unknown label {words!r}; choose one of {choices}")


def why_case(case: dict[str, Any]) -> str:
    """Why the case came to the support team."""
    reason = ((case.get("data") or {}).get("reason") or "").lower()
    if REQUESTED in reason:
        return "The customer asked for a person."
    return (
        "The bot could not back its answer with our articles, so it did not send it and told "
        "the customer a person will answer."
    )
