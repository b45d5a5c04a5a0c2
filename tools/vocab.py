"""What the workspace knows about itself: account ids and names, owners, activity names and
aliases, and the identifiers of every *other* workspace (for the output rules)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

ID_PATTERN = re.compile(r"\b[a-z][a-z0-9]*(?:-[a-z0-9]+)*-\d+\b", re.IGNORECASE)

DATA_WORDS = (
    "account",
    "accounts",
    "customer",
    "customers",
    "client",
    "clients",
    "health",
    "healthiest",
    "owner",
    "owners",
    "owned",
    "owns",
    "activity",
    "activities",
    "churn",
    "at risk",
    "at-risk",
    "seats",
    "signals",
    "workspace",
)

# Activity words that, alone, make a question about the workspace ("billing" or "an issue
# with my password" are help-centre questions; "issues of acme-9" names the account anyway).
WEAK_ACTIVITY_WORDS = {
    "issue",
    "billing",
    "payment",
    "payments",
    "usage",
    "features",
    "survey",
    "surveys",
    "problems",
    "bugs",
    "invoice",
}


@dataclass
class Vocabulary:
    workspace: str
    today: str = ""
    account_ids: set[str] = field(default_factory=set)
    account_names: dict[str, str] = field(default_factory=dict)  # lower name -> id
    name_words: dict[str, str] = field(default_factory=dict)  # distinctive first word -> id
    owners: set[str] = field(default_factory=set)
    activity_words: dict[str, str] = field(default_factory=dict)  # alias -> canonical
    activity_types: list[dict] = field(default_factory=list)
    other_terms: set[str] = field(default_factory=set)  # ids/names/owners of other workspaces

    def mentioned_accounts(self, text: str) -> list[str]:
        """Account ids the text names, by id, full name or distinctive name word; in order."""
        found: list[str] = []
        low = text.lower()
        for match in ID_PATTERN.finditer(low):
            if match.group(0) in self.account_ids:
                found.append(match.group(0))
        for name, account_id in self.account_names.items():
            if name in low:
                found.append(account_id)
        for word, account_id in self.name_words.items():
            if re.search(rf"\b{re.escape(word)}\b", low):
                found.append(account_id)
        return list(dict.fromkeys(found))

    def mentioned_activity(self, text: str) -> str | None:
        low = text.lower()
        for alias in sorted(self.activity_words, key=len, reverse=True):
            if re.search(rf"\b{re.escape(alias)}\b", low):
                return self.activity_words[alias]
        return None

    def mentioned_owner(self, text: str) -> str | None:
        low = text.lower()
        for owner in self.owners:
            if owner.lower() in low or owner.split()[0].lower() in low.split():
                return owner
        return None

    def is_data_question(self, text: str) -> bool:
        """Does answering need the workspace (and so a tool call)?"""
        low = text.lower()
        if self.mentioned_accounts(text) or self.mentioned_owner(text):
            return True
        for alias in self.activity_words:
            if alias not in WEAK_ACTIVITY_WORDS and re.search(rf"\b{re.escape(alias)}\b", low):
                return True
        return any(re.search(rf"\b{re.escape(w)}\b", low) for w in DATA_WORDS)
