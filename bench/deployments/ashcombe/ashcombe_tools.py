"""Ashcombe Language School's eight read-only tools for guardbot.

The functions themselves live in ``ashcombe_data.py`` beside this file (shared with the MCP
server in ``../ashcombemcp``); here each one is marked ``@tool`` with the listers of the
values its id parameters take (``ashcombe_data.VALUES``). An unknown student, class, course,
teacher or invoice raises ``ToolError``.
"""

from __future__ import annotations

from pathlib import Path

from tools.registry import load_module, tool

school = load_module("ashcombe_data.py", base=Path(__file__).parent)

for _look_up in school.TOOLS:
    globals()[_look_up.__name__] = tool(values=school.VALUES[_look_up.__name__])(_look_up)
