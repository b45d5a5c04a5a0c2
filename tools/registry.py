"""The tool registry: plain typed Python functions, registered with ``@tool``.

    def customer_names() -> list[tuple[int, str]]:
        return [(12, "Leonie Kohler"), (14, "Mark Philips")]      # (value, what people call it)

    @tool(values={"customer_id": customer_names})
    def get_customer(customer_id: int) -> dict:
        '''One customer: name, email, country and the support rep who looks after them.

        Args:
            customer_id: the customer's number, e.g. 12.

        Examples:
            Who looks after customer 12?
            What is Leonie Kohler's email address?
        '''

The JSON schema comes from the signature and the docstring; the ``Examples:`` lines are
questions this tool answers (guardbot matches questions against them); ``values`` names,
per parameter, a function listing the values it takes (ids with the names people use for
them), so that a question naming one is matched to it. ``writes=True`` marks a tool that
changes something: it is never called without the user's confirmation in the chat.
``identity="param"`` names a parameter that guardbot fills with the signed-in user's
identity; it is hidden from the model and can never come from the question.

Arguments are validated against the schema before the call; every call runs under a
timeout; the result must be JSON-serialisable. Every failure (unknown tool, bad arguments,
a tool that raises or times out) comes back as a ``ToolResult`` with ``error`` set, never as
an exception.
"""

from __future__ import annotations

import contextlib
import contextvars
import datetime as dt
import hashlib
import importlib
import importlib.util
import inspect
import json
import sys
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

import jsonschema

from tools.schema import docstring_examples, function_schema, parse_docstring

TOOL_ATTR = "__guardbot_tool__"
FORBIDDEN_ATTR = "__guardbot_forbidden_terms__"
PREPARE_ATTR = "__guardbot_prepare__"
VALUES_TTL_S = 60.0  # listed values are read again after this long (the data may change)

# Who is talking to the assistant; a tool may be limited to some of them (``audience``).
AUDIENCES = ("anonymous", "signed_in", "staff")
# error kinds of a call refused before the tool ran (recorded as not executed)
NOT_RUN = frozenset(
    {
        "unknown_tool",
        "invalid_arguments",
        "no_identity",
        "not_allowed",
        "repeated_call",
        "copied_arguments",
        "already_done",
    }
)

# A parameter's listed values: (value, label) pairs, or plain values (their own label).
Values = Callable[[], Iterable[Any]] | Iterable[Any]


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
    examples: list[str] = field(default_factory=list)  # questions this tool answers
    values: dict[str, Values] = field(default_factory=dict)  # param -> its listed values
    writes: bool = False  # changes something: called only after the user confirms
    identity: str | None = None  # param filled with the signed-in user's identity
    source: str = "python"  # where it comes from: "python:<module>", "mcp:<server>"
    audience: tuple[str, ...] | None = None  # who may use it (AUDIENCES); None: everyone

    def allowed(self, audience: str | None) -> bool:
        """May a user of ``audience`` use it? Not said (None) counts as anonymous."""
        return self.audience is None or (audience or "anonymous") in self.audience

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
            shorter = (
                _fewer_records(self.result, max_chars, len(text)) if self.error is None else None
            )
            text = shorter or text[: max(0, max_chars - len(note))] + note
            self.meta["truncated"] = True
        return text


def _fewer_records(value: Any, max_chars: int, full: int) -> str | None:
    """A result too long to send, with its longest list cut to the records that fit: still
    valid JSON (an answer written in code can read it), followed by a note. None when no
    list of two or more records can be cut so."""
    if isinstance(value, list):
        key, items = None, value
    elif isinstance(value, dict):
        lists = [(k, v) for k, v in value.items() if isinstance(v, list) and len(v) > 1]
        if not lists:
            return None
        key, items = max(lists, key=lambda kv: len(json.dumps(kv[1], ensure_ascii=False)))
    else:
        return None
    if len(items) < 2:
        return None

    def text(n: int) -> str:
        cut = items[:n] if key is None else {**value, key: items[:n]}
        note = (
            f" ... [truncated: the first {n} of {len(items)} records; the result had {full} "
            "characters; ask for fewer rows with a filter or a smaller limit]"
        )
        return json.dumps(cut, ensure_ascii=False) + note

    low, high, best = 1, len(items) - 1, None
    while low <= high:  # the most records that fit
        n = (low + high) // 2
        if len(candidate := text(n)) <= max_chars:
            best, low = candidate, n + 1
        else:
            high = n - 1
    return best


