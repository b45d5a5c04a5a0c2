"""Typed steps of one turn. The agent yields them; the payload log stores ``to_dict()``; the
UI renders them; replay compares them. One record type per kind, each with typed fields.

    step = ToolCallStep(call_id="c1", name="get_invoice", arguments={...})
    record = step.to_dict()           # {"kind": "tool_call", "ts": ..., "name": ...}
    again = step_from_dict(record)    # a ToolCallStep again; keys it does not know in .extra

``to_dict()`` writes the keys the log has always stored (one exception: a quoted answer's
source kind, once written over the step's ``kind``, is ``source_kind``), so old logs read
back: keys a record has that its type does not know are kept in ``extra`` (and written
back), keys it lacks get their defaults.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field, fields
from typing import Any, ClassVar, Self

_BASE_FIELDS = ("ts", "extra")


@dataclass(kw_only=True)
class Step:
    """What every step has: its kind (one per class), when it happened, and the keys of an
    older record its type does not know (kept as they were)."""

    kind: ClassVar[str] = ""
    # fields left out of ``to_dict()`` while None: keys only some producers of a kind write
    optional: ClassVar[frozenset[str]] = frozenset()

    ts: float = field(default_factory=time.time)
    extra: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.kind not in STEP_TYPES:
            raise TypeError(f"{type(self).__name__} is not a step kind: use one of {KINDS}")

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "ts": self.ts}
        for f in fields(self):
            if f.name in _BASE_FIELDS:
                continue
            value = getattr(self, f.name)
            if value is None and f.name in self.optional:
                continue
            out[f.name] = value
        out.update(self.extra)
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Self:
        data = dict(data)
        data.pop("kind", None)
        ts = data.pop("ts", None)
        names = {f.name for f in fields(cls)} - set(_BASE_FIELDS)
        known = {k: data.pop(k) for k in list(data) if k in names}
        return cls(**known, ts=time.time() if ts is None else ts, extra=data)


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


@dataclass(kw_only=True)
class RetrievalStep(Step):
    """Chunks found for the question (or none)."""

    kind: ClassVar[str] = "retrieval"
    count: int = 0
    chunks: list[dict[str, Any]] = field(default_factory=list)


@dataclass(kw_only=True)
class ResolveStep(Step):
    """The question as retrieval and tools see it: a follow-up resolved against the
    conversation ("and for a monthly plan?" -> "How do refunds work for a monthly plan?")."""

    kind: ClassVar[str] = "resolve"
    question: str = ""
    followup: bool = False
    previous: str | None = None
    how: str = ""


@dataclass(kw_only=True)
class RouteStep(Step):
    """Documents (kb) or a tool (data), decided in code from the tools themselves, and why."""

    kind: ClassVar[str] = "route"
    optional: ClassVar[frozenset[str]] = frozenset({"tool", "before"})
    route: str = ""
    reason: str = ""
    tool: str | None = None
    arguments: dict[str, Any] = field(default_factory=dict)
    evidence: dict[str, str] = field(default_factory=dict)
    candidates: list[dict[str, Any]] = field(default_factory=list)
    strength: float = 0.0
    before: list[dict[str, Any]] | None = None  # calls made before its own (a second call's)
    facts: list[str] | None = None  # what a small model is shown on the documents path


@dataclass(kw_only=True)
class ProbeStep(Step):
    """Tools about equally close to the question, each called, and the one whose result's
    fields fit the question best taken (``bot.agent.probe``): per candidate its tool,
    arguments, plan score, fit (None when the call failed) and error."""

    kind: ClassVar[str] = "probe"
    question: str = ""
    candidates: list[dict[str, Any]] = field(default_factory=list)
    chosen: str | None = None
    weight: float = 0.0


@dataclass(kw_only=True)
class ConfirmStep(Step):
    """A tool that changes something and the user's answer about it (``bot.agent.confirm``):
    asked (the exact call, its idempotency key, when the request expires), then confirmed,
    declined, not_confirmed (the reply was not a clean yes or no), expired, or
    already_done (the same call ran before in this conversation)."""

    kind: ClassVar[str] = "confirm"
    optional: ClassVar[frozenset[str]] = frozenset({"key", "asked_at", "expires_at"})
    name: str = ""
    arguments: dict[str, Any] = field(default_factory=dict)
    status: str = "asked"  # asked | confirmed | declined | not_confirmed | expired | already_done
    key: str | None = None
    asked_at: float | None = None
    expires_at: float | None = None


@dataclass(kw_only=True)
class ModelCallStep(Step):
    """The actor asked the model (purpose, latency)."""

    kind: ClassVar[str] = "model_call"
    purpose: str | None = None
    latency_ms: float = 0.0
    tool_choice: str | dict[str, Any] | None = None
    finish_reason: str | None = None
    tool_calls: list[str] = field(default_factory=list)
    content: str = ""


@dataclass(kw_only=True)
class ToolCallStep(Step):
    """A real tool call and its result or error (``tools.registry.ToolResult.to_dict()``)."""

    kind: ClassVar[str] = "tool_call"
    call_id: str = ""
    forced: bool = False
    truncated: bool = False
    name: str = ""
    arguments: dict[str, Any] = field(default_factory=dict)
    result: Any = None
    error: str | None = None
    error_kind: str | None = None
    latency_ms: float = 0.0


@dataclass(kw_only=True)
class ThoughtCaughtStep(Step):
    """A thought token / narrated call / fake JSON call / unbacked data answer caught. Two
    forms: a caught reply (``text``, ``parsed_call``) or arguments copied from a few-shot
    example (``tool``, ``arguments``)."""

    kind: ClassVar[str] = "thought_caught"
    optional: ClassVar[frozenset[str]] = frozenset({"text", "tool", "arguments"})
    text: str | None = None
    detector: str = ""
    detail: str = ""
    parsed_call: dict[str, Any] | None = None
    tool: str | None = None
    arguments: dict[str, Any] | None = None
    items: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        out = super().to_dict()
        if self.tool is not None:
            out.pop("parsed_call")  # the copied-arguments form names its tool instead
        return out


@dataclass(kw_only=True)
class ForcedCallStep(Step):
    """Repair: the call executed from the thought, or a re-ask with a tool choice."""

    kind: ClassVar[str] = "forced_call"
    optional: ClassVar[frozenset[str]] = frozenset({"name", "arguments", "replaced", "tool_choice"})
    how: str = ""
    detector: str = ""
    name: str | None = None
    arguments: dict[str, Any] | None = None
    replaced: dict[str, str] | None = None  # copied argument values and what replaced them
    tool_choice: str | None = None  # a re-ask's tool choice


@dataclass(kw_only=True)
class CandidateStep(Step):
    """A candidate answer, before the critic."""

    kind: ClassVar[str] = "candidate"
    round: int = 0
    answer: str = ""


@dataclass(kw_only=True)
class DegenerateStep(Step):
    """Repeated sentences / loops / run-ons trimmed from a draft (or all of it)."""

    kind: ClassVar[str] = "degenerate"
    draft: str = ""
    text: str = ""
    removed: list[str] = field(default_factory=list)
    reasons: list[str] = field(default_factory=list)
    degenerate: bool = False


@dataclass(kw_only=True)
class VerdictStep(Step):
    """The critic's verdict on a candidate (``bot.critic.base.Verdict.to_dict()``)."""

    kind: ClassVar[str] = "verdict"
    optional: ClassVar[frozenset[str]] = frozenset({"policy"})
    round: int = 0
    critic: str = ""
    general_thoughts: str = ""
    problematic_sentences: list[list[str]] = field(default_factory=list)  # sentence, why, level
    flagged_by: list[str] = field(default_factory=list)
    severity_level: str = "NONE"
    sentence_scores: list[list[Any]] = field(default_factory=list)  # [sentence, P(hallucinated)]
    score: float | None = None
    unparseable: bool = False
    error: str | None = None
    latency_ms: float = 0.0
    raw: str | None = None
    policy: str | None = None  # strict (every sentence supported) | few_false_alarms


