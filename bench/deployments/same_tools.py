"""Every tool of every measurement deployment, called with many arguments, its answers written
as JSON: run it before and after a change to the tool modules, and the two files must be the
same byte for byte (the sets' measurements are frozen; their tools must not change).

    python -m bench.deployments.same_tools --out before.json [NAME ...]
    ... change the tools ...
    python -m bench.deployments.same_tools --out after.json [NAME ...] && cmp before.json after.json

Per deployment, in a fresh data folder: the module's public functions that take no argument
(listers, ``build_database``, ``dump``), then every tool, in name order, called with: the
arguments of its calls in checks.json (and those written in the evidence), the values its
docstring gives (``e.g. 7``), the first three, the last and the named (in a question or a
docstring example) of its listed values, every value of an optional parameter's choices, and
a value that names nothing; one parameter varied at a time. Each result is written as JSON
(keys in the tool's order) or as the exception it raised. Last, the database file(s) the tools
built: name, SHA-256 of the bytes, file mode, SHA-256 of the SQL dump, rows per table.

Before the calls, what guardbot sees of each tool (``seen``), as its registry loads it: name,
description, parameter schema, examples, writes/identity/audience/timeout, source, every
parameter's listed values, and of a Python tool its function's name, signature and docstring
exactly as written; the terms no answer may carry (``forbidden``); and of each MCP server
what it lists (``mcp``: every ``tools/list`` entry as the server sends it, with its
description, input schema and annotations).
"""

from __future__ import annotations

import argparse
import ast
import hashlib
import inspect
import json
import os
import re
import shutil
import sqlite3
import sys
import tempfile
from pathlib import Path
from typing import Any

from bench.deployments.checker import CALL, HERE, Checker

EG = re.compile(r"""e\.g\.\s+("[^"]*"|'[^']*'|[^\s,;)]+)""")
NOTHING = {"integer": 987654, "number": 987654.5, "string": "no-such-thing"}


def _literal(text: str) -> Any:
    text = text.rstrip(".")
    try:
        return ast.literal_eval(text)
    except (ValueError, SyntaxError):
        return text


def _type(schema: dict[str, Any]) -> str | None:
    kinds = [schema.get("type")] + [s.get("type") for s in schema.get("anyOf", [])]
    return next((k for k in kinds if k and k != "null"), None)


def docstring_values(fn: Any) -> dict[str, list[Any]]:
    """``param: ... e.g. X`` of the Args section."""
    out: dict[str, list[Any]] = {}
    param = None
    for line in (inspect.getdoc(fn) or "").splitlines():
        head = re.match(r"\s*(\w+):\s", line)
        if head and line.startswith(" "):
            param = head.group(1)
        elif not line.strip() or not line.startswith(" "):
            param = None
        if param:
            out.setdefault(param, []).extend(_literal(m) for m in EG.findall(line))
    return out


def argument_sets(checker: Checker, spec: Any, asked: str) -> list[dict[str, Any]]:
    props = spec.parameters.get("properties", {})
    required = spec.parameters.get("required", [])
    found: list[dict[str, Any]] = []
    calls = checker.config.get("calls")
    for entry in calls.values() if isinstance(calls, dict) else []:
        for call in (entry, entry.get("first_turn") or {}):
            if call.get("tool") == spec.name:
                found.append(dict(call["args"]))
    for q in checker.questions if calls == "evidence" else []:
        for name, text in CALL.findall(q.get("evidence", "")):
            if name == spec.name:
                args = {}
                for part in filter(None, (p.strip() for p in text.split(","))):
                    key, _, value = part.partition("=")
                    args[key.strip()] = ast.literal_eval(value.strip())
                found.append(args)
    examples = docstring_values(spec.fn)
    text = (asked + "\n" + (inspect.getdoc(spec.fn) or "")).lower()
    values: dict[str, list[Any]] = {}
    for param, schema in props.items():
        pairs = checker.listed(spec.name, param) or []
        named = [v for v, label in pairs if len(label) > 2 and label.lower() in text][:5]
        listed = [v for v, _ in pairs[:3]] + [v for v, _ in pairs[-1:]] + named
        nothing = NOTHING.get(_type(schema) or "")
        values[param] = [*examples.get(param, []), *listed]
        values[param] += [nothing] if nothing is not None else []
    base = {}
    for param in required:
        known = [a[param] for a in found if param in a] + values[param]
        if known:
            base[param] = known[0]
    found.append(base)
    for param in props:
        for value in values[param]:
            found.append({**base, param: value})
    seen, out = set(), []
    for args in found:
        key = json.dumps(args, sort_keys=True, default=repr)
        if key not in seen:
            seen.add(key)
            out.append(args)
    return out


def hide(text: str, data: str) -> str:
    """The data folder's path written ``<data>``."""
    return text.replace(str(Path(data).resolve()), "<data>").replace(data, "<data>")


