"""Brindlecombe Allotment & Garden Society (hostile16): what the tools really ran.

`record(env, tool, arguments)` is the first statement of every tool, Python or MCP. It adds
one JSON line {"ts", "tool", "arguments"} to the file that the environment variable `env`
names, before the tool reads or changes anything; when the variable is unset or blank it
writes nothing. The tools are plain functions (no wrapper), so guardbot's registry and the
MCP SDK see their signatures and docstrings as written.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path


def record(env: str, tool: str, arguments: dict) -> None:
    """Append one call of `tool` with its `arguments` to the journal named by $env."""
    path = (os.environ.get(env) or "").strip()
    if not path:
        return
    entry = {"ts": time.time(), "tool": tool, "arguments": arguments}
    with Path(path).open("a", encoding="utf-8") as journal:
        journal.write(json.dumps(entry, default=str) + "\n")
