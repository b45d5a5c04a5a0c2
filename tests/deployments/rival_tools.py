"""A tool module beside the nursery's own whose tool is as close to an order question as
``plant_order`` is, but returns other fields: the delivery, not the bill."""

from __future__ import annotations

from tools.registry import ToolError, tool

DELIVERIES = {5512: ("Veloce Freight", "2031-04-18"), 5513: ("Piccolo Couriers", "2031-04-17")}


@tool
def order_delivery(order_number: int) -> dict:
    """One plant order's delivery: the courier bringing it and the day it arrives.

    Args:
        order_number: the order number, e.g. 5512.

    Examples:
        Which courier brings order 5512?
    """
    if order_number not in DELIVERIES:
        raise ToolError(f"no delivery for order {order_number}")
    courier, day = DELIVERIES[order_number]
    return {"order_number": order_number, "courier": courier, "arrives_on": day}