def run(fn: Any, args: dict[str, Any], data: str) -> Any:
    """A JSON-able record of a call: its result's type and JSON text, or what it raised."""
    try:
        value = fn(**args)
    except Exception as exc:  # the error a tool raises is its answer too
        return {"raised": hide(f"{type(exc).__name__}: {exc}", data)}
    kind = type(value).__name__
    value = str(value) if isinstance(value, Path) else value
    return {"type": kind, "json": hide(json.dumps(value, ensure_ascii=False, default=repr), data)}


def seen(registry: Any) -> dict[str, Any]:
    """What guardbot sees of each tool, by name (see the module doc)."""
    out = {}
    for spec in registry.specs():
        entry = {
            "name": spec.name,
            "description": spec.description,
            "parameters": spec.parameters,
            "examples": spec.examples,
            "writes": spec.writes,
            "identity": spec.identity,
            "audience": spec.audience,
            "timeout": spec.timeout,
            "source": spec.source,
            "values": {p: registry.values(spec.name, p) for p in sorted(spec.values)},
            "schema": spec.schema(),
        }
        if spec.source.startswith("python:"):
            entry["function"] = {
                "name": spec.fn.__name__,
                "qualname": spec.fn.__qualname__,
                "signature": str(inspect.signature(spec.fn)),
                "doc": spec.fn.__doc__,
            }
        out[spec.name] = entry
    return out


def mcp_listings() -> dict[str, Any]:
    """Every open MCP connection's ``tools/list``, as the server sends it."""
    from tools.mcp_client import _OPEN

    out = {}
    for connection in sorted(_OPEN, key=lambda c: c.server.name):
        out[connection.server.name] = [
            t.model_dump(mode="json", by_alias=True) for t in connection.list_tools()
        ]
    return out


def databases(folder: Path) -> list[dict[str, Any]]:
    out = []
    for path in sorted(folder.rglob("*")):
        if not path.is_file():
            continue
        entry: dict[str, Any] = {
            "file": str(path.relative_to(folder)),
            "sha256": hashlib.sha256(path.read_bytes()).hexdigest(),
            "mode": oct(path.stat().st_mode & 0o777),
        }
        if path.suffix == ".db":
            with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
                dump = "\n".join(db.iterdump())
                tables = [
                    r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")
                ]
                entry["rows"] = {
                    t: db.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0] for t in tables
                }
            db.close()
            entry["dump_sha256"] = hashlib.sha256(dump.encode()).hexdigest()
        out.append(entry)
    return out


def record(folder: Path) -> dict[str, Any]:
    from bot.settings import reset_settings
    from tools.registry import TOOL_ATTR, data_dir, load_module

    data = tempfile.mkdtemp(prefix=f"same-tools-{folder.name}-")
    os.environ["GUARDBOT_DATA_DIR"] = data
    reset_settings()
    try:
        checker = Checker(folder)
        out: dict[str, Any] = {"functions": {}, "seen": {}, "tools": {}}
        from bot.deployment import load_deployment

        for path in load_deployment(folder).tool_modules:
            module = load_module(path, base=folder)
            for name, fn in sorted(vars(module).items()):
                if (
                    not inspect.isfunction(fn)
                    or fn.__module__ != module.__name__
                    or name.startswith("_")
                    or hasattr(fn, TOOL_ATTR)
                    or any(
                        p.default is p.empty and p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)
                        for p in inspect.signature(fn).parameters.values()
                    )
                ):
                    continue
                out["functions"][name] = run(fn, {}, data)
        checker.load_tools()
        out["seen"] = seen(checker.registry)
        out["forbidden"] = sorted(checker.registry.forbidden())
        out["mcp"] = mcp_listings()
        asked = "\n".join(
            t for q in checker.questions for t in [q.get("question") or ""] + q.get("turns", [])
        )
        for spec in checker.registry.specs():
            out["tools"][spec.name] = [
                [args, run(spec.fn, args, data)] for args in argument_sets(checker, spec, asked)
            ]
        out["files"] = databases(data_dir())
        return out
    finally:
        from tools.mcp_client import close_all

        close_all()
        shutil.rmtree(data, ignore_errors=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("deployments", nargs="*", help="names under bench/deployments")
    parser.add_argument("--out", required=True, help="the JSON file to write")
    args = parser.parse_args(argv)
    names = args.deployments or sorted(
        p.parent.name
        for p in HERE.glob("*/deployment.toml")
        if (p.parent / "questions.json").is_file()
    )
    found = {}
    for name in names:
        found[name] = record(HERE / name)
        calls = sum(len(v) for v in found[name]["tools"].values())
        print(f"{name}: {len(found[name]['tools'])} tools, {calls} calls", file=sys.stderr)
    Path(args.out).write_text(json.dumps(found, indent=1, ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
