"""The combined critic (thresholds, who flagged what, failing members) and the registry."""

from __future__ import annotations

import json

import pytest

from bot.critic.base import ProblemSentence, Verdict
from bot.critic.binary import BinaryCritic
from bot.critic.combined import CombinedCritic, load_calibration
from bot.critic.grounding import GroundingCritic
from bot.critic.llm import LLMCritic
from bot.critic.registry import CriticUnavailable, get_critic
from bot.llm.scripted import ScriptedModel
from tests.critic.helpers import SOURCES, QueuedCritic


def _member(name, verdict):
    critic = QueuedCritic([verdict])
    critic.name = name
    return critic


def _v(name, severity, score, sentence="We text you."):
    problems = (
        [ProblemSentence(sentence, f"{name} says no", severity)] if severity != "NONE" else []
    )
    return Verdict(
        critic=name,
        problematic_sentences=problems,
        score=score,
        sentence_scores=[(sentence, score)],
    )


def test_verdict_says_which_critic_flagged_which_sentence():
    combined = CombinedCritic(
        [_member("a", _v("a", "HIGH", 0.9)), _member("b", _v("b", "LOW", 0.4, "Other."))]
    )
    verdict = combined.check("q", SOURCES, "We text you. Other.")
    assert verdict.severity_level == "HIGH"
    assert verdict.to_dict()["flagged_by"] == ["a", "b"]
    assert "a: HIGH" in verdict.general_thoughts and "b: LOW" in verdict.general_thoughts


def test_calibrated_thresholds_decide_high():
    below = CombinedCritic([_member("a", _v("a", "HIGH", 0.5))], thresholds={"a": 0.7}).check(
        "q", SOURCES, "x"
    )
    assert below.severity_level == "LOW"
    above = CombinedCritic([_member("a", _v("a", "NONE", 0.8))], thresholds={"a": 0.7}).check(
        "q", SOURCES, "x"
    )
    assert above.severity_level == "HIGH" and "threshold" in above.problematic_sentences[0].reason


def test_one_failing_member_is_noted_all_failing_is_an_error():
    partial = CombinedCritic(
        [_member("a", RuntimeError("down")), _member("b", _v("b", "NONE", 0.1))]
    )
    verdict = partial.check("q", SOURCES, "x")
    assert verdict.error is None and "down" in verdict.general_thoughts
    broken = CombinedCritic(
        [_member("a", RuntimeError("down")), _member("b", Verdict(critic="b", unparseable=True))]
    )
    assert "every member" in broken.check("q", SOURCES, "x").error


def test_calibration_file_is_read(tmp_path):
    path = tmp_path / "cal.json"
    path.write_text(json.dumps({"thresholds": {"grounding": {"threshold": 0.6}, "llm": 0.5}}))
    assert load_calibration(path) == {"grounding": 0.6, "llm": 0.5}
    assert load_calibration(tmp_path / "missing.json") == {}


def test_registry_builds_each_critic_by_name(data_dir):
    model = ScriptedModel(default="factual")
    assert isinstance(get_critic("grounding"), GroundingCritic)
    assert isinstance(get_critic("llm", model=model), LLMCritic)
    assert isinstance(get_critic("binary", model=model), BinaryCritic)
    combined = get_critic("combined:grounding,binary", model=model)
    assert [m.name for m in combined.members] == ["grounding", "binary"]
    assert [m.name for m in get_critic("combined", model=model).members] == ["grounding", "local"]


def test_registry_errors_are_clear(data_dir):
    with pytest.raises(CriticUnavailable, match="unknown critic"):
        get_critic("psychic")
    with pytest.raises(CriticUnavailable, match="combined"):
        get_critic("combined:combined")


def test_registry_uses_settings_default(data_dir, monkeypatch):
    from bot.settings import reset_settings

    monkeypatch.setenv("GUARDBOT_CRITIC", "grounding")
    reset_settings()
    assert get_critic().name == "grounding"


def test_local_is_the_fitted_detector(data_dir):
    critic = get_critic("local")
    assert critic.name == "local"
    verdict = critic.check("q", SOURCES, "We email you a 6-digit code.")
    assert verdict.critic == "local" and verdict.score is not None


def test_local_falls_back_to_grounding_only_when_the_model_file_is_missing(
    data_dir, monkeypatch, tmp_path
):
    import bot.detector.model as detector_model

    monkeypatch.setattr(detector_model, "DEFAULT_MODEL_PATH", tmp_path / "missing.json")
    assert isinstance(get_critic("local"), GroundingCritic)
    broken = tmp_path / "broken.json"
    broken.write_text("{not json")
    monkeypatch.setattr(detector_model, "DEFAULT_MODEL_PATH", broken)
    with pytest.raises(CriticUnavailable, match="cannot be loaded"):
        get_critic("local")


def test_redeep_is_reachable_by_name_or_fails_clearly(data_dir):
    try:
        critic = get_critic("redeep")
    except CriticUnavailable as exc:
        assert "redeep" in str(exc)
    else:
        assert hasattr(critic, "check")


def test_calibration_picks_the_threshold_that_separates_the_labels(tmp_path):
    from bot.critic.backtest import Case
    from bot.critic.calibrate import best_threshold, calibrate, write_calibration

    best = best_threshold([0.9, 0.8, 0.3, 0.2, 0.85], [1, 1, 0, 0, 0])
    assert best["threshold"] == 0.8 and best["tpr"] == 1.0 and abs(best["fpr"] - 1 / 3) < 1e-9
    cases = [
        Case(id="a", question="q", sources=["s"], answer="bad", supported_answer="good"),
        Case(id="b", question="q", sources=["s"], answer="worse", supported_answer="fine"),
    ]
    scores = {"bad": 0.9, "worse": 0.7, "good": 0.1, "fine": 0.4}

    class Scorer:
        name = "scorer"

        def check(self, question, sources, answer):
            return Verdict(critic="scorer", score=scores[answer])

    data = calibrate([Scorer()], cases)
    assert data["thresholds"]["scorer"]["threshold"] == 0.7
    assert data["thresholds"]["scorer"]["n_pos"] == 2 and data["thresholds"]["scorer"]["n_neg"] == 2
    path = write_calibration(data, tmp_path / "cal.json")
    assert load_calibration(path) == {"scorer": 0.7}
