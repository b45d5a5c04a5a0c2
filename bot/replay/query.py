"""Browse the payload log: sessions filtered by time, outcome, backend and model; JSONL export.

list_sessions(log, since=time.time() - 3600, outcome="escalated")
export_jsonl(log, "turns.jsonl", backend="openai")
"""

from __future__ import annotations

import json
import re
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import sqlalchemy as sa

from bot.replay.record import ReplayError, load_turn
from bot.store import schema
from bot.store.log import PayloadLog
from bot.turn import OUTCOMES as TURN_OUTCOMES

OUTCOMES = (*TURN_OUTCOMES, "pending", "replayed")
_RELATIVE = re.compile(r"^(\d+(?:\.\d+)?)\s*([smhdw])$")
_UNITS = {"s": 1, "m": 60, "h": 3600, "d": 86400, "w": 604800}


def parse_time(text: str | None, *, now: float | None = None) -> float | None:
    """``2h`` / ``30m`` / ``7d`` ago, an ISO date or datetime (UTC unless it says), or epoch seconds."""
    if text is None or not str(text).strip():
        return None
    text = str(text).strip()
    now = time.time() if now is None else now
    match = _RELATIVE.match(text)
    if match:
        return now - float(match.group(1)) * _UNITS[match.group(2)]
    try:
        return float(text)
    except ValueError:
        pass
    try:
        moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError as exc:
        raise ReplayError(
            f"cannot read the time {text!r}: use 2h, 30m, 7d, 2026-11-21 or 2026-11-21T15:00"
        ) from exc
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.timestamp()


@dataclass
class SessionFilter:
    since: float | None = None
    until: float | None = None
    outcome: str | None = None
    backend: str | None = None
    model: str | None = None
    channel: str | None = None
    limit: int | None = 50

    def __post_init__(self) -> None:
        if self.outcome and self.outcome not in OUTCOMES:
            raise ReplayError(
                f"unknown outcome {self.outcome!r}: choose one of {', '.join(OUTCOMES)}"
            )
        if self.limit is not None and self.limit < 1:
            raise ReplayError("limit must be at least 1")


def _session_query(flt: SessionFilter) -> sa.Select:
    s, t, c = schema.sessions, schema.turns, schema.llm_calls
    query = sa.select(s).order_by(s.c.created_at.desc())
    if flt.since is not None:
        query = query.where(s.c.created_at >= flt.since)
    if flt.until is not None:
        query = query.where(s.c.created_at <= flt.until)
    if flt.channel:
        query = query.where(s.c.channel == flt.channel)
    if flt.outcome:
        query = query.where(sa.exists().where(t.c.session_id == s.c.id, t.c.outcome == flt.outcome))
    for col, value in (("backend", flt.backend), ("model", flt.model)):
        if value:
            in_calls = sa.exists().where(c.c.session_id == s.c.id, c.c[col] == value)
            query = query.where(sa.or_(s.c[col] == value, in_calls))
    if flt.limit:
        query = query.limit(flt.limit)
    return query


def list_sessions(log: PayloadLog, **filters: Any) -> list[dict[str, Any]]:
    """Sessions, newest first, each with its turn count, outcomes, backends and models."""
    flt = SessionFilter(**filters)
    with log.engine.connect() as conn:
        sessions = [dict(r._mapping) for r in conn.execute(_session_query(flt))]
        for row in sessions:
            row.update(_session_stats(conn, row["id"]))
    return sessions


def _session_stats(conn: sa.Connection, session_id: str) -> dict[str, Any]:
    t, c = schema.turns, schema.llm_calls
    outcomes = [
        r[0]
        for r in conn.execute(
            sa.select(t.c.outcome).where(t.c.session_id == session_id).order_by(t.c.idx)
        )
    ]
    calls = conn.execute(
        sa.select(c.c.backend, c.c.model, sa.func.count())
        .where(c.c.session_id == session_id)
        .group_by(c.c.backend, c.c.model)
    ).all()
    return {
        "turns": len(outcomes),
        "outcomes": outcomes,
        "llm_calls": sum(n for _, _, n in calls),
        "backends": sorted({b for b, _, _ in calls if b}),
        "models": sorted({m for _, m, _ in calls if m}),
    }


def session_turns(
    log: PayloadLog, session_id: str, *, outcome: str | None = None
) -> list[dict[str, Any]]:
    rows = log.rows("turns", where={"session_id": session_id}, order_by="idx")
    return [r for r in rows if outcome is None or r["outcome"] == outcome]


def export_jsonl(log: PayloadLog, path: str | Path, **filters: Any) -> int:
    """One JSON line per turn (turn, session, steps, model calls, tool calls, verdicts) of the
    sessions matching the filters; an outcome filter keeps only the turns with that outcome.
    Returns the number of lines written."""
    filters.setdefault("limit", None)
    outcome = filters.get("outcome")
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    count = 0
    with open(path, "w", encoding="utf-8") as fh:
        for session in reversed(list_sessions(log, **filters)):
            for turn in session_turns(log, session["id"], outcome=outcome):
                record = load_turn(log, turn["id"])
                fh.write(json.dumps(record.to_dict(), ensure_ascii=False, default=str) + "\n")
                count += 1
    return count


def fmt_time(ts: float | None) -> str:
    if ts is None:
        return ""
    return datetime.fromtimestamp(ts, tz=UTC).strftime("%Y-%m-%d %H:%M:%S")
