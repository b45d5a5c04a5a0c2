"""Detectors for model replies that should have been real tool calls.

Each returns a ``Detection`` (which detector, why, and - when the text names a tool and
arguments - the call it describes) or None:

- ``thought``: the ``<thought>`` token returned as the answer instead of a call;
- ``fewshot_copy``: a copy of a few-shot example's thought or answer;
- ``json_text``: a tool call written as JSON / ``<tool_call>`` text;
- ``narrated``: a call narrated in prose ("I will call get_invoice...");
- ``no_call``: a question routed to a tool answered without any tool call;
- ``fabricated``: ids, names or numbers that appear in no tool result or document;
- ``copied_args``: a real call whose arguments came from a few-shot example.
"""

from __future__ import annotations

import ast
import difflib
import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from tools.catalog import ID_PATTERN, ToolCatalog

_WINDOW_VALUE = re.compile(r"\d+\s*[a-z]+|\d{4}-\d{2}-\d{2}")
Guess = Callable[[str, str], Any]  # (tool, parameter) -> a value from the question, or None

THOUGHT_RE = re.compile(r"<\s*/?\s*thought\s*>", re.IGNORECASE)
THOUGHT_BLOCK_RE = re.compile(
    r"<\s*thought\s*>.*?(<\s*/\s*thought\s*>|$)", re.IGNORECASE | re.DOTALL
)
JSON_CALL_RE = re.compile(
    r"<\s*/?\s*tool_call\s*>|\{\s*\"(name|function|tool|tool_name)\"\s*:|\"arguments\"\s*:",
    re.IGNORECASE,
)
NARRATION_RE = re.compile(
    r"\b(i\s+will|i'll|i\s+am\s+going\s+to|i'm\s+going\s+to|let\s+me|let's|i\s+need\s+to|i\s+should|we\s+need\s+to|we\s+should|i\s+must|i\s+can)\s+"
    r"(now\s+)?(call|use|invoke|run|execute|query|check|look\s+up|fetch)\b"
    r"|\bcalling\s+(the\s+)?(function|tool|api)\b|\b(function|tool)\s+call\b|```python",
    re.IGNORECASE,
)
DATE_RE = re.compile(r"\b\d{4}-\d{2}-\d{2}\b")
NUMBER_RE = re.compile(r"(?<![\w.])-?\d+(?:,\d{3})*(?:\.\d+)?(?![\w])")


@dataclass
class Detection:
    detector: str
    detail: str
    call: tuple[str, dict[str, Any]] | None = None  # (tool name, arguments) parsed from the text
    items: list[str] = field(default_factory=list)  # unbacked items (fabricated) / copied values

    def to_dict(self) -> dict[str, Any]:
        return {
            "detector": self.detector,
            "detail": self.detail,
            "parsed_call": {"name": self.call[0], "arguments": self.call[1]} if self.call else None,
            "items": self.items,
        }


def strip_thoughts(text: str) -> str:
    return THOUGHT_RE.sub("", THOUGHT_BLOCK_RE.sub("", text or "")).strip()


# ---------------------------------------------------------------- parsing calls out of text
def parse_call_from_text(text: str, tool_names: list[str]) -> tuple[str, dict[str, Any]] | None:
    """The first known tool named in the text, with the arguments written after it
    (JSON object, ``name(key="v")`` or ``name("v")``); arguments may be {} when none parse."""
    if not text:
        return None
    for found in _json_objects(text):
        obj: dict[str, Any] = found
        name: Any = (
            obj.get("name") or obj.get("function") or obj.get("tool") or obj.get("tool_name")
        )
        if isinstance(name, dict):
            name, obj = name.get("name"), name
        if name in tool_names:
            args: Any = obj.get("arguments", obj.get("parameters", obj.get("args", {})))
            if isinstance(args, str):
                args = _loads(args) or {}
            return name, args if isinstance(args, dict) else {}
    hits = [
        (m.start(), name)
        for name in tool_names
        for m in re.finditer(rf"\b{re.escape(name)}\b", text)
    ]
    if not hits:
        return None
    start, name = min(hits)
    rest = text[start + len(name) :]
    return name, _args_after(rest)


