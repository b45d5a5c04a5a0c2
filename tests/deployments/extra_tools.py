"""A tool module added through ``GUARDBOT_TOOL_MODULES``, beside a deployment's own."""

from __future__ import annotations

from tools.registry import ToolError, tool

ARRIVALS = {31: "2031-04-19", 32: "2031-04-22"}


@tool
def pallet_arrival(pallet_number: int) -> dict:
    """When a pallet of supplies is due to arrive at the nursery.

    Args:
        pallet_number: the pallet number, e.g. 31.

    Examples:
        When does pallet 31 arrive?
    """
    if pallet_number not in ARRIVALS:
        raise ToolError(f"no pallet {pallet_number}")
    return {"pallet_number": pallet_number, "arrives_on": ARRIVALS[pallet_number]}
