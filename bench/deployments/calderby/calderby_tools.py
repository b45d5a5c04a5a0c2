"""Calderby Dry Cleaners & Alterations: the ten read-only look-ups as guardbot tools.

``calderby_data.py`` (beside this file) holds the functions and the records; the MCP server
in ``../calderbymcp`` serves exactly the same functions. Here ``toolkit.marked`` marks each
one with ``@tool``, with the listers of the customers, staff, alteration jobs, van areas and
business accounts that its parameters take. An unknown customer, ticket, alteration job,
person, area or account, or a date that is no date, raises ``ToolError``.
"""

from __future__ import annotations

from pathlib import Path

from tools.registry import load_module

_FOLDER = Path(__file__).resolve().parent
_shop = load_module("calderby_data.py", base=_FOLDER)
_toolkit = load_module(str(_FOLDER.parent / "toolkit.py"))

globals().update(_toolkit.marked(_shop.TOOLS, _shop.VALUES, module=__name__))
