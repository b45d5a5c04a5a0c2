"""The support desk's side of a conversation: who holds it, and where a customer's message
goes before any turn runs.

    desk = Desk(log, hours=deployment.hours)
    routed = desk.route_message(session_id, "can I talk to a human?")
    routed.to            -> "person"        (a case is opened; the assistant says so once)
    desk.route_message(session_id, "It is invoice 2231.").to -> "person" (on the case; the bot is silent)
    desk.holder(session_id)  -> Holder(kind="waiting" | "person" | "assistant", name, case_id)

A conversation is held by a person while its latest case is ``open`` (waiting for one) or
``claimed``; handing it back (``returned``), resolving or dismissing gives it back to the
assistant. Every channel (the chat page, ``/api/chat``, ``/v1``) calls ``route_message``
before it starts a turn, so the bot never answers a conversation a person holds.
"""

from __future__ import annotations

import datetime as dt
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import structlog

from bot.critic.escalation import ACTIVE, EscalationError, EscalationQueue
from bot.deployment import Hours
from bot.handover.hours import when_answered
from bot.handover.thread import CaseThread
from bot.handover.words import asks_for_person
from bot.store.log import PayloadLog, loads

log = structlog.get_logger("guardbot.handover")

REQUESTED = "the customer asked for a person"
HANDED_OVER = "You asked for a person: a member of our support team will answer here."


def display_name(who: str | None) -> str:
    """A staff login as the customer sees it: "alice" -> "Alice"."""
    name = (who or "").strip().split("@")[0].replace(".", " ").replace("_", " ")
    return " ".join(part[:1].upper() + part[1:] for part in name.split()) or "A member of our team"


@dataclass
class Holder:
    """Who answers the conversation now."""

    kind: str = "assistant"  # assistant | waiting | person
    name: str | None = None  # the person's display name (kind "person")
    case_id: int | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "name": self.name, "case_id": self.case_id}


@dataclass
class Routed:
    """Where a customer's message went: ``bot`` (run the turn) or ``person`` (on the case)."""

    to: str
    holder: Holder = field(default_factory=Holder)
    case_id: int | None = None
    notice: str | None = None  # what the assistant said (once, when the case opened)
    opened: bool = False


