"""Turn leases: several workers share one payload log, and a worker killed mid-turn must not
leave its turns ``pending`` until somebody restarts it.

Each worker writes its id and a deadline (``lease_until``) on every turn it starts, and
renews the deadline of the turns it is still running every ``ttl_s / 3`` seconds. Every
worker also closes the turns of *other* workers whose lease lapsed, as interrupted (outcome
``error``): a killed worker's turns are closed by the survivors within ``ttl_s`` plus one
sweep, not at the next start-up. Nothing was shown for such a turn (its answer is delivered
only from a finished turn), and its client got a retryable error from the proxy.

    leases = TurnLeases(payload_log, ttl_s=15)
    payload_log.use_leases(leases)     # start_turn / finish_turn hold and release
    leases.start()                     # the renew-and-sweep thread (the web app starts it)

A worker that finishes a turn after another closed it (it was only slow, not dead) writes
its outcome over the interruption: the log then says what really happened.
"""

from __future__ import annotations

import os
import socket
import threading
import time
import uuid
from typing import Any

import sqlalchemy as sa
import structlog

from bot.store import schema

log = structlog.get_logger("guardbot.leases")

LAPSED = (
    "interrupted: the worker answering this turn stopped (its lease lapsed); nothing was "
    "shown to the user, who was told to retry"
)


def worker_id() -> str:
    """This process among the workers: host, pid and a random tail (pids are reused)."""
    return f"{socket.gethostname()[:48]}:{os.getpid()}:{uuid.uuid4().hex[:8]}"


class TurnLeases:
    """This process's leases on the turns it runs, and the sweep that closes lapsed ones."""

    def __init__(self, payload_log: Any, *, ttl_s: float = 15.0, owner: str | None = None):
        if ttl_s <= 0:
            raise ValueError("a lease must last more than 0 seconds")
        self.log = payload_log
        self.ttl_s = ttl_s
        self.owner = owner or worker_id()
        self.closed = 0  # lapsed turns this worker closed
        self._held: set[str] = set()
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    # ------------------------------------------------------------ one turn
    def values(self) -> dict[str, Any]:
        """The lease columns of a turn this worker starts now."""
        return {"lease_owner": self.owner, "lease_until": time.time() + self.ttl_s}

    def hold(self, turn_id: str) -> None:
        with self._lock:
            self._held.add(turn_id)

    def release(self, turn_id: str) -> None:
        with self._lock:
            self._held.discard(turn_id)

    @property
    def held(self) -> list[str]:
        with self._lock:
            return sorted(self._held)

    def busy_elsewhere(self, session_id: str) -> bool:
        """Another live worker is running a turn of this session (its lease holds)."""
        t = schema.turns
        query = sa.select(t.c.id).where(
            t.c.session_id == session_id,
            t.c.outcome == "pending",
            t.c.lease_until >= time.time(),
            t.c.lease_owner != self.owner,
        )
        with self.log.engine.connect() as conn:
            return conn.execute(query.limit(1)).first() is not None

    # ------------------------------------------------------------ the sweep
    def renew(self) -> int:
        """Push the deadline of every turn this worker still runs; returns how many."""
        held = self.held
        if not held:
            return 0
        t = schema.turns
        with self.log.engine.begin() as conn:
            return conn.execute(
                t.update()
                .where(t.c.id.in_(held), t.c.outcome == "pending")
                .values(lease_owner=self.owner, lease_until=time.time() + self.ttl_s)
            ).rowcount

    def close_lapsed(self, *, now: float | None = None) -> list[str]:
        """Close other workers' pending turns whose lease lapsed, as interrupted."""
        now = time.time() if now is None else now
        t = schema.turns
        lapsed = sa.and_(
            t.c.outcome == "pending",
            t.c.lease_until.is_not(None),
            t.c.lease_until < now,
            t.c.lease_owner != self.owner,
        )
        with self.log.engine.begin() as conn:
            ids = list(conn.execute(sa.select(t.c.id).where(lapsed)).scalars())
            if ids:
                conn.execute(
                    t.update()
                    .where(t.c.id.in_(ids), lapsed)
                    .values(
                        outcome="error",
                        error=LAPSED,
                        finished_at=now,
                        latency_ms=(now - t.c.created_at) * 1000,
                    )
                )
        if ids:
            self.closed += len(ids)
            log.warning("closed_lapsed_turns", count=len(ids), worker=self.owner)
        return ids

    def sweep(self) -> list[str]:
        """One round: renew ours, close the lapsed ones of others."""
        self.renew()
        return self.close_lapsed()

    def start(self) -> None:
        """Sweep every ``ttl_s / 3`` seconds in a daemon thread until ``stop()``."""
        if self._thread is not None:
            return
        self._thread = threading.Thread(target=self._loop, daemon=True, name="guardbot-leases")
        self._thread.start()

    def _loop(self) -> None:
        while not self._stop.wait(self.ttl_s / 3):
            try:
                self.sweep()
            except Exception as exc:  # noqa: BLE001 - the database is down: try again next round
                try:
                    log.warning("lease_sweep_failed", error=str(exc).splitlines()[0][:200])
                except (ValueError, OSError):  # the log's stream is closed: the process is ending
                    return

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=5)
            self._thread = None
