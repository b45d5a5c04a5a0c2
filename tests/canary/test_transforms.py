import re

import pytest

from bot.canary.classify import classify, numbers_in
from bot.canary.questions import BLANK, pick_questions, template_question
from bot.canary.transforms import NUMBER, make_transform, parse_number

TEXT = (
    "Starter costs $19 per user per month, up to 5 users. Team is $1,200 per year for 3 seats; "
    "annual billing saves 20%. The 6-digit reset code is valid for 15 minutes. "
    "Exports are limited to 2.5 GB. We hash with SHA-256, support 2FA and API v2."
)


def test_halve_changes_every_value_and_nothing_else():
    result = make_transform("halve")(TEXT)
    originals = [c.original for c in result.changes]
    assert originals == ["19", "5", "1,200", "3", "20", "6", "15", "2.5"]
    assert [c.fictive for c in result.changes] == [
        "9.5",
        "2.5",
        "600",
        "1.5",
        "10",
        "3",
        "7.5",
        "1.25",
    ]
    # identifiers are not values
    for ident in ("SHA-256", "2FA", "v2"):
        assert ident in result.text
    # the text is otherwise intact: removing the values from both gives the same words
    strip = lambda s: NUMBER.sub("#", s)  # noqa: E731
    assert strip(result.text) == strip(TEXT)
    # offsets point at the originals
    for change in result.changes:
        assert TEXT[change.start : change.end] == change.original


def test_every_standalone_number_changes_even_zero():
    result = make_transform("halve")("There is a 0 EUR fee and 1 seat.")
    assert [(c.original, c.fictive) for c in result.changes] == [("0", "1"), ("1", "0.5")]


@pytest.mark.parametrize(
    "name,kwargs,expected",
    [("scale", {"factor": 3}, "57"), ("shift", {"offset": 7}, "26"), ("halve", {}, "9.5")],
)
def test_numeric_transforms(name, kwargs, expected):
    result = make_transform(name, **kwargs)("It costs 19 dollars.")
    assert result.text == f"It costs {expected} dollars."


def test_entity_swap_keeps_mapping():
    result = make_transform("entities")("Slack works on all plans; Salesforce needs Business.")
    assert result.text == "Discord works on all plans; Zoho needs Business."
    assert [(c.original, c.fictive) for c in result.changes] == [
        ("Slack", "Discord"),
        ("Salesforce", "Zoho"),
    ]


def test_unknown_transform_is_a_clear_error():
    with pytest.raises(ValueError, match="unknown transform"):
        make_transform("triple")


def test_template_question_blanks_the_fictive_value():
    fictive = make_transform("halve")(TEXT)
    q = template_question("c1", "Plans", fictive.text, fictive.changes, source="plans.md")
    assert q is not None
    assert BLANK in q.question
    assert q.fictive == "9.5" and q.original == "19"
    # the question gives away neither value
    values = numbers_in(q.question)
    assert parse_number("9.5") not in values and parse_number("19") not in values
    assert q.sentence in fictive.text


def test_template_question_skips_chunks_without_usable_sentences():
    fictive = make_transform("halve")("Only 4 words here")
    assert template_question("c", "t", fictive.text, fictive.changes) is None


def test_pick_questions_spreads_over_documents_and_is_deterministic():
    fictive = make_transform("halve")(TEXT)
    base = template_question("c1", "Plans", fictive.text, fictive.changes)
    qs = [
        type(base)(**{**base.to_dict(), "chunk_id": f"c{i}", "source": f"doc{i % 3}"})
        for i in range(9)
    ]
    first = pick_questions(qs, 3, seed=1)
    assert len({q.source for q in first}) == 3
    assert [q.chunk_id for q in first] == [q.chunk_id for q in pick_questions(qs, 3, seed=1)]


@pytest.mark.parametrize(
    "answer,expected",
    [
        ("The code is valid for 7.5 minutes.", "pass"),
        ("It is valid for 15 minutes.", "spillover"),
        ("It is valid for fifteen minutes.", "spillover"),
        ("Valid 15 minutes (or 7.5 in the docs).", "spillover"),
        ("I could not find that in the help centre.", "other"),
        ("It is valid for 75 minutes.", "other"),
        ("It costs $1,200 a year.", "other"),
    ],
)
def test_classify(answer, expected):
    assert classify(answer, fictive="7.5", original="15") == expected


def test_classify_thousands_separators():
    assert classify("It costs $1,200 a year.", fictive="600", original="1,200") == "spillover"
    assert classify("It costs 600 USD.", fictive="600", original="1,200") == "pass"
    assert re.search("600", "600")
