"""Kelderwick Rowing Club's eight read-only look-ups, served over stdio MCP.

The server is the mcp 2.x SDK's ``MCPServer`` as ``served.mcp_server`` builds it: every
function of ``../kelderwick/kelderwick_data.py`` (the very ones the Python form marks as
tools) under its own name, described by its docstring and annotated ``readOnlyHint: true``.
A ToolError for an unknown member, outing, boat or coach reaches the client as the SDK's
ToolError, with its message.
"""

from __future__ import annotations

from pathlib import Path

from tools.registry import load_module

INSTRUCTIONS = (
    "Kelderwick Rowing Club: boats, members, outings, subscriptions, coaches and events. Read-only."
)
served = load_module(str(Path(__file__).resolve().parents[1] / "served.py"))
server = served.serve("kelderwick", INSTRUCTIONS, "kelderwick/kelderwick_data.py", __name__)
