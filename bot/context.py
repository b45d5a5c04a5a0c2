"""Ids that travel with every model and tool call of a turn (session, turn, purpose).

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
