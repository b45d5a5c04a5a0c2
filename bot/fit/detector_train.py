"""Fit the local detector on HaluEval dev (records 0-4999 only) and write
``bot/models/detector_model.json``.

One logistic regression per HaluEval task (``qa``, ``dialogue``, ``summarization``) on the
length, lexical and style features, and a ``general`` model pooled over the three tasks on
the support features only (lexical, plus embedding with ``--embedding``; no length or style,
which are how HaluEval's answers were written rather than whether they are supported). ``general`` is the default in the chatbot,
where the task is unknown. Thresholds are chosen on out-of-fold dev probabilities (5-fold
cross-validation grouped by record), and the cross-validated dev metrics are kept in the file.

    guardbot detector train [--records 2000] [--embedding] [--output bot/models/detector_model.json]
"""

from __future__ import annotations

import hashlib
import json
import sys
import time
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from pathlib import Path

import numpy as np

from bot.detector.features import FEATURE_VERSION, GROUPS, Item, compute_features
from bot.detector.model import DEFAULT_MODEL_PATH, LogisticModel, ModelFile
from bot.eval.datasets import Example, load_halueval
from bot.eval.metrics import binary_metrics, fit_threshold
from bot.settings import get_settings

TASKS = ("qa", "dialogue", "summarization")
# The MiniLM group is opt-in (``--embedding``): on HaluEval dialogue dev it added 0.003 AUROC
# (0.807 -> 0.810, 5-fold CV on 1000 records) at ~20x the cost; summarization documents are
# long enough that embedding them alone would exceed the 5 s / 100 budget.
TASK_GROUPS = {
    "qa": ("length", "lexical", "embedding", "style"),
    "dialogue": ("length", "lexical", "embedding", "style"),
    "summarization": ("length", "lexical", "style"),
}
GENERAL_GROUPS = ("lexical", "embedding")
GENERAL_TASKS = ("qa", "dialogue", "summarization")
Log = Callable[[str], None]


def feature_names(groups: Sequence[str]) -> list[str]:
    return [n for g in groups for n in GROUPS[g]]


def fit_logistic(
    X: np.ndarray, y: np.ndarray, names: list[str], *, C: float = 1.0
) -> LogisticModel:
    from sklearn.linear_model import LogisticRegression

    mean = X.mean(axis=0)
    scale = X.std(axis=0)
    scale[scale < 1e-9] = 1.0
    clf = LogisticRegression(C=C, max_iter=5000)
    clf.fit((X - mean) / scale, y)
    return LogisticModel(
        features=list(names),
        mean=mean.tolist(),
        scale=scale.tolist(),
        coef=clf.coef_[0].tolist(),
        intercept=float(clf.intercept_[0]),
    )


def cross_validated(
    X: np.ndarray,
    y: np.ndarray,
    groups: np.ndarray,
    names: list[str],
    *,
    folds: int = 5,
    C: float = 1.0,
) -> np.ndarray:
    """Out-of-fold P(hallucinated) for every row; folds never split a record's two answers."""
    fold_of = groups % folds
    oof = np.zeros(len(y))
    for k in range(folds):
        test = fold_of == k
        model = fit_logistic(X[~test], y[~test], names, C=C)
        oof[test] = model.predict_proba(X[test])
    return oof


def fit_model(
    X: np.ndarray, y: np.ndarray, groups: np.ndarray, names: list[str], *, C: float = 1.0
) -> LogisticModel:
    oof = cross_validated(X, y, groups, names, C=C)
    threshold = fit_threshold(oof.tolist(), y.tolist())
    model = fit_logistic(X, y, names, C=C)
    model.threshold = threshold
    model.low_threshold = min(threshold, max(0.0, threshold - 0.25))
    cv = binary_metrics(y.tolist(), (oof >= threshold).astype(int).tolist(), oof.tolist())
    model.meta = {
        "n": int(len(y)),
        "cv_dev": {k: v for k, v in cv.items() if k != "confusion_matrix"},
    }
    return model