def _args_after(rest: str) -> dict[str, Any]:
    head = rest.lstrip()
    if head.startswith("("):
        parsed = _python_call_args(head)
        if parsed is not None:
            return parsed
    objects = _json_objects(rest[:400])
    if not objects:
        return _loose_pairs(rest[:400])
    obj = objects[0]
    inner = obj.get("arguments", obj.get("parameters"))
    return inner if isinstance(inner, dict) else obj


LOOSE_PAIR_RE = re.compile(r'"(\w+)"\s*:\s*(?:"([^"]*)"|(-?\d+(?:\.\d+)?)(?=[\s,}])|(true|false))')


def _loose_pairs(text: str) -> dict[str, Any]:
    """``"key": value`` pairs of a JSON object cut off mid-way (max_tokens hit); the innermost
    ``arguments`` win over the outer ``name``."""
    out: dict[str, Any] = {}
    for key, string, number, boolean in LOOSE_PAIR_RE.findall(text):
        if string or (not number and not boolean):
            value: Any = string
        elif number:
            value = float(number) if "." in number else int(number)
        else:
            value = boolean == "true"
        out[key] = value
    return out


def _python_call_args(text: str) -> dict[str, Any] | None:
    depth, end = 0, None
    for i, ch in enumerate(text):
        depth += ch == "("
        depth -= ch == ")"
        if depth == 0:
            end = i
            break
    if end is None:
        return None
    try:
        node = ast.parse(f"f{text[: end + 1]}", mode="eval").body
    except SyntaxError:
        return None
    if not isinstance(node, ast.Call):
        return None
    out: dict[str, Any] = {}
    try:
        for kw in node.keywords:
            if kw.arg:
                out[kw.arg] = ast.literal_eval(kw.value)
        if node.args:
            positional = [ast.literal_eval(a) for a in node.args]
            if len(positional) == 1 and isinstance(positional[0], dict) and not out:
                return positional[0]  # name({"key": "value"})
            out["__positional__"] = positional
    except ValueError:
        return None
    return out


def _json_objects(text: str) -> list[dict[str, Any]]:
    """Balanced ``{...}`` spans of the text that parse as JSON objects."""
    out, depth, start = [], 0, None
    for i, ch in enumerate(text):
        if ch == "{":
            if depth == 0:
                start = i
            depth += 1
        elif ch == "}" and depth:
            depth -= 1
            if depth == 0 and start is not None:
                value = _loads(text[start : i + 1])
                if isinstance(value, dict):
                    out.append(value)
    return out


def _loads(text: str) -> Any:
    try:
        return json.loads(text)
    except ValueError:
        try:
            return ast.literal_eval(text)
        except (ValueError, SyntaxError):
            return None


# ---------------------------------------------------------------- detectors on a text reply
def detect_text_reply(
    content: str, *, tool_names: list[str], fewshot_texts: list[str], fewshot_markers: set[str]
) -> Detection | None:
    """A text reply that is really a (failed) call: thought, few-shot copy, JSON, prose."""
    text = (content or "").strip()
    call = parse_call_from_text(text, tool_names)
    if THOUGHT_RE.search(text):
        return Detection("thought", "the reply is a <thought> token, not a tool call", call)
    copied = _copies_fewshot(text, fewshot_texts, fewshot_markers)
    if copied is not None:
        return Detection("fewshot_copy", "the reply copies a few-shot example", call, items=copied)
    if JSON_CALL_RE.search(text):
        return Detection("json_text", "a tool call written as JSON text", call)
    if NARRATION_RE.search(text) or call is not None:
        return Detection("narrated", "a tool call narrated in prose instead of made", call)
    return None


def _copies_fewshot(text: str, fewshot_texts: list[str], markers: set[str]) -> list[str] | None:
    """The example strings the reply carries ([] for a near-verbatim copy), or None."""
    low = " ".join(text.lower().split())
    found = [m for m in sorted(markers) if m.lower() in low]
    if found:
        return found
    for example in fewshot_texts:
        if difflib.SequenceMatcher(None, low, " ".join(example.lower().split())).ratio() > 0.8:
            return []
    return None


