"""Lantern Hall's box office lookups as guardbot Python tools: each function of
``lanternhall_data.py`` (loaded by its path) registered with ``@tool`` and the listers of the
values its id and name parameters take. Every tool only reads."""

from __future__ import annotations

import functools
from pathlib import Path

from tools.registry import load_module, tool

data = load_module("lanternhall_data.py", base=Path(__file__).parent)

__all__ = []
for _fn in data.TOOLS:
    _wrapped = functools.wraps(_fn)(lambda *a, _f=_fn, **k: _f(*a, **k))
    _wrapped.__module__ = __name__
    globals()[_fn.__name__] = tool(values=data.VALUES[_fn.__name__])(_wrapped)
    __all__.append(_fn.__name__)
