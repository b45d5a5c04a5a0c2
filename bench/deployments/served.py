"""What the deployments that keep their tools in a plain module (``*_data.py``, which imports
neither guardbot nor the MCP SDK) share to serve them: the same function with a missing
record's error raised as another error (guardbot's or the MCP SDK's ``ToolError``), and the
read-only stdio MCP server of such functions (``serve``: all an MCP server.py does, given the
data module's path).

It imports nothing of guardbot; an MCP server (a process of its own) loads it by its path:

    served = load_module(str(Path(__file__).resolve().parents[1] / "served.py"))
    server = served.serve("name", INSTRUCTIONS, "name/name_data.py", __name__)
"""

from __future__ import annotations

import functools
import importlib.util
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any


def raising(
    fn: Callable[..., Any],
    caught: type[Exception] | tuple[type[Exception], ...],
    raised: type[Exception],
    module: str | None = None,
) -> Callable[..., Any]:
    """``fn`` (its name, docstring and signature), a ``caught`` error raised as
    ``raised(str(error))`` (nothing caught: ``()``); written as a function of ``module`` when
    one is given."""

    @functools.wraps(fn)
    def call(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
        try:
            return fn(*args, **kwargs)
        except caught as exc:
            raise raised(str(exc)) from None

    if module is not None:
        call.__module__ = module
    return call


def mcp_server(
    name: str, instructions: str, tools: Iterable[Callable[..., Any]], caught: type[Exception]
) -> Any:
    """A stdio MCP server (the mcp 2.x SDK's ``MCPServer``) of ``tools``: each under its own
    name with its docstring as description, annotated read-only (not destructive, no open
    world); a ``caught`` error comes back as the SDK's ``ToolError``."""
    from mcp.server.mcpserver import MCPServer
    from mcp.server.mcpserver.exceptions import ToolError
    from mcp.types import ToolAnnotations

    server = MCPServer(name, instructions=instructions)
    hints = ToolAnnotations(readOnlyHint=True, destructiveHint=False, openWorldHint=False)
    for fn in tools:
        served = raising(fn, caught, ToolError)
        server.add_tool(served, name=fn.__name__, description=fn.__doc__, annotations=hints)
    return server


def serve(name: str, instructions: str, data: str, main: str, caught: str = "ToolError") -> Any:
    """An MCP server.py's whole work: the ``mcp_server`` ``name`` (with ``instructions``) of
    the ``TOOLS`` of the plain module ``data`` (its path below bench/deployments, e.g.
    ``"orrisdale/orrisdale_data.py"``; loaded by its path, under its file's name), the
    module's error ``caught`` (its name there) raised as the SDK's ``ToolError``. Served on
    stdio at once where ``main`` (the server.py's ``__name__``) is ``"__main__"``."""
    path = Path(__file__).resolve().parent / data
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None, f"cannot load {path}"
    module = sys.modules[path.stem] = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    server = mcp_server(name, instructions, module.TOOLS, getattr(module, caught))
    if main == "__main__":
        server.run("stdio")
    return server
