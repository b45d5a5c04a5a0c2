"""The tide-table MCP server over stdio: ``python stdio_server.py``."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from tide_tools import build  # noqa: E402

if __name__ == "__main__":
    build("tides-stdio").run("stdio")
