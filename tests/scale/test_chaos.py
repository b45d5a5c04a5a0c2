"""Chaos: two workers on one PostgreSQL and one Chroma server behind nginx, load through
both APIs, one worker SIGKILLed mid-load. Every request is answered by the survivor or
given a retryable error; the survivor closes the killed worker's turns (their leases
lapse); no answered turn is missing from the log, and none is left pending."""

from __future__ import annotations

import threading
import time

import pytest
import sqlalchemy as sa

from bot.cluster import Cluster, owner_pid
from bot.kb.chroma_server import ChromaServer
from bot.loadtest import account, run_load
from bot.prepare import prepare_data
from bot.proxy import nginx_binary
from bot.settings import get_settings, reset_settings
from bot.store import schema
from bot.store.leases import LAPSED
from bot.store.log import PayloadLog

pytestmark = [
    pytest.mark.postgres,
    pytest.mark.chroma_server,
    pytest.mark.embeddings,
    pytest.mark.slow,
]

LEASE_S = 3.0


@pytest.fixture
def cluster(fresh_pg_db, data_dir, monkeypatch, embedder):
    if nginx_binary() is None:
        pytest.skip("nginx is not installed and could not be (make system-deps installs it)")
    chroma = ChromaServer(data_dir / "chroma-server")
    try:
        monkeypatch.setenv("GUARDBOT_CHROMA_URL", chroma.url)
        reset_settings()
        prepare_data(get_settings())  # the demo documents, once, into the shared Chroma server
        running = Cluster(
            database_url=fresh_pg_db,
            chroma_url=chroma.url,
            workers=2,
            lease_s=LEASE_S,
            model_latency_s=0.3,  # turns long enough to be caught mid-way
        )
        try:
            yield running, PayloadLog(fresh_pg_db)
        finally:
            running.stop()
    finally:
        chroma.stop()


def _turns(log: PayloadLog) -> list:
    t = schema.turns
    with log.engine.connect() as conn:
        return conn.execute(sa.select(t.c.id, t.c.outcome, t.c.error, t.c.lease_owner)).all()


def _kill_mid_turn(cluster: Cluster, log: PayloadLog, killed: dict, deadline: float) -> None:
    """SIGKILL worker 0 once it has answered a few turns and is running another."""
    victim = cluster.workers[0]
    while time.monotonic() < deadline:
        mine = [r for r in _turns(log) if owner_pid(r.lease_owner) == victim.pid]
        done = sum(1 for r in mine if r.outcome != "pending")
        running = [r.id for r in mine if r.outcome == "pending"]
        if done >= 3 and running:
            cluster.kill(0)
            killed["running"] = running
            return
        time.sleep(0.05)


def test_a_worker_killed_mid_load_loses_nothing(cluster):
    cluster, log = cluster
    results: dict = {}
    killed: dict = {}
    deadline = time.monotonic() + 120
    killer = threading.Thread(target=_kill_mid_turn, args=(cluster, log, killed, deadline))
    killer.start()

    def load(api: str) -> None:
        results[api] = run_load(
            cluster.url, sessions=6, turns=5, max_seconds=150, api=api, max_retries=4
        )

    loads = [threading.Thread(target=load, args=(api,)) for api in ("chat", "openai")]
    for thread in loads:
        thread.start()
    for thread in loads:
        thread.join()
    killer.join()
    assert killed, "worker 0 was never caught mid-turn; nothing was killed"
    assert not cluster.workers[0].alive and cluster.workers[1].alive

    # the survivor closes the killed worker's turns once their lease lapses: wait for it
    wait_until = time.monotonic() + 60
    while any(r.outcome == "pending" for r in _turns(log)):
        assert time.monotonic() < wait_until, "turns of the killed worker are still pending"
        time.sleep(0.2)

    rows = {r.id: r for r in _turns(log)}
    for turn_id in killed["running"]:  # caught mid-turn: closed as interrupted, not answered
        assert rows[turn_id].outcome == "error" and rows[turn_id].error == LAPSED

    for api, result in results.items():
        account(result, log)
        assert result.requests == 30, (api, result.statuses)
        # every request answered or told to retry; nothing else went wrong
        assert result.failed == 0, (api, result.errors)
        assert result.answered >= 20, (api, result.statuses, result.errors)
        assert result.missing_turns == 0 and result.pending_turns == 0, api
        assert len(set(result.turn_ids)) == len(result.turn_ids), api  # never answered twice
        answered = [rows[t] for t in result.turn_ids]
        assert all(r.outcome not in ("pending", "error") for r in answered), api
    # requests in flight on the killed worker were told to retry, then answered elsewhere
    retried = sum(sum(r.retried.values()) for r in results.values())
    assert retried >= 1
    survivor = cluster.workers[1].pid
    late = [r for r in rows.values() if owner_pid(r.lease_owner) == survivor]
    assert late and all(r.outcome != "pending" for r in late)
