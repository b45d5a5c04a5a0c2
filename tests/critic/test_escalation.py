"""Escalation records, their life cycle (race-safe claim), human replies and the export."""

from __future__ import annotations

import json
import threading

import pytest

from bot.critic.escalation import AlreadyClaimed, EscalationError, EscalationQueue


def _create(queue: EscalationQueue, session_id: str = "ses_a", **kw) -> int:
    return queue.create(
        session_id=session_id,
        turn_id="turn_a",
        question="Do you reset passwords by SMS?",
        attempts=[
            {
                "round": 1,
                "answer": "Yes, we text you a code.",
                "verdict": {
                    "critic": "grounding",
                    "problematic_sentences": [["Yes, we text you a code.", "email only", "HIGH"]],
                },
            }
        ],
        sources=[
            {"kind": "document", "id": "pw#1", "text": "We send a 6-digit code to your email."}
        ],
        reason="still HIGH after 3 round(s)",
        **kw,
    )


@pytest.fixture
def queue(payload_log):
    return EscalationQueue(payload_log)


def test_create_stores_everything_and_a_summary(queue):
    eid = _create(queue)
    row = queue.get(eid)
    assert row["status"] == "open" and row["version"] == 0
    assert row["data"]["question"] == "Do you reset passwords by SMS?"
    assert row["data"]["sources"][0]["text"].startswith("We send")
    assert "Yes, we text you a code." in row["summary"] and "email only" in row["summary"]
    assert queue.counts() == {"open": 1, "claimed": 0, "returned": 0, "resolved": 0, "dismissed": 0}


def test_life_cycle_claim_reply_resolve(queue):
    eid = _create(queue)
    claimed = queue.claim(eid, "ana")
    assert claimed["status"] == "claimed" and claimed["assignee"] == "ana" and claimed["claimed_at"]
    assert queue.claim(eid, "ana")["status"] == "claimed"  # own claim again: no-op
    queue.reply(eid, "We only send reset codes by email, valid 15 minutes.")
    queue.resolve(eid, "true_hallucination", "bot said SMS")
    row = queue.get(eid)
    assert (row["status"], row["resolution_label"], row["notes"]) == (
        "resolved",
        "true_hallucination",
        "bot said SMS",
    )
    assert row["closed_at"] and row["version"] == 3
    with pytest.raises(EscalationError, match="already resolved"):
        queue.dismiss(eid)
    with pytest.raises(EscalationError):
        queue.claim(eid, "bob")


def test_second_claim_names_the_winner(queue):
    eid = _create(queue)
    queue.claim(eid, "ana")
    with pytest.raises(AlreadyClaimed) as info:
        queue.claim(eid, "bob")
    assert info.value.winner == "ana" and "ana" in str(info.value)


def _race(queue: EscalationQueue, eid: int, people: tuple[str, ...]) -> dict[str, str]:
    barrier = threading.Barrier(len(people))
    outcomes: dict[str, str] = {}

    def claim(who: str) -> None:
        barrier.wait()
        try:
            queue.claim(eid, who)
            outcomes[who] = "won"
        except AlreadyClaimed as exc:
            outcomes[who] = f"lost to {exc.winner}"

    threads = [threading.Thread(target=claim, args=(w,)) for w in people]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return outcomes


def test_simultaneous_claims_exactly_one_wins(queue):
    for _ in range(5):
        eid = _create(queue)
        outcomes = _race(queue, eid, ("ana", "bob", "cem", "dee"))
        winners = [w for w, o in outcomes.items() if o == "won"]
        assert len(winners) == 1 and len(outcomes) == 4
        assert all(o == f"lost to {winners[0]}" for w, o in outcomes.items() if w != winners[0])
        assert queue.get(eid)["assignee"] == winners[0]


def test_dismiss_and_bad_input(queue):
    eid = _create(queue)
    with pytest.raises(EscalationError, match="unknown label"):
        queue.resolve(eid, "maybe")
    with pytest.raises(EscalationError, match="empty"):
        queue.reply(eid, "  ")
    with pytest.raises(EscalationError, match="no escalation"):
        queue.get(9999)
    with pytest.raises(EscalationError, match="unknown status"):
        queue.list(status="lost")
    queue.dismiss(eid, "duplicate")
    assert queue.get(eid)["status"] == "dismissed"


def test_pending_replies_are_delivered_once_into_their_session(queue):
    mine, other = _create(queue, "ses_me"), _create(queue, "ses_other")
    assert queue.pending_replies("ses_me") == []
    queue.claim(mine, "ana")
    queue.reply(mine, "A person here: codes go by email only.")
    queue.reply(other, "not for you")
    got = queue.pending_replies("ses_me")
    assert [(r["escalation_id"], r["text"], r["who"]) for r in got] == [
        (mine, "A person here: codes go by email only.", "ana")
    ]
    assert queue.pending_replies("ses_me") == []  # delivered once
    queue.reply(mine, "One more thing: the code lasts 15 minutes.")
    assert [r["text"] for r in queue.pending_replies("ses_me")] == [
        "One more thing: the code lasts 15 minutes."
    ]
    assert len(queue.get(mine)["data"]["replies"]) == 2


def test_list_filters(queue):
    a, b = _create(queue), _create(queue)
    queue.claim(b, "bob")
    assert [r["id"] for r in queue.list()] == [a, b]
    assert [r["id"] for r in queue.list(status="open")] == [a]
    assert [r["id"] for r in queue.list(assignee="bob")] == [b]
    assert queue.list(older_than=3600) == []
    assert len(queue.list(older_than=0)) == 2


def test_export_writes_resolved_escalations_as_labelled_jsonl(queue, tmp_path):
    a, b, c = _create(queue), _create(queue), _create(queue)
    queue.resolve(a, "true_hallucination")
    queue.resolve(b, "false_alarm", "answer was fine")
    queue.dismiss(c)
    path = tmp_path / "out" / "labels.jsonl"
    assert queue.export_jsonl(path) == 2
    records = [json.loads(line) for line in path.read_text().splitlines()]
    assert [(r["escalation_id"], r["label"], r["hallucinated"]) for r in records] == [
        (a, "true_hallucination", True),
        (b, "false_alarm", False),
    ]
    first = records[0]
    assert first["question"] == "Do you reset passwords by SMS?"
    assert first["sources"] == ["We send a 6-digit code to your email."]
    assert first["answer"] == "Yes, we text you a code."


def test_review_escalation_keeps_the_conversation_without_doubling_the_question(queue):
    from bot.critic.base import Verdict
    from bot.critic.review import Candidate, ReviewResult

    question = "Do you reset passwords by SMS?"
    result = ReviewResult(
        answer="notice",
        outcome="escalated",
        rounds=[(Candidate("Yes, by SMS."), Verdict(critic="grounding"))],
        reason="still HIGH",
    )
    history = [{"role": "assistant", "content": "Hello!"}, {"role": "user", "content": question}]
    eid = queue.create_from_review(result, session_id="s", question=question, history=history)
    assert queue.get(eid)["data"]["conversation"] == history
