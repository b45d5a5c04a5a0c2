"""Pengarrow Clay Studio's ten read-only look-ups, as guardbot tools.

``pengarrow_data.py`` beside this file holds the functions (the MCP server in
``../pengarrowmcp`` serves the same ones). ``toolkit.marked`` marks each with ``@tool``, with
the listers of the members, courses, tutors and kiln firings its parameters take. An unknown
member, course, tutor or firing, or a date that is not a date, raises ``ToolError``.
"""

from __future__ import annotations

from pathlib import Path

from tools.registry import load_module

_FOLDER = Path(__file__).resolve().parent
_studio = load_module("pengarrow_data.py", base=_FOLDER)
_marks = load_module(str(_FOLDER.parent / "toolkit.py")).marked
globals().update(_marks(_studio.TOOLS, _studio.VALUES, module=__name__))
