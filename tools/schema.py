"""JSON schema from a typed Python signature and its Google-style docstring."""

from __future__ import annotations

import inspect
import re
import types
import typing
from collections.abc import Callable
from typing import Any, Literal, Union

_SIMPLE = {
    str: "string",
    int: "integer",
    float: "number",
    bool: "boolean",
    dict: "object",
    list: "array",
}


_SECTION = re.compile(r"^\s*(Args|Arguments|Parameters|Returns|Raises|Yields|Examples?):\s*$")


def parse_docstring(doc: str | None) -> tuple[str, dict[str, str]]:
    """(description, {param: description}) from a docstring with an ``Args:`` section."""
    if not doc:
        return "", {}
    text = inspect.cleandoc(doc)
    parts = re.split(r"^\s*(?:Args|Arguments|Parameters):\s*$", text, maxsplit=1, flags=re.M)
    head = parts[0].splitlines()
    cut = next((i for i, line in enumerate(head) if _SECTION.match(line)), len(head))
    description = " ".join(" ".join(head[:cut]).split())
    params: dict[str, str] = {}
    if len(parts) > 1:
        current = None
        for line in parts[1].splitlines():
            if re.match(r"^\s*(Returns|Raises|Yields|Examples?):\s*$", line):
                break
            match = re.match(r"^\s*(\w+)\s*(?:\([^)]*\))?\s*:\s*(.*)$", line)
            if match:
                current = match.group(1)
                params[current] = match.group(2).strip()
            elif current and line.strip():
                params[current] += " " + line.strip()
    return description, params


def docstring_examples(doc: str | None) -> list[str]:
    """The lines of a docstring's ``Examples:`` section: questions a user would ask that
    this tool answers ("Who looks after customer 12?"), one per line."""
    if not doc:
        return []
    lines = inspect.cleandoc(doc).splitlines()
    out: list[str] = []
    inside = False
    for line in lines:
        header = _SECTION.match(line)
        if header:
            inside = header.group(1).lower().startswith("example")
            continue
        text = line.strip().lstrip("-*>").strip().strip('"').strip()
        if inside and text:
            out.append(text)
    return out


def type_schema(annotation: Any) -> dict[str, Any]:
    """The JSON schema of one annotation (str, int, float, bool, list[X], dict, Literal, X | None)."""
    if annotation in _SIMPLE:
        return {"type": _SIMPLE[annotation]}
    origin = typing.get_origin(annotation)
    args = typing.get_args(annotation)
    if origin is Literal:
        values = list(args)
        kind = _SIMPLE.get(type(values[0]), "string")
        return {"type": kind, "enum": values}
    if origin in (Union, types.UnionType):
        members = [a for a in args if a is not type(None)]
        inner = (
            type_schema(members[0])
            if len(members) == 1
            else {"anyOf": [type_schema(m) for m in members]}
        )
        return inner  # optional (``X | None = None``): not required; a null argument is dropped
    if origin in (list, tuple, set) or annotation in (list, tuple):
        return {"type": "array", "items": type_schema(args[0])} if args else {"type": "array"}
    if origin is dict:
        return {"type": "object"}
    raise TypeError(
        f"unsupported tool parameter type {annotation!r}; use str, int, float, bool, list, dict or Literal"
    )


def function_schema(fn: Callable[..., Any]) -> dict[str, Any]:
    """The ``parameters`` object of an OpenAI tool schema for ``fn``."""
    _, docs = parse_docstring(fn.__doc__)
    hints = typing.get_type_hints(fn)
    properties: dict[str, Any] = {}
    required: list[str] = []
    for name, param in inspect.signature(fn).parameters.items():
        if param.kind in (param.VAR_POSITIONAL, param.VAR_KEYWORD):
            raise TypeError(f"tool {fn.__name__}: *args / **kwargs are not allowed")
        if name not in hints:
            raise TypeError(f"tool {fn.__name__}: parameter {name!r} needs a type hint")
        prop = type_schema(hints[name])
        if name in docs:
            prop["description"] = docs[name]
        if param.default is param.empty:
            required.append(name)
        elif param.default is not None:
            prop["default"] = param.default
        properties[name] = prop
    schema: dict[str, Any] = {
        "type": "object",
        "properties": properties,
        "additionalProperties": False,
    }
    if required:
        schema["required"] = required
    return schema
