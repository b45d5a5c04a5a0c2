"""Chat-model backends behind one port (see ``base.ChatModel``)."""

from __future__ import annotations

from typing import Any

from bot.llm.base import (
    ChatModel,
    ChatRequest,
    ChatResponse,
    LLMError,
    ToolCall,
    make_response,
)
from bot.llm.local import get_local_model
from bot.llm.openai_backend import OpenAIModel
from bot.llm.scripted import ScriptedModel
from bot.settings import Settings

__all__ = [
    "ChatModel",
    "ChatRequest",
    "ChatResponse",
    "LLMError",
    "ToolCall",
    "make_response",
    "build_model",
]


def build_model(
    settings: Settings, backend: str | None = None, *, model: str | None = None, **overrides: Any
) -> ChatModel:
    """The chat model ``settings`` configure (``backend``/``model`` override them), not
    recorded: ``bot.wiring.make_model`` wraps it to record every call in a payload log."""
    backend = backend or settings.backend
    if backend == "openai":
        return OpenAIModel.from_settings(settings, model=model, **overrides)
    if backend == "local":
        return get_local_model(model or settings.local_model_path, settings=settings)
    if backend == "scripted":
        scripted: ChatModel = overrides.get("scripted") or ScriptedModel(
            default=overrides.get("default", "(scripted reply)")
        )
        return scripted
    raise ValueError(
        f"unknown backend {backend!r}: choose local, openai or scripted (GUARDBOT_BACKEND)"
    )
