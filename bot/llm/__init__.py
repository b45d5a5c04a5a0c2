"""Chat-model backends behind one port (see ``base.ChatModel``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.llm.base import (
    ChatModel,
    ChatRequest,
    ChatResponse,
    LLMError,
    ToolCall,
    make_response,
)
from bot.llm.openai_backend import OpenAIModel
from bot.llm.runtime import local_model
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
    "BACKENDS",
]


def _openai(settings: Settings, model: str | None, overrides: dict[str, Any]) -> ChatModel:
    return OpenAIModel.from_settings(settings, model=model, **overrides)


def _local(settings: Settings, model: str | None, overrides: dict[str, Any]) -> ChatModel:
    return local_model(settings, model)


def _scripted(settings: Settings, model: str | None, overrides: dict[str, Any]) -> ChatModel:
    scripted: ChatModel = overrides.get("scripted") or ScriptedModel(
        default=overrides.get("default", "(scripted reply)")
    )
    return scripted


# The backends, by the name ``GUARDBOT_BACKEND`` gives (one table: a name appears once, here).
BACKENDS: dict[str, Callable[[Settings, str | None, dict[str, Any]], ChatModel]] = {
    "local": _local,
    "openai": _openai,
    "scripted": _scripted,
}


def build_model(
    settings: Settings, backend: str | None = None, *, model: str | None = None, **overrides: Any
) -> ChatModel:
    """The chat model ``settings`` configure (``backend``/``model`` override them), not
    recorded: ``bot.wiring.make_model`` wraps it to record every call in a payload log."""
    backend = backend or settings.backend
    make = BACKENDS.get(backend)
    if make is None:
        raise ValueError(
            f"unknown backend {backend!r}: choose {', '.join(BACKENDS)} (GUARDBOT_BACKEND)"
        )
    return make(settings, model, overrides)
