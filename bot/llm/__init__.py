"""Chat-model backends behind one port (see ``base.ChatModel``)."""

from __future__ import annotations

from bot.llm.base import (
    ChatModel,
    ChatRequest,
    ChatResponse,
    LLMError,
    ToolCall,
    make_response,
)

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
    backend: str | None = None, *, model: str | None = None, record: bool = True, **overrides
):
    """The configured chat model, wrapped so that every call is recorded in the payload log."""
    from bot.settings import get_settings

    settings = get_settings()
    backend = backend or settings.backend
    inner: ChatModel
    if backend == "openai":
        from bot.llm.openai_backend import OpenAIModel

        inner = OpenAIModel.from_settings(settings, model=model, **overrides)
    elif backend == "local":
        from bot.llm.local import get_local_model

        inner = get_local_model(model or settings.local_model_path)
    elif backend == "scripted":
        from bot.llm.scripted import ScriptedModel

        inner = overrides.get("scripted") or ScriptedModel(
            default=overrides.get("default", "(scripted reply)")
        )
    else:
        raise ValueError(
            f"unknown backend {backend!r}: choose local, openai or scripted (GUARDBOT_BACKEND)"
        )
    if not record:
        return inner
    from bot.llm.recording import RecordingModel
    from bot.store.log import get_log

    return RecordingModel(inner, get_log())
