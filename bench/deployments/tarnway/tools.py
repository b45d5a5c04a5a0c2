"""Tarnway Coach Holidays' tools for guardbot: the functions of tarnway_data.py, marked @tool.

tarnway_data.py holds the database and the functions (it does not import guardbot, so the
MCP server of ../tarnwaymcp serves the very same ones); here each is marked read-only with
the listers of its id parameters, and its "no such record" error becomes a ToolError.
"""

import functools
import sys
from pathlib import Path

from tools.registry import ToolError, tool

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


def _as_tool(fn):  # noqa: ANN001, ANN202
    @functools.wraps(fn)
    def call(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
        try:
            return fn(*args, **kwargs)
        except data.NotFound as exc:
            raise ToolError(str(exc)) from None

    return tool(values=VALUES.get(fn.__name__, {}))(call)


get_booking = _as_tool(data.get_booking)
customer_bookings = _as_tool(data.customer_bookings)
get_customer = _as_tool(data.get_customer)
get_tour = _as_tool(data.get_tour)
search_tours = _as_tool(data.search_tours)
get_departure = _as_tool(data.get_departure)
get_staff_member = _as_tool(data.get_staff_member)
