"""Where a deployment's tools come from: one table of tool sources, read from the deployment.

    registry = build_registry(settings, deployment)

- ``python``: the deployment's ``[tools] python = [...]`` modules (``.py`` files relative
  to its folder, or dotted paths), then ``GUARDBOT_TOOL_MODULES`` beside them;
- ``mcp``: its ``[[tools.mcp]]`` servers (``tools.mcp_client``), each tool registered like
  any other (validated, timed out, recorded).

A deployment without tools gets an empty registry: nothing is registered by default.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tools.registry import ToolRegistry


def _python(registry: ToolRegistry, settings: Any, deployment: Any) -> None:
    for module in deployment.tool_modules:
        registry.register_module(module, base=deployment.folder)
    for module in settings.tool_modules:
        try:
            registry.register_module(module)
        except ValueError as exc:
            raise ValueError(f"{exc} (GUARDBOT_TOOL_MODULES)") from exc


def _mcp(registry: ToolRegistry, settings: Any, deployment: Any) -> None:
    if not deployment.mcp_servers:
        return
    from tools.mcp_client import register_server  # the mcp package only when used

    for server in deployment.mcp_servers:
        register_server(registry, server)


# The tool sources, in the order their tools are registered.
SOURCES: dict[str, Callable[[ToolRegistry, Any, Any], None]] = {
    "python": _python,
    "mcp": _mcp,
}


def registry_for(settings: Any) -> ToolRegistry:
    """The tools of the settings' deployment."""
    from bot.deployment import deployment_of

    return build_registry(settings, deployment_of(settings))


def build_registry(settings: Any, deployment: Any) -> ToolRegistry:
    """Every tool of the deployment's sources (and of ``settings.tool_modules``)."""
    registry = ToolRegistry(default_timeout=settings.tool_timeout)
    for add in SOURCES.values():
        add(registry, settings, deployment)
    apply_options(registry, getattr(deployment, "tool_options", {}) or {})
    return registry


def apply_options(registry: ToolRegistry, options: dict[str, Any]) -> None:
    """The deployment's ``[tools.options.NAME]``: read-only or changing, and who may use it.
    A name no source registered is an error that names the tools there are."""
    for name, option in options.items():
        spec = registry.get(name)
        if spec is None:
            raise ValueError(
                f"[tools.options.{name}]: there is no tool {name!r}; the tools are: "
                f"{', '.join(registry.names()) or '(none)'}"
            )
        if option.writes is not None:
            spec.writes = bool(option.writes)
        if option.audience is not None:
            spec.audience = tuple(option.audience)
