"""The tool registry: plain typed Python functions, registered with ``@tool``.

    @tool
    def get_account_details(account_id: str) -> dict:
        '''One account with its plan, owner and health.

        Args:
            account_id: the account id, e.g. "acme-9".
        '''

The JSON schema comes from the signature and the docstring; arguments are validated
against it before the call; every call runs under a timeout; the result must be
JSON-serialisable. Every failure (unknown tool, bad arguments, a tool that raises or
times out) comes back as a ``ToolResult`` with ``error`` set, never as an exception.
"""

from __future__ import annotations

import contextlib
import contextvars
import datetime as dt
import importlib
import inspect
import json
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

import jsonschema

from tools.schema import function_schema, parse_docstring

TOOL_ATTR = "__guardbot_tool__"


class ToolError(Exception):
    """Raised by a tool for an expected failure (unknown id, empty filter); the message goes
    back to the model as the tool's error."""


@dataclass
class ToolSpec:
    name: str
    description: str
    parameters: dict[str, Any]
    fn: Callable[..., Any]
    timeout: float | None = None

    def schema(self) -> dict[str, Any]:
        return {
            "type": "function",
            "function": {
                "name": self.name,
                "description": self.description,
                "parameters": self.parameters,
            },
        }


@dataclass
class ToolResult:
    name: str
    arguments: dict[str, Any]
    result: Any = None
    error: str | None = None
    latency_ms: float = 0.0
    error_kind: str | None = (
        None  # unknown_tool | invalid_arguments | raised | timeout | not_serialisable
    )
    meta: dict[str, Any] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return self.error is None

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "arguments": self.arguments,
            "result": self.result,
            "error": self.error,
            "error_kind": self.error_kind,
            "latency_ms": round(self.latency_ms, 2),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> ToolResult:
        return cls(
            name=data.get("name", ""),
            arguments=data.get("arguments") or {},
            result=data.get("result"),
            error=data.get("error"),
            latency_ms=float(data.get("latency_ms") or 0.0),
            error_kind=data.get("error_kind"),
        )

    def content(self, max_chars: int | None = None) -> str:
        """The text of the tool message sent back to the model (truncated with a note)."""
        if self.error is not None:
            text = json.dumps({"error": self.error}, ensure_ascii=False)
        else:
            text = json.dumps(self.result, ensure_ascii=False)
        if max_chars is not None and len(text) > max_chars:
            note = f" ... [truncated: the result had {len(text)} characters; ask for fewer rows with a filter or a smaller limit]"
            text = text[: max(0, max_chars - len(note))] + note
            self.meta["truncated"] = True
        return text


def tool(
    fn: Callable[..., Any] | None = None, *, name: str | None = None, timeout: float | None = None
):
    """Mark a typed function as a tool (usable bare or with arguments)."""

    def mark(func: Callable[..., Any]) -> Callable[..., Any]:
        description, _ = parse_docstring(func.__doc__)
        spec = ToolSpec(
            name=name or func.__name__,
            description=description,
            parameters=function_schema(func),
            fn=func,
            timeout=timeout,
        )
        setattr(func, TOOL_ATTR, spec)
        return func

    return mark(fn) if fn is not None else mark


def _jsonable(value: Any) -> Any:
    """The value as plain JSON types; dates become ISO strings; anything else raises TypeError."""
    if isinstance(value, dt.date | dt.datetime):
        return value.isoformat()
    return json.loads(json.dumps(value, default=_json_default))


def _json_default(value: Any) -> Any:
    if isinstance(value, dt.date | dt.datetime):
        return value.isoformat()
    if isinstance(value, tuple | set | frozenset):
        return list(value)
    raise TypeError(f"{type(value).__name__} is not JSON-serialisable")


def _coerce(arguments: dict[str, Any], parameters: dict[str, Any]) -> dict[str, Any]:
    """Small, safe coercions small models need: "5" -> 5 for integers, "true" -> True, and a
    null for an optional argument means "not given"."""
    required = set(parameters.get("required", []))
    out = {k: v for k, v in arguments.items() if v is not None or k in required}
    for key, value in list(out.items()):
        prop = parameters.get("properties", {}).get(key) or {}
        types = prop.get("type")
        types = types if isinstance(types, list) else [types]
        if not isinstance(value, str):
            continue
        if "integer" in types and value.strip().lstrip("-").isdigit():
            out[key] = int(value.strip())
        elif "number" in types:
            try:
                out[key] = float(value)
            except ValueError:
                pass
        elif "boolean" in types and value.strip().lower() in ("true", "false"):
            out[key] = value.strip().lower() == "true"
    return out


