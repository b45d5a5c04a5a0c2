"""What tracing costs a turn: the same data turn (scripted model, the demo workspace's tool,
a fixed retrieved document) with export off and on to a local OTLP/HTTP collector (a
receiver in this process that decodes each request and counts its spans).

Turns run in blocks, off and on alternating; after an "on" block the tracer's worker and
the batch processor are drained before the next block, so their work is charged to the
"on" turns only. Per turn: wall time of ``run_to_end`` (p50, p95; on a 2-core machine the
"on" turns also share the CPU with the tracer's worker and exporter threads). Apart: the
time spent in the tracer's calls in the turn's own thread (µs, p50), the background work
per turn (building the spans in the tracer's worker, ms, p50), and the spans the collector
got.

``GUARDBOT_BENCH_TRACING_TURNS`` (default 120): turns per condition.
"""

from __future__ import annotations

import os
import statistics
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from bench.common import percentile, prepare_demo, print_table

QUESTION = "What is the health of acme-9?"
ANSWER = "Acme Retail (acme-9) has a health score of 25."
BLOCK = 10


class Collector:
    """An OTLP/HTTP traces receiver on 127.0.0.1 that counts what it gets."""

    def __init__(self) -> None:
        from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import (
            ExportTraceServiceRequest,
            ExportTraceServiceResponse,
        )

        self.spans = 0
        self.requests = 0
        collector = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 - http.server's name
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                request = ExportTraceServiceRequest.FromString(body)
                collector.requests += 1
                collector.spans += sum(
                    len(scope.spans) for rs in request.resource_spans for scope in rs.scope_spans
                )
                reply = ExportTraceServiceResponse().SerializeToString()
                self.send_response(200)
                self.send_header("Content-Type", "application/x-protobuf")
                self.send_header("Content-Length", str(len(reply)))
                self.end_headers()
                self.wfile.write(reply)

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/v1/traces"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()


class PassCritic:
    name = "pass"

    def check(self, question: str, sources: list, answer: str) -> Any:
        from bot.critic.base import Verdict

        return Verdict(critic=self.name)


class FixedRetriever:
    def search(self, query: str, k: int | None = None, where: Any = None) -> list:
        from bot.kb.types import Chunk

        text = "The Team plan costs $49 per user per month. Annual billing saves 20%."
        return [
            Chunk(
                id="pricing-1",
                text=text,
                source="billing/pricing.md",
                title="Pricing",
                start=0,
                end=len(text),
                strategy="paragraph",
                score=0.8,
            )
        ]


def make_tracer(collector: Collector, log: Any) -> Any:
    """A tracer on its own pipeline to ``collector``, timing its background work."""
    from bot.tracing.config import TraceConfig
    from bot.tracing.export import Pipeline
    from bot.tracing.observer import TurnTracer

    class TimedTracer(TurnTracer):
        build_ms: list[float] = []  # in the worker, per turn
        told_us: list[float] = []  # in the turn's thread: every observer call of a turn

        def export(self, turn_id: str, turn: Any) -> Any:
            start = time.perf_counter()
            try:
                return super().export(turn_id, turn)
            finally:
                self.build_ms.append((time.perf_counter() - start) * 1000)

        def turn_started(self, **kwargs: Any) -> None:
            start = time.perf_counter()
            super().turn_started(**kwargs)
            self.told_us.append((time.perf_counter() - start) * 1e6)

        def turn_step(self, **kwargs: Any) -> None:
            start = time.perf_counter()
            super().turn_step(**kwargs)
            self.told_us[-1] += (time.perf_counter() - start) * 1e6

        def turn_finished(self, **kwargs: Any) -> None:
            start = time.perf_counter()
            super().turn_finished(**kwargs)
            self.told_us[-1] += (time.perf_counter() - start) * 1e6

    pipeline = Pipeline(TraceConfig(endpoint=collector.url, service_name="guardbot-bench"))
    return TimedTracer(config=pipeline.config, pipeline=pipeline, log=log)


def make_runner(observers: list[Any] | None) -> Any:
    from bot.llm.scripted import ScriptedModel, tool_reply
    from bot.wiring import build_runner

    def reply(request: Any) -> Any:
        if request.messages[-1]["role"] != "tool":
            return tool_reply("get_account_details", {"account_id": "acme-9"})
        return ANSWER

    return build_runner(
        model=ScriptedModel(default=reply),
        critic=PassCritic(),
        retriever=FixedRetriever(),
        observers=observers,
    )


def run_block(runner: Any, session: str, n: int) -> list[float]:
    times = []
    for _ in range(n):
        start = time.perf_counter()
        result = runner.run_to_end(session, QUESTION)
        times.append((time.perf_counter() - start) * 1000)
        assert result.outcome == "answered", result.outcome
    return times


def main() -> None:
    from bot.store.log import get_log

    prepare_demo()
    turns = int(os.environ.get("GUARDBOT_BENCH_TRACING_TURNS", "120"))
    collector = Collector()
    log = get_log()
    tracer = make_tracer(collector, log)
    runners = {
        "off (no OTEL_* variable)": make_runner(None),
        "on: OTLP/HTTP to a local collector": make_runner([tracer]),
    }
    assert not runners["off (no OTEL_* variable)"].observers
    session = log.start_session()
    for runner in runners.values():  # warm: the planner, the tool's database, the imports
        run_block(runner, session, 3)
    tracer.pipeline.flush(60)
    spans_before, tracer.build_ms[:], tracer.told_us[:] = collector.spans, [], []
    times: dict[str, list[float]] = {name: [] for name in runners}
    for _ in range(0, turns, BLOCK):
        for name, runner in runners.items():
            times[name] += run_block(runner, session, BLOCK)
            tracer.pipeline.flush(60)  # drained before the next block
    rows, base = [], statistics.median(times["off (no OTEL_* variable)"])
    for name, ms in times.items():
        traced = name.startswith("on")
        rows.append(
            [
                name,
                len(ms),
                f"{statistics.median(ms):.1f}",
                f"{percentile(ms, 95):.1f}",
                f"{statistics.median(ms) - base:+.2f}",
                f"{statistics.median(tracer.told_us):.0f}" if traced else "-",
                f"{statistics.median(tracer.build_ms):.1f}" if traced else "-",
                collector.spans - spans_before if traced else "-",
            ]
        )
    print_table(
        "Tracing overhead per turn (scripted data turn; goal: < 5 ms at p50)",
        [
            "export",
            "turns",
            "p50 ms",
            "p95 ms",
            "p50 overhead ms",
            "in the turn µs",
            "built after ms",
            "spans",
        ],
        rows,
    )
    tracer.pipeline.shutdown()
    collector.close()
