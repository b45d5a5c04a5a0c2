"""`guardbot replay TURN_ID|SESSION_ID` from the command line."""

from __future__ import annotations

import json

import pytest
import typer
from typer.testing import CliRunner

from bot.cli import replay as replay_cli
from tests.replay.fixtures import BAD_ANSWER, GOOD_ANSWER, RESET_CHUNK, RESET_QUESTION, record_turn
from tests.replay.helpers import log_request_turn


@pytest.fixture
def app():
    app = typer.Typer()
    replay_cli.register(app)
    return app


def test_replay_a_turn_prints_identical_and_is_logged(app, payload_log):
    turn = record_turn(payload_log, RESET_QUESTION, [BAD_ANSWER, GOOD_ANSWER], chunks=[RESET_CHUNK])
    out = CliRunner().invoke(app, ["replay", turn.turn_id])
    assert out.exit_code == 0, out.output
    assert "outcome regenerated -> regenerated" in out.output
    assert "requests: identical bytes" in out.output
    assert "0 changed outcome" in out.output
    assert payload_log.count("turns", replay_of=turn.turn_id) == 1


def test_replay_a_session_as_json_with_a_critic_override(app, payload_log):
    session = payload_log.start_session(channel="cli")
    record_turn(
        payload_log, RESET_QUESTION, [GOOD_ANSWER], chunks=[RESET_CHUNK], session_id=session
    )
    record_turn(
        payload_log,
        RESET_QUESTION,
        [BAD_ANSWER, GOOD_ANSWER],
        chunks=[RESET_CHUNK],
        session_id=session,
    )
    out = CliRunner().invoke(app, ["replay", session, "--critic", "logged", "--json"])
    assert out.exit_code == 0, out.output
    data = json.loads(out.output[out.output.index("{\n") :])  # after any structlog lines
    assert data["session_id"] == session and data["summary"]["turns"] == 2
    assert data["summary"]["changed_outcome"] == 0
    assert [t["outcome"] for t in data["turns"]] == ["answered", "regenerated"]


def test_replay_requests_only_and_unknown_backend(app, payload_log):
    turn_id = log_request_turn(payload_log)
    out = CliRunner().invoke(app, ["replay", turn_id, "--requests"])
    assert out.exit_code == 0, out.output
    assert "(mode: requests)" in out.output and "identical bytes" in out.output
    out = CliRunner().invoke(app, ["replay", turn_id, "--backend", "gpt-magic"])
    assert out.exit_code == 2 and "unknown backend 'gpt-magic'" in out.output
    out = CliRunner().invoke(app, ["replay"])
    assert out.exit_code == 2 and "give a turn or session id" in out.output


def test_a_backend_that_cannot_start_is_a_clear_error(app, payload_log, monkeypatch):
    from bot.settings import reset_settings

    turn_id = log_request_turn(payload_log)
    monkeypatch.setenv("GUARDBOT_LOCAL_MODEL_PATH", "/nonexistent/model.gguf")
    reset_settings()
    out = CliRunner().invoke(app, ["replay", turn_id, "--backend", "local"])
    assert out.exit_code == 2
    assert (
        "cannot start the local backend" in out.output and "/nonexistent/model.gguf" in out.output
    )
