"""The load test's client retries as the openai SDK does: what it retries, how long it waits
(the server's Retry-After, else a capped backoff), and when it gives up."""

import email.utils
import time

import pytest

from bot.loadretry import CUT, RetryPolicy, ask, retry_after, retryable


def test_retryable_statuses_are_the_sdks():
    assert all(retryable(s) for s in (CUT, 408, 409, 429, 500, 502, 503, 504))
    assert not any(retryable(s) for s in (200, 400, 401, 403, 404, 413, 422))


def test_retry_after_reads_milliseconds_seconds_and_a_date():
    assert retry_after({"retry-after-ms": "1500"}) == 1.5
    assert retry_after({"retry-after": "2"}) == 2.0
    later = email.utils.formatdate(time.time() + 30, usegmt=True)
    assert 25 < (retry_after({"retry-after": later}) or 0) <= 30
    assert retry_after({}) is None and retry_after(None) is None


def _replies(*replies):
    queue = list(replies)

    def send():
        reply = queue.pop(0)
        if isinstance(reply, Exception):
            raise reply
        return reply

    return send


def test_a_429_is_retried_after_the_wait_the_server_asked_for():
    waits = []
    policy = RetryPolicy(max_retries=2, sleep=waits.append)
    send = _replies((429, {"error": "busy", "retry_after": 2.0}), (200, {"turn_id": "t"}))
    asked = ask(send, policy)
    assert asked.answered and asked.retried == [429] and waits == [2.0] and asked.waited_s == 2.0


def test_without_retry_after_the_wait_backs_off_and_is_capped():
    policy = RetryPolicy(sleep=lambda s: None)
    assert 0.375 <= policy.wait_s(0, None) <= 0.5
    assert 0.75 <= policy.wait_s(1, None) <= 1.0
    assert 6.0 <= policy.wait_s(10, None) <= 8.0
    assert 0.375 <= policy.wait_s(0, 120.0) <= 0.5  # a wait over 60 s is not believed


def test_a_lost_connection_is_retried_and_the_last_error_stands_when_retries_run_out():
    policy = RetryPolicy(max_retries=2, sleep=lambda s: None)
    send = _replies(
        ConnectionError("reset"),
        (503, {"error": "lost", "retry_after": 1.0}),
        (CUT, {"error": "cut"}),
    )
    asked = ask(send, policy)
    assert not asked.answered and asked.told_to_retry
    assert asked.status == CUT and asked.retried == [CUT, 503]


@pytest.mark.parametrize("status", [400, 404, 422])
def test_a_client_error_is_not_retried(status):
    asked = ask(_replies((status, {"error": "bad"})), RetryPolicy(sleep=lambda s: None))
    assert asked.status == status and asked.retried == [] and not asked.told_to_retry
