"""Kestrel Moor Holiday Park's nine read-only look-ups, served over stdio MCP.

``served.serve`` builds the mcp 2.x SDK's ``MCPServer`` of the ``TOOLS`` of
``../kestrelmoor/kestrelmoor_data.py`` (the functions the Python form marks as tools), each
under its own name, its docstring as its description, annotated ``readOnlyHint: true``; a
ToolError for an unknown unit, person, guest, booking or facility reaches the client as the
SDK's ToolError with its message. Run as a script, it serves on stdio.
"""

from __future__ import annotations

from pathlib import Path

from tools.registry import load_module

_DEPLOYMENTS = Path(__file__).resolve().parents[1]
server = load_module(str(_DEPLOYMENTS / "served.py")).serve(
    "kestrelmoor",
    "Kestrel Moor Holiday Park (read-only): lodges, caravans and pitches, staff and wardens, "
    "guests' bookings and payments, arrivals, maintenance jobs, facility opening hours, "
    "seasonal pitches and the park's log of complaints, incidents and notes.",
    "kestrelmoor/kestrelmoor_data.py",
    __name__,
)
