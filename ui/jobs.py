"""Turns run in background threads, decoupled from the browser connection.

A browser that reloads (or drops) mid-answer does not stop the turn: the job keeps
running, its steps are kept, and the reloaded page attaches to it again. Each chat
session has a line of jobs: one runs, the messages sent meanwhile wait in order (shown as
waiting) and run next, so a message sent while an answer is being prepared is never lost;
a full line refuses the message visibly (``QueueFull``). Failures become a clear message;
the user's message is always in the payload log, even when the runner failed before it
could record the turn.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, Protocol

import structlog

from bot import context
from bot.steps import FinalStep, Step
from bot.store.log import PayloadLog
from ui.render import history_for_model

log = structlog.get_logger("guardbot.ui")

OUR_FAULT = "Something went wrong on our side. Your message is saved; please try again in a moment."
# the same failure when the message could not be written either (the log is down)
OUR_FAULT_UNSAVED = (
    "Something went wrong on our side and your message could not be saved; please send it "
    "again in a moment."
)
MAX_WAITING = 5
CROSS_WORKER_POLL_S = (
    0.2  # how often a turn looks whether another worker's turn of its session ended
)

History = list[dict[str, Any]] | Callable[[], list[dict[str, Any]]] | None


class Runner(Protocol):
    def run(
        self, session_id: str, message: str, history: list[dict[str, Any]] | None = None
    ) -> Iterator[Step]: ...


RunnerFactory = Callable[[], Runner]


class Busy(RuntimeError):
    """The session already has a turn in progress (for callers that refuse to queue)."""


class QueueFull(Busy):
    """The session already has ``MAX_WAITING`` messages waiting."""


@dataclass
class TurnJob:
    session_id: str
    message: str
    steps: list[Step] = field(default_factory=list)
    error: str | None = None  # a message safe to show the user
    state: str = "waiting"  # waiting -> running -> done
    started_at: float = field(default_factory=time.time)
    history: History = field(default=None, repr=False)
    runner_factory: RunnerFactory | None = field(default=None, repr=False)
    cond: threading.Condition = field(default_factory=threading.Condition)
    # the caller's trace (a request's traceparent), continued by the turn in the worker
    trace_parent: dict[str, str] | None = field(default_factory=context.trace_parent, repr=False)

    @property
    def done(self) -> bool:
        return self.state == "done"

    def add(self, step: Step) -> None:
        with self.cond:
            self.steps.append(step)
            self.cond.notify_all()

    def finish(self, error: str | None = None) -> None:
        with self.cond:
            self.error = error
            self.state = "done"
            self.cond.notify_all()

    @property
    def final(self) -> FinalStep | None:
        last = self.steps[-1] if self.steps else None
        return last if isinstance(last, FinalStep) else None

    @property
    def failed(self) -> bool:
        final = self.final
        return self.error is not None or (final is not None and final.outcome == "error")

    def failure_message(self) -> str:
        answer = self.final.answer if self.final is not None else None
        return self.error or str(answer or "The answer failed.")


@dataclass
class SessionView:
    """A snapshot of one session's line: the running job (if any) and those waiting."""

    running: TurnJob | None
    waiting: list[TurnJob]
    last_done: TurnJob | None

    @property
    def idle(self) -> bool:
        return self.running is None and not self.waiting


def user_message_for(exc: BaseException) -> str:
    """The user-facing text for a failure: the error's own safe message, else ours."""
    message = getattr(exc, "user_message", None)
    return message if isinstance(message, str) and message else OUR_FAULT


