"""Gable Yard Playhouse box office, as a stdio MCP server.

Serves the functions of ../gableyard/gableyard_data.py (the same code, docstrings and
signatures as the Python tools), each annotated read-only.

    python server.py
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "gableyard"))

import gableyard_data as data  # noqa: E402
from mcp.server.mcpserver import MCPServer  # noqa: E402
from mcp.types import ToolAnnotations  # noqa: E402

server = MCPServer(
    "gableyard-box-office",
    instructions="Read-only lookups over the Gable Yard Playhouse box office records.",
)

READ_ONLY = ToolAnnotations(
    readOnlyHint=True, destructiveHint=False, idempotentHint=True, openWorldHint=False
)

for fn in data.TOOLS:
    server.add_tool(fn, annotations=READ_ONLY)

if __name__ == "__main__":
    server.run()
