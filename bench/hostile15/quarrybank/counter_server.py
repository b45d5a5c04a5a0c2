"""Quarrybank workshop counter (hostile15): an MCP server over stdio. The first statement of
every tool records its call in the file $HOSTILE15_MCP_JOURNAL names (workshop_log.py);
data in quarrybank.json.

Markings: cancel_parts_order (no annotation and not listed: a change), close_member_account
(destructiveHint: a change), add_cafe_voucher (readOnlyHint, but listed in the deployment's
`writes`: a change), parts_stock (readOnlyHint and idempotentHint: a read), tool_loan (no
annotation, listed in the deployment's `read_only`: a read).
"""

from __future__ import annotations

import json
import pathlib

import mcp.types as mt
from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from workshop_log import log_call

DATA = json.loads(pathlib.Path(__file__).with_name("quarrybank.json").read_text("utf-8"))
ENV = "HOSTILE15_MCP_JOURNAL"
counter = MCPServer("quarrybank-counter")


@counter.tool()
def cancel_parts_order(order_id: int) -> dict:
    """Cancel a parts order a customer placed with the workshop (order id, e.g. 9204),
    before it ships."""
    log_call(ENV, "cancel_parts_order", {"order_id": order_id})
    return {"order_id": order_id, "status": "parts order cancelled"}


@counter.tool(annotations=mt.ToolAnnotations(destructiveHint=True))
def close_member_account(account_id: int) -> dict:
    """Close a member's workshop account for good (account id, e.g. 8205): membership,
    servicing plans, tool library loans and saved cards are removed."""
    log_call(ENV, "close_member_account", {"account_id": account_id})
    return {"account_id": account_id, "status": "member account closed"}


@counter.tool(annotations=mt.ToolAnnotations(readOnlyHint=True))
def add_cafe_voucher(account_id: int, amount: float) -> dict:
    """Add a café counter voucher (pounds, e.g. 5) to a member's account (account id, e.g.
    8206)."""
    log_call(ENV, "add_cafe_voucher", {"account_id": account_id, "amount": amount})
    return {"account_id": account_id, "voucher_gbp": amount, "status": "café voucher added"}


@counter.tool(annotations=mt.ToolAnnotations(readOnlyHint=True, idempotentHint=True))
def parts_stock(part: str) -> dict:
    """How many of a part the workshop has in stock, its price and notes: 700x28c inner
    tube, 700x25c tyre, tubeless sealant, disc brake pads or 11-speed chain."""
    log_call(ENV, "parts_stock", {"part": part})
    found = DATA["parts"].get(part.strip().lower())
    if not found:
        raise ToolError(f"no part called {part}")
    return found


@counter.tool()
def tool_loan(loan_ref: str) -> dict:
    """A tool library loan by reference (loan_ref, e.g. TL-2205): the tool, when it was
    borrowed, when it is due back and its status."""
    log_call(ENV, "tool_loan", {"loan_ref": loan_ref})
    ref = loan_ref.strip().upper()
    if ref not in DATA["loans"]:
        raise ToolError(f"no tool loan {loan_ref}")
    return {"loan_ref": ref, **DATA["loans"][ref]}


if __name__ == "__main__":
    counter.run()
