"""JSON repair of judge replies."""

from __future__ import annotations

import pytest

from bot.critic.jsonrepair import parse_json_object

GOOD = {"general_thoughts": "ok", "problematic_sentences": [], "severity_level": "NONE"}


@pytest.mark.parametrize(
    "text",
    [
        '{"general_thoughts": "ok", "problematic_sentences": [], "severity_level": "NONE"}',
        '```json\n{"general_thoughts": "ok", "problematic_sentences": [], "severity_level": "NONE"}\n```',
        'Sure, here is my verdict:\n{"general_thoughts": "ok", "problematic_sentences": [], "severity_level": "NONE"} Hope it helps.',
        '{"general_thoughts": "ok", "problematic_sentences": [], "severity_level": "NONE",}',
        "{'general_thoughts': 'ok', 'problematic_sentences': [], 'severity_level': 'NONE'}",
        '{general_thoughts: "ok", problematic_sentences: [], severity_level: "NONE"}',
        '{"general_thoughts": "ok", "problematic_sentences": [], "severity_level": "NONE"',
    ],
)
def test_repairs_common_damage(text):
    assert parse_json_object(text) == GOOD


def test_apostrophes_inside_single_quoted_strings_survive():
    data = parse_json_object(
        "{'general_thoughts': 'It\\'s fine, it's ok', 'severity_level': 'LOW'}"
    )
    assert data == {"general_thoughts": "It's fine, it's ok", "severity_level": "LOW"}


def test_reply_cut_off_mid_string_is_closed():
    data = parse_json_object(
        '{"general_thoughts": "x", "problematic_sentences": [["We text you.", "SMS is nev'
    )
    assert data["problematic_sentences"] == [["We text you.", "SMS is nev"]]


def test_python_literals_and_braces_inside_strings():
    assert parse_json_object('{"a": True, "b": None, "c": "}"}') == {"a": True, "b": None, "c": "}"}


@pytest.mark.parametrize("text", ["", "   ", "no json here", "[1, 2, 3]", None])
def test_no_object_gives_none(text):
    assert parse_json_object(text) is None
