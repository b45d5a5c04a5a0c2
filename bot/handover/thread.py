"""The conversation of a hand-over (table ``case_messages``): the customer's messages while a
person holds the conversation, the person's replies, and the assistant's notes ("a person
has it", "handed back"), in the order they were written.

    thread = CaseThread(log)
    thread.add(case_id, session_id, "customer", "It is invoice 2231.")
    thread.unread([case_id])       -> {case_id: 1}   (customer messages no person has seen)
    thread.mark_read(case_id)
    thread.undelivered(session_id) -> person replies an API client has not received yet
"""

from __future__ import annotations

import time
from typing import Any

import sqlalchemy as sa

from bot.store import schema
from bot.store.log import PayloadLog, dumps, loads

ROLES = ("customer", "person", "assistant")
M = schema.case_messages


class CaseThread:
    def __init__(self, log: PayloadLog):
        self.log = log

    def add(
        self,
        case_id: int,
        session_id: str,
        role: str,
        text: str,
        *,
        author: str | None = None,
        meta: dict[str, Any] | None = None,
    ) -> int:
        """Store one message (secrets redacted as everywhere in the log); returns its id."""
        if role not in ROLES:
            raise ValueError(f"unknown role {role!r}; choose one of {', '.join(ROLES)}")
        values = dict(
            escalation_id=case_id,
            session_id=session_id,
            role=role,
            author=author,
            text=self.log.redactor.text(text),
            created_at=time.time(),
            meta=dumps(self.log.redactor.data(meta)) if meta else None,
        )
        with self.log.engine.begin() as conn:
            inserted = conn.execute(M.insert().values(**values)).inserted_primary_key
        assert inserted is not None
        return int(inserted[0])

    def _select(self, *where: Any) -> list[dict[str, Any]]:
        query = sa.select(M).where(*where).order_by(M.c.created_at, M.c.id)
        with self.log.engine.connect() as conn:
            rows = [dict(r._mapping) for r in conn.execute(query)]
        for row in rows:
            row["meta"] = loads(row.get("meta")) or {}
        return [r for r in rows if not r["meta"].get("withdrawn")]

    def of_case(self, case_id: int) -> list[dict[str, Any]]:
        return self._select(M.c.escalation_id == case_id)

    def of_session(self, session_id: str) -> list[dict[str, Any]]:
        return self._select(M.c.session_id == session_id)

    def unread(self, case_ids: list[int]) -> dict[int, int]:
        """Customer messages no person has opened yet, per case."""
        if not case_ids:
            return {}
        query = (
            sa.select(M.c.escalation_id, sa.func.count())
            .where(M.c.escalation_id.in_(case_ids), M.c.role == "customer", M.c.read_at.is_(None))
            .group_by(M.c.escalation_id)
        )
        with self.log.engine.connect() as conn:
            return {int(case): int(n) for case, n in conn.execute(query)}

    def mark_read(self, case_id: int) -> int:
        stmt = (
            M.update()
            .where(M.c.escalation_id == case_id, M.c.role == "customer", M.c.read_at.is_(None))
            .values(read_at=time.time())
        )
        with self.log.engine.begin() as conn:
            return int(conn.execute(stmt).rowcount or 0)

    def undelivered(self, session_id: str, *, mark: bool = False) -> list[dict[str, Any]]:
        """A person's messages to this session an API client has not received; ``mark``:
        they count as delivered from now on."""
        rows = self._select(
            M.c.session_id == session_id, M.c.role == "person", M.c.delivered_at.is_(None)
        )
        if mark and rows:
            stmt = (
                M.update()
                .where(M.c.id.in_([r["id"] for r in rows]))
                .values(delivered_at=time.time())
            )
            with self.log.engine.begin() as conn:
                conn.execute(stmt)
        return rows

    def withdraw(self, message_id: int) -> None:
        """Take a message back (an undone dismissal's note): it is no longer shown."""
        with self.log.engine.begin() as conn:
            row = conn.execute(sa.select(M.c.meta).where(M.c.id == message_id)).first()
            meta = (loads(row.meta) if row is not None else None) or {}
            meta["withdrawn"] = time.time()
            conn.execute(M.update().where(M.c.id == message_id).values(meta=dumps(meta)))
