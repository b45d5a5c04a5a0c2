"""The payload log: every session, turn, step, model call, tool call, verdict, escalation
and piece of feedback, written through SQLAlchemy (SQLite in WAL mode by default).

Payloads are redacted at write time. A write that meets a locked or full database is
retried; if it still fails the row goes to a JSONL spool file beside the database, so
nothing is lost, and ``replay_spool()`` writes it in later.
"""

from __future__ import annotations

import json
import threading
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

import sqlalchemy as sa
import structlog

from bot.settings import Settings, get_settings
from bot.store import schema
from bot.store.migrations import SchemaError, migrate
from bot.store.redact import Redactor, redactor_from_settings
from bot.store.stepwriter import StepWriter

log = structlog.get_logger("guardbot.store")

SPOOL_CHECK_S = 1.0  # how often a writer looks whether the spool file holds rows


def new_id(prefix: str) -> str:
    return f"{prefix}_{uuid.uuid4().hex[:16]}"


def dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, default=str)


def loads(value: str | None) -> Any:
    if value is None:
        return None
    try:
        return json.loads(value)
    except (TypeError, ValueError):
        return value


def make_engine(url: str, *, busy_timeout: float = 5.0) -> sa.Engine:
    """An engine for ``url``; SQLite gets WAL mode, a busy timeout and foreign keys."""
    if url.startswith("sqlite"):
        path = url.split("///", 1)[-1]
        if path and path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        engine = sa.create_engine(
            url, connect_args={"timeout": busy_timeout, "check_same_thread": False}
        )

        @sa.event.listens_for(engine, "connect")
        def _sqlite_pragmas(dbapi_conn, _record):  # noqa: ANN001
            cur = dbapi_conn.cursor()
            cur.execute("PRAGMA journal_mode=WAL")
            cur.execute("PRAGMA synchronous=NORMAL")
            cur.execute(f"PRAGMA busy_timeout={int(busy_timeout * 1000)}")
            cur.execute("PRAGMA foreign_keys=ON")
            cur.close()

        return engine
    return sa.create_engine(url, pool_pre_ping=True)


def _insert(conn: sa.Connection, table: sa.Table, values: dict[str, Any]) -> Any:
    pk = conn.execute(table.insert().values(**values)).inserted_primary_key
    return pk[0] if pk else None


def _update_row(conn: sa.Connection, table: sa.Table, key: Any, values: dict[str, Any]) -> int:
    pk = list(table.primary_key.columns)[0]
    return conn.execute(table.update().where(pk == key).values(**values)).rowcount


def _apply_spooled(conn: sa.Connection, item: dict[str, Any]) -> None:
    table = schema.metadata.tables[item["table"]]
    if item.get("op") == "insert_many":
        conn.execute(table.insert(), item["rows"])
    elif item.get("op") == "update":
        _update_row(conn, table, item["key"], item["values"])
    else:
        _insert(conn, table, item["values"])


