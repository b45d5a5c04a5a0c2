"""Dunmarrow Dental Practice's ten read-only look-ups, as guardbot tools.

The functions live in ``dunmarrow_data.py`` beside this file; the MCP server in
``../dunmarrowmcp`` serves the very same ones. ``toolkit.marked`` marks each with ``@tool``
and gives it the listers of the patients, clinicians and lab cases its parameters take. An
unknown patient, appointment, clinician or lab case, or a date that is not a date, raises
``ToolError``.
"""

from __future__ import annotations

from pathlib import Path

from tools.registry import load_module

_HERE = Path(__file__).resolve().parent
_practice = load_module("dunmarrow_data.py", base=_HERE)
_mark = load_module(str(_HERE.parent / "toolkit.py")).marked
globals().update(_mark(_practice.TOOLS, _practice.VALUES, module=__name__))
