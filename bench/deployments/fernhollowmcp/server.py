"""Fernhollow Nurseries' wholesale lookups as a stdio MCP server.

The functions, their descriptions (docstrings with Args and Examples) and their data are
those of ``../fernhollow/fernhollow_data.py``, the same module the Python-tools deployment
``fernhollow`` marks ``@tool``; here each is served as an MCP tool annotated read-only.
"""

from __future__ import annotations

import importlib.util
import inspect
from pathlib import Path
from types import ModuleType

from mcp.server.mcpserver import MCPServer
from mcp_types import ToolAnnotations

HERE = Path(__file__).resolve().parent


def _data() -> ModuleType:
    path = HERE.parent / "fernhollow" / "fernhollow_data.py"
    spec = importlib.util.spec_from_file_location("fernhollow_data", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


data = _data()
server = MCPServer("fernhollow")
for fn in data.TOOLS:
    server.add_tool(
        fn,
        name=fn.__name__,
        description=inspect.getdoc(fn),
        annotations=ToolAnnotations(readOnlyHint=True),
    )

if __name__ == "__main__":
    server.run("stdio")