class PayloadLog:
    """Write and read the payload log. Thread-safe; one instance per process is enough."""

    def __init__(
        self,
        url: str,
        *,
        redactor: Redactor | None = None,
        spool_path: Path | None = None,
        write_retries: int = 3,
        busy_timeout: float = 5.0,
    ):
        self.url = url
        self.busy_timeout = busy_timeout
        self.spooled_written = 0  # rows written back from the spool by this instance
        self.engine = make_engine(url, busy_timeout=busy_timeout)
        try:
            migrate(self.engine)
        except sa.exc.DatabaseError as exc:  # locked, not a database, unreadable
            self.engine.dispose()
            where = self.engine.url.render_as_string(hide_password=True)
            raise SchemaError(
                f"cannot open the payload log at {where}: {str(exc.orig or exc).splitlines()[0]}. "
                "If another guardbot holds it, wait and retry; otherwise point GUARDBOT_DATABASE_URL "
                "or GUARDBOT_DATA_DIR at another database."
            ) from exc
        self.redactor = redactor or Redactor()
        self.write_retries = write_retries
        if spool_path is None and url.startswith("sqlite:///"):
            spool_path = Path(url.split("///", 1)[1] + ".spool.jsonl")
        self.spool_path = spool_path
        self._lock = threading.Lock()
        self._spool_checked = float("-inf")  # when the spool file was last looked for
        self._spooled = False  # it was there then (or this process wrote to it since)
        self._listeners: list[Callable[[str, dict[str, Any]], None]] = []
        self.leases: Any = None  # a bot.store.leases.TurnLeases once a worker serves turns
        self.steps: StepWriter | None = None  # set by defer_steps(): steps written aside

    def defer_steps(self) -> None:
        """Write steps in a thread of their own, many to a transaction (``stepwriter``);
        ``finish_turn`` waits for its turn's. Once per log."""
        if self.steps is None:
            self.steps = StepWriter(self._write_many_steps)

    def _write_many_steps(self, rows: list[dict[str, Any]]) -> None:
        table = schema.steps
        item = {"op": "insert_many", "table": table.name, "rows": rows}
        self._attempt(lambda conn: conn.execute(table.insert(), rows), item)

    def use_leases(self, leases: Any) -> None:
        """Hold a lease on each turn started from now on (``bot.store.leases``)."""
        self.leases = leases

    # ------------------------------------------------------------ plumbing
    def _write(self, table: sa.Table, values: dict[str, Any]) -> Any:
        """Insert one row; retry on a locked database; spool it if the database stays unusable."""
        return self._attempt(
            lambda conn: _insert(conn, table, values), {"table": table.name, "values": values}
        )

    def _update_by_id(self, table: sa.Table, key: Any, values: dict[str, Any]) -> int | None:
        """Update one row by primary key, with the same retry-then-spool guarantee as ``_write``."""
        item = {"op": "update", "table": table.name, "key": key, "values": values}
        return self._attempt(lambda conn: _update_row(conn, table, key, values), item)

    def _attempt(self, action: Callable[[sa.Connection], Any], item: dict[str, Any]) -> Any:
        if self._spool_pending() and not self._drain_spool(quick=True):
            self._spool(item, None)  # keep the order: earlier spooled rows go in first
            return None
        delay = 0.05
        for attempt in range(self.write_retries + 1):
            try:
                with self.engine.begin() as conn:
                    return action(conn)
            except sa.exc.OperationalError as exc:
                if attempt == self.write_retries:
                    self._spool(item, exc)
                    return None
                time.sleep(delay)
                delay *= 2
        return None

    def _spool_pending(self) -> bool:
        """Whether rows wait in the spool. The file is looked at once a second at most (a
        stat per write was a share of the guard's time under load), and always right after
        this process spooled a row."""
        if self.spool_path is None:
            return False
        now = time.monotonic()
        if now - self._spool_checked < SPOOL_CHECK_S and not self._spooled:
            return False
        self._spool_checked = now
        self._spooled = self.spool_path.exists()
        return self._spooled

    @property
    def _spool_file(self) -> Path:
        if self.spool_path is None:
            raise RuntimeError("this payload log has no spool file")
        return self.spool_path

    def _spool(self, item: dict[str, Any], exc: Exception | None) -> None:
        reason = str(exc).splitlines()[0] if exc else "earlier rows still spooled"
        log.error(
            "payload_log_write_failed",
            table=item["table"],
            error=reason,
            spooled=bool(self.spool_path),
        )
        if self.spool_path is None:
            raise exc or RuntimeError("payload log unusable and no spool file")
        with self._lock, open(self.spool_path, "a", encoding="utf-8") as fh:
            fh.write(dumps(item) + "\n")
        self._spooled = True

    def _drain_spool(self, *, quick: bool) -> bool:
        """Write every spooled row in one transaction, in order; False (spool kept) if the
        database is still unusable. A row the database rejects (a duplicate, a broken
        reference) is moved to ``<spool>.rejected`` rather than blocking the rest."""
        with self._lock:
            if not self._spool_pending():
                return True
            text = self._spool_file.read_text(encoding="utf-8")
            items = [json.loads(line) for line in text.splitlines() if line.strip()]
            rejected: list[dict[str, Any]] = []
            try:
                with self.engine.begin() as conn:
                    if quick:
                        self._set_busy_timeout(conn, 0.1)
                    try:
                        for item in items:
                            self._apply_one(conn, item, rejected)
                    finally:
                        if quick:
                            self._set_busy_timeout(conn, self.busy_timeout)
            except sa.exc.OperationalError:
                return False
            if rejected:
                with open(str(self._spool_file) + ".rejected", "a", encoding="utf-8") as fh:
                    fh.writelines(dumps(item) + "\n" for item in rejected)
            self._spool_file.unlink()
            self._spooled = False
            self.spooled_written += len(items) - len(rejected)
            return True

    def _apply_one(self, conn: sa.Connection, item: dict[str, Any], rejected: list) -> None:
        try:
            with conn.begin_nested():
                _apply_spooled(conn, item)
        except sa.exc.IntegrityError as exc:
            log.error(
                "payload_log_spooled_row_rejected", table=item.get("table"), error=str(exc.orig)
            )
            rejected.append(item)

    def _set_busy_timeout(self, conn: sa.Connection, seconds: float) -> None:
        if self.engine.dialect.name == "sqlite":
            conn.exec_driver_sql(f"PRAGMA busy_timeout={int(seconds * 1000)}")

    def replay_spool(self) -> int:
        """Write rows that were spooled while the database was unusable. Returns how many
        (0 if there were none or the database is still unusable; the spool is then kept)."""
        if not self._spool_pending():
            return 0
        count = len(
            [
                line
                for line in self._spool_file.read_text(encoding="utf-8").splitlines()
                if line.strip()
            ]
        )
        return count if self._drain_spool(quick=False) else 0

    def _update(self, table: sa.Table, where: Any, values: dict[str, Any]) -> int:
        with self.engine.begin() as conn:
            return conn.execute(table.update().where(where).values(**values)).rowcount

    def _json(self, value: Any) -> str | None:
        return None if value is None else dumps(self.redactor.data(value))

    def _text(self, value: str | None) -> str | None:
        return None if value is None else self.redactor.text(value)

    # ------------------------------------------------------------ sessions / turns
    def start_session(
        self,
        *,
        channel: str = "cli",
        session_id: str | None = None,
        user_label: str | None = None,
        workspace: str | None = None,
        backend: str | None = None,
        model: str | None = None,
        replay_of: str | None = None,
        meta: dict[str, Any] | None = None,
        api_key_id: str | None = None,
    ) -> str:
        session_id = session_id or new_id("ses")
        self._write(
            schema.sessions,
            dict(
                id=session_id,
                created_at=time.time(),
                channel=channel,
                user_label=user_label,
                workspace=workspace,
                backend=backend,
                model=model,
                replay_of=replay_of,
                meta=self._json(meta),
                api_key_id=api_key_id,
            ),
        )
        return session_id

    def ensure_session(self, session_id: str, **kwargs: Any) -> str:
        with self.engine.connect() as conn:
            exists = conn.execute(
                sa.select(schema.sessions.c.id).where(schema.sessions.c.id == session_id)
            ).first()
        if not exists:
            self.start_session(session_id=session_id, **kwargs)
        return session_id

    def start_turn(
        self,
        session_id: str,
        user_message: str,
        *,
        replay_of: str | None = None,
        meta: dict | None = None,
    ) -> str:
        turn_id = new_id("turn")
        leases = self.leases
        lease = leases.values() if leases is not None else {}
        if leases is not None:
            leases.hold(turn_id)
        with self.engine.connect() as conn:
            idx = conn.execute(
                sa.select(sa.func.count())
                .select_from(schema.turns)
                .where(schema.turns.c.session_id == session_id)
            ).scalar()
        self._write(
            schema.turns,
            dict(
                id=turn_id,
                session_id=session_id,
                idx=int(idx or 0),
                created_at=time.time(),
                user_message=self._text(user_message) or "",
                outcome="pending",
                replay_of=replay_of,
                meta=self._json(meta),
                **lease,
            ),
        )
        return turn_id

    def finish_turn(
        self,
        turn_id: str,
        *,
        outcome: str,
        final_answer: str | None = None,
        error: str | None = None,
        meta: dict[str, Any] | None = None,
    ) -> None:
        if self.steps is not None:
            self.steps.flush(turn_id)  # a finished turn has all its steps
        now = time.time()
        with self.engine.connect() as conn:
            started = conn.execute(
                sa.select(schema.turns.c.created_at).where(schema.turns.c.id == turn_id)
            ).scalar()
        values: dict[str, Any] = dict(
            outcome=outcome,
            final_answer=self._text(final_answer),
            error=self._text(error),
            finished_at=now,
            latency_ms=(now - started) * 1000 if started else None,
        )
        if meta is not None:
            values["meta"] = self._json(meta)
        self._update_by_id(schema.turns, turn_id, values)
        if self.leases is not None:
            self.leases.release(turn_id)

    def set_turn_meta_key(self, turn_id: str, key: str, value: Any) -> bool:
        """Set one key of a finished turn's meta JSON, the rest kept (ids the code writes, such as
        the trace's: not redacted); False if there is no such turn."""

        def update(conn: sa.Connection) -> bool:
            t = schema.turns
            meta = conn.execute(sa.select(t.c.meta).where(t.c.id == turn_id)).first()
            if meta is None:
                return False
            merged = {**(loads(meta[0]) or {}), key: value}
            conn.execute(t.update().where(t.c.id == turn_id).values(meta=dumps(merged)))
            return True

        return self.transaction(update)

    def record_step(self, turn_id: str, idx: int, kind: str, data: dict[str, Any]) -> None:
        row = dict(
            turn_id=turn_id, idx=idx, kind=kind, data=self._json(data), created_at=time.time()
        )
        if self.steps is not None:
            self.steps.put(row)
        else:
            self._write(schema.steps, row)

    # ------------------------------------------------------------ calls
    def record_llm_call(
        self,
        *,
        backend: str,
        model: str | None,
        request: dict[str, Any],
        response: dict[str, Any] | None,
        latency_ms: float,
        session_id: str | None = None,
        turn_id: str | None = None,
        purpose: str | None = None,
        error_kind: str | None = None,
        error: str | None = None,
    ) -> int | None:
        usage = (response or {}).get("usage") or {}
        return self._write(
            schema.llm_calls,
            dict(
                session_id=session_id,
                turn_id=turn_id,
                purpose=purpose,
                backend=backend,
                model=model,
                request_json=self._json(request),
                response_json=self._json(response),
                error_kind=error_kind,
                error=self._text(error),
                latency_ms=latency_ms,
                prompt_tokens=usage.get("prompt_tokens"),
                completion_tokens=usage.get("completion_tokens"),
                created_at=time.time(),
            ),
        )

    def record_tool_call(
        self,
        *,
        name: str,
        arguments: Any,
        result: Any,
        error: str | None,
        latency_ms: float,
        session_id: str | None = None,
        turn_id: str | None = None,
        call_id: str | None = None,
        forced: bool = False,
        executed: bool = True,
        purpose: str | None = None,
        idempotency_key: str | None = None,
    ) -> int | None:
        """One row per tool call: ``executed`` is False for a call refused before the tool
        ran (bad arguments, a repeat, a tool this user may not use)."""
        return self._write(
            schema.tool_calls,
            dict(
                session_id=session_id,
                turn_id=turn_id,
                call_id=call_id,
                name=name,
                arguments=self._json(arguments),
                result=self._json(result),
                error=self._text(error),
                latency_ms=latency_ms,
                forced=forced,
                executed=executed,
                purpose=purpose,
                idempotency_key=idempotency_key,
                created_at=time.time(),
            ),
        )

    def record_verdict(
        self,
        *,
        critic: str,
        severity: str,
        data: dict[str, Any],
        latency_ms: float | None,
        session_id: str | None = None,
        turn_id: str | None = None,
        round: int = 0,
        answer: str | None = None,
        unparseable: bool = False,
    ) -> int | None:
        return self._write(
            schema.verdicts,
            dict(
                session_id=session_id,
                turn_id=turn_id,
                round=round,
                critic=critic,
                severity=severity,
                unparseable=unparseable,
                answer=self._text(answer),
                data=self._json(data),
                latency_ms=latency_ms,
                created_at=time.time(),
            ),
        )

    def record_feedback(
        self, session_id: str, turn_id: str | None, rating: int, comment: str | None = None
    ) -> None:
        if rating not in (1, -1):
            raise ValueError("rating must be +1 or -1")
        self._write(
            schema.feedback,
            dict(
                session_id=session_id,
                turn_id=turn_id,
                rating=rating,
                comment=self._text(comment),
                created_at=time.time(),
            ),
        )
        self.announce(
            "feedback",
            {"session_id": session_id, "turn_id": turn_id, "rating": rating, "comment": comment},
        )

    # ------------------------------------------------------------ listeners
    def subscribe(self, listener: Callable[[str, dict[str, Any]], None]) -> None:
        """``listener(event, record)`` is told of each ``feedback`` written and each
        ``escalation_closed`` (the tracer sends them on as span annotations); once each."""
        with self._lock:
            if listener not in self._listeners:
                self._listeners.append(listener)

    def announce(self, event: str, record: dict[str, Any]) -> None:
        """Tell the listeners; one that fails is logged, never raised to the writer."""
        for listener in list(self._listeners):
            try:
                listener(event, self.redactor.data(record))
            except Exception as exc:  # a listener's bug never costs the caller its write
                log.warning("log_listener_failed", log_event=event, error=str(exc)[:200])

    # ------------------------------------------------------------ reading
    def rows(
        self, table: str, *, where: dict[str, Any] | None = None, order_by: str = "created_at"
    ) -> list[dict]:
        t = schema.metadata.tables[table]
        query = sa.select(t)
        for key, value in (where or {}).items():
            query = query.where(t.c[key] == value)
        if order_by in t.c:
            query = query.order_by(t.c[order_by])
        with self.engine.connect() as conn:
            return [dict(r._mapping) for r in conn.execute(query)]

    def previous_steps(self, session_id: str, turn_id: str) -> list[dict[str, Any]]:
        """The steps of the session's turn before ``turn_id`` (oldest first), as records with
        their ``kind``; [] for a first turn."""
        t, st = schema.turns, schema.steps
        with self.engine.connect() as conn:
            idx = conn.execute(sa.select(t.c.idx).where(t.c.id == turn_id)).scalar()
            if not idx:
                return []
            before = conn.execute(
                sa.select(t.c.id).where(t.c.session_id == session_id, t.c.idx == idx - 1)
            ).scalar()
            if before is None:
                return []
            rows = conn.execute(
                sa.select(st.c.kind, st.c.data).where(st.c.turn_id == before).order_by(st.c.idx)
            ).all()
        out = []
        for kind, data in rows:
            record = json.loads(data) if data else {}
            out.append({**record, "kind": kind})
        return out

    def last_turn(self, session_id: str) -> dict | None:
        """The session's latest turn (by its place in the conversation), or None."""
        t = schema.turns
        query = (
            sa.select(t)
            .where(t.c.session_id == session_id)
            .order_by(t.c.idx.desc(), t.c.created_at.desc())
            .limit(1)
        )
        with self.engine.connect() as conn:
            row = conn.execute(query).first()
        return dict(row._mapping) if row else None

    def get(self, table: str, key: Any) -> dict | None:
        t = schema.metadata.tables[table]
        pk = list(t.primary_key.columns)[0]
        with self.engine.connect() as conn:
            row = conn.execute(sa.select(t).where(pk == key)).first()
        return dict(row._mapping) if row else None

    def count(self, table: str, **where: Any) -> int:
        t = schema.metadata.tables[table]
        query = sa.select(sa.func.count()).select_from(t)
        for key, value in where.items():
            query = query.where(t.c[key] == value)
        with self.engine.connect() as conn:
            return int(conn.execute(query).scalar() or 0)

    def transaction(self, fn: Callable[[sa.Connection], Any]) -> Any:
        with self.engine.begin() as conn:
            return fn(conn)

    def close(self) -> None:
        self.engine.dispose()


_default: PayloadLog | None = None
_default_lock = threading.Lock()


def get_log(settings: Settings | None = None) -> PayloadLog:
    """The process-wide payload log for ``settings`` (default: the current settings)."""
    global _default
    settings = settings or get_settings()
    with _default_lock:
        url = settings.db_url()
        if _default is None or _default.url != url:
            _default = PayloadLog(url, redactor=redactor_from_settings(settings))
        return _default


def reset_log() -> None:
    global _default
    with _default_lock:
        if _default is not None:
            _default.close()
        _default = None
