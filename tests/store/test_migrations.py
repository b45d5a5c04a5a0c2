"""Schema migrations: a blank database, an old one, a newer one, and a file that is not one."""

from __future__ import annotations

import sqlite3

import pytest
import sqlalchemy as sa

from bot.store import schema
from bot.store.log import PayloadLog, make_engine
from bot.store.migrations import LATEST, MIGRATIONS, SchemaError, current_version, migrate


def columns_of(engine: sa.Engine) -> dict[str, set[str]]:
    inspector = sa.inspect(engine)
    return {
        name: {c["name"] for c in inspector.get_columns(name)}
        for name in inspector.get_table_names()
    }


def expected_columns() -> dict[str, set[str]]:
    return {name: {c.name for c in table.columns} for name, table in schema.metadata.tables.items()}


def test_blank_database_gets_every_table_and_column(tmp_path):
    engine = make_engine(f"sqlite:///{tmp_path / 'blank.db'}")
    assert migrate(engine) == [m.version for m in MIGRATIONS]
    assert columns_of(engine) == expected_columns()
    with engine.connect() as conn:
        assert current_version(conn) == LATEST
        assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
    assert migrate(engine) == []  # idempotent


def test_old_database_is_upgraded_and_keeps_its_rows(tmp_path):
    engine = make_engine(f"sqlite:///{tmp_path / 'old.db'}")
    assert migrate(engine, target=1) == [1]
    old = columns_of(engine)
    assert (
        "steps" not in old
        and "forced" not in old["tool_calls"]
        and "replay_of" not in old["sessions"]
    )
    with engine.begin() as conn:
        conn.execute(schema.schema_migrations.select())  # the table exists
        conn.exec_driver_sql(
            "INSERT INTO sessions (id, created_at, channel) VALUES ('ses_old', 1.0, 'cli')"
        )
        conn.exec_driver_sql(
            "INSERT INTO turns (id, session_id, idx, created_at, user_message, outcome) "
            "VALUES ('turn_old', 'ses_old', 0, 1.0, 'What does Team cost?', 'answered')"
        )
        conn.exec_driver_sql(
            "INSERT INTO tool_calls (session_id, turn_id, name, arguments, created_at) "
            "VALUES ('ses_old', 'turn_old', 'get_plan', '{}', 1.0)"
        )
        conn.exec_driver_sql(
            "INSERT INTO llm_calls (backend, request_json, created_at) VALUES ('local', '{}', 1.0)"
        )
    engine.dispose()

    log = PayloadLog(f"sqlite:///{tmp_path / 'old.db'}")
    assert columns_of(log.engine) == expected_columns()
    [turn] = log.rows("turns")
    assert (turn["id"], turn["user_message"], turn["replay_of"]) == (
        "turn_old",
        "What does Team cost?",
        None,
    )
    [tool] = log.rows("tool_calls")
    assert tool["name"] == "get_plan" and tool["forced"] is False
    assert log.count("llm_calls") == 1 and log.count("sessions") == 1
    with log.engine.connect() as conn:
        versions = [
            r[0]
            for r in conn.exec_driver_sql("SELECT version FROM schema_migrations ORDER BY version")
        ]
    assert versions == [m.version for m in MIGRATIONS]
    # the upgraded database takes new rows in the new columns
    log.record_step("turn_old", 0, "final", {"answer": "$49"})
    assert log.rows("steps")[0]["kind"] == "final"


def test_newer_schema_is_refused_with_a_clear_message_and_nothing_lost(tmp_path):
    path = tmp_path / "newer.db"
    log = PayloadLog(f"sqlite:///{path}")
    session = log.start_session(channel="cli")
    with log.engine.begin() as conn:
        conn.execute(
            schema.schema_migrations.insert().values(
                version=LATEST + 1, name="from the future", applied_at=2.0
            )
        )
    log.close()
    with pytest.raises(
        SchemaError, match=rf"schema version {LATEST + 1}, newer than this guardbot understands"
    ):
        PayloadLog(f"sqlite:///{path}")
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT id FROM sessions").fetchall() == [(session,)]


def test_a_file_that_is_not_a_database_is_refused_clearly(tmp_path):
    path = tmp_path / "garbage.db"
    path.write_bytes(b"this is not sqlite at all" * 100)
    with pytest.raises(SchemaError, match="cannot open the payload log .*GUARDBOT_DATABASE_URL"):
        PayloadLog(f"sqlite:///{path}")
    assert path.read_bytes().startswith(b"this is not sqlite")  # left as it was


def test_any_sqlalchemy_url_by_setting(tmp_path, monkeypatch, data_dir):
    from bot.settings import reset_settings
    from bot.store.log import get_log, reset_log

    url = f"sqlite:///{tmp_path / 'elsewhere' / 'log.sqlite'}"
    monkeypatch.setenv("GUARDBOT_DATABASE_URL", url)
    reset_settings()
    reset_log()
    log = get_log()
    assert log.url == url
    log.start_session()
    assert (tmp_path / "elsewhere" / "log.sqlite").exists()


def test_default_database_is_guardbot_db_in_the_data_dir(payload_log, data_dir):
    assert payload_log.url == f"sqlite:///{data_dir.resolve() / 'guardbot.db'}"