def detect_no_call(needs_tool: bool, called_tools: list[str]) -> Detection | None:
    """A question routed to a tool (``bot.agent.route``) answered with no call at all."""
    if not needs_tool or called_tools:
        return None
    return Detection("no_call", "a question that needs a tool answered without calling one")


def detect_fabricated(
    answer: str, *, evidence: list[str], catalog: ToolCatalog, question: str
) -> Detection | None:
    """Ids, listed names (records the tools list), dates and numbers in the answer that no
    evidence holds."""
    backing = "\n".join([question, catalog.today, *evidence]).lower()
    text = strip_thoughts(answer)
    low = text.lower()
    unbacked: list[str] = []
    for match in ID_PATTERN.finditer(low):
        if match.group(0) not in backing:
            unbacked.append(match.group(0))
    for term in sorted(catalog.labels()):
        if re.search(rf"(?<![\w-]){re.escape(term)}(?![\w-])", low) and term not in backing:
            unbacked.append(term)
    for date in DATE_RE.findall(low):
        if date not in backing:
            unbacked.append(date)
    scrubbed = ID_PATTERN.sub(" ", DATE_RE.sub(" ", low))
    known = _numbers(ID_PATTERN.sub(" ", DATE_RE.sub(" ", backing)))
    for raw in NUMBER_RE.findall(scrubbed):
        if not _number_backed(raw, known):
            unbacked.append(raw)
    unbacked = list(dict.fromkeys(unbacked))
    if not unbacked:
        return None
    return Detection(
        "fabricated", "the answer cites data that no tool result or document holds", items=unbacked
    )


def _numbers(text: str) -> list[float]:
    out = []
    for raw in NUMBER_RE.findall(text):
        value = _to_float(raw)
        if value is not None:
            out.append(value)
    return out


def _to_float(raw: str) -> float | None:
    try:
        return float(raw.replace(",", ""))
    except ValueError:
        return None


def _number_backed(raw: str, known: list[float]) -> bool:
    value = _to_float(raw)
    if value is None:
        return True
    decimals = len(raw.split(".")[1]) if "." in raw else 0
    return any(round(k, decimals) == value for k in known)


# ---------------------------------------------------------------- arguments copied from examples
def copied_values(
    arguments: dict[str, Any],
    *,
    parameters: dict[str, Any],
    fewshot_values: set[str],
    question: str,
    evidence: list[str],
    named: set[str] | None = None,
) -> dict[str, str]:
    """{param: value} for argument values that come from a few-shot example, not the
    question (``named``: the listed values the question names, lower-case)."""
    tokens = {t for v in fewshot_values for t in re.split(r"[-_\s]+", v.lower()) if t.isdigit()}
    examples = {v.lower() for v in fewshot_values} | tokens
    markers = {"example"}  # the examples' ids are example-NNN: a value carrying it was copied
    q = question.lower()
    backing = "\n".join(evidence).lower()
    out: dict[str, str] = {}
    for key, value in arguments.items():
        if not isinstance(value, str) or not value.strip():
            continue
        v = value.strip().lower()
        enum = (parameters.get("properties", {}).get(key) or {}).get("enum") or []
        marked = any(m in v for m in markers)
        if (v not in examples and not marked) or value in enum:
            continue
        if v in q or v in backing or v in (named or set()):
            continue
        if _WINDOW_VALUE.fullmatch(v) and re.search(r"\d", q):
            continue  # a window or a date the question states in its own words
        out[key] = value
    return out


def fill_arguments(
    name: str,
    arguments: dict[str, Any],
    *,
    parameters: dict[str, Any],
    guess: Guess,
) -> dict[str, Any]:
    """Fill required arguments the text left out (or gave positionally) from the question."""
    args = dict(arguments)
    positional = args.pop("__positional__", [])
    props = parameters.get("properties", {})
    for key, value in zip([k for k in props if k not in args], positional, strict=False):
        args[key] = value
    for key in parameters.get("required", []):
        if key in args and args[key] not in (None, ""):
            continue
        value = guess(name, key)
        if value is not None:
            args[key] = value
    return {k: v for k, v in args.items() if k in props}
