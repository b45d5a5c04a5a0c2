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
as in a turn; every other model call still raises.
"""

from __future__ import annotations

import sys
import uuid
from typing import Any

from research.deployments.devkit import questions, runner_for


class _NoModel:
    def __getattr__(self, name: str) -> Any:
        raise RuntimeError("route_dev: no model")


class _ChoiceOnly:
    """The turn's actor for the probe's choice of tool (``choose_tool``) only."""

    def __init__(self, actor: Any):
        self._real = actor

    def __getattr__(self, name: str) -> Any:
        if name == "choose_tool":
            return self._real.choose_tool
        raise RuntimeError("route_dev: no model but the probe's choice")


def routed(runner: Any, question: str) -> str | None:
    """The tool the turn routes ``question`` to (None: the documents or nothing)."""
    steps = runner.run("route-" + uuid.uuid4().hex[:8], question, [])
    try:
        for step in steps:
            if getattr(step, "kind", None) == "route":
                return getattr(step, "tool", None)
    finally:
        steps.close()
    return None


def main(names: list[str], misses: bool, model: bool = False) -> None:
    right = total = 0
    for name in names:
        runner = runner_for(name, "/tmp/gb-route")
        real = getattr(type(runner), "_real_actor", type(runner)._actor)
        type(runner)._real_actor = real
        # with --model the probe's choice of tool is the model's, as in a turn
        type(runner)._actor = (
            (lambda self, question, real=real: _ChoiceOnly(real(self, question)))
            if model
            else (lambda self, question: _NoModel())
        )
        hits = count = 0
        for q in questions(name):
            if q.get("kind") != "data" or not q.get("tool"):
                continue
            tool = routed(runner, q["question"])
            count += 1
            hits += tool == q["tool"]
            if misses and tool != q["tool"]:
                print(f"  miss {name}: {q['question'][:80]} -> {tool}, want {q['tool']}")
        print(f"{name}: {hits}/{count}", flush=True)
        right, total = right + hits, total + count
    print(f"all: {right}/{total}")


if __name__ == "__main__":
    main(sys.argv[1].split(","), "--misses" in sys.argv[2:], "--model" in sys.argv[2:])
