"""Secrets are redacted at write time: keys in payloads, Authorization headers, configured patterns."""

from __future__ import annotations

import sqlite3

from bot.store.log import PayloadLog
from bot.store.redact import REDACTED, Redactor

KEY = "sk-proj-AbCdEf0123456789XyZaBcDeF"


def raw_dump(path) -> str:
    """Every text value in the database file, as stored."""
    with sqlite3.connect(path) as conn:
        tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")]
        return "\n".join(str(row) for t in tables for row in conn.execute(f"SELECT * FROM {t}"))


def test_redactor_rules():
    r = Redactor(secrets=["my-own-secret-value"], patterns=[r"ACCT-\d{6}"])
    assert r.text(f"use {KEY} please") == f"use {REDACTED} please"
    assert r.text("Authorization: Bearer abcdefghijklmnop.qrst") == f"Authorization: {REDACTED}"
    assert r.text("the my-own-secret-value here") == f"the {REDACTED} here"
    assert r.text("account ACCT-123456 renewed") == f"account {REDACTED} renewed"
    assert r.text("Team costs $49 per user per month") == "Team costs $49 per user per month"
    data = r.data(
        {
            "headers": {"Authorization": "Basic dXNlcjpwYXNz", "X-Trace": "t1"},
            "api_key": "anything",
            "n": 3,
            "items": [KEY],
        }
    )
    assert data == {
        "headers": {"Authorization": REDACTED, "X-Trace": "t1"},
        "api_key": REDACTED,
        "n": 3,
        "items": [REDACTED],
    }


def test_payload_log_writes_no_secret(tmp_path):
    path = tmp_path / "log.db"
    log = PayloadLog(
        f"sqlite:///{path}",
        redactor=Redactor(secrets=["hunter2-password"], patterns=[r"ACCT-\d{6}"]),
    )
    session = log.start_session(meta={"authorization": "Bearer zzzzzzzzzzzzzzzzzz"})
    turn = log.start_turn(session, f"my key is {KEY}, account ACCT-654321")
    request = {
        "model": "m",
        "messages": [{"role": "user", "content": f"my key is {KEY} and password hunter2-password"}],
        "extra_headers": {"Authorization": f"Bearer {KEY}"},
    }
    log.record_llm_call(
        backend="openai",
        model="m",
        request=request,
        response={"choices": [{"message": {"content": "ACCT-654321"}}]},
        latency_ms=3.0,
        session_id=session,
        turn_id=turn,
        error="401 for key " + KEY,
    )
    log.record_tool_call(
        name="lookup",
        arguments={"token": "tok_123"},
        result={"note": KEY},
        error=None,
        latency_ms=1.0,
        turn_id=turn,
    )
    log.finish_turn(turn, outcome="answered", final_answer=f"done {KEY}")
    dump = raw_dump(path)
    for secret in (KEY, "hunter2-password", "ACCT-654321", "zzzzzzzzzzzzzzzzzz", "tok_123"):
        assert secret not in dump
    assert dump.count(REDACTED) >= 8
    [call] = log.rows("llm_calls")
    assert '"role": "user"' in call["request_json"]  # the rest of the payload is intact


def test_settings_feed_the_redactor(monkeypatch, data_dir):
    from bot.settings import reset_settings
    from bot.store.log import get_log

    monkeypatch.setenv("GUARDBOT_OPENAI_API_KEY", "plain-looking-key-42")
    monkeypatch.setenv("GUARDBOT_REDACT_PATTERNS", '["EMP-[0-9]+"]')
    reset_settings()
    log = get_log()
    session = log.start_session()
    log.start_turn(session, "key plain-looking-key-42 for EMP-7781")
    [turn] = log.rows("turns")
    assert turn["user_message"] == f"key {REDACTED} for {REDACTED}"


def test_a_generated_tokens_text_is_not_taken_for_a_secret_token():
    from bot.store.redact import Redactor

    logprobs = {"content": [{"token": " 14", "logprob": -0.1, "top_logprobs": [{"token": " 14", "logprob": -0.1}]}]}
    assert Redactor().data(logprobs) == logprobs
    assert Redactor().data({"token": "abc123"}) == {"token": "[REDACTED]"}
