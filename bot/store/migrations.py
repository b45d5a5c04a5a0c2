"""Append-only numbered migrations for the payload log.

``schema.py`` holds the current tables. Each migration after the first names the tables
and columns it introduced; migration 1 creates every table of ``schema.py`` without
those later additions, so migrating a blank database and an old one end in the same
schema. To change the schema: add the table or column to ``schema.py`` and append a
``Migration`` here naming it. Never edit or reorder an existing entry.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

import sqlalchemy as sa

from bot.store import schema


class SchemaError(RuntimeError):
    """The database cannot be used by this version of guardbot; the message says why."""


@dataclass(frozen=True)
class Migration:
    version: int
    name: str
    tables: list[str] = field(default_factory=list)
    columns: list[tuple[str, str]] = field(default_factory=list)


MIGRATIONS: list[Migration] = [
    Migration(
        1, "core tables: sessions, turns, llm_calls, tool_calls, verdicts, escalations, feedback"
    ),
    Migration(
        2,
        "typed steps per turn; forced tool calls",
        tables=["steps"],
        columns=[("tool_calls", "forced")],
    ),
    Migration(
        3,
        "replay links and unparseable verdicts",
        columns=[("sessions", "replay_of"), ("turns", "replay_of"), ("verdicts", "unparseable")],
    ),
    Migration(
        4,
        "API keys of the OpenAI-compatible endpoint; the key owning a session",
        tables=["api_keys"],
        columns=[("sessions", "api_key_id")],
    ),
    Migration(
        5,
        "the conversation of a hand-over: customer messages, a person's replies, notices",
        tables=["case_messages"],
    ),
    Migration(
        6,
        "guarded actions: writes by idempotency key, executed and purpose of a tool call, "
        "the user a key is bound to, failed staff logins",
        tables=["tool_executions", "login_failures"],
        columns=[
            ("tool_calls", "executed"),
            ("tool_calls", "purpose"),
            ("tool_calls", "idempotency_key"),
            ("api_keys", "bound_user"),
        ],
    ),
    Migration(
        7,
        "turn leases: the worker running a pending turn and until when it holds it",
        columns=[("turns", "lease_owner"), ("turns", "lease_until")],
    ),
]

LATEST = MIGRATIONS[-1].version
# PostgreSQL advisory lock held while migrating: workers starting at once on a blank
# database migrate one after the other (the others then find nothing to do)
MIGRATION_LOCK = 0x6775617264  # "guard"


def _later_tables(after: int) -> set[str]:
    return {t for m in MIGRATIONS if m.version > after for t in m.tables}


def _later_columns(after: int) -> set[tuple[str, str]]:
    return {c for m in MIGRATIONS if m.version > after for c in m.columns}


def _table_without(table: sa.Table, skip: set[tuple[str, str]], target: sa.MetaData) -> sa.Table:
    cols = [c.copy() for c in table.columns if (table.name, c.name) not in skip]
    return sa.Table(table.name, target, *cols)


def _apply(conn: sa.Connection, migration: Migration) -> None:
    if migration.version == 1:
        target = sa.MetaData()
        skip_tables = _later_tables(1) | {"schema_migrations"}
        skip_cols = _later_columns(1)
        # foreign keys point at sessions/turns, create those first
        for table in schema.metadata.sorted_tables:
            if table.name not in skip_tables:
                _table_without(table, skip_cols, target)
        target.create_all(conn, checkfirst=True)
        return
    for name in migration.tables:
        table = schema.metadata.tables[name]
        target = sa.MetaData()
        _table_without(table, _later_columns(migration.version), target).create(
            conn, checkfirst=True
        )
    inspector = sa.inspect(conn)
    for table_name, column_name in migration.columns:
        existing = {c["name"] for c in inspector.get_columns(table_name)}
        if column_name in existing:
            continue
        column = schema.metadata.tables[table_name].c[column_name]
        ddl = sa.schema.CreateColumn(column).compile(dialect=conn.dialect)
        conn.execute(sa.text(f"ALTER TABLE {table_name} ADD COLUMN {ddl}"))
        if column.index:
            conn.execute(
                sa.text(
                    f"CREATE INDEX IF NOT EXISTS ix_{table_name}_{column_name} ON {table_name} ({column_name})"
                )
            )


def current_version(conn: sa.Connection) -> int:
    if not sa.inspect(conn).has_table("schema_migrations"):
        return 0
    value = conn.execute(sa.select(sa.func.max(schema.schema_migrations.c.version))).scalar()
    return int(value or 0)


def migrate(engine: sa.Engine, *, target: int | None = None) -> list[int]:
    """Bring the database up to ``target`` (default: latest). Returns the versions applied."""
    target = LATEST if target is None else target
    applied: list[int] = []
    with engine.begin() as conn:
        if conn.dialect.name == "postgresql":
            conn.execute(sa.text("SELECT pg_advisory_xact_lock(:key)"), {"key": MIGRATION_LOCK})
        schema.schema_migrations.create(conn, checkfirst=True)
        version = current_version(conn)
        if version > LATEST:
            raise SchemaError(
                f"the payload log at {engine.url.render_as_string(hide_password=True)} has schema "
                f"version {version}, newer than this guardbot understands ({LATEST}). Upgrade guardbot, "
                "or point GUARDBOT_DATABASE_URL / GUARDBOT_DATA_DIR at another database."
            )
        for migration in MIGRATIONS:
            if version < migration.version <= target:
                _apply(conn, migration)
                conn.execute(
                    schema.schema_migrations.insert().values(
                        version=migration.version, name=migration.name, applied_at=time.time()
                    )
                )
                applied.append(migration.version)
    return applied
