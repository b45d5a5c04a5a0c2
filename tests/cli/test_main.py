"""The ``guardbot`` command: which command modules ``main()`` imports, and that every command
name maps to a module that registers it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import typer

import bot.cli

ROOT = Path(__file__).resolve().parents[2]


def test_a_named_command_loads_only_its_module():
    assert bot.cli.modules_for(["ask", "--help"]) == ["ask"]
    assert bot.cli.modules_for(["users", "add", "x"]) == ["serve"]
    everything = list(dict.fromkeys(bot.cli.COMMANDS.values()))
    for args in ([], ["--help"], ["nope"], ["--nope", "ask"]):
        assert bot.cli.modules_for(args) == everything


def test_every_command_name_is_registered_by_its_module():
    for name, module in bot.cli.COMMANDS.items():
        app = typer.Typer()
        __import__(f"bot.cli.{module}", fromlist=["register"]).register(app)
        names = {c.name or c.callback.__name__ for c in app.registered_commands}
        names |= {g.name for g in app.registered_groups}
        assert name in names, (name, module)


def test_ask_help_does_not_import_the_web_app_or_other_commands():
    code = (
        "import sys, json; sys.argv = ['guardbot', 'ask', '--help']\n"
        "from bot.cli import main\n"
        "try:\n    main()\nexcept SystemExit:\n    pass\n"
        "print(json.dumps(sorted(m for m in sys.modules if m.startswith(('bot.cli.', 'ui.', 'gradio')))))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    loaded = json.loads(out.stdout.strip().splitlines()[-1])
    assert "bot.cli.ask" in loaded and "Usage:" in out.stdout
    assert not [
        m for m in loaded if m.startswith(("bot.cli.", "ui.app", "gradio")) and m != "bot.cli.ask"
    ]