def task_features(
    task: str, records: int, names: list[str], *, embedder=None
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:  # noqa: ANN001
    """Features, labels and record numbers of the first ``records`` dev records of ``task``,
    cached under ``settings.cache_dir()`` (the key holds the names and the feature version)."""

    key = hashlib.sha1(json.dumps([task, records, names, FEATURE_VERSION]).encode()).hexdigest()[
        :16
    ]
    cache = get_settings().cache_dir() / f"detector-features-{task}-{key}.npz"
    if cache.is_file():
        data = np.load(cache)
        return data["X"], data["y"], data["groups"]
    examples: list[Example] = load_halueval(f"halueval-{task}", "dev", limit=2 * records)
    items = [Item(e.question, e.context, e.answer) for e in examples]
    X = np.vstack(
        [
            compute_features(items[i : i + 64], names, embedder=embedder)
            for i in range(0, len(items), 64)
        ]
    )
    y = np.array([e.label for e in examples])
    groups = np.array([int(e.id.split("-")[1]) for e in examples])
    np.savez(cache, X=X, y=y, groups=groups)
    return X, y, groups


def train(*, records: int = 2000, output: Path = DEFAULT_MODEL_PATH, C: float = 1.0,
          task_groups: dict[str, Sequence[str]] | None = None, general_groups: Sequence[str] = GENERAL_GROUPS,
          general_tasks: Sequence[str] = GENERAL_TASKS, embedding: bool = False, log: Log = print) -> ModelFile:  # fmt: skip
    """Fit every model on the first ``records`` dev records of each task and save the file
    (``embedding=True`` adds the MiniLM support features to the models that list them)."""
    groups_by_task: dict[str, Sequence[str]] = dict(task_groups or TASK_GROUPS)
    if not embedding:
        groups_by_task = {
            t: tuple(g for g in gs if g != "embedding") for t, gs in groups_by_task.items()
        }
        general_groups = tuple(g for g in general_groups if g != "embedding")
    general_names = feature_names(general_groups)
    models: dict[str, LogisticModel] = {}
    pooled: list[tuple[np.ndarray, np.ndarray, np.ndarray]] = []
    for t_index, task in enumerate(TASKS):
        began = time.perf_counter()
        names = feature_names(groups_by_task[task])
        extra = [n for n in general_names if n not in names] if task in general_tasks else []
        X, y, groups = task_features(task, records, names + extra)
        models[task] = fit_model(X[:, : len(names)], y, groups, names, C=C)
        if task in general_tasks:
            cols = [(names + extra).index(n) for n in general_names]
            pooled.append((X[:, cols], y, groups + 100_000 * t_index))
        log(
            f"{task}: n={len(y)} cv dev {_summary(models[task])} ({time.perf_counter() - began:.0f} s)"
        )
    Xg, yg, gg = (np.concatenate(parts) for parts in zip(*pooled, strict=True))
    models["general"] = fit_model(Xg, yg, gg, general_names, C=C)
    models["general"].meta["tasks"] = list(general_tasks)
    log(f"general ({'+'.join(general_tasks)}): n={len(yg)} cv dev {_summary(models['general'])}")
    training = {
        "command": f"guardbot detector train --records {records}"
        + (" --embedding" if embedding else ""),
        "data": f"HaluEval dev, records 0-{records - 1} of each task (two answers per record)",
        "created_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "python": sys.version.split()[0],
        "C": C,
        "feature_version": FEATURE_VERSION,
    }
    file = ModelFile(models=models, default="general", training=training)
    file.save(Path(output))
    return file


def _summary(model: LogisticModel) -> str:
    cv = model.meta["cv_dev"]
    return f"AUROC {cv['auroc']:.3f} F1 {cv['f1']:.3f} bal acc {cv['balanced_accuracy']:.3f}"
