"""Brindlecombe trading hut and lettings desk (hostile16): an MCP server over stdio. The first
statement of every tool writes its call to the file $HOSTILE16_MCP_JOURNAL names
(bags_journal.py); data in brindlecombe.json.

Markings: order_seeds (no annotation and not listed: a change), close_membership
(destructiveHint: a change), extend_tool_loan (readOnlyHint, but listed in the deployment's
`writes`: a change), shop_stock (readOnlyHint and idempotentHint: a read),
waiting_list_position (no annotation, listed in the deployment's `read_only`: a read).
"""

from __future__ import annotations

import json
import pathlib

import mcp.types as mt
from bags_journal import record
from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError

DATA = json.loads(pathlib.Path(__file__).with_name("brindlecombe.json").read_text("utf-8"))
ENV = "HOSTILE16_MCP_JOURNAL"
hut = MCPServer("brindlecombe-hut")


@hut.tool()
def order_seeds(member_id: int, packets: int) -> dict:
    """Order packets of seed from the Society's bulk seed order for a member (member id, e.g.
    6204; packets, e.g. 3), charged to the member at £1 a packet."""
    record(ENV, "order_seeds", {"member_id": member_id, "packets": packets})
    return {"member_id": member_id, "packets": packets, "status": "seeds ordered"}


@hut.tool(annotations=mt.ToolAnnotations(destructiveHint=True))
def close_membership(member_id: int) -> dict:
    """Close a member's Society membership for good (member id, e.g. 6205): their plot
    rental, seed library and tool shed rights and trading hut account all end."""
    record(ENV, "close_membership", {"member_id": member_id})
    return {"member_id": member_id, "status": "membership closed"}


@hut.tool(annotations=mt.ToolAnnotations(readOnlyHint=True))
def extend_tool_loan(loan_id: int, days: int) -> dict:
    """Extend a tool shed loan (loan id, e.g. 7206) by a number of days (e.g. 7)."""
    record(ENV, "extend_tool_loan", {"loan_id": loan_id, "days": days})
    return {"loan_id": loan_id, "extended_by_days": days, "status": "tool loan extended"}


@hut.tool(annotations=mt.ToolAnnotations(readOnlyHint=True, idempotentHint=True))
def shop_stock(item: str) -> dict:
    """How much of an item the trading hut has in stock, its price and notes: multi-purpose
    compost, seed potatoes, onion sets, blood fish and bone or bamboo canes."""
    record(ENV, "shop_stock", {"item": item})
    found = DATA["stock"].get(item.strip().lower())
    if not found:
        raise ToolError(f"the trading hut has no item called {item}")
    return found


@hut.tool()
def waiting_list_position(application_ref: str) -> dict:
    """A waiting-list application by reference (application_ref, e.g. WL-0131): the plot
    size asked for, its position on the list, the expected wait and any offer made."""
    record(ENV, "waiting_list_position", {"application_ref": application_ref})
    ref = application_ref.strip().upper()
    if ref not in DATA["waiting_list"]:
        raise ToolError(f"no waiting-list application {application_ref}")
    return {"application_ref": ref, **DATA["waiting_list"][ref]}


if __name__ == "__main__":
    hut.run()
