"""Wrenbury Veterinary Practice's eight read-only tools for guardbot: the functions of
``wrenbury_data.py`` (loaded from its file beside this one), each marked ``@tool`` with the
listers of the values its id parameters take. A missing record raises ``ToolError``."""

from __future__ import annotations

from pathlib import Path

from tools.registry import load_module

data = load_module("wrenbury_data.py", base=Path(__file__).parent)


toolkit = load_module(str(Path(__file__).resolve().parents[1] / "toolkit.py"))
globals().update(toolkit.marked(data.TOOLS, data.VALUES, module=__name__))
