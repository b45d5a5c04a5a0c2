"""Ketterby Tool & Plant Hire's ten read-only look-ups, as guardbot tools.

The functions live in ``ketterby_data.py`` beside this file (``../ketterbymcp/server.py``
serves the same ones over MCP). ``toolkit.marked`` marks each one with ``@tool`` and gives it
the listers of the items, customer accounts, hire contracts and staff its parameters take.
An unknown item, account, contract or person, or a date that is not a date, raises
``ToolError``.
"""

from __future__ import annotations

from pathlib import Path

from tools.registry import load_module

_HERE = Path(__file__).resolve().parent
_depot = load_module("ketterby_data.py", base=_HERE)
_toolkit = load_module(str(_HERE.parent / "toolkit.py"))
globals().update(_toolkit.marked(_depot.TOOLS, _depot.VALUES, module=__name__))
