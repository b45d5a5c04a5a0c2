"""Rich rendering for the replay CLI: session lists, a turn's steps and payloads, replay
diffs and summaries, case results."""

from __future__ import annotations

import json
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from bot.replay.diff import render_diff, short
from bot.replay.query import fmt_time
from bot.replay.record import TurnRecord

PAYLOAD_WIDTH = 400


def sessions_table(console: Console, rows: list[dict[str, Any]]) -> None:
    table = Table(title=f"{len(rows)} session(s), newest first", title_justify="left")
    for col in (
        "session",
        "started (UTC)",
        "channel",
        "turns",
        "outcomes",
        "backend",
        "model",
        "replay of",
    ):
        table.add_column(col, overflow="fold")
    for r in rows:
        table.add_row(
            r["id"],
            fmt_time(r["created_at"]),
            r.get("channel") or "",
            str(r["turns"]),
            ", ".join(r["outcomes"]),
            ", ".join(r["backends"]) or (r.get("backend") or ""),
            ", ".join(r["models"]) or (r.get("model") or ""),
            r.get("replay_of") or "",
        )
    console.print(table)


def _payload(value: Any, full: bool) -> str:
    """JSON text, shortened unless ``full``, escaped for rich markup."""
    text = json.dumps(value, ensure_ascii=False, indent=2 if full else None, default=str)
    return escape(text if full else short(text, PAYLOAD_WIDTH))


def turn(console: Console, record: TurnRecord, *, full: bool = False) -> None:
    t = record.turn
    console.rule(f"turn {record.id}  (session {record.session_id}, #{t.get('idx')})")
    console.print(
        f"started {fmt_time(t.get('created_at'))} UTC  outcome [bold]{record.outcome}[/bold]  latency {t.get('latency_ms') or 0:.0f} ms"
    )
    console.print(
        f"backend {record.backend}  model {record.model}  critic {record.critic}  replay of {t.get('replay_of') or '-'}"
    )
    console.print(f"[bold]user:[/bold] {escape(record.message)}")
    console.print(f"[bold]answer:[/bold] {escape(str(record.answer))}")
    if t.get("error"):
        console.print(f"[red]error:[/red] {escape(t['error'])}")
    steps = Table(title="steps", title_justify="left")
    for col in ("#", "kind", "data"):
        steps.add_column(col, overflow="fold")
    for i, step in enumerate(record.steps):
        data = {k: v for k, v in step.items() if k not in ("kind", "ts")}
        steps.add_row(str(i), step["kind"], _payload(data, full))
    console.print(steps)
    for n, call in enumerate(record.llm_calls, start=1):
        head = f"model call {n}: {call.get('purpose')} {call.get('backend')}/{call.get('model')} {call.get('latency_ms') or 0:.0f} ms"
        console.print(f"[bold]{head}[/bold]")
        console.print("  request:  " + _payload(call.get("request"), full), soft_wrap=True)
        response = (
            call.get("response")
            if call.get("response") is not None
            else f"{call.get('error_kind')}: {call.get('error')}"
        )
        console.print("  response: " + _payload(response, full), soft_wrap=True)
    for call in record.tool_calls:
        outcome = escape(call["error"]) if call.get("error") else _payload(call.get("result"), full)
        console.print(
            f"[bold]tool {call.get('name')}[/bold]({_payload(call.get('arguments'), full)}) -> {outcome}"
        )
    for v in record.verdicts:
        console.print(
            f"[bold]verdict[/bold] round {v.get('round')} {v.get('critic')}: {v.get('severity')}"
        )


def replay_result(console: Console, result: Any, *, all_rows: bool = False) -> None:

    orig = result.original
    head = f"turn {orig.id} -> replay {result.turn_id or '(none)'} (mode: {result.mode})"
    outcome = f"outcome {orig.outcome} -> {result.outcome or 'n/a'}"
    mark = "  [yellow]CHANGED[/yellow]" if result.changed_outcome else ""
    console.rule(head)
    console.print(
        outcome + mark + ("  requests: identical bytes" if result.identical_requests else "")
    )
    for note in result.notes:
        console.print(f"[cyan]note:[/cyan] {escape(note)}")
    if result.error:
        console.print(f"[red]error:[/red] {escape(result.error)}")
    render_diff(
        result.diff(include_same=all_rows),
        title="what differs" if not all_rows else "original vs replay",
    )


def session_replay(console: Console, replay: Any, *, all_rows: bool = False) -> None:
    for result in replay.results:
        replay_result(console, result, all_rows=all_rows)
    if len(replay.results) > 1:
        table = Table(
            title=f"session {replay.session_id} -> replay {replay.replay_session_id}",
            title_justify="left",
        )
        for col in ("turn", "original", "replayed", "changed", "error"):
            table.add_column(col, overflow="fold")
        for row in replay.rows():
            table.add_row(*[escape(str(v)) for v in row])
        console.print(table)
    s = replay.summary()
    console.print(
        f"{s['turns']} turn(s) replayed: {s['changed_outcome']} changed outcome, {s['changed_answer']} changed answer, "
        f"{s['identical_requests']} with identical requests, {s['errors']} error(s)"
    )


def case_results(console: Console, results: list[Any]) -> None:
    table = Table(title="regression cases", title_justify="left")
    for col in ("case", "expected", "got", "result", "why"):
        table.add_column(col, overflow="fold")
    for r in results:
        verdict = "[green]pass[/green]" if r.passed else "[red]FAIL[/red]"
        why = escape("; ".join(r.failures))
        table.add_row(escape(r.name), r.expected, r.outcome or "-", verdict, why)
    console.print(table)
    failed = sum(not r.passed for r in results)
    console.print(f"{len(results) - failed} passed, {failed} failed")
