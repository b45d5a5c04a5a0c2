"""The escalation queue: a conversation the bot could not answer safely, handed to a person.

Life cycle: ``open`` -> ``claimed`` (one assignee; race-safe) -> ``returned`` (handed back
to the bot; still to be labelled) -> ``resolved`` (with a label) or ``dismissed`` (with a
note to the customer; ``undo_dismiss`` puts it back). A human reply is stored and delivered
once into the user's conversation (``pending_replies``). Resolved escalations export as
labelled JSONL for tuning the critics.

Labels are evaluation labels; the support team picks them in its own words
(``SUPPORT_LABELS``): "answered by us" (a held answer that was not wrong: a false alarm),
"the bot was wrong", "our documents lack this", "the customer wanted a person", "not a real
question". Only the first three say anything about a critic (``training_record``).
"""

from __future__ import annotations

import builtins
import json
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

import sqlalchemy as sa
import structlog

from bot.store import schema
from bot.store.log import PayloadLog, dumps, get_log, loads

if TYPE_CHECKING:
    from bot.critic.review import ReviewResult

log = structlog.get_logger("guardbot.escalation")

STATUSES = ("open", "claimed", "returned", "resolved", "dismissed")
ACTIVE = ("open", "claimed")  # a person has (or is about to have) the conversation
CLOSABLE = ("open", "claimed", "returned")
LABELS = ("true_hallucination", "false_alarm", "missing_content", "wanted_person", "not_a_question")
# the support team's words -> the evaluation label behind them
SUPPORT_LABELS = {
    "answered by us": "false_alarm",
    "the bot was wrong": "true_hallucination",
    "our documents lack this": "missing_content",
    "the customer wanted a person": "wanted_person",
    "not a real question": "not_a_question",
}
CRITIC_LABELS = {"true_hallucination": True, "false_alarm": False}
T = schema.escalations


class EscalationError(ValueError):
    """A staff action that cannot be done (unknown id, wrong state, bad label); says why."""


class AlreadyClaimed(EscalationError):
    def __init__(self, escalation_id: int, winner: str | None):
        super().__init__(
            f"escalation {escalation_id} was already claimed by {winner or 'someone else'}"
        )
        self.escalation_id = escalation_id
        self.winner = winner


