"""``TurnTracer``: an observer of ``bot.turn.TurnRunner`` that exports each turn as a trace.

While the turn runs it only keeps what it is told (the caller's trace context, the typed
steps): a dict entry and a list append. When the turn ends it hands the turn to the
pipeline's worker, which reads the payload log's rows for it (the model and tool payloads
exactly as logged, secrets redacted at write time), redacts the steps the same way, builds
the spans with the records' own times, and records the trace id in the turn's meta
(``meta["trace"] = {"trace_id", "span_id"}``: the developer page's link, the annotations'
target).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

from bot import context
from bot.steps import Step, step_from_dict
from bot.store.log import PayloadLog, loads
from bot.tracing.config import TraceConfig
from bot.tracing.export import Pipeline
from bot.tracing.meta import META_KEY
from bot.tracing.plan import TurnRecord, plan_turn


@dataclass
class _Open:
    session_id: str
    parent: dict[str, str] | None
    started: float
    steps: list[Step] = field(default_factory=list)


class TurnTracer:
    """Observer: ``turn_started`` / ``turn_step`` / ``turn_finished``. ``log``: the runner's
    payload log (or a function giving it, read when the first turn ends)."""

    def __init__(
        self,
        *,
        config: TraceConfig,
        pipeline: Pipeline,
        log: PayloadLog | Callable[[], PayloadLog],
    ):
        self.config = config
        self.pipeline = pipeline
        self._log = log
        self._open: dict[str, _Open] = {}

    @property
    def log(self) -> PayloadLog:
        return self._log() if callable(self._log) else self._log

    # ------------------------------------------------------------ told by the turn (cheap)
    def turn_started(self, *, turn_id: str, session_id: str, message: str = "") -> None:
        self._open[turn_id] = _Open(session_id, context.trace_parent(), time.time())

    def turn_step(self, *, turn_id: str, step: Step) -> None:
        turn = self._open.get(turn_id)
        if turn is not None:
            turn.steps.append(step)

    def turn_finished(self, *, turn_id: str, session_id: str) -> None:
        turn = self._open.pop(turn_id, None)
        if turn is not None:
            self.pipeline.worker.submit(lambda: self.export(turn_id, turn))

    # ------------------------------------------------------------ in the worker
    def record(self, turn_id: str, turn: _Open) -> TurnRecord:
        log = self.log
        row = log.get("turns", turn_id) or {"id": turn_id, "created_at": turn.started}
        redact = log.redactor.data
        return TurnRecord(
            turn={"session_id": turn.session_id, **row, "meta": loads(row.get("meta")) or {}},
            steps=[step_from_dict(redact(s.to_dict()), kind=s.kind) for s in turn.steps],
            llm_calls=log.rows("llm_calls", where={"turn_id": turn_id}),
            tool_calls=log.rows("tool_calls", where={"turn_id": turn_id}),
        )

    def export(self, turn_id: str, turn: _Open) -> dict[str, str] | None:
        """Build and hand over the turn's spans; the ids written to its meta (None when the
        sampler left it out)."""
        plans = plan_turn(self.record(turn_id, turn), content=self.config.content)
        root = self.pipeline.emit(plans, turn.parent)
        if root is None:
            return None
        ids = {"trace_id": f"{root.trace_id:032x}", "span_id": f"{root.span_id:016x}"}
        self.log.set_turn_meta_key(turn_id, META_KEY, ids)
        return ids
