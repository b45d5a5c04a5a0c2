"""``guardbot backtest`` and ``guardbot critic ...`` (the support queue: ``bot.cli.desk``)."""

from __future__ import annotations

import json
from pathlib import Path

import typer
from rich.console import Console
from rich.table import Table

from bot.critic import entail
from bot.critic.backtest import BacktestInputError, load_cases, run_backtest, write_report
from bot.critic.calibrate import calibrate, is_labelled_file, load_labelled, write_calibration
from bot.critic.combined import CALIBRATION_PATH
from bot.critic.registry import CriticUnavailable, needs_chat_model
from bot.critic.runner import run_check
from bot.fit import entail_train, support_calibrate, support_train
from bot.settings import get_settings
from bot.steps import Source
from bot.store.log import get_log
from bot.wiring import make_critic, make_model

console = Console()
critic_app = typer.Typer(help="Run a critic on one answer.", no_args_is_help=True)


def _critic(name: str | None, backend: str | None = None):  # noqa: ANN202
    try:
        settings = get_settings()
        model = None
        if name and needs_chat_model(name):
            model = make_model(settings, backend=backend, log=get_log(settings))
        return make_critic(settings, name, model=model)
    except CriticUnavailable as exc:
        raise typer.BadParameter(str(exc)) from exc


def backtest(
    path: Path = typer.Argument(
        ..., help="JSONL: question, sources (list of strings), answer (hallucinated)"
    ),
    output: Path = typer.Option(
        None, "--output", "-o", help="Report JSON (default: <reports>/backtest.json)"
    ),
    critic: str = typer.Option("grounding", help="The critic inside the loop."),
    judge: str = typer.Option(
        "llm", help="The independent critic that judges regenerated answers ('none' to skip)."
    ),
    limit: int = typer.Option(None, help="Only the first N cases."),
    max_rounds: int = typer.Option(None, help="Default: settings max_rounds."),
    backend: str = typer.Option(
        None, help="Actor/judge backend: local | openai | scripted (default: settings)."
    ),
) -> None:
    """Run the actor-critic loop on known hallucinations and report removed / escalated / evaded."""
    settings = get_settings()
    try:
        cases = load_cases(path, limit=limit)
    except BacktestInputError as exc:
        console.print(f"[red]{exc}[/red]")
        raise typer.Exit(2) from exc
    model = make_model(settings, backend=backend, log=get_log(settings))
    loop_critic = _critic(critic, backend)
    judge_critic = None if judge == "none" else _critic(judge, backend)

    def progress(i: int, result) -> None:  # noqa: ANN001
        console.print(
            f"[{i + 1}/{len(cases)}] {result.id}: {result.outcome} after {result.rounds} round(s)"
        )

    report = run_backtest(
        cases,
        critic=loop_critic,
        model=model,
        judge=judge_critic,
        max_rounds=max_rounds or settings.max_rounds,
        fail_closed=settings.fail_closed,
        timeout=settings.critic_timeout,
        title=f"Backtest {path.name}",
        progress=progress,
    )
    out = write_report(report, output or settings.reports_dir() / "backtest.json")
    print_summary(report.summary())
    console.print(f"report: {out}")


def print_summary(summary: dict) -> None:
    table = Table(title="Backtest", title_justify="left")
    for col in ("cases", "caught in round 1", "removed", "fixed", "escalated", "evaded", "unknown"):
        table.add_column(col)
    table.add_row(
        str(summary["cases"]),
        *[
            f"{summary[k]:.0%}"
            for k in ("caught_first_round", "removed", "fixed", "escalated", "evaded", "unknown")
        ],
    )
    console.print(table)
    console.print(f"rounds needed (delivered): {summary['rounds_histogram']}")


