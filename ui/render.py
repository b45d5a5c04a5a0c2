"""What the public chat shows: the conversation rebuilt from the payload log, live status
lines from the turn's steps, and each answer's sources.

Everything here is plain text: the Chatbot renders it without Markdown or HTML, so
messages and documents are shown as typed, never executed.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Callable
from typing import Any

from bot.handover import CaseThread, Holder, display_name
from bot.handover.desk import REQUESTED
from bot.steps import (
    ErrorStep,
    RegenerationStep,
    RetrievalStep,
    RouteStep,
    Step,
    ToolCallStep,
    VerdictStep,
)
from bot.store.log import PayloadLog, loads
from ui.plaintext import markdown_to_text

ESCALATION_NOTICE = (
    "We could not verify an answer to this question against our sources, so a member of our "
    "support team will follow up here in this conversation."
)
INTERRUPTED = "(This answer was interrupted before it finished. Please ask again.)"
SUPPORT_PREFIX = "Reply from our support team:\n\n"
HANDED_OVER = "You asked for a person: a member of our support team will answer here."
MAX_SOURCE_CHARS = 600
# the status line once a turn is over, by its outcome (a customer's words)
FINAL_STATUS = {
    "answered": "Answered.",
    "forced_call": "Answered.",
    "regenerated": "Answered.",
    "quoted": "Answered with the exact words of our documents.",
    "not_found": "Our documents do not answer this; you can ask for a person.",
    "escalated": "Passed to our support team: a person will answer here.",
    "refused": "Not answered: see the message above.",
    "confirm": "Waiting for your answer.",
}


QUOTED_DATA = "Answered with the exact values from your data."


def final_status(outcome: str | None, sources: list[Any] | None = None) -> str:
    """The status line after a turn, matching how it ended (never "Answered." for a
    question a person will answer); a quote of looked-up data is not "our documents"."""
    kinds = {getattr(s, "kind", None) or (s.get("kind") if isinstance(s, dict) else None)
             for s in sources or []}  # fmt: skip
    if outcome == "quoted" and kinds == {"tool"}:
        return QUOTED_DATA
    return FINAL_STATUS.get(str(outcome or ""), "Done.")


def holder_line(holder: Holder, when: str | None = None) -> str:
    """Who answers the conversation now, for the line above the chat."""
    if holder.kind == "person":
        return f"**You are talking with {holder.name} from our support team.**"
    if holder.kind == "waiting":
        line = "**A person from our support team will answer here.** Your messages go to them."
        return f"{line} {when}" if when else line
    return "You are talking with our assistant. Ask for a person at any time."


def status_line(step: Any) -> str:
    """One line a customer understands for a step, shown while the answer is prepared.
    The mechanics (tool names, forcing, critic rounds) stay in the developer view; a kind
    this page does not know yet (or anything that is not a step) gets a neutral line,
    never an error."""
    say = _STATUS.get(step.kind) if isinstance(step, Step) else None
    if say is None:
        return "Working on your question..."
    return say(step)


def _retrieval_line(step: RetrievalStep) -> str:
    if not step.count:
        return "Searching the documents... nothing relevant found."
    return f"Searching the documents... found {_count(step.count, 'relevant passage')}."


def _route_line(step: RouteStep) -> str:
    if step.route == "data":
        return "This needs a lookup: looking it up..."
    if step.route == "kb":
        return "Answering from the documents..."
    return "Working out how best to answer..."


def _tool_line(step: ToolCallStep) -> str:
    if step.error:
        return "That lookup did not work; trying another way..."
    return f"Looking up {lookup_subject(step.name)}..."


def _verdict_line(step: VerdictStep) -> str:
    if step.severity_level == "HIGH":
        return "The check found something it could not confirm; improving the answer..."
    return "The answer passed the check."


def _regeneration_line(step: RegenerationStep) -> str:
    attempt = step.round if isinstance(step.round, int) and step.round > 0 else 2
    return f"Improving the answer (attempt {attempt})..."


def _error_line(step: ErrorStep) -> str:
    message = step.user_message
    if isinstance(message, str) and message.strip():
        return message.strip()
    return "One step did not work; carrying on safely..."


_STATUS: dict[str, Callable[[Any], str]] = {
    "resolve": lambda step: "Reading your question in the light of the conversation...",
    "confirm": lambda step: "Asking you to confirm before anything is changed...",
    "retrieval": _retrieval_line,
    "probe": lambda step: "Looking up which of your records answers this...",
    "route": _route_line,
    "model_call": lambda step: "Writing an answer...",
    "tool_call": _tool_line,
    "thought_caught": lambda step: "Making sure the answer uses your real data...",
    "forced_call": lambda step: "Looking up your data...",
    "candidate": lambda step: "Checking the answer against the documents and your data...",
    "degenerate": lambda step: "Tidying up the wording of the answer...",
    "verdict": _verdict_line,
    "regeneration": _regeneration_line,
    "quoted_answer": lambda step: "Answering with the exact words of our sources...",
    "escalation": lambda step: "Passing your question to our support team...",
    "output_rule": lambda step: "Final safety checks...",
    "final": lambda step: "Done.",
    "error": _error_line,
}


def lookup_subject(name: object) -> str:
    """What a tool looks up, in plain words: a registered tool's name, humanised (the
    page shows only names of tools that exist; anything else is "your data")."""
    text = str(name or "")
    if not re.fullmatch(r"[a-z][a-z0-9_]{1,60}", text):
        return "your data"
    return text.replace("_", " ")


def _count(n: Any, noun: str) -> str:
    try:
        number = int(n)
    except (TypeError, ValueError):
        return noun + "s"
    return f"{number} {noun}" + ("" if number == 1 else "s")


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


def live_messages(steps: list[Any], *, before: str = "Starting...") -> list[dict[str, Any]]:
    """The assistant side of a turn that is still running: a status box with its steps in
    a customer's words (a line repeated by consecutive steps is shown once)."""
    lines: list[str] = []
    for step in steps:
        if getattr(step, "kind", "") == "final":
            continue
        line = status_line(step)
        if not lines or lines[-1] != line:
            lines.append(line)
    lines = lines or [before]
    return [
        {
            "role": "assistant",
            "content": "\n".join(lines),
            "metadata": {"title": "Working: " + lines[-1], "status": "pending"},
        }
    ]


