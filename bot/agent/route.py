"""Route a question before acting: the help centre answers it, or the workspace data does.

Decided in code from the workspace vocabulary (account ids and names, owners, activity types
and their aliases), never by the model, and recorded as a ``route`` step:

- ``data``: the question names an account or an owner, asks about the accounts as a set
  ("which accounts are at risk?"), asks for a count or the latest events of an activity the
  tools expose ("how many logins in the last 30 days?"), or asks what the workspace tracks.
  The tool path: the model must call a tool (forcing applies), and a data answer without a
  real call never reaches the user.
- ``kb``: everything else. The answer path: the model answers from the retrieved documents
  with no tools offered, so a help-centre question is never pushed into a data lookup.

    decide("How do I reset my password?", vocab).route            -> "kb"
    decide("What is the health score of acme-9?", vocab).route   -> "data"
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass, field
from typing import Any

from tools.vocab import Vocabulary

KB, DATA = "kb", "data"

_ENTITIES = r"(accounts|customers|clients)"
# "Which (Team) accounts...", "List the least active accounts", "across all accounts": the
# accounts are what the question is about, at most three words after the asking word and
# no verb or preposition between ("What is the VAT rate for UK customers?" is not).
_GAP = r"(?:(?!(?:is|are|was|were|do|does|did|have|has|for|of|with|to|by|in|on|at)\b)\w+\s+){0,3}"
_SET_OF_ACCOUNTS = [
    re.compile(
        rf"\b(which|what|list|show( me)?|how many|count|compare|rank|top|all|every|our|my)\s+"
        rf"{_GAP}{_ENTITIES}\b"
    ),
    re.compile(
        rf"\b{_ENTITIES}\b[^?.!]*\b(most|least|lowest|highest|healthiest|at[- ]risk|below|above|churn\w*)\b"
    ),
    re.compile(
        r"\b(healthiest|unhealthiest|at[- ]risk|churn(ing|ed)?)\b[^?.!]*\b(account|customer)"
    ),
]
# Workspace figures are about events that happened (a past tense, a time window, "latest");
# help-centre rules are general ("after how many failed sign-ins is a user locked out?").
_METRIC = re.compile(
    r"\b(most recent|latest|recent(ly)?|(in )?the (last|past) \d+|since \d{4}-\d{2}-\d{2}|"
    r"since (last|yesterday|monday|january|the)|this (week|month|quarter|year)|"
    r"last (week|month|quarter|year)|did (we|they|it)|have we|has it|"
    r"were [\w ]*(opened|paid|sent|given|logged|received|made))\b"
)
_HOW_TO = re.compile(
    r"^\s*(how (do|can|should|would) (i|we|you)|how to|can (i|we|you)|could (i|we)|"
    r"is it possible|where (do|can|is)|why|what happens|do you|does quillstack|what does)\b"
)
_CAPABILITY = re.compile(
    r"\b(allow|allows|allowed|include|includes|included|limit|limits|support|supports|"
    r"up to|maximum|max|cost|costs|price)\b"
)
_ACCOUNT_REF = re.compile(r"\baccount\s+(id\s+)?#?[\w-]*\d[\w-]*\b")
_WORKSPACE_SELF = re.compile(
    r"\b(activity types|activities (are|do you) track|tracked|track(ed)? in (this|our|the) workspace|"
    r"counts? as an? \w+ in (this|our|the) workspace)\b"
)


@dataclass
class Route:
    route: str  # "kb" | "data"
    reason: str
    accounts: list[str] = field(default_factory=list)
    owner: str | None = None
    activity: str | None = None

    @property
    def is_data(self) -> bool:
        return self.route == DATA

    def to_dict(self) -> dict[str, Any]:
        return {
            "route": self.route,
            "reason": self.reason,
            "accounts": self.accounts,
            "owner": self.owner,
            "activity": self.activity,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Route:
        return cls(
            route=data.get("route", KB),
            reason=data.get("reason", ""),
            accounts=list(data.get("accounts") or []),
            owner=data.get("owner"),
            activity=data.get("activity"),
        )


def decide(question: str, vocab: Vocabulary) -> Route:
    """The route for ``question``, with the reason in words."""
    low = " ".join((question or "").lower().split())
    accounts = vocab.mentioned_accounts(question)
    owner = vocab.mentioned_owner(question)
    activity = vocab.mentioned_activity(question)
    found = Route(KB, "", accounts=accounts, owner=owner, activity=activity)

    def data(reason: str) -> Route:
        return dataclasses.replace(found, route=DATA, reason=reason)

    if accounts:
        return data(f"names the account {', '.join(accounts)}")
    if owner:
        return data(f"names the account owner {owner}")
    if _ACCOUNT_REF.search(low):
        return data("names an account by id")
    how_to = _HOW_TO.search(low) is not None
    if _WORKSPACE_SELF.search(low):
        return data("asks what this workspace tracks")
    capability = _CAPABILITY.search(re.sub(r"support tickets?", "", low)) is not None
    if not (how_to or capability) and any(p.search(low) for p in _SET_OF_ACCOUNTS):
        return data("asks about the workspace's accounts")
    if activity and not how_to and _METRIC.search(low):
        return data(f"asks for {activity.replace('_', ' ')} figures")
    return dataclasses.replace(
        found, reason="a help-centre question: no account, owner or workspace figure"
    )
