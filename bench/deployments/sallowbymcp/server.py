"""Sallowby Removals & Storage's eight read-only look-ups, served over stdio MCP.

``served.mcp_server`` builds the mcp 2.x SDK's ``MCPServer`` of the functions of
``../sallowby/sallowby_data.py`` (the very ones the Python form marks as tools): each under
its own name, its docstring as description, annotated ``readOnlyHint: true``. A ToolError for
an unknown crew member, customer, move or storage unit reaches the client as the SDK's
ToolError, with its message.
"""

from __future__ import annotations

from pathlib import Path

from tools.registry import load_module

_WHAT = "Sallowby Removals & Storage: crew, customers, moves, quotes, storage units, bills, claims."
_HERE = Path(__file__).resolve().parents[1]  # bench/deployments
_firm, _serving = (load_module(str(_HERE / f)) for f in ("sallowby/sallowby_data.py", "served.py"))
server = _serving.mcp_server("sallowby", f"{_WHAT} Read-only.", _firm.TOOLS, _firm.ToolError)

if __name__ == "__main__":
    server.run("stdio")
