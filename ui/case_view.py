"""The case as a support person reads it: the conversation as the customer saw it (every
answer with the sources shown under it and how it ended), what the bot held back and why,
in support words, and the messages of the hand-over. Ids, critic names, severities and
scores sit behind a "Details" toggle. Every value is escaped (``staff_render.esc``).
"""

from __future__ import annotations

import time
from typing import Any

from bot.handover import display_name
from ui.case_words import LABEL_WORDS, held_because, outcome_words, status_words, why_case
from ui.plaintext import markdown_to_text
from ui.render import answer_text, sources_message
from ui.staff_render import age, esc

CASE_CSS = """
<style>
.case{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;font-size:14px;line-height:1.45;color:#1f2933}
.case h3{margin:0 0 2px;font-size:18px}.case h4{margin:14px 0 6px;font-size:13px;text-transform:uppercase;letter-spacing:.04em;color:#52606d}
.case .meta{color:#52606d;margin:0 0 8px}.case .pill{display:inline-block;border-radius:10px;padding:1px 8px;font-size:12px;font-weight:600;background:#e4e7eb;color:#323f4b;margin-left:6px}
.case .pill.new{background:#fde68a;color:#7c4a03}.case .pill.mine{background:#c7d2fe;color:#312e81}.case .pill.done{background:#d1fae5;color:#065f46}
.case .msg{border-radius:10px;padding:8px 12px;margin:6px 0;max-width:760px;border:1px solid #e4e7eb}
.case .msg .who{font-weight:600;font-size:12px;color:#52606d}.case .msg p{margin:4px 0;white-space:pre-wrap}
.case .customer{background:#f5f7fa}.case .bot{background:#fff}.case .person{background:#eef2ff;border-color:#c7d2fe}
.case .note{background:#fafafa;color:#52606d;font-style:italic}
.case .unread{border-left:4px solid #f59e0b}.case .badge{background:#f59e0b;color:#fff;border-radius:8px;padding:0 6px;font-size:11px;margin-left:6px}
.case .outcome{font-size:12px;color:#3e4c59;background:#f0f4f8;border-radius:6px;padding:1px 6px}
.case details{margin:4px 0}.case summary{cursor:pointer;color:#3e4c59;font-size:13px}
.case details pre{white-space:pre-wrap;word-break:break-word;background:#f8fafc;border:1px solid #e4e7eb;border-radius:6px;padding:6px 8px;margin:4px 0;font-size:12.5px}
.case .held{background:#fff7ed;border:1px solid #fed7aa;border-radius:8px;padding:6px 10px;margin:6px 0}
.case .held .why{color:#9a3412}.case .tech{font-size:12px;color:#7b8794}
.case .empty{color:#7b8794}
</style>
"""


def _time(ts: float | None) -> str:
    return time.strftime("%H:%M", time.gmtime(ts)) if ts else ""


def _msg(
    cls: str, who: str, text: str, *, when: float | None = None, extra: str = "", badge: str = ""
) -> str:
    stamp = f" · {_time(when)}" if when else ""
    mark = f'<span class="badge">{esc(badge)}</span>' if badge else ""
    return (
        f'<div class="msg {cls}"><div class="who">{esc(who)}{stamp}{mark}</div>'
        f"<p>{esc(text)}</p>{extra}</div>"
    )


def _sources_block(view: dict[str, Any]) -> str:
    shown = sources_message(view["docs"], view["tools"])
    if shown is None:
        return '<p class="tech">No sources were shown with this answer.</p>'
    title = shown["metadata"]["title"].replace("Sources:", "Sources the customer saw:")
    return f"<details><summary>{esc(title)}</summary><pre>{esc(shown['content'])}</pre></details>"


def _words(text: Any) -> str:
    return " ".join(markdown_to_text(str(text or "")).split()).strip().lower()


def held_drafts(view: dict[str, Any]) -> list[dict[str, Any]]:
    """The verdicts whose answer really was held: flagged, not empty, and not what the
    customer was shown (a quote the check doubted was still delivered)."""
    turn = view["turn"]
    if turn.get("outcome") not in ("escalated", "not_found", "quoted"):
        return []
    delivered = _words(answer_text(turn, live=False))
    return [
        v
        for v in view["verdicts"]
        if v.get("severity") == "HIGH"
        and _words(v.get("answer")) not in ("", "(empty)")
        and _words(v.get("answer")) not in delivered
    ]


def _held_block(view: dict[str, Any]) -> str:
    """The bot's draft it did not send, and why, for an answer held back."""
    held = held_drafts(view)
    if not held:
        return ""
    last = held[-1]
    sources = (
        " ".join(str(d.get("text", "")) for d in view["docs"])
        + " "
        + " ".join(str(t.get("result")) for t in view["tools"])
    )
    problems = (last["data"] or {}).get("problematic_sentences") or []
    reasons = sorted({held_because(p[0], p[1], sources) for p in problems if len(p) >= 2})
    why = "; ".join(reasons) or "the answer could not be backed by our articles"
    title = (
        "Held back: the bot's draft (not sent to the customer)"
        if view["turn"].get("outcome") == "escalated"
        else "Held back: the bot's first draft (not sent; the customer got the answer above)"
    )
    return (
        f'<div class="held"><div class="who">{esc(title)}</div>'
        f"<p>{esc(markdown_to_text(last.get('answer') or ''))}</p>"
        f'<p class="why">Why it was held: {esc(why)}.</p></div>'
    )


