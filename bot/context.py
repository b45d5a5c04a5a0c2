"""Ids that travel with every model and tool call of a turn (session, turn, purpose), and the
trace context of the caller whose trace a turn continues.

Set with ``call_scope(...)``; read by the recording wrapper and structlog.
"""

from __future__ import annotations

import contextlib
import contextvars
from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import Any


@dataclass(frozen=True)
class CallContext:
    session_id: str | None = None
    turn_id: str | None = None
    purpose: str = "chat"


_current: contextvars.ContextVar[CallContext] = contextvars.ContextVar(
    "guardbot_call",
    default=CallContext(),  # noqa: B039 - frozen dataclass, immutable
)


def current() -> CallContext:
    return _current.get()


@contextlib.contextmanager
def call_scope(**changes: Any) -> Iterator[CallContext]:
    """Temporarily set session_id / turn_id / purpose for calls made inside the block."""
    ctx = replace(_current.get(), **changes)
    token = _current.set(ctx)
    try:
        yield ctx
    finally:
        _current.reset(token)


# ------------------------------------------------------------ a caller's trace (W3C trace context)
TRACE_HEADERS = ("traceparent", "tracestate")

_trace_parent: contextvars.ContextVar[dict[str, str] | None] = contextvars.ContextVar(
    "guardbot_trace_parent", default=None
)


def trace_headers(headers: Any) -> dict[str, str] | None:
    """The W3C trace-context headers (``traceparent``, ``tracestate``) of a request's headers
    (any mapping with ``get``), or None when it carries no ``traceparent``."""
    found = {name: str(headers.get(name)) for name in TRACE_HEADERS if headers.get(name)}
    return found if "traceparent" in found else None


def trace_parent() -> dict[str, str] | None:
    """The caller's trace context a turn started here continues (None: a trace of its own)."""
    return _trace_parent.get()


@contextlib.contextmanager
def trace_scope(headers: dict[str, str] | None) -> Iterator[None]:
    """Turns started inside the block continue the trace ``headers`` carry (``trace_headers``)."""
    token = _trace_parent.set(headers)
    try:
        yield
    finally:
        _trace_parent.reset(token)
