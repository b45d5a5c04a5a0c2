"""Who is calling: the API-key rule of the ``/v1`` endpoint.

A key is **required** when ``GUARDBOT_API_KEYS_REQUIRED=true``, or (the default, unset) when
the server listens on anything but loopback (``guardbot serve --host 0.0.0.0``) or the
request arrived on a non-loopback interface. A server on 127.0.0.1 / ::1 / localhost only
needs no key: any ``Authorization`` value is accepted there (clients insist on sending one),
except a ``gb_...`` key that is invalid or revoked, which is refused rather than quietly
treated as anonymous. ``GUARDBOT_API_KEYS_REQUIRED=false`` turns keys off everywhere (only
behind a proxy that checks its own).

The caller's key id owns the sessions it creates; without a key the owner is ``None``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.loopback import is_loopback_host
from bot.settings import Settings
from bot.store.apikeys import ApiKeyRecord, ApiKeys, InvalidKey, looks_like_key
from ui.openai_api.errors import ApiError

MISSING_KEY = (
    "You didn't provide an API key. This guardbot server listens beyond loopback, so every "
    "request needs one: 'Authorization: Bearer gb_...' (make one with: guardbot keys add NAME)."
)


@dataclass(frozen=True)
class Caller:
    key: ApiKeyRecord | None

    @property
    def owner(self) -> str | None:
        return self.key.id if self.key else None


def bearer(headers: Any) -> str | None:
    value = headers.get("authorization") or ""
    scheme, _, token = value.partition(" ")
    if scheme.lower() == "bearer" and token.strip():
        return token.strip()
    return headers.get("api-key") or None  # Azure-style clients


class KeyPolicy:
    def __init__(self, *, settings: Settings, keys: ApiKeys, listen_host: Any):
        self.settings = settings
        self.keys = keys
        self._listen_host = listen_host  # () -> the host the server listens on

    def required(self, local_address: str | None) -> bool:
        if self.settings.api_keys_required is not None:
            return self.settings.api_keys_required
        host = self._listen_host() or self.settings.host
        return not is_loopback_host(host) or not is_loopback_host(local_address)

    def caller(self, headers: Any, *, local_address: str | None) -> Caller:
        """The calling key, or ``ApiError`` 401 when the rule above refuses the request."""
        token = bearer(headers)
        if not self.required(local_address):
            if not looks_like_key(token):
                return Caller(key=None)
        elif not token:
            raise ApiError(401, MISSING_KEY, code="missing_api_key")
        try:
            return Caller(key=self.keys.verify(str(token)))
        except InvalidKey as exc:
            raise ApiError(401, str(exc), code="invalid_api_key") from None
