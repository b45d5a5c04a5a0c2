"""The load test through ``/v1/chat/completions``: concurrent stateless conversations (half of
them streaming), bounded, and every answered turn found complete in the payload log."""

from __future__ import annotations

import pytest

from bot.loadtest import account, run_load

pytestmark = [pytest.mark.embeddings, pytest.mark.slow]


def test_concurrent_openai_clients_lose_no_logged_turn(api):
    result = run_load(api.url, sessions=6, turns=3, max_seconds=300, api="openai")
    account(result, api.log)
    assert result.requests == 18 and result.statuses[200] == 18, result.errors
    assert len(set(result.turn_ids)) == 18 and not result.stopped_early
    assert result.missing_turns == 0 and result.pending_turns == 0
    assert result.turns_without_calls == 0 and result.llm_call_errors == 0
    # one session per conversation (the X-Guardbot-Conversation header), turns in order,
    # each turn carrying the conversation so far as its history
    sessions: dict[str, list] = {}
    for turn_id in result.turn_ids:
        row = api.log.get("turns", turn_id)
        sessions.setdefault(row["session_id"], []).append(row)
    assert sorted(len(rows) for rows in sessions.values()) == [3] * 6
    for rows in sessions.values():
        rows.sort(key=lambda r: r["idx"])
        assert [r["idx"] for r in rows] == [0, 1, 2]
        assert api.log.get("sessions", rows[0]["session_id"])["channel"] == "api"
        history = api.log.get("turns", rows[2]["id"])["meta"]
        assert rows[0]["user_message"] in history and rows[1]["final_answer"] in history


def test_the_load_test_refuses_an_unknown_api(api):
    with pytest.raises(ValueError, match="unknown api"):
        run_load(api.url, sessions=1, turns=1, api="graphql")
