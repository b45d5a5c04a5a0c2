"""One finished turn -> the spans of its trace, as plain data (``SpanPlan``), before any
OpenTelemetry object exists.

    turn (CHAIN: session id, turn id, outcome, deployment)
      resolve, route, candidate, quoted_answer, escalation, ... (CHAIN: any step kind)
      retrieval (RETRIEVER: documents)            verdict, output_rule, ... (GUARDRAIL)
      model_call (LLM: the llm_calls row)         tool_call (TOOL: the tool_calls row)
      regeneration (CHAIN) > the round's model calls, tool calls, candidate, verdict

Every typed step of ``bot.steps`` is a span: ``SPAN_KINDS`` names the kinds that are not
CHAIN, ``ATTRIBUTES`` the kinds with attributes of their own; a new step kind is a CHAIN
span with its record as output and its plain fields as metadata, with no change here.
Model and tool calls take their payloads from the payload log's rows (paired with their
steps in order); a call with no step (a critic's judge) is a span of its own under the
span whose time holds it. Times are the records' own: a step spans from the step before
it (or its measured latency), a call from its row's start to its end.
"""

from __future__ import annotations

from collections import defaultdict, deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from openinference.semconv.trace import OpenInferenceSpanKindValues as Kind
from openinference.semconv.trace import SpanAttributes

from bot.steps import Step
from bot.store.log import loads
from bot.tracing.attributes import (
    Attrs,
    document_attrs,
    io_attrs,
    llm_attrs,
    metadata,
    plain_fields,
    tool_attrs,
    value_attrs,
)

SPAN_KINDS: dict[str, Kind] = {
    "retrieval": Kind.RETRIEVER,
    "model_call": Kind.LLM,
    "tool_call": Kind.TOOL,
    "verdict": Kind.GUARDRAIL,
    "degenerate": Kind.GUARDRAIL,
    "thought_caught": Kind.GUARDRAIL,
    "output_rule": Kind.GUARDRAIL,
}
ON_ROOT = frozenset({"final"})  # said by the turn's own span
OPENS_ROUND = frozenset({"regeneration"})  # the steps after it, until the next, are its own
ENDS_ROUND = frozenset({"quoted_answer", "escalation", "output_rule", "final", "error"})


@dataclass
class SpanPlan:
    name: str
    kind: Kind
    start: float  # seconds since the epoch
    end: float
    attributes: Attrs = field(default_factory=dict)
    parent: int | None = 0  # index of the parent plan (the root's is None)
    error: str | None = None


@dataclass
class TurnRecord:
    """What a turn left: its ``turns`` row (meta parsed), its typed steps as the log holds
    them, and its ``llm_calls`` and ``tool_calls`` rows."""

    turn: dict[str, Any]
    steps: list[Step]
    llm_calls: list[dict[str, Any]]
    tool_calls: list[dict[str, Any]]


@dataclass
class _State:
    content: bool
    question: str = ""
    candidate: str | None = None
    llm: dict[str, deque] = field(default_factory=lambda: defaultdict(deque))
    tools: dict[str, deque] = field(default_factory=lambda: defaultdict(deque))


def _retrieval(step: Any, state: _State) -> Attrs:
    return {
        **io_attrs(state.question, None, content=state.content),
        **document_attrs(SpanAttributes.RETRIEVAL_DOCUMENTS, step.chunks, content=state.content),
        **metadata({"count": step.count}),
    }


def _verdict(step: Any, state: _State) -> Attrs:
    flagged = [
        {"sentence": s[0], "reason": s[1], "severity": s[2]} for s in step.problematic_sentences
    ]
    verdict = {"severity_level": step.severity_level, "flagged": len(flagged)}
    if state.content:
        verdict.update(problematic_sentences=flagged, general_thoughts=step.general_thoughts)
    facts = plain_fields(_fields(step), content=False)
    return {
        **io_attrs(state.candidate, None, content=state.content),
        **value_attrs("output", verdict),
        **metadata({**facts, "flagged_by": step.flagged_by, "flagged": len(flagged)}),
    }


def _fields(step: Step) -> dict[str, Any]:
    """The step's record less what every span says by itself (its kind, its time)."""
    return {k: v for k, v in step.to_dict().items() if k not in ("kind", "ts")}


def _generic(step: Step, state: _State) -> Attrs:
    record = _fields(step)
    return {
        **io_attrs(None, record, content=state.content),
        **metadata(plain_fields(record, content=False)),
    }


ATTRIBUTES: dict[str, Callable[[Any, _State], Attrs]] = {
    "retrieval": _retrieval,
    "verdict": _verdict,
}


def _window(row: dict[str, Any]) -> tuple[float, float]:
    end = float(row.get("created_at") or 0.0)
    return end - float(row.get("latency_ms") or 0.0) / 1000.0, end


def _llm_plan(row: dict[str, Any], state: _State, parent: int) -> SpanPlan:
    start, end = _window(row)
    error = f"{row.get('error_kind') or 'error'}: {row['error']}" if row.get("error") else None
    return SpanPlan(
        name=f"llm {row.get('purpose') or 'call'}",
        kind=Kind.LLM,
        start=start,
        end=end,
        attributes=llm_attrs(row, content=state.content),
        parent=parent,
        error=error,
    )


