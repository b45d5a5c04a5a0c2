"""Faults injected into whole turns, each with a clear user-facing outcome and a consistent
log: the model backend over real HTTP (timeout, 429, 5xx, malformed body), the critic
answering garbage, a tool that raises, Chroma down, the payload log's disk full."""

from __future__ import annotations

import sqlite3

import pytest

from bot.critic.registry import get_critic
from bot.llm.openai_backend import OpenAIModel
from bot.llm.scripted import ScriptedModel, tool_reply
from bot.wiring import build_runner
from tests.agent.conftest import PRICING, FixedRetriever, PassCritic
from tests.llm.fake_openai import FakeOpenAI, Reply, completion

QUESTION = "How much is the Team plan?"


@pytest.fixture
def server():
    fake = FakeOpenAI().start()
    yield fake
    fake.stop()


def _openai(server, **kw):
    options = dict(
        model="fake-model",
        base_url=server.base_url,
        api_key="sk-test-0123456789abcdefghij",
        timeout=1.0,
        max_retries=2,
        retry_after_cap=0.3,
    )
    options.update(kw)
    return OpenAIModel(**options)


def _runner(model, payload_log, **kw):
    return build_runner(
        model=model,
        retriever=kw.pop("retriever", FixedRetriever([PRICING])),
        critic=kw.pop("critic", PassCritic()),
        log=payload_log,
        **kw,
    )


@pytest.mark.parametrize(
    "replies,kind,says",
    [
        ([Reply(delay=2.5)] * 3, "timeout", "took too long"),
        (
            [
                Reply(
                    status=429,
                    headers={"Retry-After": "0.1"},
                    body={"error": {"message": "slow down"}},
                )
            ]
            * 3,
            "rate_limited",
            "busy",
        ),
        (
            [Reply(status=500, body={"error": {"message": "boom"}})] * 3,
            "server_error",
            "not available",
        ),
        ([Reply(body="{this is not json")] * 3, "malformed", "could not read"),
    ],
    ids=["timeout", "429", "500", "malformed"],
)
def test_backend_faults_over_http_give_a_clear_message_and_are_logged(
    server, payload_log, replies, kind, says
):
    session = payload_log.start_session(channel="test")
    # an earlier, successful turn: it must survive the failing one untouched
    server.queue(Reply(body=completion("The Team plan costs $49 per user per month.")))
    first = _runner(_openai(server), payload_log).run_to_end(session, QUESTION)
    assert first.outcome == "answered"

    server.queue(*replies)
    result = _runner(_openai(server), payload_log).run_to_end(session, QUESTION)
    assert result.outcome == "error"
    assert says in result.answer.lower()
    assert "Traceback" not in result.answer
    failed = payload_log.rows("llm_calls", where={"turn_id": result.turn_id})
    assert failed and failed[-1]["error_kind"] == kind and failed[-1]["response_json"] is None
    assert "sk-test-0123456789" not in failed[-1]["request_json"]
    assert payload_log.get("turns", first.turn_id)["final_answer"].startswith(
        "The Team plan costs $49"
    )
    assert payload_log.get("turns", result.turn_id)["outcome"] == "error"


def test_429_retry_after_is_honoured_then_the_turn_answers(server, payload_log):
    server.queue(
        Reply(status=429, headers={"Retry-After": "0.2"}, body={"error": {"message": "slow down"}}),
        Reply(body=completion("The Team plan costs $49 per user per month.")),
    )
    result = _runner(_openai(server, retry_after_cap=5), payload_log).run_to_end(
        payload_log.start_session(channel="test"), QUESTION
    )
    assert result.outcome == "answered"
    gap = server.received[1].at - server.received[0].at
    assert gap >= 0.2


