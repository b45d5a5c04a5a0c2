"""What differs between an original turn and its replay: rows of (step, field, original, replayed).

Model calls are paired in order, tool calls in order, verdicts by round; then the step
sequence, the outcome and the final answer. ``render_diff`` prints the rows as a table.
"""

from __future__ import annotations

import json
from typing import Any

from bot.replay.record import TurnRecord

DiffRow = tuple[str, str, str, str]
MISSING = "(none)"


def short(value: Any, width: int | None = 160) -> str:
    """A value on one line, cut to ``width`` (None: whole, its line breaks kept)."""
    if value is None:
        return MISSING
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, default=str)
    if width is None:
        return text
    text = " ".join(text.split())
    return text if len(text) <= width else text[: width - 1] + "…"


def json_changes(a: Any, b: Any, path: str = "") -> list[str]:
    """JSON paths where two payloads differ (``model``, ``messages[2].content`` ...)."""
    if isinstance(a, dict) and isinstance(b, dict):
        out: list[str] = []
        for key in list(a) + [k for k in b if k not in a]:
            sub = f"{path}.{key}" if path else str(key)
            if key not in a or key not in b:
                out.append(sub)
            else:
                out.extend(json_changes(a[key], b[key], sub))
        return out
    if isinstance(a, list) and isinstance(b, list):
        out = []
        for i in range(max(len(a), len(b))):
            if i >= len(a) or i >= len(b):
                out.append(f"{path}[{i}]")
            else:
                out.extend(json_changes(a[i], b[i], f"{path}[{i}]"))
        return out
    return [] if a == b else [path or "(root)"]


def around_change(a: Any, b: Any, width: int | None = 160) -> tuple[str, str]:
    """Both values shortened; long strings are cut around their first difference (whole
    when ``width`` is None)."""
    if width is None:
        return short(a, None), short(b, None)
    if not (isinstance(a, str) and isinstance(b, str)) or short(a, width) != short(b, width):
        return short(a, width), short(b, width)
    first = next(
        (i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b))
    )
    start = max(0, first - 40)
    return "…" + short(a[start:], width), "…" + short(b[start:], width)


def _message(response: dict | None) -> dict[str, Any]:
    choices = (response or {}).get("choices") or [{}]
    return choices[0].get("message") or {}


def _tool_calls(response: dict | None) -> list[str]:
    out = []
    for call in _message(response).get("tool_calls") or []:
        fn = call.get("function") or {}
        out.append(f"{fn.get('name')}({fn.get('arguments')})")
    return out


def _value_at(payload: Any, path: str) -> Any:
    import re

    cur = payload
    for part in re.findall(r"[^.\[\]]+|\[\d+\]", path):
        try:
            cur = cur[int(part[1:-1])] if part.startswith("[") else cur[part]
        except (KeyError, IndexError, TypeError):
            return None
    return cur


def diff_llm_calls(
    original: list[dict], replayed: list[dict], width: int | None = 160
) -> list[DiffRow]:
    rows: list[DiffRow] = []
    for i in range(max(len(original), len(replayed))):
        a = original[i] if i < len(original) else None
        b = replayed[i] if i < len(replayed) else None
        label = f"model call {i + 1} ({(a or b or {}).get('purpose') or '?'})"
        if a is None or b is None:
            rows.append((label, "call", "logged" if a else MISSING, "made" if b else MISSING))
            continue
        if a.get("request_json") == b.get("request_json"):
            rows.append((label, "request", "", "identical bytes"))
        else:
            for path in json_changes(a.get("request"), b.get("request"))[:8]:
                old, new = around_change(
                    _value_at(a.get("request"), path), _value_at(b.get("request"), path), width
                )
                rows.append((label, f"request.{path}", old, new))
        rows.extend(_response_rows(label, a, b, width))
    return rows


