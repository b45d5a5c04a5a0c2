"""Export never slows or breaks a turn: with the OTLP endpoint at a closed port, or at a
server that takes the request and never answers, turns are answered and logged exactly as
with tracing off, and the tracer's own work still runs to its end. The runner builds its
tracer from the OTEL_* variables (the wiring's default path); the exporter is the real
OTLP/HTTP one."""

from __future__ import annotations

import json
import socket
import threading
from collections.abc import Iterator

import pytest

from bot.tracing.export import pipeline_for
from tests.tracing.conftest import GOOD
from tests.ui.fakes import free_port

QUESTION = "What is the health of acme-9?"


def data_turn() -> list:
    from bot.llm.scripted import tool_reply

    return [tool_reply("get_account_details", {"account_id": "acme-9"}), GOOD]


class Silent:
    """A TCP server that takes each connection, reads, and never answers (until closed)."""

    def __init__(self) -> None:
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(8)
        self.url = f"http://127.0.0.1:{self.sock.getsockname()[1]}"
        self.connected = threading.Event()
        self.held: list[socket.socket] = []
        threading.Thread(target=self._accept, daemon=True, name="silent-otlp").start()

    def _accept(self) -> None:
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:  # closed
                return
            self.held.append(conn)
            self.connected.set()

    def close(self) -> None:
        self.sock.close()
        for conn in self.held:
            conn.close()


@pytest.fixture
def silent() -> Iterator[Silent]:
    server = Silent()
    yield server
    server.close()


def turns(make_runner, replies_per_turn: int = 3) -> list:
    runner = make_runner([r for _ in range(replies_per_turn) for r in data_turn()])
    session = runner.log.start_session()
    return runner, [runner.run_to_end(session, QUESTION) for _ in range(replies_per_turn)]


def logged(log, results) -> list[tuple]:
    """What the payload log holds of each turn, less ids and times."""
    out = []
    for result in results:
        turn = log.get("turns", result.turn_id)
        steps = log.rows("steps", where={"turn_id": result.turn_id}, order_by="idx")
        out.append(
            (
                turn["outcome"],
                turn["final_answer"],
                [s["kind"] for s in steps],
                log.count("llm_calls", turn_id=result.turn_id),
                log.count("tool_calls", turn_id=result.turn_id),
                log.count("verdicts", turn_id=result.turn_id),
            )
        )
    return out


def test_turns_are_answered_and_logged_as_before_with_the_endpoint_at_a_closed_port(
    make_runner, payload_log, monkeypatch, env_pipelines
):
    untraced, before = turns(make_runner)
    assert untraced.observers == []  # no OTEL_* variable: no tracer, nothing built
    closed = free_port()  # bound and released: nothing listens there
    monkeypatch.setenv("OTEL_EXPORTER_OTLP_ENDPOINT", f"http://127.0.0.1:{closed}")
    monkeypatch.setenv("OTEL_EXPORTER_OTLP_TIMEOUT", "500")  # ms; the exporter gives up soon
    monkeypatch.setenv("OTEL_BSP_SCHEDULE_DELAY", "10")  # it tries at once, and fails
    traced, after = turns(make_runner)
    (tracer,) = traced.observers
    assert [r.answer for r in after] == [r.answer for r in before] == [GOOD] * 3
    assert logged(payload_log, after) == logged(payload_log, before)
    assert tracer.pipeline.flush(60)  # spans built and handed to the exporter, which failed
    for result in after:  # each turn's trace id is recorded all the same
        assert json.loads(payload_log.get("turns", result.turn_id)["meta"])["trace"]["trace_id"]


def test_a_backend_that_never_answers_costs_the_turns_nothing(
    make_runner, payload_log, monkeypatch, env_pipelines, silent
):
    monkeypatch.setenv("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", f"{silent.url}/v1/traces")
    monkeypatch.setenv("OTEL_EXPORTER_OTLP_TRACES_TIMEOUT", "600000")  # ms: it would wait long
    monkeypatch.setenv("OTEL_BSP_SCHEDULE_DELAY", "10")
    runner, first = turns(make_runner, replies_per_turn=1)
    (tracer,) = runner.observers
    assert silent.connected.wait(60), "the exporter never reached the silent backend"
    # the exporter's thread now waits on a backend that will not answer: the turns go on
    runner2, more = turns(make_runner, replies_per_turn=3)
    assert [r.outcome for r in first + more] == ["answered"] * 4
    assert tracer.pipeline is pipeline_for(tracer.config) is runner2.observers[0].pipeline
    assert tracer.pipeline.worker.wait_idle(60)  # and the spans of every turn were built
    for result in first + more:
        assert payload_log.get("turns", result.turn_id)["outcome"] == "answered"
        assert "trace" in json.loads(payload_log.get("turns", result.turn_id)["meta"])
