"""HTML for the staff pages. Every value that came from a user, a document, a model or a
report is escaped here (``esc``); only the tags written in this module are markup."""

from __future__ import annotations

import base64
import datetime as dt
import html
import json
import re
import time
from pathlib import Path
from typing import Any

CSS = """
<style>
.gb table{border-collapse:collapse;width:100%;font-size:.9em}
.gb td,.gb th{border:1px solid #ccc;padding:4px 6px;vertical-align:top;text-align:left}
.gb pre{white-space:pre-wrap;word-break:break-word;max-height:28em;overflow:auto;margin:0}
.gb mark.sev-HIGH{background:#ffb3b3}.gb mark.sev-LOW{background:#fff0a8}
.gb tr.changed td{background:#fff5d6}.gb table.pair{table-layout:fixed}.gb table.pair td{width:50%}.gb .muted{color:#777}
.gb table.diff{table-layout:fixed}.gb table.diff th:nth-child(1),.gb table.diff th:nth-child(2){width:13%}
.gb .plots{display:flex;flex-wrap:wrap;gap:12px}.gb img.plot{max-width:100%;border:1px solid #e4e7eb;border-radius:6px}
.gb .bar{height:14px;border-radius:7px;background:#e4e7eb;overflow:hidden;margin:6px 0}
.gb .bar>div{height:100%;background:#2563eb}.gb .bar.done>div{background:#059669}
.gb .bar.failed>div{background:#dc2626}.gb .run-state{margin:4px 0}
.gb p.as-logged{color:#065f46;background:#ecfdf5;padding:4px 8px;border-radius:6px}
.gb p.changed-setup{color:#92400e;background:#fffbeb;padding:4px 8px;border-radius:6px}
</style>
"""


def esc(value: Any) -> str:
    if value is None:
        return ""
    if not isinstance(value, str):
        value = json.dumps(value, ensure_ascii=False, indent=2, default=str)
    return html.escape(value, quote=True)


def wrap(body: str) -> str:
    return CSS + f'<div class="gb">{body}</div>'


def age(ts: float | None) -> str:
    if not ts:
        return ""
    seconds = max(0, time.time() - ts)
    for unit, size in (("d", 86400), ("h", 3600), ("m", 60)):
        if seconds >= size:
            return f"{seconds / size:.0f}{unit}"
    return f"{seconds:.0f}s"


def table(
    columns: list[str],
    rows: list[list[Any]],
    *,
    row_classes: list[str] | None = None,
    cls: str = "",
) -> str:
    head = "".join(f"<th>{esc(c)}</th>" for c in columns)
    body = []
    for i, row in enumerate(rows):
        cls = f' class="{row_classes[i]}"' if row_classes and row_classes[i] else ""
        body.append(f"<tr{cls}>" + "".join(f"<td><pre>{esc(v)}</pre></td>" for v in row) + "</tr>")
    klass = f' class="{cls}"' if cls else ""
    return f"<table{klass}><thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>"


def highlight(answer: str, problems: list[Any]) -> str:
    """The answer with each problematic sentence marked (reason in the tooltip), escaped."""
    spans: list[tuple[int, int, str, str]] = []
    for item in problems:
        sentence, reason, severity = _problem(item)
        pos = answer.find(sentence.strip()) if sentence.strip() else -1
        end = pos + len(sentence.strip())
        if pos >= 0 and all(end <= s or pos >= e for s, e, _, _ in spans):
            spans.append((pos, end, reason, severity))
    out, cursor = [], 0
    for start, end, reason, severity in sorted(spans):
        out.append(esc(answer[cursor:start]))
        sev = severity if severity in ("HIGH", "LOW") else "HIGH"
        out.append(f'<mark class="sev-{sev}" title="{esc(reason)}">{esc(answer[start:end])}</mark>')
        cursor = end
    out.append(esc(answer[cursor:]))
    return "".join(out)


def _problem(item: Any) -> tuple[str, str, str]:
    if isinstance(item, dict):
        return (
            str(item.get("sentence", "")),
            str(item.get("reason", "")),
            str(item.get("severity", "HIGH")),
        )
    seq = list(item) + ["", "", "HIGH"]
    return str(seq[0]), str(seq[1]), str(seq[2] or "HIGH")


