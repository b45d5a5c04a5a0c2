"""``guardbot detector train`` (rebuild ``bot/models/detector_model.json`` from HaluEval dev) and
``guardbot detector info`` (what the shipped file holds)."""

from __future__ import annotations

from pathlib import Path

import typer

from bot.detector.model import DEFAULT_MODEL_PATH, ModelFile, ModelFileError
from bot.fit.detector_train import train

detector_app = typer.Typer(
    help="The local hallucination detector (the default critic).", no_args_is_help=True
)


@detector_app.command("train")
def train_cmd(
    records: int = typer.Option(
        1500, "--records", min=10, max=5000, help="dev records per task (two answers each)"
    ),
    output: Path = typer.Option(
        DEFAULT_MODEL_PATH, "--output", help="where to write the model JSON"
    ),
    c: float = typer.Option(1.0, "--C", help="inverse L2 regularisation strength"),
    embedding: bool = typer.Option(
        False, "--embedding/--no-embedding", help="add the MiniLM support features (slower)"
    ),
) -> None:
    """Fit the detector on HaluEval dev (records 0-4999 only) and write the model file."""
    train(records=records, output=output, C=c, embedding=embedding, log=typer.echo)
    typer.echo(f"wrote {output}")


@detector_app.command("info")
def info_cmd(path: Path = typer.Option(DEFAULT_MODEL_PATH, "--path")) -> None:
    """The models in the file, their features, thresholds and cross-validated dev metrics."""
    try:
        file = ModelFile.load(path)
    except ModelFileError as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(2) from None
    typer.echo(f"default: {file.default}; trained by: {file.training.get('command')}")
    for name, model in file.models.items():
        cv = model.meta.get("cv_dev", {})
        typer.echo(
            f"{name}: {len(model.features)} features, threshold {model.threshold:.3f}, "
            f"cv dev AUROC {cv.get('auroc', float('nan')):.3f} F1 {cv.get('f1', float('nan')):.3f}"
        )


def register(app: typer.Typer) -> None:
    app.add_typer(detector_app, name="detector")
