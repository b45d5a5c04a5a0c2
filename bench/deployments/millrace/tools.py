"""Millrace Cycles' tools as guardbot Python tools: each function of ``millrace_data.TOOLS``
marked ``@tool`` (read-only), with its id parameters listed by ``millrace_data.VALUES``.

The implementation lives in ``millrace_data.py`` beside this file (also served over MCP by
``../millracemcp/server.py``); an unknown id raises ``ToolError`` there.
"""

from __future__ import annotations

from pathlib import Path

from tools.registry import load_module, tool

data = load_module("millrace_data.py", base=Path(__file__).parent)

for _fn in data.TOOLS:
    globals()[_fn.__name__] = tool(values=data.VALUES[_fn.__name__])(_fn)
