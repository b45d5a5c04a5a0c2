"""Two workers, one killed halfway: 200 sessions x 5 turns through nginx in front of two
guardbot workers on one PostgreSQL and one Chroma server (scripted backend, the configured
critic, the demo knowledge base); half the sessions on ``/api/chat``, half on ``/v1`` (every
other one streaming). Worker 0 gets SIGKILL once half the turns are done. Reports what the
clients lived (answered, told to retry, waits) and what the log holds (pending turns,
answered turns missing, turns closed as interrupted and how soon), and the guard latency on
each worker. Needs PostgreSQL and nginx (``make system-deps``).

    python -m bench workers
    GUARDBOT_BENCH_WORKERS_SESSIONS=200 GUARDBOT_BENCH_WORKERS_TURNS=5
    GUARDBOT_BENCH_WORKERS_RETRIES=2      # the openai SDK's default
    GUARDBOT_BENCH_WORKERS_LEASE_S=5      # the turn lease (GUARDBOT_TURN_LEASE_S)
"""

from __future__ import annotations

import os
import tempfile
import threading
import time
from pathlib import Path
from typing import Any


def _env(name: str, default: str) -> str:
    return os.environ.get(f"GUARDBOT_BENCH_WORKERS_{name}", default)


def _turns(log: Any) -> list:
    import sqlalchemy as sa

    from bot.store import schema

    t = schema.turns
    columns = (t.c.id, t.c.outcome, t.c.error, t.c.lease_owner, t.c.finished_at, t.c.latency_ms)
    with log.engine.connect() as conn:
        return conn.execute(sa.select(*columns)).all()


def _kill_halfway(cluster: Any, log: Any, half: int, state: dict) -> None:
    deadline = time.monotonic() + 900
    while time.monotonic() < deadline:
        if sum(1 for r in _turns(log) if r.outcome != "pending") >= half:
            state["killed_at"] = time.time()
            cluster.kill(0)
            return
        time.sleep(0.2)


def _guard_ms(log: Any, pid: int) -> list[tuple[float, float, str]]:
    """(guard time: the turn minus its model calls, started at, outcome) of each finished,
    answered turn of a worker."""
    import sqlalchemy as sa

    from bot.cluster import owner_pid
    from bot.store import schema

    t, calls = schema.turns, schema.llm_calls
    model = (
        sa.select(sa.func.coalesce(sa.func.sum(calls.c.latency_ms), 0.0))
        .where(calls.c.turn_id == t.c.id)
        .scalar_subquery()
    )
    query = sa.select(t.c.lease_owner, t.c.latency_ms, model, t.c.created_at, t.c.outcome).where(
        t.c.outcome.not_in(("pending", "error")), t.c.latency_ms.is_not(None)
    )
    with log.engine.connect() as conn:
        found = conn.execute(query).all()
    return [
        (max(0.0, lat - m), started, outcome)
        for owner, lat, m, started, outcome in found
        if owner_pid(owner) == pid
    ]


def _tail(turns: list[tuple[float, float, str]], killed_at: float | None) -> str:
    """The slowest twentieth: their outcomes, and how many started within 10 s of the kill."""
    from collections import Counter

    from bot.tables import percentile

    cut = percentile([g for g, _, _ in turns], 95)
    slow = [(g, s, o) for g, s, o in turns if g >= cut]
    near = sum(1 for _, s, _ in slow if killed_at and 0 <= s - killed_at <= 10)
    return f"{dict(Counter(o for _, _, o in slow))}; {near} within 10 s after the kill"


