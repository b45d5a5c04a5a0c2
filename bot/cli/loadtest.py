"""``guardbot loadtest``: concurrent chat sessions against the app, loopback only."""

from __future__ import annotations

import typer

from bot.loadtest import NotLoopback, account, rows, run_load, start_app
from bot.store.log import get_log
from bot.tables import print_table


def register(app: typer.Typer) -> None:
    app.command()(loadtest)


def loadtest(
    url: str = typer.Option(
        None,
        help="An app already running on this machine (default: start one with the scripted backend).",
    ),
    sessions: int = typer.Option(20, min=1, max=200, help="Concurrent chat sessions."),
    turns: int = typer.Option(20, min=1, max=200, help="Turns per session."),
    max_seconds: float = typer.Option(600.0, help="Stop sending after this long."),
    model_latency: float = typer.Option(
        0.0, help="Seconds each scripted model call sleeps (started app only)."
    ),
    workers: int = typer.Option(
        None, help="Turn workers of the started app (default: settings.turn_workers)."
    ),
    api: str = typer.Option(
        "chat",
        help="chat: POST /api/chat (cookie sessions); openai: POST /v1/chat/completions "
        "(stateless conversations, every other user streaming).",
    ),
    max_retries: int = typer.Option(
        2,
        min=0,
        help="Retries of a request after a retryable error (429, 5xx, a lost connection), "
        "waiting Retry-After as the openai SDK does (its default is 2).",
    ),
) -> None:
    """Load test: SESSIONS x TURNS chat turns through POST /api/chat (or /v1/chat/completions with --api openai), then every turn looked up in the log."""
    server = None
    if url is None:
        url, server, _app = start_app(model_latency_s=model_latency, workers=workers)
    try:
        result = run_load(
            url,
            sessions=sessions,
            turns=turns,
            max_seconds=max_seconds,
            api=api,
            max_retries=max_retries,
        )
    except (NotLoopback, ValueError) as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(2) from None
    finally:
        if server is not None:
            server.should_exit = True
    account(result, get_log())  # an app started elsewhere must share this payload log
    print_table(f"Load test against {url} ({api} API)", ["what", "value"], rows(result))
    for line in result.errors[:5]:
        typer.echo(f"error: {line}")
    bad = (
        result.missing_turns
        or result.pending_turns
        or result.turns_without_calls
        or result.statuses.get(200, 0) != result.requests
    )
    raise typer.Exit(1 if bad else 0)
