"""Tool calls for models without a native tool API (the local backend).

``render_tools_prompt(tools)`` writes the OpenAI tool schemas into a system-prompt block
(template: ``prompts/local_tools.txt``) in SmolLM2's format::

    <tool_call>[{"name": "get_order", "arguments": {"order_id": "ord-7781"}}]</tool_call>

``parse_tool_calls(text, tool_names)`` finds such calls in generated text (also a single
object instead of a list, a missing closing tag, a fenced ```json block, or a bare JSON
object naming a known tool) and returns ``(content, calls)``. Text that is neither a
valid call nor an answer stays content; nothing here raises on model output.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from typing import Any

from bot.llm.base import ToolCall, new_call_id
from bot.prompts import load_prompt

PROMPT_FILES = {
    "auto": "local_tools.txt",
    "required": "local_tools_required.txt",
}

_TAGGED = re.compile(r"<tool_call>\s*(.*?)\s*(?:</tool_call>|$)", re.DOTALL)
_FENCED = re.compile(r"```(?:json|tool_call)?\s*(.*?)```", re.DOTALL)


def load_template(mode: str) -> str:
    return load_prompt(PROMPT_FILES[mode], fallback=True)


def tool_signature(tool: dict[str, Any]) -> dict[str, Any]:
    """The part of an OpenAI tool schema the model needs: name, description, parameters."""
    fn = tool.get("function", tool)
    return {
        "name": fn.get("name", ""),
        "description": fn.get("description", ""),
        "parameters": fn.get("parameters", {"type": "object", "properties": {}}),
    }


def render_tools_prompt(tools: list[dict[str, Any]], *, required: str | bool = False) -> str:
    """The tools block for the system prompt. ``required``: True (any call) or a tool name."""
    listing = "\n".join(json.dumps(tool_signature(t), ensure_ascii=False) for t in tools)
    text = load_template("required" if required else "auto")
    must = f"You must call the function {required}." if isinstance(required, str) else ""
    return text.replace("{tools}", listing).replace("{must}", must).strip()


def tool_names_of(tools: Iterable[dict[str, Any]] | None) -> list[str]:
    return [tool_signature(t)["name"] for t in tools or []]


# ---------------------------------------------------------------- parsing
def _loads(text: str) -> Any:
    """JSON, tolerating trailing junk after the first complete value; None if not JSON."""
    text = text.strip()
    if not text:
        return None
    try:
        return json.loads(text)
    except ValueError:
        pass
    try:
        value, _end = json.JSONDecoder().raw_decode(text)
        return value
    except ValueError:
        return None


def _to_call(item: Any, names: set[str] | None) -> ToolCall | None:
    if not isinstance(item, dict):
        return None
    if "function" in item and isinstance(item["function"], dict):  # OpenAI-shaped
        item = item["function"]
    name = item.get("name")
    if not isinstance(name, str) or not name or (names is not None and name not in names):
        return None
    args = item.get("arguments", item.get("parameters", {}))
    if isinstance(args, str):
        parsed = _loads(args) if args.strip() else {}
        args = parsed
    if args is None:
        args = {}
    if not isinstance(args, dict):
        return None
    return ToolCall(id=new_call_id(), name=name, arguments=json.dumps(args, ensure_ascii=False))


def _calls_from(value: Any, names: set[str] | None) -> list[ToolCall] | None:
    """The calls in one parsed JSON value; None if it is not (entirely) valid calls."""
    items = value if isinstance(value, list) else [value]
    calls = [_to_call(item, names) for item in items]
    if any(c is None for c in calls):
        return None
    return calls  # type: ignore[return-value]


def parse_tool_calls(
    text: str | None, tool_names: Iterable[str] | None
) -> tuple[str | None, list[ToolCall]]:
    """``(content, calls)`` from generated text. ``tool_names=None`` accepts any name.

    A tagged block that is not a valid call to a known tool is left in the content
    unchanged, so the caller (the agent) sees what the model wrote.
    """
    if not text:
        return text, []
    names = None if tool_names is None else set(tool_names)
    calls: list[ToolCall] = []
    content, tagged = text, False
    for match in list(_TAGGED.finditer(text)):
        found = _calls_from(_loads(match.group(1)), names)
        if found is not None:  # an empty list means "no call needed": drop the tag
            tagged = True
            calls.extend(found)
            content = content.replace(match.group(0), "", 1)
    if not tagged:
        calls, content = _untagged_calls(text, names)
    content = content.strip()
    return (content or None), calls


def _untagged_calls(text: str, names: set[str] | None) -> tuple[list[ToolCall], str]:
    """A fenced block or the whole text as JSON naming a known tool (no tags)."""
    if names is None or not names:
        return [], text
    for match in _FENCED.finditer(text):
        found = _calls_from(_loads(match.group(1)), names)
        if found:
            return found, text.replace(match.group(0), "", 1)
    stripped = text.strip()
    if stripped.startswith(("{", "[")):
        found = _calls_from(_loads(stripped), names)
        if found:
            return found, ""
    return [], text


# ---------------------------------------------------------------- prompt messages
def tool_mode(
    tools: list[dict[str, Any]] | None, tool_choice: str | dict[str, Any] | None
) -> tuple[str, str | None]:
    """``("none" | "auto" | "required", forced tool name or None)`` from tools + tool_choice."""
    if not tools or tool_choice == "none":
        return "none", None
    if isinstance(tool_choice, dict):
        name = (tool_choice.get("function") or {}).get("name")
        return "required", name if isinstance(name, str) and name else None
    if tool_choice == "required":
        names = tool_names_of(tools)
        return "required", names[0] if len(names) == 1 else None
    return "auto", None


def _text_of(content: Any) -> str:
    """Message content as text (OpenAI content parts are joined)."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = [p.get("text", "") if isinstance(p, dict) else str(p) for p in content]
        return "\n".join(p for p in parts if p)
    return str(content)


