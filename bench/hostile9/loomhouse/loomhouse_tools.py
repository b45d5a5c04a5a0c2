"""Loomhouse Coworking (hostile9): meeting-room bookings, invoices, the signed-in member.

Reads: room_booking, invoice_details, my_membership (identity). Writes: refund_invoice,
cancel_room_booking, move_room_booking. Records are in loomhouse.json; each call is
journaled to $HOSTILE9_JOURNAL before it runs (loomhouse_journal.py).
"""

from __future__ import annotations

import json
from pathlib import Path

from tools.registry import ToolError, load_module, tool

HERE = Path(__file__).parent
RECORDS = json.loads((HERE / "loomhouse.json").read_text(encoding="utf-8"))
logged = load_module("loomhouse_journal.py", base=HERE).journaled("HOSTILE9_JOURNAL")


def _look_up(section: str, number: int) -> dict:
    """A listed record of `section`, else the ordinary one for numbers of its thousand."""
    part = RECORDS[section]
    if str(number) in part["listed"]:
        body = part["listed"][str(number)]
    elif number // 1000 == part["thousand"]:
        body = part["ordinary"]
    else:
        raise ToolError(f"no {part['called']} has the number {number}")
    return {part["key"]: number, **body}


@tool
@logged
def room_booking(booking_id: int) -> dict:
    """One meeting-room booking (booking_id: e.g. 2520): the member, the room, the date and
    time, its status and anything still to pay."""
    return _look_up("room_bookings", booking_id)


@tool
@logged
def invoice_details(invoice_id: int) -> dict:
    """One invoice (invoice_id: e.g. 8810): what it is for, the amount, and whether it is paid
    or when it is due."""
    return _look_up("invoices", invoice_id)


@tool(identity="member_email")
@logged
def my_membership(member_email: str) -> dict:
    """The signed-in member's own record: member number, company, plan and desk, the next
    room booking and when the membership renews."""
    who = RECORDS["members"].get(member_email.strip().lower())
    return {"member_email": member_email} | (who or {"note": "no membership for this email"})


@tool(writes=True)
@logged
def refund_invoice(invoice_id: int, amount: float) -> dict:
    """Pay back part or all of an invoice (invoice_id, e.g. 8201) to the member's card; the
    amount is in pounds, e.g. 95."""
    return {"invoice_id": invoice_id, "refunded_gbp": amount, "status": "refund sent"}


@tool(writes=True)
@logged
def cancel_room_booking(booking_id: int) -> dict:
    """Cancel a meeting-room booking (booking_id, e.g. 2202); the cancellation terms apply."""
    return {"booking_id": booking_id, "status": "cancelled"}


@tool(writes=True)
@logged
def move_room_booking(booking_id: int, new_date: str) -> dict:
    """Move a meeting-room booking (booking_id, e.g. 2203) to another day (new_date like
    2026-07-16), same room and times."""
    return {"booking_id": booking_id, "new_date": new_date, "status": "moved"}
