"""Secret redaction, applied at write time to everything that reaches the payload log."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from bot.settings import Settings, get_settings

REDACTED = "[REDACTED]"

# Keys whose values are secrets wherever they appear in a JSON payload.
SECRET_KEYS = re.compile(
    r"^(authorization|proxy-authorization|api[-_]?key|x-api-key|openai_api_key|password|passwd|secret|token|access_token|refresh_token|client_secret)$",
    re.IGNORECASE,
)

# Secret-looking strings wherever they appear in text.
DEFAULT_PATTERNS = [
    r"sk-[A-Za-z0-9_\-]{16,}",  # OpenAI-style keys
    r"(?i)bearer\s+[A-Za-z0-9._\-~+/]{12,}=*",  # Authorization: Bearer ...
    r"AKIA[0-9A-Z]{16}",  # AWS access key ids
    r"ghp_[A-Za-z0-9]{30,}",  # GitHub tokens
    r"gb_[0-9a-f]{12}_[A-Za-z0-9_\-]{20,}",  # guardbot API keys (guardbot keys add)
    r"-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?-----END [A-Z ]*PRIVATE KEY-----",
]


class Redactor:
    """Replaces configured secrets, secret-looking strings and secret-named keys."""

    def __init__(self, *, secrets: Iterable[str] = (), patterns: Iterable[str] = ()):
        self.secrets = sorted({s for s in secrets if s and len(s) >= 4}, key=len, reverse=True)
        self.patterns = [re.compile(p) for p in [*DEFAULT_PATTERNS, *patterns]]

    def text(self, value: str) -> str:
        for secret in self.secrets:
            value = value.replace(secret, REDACTED)
        for pattern in self.patterns:
            value = pattern.sub(REDACTED, value)
        return value

    def data(self, value: Any) -> Any:
        """Redact a JSON-like structure (dicts, lists, strings) recursively."""
        if isinstance(value, str):
            return self.text(value)
        if isinstance(value, dict):
            # a log-probability entry's "token" is the text of a generated token, not a secret
            generated = "logprob" in value
            return {
                k: REDACTED if _secret_field(k, v, generated) else self.data(v)
                for k, v in value.items()
            }
        if isinstance(value, list | tuple):
            return [self.data(v) for v in value]
        return value


def redactor_from_settings(settings: Settings | None = None) -> Redactor:
    settings = settings or get_settings()
    return Redactor(secrets=settings.secret_values(), patterns=settings.redact_patterns)


def _secret_field(key: Any, value: Any, generated: bool) -> bool:
    """A non-empty value under a secret-looking key (but a generated token's text)."""
    if not (isinstance(key, str) and SECRET_KEYS.match(key) and value):
        return False
    return not (generated and key == "token")
