"""Test doubles for the web app: a tiny turn runner that writes the payload log like the
real one (used by the logic tests; the browser tests use the real ``bot.turn``), and a
uvicorn server in a background thread on a free 127.0.0.1 port."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from typing import Any

import uvicorn

from bot.llm.base import LLMUnavailable
from bot.steps import CandidateStep, FinalStep, RetrievalStep, Source, Step
from bot.store.log import PayloadLog

DOC = Source(
    kind="document",
    id="pricing-1",
    title="Plans and pricing",
    text="The Team plan costs $49 per user per month. Annual billing saves 20%.",
    meta={"source": "pricing.md"},
)


GATE_TIMEOUT_S = 120.0


class FakeRunner:
    """Answers from one fixed document; 'escalate' in the message escalates; 'backend down'
    raises the error a dead backend raises; 'slow' waits ``delay`` seconds per step;
    'gated' stops after its first step until the test sets ``gate`` (so a test can see
    that step before the turn goes on, whatever the machine's load)."""

    def __init__(self, log: PayloadLog, *, delay: float = 0.0, queue: Any = None):
        self.log = log
        self.delay = delay
        self.queue = queue
        self.gate = threading.Event()
        self.calls: list[tuple[str, str, list]] = []

    def run(self, session_id: str, message: str, history: list | None = None) -> Iterator[Step]:
        self.calls.append((session_id, message, list(history or [])))
        if "backend down" in message:
            raise LLMUnavailable("connection refused")
        turn_id = self.log.start_turn(session_id, message, meta={"history": history or []})
        wait = self.delay if "slow" in message else 0.0
        steps = [
            RetrievalStep(count=1, chunks=[DOC.to_dict()]),
            CandidateStep(answer="..."),
        ]
        for i, step in enumerate(steps):
            time.sleep(wait)
            if i == 1 and "gated" in message and not self.gate.wait(GATE_TIMEOUT_S):
                raise AssertionError("the test never opened the gate")
            self.log.record_step(turn_id, i, step.kind, step.to_dict())
            yield step
        if "escalate" in message and self.queue is not None:
            answer = "We will follow up: a person will answer here."
            self.queue.create(
                session_id=session_id,
                turn_id=turn_id,
                question=message,
                reason="critic kept flagging",
            )
            outcome = "escalated"
        else:
            answer = "The Team plan costs $49 per user per month."
            outcome = "answered"
        time.sleep(wait)
        self.log.finish_turn(
            turn_id, outcome=outcome, final_answer=answer, meta={"sources": [DOC.to_dict()]}
        )
        yield FinalStep(answer=answer, outcome=outcome, turn_id=turn_id)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class ServerThread:
    """A uvicorn server for ``app`` on a free port, in a daemon thread."""

    def __init__(self, app: Any):
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        config = uvicorn.Config(
            app, host="127.0.0.1", port=self.port, log_level="warning", ws="none"
        )
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(
            target=self.server.run, daemon=True, name="guardbot-test-server"
        )

    def __enter__(self) -> ServerThread:
        self.thread.start()
        deadline = time.time() + 30
        while not self.server.started:
            if time.time() > deadline or not self.thread.is_alive():
                raise RuntimeError("the test server did not start")
            time.sleep(0.05)
        return self

    def __exit__(self, *exc: Any) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=10)


class HeldRunner:
    """A runner whose ``model`` is held at ``gate`` (a warm-up that has not finished
    loading the model); everything else is the inner runner's."""

    def __init__(self, inner: Any, gate: threading.Event):
        self.inner = inner
        self.gate = gate

    @property
    def model(self) -> Any:
        if not self.gate.wait(GATE_TIMEOUT_S):
            raise AssertionError("the test never opened the gate")
        return self.inner.model

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)
