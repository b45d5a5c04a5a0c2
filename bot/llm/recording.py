"""A wrapper that records every model call (successful or failed) in the payload log."""

from __future__ import annotations

import time

import structlog

from bot import context
from bot.llm.base import ChatModel, ChatRequest, ChatResponse, LLMError
from bot.store.log import PayloadLog

log = structlog.get_logger("guardbot.llm")


class RecordingModel:
    """Same port as the model it wraps; each call becomes one ``llm_calls`` row."""

    def __init__(self, inner: ChatModel, payload_log: PayloadLog):
        self.inner = inner
        self.log = payload_log
        self.backend = inner.backend
        self.model_name = inner.model_name
        self.small = bool(getattr(inner, "small", False))

    def complete(self, request: ChatRequest) -> ChatResponse:
        ctx = context.current()
        if request.model is None:
            request.model = self.model_name
        payload = request.to_payload()
        started = time.perf_counter()
        try:
            response = self.inner.complete(request)
        except Exception as exc:
            elapsed = (time.perf_counter() - started) * 1000
            kind = exc.kind if isinstance(exc, LLMError) else type(exc).__name__
            self.log.record_llm_call(
                backend=self.backend,
                model=self.model_name,
                request=payload,
                response=None,
                latency_ms=elapsed,
                session_id=ctx.session_id,
                turn_id=ctx.turn_id,
                purpose=ctx.purpose,
                error_kind=kind,
                error=str(exc),
            )
            log.warning(
                "llm_call_failed",
                session_id=ctx.session_id,
                turn_id=ctx.turn_id,
                purpose=ctx.purpose,
                backend=self.backend,
                error_kind=kind,
                latency_ms=round(elapsed, 1),
            )
            raise
        elapsed = (time.perf_counter() - started) * 1000
        self.log.record_llm_call(
            backend=self.backend,
            model=response.model or self.model_name,
            request=payload,
            response=response.raw,
            latency_ms=elapsed,
            session_id=ctx.session_id,
            turn_id=ctx.turn_id,
            purpose=ctx.purpose,
        )
        log.info(
            "llm_call",
            session_id=ctx.session_id,
            turn_id=ctx.turn_id,
            purpose=ctx.purpose,
            backend=self.backend,
            latency_ms=round(elapsed, 1),
            usage=response.usage,
            finish_reason=response.finish_reason,
        )
        return response
