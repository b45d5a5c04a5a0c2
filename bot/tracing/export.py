"""The export pipeline: one per process and config. A worker thread builds each finished
turn's spans (off the request path); the SDK's ``BatchSpanProcessor`` sends them over
OTLP/HTTP (protobuf) from a thread of its own. A backend that is down or slow costs a turn
nothing: the worker's line and the processor's queue are bounded, and what does not fit is
dropped with a warning (the payload log keeps everything).
"""

from __future__ import annotations

import atexit
import queue
import threading
from collections.abc import Callable

import structlog
from openinference.semconv.resource import ResourceAttributes
from openinference.semconv.trace import SpanAttributes
from opentelemetry import trace
from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
from opentelemetry.sdk.resources import SERVICE_NAME, Resource
from opentelemetry.sdk.trace import SpanLimits, TracerProvider, sampling
from opentelemetry.sdk.trace.export import BatchSpanProcessor, SpanExporter
from opentelemetry.trace import SpanContext, Status, StatusCode
from opentelemetry.trace.propagation.tracecontext import TraceContextTextMapPropagator

from bot.tracing.config import TraceConfig
from bot.tracing.plan import SpanPlan

log = structlog.get_logger("guardbot.tracing")

MAX_PENDING = 1000  # turns waiting for their spans to be built; more are dropped (logged)
MAX_ATTRIBUTES = 4096  # a model call's messages and tools are many attributes


def make_sampler(name: str, arg: float) -> sampling.Sampler:
    """The sampler ``OTEL_TRACES_SAMPLER`` names (its ``_ARG``: the ratio)."""
    ratio = sampling.TraceIdRatioBased(arg)
    table: dict[str, sampling.Sampler] = {
        "always_on": sampling.ALWAYS_ON,
        "always_off": sampling.ALWAYS_OFF,
        "traceidratio": ratio,
        "parentbased_always_on": sampling.ParentBased(sampling.ALWAYS_ON),
        "parentbased_always_off": sampling.ParentBased(sampling.ALWAYS_OFF),
        "parentbased_traceidratio": sampling.ParentBased(ratio),
    }
    return table.get(name, table["parentbased_always_on"])


def make_resource(service_name: str) -> Resource:
    """``service.name``, and the Phoenix project (``openinference.project.name``) of the same
    name unless ``OTEL_RESOURCE_ATTRIBUTES`` names one."""
    resource = Resource.create({SERVICE_NAME: service_name})
    if ResourceAttributes.PROJECT_NAME not in resource.attributes:
        resource = resource.merge(Resource({ResourceAttributes.PROJECT_NAME: service_name}))
    return resource


class Worker:
    """One daemon thread running jobs in the order given; never blocks the one who gives."""

    def __init__(self, *, name: str, max_pending: int = MAX_PENDING):
        self._jobs: queue.Queue[Callable[[], object]] = queue.Queue(maxsize=max_pending)
        self._pending = 0
        self._idle = threading.Condition()
        self._thread = threading.Thread(target=self._loop, name=name, daemon=True)
        self._thread.start()

    def submit(self, job: Callable[[], object]) -> bool:
        with self._idle:
            self._pending += 1
        try:
            self._jobs.put_nowait(job)
            return True
        except queue.Full:
            self._done()
            log.warning("trace_dropped", reason=f"{self._jobs.maxsize} turns already waiting")
            return False

    def wait_idle(self, timeout_s: float) -> bool:
        """True once every job given so far has run (tests, benches, shutdown)."""
        with self._idle:
            return self._idle.wait_for(lambda: self._pending == 0, timeout=timeout_s)

    def _done(self) -> None:
        with self._idle:
            self._pending -= 1
            self._idle.notify_all()

    def _loop(self) -> None:
        while True:
            job = self._jobs.get()
            try:
                job()
            except Exception as exc:  # a trace is never worth more than a log line
                log.warning("trace_job_failed", error=f"{type(exc).__name__}: {exc}"[:300])
            finally:
                self._done()


class Pipeline:
    """A tracer provider (resource, sampler), its batch processor and exporter, and the
    worker that builds spans. ``exporter``: another exporter than OTLP/HTTP (tests)."""

    def __init__(self, config: TraceConfig, *, exporter: SpanExporter | None = None):
        self.config = config
        self.provider = TracerProvider(
            resource=make_resource(config.service_name),
            sampler=make_sampler(config.sampler, config.sampler_arg),
            span_limits=SpanLimits(max_span_attributes=MAX_ATTRIBUTES),
            shutdown_on_exit=False,  # ours, bounded: a backend that hangs never holds up an exit
        )
        self.exporter = exporter or OTLPSpanExporter(
            endpoint=config.endpoint, headers=dict(config.headers), timeout=config.timeout_s
        )
        self.provider.add_span_processor(BatchSpanProcessor(self.exporter))
        self.tracer = self.provider.get_tracer("guardbot")
        self.worker = Worker(name="guardbot-trace")
        atexit.register(self.shutdown)

    def emit(self, plans: list[SpanPlan], parent: dict[str, str] | None) -> SpanContext | None:
        """Start and end every planned span at its own times; the root's context, or None
        when the sampler left the trace out."""
        context = TraceContextTextMapPropagator().extract(parent) if parent else None
        spans: list[trace.Span] = []
        for plan in plans:
            within = (
                context if plan.parent is None else trace.set_span_in_context(spans[plan.parent])
            )
            span = self.tracer.start_span(
                plan.name,
                context=within,
                attributes={
                    SpanAttributes.OPENINFERENCE_SPAN_KIND: plan.kind.value,
                    **plan.attributes,
                },
                start_time=_ns(plan.start),
            )
            if not spans and not span.is_recording():
                return None
            if plan.error:
                span.set_status(Status(StatusCode.ERROR, plan.error[:500]))
            spans.append(span)
        for span, plan in reversed(list(zip(spans, plans, strict=True))):
            span.end(end_time=_ns(plan.end))
        return spans[0].get_span_context() if spans else None

    def flush(self, timeout_s: float = 30.0) -> bool:
        """Wait for the worker's jobs, then send what the processor holds (tests, benches)."""
        idle = self.worker.wait_idle(timeout_s)
        return idle and self.provider.force_flush(int(timeout_s * 1000))

    def shutdown(self, wait_s: float = 5.0) -> None:
        """Build what is waiting and send what is left, giving each at most ``wait_s``
        (the SDK's own shutdown waits 30 s on a backend that hangs)."""
        atexit.unregister(self.shutdown)
        self.worker.wait_idle(wait_s)
        closing = threading.Thread(target=self.provider.shutdown, daemon=True, name="trace-exit")
        closing.start()
        closing.join(wait_s)


def _ns(seconds: float) -> int:
    return int(seconds * 1_000_000_000)


_pipelines: dict[tuple, Pipeline] = {}
_lock = threading.Lock()


def pipeline_for(config: TraceConfig) -> Pipeline:
    """The process's pipeline for ``config`` (built on first use and kept)."""
    with _lock:
        key = config.exporter_key
        if key not in _pipelines:
            _pipelines[key] = Pipeline(config)
        return _pipelines[key]


def shutdown_pipelines(wait_s: float = 5.0) -> None:
    """Send what is left and stop every pipeline (tests; each also does it at exit)."""
    with _lock:
        pipelines = list(_pipelines.values())
        _pipelines.clear()
    for pipeline in pipelines:
        pipeline.shutdown(wait_s)
