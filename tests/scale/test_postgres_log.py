"""The payload log on PostgreSQL: same migrations, same behaviour as SQLite."""

import pytest
import sqlalchemy as sa

from bot.store import schema
from bot.store.log import PayloadLog
from bot.store.migrations import LATEST, SchemaError, migrate

pytestmark = pytest.mark.postgres


def _columns(engine, table):
    return {c["name"] for c in sa.inspect(engine).get_columns(table)}


def test_blank_postgres_database_migrates_to_the_current_schema(fresh_pg_db):
    engine = sa.create_engine(fresh_pg_db)
    assert migrate(engine) == list(range(1, LATEST + 1))
    for table in schema.metadata.sorted_tables:
        assert _columns(engine, table.name) == {c.name for c in table.columns}, table.name
    assert migrate(engine) == []  # idempotent


def test_old_postgres_database_keeps_its_rows(fresh_pg_db):
    engine = sa.create_engine(fresh_pg_db)
    migrate(engine, target=1)
    assert "forced" not in _columns(engine, "tool_calls")
    with engine.begin() as conn:
        conn.execute(schema.sessions.insert().values(id="s1", created_at=1.0, channel="cli"))
    migrate(engine)
    assert "forced" in _columns(engine, "tool_calls")
    with engine.connect() as conn:
        assert conn.execute(sa.select(schema.sessions.c.id)).scalars().all() == ["s1"]


def test_payload_log_round_trip_on_postgres(fresh_pg_db):
    log = PayloadLog(fresh_pg_db)
    sid = log.start_session(channel="test", backend="scripted")
    tid = log.start_turn(sid, "hello")
    log.record_llm_call(
        backend="scripted",
        model="m",
        request={
            "messages": [{"role": "user", "content": "hello"}],
            "api_key": "sk-abcdefghijklmnopqrstuvwxyz",
        },
        response={"choices": [], "usage": {"prompt_tokens": 3, "completion_tokens": 4}},
        latency_ms=1.5,
        session_id=sid,
        turn_id=tid,
    )
    log.finish_turn(tid, outcome="answered", final_answer="hi")
    call = log.rows("llm_calls", where={"turn_id": tid})[0]
    assert call["prompt_tokens"] == 3 and "sk-abc" not in call["request_json"]
    assert log.get("turns", tid)["outcome"] == "answered"


def test_newer_schema_on_postgres_is_refused(fresh_pg_db):
    engine = sa.create_engine(fresh_pg_db)
    migrate(engine)
    with engine.begin() as conn:
        conn.execute(
            schema.schema_migrations.insert().values(
                version=LATEST + 5, name="future", applied_at=0
            )
        )
    with pytest.raises(SchemaError, match="newer"):
        migrate(engine)


def test_workers_starting_at_once_migrate_one_after_the_other(fresh_pg_db):
    """Two workers open a blank database at the same moment: one migrates, the other waits
    on the lock and finds nothing left to do (they used to race to CREATE TABLE)."""
    import threading

    engines = [sa.create_engine(fresh_pg_db) for _ in range(4)]
    applied: list[list[int]] = []
    errors: list[BaseException] = []
    start = threading.Barrier(len(engines))

    def migrate_now(engine):
        start.wait()
        try:
            applied.append(migrate(engine))
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    threads = [threading.Thread(target=migrate_now, args=(e,)) for e in engines]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    assert sorted(applied, key=len) == [[], [], [], list(range(1, LATEST + 1))]
