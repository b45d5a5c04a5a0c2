"""Tarnway Coach Holidays' tools for guardbot: the functions of tarnway_data.py, marked @tool.

tarnway_data.py holds the database and the functions (it does not import guardbot, so the
MCP server of ../tarnwaymcp serves the very same ones); here each is marked read-only with
the listers of its id parameters, and its "no such record" error becomes a ToolError.
"""

import sys
from pathlib import Path

from tools.registry import load_module

sys.path.insert(0, str(Path(__file__).resolve().parent))
import tarnway_data as data  # noqa: E402

VALUES = {
    "get_booking": {"booking_id": data.booking_names},
    "customer_bookings": {"customer_id": data.customer_names},
    "get_customer": {"customer_id": data.customer_names},
    "get_tour": {"tour_code": data.tour_names},
    "get_departure": {"departure_id": data.departure_names},
    "get_staff_member": {"staff_id": data.staff_names},
}


toolkit = load_module(str(Path(__file__).resolve().parents[1] / "toolkit.py"))
globals().update(toolkit.marked(data.TOOLS, VALUES, data.NotFound))
