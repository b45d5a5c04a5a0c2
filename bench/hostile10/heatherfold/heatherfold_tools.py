"""Heatherfold Cottages (hostile10): stays, payments and the signed-in guest's own record.

Reads: stay_details, payment_details, my_stays (identity). Writes: refund_payment,
cancel_stay, change_arrival_date. Records are in heatherfold.json; each call is written to
$HOSTILE10_JOURNAL before it runs (heatherfold_journal.py).
"""

from __future__ import annotations

import json
from pathlib import Path

from tools.registry import ToolError, load_module, tool

FOLDER = Path(__file__).parent
BOOK = json.loads((FOLDER / "heatherfold.json").read_text(encoding="utf-8"))
ledger = load_module("heatherfold_journal.py", base=FOLDER).Ledger("HOSTILE10_JOURNAL")


def _record(kind: str, number: int) -> dict:
    """A named record of `kind`, else the usual one for any number in its range."""
    table = BOOK[kind]
    low, high = table["range"]
    if str(number) in table["named"]:
        found = table["named"][str(number)]
    elif low <= number <= high:
        found = table["usual"]
    else:
        raise ToolError(f"there is no {table['noun']} {number}")
    return {table["id"]: number} | found


@tool
@ledger
def stay_details(stay_id: int) -> dict:
    """One booked stay (stay_id, e.g. 3520): the guest, the cottage, arrival and departure
    dates, its status and any balance still to pay."""
    return _record("stays", stay_id)


@tool
@ledger
def payment_details(payment_id: int) -> dict:
    """One payment (payment_id, e.g. 6810): what it was for, the amount, and whether it has
    gone through or is still owed."""
    return _record("payments", payment_id)


def _done(status: str, **what) -> dict:
    """What a write did: the record it changed and its new status."""
    return what | {"status": status}


@tool(identity="guest_email")
@ledger
def my_stays(guest_email: str) -> dict:
    """The signed-in guest's own record: guest number, guest id, the next stay booked, its
    cottage and dates."""
    found = BOOK["guests"].get(guest_email.strip().lower())
    return {"guest_email": guest_email} | (found or {"note": "no guest record for this email"})


@tool(writes=True)
@ledger
def refund_payment(payment_id: int, amount: float) -> dict:
    """Pay back part or all of a payment (payment_id, e.g. 6202) to the guest's card; the
    amount is in pounds, e.g. 210."""
    return _done("refund sent", payment_id=payment_id, refunded_gbp=amount)


@tool(writes=True)
@ledger
def cancel_stay(stay_id: int) -> dict:
    """Cancel a booked stay (stay_id, e.g. 3201); the cancellation terms apply."""
    return _done("cancelled", stay_id=stay_id)


@tool(writes=True)
@ledger
def change_arrival_date(stay_id: int, new_date: str) -> dict:
    """Move a stay (stay_id, e.g. 3203) to a new arrival date (new_date like 2026-08-22),
    same cottage and length of stay."""
    return _done("arrival date changed", stay_id=stay_id, new_arrival=new_date)
