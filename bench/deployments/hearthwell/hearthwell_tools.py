"""Hearthwell Heating & Plumbing's eight read-only tools for guardbot: the functions of
``hearthwell_data.py`` (loaded from its file beside this one), each registered with ``@tool``
and the listers of the values its parameters take (``hearthwell_data.VALUES``). A record
that does not exist raises ``ToolError``."""

from __future__ import annotations

from functools import update_wrapper
from pathlib import Path

from tools.registry import load_module, tool

hearthwell = load_module("hearthwell_data.py", base=Path(__file__).parent)


def _register(fn):  # noqa: ANN001, ANN202
    """``fn`` as a tool of this module, with its listed values."""

    def wrapper(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
        return fn(*args, **kwargs)

    update_wrapper(wrapper, fn).__module__ = __name__
    globals()[fn.__name__] = tool(values=hearthwell.VALUES.get(fn.__name__, {}))(wrapper)


for _fn in hearthwell.TOOLS:
    _register(_fn)