class Desk:
    def __init__(
        self,
        log: PayloadLog,
        *,
        hours: Hours | None = None,
        queue: EscalationQueue | None = None,
        now: Callable[[], float] = time.time,
    ):
        self.log = log
        self.hours = hours
        self.queue = queue or EscalationQueue(log)
        self.thread = CaseThread(log)
        self.now = now

    # ------------------------------------------------------------ who answers
    def active_case(self, session_id: str) -> dict[str, Any] | None:
        """The session's case a person holds (or is about to), if any."""
        rows = self.queue.list(status=ACTIVE, session_id=session_id)
        return rows[-1] if rows else None

    def holder(self, session_id: str) -> Holder:
        case = self.active_case(session_id)
        if case is None:
            return Holder()
        if case["status"] == "claimed":
            return Holder("person", display_name(case.get("assignee")), case["id"])
        return Holder("waiting", None, case["id"])

    def when_answered(self) -> str | None:
        """Outside staffed hours: when a person will answer; else None."""
        return when_answered(self.hours, dt.datetime.fromtimestamp(self.now(), dt.UTC))

    # ------------------------------------------------------------ a customer's message
    def route_message(self, session_id: str, text: str) -> Routed:
        """Before a turn: a message to a conversation a person holds goes on its case (the
        bot stays silent); a request for a person opens a case; anything else is the bot's."""
        case = self.active_case(session_id)
        if case is not None:
            self.thread.add(case["id"], session_id, "customer", text)
            log.info("handover_message", session_id=session_id, case_id=case["id"])
            return Routed("person", self.holder(session_id), case["id"])
        if asks_for_person(text):
            case_id, notice = self.open_case(session_id, request=text)
            return Routed("person", self.holder(session_id), case_id, notice, opened=True)
        return Routed("bot", Holder())

    def open_case(self, session_id: str, *, request: str | None = None) -> tuple[int, str]:
        """A case for this conversation (the customer asked for a person: in words, or with
        the button when ``request`` is None); the assistant says once that a person has it.
        Returns (case id, what the assistant said)."""
        turns = self.log.rows("turns", where={"session_id": session_id})
        last = turns[-1] if turns else None
        question = request or (last["user_message"] if last else "(no question yet)")
        case_id = self.queue.create(
            session_id=session_id,
            turn_id=last["id"] if last else None,
            question=question,
            conversation=_conversation(turns),
            sources=_sources(last),
            reason=REQUESTED,
        )
        if request:
            self.thread.add(case_id, session_id, "customer", request)
        notice = " ".join(filter(None, [HANDED_OVER, self.when_answered()]))
        self.thread.add(case_id, session_id, "assistant", notice)
        log.info("handover_opened", session_id=session_id, case_id=case_id, words=bool(request))
        return case_id, notice

    # ------------------------------------------------------------ the person's side
    def _case(self, case_id: int) -> dict[str, Any]:
        return self.queue.get(case_id)

    def reply(self, case_id: int, text: str, *, who: str, draft: str | None = None) -> int:
        """A person's reply: on the case, in the customer's conversation, marked in the log
        as a person's (with the draft it was edited from, when there was one)."""
        self.queue.reply(case_id, text, who=who)
        case = self._case(case_id)
        meta = {"draft": draft, "edited": draft is not None and draft.strip() != text.strip()}
        return self.thread.add(
            case_id, case["session_id"], "person", text, author=who, meta=meta if draft else None
        )

    def hand_back(self, case_id: int, *, who: str) -> None:
        self.queue.hand_back(case_id, who)
        self._say(case_id, f"{display_name(who)} handed this conversation back to our assistant, "
                           "which answers your next messages.")  # fmt: skip

    def resolve(self, case_id: int, label: str, *, who: str, note: str | None = None) -> None:
        status = self._case(case_id)["status"]
        self.queue.resolve(case_id, label, note)
        if status in ACTIVE:
            self._say(case_id, f"{display_name(who)} closed this conversation; our assistant "
                               "answers your next messages.")  # fmt: skip

    def dismiss(self, case_id: int, note_to_customer: str, *, who: str) -> int:
        """Close without an answer; the customer was promised a person, so they get a note."""
        note = (note_to_customer or "").strip()
        if not note:
            raise EscalationError("write a note to the customer before dismissing")
        case = self._case(case_id)
        self.queue.dismiss(case_id, note)
        return self.thread.add(
            case_id, case["session_id"], "person", note, author=who, meta={"dismissal": True}
        )

    def undo_dismiss(self, case_id: int) -> None:
        """The dismissal is undone and its note withdrawn from the customer's conversation."""
        self.queue.undo_dismiss(case_id)
        for message in reversed(self.thread.of_case(case_id)):
            if message["meta"].get("dismissal"):
                self.thread.withdraw(message["id"])
                break

    def _say(self, case_id: int, text: str) -> None:
        self.thread.add(case_id, self._case(case_id)["session_id"], "assistant", text)


def _conversation(turns: list[dict[str, Any]]) -> list[dict[str, str]]:
    out: list[dict[str, str]] = []
    for turn in turns:
        out.append({"role": "user", "content": turn["user_message"]})
        if turn.get("final_answer"):
            out.append({"role": "assistant", "content": turn["final_answer"]})
    return out


def _sources(turn: dict[str, Any] | None) -> list[dict[str, Any]]:
    meta = loads(turn.get("meta")) if turn else None
    sources = meta.get("sources") if isinstance(meta, dict) else None
    return [s for s in sources or [] if isinstance(s, dict)]
