"""Tarnway Coach Holidays' booking records as a stdio MCP server.

The tools are the functions of ../tarnway/tarnway_data.py (the same ones the Python deployment
marks @tool), each with its docstring as its description and annotated read-only.

    python server.py        # speaks MCP on stdin/stdout
"""

import functools
import sys
from pathlib import Path

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import ToolAnnotations

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tarnway"))
import tarnway_data as data  # noqa: E402

server = MCPServer("tarnway", instructions="Tarnway Coach Holidays: bookings, tours, staff.")

READ_ONLY = ToolAnnotations(read_only_hint=True, destructive_hint=False, open_world_hint=False)


def _no_such_record_is_a_tool_error(fn):  # noqa: ANN001, ANN202
    @functools.wraps(fn)
    def call(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
        try:
            return fn(*args, **kwargs)
        except data.NotFound as exc:
            raise ToolError(str(exc)) from None

    return call


for fn in data.TOOLS:
    server.add_tool(_no_such_record_is_a_tool_error(fn), annotations=READ_ONLY)


if __name__ == "__main__":
    server.run("stdio")