def run(sessions: int, turns: int, retries: int, lease_s: float) -> list[list[Any]]:
    from bot.cluster import Cluster, owner_pid
    from bot.kb.chroma_server import ChromaServer
    from bot.loadtest import account, run_load
    from bot.pgserver import PgServer
    from bot.prepare import prepare_data
    from bot.settings import get_settings, reset_settings
    from bot.store.leases import LAPSED
    from bot.store.log import PayloadLog
    from bot.tables import percentile

    with PgServer() as pg, ChromaServer(Path(tempfile.mkdtemp()) / "chroma") as chroma:
        url = pg.new_database()
        os.environ["GUARDBOT_CHROMA_URL"] = chroma.url
        reset_settings()
        prepare_data(get_settings())
        cluster = Cluster(database_url=url, chroma_url=chroma.url, workers=2, lease_s=lease_s)
        log = PayloadLog(url)
        state: dict = {}
        results: dict = {}
        try:
            half = sessions * turns // 2
            killer = threading.Thread(target=_kill_halfway, args=(cluster, log, half, state))
            killer.start()

            def load(api: str, n: int) -> None:
                results[api] = run_load(
                    cluster.url, sessions=n, turns=turns, max_seconds=900, api=api,
                    max_retries=retries, timeout=300,
                )  # fmt: skip

            loads = [
                threading.Thread(target=load, args=("chat", sessions // 2)),
                threading.Thread(target=load, args=("openai", sessions - sessions // 2)),
            ]
            for thread in loads:
                thread.start()
            for thread in loads:
                thread.join()
            killer.join()
            deadline = time.monotonic() + 120  # the survivor closes the killed worker's turns
            while any(r.outcome == "pending" for r in _turns(log)) and time.monotonic() < deadline:
                time.sleep(0.5)
            rows = _turns(log)
            for result in results.values():
                account(result, log)
            victim_ms = _guard_ms(log, cluster.workers[0].pid)
            survivor_ms = _guard_ms(log, cluster.workers[1].pid)
            log.close()
        finally:
            cluster.stop()
            os.environ.pop("GUARDBOT_CHROMA_URL", None)
            reset_settings()
    survivor = [g for g, _, _ in survivor_ms]
    victim = [g for g, _, _ in victim_ms]
    lapsed = [r for r in rows if r.error == LAPSED]
    closed_after = [r.finished_at - state["killed_at"] for r in lapsed if "killed_at" in state]
    out: list[list[Any]] = [
        ["sessions x turns (half /api/chat, half /v1)", f"{sessions} x {turns}"],
        ["worker killed after turns done", f"{half}" if state else "never (load ended first)"],
    ]
    for api, result in results.items():
        waited = [w for w in result.waits_s if w > 0]
        out += [
            [
                f"{api}: requests / answered / told to retry / other",
                f"{result.requests} / {result.answered} / {result.told_to_retry} / {result.failed}",
            ],
            [f"{api}: attempts retried by status (max {retries})", dict(result.retried) or "none"],
            [
                f"{api}: requests that waited; wait p50 / p95 (s)",
                f"{len(waited)}; {percentile(waited, 50):.1f} / {percentile(waited, 95):.1f}"
                if waited
                else "0",
            ],
            [f"{api}: answered turns missing from the log", result.missing_turns],
        ]
    out += [
        ["turns left pending", sum(1 for r in rows if r.outcome == "pending")],
        [
            "killed worker's turns closed as interrupted; s after the kill (max)",
            f"{len(lapsed)}; {max(closed_after):.1f}" if closed_after else "0",
        ],
        [
            "turns answered by killed / surviving worker",
            f"{len(victim_ms)} / {len(survivor_ms)}",
        ],
        [
            "guard p50 / p95 on the surviving worker (ms)",
            f"{percentile(survivor, 50):.0f} / {percentile(survivor, 95):.0f}",
        ],
        ["  its slowest 5%: outcomes", _tail(survivor_ms, state.get("killed_at"))],
        [
            "guard p50 / p95 on the killed worker (ms)",
            f"{percentile(victim, 50):.0f} / {percentile(victim, 95):.0f}",
        ],
        ["other turns (owner unknown)", sum(1 for r in rows if owner_pid(r.lease_owner) is None)],
    ]
    return out


def main() -> None:
    from bot.pgserver import PgUnavailable
    from bot.proxy import ProxyUnavailable, nginx_binary
    from bot.tables import print_table

    sessions, turns = int(_env("SESSIONS", "200")), int(_env("TURNS", "5"))
    retries, lease_s = int(_env("RETRIES", "2")), float(_env("LEASE_S", "5"))
    started = time.perf_counter()
    try:
        if nginx_binary() is None:
            raise ProxyUnavailable("nginx is not installed (make system-deps)")
        table = run(sessions, turns, retries, lease_s)
    except (PgUnavailable, ProxyUnavailable) as exc:
        print(f"skipped: {exc}")
        return
    table.append(["wall time (s)", f"{time.perf_counter() - started:.0f}"])
    print_table(
        f"Two workers behind nginx, one killed halfway: {sessions} sessions x {turns} turns",
        ["what", "value"],
        table,
    )
