"""Calderby Dry Cleaners & Alterations: the ten read-only look-ups over stdio MCP.

``served.serve`` makes the mcp 2.x SDK's ``MCPServer`` out of the ``TOOLS`` of
``../calderby/calderby_data.py``, the functions that the Python form marks as tools: each one
under its own name, described by its docstring and annotated ``readOnlyHint: true``. An
unknown customer, ticket, alteration job, person, area or account, or a date that is no
date, comes back as the SDK's ToolError with the same words. Run as a script, it serves.
"""

from __future__ import annotations

from pathlib import Path

from tools.registry import load_module

_here = Path(__file__).resolve().parent
_served = load_module(str(_here.parent / "served.py"))
server = _served.serve(
    "calderby",
    "Calderby Dry Cleaners & Alterations (read-only): two shops, a workroom and a van. "
    "Customers and their cleaning tickets, alteration jobs and fittings with the tailors, "
    "the staff, opening hours over Christmas, the price list, the van's areas and the "
    "business accounts with their invoices.",
    "calderby/calderby_data.py",
    __name__,
)
