"""A plant nursery's tools: greenhouse sensor readings, plant orders and (changing data)
cancelling an order. Written from docs/DEPLOYMENTS.md; nothing here is known to guardbot."""

from __future__ import annotations

from typing import Literal

from tools.registry import ToolError, tool

GREENHOUSES = {7: "Palm House", 8: "Fern Gallery", 9: "Cactus Dome"}
READINGS = {
    (7, "humidity"): 81,
    (7, "temperature"): 27.5,
    (8, "humidity"): 92,
    (8, "temperature"): 19.0,
    (9, "humidity"): 22,
    (9, "temperature"): 33.0,
}
ORDERS = {
    5512: {"buyer": "Ines Okafor", "plants": "3 olive trees", "total_eur": 238.0},
    5513: {"buyer": "Bram de Vries", "plants": "12 tomato seedlings", "total_eur": 19.2},
}
CANCELLED: list[int] = []


def greenhouse_names() -> list[tuple[int, str]]:
    return list(GREENHOUSES.items())


@tool(values={"greenhouse_id": greenhouse_names})
def greenhouse_reading(greenhouse_id: int, sensor: Literal["humidity", "temperature"]) -> dict:
    """The latest sensor reading of one greenhouse: humidity in percent or temperature in
    degrees Celsius.

    Args:
        greenhouse_id: the greenhouse number, e.g. 7.
        sensor: humidity or temperature.

    Examples:
        How humid is greenhouse 7 right now?
        What's the temperature in the Cactus Dome?
    """
    if greenhouse_id not in GREENHOUSES:
        raise ToolError(f"there is no greenhouse {greenhouse_id}")
    unit = "percent" if sensor == "humidity" else "degrees Celsius"
    return {
        "greenhouse_id": greenhouse_id,
        "greenhouse": GREENHOUSES[greenhouse_id],
        sensor: READINGS[(greenhouse_id, sensor)],
        "unit": unit,
    }


@tool
def plant_order(order_number: int) -> dict:
    """One plant order: who bought it, which plants and the total in euros.

    Args:
        order_number: the order number, e.g. 5512.

    Examples:
        What did order 5512 cost?
        Which plants are in order 5513?
    """
    if order_number not in ORDERS:
        raise ToolError(f"there is no order {order_number}")
    return {"order_number": order_number, **ORDERS[order_number]}


@tool(writes=True)
def cancel_plant_order(order_number: int) -> dict:
    """Cancel a plant order that has not left the nursery yet.

    Args:
        order_number: the order number, e.g. 5512.

    Examples:
        Please cancel order 5512.
    """
    if order_number not in ORDERS:
        raise ToolError(f"there is no order {order_number}")
    CANCELLED.append(order_number)
    return {"order_number": order_number, "status": "cancelled"}


@tool(identity="member_email")
def my_loyalty_points(member_email: str) -> dict:
    """The signed-in member's loyalty points.

    Examples:
        How many loyalty points do I have?
    """
    return {"member": member_email, "points": 420 if member_email == "ines@example.org" else 0}
