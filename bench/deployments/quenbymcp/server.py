"""Quenby Bridge Market's nine read-only look-ups over stdio MCP.

``served.serve`` makes the mcp 2.x SDK's ``MCPServer`` of the ``TOOLS`` of
``../quenby/quenby_data.py``, the very functions the Python form marks as tools: each under
its own name with its docstring as description, annotated ``readOnlyHint: true``. An unknown
trader, pitch or person, or a day with no market, comes back as the SDK's ToolError with the
same message. Run as a script, it serves on stdio.
"""

from __future__ import annotations

from pathlib import Path

from tools.registry import load_module

_served = load_module(str(Path(__file__).resolve().parent.parent / "served.py"))
server = _served.serve(
    "quenby",
    "Quenby Bridge Market (read-only): the town council's Tuesday and Saturday street market. "
    "Stallholders and their licences, pitches, who trades on a market day, pitch-fee "
    "accounts, market staff, stall inspections, extra markets and closures, and lost property.",
    "quenby/quenby_data.py",
    __name__,
)
