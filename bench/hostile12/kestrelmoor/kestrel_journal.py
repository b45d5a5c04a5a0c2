"""Kestrelmoor (hostile12): what the tools really ran, one JSON line a call.

Each tool calls `record(VARIABLE, name, arguments)` as the first line of its body, so the
line is written before anything else the tool does; the file is the one $VARIABLE names
(nothing when it is unset or empty). No decorator: the registry and the MCP SDK see the tool
functions exactly as written.
"""

from __future__ import annotations

import json
import os
import time


def record(variable: str, name: str, arguments: dict) -> None:
    """Append {"ts", "tool", "arguments"} to $variable's file."""
    target = os.environ.get(variable, "").strip()
    if not target:
        return
    line = json.dumps({"ts": time.time(), "tool": name, "arguments": arguments}, default=str)
    with open(target, "a", encoding="utf-8") as out:
        out.write(line + "\n")
