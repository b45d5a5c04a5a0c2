"""``guardbot chat``: one conversation in the terminal, recorded in the payload log.

By default the guarded bot answers (``bot.turn.TurnRunner``: retrieval, tools, critic);
``--raw`` talks to the configured model directly. Every line is one turn of one session;
errors are shown as a short message, never a traceback.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Callable
from typing import Any

import typer

from bot import context
from bot.llm.base import ChatRequest, LLMError, ModelFileError
from bot.logsetup import configure_logging
from bot.prepare import prepare
from bot.settings import ConfigError, get_settings
from bot.steps import FinalStep, Step
from bot.store.log import get_log
from bot.store.migrations import SchemaError
from bot.wiring import build_runner, make_model

Turn = Callable[[str, str, list], tuple[str, str | None]]  # -> (shown, kept in history)
QUIT = {"/quit", "/exit", "/q"}
HELP = "Type a message and press Enter. /new starts a new session, /quit leaves."


def register(app: typer.Typer) -> None:
    app.command("chat")(chat)


def chat(
    raw: bool = typer.Option(
        False, "--raw", help="Talk to the model directly (no retrieval, tools or critic)."
    ),
    backend: str | None = typer.Option(
        None, help="local | openai | scripted (default: GUARDBOT_BACKEND)."
    ),
    model: str | None = typer.Option(None, help="Model name (openai) or GGUF/HF path (local)."),
    system: str | None = typer.Option(None, help="A system message for --raw chats."),
    session: str | None = typer.Option(None, help="Continue under this session id."),
) -> None:
    """Chat with guardbot in the terminal; every call is recorded in the payload log."""
    _log_to_file()
    try:
        turn = _raw_turn(backend, model, system) if raw else _guarded_turn(backend, model)
        payload_log = get_log()
        session_id = payload_log.ensure_session(session, channel="cli") if session else None
    except (ConfigError, SchemaError, ModelFileError) as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(1) from None
    except LLMError as exc:
        typer.echo(f"error: {exc.user_message}", err=True)
        raise typer.Exit(1) from None
    _repl(turn, payload_log, session_id)


def _log_to_file() -> None:
    """JSON log lines go to ``<data dir>/guardbot.log`` so they do not interleave with the
    conversation (unless GUARDBOT_LOG_LEVEL is set: then they stay on stderr)."""
    if os.environ.get("GUARDBOT_LOG_LEVEL"):
        return
    try:
        path = get_settings().resolved_data_dir() / "guardbot.log"
        configure_logging("INFO", stream=open(path, "a", encoding="utf-8"))  # noqa: SIM115
    except OSError:  # an unwritable data dir: keep logging to stderr
        return


def _repl(turn: Turn, payload_log: Any, session_id: str | None) -> None:
    if sys.stdin.isatty():
        with contextlib.suppress(ImportError):
            import readline  # noqa: F401  (line editing and history for input())
    typer.echo(HELP)
    history = _history_of(payload_log, session_id) if session_id else []
    if history:
        typer.echo(f"(continuing session {session_id}: {len(history) // 2} earlier turns)")
    while True:
        try:
            text = input("you> ").strip()
        except EOFError:
            typer.echo("")
            return
        if not text:
            continue
        if text in QUIT:
            return
        if text == "/new":
            session_id, history = None, []
            typer.echo("(new session)")
            continue
        if session_id is None:
            session_id = payload_log.start_session(channel="cli")
            typer.echo(f"(session {session_id})")
        shown, answer = turn(session_id, text, history)
        typer.echo(f"bot> {shown}")
        if answer is not None:  # failed turns stay out of the history the model sees
            history += [{"role": "user", "content": text}, {"role": "assistant", "content": answer}]


def _history_of(payload_log: Any, session_id: str) -> list[dict[str, Any]]:
    """The answered turns of a logged session, as chat messages."""
    history: list[dict[str, Any]] = []
    for row in payload_log.rows("turns", where={"session_id": session_id}, order_by="idx"):
        if row["final_answer"] and row["outcome"] != "error":
            history += [
                {"role": "user", "content": row["user_message"]},
                {"role": "assistant", "content": row["final_answer"]},
            ]
    return history


# ---------------------------------------------------------------- raw: the model alone
def _raw_turn(backend: str | None, model: str | None, system: str | None) -> Turn:
    settings = get_settings()
    chat_model = make_model(settings, backend=backend, model=model, log=get_log(settings))

    def turn(session_id: str, text: str, history: list) -> tuple[str, str | None]:
        payload_log = get_log()
        turn_id = payload_log.start_turn(session_id, text)
        messages = ([{"role": "system", "content": system}] if system else []) + history
        request = ChatRequest(
            messages=[*messages, {"role": "user", "content": text}],
            temperature=settings.temperature,
            max_tokens=settings.max_tokens,
            seed=settings.seed,
        )
        try:
            with context.call_scope(session_id=session_id, turn_id=turn_id, purpose="chat"):
                response = chat_model.complete(request)
        except LLMError as exc:  # recorded by the recording wrapper; the chat goes on
            payload_log.finish_turn(turn_id, outcome="error", error=f"{exc.kind}: {exc}")
            return f"[{exc.user_message}]", None
        answer = response.content or ""
        if response.tool_calls:  # no tools are offered in a raw chat; show what it tried
            answer += "".join(f"\n(tool call {c.name} {c.arguments})" for c in response.tool_calls)
        payload_log.finish_turn(turn_id, outcome="answered", final_answer=answer)
        return answer, answer

    return turn


# ---------------------------------------------------------------- guarded: the whole bot
def make_runner(backend: str | None, model: str | None) -> Any:
    """The guarded turn runner."""
    return build_runner(get_settings(), backend=backend, model_name=model, channel="cli")


def _guarded_turn(backend: str | None, model: str | None) -> Turn:
    runner = make_runner(backend, model)
    prepare(get_settings(), runner, say=lambda line: typer.echo(line, err=True))

    def turn(session_id: str, text: str, history: list) -> tuple[str, str | None]:
        try:
            for step in runner.run(session_id, text, history):
                if isinstance(step, FinalStep):
                    outcome, answer = step.outcome, step.answer
                    note = f" [{outcome}]" if outcome not in ("answered", "") else ""
                    return f"{answer}{note}", (answer if outcome != "error" else None)
                typer.echo(f"  · {_describe(step)}")
        except LLMError as exc:
            return f"[{exc.user_message}]", None
        return "[no answer]", None

    return turn


def _describe(step: Step) -> str:
    """One short line per step: what happened, not the payload."""
    data = step.to_dict()
    keys = ("name", "purpose", "severity_level", "round", "stage", "reason", "latency_ms")
    parts = [f"{k}={data[k]}" for k in keys if data.get(k) not in (None, "", [])]
    return " ".join([step.kind, *parts])
