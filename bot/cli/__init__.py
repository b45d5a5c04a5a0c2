"""The ``guardbot`` command: one module per command group under ``bot.cli``, each with a
``register(app)`` function.

``main()`` imports only the module of the command named on the command line, so that
``guardbot ask ...`` does not pay for the web app or the ReDeEP model; ``--help``, no
arguments and an unknown command import them all (the listing and the error need them).
"""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Iterable

import typer

from bot.logsetup import configure_logging

app = typer.Typer(
    help="guardbot: a guarded chatbot for private data.", no_args_is_help=True, add_completion=False
)


@app.callback()
def _group(
    deployment: str = typer.Option(
        None,
        "--deployment",
        help="deployment.toml or its folder (default: GUARDBOT_DEPLOYMENT, else the demo)",
    ),
) -> None:
    """Keeps ``app`` a group when only one module with one command is loaded; sets the
    deployment every command uses."""
    if deployment:
        from bot.settings import use_deployment

        use_deployment(deployment)


# command name -> the module of bot.cli that registers it. In this order (as in --help).
COMMANDS = {
    "chat": "chat",
    "deployment": "deployment",
    "ingest": "kb",
    "kb": "kb",
    "ask": "ask",
    "tools": "ask",
    "backtest": "critic",
    "critic": "critic",
    "escalations": "desk",
    "report": "desk",
    "eval": "eval",
    "detector": "detector",
    "redeep": "redeep",
    "canary": "canary",
    "sessions": "replay",
    "replay": "replay",
    "serve": "serve",
    "users": "serve",
    "loadtest": "loadtest",
    "keys": "keys",
    "model": "model",
}
_registered: set[str] = set()


def register(modules: Iterable[str]) -> None:
    """Import these command modules (names in ``COMMANDS``' values) and add their commands."""
    for name in modules:
        if name not in _registered:
            importlib.import_module(f"bot.cli.{name}").register(app)
            _registered.add(name)


def _register_all() -> None:
    register(dict.fromkeys(COMMANDS.values()))


def modules_for(args: list[str]) -> list[str]:
    """The command modules that ``guardbot ARGS`` needs: the named command's, or all of them."""
    if args and args[0] in COMMANDS:
        return [COMMANDS[args[0]]]
    return list(dict.fromkeys(COMMANDS.values()))


def main() -> None:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    os.environ.setdefault("ANONYMIZED_TELEMETRY", "False")
    configure_logging()
    register(modules_for(sys.argv[1:]))
    try:
        app()
    except KeyboardInterrupt:
        sys.exit(130)
