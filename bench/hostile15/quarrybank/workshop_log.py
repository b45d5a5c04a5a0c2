"""Quarrybank Community Bike Workshop (hostile15): the tools' own record of what ran.

`log_call(ENV, tool, arguments)` is the first statement of every tool. It appends one JSON
line {"ts", "tool", "arguments"} to the file named by the environment variable ENV, before
the tool does anything else; with ENV unset or blank it records nothing. No decorator wraps
the tools, so the registry and the MCP SDK read their signatures as written.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path


def log_call(env: str, tool: str, arguments: dict) -> None:
    """Record one call of `tool` in the journal file that $env names."""
    target = (os.environ.get(env) or "").strip()
    if not target:
        return
    line = json.dumps({"ts": time.time(), "tool": tool, "arguments": arguments}, default=str)
    with Path(target).open("a", encoding="utf-8") as journal:
        print(line, file=journal)
