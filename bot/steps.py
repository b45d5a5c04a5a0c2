"""Typed steps of one turn. The agent yields them; the payload log stores ``to_dict()``; the
UI renders them; replay compares them. One record type, many kinds."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

# The kinds a turn can produce, in the order they usually appear.
KINDS = (
    "retrieval",  # chunks found for the question (or none)
    "route",  # help centre (kb) or workspace data (data), decided in code, and why
    "model_call",  # the actor asked the model (purpose, latency)
    "tool_call",  # a real tool call and its result or error
    "thought_caught",  # a thought token / narrated call / fake JSON call / unbacked data answer caught
    "forced_call",  # repair: the call executed from the thought, or a re-ask with tool_choice required
    "candidate",  # a candidate answer, before the critic
    "degenerate",  # repeated sentences / loops / run-ons trimmed from a draft (or all of it)
    "verdict",  # the critic's verdict on a candidate
    "regeneration",  # a new round with negative examples
    "quoted_answer",  # drafts kept failing: the answer quotes the sources that answer it
    "escalation",  # handed to a person
    "output_rule",  # code-enforced output rule fired (system prompt / secret / other workspace)
    "final",  # what the user sees
    "error",  # something failed; the user got a clear message
)


@dataclass
class Step:
    kind: str
    data: dict[str, Any] = field(default_factory=dict)
    ts: float = field(default_factory=time.time)

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"unknown step kind {self.kind!r}")

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "ts": self.ts, **self.data}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Step:
        data = dict(data)
        kind = data.pop("kind")
        ts = data.pop("ts", time.time())
        return cls(kind=kind, data=data, ts=ts)


@dataclass
class Source:
    """Anything an answer may rest on: a retrieved chunk or a tool result of this turn."""

    kind: str  # "document" | "tool"
    text: str
    id: str = ""
    title: str = ""
    meta: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "id": self.id,
            "title": self.title,
            "text": self.text,
            "meta": self.meta,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Source:
        return cls(
            kind=data.get("kind", "document"),
            text=data.get("text", ""),
            id=data.get("id", ""),
            title=data.get("title", ""),
            meta=data.get("meta") or {},
        )
