"""Ketterby Tool & Plant Hire's ten read-only look-ups, served over stdio MCP.

``served.serve`` builds the mcp 2.x SDK's ``MCPServer`` of the ``TOOLS`` of
``../ketterby/ketterby_data.py`` (the same functions the Python form marks as tools), each
under its own name, its docstring as its description, annotated ``readOnlyHint: true``. An
unknown item, account, contract or person, or a date that is not a date, is answered with
the SDK's ToolError carrying the same words. Started as a script (``python server.py``), it
serves on stdio at once.
"""

from __future__ import annotations

from pathlib import Path

from tools.registry import load_module

_DEPLOYMENTS = Path(__file__).resolve().parents[1]
_served = load_module(str(_DEPLOYMENTS / "served.py"))
server = _served.serve(
    "ketterby",
    "Ketterby Tool & Plant Hire (read-only): a tool and small plant hire depot. The hire "
    "catalogue and what is free on a day, customer accounts, hire contracts with their "
    "payments, trade invoices, the staff and drivers, the vans' delivery runs and the "
    "depot's opening hours.",
    "ketterby/ketterby_data.py",
    __name__,
)