@critic_app.command("check")
def check(
    question: str = typer.Option(..., help="The user's question."),
    answer: str = typer.Option(..., help="The candidate answer."),
    source: list[str] = typer.Option(None, "--source", "-s", help="A source text (repeat)."),
    sources_file: Path = typer.Option(None, help="A file whose paragraphs are the sources."),
    critic: str = typer.Option(None, help="Critic name (default: settings critic)."),
) -> None:
    """Check one answer and print the verdict as JSON."""
    texts = list(source or [])
    if sources_file is not None:
        if not sources_file.is_file():
            raise typer.BadParameter(f"no such file: {sources_file}")
        texts += [
            p.strip() for p in sources_file.read_text(encoding="utf-8").split("\n\n") if p.strip()
        ]
    sources = [Source(kind="document", text=t, id=f"s{i}") for i, t in enumerate(texts)]
    verdict = run_check(
        _critic(critic), question, sources, answer, timeout=get_settings().critic_timeout
    )
    console.print_json(json.dumps(verdict.to_dict(), ensure_ascii=False))


@critic_app.command("calibrate")
def calibrate_cmd(
    critics: str = typer.Option("grounding,local", help="Comma-separated critics."),
    path: Path = typer.Option(
        Path("data/backtest/helpcentre.jsonl"),
        "--file",
        help="Backtest JSONL (with supported_answer) or a labelled JSONL file "
        "(question, sources or context, answer, label 1 = hallucinated).",
    ),
    out: Path = typer.Option(None, help="Default: bot/models/critic_calibration.json"),
    limit: int = typer.Option(None),
    max_fpr: float = typer.Option(
        None, help="Lowest threshold whose false-alarm rate stays within this (default: Youden)."
    ),
) -> None:
    """Choose each critic's threshold for this deployment (read by `support` and `combined`)."""
    try:
        if is_labelled_file(path):
            items = load_labelled(path)[:limit]
            cases = None
        else:
            items, cases = None, load_cases(path, limit=limit)
    except (BacktestInputError, OSError) as exc:
        console.print(f"[red]{exc}[/red]")
        raise typer.Exit(2) from exc
    members = [_critic(name.strip()) for name in critics.split(",") if name.strip()]
    data = calibrate(members, cases, items=items, max_fpr=max_fpr)
    written = write_calibration(data, out or CALIBRATION_PATH)
    for name, row in data["thresholds"].items():
        console.print(
            f"{name}: threshold {row['threshold']:.3f}  TPR {row['tpr']:.0%}  FPR {row['fpr']:.0%}"
        )
    console.print(f"wrote {written}")


@critic_app.command("train-support")
def train_support(
    output: Path = typer.Option(None, help="Default: bot/models/support_model.json"),
    pairs: Path = typer.Option(None, help="Also write the training pairs here (JSONL)."),
) -> None:
    """Rebuild the support model from HaluEval dev, help-centre perturbations and canary labels."""
    support_train.train(
        output=output or support_train.MODEL_PATH, pairs_path=pairs, log=console.print
    )


@critic_app.command("train-entail")
def train_entail(
    epochs: int = typer.Option(3, help="Passes over the training pairs."),
    threads: int = typer.Option(
        1, help="torch threads (more threads: faster, last digits may differ)."
    ),
    calibrate_only: bool = typer.Option(False, help="Only choose the thresholds again."),
    written: bool = typer.Option(
        False,
        help="Rebuild the model for answers from tool results instead: also trained on the "
        "written pairs of data/train/entail_written and the sentences of the dev sets in "
        "realsets.ENTAIL_DEV_SETS (~20 minutes on a quiet machine, two threads).",
    ),
) -> None:
    """Rebuild the entailment cross-encoder (MiniLM, upper layers fine-tuned) that the support
    critic runs on claims that are not copies of the sources, then choose the support critic's
    thresholds on the dev mix. CPU: ~20 minutes on a quiet 2-core machine, one thread."""
    if not calibrate_only:
        weights, meta = (
            (entail.TOOL_WEIGHTS, entail.TOOL_META) if written else (entail.WEIGHTS, entail.META)
        )
        entail_train.train(
            epochs=epochs, threads=threads, written=written, log=console.print,
            weights=weights, meta=meta,
        )  # fmt: skip
    support_calibrate.calibrate(log=console.print)


def register(app: typer.Typer) -> None:
    app.command("backtest")(backtest)
    app.add_typer(critic_app, name="critic")
