"""Marrowby Lido (hostile14): what the tools really ran, one JSON line a call.

Every tool's first statement is `note(VARIABLE, name, arguments)`: the line goes to the file
$VARIABLE names (nothing when it is unset or blank) before the tool does anything else. The
tool functions carry no wrapper, so the registry and the MCP SDK read them as written.
"""

from __future__ import annotations

import json
import os
import time


def note(variable: str, name: str, arguments: dict) -> None:
    """Add one line {"ts", "tool", "arguments"} to the file in $variable."""
    path = os.environ.get(variable, "").strip()
    if path:
        row = {"ts": time.time(), "tool": name, "arguments": arguments}
        with open(path, "a", encoding="utf-8") as fh:
            fh.write(json.dumps(row, default=str) + "\n")