class EscalationQueue:
    def __init__(self, log: PayloadLog | None = None):
        self.log = log or get_log()

    # ------------------------------------------------------------ creating
    def create(
        self,
        *,
        session_id: str,
        question: str,
        turn_id: str | None = None,
        conversation: builtins.list[dict[str, Any]] | None = None,
        attempts: builtins.list[dict[str, Any]] | None = None,
        sources: builtins.list[dict[str, Any]] | None = None,
        reason: str = "",
        summary: str | None = None,
    ) -> int:
        """Store one escalation; ``attempts`` are ``{answer, verdict}`` dicts in round order."""
        attempts = attempts or []
        data = {
            "question": question,
            "conversation": conversation or [],
            "attempts": attempts,
            "sources": sources or [],
            "reason": reason,
            "replies": [],
        }
        now = time.time()
        values = dict(
            session_id=session_id,
            turn_id=turn_id,
            status="open",
            summary=self.log.redactor.text(summary or make_summary(question, attempts, reason)),
            data=dumps(self.log.redactor.data(data)),
            version=0,
            created_at=now,
            updated_at=now,
        )
        with self.log.engine.begin() as conn:
            inserted = conn.execute(T.insert().values(**values)).inserted_primary_key
            assert inserted is not None
            escalation_id = int(inserted[0])
        log.info(
            "escalation_created",
            escalation_id=escalation_id,
            session_id=session_id,
            turn_id=turn_id,
        )
        return escalation_id

    def create_from_review(
        self,
        result: ReviewResult,
        *,
        session_id: str,
        question: str,
        turn_id: str | None = None,
        history: builtins.list[dict[str, Any]] | None = None,
    ) -> int:
        attempts = [
            {"round": i + 1, "answer": c.answer, "verdict": v.to_dict()}
            for i, (c, v) in enumerate(result.rounds)
        ]
        sources: dict[str, dict[str, Any]] = {}
        for candidate, _ in result.rounds:
            for s in candidate.sources:
                sources.setdefault(s.id or s.text[:80], s.to_dict())
        conversation = list(history or [])
        if not conversation or conversation[-1] != {"role": "user", "content": question}:
            conversation.append({"role": "user", "content": question})
        return self.create(
            session_id=session_id,
            turn_id=turn_id,
            question=question,
            conversation=conversation,
            attempts=attempts,
            sources=builtins.list(sources.values()),
            reason=result.reason,
        )

    # ------------------------------------------------------------ reading
    def get(self, escalation_id: int) -> dict[str, Any]:
        row = self.log.get("escalations", escalation_id)
        if row is None:
            raise EscalationError(f"there is no escalation {escalation_id}")
        return _decode(row)

    def list(
        self,
        status: str | tuple[str, ...] | None = None,
        assignee: str | None = None,
        older_than: float | None = None,
        session_id: str | None = None,
    ) -> builtins.list[dict[str, Any]]:
        """Escalations, oldest first; ``status``: one or several; ``older_than`` is an age
        in seconds."""
        wanted = (status,) if isinstance(status, str) else tuple(status or ())
        unknown = [s for s in wanted if s not in STATUSES]
        if unknown:
            raise EscalationError(
                f"unknown status {unknown[0]!r}; choose one of {', '.join(STATUSES)}"
            )
        query = sa.select(T).order_by(T.c.created_at, T.c.id)
        if wanted:
            query = query.where(T.c.status.in_(wanted))
        if session_id:
            query = query.where(T.c.session_id == session_id)
        if assignee:
            query = query.where(T.c.assignee == assignee)
        if older_than is not None:
            query = query.where(T.c.created_at <= time.time() - older_than)
        with self.log.engine.connect() as conn:
            return [_decode(dict(r._mapping)) for r in conn.execute(query)]

    def counts(self) -> dict[str, int]:
        query = sa.select(T.c.status, sa.func.count()).group_by(T.c.status)
        with self.log.engine.connect() as conn:
            found = {status: int(n) for status, n in conn.execute(query)}
        return {status: found.get(status, 0) for status in STATUSES}

    # ------------------------------------------------------------ life cycle
    def claim(self, escalation_id: int, who: str) -> dict[str, Any]:
        """Take an open escalation. Exactly one of two simultaneous claims wins; the other
        gets ``AlreadyClaimed`` naming the winner. Claiming your own claim again is a no-op."""
        if not who or not who.strip():
            raise EscalationError("say who is claiming the escalation")
        row = self.get(escalation_id)
        for _ in range(5):  # an open row whose version moved (a reply) is tried again
            if row["status"] != "open":
                break
            values = dict(status="claimed", assignee=who, claimed_at=time.time())
            if self._update_if(
                escalation_id, statuses=("open",), version=row["version"], values=values
            ):
                log.info("escalation_claimed", escalation_id=escalation_id, assignee=who)
                return self.get(escalation_id)
            row = self.get(escalation_id)
        if row["status"] == "claimed":
            if row["assignee"] == who:
                return row
            raise AlreadyClaimed(escalation_id, row["assignee"])
        raise EscalationError(
            f"escalation {escalation_id} is {row['status']} and cannot be claimed"
        )

    def reply(self, escalation_id: int, text: str, *, who: str | None = None) -> None:
        """Store a person's reply; ``pending_replies`` delivers it into the user's conversation."""
        if not text or not text.strip():
            raise EscalationError("the reply is empty")
        row = self.get(escalation_id)
        if row["status"] not in ("open", "claimed"):
            raise EscalationError(
                f"escalation {escalation_id} is {row['status']}; reopen is not supported"
            )
        data = row["data"]
        data.setdefault("replies", []).append(
            {"text": text, "who": who or row["assignee"], "at": time.time()}
        )
        values = dict(
            human_reply=self.log.redactor.text(text),
            reply_sent_at=None,
            data=dumps(self.log.redactor.data(data)),
        )
        if not self._update_if(
            escalation_id, statuses=("open", "claimed"), version=row["version"], values=values
        ):
            raise EscalationError(f"escalation {escalation_id} changed meanwhile; try again")

    def pending_replies(self, session_id: str) -> builtins.list[dict[str, Any]]:
        """Human replies for this session not yet shown; each is returned (and marked) once."""
        query = sa.select(T).where(
            T.c.session_id == session_id, T.c.human_reply.is_not(None), T.c.reply_sent_at.is_(None)
        )
        out = []
        with self.log.engine.begin() as conn:
            for row in conn.execute(query.order_by(T.c.updated_at)).mappings():
                marked = conn.execute(
                    T.update()
                    .where(
                        T.c.id == row["id"],
                        T.c.reply_sent_at.is_(None),
                        T.c.version == row["version"],
                    )
                    .values(reply_sent_at=time.time())
                ).rowcount
                if marked:
                    out.append(
                        {
                            "escalation_id": row["id"],
                            "turn_id": row["turn_id"],
                            "text": row["human_reply"],
                            "who": row["assignee"],
                        }
                    )
        return out

    def resolve(self, escalation_id: int, label: str, note: str | None = None) -> None:
        """Close with an evaluation label (or the support words of one, ``SUPPORT_LABELS``)."""
        label = SUPPORT_LABELS.get(label, label)
        if label not in LABELS:
            raise EscalationError(f"unknown label {label!r}; choose one of {', '.join(LABELS)}")
        self._close(escalation_id, "resolved", dict(resolution_label=label, notes=note))

    def dismiss(self, escalation_id: int, note: str | None = None) -> None:
        self._close(escalation_id, "dismissed", dict(notes=note))

    def hand_back(self, escalation_id: int, who: str | None = None) -> None:
        """The bot answers the conversation again; the case waits for its label."""
        row = self.get(escalation_id)
        if row["status"] not in ACTIVE:
            raise EscalationError(
                f"escalation {escalation_id} is {row['status']}; only an open or claimed one "
                "can be handed back"
            )
        values = dict(status="returned", assignee=row["assignee"] or who)
        if not self._update_if(
            escalation_id, statuses=ACTIVE, version=row["version"], values=values
        ):
            raise EscalationError(f"escalation {escalation_id} changed meanwhile; try again")
        log.info("escalation_handed_back", escalation_id=escalation_id, who=who)

    def undo_dismiss(self, escalation_id: int) -> dict[str, Any]:
        """Put a dismissed escalation back in the state it was dismissed from."""
        row = self.get(escalation_id)
        if row["status"] != "dismissed":
            raise EscalationError(f"escalation {escalation_id} is {row['status']}, not dismissed")
        before = (row["data"] or {}).get("dismissed_from") or (
            "claimed" if row["assignee"] else "open"
        )
        values = dict(status=before, closed_at=None, notes=None)
        if not self._update_if(
            escalation_id, statuses=("dismissed",), version=row["version"], values=values
        ):
            raise EscalationError(f"escalation {escalation_id} changed meanwhile; try again")
        log.info("escalation_undismissed", escalation_id=escalation_id, status=before)
        return self.get(escalation_id)

    def _close(self, escalation_id: int, status: str, values: dict[str, Any]) -> None:
        row = self.get(escalation_id)
        if row["status"] not in CLOSABLE:
            raise EscalationError(f"escalation {escalation_id} is already {row['status']}")
        values = {**values, "status": status, "closed_at": time.time()}
        if status == "dismissed":
            data = {**(row["data"] or {}), "dismissed_from": row["status"]}
            values["data"] = dumps(self.log.redactor.data(data))
        if values.get("notes") is not None:
            values["notes"] = self.log.redactor.text(values["notes"])
        if not self._update_if(
            escalation_id, statuses=CLOSABLE, version=row["version"], values=values
        ):
            raise EscalationError(f"escalation {escalation_id} changed meanwhile; try again")
        log.info(
            "escalation_closed",
            escalation_id=escalation_id,
            status=status,
            label=values.get("resolution_label"),
        )
        self.log.announce(  # a listener (the tracer) sends the label on as a span annotation
            "escalation_closed",
            {
                "escalation_id": escalation_id,
                "session_id": row["session_id"],
                "turn_id": row["turn_id"],
                "status": status,
                "label": values.get("resolution_label"),
                "note": values.get("notes"),
            },
        )

    def _update_if(
        self, escalation_id: int, *, statuses: tuple[str, ...], version: int, values: dict[str, Any]
    ) -> bool:
        """Conditional UPDATE on status and version; True when this call won."""
        stmt = (
            T.update()
            .where(T.c.id == escalation_id, T.c.status.in_(statuses), T.c.version == version)
            .values(**values, version=version + 1, updated_at=time.time())
        )
        with self.log.engine.begin() as conn:
            return conn.execute(stmt).rowcount == 1

    # ------------------------------------------------------------ export
    def export_jsonl(self, path: str | Path) -> int:
        """Write resolved escalations as labelled data (question, sources, answer, label)."""
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        rows = self.list(status="resolved")
        with open(path, "w", encoding="utf-8") as fh:
            for row in rows:
                fh.write(json.dumps(training_record(row), ensure_ascii=False) + "\n")
        return len(rows)


