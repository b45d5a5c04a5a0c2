"""Skellbrook Library & Makerspace's eight read-only look-ups as guardbot tools.

The functions live in ``skellbrook_data.py`` beside this file (the MCP server in
``../skellbrookmcp`` serves the same ones); ``toolkit.marked`` marks each with ``@tool`` and
the listers of the values its id and name parameters take. An unknown card, item, booking,
machine or person raises ``ToolError``.
"""

from __future__ import annotations

from pathlib import Path

from tools.registry import load_module

_here = Path(__file__).resolve().parent
library = load_module("skellbrook_data.py", base=_here)
toolkit = load_module(str(_here.parent / "toolkit.py"))

globals().update(toolkit.marked(library.TOOLS, library.VALUES, module=__name__))
