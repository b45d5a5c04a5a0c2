"""Copperthwaite Motors' nine read-only look-ups, registered as guardbot tools.

The functions live in ``copperthwaite_data.py`` beside this file; the MCP server in
``../copperthwaitemcp`` serves the same functions. ``toolkit.marked`` puts the ``@tool`` mark
on each, with the listers of the registrations, customers, staff and suppliers its
parameters take. An unknown registration, customer, person, job card or supplier raises
``ToolError``.
"""

from __future__ import annotations

from pathlib import Path

from tools.registry import load_module

_HERE = Path(__file__).resolve().parent
_kit = load_module(str(_HERE.parent / "toolkit.py"))
_garage = load_module("copperthwaite_data.py", base=_HERE)
globals().update(_kit.marked(_garage.TOOLS, _garage.VALUES, module=__name__))
