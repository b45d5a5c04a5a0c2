"""The embedded default end to end with the model that writes (the packaged 1.5B): a
documents question and a tool question of the demo are each answered in the model's own
words, each logs its model requests and responses, and each replays to byte-identical
requests with the replay's defaults (the logged backend)."""

from __future__ import annotations

import json

import pytest

from bot.replay import replay_turn

pytestmark = [pytest.mark.local, pytest.mark.local_model, pytest.mark.embeddings]


@pytest.fixture
def demo_runner(workspace, payload_log, catalog, registry, writer_model, embedder, settings):
    from bot.kb.ingest import ingest_path
    from bot.kb.retriever import get_retriever
    from bot.wiring import build_runner
    from tests.demo_deployment import HELPCENTRE

    ingest_path(
        HELPCENTRE / "getting-started", kb=settings.kb_name, strategy=settings.chunk_strategy
    )
    return build_runner(
        model=writer_model,
        retriever=get_retriever(),
        log=payload_log,
        catalog=catalog,
        registry=registry,
        settings=settings,
    )


def logged_calls(payload_log, turn_id):
    rows = payload_log.rows("llm_calls", where={"turn_id": turn_id})
    return [(r["purpose"], r["backend"], r["response_json"]) for r in rows]


@pytest.mark.timeout(900)
def test_a_documents_answer_is_written_logged_and_replayed(demo_runner, payload_log):
    assert demo_runner.profile == "local"
    result = demo_runner.run_to_end(payload_log.start_session(), "How long is the free trial?")
    assert result.outcome in ("answered", "regenerated"), result.answer
    assert "14" in result.answer
    calls = logged_calls(payload_log, result.turn_id)
    actor = [c for c in calls if c[0] == "actor"]
    assert actor and all(c[1] == "local" and c[2] for c in actor)  # request and response kept
    replayed = replay_turn(result.turn_id, log=payload_log)
    assert replayed.error is None and replayed.identical_requests
    assert replayed.replayed.turn["final_answer"] == result.answer


@pytest.mark.timeout(900)
def test_a_tool_answer_is_written_from_a_real_call_logged_and_replayed(demo_runner, payload_log):
    result = demo_runner.run_to_end(
        payload_log.start_session(), "What is the health score of account acme-9?"
    )
    tools = payload_log.rows("tool_calls", where={"turn_id": result.turn_id})
    assert any(t["name"] == "get_account_details" and t["executed"] for t in tools)
    record = json.loads(next(t["result"] for t in tools if t["name"] == "get_account_details"))
    assert str(record["health"]) in result.answer
    calls = logged_calls(payload_log, result.turn_id)
    assert any(c[0] == "actor" and c[2] for c in calls)
    # the model read the record under a line naming the question it answers
    rows = payload_log.rows("llm_calls", where={"turn_id": result.turn_id})
    row = next(r for r in rows if r["purpose"] == "actor")
    last = json.loads(row["request_json"])["messages"][-1]
    assert last["role"] == "tool" and "health score of account acme-9" in last["content"]
    assert '"health"' in last["content"]
    # the example answered from a tool result reaches the model with its call and result:
    # without them it showed a phone number answered from nothing
    messages = json.loads(row["request_json"])["messages"]
    calls_shown = [m for m in messages if m["role"] == "assistant" and m.get("tool_calls")]
    assert calls_shown[0]["tool_calls"][0]["function"]["name"] == "lookup_record"
    results_shown = [m for m in messages if m["role"] == "tool"]
    assert len(results_shown) == 2 and "0100 555 0199" in results_shown[0]["content"]
    replayed = replay_turn(result.turn_id, log=payload_log)
    assert replayed.error is None and replayed.identical_requests
