"""The labelled sets of real answers load, and their labels agree with their marked sentences."""

import pytest

from bot.eval.realsets import DEV, HELD_OUT, load_set


@pytest.mark.parametrize("name", HELD_OUT + DEV)
def test_every_set_loads_with_both_labels_and_sources(name):
    rows = load_set(name, split="all")
    assert len(rows) >= 24
    assert {r.label for r in rows} <= {0, 1} and sum(r.label for r in rows) > 0
    assert all(r.sources and r.answer.strip() and r.question.strip() for r in rows)


@pytest.mark.parametrize("name", ["manpages", "helpdesk", "records", "insurance", "accounts"])
def test_written_sets_mark_the_unsupported_sentences_of_every_hallucinated_answer(name):
    import json

    from bot.eval.realsets import SET_DIRS

    for line in (SET_DIRS[name] / f"{name}.jsonl").read_text(encoding="utf-8").splitlines():
        raw = json.loads(line)
        assert bool(raw["bad_sentences"]) == bool(raw["label"]), raw["id"]
        assert all(b in raw["answer"] for b in raw["bad_sentences"]), raw["id"]
        if raw["sources"][0]["kind"] == "tool" and raw["sources"][0]["text"].lstrip()[:1] in "{[":
            json.loads(raw["sources"][0]["text"])


def test_held_out_sets_are_all_test_split():
    for name in HELD_OUT:
        assert {r.split for r in load_set(name, split="all")} == {"test"}
