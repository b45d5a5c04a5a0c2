"""Every turn as an OpenTelemetry trace (OpenInference conventions), for Phoenix, Langfuse or
any OTLP backend; off (nothing imported, nothing built) when no OTLP endpoint is set.

    config.py       where traces go: the standard OTEL_* variables, GUARDBOT_TRACE_*
    plan.py         one finished turn -> its spans as data (the generic step mapping)
    attributes.py   OpenInference attributes of model calls, tools, documents, verdicts
    export.py       the process's pipeline: span-building worker, batch processor, OTLP/HTTP
    observer.py     TurnTracer, the TurnRunner observer; the trace id into the turn's meta
    meta.py         where the turn's meta holds its trace and root span ids
    annotations.py  feedback and support labels as Phoenix span annotations

``bot.wiring.build_runner`` passes ``observers_from_env(...)`` to every runner; the turn
never imports this package. docs/tracing.md describes it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from bot.settings import Settings
from bot.store.log import PayloadLog
from bot.tracing.config import TraceConfig, config_from_env
from bot.tracing.meta import trace_ids


def observers_from_env(
    settings: Settings,
    *,
    log: Callable[[], PayloadLog],
    environ: Mapping[str, str] | None = None,
) -> list[Any]:
    """The turn observers the environment asks for: a ``TurnTracer`` when an OTLP endpoint
    is set (and, with ``GUARDBOT_TRACE_ANNOTATIONS_URL``, feedback sent as annotations);
    else none. ``log``: gives the runner's payload log (only called when tracing is on)."""
    config = config_from_env(settings, environ)
    if config is None:
        return []
    return [tracer_for(config, log=log())]


def tracer_for(config: TraceConfig, *, log: PayloadLog) -> Any:
    """A ``TurnTracer`` on the process's pipeline for ``config``, recording into ``log``."""
    # lazy: the OpenTelemetry SDK and exporter (~0.1 s to import) only when tracing is on
    from bot.tracing.annotations import Annotations
    from bot.tracing.export import pipeline_for
    from bot.tracing.observer import TurnTracer

    pipeline = pipeline_for(config)
    if config.annotations_url:
        log.subscribe(Annotations(config=config, pipeline=pipeline, log=log))
    return TurnTracer(config=config, pipeline=pipeline, log=log)


def trace_url(settings: Settings, meta: Any) -> str | None:
    """The turn's trace in the tracing UI (``GUARDBOT_TRACE_UI_URL`` with ``{trace_id}``), when
    one is configured and the turn was traced."""
    ids = trace_ids(meta)
    if not settings.trace_ui_url or ids is None:
        return None
    return settings.trace_ui_url.replace("{trace_id}", str(ids["trace_id"])).replace(
        "{span_id}", str(ids.get("span_id") or "")
    )
