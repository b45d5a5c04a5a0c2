"""The load-test harness itself, small: concurrent sessions through the real app over HTTP,
every turn accounted for in the payload log; non-loopback targets refused."""

import pytest

from bot.llm.base import ChatRequest
from bot.loadtest import (
    NotLoopback,
    account,
    answer_from_documents,
    check_loopback,
    run_load,
    start_app,
)


def test_only_loopback_targets_are_allowed():
    check_loopback("http://127.0.0.1:7860")
    check_loopback("http://localhost:7860")
    for url in ("http://10.0.0.5:7860", "http://192.168.1.2", "http://8.8.8.8"):
        with pytest.raises(NotLoopback):
            check_loopback(url)


def test_scripted_answer_comes_from_the_first_document():
    system = "rules\n<<<DOCUMENT 1: Reset>>>\n# Reset\nThe code is valid for 15 minutes. Then it expires.\n<<<END DOCUMENT 1>>>"
    request = ChatRequest(
        messages=[{"role": "system", "content": system}, {"role": "user", "content": "?"}]
    )
    assert answer_from_documents(request) == "The code is valid for 15 minutes."


@pytest.mark.embeddings
@pytest.mark.slow
def test_concurrent_sessions_lose_no_rows(data_dir, payload_log, embedder):
    url, server, _app = start_app(workers=2)
    try:
        result = run_load(url, sessions=4, turns=3, max_seconds=300)
    finally:
        server.should_exit = True
    account(result, payload_log)
    assert result.requests == 12 and result.statuses[200] == 12, result.errors
    assert len(set(result.turn_ids)) == 12
    assert (
        result.missing_turns == 0 and result.pending_turns == 0 and result.turns_without_calls == 0
    )
    assert len(result.guard_ms) == 12
    # four separate chat sessions, each with its three turns in order
    sessions = {}
    for turn_id in result.turn_ids:
        row = payload_log.get("turns", turn_id)
        sessions.setdefault(row["session_id"], []).append(row["idx"])
    assert sorted(len(v) for v in sessions.values()) == [3, 3, 3, 3]
    assert all(sorted(v) == [0, 1, 2] for v in sessions.values())
