"""What the public chat shows: the conversation rebuilt from the payload log, live status
lines from the turn's steps, and each answer's sources.

Everything here is plain text: the Chatbot renders it without Markdown or HTML, so
messages and documents are shown as typed, never executed.
"""

from __future__ import annotations

import html
import json
import re
from typing import Any

from bot.steps import Step
from bot.store.log import PayloadLog, loads

ESCALATION_NOTICE = (
    "We could not verify an answer to this question against our sources, so a member of our "
    "support team will follow up here in this conversation."
)
INTERRUPTED = "(This answer was interrupted before it finished. Please ask again.)"
SUPPORT_PREFIX = "Reply from our support team:\n\n"
MAX_SOURCE_CHARS = 600


def status_line(step: Step) -> str:
    """One human line for a step, shown while the answer is being prepared."""
    d = step.data
    kind = step.kind
    if kind == "retrieval":
        found = d.get("count", len(d.get("chunks") or d.get("sources") or []))
        return f"Searching the help centre... found {found} passage(s)."
    if kind == "model_call":
        return "Drafting an answer..."
    if kind == "tool_call":
        name = _plain(d.get("name") or d.get("tool") or "a tool")
        return f"Calling the tool {name}..." + (
            " (it failed; the model is told)" if d.get("error") else ""
        )
    if kind == "thought_caught":
        return "The draft described a data lookup instead of doing it; making the real call..."
    if kind == "forced_call":
        return "Making the real tool call..."
    if kind == "candidate":
        return "Checking the draft answer against the sources..."
    if kind == "verdict":
        level = d.get("severity_level") or d.get("severity") or "?"
        return {
            "HIGH": "The check found unsupported claims.",
            "LOW": "The check found minor issues.",
        }.get(level, "The check passed.")
    if kind == "regeneration":
        return f"Rewriting the answer (round {d.get('round', '?')})..."
    if kind == "escalation":
        return "Handing the question to a person..."
    if kind == "output_rule":
        return "Applying the output rules..."
    if kind == "final":
        return "Done."
    if kind == "error":
        return "Error: " + str(d.get("user_message") or d.get("message") or "something failed")
    return kind


def _plain(name: object) -> str:
    """A model-chosen name reduced to harmless characters (it also goes into titles)."""
    return re.sub(r"[^A-Za-z0-9_.-]", "", str(name))[:64] or "a tool"


