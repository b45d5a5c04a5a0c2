"""Logged turns made with the scripted backend, for tests, the benchmark and example cases,
and ``TermsCritic``: a minimal deterministic critic (numbers and names in the answer must
appear in a source) that replays can rebuild by name (``terms``)."""

from __future__ import annotations

from typing import Any

from bot import context
from bot.critic.literal import TermsCritic
from bot.kb.types import Chunk
from bot.llm.base import ChatRequest
from bot.llm.recording import RecordingModel
from bot.llm.scripted import ScriptedModel, tool_reply
from bot.replay.cases import export_case
from bot.replay.record import chunk_from_dict
from bot.settings import get_settings
from bot.store.log import PayloadLog
from bot.wiring import build_runner

PRICING_CHUNK = {
    "id": "pricing-1",
    "text": "The Team plan costs $49 per user per month.",
    "source": "pricing.md",
    "title": "Pricing",
    "start": 0,
    "end": 44,
    "strategy": "paragraph",
    "kb": "helpcentre",
    "score": 0.8,
    "meta": {},
}


def log_request_turn(
    log: PayloadLog, *, with_inputs: bool = True, model_name: str = "scripted"
) -> str:
    """A turn written row by row (no TurnRunner): two model calls through
    RecordingModel(ScriptedModel) (a tool call, then the answer), the tool call, a verdict
    and the steps. ``with_inputs=False`` leaves out the turn meta, as an older log would."""
    session = log.start_session(channel="cli", backend="scripted", model=model_name)
    meta: dict[str, Any] = {
        "history": [],
        "retrieved": [PRICING_CHUNK],
        "critic": "logged",
        "backend": "scripted",
        "model": model_name,
    }
    question = "How much is the Team plan?"
    turn = log.start_turn(session, question, meta=meta if with_inputs else None)
    answer = "The Team plan costs $49 per user per month."
    model = RecordingModel(
        ScriptedModel([tool_reply("get_plan", {"plan": "team"}), answer], model_name=model_name),
        log,
    )
    messages: list[dict[str, Any]] = [
        {"role": "system", "content": "Answer from the documents."},
        {"role": "user", "content": question},
    ]
    with context.call_scope(session_id=session, turn_id=turn, purpose="actor"):
        first = model.complete(ChatRequest(messages=list(messages), temperature=0.0, seed=0))
        call = first.tool_calls[0]
        log.record_tool_call(
            name="get_plan", arguments={"plan": "team"}, result={"price": 49}, error=None,
            latency_ms=1.0, session_id=session, turn_id=turn, call_id=call.id,
        )  # fmt: skip
        messages += [
            {"role": "assistant", "content": None, "tool_calls": [call.to_dict()]},
            {"role": "tool", "tool_call_id": call.id, "content": '{"price": 49}'},
        ]
        second = model.complete(ChatRequest(messages=messages, temperature=0.0, seed=0))
    log.record_verdict(
        critic="test", severity="NONE", data={"problematic_sentences": []}, latency_ms=1.0,
        session_id=session, turn_id=turn, answer=second.content,
    )  # fmt: skip
    for i, kind in enumerate(
        ["retrieval", "model_call", "tool_call", "model_call", "candidate", "verdict", "final"]
    ):
        log.record_step(turn, i, kind, {"kind": kind})
    log.finish_turn(turn, outcome="answered", final_answer=second.content)
    return turn


class FixedRetriever:
    """Always the same chunks (a test double for the knowledge base)."""

    def __init__(self, chunks: list[dict[str, Any]]):

        self.chunks: list[Chunk] = [chunk_from_dict(c) for c in chunks]

    def search(self, query: str, *, k: int | None = None, where: dict | None = None) -> list[Chunk]:
        return list(self.chunks)


def record_turn(
    log: PayloadLog,
    message: str,
    replies: list[Any],
    *,
    chunks: list[dict[str, Any]] | None = None,
    critic: Any = None,
    registry: Any = None,
    history: list[dict[str, Any]] | None = None,
    session_id: str | None = None,
    model_name: str = "scripted",
) -> Any:
    """Run one real turn (bot.turn.TurnRunner) with scripted model replies; returns its
    TurnResult. Default critic: ``TermsCritic``; default chunks: the pricing chunk."""

    runner = build_runner(
        get_settings(),
        model=ScriptedModel(replies, model_name=model_name),
        critic=critic or TermsCritic(),
        retriever=FixedRetriever([PRICING_CHUNK] if chunks is None else chunks),
        registry=registry,
        log=log,
    )
    session_id = session_id or log.start_session(
        channel="cli", backend="scripted", model=model_name
    )
    return runner.run_to_end(session_id, message, history)


RESET_CHUNK = {
    "id": "reset-1",
    "text": "Password reset is by a 6-digit code sent by email, valid for 15 minutes. Quillstack never sends reset codes by SMS.",
    "source": "account/password-reset.md",
    "title": "Resetting your password",
    "start": 0,
    "end": 113,
    "strategy": "paragraph",
    "kb": "helpcentre",
    "score": 0.82,
    "meta": {},
}
RESET_QUESTION = "How do I reset my password?"
GOOD_ANSWER = "We email you a 6-digit code; it is valid for 15 minutes."
BAD_ANSWER = "We text you a reset code through the Twilio service."


def record_scripted_turns(log: PayloadLog, n: int) -> list[str]:
    """``n`` logged full turns with the scripted backend: alternately answered right away and
    regenerated after the critic caught an unsupported claim."""
    ids = []
    for i in range(n):
        replies = [GOOD_ANSWER] if i % 2 == 0 else [BAD_ANSWER, GOOD_ANSWER]
        ids.append(record_turn(log, RESET_QUESTION, replies, chunks=[RESET_CHUNK]).turn_id)
    return ids


def write_example_cases(folder: str, log: PayloadLog) -> list[str]:
    """Record the example regression cases shipped in ``cases/`` (scripted backend)."""

    specs: list[tuple[str, str, list[Any], list[dict[str, Any]], list[str], list[str]]] = [
        (
            "password-reset-answered",
            RESET_QUESTION,
            [GOOD_ANSWER],
            [RESET_CHUNK],
            ["6-digit", "15 minutes"],
            ["SMS"],
        ),
        (
            "password-reset-regenerated",
            RESET_QUESTION,
            [BAD_ANSWER, GOOD_ANSWER],
            [RESET_CHUNK],
            ["6-digit"],
            ["Twilio"],
        ),
        (
            "account-plan-tool-call",
            "What plan is acme-9 on?",
            [
                tool_reply("get_account_details", {"account_id": "acme-9"}),
                "Acme Retail (acme-9) is on the Starter plan.",
            ],
            [],
            ["Starter"],
            [],
        ),
    ]
    paths = []
    for name, question, replies, chunks, facts, absent in specs:
        turn = record_turn(log, question, replies, chunks=chunks)
        path = export_case(
            turn.turn_id, f"{folder}/{name}.json", log=log, name=name, facts=facts, absent=absent
        )
        paths.append(str(path))
    return paths
