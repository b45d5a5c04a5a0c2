"""Whose records a ``/v1`` request may see: the end-user identity of a request.

A tool declared with ``@tool(identity="param")`` gets the session's user (``sessions.
user_label``). On ``/v1`` that user is set only from an identity the server verified:

- **a bound key** (``guardbot keys add NAME --user alice@example.com``): its requests act
  for that user. A request without ``user``, with the same ``user``, or with a token for the
  same user acts for them; any other ``user`` is refused (403 ``user_not_allowed``).
- **a signed user token** as ``user`` (``bot.identity``, ``guardbot users token USER``):
  the user it names, when the signature is this server's and it has not expired (401
  ``invalid_user_token`` otherwise).
- otherwise ``user`` is only a label: it names the conversation (the session rule) and
  grants **no** identity, so identity tools answer "sign in".
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.identity import InvalidUserToken, looks_like_user_token, verify_user_token
from ui.openai_api.access import Caller
from ui.openai_api.errors import ApiError


@dataclass(frozen=True)
class Identity:
    """``user``: the verified end user (None: none); ``how``: "key", "token" or None."""

    user: str | None = None
    how: str | None = None


NONE = Identity()

OTHER_USER = (
    "This API key is bound to one user and acts for no other: leave 'user' out, or send "
    "that user (or a user token for them)."
)


def _from_token(token: str, *, secret: bytes, now: float | None) -> str:
    try:
        return verify_user_token(token, secret=secret, now=now)
    except InvalidUserToken as exc:
        raise ApiError(401, str(exc), param="user", code="invalid_user_token") from None


def identify(
    user: str | None, caller: Caller, *, secret: bytes, now: float | None = None
) -> Identity:
    """The request's identity by the rules above, or ``ApiError`` (401/403)."""
    bound = caller.key.bound_user if caller.key is not None else None
    token = looks_like_user_token(user)
    named = _from_token(str(user), secret=secret, now=now) if token else user
    if bound is not None:
        if named and named != bound:
            raise ApiError(403, OTHER_USER, param="user", code="user_not_allowed")
        return Identity(user=bound, how="key")
    if token:
        return Identity(user=named, how="token")
    return NONE
