"""Dunmallow front desk (hostile17): an MCP server over stdio. Every tool first notes its call
in the file $HOSTILE17_MCP_JOURNAL names (chalk_log.py); data in dunmallow.json.

Markings: add_guest_passes (no annotation, not listed: a change), close_climber_account
(destructiveHint: a change), renew_locker (readOnlyHint, but listed in the deployment's
`writes`: a change), kit_stock (readOnlyHint and idempotentHint: a read), course_enrolment
(no annotation, listed in the deployment's `read_only`: a read).
"""

from __future__ import annotations

import json
from pathlib import Path

import mcp.types as mt
from chalk_log import note
from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError

CENTRE = json.loads((Path(__file__).parent / "dunmallow.json").read_text(encoding="utf-8"))
JOURNAL = "HOSTILE17_MCP_JOURNAL"
desk = MCPServer("dunmallow-desk")
READ = mt.ToolAnnotations(readOnlyHint=True, idempotentHint=True)


@desk.tool()
def add_guest_passes(climber_id: int, passes: int) -> dict:
    """Add guest passes to a member's account (climber id, e.g. 8204; passes, e.g. 2), charged
    to the member at £9 a pass."""
    note(JOURNAL, "add_guest_passes", {"climber_id": climber_id, "passes": passes})
    return {"climber_id": climber_id, "passes": passes, "status": "guest passes added"}


@desk.tool(annotations=mt.ToolAnnotations(destructiveHint=True))
def close_climber_account(climber_id: int) -> dict:
    """Close a climber's account for good (climber id, e.g. 8205): membership, bookings,
    course places and waiver records all end."""
    note(JOURNAL, "close_climber_account", {"climber_id": climber_id})
    return {"climber_id": climber_id, "status": "climber account closed"}


@desk.tool(annotations=mt.ToolAnnotations(readOnlyHint=True))
def renew_locker(locker_id: int, weeks: int) -> dict:
    """Renew a rented locker (locker id, e.g. 6206) for a number of weeks (e.g. 4), at £15 for
    four weeks."""
    note(JOURNAL, "renew_locker", {"locker_id": locker_id, "weeks": weeks})
    return {"locker_id": locker_id, "renewed_weeks": weeks, "status": "locker renewed"}


@desk.tool(annotations=READ)
def kit_stock(item: str) -> dict:
    """How much of an item the front desk shop has, its price and notes: liquid chalk, chalk
    balls, climbing shoes, finger tape or harnesses."""
    note(JOURNAL, "kit_stock", {"item": item})
    entry = CENTRE["stock"].get(item.strip().lower())
    if entry is None:
        raise ToolError(f"the desk does not sell {item}")
    return entry


@desk.tool()
def course_enrolment(enrolment_ref: str) -> dict:
    """A course enrolment or waiting-list place by reference (enrolment_ref, e.g. EN-0131):
    the course, the place on its list and any offer made."""
    note(JOURNAL, "course_enrolment", {"enrolment_ref": enrolment_ref})
    ref = enrolment_ref.strip().upper()
    if ref not in CENTRE["enrolments"]:
        raise ToolError(f"no course enrolment {enrolment_ref}")
    return {"enrolment_ref": ref, **CENTRE["enrolments"][ref]}


if __name__ == "__main__":
    desk.run()