def _tool_plan(row: dict[str, Any], state: _State, parent: int, step: Any = None) -> SpanPlan:
    start, end = _window(row)
    extra = {"call_id": row.get("call_id"), "forced": bool(row.get("forced"))}
    if step is not None:
        extra.update(error_kind=step.error_kind, truncated=step.truncated)
    return SpanPlan(
        name=f"tool {row.get('name')}",
        kind=Kind.TOOL,
        start=start,
        end=end,
        attributes=tool_attrs(
            str(row.get("name") or ""),
            loads(row.get("arguments")),
            loads(row.get("result")),
            content=state.content,
            extra=extra,
        ),
        parent=parent,
        error=row.get("error"),
    )


def _step_plan(step: Any, state: _State, start: float, parent: int) -> SpanPlan:
    """A step's span; a model or tool call takes its row (the next one of its purpose or name)."""
    if step.kind == "model_call" and state.llm[step.purpose or ""]:
        return _llm_plan(state.llm[step.purpose or ""].popleft(), state, parent)
    if step.kind == "tool_call" and state.tools[step.name]:
        return _tool_plan(state.tools[step.name].popleft(), state, parent, step)
    latency = getattr(step, "latency_ms", None)
    if isinstance(latency, int | float) and latency > 0:
        start = step.ts - latency / 1000.0
    if step.kind in OPENS_ROUND:
        start = step.ts
    error = getattr(step, "error", None)
    detail = getattr(step, "name", None) or getattr(step, "critic", None) or ""
    return SpanPlan(
        name=f"{step.kind} {detail}".strip() if isinstance(detail, str) else step.kind,
        kind=SPAN_KINDS.get(step.kind, Kind.CHAIN),
        start=min(start, step.ts),
        end=step.ts,
        attributes=ATTRIBUTES.get(step.kind, _generic)(step, state),
        parent=parent,
        error=error if isinstance(error, str) and error else None,
    )


def _root(record: TurnRecord, state: _State) -> SpanPlan:
    turn = record.turn
    meta: dict[str, Any] = turn["meta"] if isinstance(turn.get("meta"), dict) else {}
    outcome = str(turn.get("outcome") or "")
    started = float(turn.get("created_at") or 0.0)
    last = max([s.ts for s in record.steps] or [started])
    facts = {
        "turn_id": turn.get("id"),
        "outcome": outcome,
        "deployment": meta.get("deployment"),
        "workspace": meta.get("workspace"),
        "backend": meta.get("backend"),
        "model": meta.get("model"),
        "critic": meta.get("critic"),
        "counters": meta.get("counters") or None,
        "replay_of": turn.get("replay_of"),
        "latency_ms": turn.get("latency_ms"),
    }
    return SpanPlan(
        name="turn",
        kind=Kind.CHAIN,
        start=started,
        end=max(float(turn.get("finished_at") or 0.0), last),
        attributes={
            SpanAttributes.SESSION_ID: str(turn.get("session_id") or ""),
            SpanAttributes.TAG_TAGS: [t for t in (outcome, meta.get("deployment")) if t],
            **io_attrs(turn.get("user_message"), turn.get("final_answer"), content=state.content),
            **metadata(facts),
        },
        parent=None,
        error=(turn.get("error") or "the turn failed") if outcome == "error" else None,
    )


def _innermost(plans: list[SpanPlan], start: float, end: float) -> int:
    """The shortest span (not the root) whose time holds ``start``..``end``; else the root."""
    best, width = 0, float("inf")
    for i, plan in enumerate(plans[1:], 1):
        span = plan.end - plan.start
        if 0 < span < width and plan.start <= start and end <= plan.end:
            best, width = i, span
    return best


def _close_rounds(plans: list[SpanPlan]) -> None:
    """A round ends when its last span does."""
    for i in range(len(plans) - 1, 0, -1):
        parent = plans[i].parent
        if parent:
            plans[parent].end = max(plans[parent].end, plans[i].end)


def plan_turn(record: TurnRecord, *, content: bool = True) -> list[SpanPlan]:
    """The spans of one turn: the root first, every parent before its children."""
    state = _State(content=content, question=str(record.turn.get("user_message") or ""))
    for row in record.llm_calls:
        state.llm[row.get("purpose") or ""].append(row)
    for row in record.tool_calls:
        state.tools[row.get("name") or ""].append(row)
    plans = [_root(record, state)]
    previous, round_of = plans[0].start, 0
    for step in record.steps:
        if step.kind in ON_ROOT:
            continue
        if step.kind in ENDS_ROUND or step.kind in OPENS_ROUND:
            round_of = 0
        plans.append(_step_plan(step, state, previous, round_of))
        if step.kind in OPENS_ROUND:
            round_of = len(plans) - 1
        previous = step.ts
        state.question = getattr(step, "question", None) or state.question
        state.candidate = getattr(step, "answer", None) or state.candidate
    _close_rounds(plans)
    for queue, make in ((state.llm, _llm_plan), (state.tools, _tool_plan)):
        for row in sorted((r for rows in queue.values() for r in rows), key=_window):
            plans.append(make(row, state, _innermost(plans, *_window(row))))
    plans[0].end = max(plan.end for plan in plans)
    return plans