def to_display(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Chatbot messages with their text HTML-escaped: the Chatbot treats message text as
    HTML, so escaping is what makes ``<script>`` show as typed. Line breaks are kept."""
    out = []
    for message in messages:
        text = html.escape(str(message.get("content") or ""), quote=False).replace("\n", "<br>")
        shown = {**message, "content": text}
        if "metadata" in message:
            meta = dict(message["metadata"])
            meta["title"] = html.escape(str(meta.get("title", "")), quote=False)
            shown["metadata"] = meta
        out.append(shown)
    return out


def live_messages(steps: list[Step], *, error: str | None, done: bool) -> list[dict[str, Any]]:
    """The assistant side of a turn that is still running: a status box with the steps."""
    lines = [status_line(s) for s in steps if s.kind != "final"] or ["Starting..."]
    if error:
        return [{"role": "assistant", "content": error}]
    title = "Working: " + lines[-1] if not done else "Finished"
    return [
        {
            "role": "assistant",
            "content": "\n".join(lines),
            "metadata": {"title": title, "status": "done" if done else "pending"},
        }
    ]


def _json(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, default=str)


def _clip(text: str, limit: int = MAX_SOURCE_CHARS) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


def turn_sources(log: PayloadLog, turn: dict[str, Any]) -> tuple[list[dict], list[dict]]:
    """(documents, tool calls) an answer rested on, from the turn's meta and the log."""
    meta = loads(turn.get("meta")) or {}
    meta = meta if isinstance(meta, dict) else {}
    sources = meta.get("sources") or []
    if "sources" not in meta:  # logged by an older runner: the retrieval steps say what was found
        for row in log.rows("steps", where={"turn_id": turn["id"]}, order_by="idx"):
            data = loads(row["data"]) or {}
            if row["kind"] == "retrieval":
                sources += data.get("sources") or data.get("chunks") or []
    docs = [s for s in sources if isinstance(s, dict) and s.get("kind", "document") == "document"]
    tools = [
        {
            "name": r["name"],
            "arguments": loads(r["arguments"]),
            "result": loads(r["result"]),
            "error": r["error"],
        }
        for r in log.rows("tool_calls", where={"turn_id": turn["id"]})
    ]
    if not tools:
        tools = [
            {
                "name": s.get("title") or s.get("id"),
                "arguments": (s.get("meta") or {}).get("arguments"),
                "result": s.get("text"),
                "error": None,
            }
            for s in sources
            if isinstance(s, dict) and s.get("kind") == "tool"
        ]
    return docs, tools


def sources_message(docs: list[dict], tools: list[dict]) -> dict[str, Any] | None:
    if not docs and not tools:
        return None
    lines: list[str] = []
    for i, doc in enumerate(docs, 1):
        where = (doc.get("meta") or {}).get("source") or doc.get("source") or ""
        lines.append(f"[{i}] {doc.get('title') or 'Untitled'}" + (f" ({where})" if where else ""))
        lines.append("    " + _clip(doc.get("text", "")))
    for call in tools:
        lines.append(f"Tool call: {call['name']}({_clip(_json(call.get('arguments') or ''), 200)})")
        outcome = (
            "error: " + str(call["error"])
            if call.get("error")
            else _clip(_json(call.get("result")), 300)
        )
        lines.append("    -> " + outcome)
    title = f"Sources: {len(docs)} document(s), {len(tools)} tool call(s)"
    return {
        "role": "assistant",
        "content": "\n".join(lines),
        "metadata": {"title": title},
    }


def answer_text(turn: dict[str, Any], *, live: bool) -> str | None:
    outcome = turn.get("outcome")
    if outcome == "pending":
        return None if live else INTERRUPTED
    text = turn.get("final_answer") or ""
    if outcome == "error" and not text:
        text = (
            "Sorry, this answer failed: the assistant is not available right now. Please try again."
        )
    if outcome == "escalated" and "follow up" not in text.lower():
        text = (text + "\n\n" if text else "") + ESCALATION_NOTICE
    return text or "(no answer)"


def conversation(log: PayloadLog, session_id: str, *, live: bool = False) -> list[dict[str, Any]]:
    """The whole conversation of one chat session, as Chatbot messages."""
    messages: list[dict[str, Any]] = []
    replies = [
        e for e in log.rows("escalations", where={"session_id": session_id}) if e.get("human_reply")
    ]
    for turn in log.rows("turns", where={"session_id": session_id}):
        messages.append({"role": "user", "content": turn["user_message"]})
        text = answer_text(turn, live=live)
        if text is None:
            continue
        messages.append({"role": "assistant", "content": text})
        extra = (
            None if turn.get("outcome") == "error" else sources_message(*turn_sources(log, turn))
        )
        if extra:
            messages.append(extra)
        for esc in [e for e in replies if e.get("turn_id") == turn["id"]]:
            messages.append({"role": "assistant", "content": SUPPORT_PREFIX + esc["human_reply"]})
    turn_ids = {t["id"] for t in log.rows("turns", where={"session_id": session_id})}
    for esc in [e for e in replies if e.get("turn_id") not in turn_ids]:
        messages.append({"role": "assistant", "content": SUPPORT_PREFIX + esc["human_reply"]})
    return messages


def history_for_model(log: PayloadLog, session_id: str) -> list[dict[str, str]]:
    """Earlier turns as OpenAI messages (what the runner gets as ``history``)."""
    out: list[dict[str, str]] = []
    for turn in log.rows("turns", where={"session_id": session_id}):
        if turn.get("final_answer"):
            out.append({"role": "user", "content": turn["user_message"]})
            out.append({"role": "assistant", "content": turn["final_answer"]})
    return out
