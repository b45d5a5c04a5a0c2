"""Orrisdale Driving School's eight read-only look-ups, registered as guardbot tools.

The functions are written once, in ``orrisdale_data.py`` beside this file, and the MCP server
in ``../orrisdalemcp`` serves those same functions. Here ``toolkit.marked`` gives each one its
``@tool`` mark, with the listers of the instructor, pupil, test centre and car values it
takes. An unknown instructor, pupil, test centre or car raises ``ToolError``.
"""

from __future__ import annotations

from pathlib import Path

from tools.registry import load_module

_HERE = Path(__file__).resolve().parent
_kit = load_module(str(_HERE.parent / "toolkit.py"))
_school = load_module("orrisdale_data.py", base=_HERE)
globals().update(_kit.marked(_school.TOOLS, _school.VALUES, module=__name__))
