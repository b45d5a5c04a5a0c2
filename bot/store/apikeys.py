"""API keys of the OpenAI-compatible endpoint, in the payload log's ``api_keys`` table.

    keys = ApiKeys(get_log())
    record, token = keys.add("team-laptop")   # the token is shown once, never stored
    keys.add("shop-backend", bound_user="alice@example.com")  # acts for one end user
    keys.verify(token)                        # -> ApiKeyRecord, or raises InvalidKey
    keys.revoke(record.id)

A key reads ``gb_<id>_<secret>``: the id (12 hex digits) is public and names the row; the
secret is 32 random bytes. Only the SHA-256 of the whole key is stored, so a copy of the
database gives no usable key (the secret has 256 bits: a fast hash is enough, no bcrypt).

A key may be **bound** to one end user (``bound_user``): its requests act for that user (a
tool's identity) and for no other. An unbound key grants no end-user identity.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
import time
from dataclasses import asdict, dataclass
from typing import Any

import sqlalchemy as sa

from bot.identity import check_user
from bot.store import schema
from bot.store.log import PayloadLog

PREFIX = "gb_"
_KEY_RE = re.compile(r"^gb_([0-9a-f]{12})_([A-Za-z0-9_-]{20,100})$")
LAST_USED_EVERY_S = 60.0  # last_used_at is written at most this often per key


class InvalidKey(ValueError):
    """The key is malformed, unknown or revoked; the message says which (safe to show)."""


@dataclass(frozen=True)
class ApiKeyRecord:
    id: str
    name: str
    created_at: float
    last_used_at: float | None = None
    revoked_at: float | None = None
    bound_user: str | None = None  # the one end user this key acts for

    @property
    def active(self) -> bool:
        return self.revoked_at is None

    def to_dict(self) -> dict[str, Any]:
        return {**asdict(self), "active": self.active}


def looks_like_key(token: str | None) -> bool:
    """True for anything in guardbot's key format (valid or not)."""
    return bool(token) and str(token).startswith(PREFIX)


def hash_key(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def _record(row: Any) -> ApiKeyRecord:
    return ApiKeyRecord(
        id=row.id,
        name=row.name,
        created_at=row.created_at,
        last_used_at=row.last_used_at,
        revoked_at=row.revoked_at,
        bound_user=row.bound_user,
    )


class ApiKeys:
    def __init__(self, log: PayloadLog):
        self.log = log
        self.table = schema.api_keys

    def add(self, name: str, *, bound_user: str | None = None) -> tuple[ApiKeyRecord, str]:
        """A new key named ``name``; returns its record and the key (shown once).
        ``bound_user``: the one end user its requests act for (None: no end user)."""
        name = name.strip()
        if not name or len(name) > 128:
            raise ValueError("a key needs a name of 1 to 128 characters")
        if bound_user is not None:
            bound_user = check_user(bound_user)
        key_id = secrets.token_hex(6)
        token = f"{PREFIX}{key_id}_{secrets.token_urlsafe(32)}"
        now = time.time()
        with self.log.engine.begin() as conn:
            conn.execute(
                self.table.insert().values(
                    id=key_id,
                    name=name,
                    key_hash=hash_key(token),
                    created_at=now,
                    bound_user=bound_user,
                )
            )
        return ApiKeyRecord(id=key_id, name=name, created_at=now, bound_user=bound_user), token

    def list(self) -> list[ApiKeyRecord]:
        with self.log.engine.connect() as conn:
            rows = conn.execute(sa.select(self.table).order_by(self.table.c.created_at)).all()
        return [_record(r) for r in rows]

    def get(self, key_id: str) -> ApiKeyRecord | None:
        with self.log.engine.connect() as conn:
            row = conn.execute(sa.select(self.table).where(self.table.c.id == key_id)).first()
        return _record(row) if row else None

    def revoke(self, key_id: str) -> ApiKeyRecord:
        """Revoke a key (the row stays, for the sessions it owns; revoking twice keeps the
        first time). Raises LookupError for an unknown id."""
        with self.log.engine.begin() as conn:
            conn.execute(
                self.table.update()
                .where(self.table.c.id == key_id, self.table.c.revoked_at.is_(None))
                .values(revoked_at=time.time())
            )
        record = self.get(key_id)
        if record is None:
            raise LookupError(f"there is no API key {key_id!r} (see: guardbot keys list)")
        return record

    def verify(self, token: str) -> ApiKeyRecord:
        """The record of a valid, active key; raises ``InvalidKey`` otherwise."""
        match = _KEY_RE.match(token or "")
        if match is None:
            raise InvalidKey("Incorrect API key provided: it is not a guardbot key (gb_...).")
        with self.log.engine.connect() as conn:
            row = conn.execute(
                sa.select(self.table).where(self.table.c.id == match.group(1))
            ).first()
        if row is None or not hmac.compare_digest(row.key_hash, hash_key(token)):
            raise InvalidKey("Incorrect API key provided. Make one with: guardbot keys add NAME")
        if row.revoked_at is not None:
            raise InvalidKey(f"The API key {row.id} was revoked. Make a new one.")
        return _record(row)

    def touch(self, record: ApiKeyRecord) -> None:
        """Note that the key was used (at most once a minute per key)."""
        now = time.time()
        if record.last_used_at is not None and now - record.last_used_at < LAST_USED_EVERY_S:
            return
        with self.log.engine.begin() as conn:
            conn.execute(
                self.table.update().where(self.table.c.id == record.id).values(last_used_at=now)
            )
