"""The load test's client for the OpenAI-compatible endpoint: one conversation per virtual
user, sent statelessly (the whole conversation every time, as OpenAI clients do), named by
the ``X-Guardbot-Conversation`` header; every other user streams (server-sent events)."""

from __future__ import annotations

import json
from typing import Any

from bot.loadretry import CUT, retry_after

# status, {"turn_id", "outcome", "answer"} or {"error", "retry_after"}
Reply = tuple[int, dict[str, Any]]


def error_of(response: Any) -> dict[str, Any]:
    """An error reply's message (an OpenAI error object, or a plain string from a proxy) and
    the wait it asks for."""
    try:
        data = response.json()
    except ValueError:
        data = {"error": response.text[:300]}
    error = data.get("error") if isinstance(data, dict) else None
    message = error.get("message") if isinstance(error, dict) else error
    return {"error": message, "retry_after": retry_after(response.headers)}


class OpenAIConversation:
    def __init__(self, client: Any, *, conversation: str, stream: bool, model: str = "guardbot"):
        self.client = client
        self.stream = stream
        self.model = model
        self.headers = {"X-Guardbot-Conversation": conversation}
        self.messages: list[dict[str, str]] = []

    def ask(self, question: str) -> Reply:
        body = {
            "model": self.model,
            "messages": [*self.messages, {"role": "user", "content": question}],
            "stream": self.stream,
        }
        status, reply = (self._streamed if self.stream else self._whole)(body)
        if status == 200:
            self.messages += [
                {"role": "user", "content": question},
                {"role": "assistant", "content": reply["answer"]},
            ]
        return status, reply

    def _whole(self, body: dict[str, Any]) -> Reply:
        response = self.client.post("/v1/chat/completions", json=body, headers=self.headers)
        if response.status_code != 200:
            return response.status_code, error_of(response)
        data = response.json()
        extension = data["guardbot"]
        return 200, {
            "turn_id": extension["turn_id"],
            "outcome": extension["outcome"],
            "answer": data["choices"][0]["message"]["content"],
        }

    def _streamed(self, body: dict[str, Any]) -> Reply:
        parts: list[str] = []
        final: dict[str, Any] | None = None
        path = "/v1/chat/completions"
        with self.client.stream("POST", path, json=body, headers=self.headers) as response:
            if response.status_code != 200:
                response.read()
                return response.status_code, error_of(response)
            for line in response.iter_lines():
                if not line.startswith("data: ") or line == "data: [DONE]":
                    continue
                event = json.loads(line[len("data: ") :])
                if "error" in event:
                    return 502, {"error": event["error"].get("message")}
                choice = (event.get("choices") or [{}])[0]
                parts.append(choice.get("delta", {}).get("content") or "")
                if choice.get("finish_reason"):
                    final = event.get("guardbot")
        if final is None:  # the worker was lost mid-answer: nothing was shown, retry
            return CUT, {"error": "the stream ended without a final chunk"}
        return 200, {
            "turn_id": final["turn_id"],
            "outcome": final["outcome"],
            "answer": "".join(parts),
        }