def tool(
    fn: Callable[..., Any] | None = None,
    *,
    name: str | None = None,
    timeout: float | None = None,
    values: dict[str, Values] | None = None,
    writes: bool = False,
    identity: str | None = None,
    examples: Iterable[str] = (),
):
    """Mark a typed function as a tool (usable bare or with arguments; see the module doc)."""

    def mark(func: Callable[..., Any]) -> Callable[..., Any]:
        description, _ = parse_docstring(func.__doc__)
        parameters = function_schema(func)
        for param in [*(values or {}), *([identity] if identity else [])]:
            if param not in parameters["properties"]:
                raise TypeError(f"tool {func.__name__}: no parameter {param!r}")
        if identity:
            parameters = without_identity(parameters, identity)
        spec = ToolSpec(
            name=name or func.__name__,
            description=description,
            parameters=parameters,
            fn=func,
            timeout=timeout,
            examples=[*docstring_examples(func.__doc__), *examples],
            values=dict(values or {}),
            writes=writes,
            identity=identity,
            source=f"python:{func.__module__}",
        )
        setattr(func, TOOL_ATTR, spec)
        return func

    return mark(fn) if fn is not None else mark


def forbidden_terms(fn: Callable[[], Iterable[str]]) -> Callable[[], Iterable[str]]:
    """Mark a function of a tool module that lists terms no answer may carry, whatever the
    model wrote (another tenant's ids and names): the output rules withhold such an answer."""
    setattr(fn, FORBIDDEN_ATTR, True)
    return fn


def on_prepare(fn: Callable[[], Any]) -> Callable[[], Any]:
    """Mark a function of a tool module to run before the first question (build its
    database): ``make run`` and ``guardbot serve`` call it while they prepare."""
    setattr(fn, PREPARE_ATTR, True)
    return fn


def listed_values(values: Values) -> list[tuple[Any, str]]:
    """(value, label) pairs from a ``values`` entry: a function or a list, whose items are
    plain values, (value, label) pairs or {"value": ..., "label": ...} dicts."""
    items = values() if callable(values) else values
    out: list[tuple[Any, str]] = []
    for item in items or []:
        if isinstance(item, dict) and "value" in item:
            out.append((item["value"], str(item.get("label", item["value"]))))
        elif isinstance(item, tuple | list) and len(item) == 2:
            out.append((item[0], str(item[1])))
        else:
            out.append((item, str(item)))
    return out


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
    ):
        self.default_timeout = default_timeout
        self._specs: dict[str, ToolSpec] = {}
        self._values_cache: dict[tuple[str, str], tuple[float, list[tuple[Any, str]]]] = {}
        self.lister_errors: dict[tuple[str, str], str] = {}
        self.forbidden_listers: list[Callable[[], Iterable[str]]] = []
        self.prepare_hooks: list[Callable[[], Any]] = []
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

    def register_module(self, module_path: str, *, base: Path | None = None) -> list[str]:
        """Register every ``@tool`` function of a module: a dotted module path
        (``mypackage.tools``) or a ``.py`` file (relative to ``base``)."""
        module = load_module(module_path, base=base)
        names = []
        for _, obj in inspect.getmembers(module, callable):
            if hasattr(obj, TOOL_ATTR):
                spec = self.register(obj)
                spec.source = f"python:{module_path}"
                names.append(spec.name)
            elif getattr(obj, FORBIDDEN_ATTR, False) and obj not in self.forbidden_listers:
                self.forbidden_listers.append(obj)  # type: ignore[arg-type]
            elif getattr(obj, PREPARE_ATTR, False) and obj not in self.prepare_hooks:
                self.prepare_hooks.append(obj)
        if not names:
            raise ValueError(f"tool module {module_path!r} defines no @tool functions")
        return names

    def prepare(self) -> None:
        """Run the tool modules' ``@on_prepare`` functions (build their databases)."""
        for hook in self.prepare_hooks:
            hook()

    def forbidden(self) -> set[str]:
        """Terms no answer may carry (``@forbidden_terms``), lower-case; a failing lister is
        recorded and gives none."""
        out: set[str] = set()
        for lister in self.forbidden_listers:
            try:
                out.update(str(t).lower() for t in lister() if str(t).strip())
            except Exception as exc:
                self.lister_errors[(getattr(lister, "__name__", "lister"), "")] = str(exc)
        return out

    def specs(self) -> list[ToolSpec]:
        return [self._specs[n] for n in self.names()]

    def values(self, name: str, param: str) -> list[tuple[Any, str]]:
        """The listed values of a tool's parameter: its ``values`` function (read again after
        ``VALUES_TTL_S``) or its schema's enum; [] when it lists none or the lister fails."""
        spec = self._specs.get(name)
        if spec is None:
            return []
        lister = spec.values.get(param)
        if lister is None:
            enum = (spec.parameters.get("properties", {}).get(param) or {}).get("enum") or []
            return [(v, str(v)) for v in enum]
        key = (name, param)
        cached = self._values_cache.get(key)
        if cached is not None and time.monotonic() - cached[0] < VALUES_TTL_S:
            return cached[1]
        try:
            found = listed_values(lister)
        except Exception as exc:  # a lister's failure costs the matching, never the turn
            self.lister_errors[key] = f"{type(exc).__name__}: {exc}"
            found = []
        self._values_cache[key] = (time.monotonic(), found)
        return found

    def names(self) -> list[str]:
        return sorted(self._specs)

    def get(self, name: str) -> ToolSpec | None:
        return self._specs.get(name)

    def __contains__(self, name: object) -> bool:
        return name in self._specs

    def schemas(self, *, writes: bool = True) -> list[dict[str, Any]]:
        """The tools' JSON schemas; ``writes=False`` leaves out the tools that change
        something (a model is never offered those: only the user's own words ask for one)."""
        return [
            self._specs[n].schema() for n in self.names() if writes or not self._specs[n].writes
        ]

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
        if not spec.allowed(bound("audience")):
            return ToolResult(
                name,
                clean or {},
                error="this is not available to you here",
                error_kind="not_allowed",
                latency_ms=_ms(started),
            )
        if spec.identity:
            user = bound("user")
            if not user:
                return ToolResult(
                    name,
                    clean or {},
                    error="this needs to know who you are: sign in, or send your user id",
                    error_kind="no_identity",
                    latency_ms=_ms(started),
                )
            clean = {**(clean or {}), spec.identity: user}
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


