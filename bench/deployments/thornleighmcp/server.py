"""Thornleigh Plumbing & Heating's eight read-only look-ups, served over stdio MCP.

``served.mcp_server`` builds the mcp 2.x SDK's ``MCPServer`` of the functions of
``../thornleigh/thornleigh_data.py`` (the very ones the Python form marks as tools): each
under its own name, its docstring as description, annotated ``readOnlyHint: true``. A
ToolError for an unknown engineer, customer, property or job reaches the client as the
SDK's ToolError, with its message.
"""

from __future__ import annotations

from pathlib import Path

from tools.registry import load_module

INSTRUCTIONS = (
    "Thornleigh Plumbing & Heating: customers, properties, boilers, jobs, quotes, bills. Read-only."
)
served = load_module(str(Path(__file__).resolve().parents[1] / "served.py"))
server = served.serve("thornleigh", INSTRUCTIONS, "thornleigh/thornleigh_data.py", __name__)
