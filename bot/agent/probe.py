"""How well a tool's result carries what a question asks: the fit of its fields.

Two tools can be equally close to a question by their descriptions ("when is the backup
job going to run next?": the job's schedule, its run history) while only one returns the
field asked for (``next_run_at``). ``fit`` scores a result by its fields' names, the
closest one in meaning to the question's asking part, so that the turn can choose between
close read-only tools after calling them (``bot.turn``: the ``probe`` step).

    fit("who is working on our ticket?", {"ticket_id": 7, "assignee": "Yuki Tanaka"}, embed=e)
"""

from __future__ import annotations

from typing import Any

import numpy as np

from bot.agent.quote import Embed, clauses, focus, wanted

MAX_FIELDS = 40  # the field names looked at, in the result's order
# added when the result holds a value of the kind an asking clause wants (a person for
# "who"): on the dev deployments' 115 tool questions, 111 chosen right against 110 without
KIND_BONUS = 0.1


def field_names(data: Any) -> list[str]:
    """The names of a result's fields, in words: its own scalar fields, and those of the
    first record of each list it holds ("invoices" -> "invoices: amount usd")."""
    out: list[str] = []

    def record(item: dict[str, Any], prefix: str) -> None:
        for key, value in item.items():
            label = key.replace("_", " ")
            if isinstance(value, dict):
                record(value, f"{prefix}{label}: ")
            elif isinstance(value, list):
                first = next((x for x in value if isinstance(x, dict)), None)
                if first is not None:
                    record(first, f"{prefix}{label}: ")
                else:
                    out.append(prefix + label)
            else:
                out.append(prefix + label)

    if isinstance(data, dict):
        record(data, "")
    elif isinstance(data, list):
        first = next((x for x in data if isinstance(x, dict)), None)
        if first is not None:
            record(first, "")
    return list(dict.fromkeys(out))[:MAX_FIELDS]


def kind_held(question: str, data: Any) -> bool:
    """Does the result hold a value of the kind an asking clause wants (a person for
    "who", a date for "when", a figure for "how much")?"""
    values: list[tuple[str, str]] = []

    def walk(item: Any, key: str) -> None:
        if isinstance(item, dict):
            for k, v in item.items():
                walk(v, k)
        elif isinstance(item, list):
            for v in item[:3]:
                walk(v, key)
        elif item is not None:
            values.append((key, str(item)))

    walk(data, "")
    return any(wanted(c, k, v) for c in clauses(focus(question) or question) for k, v in values)


def fit(question: str, data: Any, *, embed: Embed | None) -> float:
    """The cosine of the question's asking part to the closest of the result's field names
    (0 for a result with none, or without an embedding model), plus ``KIND_BONUS`` when it
    holds a value of the kind asked for (``kind_held``)."""
    names = field_names(data)
    if embed is None or not names:
        return 0.0
    asking = focus(question) or question
    vectors = np.asarray(embed([asking, *names]), dtype=np.float32)
    vectors /= np.maximum(np.linalg.norm(vectors, axis=1, keepdims=True), 1e-9)
    return float(np.max(vectors[1:] @ vectors[0])) + KIND_BONUS * kind_held(question, data)
