"""Lantern Hall's box office lookups over MCP (stdio), served by the mcp 2.x SDK's
``MCPServer``: the same eight functions as the Python deployment (``../lanternhall/
lanternhall_data.py``, loaded by its file path so that ``../lanternhall/tools.py`` never shadows
guardbot's ``tools`` package), with their docstrings as descriptions and the read-only hint. A
record that is not there comes back as an error result (the SDK's ``ToolError``)."""

from __future__ import annotations

import contextlib
import functools
from pathlib import Path

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import ToolAnnotations

from tools.registry import load_module

data = load_module(str(Path(__file__).resolve().parents[1] / "lanternhall" / "lanternhall_data.py"))
HINTS = ToolAnnotations(readOnlyHint=True, destructiveHint=False, openWorldHint=False)
server = MCPServer("lanternhall", instructions="Lantern Hall box office records, read-only.")


@contextlib.contextmanager
def _reported():  # noqa: ANN202
    """The data module's ToolError (no such record) raised again as the SDK's, whose message
    the client sees (any other exception's text stays on the server)."""
    try:
        yield
    except data.ToolError as exc:
        raise ToolError(str(exc)) from None


def _call(fn, *args, **kwargs):  # noqa: ANN001, ANN002, ANN003, ANN202
    with _reported():
        return fn(*args, **kwargs)


for _fn in data.TOOLS:
    _tool = functools.wraps(_fn)(lambda *a, _f=_fn, **k: _call(_f, *a, **k))
    server.add_tool(_tool, name=_fn.__name__, description=_fn.__doc__, annotations=HINTS)

if __name__ == "__main__":
    server.run("stdio")
