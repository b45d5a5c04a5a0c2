"""Fit the support model and write ``bot/models/support_model.json``.

    guardbot critic train-support [--output bot/models/support_model.json] [--pairs FILE.jsonl]

One logistic regression over the claim features of ``support_features`` on the pairs of
``support_data`` (HaluEval dev, help-centre perturbations, canary labels, the written claims of
``data/train/entail_written``), each family weighing the same: HaluEval's 11,800 pairs had
made the model read claims the way HaluEval writes them (trained on them alone, it reached
claim AUROC 0.58/0.53/0.70 on the written records/policies/stdlib claims; with the written
claims of the other two sets, family-weighted, 0.64/0.70/0.83). The decision
threshold is chosen on out-of-fold probabilities over that whole mix (5 folds, grouped by
evidence so that a document's claims never straddle train and test): the lowest threshold
whose false-alarm rate on supported claims is at most ``target_fpr``. Deterministic: same code,
same installed data -> the same bytes.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

from bot.critic.support_features import (
    MODEL_FEATURES,
    MODEL_PATH,
    Evidence,
    strip_boilerplate,
    vector,
)
from bot.detector.model import LogisticModel
from bot.eval.metrics import auroc
from bot.fit.support_data import Pair, build_pairs, write_pairs

TARGET_FPR = 0.03  # per claim, family-averaged; answers carry several claims
Log = Callable[[str], None]


def featurise(pairs: list[Pair]) -> np.ndarray:
    cache: dict[tuple, Evidence] = {}
    rows = []
    for p in pairs:
        key = (p.question, p.units)
        if key not in cache:
            cache = {key: Evidence(list(p.units), p.question)}  # pairs come grouped by evidence
        claim = cache[key].claim(p.claim, text=strip_boilerplate(p.claim) or p.claim)
        rows.append(vector(claim, MODEL_FEATURES))
    return np.array(rows)


def family_weights(origins: list[str]) -> np.ndarray:
    """A weight per pair such that each family (origin before its first "-") weighs the same."""
    family = np.array([o.split("-")[0] for o in origins])
    names = sorted(set(family))
    return np.array([len(family) / (len(names) * (family == f).sum()) for f in family])


def fit(
    X: np.ndarray,
    y: np.ndarray,
    *,
    C: float = 1.0,
    weight: np.ndarray | None = None,
    features: tuple[str, ...] = MODEL_FEATURES,
) -> LogisticModel:
    from sklearn.linear_model import LogisticRegression

    mean = X.mean(axis=0)
    scale = X.std(axis=0)
    scale[scale < 1e-9] = 1.0
    clf = LogisticRegression(C=C, max_iter=5000, class_weight="balanced")
    clf.fit((X - mean) / scale, y, sample_weight=weight)
    return LogisticModel(
        features=list(features),
        mean=[round(float(v), 6) for v in mean],
        scale=[round(float(v), 6) for v in scale],
        coef=[round(float(v), 6) for v in clf.coef_[0]],
        intercept=round(float(clf.intercept_[0]), 6),
    )


def groups_of(pairs: list[Pair]) -> np.ndarray:
    """One group id per evidence (document), stable across runs."""
    ids: dict[tuple, int] = {}
    return np.array([ids.setdefault((p.question, p.units[:3]), len(ids)) for p in pairs])


def out_of_fold(
    X: np.ndarray,
    y: np.ndarray,
    groups: np.ndarray,
    *,
    folds: int = 5,
    weight: np.ndarray | None = None,
) -> np.ndarray:
    oof = np.zeros(len(y))
    fold = groups % folds
    for k in range(folds):
        w = None if weight is None else weight[fold != k]
        model = fit(X[fold != k], y[fold != k], weight=w)
        oof[fold == k] = model.predict_proba(X[fold == k])
    return oof


def threshold_for(
    scores: np.ndarray, labels: np.ndarray, origins: list[str], *, target_fpr: float
) -> float:
    """The lowest threshold whose false-alarm rate on supported claims, averaged over the mix's
    families (HaluEval, help centre, canary, written: each weighs the same, however many pairs
    it has), is at most ``target_fpr``."""
    family = np.array([o.split("-")[0] for o in origins])
    negatives = labels == 0
    fams = [f for f in sorted(set(family)) if (negatives & (family == f)).any()]
    for t in np.unique(scores[negatives]):
        cut = t + 1e-6
        mean_fpr = np.mean([(scores[negatives & (family == f)] >= cut).mean() for f in fams])
        if mean_fpr <= target_fpr:
            return float(round(cut, 6))
    return 1.0


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 4)


def report(
    scores: np.ndarray, labels: np.ndarray, origins: list[str], threshold: float
) -> dict[str, Any]:

    out: dict[str, Any] = {"all": {"auroc": _round(auroc(labels.tolist(), scores.tolist()))}}
    for origin in sorted(set(o.split("-")[0] for o in origins)):
        mask = np.array([o.startswith(origin) for o in origins])
        y, s = labels[mask], scores[mask]
        row: dict[str, Any] = {"n": int(mask.sum())}
        if 0 < y.sum() < len(y):
            row["auroc"] = _round(auroc(y.tolist(), s.tolist()))
        row["flagged_supported"] = (
            round(float((s[y == 0] >= threshold).mean()), 4) if (y == 0).any() else None
        )
        row["caught_unsupported"] = (
            round(float((s[y == 1] >= threshold).mean()), 4) if (y == 1).any() else None
        )
        out[origin] = row
    return out


def write_model(model: LogisticModel, path: Path) -> Path:
    """The support model file that ``support_features.load_model`` reads."""
    path.write_text(json.dumps({"format": 1, "model": model.to_dict()}, indent=1) + "\n")
    return path


def train(
    *, output: Path = MODEL_PATH, pairs_path: Path | None = None, seed: int = 15,
    target_fpr: float = TARGET_FPR, log: Log = print,
) -> dict[str, Any]:  # fmt: skip
    pairs = build_pairs(seed=seed)
    log(f"{len(pairs)} pairs: {dict(sorted(Counter(p.origin for p in pairs).items()))}")
    if pairs_path:
        write_pairs(pairs, pairs_path)
    X = featurise(pairs)
    y = np.array([p.label for p in pairs])
    origins = [p.origin for p in pairs]
    weight = family_weights(origins)
    oof = out_of_fold(X, y, groups_of(pairs), weight=weight)
    threshold = threshold_for(oof, y, origins, target_fpr=target_fpr)
    low = threshold_for(oof, y, origins, target_fpr=target_fpr * 3)
    model = fit(X, y, weight=weight)
    model.threshold, model.low_threshold = threshold, min(low, threshold)
    digest = hashlib.sha256(
        "".join(f"{p.label}\t{p.claim}\t{p.question}\n" for p in pairs).encode()
    ).hexdigest()[:16]
    model.meta = {
        "trained_on": dict(sorted(Counter(p.origin for p in pairs).items())),
        "pairs_sha256_16": digest,
        "seed": seed,
        "target_fpr_per_claim": target_fpr,
        "out_of_fold": report(oof, y, [p.origin for p in pairs], threshold),
        "command": "guardbot critic train-support",
    }
    write_model(model, output)
    log(json.dumps(model.meta["out_of_fold"], indent=1))
    log(f"threshold {threshold:.4f} (low {model.low_threshold:.4f}) -> {output}")
    return model.meta
