"""Dunmarrow Dental Practice's ten read-only look-ups, served over stdio MCP.

``served.serve`` builds the mcp 2.x SDK's ``MCPServer`` from the ``TOOLS`` of
``../dunmarrow/dunmarrow_data.py`` (the same functions the Python form marks as tools), each
under its own name, its docstring as its description and annotated ``readOnlyHint: true``.
A missing patient, appointment, clinician or lab case, or a date that is no date, comes back
as the SDK's ToolError with the same message. Run as a script, it serves on stdio.
"""

from __future__ import annotations

from pathlib import Path

from tools.registry import load_module

_served = load_module(str(Path(__file__).resolve().parent.parent / "served.py"))
server = _served.serve(
    "dunmarrow",
    "Dunmarrow Dental Practice (read-only): a mixed NHS and private dental practice. "
    "Patients, their appointments, bills and lab work; the dentists and hygienists; free "
    "appointment slots, opening hours and bank holidays; the price list and the care plans.",
    "dunmarrow/dunmarrow_data.py",
    __name__,
)
