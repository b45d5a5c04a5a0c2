"""Brackenford Veterinary Practice's eight read-only look-ups, served over stdio MCP.

``served.mcp_server`` builds the mcp 2.x SDK's ``MCPServer`` of the functions of
``../brackenford/brackenford_data.py`` (the very ones the Python form marks as tools): each
under its own name, its docstring as description, annotated ``readOnlyHint: true``. A
ToolError for an unknown pet, client, appointment or staff member reaches the client as the
SDK's ToolError, with its message.
"""

from __future__ import annotations

from pathlib import Path

from tools.registry import load_module

_DEPLOYMENTS = Path(__file__).resolve().parents[1]
_practice = load_module(str(_DEPLOYMENTS / "brackenford" / "brackenford_data.py"))
_serving = load_module(str(_DEPLOYMENTS / "served.py"))
_WHAT = "Brackenford Veterinary Practice: pets, owners, appointments, invoices, staff, events."

server = _serving.mcp_server(
    "brackenford", _WHAT + " Read-only.", _practice.TOOLS, _practice.ToolError
)

if __name__ == "__main__":
    server.run("stdio")
