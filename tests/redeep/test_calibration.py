"""Calibration on the tiny Llama over a few HaluEval dev records: reproducible to the byte, and
its choices respect the rules (heads from the candidates, later-half layers, dev records only)."""

from __future__ import annotations

import json

import numpy as np
import pytest

from bot.redeep import fit as F
from bot.redeep.calibrate import calibrate, split_by_record
from bot.redeep.calibration import (
    Calibration,
    CalibrationError,
    check_model,
    load_calibration,
    model_signature,
)
from bot.redeep.halueval import SPLITS, examples, pick

PER_TASK = {"qa": 3, "dialogue": 3}


@pytest.fixture(scope="module")
def cal_files(tiny_model, tiny_tokenizer, tmp_path_factory):
    out = tmp_path_factory.mktemp("cal")
    paths = []
    for name in ("a.json", "b.json"):
        cal = calibrate(tiny_model, tiny_tokenizer, per_task=PER_TASK, n_candidates=6)
        paths.append(cal.save(out / name))
    return paths


def test_calibration_twice_gives_the_same_file(cal_files):
    a, b = (p.read_bytes() for p in cal_files)
    assert a == b


def test_calibration_choices(cal_files, tiny_model):
    cal = load_calibration(cal_files[0])
    cand = [(c[0], c[1]) for c in cal.candidates]
    assert len(cand) == 6 and set(cal.heads) <= set(cand)
    assert 1 <= len(cal.heads) <= 6
    assert set(cal.layers) <= {2, 3}  # later half of 4 layers
    assert cal.token.e_min <= cal.token.e_max and cal.token.p_min <= cal.token.p_max
    assert cal.token.beta in F.BETAS
    assert cal.model == model_signature(tiny_model)
    for task, idx in cal.data["records"].items():
        assert all(SPLITS["dev"][0] <= i < SPLITS["dev"][1] for i in idx)
        assert len(idx) == PER_TASK[task]
    assert cal.metrics["heldout"]["n"] == 4  # 1 record per task held out, 2 answers each
    assert set(cal.metrics["fit"]) >= {"auc_token", "f1_token", "auc_logreg", "auc_length"}


def test_calibration_mismatch_is_a_clear_error(cal_files, tiny_tied_model, tmp_path):
    cal = load_calibration(cal_files[0])
    check_model(cal, tiny_model_like := tiny_tied_model)  # same shapes -> accepted
    cal.model["layers"] = 99
    with pytest.raises(CalibrationError, match="guardbot redeep calibrate"):
        check_model(cal, tiny_model_like)
    with pytest.raises(CalibrationError, match="not found"):
        load_calibration(tmp_path / "missing.json")
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"version": 1}))
    with pytest.raises(CalibrationError, match="not a ReDeEP calibration"):
        load_calibration(bad)


def test_split_keeps_answer_pairs_together():
    samples = [
        F.Sample(f"qa:{i}:{lab}", "qa", i, lab, 1, np.zeros((1, 1)), np.zeros((1, 1)))
        for i in range(6)
        for lab in (0, 1)
    ]
    fit, held = split_by_record(samples, 1 / 3)
    assert {s.index for s in held} == {4, 5} and len(held) == 4
    assert not {s.index for s in fit} & {s.index for s in held}


def test_fit_norm_picks_the_separating_direction():
    """Hallucinated samples have low ECS and high PKS: the grid must find AUC 1 with beta > 0."""
    rng = np.random.default_rng(0)
    samples = []
    for i in range(20):
        lab = i % 2
        ecs = rng.normal(0.8 - 0.3 * lab, 0.02, size=(3, 5))
        pks = rng.normal(0.1 + 0.0 * lab, 0.05, size=(2, 5))
        samples.append(F.Sample(str(i), "qa", i, lab, 1, ecs, pks))
    choice = F.search(samples, max_heads=3, max_layers=2)
    assert choice.auc == pytest.approx(1.0)
    assert choice.norm.beta > 0
    scores = [F.response_score(s, choice.norm, choice.heads, choice.layers) for s in samples]
    assert F.f1_at([s.label for s in samples], scores, choice.norm.threshold) == pytest.approx(1.0)


def test_best_threshold():
    thr, f1 = F.best_threshold([0, 0, 1, 1], [0.1, 0.2, 0.3, 0.4])
    assert 0.2 < thr < 0.3 and f1 == 1.0


def test_halueval_pick_is_dev_only_and_deterministic():
    a = pick("summarization", split="dev", n=3, max_context_chars=2000)
    assert a == pick("summarization", split="dev", n=3, max_context_chars=2000)
    assert all(0 <= i < 5000 for i in a)
    assert all(5000 <= i for i in pick("qa", split="test", n=2))
    exs = examples("qa", a[:1] if False else [0])
    assert [e.label for e in exs] == [0, 1] and exs[0].context == exs[1].context


def test_calibration_roundtrip(cal_files):
    cal = load_calibration(cal_files[0])
    again = Calibration.from_dict(json.loads(json.dumps(cal.to_dict())))
    assert again.to_dict() == cal.to_dict()


def test_evaluate_reports_on_test_records_with_the_frozen_choice(
    cal_files, tiny_model, tiny_tokenizer
):
    from bot.redeep.calibrate import evaluate

    cal = load_calibration(cal_files[0])
    before = cal.to_dict()
    metrics = evaluate(tiny_model, tiny_tokenizer, cal, per_task={"qa": 2}, split="test")
    assert metrics["split"] == "test" and metrics["records"] == {"qa": 2} and metrics["n"] == 4
    assert 0.0 <= metrics["auc_token"] <= 1.0 and "auc_length_qa" in metrics
    assert cal.to_dict() == before  # report only: nothing refitted