@dataclass(kw_only=True)
class RegenerationStep(Step):
    """A new round with negative examples."""

    kind: ClassVar[str] = "regeneration"
    round: int = 0
    feedback: str = ""


@dataclass(kw_only=True)
class QuotedAnswerStep(Step):
    """Drafts kept failing: the answer quotes the sources that answer it. ``source_kind``
    says which: ``documents`` or ``tool`` results."""

    kind: ClassVar[str] = "quoted_answer"
    answer: str = ""
    source_kind: str = "documents"
    quotes: list[dict[str, Any]] = field(default_factory=list)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Self:
        data = dict(data)
        if data.get("kind") not in (None, cls.kind) and "source_kind" not in data:
            # written before steps were typed: the source kind overwrote the step's kind
            data["source_kind"] = data.pop("kind")
        return super().from_dict(data)


@dataclass(kw_only=True)
class EscalationStep(Step):
    """Handed to a person."""

    kind: ClassVar[str] = "escalation"
    reason: str = ""
    rounds: int = 0
    escalation_id: int | None = None


@dataclass(kw_only=True)
class OutputRuleStep(Step):
    """A code-enforced output rule fired (system prompt / secret / other workspace)."""

    kind: ClassVar[str] = "output_rule"
    optional: ClassVar[frozenset[str]] = frozenset({"count", "terms"})
    rule: str = ""
    action: str = ""
    count: int | None = None  # secrets redacted
    terms: int | None = None  # other workspaces' terms found


