"""Wrenbury Veterinary Practice's eight read-only tools over MCP (stdio), served by the mcp 2.x
SDK's ``MCPServer``: the very functions of ``../wrenbury/wrenbury_data.py``, their docstrings
as descriptions, each annotated ``readOnlyHint: true``. A missing record comes back as the
SDK's ``ToolError`` (an ``isError`` result with the message)."""

from __future__ import annotations

from pathlib import Path

from tools.registry import load_module

INSTRUCTIONS = "Wrenbury Veterinary Practice's records (read-only)."
served = load_module(str(Path(__file__).resolve().parents[1] / "served.py"))
server = served.serve("wrenbury", INSTRUCTIONS, "wrenbury/wrenbury_data.py", __name__)
