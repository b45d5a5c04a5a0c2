"""A turn's steps written beside the turn, not in its way.

On PostgreSQL each row is a pool check-out, a ping, ``BEGIN``, the ``INSERT`` and
``COMMIT``. Under load, a turn writing its eight-odd steps one by one spent a third of its
guard time waiting on those round trips (``docs/scaling.md``). A serving worker hands the
steps to this writer instead: one thread writes what has come, in order, many rows to one
transaction. ``finish_turn`` waits until the turn's steps are in, so a finished turn always
has all its steps. The cost is that a worker killed mid-turn loses the steps not yet
written of that turn, which is closed as interrupted anyway.

    log.defer_steps()            # the web app does this; the CLI and tests write at once
"""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Callable
from typing import Any

import structlog

log = structlog.get_logger("guardbot.store")

BATCH = 200  # rows in one transaction at most


class StepWriter:
    """Writes step rows with ``write_many(rows)`` in a thread of its own, in order."""

    def __init__(self, write_many: Callable[[list[dict[str, Any]]], None]):
        self.write_many = write_many
        self._rows: list[dict[str, Any]] = []
        self._pending: Counter[str] = Counter()  # per turn: rows handed over, not yet written
        self._cond = threading.Condition()
        self._thread = threading.Thread(target=self._loop, daemon=True, name="guardbot-steps")
        self._thread.start()

    def put(self, row: dict[str, Any]) -> None:
        with self._cond:
            self._rows.append(row)
            self._pending[row["turn_id"]] += 1
            self._cond.notify_all()

    def flush(self, turn_id: str, *, timeout: float = 60.0) -> bool:
        """Wait until every step of ``turn_id`` handed over is written (or spooled)."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._pending.get(turn_id), timeout=timeout)

    def _loop(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: bool(self._rows))
                batch, self._rows = self._rows[:BATCH], self._rows[BATCH:]
            try:
                self.write_many(batch)
            except Exception as exc:  # noqa: BLE001 - no spool either: logged, the turn goes on
                log.error("steps_not_written", rows=len(batch), error=str(exc)[:200])
            with self._cond:
                for row in batch:
                    self._pending[row["turn_id"]] -= 1
                    if self._pending[row["turn_id"]] <= 0:
                        del self._pending[row["turn_id"]]
                self._cond.notify_all()
