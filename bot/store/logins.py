"""The brake on failed staff logins, in the payload log's ``login_failures`` table.

    brake = LoginBrake(get_log())
    keys = [account_key(name), address_key(ip)]
    if (wait := brake.wait_s(keys)) > 0: refuse for `wait` seconds, without checking
    brake.failed(keys)     -> seconds now locked (0: not yet)
    brake.succeeded(keys)  # forgets the failures

Each key (an account, ``user:NAME``, or an address, ``addr:IP``) counts its failures.
``MAX_FAILURES`` failures within ``WINDOW_S`` lock the key for ``FIRST_LOCK_S``; each
further failure after a lock locks it again for twice as long, up to ``MAX_LOCK_S``. The
count is forgotten after ``WINDOW_S`` without a failure (and without a lock running), or at
a successful login. Attempts refused during a lock are not counted: they change nothing.

The numbers are module constants (not settings): a deployment that needs others passes
them to ``LoginBrake``.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Iterable
from typing import Any

import sqlalchemy as sa

from bot.store import schema
from bot.store.log import PayloadLog

MAX_FAILURES = 5  # failures of one key within WINDOW_S before it is locked
WINDOW_S = 15 * 60.0  # the window of those failures; also the quiet time that forgets them
FIRST_LOCK_S = 30.0  # the first lock; each later one doubles
MAX_LOCK_S = 15 * 60.0  # the longest lock
MAX_KEY_CHARS = 200  # the column's width


def _key(kind: str, value: str) -> str:
    safe = value.encode("utf-8", "replace").decode("utf-8")  # a lone surrogate: '?'
    return f"{kind}:{safe}"[:MAX_KEY_CHARS]


def account_key(name: str) -> str:
    return _key("user", name.strip())


def address_key(address: str | None) -> str:
    return _key("addr", address or "unknown")


class LoginBrake:
    """Counts failed logins per key and says how long a key is locked. ``clock``: the
    time in seconds (tests pass one they can set)."""

    def __init__(
        self,
        log: PayloadLog,
        *,
        clock: Callable[[], float] = time.time,
        max_failures: int = MAX_FAILURES,
        window_s: float = WINDOW_S,
        first_lock_s: float = FIRST_LOCK_S,
        max_lock_s: float = MAX_LOCK_S,
    ):
        self.log = log
        self.clock = clock
        self.max_failures = max_failures
        self.window_s = window_s
        self.first_lock_s = first_lock_s
        self.max_lock_s = max_lock_s
        self.table = schema.login_failures

    def lock_for(self, failures: int) -> float:
        """The lock after ``failures`` failures (0 below ``max_failures``)."""
        if failures < self.max_failures:
            return 0.0
        doublings = min(failures - self.max_failures, 32)
        return min(self.first_lock_s * 2**doublings, self.max_lock_s)

    def wait_s(self, keys: Iterable[str]) -> int:
        """Whole seconds until every one of ``keys`` is unlocked (0: none is locked)."""
        now = self.clock()
        with self.log.engine.connect() as conn:
            rows = conn.execute(sa.select(self.table).where(self.table.c.key.in_(list(keys))))
            until = max((r.locked_until or 0.0 for r in rows), default=0.0)
        return max(0, math.ceil(until - now))

    def failed(self, keys: Iterable[str]) -> int:
        """Count a failure for each key; whole seconds the longest of them is locked now."""
        now = self.clock()
        locked = 0.0
        with self.log.engine.begin() as conn:
            for key in dict.fromkeys(keys):
                row = conn.execute(sa.select(self.table).where(self.table.c.key == key)).first()
                locked = max(locked, self._count(conn, key, row, now))
        return math.ceil(locked)

    def _count(self, conn: Any, key: str, row: Any, now: float) -> float:
        if row is None or not self._fresh(row, now):
            failures, first_at = 1, now
        else:
            failures, first_at = row.failures + 1, row.first_at
        lock = self.lock_for(failures)
        values = dict(
            failures=failures,
            first_at=first_at,
            last_at=now,
            locked_until=now + lock if lock else None,
        )
        if row is None:
            conn.execute(self.table.insert().values(key=key, **values))
        else:
            conn.execute(self.table.update().where(self.table.c.key == key).values(**values))
        return lock

    def _fresh(self, row: Any, now: float) -> bool:
        """Whether a key's failures still count: before its first lock, within the window
        from the first failure; after it, until a quiet window past the last failure/lock."""
        if row.failures < self.max_failures:
            return now - row.first_at <= self.window_s
        return now - max(row.last_at, row.locked_until or 0.0) <= self.window_s

    def succeeded(self, keys: Iterable[str]) -> None:
        """A successful login: forget the failures of ``keys``."""
        with self.log.engine.begin() as conn:
            conn.execute(self.table.delete().where(self.table.c.key.in_(list(keys))))

    def failures(self, key: str) -> int:
        """The failures counted for ``key`` now (0 when none or forgotten)."""
        with self.log.engine.connect() as conn:
            row = conn.execute(sa.select(self.table).where(self.table.c.key == key)).first()
        return 0 if row is None or not self._fresh(row, self.clock()) else int(row.failures)
