"""Wrenbury Veterinary Practice's eight read-only tools over MCP (stdio), served by the mcp 2.x
SDK's ``MCPServer``: the very functions of ``../wrenbury/wrenbury_data.py``, their docstrings
as descriptions, each annotated ``readOnlyHint: true``. A missing record comes back as the
SDK's ``ToolError`` (an ``isError`` result with the message)."""

from __future__ import annotations

import importlib.util
from pathlib import Path


def _load(name: str, path: Path):  # noqa: ANN202
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# loaded from its file: putting ../wrenbury on sys.path would let its tools.py shadow guardbot's
# ``tools`` package, which the shared toolkit imports
_here = Path(__file__).resolve().parents[1]
data = _load("wrenbury_data", _here / "wrenbury" / "wrenbury_data.py")
served = _load("served", _here / "served.py")

INSTRUCTIONS = "Wrenbury Veterinary Practice's records (read-only)."
server = served.mcp_server("wrenbury", INSTRUCTIONS, data.TOOLS, data.ToolError)

if __name__ == "__main__":
    server.run("stdio")
