"""``guardbot tools`` and ``guardbot ask`` through the real typer app."""

from __future__ import annotations

import json

import typer
from typer.testing import CliRunner

from bot.cli import ask as cli


def app() -> typer.Typer:
    application = typer.Typer()
    cli.register(application)
    return application


def test_tools_lists_schemas_and_calls_one(workspace):
    runner = CliRunner()
    listed = runner.invoke(app(), ["tools"])
    assert listed.exit_code == 0
    assert "get_account_details" in {t["function"]["name"] for t in json.loads(listed.stdout)}
    called = runner.invoke(
        app(), ["tools", "--call", "get_account_details", "--args", '{"account_id": "acme-9"}']
    )
    assert called.exit_code == 0 and json.loads(called.stdout)["result"]["name"] == "Acme Retail"
    bad = runner.invoke(app(), ["tools", "--call", "get_account_details", "--args", "{nope"])
    assert bad.exit_code == 1 and "error:" in bad.stderr


def test_ask_with_the_scripted_backend(workspace, monkeypatch):
    from tests.agent.conftest import PRICING, FixedRetriever, PassCritic

    monkeypatch.setattr(
        "bot.turn.TurnRunner.retriever", property(lambda self: FixedRetriever([PRICING]))
    )
    monkeypatch.setattr("bot.turn.TurnRunner.critic", property(lambda self: PassCritic()))
    result = CliRunner().invoke(app(), ["ask", "How much is the Team plan?", "--steps"])
    assert result.exit_code == 0, result.output
    assert "[final]" in result.stdout and "(scripted reply)" in result.stdout
    assert "outcome: answered" in result.stderr, result.stdout


def test_ask_with_an_empty_question_fails_and_logs_nothing(workspace, payload_log):
    for question in ("", "   "):
        result = CliRunner().invoke(app(), ["ask", question])
        assert result.exit_code == 2, result.output
        assert "please type a question" in result.stderr
    assert payload_log.count("sessions") == 0 and payload_log.count("turns") == 0
