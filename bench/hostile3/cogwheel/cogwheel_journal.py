"""The journal both Cogwheel tool sources write to *before* a tool does anything: one JSON
line per call, to the file named by an environment variable (HOSTILE3_JOURNAL for the Python
tools, HOSTILE3_MCP_JOURNAL for the MCP server)."""

from __future__ import annotations

import json
import os
import time


def journal(variable: str, tool: str, arguments: dict) -> None:
    path = os.environ.get(variable)
    if path:
        with open(path, "a", encoding="utf-8") as f:
            f.write(json.dumps({"ts": time.time(), "tool": tool, "arguments": arguments}) + "\n")
