"""The LLM judge against the scripted model: parsing, repair, one retry, unparseable verdicts,
model errors and the payload log."""

from __future__ import annotations

import json

from bot.critic.llm import LLMCritic
from bot.critic.runner import run_check
from bot.llm.base import LLMTimeout
from bot.llm.recording import RecordingModel
from bot.llm.scripted import ScriptedModel
from tests.critic.helpers import SOURCES

Q = "How do I reset my password?"
ANSWER = "Hi! We text you a code by SMS. The code is valid for 15 minutes."
HIGH_JSON = json.dumps(
    {
        "general_thoughts": "The SMS claim contradicts the sources.",
        "problematic_sentences": [
            ["We text you a code by SMS.", "Sources: email only, never SMS.", "HIGH"]
        ],
        "severity_level": "HIGH",
    }
)


def test_prompt_holds_sources_question_and_one_sentence_per_line():
    model = ScriptedModel([HIGH_JSON])
    LLMCritic(model=model).check(Q, SOURCES, ANSWER)
    request = model.requests[0]
    assert request.temperature == 0.0
    system, user = request.messages[0]["content"], request.messages[1]["content"]
    assert "problematic_sentences" in system and "absence" not in user
    assert "never sends reset codes by SMS" in user and Q in user
    assert "We text you a code by SMS.\nThe code is valid for 15 minutes." in user


def test_high_verdict_parsed():
    verdict = LLMCritic(model=ScriptedModel([HIGH_JSON])).check(Q, SOURCES, ANSWER)
    assert verdict.severity_level == "HIGH" and not verdict.unparseable
    assert verdict.problematic_sentences[0].to_list() == [
        "We text you a code by SMS.",
        "Sources: email only, never SMS.",
        "HIGH",
    ]
    assert verdict.problematic_sentences[0].critic == "llm"
    assert verdict.raw == HIGH_JSON


def test_fenced_and_damaged_json_is_repaired_without_retry():
    reply = "```json\n{'general_thoughts': 'fine', 'problematic_sentences': [], 'severity_level': 'NONE',}\n```"
    model = ScriptedModel([reply])
    verdict = LLMCritic(model=model).check(Q, SOURCES, "Quillstack emails you a 6-digit code.")
    assert verdict.severity_level == "NONE" and not verdict.unparseable
    model.assert_complete()


def test_one_retry_then_parsed():
    model = ScriptedModel(["I think it is mostly fine.", HIGH_JSON])
    verdict = LLMCritic(model=model).check(Q, SOURCES, ANSWER)
    assert verdict.severity_level == "HIGH"
    retry = model.requests[1].messages
    assert retry[-2] == {"role": "assistant", "content": "I think it is mostly fine."}
    assert "could not be read as JSON" in retry[-1]["content"]


def test_unparseable_after_retry_is_marked_not_guessed():
    model = ScriptedModel(["nope", "still nope"])
    verdict = LLMCritic(model=model).check(Q, SOURCES, ANSWER)
    assert verdict.unparseable and verdict.severity_level == "NONE"
    assert "nope" in verdict.raw and "still nope" in verdict.raw
    assert len(model.requests) == 2


def test_dict_items_severity_aliases_and_pleasantries():
    reply = json.dumps(
        {
            "general_thoughts": "x",
            "problematic_sentences": [
                {"sentence": "Hi!", "reason": "greeting", "severity": "HIGH"},
                {
                    "sentence": "The code is valid for 15 minutes.",
                    "reason": "vague",
                    "severity": "medium",
                },
            ],
            "severity_level": "low",
        }
    )
    verdict = LLMCritic(model=ScriptedModel([reply])).check(Q, SOURCES, ANSWER)
    assert [(p.sentence, p.severity) for p in verdict.problematic_sentences] == [
        ("The code is valid for 15 minutes.", "LOW")
    ]
    assert verdict.severity_level == "LOW"


def test_stated_high_without_sentences_is_high():
    reply = '{"general_thoughts": "made up", "problematic_sentences": [], "severity_level": "HIGH"}'
    verdict = LLMCritic(model=ScriptedModel([reply])).check(Q, SOURCES, ANSWER)
    assert verdict.severity_level == "HIGH"


def test_model_error_becomes_error_verdict_and_the_call_is_logged_as_critic(payload_log):
    model = RecordingModel(ScriptedModel([LLMTimeout("judge too slow")]), payload_log)
    verdict = run_check(LLMCritic(model=model), Q, SOURCES, ANSWER, timeout=5)
    assert verdict.error and "judge too slow" in verdict.error
    rows = payload_log.rows("llm_calls")
    assert [(r["purpose"], r["error_kind"]) for r in rows] == [("critic", "timeout")]


def test_successful_call_is_logged_with_purpose_critic(payload_log):
    model = RecordingModel(ScriptedModel([HIGH_JSON]), payload_log)
    run_check(LLMCritic(model=model), Q, SOURCES, ANSWER, timeout=5)
    rows = payload_log.rows("llm_calls")
    assert len(rows) == 1 and rows[0]["purpose"] == "critic"
    assert "We text you a code by SMS." in rows[0]["request_json"]
