"""Evaluation runs started from the web page: ``guardbot eval hallucination ... --limit N``
(or a canary run) as a subprocess. The page shows a progress bar and a sentence, not the
terminal: the run's own count of examples (``n/N`` where N is the limit; a library's
"Loading weights 103/103" is not the run's progress), the time it took and what is left.
The output, cleaned of terminal codes, stays available behind a toggle.
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

from bot.critic.registry import CRITICS as REGISTERED
from bot.settings import Settings

MAX_LIMIT = 2000
TAIL_LINES = 30
_FRACTION = re.compile(r"(\d+)\s*/\s*(\d+)")
_ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b[()][A-Za-z0-9]|[\x00-\x08\x0b-\x1f]")

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
CRITICS = tuple(REGISTERED)  # every registered critic (bot/critic/registry.py), support first


def clean(line: str) -> str:
    """A line of terminal output without its colour and cursor codes."""
    return _ANSI.sub("", line).strip()


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
    total: int | None = None  # the examples the run goes through (its --limit)
    label: str | None = None  # a progress line of the run names this (canary: "canary")
    ended_at: float | None = None

    def counted(self) -> tuple[int, int] | None:
        """The run's own last ``n/N`` (N the run's total); another count in the output (a
        model's weights loading) is not the run's progress."""
        for line in reversed(self.lines):
            if self.label and self.label not in line:
                continue
            for done, total in reversed(_FRACTION.findall(line)):
                if int(total) > 0 and (self.total is None or int(total) == self.total):
                    return min(int(done), int(total)), int(total)
        return None

    def progress(self) -> float | None:
        if self.done and self.returncode == 0:
            return 1.0
        counted = self.counted()
        return counted[0] / counted[1] if counted else None

    def seconds(self) -> float:
        return (self.ended_at or time.time()) - self.started_at

    def summary(self) -> str:
        """Where the run stands, in a sentence."""
        took = _duration(self.seconds())
        if self.done:
            if self.returncode == 0:
                return f"Finished in {took}; its report is in the list above."
            last = next((line for line in reversed(self.lines) if line), "no output")
            return f"Failed after {took} (exit {self.returncode}): {last[:200]}"
        counted = self.counted()
        if counted is None:
            return f"Starting ({took}): loading the data and the critic..."
        done, total = counted
        left = ""
        if 0 < done < total:
            left = f", about {_duration(self.seconds() / done * (total - done))} left"
        return f"Running: {done} of {total} examples judged ({took}{left})."


def _duration(seconds: float) -> str:
    seconds = max(0, int(round(seconds)))
    if seconds < 60:
        return f"{seconds} s"
    return f"{seconds // 60} min {seconds % 60:02d} s"


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
            canary = kind.startswith("canary")
            run = EvalRun(
                id=len(self._runs) + 1,
                argv=[*self.command, *argv],
                total=None if canary else int(limit),
                label="canary" if canary else None,
            )
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
            run.returncode, run.ended_at, run.done = -1, time.time(), True
            return
        buffer = b""
        assert proc.stdout is not None
        while chunk := proc.stdout.read1(4096):  # type: ignore[attr-defined]  # a BufferedReader
            buffer += chunk
            *complete, buffer = re.split(rb"[\r\n]", buffer)
            self._add(run, [clean(c.decode("utf-8", "replace")) for c in complete])
        self._add(run, [clean(buffer.decode("utf-8", "replace"))])
        run.returncode = proc.wait()
        run.ended_at = time.time()
        run.done = True

    def _add(self, run: EvalRun, lines: list[str]) -> None:
        with self._lock:
            run.lines.extend(line for line in lines if line)
            del run.lines[:-200]

    def tail(self, run: EvalRun) -> str:
        with self._lock:
            return "\n".join(run.lines[-TAIL_LINES:])
