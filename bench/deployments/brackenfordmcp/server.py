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

INSTRUCTIONS = (
    "Brackenford Veterinary Practice: pets, owners, appointments, invoices, staff, "
    "events. Read-only."
)
served = load_module(str(Path(__file__).resolve().parents[1] / "served.py"))
server = served.serve("brackenford", INSTRUCTIONS, "brackenford/brackenford_data.py", __name__)
