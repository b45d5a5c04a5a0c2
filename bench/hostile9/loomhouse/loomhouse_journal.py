"""Loomhouse (hostile9): the execution journal both tool sources write, one JSON line a call.

`journaled(VAR)` wraps a tool so that, before its body runs, {ts, tool, arguments} is added
to the file named by the environment variable VAR ($HOSTILE9_JOURNAL for the Python tools,
$HOSTILE9_MCP_JOURNAL for the MCP server); nothing is written when VAR is unset. The wrapper
keeps the function's name, docstring and signature (functools.wraps), so guardbot and the
MCP SDK read the tool as written.
"""

from __future__ import annotations

import functools
import inspect
import json
import os
import time


def journaled(variable: str):
    def wrap(fn):
        signature = inspect.signature(fn)

        @functools.wraps(fn)
        def called(*args, **kwargs):
            target = os.environ.get(variable)
            if target:
                given = signature.bind(*args, **kwargs).arguments
                entry = {"ts": time.time(), "tool": fn.__name__, "arguments": dict(given)}
                with open(target, "a", encoding="utf-8") as sink:
                    sink.write(json.dumps(entry, default=str, ensure_ascii=False) + "\n")
            return fn(*args, **kwargs)

        return called

    return wrap
