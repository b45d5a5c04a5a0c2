"""Dunmallow Climbing Centre (hostile17): the journal of what the tools really ran.

Each tool, Python or MCP, calls `note(variable, tool, arguments)` before it does anything
else. That appends a JSON line {"ts", "tool", "arguments"} to the file named by the
environment variable `variable`; with the variable unset or empty, nothing is written.
Tools stay plain functions, so the registry and the MCP SDK read their signatures as written.
"""

from __future__ import annotations

import json
import os
import time


def note(variable: str, tool: str, arguments: dict) -> None:
    """One journal line for a call of `tool` with `arguments`, in the file $variable names."""
    target = os.environ.get(variable, "").strip()
    if target:
        line = json.dumps({"ts": time.time(), "tool": tool, "arguments": arguments}, default=str)
        fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
        try:
            os.write(fd, (line + "\n").encode("utf-8"))
        finally:
            os.close(fd)
