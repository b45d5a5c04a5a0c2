"""Brackenford Veterinary Practice's eight read-only look-ups, registered as guardbot tools.

The functions are written once, in ``brackenford_data.py`` beside this file, and the MCP
server in ``../brackenfordmcp`` serves those same functions. Here ``toolkit.marked`` gives
each one its ``@tool`` mark, with the listers of the pet, client, appointment and staff
values it takes. An unknown pet, client, appointment or staff member raises ``ToolError``.
"""

from __future__ import annotations

from pathlib import Path

from tools.registry import load_module

_HERE = Path(__file__).resolve().parent
_kit = load_module(str(_HERE.parent / "toolkit.py"))
_vets = load_module("brackenford_data.py", base=_HERE)
globals().update(_kit.marked(_vets.TOOLS, _vets.VALUES, module=__name__))
