"""``guardbot escalations ...`` and ``guardbot report gaps``: the support desk from a
terminal, with the web desk's behaviour and words (``bot.handover``): ``show`` prints the
case with its conversation and the messages of the hand-over, ``claim`` / ``reply`` /
``hand-back`` / ``resolve`` / ``dismiss`` go through the same ``Desk`` as the web page
(the customer sees the reply and who answers), and ``resolve`` takes the web form's labels
("Answered by us", "Our documents lack this", ...)."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from bot.critic.escalation import EscalationError
from bot.handover import Desk, case_question, display_name
from bot.handover.gaps import gaps_text, knowledge_gaps
from bot.handover.vocabulary import LABEL_CHOICES, label_of, outcome_words, status_words, why_case
from bot.store.log import get_log

console = Console()
escalations_app = typer.Typer(
    help="The support queue (staff), as on the web desk.", no_args_is_help=True
)
report_app = typer.Typer(help="Reports for the support team.", no_args_is_help=True)
LABELS_HELP = " | ".join(words for words, _ in LABEL_CHOICES)


def _desk() -> Desk:
    return Desk(get_log())


def _staff_action(fn: Callable[[], Any]) -> Any:
    try:
        return fn()
    except (EscalationError, ValueError) as exc:
        console.print(f"[red]{escape(str(exc).replace('escalation ', 'case #'))}[/red]")
        raise typer.Exit(1) from exc


def _at(ts: float | None) -> str:
    return time.strftime("%d %b %H:%M UTC", time.gmtime(ts)) if ts else ""


def case_lines(desk: Desk, case_id: int) -> list[str]:
    """The case as the web desk shows it, as lines of text: where it stands, why it came,
    the real question, and the conversation with the hand-over's messages in order."""
    case = desk.queue.get(case_id)
    lines = [f"Case #{case['id']} · {status_words(case)} · opened {_at(case['created_at'])}",
             why_case(case), f"Question: {case_question(case)}"]  # fmt: skip
    if case.get("resolution_label"):
        words = dict((label, w) for w, label in LABEL_CHOICES).get(case["resolution_label"])
        lines.append(f"Resolved as: {words or case['resolution_label']}")
    if case.get("notes"):
        lines.append(f"Note: {case['notes']}")
    timeline: list[tuple[float, int, str]] = []
    for n, turn in enumerate(desk.log.rows("turns", where={"session_id": case["session_id"]})):
        timeline.append(
            (turn["created_at"], n, f"Customer ({_at(turn['created_at'])}): {turn['user_message']}")
        )
        if turn.get("final_answer"):
            said = " ".join(str(turn["final_answer"]).split())
            how = outcome_words(turn.get("outcome"))
            timeline.append((turn["created_at"], n, f"Assistant, delivered ({how}): {said}"))
        if turn["id"] == case.get("turn_id"):
            timeline += [(turn["created_at"], n, line) for line in _held(case, turn)]
    for n, message in enumerate(desk.thread.of_case(case_id)):
        who = {"customer": "Customer", "assistant": "Assistant"}.get(
            message["role"], f"{display_name(message.get('author'))} (support team)"
        )
        timeline.append((message["created_at"], 10_000 + n,
                         f"{who} ({_at(message['created_at'])}): {message['text']}"))  # fmt: skip
    lines.append("")
    lines.append("The conversation, as the customer saw it:")
    lines += [f"  {text}" for _, _, text in sorted(timeline, key=lambda t: t[:2])]
    return lines


def _held(case: dict[str, Any], turn: dict[str, Any]) -> list[str]:
    """The bot's last draft for the case's turn when it was held (flagged and not what the
    customer got), as the web desk boxes it apart."""
    attempts = [a for a in (case.get("data") or {}).get("attempts") or [] if a.get("answer")]
    if not attempts:
        return []
    last = attempts[-1]
    flagged = (last.get("verdict") or {}).get("severity_level") == "HIGH"
    if not flagged or " ".join(str(last["answer"]).split()) in " ".join(
        str(turn.get("final_answer")).split()
    ):
        return []
    return [f"Held back, not sent to the customer: {' '.join(str(last['answer']).split())}"]


