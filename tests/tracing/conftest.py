"""Fixtures of the tracing tests: a turn runner on the demo workspace with the scripted model
(the agent tests' fixtures), a tracer whose spans stay in memory (the SDK's own in-memory
exporter behind the real pipeline), and helpers to read a trace back as a tree."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from opentelemetry.sdk.trace import ReadableSpan
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from bot.tracing.config import TraceConfig
from bot.tracing.export import Pipeline, shutdown_pipelines
from bot.tracing.observer import TurnTracer
from tests.agent.conftest import (  # noqa: F401 - fixtures shared with the agent tests
    _workspace_file,
    catalog,
    make_runner,
    registry,
    workspace,
)

GOOD = "Acme Retail (acme-9) has a health score of 25."
KIND = "openinference.span.kind"  # what the assertions read back (the code uses semconv)


class MemoryTracer:
    """A ``TurnTracer`` on its own pipeline whose exporter keeps the spans in memory."""

    def __init__(self, log: Any, **config: Any):
        self.exporter = InMemorySpanExporter()
        self.pipeline = Pipeline(
            TraceConfig(endpoint="http://127.0.0.1:9/v1/traces", **config), exporter=self.exporter
        )
        self.tracer = TurnTracer(config=self.pipeline.config, pipeline=self.pipeline, log=log)

    def spans(self) -> list[ReadableSpan]:
        assert self.pipeline.flush(30), "the tracing worker did not finish in 30 s"
        return list(self.exporter.get_finished_spans())

    def close(self) -> None:
        self.pipeline.shutdown()


@pytest.fixture
def memory_tracer(payload_log) -> Iterator[Any]:
    made: list[MemoryTracer] = []

    def make(*, log: Any = None, **config: Any) -> MemoryTracer:
        made.append(MemoryTracer(log or payload_log, **config))
        return made[-1]

    yield make
    for tracer in made:
        tracer.close()


@pytest.fixture
def env_pipelines() -> Iterator[None]:
    """For a test whose runner builds its tracer from the environment: the process's
    pipelines are shut down after it."""
    yield
    shutdown_pipelines(wait_s=1.0)  # a test backend may never answer


def kind_of(span: ReadableSpan) -> str:
    return str((span.attributes or {}).get(KIND))


def root_of(spans: list[ReadableSpan]) -> ReadableSpan:
    ids = {s.context.span_id for s in spans}
    roots = [s for s in spans if s.parent is None or s.parent.span_id not in ids]
    assert len(roots) == 1, [s.name for s in roots]
    return roots[0]


def children(spans: list[ReadableSpan], parent: ReadableSpan) -> list[ReadableSpan]:
    return sorted(
        (s for s in spans if s.parent is not None and s.parent.span_id == parent.context.span_id),
        key=lambda s: s.start_time or 0,
    )


def attrs(span: ReadableSpan) -> dict[str, Any]:
    return dict(span.attributes or {})
