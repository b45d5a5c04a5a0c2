"""The tide-table MCP server over streamable HTTP: ``python http_server.py PORT [--token T]``.

Serves ``http://127.0.0.1:PORT/mcp``; with ``--token T`` it answers only requests that carry
``Authorization: Bearer T`` (401 otherwise), so a test can see that headers reach it.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

import uvicorn

sys.path.insert(0, str(Path(__file__).resolve().parent))

from tide_tools import build  # noqa: E402


def require_token(app: Any, token: str) -> Any:
    """The ASGI app, answering 401 to an HTTP request without the bearer token."""
    expected = f"Bearer {token}".encode()

    async def guarded(scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] == "http" and dict(scope["headers"]).get(b"authorization") != expected:
            await send({"type": "http.response.start", "status": 401, "headers": []})
            await send({"type": "http.response.body", "body": b"missing or wrong token"})
            return
        await app(scope, receive, send)

    return guarded


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("port", type=int)
    parser.add_argument("--token")
    args = parser.parse_args()
    app: Any = build("tides-http").streamable_http_app(host="127.0.0.1")
    if args.token:
        app = require_token(app, args.token)
    uvicorn.run(app, host="127.0.0.1", port=args.port, log_level="warning")