def test_critic_answering_garbage_fails_closed_to_a_person(payload_log):
    actor = ScriptedModel(default="The Team plan costs $49 per user per month.")
    judge = ScriptedModel(default="<html>502 bad gateway</html> definitely not json")
    critic = get_critic("llm", model=judge)
    result = _runner(actor, payload_log, critic=critic).run_to_end(
        payload_log.start_session(channel="test"), QUESTION
    )
    assert result.outcome == "escalated"
    assert "person" in result.answer.lower()
    verdicts = payload_log.rows("verdicts", where={"turn_id": result.turn_id})
    assert verdicts and all(v["unparseable"] for v in verdicts)
    assert payload_log.count("escalations", turn_id=result.turn_id) == 1


def test_a_tool_that_raises_goes_back_to_the_model(payload_log, monkeypatch):
    def broken(account_id: str) -> dict:
        raise RuntimeError("database connection reset by peer")

    calls = []

    def script(request):
        calls.append(request)
        last_user = max(i for i, m in enumerate(request.messages) if m["role"] == "user")
        if not any(m["role"] == "tool" for m in request.messages[last_user:]):
            return tool_reply("get_account_details", {"account_id": "acme-9"})
        return "I could not look up acme-9 right now: the lookup failed."

    from bot.wiring import default_registry

    registry = default_registry()
    monkeypatch.setattr(registry.get("get_account_details"), "fn", broken, raising=False)
    result = _runner(ScriptedModel(default=script), payload_log, registry=registry).run_to_end(
        payload_log.start_session(channel="test"), "What is the health score of acme-9?"
    )
    assert "Traceback" not in result.answer
    rows = payload_log.rows("tool_calls", where={"turn_id": result.turn_id})
    assert rows and rows[0]["error"] and "connection reset" in rows[0]["error"]
    last = calls[-1].messages
    assert last[-1]["role"] == "tool" and "connection reset" in last[-1]["content"]


def test_chroma_server_down_gives_a_clear_message(payload_log, embedder):
    from bot.kb.retriever import KBRetriever
    from bot.kb.store import ChunkStore

    store = ChunkStore(url="http://127.0.0.1:9")  # nothing listens on the discard port
    retriever = KBRetriever(store, embedder, "helpcentre__paragraph__text", 0.25, 4)
    model = ScriptedModel(default="I could not find that in the help centre.")
    result = _runner(model, payload_log, retriever=retriever).run_to_end(
        payload_log.start_session(channel="test"), QUESTION
    )
    retrieval = [s for s in result.steps if s.kind in ("retrieval", "error")]
    assert retrieval and any("knowledge base" in str(s.to_dict()).lower() for s in retrieval)
    assert payload_log.get("turns", result.turn_id)["outcome"] in (
        "answered",
        "refused",
        "error",
        "escalated",
    )


def test_payload_log_disk_full_spools_and_loses_nothing(data_dir):
    from bot.store.log import PayloadLog

    path = data_dir / "full.db"
    log = PayloadLog(f"sqlite:///{path}", write_retries=1)
    sid = log.start_session(channel="test")
    page_count = sqlite3.connect(path).execute("PRAGMA page_count").fetchone()[0]

    # cap the file at its current size: the next big write finds the disk "full"
    from sqlalchemy import event

    @event.listens_for(log.engine, "connect")
    def _cap(dbapi_conn, _record):
        dbapi_conn.execute(f"PRAGMA max_page_count={page_count + 2}")

    log.engine.dispose()
    big = {"messages": [{"role": "user", "content": "x" * 200_000}]}
    log.record_llm_call(
        backend="scripted", model="m", request=big, response=None, latency_ms=1.0, session_id=sid
    )
    assert log.count("llm_calls") == 0
    assert log.spool_path.exists()  # kept on the side, in order

    event.remove(log.engine, "connect", _cap)
    log.engine.dispose()
    assert log.replay_spool() >= 1
    rows = log.rows("llm_calls")
    assert len(rows) == 1 and len(rows[0]["request_json"]) > 200_000
    assert [s["id"] for s in log.rows("sessions")] == [sid]
