"""Heatherfold (hostile10): the record of what the tools really ran, one JSON line a call.

`Ledger("VAR")` is a decorator factory: `@Ledger("HOSTILE10_JOURNAL")` writes
{"ts", "tool", "arguments"} to the file that $VAR names before the wrapped tool's body runs
(nothing when VAR is unset or empty). Arguments are bound to the tool's own signature, so
positional and keyword calls read alike. `functools.update_wrapper` keeps the name, the
docstring and the signature, so guardbot's registry and the MCP SDK see the tool as written.
"""

from __future__ import annotations

import functools
import inspect
import json
import os
import threading
import time


class Ledger:
    """Decorate tools with an instance: each call is appended to the file $variable names."""

    _lock = threading.Lock()

    def __init__(self, variable: str):
        self.variable = variable

    def note(self, tool: str, arguments: dict) -> None:
        path = os.environ.get(self.variable, "").strip()
        if not path:
            return
        line = json.dumps(
            {"ts": time.time(), "tool": tool, "arguments": arguments},
            ensure_ascii=False,
            default=str,
        )
        with self._lock, open(path, "a", encoding="utf-8") as out:
            out.write(line + "\n")

    def __call__(self, fn):
        sig = inspect.signature(fn)

        def run(*args, **kwargs):
            bound = sig.bind(*args, **kwargs)
            self.note(fn.__name__, dict(bound.arguments))
            return fn(*args, **kwargs)

        return functools.update_wrapper(run, fn)
