"""Running a guarded turn for a ``/v1`` request without blocking the event loop.

The turn runs in the web app's worker pool (``ui.jobs.TurnJobs``), exactly like a browser
chat turn. The request waits for it in a thread of its own limiter (never the event loop,
never the default executor that other handlers share), at most ``api_max_inflight``
requests at a time; one more gets 429 with ``Retry-After``. A turn still running when the
request gives up (``api_timeout_s``) runs to its end and is logged all the same.
"""

from __future__ import annotations

import time
from collections.abc import AsyncIterator
from typing import Any

import anyio
import sqlalchemy as sa

from bot.steps import Step
from bot.store import schema
from bot.store.log import PayloadLog
from ui.jobs import Busy, RunnerFactory, TurnJob, TurnJobs
from ui.openai_api.errors import ApiError, server_error
from ui.openai_api.format import TurnSummary, summarise

HEARTBEAT_S = 10.0  # a streaming client hears from the server at least this often


def _wait(job: TurnJob, seen: int, timeout: float) -> tuple[list[Step], bool]:
    with job.cond:
        job.cond.wait_for(lambda: job.done or len(job.steps) > seen, timeout=max(timeout, 0.0))
        return list(job.steps), job.done


def usage_of(log: PayloadLog, turn_id: str | None) -> dict[str, int]:
    """Tokens of every model call of the turn (actor, forcing, critic, regeneration)."""
    calls = schema.llm_calls
    with log.engine.connect() as conn:
        prompt, completion = conn.execute(
            sa.select(
                sa.func.coalesce(sa.func.sum(calls.c.prompt_tokens), 0),
                sa.func.coalesce(sa.func.sum(calls.c.completion_tokens), 0),
            ).where(calls.c.turn_id == (turn_id or ""))
        ).one()
    prompt, completion = int(prompt), int(completion)
    return {
        "prompt_tokens": prompt,
        "completion_tokens": completion,
        "total_tokens": prompt + completion,
    }


class TurnGateway:
    def __init__(self, *, jobs: TurnJobs, log: PayloadLog, timeout_s: float, max_inflight: int):
        self.jobs = jobs
        self.log = log
        self.timeout_s = timeout_s
        self.max_inflight = max_inflight
        # threads that wait for turns; waiting never holds up a turn, so this only bounds threads
        self.limiter = anyio.CapacityLimiter(max_inflight * 2)
        self._jobs: list[TurnJob] = []
        self.busy_waits = 0  # requests that waited for their conversation's running turn

    def check_capacity(self) -> None:
        """429 when ``max_inflight`` turns of this endpoint are queued or running (nothing
        written). Finished turns drop out by themselves, whatever became of their request."""
        self._jobs = [job for job in self._jobs if not job.done]
        if len(self._jobs) >= self.max_inflight:
            raise ApiError(
                429,
                f"guardbot is answering {len(self._jobs)} requests already; retry in a few seconds.",
                type="rate_limit_error",
                code="rate_limit_exceeded",
                headers={"Retry-After": "2"},
            )

    async def start(
        self,
        session_id: str,
        question: str,
        history: list[dict[str, Any]],
        *,
        runner_factory: RunnerFactory,
        deadline: float,
    ) -> TurnJob:
        """Start the turn; a conversation with a turn still running waits for it first."""
        while True:
            try:
                job = self.jobs.start(session_id, question, history, runner_factory=runner_factory)
                self._jobs.append(job)
                return job
            except Busy:
                live = self.jobs.running(session_id)
                if live is not None:
                    self.busy_waits += 1
                    await self._wait_done(live, deadline)
            if time.monotonic() > deadline:
                raise self.timeout(None)

    async def _wait_done(self, job: TurnJob, deadline: float) -> bool:
        seen = len(job.steps)
        done = job.done
        while not done and time.monotonic() < deadline:
            steps, done = await self.changes(job, seen, deadline)
            seen = len(steps)
        return done

    async def changes(self, job: TurnJob, seen: int, deadline: float) -> tuple[list[Step], bool]:
        """The job's steps once there are more than ``seen`` or it is done (or a heartbeat)."""
        timeout = min(HEARTBEAT_S, deadline - time.monotonic())
        return await anyio.to_thread.run_sync(_wait, job, seen, timeout, limiter=self.limiter)

    async def follow(self, job: TurnJob, deadline: float) -> AsyncIterator[list[Step]]:
        """New steps as they come (an empty list on a heartbeat), until the job is done."""
        seen = 0
        while True:
            steps, done = await self.changes(job, seen, deadline)
            yield steps[seen:]
            seen = len(steps)
            if done:
                return
            if time.monotonic() > deadline:
                raise self.timeout(job)

    async def finish(self, job: TurnJob, deadline: float) -> TurnSummary:
        if not await self._wait_done(job, deadline):
            raise self.timeout(job)
        return self.summary(job)

    def summary(self, job: TurnJob) -> TurnSummary:
        """The finished turn, or ``ApiError`` when it failed (the failure is in the log)."""
        final = job.final
        if final is None:
            raise server_error(
                job.error or "The turn failed; it is recorded in the log.", code="turn_failed"
            )
        if final.outcome == "error":
            raise server_error(
                final.answer or "The model is unavailable.",
                status=503,
                code="model_unavailable",
            )
        usage = usage_of(self.log, final.turn_id)
        return summarise(final, job.steps, session_id=job.session_id, usage=usage)

    def timeout(self, job: TurnJob | None) -> ApiError:
        where = " It goes on and will be in the session's log." if job is not None else ""
        return server_error(
            f"The answer took longer than {self.timeout_s:.0f} s.{where}",
            status=504,
            code="timeout",
        )
