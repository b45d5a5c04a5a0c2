"""Quenby Bridge Market's nine read-only look-ups, as guardbot tools.

``quenby_data.py`` beside this file holds the functions (the MCP server in ``../quenbymcp``
serves the same ones). ``toolkit.marked`` marks each with ``@tool``, with the listers of the
traders, pitches and market staff its parameters take. An unknown trader, pitch or person,
or a day with no market, raises ``ToolError``.
"""

from __future__ import annotations

from pathlib import Path

from tools.registry import load_module

_FOLDER = Path(__file__).resolve().parent
_market = load_module("quenby_data.py", base=_FOLDER)
_marks = load_module(str(_FOLDER.parent / "toolkit.py")).marked
globals().update(_marks(_market.TOOLS, _market.VALUES, module=__name__))
