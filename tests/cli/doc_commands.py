"""The command lines of the user docs, read from the docs themselves.

A command line is a line of a ``bash`` block (or of an indented block), a ``guardbot ...``
named in a comment of such a block, or an inline code span that starts with a program a user
runs (``guardbot``, ``python -m bot.cli``, ``make``, ``python -m bench``, a ``python``
script, ``pytest``), after any ``VAR=value`` assignments. A table cell's
``guardbot keys add NAME\\|list\\|revoke ID`` is three commands. Placeholders are replaced by
the values in ``PLACEHOLDERS``; ``mine`` and ``deployments/mystore`` are folders the test
makes, as the docs tell a user to.
"""

from __future__ import annotations

import contextlib
import io
import re
import shlex
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import typer
from typer.core import TyperArgument, TyperGroup

try:  # typer carries its own copy of click since 0.2x: the app raises its exceptions
    from typer._click import exceptions as errors
except ImportError:  # an older typer, on click itself
    from click import exceptions as errors  # type: ignore[no-redef]

ROOT = Path(__file__).resolve().parents[2]
DOCS = ("README.md", "docs/DEPLOYMENTS.md", "docs/api.md", "docs/support-desk.md")

# The docs' placeholders -> what the test types instead (whole words only). ID (a key's id)
# is known only once a key is made: the test that revokes one replaces it.
PLACEHOLDERS = {
    "PATH": "mine",  # a deployment folder (serve --deployment) or documents (ingest)
    "NAME": "extra",  # a staff account, an API key's name, a knowledge base
    "U": "ada@example.com",
    "USER": "ada@example.com",
    "F.json": "hostile2.json",
    "N": "1",  # a case number
}
SHELL = {"mkdir", "cp", "printf", "export", "cd", "echo"}
_ASSIGN = re.compile(r"^[A-Z][A-Z0-9_]*=")
_SPAN = re.compile(r"`([^`\n]+)`")
_IN_COMMENT = re.compile(r"\bguardbot [^)\n]*")


@dataclass(frozen=True)
class DocCommand:
    doc: str
    line: int
    text: str  # as the doc writes it
    program: str  # guardbot | make | bench | script | pytest | shell
    args: tuple[str, ...]  # the program's arguments, placeholders replaced
    env: dict[str, str] = field(default_factory=dict, compare=False, hash=False)

    def __str__(self) -> str:
        return f"{self.doc}:{self.line} `{self.text}`"


def documented_commands() -> list[DocCommand]:
    """Every command line of the user docs, in the docs' order."""
    found: list[DocCommand] = []
    for doc in DOCS:
        found += _commands_of(doc, (ROOT / doc).read_text(encoding="utf-8").splitlines())
    return found


def _commands_of(doc: str, lines: list[str]) -> list[DocCommand]:
    found: list[DocCommand] = []
    fence: str | None = None
    exported: dict[str, str] = {}
    for number, line in enumerate(lines, 1):
        if line.lstrip().startswith("```"):
            fence = None if fence is not None else line.lstrip()[3:].strip()
            exported = {}
            continue
        shell_block = fence in ("bash", "sh", "shell", "console")
        indented = fence is None and line.startswith("    ") and not lines[number - 2].strip()
        if shell_block or indented:
            code, comment = _split_comment(line)
            command = _command(doc, number, code.strip(), exported)
            if command is not None and shell_block:
                found.append(command)
                if command.args[:1] == ("export",):
                    exported.update(_assignments(command.args[1:]))
            elif command is not None and command.program != "shell":
                found.append(command)
            for text in _IN_COMMENT.findall(comment):
                found += _alternatives(doc, number, text.strip())
        elif fence is None:
            for span in _SPAN.findall(line):
                found += _alternatives(doc, number, span.strip())
    return found


def _split_comment(line: str) -> tuple[str, str]:
    """The code and the comment of a shell line (a ``#`` outside quotes, after a space)."""
    quote = None
    for i, char in enumerate(line):
        if quote:
            quote = None if char == quote else quote
        elif char in "'\"":
            quote = char
        elif char == "#" and (i == 0 or line[i - 1].isspace()):
            return line[:i], line[i + 1 :]
    return line, ""


