"""Turns run in background threads, decoupled from the browser connection.

A browser that reloads (or drops) mid-answer does not stop the turn: the job keeps
running, its steps are kept, and the reloaded page attaches to it again. One job per
chat session at a time. Failures become a clear message; the user's message is always
in the payload log, even when the runner failed before it could record the turn.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, Protocol

import structlog

from bot.steps import Step
from bot.store.log import PayloadLog

log = structlog.get_logger("guardbot.ui")

OUR_FAULT = "Something went wrong on our side. Your message is saved; please try again in a moment."


class Runner(Protocol):
    def run(
        self, session_id: str, message: str, history: list[dict[str, Any]] | None = None
    ) -> Iterator[Step]: ...


RunnerFactory = Callable[[], Runner]


class Busy(RuntimeError):
    """The session already has a turn in progress."""


@dataclass
class TurnJob:
    session_id: str
    message: str
    steps: list[Step] = field(default_factory=list)
    error: str | None = None  # a message safe to show the user
    done: bool = False
    started_at: float = field(default_factory=time.time)
    cond: threading.Condition = field(default_factory=threading.Condition)

    def add(self, step: Step) -> None:
        with self.cond:
            self.steps.append(step)
            self.cond.notify_all()

    def finish(self, error: str | None = None) -> None:
        with self.cond:
            self.error = error
            self.done = True
            self.cond.notify_all()

    def follow(self, *, poll_s: float = 0.5, timeout_s: float = 900.0) -> Iterator[list[Step]]:
        """Yield the steps so far each time new ones arrive, until the job is done."""
        seen = -1
        deadline = time.time() + timeout_s
        while time.time() < deadline:
            with self.cond:
                if len(self.steps) == seen and not self.done:
                    self.cond.wait(poll_s)
                snapshot, done = list(self.steps), self.done
            if len(snapshot) != seen or done:
                seen = len(snapshot)
                yield snapshot
            if done:
                return


def user_message_for(exc: BaseException) -> str:
    """The user-facing text for a failure: the error's own safe message, else ours."""
    message = getattr(exc, "user_message", None)
    return message if isinstance(message, str) and message else OUR_FAULT


class TurnJobs:
    """Runs turns in a small thread pool; keeps the live job of each session."""

    def __init__(self, *, runner_factory: RunnerFactory, log: PayloadLog, workers: int = 2):
        self.runner_factory = runner_factory
        self.log = log
        self._pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="guardbot-turn")
        self._jobs: dict[str, TurnJob] = {}
        self._lock = threading.Lock()

    def current(self, session_id: str) -> TurnJob | None:
        with self._lock:
            return self._jobs.get(session_id)

    def running(self, session_id: str) -> TurnJob | None:
        job = self.current(session_id)
        return job if job is not None and not job.done else None

    def start(
        self,
        session_id: str,
        message: str,
        history: list[dict[str, Any]],
        *,
        runner_factory: RunnerFactory | None = None,
    ) -> TurnJob:
        """Start a turn in the pool (``runner_factory``: another runner than the default,
        e.g. the /v1 endpoint's per-model runner). Raises ``Busy``."""
        with self._lock:
            live = self._jobs.get(session_id)
            if live is not None and not live.done:
                raise Busy("the previous answer is still being prepared")
            job = TurnJob(session_id=session_id, message=message)
            self._jobs[session_id] = job
        self._pool.submit(self._run, job, history, runner_factory or self.runner_factory)
        return job

    def _run(
        self, job: TurnJob, history: list[dict[str, Any]], runner_factory: RunnerFactory
    ) -> None:
        turns_before = self.log.count("turns", session_id=job.session_id)
        error: str | None = None
        try:
            runner = runner_factory()
            for step in runner.run(job.session_id, job.message, history):
                job.add(step)
        except Exception as exc:  # noqa: BLE001 - shown as a message, logged with the traceback
            error = user_message_for(exc)
            if error == OUR_FAULT:
                log.exception("turn_failed", session_id=job.session_id)
            else:
                log.warning("turn_failed", session_id=job.session_id, error=str(exc)[:200])
            self._keep_message(job, turns_before, str(exc))
        finally:
            job.finish(error)

    def _keep_message(self, job: TurnJob, turns_before: int, error: str) -> None:
        """Make sure the user's message is in the log even if the runner never recorded it."""
        try:
            if self.log.count("turns", session_id=job.session_id) > turns_before:
                rows = self.log.rows("turns", where={"session_id": job.session_id})
                pending = [r for r in rows if r["outcome"] == "pending"]
                for row in pending:
                    self.log.finish_turn(row["id"], outcome="error", error=error[:2000])
                return
            turn_id = self.log.start_turn(job.session_id, job.message)
            self.log.finish_turn(turn_id, outcome="error", error=error[:2000])
        except Exception:  # noqa: BLE001 - the log itself is down; nothing more we can do here
            log.exception("turn_record_failed", session_id=job.session_id)

    def shutdown(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)
