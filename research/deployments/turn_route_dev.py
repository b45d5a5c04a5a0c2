"""Routing on dev deployments through the turn itself (route_dev.py reads the planner and
router alone): the turn's own route (the probe and the second call
included) against each data question's expected ``tool``, without writing an answer. Not a
figure of answers, not the product; a fast check of a routing change (about 20 s a
deployment on a quiet machine).

    GUARDBOT_SEARCH_MODEL=0 PYTHONPATH=. .venv/bin/python research/deployments/turn_route_dev.py \\
        thornleigh,brackenford [--misses] [--model]

Each turn is read up to its ``route`` step. The model is replaced by one that raises, so a
turn left behind ends at once instead of running an answer in the background (a turn's
steps come from a worker; closing the generator does not stop it). With the search model
off, a free-text search takes the capitalised phrase; the tool chosen does not change.
With ``--model`` the probe's choice among the close tools is the model's (``choose_tool``),
as in a turn; with ``--read`` the model's own read-only call too (``read_call``, setting
``route_model``), and the arguments are scored as ``right_args.py`` scores a run: the
question's tool with every argument of its evidence call. Every other model call raises.
"""

from __future__ import annotations

import sys
import uuid
from typing import Any

from research.deployments.devkit import questions, runner_for
from research.deployments.right_args import calls_of, norm


class _NoModel:
    def __getattr__(self, name: str) -> Any:
        if name == "facts":  # a route to the documents: the route step comes after it
            return lambda *args, **kwargs: None
        raise RuntimeError("route_dev: no model")


class _ChoiceOnly:
    """The turn's actor for the probe's choice of tool (``choose_tool``) and, with
    ``read``, the model's own call (``read_call``) only."""

    def __init__(self, actor: Any, read: bool = False):
        self._real = actor
        self._read = read

    def __getattr__(self, name: str) -> Any:
        if name == "choose_tool" or (self._read and name == "read_call"):
            return getattr(self._real, name)
        if name == "facts":  # a route to the documents: the route step comes after it
            return lambda *args, **kwargs: None
        raise RuntimeError("route_dev: no model but the probe's choice")


def routed(runner: Any, question: str) -> tuple[str | None, dict[str, Any]]:
    """The tool the turn routes ``question`` to (None: the documents or nothing) and its
    arguments."""
    steps = runner.run("route-" + uuid.uuid4().hex[:8], question, [])
    try:
        for step in steps:
            if getattr(step, "kind", None) == "route":
                return getattr(step, "tool", None), dict(getattr(step, "arguments", {}) or {})
    finally:
        steps.close()
    return None, {}


def main(names: list[str], misses: bool, model: bool = False, read: bool = False) -> None:
    right = total = args_right = 0
    for name in names:
        runner = runner_for(name, "/tmp/gb-route")
        real = getattr(type(runner), "_real_actor", type(runner)._actor)
        type(runner)._real_actor = real
        # with --model the probe's choice of tool is the model's, as in a turn
        type(runner)._actor = (
            (lambda self, question, real=real: _ChoiceOnly(real(self, question), read))
            if model or read
            else (lambda self, question: _NoModel())
        )
        runner.settings.route_model = read
        names_ = set(runner.registry.names())
        hits = count = with_args = 0
        for q in questions(name):
            if q.get("kind") != "data" or not q.get("tool"):
                continue
            tool, arguments = routed(runner, q["question"])
            count += 1
            hits += tool == q["tool"]
            wanted = [a for t, a in calls_of(q.get("evidence", ""), names_) if t == q["tool"]]
            same = tool == q["tool"] and any(
                all(norm(str(arguments.get(k))) == norm(str(v)) for k, v in a.items())
                for a in wanted
            )
            with_args += same
            if misses and not same:
                print(
                    f"  miss {name}: {q['question'][:80]} -> {tool} {arguments}, "
                    f"want {q['tool']} {wanted}"
                )
        print(f"{name}: {hits}/{count}, with the evidence's arguments {with_args}", flush=True)
        right, total, args_right = right + hits, total + count, args_right + with_args
    print(f"all: {right}/{total}, with the evidence's arguments {args_right}")


if __name__ == "__main__":
    flags = sys.argv[2:]
    main(sys.argv[1].split(","), "--misses" in flags, "--model" in flags, "--read" in flags)