def _alternatives(doc: str, number: int, text: str) -> list[DocCommand]:
    """``guardbot keys add NAME [--user USER]\\|list\\|revoke ID``: the first alternative, then
    each other one in place of its subcommand; an optional ``[...]`` part is included."""
    first, *others = [part.strip() for part in text.replace("\\|", "\x00").split("\x00")]
    first = first.replace("[", "").replace("]", "")
    command = _command(doc, number, first, {})
    if command is None or command.program == "shell":
        return []
    words = first.split()
    at = max((i for i, w in enumerate(words[:4]) if re.fullmatch(r"[a-z][a-z-]*", w)), default=0)
    out = [command]
    for other in others:
        again = _command(doc, number, " ".join([*words[:at], other]), {})
        out += [again] if again is not None else []
    return out


def _assignments(words: list[str] | tuple[str, ...]) -> dict[str, str]:
    return dict(w.split("=", 1) for w in words if _ASSIGN.match(w))


def _command(doc: str, number: int, text: str, exported: dict[str, str]) -> DocCommand | None:
    """The command ``text`` runs, or None when it is not one (``python = [...]``)."""
    try:
        words = shlex.split(text)
    except ValueError:
        return None
    env = dict(exported)
    while words and _ASSIGN.match(words[0]):
        env.update(_assignments(words[:1]))
        words = words[1:]
    if not words:
        return None
    program, args = _program(words)
    if program is None:
        return None
    args = tuple(PLACEHOLDERS.get(a, a) for a in args)
    return DocCommand(doc, number, text, program, args, env)


def _program(words: list[str]) -> tuple[str | None, list[str]]:
    head, rest = words[0], words[1:]
    if head in SHELL:
        return "shell", words
    if head in ("guardbot", ".venv/bin/guardbot") and rest:
        return "guardbot", rest
    if head == "make" and rest:
        return "make", rest
    if head == "pytest":
        return "pytest", rest
    if head in ("python", "python3") or head.endswith("/bin/python"):
        if rest[:2] == ["-m", "bot.cli"]:
            return "guardbot", rest[2:]
        if rest[:2] == ["-m", "bench"]:
            return "bench", rest[2:]
        if rest[:2] == ["-m", "pytest"]:
            return "pytest", rest[2:]
        if rest and rest[0].endswith(".py"):
            return "script", rest
    return None, []


# --- the guardbot command line, parsed by the real typer app without running anything


def guardbot_command() -> TyperGroup:
    """The ``guardbot`` click group with every command module registered."""
    import bot.cli

    bot.cli.register(dict.fromkeys(bot.cli.COMMANDS.values()))
    return typer.main.get_command(bot.cli.app)


def command_path(args: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """The subcommand names ``guardbot ARGS`` reaches (``("keys", "add")``), parsing every
    option and argument as the real command would. Raises for an
    unknown command or option, a missing option value or an extra argument (``UsageError``). A command named
    without its argument (``guardbot ask`` in a list of commands) or a group named alone
    (``guardbot eval``) is a mention, not an error."""
    with contextlib.redirect_stdout(io.StringIO()):  # what --help prints
        return _path(guardbot_command(), list(args))


def _path(command: Any, rest: list[str]) -> tuple[str, ...]:
    name, parent, path = "guardbot", None, []
    while True:
        try:
            ctx = command.make_context(name, rest, parent=parent)
        except typer.Exit as done:  # --help: printed, exit 0
            assert done.exit_code == 0
            return tuple(path)
        except errors.NoArgsIsHelpError:
            return tuple(path)
        except errors.MissingParameter as missing:
            if not isinstance(missing.param, TyperArgument):
                raise
            return tuple(path)
        if not isinstance(command, TyperGroup):
            return tuple(path)
        rest = [*ctx._protected_args, *ctx.args]  # what the group leaves to its subcommand
        if not rest:
            return tuple(path)
        name, sub, rest = command.resolve_command(ctx, rest)
        assert name is not None and sub is not None
        command, parent = sub, ctx
        path.append(name)
