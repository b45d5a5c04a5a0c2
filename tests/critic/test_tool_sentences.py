"""The sentence model for answers from tool results: what it reads, where its labels come from,
how it is fitted out of set, and that the critic uses it on tool answers only."""

from __future__ import annotations

import json

import numpy as np
import pytest

from bot.critic.support import (
    TOOL_SENTENCE_INPUTS,
    TOOL_SENTENCE_PATH,
    SupportCritic,
    load_tool_sentence_model,
)
from bot.detector.model import ModelFileError
from bot.eval.realsets import Row, load_set
from bot.fit import tool_sentence
from bot.steps import Source
from tests.critic.helpers import SOURCES

RECORD = Source(
    kind="tool",
    title="get_claim",
    text=json.dumps(
        {
            "claim": "DR-80155",
            "status": "approved",
            "submitted": "2026-02-12",
            "paid_on": "2026-02-19",
            "amount": {"value": 19.6, "currency": "GBP"},
            "method": "rail voucher",
        }
    ),
)
QUESTION = "Has my delay repay claim DR-80155 been paid?"
RIGHT = "Yes, claim DR-80155 was approved and £19.60 was paid to you as a rail voucher."
INVENTED = (
    "If the voucher hasn't arrived, reply to your claim confirmation email and upload a photo "
    "of your ticket so the team can reissue it."
)


@pytest.fixture(scope="module")
def critic():
    return SupportCritic()


def test_the_shipped_model_reads_the_features_and_both_models_log_odds():
    model = load_tool_sentence_model()
    assert tuple(model.features) == TOOL_SENTENCE_INPUTS
    coef = dict(zip(model.features, model.coef, strict=True))
    assert coef["entail_logit"] > 0  # the more the cross-encoder doubts, the higher the score
    info = json.loads(TOOL_SENTENCE_PATH.read_text())
    assert "--calibrate-only" in info["rebuild"]
    assert set(info["sets"]) == set(tool_sentence.tool_sets())
    assert all(v["unsupported"] > 0 for v in info["sets"].values())


def test_a_missing_or_foreign_model_file_says_how_to_rebuild(tmp_path):
    with pytest.raises(ModelFileError, match="calibrate-only"):
        load_tool_sentence_model(tmp_path / "absent.json")
    other = tmp_path / "other.json"
    model = load_tool_sentence_model().to_dict() | {"features": ["a"], "mean": [0], "scale": [1], "coef": [1]}  # fmt: skip
    other.write_text(json.dumps({"model": model}))
    with pytest.raises(ModelFileError, match="reads"):
        load_tool_sentence_model(other)
    other.write_text("{not json")
    with pytest.raises(ModelFileError, match="unreadable"):
        load_tool_sentence_model(other)


def test_tool_answers_are_scored_by_it_and_prose_answers_are_not(critic, monkeypatch):
    seen: list[int] = []
    real = critic.tool_sentences.predict_proba
    monkeypatch.setattr(
        critic.tool_sentences, "predict_proba", lambda X: (seen.append(len(X)), real(X))[1]
    )
    both = critic.check(QUESTION, [RECORD], f"{RIGHT} {INVENTED}")
    assert seen == [2]  # both claims of the tool answer, the copy-like one too
    critic.check("How do I reset my password?", SOURCES, "A hotline unlocks accounts by voice.")
    assert seen == [2]  # prose keeps the mean of the two models
    scores = dict(both.sentence_scores)
    assert scores[INVENTED] > scores[RIGHT]


def test_a_wrong_value_still_decides_before_the_sentence_model(critic):
    wrong = "Claim DR-80155 was approved and £21.60 was paid to you as a rail voucher."
    verdict = critic.check(QUESTION, [RECORD], wrong)
    assert verdict.problematic_sentences[0].severity == "HIGH"
    assert "21.60" in verdict.problematic_sentences[0].reason


def _row(answer: str, label: int, bad: tuple[str, ...] = ()) -> Row:
    return Row("x", QUESTION, [RECORD], answer, label, "dev", bad)


def test_labels_come_from_the_sentences_a_set_names(critic):
    rows = [
        _row(RIGHT, 0),
        _row(f"{RIGHT} {INVENTED}", 1, (INVENTED,)),
        _row(RIGHT, 0, ()),
        Row("p", QUESTION, SOURCES, "A hotline unlocks accounts by voice.", 1, "dev", ()),
    ]
    out = tool_sentence.sentence_rows(critic, "demo", rows)
    # the right answers' claims (0), the named sentence (1); the right sentence of the
    # hallucinated answer and the prose answer are left out
    assert [r.label for r in out] == [0, 1, 0]
    assert all(r.inputs.shape == (len(TOOL_SENTENCE_INPUTS),) for r in out)
    assert {r.set for r in out} == {"demo"}


def test_fit_all_writes_the_model_and_fits_each_set_without_it(critic, tmp_path, monkeypatch):
    names = tool_sentence.tool_sets()[:3]
    monkeypatch.setattr(tool_sentence, "tool_sets", lambda *_: names)
    real_load = tool_sentence.load_set
    monkeypatch.setattr(
        tool_sentence, "load_set", lambda name, split: real_load(name, split=split)[:24]
    )
    path = tmp_path / "model.json"
    out_of_set = tool_sentence.fit_all(critic, path=path, log=lambda _: None)
    full = load_tool_sentence_model(path)
    info = json.loads(path.read_text())
    assert set(out_of_set) == set(names) == set(info["sets"])
    assert all(out_of_set[n].coef != full.coef for n in names)
    # refitting on the same rows gives the same model (seeded, deterministic)
    again = tool_sentence.fit_all(critic, path=tmp_path / "again.json", log=lambda _: None)
    assert load_tool_sentence_model(tmp_path / "again.json").coef == full.coef
    assert again[names[0]].coef == out_of_set[names[0]].coef


def test_dev_rows_name_their_unsupported_sentences():
    rows = load_set(tool_sentence.tool_sets()[0], split="all")
    wrong = [r for r in rows if r.label == 1]
    assert wrong and all(r.bad_sentences for r in wrong)
    assert all(any(b[:40] in r.answer for b in r.bad_sentences) for r in wrong)
    assert not any(r.bad_sentences for r in rows if r.label == 0)
    assert np.mean([r.label for r in rows]) < 0.5
