"""Typed steps: every kind reads back from the record the log stores, to the same record;
records written before the steps were typed (extra keys, missing keys) still read."""

from __future__ import annotations

import pytest

from bot.steps import (
    KINDS,
    STEP_TYPES,
    ErrorStep,
    FinalStep,
    QuotedAnswerStep,
    RetrievalStep,
    Source,
    ThoughtCaughtStep,
    ToolCallStep,
    VerdictStep,
    step_from_dict,
)

CHUNK = {"id": "pricing-1", "title": "Plans and pricing", "text": "$49", "source": "pricing.md"}
SOURCE = {"kind": "tool", "id": "call_1", "title": "get_account_details", "text": "{}", "meta": {}}

# Each kind as the turn writes it to the log (several forms where producers differ).
RECORDS = [
    {"kind": "retrieval", "count": 1, "chunks": [CHUNK]},
    {"kind": "resolve", "question": "Who looks after customer 14?", "followup": True,
     "previous": "Who looks after customer 12?", "how": "substituted"},
    {"kind": "probe", "question": "When is order 5513 arriving?",
     "candidates": [{"tool": "order_delivery", "arguments": {"order_number": 5513},
                     "score": 0.74, "fit": 0.46, "error": None},
                    {"tool": "plant_order", "arguments": {"order_number": 5513},
                     "score": 0.74, "fit": 0.39, "error": None}],
     "chosen": "order_delivery", "weight": 1.0},
    {"kind": "route", "route": "data", "reason": "names what get_customer looks up",
     "tool": "get_customer", "arguments": {"customer_id": 14},
     "evidence": {"customer_id": "number after 'customer'"}, "candidates": [],
     "strength": 0.9, "facts": None},
    {"kind": "route", "route": "data", "reason": "its record points to get_staff",
     "tool": "get_staff", "arguments": {"staff_id": 2}, "evidence": {}, "candidates": [],
     "strength": 0.9, "before": [{"tool": "get_booking", "arguments": {"booking_id": 5}}],
     "facts": None},
    {"kind": "route", "route": "kb", "reason": "the documents answer it",
     "arguments": {}, "evidence": {}, "candidates": [{"tool": "get_customer", "score": 0.1}],
     "strength": 0.0, "facts": ["Codes come by email."]},
    {"kind": "confirm", "name": "cancel_order", "arguments": {"order_id": 7781},
     "status": "asked"},
    {"kind": "model_call", "purpose": "actor", "latency_ms": 12.3, "tool_choice": "auto",
     "finish_reason": "tool_calls", "tool_calls": ["get_account_details"], "content": ""},
    {"kind": "model_call", "purpose": "force", "latency_ms": 1.0, "tool_choice": None,
     "finish_reason": None, "tool_calls": [], "content": "The health is 25."},
    {"kind": "tool_call", "call_id": "call_1", "forced": False, "truncated": False,
     "name": "get_account_details", "arguments": {"account_id": "acme-9"},
     "result": {"health": 25}, "error": None, "error_kind": None, "latency_ms": 0.41},
    {"kind": "tool_call", "call_id": "call_2", "forced": True, "truncated": False,
     "name": "get_activity", "arguments": {"_raw": "{"}, "result": None,
     "error": "arguments are not a JSON object", "error_kind": "invalid_arguments",
     "latency_ms": 0.0},
    {"kind": "thought_caught", "text": "<thought>call get_account_details", "detector": "thought",
     "detail": "a thought token", "parsed_call": {"name": "get_account_details",
     "arguments": {"account_id": "acme-9"}}, "items": []},
    {"kind": "thought_caught", "text": "It is 25.", "detector": "no_call",
     "detail": "a data answer without a call", "parsed_call": None, "items": ["25"]},
    {"kind": "thought_caught", "detector": "copied_args",
     "detail": "arguments copied from a few-shot example", "tool": "get_account_details",
     "arguments": {"account_id": "example-123"}, "items": ["example-123"]},
    {"kind": "forced_call", "how": "executed_from_text", "detector": "thought",
     "name": "get_account_details", "arguments": {"account_id": "acme-9"}},
    {"kind": "forced_call", "how": "arguments_from_question", "detector": "copied_args",
     "name": "get_account_details", "arguments": {"account_id": "acme-9"},
     "replaced": {"account_id": "example-123"}},
    {"kind": "forced_call", "how": "reask", "detector": "no_call", "tool_choice": "required"},
    {"kind": "candidate", "round": 1, "answer": "The health is 25."},
    {"kind": "degenerate", "draft": "a. a.", "text": "a.", "removed": ["a."],
     "reasons": ["repeated sentence"], "degenerate": False},
    {"kind": "verdict", "round": 2, "critic": "grounding", "general_thoughts": "",
     "problematic_sentences": [["It is 26.", "the source says 25", "HIGH"]],
     "flagged_by": ["grounding"], "severity_level": "HIGH",
     "sentence_scores": [["It is 26.", 0.93]], "score": 0.93, "unparseable": False,
     "error": None, "latency_ms": 3.21, "raw": None},
    {"kind": "regeneration", "round": 2, "feedback": "do not say 26"},
    {"kind": "quoted_answer", "answer": '"Codes come by email." [1]',
     "source_kind": "documents", "quotes": [{"text": "Codes come by email.",
     "source": "pricing-1", "title": "Plans and pricing", "score": 0.812}]},
    {"kind": "escalation", "reason": "still HIGH after 2 round(s)", "rounds": 2,
     "escalation_id": 3},
    {"kind": "output_rule", "rule": "system_prompt", "action": "replaced"},
    {"kind": "output_rule", "rule": "secret", "action": "redacted", "count": 2},
    {"kind": "output_rule", "rule": "other_workspace", "action": "removed_sentences",
     "terms": 1},
    {"kind": "final", "turn_id": "turn_1", "answer": "It is 25.", "outcome": "answered",
     "forced": False, "escalation_id": None, "sources": [SOURCE], "counters": {"narrated": 1}},
    {"kind": "error", "stage": "retrieval", "error": "refused",
     "user_message": "The knowledge base cannot be searched right now."},
    {"kind": "error", "stage": "model", "error_kind": "timeout", "error": "read timed out",
     "user_message": "The language model took too long to answer."},
    {"kind": "error", "stage": "agent", "error": "step limit reached", "max_steps": 6,
     "user_message": "I could not finish looking that up."},
    {"kind": "error", "round": 2, "error": "read timed out", "error_kind": "timeout"},
]  # fmt: skip


