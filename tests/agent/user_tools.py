"""A user's own tool module, registered through ``settings.tool_modules`` in the tests."""

from __future__ import annotations

import time

from tools.registry import ToolError, tool


@tool
def renewal_date(account_id: str) -> dict:
    """When the account's contract renews.

    Args:
        account_id: the account id, e.g. "acme-9".
    """
    if not account_id.endswith("-9"):
        raise ToolError(f"no renewal on file for {account_id}")
    return {"account_id": account_id, "renews_on": "2026-09-01"}


@tool(timeout=0.2)
def slow_lookup(seconds: float = 2.0) -> dict:
    """A lookup that takes a while.

    Args:
        seconds: how long to take.
    """
    time.sleep(seconds)
    return {"slept": seconds}


def not_a_tool() -> None:
    """Plain helper; must not be registered."""
