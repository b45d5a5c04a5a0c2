"""The detectors on their own: what the tools list, calls parsed out of text, fabricated
data."""

from __future__ import annotations

import pytest

from bot.agent import detect


def test_the_catalog_finds_ids_names_and_aliases_the_tools_list(catalog):
    def named(text, param):
        found = [m for m in catalog.mentions(text) if m.param == param]
        return list(dict.fromkeys(m.value for m in found))

    assert named("how is Acme doing vs globex-2?", "account_id") == ["acme-9", "globex-2"]
    assert set(named("open issues", "name")) == {"support_ticket"}
    assert set(named("sign-ins this month", "name")) == {"login"}
    assert named("Which accounts does Maya Patel own?", "owner") == ["Maya Patel"]
    assert named("a grace period for invoices", "owner") == []  # a first name alone is not one
    kinds = {m.kind for m in catalog.mentions("issues of acme-9") if m.tool == "get_activity"}
    assert kinds == {"entity", "category"}  # an account is a record; an activity type is not
    assert "halcyon-1" in catalog.other_terms and "halcyon-1" not in catalog.labels()


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


def test_fabricated_numbers_respect_rounding_and_dates(catalog):
    evidence = ['{"health": 25, "paid": 57.456, "last_login": "2026-06-30"}']
    ok = detect.detect_fabricated(
        "Health 25, paid 57.46 on 2026-06-30.", evidence=evidence, catalog=catalog, question="q"
    )
    assert ok is None
    bad = detect.detect_fabricated(
        "Health 26, last login 2026-06-29, see acct-77.",
        evidence=evidence,
        catalog=catalog,
        question="q",
    )
    assert bad is not None and set(bad.items) == {"26", "2026-06-29", "acct-77"}
    named = detect.detect_fabricated(
        "Globex Systems is fine.", evidence=evidence, catalog=catalog, question="q"
    )
    assert named is not None and named.items == ["globex systems"]


def test_numbers_glued_to_words_are_not_data(catalog):
    assert (
        detect.detect_fabricated(
            "Use 2fa and the v2 api.", evidence=[], catalog=catalog, question="q"
        )
        is None
    )


def test_strip_thoughts():
    assert detect.strip_thoughts("<thought>call X</thought> The answer.") == "The answer."
    assert detect.strip_thoughts("<thought>unclosed") == ""