@pytest.mark.parametrize("record", RECORDS, ids=lambda r: r["kind"])
def test_every_kind_reads_back_to_the_record_the_log_stores(record):
    stored = {**record, "ts": 1795000000.5}
    step = step_from_dict(stored)
    assert type(step) is STEP_TYPES[record["kind"]] and step.kind == record["kind"]
    assert step.extra == {} and step.ts == 1795000000.5
    assert step.to_dict() == stored
    assert step_from_dict(step.to_dict()) == step


def test_the_records_cover_every_kind():
    assert {r["kind"] for r in RECORDS} == set(KINDS) == set(STEP_TYPES)


def first(kind: str) -> dict:
    return next({**r, "ts": 1.0} for r in RECORDS if r["kind"] == kind)


def test_fields_are_typed_attributes():
    tool = step_from_dict(first("tool_call"))
    assert isinstance(tool, ToolCallStep) and tool.name == "get_account_details"
    assert tool.result == {"health": 25} and tool.error is None
    verdict = step_from_dict(first("verdict"))
    assert isinstance(verdict, VerdictStep) and verdict.severity_level == "HIGH"
    final = step_from_dict(first("final"))
    assert isinstance(final, FinalStep) and final.sources == [Source.from_dict(SOURCE)]


def test_an_old_record_keeps_its_extra_keys_and_defaults_the_missing_ones():
    old = {"kind": "tool_call", "ts": 5.0, "name": "get_activity", "tool": "get_activity",
           "severity": "LOW", "result": [1, 2]}  # fmt: skip
    step = step_from_dict(old)
    assert isinstance(step, ToolCallStep)
    assert step.name == "get_activity" and step.result == [1, 2]
    assert step.extra == {"tool": "get_activity", "severity": "LOW"}
    assert step.call_id == "" and step.arguments == {} and step.error is None
    back = step.to_dict()
    assert {k: back[k] for k in old} == old  # every key it had, as it had it
    assert back["forced"] is False and back["latency_ms"] == 0.0  # the missing ones defaulted
    assert step_from_dict(back) == step

    bare = step_from_dict({"kind": "retrieval"})
    assert isinstance(bare, RetrievalStep) and bare.count == 0 and bare.chunks == []
    assert bare.ts > 0 and bare.extra == {}
    caught = step_from_dict({"kind": "thought_caught", "text": "x", "extra_key": [1]})
    assert isinstance(caught, ThoughtCaughtStep) and caught.extra == {"extra_key": [1]}
    assert caught.to_dict()["extra_key"] == [1] and caught.to_dict()["parsed_call"] is None


def test_an_old_quoted_answer_whose_source_kind_overwrote_its_kind_reads_back():
    # before the steps were typed the record's "kind" held "documents" or "tool"; the log's
    # row kind says what the step was
    old = {"kind": "tool", "ts": 2.0, "answer": "health: 25", "quotes": []}
    step = step_from_dict(old, kind="quoted_answer")
    assert isinstance(step, QuotedAnswerStep) and step.source_kind == "tool"
    assert step.answer == "health: 25" and step.extra == {}
    assert step.to_dict() == {**old, "kind": "quoted_answer", "source_kind": "tool"}


def test_optional_keys_are_left_out_only_while_unset():
    assert "user_message" not in ErrorStep(error="x").to_dict()
    assert ErrorStep(error="x", user_message="sorry").to_dict()["user_message"] == "sorry"


def test_an_unknown_kind_is_refused():
    with pytest.raises(ValueError, match="unknown step kind"):
        step_from_dict({"kind": "brand_new_kind"})
    with pytest.raises(ValueError, match="unknown step kind"):
        step_from_dict({"answer": "no kind at all"})
