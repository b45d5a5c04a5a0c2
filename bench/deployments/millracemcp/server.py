"""Millrace Cycles' tools over MCP (stdio): the very functions of ``../millrace/millrace_data.py``
(the ones ``../millrace/tools.py`` serves as Python tools), each with its docstring as its
description and annotated ``readOnlyHint: true``. An unknown id comes back as the tool's
error result (``isError``) with the same message.
"""

from __future__ import annotations

import functools
import importlib.util
import inspect
from pathlib import Path

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import ToolAnnotations

# loaded by its path: ../millrace holds a tools.py that must not shadow guardbot's tools package
_path = Path(__file__).resolve().parent.parent / "millrace" / "millrace_data.py"
_spec = importlib.util.spec_from_file_location("millrace_data", _path)
millrace_data = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(millrace_data)


def served(fn):  # noqa: ANN001, ANN201
    """``fn`` with the data module's ToolError as the SDK's, so its message reaches the user."""

    @functools.wraps(fn)
    def call(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
        try:
            return fn(*args, **kwargs)
        except Exception as exc:
            if type(exc).__name__ != "ToolError":
                raise
            raise ToolError(str(exc)) from exc

    call.__signature__ = inspect.signature(fn, eval_str=True)
    call.__annotations__ = {
        name: p.annotation for name, p in call.__signature__.parameters.items()
    } | {"return": call.__signature__.return_annotation}
    return call


server = MCPServer("millrace", instructions="Millrace Cycles: hires, repair jobs, hire bikes.")
for _fn in millrace_data.TOOLS:
    server.add_tool(served(_fn), annotations=ToolAnnotations(read_only_hint=True))

if __name__ == "__main__":
    server.run("stdio")
