"""The demo deployment as the tests see it: its folder, its help centre, its tool modules
(loaded from their files, as guardbot loads them)."""

from __future__ import annotations

from types import ModuleType

from bot.deployment import load_deployment
from bot.settings import DEFAULT_DEPLOYMENT
from tools.registry import load_module

DEMO = DEFAULT_DEPLOYMENT
HELPCENTRE = load_deployment(DEMO).knowledge_bases[0].path


def tools_module() -> ModuleType:
    """The demo's tool module (``workspace_tools.py``)."""
    return load_module("workspace_tools.py", base=DEMO)


def data_module() -> ModuleType:
    """The demo workspace's data (``workspace_data.py``): tables, generator, engines."""
    return load_module("workspace_data.py", base=DEMO)


def ensure_demo_workspace(url: str | None = None) -> str:
    return data_module().ensure_demo_workspace(url)
