"""The hand-over through ``/v1``: a client that names its conversation (the
``X-Guardbot-Conversation`` header, or ``user``) can be handed to a person like the chat page.

Before the turn, ``bot.handover.Desk.route_message`` sees the question: while a person holds
the conversation (or the question asks for one) no turn runs, the message goes on the case,
and the response carries the person's replies the client has not received yet (or, once,
that a person has it). Every response says who holds the conversation (``guardbot.holder``)
and carries the person's replies not received before (``guardbot.person_replies``).

A conversation without a name is only known by its opening, which two clients may share: it
is never handed over (that would merge them); a request for a person gets an answer saying a
hand-over needs the header or ``user``: the content is meant for the customer, the
developer's hint is in ``guardbot.handover``. A follow-up that waits for the person says so
in words; ``finish_reason`` is ``escalated`` while a person has the conversation.
"""

from __future__ import annotations

import re
from typing import Any

from bot.handover import Desk, Routed, asks_for_person, display_name
from ui.openai_api.format import TurnSummary
from ui.openai_api.wire import CompletionRequest

NEEDS_NAME = (
    "A person can take over this conversation only when the client names it: send the "
    "X-Guardbot-Conversation header (any id you choose per conversation) or the 'user' field, "
    "and ask again."
)  # for the developer: in ``guardbot.handover``
CANNOT_HAND_OVER = (
    "I'm sorry, I can't pass this chat to a person from here. Please contact our support "
    "team directly, or ask me your question and I'll do my best to answer it."
)  # for the customer: the content
WAITING = (
    "Your message is with our support team. A person will answer here; you don't need to "
    "send it again."
)
WITH_PERSON = "with_person"  # the outcome of a message that went to a person
_QUESTION = re.compile(
    r"^\s*(who|what|which|when|where|why|how|is|are|can|could|do|does|did|will)\b", re.I
)


def is_named(parsed: CompletionRequest, conversation: str | None) -> bool:
    return bool(conversation or parsed.user)


def replies_for(desk: Desk, session_id: str) -> list[dict[str, Any]]:
    """The person's messages this client has not received yet (marked received now)."""
    return [
        {
            "author": display_name(m.get("author")),
            "text": m["text"],
            "created": int(m["created_at"]),
        }
        for m in desk.thread.undelivered(session_id, mark=True)
    ]


def routed_summary(desk: Desk, routed: Routed, session_id: str) -> TurnSummary:
    """The response to a message a person got: their replies so far, or the one notice."""
    replies = replies_for(desk, session_id)
    text = "\n\n".join(f"{r['author']} from our support team: {r['text']}" for r in replies)
    return TurnSummary(
        answer=text or routed.notice or waiting_words(routed),
        outcome=WITH_PERSON,
        session_id=session_id,
        turn_id=None,
        escalation_id=routed.case_id,
        holder=routed.holder.to_dict(),
        person_replies=replies,
    )


def waiting_words(routed: Routed) -> str:
    """A follow-up that waits for the person, in words a customer reads."""
    if routed.holder.kind == "person" and routed.holder.name:
        return (
            f"Your message is with {routed.holder.name} from our support team, who will "
            "answer here."
        )
    return WAITING


def asks_more(text: str) -> bool:
    """Does the message ask something besides a person ("Who is our account manager? I need
    to talk to someone.")? Then it is answered too."""
    sentences = [s for s in re.split(r"(?<=[.!?])\s+", text.strip()) if s.strip()]
    return any(
        not asks_for_person(s) and (s.endswith("?") or _QUESTION.match(s)) for s in sentences
    )


def unnamed_request(parsed: CompletionRequest, session_id: str) -> TurnSummary | None:
    """A request for a person in a conversation without a name: say what it needs (a
    message that also asks something else is answered, the note in ``guardbot.handover``)."""
    if not asks_for_person(parsed.question) or asks_more(parsed.question):
        return None
    return TurnSummary(
        answer=CANNOT_HAND_OVER,
        outcome="needs_conversation",
        session_id=session_id,
        turn_id=None,
        holder={"kind": "assistant", "name": None, "case_id": None},
        handover=NEEDS_NAME,
    )


def attach(
    summary: TurnSummary, desk: Desk, session_id: str, *, named: bool, question: str = ""
) -> TurnSummary:
    """Who holds the conversation after the turn, and replies not received before."""
    summary.holder = (
        desk.holder(session_id).to_dict()
        if named
        else ({"kind": "assistant", "name": None, "case_id": None})
    )
    if named:
        summary.person_replies = replies_for(desk, session_id)
    else:
        asked = summary.outcome == "escalated" or asks_for_person(question)
        summary.handover = NEEDS_NAME if asked else None
    return summary
