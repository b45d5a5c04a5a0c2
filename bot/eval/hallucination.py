"""``guardbot eval hallucination``: one critic on one dataset, beside both baselines, as a
terminal table, a JSON report and a PNG."""

from __future__ import annotations

from contextlib import contextmanager
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

from bot.critic.base import Critic
from bot.critic.detector import LocalDetectorCritic
from bot.eval.datasets import (
    HALUEVAL,
    DatasetError,
    Example,
    bad_lines_error,
    is_halueval,
    load_halueval,
    read_jsonl,
)
from bot.eval.harness import evaluate_baselines, run_critic, timed_metrics
from bot.eval.report import build_report, print_report, report_name, write_report
from bot.settings import get_settings
from bot.wiring import make_critic


class CriticUnavailable(RuntimeError):
    """The named critic cannot be built here; the message says why."""


def get_eval_critic(name: str, *, task: str | None = None) -> Critic:
    """``local`` is the shipped detector with the model of the dataset's task when it has one
    (``local-general``: always the general model); other names come from the critic registry."""
    if name == "local" or name.startswith("local-"):
        model = name.split("-", 1)[1] if "-" in name else None
        return LocalDetectorCritic(task=model or task)
    try:
        return make_critic(get_settings(), name)
    except (KeyError, ValueError) as exc:
        raise CriticUnavailable(f"unknown critic {name!r}: {exc}") from exc


PROGRESS_STEPS = 20  # a run judges in batches small enough to report about this many times


def progress_batch(total: int) -> int:
    """Examples per batch: at most 32, and small enough that the count moves."""
    return max(1, min(32, total // PROGRESS_STEPS))


@contextmanager
def _progress_bar(total: int, label: str, enabled: bool):
    """A live bar in a terminal; elsewhere (a pipe: the evaluation page reads it) one line
    per batch, "judged n/N", which the page turns into "n of N" and the time left."""
    if not enabled:
        yield None
        return
    console = Console(stderr=True)
    if not console.is_terminal:
        done = [0]

        def advance(n: int) -> None:
            done[0] += n
            console.file.write(f"{label}: judged {done[0]}/{total}\n")
            console.file.flush()

        yield advance
        return
    columns = (TextColumn(label), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn())
    with Progress(*columns, console=console, transient=True) as progress:
        task = progress.add_task(label, total=total)
        yield lambda n: progress.advance(task, n)


def evaluate_hallucination(
    *,
    dataset: str,
    split: str = "test",
    critic: str = "local",
    limit: int | None = None,
    output: Path | None = None,
    critic_obj: Critic | None = None,
    examples: list[Example] | None = None,
    progress: bool = True,
    print_table: bool = True,
    skip_bad: bool = False,
) -> dict[str, Any]:
    """Run the whole evaluation and write the report; returns the report dict (with ``paths``)."""
    split_used = split if is_halueval(dataset) else None
    skipped: list[str] = []
    if examples is None and is_halueval(dataset):
        examples = load_halueval(dataset, split or "test", limit=limit)
    elif examples is None:
        if not Path(dataset).is_file():
            raise DatasetError(
                f"unknown dataset {dataset!r}: not a file; choose one of {', '.join(HALUEVAL)} or a .jsonl path"
            )
        examples, skipped = read_jsonl(dataset, limit=limit)
        if skipped and not skip_bad:
            raise bad_lines_error(dataset, skipped, len(examples))
    if not examples:
        raise DatasetError(f"{dataset}: no examples")
    task = examples[0].task if is_halueval(dataset) else None
    critic_obj = critic_obj or get_eval_critic(critic, task=task)
    if hasattr(critic_obj, "warmup"):
        critic_obj.warmup()  # load models before the clock starts
    with _progress_bar(len(examples), f"{critic}", progress) as advance:
        run = run_critic(
            critic_obj, examples, progress=advance, batch_size=progress_batch(len(examples))
        )
    labels = [e.label for e in examples]
    fitted_on, baseline_metrics, baseline_scores = evaluate_baselines(dataset, examples)
    metrics = timed_metrics(labels, run.preds, run.scores, run.seconds)
    critic_label = str(
        getattr(critic_obj, "label", None) or getattr(critic_obj, "name", None) or critic
    )
    title = (
        f"{critic_label} on {dataset}"
        + (f" {split_used}" if split_used else "")
        + f" (n={len(examples)})"
    )
    extra = {
        "errors": run.errors,
        "unparseable": run.unparseable,
        "baselines_fitted_on": fitted_on,
        "limit": limit,
    }
    if split_used == "dev" and critic_label.startswith("local"):
        extra["note"] = "the local detector was fitted on HaluEval dev: these figures are in-sample"
    report = build_report(
        title=title, dataset=dataset, split=split_used, critic=critic_label, metrics=metrics,
        baselines=baseline_metrics, extra=extra,
    )  # fmt: skip
    curves = {critic_label: (labels, run.scores)} | {
        f"baseline: {n}": (labels, s) for n, s in baseline_scores.items()
    }
    name = report_name(dataset, split_used, critic)
    paths = write_report(
        report, name=name, curves=curves, reports_dir=get_settings().reports_dir(), output=output
    )
    report["paths"] = [str(p) for p in paths]
    if print_table:
        print_report(report)
    return report
