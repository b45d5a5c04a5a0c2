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

_WHAT = "Orrisdale Driving School: instructors, pupils, lessons, driving tests, payments, cars."
_HERE = Path(__file__).resolve().parents[1]  # bench/deployments
_school, _serving = (
    load_module(str(_HERE / f)) for f in ("orrisdale/orrisdale_data.py", "served.py")
)
server = _serving.mcp_server("orrisdale", f"{_WHAT} Read-only.", _school.TOOLS, _school.ToolError)

if __name__ == "__main__":
    server.run("stdio")
