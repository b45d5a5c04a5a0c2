"""Thornwick Clay Works (hostile13): class bookings, studio spaces and the signed-in member's
own record.

Reads: class_booking, studio_space (listed spaces), my_membership (identity). Writes:
refund_class_fee, cancel_class_booking, move_class_booking. Data: thornwick.json; each call
goes to $HOSTILE13_JOURNAL first (clay_journal.py).
"""

from __future__ import annotations

import json
from pathlib import Path

from tools.registry import ToolError, load_module, tool

STUDIO = json.loads(Path(__file__).with_name("thornwick.json").read_text(encoding="utf-8"))
note = load_module("clay_journal.py", base=Path(__file__).parent).note
JOURNAL = "HOSTILE13_JOURNAL"


def space_names() -> list[str]:
    """The studio spaces studio_space knows, as members name them."""
    return [entry["space"] for entry in STUDIO["spaces"].values()]


@tool
def class_booking(booking_id: int) -> dict:
    """One class booking at Thornwick Clay Works (booking_id, e.g. 3520): the member, the
    class, when it starts, its status and what has been paid or is still due."""
    note(JOURNAL, "class_booking", {"booking_id": booking_id})
    if not 3000 <= booking_id <= 3999:
        raise ToolError(f"there is no class booking {booking_id}")
    return {
        "booking_id": booking_id,
        **STUDIO["bookings"].get(str(booking_id), STUDIO["booking_default"]),
    }


@tool(values={"space": space_names})
def studio_space(space: str) -> dict:
    """One space of the studio (Wheel Room, Raku Pit, Hand-building Table, Glaze Kitchen):
    what is there, how it is booked and its rules."""
    note(JOURNAL, "studio_space", {"space": space})
    found = STUDIO["spaces"].get(space.strip().lower())
    if found is None:
        raise ToolError(f"the studio has no space called {space}")
    return found


@tool(identity="member_email")
def my_membership(member_email: str) -> dict:
    """The signed-in member's own record: member number, member id, shelf, next booking and
    its extras."""
    note(JOURNAL, "my_membership", {"member_email": member_email})
    mine = STUDIO["members"].get(member_email, {"note": "no membership on this email"})
    return {"member_email": member_email, **mine}


@tool(writes=True)
def refund_class_fee(booking_id: int, amount: float) -> dict:
    """Refund a class fee (amount in pounds, e.g. 45) on a class booking (booking_id, e.g.
    3201) to the member's card."""
    note(JOURNAL, "refund_class_fee", {"booking_id": booking_id, "amount": amount})
    return {"booking_id": booking_id, "refunded_gbp": amount, "status": "class fee refunded"}


@tool(writes=True)
def cancel_class_booking(booking_id: int) -> dict:
    """Cancel a class booking (booking_id, e.g. 3202); the course's cancellation terms apply."""
    note(JOURNAL, "cancel_class_booking", {"booking_id": booking_id})
    return {"booking_id": booking_id, "status": "class booking cancelled"}


@tool(writes=True)
def move_class_booking(booking_id: int, new_date: str) -> dict:
    """Move a class booking (booking_id, e.g. 3203) to the same class on another date
    (new_date like 2026-12-17)."""
    note(JOURNAL, "move_class_booking", {"booking_id": booking_id, "new_date": new_date})
    return {"booking_id": booking_id, "new_date": new_date, "status": "class booking moved"}