@escalations_app.command("list")
def list_escalations(status: str = typer.Option(None), assignee: str = typer.Option(None)) -> None:
    """Cases, oldest first, with the customer's question and where each stands."""
    desk = _desk()
    rows = _staff_action(lambda: desk.queue.list(status=status, assignee=assignee))
    table = Table(title="Cases", title_justify="left")
    for col in ("case", "status", "customer's question"):
        table.add_column(col)
    for row in rows:
        table.add_row(f"#{row['id']}", status_words(row), escape(case_question(row)[:100]))
    console.print(table)


@escalations_app.command("show")
def show(
    case_id: int, as_json: bool = typer.Option(False, "--json", help="the stored record")
) -> None:
    """The case with its conversation and the messages after the hand-over."""
    desk = _desk()
    if as_json:
        case = _staff_action(lambda: desk.queue.get(case_id))
        case["messages"] = desk.thread.of_case(case_id)
        console.print_json(json.dumps(case, default=str, ensure_ascii=False))
        return
    for line in _staff_action(lambda: case_lines(desk, case_id)):
        console.print(escape(line), soft_wrap=True)


@escalations_app.command("claim")
def claim(case_id: int, who: str = typer.Option(..., "--as")) -> None:
    _staff_action(lambda: _desk().queue.claim(case_id, who))
    console.print(f"Case #{case_id} is yours: the customer now sees that you are answering.")


@escalations_app.command("reply")
def reply(case_id: int, text: str, who: str = typer.Option(..., "--as")) -> None:
    """A reply to the customer: it appears in their conversation, signed with your name."""
    _staff_action(lambda: _desk().reply(case_id, text, who=who))
    console.print(f"Reply sent to the customer of case #{case_id}.")


@escalations_app.command("hand-back")
def hand_back(case_id: int, who: str = typer.Option(..., "--as")) -> None:
    _staff_action(lambda: _desk().hand_back(case_id, who=who))
    console.print(
        f"Case #{case_id}: the bot answers the customer again. Label the case when you are done."
    )


@escalations_app.command("resolve")
def resolve(
    case_id: int,
    label: str = typer.Option(..., help=f"what happened: {LABELS_HELP}"),
    who: str = typer.Option(..., "--as"),
    note: str = typer.Option(None, help="a note for the team"),
) -> None:
    """Close the case with the web form's label; the bot answers the customer again."""
    desk = _desk()
    _staff_action(lambda: desk.resolve(case_id, label_of(label), who=who, note=note))
    console.print(f"Case #{case_id} resolved.")


@escalations_app.command("dismiss")
def dismiss(case_id: int, note: str = typer.Option(..., help="a note to the customer (they were promised a person)"),
            who: str = typer.Option(..., "--as")) -> None:  # fmt: skip
    _staff_action(lambda: _desk().dismiss(case_id, note, who=who))
    console.print(f"Case #{case_id} dismissed; the customer got your note.")


@escalations_app.command("export")
def export(path: Path) -> None:
    """Resolved cases as labelled JSONL (question, sources, answer, label)."""
    count = _desk().queue.export_jsonl(path)
    console.print(f"wrote {count} labelled record(s) to {path}")


@report_app.command("gaps")
def gaps(as_json: bool = typer.Option(False, "--json")) -> None:
    """What our documents lack: cases resolved "Our documents lack this", by topic, with the
    questions asked and the closest article."""
    found = knowledge_gaps(_desk().queue)
    if as_json:
        console.print_json(json.dumps([g.to_dict() for g in found], ensure_ascii=False))
        return
    console.print(escape(gaps_text(found)), soft_wrap=True)


def register(app: typer.Typer) -> None:
    app.add_typer(escalations_app, name="escalations")
    app.add_typer(report_app, name="report")