class TurnJobs:
    """Runs turns in a small thread pool, one at a time per session, in the order sent.

    ``ready``: an optional gate (e.g. ``WarmUp.wait``) each job passes before its runner is
    built, so questions asked while the app is still warming up wait instead of failing."""

    def __init__(
        self,
        *,
        runner_factory: RunnerFactory,
        log: PayloadLog,
        workers: int = 2,
        max_waiting: int = MAX_WAITING,
        ready: Callable[[], object] | None = None,
        cross_worker_wait_s: float = 600.0,
    ):
        self.runner_factory = runner_factory
        self.cross_worker_wait_s = cross_worker_wait_s
        self.log = log
        self.max_waiting = max_waiting
        self.ready = ready
        self._pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="guardbot-turn")
        self._lines: dict[str, list[TurnJob]] = {}
        self._last: dict[str, TurnJob] = {}
        self._versions: dict[str, int] = {}
        self._cond = threading.Condition()

    # ------------------------------------------------------------ reading
    def view(self, session_id: str) -> SessionView:
        with self._cond:
            return self._view(session_id)

    def _view(self, session_id: str) -> SessionView:
        line = list(self._lines.get(session_id, []))
        running = line[0] if line and line[0].state == "running" else None
        waiting = [j for j in line if j.state == "waiting"]
        return SessionView(running=running, waiting=waiting, last_done=self._last.get(session_id))

    def running(self, session_id: str) -> TurnJob | None:
        return self.view(session_id).running

    def busy(self, session_id: str) -> bool:
        return not self.view(session_id).idle

    def watch(
        self, session_id: str, *, poll_s: float = 0.5, timeout_s: float = 1800.0
    ) -> Iterator[SessionView]:
        """Yield the session's view each time something changes (a step, a job starting
        or ending), until no job is running or waiting. Waits on the change itself."""
        seen = -1
        deadline = time.time() + timeout_s
        while time.time() < deadline:
            with self._cond:
                if self._versions.get(session_id, 0) == seen:
                    self._cond.wait(poll_s)
                version = self._versions.get(session_id, 0)
                view = self._view(session_id)
            if version != seen:
                seen = version
                yield view
            if view.idle:
                return

    # ------------------------------------------------------------ sending
    def submit(
        self,
        session_id: str,
        message: str,
        history: History = None,
        *,
        runner_factory: RunnerFactory | None = None,
    ) -> TurnJob:
        """Queue ``message`` behind the session's running turn (or run it now). ``history``:
        the earlier turns, or a function giving them when the job starts (the default reads
        the log then, so a waiting message sees the answer before it). ``runner_factory``:
        another runner than the default for this job. ``QueueFull`` when the line is full."""
        return self._enqueue(session_id, message, history, runner_factory, refuse_if_busy=False)

    def start(
        self,
        session_id: str,
        message: str,
        history: History = None,
        *,
        runner_factory: RunnerFactory | None = None,
    ) -> TurnJob:
        """Run ``message`` now; ``Busy`` if the session has a turn running or waiting."""
        return self._enqueue(session_id, message, history, runner_factory, refuse_if_busy=True)

    def _enqueue(
        self,
        session_id: str,
        message: str,
        history: History,
        runner_factory: RunnerFactory | None,
        *,
        refuse_if_busy: bool,
    ) -> TurnJob:
        with self._cond:
            line = self._lines.setdefault(session_id, [])
            if line and refuse_if_busy:
                raise Busy("the previous answer is still being prepared")
            if sum(1 for j in line if j.state == "waiting") >= self.max_waiting:
                raise QueueFull(f"{self.max_waiting} messages are already waiting")
            job = TurnJob(
                session_id=session_id,
                message=message,
                history=history,
                runner_factory=runner_factory,
            )
            line.append(job)
            if len(line) == 1:
                self._launch(job)
            self._changed(session_id)
        return job

    def _launch(self, job: TurnJob) -> None:
        job.state = "running"
        job.started_at = time.time()
        self._pool.submit(self._run, job)

    def _changed(self, session_id: str) -> None:
        self._versions[session_id] = self._versions.get(session_id, 0) + 1
        self._cond.notify_all()

    def _add(self, job: TurnJob, step: Step) -> None:
        job.add(step)
        with self._cond:
            self._changed(job.session_id)

    def _done(self, job: TurnJob, error: str | None) -> None:
        with self._cond:
            job.finish(error)
            line = self._lines.get(job.session_id, [])
            if job in line:
                line.remove(job)
            self._last[job.session_id] = job
            if line:
                self._launch(line[0])
            else:
                self._lines.pop(job.session_id, None)
            self._changed(job.session_id)

    # ------------------------------------------------------------ running
    def _history(self, job: TurnJob) -> list[dict[str, Any]]:
        history = job.history
        if callable(history):
            return list(history())
        if history is not None:
            return list(history)
        return history_for_model(self.log, job.session_id)

    def _after_other_workers(self, job: TurnJob) -> None:
        """A session's line spans the workers: while another worker runs a turn of this
        session (its lease holds; ``bot.store.leases``), this one waits, so a conversation's
        turns run one at a time and each sees the answers before it, whichever worker a
        request reached. Bounded by ``cross_worker_wait_s``; a lost worker's lease lapses."""
        leases = getattr(self.log, "leases", None)
        if leases is None:
            return
        deadline = time.monotonic() + self.cross_worker_wait_s
        while leases.busy_elsewhere(job.session_id) and time.monotonic() < deadline:
            time.sleep(CROSS_WORKER_POLL_S)

    def _run(self, job: TurnJob) -> None:
        error: str | None = None
        try:
            self._after_other_workers(job)
        except Exception:  # noqa: BLE001 - the database is down: the turn reports it below
            log.warning("cross_worker_check_failed", session_id=job.session_id)
        turns_before = self.log.count("turns", session_id=job.session_id)
        try:
            if self.ready is not None:
                self.ready()
            runner = (job.runner_factory or self.runner_factory)()
            with context.trace_scope(job.trace_parent):
                for step in runner.run(job.session_id, job.message, self._history(job)):
                    self._add(job, step)
        except Exception as exc:  # noqa: BLE001 - shown as a message, logged with the traceback
            error = user_message_for(exc)
            if error == OUR_FAULT:
                log.exception("turn_failed", session_id=job.session_id)
            else:
                log.warning("turn_failed", session_id=job.session_id, error=str(exc)[:200])
            if not self._keep_message(job, turns_before, str(exc)) and error == OUR_FAULT:
                error = OUR_FAULT_UNSAVED  # never claim a message is saved when it is not
        finally:
            self._done(job, error)

    def _keep_message(self, job: TurnJob, turns_before: int, error: str) -> bool:
        """Make sure the user's message is in the log even if the runner never recorded it;
        False when it could not be written (the turn row does not exist)."""
        try:
            if self.log.count("turns", session_id=job.session_id) > turns_before:
                rows = self.log.rows("turns", where={"session_id": job.session_id})
                pending = [r for r in rows if r["outcome"] == "pending"]
                for row in pending:
                    self.log.finish_turn(row["id"], outcome="error", error=error[:2000])
                return True
            turn_id = self.log.start_turn(job.session_id, job.message)
            self.log.finish_turn(turn_id, outcome="error", error=error[:2000])
            return True
        except Exception:  # noqa: BLE001 - the log itself is down; nothing more we can do here
            log.exception("turn_record_failed", session_id=job.session_id)
            return False

    def shutdown(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)


