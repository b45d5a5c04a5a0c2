"""Robust JSON from a model's reply: strip code fences and chatter, take the first object,
and repair the usual damage (single quotes, trailing commas, Python literals, unquoted
keys, a reply cut off mid-object). ``parse_json_object`` returns None when nothing helps."""

from __future__ import annotations

import json
import re
from typing import Any

_FENCE = re.compile(r"```(?:json|JSON)?\s*(.*?)```", re.DOTALL)
_TRAILING_COMMA = re.compile(r",\s*([}\]])")
_UNQUOTED_KEY = re.compile(r"([{,]\s*)([A-Za-z_][A-Za-z0-9_]*)(\s*:)")
_PY_LITERALS = {"True": "true", "False": "false", "None": "null"}


def parse_json_object(text: str | None) -> dict[str, Any] | None:
    """The first JSON object in ``text``, repaired if need be; None if there is none."""
    if not text or not text.strip():
        return None
    for candidate in _candidates(text):
        for attempt in (candidate, repair(candidate)):
            try:
                value = json.loads(attempt)
            except (TypeError, ValueError):
                continue
            if isinstance(value, dict):
                return value
    return None


def _candidates(text: str) -> list[str]:
    out = [m.group(1).strip() for m in _FENCE.finditer(text)]
    if "```" in text and not out:  # an opening fence without its end (cut off)
        out.append(text.split("```", 1)[1].removeprefix("json").strip())
    start = text.find("{")
    if start >= 0:
        out.append(_balanced(text, start))
    out.append(text.strip())
    return [c for c in dict.fromkeys(out) if c]


def _balanced(text: str, start: int) -> str:
    """From ``start`` to the brace that closes it (or to the end when it never closes)."""
    depth, in_str, quote, escape = 0, False, "", False
    for i in range(start, len(text)):
        ch = text[i]
        if in_str:
            if escape:
                escape = False
            elif ch == "\\":
                escape = True
            elif ch == quote:
                in_str = False
        elif ch in "\"'":
            in_str, quote = True, ch
        elif ch in "{[":
            depth += 1
        elif ch in "}]":
            depth -= 1
            if depth == 0:
                return text[start : i + 1]
    return text[start:]


def repair(text: str) -> str:
    """Best-effort fixes; the result may still be invalid."""
    text = text.strip().replace("\u201c", '"').replace("\u201d", '"')
    if "'" in text:
        text = _single_to_double(text)
    for py, js in _PY_LITERALS.items():
        text = re.sub(rf"(?<![\"\w]){py}(?![\"\w])", js, text)
    text = _UNQUOTED_KEY.sub(r'\1"\2"\3', text)
    text = _close(text)
    return _TRAILING_COMMA.sub(r"\1", text)


def _single_to_double(text: str) -> str:
    """Turn 'single-quoted' strings into "double-quoted" ones outside double-quoted strings."""
    out, i, n = [], 0, len(text)
    while i < n:
        ch = text[i]
        if ch == '"':
            j = _string_end(text, i, '"')
            out.append(text[i : j + 1])
            i = j + 1
        elif ch == "'" and _opens_string(text, i):
            j = _string_end(text, i, "'")
            inner = text[i + 1 : j].replace('"', '\\"').replace("\\'", "'")
            out.append(f'"{inner}"')
            i = j + 1
        else:
            out.append(ch)
            i += 1
    return "".join(out)


def _opens_string(text: str, i: int) -> bool:
    before = text[:i].rstrip()
    return not before or before[-1] in "{[,:"


def _string_end(text: str, i: int, quote: str) -> int:
    j = i + 1
    while j < len(text):
        if text[j] == "\\":
            j += 2
            continue
        if text[j] == quote and (quote == '"' or _closes_single(text, j)):
            return j
        j += 1
    return len(text) - 1


def _closes_single(text: str, j: int) -> bool:
    after = text[j + 1 :].lstrip()
    return not after or after[0] in ",:]}"


def _close(text: str) -> str:
    """Close an unterminated string and any open brackets (a reply cut off by max_tokens)."""
    stack: list[str] = []
    in_str, escape = False, False
    for ch in text:
        if in_str:
            if escape:
                escape = False
            elif ch == "\\":
                escape = True
            elif ch == '"':
                in_str = False
        elif ch == '"':
            in_str = True
        elif ch in "{[":
            stack.append("}" if ch == "{" else "]")
        elif ch in "}]" and stack:
            stack.pop()
    if in_str:
        text += '"'
    text = text.rstrip().rstrip(",")
    if text.endswith(":"):
        text += " null"
    return text + "".join(reversed(stack))
