"""The ``guardbot`` command. Each concern registers its own commands in its module's ``cli.py``."""

from __future__ import annotations

import importlib
import os
import sys

import typer

from bot.logsetup import configure_logging

app = typer.Typer(
    help="guardbot: a guarded chatbot for private data.", no_args_is_help=True, add_completion=False
)

# Modules that add commands with a ``register(app)`` function. Append; keep one per concern.
COMMAND_MODULES = [
    "bot.llm.cli",  # chat
    "bot.kb.cli",  # ingest, kb
    "bot.agent.cli",  # ask, tools
    "bot.critic.cli",  # critic, backtest, escalations
    "bot.eval.cli",  # eval hallucination, detector
    "bot.redeep.cli",  # redeep calibrate|evaluate|score|heads
    "bot.canary.cli",  # canary
    "bot.replay.cli",  # sessions, replay
    "ui.cli",  # serve, users
    "bot.loadcli",  # loadtest
    "ui.openai_api.cli",  # keys (API keys of the /v1 endpoint)
]


def _register_all() -> None:
    for name in COMMAND_MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name and name.startswith(exc.name):
                continue  # that concern is not built yet
            raise
        module.register(app)


def main() -> None:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    os.environ.setdefault("ANONYMIZED_TELEMETRY", "False")
    configure_logging()
    _register_all()
    try:
        app()
    except KeyboardInterrupt:
        sys.exit(130)


if __name__ == "__main__":
    main()
