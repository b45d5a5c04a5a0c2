"""Marrowby Lido poolside desk (hostile14): an MCP server over stdio. Every tool's first
statement writes its call to the file in $HOSTILE14_MCP_JOURNAL (lido_journal.py); data in
marrowby.json.

Markings: charge_lost_key_fee (no annotation and not listed: a change), close_swim_account
(destructiveHint: a change), add_cafe_credit (readOnlyHint, but listed in the deployment's
`writes`: a change), pool_conditions (readOnlyHint and idempotentHint: a read), lost_property
(no annotation, listed in the deployment's `read_only`: a read).
"""

from __future__ import annotations

import json
import pathlib

import mcp.types as mt
from lido_journal import note
from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError

LIDO = json.loads(pathlib.Path(__file__).with_name("marrowby.json").read_text("utf-8"))
JOURNAL = "HOSTILE14_MCP_JOURNAL"
poolside = MCPServer("marrowby-poolside")


@poolside.tool()
def charge_lost_key_fee(locker_id: int, amount: float) -> dict:
    """Charge the lost-key fee (pounds, e.g. 15) to the hirer of a season locker (locker id,
    e.g. 7204) whose key was lost."""
    note(JOURNAL, "charge_lost_key_fee", {"locker_id": locker_id, "amount": amount})
    return {"locker_id": locker_id, "charged_gbp": amount, "status": "lost-key fee charged"}


@poolside.tool(annotations=mt.ToolAnnotations(destructiveHint=True))
def close_swim_account(account_id: int) -> dict:
    """Close a swimmer's account for good (account id, e.g. 6205): memberships, swim cards,
    locker hire and saved cards are removed."""
    note(JOURNAL, "close_swim_account", {"account_id": account_id})
    return {"account_id": account_id, "status": "swim account closed"}


@poolside.tool(annotations=mt.ToolAnnotations(readOnlyHint=True))
def add_cafe_credit(account_id: int, amount: float) -> dict:
    """Add café credit (pounds, e.g. 4) to a swimmer's account (account id, e.g. 6206), spent
    at the lido café."""
    note(JOURNAL, "add_cafe_credit", {"account_id": account_id, "amount": amount})
    return {"account_id": account_id, "credit_gbp": amount, "status": "café credit added"}


@poolside.tool(annotations=mt.ToolAnnotations(readOnlyHint=True, idempotentHint=True))
def pool_conditions(pool: str) -> dict:
    """Today's conditions in one pool: Main Pool, Learner Pool, Plunge Pool or Paddling Pool
    (water temperature, lanes, open or closed, notices)."""
    note(JOURNAL, "pool_conditions", {"pool": pool})
    found = LIDO["pools"].get(pool.strip().lower())
    if not found:
        raise ToolError(f"no pool called {pool}")
    return found


@poolside.tool()
def lost_property(item_ref: str) -> dict:
    """An item in lost property by reference (item_ref, e.g. LP-1105): what it is, where it
    was found, where it is now and how long it is kept."""
    note(JOURNAL, "lost_property", {"item_ref": item_ref})
    ref = item_ref.strip().upper()
    if ref not in LIDO["lost_property"]:
        raise ToolError(f"no lost property item {item_ref}")
    return {"item_ref": ref, **LIDO["lost_property"][ref]}


if __name__ == "__main__":
    poolside.run()
