"""The actor-critic loop: bounded rounds, negative-example feedback, delivery and escalation."""

from __future__ import annotations

import time

import pytest

from bot.context import call_scope
from bot.critic.base import Verdict
from bot.critic.escalation import EscalationQueue
from bot.critic.pipeline import review
from bot.llm.base import LLMTimeout
from tests.critic.helpers import Actor, QueuedCritic, high, low, ok

Q = "How do I reset my password?"


def test_supported_first_answer_is_delivered_without_regeneration():
    actor, critic = Actor(["We email you a 6-digit code."]), QueuedCritic([ok()])
    result = review(actor, critic, Q, max_rounds=3, fail_closed=True)
    assert result.outcome == "delivered"
    assert result.answer == "We email you a 6-digit code."
    assert actor.feedback == [None]
    assert [s.kind for s in result.steps] == ["candidate", "verdict"]


def test_high_regenerates_with_failed_sentence_and_reason_as_negative_example():
    actor = Actor(["We text you a code by SMS.", "We email you a 6-digit code."])
    critic = QueuedCritic(
        [high("We text you a code by SMS.", "Sources say email; never SMS."), ok()]
    )
    result = review(actor, critic, Q, max_rounds=3, fail_closed=True)
    assert result.outcome == "delivered"
    assert result.answer == "We email you a 6-digit code."
    assert len(result.rounds) == 2 and result.regenerations == 1
    feedback = actor.feedback[1]
    assert "We text you a code by SMS." in feedback
    assert "Sources say email; never SMS." in feedback
    assert "do not repeat this mistake" in feedback.lower()
    assert Q in feedback
    kinds = [s.kind for s in result.steps]
    assert kinds == ["candidate", "verdict", "regeneration", "candidate", "verdict"]


def test_third_round_feedback_carries_every_failed_attempt():
    actor = Actor(["first wrong", "second wrong", "right"])
    critic = QueuedCritic([high("first wrong", "r1"), high("second wrong", "r2"), ok()])
    review(actor, critic, Q, max_rounds=3, fail_closed=True)
    assert "first wrong" in actor.feedback[2] and "second wrong" in actor.feedback[2]
    assert "r1" in actor.feedback[2] and "r2" in actor.feedback[2]


@pytest.mark.parametrize("max_rounds", [1, 2, 3])
def test_round_bound_then_escalation(max_rounds):
    actor = Actor([f"wrong {i}" for i in range(5)])
    critic = QueuedCritic([high() for _ in range(5)])
    result = review(actor, critic, Q, max_rounds=max_rounds, fail_closed=True)
    assert result.outcome == "escalated"
    assert len(actor.feedback) == max_rounds and len(critic.calls) == max_rounds
    assert "person will follow up" in result.answer
    assert "wrong" not in result.answer
    assert result.steps[-1].kind == "escalation"


def test_max_rounds_must_be_positive():
    with pytest.raises(ValueError):
        review(Actor(["x"]), QueuedCritic([ok()]), Q, max_rounds=0, fail_closed=True)


def test_low_is_delivered_with_findings_kept():
    result = review(
        Actor(["It is usually quick."]), QueuedCritic([low()]), Q, max_rounds=3, fail_closed=True
    )
    assert result.outcome == "delivered"
    assert [p.severity for p in result.findings] == ["LOW"]


def test_critic_error_fails_closed_by_default_and_open_when_set():
    closed = review(
        Actor(["a"]), QueuedCritic([RuntimeError("boom")]), Q, max_rounds=3, fail_closed=True
    )
    assert closed.outcome == "escalated" and "boom" in closed.reason
    assert closed.verdict.error and "boom" in closed.verdict.error
    opened = review(
        Actor(["a"]), QueuedCritic([RuntimeError("boom")]), Q, max_rounds=3, fail_closed=False
    )
    assert opened.outcome == "delivered" and opened.answer == "a"
    assert "unchecked" in opened.reason


def test_unparseable_verdict_is_handled_by_fail_closed():
    bad = Verdict(critic="queued", unparseable=True, raw="???")
    result = review(Actor(["a"]), QueuedCritic([bad]), Q, max_rounds=3, fail_closed=True)
    assert result.outcome == "escalated"


def test_critic_timeout_never_hangs_the_loop():
    critic = QueuedCritic([ok()], delay=3.0)
    started = time.perf_counter()
    result = review(Actor(["a"]), critic, Q, max_rounds=3, fail_closed=True, timeout=0.2)
    assert time.perf_counter() - started < 2.0
    assert result.outcome == "escalated"
    assert "timed out" in result.verdict.error


def test_empty_answer_is_flagged_and_regenerated():
    actor = Actor(["   ", "We email you a 6-digit code."])
    critic = QueuedCritic([ok()])  # the empty answer never reaches the critic
    result = review(actor, critic, Q, max_rounds=3, fail_closed=True)
    assert result.rounds[0][1].severity_level == "HIGH"
    assert "empty" in result.rounds[0][1].problematic_sentences[0].reason.lower()
    assert result.outcome == "delivered" and len(critic.calls) == 1


def test_actor_failure_while_regenerating_escalates_but_first_failure_raises():
    result = review(
        Actor(["wrong", LLMTimeout("slow")]),
        QueuedCritic([high()]),
        Q,
        max_rounds=3,
        fail_closed=True,
    )
    assert result.outcome == "escalated"
    assert any(s.kind == "error" for s in result.steps)
    with pytest.raises(LLMTimeout):
        review(Actor([LLMTimeout("slow")]), QueuedCritic([]), Q, max_rounds=3, fail_closed=True)


def test_every_round_and_verdict_is_recorded_and_escalation_created(payload_log):
    queue = EscalationQueue(payload_log)
    actor = Actor(["wrong 1", "wrong 2"])
    critic = QueuedCritic([high("wrong 1", "r1"), high("wrong 2", "r2")])
    history = [{"role": "user", "content": "hi"}, {"role": "assistant", "content": "Hello!"}]
    with call_scope(session_id="ses_1", turn_id="turn_1"):
        result = review(
            actor,
            critic,
            Q,
            max_rounds=2,
            fail_closed=True,
            payload_log=payload_log,
            escalations=queue,
            history=history,
        )
    rows = payload_log.rows("verdicts", where={"turn_id": "turn_1"})
    assert [(r["round"], r["severity"], r["answer"]) for r in rows] == [
        (1, "HIGH", "wrong 1"),
        (2, "HIGH", "wrong 2"),
    ]
    assert all(r["session_id"] == "ses_1" for r in rows)
    esc = queue.get(result.escalation_id)
    assert esc["session_id"] == "ses_1" and esc["turn_id"] == "turn_1" and esc["status"] == "open"
    assert [a["answer"] for a in esc["data"]["attempts"]] == ["wrong 1", "wrong 2"]
    assert esc["data"]["conversation"][-1] == {"role": "user", "content": Q}
    assert esc["data"]["sources"][0]["id"] == "password-reset#1"
    assert "wrong 2" in esc["summary"] and "r2" in esc["summary"]


def test_on_step_streams_steps_as_they_happen():
    seen = []
    review(
        Actor(["a"]), QueuedCritic([ok()]), Q, max_rounds=3, fail_closed=True, on_step=seen.append
    )
    assert [s.kind for s in seen] == ["candidate", "verdict"]
