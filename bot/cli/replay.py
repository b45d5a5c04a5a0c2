"""``guardbot sessions list|show|export|case`` and ``guardbot replay`` (one turn, a session, or
``--check cases/``)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.markup import escape

from bot.replay import show
from bot.replay.cases import check_cases, export_case
from bot.replay.core import replay_session
from bot.replay.query import export_jsonl, list_sessions, parse_time
from bot.replay.record import ReplayError, load_turn, resolve_ids
from bot.store.log import PayloadLog, get_log
from bot.store.migrations import SchemaError
from bot.store.redact import redactor_from_settings

console = Console(width=200)
err = Console(stderr=True)

sessions_app = typer.Typer(
    help="Browse the payload log: list, show, export sessions and turns.", no_args_is_help=True
)

Db = Annotated[
    str | None,
    typer.Option(
        "--db",
        help="Payload log to read: a SQLite file or a SQLAlchemy URL (default: the configured one).",
    ),
]
Since = Annotated[
    str | None,
    typer.Option(help="Only sessions started after this: 2h, 30m, 7d, 2026-11-21, epoch seconds."),
]
Until = Annotated[
    str | None, typer.Option(help="Only sessions started before this (same forms as --since).")
]
Outcome = Annotated[
    str | None, typer.Option(help="answered, forced_call, regenerated, escalated, refused, error.")
]
Backend = Annotated[str | None, typer.Option(help="Backend (local, openai, scripted, logged).")]
Model = Annotated[str | None, typer.Option(help="Model name.")]


def open_log(db: str | None) -> PayloadLog:
    """The payload log to read: ``--db`` or the configured one; clear errors for bad input."""
    if db is None:
        return get_log()
    url = db if "://" in db else f"sqlite:///{Path(db).expanduser().resolve()}"
    if url.startswith("sqlite:///") and not Path(url.split("///", 1)[1]).exists():
        raise ReplayError(f"no payload log at {db}")
    return PayloadLog(url, redactor=redactor_from_settings())


def _fail(exc: Exception) -> None:
    err.print(f"[red]error:[/red] {escape(str(exc))}")
    raise typer.Exit(2)


def _filters(since, until, outcome, backend, model, channel=None, limit=None) -> dict:  # noqa: ANN001
    return dict(
        since=parse_time(since), until=parse_time(until), outcome=outcome, backend=backend,
        model=model, channel=channel, limit=limit,
    )  # fmt: skip


@sessions_app.command("list")
def list_cmd(
    since: Since = None,
    until: Until = None,
    outcome: Outcome = None,
    backend: Backend = None,
    model: Model = None,
    channel: Annotated[str | None, typer.Option(help="ui, cli, replay, case, bench.")] = None,
    limit: Annotated[int, typer.Option(help="At most this many sessions, newest first.")] = 50,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON instead of a table.")] = False,
    db: Db = None,
) -> None:
    """List sessions, newest first, with their turns' outcomes."""
    try:
        rows = list_sessions(
            open_log(db), **_filters(since, until, outcome, backend, model, channel, limit)
        )
    except (ReplayError, SchemaError) as exc:
        _fail(exc)
    if as_json:
        console.print_json(json.dumps(rows, default=str))
        return
    show.sessions_table(console, rows)


@sessions_app.command("show")
def show_cmd(
    the_id: Annotated[str, typer.Argument(metavar="TURN_ID|SESSION_ID")],
    full: Annotated[
        bool, typer.Option("--full", help="Print payloads whole, not shortened.")
    ] = False,
    db: Db = None,
) -> None:
    """Print a turn's (or every turn of a session's) steps and payloads."""
    try:
        log = open_log(db)
        _kind, turn_ids = resolve_ids(log, the_id)
        for turn_id in turn_ids:
            show.turn(console, load_turn(log, turn_id), full=full)
    except (ReplayError, SchemaError) as exc:
        _fail(exc)


@sessions_app.command("export")
def export_cmd(
    path: Annotated[Path, typer.Argument(help="JSONL file to write (one line per turn).")],
    since: Since = None,
    until: Until = None,
    outcome: Outcome = None,
    backend: Backend = None,
    model: Model = None,
    db: Db = None,
) -> None:
    """Export the matching turns, with every payload, as JSON lines."""
    try:
        count = export_jsonl(open_log(db), path, **_filters(since, until, outcome, backend, model))
    except (ReplayError, SchemaError, OSError) as exc:
        _fail(exc)
    console.print(f"wrote {count} turn(s) to {path}")


