"""Pennyfold Veterinary Surgery's eight read-only look-ups, as guardbot tools.

They are written once, in ``pennyfold_data.py`` beside this file; the MCP server in
``../pennyfoldmcp`` serves the same functions. ``toolkit.marked`` marks each with ``@tool``
and the listers of the staff, client and pet values it takes. An unknown vet or nurse,
client or pet raises ``ToolError``; a lab search that finds nothing returns ``[]``.
"""

from __future__ import annotations

from pathlib import Path

from tools.registry import load_module

_HERE = Path(__file__).resolve().parent
_kit = load_module(str(_HERE.parent / "toolkit.py"))
_surgery = load_module("pennyfold_data.py", base=_HERE)
globals().update(_kit.marked(_surgery.TOOLS, _surgery.VALUES, module=__name__))
