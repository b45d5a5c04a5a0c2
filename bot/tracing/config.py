"""Where traces go, read from the standard OpenTelemetry variables (and guardbot's settings).

    OTEL_EXPORTER_OTLP_ENDPOINT=http://127.0.0.1:6006      # Phoenix; <endpoint>/v1/traces
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT=http://host/api/public/otel/v1/traces   # used as is
    OTEL_EXPORTER_OTLP_HEADERS=Authorization=Basic%20...    # (or _TRACES_HEADERS)
    OTEL_SERVICE_NAME=guardbot   OTEL_TRACES_SAMPLER=parentbased_traceidratio   _ARG=0.1
    OTEL_EXPORTER_OTLP_TIMEOUT=10000                        # ms per export request

No endpoint (or ``OTEL_SDK_DISABLED=true``, or ``OTEL_TRACES_EXPORTER`` naming another
exporter than ``otlp``): no config, no tracer, nothing built.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from urllib.parse import unquote

from bot.settings import Settings

DEFAULT_SERVICE = "guardbot"
SAMPLERS = (
    "always_on",
    "always_off",
    "traceidratio",
    "parentbased_always_on",
    "parentbased_always_off",
    "parentbased_traceidratio",
)


@dataclass(frozen=True)
class TraceConfig:
    endpoint: str  # the OTLP/HTTP traces URL, ``.../v1/traces``
    headers: tuple[tuple[str, str], ...] = ()
    service_name: str = DEFAULT_SERVICE
    sampler: str = "parentbased_always_on"
    sampler_arg: float = 1.0
    timeout_s: float = 10.0
    content: bool = True  # message, document and tool text in spans (else ids, timings, verdicts)
    annotations_url: str | None = None  # Phoenix's base URL: feedback as span annotations
    ui_url: str | None = None  # a trace in the tracing UI, with ``{trace_id}``

    @property
    def exporter_key(self) -> tuple:
        """What the export pipeline depends on (one pipeline per process for each)."""
        return (self.endpoint, self.headers, self.service_name, self.sampler, self.sampler_arg)


def traces_endpoint(environ: Mapping[str, str]) -> str | None:
    """The traces URL: the signal variable as is, else the base one plus ``/v1/traces``."""
    signal = (environ.get("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT") or "").strip()
    if signal:
        return signal
    base = (environ.get("OTEL_EXPORTER_OTLP_ENDPOINT") or "").strip()
    return f"{base.rstrip('/')}/v1/traces" if base else None


def parse_headers(text: str | None) -> tuple[tuple[str, str], ...]:
    """``key=value,key2=value2`` (values URL-encoded, as the OTLP spec writes them)."""
    pairs = []
    for item in (text or "").split(","):
        key, sep, value = item.partition("=")
        if sep and key.strip():
            pairs.append((unquote(key.strip()).lower(), unquote(value.strip())))
    return tuple(pairs)


def _sampler(environ: Mapping[str, str]) -> tuple[str, float]:
    name = (environ.get("OTEL_TRACES_SAMPLER") or "parentbased_always_on").strip().lower()
    if name not in SAMPLERS:
        name = "parentbased_always_on"  # the SDK's default for a name it does not know
    try:
        arg = float(environ.get("OTEL_TRACES_SAMPLER_ARG") or 1.0)
    except ValueError:
        arg = 1.0
    return name, min(max(arg, 0.0), 1.0)


def _timeout_s(environ: Mapping[str, str]) -> float:
    raw = environ.get("OTEL_EXPORTER_OTLP_TRACES_TIMEOUT") or environ.get(
        "OTEL_EXPORTER_OTLP_TIMEOUT"
    )
    try:
        return max(float(raw) / 1000.0, 0.1) if raw else 10.0  # milliseconds, as the spec says
    except ValueError:
        return 10.0


def disabled(environ: Mapping[str, str]) -> bool:
    exporter = (environ.get("OTEL_TRACES_EXPORTER") or "otlp").strip().lower()
    return (environ.get("OTEL_SDK_DISABLED") or "").strip().lower() == "true" or exporter not in (
        "otlp",
        "",
    )


def config_from_env(
    settings: Settings, environ: Mapping[str, str] | None = None
) -> TraceConfig | None:
    """The trace config of ``environ`` (default: the process environment) and ``settings``;
    None when no OTLP endpoint is set (tracing off)."""
    environ = os.environ if environ is None else environ
    endpoint = traces_endpoint(environ)
    if endpoint is None or disabled(environ):
        return None
    sampler, arg = _sampler(environ)
    headers = environ.get("OTEL_EXPORTER_OTLP_TRACES_HEADERS") or environ.get(
        "OTEL_EXPORTER_OTLP_HEADERS"
    )
    return TraceConfig(
        endpoint=endpoint,
        headers=parse_headers(headers),
        service_name=(environ.get("OTEL_SERVICE_NAME") or DEFAULT_SERVICE).strip(),
        sampler=sampler,
        sampler_arg=arg,
        timeout_s=_timeout_s(environ),
        content=settings.trace_content,
        annotations_url=settings.trace_annotations_url,
        ui_url=settings.trace_ui_url,
    )
