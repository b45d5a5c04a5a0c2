"""Wrenfold Waste & Recycling (hostile18): a ledger of every tool call that really ran.

`record(env_name, tool, arguments)` is the first statement of each tool body, in the Python
module and in the MCP server alike. It appends one JSON object per line, with the keys
"ts", "tool" and "arguments", to the file whose path the environment variable `env_name`
holds; when that variable is missing or blank it does nothing. The tools carry no extra
decorator, so the registry and the MCP SDK see their signatures unchanged.
"""

import json
import os
import time
from pathlib import Path


def record(env_name: str, tool: str, arguments: dict) -> None:
    """Append {"ts", "tool", "arguments"} as one line to the file named by $env_name."""
    where = (os.environ.get(env_name) or "").strip()
    if not where:
        return
    entry = {"ts": time.time(), "tool": tool, "arguments": arguments}
    text = json.dumps(entry, ensure_ascii=False, default=str) + "\n"
    with Path(where).open("a", encoding="utf-8") as ledger:
        ledger.write(text)
        ledger.flush()
        os.fsync(ledger.fileno())
