"""Ashcombe Language School's eight read-only look-ups as a stdio MCP server (the mcp 2.x
SDK's ``MCPServer``).

The tools are the functions of ``../ashcombe/ashcombe_data.py`` (the same ones the Python
form registers), described by their own docstrings and annotated ``readOnlyHint: true``. An
unknown record raises the data module's ToolError; it is passed on as the SDK's ToolError,
the one exception whose text the SDK hands to the client.
"""

from __future__ import annotations

import contextlib
import importlib.util
from pathlib import Path
from typing import Any

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError as ClientVisibleError
from mcp.types import ToolAnnotations

SOURCE = Path(__file__).resolve().parent.parent / "ashcombe" / "ashcombe_data.py"

_spec = importlib.util.spec_from_file_location("ashcombe_data", SOURCE)
assert _spec is not None and _spec.loader is not None, f"cannot load {SOURCE}"
school = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(school)

LOOK_UP_ONLY = ToolAnnotations(
    title=None, readOnlyHint=True, destructiveHint=False, idempotentHint=True, openWorldHint=False
)
server = MCPServer(
    "ashcombe",
    instructions="Ashcombe Language School: students, classes, courses, teachers, invoices, exams. Read-only.",
)


class _PassOnMissing(contextlib.ContextDecorator):
    """Around a look-up: the data module's ToolError (no such student, class, invoice...)
    raised again as the SDK's, so that the client reads its message."""

    def __enter__(self) -> _PassOnMissing:
        return self

    def __exit__(self, kind: Any, error: Any, trace: Any) -> None:
        if isinstance(error, school.ToolError):
            raise ClientVisibleError(str(error)) from None


for look_up in school.TOOLS:
    server.add_tool(
        _PassOnMissing()(look_up), description=look_up.__doc__, annotations=LOOK_UP_ONLY
    )


if __name__ == "__main__":
    server.run("stdio")
