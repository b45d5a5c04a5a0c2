"""Evaluation runs started from the web page: ``guardbot eval hallucination ... --limit N``
(or a canary run) as a subprocess, its output kept as progress for the page to show.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from bot.settings import Settings

MAX_LIMIT = 2000
TAIL_LINES = 30
_FRACTION = re.compile(r"(\d+)\s*/\s*(\d+)")

# name -> function(limit, critic) -> argv after ``python -m bot.cli``
RUN_KINDS: dict[str, Callable[[int, str], list[str]]] = {
    "hallucination: HaluEval QA (test split)": lambda n, critic: [
        "eval", "hallucination", "--dataset", "halueval-qa", "--split", "test", "--critic", critic, "--limit", str(n),
    ],
    "hallucination: HaluEval dialogue (test split)": lambda n, critic: [
        "eval", "hallucination", "--dataset", "halueval-dialogue", "--split", "test", "--critic", critic, "--limit", str(n),
    ],
    "canary: fictive-data regression (paragraph chunks)": lambda n, critic: [
        "canary", "--n", str(n), "--strategies", "paragraph", "--html", "no", "--critic", critic,
    ],
}  # fmt: skip
CRITICS = ("grounding", "local", "binary", "llm", "combined", "redeep")


class RunError(ValueError):
    """A run cannot start (bad limit, unknown kind, one already running); says why."""


@dataclass
class EvalRun:
    id: int
    argv: list[str]
    started_at: float = field(default_factory=time.time)
    lines: list[str] = field(default_factory=list)
    returncode: int | None = None
    done: bool = False

    def progress(self) -> float | None:
        """The last ``n/N`` fraction seen in the output (tqdm and friends), if any."""
        for line in reversed(self.lines):
            match = _FRACTION.search(line)
            if match and int(match.group(2)) > 0:
                return min(1.0, int(match.group(1)) / int(match.group(2)))
        return None

    def summary(self) -> str:
        state = (
            "running"
            if not self.done
            else ("finished" if self.returncode == 0 else f"failed (exit {self.returncode})")
        )
        frac = self.progress()
        pct = f", {frac:.0%}" if frac is not None and not self.done else ""
        return f"run {self.id}: {state}{pct}, {time.time() - self.started_at:.0f}s"


class EvalRuns:
    def __init__(
        self,
        *,
        settings: Settings,
        command: list[str] | None = None,
        argv_for: Callable | None = None,
    ):
        self.settings = settings
        self.command = command or [sys.executable, "-m", "bot.cli"]
        self.argv_for = argv_for
        self._runs: list[EvalRun] = []
        self._lock = threading.Lock()

    def kinds(self) -> list[str]:
        return list(RUN_KINDS)

    def latest(self) -> EvalRun | None:
        with self._lock:
            return self._runs[-1] if self._runs else None

    def start(self, kind: str, limit: int | float | None, critic: str = "grounding") -> EvalRun:
        if limit is None or int(limit) != limit or not 1 <= int(limit) <= MAX_LIMIT:
            raise RunError(f"--limit must be a whole number from 1 to {MAX_LIMIT}")
        if kind not in RUN_KINDS:
            raise RunError(f"unknown run kind {kind!r}")
        if critic not in CRITICS:
            raise RunError(f"unknown critic {critic!r}")
        argv = (
            self.argv_for(kind, int(limit), critic)
            if self.argv_for
            else RUN_KINDS[kind](int(limit), critic)
        )
        with self._lock:
            if self._runs and not self._runs[-1].done:
                raise RunError("an evaluation is already running; wait for it to finish")
            run = EvalRun(id=len(self._runs) + 1, argv=[*self.command, *argv])
            self._runs.append(run)
        threading.Thread(
            target=self._drive, args=(run,), daemon=True, name=f"guardbot-eval-{run.id}"
        ).start()
        return run

    def _drive(self, run: EvalRun) -> None:
        env = dict(
            os.environ,
            GUARDBOT_DATA_DIR=str(self.settings.resolved_data_dir()),
            PYTHONUNBUFFERED="1",
        )
        try:
            proc = subprocess.Popen(
                run.argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env
            )
        except OSError as exc:
            run.lines.append(f"could not start the run: {exc}")
            run.returncode, run.done = -1, True
            return
        buffer = b""
        assert proc.stdout is not None
        while chunk := proc.stdout.read1(4096):  # type: ignore[attr-defined]  # a BufferedReader
            buffer += chunk
            *complete, buffer = re.split(rb"[\r\n]", buffer)
            self._add(run, [c.decode("utf-8", "replace") for c in complete if c.strip()])
        self._add(run, [buffer.decode("utf-8", "replace")] if buffer.strip() else [])
        run.returncode = proc.wait()
        run.done = True

    def _add(self, run: EvalRun, lines: list[str]) -> None:
        with self._lock:
            run.lines.extend(lines)
            del run.lines[:-200]

    def tail(self, run: EvalRun) -> str:
        with self._lock:
            return "\n".join(run.lines[-TAIL_LINES:])
