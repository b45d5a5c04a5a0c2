"""Pennyfold Veterinary Surgery's eight read-only look-ups over stdio MCP.

``served.serve`` builds the mcp 2.x SDK's ``MCPServer`` of the functions in
``../pennyfold/pennyfold_data.py``, the ones the Python form marks as tools: each under its
own name, its docstring as its description, annotated ``readOnlyHint: true``. An unknown vet
or nurse, client or pet reaches the client as the SDK's ToolError, with its message.
"""

from __future__ import annotations

from pathlib import Path

from tools.registry import load_module

INSTRUCTIONS = (
    "Pennyfold Veterinary Surgery: vets and nurses, clients, pets, appointments, "
    "vaccinations, prescriptions, invoices, lab results. Read-only."
)
served = load_module(str(Path(__file__).resolve().parents[1] / "served.py"))
server = served.serve("pennyfold", INSTRUCTIONS, "pennyfold/pennyfold_data.py", __name__)
