"""One logged session per client conversation, from stateless requests.

The endpoint is stateless, as OpenAI clients expect: every request carries the whole
conversation, and its earlier user/assistant messages are the turn's history. For the log,
requests are grouped into sessions by this rule:

    session_id = "api-" + sha256(key id, request "user", conversation anchor)[:24]

where the anchor is the ``X-Guardbot-Conversation`` header when the client sends one (any
string it picks per conversation), and otherwise the conversation's opening: its system
messages and its first user message. Every later request of that conversation starts the
same way, so it lands in the same session. Two conversations that open identically (same
key, same ``user``, same system prompt, same first question) share a session unless the
header tells them apart; their turns are then answered one after the other.

The key id is part of the hash, so a key can never land in another key's session, and
``GET /v1/guardbot/sessions/{id}`` shows a session only to the key that owns it. A verified
end-user identity (``identity``: a bound key or a signed token) is part of it too, and only
such an identity is written as the session's user; a plain ``user`` is a label only.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

import sqlalchemy as sa

from bot.handover import Desk, display_name
from bot.store import schema
from bot.store.log import PayloadLog
from ui.openai_api.errors import ApiError
from ui.openai_api.identity import NONE, Identity
from ui.openai_api.wire import CompletionRequest

CONVERSATION_HEADER = "x-guardbot-conversation"
CHANNEL = "api"
MAX_ANCHOR_CHARS = 256


def session_id_for(
    request: CompletionRequest,
    *,
    owner: str | None,
    conversation: str | None,
    identity: Identity = NONE,
) -> str:
    """A verified identity is part of the hash instead of the request's ``user`` (a token's
    text changes each time it is minted; a bound key's requests may name their user or
    not), so a session of a verified user is never one that an unverified request reaches,
    and the other way round."""
    anchor: list[str] = (
        ["header", conversation]
        if conversation
        else ["opening", request.system, request.first_user]
    )
    label = "" if identity.how else (request.user or "")
    verified = [identity.how, identity.user] if identity.how else []
    material = json.dumps([owner or "", label, *anchor, *verified], ensure_ascii=False)
    return "api-" + hashlib.sha256(material.encode("utf-8")).hexdigest()[:24]


def conversation_header(headers: Any) -> str | None:
    value = (headers.get(CONVERSATION_HEADER) or "").strip()
    if len(value) > MAX_ANCHOR_CHARS:
        raise ApiError(
            400,
            f"The {CONVERSATION_HEADER} header is longer than {MAX_ANCHOR_CHARS} characters.",
            param=CONVERSATION_HEADER,
            code="invalid_value",
        )
    return value or None


def open_session(
    log: PayloadLog, session_id: str, *, owner: str | None, model: str, identity: Identity
) -> None:
    """Create the session (``user_label``: the verified user only; ``meta.identity``: how
    it was verified, or null). A session that already exists is given the request's
    verified user too: a row written before identities were verified (when ``user_label``
    was the request's plain ``user``) never lends that user to an unverified request."""
    log.ensure_session(
        session_id,
        channel=CHANNEL,
        api_key_id=owner,
        user_label=identity.user,
        meta={"api_model": model, "identity": identity.how},
    )
    table = schema.sessions
    with log.engine.connect() as conn:
        label = conn.execute(sa.select(table.c.user_label).where(table.c.id == session_id))
        if label.scalar() == identity.user:
            return
    with log.engine.begin() as conn:
        conn.execute(
            table.update().where(table.c.id == session_id).values(user_label=identity.user)
        )


def session_view(
    log: PayloadLog, session_id: str, *, owner: str | None, desk: Desk | None = None
) -> dict[str, Any]:
    """A session of the caller's, with its turns, who holds it and the messages of its
    hand-overs; 404 for anything else (no hint whether the session exists for someone
    else)."""
    with log.engine.connect() as conn:
        row = conn.execute(
            sa.select(schema.sessions).where(
                schema.sessions.c.id == session_id, schema.sessions.c.channel == CHANNEL
            )
        ).first()
    if row is None or row.api_key_id != owner:
        raise ApiError(
            404,
            f"No session {session_id!r} for this key.",
            param="session_id",
            code="session_not_found",
        )
    turns = log.rows("turns", where={"session_id": session_id})
    replies = {
        e["turn_id"]: e["human_reply"]
        for e in log.rows("escalations", where={"session_id": session_id})
        if e["human_reply"]
    }
    desk = desk or Desk(log)
    return {
        "id": session_id,
        "object": "guardbot.session",
        "created": int(row.created_at),
        "holder": desk.holder(session_id).to_dict(),
        "messages": [  # the hand-overs: the customer's messages, the person's replies, notes
            {
                "role": m["role"],
                "author": display_name(m["author"]) if m["role"] == "person" else None,
                "text": m["text"],
                "created": int(m["created_at"]),
            }
            for m in desk.thread.of_session(session_id)
        ],
        "turns": [
            {
                "turn_id": t["id"],
                "index": t["idx"],
                "question": t["user_message"],
                "answer": t["final_answer"],
                "outcome": t["outcome"],
                "human_reply": replies.get(t["id"]),  # the support team's answer, once sent
            }
            for t in turns
        ],
    }
