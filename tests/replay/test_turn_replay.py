"""Full-turn replay through bot.turn.TurnRunner: identical requests, overrides, logged tools,
session summaries, failures."""

from __future__ import annotations

import shutil
from typing import Any

import pytest

from bot.critic.base import ProblemSentence, Verdict
from bot.llm.base import LLMServerError
from bot.llm.scripted import ScriptedModel, tool_reply
from bot.replay import load_turn, replay_session, replay_turn
from bot.settings import PROJECT_ROOT
from tests.replay.fixtures import BAD_ANSWER, GOOD_ANSWER, RESET_CHUNK, RESET_QUESTION, record_turn

pytest.importorskip("bot.turn")


def _reset_turn(log, replies, **kw):
    return record_turn(log, RESET_QUESTION, replies, chunks=[RESET_CHUNK], **kw)


class FlagEverything:
    name = "strict"

    def check(self, question: str, sources: list[Any], answer: str) -> Verdict:
        return Verdict(
            critic=self.name, problematic_sentences=[ProblemSentence(answer, "strict test critic")]
        )


def test_scripted_turn_replays_to_identical_requests(payload_log):
    original = _reset_turn(payload_log, [BAD_ANSWER, GOOD_ANSWER])
    assert original.outcome == "regenerated"
    result = replay_turn(original.turn_id, log=payload_log)
    logged = load_turn(payload_log, original.turn_id)
    assert result.mode == "turn" and result.error is None
    assert len(logged.llm_calls) == 2
    assert [c["request_json"] for c in result.replayed.llm_calls] == [
        c["request_json"] for c in logged.llm_calls
    ]
    assert (
        result.identical_requests and result.outcome == "regenerated" and not result.changed_outcome
    )
    assert result.diff() == []
    assert [v["severity"] for v in result.replayed.verdicts] == ["HIGH", "NONE"]
    assert result.replayed.turn["replay_of"] == original.turn_id
    assert payload_log.get("sessions", result.replayed.session_id)["channel"] == "replay"


def test_model_override_shows_in_the_diff_and_changes_the_outcome(payload_log):
    original = _reset_turn(payload_log, [GOOD_ANSWER])
    other = ScriptedModel(default=BAD_ANSWER, model_name="other-model")
    result = replay_turn(original.turn_id, model="other-model", chat_model=other, log=payload_log)
    rows = result.diff()
    assert ("model call 1 (actor)", "request.model", "scripted", "other-model") in rows
    assert ("model call 1 (actor)", "content", GOOD_ANSWER, BAD_ANSWER) in rows
    assert ("turn", "outcome", "answered", "not_found") in rows
    assert ("verdict round 1", "severity", "NONE", "HIGH") in rows
    assert ("verdict round 1", "answer judged", GOOD_ANSWER, BAD_ANSWER) in rows
    assert result.changed_outcome and all(r.model == "other-model" for r in other.requests)
    # the replay's escalation does not reach the support queue
    escalations = payload_log.rows("escalations", where={"turn_id": result.turn_id})
    assert not [e for e in escalations if e["status"] in ("open", "claimed")]


def test_critic_override_changes_verdicts(payload_log):
    original = _reset_turn(payload_log, [GOOD_ANSWER])
    result = replay_turn(original.turn_id, critic=FlagEverything(), log=payload_log)
    assert result.outcome == "not_found"  # nothing quotable answers: said so, a person offered
    assert ("verdict round 1", "severity", "NONE", "HIGH") in result.diff()


def test_prompts_override_rebuilds_the_requests(payload_log, tmp_path):
    original = _reset_turn(payload_log, [GOOD_ANSWER])
    prompts = tmp_path / "prompts"
    shutil.copytree(PROJECT_ROOT / "prompts", prompts)
    system = prompts / "system.txt"  # an endpoint's prompt (every route)
    system.write_text(system.read_text() + "\nAlways answer in one sentence.\n")
    result = replay_turn(original.turn_id, prompts_dir=prompts, log=payload_log)
    assert not result.identical_requests
    changed = [r for r in result.diff() if r[1].startswith("request.")]
    assert changed and changed[0][1] == "request.messages[0].content"
    assert "Always answer in one sentence." in changed[0][3]
    assert result.outcome == "answered"
    assert any("matched by purpose" in n for n in result.notes)


def test_session_replay_counts_changed_outcomes(payload_log):
    session = payload_log.start_session(channel="cli", backend="scripted", model="scripted")
    _reset_turn(payload_log, [GOOD_ANSWER], session_id=session)
    _reset_turn(payload_log, [BAD_ANSWER, GOOD_ANSWER], session_id=session)
    _reset_turn(payload_log, [GOOD_ANSWER], session_id=session)
    same = replay_session(session, log=payload_log)
    assert same.summary() == {
        "turns": 3,
        "changed_outcome": 0,
        "changed_answer": 0,
        "identical_requests": 3,
        "errors": 0,
    }
    always_good = ScriptedModel(default=GOOD_ANSWER)
    changed = replay_session(session, chat_model=always_good, log=payload_log)
    assert changed.summary()["changed_outcome"] == 1
    assert [row[1:4] for row in changed.rows()] == [
        ("answered", "answered", ""),
        ("regenerated", "answered", "yes"),
        ("answered", "answered", ""),
    ]
    # one replay session holds all three replayed turns, linked to the original session
    replayed = payload_log.get("sessions", changed.replay_session_id)
    assert replayed["replay_of"] == session
    assert payload_log.count("turns", session_id=changed.replay_session_id) == 3