def attempt_html(attempt: dict[str, Any], n: int) -> str:
    verdict = attempt.get("verdict") or {}
    problems = verdict.get("problematic_sentences") or []
    reasons = "".join(
        f"<li><b>[{esc(sev)}]</b> “{esc(sentence)}”: {esc(reason)}</li>"
        for sentence, reason, sev in map(_problem, problems)
    )
    return (
        f"<h4>Attempt {esc(attempt.get('round', n))} — critic {esc(verdict.get('critic', '?'))}, "
        f"severity {esc(verdict.get('severity_level', '?'))}</h4>"
        f'<div class="attempt"><pre>{highlight(str(attempt.get("answer", "")), problems)}</pre></div>'
        f"<ul>{reasons or '<li class=muted>no sentence flagged</li>'}</ul>"
        + (
            f"<p class=muted>{esc(verdict.get('general_thoughts'))}</p>"
            if verdict.get("general_thoughts")
            else ""
        )
    )


def sources_html(sources: list[dict[str, Any]]) -> str:
    if not sources:
        return "<p class=muted>No sources.</p>"
    items = []
    for s in sources:
        label = f"[{s.get('kind', 'document')}] {s.get('title') or s.get('id') or ''}"
        items.append(f"<li><b>{esc(label)}</b><pre>{esc(str(s.get('text', ''))[:1500])}</pre></li>")
    return "<ul>" + "".join(items) + "</ul>"


def escalation_html(row: dict[str, Any]) -> str:
    data = row.get("data") or {}
    convo = "".join(
        f"<li><b>{esc(m.get('role'))}:</b> <pre>{esc(m.get('content'))}</pre></li>"
        for m in data.get("conversation") or []
    )
    replies = "".join(
        f"<li>{esc(r.get('who'))}: <pre>{esc(r.get('text'))}</pre></li>"
        for r in data.get("replies") or []
    )
    attempts = "".join(attempt_html(a, i + 1) for i, a in enumerate(data.get("attempts") or []))
    head = (
        f"<h3>Escalation {esc(row['id'])}: {esc(row['status'])}</h3>"
        f"<p>Assignee: <b>{esc(row.get('assignee') or 'nobody')}</b> · age {esc(age(row.get('created_at')))} · "
        f"session <code>{esc(row.get('session_id'))}</code> · turn <code>{esc(row.get('turn_id'))}</code></p>"
        f"<p>Why: {esc(data.get('reason') or '')}</p>"
    )
    closing = ""
    if row.get("resolution_label") or row.get("notes"):
        closing = f"<p>Resolution: <b>{esc(row.get('resolution_label') or '-')}</b> {esc(row.get('notes') or '')}</p>"
    return wrap(
        head + closing + f"<h4>Conversation</h4><ul>{convo or '<li class=muted>(none)</li>'}</ul>"
        f"<h4>Question</h4><pre>{esc(data.get('question'))}</pre>"
        + attempts
        + f"<h4>Sources</h4>{sources_html(data.get('sources') or [])}"
        + f"<h4>Replies sent</h4><ul>{replies or '<li class=muted>(none yet)</li>'}</ul>"
    )


def diff_html(results: list[Any]) -> str:
    """Each replay result: what was replayed (as logged, or what was changed), whether the
    requests were the logged ones, and its differences in full, side by side."""
    parts = []
    for result in results:
        rows = [list(r) for r in result.diff(full=True)]
        original = getattr(result.original, "id", "?")
        replayed = getattr(result, "turn_id", None) or "(failed)"
        head = f"<h4>Turn {esc(original)} → replay {esc(replayed)} ({esc(getattr(result, 'mode', ''))})</h4>"
        header = getattr(result, "header", "")
        klass = "changed-setup" if getattr(result, "changes", None) else "as-logged"
        head += f'<p class="{klass}">{esc(header)}</p>' if header else ""
        head += f"<p>{esc(_requests_line(result))}</p>"
        notes = "".join(f"<li>{esc(n)}</li>" for n in getattr(result, "notes", []) or [])
        if getattr(result, "error", None):
            notes += f"<li><b>error:</b> {esc(result.error)}</li>"
        notes = f"<ul>{notes}</ul>" if notes else ""
        if not rows:
            parts.append(head + notes + "<p>No differences.</p>")
            continue
        classes = ["changed" if r[2] != r[3] else "" for r in rows]
        parts.append(
            head
            + notes
            + table(
                ["step", "field", "original", "replayed"], rows, row_classes=classes, cls="diff"
            )
        )
    return wrap("".join(parts) or "<p>Nothing replayed.</p>")