@dataclass(kw_only=True)
class FinalStep(Step):
    """What the user sees."""

    kind: ClassVar[str] = "final"
    turn_id: str = ""
    answer: str = ""
    outcome: str = ""
    forced: bool = False
    escalation_id: int | None = None
    sources: list[Source] = field(default_factory=list)
    counters: dict[str, int] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        out = super().to_dict()
        out["sources"] = [s.to_dict() for s in self.sources]
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Self:
        data = dict(data)
        data["sources"] = [Source.from_dict(s) for s in data.get("sources") or []]
        return super().from_dict(data)


@dataclass(kw_only=True)
class ErrorStep(Step):
    """Something failed; the user got a clear message. ``stage``: retrieval, model or agent
    (a failed regeneration gives its ``round`` instead)."""

    kind: ClassVar[str] = "error"
    optional: ClassVar[frozenset[str]] = frozenset(
        {"stage", "round", "error_kind", "user_message", "max_steps"}
    )
    stage: str | None = None
    round: int | None = None
    error_kind: str | None = None
    error: str = ""
    user_message: str | None = None
    max_steps: int | None = None


# The kinds a turn can produce, in the order they usually appear.
STEP_TYPES: dict[str, type[Step]] = {
    t.kind: t
    for t in (
        ResolveStep,
        RetrievalStep,
        ProbeStep,
        RouteStep,
        ConfirmStep,
        ModelCallStep,
        ToolCallStep,
        ThoughtCaughtStep,
        ForcedCallStep,
        CandidateStep,
        DegenerateStep,
        VerdictStep,
        RegenerationStep,
        QuotedAnswerStep,
        EscalationStep,
        OutputRuleStep,
        FinalStep,
        ErrorStep,
    )
}
KINDS = tuple(STEP_TYPES)


def step_from_dict(data: dict[str, Any], *, kind: str | None = None) -> Step:
    """The typed step a record describes. ``kind``: the log row's kind, when it has one (it
    wins over the record's own ``kind`` key)."""
    kind = kind or data.get("kind")
    step_type = STEP_TYPES.get(str(kind))
    if step_type is None:
        raise ValueError(f"unknown step kind {kind!r}")
    return step_type.from_dict(data)
