"""The tide-table MCP server the MCP tests talk to: the same tools over stdio and HTTP.

Tool names start with ``tide`` or ``mooring`` and share nothing with guardbot's own tools.
"""

from __future__ import annotations

import os
from typing import Any

import anyio
from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import ToolAnnotations

READ = ToolAnnotations(read_only_hint=True)
TIDES = {
    ("kiel", "2026-06-01"): {"high_water": ["06:12", "18:40"], "low_water": ["00:05", "12:27"]},
    ("brest", "2026-06-01"): {"high_water": ["04:51", "17:15"], "low_water": ["11:02", "23:30"]},
}


def build(name: str) -> MCPServer:
    server: MCPServer = MCPServer(name)

    @server.tool(structured_output=False, annotations=READ)
    def get_tide(port: str, date: str) -> str:
        """High and low water at a port on a date (text).

        Args:
            port: the port, e.g. kiel.
            date: a date like 2026-06-01.
        """
        times = TIDES.get((port.lower(), date))
        if times is None:
            raise ToolError(f"no tide table for {port} on {date}")
        return f"{port}: high water {' and '.join(times['high_water'])}"

    @server.tool(annotations=READ)
    def tide_table(port: str, date: str) -> dict[str, Any]:
        """The whole tide table of a port on a date (structured).

        Examples:
            When is high water at Portree tomorrow?
            Tide times for Oban on 2026-06-01
        """
        times = TIDES.get((port.lower(), date))
        if times is None:
            raise ToolError(f"no tide table for {port} on {date}")
        return {"port": port.lower(), "date": date, **times}

    @server.tool(structured_output=False, annotations=READ)
    def tide_ports() -> dict[str, Any]:
        """The ports with tide tables (a JSON text)."""
        return {"ports": sorted({p for p, _ in TIDES})}

    @server.tool(annotations=ToolAnnotations(read_only_hint=False))
    def mooring_book(port: str, boat: str) -> dict[str, Any]:
        """Book a mooring (changes something)."""
        return {"booked": True, "port": port, "boat": boat}

    @server.tool()  # not marked: counts as changing something
    async def tide_wait(seconds: float) -> dict[str, Any]:
        """Wait, then answer (for timeouts)."""
        await anyio.sleep(seconds)
        return {"waited": seconds}

    @server.tool(annotations=READ)
    def tide_key_status() -> dict[str, Any]:
        """Whether the tide service key reached the server (never its value)."""
        key = os.environ.get("TIDE_API_KEY", "")
        return {"key_set": bool(key), "key_length": len(key), "pid": os.getpid()}

    @server.tool(annotations=ToolAnnotations(read_only_hint=True, destructive_hint=True))
    def mooring_cancel(port: str, boat: str) -> dict[str, Any]:
        """Cancel a mooring (marked both read-only and destructive: destructive wins)."""
        return {"cancelled": True, "port": port, "boat": boat}

    @server.tool(structured_output=False)
    def tide_stop() -> str:
        """End the server process (for the reconnect test)."""
        os._exit(0)

    return server
