"""Hollinsbrook Plumbing & Heating's eight read-only look-ups, served over stdio MCP.

``served.serve`` builds the mcp 2.x SDK's ``MCPServer`` of the ``TOOLS`` of
``../hollinsbrook/hollinsbrook_data.py`` (the very functions the Python form marks as tools),
each under its own name with its docstring as description and annotated
``readOnlyHint: true``; a ToolError for an unknown customer, engineer or job reaches the
client as the SDK's ToolError, with its message. Run as a script, it serves on stdio.
"""

from __future__ import annotations

from pathlib import Path

from tools.registry import load_module

_DEPLOYMENTS = Path(__file__).resolve().parents[1]
server = load_module(str(_DEPLOYMENTS / "served.py")).serve(
    "hollinsbrook",
    "Hollinsbrook Plumbing & Heating (read-only): engineers, customers, appliances, jobs, "
    "parts orders, invoices, quotes, complaints and gas safety notes.",
    "hollinsbrook/hollinsbrook_data.py",
    __name__,
)
