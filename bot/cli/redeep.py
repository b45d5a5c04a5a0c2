"""``guardbot redeep calibrate | evaluate | score | heads``."""

from __future__ import annotations

import json
import time
from pathlib import Path

import typer

from bot.kb.embed import get_embedder
from bot.redeep.calibrate import (
    DEFAULT_PER_TASK,
    DEFAULT_TEST_RECORDS,
    calibrate,
    evaluate,
    summary_rows,
)
from bot.redeep.calibration import SHIPPED, load_calibration
from bot.redeep.heads import candidates
from bot.redeep.model import load_local
from bot.redeep.scorer import get_scorer

redeep_app = typer.Typer(
    help="ReDeEP hallucination scoring on the local transformer.", no_args_is_help=True
)


def _threads(n: int) -> None:
    import torch

    torch.set_num_threads(max(1, n))


def _progress(i: int, n: int, key: str) -> None:
    typer.echo(f"  {i}/{n} {key} {time.strftime('%H:%M:%S')}", err=True)


def _embedder(chunk: bool):
    if not chunk:
        return None
    return get_embedder()


@redeep_app.command("calibrate")
def calibrate_cmd(
    out: Path = typer.Option(
        None, "--out", help="default: the shipped bot/models/redeep_calibration.json"
    ),
    qa: int = typer.Option(
        DEFAULT_PER_TASK["qa"], "--qa", min=0, help="HaluEval QA dev records (2 examples each)"
    ),
    dialogue: int = typer.Option(DEFAULT_PER_TASK["dialogue"], "--dialogue", min=0),
    summarization: int = typer.Option(DEFAULT_PER_TASK["summarization"], "--summarization", min=0),
    test: int = typer.Option(
        DEFAULT_TEST_RECORDS,
        "--test",
        min=0,
        help="also report on N test records per task (report only)",
    ),
    chunk: bool = typer.Option(
        True, "--chunk/--no-chunk", help="calibrate the chunk level too (MiniLM)"
    ),
    threads: int = typer.Option(
        1, "--threads", help="torch threads (1 is fastest on a busy 2-core box)"
    ),
) -> None:
    """Choose heads, layers, beta and thresholds on HaluEval dev; write the calibration file."""
    loaded = load_local()
    per_task = {
        k: v
        for k, v in {"qa": qa, "dialogue": dialogue, "summarization": summarization}.items()
        if v
    }
    embedder = _embedder(chunk)
    _threads(threads)  # after the loaders: the embedder sets its own thread count
    cal = calibrate(
        loaded.model, loaded.tokenizer, per_task=per_task, embedder=embedder, progress=_progress
    )
    path = cal.save(out or SHIPPED)
    if test:
        per_test = {k: test for k in per_task}
        cal.metrics["test"] = evaluate(
            loaded.model,
            loaded.tokenizer,
            cal,
            per_task=per_test,
            embedder=embedder,
            progress=_progress,
        )
    path = cal.save(out or SHIPPED)
    typer.echo(
        f"heads {cal.heads}  layers {cal.layers}  beta {cal.token.beta}  threshold {cal.token.threshold:.4f}"
    )
    for part in ("fit", "heldout", "test"):
        if part in cal.metrics:
            typer.echo(
                f"{part}: " + "  ".join(f"{k}={v:.3f}" for k, v in summary_rows(cal.metrics[part]))
            )
    typer.echo(f"wrote {path}")


@redeep_app.command("evaluate")
def evaluate_cmd(
    split: str = typer.Option("test", "--split", help="dev or test (HaluEval record halves)"),
    records: int = typer.Option(10, "--records", min=1, help="records per task (2 examples each)"),
    chunk: bool = typer.Option(True, "--chunk/--no-chunk"),
    threads: int = typer.Option(1, "--threads"),
) -> None:
    """AUC / F1 of the frozen calibration on a slice of HaluEval (report only)."""
    loaded, cal = load_local(), load_calibration()
    tasks = {"qa": records, "dialogue": records, "summarization": records}
    embedder = _embedder(chunk and cal.chunk is not None)
    _threads(threads)
    metrics = evaluate(
        loaded.model,
        loaded.tokenizer,
        cal,
        per_task=tasks,
        split=split,
        embedder=embedder,
        progress=_progress,
    )
    typer.echo(json.dumps(metrics, indent=1))
    typer.echo("  ".join(f"{k}={v:.3f}" for k, v in summary_rows(metrics)))


@redeep_app.command("score")
def score_cmd(
    answer: str = typer.Option(..., "--answer"),
    context: str = typer.Option(None, "--context", help="the context text (or --context-file)"),
    context_file: Path = typer.Option(None, "--context-file", exists=True, dir_okay=False),
    question: str = typer.Option("", "--question"),
) -> None:
    """Score one answer: response, sentence and token scores."""
    text = context_file.read_text(encoding="utf-8") if context_file else context
    if not text:
        typer.echo("error: give --context or --context-file", err=True)
        raise typer.Exit(2)
    res = get_scorer().score(question, text, answer)
    typer.echo(
        f"response score {res.response_score:.4f} (threshold {res.threshold:.4f}) -> {'HALLUCINATED' if res.hallucinated else 'ok'}"
    )
    for sentence, value in res.sentences:
        typer.echo(f"  {value:+.3f}  {sentence}")
    typer.echo(f"{res.seconds:.2f} s")


@redeep_app.command("heads")
def heads_cmd(n: int = typer.Option(24, "--n")) -> None:
    """The copying-head candidates of the local model (OV-circuit eigenvalues)."""
    for s in candidates(load_local().model, n):
        typer.echo(f"layer {s.layer:2d} head {s.head:2d}  ratio {s.ratio:.4f}  trace {s.trace:.2f}")


def register(app: typer.Typer) -> None:
    app.add_typer(redeep_app, name="redeep")
