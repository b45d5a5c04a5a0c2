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

from tools.registry import ToolRegistry, without_identity


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
        if getattr(option, "identity", None):
            _take_identity(spec, name, str(option.identity))
        if getattr(option, "examples", None):
            spec.examples = [*spec.examples, *option.examples]
        for param, listed in (getattr(option, "values", None) or {}).items():
            if param not in spec.parameters.get("properties", {}):
                raise ValueError(
                    f"[tools.options.{name}] values: {name} has no parameter {param!r}; its "
                    f"parameters are: {', '.join(spec.parameters.get('properties', {}))}"
                )
            if isinstance(listed, dict) and registry.get(str(listed["tool"])) is None:
                raise ValueError(
                    f"[tools.options.{name}] values.{param}: there is no tool "
                    f"{listed['tool']!r}; the tools are: {', '.join(registry.names())}"
                )
            spec.values[param] = (
                listed if isinstance(listed, list) else _values_from_call(registry, listed)
            )


def _take_identity(spec: Any, name: str, param: str) -> None:
    """``[tools.options.NAME] identity = "param"``: the parameter is filled with the signed-in
    user, hidden from the model and never taken from the question."""
    properties = spec.parameters.get("properties", {})
    if param not in properties and spec.identity != param:
        raise ValueError(
            f"[tools.options.{name}] identity: {name} has no parameter {param!r}; its "
            f"parameters are: {', '.join(properties) or '(none)'}"
        )
    spec.parameters = without_identity(spec.parameters, param)
    spec.identity = param


def _field(record: dict[str, Any], path: Any) -> Any:
    """A record's field by name, or by a dotted path into nested records ("guide.name")."""
    if path is None:
        return None
    if path in record:
        return record[path]
    value: Any = record
    for part in str(path).split("."):
        if not isinstance(value, dict) or part not in value:
            return None
        value = value[part]
    return value


def _values_from_call(registry: ToolRegistry, call: dict[str, Any]) -> Callable[[], list[Any]]:
    """A ``values`` lister that calls another tool: each record of its result (a list, or
    the first list in a record) gives its ``value`` field and its ``label`` field."""
    tool, arguments = str(call["tool"]), dict(call.get("arguments") or {})
    value_key, label_key = call.get("value"), call.get("label")

    def listed() -> list[Any]:
        result = registry.call(tool, arguments)
        if not result.ok:
            raise ValueError(f"values from {tool}: {result.error}")
        data = result.result
        if isinstance(data, dict):
            data = next((v for v in data.values() if isinstance(v, list)), [data])
        out: list[Any] = []
        for item in data if isinstance(data, list) else []:
            if not isinstance(item, dict):
                out.append(item)
                continue
            key = value_key or next(iter(item), None)
            value = _field(item, key)
            if value is None:
                continue
            label = _field(item, label_key) if label_key else None
            out.append({"value": value, "label": label if label is not None else value})
        return out

    return listed
