"""Kelderwick Rowing Club's eight read-only look-ups, registered as guardbot tools.

The functions themselves are written once, in ``kelderwick_data.py`` beside this file, and
the MCP server in ``../kelderwickmcp`` serves those same functions. Here ``toolkit.marked``
gives each one its ``@tool`` mark, with the listers of the member, outing, boat and coach
values it takes. An unknown member, outing, boat or coach raises ``ToolError``.
"""

from __future__ import annotations

from pathlib import Path

from tools.registry import load_module

_FOLDER = Path(__file__).resolve().parent
_toolkit = load_module(str(_FOLDER.parent / "toolkit.py"))
_club = load_module("kelderwick_data.py", base=_FOLDER)
globals().update(_toolkit.marked(_club.TOOLS, _club.VALUES, module=__name__))
