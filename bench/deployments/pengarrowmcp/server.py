"""Pengarrow Clay Studio's ten read-only look-ups over stdio MCP.

``served.serve`` makes the mcp 2.x SDK's ``MCPServer`` of the ``TOOLS`` of
``../pengarrow/pengarrow_data.py``, the very functions the Python form marks as tools: each
under its own name with its docstring as description, annotated ``readOnlyHint: true``. An
unknown member, course, tutor or firing, or a date that is not a date, comes back as the
SDK's ToolError with the same message. Run as a script, it serves on stdio.
"""

from __future__ import annotations

from pathlib import Path

from tools.registry import load_module

_served = load_module(str(Path(__file__).resolve().parent.parent / "served.py"))
server = _served.serve(
    "pengarrow",
    "Pengarrow Clay Studio (read-only): a community pottery studio. Members and their "
    "membership invoices and pieces of work, the kiln firings, courses and tutors, the "
    "studio's opening hours and special days, and the glazes.",
    "pengarrow/pengarrow_data.py",
    __name__,
)