def without_identity(parameters: dict[str, Any], identity: str) -> dict[str, Any]:
    """A tool's schema without the parameter guardbot fills with the signed-in user: hidden
    from the model, never taken from the question (``tool(identity=...)``, and
    ``[tools.options.NAME] identity`` for any tool)."""
    properties = {k: v for k, v in parameters.get("properties", {}).items() if k != identity}
    required = [r for r in parameters.get("required", []) if r != identity]
    out = {k: v for k, v in parameters.items() if k != "required"}
    out["properties"] = properties
    if required:
        out["required"] = required
    return out


def load_module(module_path: str, *, base: Path | None = None) -> ModuleType:
    """A dotted module path, or a ``.py`` file (relative to ``base``), imported once."""
    if module_path.endswith(".py") or "/" in module_path:
        path = Path(module_path)
        if not path.is_absolute() and base is not None:
            path = base / path
        path = path.resolve()
        if not path.is_file():
            raise ValueError(f"tool module {module_path!r}: no such file ({path})")
        key = "guardbot_tools_" + hashlib.sha1(str(path).encode()).hexdigest()[:12]
        if key in sys.modules:
            return sys.modules[key]
        spec = importlib.util.spec_from_file_location(key, path)
        if spec is None or spec.loader is None:
            raise ValueError(f"tool module {module_path!r}: cannot be loaded")
        module = importlib.util.module_from_spec(spec)
        sys.modules[key] = module
        try:
            spec.loader.exec_module(module)
        except Exception as exc:
            del sys.modules[key]
            raise ValueError(f"tool module {module_path!r} failed to load: {exc}") from exc
        return module
    try:  # a user's module named in the settings may be missing: say which
        return importlib.import_module(module_path)
    except ImportError as exc:
        raise ValueError(f"cannot import tool module {module_path!r}: {exc}") from exc


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


def data_dir() -> Path:
    """A folder where a tool module may keep its own files (a database it builds on first
    use): ``<data dir>/tools``, under the settings' data directory."""
    from bot.settings import get_settings

    path = get_settings().resolved_data_dir() / "tools"
    path.mkdir(parents=True, exist_ok=True)
    return path
