"""Writes a user confirmed, each at most once: the ``tool_executions`` table.

    executions = Executions(log)
    if executions.claim(key, session_id=..., turn_id=..., name=..., arguments=...):
        result = ...                                   # run the tool, once
        executions.finish(key, ok=result.ok, result=result.result, error=result.error)
    else:
        executions.get(key)                            # it ran (or is running) already

The key is the confirmation's idempotency key. ``claim`` inserts the row *before* the tool
runs, inside one transaction, so a second claim of the same key (a double "yes", a client's
retry, another worker on the same database) finds the row and never runs the tool again.
A claim that cannot be written (the database is down) is refused: a write never runs
unrecorded.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any

import sqlalchemy as sa
import structlog

from bot.store import schema
from bot.store.log import PayloadLog

log = structlog.get_logger("guardbot.store.executions")


@dataclass(frozen=True)
class Execution:
    key: str
    name: str
    arguments: dict[str, Any]
    status: str  # running | done | failed | unknown
    created_at: float
    finished_at: float | None = None
    error: str | None = None


def _execution(row: Any) -> Execution:
    return Execution(
        key=row.idempotency_key,
        name=row.name,
        arguments=json.loads(row.arguments or "{}"),
        status=row.status,
        created_at=row.created_at,
        finished_at=row.finished_at,
        error=row.error,
    )


class Executions:
    def __init__(self, log: PayloadLog):
        self.log = log
        self.table = schema.tool_executions

    def claim(
        self, key: str, *, session_id: str, turn_id: str, name: str, arguments: dict[str, Any]
    ) -> bool:
        """True when this caller may run the write now (the row is written); False when the
        key was claimed before, or the claim cannot be recorded."""
        values = dict(
            idempotency_key=key,
            session_id=session_id,
            turn_id=turn_id,
            name=name,
            arguments=json.dumps(arguments, sort_keys=True, ensure_ascii=False, default=str),
            status="running",
            created_at=time.time(),
        )
        try:
            with self.log.engine.begin() as conn:
                conn.execute(self.table.insert().values(**values))
        except sa.exc.IntegrityError:
            return False
        except sa.exc.DBAPIError as exc:  # cannot record it: it does not run
            log.warning("execution_claim_failed", key=key, error=str(exc.orig or exc)[:200])
            return False
        return True

    def finish(
        self,
        key: str,
        *,
        ok: bool,
        result: Any = None,
        error: str | None = None,
        uncertain: bool = False,
    ) -> None:
        """Record how the write ended; ``uncertain`` (it timed out): it may have happened, so
        it counts as run (status ``unknown``)."""
        values = dict(
            status="done" if ok else ("unknown" if uncertain else "failed"),
            result=self.log._json(result),
            error=self.log._text(error),
            finished_at=time.time(),
        )
        self.log._update_by_id(self.table, key, values)

    def get(self, key: str) -> Execution | None:
        with self.log.engine.connect() as conn:
            row = conn.execute(
                sa.select(self.table).where(self.table.c.idempotency_key == key)
            ).first()
        return _execution(row) if row else None

    def done_in_session(self, session_id: str) -> list[Execution]:
        """The session's writes that ran (or are running), oldest first."""
        with self.log.engine.connect() as conn:
            rows = conn.execute(
                sa.select(self.table)
                .where(self.table.c.session_id == session_id, self.table.c.status != "failed")
                .order_by(self.table.c.created_at)
            ).all()
        return [_execution(r) for r in rows]

    def done_since(self, name: str, since: float) -> list[Execution]:
        """The runs of tool ``name`` (or running) in any conversation since ``since``."""
        with self.log.engine.connect() as conn:
            rows = conn.execute(
                sa.select(self.table)
                .where(
                    self.table.c.name == name,
                    self.table.c.status != "failed",
                    self.table.c.created_at >= since,
                )
                .order_by(self.table.c.created_at)
            ).all()
        return [_execution(r) for r in rows]
