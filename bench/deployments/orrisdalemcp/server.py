"""Orrisdale Driving School's eight read-only look-ups, served over stdio MCP.

``served.mcp_server`` builds the mcp 2.x SDK's ``MCPServer`` of the functions of
``../orrisdale/orrisdale_data.py`` (the very ones the Python form marks as tools): each under
its own name, its docstring as description, annotated ``readOnlyHint: true``. A ToolError for
an unknown instructor, pupil, test centre or car reaches the client as the SDK's ToolError,
with its message.
"""

from __future__ import annotations

from pathlib import Path

from tools.registry import load_module

INSTRUCTIONS = (
    "Orrisdale Driving School: instructors, pupils, lessons, driving tests, "
    "payments, cars. Read-only."
)
served = load_module(str(Path(__file__).resolve().parents[1] / "served.py"))
server = served.serve("orrisdale", INSTRUCTIONS, "orrisdale/orrisdale_data.py", __name__)
