"""Skellbrook Library & Makerspace's eight read-only look-ups as a stdio MCP server (the mcp
2.x SDK's ``MCPServer``, built by ``served.mcp_server``).

The tools are the functions of ``../skellbrook/skellbrook_data.py``, the same ones the Python
form registers, described by their own docstrings and annotated ``readOnlyHint: true``; an
unknown record's ToolError reaches the client as the SDK's ToolError.
"""

from __future__ import annotations

from pathlib import Path

from tools.registry import load_module

INSTRUCTIONS = (
    "Skellbrook Library & Makerspace: catalogue, members, loans, makerspace machines "
    "and bookings, staff, events. Read-only."
)
served = load_module(str(Path(__file__).resolve().parents[1] / "served.py"))
server = served.serve("skellbrook", INSTRUCTIONS, "skellbrook/skellbrook_data.py", __name__)
