"""A locked database: writes are retried, then spooled; nothing is lost; the spool is replayed."""

from __future__ import annotations

import json
import sqlite3
import time

import pytest

from bot.store.log import PayloadLog
from bot.store.migrations import SchemaError


@pytest.fixture
def db(tmp_path):
    path = tmp_path / "guardbot.db"
    log = PayloadLog(f"sqlite:///{path}", write_retries=1, busy_timeout=0.1)
    yield path, log
    log.close()


def hold_lock(path):
    conn = sqlite3.connect(path, timeout=0.1, isolation_level=None)
    conn.execute("BEGIN EXCLUSIVE")
    return conn


def test_locked_writes_are_spooled_then_replayed_in_order(db):
    path, log = db
    session = log.start_session(channel="cli")
    before = log.start_turn(session, "first question")
    locker = hold_lock(path)
    try:
        turn = log.start_turn(session, "asked while locked")
        assert (
            log.record_llm_call(
                backend="scripted",
                model="m",
                request={"messages": []},
                response=None,
                latency_ms=1.0,
                session_id=session,
                turn_id=turn,
            )
            is None
        )
        log.finish_turn(turn, outcome="answered", final_answer="Team is $49 per user per month.")
        spooled = [json.loads(line) for line in log.spool_path.read_text().splitlines()]
        assert [item["table"] for item in spooled] == ["turns", "llm_calls", "turns"]
        assert spooled[2]["op"] == "update"
        assert log.count("turns") == 1  # reads still work in WAL mode
    finally:
        locker.rollback()
        locker.close()
    assert log.replay_spool() == 3
    assert not log.spool_path.exists()
    rows = {r["id"]: r for r in log.rows("turns")}
    assert set(rows) == {before, turn}
    assert rows[turn]["outcome"] == "answered" and rows[turn]["final_answer"].startswith(
        "Team is $49"
    )
    assert log.count("llm_calls", turn_id=turn) == 1


def test_next_write_after_the_lock_drains_the_spool_first(db):
    path, log = db
    session = log.start_session()
    locker = hold_lock(path)
    turn = log.start_turn(session, "while locked")
    locker.rollback()
    locker.close()
    log.record_step(turn, 0, "final", {"answer": "ok"})  # the turn row must go in before its step
    assert not log.spool_path.exists()
    assert log.count("turns") == 1 and log.count("steps") == 1
    assert log.spooled_written == 1


def test_writes_during_a_long_lock_do_not_wait_for_each_busy_timeout(db):
    path, log = db
    session = log.start_session()
    locker = hold_lock(path)
    try:
        log.start_turn(session, "one")  # pays the retries once
        started = time.perf_counter()
        for i in range(10):
            log.record_step("turn_x", i, "note", {"i": i})
        assert time.perf_counter() - started < 5
    finally:
        locker.rollback()
        locker.close()
    assert len(log.spool_path.read_text().splitlines()) == 11


def test_a_spooled_row_the_database_rejects_is_set_aside(db):
    path, log = db
    session = log.start_session(session_id="ses_dup")
    locker = hold_lock(path)
    log.start_session(session_id="ses_dup")  # a duplicate: will be rejected on replay
    log.start_turn(session, "kept")
    locker.rollback()
    locker.close()
    assert log.replay_spool() == 2
    assert log.count("turns") == 1
    rejected = (path.parent / "guardbot.db.spool.jsonl.rejected").read_text().splitlines()
    assert json.loads(rejected[0])["values"]["id"] == "ses_dup"


def test_replay_while_still_locked_keeps_the_spool(db):
    path, log = db
    session = log.start_session()
    locker = hold_lock(path)
    try:
        log.start_turn(session, "x")
        assert log.replay_spool() == 0
        assert log.spool_path.exists()
    finally:
        locker.rollback()
        locker.close()
    assert log.replay_spool() == 1


def test_opening_a_database_locked_during_migration_is_a_clear_error(tmp_path):
    path = tmp_path / "busy.db"
    sqlite3.connect(path).close()
    locker = hold_lock(path)
    try:
        with pytest.raises(SchemaError, match="database is locked.*wait and retry"):
            PayloadLog(f"sqlite:///{path}", busy_timeout=0.1)
    finally:
        locker.rollback()
        locker.close()
