"""Feedback and support labels as span annotations on the turn's trace, where the backend
takes them: Phoenix's REST API (``POST <url>/v1/span_annotations``), at
``GUARDBOT_TRACE_ANNOTATIONS_URL``, with the OTLP headers (its API key). Not configured:
nothing is sent.

The payload log tells its listeners of each piece of feedback and each closed escalation
(``PayloadLog.subscribe``); the annotation is posted from the tracing worker, after the
turn's own spans (the same line of jobs), so it never blocks or fails the caller: errors
are logged.
"""

from __future__ import annotations

import time
from typing import Any

import httpx
import structlog

from bot.store.log import PayloadLog, loads
from bot.tracing.config import TraceConfig
from bot.tracing.export import Pipeline
from bot.tracing.meta import trace_ids

log = structlog.get_logger("guardbot.tracing")

RETRY_S = 30.0  # the span may still be on its way into the backend: 404 is retried this long
FEEDBACK = "user feedback"
RESOLUTION = "support resolution"


def feedback_annotation(record: dict[str, Any], *, content: bool) -> dict[str, Any]:
    rating = int(record.get("rating") or 0)
    result: dict[str, Any] = {"label": "thumbs_up" if rating > 0 else "thumbs_down"}
    result["score"] = 1.0 if rating > 0 else 0.0
    if content and record.get("comment"):
        result["explanation"] = str(record["comment"])
    return {"name": FEEDBACK, "annotator_kind": "HUMAN", "result": result}


def resolution_annotation(record: dict[str, Any], *, content: bool) -> dict[str, Any]:
    result: dict[str, Any] = {"label": str(record.get("label") or record.get("status") or "")}
    if content and record.get("note"):
        result["explanation"] = str(record["note"])
    return {
        "name": RESOLUTION,
        "annotator_kind": "HUMAN",
        "result": result,
        "metadata": {"escalation_id": record.get("escalation_id"), "status": record.get("status")},
    }


ANNOTATIONS = {"feedback": feedback_annotation, "escalation_closed": resolution_annotation}


class Annotations:
    """A payload-log listener: each event of ``ANNOTATIONS`` on a traced turn becomes a span
    annotation on the turn's root span."""

    def __init__(self, *, config: TraceConfig, pipeline: Pipeline, log: PayloadLog):
        self.config = config
        self.pipeline = pipeline
        self.log = log
        self.url = f"{(config.annotations_url or '').rstrip('/')}/v1/span_annotations"

    def __eq__(self, other: object) -> bool:  # one listener per log and config, however often built
        return isinstance(other, Annotations) and (other.config, other.log) == (
            self.config,
            self.log,
        )

    def __hash__(self) -> int:
        return hash((self.config, id(self.log)))

    def __call__(self, event: str, record: dict[str, Any]) -> None:
        make = ANNOTATIONS.get(event)
        if make is not None and record.get("turn_id"):
            annotation = make(record, content=self.config.content)
            self.pipeline.worker.submit(lambda: self.send(str(record["turn_id"]), annotation))

    def send(self, turn_id: str, annotation: dict[str, Any]) -> bool:
        """Post it on the turn's root span (the spans sent first); False if not traced."""
        turn = self.log.get("turns", turn_id)
        ids = trace_ids(loads((turn or {}).get("meta")))
        if ids is None:
            return False
        self.pipeline.provider.force_flush(int(self.config.timeout_s * 1000))
        body = {"data": [{**annotation, "span_id": ids["span_id"]}]}
        headers = dict(self.config.headers)
        delay, deadline = 0.2, time.monotonic() + RETRY_S
        with httpx.Client(timeout=self.config.timeout_s, headers=headers) as client:
            while True:
                response = client.post(self.url, json=body, params={"sync": "true"})
                if response.status_code != 404 or time.monotonic() > deadline:
                    break
                time.sleep(delay)  # the backend is still writing the span (in this worker only)
                delay = min(delay * 2, 2.0)
        if response.is_success:
            return True
        log.warning("trace_annotation_failed", status=response.status_code, turn_id=turn_id)
        return False