def _requests_line(result: Any) -> str:
    original = getattr(result.original, "llm_calls", []) or []
    replayed = getattr(getattr(result, "replayed", None), "llm_calls", []) or []
    if not original and not replayed:
        return (
            "Nothing to compare: this turn made no model request (it was answered without "
            "the model), so only its answer and steps are compared."
        )
    if not original:
        return f"The logged turn made no model request; the replay made {len(replayed)}."
    if getattr(result, "identical_requests", False):
        return f"All {len(original)} model request(s) were byte-identical to the logged ones."
    same = sum(
        1
        for a, b in zip(original, replayed, strict=False)
        if a.get("request_json") == b.get("request_json")
    )
    return (
        f"{same} of {len(original)} logged model request(s) sent byte-identical; "
        f"the replay made {len(replayed)}."
    )


def trace_link_html(url: str | None) -> str:
    """The turn's trace in the tracing UI (GUARDBOT_TRACE_UI_URL), when it has one."""
    if not url:
        return ""
    return (
        f'<p><a href="{esc(url)}" target="_blank" rel="noopener" class="trace-link">'
        "Open the trace</a></p>"
    )


def turn_html(detail: dict[str, Any]) -> str:
    turn = detail["turn"]
    summary = table(
        ["field", "value"],
        [
            [k, turn.get(k)]
            for k in (
                "id",
                "session_id",
                "idx",
                "outcome",
                "user_message",
                "final_answer",
                "error",
                "latency_ms",
                "replay_of",
            )
        ],
    )
    steps = table(
        ["#", "kind", "data"], [[s["idx"], s["kind"], s["data"]] for s in detail["steps"]]
    )
    calls = []
    for i, call in enumerate(detail["llm_calls"], 1):
        calls.append(
            f"<details open><summary>Model call {i}: {esc(call.get('purpose'))} · {esc(call.get('backend'))} / "
            f"{esc(call.get('model'))} · {esc(round(call.get('latency_ms') or 0, 1))} ms"
            f"{' · error ' + esc(call.get('error')) if call.get('error') else ''}</summary>"
            + table(
                ["request (as sent)", "response (as received)"],
                [[call.get("request_json"), call.get("response_json")]],
                cls="pair",
            )
            + "</details>"
        )
    tools = table(
        ["tool", "arguments", "result", "error", "forced"],
        [
            [t["name"], t["arguments"], t["result"], t["error"], t["forced"]]
            for t in detail["tool_calls"]
        ],
    )
    verdicts = table(
        ["round", "critic", "severity", "data"],
        [[v["round"], v["critic"], v["severity"], v["data"]] for v in detail["verdicts"]],
    )
    return wrap(
        "<h4>Turn</h4>"
        + trace_link_html(detail.get("trace_url"))
        + summary
        + "<h4>Steps</h4>"
        + steps
        + "<h4>Model calls</h4>"
        + ("".join(calls) or "<p class=muted>none</p>")
        + "<h4>Tool calls</h4>"
        + tools
        + "<h4>Verdicts</h4>"
        + verdicts
        + "<h4>Meta</h4><pre>"
        + esc(turn.get("meta"))
        + "</pre>"
    )


_TIME_KEY = re.compile(r"(^|_)(at|time|date|created|started|finished)$")
# labels of the matrices reports carry: rows are the truth, columns the critic's verdict
MATRIX_LABELS = {
    "confusion_matrix": (
        ["actually factual", "actually hallucinated"],
        ["judged factual", "judged hallucinated"],
    ),
}


def when(value: Any) -> str:
    """A report's time (ISO text or epoch seconds) as "21 Nov 2026, 15:00 UTC"."""
    try:
        if isinstance(value, int | float):
            moment = dt.datetime.fromtimestamp(float(value), dt.UTC)
        else:
            moment = dt.datetime.fromisoformat(str(value).replace("Z", "+00:00"))
            if moment.tzinfo is None:
                moment = moment.replace(tzinfo=dt.UTC)
    except (ValueError, OverflowError, OSError):
        return str(value or "")
    return moment.astimezone(dt.UTC).strftime("%d %b %Y, %H:%M UTC")


