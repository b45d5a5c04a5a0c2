"""The obvious call for a workspace question, decided in code (the demo workspace's tools).

A small model cannot be trusted to pick a tool and write its arguments; for the questions
whose call is plain from their words, the agent makes this call first and the model only
writes the answer from its result (``bot.agent.loop.AgentLoop.plan_call``). A question that
fits none of these shapes gets ``None``: the model chooses, and the forcing step applies.

- one account named: its activity over a window (``get_activity``), else its details;
- an activity over all accounts, maybe in a window ("how many logins in the last 30 days",
  "which accounts opened the most issues": its result lists the top accounts);
- the accounts as a set: filtered by owner, plan and health bounds, sorted by health or
  activity ("which Team accounts have the lowest health?").
"""

from __future__ import annotations

import re
from typing import Any

Call = tuple[str, dict[str, Any]]

PLANS = ("Starter", "Team", "Business", "Enterprise")
_LOW_HEALTH = re.compile(r"\b(lowest|worst|least healthy|unhealthiest|at[- ]risk|churn\w*)\b")
_HIGH_HEALTH = re.compile(r"\b(healthiest|highest health|best health|most healthy)\b")
_MOST_ACTIVE = re.compile(r"\bmost active\b")
_LEAST_ACTIVE = re.compile(r"\b(least active|inactive|quietest)\b")
_BELOW = re.compile(r"\b(?:health(?: score)?\s+)?(?:below|under|less than)\s+(\d+)\b")
_ABOVE = re.compile(r"\b(?:health(?: score)?\s+)?(?:above|over|more than)\s+(\d+)\b")


_SINCE_DATE = re.compile(r"\bsince\s+(\d{4}-\d{2}-\d{2})\b")
_WINDOW = re.compile(r"\b(?:last|past)\s+(\d+)\s*(days?|weeks?|months?)\b")
_ONE_WINDOW = re.compile(r"\b(?:last|past)\s+(day|week|month)\b")


def since_of(question: str) -> str | None:
    """The time window a question names ("in the last 90 days" -> "90 days", "since
    2026-06-01" -> "2026-06-01"), or None."""
    low = question.lower()
    if found := _SINCE_DATE.search(low):
        return found.group(1)
    if found := _WINDOW.search(low):
        return f"{found.group(1)} {found.group(2)}"
    if found := _ONE_WINDOW.search(low):
        return f"1 {found.group(1)}"
    return None


def plan_call(question: str, vocab: Any) -> Call | None:
    """The call for ``question`` (see the module doc), or None."""
    accounts = vocab.mentioned_accounts(question)
    activity = vocab.mentioned_activity(question)
    since = since_of(question)
    if len(accounts) == 1:
        if activity:
            return "get_activity", _drop_none(
                {"name": activity, "account_id": accounts[0], "since": since}
            )
        return "get_account_details", {"account_id": accounts[0]}
    if len(accounts) > 1:
        return None  # a comparison: several calls, the model's job
    low = question.lower()
    if activity:  # all accounts' events, with the accounts that had the most of them
        return "get_activity", _drop_none({"name": activity, "since": since})
    if not re.search(r"\b(accounts|customers|clients)\b", low) and not vocab.mentioned_owner(
        question
    ):
        return None
    return "list_accounts", _list_arguments(question, low, vocab)


def _list_arguments(question: str, low: str, vocab: Any) -> dict[str, Any]:
    arguments: dict[str, Any] = {
        "owner": vocab.mentioned_owner(question),
        "plan": next((p for p in PLANS if re.search(rf"\b{p.lower()}\b", low)), None),
    }
    if found := _BELOW.search(low):
        arguments["max_health"] = int(found.group(1)) - 1
    if found := _ABOVE.search(low):
        arguments["min_health"] = int(found.group(1)) + 1
    if _LOW_HEALTH.search(low):
        arguments.update(sort_by="health", descending=False)
    elif _HIGH_HEALTH.search(low):
        arguments.update(sort_by="health", descending=True)
    elif _MOST_ACTIVE.search(low):
        arguments.update(sort_by="activity", descending=True)
    elif _LEAST_ACTIVE.search(low):
        arguments.update(sort_by="activity", descending=False)
    elif "max_health" in arguments or "min_health" in arguments:
        arguments.update(sort_by="health", descending="min_health" in arguments)
    return _drop_none(arguments)


def _drop_none(arguments: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in arguments.items() if v is not None}
