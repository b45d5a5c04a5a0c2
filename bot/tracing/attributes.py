"""OpenInference attributes of guardbot's records: a model call's request and response as the
payload log holds them, a tool call, retrieved documents, a critic verdict, any step.

Every name comes from ``openinference.semconv``; values are what OpenTelemetry accepts (str,
bool, int, float; anything else as JSON). ``content=False`` keeps message, document and tool
text out: roles, ids, names, scores, token counts, timings and verdicts stay.
"""

from __future__ import annotations

import json
from typing import Any

from openinference.semconv.trace import (
    DocumentAttributes,
    MessageAttributes,
    OpenInferenceMimeTypeValues,
    SpanAttributes,
    ToolAttributes,
    ToolCallAttributes,
)

from bot.store.log import loads

Attrs = dict[str, Any]
JSON_MIME = OpenInferenceMimeTypeValues.JSON.value
TEXT_MIME = OpenInferenceMimeTypeValues.TEXT.value
# request keys that are the call's parameters (everything but what it says)
_NOT_PARAMETERS = ("messages", "tools")


def as_json(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, default=str)


_IO = {
    "input": (SpanAttributes.INPUT_VALUE, SpanAttributes.INPUT_MIME_TYPE),
    "output": (SpanAttributes.OUTPUT_VALUE, SpanAttributes.OUTPUT_MIME_TYPE),
}


def value_attrs(side: str, value: Any, *, mime: str | None = None) -> Attrs:
    """The ``input`` or ``output`` value and its mime type: text as text, anything else as
    JSON (``mime``: a string that is JSON already)."""
    if value is None:
        return {}
    key, mime_key = _IO[side]
    if isinstance(value, str):
        return {key: value, mime_key: mime or TEXT_MIME}
    return {key: as_json(value), mime_key: JSON_MIME}


def io_attrs(input_value: Any, output_value: Any, *, content: bool) -> Attrs:
    if not content:
        return {}
    return {**value_attrs("input", input_value), **value_attrs("output", output_value)}


def metadata(values: dict[str, Any]) -> Attrs:
    kept = {k: v for k, v in values.items() if v is not None}
    return {SpanAttributes.METADATA: as_json(kept)} if kept else {}


def _tool_calls(prefix: str, calls: list[dict[str, Any]], *, content: bool) -> Attrs:
    out: Attrs = {}
    for j, call in enumerate(calls or []):
        at = f"{prefix}.{MessageAttributes.MESSAGE_TOOL_CALLS}.{j}."
        function = call.get("function") or {}
        out[at + ToolCallAttributes.TOOL_CALL_ID] = str(call.get("id") or "")
        out[at + ToolCallAttributes.TOOL_CALL_FUNCTION_NAME] = str(function.get("name") or "")
        if content:
            out[at + ToolCallAttributes.TOOL_CALL_FUNCTION_ARGUMENTS_JSON] = as_json(
                function.get("arguments") or "{}"
            )
    return out


def message_attrs(prefix: str, messages: list[dict[str, Any]] | None, *, content: bool) -> Attrs:
    """``llm.input_messages.<i>.message.role`` / ``.content`` / ``.tool_calls.<j>...``."""
    out: Attrs = {}
    for i, message in enumerate(messages or []):
        at = f"{prefix}.{i}"
        out[f"{at}.{MessageAttributes.MESSAGE_ROLE}"] = str(message.get("role") or "")
        if content and message.get("content") is not None:
            out[f"{at}.{MessageAttributes.MESSAGE_CONTENT}"] = as_json(message["content"])
        if message.get("name"):
            out[f"{at}.{MessageAttributes.MESSAGE_NAME}"] = str(message["name"])
        if message.get("tool_call_id"):
            out[f"{at}.{MessageAttributes.MESSAGE_TOOL_CALL_ID}"] = str(message["tool_call_id"])
        out.update(_tool_calls(at, message.get("tool_calls") or [], content=content))
    return out


def llm_attrs(row: dict[str, Any], *, content: bool) -> Attrs:
    """An ``llm_calls`` row: the request's messages, tools and parameters, the response's
    message, token counts, the model; the payloads exactly as logged (``input``/``output``)."""
    request = loads(row.get("request_json")) or {}
    response = loads(row.get("response_json")) or {}
    choices = response.get("choices") or [{}]
    usage = response.get("usage") or {}
    out: Attrs = {
        SpanAttributes.LLM_MODEL_NAME: str(row.get("model") or request.get("model") or ""),
        SpanAttributes.LLM_INVOCATION_PARAMETERS: as_json(
            {k: v for k, v in request.items() if k not in _NOT_PARAMETERS}
        ),
        **message_attrs(
            SpanAttributes.LLM_INPUT_MESSAGES, request.get("messages"), content=content
        ),
        **message_attrs(
            SpanAttributes.LLM_OUTPUT_MESSAGES,
            [c.get("message") or {} for c in choices[:1]] if response else [],
            content=content,
        ),
        **metadata({"purpose": row.get("purpose"), "backend": row.get("backend")}),
    }
    for i, tool in enumerate(request.get("tools") or []):
        out[f"{SpanAttributes.LLM_TOOLS}.{i}.{ToolAttributes.TOOL_JSON_SCHEMA}"] = as_json(tool)
    for key, name in (
        (SpanAttributes.LLM_TOKEN_COUNT_PROMPT, "prompt_tokens"),
        (SpanAttributes.LLM_TOKEN_COUNT_COMPLETION, "completion_tokens"),
        (SpanAttributes.LLM_TOKEN_COUNT_TOTAL, "total_tokens"),
    ):
        if isinstance(usage.get(name), int):
            out[key] = usage[name]
    if content:
        out.update(value_attrs("input", row.get("request_json"), mime=JSON_MIME))
        out.update(value_attrs("output", row.get("response_json"), mime=JSON_MIME))
    return out


def tool_attrs(
    name: str, arguments: Any, result: Any, *, content: bool, extra: dict[str, Any]
) -> Attrs:
    """A tool call: its name, arguments (input) and result (output)."""
    return {
        SpanAttributes.TOOL_NAME: name,
        **io_attrs(arguments, result, content=content),
        **metadata(extra),
    }


def document_attrs(prefix: str, chunks: list[dict[str, Any]], *, content: bool) -> Attrs:
    """``retrieval.documents.<i>.document.id`` / ``.score`` / ``.content`` / ``.metadata``."""
    out: Attrs = {}
    for i, chunk in enumerate(chunks or []):
        at = f"{prefix}.{i}."
        out[at + DocumentAttributes.DOCUMENT_ID] = str(chunk.get("id") or "")
        if isinstance(chunk.get("score"), int | float):
            out[at + DocumentAttributes.DOCUMENT_SCORE] = float(chunk["score"])
        if content:
            out[at + DocumentAttributes.DOCUMENT_CONTENT] = str(chunk.get("text") or "")
        meta = {k: chunk.get(k) for k in ("title", "source", "kb", "strategy") if chunk.get(k)}
        if meta:
            out[at + DocumentAttributes.DOCUMENT_METADATA] = as_json(meta)
    return out


def token_like(value: Any) -> bool:
    """A label or an id (one short word), not prose: kept when content is off."""
    return isinstance(value, str) and 0 < len(value) <= 64 and not any(c.isspace() for c in value)


def plain_fields(record: dict[str, Any], *, content: bool) -> dict[str, Any]:
    """A step record's fields for ``metadata``: with content off, numbers, flags and labels."""
    if content:
        return record
    return {
        k: v
        for k, v in record.items()
        if isinstance(v, bool | int | float) or v is None or token_like(v)
    }
