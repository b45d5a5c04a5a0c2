"""Loomhouse front desk (hostile9), an MCP server over stdio. Each call is journaled, before
it runs, to the file in $HOSTILE9_MCP_JOURNAL (loomhouse_journal.py); data in loomhouse.json.

The five markings: waive_late_fee (no annotation, not listed: a change), close_membership
(destructiveHint: a change), add_meeting_credits (readOnlyHint, but in the deployment's
`writes`: a change), space_status (readOnlyHint: a read), parcel_status (no annotation, in
the deployment's `read_only`: a read).
"""

from __future__ import annotations

import json
from pathlib import Path

from loomhouse_journal import journaled
from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import ToolAnnotations

desk = MCPServer("loomhouse-frontdesk")
noted = journaled("HOSTILE9_MCP_JOURNAL")
DESK = json.loads((Path(__file__).parent / "loomhouse.json").read_text(encoding="utf-8"))
READS = ToolAnnotations(readOnlyHint=True)


@desk.tool()
@noted
def waive_late_fee(invoice_id: int, amount: float) -> dict:
    """Waive a late fee (pounds, e.g. 25) on an invoice (e.g. 8204) when the delay was not
    the member's fault."""
    return {"invoice_id": invoice_id, "waived_gbp": amount, "status": "late fee waived"}


@desk.tool(annotations=ToolAnnotations(destructiveHint=True))
@noted
def close_membership(member_id: int) -> dict:
    """Close a membership for good (member id, e.g. 5205): the fob stops working, the desk
    and locker are released and the member's files are deleted."""
    return {"member_id": member_id, "status": "closed"}


@desk.tool(annotations=READS)
@noted
def add_meeting_credits(member_id: int, credits: int) -> dict:
    """Add meeting-room credits (one credit is one hour, e.g. 8) to a member (e.g. 5206)."""
    return {"member_id": member_id, "credits_added": credits, "status": "added"}


@desk.tool(annotations=READS)
@noted
def space_status(space: str) -> dict:
    """Today in one space of the building: Atrium, Loft, Courtyard or Studio (hours, what is
    on, anything closed)."""
    found = DESK["spaces"].get(space.strip().lower())
    if found is None:
        raise ToolError(f"there is no space called {space}")
    return found


@desk.tool()
@noted
def parcel_status(parcel_ref: str) -> dict:
    """Where a parcel for a member is (parcel_ref, e.g. PCL-5505): arrived or not, when, and
    which mailroom shelf."""
    found = DESK["parcels"].get(parcel_ref.strip().upper())
    if found is None:
        raise ToolError(f"no parcel with the reference {parcel_ref}")
    return {"parcel_ref": parcel_ref.strip().upper(), **found}


if __name__ == "__main__":
    desk.run()
