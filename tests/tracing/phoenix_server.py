"""Start Arize Phoenix bound to 127.0.0.1 only (run with the Phoenix environment's Python,
``.venv-phoenix/bin/python tests/tracing/phoenix_server.py``; not imported by the tests).

``PHOENIX_HOST``/``PHOENIX_PORT`` bind its web server (UI, REST API, OTLP/HTTP at
``/v1/traces``). Its OTLP/gRPC server always listens on every interface (``[::]``); nothing
here uses it, so it is bound to 127.0.0.1 on a port of the system's choosing instead. The
features that reach beyond the machine (telemetry, the assistant's remote docs, a sandbox
binary download) are switched off.
"""

from __future__ import annotations

import os
import sys

sys.path.pop(0)  # this folder: its modules are guardbot's tests, not Phoenix's
# loopback only: no telemetry, no fetched sandbox binary, no remote docs server for its assistant
os.environ.update(
    PHOENIX_TELEMETRY_ENABLED="false",
    PHOENIX_ALLOW_EXTERNAL_RESOURCES="false",
    PHOENIX_DISABLE_AGENT_ASSISTANT="true",
)

import grpc.aio  # noqa: E402 - after the path is cleaned

_server = grpc.aio.server


def _loopback_server(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202 - grpc's own signature
    server = _server(*args, **kwargs)
    add = server.add_insecure_port
    server.add_insecure_port = lambda _address: add("127.0.0.1:0")
    return server


grpc.aio.server = _loopback_server

if __name__ == "__main__":
    from phoenix.server.main import main

    sys.argv = ["phoenix", "serve", "--no-internet"]
    main()
