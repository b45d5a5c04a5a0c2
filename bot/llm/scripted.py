"""The scripted backend: deterministic replies for tests and demos, recording every request.

model = ScriptedModel(["hello", tool_reply("get_order", {"order_id": "ord-7781"})])
...
model.assert_complete()
model.requests[0].messages
"""

from __future__ import annotations

import copy
import threading
from collections.abc import Callable, Iterable
from typing import Any

from bot.llm.base import ChatRequest, ChatResponse, LLMError, ToolCall, make_response, new_call_id

Reply = str | ChatResponse | dict | Exception | Callable[[ChatRequest], Any]


def tool_reply(
    name: str, arguments: dict[str, Any] | str, content: str | None = None
) -> ChatResponse:
    """A scripted reply that makes one tool call."""
    import json

    args = arguments if isinstance(arguments, str) else json.dumps(arguments)
    return make_response(
        content,
        tool_calls=[ToolCall(id=new_call_id(), name=name, arguments=args)],
        model="scripted",
    )


class ScriptExhausted(LLMError):
    kind = "script_exhausted"


class ScriptedModel:
    """Replies from a queue (strings, responses, exceptions to raise, or callables of the request).

    With ``default`` set (a reply or a function of the request) it never runs out.
    """

    backend = "scripted"
    small = False

    def __init__(
        self,
        replies: Iterable[Reply] = (),
        *,
        default: Reply | None = None,
        model_name: str = "scripted",
    ):
        self.model_name = model_name
        self._queue: list[Reply] = list(replies)
        self.default = default
        self.requests: list[ChatRequest] = []
        self._lock = threading.Lock()

    def enqueue(self, replies: Iterable[Reply]) -> None:
        with self._lock:
            self._queue.extend(replies)

    def complete(self, request: ChatRequest) -> ChatResponse:
        with self._lock:
            self.requests.append(copy.deepcopy(request))
            if self._queue:
                reply = self._queue.pop(0)
            elif self.default is not None:
                reply = self.default
            else:
                raise ScriptExhausted(
                    f"scripted model has no reply left for request #{len(self.requests)}"
                )
        return self._render(reply, request)

    def _render(self, reply: Reply, request: ChatRequest) -> ChatResponse:
        if callable(reply) and not isinstance(reply, ChatResponse):
            reply = reply(request)
        if isinstance(reply, Exception):
            raise reply
        if isinstance(reply, ChatResponse):
            return reply
        if isinstance(reply, dict):
            return ChatResponse(raw=copy.deepcopy(reply))
        if reply is None or isinstance(reply, str):
            text = reply or ""
            return make_response(text, model=self.model_name, completion_tokens=len(text.split()))
        raise TypeError(f"cannot turn {type(reply).__name__} into a reply")

    @property
    def remaining(self) -> int:
        return len(self._queue)

    def assert_complete(self) -> None:
        """Every scripted reply was consumed."""
        if self._queue:
            raise AssertionError(f"{len(self._queue)} scripted replies were never requested")
