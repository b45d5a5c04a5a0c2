"""The detector's JSON model file: the same probabilities as scikit-learn, a round trip, clear
errors, and the shipped file with its training record."""

import json

import numpy as np
import pytest

from bot.detector.model import DEFAULT_MODEL_PATH, LogisticModel, ModelFile, ModelFileError
from bot.fit.detector_train import cross_validated, fit_logistic, fit_model


def _data(seed=0, n=200):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, 3)) * [1.0, 10.0, 0.1] + [0.0, 5.0, 1.0]
    y = (X[:, 0] + 0.1 * X[:, 1] + rng.normal(scale=0.5, size=n) > 0.5).astype(int)
    return X, y


def test_probabilities_match_scikit_learn():
    from sklearn.linear_model import LogisticRegression
    from sklearn.preprocessing import StandardScaler

    X, y = _data()
    model = fit_logistic(X, y, ["a", "b", "c"])
    scaler = StandardScaler().fit(X)
    ref = LogisticRegression(max_iter=5000).fit(scaler.transform(X), y)
    assert np.allclose(
        model.predict_proba(X), ref.predict_proba(scaler.transform(X))[:, 1], atol=1e-4
    )


def test_fit_model_keeps_cross_validated_dev_metrics_and_a_threshold():
    X, y = _data(1)
    groups = np.arange(len(y)) // 2
    model = fit_model(X, y, groups, ["a", "b", "c"])
    cv = model.meta["cv_dev"]
    assert 0.8 < cv["auroc"] <= 1.0 and cv["n"] == len(y)
    assert 0.0 < model.threshold < 1.0 and model.low_threshold <= model.threshold
    oof = cross_validated(X, y, groups, ["a", "b", "c"])
    assert oof.shape == (len(y),) and ((oof > 0) & (oof < 1)).all()


def test_round_trip(tmp_path):
    X, y = _data(2)
    file = ModelFile(
        models={"general": fit_logistic(X, y, ["a", "b", "c"])}, training={"command": "x"}
    )
    path = tmp_path / "m.json"
    file.save(path)
    loaded = ModelFile.load(path)
    assert np.allclose(loaded.get("general").predict_proba(X), file.get("general").predict_proba(X))
    assert loaded.get("unknown-task") is loaded.models["general"]  # falls back to the default


def test_errors_say_how_to_fix(tmp_path):
    with pytest.raises(ModelFileError, match="guardbot detector train"):
        ModelFile.load(tmp_path / "missing.json")
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    with pytest.raises(ModelFileError, match="unreadable"):
        ModelFile.load(bad)
    with pytest.raises(ModelFileError, match="inconsistent"):
        LogisticModel.from_dict(
            {"features": ["a"], "mean": [0, 1], "scale": [1], "coef": [1], "intercept": 0}
        )


def test_shipped_model_file():
    data = json.loads(DEFAULT_MODEL_PATH.read_text())
    assert data["training"]["command"].startswith("guardbot detector train")
    file = ModelFile.load()
    assert {"qa", "dialogue", "summarization", "general"} <= set(file.models)
    assert file.default == "general"
    general = file.models["general"]
    # the chatbot's model rests on support, not on how HaluEval's answers were written
    assert not {"ans_words_log", "discourse", "first_person"} & set(general.features)
    for model in file.models.values():
        assert model.meta["cv_dev"]["auroc"] > 0.75
