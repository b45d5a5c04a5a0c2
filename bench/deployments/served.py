"""What the deployments that keep their tools in a plain module (``*_data.py``, which imports
neither guardbot nor the MCP SDK) share to serve them: the same function with a missing
record's error raised as another error (guardbot's or the MCP SDK's ``ToolError``), and the
read-only stdio MCP server of such functions.

It imports nothing of guardbot, so an MCP server (a process of its own) loads it by its path:

    served = _load(Path(__file__).resolve().parents[1] / "served.py")
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable
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
