"""Wrenbury Veterinary Practice's eight read-only tools over MCP (stdio), served by the mcp 2.x
SDK's ``MCPServer``: the very functions of ``../wrenbury/wrenbury_data.py``, their docstrings
as descriptions, each annotated ``readOnlyHint: true``. A missing record comes back as the
SDK's ``ToolError`` (an ``isError`` result with the message)."""

from __future__ import annotations

import functools
import importlib.util
from pathlib import Path

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import ToolAnnotations

# loaded from its file: putting ../wrenbury on sys.path would let its tools.py shadow guardbot's
# ``tools`` package, which the shared toolkit imports
_path = Path(__file__).resolve().parents[1] / "wrenbury" / "wrenbury_data.py"
_spec = importlib.util.spec_from_file_location("wrenbury_data", _path)
assert _spec is not None and _spec.loader is not None
data = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(data)

server = MCPServer("wrenbury", instructions="Wrenbury Veterinary Practice's records (read-only).")


def _served(fn):  # noqa: ANN001, ANN202
    @functools.wraps(fn)
    def call(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
        try:
            return fn(*args, **kwargs)
        except data.ToolError as exc:
            raise ToolError(str(exc)) from None

    return call


for fn in data.TOOLS:
    server.add_tool(
        _served(fn),
        name=fn.__name__,
        description=fn.__doc__,
        annotations=ToolAnnotations(readOnlyHint=True, destructiveHint=False, openWorldHint=False),
    )

if __name__ == "__main__":
    server.run("stdio")
