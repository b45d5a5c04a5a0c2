"""The one chat-model port: ``complete(request) -> response`` in the OpenAI wire format.

The request is an OpenAI chat-completions body (messages, tools, tool_choice, sampling);
the response is the OpenAI-shaped JSON object. The payload log stores both exactly,
so a replay re-sends byte-for-byte what was sent.
"""

from __future__ import annotations

import json
import time
import uuid
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable


# ---------------------------------------------------------------- errors
class LLMError(RuntimeError):
    """The model backend failed. ``user_message`` is safe to show to an end user."""

    kind = "error"
    user_message = "The language model is not available right now. Please try again in a moment."

    def __init__(self, message: str, *, retry_after: float | None = None):
        super().__init__(message)
        self.retry_after = retry_after


class LLMTimeout(LLMError):
    kind = "timeout"
    user_message = "The language model took too long to answer. Please try again."


class LLMRateLimited(LLMError):
    kind = "rate_limited"
    user_message = "The language model is busy (rate limited). Please try again shortly."


class LLMServerError(LLMError):
    kind = "server_error"


class LLMUnavailable(LLMError):
    kind = "unavailable"
    user_message = "The language model endpoint cannot be reached. Please try again later."


class LLMAuthError(LLMError):
    kind = "auth"
    user_message = (
        "The language model rejected our credentials; an administrator has to fix the API key."
    )


class LLMMalformedResponse(LLMError):
    kind = "malformed"
    user_message = "The language model sent a reply we could not read. Please try again."


class ModelFileError(LLMError):
    kind = "model_file"
    user_message = (
        "The local model file is missing or unreadable; see the server log for how to fix it."
    )


# ---------------------------------------------------------------- request / response
@dataclass
class ChatRequest:
    """An OpenAI chat-completions request body."""

    messages: list[dict[str, Any]]
    model: str | None = None
    tools: list[dict[str, Any]] | None = None
    tool_choice: str | dict[str, Any] | None = None
    temperature: float | None = None
    max_tokens: int | None = None
    seed: int | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def to_payload(self) -> dict[str, Any]:
        """The JSON body exactly as it goes on the wire (None fields omitted)."""
        body: dict[str, Any] = {"model": self.model, "messages": self.messages}
        for key in ("tools", "tool_choice", "temperature", "max_tokens", "seed"):
            value = getattr(self, key)
            if value is not None:
                body[key] = value
        body.update(self.extra)
        return body

    @classmethod
    def from_payload(cls, body: dict[str, Any]) -> ChatRequest:
        known = {"model", "messages", "tools", "tool_choice", "temperature", "max_tokens", "seed"}
        return cls(
            messages=list(body.get("messages") or []),
            model=body.get("model"),
            tools=body.get("tools"),
            tool_choice=body.get("tool_choice"),
            temperature=body.get("temperature"),
            max_tokens=body.get("max_tokens"),
            seed=body.get("seed"),
            extra={k: v for k, v in body.items() if k not in known},
        )


@dataclass
class ToolCall:
    id: str
    name: str
    arguments: str  # JSON text, as in the OpenAI format

    def parsed_arguments(self) -> dict[str, Any]:
        """The arguments as a dict; raises ValueError on invalid JSON."""
        if not self.arguments or not self.arguments.strip():
            return {}
        value = json.loads(self.arguments)
        if not isinstance(value, dict):
            raise ValueError("tool arguments must be a JSON object")
        return value

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "type": "function",
            "function": {"name": self.name, "arguments": self.arguments},
        }


@dataclass
class ChatResponse:
    """An OpenAI-shaped chat-completions response; ``raw`` is the JSON as received."""

    raw: dict[str, Any]

    @property
    def message(self) -> dict[str, Any]:
        choices = self.raw.get("choices") or [{}]
        return choices[0].get("message") or {}

    @property
    def content(self) -> str | None:
        return self.message.get("content")

    @property
    def finish_reason(self) -> str | None:
        choices = self.raw.get("choices") or [{}]
        return choices[0].get("finish_reason")

    @property
    def tool_calls(self) -> list[ToolCall]:
        out = []
        for call in self.message.get("tool_calls") or []:
            fn = call.get("function") or {}
            args = fn.get("arguments")
            if not isinstance(args, str):
                args = json.dumps(args if args is not None else {})
            out.append(
                ToolCall(
                    id=call.get("id") or new_call_id(), name=fn.get("name", ""), arguments=args
                )
            )
        return out

    @property
    def usage(self) -> dict[str, int]:
        return dict(self.raw.get("usage") or {})

    @property
    def model(self) -> str | None:
        return self.raw.get("model")


def new_call_id() -> str:
    return "call_" + uuid.uuid4().hex[:24]


def make_response(
    content: str | None = None,
    *,
    tool_calls: list[ToolCall] | None = None,
    model: str = "unknown",
    prompt_tokens: int = 0,
    completion_tokens: int = 0,
    finish_reason: str | None = None,
) -> ChatResponse:
    """Build an OpenAI-shaped response (used by the local and scripted backends)."""
    message: dict[str, Any] = {"role": "assistant", "content": content}
    if tool_calls:
        message["tool_calls"] = [c.to_dict() for c in tool_calls]
    reason = finish_reason or ("tool_calls" if tool_calls else "stop")
    return ChatResponse(
        raw={
            "id": "chatcmpl-" + uuid.uuid4().hex[:24],
            "object": "chat.completion",
            "created": int(time.time()),
            "model": model,
            "choices": [{"index": 0, "message": message, "finish_reason": reason}],
            "usage": {
                "prompt_tokens": prompt_tokens,
                "completion_tokens": completion_tokens,
                "total_tokens": prompt_tokens + completion_tokens,
            },
        }
    )


# Tests set this to False (autouse fixture) so that no test reaches a real model by
# accident; a test that needs the local model says so with ``@pytest.mark.local_model``.
ALLOW_MODEL_REQUESTS = True


class ModelRequestsBlocked(RuntimeError):
    """A real model was called while ALLOW_MODEL_REQUESTS is False (a bug in a test)."""


def check_model_requests_allowed(backend: str) -> None:
    if not ALLOW_MODEL_REQUESTS:
        raise ModelRequestsBlocked(
            f"real model requests are blocked in tests ({backend}); mark the test with "
            "@pytest.mark.local_model or use the scripted backend"
        )


@runtime_checkable
class ChatModel(Protocol):
    """The port every backend implements."""

    backend: str
    model_name: str
    small: bool  # a small in-process model: it gets the small prompts and the strict guard

    def complete(self, request: ChatRequest) -> ChatResponse: ...