def waiting_messages(message: str, position: int) -> list[dict[str, Any]]:
    """A message sent while another is being answered: shown, marked as waiting."""
    ahead = "the question before it is" if position <= 1 else "the questions before it are"
    return [
        {"role": "user", "content": message},
        {
            "role": "assistant",
            "content": f"Waiting: this will be answered as soon as {ahead} done.",
            "metadata": {"title": "Waiting", "status": "pending"},
        },
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
        where = {"turn_id": turn["id"], "kind": "retrieval"}
        for row in log.rows("steps", where=where, order_by="idx"):
            data = loads(row["data"])
            if isinstance(data, dict):
                sources += RetrievalStep.from_dict(data).chunks
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
    """The sources under an answer, in a reader's words: each help-centre passage (title,
    where it lives, its text with the Markdown made readable) and each lookup of the
    customer's data with what it returned. Raw tool names and errors stay in the developer
    view."""
    if not docs and not tools:
        return None
    lines: list[str] = []
    for i, doc in enumerate(docs, 1):
        where = (doc.get("meta") or {}).get("source") or doc.get("source") or ""
        lines.append(f"[{i}] {doc.get('title') or 'Untitled'}" + (f" ({where})" if where else ""))
        lines.extend("    " + line for line in _passage(doc.get("text", "")))
    for call in tools:
        lines.append(f"Looked up {lookup_subject(call.get('name'))}{_arguments(call)}:")
        if call.get("error"):
            lines.append("    (this lookup did not work, so the answer does not rest on it)")
        else:
            lines.append("    " + _clip(_readable(call.get("result")), 300))
    return {
        "role": "assistant",
        "content": "\n".join(lines),
        # "done": the Chatbot shows it collapsed under the answer, opened on a click
        "metadata": {"title": sources_title(len(docs), len(tools)), "status": "done"},
    }


def sources_title(docs: int, lookups: int) -> str:
    parts = [_count(docs, "help-centre passage")] if docs else []
    if lookups:
        parts.append(_count(lookups, "lookup") + " of your data")
    return "Sources: " + ", ".join(parts)


def _passage(text: str) -> list[str]:
    """A passage as readable lines, clipped to ``MAX_SOURCE_CHARS`` in all."""
    plain = markdown_to_text(str(text))
    out: list[str] = []
    left = MAX_SOURCE_CHARS
    for raw in plain.splitlines():
        line = " ".join(raw.split())
        if not line:
            continue
        if len(line) >= left:
            out.append(_clip(line, max(left, 4)))
            break
        out.append(line)
        left -= len(line)
    return out


def _arguments(call: dict[str, Any]) -> str:
    args = call.get("arguments")
    if not isinstance(args, dict) or not args:
        return ""
    shown = ", ".join(f"{_words(k)} {_clip(_json(v), 60)}" for k, v in args.items())
    return f" ({_clip(shown, 200)})"


def _words(key: object) -> str:
    return str(key).replace("_", " ").strip()


def _readable(value: Any) -> str:
    """A tool result as "field: value; field: value" rather than JSON."""
    if isinstance(value, dict):
        return "; ".join(f"{_words(k)}: {_readable(v)}" for k, v in value.items())
    if isinstance(value, list):
        return " | ".join(_readable(v) for v in value) or "(nothing found)"
    if value is None:
        return "-"
    return str(value)


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


def turn_messages(log: PayloadLog, turn: dict[str, Any], *, live: bool) -> list[dict[str, Any]]:
    """One turn as the customer saw it: their message, the answer, its sources (collapsed)."""
    messages = [{"role": "user", "content": turn["user_message"]}]
    text = answer_text(turn, live=live)
    if text is None:
        return messages
    messages.append({"role": "assistant", "content": markdown_to_text(text)})
    if turn.get("outcome") != "error":
        extra = sources_message(*turn_sources(log, turn))
        if extra:
            messages.append(extra)
    return messages


def thread_message(message: dict[str, Any]) -> dict[str, Any]:
    """A message of a hand-over: the customer's, a person's (named), the assistant's note."""
    if message["role"] == "customer":
        return {"role": "user", "content": message["text"]}
    if message["role"] == "person":
        who = display_name(message.get("author"))
        return {"role": "assistant", "content": f"{who} from our support team:\n{message['text']}"}
    return {"role": "assistant", "content": message["text"]}


def conversation(log: PayloadLog, session_id: str, *, live: bool = False) -> list[dict[str, Any]]:
    """The whole conversation of one chat session, as Chatbot messages: the turns and the
    messages of its hand-overs, in the order they were written."""
    timeline: list[tuple[float, int, list[dict[str, Any]]]] = []
    turns = log.rows("turns", where={"session_id": session_id})
    for n, turn in enumerate(turns):
        timeline.append((turn["created_at"], n, turn_messages(log, turn, live=live)))
    thread = CaseThread(log).of_session(session_id)
    for n, message in enumerate(thread):
        timeline.append((message["created_at"], len(turns) + n, [thread_message(message)]))
    answered = {m["escalation_id"] for m in thread if m["role"] == "person"}
    noted = {m["escalation_id"] for m in thread}
    for esc in log.rows("escalations", where={"session_id": session_id}):
        if esc["id"] not in answered:  # a reply stored without a message of its own (older API)
            timeline += _legacy_support(esc, turns, noted=esc["id"] in noted)
    return [m for _, _, messages in sorted(timeline, key=lambda t: t[:2]) for m in messages]


def _legacy_support(esc: dict[str, Any], turns: list[dict[str, Any]], *, noted: bool) -> list:
    """A case whose reply has no message of its own (``EscalationQueue.reply`` called
    directly, or a case from before hand-overs had messages): the support team's reply, or,
    while the customer waits for the person they asked for, that one will answer."""
    turn = next((t for t in turns if t["id"] == esc.get("turn_id")), None)
    at = (turn or {}).get("finished_at") or esc["created_at"]
    if esc.get("human_reply"):
        text, at = SUPPORT_PREFIX + esc["human_reply"], esc.get("updated_at") or at
    elif (
        not noted
        and esc.get("status") in ("open", "claimed")
        and REQUESTED in (esc.get("summary") or "")
    ):
        text = HANDED_OVER
    else:
        return []
    return [(at, 10**9, [{"role": "assistant", "content": text}])]


def history_for_model(log: PayloadLog, session_id: str) -> list[dict[str, str]]:
    """Earlier turns as OpenAI messages (what the runner gets as ``history``)."""
    out: list[dict[str, str]] = []
    for turn in log.rows("turns", where={"session_id": session_id}):
        if turn.get("final_answer"):
            out.append({"role": "user", "content": turn["user_message"]})
            out.append({"role": "assistant", "content": turn["final_answer"]})
    return out