def figure(key: str, value: Any) -> Any:
    """A value as a report shows it: times as dates, fractions rounded to 3 places."""
    if isinstance(value, bool) or value is None:
        return value
    if _TIME_KEY.search(str(key)) and (
        isinstance(value, str) or (isinstance(value, int | float) and 1e9 < value < 1e11)
    ):
        return when(value)
    if isinstance(value, float):
        text = f"{value:,.1f}" if abs(value) >= 1000 else f"{value:.3f}".rstrip("0").rstrip(".")
        return text if text not in ("", "-0") else "0"
    return value


def _matrix(key: str, value: list[list[Any]]) -> tuple[str, list[str], list[list[Any]]]:
    rows, cols = MATRIX_LABELS.get(key, ([], []))
    width = max(len(v) for v in value)
    cols = cols if len(cols) == width else [f"column {i + 1}" for i in range(width)]
    rows = rows if len(rows) == len(value) else [f"row {i + 1}" for i in range(len(value))]
    title = key.replace("_", " ").capitalize()
    body = [[name, *(figure(key, v) for v in row)] for name, row in zip(rows, value, strict=False)]
    return title, ["", *cols], body[:500]


def report_tables(report: dict[str, Any]) -> list[tuple[str, list[str], list[list[Any]]]]:
    """Tables found in a report of any kind: its scalars, dicts of metrics, lists of rows and
    matrices (labelled), with dates and rounded figures."""
    skip = {"kind", "title", "created_at", "images"}
    scalars = [
        [k.replace("_", " "), figure(k, v)]
        for k, v in report.items()
        if k not in skip and (v is None or isinstance(v, str | int | float | bool))
    ]
    out: list[tuple[str, list[str], list[list[Any]]]] = []
    if scalars:
        out.append(("Summary", ["figure", "value"], scalars))
    for key, value in report.items():
        if key in skip:
            continue
        title = key.replace("_", " ").capitalize()
        if isinstance(value, dict) and value and all(isinstance(v, dict) for v in value.values()):
            cols = _columns(value.values())
            rows = [[name, *(figure(c, row.get(c)) for c in cols)] for name, row in value.items()]
            out.append((title, ["name", *cols], rows))
        elif isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
            cols = _columns(value)
            out.append(
                (title, cols, [[figure(c, row.get(c)) for c in cols] for row in value[:500]])
            )
        elif isinstance(value, list) and value and all(isinstance(v, list) for v in value):
            out.append(_matrix(key, value))
    return out


def _columns(rows: Any) -> list[str]:
    cols: list[str] = []
    for row in rows:
        for key, val in row.items():
            if key not in cols and not isinstance(val, dict | list):
                cols.append(key)
    return cols[:20]


def images_html(images: list[Path]) -> str:
    """The report's plots, inline (PNG files from the reports folder, at their own size)."""
    out = []
    for path in images:
        try:
            data = base64.b64encode(path.read_bytes()).decode("ascii")
        except OSError:
            continue
        out.append(f'<img class="plot" alt="{esc(path.stem)}" src="data:image/png;base64,{data}">')
    return f'<h4>Plots</h4><div class="plots">{"".join(out)}</div>' if out else ""


def report_html(report: dict[str, Any], *, images: list[Path] | None = None) -> str:
    head = (
        f"<h3>{esc(report.get('title'))}</h3><p>{esc(str(report.get('kind')).capitalize())} "
        f"report · {esc(when(report.get('created_at')))}</p>"
    )
    body = "".join(
        f"<h4>{esc(t)}</h4>" + table(cols, rows) for t, cols, rows in report_tables(report)
    )
    return wrap(head + body + images_html(images or []))


def run_html(run: Any, tail: str = "") -> str:
    """An evaluation run as a progress bar and a sentence; its output behind a toggle."""
    if run is None:
        return wrap("<p class=muted>No run started yet.</p>")
    fraction = run.progress()
    width = f"{100 * fraction:.0f}%" if fraction is not None else "0%"
    state = "done" if run.done and run.returncode == 0 else "failed" if run.done else "running"
    bar = (
        f'<div class="bar {state}" role="progressbar" aria-valuenow="{width[:-1]}" '
        f'aria-valuemin="0" aria-valuemax="100"><div style="width:{width}"></div></div>'
    )
    output = (
        f"<details><summary>The run's output</summary><pre>{esc(tail)}</pre></details>"
        if tail
        else ""
    )
    return wrap(bar + f'<p class="run-state">{esc(run.summary())}</p>' + output)
