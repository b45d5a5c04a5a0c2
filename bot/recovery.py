"""Start-up recovery: a process killed mid-turn leaves its turn ``pending``; the next start
marks such turns as interrupted (outcome ``error``) and writes in any payload-log rows that
were spooled while the database was unusable. Escalations are rows like any other: open
ones survive a restart untouched."""

from __future__ import annotations

import time

import sqlalchemy as sa
import structlog

from bot.store import schema
from bot.store.log import PayloadLog

log = structlog.get_logger("guardbot.recovery")

INTERRUPTED = (
    "interrupted: the server stopped before this turn finished; nothing was shown to the user"
)


def recover_interrupted_turns(payload_log: PayloadLog, *, older_than_s: float = 600.0) -> list[str]:
    """Mark turns still ``pending`` after ``older_than_s`` seconds as interrupted. Returns their ids.

    With one process the age can be 0 at start-up; with several workers sharing the log,
    keep it above the longest turn so that live turns of other workers are left alone."""
    cutoff = time.time() - older_than_s
    t = schema.turns
    with payload_log.engine.begin() as conn:
        ids = (
            conn.execute(
                sa.select(t.c.id).where(t.c.outcome == "pending", t.c.created_at <= cutoff)
            )
            .scalars()
            .all()
        )
        if ids:
            conn.execute(
                t.update()
                .where(t.c.id.in_(ids), t.c.outcome == "pending")
                .values(outcome="error", error=INTERRUPTED, finished_at=time.time())
            )
    if ids:
        log.warning("recovered_interrupted_turns", count=len(ids))
    return list(ids)


def recover(payload_log: PayloadLog, *, older_than_s: float = 600.0) -> dict[str, int]:
    """Everything a starting process does before serving: spooled rows in, stale turns closed."""
    spooled = payload_log.replay_spool()
    interrupted = recover_interrupted_turns(payload_log, older_than_s=older_than_s)
    return {"spooled_rows_written": spooled, "interrupted_turns": len(interrupted)}
