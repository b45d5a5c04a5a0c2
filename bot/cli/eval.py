"""``guardbot eval hallucination|build-external``."""

from __future__ import annotations

from pathlib import Path

import typer

from bot.eval.datasets import DatasetError
from bot.eval.external import DEFAULT_PATH, build_external
from bot.eval.hallucination import CriticUnavailable, evaluate_hallucination

eval_app = typer.Typer(help="Measure critics on labelled hallucination data.", no_args_is_help=True)


@eval_app.command("hallucination")
def hallucination(
    dataset: str = typer.Option(
        ...,
        "--dataset",
        help="halueval-qa | halueval-dialogue | halueval-summarization | path.jsonl",
    ),
    split: str = typer.Option(
        "test", "--split", help="dev (records 0-4999) or test (5000-9999); HaluEval only"
    ),
    critic: str = typer.Option(
        "local",
        "--critic",
        help="local | local-general | grounding | llm | binary | combined | redeep",
    ),
    limit: int | None = typer.Option(None, "--limit", min=1, help="at most N examples"),
    output: Path | None = typer.Option(None, "--output", help="also write the JSON report here"),
    skip_bad: bool = typer.Option(
        False, "--skip-bad", help="JSONL: leave bad lines out (listed in the report)"
    ),
) -> None:
    """One critic on one dataset beside the length-only and lexical-support baselines."""
    try:
        report = evaluate_hallucination(
            dataset=dataset,
            split=split,
            critic=critic,
            limit=limit,
            output=output,
            skip_bad=skip_bad,
        )
    except (DatasetError, CriticUnavailable) as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(2) from None
    for path in report["paths"]:
        typer.echo(f"report: {path}")
    typer.echo(f"image: {Path(report['report_dir']) / report['images'][0]}")


@eval_app.command("build-external")
def build_external_cmd(
    output: Path | None = typer.Option(
        None, "--output", help="default: data/external/package_docs.jsonl"
    ),
    seed: int = typer.Option(7, "--seed"),
) -> None:
    """Rebuild the held-out set from the READMEs of the installed Python packages."""
    rows = build_external(output=output or DEFAULT_PATH, seed=seed)
    typer.echo(f"wrote {len(rows)} examples to {output or DEFAULT_PATH}")


def register(app: typer.Typer) -> None:
    app.add_typer(eval_app, name="eval")