class ToolRegistry:
    """A set of tools by name; ``call`` validates, runs under a timeout and never raises."""

    def __init__(
        self,
        tools: Iterable[Callable[..., Any] | ToolSpec] = (),
        *,
        default_timeout: float = 10.0,
        planner: Callable[[str, Any], tuple[str, dict[str, Any]] | None] | None = None,
    ):
        self.default_timeout = default_timeout
        self.planner = planner  # the workspace's obvious call for a question (tools.planner)
        self._specs: dict[str, ToolSpec] = {}
        for item in tools:
            self.register(item)

    def register(self, item: Callable[..., Any] | ToolSpec) -> ToolSpec:
        if isinstance(item, ToolSpec):
            spec = item
        else:
            spec = getattr(item, TOOL_ATTR, None) or getattr(tool(item), TOOL_ATTR)
        if spec.name in self._specs and self._specs[spec.name].fn is not spec.fn:
            raise ValueError(f"two different tools are both named {spec.name!r}")
        self._specs[spec.name] = spec
        return spec

    def register_module(self, module_path: str) -> list[str]:
        """Register every ``@tool`` function of a module (a user's own tools, from settings)."""
        try:  # a user's module named in GUARDBOT_TOOL_MODULES may be missing: say which
            module = importlib.import_module(module_path)
        except ImportError as exc:
            raise ValueError(
                f"cannot import tool module {module_path!r} (GUARDBOT_TOOL_MODULES): {exc}"
            ) from exc
        names = []
        for _, obj in inspect.getmembers(module, callable):
            if hasattr(obj, TOOL_ATTR):
                names.append(self.register(obj).name)
        if not names:
            raise ValueError(f"tool module {module_path!r} defines no @tool functions")
        return names

    def names(self) -> list[str]:
        return sorted(self._specs)

    def get(self, name: str) -> ToolSpec | None:
        return self._specs.get(name)

    def __contains__(self, name: object) -> bool:
        return name in self._specs

    def schemas(self) -> list[dict[str, Any]]:
        return [self._specs[n].schema() for n in self.names()]

    def validate(
        self, name: str, arguments: Any
    ) -> tuple[dict[str, Any] | None, str | None, str | None]:
        """(clean arguments, error, error_kind) without running the tool."""
        spec = self._specs.get(name)
        if spec is None:
            return (
                None,
                f"unknown tool {name!r}; the tools are: {', '.join(self.names())}",
                "unknown_tool",
            )
        if not isinstance(arguments, dict):
            return None, "arguments must be a JSON object", "invalid_arguments"
        clean = _coerce(arguments, spec.parameters)
        validator = jsonschema.Draft202012Validator(spec.parameters)
        errors = sorted(validator.iter_errors(clean), key=lambda e: list(e.path))
        if errors:
            detail = "; ".join(_describe(e) for e in errors[:3])
            return None, f"invalid arguments for {name}: {detail}", "invalid_arguments"
        return clean, None, None

    def call(self, name: str, arguments: Any, *, timeout: float | None = None) -> ToolResult:
        started = time.perf_counter()
        raw_args = arguments if isinstance(arguments, dict) else {"_raw": arguments}
        clean, error, kind = self.validate(name, arguments)
        if error is not None:
            return ToolResult(name, raw_args, error=error, error_kind=kind, latency_ms=_ms(started))
        spec = self._specs[name]
        limits = [
            t for t in (spec.timeout, timeout if timeout is not None else self.default_timeout) if t
        ]
        limit = min(limits) if limits else self.default_timeout
        result, error, kind = _run_with_timeout(spec.fn, clean or {}, limit)
        if error is None:
            try:
                result = _jsonable(result)
            except (TypeError, ValueError) as exc:
                result, error, kind = (
                    None,
                    f"tool {name} returned a result that is not JSON: {exc}",
                    "not_serialisable",
                )
        return ToolResult(
            name, clean or {}, result=result, error=error, error_kind=kind, latency_ms=_ms(started)
        )


def _describe(error: jsonschema.ValidationError) -> str:
    where = ".".join(str(p) for p in error.path)
    return f"{where}: {error.message}" if where else error.message


def _ms(started: float) -> float:
    return (time.perf_counter() - started) * 1000


def _run_with_timeout(
    fn: Callable[..., Any], kwargs: dict[str, Any], timeout: float
) -> tuple[Any, str | None, str | None]:
    """Run ``fn(**kwargs)`` in a daemon thread (with the caller's context vars)."""
    box: dict[str, Any] = {}
    ctx = contextvars.copy_context()

    def target() -> None:
        try:
            box["result"] = ctx.run(fn, **kwargs)
        except ToolError as exc:
            box["error"] = (str(exc), "raised")
        except Exception as exc:  # a tool's own failure is data for the model, not a crash
            box["error"] = (f"{type(exc).__name__}: {exc}", "raised")

    thread = threading.Thread(
        target=target, daemon=True, name=f"tool-{getattr(fn, '__name__', 'fn')}"
    )
    thread.start()
    thread.join(timeout)
    if thread.is_alive():
        return None, f"the tool took longer than {timeout:g} s and was abandoned", "timeout"
    if "error" in box:
        return None, box["error"][0], box["error"][1]
    return box.get("result"), None, None


# What a turn lends its tools while it runs (e.g. ``retriever``: the knowledge base the turn
# itself searches), so that a tool and the turn read the same data. Set with ``bind``.
_bound: contextvars.ContextVar[dict[str, Any] | None] = contextvars.ContextVar(
    "guardbot_tool_resources", default=None
)


@contextlib.contextmanager
def bind(**resources: Any) -> Iterator[None]:
    """Lend ``resources`` to the tools called in this context (the turn's worker thread)."""
    token = _bound.set({**(_bound.get() or {}), **resources})
    try:
        yield
    finally:
        _bound.reset(token)


def bound(name: str) -> Any:
    """A resource lent with ``bind`` (None when none is)."""
    return (_bound.get() or {}).get(name)