def _details(view: dict[str, Any]) -> str:
    """Ids, critic names, severities and scores: for whoever needs them, folded away."""
    turn = view["turn"]
    lines = [f"turn {turn['id']} · session {turn['session_id']} · outcome {turn.get('outcome')}"]
    for v in view["verdicts"]:
        data = v.get("data") or {}
        lines.append(
            f"round {v.get('round')}: critic {v.get('critic')}, severity {v.get('severity')}, "
            f"score {data.get('score')}"
        )
        lines += [
            f"  - {p[0]!r}: {p[1]}" for p in data.get("problematic_sentences") or [] if len(p) >= 2
        ]
    return f'<details class="tech"><summary>Details</summary><pre>{esc(chr(10).join(lines))}</pre></details>'


def turn_block(view: dict[str, Any]) -> str:
    turn = view["turn"]
    shown = answer_text(turn, live=False) or ""
    outcome = f'<span class="outcome">{esc(outcome_words(turn.get("outcome")))}</span>'
    delivered = turn.get("outcome") not in ("error", "pending", None)
    answer = _msg(
        "bot",
        "Assistant \u00b7 delivered to the customer" if delivered else "Assistant",
        markdown_to_text(shown),
        when=turn.get("finished_at"),
        extra=(
            f"<div>{outcome}</div>"
            + ("" if turn.get("outcome") == "error" else _sources_block(view))
            + _held_block(view)
            + _details(view)
        ),
    )
    return _msg("customer", "Customer", turn["user_message"], when=turn["created_at"]) + answer


def thread_block(message: dict[str, Any], *, answered_at: float = 0.0) -> str:
    """One message of the hand-over; a customer's message not answered yet is marked new."""
    role = message["role"]
    if role == "customer":
        new = message["created_at"] > answered_at
        return _msg("customer" + (" unread" if new else ""), "Customer", message["text"],
                    when=message["created_at"], badge="new" if new else "")  # fmt: skip
    if role == "person":
        return _msg("person", f"{display_name(message.get('author'))} (support team)",
                    message["text"], when=message["created_at"])  # fmt: skip
    return _msg("note", "Assistant", message["text"], when=message["created_at"])


def _head(case: dict[str, Any]) -> str:
    status = case.get("status")
    cls = {"open": "new", "claimed": "mine", "resolved": "done"}.get(str(status), "")
    label = LABEL_WORDS.get(str(case.get("resolution_label") or ""))
    closing = f" · resolved as \u201c{esc(label)}\u201d" if label else ""
    note = f" · note: {esc(case.get('notes'))}" if case.get("notes") else ""
    return (
        f'<h3>Case #{esc(case["id"])}<span class="pill {cls}">{esc(status_words(case))}</span></h3>'
        f'<p class="meta">Opened {esc(age(case.get("created_at")))} ago{closing}{note}</p>'
        f"<p>{esc(why_case(case))}</p>"
    )


def case_html(view: dict[str, Any]) -> str:
    """The whole case (``ui.services.Services.case``)."""
    timeline: list[tuple[float, int, str]] = []
    for n, turn_view in enumerate(view["turns"]):
        timeline.append((turn_view["turn"]["created_at"], n, turn_block(turn_view)))
    replies = [m["created_at"] for m in view["thread"] if m["role"] == "person"]
    answered_at = max(replies, default=0.0)
    for n, message in enumerate(view["thread"]):
        block = thread_block(message, answered_at=answered_at)
        timeline.append((message["created_at"], 10_000 + n, block))
    body = "".join(block for _, _, block in sorted(timeline, key=lambda t: t[:2]))
    return (
        CASE_CSS
        + '<div class="case">'
        + _head(view["case"])
        + "<h4>The conversation, as the customer saw it</h4>"
        + (body or '<p class="empty">Nothing was said yet.</p>')
        + "</div>"
    )


def empty_case() -> str:
    return (
        CASE_CSS
        + '<div class="case"><p class="empty">Choose a case in the list to read it here.</p></div>'
    )


def gaps_html(gaps: list[Any]) -> str:
    """The knowledge-gap report (``bot.handover.gaps``): by topic, the questions our
    documents lack and the article that came closest."""
    if not gaps:
        return (
            CASE_CSS + '<div class="case" id="gaps"><p class="empty">No knowledge gaps yet: '
            "cases resolved as \u201cOur documents lack this\u201d appear here, by topic.</p></div>"
        )
    parts = []
    for gap in gaps:
        closest = (
            f"closest article: \u201c{esc(gap.article)}\u201d"
            if gap.article
            else "no article comes close"
        )
        items = "".join(
            f"<li>case #{esc(a.case_id)}: {esc(a.question)}"
            + (f' <span class="tech">(team note: {esc(a.note)})</span>' if a.note else "")
            + "</li>"
            for a in gap.questions
        )
        parts.append(
            f"<h4>{esc(gap.topic)} \u00b7 {len(gap.questions)} question(s)</h4>"
            f'<p class="meta">{closest}</p><ul>{items}</ul>'
        )
    return CASE_CSS + '<div class="case" id="gaps">' + "".join(parts) + "</div>"
