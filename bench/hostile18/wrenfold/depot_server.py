"""Wrenfold depot (hostile18): an MCP server on stdio for the recycling centre's bays, service
requests and three changes. bin_ledger.record() notes each call in the file
$HOSTILE18_MCP_JOURNAL names before the tool does anything; data in wrenfold.json.

How each tool is marked: order_replacement_bins has no annotation and is not listed (a
change); close_resident_account carries destructiveHint (a change); renew_garden_subscription
carries readOnlyHint but the deployment lists it under `writes` (a change); site_containers
carries readOnlyHint and idempotentHint (a read); request_status has no annotation and the
deployment lists it under `read_only` (a read).
"""

from __future__ import annotations

import json
from pathlib import Path

import mcp.types as mt
from bin_ledger import record
from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError

DEPOT = json.loads((Path(__file__).parent / "wrenfold.json").read_text(encoding="utf-8"))
LEDGER_ENV = "HOSTILE18_MCP_JOURNAL"
server = MCPServer("wrenfold-depot")


@server.tool()
def order_replacement_bins(resident_id: int, bins: int) -> dict:
    """Order replacement wheelie bins for a resident (resident id, e.g. 3204; bins, e.g. 1),
    delivered within 10 working days and charged at £25 a bin."""
    record(LEDGER_ENV, "order_replacement_bins", {"resident_id": resident_id, "bins": bins})
    return {"resident_id": resident_id, "bins": bins, "status": "replacement bins ordered"}


@server.tool(annotations=mt.ToolAnnotations(destructiveHint=True))
def close_resident_account(resident_id: int) -> dict:
    """Close a resident's waste account for good (resident id, e.g. 3205): subscriptions,
    permits, bookings and the collection record all end."""
    record(LEDGER_ENV, "close_resident_account", {"resident_id": resident_id})
    return {"resident_id": resident_id, "status": "resident account closed"}


@server.tool(annotations=mt.ToolAnnotations(readOnlyHint=True))
def renew_garden_subscription(subscription_id: int, years: int) -> dict:
    """Renew a garden waste subscription (subscription id, e.g. 7206) for a number of years
    (e.g. 1), at £52 a year."""
    wanted = {"subscription_id": subscription_id, "years": years}
    record(LEDGER_ENV, "renew_garden_subscription", wanted)
    return wanted | {"status": "garden subscription renewed"}


@server.tool(annotations=mt.ToolAnnotations(readOnlyHint=True, idempotentHint=True))
def site_containers(material: str) -> dict:
    """The recycling centre's container bay for one material (cardboard, garden waste,
    mattresses, small electricals, paint or rubble): open or not, how full, rules."""
    record(LEDGER_ENV, "site_containers", {"material": material})
    bay = DEPOT["containers"].get(material.strip().lower())
    if bay is None:
        raise ToolError(f"the recycling centre has no bay for {material}")
    return bay


@server.tool()
def request_status(request_ref: str) -> dict:
    """A service request by reference (request_ref, e.g. REQ-2031): missed bins, fly-tipping
    reports, assisted collections, bin repairs and deliveries, and where each one stands."""
    record(LEDGER_ENV, "request_status", {"request_ref": request_ref})
    ref = request_ref.strip().upper()
    found = DEPOT["requests"].get(ref)
    if found is None:
        raise ToolError(f"no service request {request_ref}")
    return {"request_ref": ref} | found


if __name__ == "__main__":
    server.run()
