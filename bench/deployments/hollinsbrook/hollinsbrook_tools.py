"""Hollinsbrook Plumbing & Heating's eight read-only look-ups, registered as guardbot tools.

The functions are written once, in ``hollinsbrook_data.py`` beside this file, and the MCP
server in ``../hollinsbrookmcp`` serves those same functions. Here ``toolkit.marked`` gives
each one its ``@tool`` mark, with the listers of the customers, engineers and suppliers it
takes. An unknown customer, engineer or job raises ``ToolError``.
"""

from __future__ import annotations

from pathlib import Path

from tools.registry import load_module

_HERE = Path(__file__).resolve().parent
_kit = load_module(str(_HERE.parent / "toolkit.py"))
_firm = load_module("hollinsbrook_data.py", base=_HERE)
globals().update(_kit.marked(_firm.TOOLS, _firm.VALUES, module=__name__))