def test_backend_failing_mid_replay_keeps_partial_results(payload_log):
    original = _reset_turn(payload_log, [BAD_ANSWER, GOOD_ANSWER])
    failing = ScriptedModel([BAD_ANSWER, LLMServerError("502 from the endpoint")])
    result = replay_turn(original.turn_id, chat_model=failing, log=payload_log)
    assert (
        result.outcome in ("not_found", "escalated", "error")
        and "model call 2 (server_error): 502 from the endpoint" in result.error
    )
    kinds = [s["kind"] for s in result.replayed.steps]
    assert kinds[:6] == ["resolve", "retrieval", "route", "model_call", "candidate", "verdict"]
    assert result.replayed.verdicts[0]["severity"] == "HIGH"  # the first round is kept
    assert [c["error_kind"] for c in result.replayed.llm_calls] == [None, "server_error"]


def _counting_registry(calls: list):
    from tools.registry import ToolRegistry, tool

    @tool
    def lookup_plan(plan: str) -> dict:
        """Price of a Quillstack plan."""
        calls.append(plan)
        return {"plan": plan, "price_per_user_per_month": 49}

    return ToolRegistry([lookup_plan])


def test_tool_results_come_from_the_log_unless_live(payload_log):
    calls: list = []
    registry = _counting_registry(calls)
    replies = [
        tool_reply("lookup_plan", {"plan": "team"}),
        "The Team plan costs $49 per user per month.",
    ]
    original = record_turn(
        payload_log, "What does the Team plan cost?", replies, chunks=[], registry=registry
    )
    assert calls == ["team"] and original.outcome in ("answered", "forced_call")
    result = replay_turn(original.turn_id, registry=registry, log=payload_log)
    assert calls == ["team"], "a replay must not call the tool again"
    assert result.identical_requests and result.diff() == []
    assert result.replayed.tool_calls[0]["result"] == {
        "plan": "team",
        "price_per_user_per_month": 49,
    }
    live = replay_turn(original.turn_id, registry=registry, live_tools=True, log=payload_log)
    assert calls == ["team", "team"] and live.diff() == []


def test_tool_not_in_the_log_and_tool_gone(payload_log):
    calls: list = []
    registry = _counting_registry(calls)
    replies = [
        tool_reply("lookup_plan", {"plan": "team"}),
        "The Team plan costs $49 per user per month.",
    ]
    original = record_turn(
        payload_log, "What does the Team plan cost?", replies, chunks=[], registry=registry
    )
    other_args = ScriptedModel(
        [tool_reply("lookup_plan", {"plan": "business"}), "I could not find it."]
    )
    result = replay_turn(
        original.turn_id, chat_model=other_args, registry=registry, log=payload_log
    )
    error = result.replayed.tool_calls[0]["error"]
    assert "tool result not in the log: lookup_plan" in error and "--live-tools" in error
    assert calls == ["team"]
    # the current default registry has no lookup_plan: a clear note, the logged result still used
    gone = replay_turn(original.turn_id, log=payload_log)
    assert any("'lookup_plan' no longer exists" in n for n in gone.notes)
    assert gone.replayed.tool_calls[0]["result"] == {"plan": "team", "price_per_user_per_month": 49}
    gone_live = replay_turn(original.turn_id, live_tools=True, log=payload_log)
    assert "no longer exists" in gone_live.replayed.tool_calls[0]["error"]


@pytest.mark.local_model
@pytest.mark.slow
def test_replay_with_the_local_model_changes_backend_and_model(
    payload_log, local_model, monkeypatch
):
    from bot.settings import reset_settings

    monkeypatch.setenv("GUARDBOT_MAX_TOKENS", "8")  # logged in the request; keeps generation short
    reset_settings()
    original = _reset_turn(payload_log, [GOOD_ANSWER])
    result = replay_turn(original.turn_id, backend="local", mode="requests", log=payload_log)
    assert result.error is None, result.error
    first = result.replayed.llm_calls[0]
    assert first["backend"] == "local" and first["response"]["choices"][0]["message"]["content"]
    # the logged request, re-sent as it was: the model named in it is the logged one
    assert (
        first["request_json"]
        == load_turn(payload_log, original.turn_id).llm_calls[0]["request_json"]
    )
    assert any(
        r[0] == "model call 1 (actor)" and r[1] == "content" and r[2] == GOOD_ANSWER
        for r in result.diff()
    )


def test_a_replay_can_itself_be_replayed(payload_log):
    original = _reset_turn(payload_log, [BAD_ANSWER, GOOD_ANSWER])
    first = replay_turn(original.turn_id, log=payload_log)
    second = replay_turn(first.turn_id, log=payload_log)
    assert first.replayed.llm_calls[0]["backend"] == "logged"
    assert second.identical_requests and second.outcome == "regenerated" and second.diff() == []
    assert second.replayed.turn["replay_of"] == first.turn_id
