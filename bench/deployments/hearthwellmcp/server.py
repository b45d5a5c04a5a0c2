"""Hearthwell Heating & Plumbing's eight read-only look-ups served over MCP (stdio) with the
mcp 2.x SDK's ``MCPServer``. They are the functions of ``../hearthwell/hearthwell_data.py``
themselves, described by their own docstrings and annotated ``readOnlyHint: true``; a record
that does not exist comes back as the SDK's ``ToolError``, whose text the client shows."""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import wraps
from pathlib import Path
from typing import Any

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import ToolAnnotations

DATA = Path(__file__).resolve().parents[1] / "hearthwell" / "hearthwell_data.py"


def _load_data():  # noqa: ANN202
    """The data module, by its file path (its folder stays off ``sys.path``)."""
    spec = importlib.util.spec_from_file_location("hearthwell_data", DATA)
    if spec is None or spec.loader is None:
        sys.exit(f"cannot load {DATA}")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


hearthwell = _load_data()
READ_ONLY = ToolAnnotations(
    readOnlyHint=True, destructiveHint=False, idempotentHint=True, openWorldHint=False
)
mcp = MCPServer("hearthwell", instructions="Hearthwell Heating & Plumbing's records, read-only.")


@contextmanager
def _sdk_errors() -> Iterator[None]:
    """A missing record (the data module's ToolError) as the SDK's ToolError."""
    try:
        yield
    except hearthwell.ToolError as exc:
        raise ToolError(str(exc)) from None


def _serve(look_up: Callable[..., Any]) -> None:
    @wraps(look_up)
    def served(*args: Any, **kwargs: Any) -> Any:
        with _sdk_errors():
            return look_up(*args, **kwargs)

    mcp.add_tool(served, name=look_up.__name__, description=look_up.__doc__, annotations=READ_ONLY)


for _look_up in hearthwell.TOOLS:
    _serve(_look_up)

if __name__ == "__main__":
    mcp.run("stdio")
