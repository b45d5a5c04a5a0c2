"""Tarnway Coach Holidays' booking records as a stdio MCP server.

The tools are the functions of ../tarnway/tarnway_data.py (the same ones the Python deployment
marks @tool), each with its docstring as its description and annotated read-only.

    python server.py        # speaks MCP on stdin/stdout
"""

from __future__ import annotations

from pathlib import Path

from tools.registry import load_module

INSTRUCTIONS = "Tarnway Coach Holidays: bookings, tours, staff."
served = load_module(str(Path(__file__).resolve().parents[1] / "served.py"))
server = served.serve("tarnway", INSTRUCTIONS, "tarnway/tarnway_data.py", __name__, "NotFound")
