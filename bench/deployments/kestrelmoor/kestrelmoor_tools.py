"""Kestrel Moor Holiday Park's nine read-only look-ups, registered as guardbot tools.

The functions live in ``kestrelmoor_data.py`` beside this file; the MCP server in
``../kestrelmoormcp`` serves the same functions. ``toolkit.marked`` puts the ``@tool`` mark
on each, with the listers of the units, staff, guests, seasonal holders and facilities its
parameters take. An unknown unit, person, guest, booking or facility raises ``ToolError``.
"""

from __future__ import annotations

from pathlib import Path

from tools.registry import load_module

_HERE = Path(__file__).resolve().parent
_kit = load_module(str(_HERE.parent / "toolkit.py"))
_park = load_module("kestrelmoor_data.py", base=_HERE)
globals().update(_kit.marked(_park.TOOLS, _park.VALUES, module=__name__))