def training_record(row: dict[str, Any]) -> dict[str, Any]:
    data = row["data"]
    attempts = data.get("attempts") or []
    last = attempts[-1] if attempts else {}
    label = row["resolution_label"]
    return {
        "escalation_id": row["id"],
        "question": data.get("question", ""),
        "sources": [s.get("text", "") for s in data.get("sources") or []],
        "answer": last.get("answer", ""),
        "label": label,
        # only a held answer says something about a critic
        "hallucinated": CRITIC_LABELS.get(label) if attempts else None,
        "critic": (last.get("verdict") or {}).get("critic"),
        "verdict": last.get("verdict"),
        "attempts": [a.get("answer", "") for a in attempts],
        "human_reply": row["human_reply"],
        "notes": row["notes"],
    }


def make_summary(question: str, attempts: builtins.list[dict[str, Any]], reason: str) -> str:
    """A few lines for the person who picks it up."""
    lines = [
        f"Question: {_clip(question, 200)}",
        f"Why: {reason or 'the critic kept flagging the answer'}",
    ]
    lines.append(f"Attempts: {len(attempts)}")
    verdict = (attempts[-1].get("verdict") or {}) if attempts else {}
    for sentence, why, severity in (verdict.get("problematic_sentences") or [])[:3]:
        lines.append(f'- [{severity}] "{_clip(sentence, 120)}": {_clip(why, 160)}')
    return "\n".join(lines)


def _clip(text: str, n: int) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= n else text[: n - 3] + "..."


def _decode(row: dict[str, Any]) -> dict[str, Any]:
    row = dict(row)
    row["data"] = loads(row.get("data")) or {}
    return row
