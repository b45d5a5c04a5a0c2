"""Where a turn's trace is written down: ``meta["trace"] = {"trace_id", "span_id"}`` in the
payload log's ``turns`` row (hex ids; the span is the turn's root span)."""

from __future__ import annotations

from typing import Any

META_KEY = "trace"


def trace_ids(meta: Any) -> dict[str, str] | None:
    """The ids a turn's meta holds, if the turn was traced."""
    ids = meta.get(META_KEY) if isinstance(meta, dict) else None
    return ids if isinstance(ids, dict) and ids.get("trace_id") else None
