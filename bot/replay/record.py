"""One logged turn read back from the payload log, with everything a replay needs.

``load_turn(log, turn_id)`` gathers the turn row, its session, steps, model calls, tool
calls and verdicts (JSON columns parsed). ``resolve_ids`` turns a turn or session id into
the turn ids to replay, with a clear message for an unknown id.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import sqlalchemy as sa

from bot.kb.types import Chunk
from bot.store import schema
from bot.store.log import PayloadLog, loads

# Turn meta keys a full-turn replay rebuilds the requests from (written by bot.turn).
TURN_INPUT_KEYS = ("history", "retrieved")


class ReplayError(RuntimeError):
    """A replay cannot start or go on; the message says why and what to do."""


class NotFound(ReplayError):
    """No turn or session with that id in the payload log."""


class NotReplayable(ReplayError):
    """The turn lacks what a replay needs (e.g. logged by an older guardbot)."""


@dataclass
class TurnRecord:
    turn: dict[str, Any]
    session: dict[str, Any]
    steps: list[dict[str, Any]] = field(default_factory=list)
    llm_calls: list[dict[str, Any]] = field(default_factory=list)
    tool_calls: list[dict[str, Any]] = field(default_factory=list)
    verdicts: list[dict[str, Any]] = field(default_factory=list)

    @property
    def id(self) -> str:
        return self.turn["id"]

    @property
    def session_id(self) -> str:
        return self.turn["session_id"]

    @property
    def message(self) -> str:
        return self.turn.get("user_message") or ""

    @property
    def outcome(self) -> str:
        return self.turn.get("outcome") or "pending"

    @property
    def answer(self) -> str | None:
        return self.turn.get("final_answer")

    @property
    def meta(self) -> dict[str, Any]:
        meta = self.turn.get("meta")
        return meta if isinstance(meta, dict) else {}

    @property
    def history(self) -> list[dict[str, Any]]:
        return list(self.meta.get("history") or [])

    @property
    def retrieved(self) -> list[Chunk]:
        return [chunk_from_dict(c) for c in self.meta.get("retrieved") or [] if isinstance(c, dict)]

    @property
    def backend(self) -> str | None:
        if self.meta.get("backend"):
            return self.meta["backend"]
        if self.session.get("backend"):
            return self.session["backend"]
        return self.llm_calls[0]["backend"] if self.llm_calls else None

    @property
    def model(self) -> str | None:
        if self.meta.get("model"):
            return self.meta["model"]
        if self.session.get("model"):
            return self.session["model"]
        return self.llm_calls[0]["model"] if self.llm_calls else None

    @property
    def critic(self) -> str | None:
        value = self.meta.get("critic")
        if isinstance(value, dict):
            value = value.get("name")
        if value:
            return str(value)
        return self.verdicts[0]["critic"] if self.verdicts else None

    @property
    def prompts_dir(self) -> str | None:
        return self.meta.get("prompts_dir")

    def missing_inputs(self) -> list[str]:
        """Turn meta keys a full-turn replay needs that this (older) log lacks."""
        return [key for key in TURN_INPUT_KEYS if key not in self.meta]

    def to_dict(self) -> dict[str, Any]:
        raw = ("request_json", "response_json")
        return {
            "turn": self.turn,
            "session": self.session,
            "steps": self.steps,
            "llm_calls": [{k: v for k, v in c.items() if k not in raw} for c in self.llm_calls],
            "tool_calls": self.tool_calls,
            "verdicts": self.verdicts,
        }


def chunk_from_dict(data: dict[str, Any]) -> Chunk:
    return Chunk(
        id=str(data.get("id", "")),
        text=str(data.get("text", "")),
        source=str(data.get("source", "")),
        title=str(data.get("title", "")),
        start=int(data.get("start") or 0),
        end=int(data.get("end") or 0),
        strategy=str(data.get("strategy", "")),
        kb=str(data.get("kb", "")),
        score=data.get("score"),
        meta=dict(data.get("meta") or {}),
    )


def _parse(row: dict[str, Any], *columns: str) -> dict[str, Any]:
    out = dict(row)
    for col in columns:
        if col in out:
            out[col] = loads(out[col])
    return out


def _rows(
    log: PayloadLog, table: sa.Table, column: str, value: Any, order: list[str]
) -> list[dict]:
    query = sa.select(table).where(table.c[column] == value).order_by(*[table.c[c] for c in order])
    with log.engine.connect() as conn:
        return [dict(r._mapping) for r in conn.execute(query)]


def load_turn(log: PayloadLog, turn_id: str) -> TurnRecord:
    turn = log.get("turns", turn_id)
    if turn is None:
        raise NotFound(
            f"no turn {turn_id!r} in the payload log ({_where(log)}); `guardbot sessions list` shows the ids"
        )
    session = log.get("sessions", turn["session_id"]) or {"id": turn["session_id"]}
    steps = []
    for row in _rows(log, schema.steps, "turn_id", turn_id, ["idx", "id"]):
        data = loads(row["data"])
        data = data if isinstance(data, dict) else {"value": data}
        steps.append({"kind": row["kind"], **{k: v for k, v in data.items() if k != "kind"}})
    return TurnRecord(
        turn=_parse(turn, "meta"),
        session=_parse(session, "meta"),
        steps=steps,
        llm_calls=[
            {**r, "request": loads(r["request_json"]), "response": loads(r["response_json"])}
            for r in _rows(log, schema.llm_calls, "turn_id", turn_id, ["id"])
        ],
        tool_calls=[
            _parse(r, "arguments", "result")
            for r in _rows(log, schema.tool_calls, "turn_id", turn_id, ["id"])
        ],
        verdicts=[
            _parse(r, "data")
            for r in _rows(log, schema.verdicts, "turn_id", turn_id, ["round", "id"])
        ],
    )


def session_turn_ids(log: PayloadLog, session_id: str) -> list[str]:
    t = schema.turns
    query = sa.select(t.c.id).where(t.c.session_id == session_id).order_by(t.c.idx, t.c.created_at)
    with log.engine.connect() as conn:
        return [r[0] for r in conn.execute(query)]


def resolve_ids(log: PayloadLog, any_id: str) -> tuple[str, list[str]]:
    """("turn", [id]) or ("session", [turn ids in order]); NotFound with a clear message."""
    any_id = any_id.strip()
    if log.get("turns", any_id) is not None:
        return "turn", [any_id]
    if log.get("sessions", any_id) is not None:
        ids = session_turn_ids(log, any_id)
        if not ids:
            raise NotFound(f"session {any_id!r} has no turns to replay")
        return "session", ids
    raise NotFound(
        f"no turn or session with id {any_id!r} in the payload log ({_where(log)}); "
        "`guardbot sessions list` shows the ids"
    )


def _where(log: PayloadLog) -> str:
    return log.engine.url.render_as_string(hide_password=True)