def _response_rows(label: str, a: dict, b: dict, width: int | None = 160) -> list[DiffRow]:
    ra, rb = a.get("response"), b.get("response")
    pairs = [
        ("model", a.get("model"), b.get("model")),
        ("content", _message(ra).get("content"), _message(rb).get("content")),
        ("tool_calls", _tool_calls(ra) or None, _tool_calls(rb) or None),
        (
            "error",
            a.get("error_kind") and f"{a.get('error_kind')}: {a.get('error')}",
            b.get("error_kind") and f"{b.get('error_kind')}: {b.get('error')}",
        ),
    ]
    return [(label, name, short(x, width), short(y, width)) for name, x, y in pairs]


def diff_tool_calls(
    original: list[dict], replayed: list[dict], width: int | None = 160
) -> list[DiffRow]:
    rows: list[DiffRow] = []
    for i in range(max(len(original), len(replayed))):
        a = original[i] if i < len(original) else {}
        b = replayed[i] if i < len(replayed) else {}
        label = f"tool call {i + 1} ({a.get('name') or b.get('name')})"
        rows.append((label, "call", _call(a), _call(b)))
        rows.append(
            (
                label,
                "result",
                short(a.get("result"), width) if a else MISSING,
                short(b.get("result"), width) if b else MISSING,
            )
        )
        rows.append((label, "error", short(a.get("error"), width), short(b.get("error"), width)))
    return rows


def _call(row: dict) -> str:
    if not row:
        return MISSING
    return f"{row.get('name')}({short(row.get('arguments'))})"


def diff_verdicts(
    original: list[dict], replayed: list[dict], width: int | None = 160
) -> list[DiffRow]:
    rows: list[DiffRow] = []
    for i in range(max(len(original), len(replayed))):
        a = original[i] if i < len(original) else {}
        b = replayed[i] if i < len(replayed) else {}
        label = f"verdict round {a.get('round', b.get('round', i))}"
        rows.append(
            (label, "answer judged", short(a.get("answer"), width), short(b.get("answer"), width))
        )
        rows.append((label, "severity", a.get("severity") or MISSING, b.get("severity") or MISSING))
        rows.append((label, "problems", short(_problems(a), width), short(_problems(b), width)))
    return rows


def _problems(row: dict) -> list[str] | None:
    data = row.get("data")
    probs = data.get("problematic_sentences") if isinstance(data, dict) else None
    return (
        [f"{p[0]} — {p[1]}" for p in probs if isinstance(p, list) and len(p) >= 2]
        if probs
        else None
    )


def diff_turns(
    original: TurnRecord, replayed: TurnRecord, *, include_same: bool = False, full: bool = False
) -> list[DiffRow]:
    """``full``: every value whole (the web page shows them in full); else cut to a line."""
    width = None if full else 160
    rows = diff_llm_calls(original.llm_calls, replayed.llm_calls, width)
    rows += diff_tool_calls(original.tool_calls, replayed.tool_calls, width)
    rows += diff_verdicts(original.verdicts, replayed.verdicts, width)
    kinds_a = " > ".join(s["kind"] for s in original.steps) or MISSING
    kinds_b = " > ".join(s["kind"] for s in replayed.steps) or MISSING
    rows.append(("turn", "steps", kinds_a, kinds_b))
    rows.append(("turn", "outcome", original.outcome, replayed.outcome))
    rows.append(("turn", "answer", short(original.answer, width), short(replayed.answer, width)))
    if include_same:
        return rows
    return [r for r in rows if r[2] != r[3] and r[3] != "identical bytes"]


def render_diff(rows: list[DiffRow], *, title: str = "replay diff") -> None:
    from rich.console import Console
    from rich.markup import escape
    from rich.table import Table

    table = Table(title=title, title_justify="left", show_lines=False)
    for col in ("step", "field", "original", "replayed"):
        table.add_column(col, overflow="fold")
    for row in rows:
        table.add_row(*[escape(str(v)) for v in row])
    if not rows:
        table.add_row("turn", "(everything)", "", "identical")
    Console(width=200).print(table)
