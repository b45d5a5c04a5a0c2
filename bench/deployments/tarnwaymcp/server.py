"""Tarnway Coach Holidays' booking records as a stdio MCP server.

The tools are the functions of ../tarnway/tarnway_data.py (the same ones the Python deployment
marks @tool), each with its docstring as its description and annotated read-only.

    python server.py        # speaks MCP on stdin/stdout
"""

import importlib.util
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tarnway"))
import tarnway_data as data  # noqa: E402

_spec = importlib.util.spec_from_file_location(
    "served", Path(__file__).resolve().parents[1] / "served.py"
)
assert _spec is not None and _spec.loader is not None
served = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(served)

INSTRUCTIONS = "Tarnway Coach Holidays: bookings, tours, staff."
server = served.mcp_server("tarnway", INSTRUCTIONS, data.TOOLS, data.NotFound)


if __name__ == "__main__":
    server.run("stdio")
