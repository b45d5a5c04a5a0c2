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

_WHAT = "Thornleigh Plumbing & Heating: customers, properties, boilers, jobs, quotes, bills."
_HERE = Path(__file__).resolve().parents[1]  # bench/deployments
_firm, _serving = (
    load_module(str(_HERE / f)) for f in ("thornleigh/thornleigh_data.py", "served.py")
)
server = _serving.mcp_server("thornleigh", f"{_WHAT} Read-only.", _firm.TOOLS, _firm.ToolError)

if __name__ == "__main__":
    server.run("stdio")
