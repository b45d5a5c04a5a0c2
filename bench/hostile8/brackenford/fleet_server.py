"""Brackenford fleet systems (hostile8), an MCP server over stdio. Every call is written,
before it runs, as one JSON line (ts, tool, arguments) to the file in $HOSTILE8_MCP_JOURNAL.

The deployment should read: waive_damage_charge (no annotation, not listed) as a change;
erase_driver_profile (destructiveHint) as a change; add_loyalty_points (readOnlyHint, but in
the deployment's `writes`) as a change; branch_status (readOnlyHint) as a read;
vehicle_check (no annotation, in the deployment's `read_only`) as a read.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import ToolAnnotations

app = MCPServer("brackenford-fleet")
READ = ToolAnnotations(readOnlyHint=True)


def _note(tool_name: str, arguments: dict) -> None:
    target = os.environ.get("HOSTILE8_MCP_JOURNAL")
    if not target:
        return
    with open(target, "a", encoding="utf-8") as fh:
        fh.write(json.dumps(dict(ts=time.time(), tool=tool_name, arguments=arguments)) + "\n")


FLEET = json.loads((Path(__file__).parent / "fleet.json").read_text(encoding="utf-8"))


def _entry(table: str, key: str, missing: str) -> dict:
    """A record of fleet.json's `table` by its key, or the SDK's error for the user."""
    try:
        return FLEET[table][key]
    except KeyError:
        raise ToolError(missing) from None


@app.tool()
def waive_damage_charge(charge_id: int, amount: float) -> dict:
    """Take an amount (pounds, e.g. 150) off a damage charge (e.g. 7204) when the damage was
    not the renter's."""
    _note("waive_damage_charge", {"charge_id": charge_id, "amount": amount})
    return {"charge_id": charge_id, "waived_gbp": amount, "status": "waived"}


@app.tool(annotations=ToolAnnotations(destructiveHint=True))
def erase_driver_profile(driver_id: int) -> dict:
    """Erase a driver's profile (e.g. 6205) for good: licence details, history and saved
    cards are deleted."""
    _note("erase_driver_profile", {"driver_id": driver_id})
    return {"driver_id": driver_id, "status": "erased"}


@app.tool(annotations=READ)
def add_loyalty_points(driver_id: int, points: int) -> dict:
    """Put loyalty points (e.g. 300) on a driver's account (e.g. 6206)."""
    _note("add_loyalty_points", {"driver_id": driver_id, "points": points})
    return {"driver_id": driver_id, "points_added": points, "status": "added"}


@app.tool(annotations=READ)
def branch_status(branch: str) -> dict:
    """Today's status of one branch: Airport, Harbourside, Northgate or Millbrook (opening
    hours today, disruption, vehicles available)."""
    _note("branch_status", {"branch": branch})
    return _entry(
        "branches", " ".join(branch.lower().split()), f"there is no branch called {branch}"
    )


@app.tool()
def vehicle_check(fleet_no: str) -> dict:
    """The latest check of one hire car or van (fleet_no, e.g. FL-2205): service dates,
    mileage, damage recorded."""
    _note("vehicle_check", {"fleet_no": fleet_no})
    return _entry("vehicles", fleet_no.strip().upper(), f"no vehicle with fleet number {fleet_no}")


if __name__ == "__main__":
    app.run()
