"""Logged turns for replay tests, written the way a turn writes them (payload log rows)."""

from __future__ import annotations

from bot import context
from bot.llm.base import ChatRequest
from bot.llm.recording import RecordingModel
from bot.llm.scripted import ScriptedModel, tool_reply
from bot.store.log import PayloadLog

CHUNK = {
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
    """A turn with two logged model calls (a tool call, then an answer), a tool call and a
    verdict, recorded through RecordingModel(ScriptedModel). Returns the turn id."""
    session = log.start_session(channel="cli", backend="scripted", model=model_name)
    meta = {
        "history": [],
        "retrieved": [CHUNK],
        "critic": "logged",
        "backend": "scripted",
        "model": model_name,
    }
    turn = log.start_turn(session, "How much is the Team plan?", meta=meta if with_inputs else None)
    model = RecordingModel(
        ScriptedModel(
            [
                tool_reply("get_plan", {"plan": "team"}),
                "The Team plan costs $49 per user per month.",
            ],
            model_name=model_name,
        ),
        log,
    )
    messages = [
        {"role": "system", "content": "Answer from the documents."},
        {"role": "user", "content": "How much is the Team plan?"},
    ]
    with context.call_scope(session_id=session, turn_id=turn, purpose="actor"):
        first = model.complete(ChatRequest(messages=list(messages), temperature=0.0, seed=0))
        call = first.tool_calls[0]
        log.record_tool_call(
            name="get_plan",
            arguments={"plan": "team"},
            result={"price": 49},
            error=None,
            latency_ms=1.0,
            session_id=session,
            turn_id=turn,
            call_id=call.id,
        )
        messages += [
            {"role": "assistant", "content": None, "tool_calls": [call.to_dict()]},
            {"role": "tool", "tool_call_id": call.id, "content": '{"price": 49}'},
        ]
        second = model.complete(ChatRequest(messages=messages, temperature=0.0, seed=0))
    log.record_verdict(
        critic="test",
        severity="NONE",
        data={"problematic_sentences": []},
        latency_ms=1.0,
        session_id=session,
        turn_id=turn,
        answer=second.content,
    )
    for i, kind in enumerate(
        ["retrieval", "model_call", "tool_call", "model_call", "candidate", "verdict", "final"]
    ):
        log.record_step(turn, i, kind, {"kind": kind})
    log.finish_turn(turn, outcome="answered", final_answer=second.content)
    return turn