class SendOrder:
    """Messages a page sends one after the other reach the server as separate requests, which
    a loaded machine may handle in either order. Each carries its page's own count
    (``"<page>:<n>"``, set in the browser when it is sent), and a message waits, at most
    ``wait_s``, until the ones its page sent before it have been queued (or refused). A message
    without a count (an API caller, an old page) goes straight on."""

    def __init__(self, *, wait_s: float = 10.0, keep: int = 10_000):
        self.wait_s = wait_s
        self.keep = keep
        self._next: dict[tuple[str, str], int] = {}
        self._held = 0
        self._cond = threading.Condition()

    @staticmethod
    def parse(stamp: str | None) -> tuple[str, int] | None:
        page, _, count = (stamp or "").partition(":")
        if not (0 < len(page) <= 64 and page.isalnum() and count.isdigit() and len(count) <= 9):
            return None
        return page, int(count)

    @property
    def held(self) -> int:
        """Messages waiting now for an earlier one of their page."""
        with self._cond:
            return self._held

    def wait_turn(self, session_id: str, stamp: str | None) -> tuple[str, str, int] | None:
        """Block until every earlier message of the stamp's page has passed ``done`` (or
        ``wait_s`` ran out); returns the key to pass to ``done``."""
        parsed = self.parse(stamp)
        if parsed is None:
            return None
        key = (session_id, parsed[0])
        deadline = time.monotonic() + self.wait_s
        with self._cond:
            self._held += 1
            try:
                while self._next.get(key, 1) < parsed[1]:
                    left = deadline - time.monotonic()
                    if left <= 0:
                        log.warning(
                            "send_order_gap", expected=self._next.get(key, 1), got=parsed[1]
                        )
                        break
                    self._cond.wait(left)
            finally:
                self._held -= 1
        return session_id, parsed[0], parsed[1]

    def done(self, turn: tuple[str, str, int] | None) -> None:
        """The message is queued or refused: the page's next one may go."""
        if turn is None:
            return
        key, count = (turn[0], turn[1]), turn[2]
        with self._cond:
            # re-inserted, so the pages that sent most lately are the last to be forgotten
            self._next[key] = max(self._next.pop(key, 1), count + 1)
            if len(self._next) > self.keep:  # the oldest pages first (dicts keep insertion order)
                for old in list(self._next)[: len(self._next) - self.keep]:
                    del self._next[old]
            self._cond.notify_all()
