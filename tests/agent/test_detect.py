"""The detectors on their own: data questions, calls parsed out of text, fabricated data."""

from __future__ import annotations

import pytest

from bot.agent import detect


@pytest.mark.parametrize(
    ("question", "is_data"),
    [
        ("What is the health score of acme-9?", True),
        ("How many issues did Globex Systems open?", True),
        ("Which accounts does Maya Patel own?", True),
        ("How many logins were there last week?", True),
        ("How much does the Team plan cost?", False),
        ("How do I reset my password?", False),
        ("I have an issue with annual billing", False),
        ("Does Quillstack integrate with Jira?", False),
    ],
)
def test_data_question_detector(vocab, question, is_data):
    assert vocab.is_data_question(question) is is_data


def test_vocabulary_resolves_names_aliases_and_ids(vocab):
    assert vocab.mentioned_accounts("how is Acme doing vs globex-2?") == ["globex-2", "acme-9"]
    assert vocab.mentioned_activity("open issues") == "support_ticket"
    assert vocab.mentioned_activity("sign-ins this month") == "login"
    assert "halcyon-1" in vocab.other_terms and "halcyon-1" not in vocab.account_ids


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('get_activity({"name": "login"})', ("get_activity", {"name": "login"})),
        (
            "get_account_details(account_id='acme-9')",
            ("get_account_details", {"account_id": "acme-9"}),
        ),
        (
            '<tool_call>[{"name": "list_accounts", "arguments": {"limit": 3}}]</tool_call>',
            ("list_accounts", {"limit": 3}),
        ),
        (
            '{"function": "list_accounts", "parameters": "{\\"limit\\": 2}"}',
            ("list_accounts", {"limit": 2}),
        ),
        ("I will look it up for you.", None),
    ],
)
def test_parse_call_from_text(text, expected):
    names = ["get_activity", "get_account_details", "list_accounts"]
    assert detect.parse_call_from_text(text, names) == expected


def test_fabricated_numbers_respect_rounding_and_dates(vocab):
    evidence = ['{"health": 25, "paid": 57.456, "last_login": "2026-06-30"}']
    ok = detect.detect_fabricated(
        "Health 25, paid 57.46 on 2026-06-30.", evidence=evidence, vocab=vocab, question="q"
    )
    assert ok is None
    bad = detect.detect_fabricated(
        "Health 26, last login 2026-06-29, see acct-77.",
        evidence=evidence,
        vocab=vocab,
        question="q",
    )
    assert bad is not None and set(bad.items) == {"26", "2026-06-29", "acct-77"}
    named = detect.detect_fabricated(
        "Globex Systems is fine.", evidence=evidence, vocab=vocab, question="q"
    )
    assert named is not None and named.items == ["globex systems"]


def test_numbers_glued_to_words_are_not_data(vocab):
    assert (
        detect.detect_fabricated("Use 2fa and the v2 api.", evidence=[], vocab=vocab, question="q")
        is None
    )


def test_strip_thoughts():
    assert detect.strip_thoughts("<thought>call X</thought> The answer.") == "The answer."
    assert detect.strip_thoughts("<thought>unclosed") == ""