@sessions_app.command("case")
def case_cmd(
    turn_id: str,
    out: Annotated[Path, typer.Option(help="Case file, or a folder for <turn_id>.json.")] = Path(
        "cases"
    ),
    fact: Annotated[
        list[str] | None, typer.Option(help="A fact the answer must contain (repeatable).")
    ] = None,
    absent: Annotated[
        list[str] | None, typer.Option(help="A string the answer must not contain (repeatable).")
    ] = None,
    name: Annotated[str | None, typer.Option(help="A name for the case.")] = None,
    db: Db = None,
) -> None:
    """Freeze a logged turn into a regression case file (run with `guardbot replay --check`)."""
    try:
        path = export_case(turn_id, out, log=open_log(db), facts=fact, absent=absent, name=name)
    except (ReplayError, SchemaError, OSError) as exc:
        _fail(exc)
    console.print(f"wrote case {path}")


def replay_cmd(
    the_id: Annotated[str | None, typer.Argument(metavar="[TURN_ID|SESSION_ID]")] = None,
    backend: Annotated[
        str | None,
        typer.Option(
            help="logged, local, openai or scripted (default: the logged backend; scripted turns answer from the log)."
        ),
    ] = None,
    model: Model = None,
    prompts: Annotated[
        Path | None, typer.Option(help="A prompts folder to rebuild the requests with.")
    ] = None,
    critic: Annotated[
        str | None, typer.Option(help="Critic name, or 'logged' for the logged verdicts.")
    ] = None,
    live_tools: Annotated[
        bool,
        typer.Option("--live-tools", help="Call the tools again instead of using logged results."),
    ] = False,
    requests_only: Annotated[
        bool, typer.Option("--requests", help="Re-send the logged model requests only.")
    ] = False,
    check: Annotated[
        Path | None, typer.Option(help="Run the regression cases in this file or folder.")
    ] = None,
    all_rows: Annotated[bool, typer.Option("--all", help="Show unchanged fields too.")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
    db: Db = None,
) -> None:
    """Replay a logged turn or session and show what differs; or check regression cases."""
    overrides = dict(
        backend=backend, model=model, prompts_dir=prompts, critic=critic, live_tools=live_tools
    )
    try:
        log = open_log(db)
        if check is not None:
            _run_check(log, check, overrides, as_json)
            return
        if not the_id:
            raise ReplayError(
                "give a turn or session id (see `guardbot sessions list`), or --check cases/"
            )
        _run_replay(
            log, the_id, overrides, requests_only=requests_only, all_rows=all_rows, as_json=as_json
        )
    except (ReplayError, SchemaError) as exc:
        _fail(exc)


def _run_replay(
    log, the_id: str, overrides: dict, *, requests_only: bool, all_rows: bool, as_json: bool
) -> None:  # noqa: ANN001
    mode = "requests" if requests_only else "auto"
    result = replay_session(the_id, log=log, mode=mode, **overrides)
    if as_json:
        data: dict[str, Any] = {
            "session_id": result.session_id,
            "replay_session_id": result.replay_session_id,
            "summary": result.summary(),
            "turns": [r.to_dict() for r in result.results],
        }
        console.print_json(json.dumps(data, default=str))
    else:
        show.session_replay(console, result, all_rows=all_rows)
    if any(r.error for r in result.results):
        raise typer.Exit(1)


def _run_check(log, target: Path, overrides: dict, as_json: bool) -> None:  # noqa: ANN001
    results = check_cases(target, log=log, **overrides)
    if as_json:
        rows = [
            {
                "name": r.name,
                "path": r.path,
                "expected": r.expected,
                "outcome": r.outcome,
                "failures": r.failures,
            }
            for r in results
        ]
        console.print_json(json.dumps(rows))
    else:
        show.case_results(console, results)
    if not all(r.passed for r in results):
        raise typer.Exit(1)


def register(app: typer.Typer) -> None:
    app.add_typer(sessions_app, name="sessions")
    app.command("replay")(replay_cmd)
