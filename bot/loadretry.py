"""How the load test's clients retry, as the ``openai`` SDK does (``openai._base_client``):

- retried: a connection error or timeout, 408, 409, 429 and every 5xx; a stream that ended
  without its final chunk (the worker answering it was killed: nothing was shown);
- the wait: the server's ``retry-after-ms`` or ``Retry-After`` (seconds or an HTTP date)
  when it is between 0 and 60 s, else ``min(0.5 * 2**n, 8)`` seconds less up to a quarter
  of jitter;
- at most ``max_retries`` retries (the SDK's default is 2), then the last error stands:
  the client was told to retry and gave up.

    policy = RetryPolicy(max_retries=2)
    outcome = ask(lambda: conversation.ask(question), policy)   # Asked: status, body, waits
"""

from __future__ import annotations

import email.utils
import random
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

CUT = 0  # the status of a connection error, a timeout, or a stream cut before its end

Reply = tuple[int, dict[str, Any]]


def retryable(status: int) -> bool:
    return status in (CUT, 408, 409, 429) or status >= 500


def retry_after(headers: Mapping[str, str] | None) -> float | None:
    """Seconds the server asked the client to wait, or None (absent or unreadable)."""
    if not headers:
        return None
    ms = headers.get("retry-after-ms")
    if ms is not None:
        try:
            return float(ms) / 1000
        except ValueError:
            pass
    value = headers.get("retry-after")
    if value is None:
        return None
    try:
        return float(value)
    except ValueError:
        when = email.utils.parsedate_to_datetime(value) if value.strip() else None
        return None if when is None else when.timestamp() - time.time()


@dataclass
class RetryPolicy:
    max_retries: int = 2
    initial_s: float = 0.5
    max_s: float = 8.0
    sleep: Callable[[float], None] = time.sleep

    def wait_s(self, retries_done: int, asked: float | None) -> float:
        if asked is not None and 0 <= asked <= 60:
            return asked
        backoff = min(self.initial_s * 2.0**retries_done, self.max_s)
        return backoff * (1 - 0.25 * random.random())


@dataclass
class Asked:
    """One request as the client lived it: the last reply, and what it waited for."""

    status: int
    body: dict[str, Any]
    retried: list[int] = field(default_factory=list)  # the status of each attempt retried
    waited_s: float = 0.0  # time spent waiting between attempts

    @property
    def answered(self) -> bool:
        return self.status == 200

    @property
    def told_to_retry(self) -> bool:
        return retryable(self.status)


def ask(send: Callable[[], Reply], policy: RetryPolicy) -> Asked:
    """``send()`` until it is answered, the error is not retryable, or the retries ran out."""
    retried: list[int] = []
    waited = 0.0
    while True:
        try:
            status, body = send()
        except Exception as exc:  # noqa: BLE001 - a connection error: retried like the SDK
            status, body = CUT, {"error": f"{type(exc).__name__}: {exc}"}
        if status == 200 or not retryable(status) or len(retried) >= policy.max_retries:
            return Asked(status, body, retried, waited)
        pause = policy.wait_s(len(retried), body.get("retry_after"))
        retried.append(status)
        policy.sleep(pause)
        waited += pause
