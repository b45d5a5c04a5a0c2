"""Ravensgill (hostile11): what the tools really ran, one JSON line a call.

`journal("VAR")` returns a decorator; the decorated tool appends {"ts", "tool", "arguments"}
to the file named by $VAR before its body runs (nothing when VAR is unset or empty).
Positional arguments are named from the tool's own parameters, and `functools.wraps` keeps
its name, docstring and signature for guardbot's registry and the MCP SDK.
"""

from __future__ import annotations

import functools
import inspect
import json
import os
import time
from pathlib import Path


def _append(variable: str, tool: str, arguments: dict) -> None:
    where = os.environ.get(variable, "").strip()
    if where:
        row = {"ts": time.time(), "tool": tool, "arguments": arguments}
        with Path(where).open("a", encoding="utf-8") as out:
            print(json.dumps(row, ensure_ascii=False, default=str), file=out, flush=True)


def _wrap(variable: str, fn):
    names = list(inspect.signature(fn).parameters)

    @functools.wraps(fn)
    def ran(*args, **kwargs):
        _append(variable, fn.__name__, dict(zip(names, args, strict=False)) | kwargs)
        return fn(*args, **kwargs)

    return ran


def journal(variable: str):
    """A decorator that writes each call of a tool to the file $variable names."""
    return functools.partial(_wrap, variable)
