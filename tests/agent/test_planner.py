"""The workspace's obvious call for a question (tools.planner), and a small-model turn that
makes it in code before asking the model."""

from __future__ import annotations

import json
from unittest.mock import ANY

import pytest

from bot.llm.scripted import ScriptedModel
from bot.steps import VerdictStep
from tests.agent.conftest import FixedRetriever
from tools.planner import plan_call, since_of

PLANS = [
    ("What is the health score of acme-9?", ("get_account_details", {"account_id": "acme-9"})),
    (
        "How many logins did wonka-13 have in the past 30 days?",
        ("get_activity", {"name": "login", "account_id": "wonka-13", "since": "30 days"}),
    ),
    (
        "How many NPS responses did we get in the last 90 days?",
        ("get_activity", {"name": "nps_response", "since": "90 days"}),
    ),
    (
        "Which accounts have the lowest health?",
        ("list_accounts", {"sort_by": "health", "descending": False}),
    ),
    ("How many accounts are on the Business plan?", ("list_accounts", {"plan": "Business"})),
    ("Which accounts does Maya Patel own?", ("list_accounts", {"owner": "Maya Patel"})),
    (
        "Which accounts have a health score below 20?",
        ("list_accounts", {"max_health": 19, "sort_by": "health", "descending": False}),
    ),
    ("Compare the health of acme-9 and globex-2.", None),
    ("How do I reset my password?", None),
]


@pytest.mark.parametrize(("question", "expected"), PLANS)
def test_the_obvious_call_is_planned_and_nothing_else(vocab, question, expected):
    assert plan_call(question, vocab) == expected


def test_windows_are_read_from_the_question():
    assert since_of("Did dunder-17 open tickets since 2026-06-01?") == "2026-06-01"
    assert since_of("logins in the last 2 weeks") == "2 weeks"
    assert since_of("issues last month") == "1 month"
    assert since_of("issues lately") is None


def test_a_small_model_turn_makes_the_planned_call_then_answers_without_tools(
    make_runner, payload_log, settings
):
    model = ScriptedModel(["Acme Retail (acme-9) has a health score of 25."])
    runner = make_runner(
        model=model,
        retriever=FixedRetriever([]),
        settings=settings.model_copy(update={"prompt_profile": "small"}),
    )
    result = runner.run_to_end(payload_log.start_session(), "What is the health score of acme-9?")
    assert result.outcome == "forced_call" and "25" in result.answer
    planned = [s.to_dict() for s in result.steps if s.kind == "forced_call"]
    assert planned == [
        {
            "kind": "forced_call",
            "ts": ANY,
            "how": "planned_from_question",
            "detector": "route",
            "name": "get_account_details",
            "arguments": {"account_id": "acme-9"},
        }
    ]
    (request,) = model.requests  # one model call: the answer, from the result, no tools
    assert request.tools is None and request.messages[-1]["role"] == "tool"
    assert json.loads(request.messages[-1]["content"])["health"] == 25
    assert not any("example-123" in str(m.get("content")) for m in request.messages)


def test_a_small_model_draft_without_the_asked_value_gets_the_quoted_fields(
    make_runner, payload_log, settings
):
    runner = make_runner(
        model=ScriptedModel(["Acme Retail is a food and beverage company."]),
        retriever=FixedRetriever([]),
        settings=settings.model_copy(update={"prompt_profile": "small"}),
    )
    result = runner.run_to_end(payload_log.start_session(), "What is the health score of acme-9?")
    assert result.outcome == "quoted" and "health: 25" in result.answer
    screen = [s for s in result.steps if isinstance(s, VerdictStep)][0]
    assert screen.critic == "screen" and "25" in screen.general_thoughts


def test_a_small_model_draft_that_echoes_the_raw_tool_result_is_screened_out(
    make_runner, payload_log, settings
):
    echo = '<tool_response>{"account_id": "acme-9", "name": "Acme Retail", "health": 25}'
    runner = make_runner(
        model=ScriptedModel([echo, "Acme Retail (acme-9) has a health score of 25."]),
        retriever=FixedRetriever([]),
        settings=settings.model_copy(update={"prompt_profile": "small"}),
    )
    result = runner.run_to_end(payload_log.start_session(), "What is the health score of acme-9?")
    screen = [s for s in result.steps if isinstance(s, VerdictStep)][0]
    assert screen.critic == "screen" and "raw tool result" in screen.general_thoughts
    assert "<tool_response>" not in result.answer and "25" in result.answer
