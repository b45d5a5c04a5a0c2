"""Copperthwaite Motors' nine read-only look-ups, served over stdio MCP.

``served.serve`` builds the mcp 2.x SDK's ``MCPServer`` of the ``TOOLS`` of
``../copperthwaite/copperthwaite_data.py`` (the functions the Python form marks as tools),
each under its own name, its docstring as its description, annotated ``readOnlyHint: true``;
a ToolError for an unknown registration, customer, person, job card or supplier reaches the
client as the SDK's ToolError with its message. Run as a script, it serves on stdio.
"""

from __future__ import annotations

from pathlib import Path

from tools.registry import load_module

_DEPLOYMENTS = Path(__file__).resolve().parents[1]
server = load_module(str(_DEPLOYMENTS / "served.py")).serve(
    "copperthwaite",
    "Copperthwaite Motors (read-only): customers' cars and vans by registration, customers' "
    "accounts and invoices, job cards, mechanics, the jobs board, parts on order, MOT and "
    "service reminders, courtesy cars and the garage's log of complaints, notes and "
    "warranty claims.",
    "copperthwaite/copperthwaite_data.py",
    __name__,
)
