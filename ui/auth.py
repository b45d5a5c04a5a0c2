"""Staff accounts and signed session cookies.

Accounts come from ``settings.staff_users`` (name -> bcrypt hash) and from the file
``<data_dir>/staff_users.json`` that ``guardbot users add`` writes. Passwords are only
ever stored as bcrypt hashes. A logged-in staff member carries an HMAC-signed cookie
``guardbot_staff`` = ``name|expiry|signature``; nothing else grants access to ``/staff``.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import os
import re
import secrets
import threading
import time
from pathlib import Path

import bcrypt

from bot.settings import Settings

STAFF_COOKIE = "guardbot_staff"
CHAT_COOKIE = "guardbot_chat"
SESSION_TTL_S = 12 * 3600
USERNAME_RE = re.compile(r"^[A-Za-z0-9_.@-]{1,64}$")
MIN_PASSWORD = 8

_file_lock = threading.Lock()


class AccountError(ValueError):
    """A user's mistake with an account (bad name, short password); the message says why."""


def hash_password(password: str) -> str:
    if len(password) < MIN_PASSWORD:
        raise AccountError(f"password must have at least {MIN_PASSWORD} characters")
    if len(password.encode()) > 72:
        raise AccountError("password must be at most 72 bytes (a bcrypt limit)")
    return bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()


def check_password(password: str, hashed: str) -> bool:
    try:
        return bcrypt.checkpw(password.encode()[:72], hashed.encode())
    except ValueError:  # a malformed hash in the settings: never a match
        return False


class StaffDirectory:
    """Staff accounts: the settings' ``staff_users`` plus the accounts file in the data dir."""

    def __init__(self, *, settings: Settings):
        self.settings = settings
        self.path = settings.resolved_data_dir() / "staff_users.json"

    def _file_users(self) -> dict[str, str]:
        if not self.path.exists():
            return {}
        data = json.loads(self.path.read_text(encoding="utf-8") or "{}")
        return {str(k): str(v) for k, v in data.items()}

    def users(self) -> dict[str, str]:
        users = self._file_users()
        users.update(self.settings.staff_users)  # the settings win over the file
        return users

    def add(self, name: str, password: str) -> None:
        if not USERNAME_RE.match(name):
            raise AccountError("user name: 1-64 letters, digits, '_', '.', '@' or '-'")
        hashed = hash_password(password)
        with _file_lock:
            users = self._file_users()
            users[name] = hashed
            _write_private(self.path, json.dumps(users, indent=2))

    def remove(self, name: str) -> bool:
        with _file_lock:
            users = self._file_users()
            if name not in users:
                return False
            del users[name]
            _write_private(self.path, json.dumps(users, indent=2))
            return True

    def verify(self, name: str, password: str) -> bool:
        hashed = self.users().get(name)
        if hashed is None:
            # spend the same time as a real check, so names cannot be probed by timing
            check_password(password, _DUMMY_HASH)
            return False
        return check_password(password, hashed)


_DUMMY_HASH = bcrypt.hashpw(b"not-a-real-password", bcrypt.gensalt(rounds=12)).decode()


def _write_private(path: Path, text: str) -> None:
    tmp = path.with_suffix(".tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        fh.write(text)
    os.replace(tmp, path)


def session_secret(*, settings: Settings) -> bytes:
    """The cookie-signing key: the configured one, else a random one kept in the data dir."""
    if settings.session_secret is not None and settings.session_secret.get_secret_value():
        return settings.session_secret.get_secret_value().encode()
    path = settings.resolved_data_dir() / "session_secret"
    with _file_lock:
        if not path.exists():
            _write_private(path, secrets.token_hex(32))
        return path.read_text(encoding="utf-8").strip().encode()


class CookieSigner:
    def __init__(self, key: bytes):
        self.key = key

    def _mac(self, payload: str) -> str:
        digest = hmac.new(self.key, payload.encode(), hashlib.sha256).digest()
        return base64.urlsafe_b64encode(digest).decode().rstrip("=")

    def sign_staff(self, name: str, *, ttl_s: int = SESSION_TTL_S) -> str:
        payload = f"{name}|{int(time.time()) + ttl_s}"
        return f"{payload}|{self._mac(payload)}"

    def staff_name(self, cookie: str | None) -> str | None:
        """The staff name in a valid, unexpired cookie; None otherwise."""
        if not cookie or cookie.count("|") != 2:
            return None
        name, expiry, mac = cookie.split("|")
        if not hmac.compare_digest(mac, self._mac(f"{name}|{expiry}")):
            return None
        if not expiry.isdigit() or int(expiry) < time.time():
            return None
        return name

    def new_chat_session(self) -> str:
        sid = "ses_" + secrets.token_hex(12)
        return f"{sid}.{self._mac('chat:' + sid)[:22]}"

    def chat_session(self, cookie: str | None) -> str | None:
        """The chat session id in a valid chat cookie (ids cannot be forged or guessed)."""
        if not cookie or "." not in cookie:
            return None
        sid, mac = cookie.rsplit(".", 1)
        if not hmac.compare_digest(mac, self._mac("chat:" + sid)[:22]):
            return None
        return sid