def _render_message(message: dict[str, Any]) -> dict[str, str]:
    role = message.get("role", "user")
    text = _text_of(message.get("content"))
    calls = message.get("tool_calls") or []
    if role == "assistant" and calls:
        items = []
        for call in calls:
            fn = call.get("function") or {}
            args = fn.get("arguments")
            parsed = _loads(args) if isinstance(args, str) else args
            items.append(
                {"name": fn.get("name", ""), "arguments": parsed if parsed is not None else args}
            )
        block = "<tool_call>" + json.dumps(items, ensure_ascii=False) + "</tool_call>"
        text = f"{text}\n{block}".strip()
    if role == "tool":
        text = f"<tool_response>{text}</tool_response>"
    return {"role": role, "content": text}


def build_prompt_messages(
    messages: list[dict[str, Any]],
    tools: list[dict[str, Any]] | None,
    *,
    mode: str,
    forced_name: str | None = None,
) -> tuple[list[dict[str, str]], str]:
    """Plain-text chat messages for a chat template, and the text to prefill the reply with.

    The tools block goes at the end of the system message (one is added if there is none).
    ``required`` prefills the start of a call so that a small model cannot wander off.
    """
    rendered = [_render_message(m) for m in messages]
    if mode == "none":
        return rendered, ""
    block = render_tools_prompt(
        tools or [], required=(forced_name or True) if mode == "required" else False
    )
    if rendered and rendered[0]["role"] == "system":
        rendered[0] = {"role": "system", "content": f"{rendered[0]['content']}\n\n{block}".strip()}
    else:
        rendered.insert(0, {"role": "system", "content": block})
    prefill = ""
    if mode == "required":
        prefill = '<tool_call>[{"name": "'
        if forced_name:
            prefill += forced_name + '", "arguments": {' + _first_argument(tools or [], forced_name)
    return rendered, prefill


def _first_argument(tools: list[dict[str, Any]], name: str) -> str:
    """The start of the first required argument (a small model then only fills the value)."""
    for tool in tools:
        sig = tool_signature(tool)
        if sig["name"] != name:
            continue
        params = sig["parameters"] or {}
        required = params.get("required") or []
        properties = params.get("properties") or {}
        if required and required[0] in properties:
            is_text = (properties[required[0]] or {}).get("type") == "string"
            return json.dumps(required[0]) + (': "' if is_text else ": ")
    return ""
