"""Signed user tokens: how an application that embeds guardbot says who its user is.

A token names one end user until an expiry time, signed with the server's secret (the one
that signs the staff cookies, ``ui.auth.session_secret``):

    gbu1.<base64url(user)>.<expiry>.<base64url(HMAC-SHA256(secret, "gbu1.<base64url(user)>.<expiry>"))>

``base64url`` is RFC 4648's URL-safe alphabet without ``=`` padding; ``user`` is UTF-8;
``expiry`` is a Unix time in whole seconds. ``guardbot users token USER`` mints one; any
application holding the secret can mint its own (the recipe is in docs/security.md).

    token = sign_user_token("alice@example.com", secret=key, ttl_s=3600)
    verify_user_token(token, secret=key)     # -> "alice@example.com", or InvalidUserToken
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import re
import time

PREFIX = "gbu1"
MAX_USER_CHARS = 128  # what the session's user column holds
DEFAULT_TTL_S = 3600
_EXPIRY = re.compile(r"[0-9]{1,12}")


class InvalidUserToken(ValueError):
    """A token that is malformed, forged or expired; the message says which (safe to
    show). ``expired`` tells an expired token from a bad one."""

    def __init__(self, message: str, *, expired: bool = False):
        super().__init__(message)
        self.expired = expired


def check_user(user: str) -> str:
    """``user`` stripped, or ``ValueError`` when it cannot be an identity."""
    user = user.strip()
    if not user or len(user) > MAX_USER_CHARS:
        raise ValueError(f"a user needs 1 to {MAX_USER_CHARS} characters")
    if any(not ch.isprintable() for ch in user):
        raise ValueError("a user cannot hold control or invisible characters")
    return user


# a token's shape whatever its version ("gbu2.<user>.<expiry>.<mac>"): read as a token, so
# one this server did not make is refused (401), never taken for a plain user name
_TOKEN_SHAPE = re.compile(r"[A-Za-z][A-Za-z0-9]{1,7}\.[A-Za-z0-9_=-]+\.\d+\.[A-Za-z0-9_=-]+")


def looks_like_user_token(value: object) -> bool:
    return isinstance(value, str) and (
        value.startswith(PREFIX + ".") or _TOKEN_SHAPE.fullmatch(value.strip()) is not None
    )


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def _mac(secret: bytes, payload: str) -> str:
    return _b64(hmac.new(secret, payload.encode("ascii"), hashlib.sha256).digest())


def sign_user_token(
    user: str, *, secret: bytes, ttl_s: int = DEFAULT_TTL_S, now: float | None = None
) -> str:
    """A token for ``user`` valid ``ttl_s`` seconds from ``now`` (default: the time)."""
    if ttl_s <= 0:
        raise ValueError("a token's lifetime must be at least one second")
    expiry = int(time.time() if now is None else now) + int(ttl_s)
    payload = f"{PREFIX}.{_b64(check_user(user).encode('utf-8'))}.{expiry}"
    return f"{payload}.{_mac(secret, payload)}"


def verify_user_token(token: str, *, secret: bytes, now: float | None = None) -> str:
    """The user a valid, unexpired token names; ``InvalidUserToken`` otherwise."""
    parts = token.split(".")
    if len(parts) != 4 or parts[0] != PREFIX or not _EXPIRY.fullmatch(parts[2]):
        raise InvalidUserToken("The user token is malformed: expected gbu1.<user>.<expiry>.<mac>.")
    payload = ".".join(parts[:3])
    if not hmac.compare_digest(parts[3].encode(), _mac(secret, payload).encode()):
        raise InvalidUserToken(
            "The user token's signature is wrong: it was not made by this server."
        )
    if int(parts[2]) < (time.time() if now is None else now):
        raise InvalidUserToken("The user token has expired; mint a new one.", expired=True)
    try:
        return check_user(_unb64(parts[1]).decode("utf-8"))
    except (binascii.Error, UnicodeDecodeError, ValueError):
        raise InvalidUserToken("The user token names no valid user.") from None
