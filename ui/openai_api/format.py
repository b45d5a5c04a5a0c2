"""The response side: a finished guarded turn as an OpenAI ``chat.completion``, or as the
``chat.completion.chunk`` events of a stream.

``finish_reason`` is ``"stop"`` for a delivered answer (answered, forced call, regenerated,
quoted from the sources, an honest refusal) and ``"escalated"`` when the critic kept flagging
the answer and a person will follow up, or while a person holds the conversation (the
content then says so). Everything else guardbot knows about the turn is
in the extension field ``guardbot``: ``session_id``, ``turn_id``, ``outcome``,
``escalation_id``, ``sources`` (documents and tool results the answer rests on), ``verdict``
(the critic's last verdict, or null), ``rounds`` (critic rounds) and ``steps`` (kinds).
"""

from __future__ import annotations

import json
import re
import time
import uuid
from dataclasses import dataclass, field
from typing import Any

from bot.steps import FinalStep, ResolveStep, Step, ToolCallStep, VerdictStep

ESCALATED = "escalated"
NOT_FOUND = "not_found"
STOP = "stop"
VERDICT_FIELDS = (
    "critic",
    "severity_level",
    "problematic_sentences",
    "general_thoughts",
    "score",
    "unparseable",
    "round",
)


def completion_id() -> str:
    return "chatcmpl-" + uuid.uuid4().hex[:24]


@dataclass
class TurnSummary:
    """What a finished turn gives the client."""

    answer: str
    outcome: str
    session_id: str
    turn_id: str | None
    escalation_id: int | None = None
    sources: list[dict[str, Any]] = field(default_factory=list)
    verdict: dict[str, Any] | None = None
    rounds: int = 0
    steps: list[str] = field(default_factory=list)
    usage: dict[str, int] = field(default_factory=dict)
    tool_calls: list[dict[str, Any]] = field(default_factory=list)
    question: str | None = None  # the message resolved against the conversation
    # who holds the conversation (ui.openai_api.handover): assistant | waiting | person
    holder: dict[str, Any] | None = None
    person_replies: list[dict[str, Any]] = field(default_factory=list)  # not received before
    handover: str | None = None  # why a hand-over cannot happen (an unnamed conversation)

    @property
    def finish_reason(self) -> str:
        """``escalated`` while a person has the conversation (or will: the holder is
        ``waiting`` or ``person``) and when the critic escalated the turn, ``not_found``
        (the documents do not answer; a person is offered), else ``stop``."""
        if (self.holder or {}).get("kind") in ("waiting", "person"):
            return ESCALATED
        return self.outcome if self.outcome in (ESCALATED, NOT_FOUND) else STOP

    def extension(self) -> dict[str, Any]:
        return {
            "session_id": self.session_id,
            "turn_id": self.turn_id,
            "outcome": self.outcome,
            "escalation_id": self.escalation_id,
            "sources": self.sources,
            "verdict": self.verdict,
            "rounds": self.rounds,
            "steps": self.steps,
            "tool_calls": self.tool_calls,
            "question": self.question,
            "holder": self.holder,
            "person_replies": self.person_replies,
            "handover": self.handover,
        }


def summarise(
    final: FinalStep, steps: list[Step], *, session_id: str, usage: dict[str, int]
) -> TurnSummary:
    """The summary of a turn from its final step and all its steps."""
    verdicts = [s for s in steps if isinstance(s, VerdictStep)]
    verdict = {k: getattr(verdicts[-1], k) for k in VERDICT_FIELDS} if verdicts else None
    return TurnSummary(
        answer=final.answer,
        outcome=final.outcome,
        session_id=session_id,
        turn_id=final.turn_id,
        escalation_id=final.escalation_id,
        sources=[s.to_dict() for s in final.sources],
        verdict=verdict,
        rounds=len(verdicts),
        steps=[s.kind for s in steps],
        usage=usage,
        tool_calls=[
            {"name": s.name, "arguments": s.arguments, "ok": s.error is None}
            for s in steps
            if isinstance(s, ToolCallStep)
        ],
        question=next((s.question for s in steps if isinstance(s, ResolveStep)), None),
    )


def completion(summary: TurnSummary, *, model: str, cid: str) -> dict[str, Any]:
    return {
        "id": cid,
        "object": "chat.completion",
        "created": int(time.time()),
        "model": model,
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": summary.answer, "refusal": None},
                "logprobs": None,
                "finish_reason": summary.finish_reason,
            }
        ],
        "usage": summary.usage,
        "system_fingerprint": None,
        "guardbot": summary.extension(),
    }


def chunk(
    *,
    cid: str,
    model: str,
    created: int,
    delta: dict[str, Any] | None = None,
    finish_reason: str | None = None,
    extension: dict[str, Any] | None = None,
) -> dict[str, Any]:
    body: dict[str, Any] = {
        "id": cid,
        "object": "chat.completion.chunk",
        "created": created,
        "model": model,
        "system_fingerprint": None,
        "choices": [
            {"index": 0, "delta": delta or {}, "logprobs": None, "finish_reason": finish_reason}
        ],
    }
    if extension is not None:
        body["guardbot"] = extension
    return body


def usage_chunk(*, cid: str, model: str, created: int, usage: dict[str, int]) -> dict[str, Any]:
    return {
        "id": cid,
        "object": "chat.completion.chunk",
        "created": created,
        "model": model,
        "choices": [],
        "usage": usage,
    }


def pieces(text: str, *, size: int = 48) -> list[str]:
    """The answer in stream-sized pieces that join back to exactly ``text``."""
    words = re.findall(r"\S+\s*|\s+", text)
    out: list[str] = []
    for word in words:
        if out and len(out[-1]) + len(word) <= size:
            out[-1] += word
        else:
            out.append(word)
    return out


def sse(data: dict[str, Any] | str) -> bytes:
    text = data if isinstance(data, str) else json.dumps(data, ensure_ascii=False)
    return f"data: {text}\n\n".encode()


HEARTBEAT = b": guardbot is still checking the answer\n\n"
DONE = sse("[DONE]")
