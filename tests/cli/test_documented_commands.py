"""Every command line of the user docs (README.md, docs/DEPLOYMENTS.md, docs/api.md,
docs/support-desk.md) is checked: read from the docs (``doc_commands``), parsed by the real
command, and, where it is cheap, run as a user runs it: a ``python -m bot.cli`` process in a
folder of the user's own (the README's ``mine``), with a fresh data directory and the
scripted backend (no model weights). A documented subcommand or option that does not exist
fails here, as ``guardbot serve --deployment PATH`` once did.
"""

from __future__ import annotations

import contextlib
import importlib.util
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from bot.settings import Settings
from tests.cli.doc_commands import ROOT, DocCommand, command_path, documented_commands
from tests.ui.fakes import free_port

pytestmark = [pytest.mark.slow]

COMMANDS = documented_commands()
CHECKED = [c for c in COMMANDS if c.program != "shell"]  # shell lines: run by `workspace`
PASSWORD = "correct-horse-battery"
QUESTION = "How long do I have to return a parcel?"
RETURNS_PAGE = "# Returns\n\nParcels can be returned within 30 days for a full refund.\n"
# The README's `mine/deployment.toml` names tools.py; the sentence after the block says what
# it holds. A small such module of the tests stands for the user's.
TOOLS_PY = ROOT / "tests" / "deployments" / "extra_tools.py"

# Each documented guardbot command is run by the test named here, or only parsed, for the
# reason given. A command the docs gain must be added to one of the two.
RUN = {
    (): "test_guardbot_help_lists_every_command",
    ("deployment", "check"): "test_deployment_check_reports_what_the_folder_holds",
    ("chat",): "test_chat_answers_a_message_and_ends_at_eof",
    ("ask",): "test_ask_answers_then_replay_and_sessions_case_take_its_turn",
    ("replay",): "test_ask_answers_then_replay_and_sessions_case_take_its_turn",
    ("sessions", "case"): "test_ask_answers_then_replay_and_sessions_case_take_its_turn",
    ("users", "add"): "test_make_run_serves_what_the_other_commands_made",
    ("users", "token"): "test_make_run_serves_what_the_other_commands_made",
    ("keys", "add"): "test_make_run_serves_what_the_other_commands_made",
    ("keys", "list"): "test_make_run_serves_what_the_other_commands_made",
    ("keys", "revoke"): "test_make_run_serves_what_the_other_commands_made",
    ("ingest",): "test_make_run_serves_what_the_other_commands_made",
}
PARSED_ONLY = {
    ("serve",): "one server start per file (a cold start is this file's slowest step): the "
    "`make run` line runs `guardbot serve`; tests/api/test_serve.py starts `serve --deployment "
    "PATH` and `serve --host 0.0.0.0` as real processes",
    ("keys",): "the group named alone; its commands are run",
    ("eval",): "the group named alone; `guardbot eval hallucination` is below",
    ("eval", "hallucination"): "scores a HaluEval split with a critic: minutes of model time",
    ("canary",): "a copy of the knowledge base per chunking strategy, ten questions each: minutes",
    ("escalations", "list"): "run in-process (typer's CliRunner) by tests/cli/test_escalations.py "
    "on a case the web desk opened, beside show, claim, reply, resolve",
    ("escalations", "show"): "run in-process by tests/cli/test_escalations.py (see list)",
    ("report", "gaps"): "run in-process by tests/cli/test_escalations.py after a case is resolved "
    "as a gap",
    ("loadtest",): "40 turns through a served app (48 s in docs/api.md); tests/api/test_load.py "
    "runs the load test itself",
}
# What a user types after a command the docs only name (`guardbot ask` in a list).
TYPED = {("ask",): [QUESTION], ("keys", "add"): ["laptop"]}


def documented(path: tuple[str, ...]) -> list[DocCommand]:
    """The documented `guardbot PATH ...` lines, each way of writing it once."""
    found = [c for c in CHECKED if c.program == "guardbot" and command_path(c.args) == path]
    assert found, f"no documented `guardbot {' '.join(path)}` any more: update RUN"
    return list({(c.args, tuple(c.env.items())): c for c in reversed(found)}.values())[::-1]


