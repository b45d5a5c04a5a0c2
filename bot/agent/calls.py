"""The one place a tool runs during a turn: the call, then exactly one log row.

    result = run_tool(registry, log, "get_order", {"order_id": 9}, timeout=10, purpose="actor")

Every execution in a turn — the actor's calls, the probe of close tools, the previous
question's record a follow-up reads, a confirmed write — goes through ``run_tool``, so the
``tool_calls`` table holds one row per execution with its result. A call refused before
the tool ran (unknown tool, bad arguments, a tool this user may not use, no identity) is
recorded too, with ``executed`` false; so is a call the loop declined (``record_refused``).
A replay's logged results (``executor``) are recorded as not executed: nothing ran.
What a call returns is data: strings in it that read as instructions are replaced by a note
(``as_data``) before anything reads them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot import context, planted
from tools.registry import NOT_RUN, ToolRegistry, ToolResult

Executor = Callable[[str, dict[str, Any]], ToolResult]


def run_tool(
    registry: ToolRegistry,
    log: Any,
    name: str,
    arguments: dict[str, Any],
    *,
    timeout: float | None,
    purpose: str,
    call_id: str | None = None,
    forced: bool = False,
    executor: Executor | None = None,
    idempotency_key: str | None = None,
) -> ToolResult:
    """Call ``name`` (or ask the replay's ``executor``) and record the call once."""
    if executor is not None:
        result = executor(name, arguments)
    else:
        result = registry.call(name, arguments, timeout=timeout)
    executed = executor is None and result.error_kind not in NOT_RUN
    record(
        log,
        result,
        purpose=purpose if executor is None else "replay",
        call_id=call_id,
        forced=forced,
        executed=executed,
        idempotency_key=idempotency_key,
    )
    return as_data(result, tools=registry.names())


def as_data(result: ToolResult, *, tools: list[str]) -> ToolResult:
    """The result as data: a string in it that reads as instructions (``bot.planted``) is
    replaced by a note before any model, answer or quote sees it (the log keeps it as the
    tool returned it)."""
    if result.ok:
        result.result, removed = planted.scrub_value(result.result, tools=tools)
    else:
        error, removed = planted.scrub_value(result.error, tools=tools)
        result.error = str(error)
    if removed:
        result.meta["planted_removed"] = removed
    return result


def record(
    log: Any,
    result: ToolResult,
    *,
    purpose: str,
    executed: bool,
    call_id: str | None = None,
    forced: bool = False,
    idempotency_key: str | None = None,
) -> None:
    """One ``tool_calls`` row for ``result`` under the current turn (no log: nothing)."""
    if log is None:
        return
    ctx = context.current()
    log.record_tool_call(
        name=result.name,
        arguments=result.arguments,
        result=result.result,
        error=result.error,
        latency_ms=result.latency_ms,
        session_id=ctx.session_id,
        turn_id=ctx.turn_id,
        call_id=call_id,
        forced=forced,
        executed=executed,
        purpose=purpose,
        idempotency_key=idempotency_key,
    )
    result.meta["recorded"] = True


def record_refused(log: Any, result: ToolResult, *, call_id: str, forced: bool = False) -> None:
    """A call the loop declined before anything ran (a repeat, copied arguments)."""
    record(log, result, purpose="actor", executed=False, call_id=call_id, forced=forced)
