"""``guardbot ask`` (one guarded turn, with its steps) and ``guardbot tools`` (the tool
registry: list the schemas, or call one tool by hand)."""

from __future__ import annotations

import json

import typer

from bot.critic.registry import CriticUnavailable
from bot.llm.base import LLMError
from bot.prepare import prepare
from bot.settings import ConfigError, get_settings
from bot.steps import FinalStep
from bot.wiring import build_runner, default_registry


def register(app: typer.Typer) -> None:
    app.command("ask")(ask)
    app.command("tools")(tools)


def ask(
    question: str = typer.Argument(..., help="The question, in quotes."),
    steps: bool = typer.Option(
        False, "--steps", help="Print every step of the turn as it happens."
    ),
    session: str | None = typer.Option(None, help="Continue under this session id."),
) -> None:
    """Ask guardbot one question (retrieval, tools, critic, output rules; all recorded)."""
    if not question.strip():  # a usage error: nothing to answer, nothing to log
        typer.echo("error: please type a question (it was empty)", err=True)
        raise typer.Exit(2)
    try:
        runner = build_runner(get_settings(), channel="cli")
        prepare(get_settings(), runner, say=lambda line: typer.echo(line, err=True))
        session_id = session or runner.log.start_session(channel="cli")
        final: FinalStep | None = None
        for step in runner.run(session_id, question):
            if steps:
                typer.echo(f"[{step.kind}] {_short(step.to_dict())}")
            if isinstance(step, FinalStep):
                final = step
    except (ConfigError, CriticUnavailable, ValueError) as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(1) from None
    except LLMError as exc:
        typer.echo(f"error: {exc.user_message}", err=True)
        raise typer.Exit(1) from None
    if final is None:  # run() raises before this: a turn always ends with its final step
        typer.echo("error: the turn ended without an answer", err=True)
        raise typer.Exit(1)
    typer.echo(final.answer)
    typer.echo(f"(outcome: {final.outcome}, session {session_id}, turn {final.turn_id})", err=True)


def tools(
    call: str | None = typer.Option(None, "--call", help="Call this tool by hand."),
    args: str = typer.Option("{}", "--args", help="The arguments, as a JSON object."),
) -> None:
    """List the tools and their JSON schemas, or call one (`--call NAME --args '{...}'`)."""
    try:
        registry = default_registry()
        arguments = json.loads(args)
    except ValueError as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(1) from None
    if call is None:
        typer.echo(json.dumps(registry.schemas(), indent=2))
        return
    result = registry.call(call, arguments)
    typer.echo(json.dumps(result.to_dict(), indent=2, ensure_ascii=False, default=str))
    if not result.ok:
        raise typer.Exit(1)


def _short(data: dict) -> str:
    data = {k: v for k, v in data.items() if k not in ("ts", "chunks", "sources")}
    text = json.dumps(data, ensure_ascii=False, default=str)
    return text if len(text) < 400 else text[:400] + " ..."