def typed(command: DocCommand, path: tuple[str, ...], *fill: str) -> list[str]:
    """The command as a user runs it: as written, or with what they type after its name."""
    named_only = list(command.args) == list(path)
    return [*command.args, *(fill or TYPED.get(path, []))] if named_only else list(command.args)


def env_for(workspace: Path, data: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("GUARDBOT_")}
    env.update(PYTHONPATH=str(ROOT), HOME=str(workspace / "home"), GUARDBOT_DATA_DIR=str(data))
    env["GUARDBOT_BACKEND"] = "scripted"  # not the 1.5B model: these tests check the commands
    env.update(extra)
    return env


def guardbot(args: list[str], env: dict[str, str], cwd: Path, stdin: str | None = None):  # noqa: ANN201
    done = subprocess.run(
        [sys.executable, "-m", "bot.cli", *args],
        cwd=cwd,
        env=env,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, f"guardbot {shlex.join(args)}:\n{done.stdout}\n{done.stderr}"
    return done


@pytest.fixture(scope="module")
def workspace(tmp_path_factory) -> Path:
    """The user's folder after the README's shell lines (mkdir, cp, printf) ran in it as
    written, with tools.py beside its deployment.toml and a copy as deployments/mystore (the
    folder docs/DEPLOYMENTS.md names)."""
    root = tmp_path_factory.mktemp("user")
    pages = root / "home" / "my-help-pages"
    pages.mkdir(parents=True)
    (pages / "returns.md").write_text(RETURNS_PAGE, encoding="utf-8")
    env = dict(os.environ, HOME=str(root / "home"))
    for command in COMMANDS:
        if command.program == "shell" and command.args[0] != "export":
            subprocess.run(["bash", "-c", command.text], cwd=root, env=env, check=True)
    shutil.copy(TOOLS_PY, root / "mine" / "tools.py")
    shutil.copytree(root / "mine", root / "deployments" / "mystore")
    return root


# --- every command parses


@pytest.mark.parametrize("command", CHECKED, ids=str)
def test_documented_command_parses(command):
    check = {
        "guardbot": lambda c: command_path(c.args),
        "make": _make_target_exists,
        "bench": _bench_selects_a_module,
        "script": _script_takes_the_options,
        "pytest": _pytest_arguments_exist,
    }[command.program]
    check(command)
    for name in command.env:
        assert _is_read(name, command), f"{command}: nothing reads {name}"


def test_every_documented_guardbot_command_is_run_or_says_why_not():
    paths = {command_path(c.args) for c in CHECKED if c.program == "guardbot"}
    assert not paths - RUN.keys() - PARSED_ONLY.keys(), "add these to RUN or PARSED_ONLY"
    assert not RUN.keys() - paths, "RUN names commands the docs no longer have"
    assert set(RUN.values()) <= set(globals()), "RUN names a test that is not here"


def _make_target_exists(command: DocCommand) -> None:
    """`make TARGET` is a target of the Makefile (a dry run; `make test` is CI itself, `make
    setup` installs, the others run the linters or the benchmarks). The line `make run`
    serves with is parsed too; test_make_run_serves_... runs it."""
    for target in command.args:
        subprocess.run(["make", "-n", "-C", str(ROOT), target], capture_output=True, check=True)
    if "run" in command.args:
        command_path(make_run_argv(7860))


def make_run_argv(port: int) -> list[str]:
    """The guardbot arguments `make run` serves with (after setting everything up)."""
    dry = subprocess.run(
        ["make", "-n", "-C", str(ROOT), "run", f"PORT={port}"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    words = shlex.split(next(line for line in dry.splitlines() if "bin/guardbot " in line))
    assert words[0].endswith("/bin/guardbot"), words
    return words[1:]


def _bench_selects_a_module(command: DocCommand) -> None:
    """`python -m bench WORD` runs the modules bench/bench_*.py whose name holds WORD (each
    takes minutes): WORD must select one, or the command does nothing."""
    names = [p.stem for p in (ROOT / "bench").glob("bench_*.py")]
    for word in command.args:
        assert any(word in name for name in names), f"{command}: no bench module for {word!r}"


def _script_takes_the_options(command: DocCommand) -> None:
    """A benchmark script (a full run takes an hour): its --help lists each option used."""
    script, *args = command.args
    usage = subprocess.run(
        [sys.executable, script, "--help"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout
    for option in (a for a in args if a.startswith("--")):
        assert option in usage, f"{command}: {script} takes no {option}"


def _pytest_arguments_exist(command: DocCommand) -> None:
    """A test run (`make test` and CI run these): its paths exist and its plugins import."""
    args = list(command.args)
    for i, arg in enumerate(args):
        if i and args[i - 1] == "-p":
            assert importlib.util.find_spec(arg), f"{command}: no plugin {arg}"
        elif not arg.startswith("-"):
            assert (ROOT / arg).exists(), f"{command}: no {arg}"


def _is_read(name: str, command: DocCommand) -> bool:
    """A variable set on a documented line is a guardbot setting, or read by the benchmark."""
    if name.startswith("GUARDBOT_") and name[9:].lower() in Settings.model_fields:
        return True
    return command.program == "bench" and any(
        name in p.read_text(encoding="utf-8") for p in (ROOT / "bench").glob("*.py")
    )


# --- the commands run as a user runs them


def test_guardbot_help_lists_every_command():
    import bot.cli

    for command in documented(()):
        done = subprocess.run(
            [sys.executable, "-m", "bot.cli", *command.args],
            cwd=ROOT,
            env=dict(os.environ, PYTHONPATH=str(ROOT)),
            capture_output=True,
            text=True,
            timeout=300,
        )
        assert done.returncode == 0, done.stderr
        listed = set(re.findall(r"^│ (\w+) ", done.stdout, flags=re.M))
        assert listed >= set(bot.cli.COMMANDS), set(bot.cli.COMMANDS) - listed


def test_deployment_check_reports_what_the_folder_holds(workspace, tmp_path):
    env = env_for(workspace, tmp_path)
    for command in documented(("deployment", "check")):
        out = guardbot(list(command.args), env, workspace).stdout
        assert "help: " in out and "pallet_arrival [python:tools.py]" in out, out
        assert "No problems found." in out, out


def test_chat_answers_a_message_and_ends_at_eof(workspace, tmp_path):
    env = env_for(workspace, tmp_path, GUARDBOT_DEPLOYMENT="mine")
    for command in documented(("chat",)):
        out = guardbot(typed(command, ("chat",)), env, workspace, stdin=QUESTION + "\n").stdout
        assert "bot> (scripted reply)" in out, out
        assert "error" not in out.lower(), out


def test_ask_answers_then_replay_and_sessions_case_take_its_turn(workspace, tmp_path):
    env = env_for(workspace, tmp_path, GUARDBOT_DEPLOYMENT="mine")
    turns = []
    for command in documented(("ask",)):
        done = guardbot(typed(command, ("ask",)), env, workspace)
        assert done.stdout.strip() == "(scripted reply)", done.stdout
        turns += re.findall(r"\(outcome: answered, session \S+, turn (\w+)\)", done.stderr)
    assert turns, "guardbot ask named no turn"
    for command in documented(("replay",)):
        out = guardbot(typed(command, ("replay",), turns[0]), env, workspace).stdout
        assert "0 changed outcome, 0 changed answer" in out and "0 error(s)" in out, out
    for command in documented(("sessions", "case")):
        out = guardbot(typed(command, ("sessions", "case"), turns[0]), env, workspace).stdout
        case = json.loads((workspace / "cases" / f"{turns[0]}.json").read_text(encoding="utf-8"))
        assert QUESTION in json.dumps(case), out


def test_make_run_serves_what_the_other_commands_made(workspace, tmp_path):
    """Staff account, API keys, a user token and a knowledge base made by the documented
    commands, then the README's `GUARDBOT_DEPLOYMENT=mine make run` (the line make serves
    with, after setup): its page, staff login, /v1 with the keys and token, the ingested
    knowledge base as model guardbot-NAME, and a key revoked while it runs."""
    env = env_for(workspace, tmp_path)
    made = _accounts_and_keys(workspace, env)
    for command in documented(("ingest",)):
        out = guardbot(list(command.args), env, workspace).stdout
        assert re.search(r"\b1 added\b", out), out
    run = next(c for c in CHECKED if c.program == "make" and "GUARDBOT_DEPLOYMENT" in c.env)
    port = free_port()
    with _serving(make_run_argv(port), env | run.env, workspace) as proc:
        base = f"http://127.0.0.1:{port}"
        _wait_up(base, proc)
        _check_served(base, made)
        for command in documented(("keys", "revoke")):
            args = typed(command, ("keys", "revoke"), made["laptop"])
            guardbot([made["laptop"] if a == "ID" else a for a in args], env, workspace)
            revoked = httpx.get(base + "/v1/models", headers=_bearer(made["laptop key"]))
            assert revoked.status_code == 401, revoked.text


def _accounts_and_keys(workspace: Path, env: dict[str, str]) -> dict[str, str]:
    """Run the documented users and keys commands; what they made, by name."""
    made: dict[str, str] = {}
    for command in documented(("users", "add")):
        out = guardbot(list(command.args), env | {"GUARDBOT_NEW_PASSWORD": PASSWORD}, workspace)
        assert "staff account 'extra' saved" in out.stdout, out.stdout
    ran = {tuple(typed(c, ("keys", "add"))) for c in documented(("keys", "add"))}
    for args in sorted(ran):  # the named-only `keys add` and `keys add NAME --user U`
        done = guardbot(list(args), env, workspace)
        key_id = re.search(r"key (\S+) \((\S+?)[,)]", done.stderr)
        assert key_id and done.stdout.startswith("gb_"), done.stderr
        made[key_id[2]], made[f"{key_id[2]} key"] = key_id[1], done.stdout.strip()
    for command in documented(("keys", "list")):
        listing = guardbot(list(command.args), env, workspace).stdout
        assert made["laptop"] in listing and "ada@example.com" in listing, listing
    for command in documented(("users", "token")):
        made["token"] = guardbot(list(command.args), env, workspace).stdout.strip()
    return made


@contextlib.contextmanager
def _serving(args: list[str], env: dict[str, str], cwd: Path) -> Iterator[subprocess.Popen]:
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot.cli", *args],
        cwd=cwd,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        yield proc
    finally:
        proc.terminate()
        proc.communicate(timeout=30)


def _wait_up(base: str, proc: subprocess.Popen) -> None:
    # A bound on a cold start with warm-up (imports, ingest, the checker), not a
    # synchronisation: the wait ends at /healthz (as tests/api/test_serve.py).
    deadline = time.time() + 300
    while True:
        with contextlib.suppress(httpx.TransportError):
            if httpx.get(base + "/healthz", timeout=2).status_code == 200:
                return
        assert proc.poll() is None, proc.stdout.read() if proc.stdout else ""
        assert time.time() < deadline, "make run's guardbot serve did not come up"
        time.sleep(0.3)  # polling a starting process


def _bearer(key: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {key}"}


def _check_served(base: str, made: dict[str, str]) -> None:
    with httpx.Client(base_url=base, timeout=120) as http:
        page = http.get("/", follow_redirects=True)
        assert page.status_code == 200 and "My Co help" in page.text  # the README's company
        login = http.post("/login", data={"username": "extra", "password": PASSWORD})
        assert login.status_code == 303 and login.headers["location"] == "/staff/", login.text
        models = http.get("/v1/models", headers=_bearer(made["extra key"]))
        ids = {m["id"] for m in models.json()["data"]}
        assert {"guardbot", "guardbot-help", "guardbot-extra"} <= ids, models.text
        ask = {"model": "guardbot-extra", "messages": [{"role": "user", "content": QUESTION}]}
        forged = http.post("/v1/chat/completions", json=ask | {"user": "gbu1.forged"})
        assert forged.status_code == 401, forged.text
        answer = http.post(
            "/v1/chat/completions",
            json=ask | {"user": made["token"]},
            headers=_bearer(made["laptop key"]),
        )
        assert answer.status_code == 200, answer.text
        assert "returned within 30 days" in json.dumps(answer.json()["guardbot"]["sources"])
