"""`guardbot sessions list|show|export|case` over a real SQLite payload log."""

from __future__ import annotations

import json
import time

import pytest
import sqlalchemy as sa
import typer
from typer.testing import CliRunner

from bot.cli import replay as replay_cli
from bot.replay import ReplayError, export_jsonl, list_sessions, parse_time
from tests.replay.helpers import log_request_turn


@pytest.fixture
def app():
    app = typer.Typer()
    replay_cli.register(app)
    return app


def _escalated_session(log) -> str:
    session = log.start_session(channel="ui", backend="openai", model="gpt-x")
    turn = log.start_turn(session, "Do you support SMS reset?")
    log.record_llm_call(
        backend="openai",
        model="gpt-x",
        request={"messages": []},
        response=None,
        latency_ms=3.0,
        session_id=session,
        turn_id=turn,
        purpose="actor",
        error_kind="timeout",
        error="took too long",
    )
    log.finish_turn(turn, outcome="escalated", final_answer="A person will follow up.")
    return session


def test_list_filters_by_outcome_backend_model_and_time(payload_log):
    log_request_turn(payload_log)
    escalated = _escalated_session(payload_log)
    assert len(list_sessions(payload_log)) == 2
    assert [s["id"] for s in list_sessions(payload_log, outcome="escalated")] == [escalated]
    assert [s["id"] for s in list_sessions(payload_log, backend="openai")] == [escalated]
    assert [s["id"] for s in list_sessions(payload_log, model="gpt-x")] == [escalated]
    assert len(list_sessions(payload_log, backend="scripted")) == 1
    assert list_sessions(payload_log, since=time.time() + 60) == []
    assert len(list_sessions(payload_log, until=time.time() + 60)) == 2
    row = list_sessions(payload_log, outcome="escalated")[0]
    assert row["turns"] == 1 and row["outcomes"] == ["escalated"] and row["llm_calls"] == 1
    with pytest.raises(ReplayError, match="unknown outcome 'exploded'"):
        list_sessions(payload_log, outcome="exploded")


def test_parse_time_forms():
    now = 1_000_000.0
    assert parse_time("2h", now=now) == now - 7200
    assert parse_time("30m", now=now) == now - 1800
    assert parse_time("1970-01-02") == 86400.0
    assert parse_time("123.5") == 123.5
    assert parse_time(None) is None
    with pytest.raises(ReplayError, match="cannot read the time 'yesterday-ish'"):
        parse_time("yesterday-ish")


def test_export_writes_one_line_per_turn_with_payloads(payload_log, tmp_path):
    turn_id = log_request_turn(payload_log)
    _escalated_session(payload_log)
    path = tmp_path / "out" / "turns.jsonl"
    assert export_jsonl(payload_log, path) == 2
    lines = [json.loads(line) for line in path.read_text().splitlines()]
    assert lines[0]["turn"]["id"] == turn_id  # oldest first
    assert (
        lines[0]["llm_calls"][0]["request"]["messages"][1]["content"]
        == "How much is the Team plan?"
    )
    assert lines[0]["tool_calls"][0]["result"] == {"price": 49}
    assert [s["kind"] for s in lines[0]["steps"]][-1] == "final"
    assert export_jsonl(payload_log, tmp_path / "e.jsonl", outcome="escalated") == 1


def test_cli_list_show_export(app, payload_log, tmp_path):
    turn_id = log_request_turn(payload_log)
    session = _escalated_session(payload_log)
    runner = CliRunner()
    out = runner.invoke(app, ["sessions", "list", "--outcome", "escalated"])
    assert out.exit_code == 0, out.output
    assert session in out.output and "escalated" in out.output
    out = runner.invoke(app, ["sessions", "show", turn_id])
    assert out.exit_code == 0, out.output
    assert (
        "How much is the Team plan?" in out.output
        and "get_plan" in out.output
        and "model call 2" in out.output
    )
    out = runner.invoke(
        app, ["sessions", "export", str(tmp_path / "x.jsonl"), "--backend", "openai"]
    )
    assert out.exit_code == 0 and "wrote 1 turn(s)" in out.output


def test_cli_clear_errors(app, payload_log, tmp_path):
    runner = CliRunner()
    out = runner.invoke(app, ["sessions", "show", "ses_missing"])
    assert out.exit_code == 2 and "no turn or session with id 'ses_missing'" in out.output
    out = runner.invoke(app, ["replay", "turn_missing"])
    assert out.exit_code == 2 and "sessions list" in out.output
    out = runner.invoke(app, ["sessions", "list", "--db", str(tmp_path / "nothing.db")])
    assert out.exit_code == 2 and "no payload log at" in out.output
    newer = tmp_path / "newer.db"
    engine = sa.create_engine(f"sqlite:///{newer}")
    with engine.begin() as conn:
        conn.execute(
            sa.text(
                "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT, applied_at FLOAT)"
            )
        )
        conn.execute(sa.text("INSERT INTO schema_migrations VALUES (999, 'future', 0)"))
    engine.dispose()
    out = runner.invoke(app, ["sessions", "list", "--db", str(newer)])
    assert out.exit_code == 2 and "newer than this guardbot understands" in out.output
