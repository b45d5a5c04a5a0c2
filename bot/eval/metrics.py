"""Binary classification metrics with "hallucinated" (label 1) as the positive class.

Plain Python and numpy so that the values can be checked by hand: precision, recall, F1,
accuracy, balanced accuracy, AUROC (Mann-Whitney with average ranks for ties), the
confusion matrix ``[[tn, fp], [fn, tp]]``, ROC points and a threshold fitted on dev.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

METRIC_KEYS = (
    "n",
    "precision",
    "recall",
    "f1",
    "accuracy",
    "balanced_accuracy",
    "auroc",
    "seconds_per_100",
)


def confusion(labels: Sequence[int], preds: Sequence[int]) -> dict[str, int]:
    if len(labels) != len(preds):
        raise ValueError(f"{len(labels)} labels but {len(preds)} predictions")
    tp = sum(1 for y, p in zip(labels, preds, strict=True) if y == 1 and p == 1)
    fp = sum(1 for y, p in zip(labels, preds, strict=True) if y == 0 and p == 1)
    fn = sum(1 for y, p in zip(labels, preds, strict=True) if y == 1 and p == 0)
    tn = sum(1 for y, p in zip(labels, preds, strict=True) if y == 0 and p == 0)
    return {"tp": tp, "fp": fp, "fn": fn, "tn": tn}


def _ratio(num: float, den: float) -> float:
    return num / den if den else 0.0


def auroc(labels: Sequence[int], scores: Sequence[float]) -> float | None:
    """Probability that a random positive scores above a random negative (ties count half);
    ``None`` when only one class is present."""
    y = np.asarray(labels, dtype=int)
    s = np.asarray(scores, dtype=float)
    n_pos, n_neg = int((y == 1).sum()), int((y == 0).sum())
    if n_pos == 0 or n_neg == 0:
        return None
    order = np.argsort(s, kind="mergesort")
    ranks = np.empty(len(s), dtype=float)
    sorted_s = s[order]
    i = 0
    while i < len(s):  # average ranks over ties
        j = i
        while j + 1 < len(s) and sorted_s[j + 1] == sorted_s[i]:
            j += 1
        ranks[order[i : j + 1]] = (i + j) / 2 + 1
        i = j + 1
    rank_sum = ranks[y == 1].sum()
    return float((rank_sum - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg))


def binary_metrics(
    labels: Sequence[int], preds: Sequence[int], scores: Sequence[float] | None = None
) -> dict:
    """All the report's metrics except timing."""
    c = confusion(labels, preds)
    tp, fp, fn, tn = c["tp"], c["fp"], c["fn"], c["tn"]
    precision = _ratio(tp, tp + fp)
    recall = _ratio(tp, tp + fn)
    specificity = _ratio(tn, tn + fp)
    return {
        "n": len(labels),
        "precision": precision,
        "recall": recall,
        "f1": _ratio(2 * precision * recall, precision + recall),
        "accuracy": _ratio(tp + tn, len(labels)),
        "balanced_accuracy": (recall + specificity) / 2,
        "auroc": auroc(labels, scores) if scores is not None else None,
        "confusion_matrix": [[tn, fp], [fn, tp]],
    }


def roc_points(labels: Sequence[int], scores: Sequence[float]) -> tuple[list[float], list[float]]:
    """(false positive rates, true positive rates) for every distinct threshold, from (0, 0)."""
    y = np.asarray(labels, dtype=int)
    s = np.asarray(scores, dtype=float)
    n_pos, n_neg = max(int((y == 1).sum()), 1), max(int((y == 0).sum()), 1)
    fpr, tpr = [0.0], [0.0]
    for t in np.unique(s)[::-1]:
        pred = s >= t
        tpr.append(float((pred & (y == 1)).sum() / n_pos))
        fpr.append(float((pred & (y == 0)).sum() / n_neg))
    return fpr, tpr


def fit_threshold(
    scores: Sequence[float], labels: Sequence[int], *, objective: str = "balanced_accuracy"
) -> float:
    """The threshold ``t`` (predict hallucinated when ``score >= t``) that maximises
    ``objective`` (``balanced_accuracy`` or ``f1``) on the given (dev) data; it lies halfway
    between two neighbouring scores so that it generalises."""
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels, dtype=int)
    if len(s) == 0:
        raise ValueError("no scores to fit a threshold on")
    order = np.argsort(s, kind="mergesort")
    s_sorted, y_sorted = s[order], y[order]
    uniq = np.unique(s_sorted)
    first = np.searchsorted(s_sorted, uniq, side="left")  # predicted positive: indices >= first
    pos_suffix = np.concatenate([np.cumsum(y_sorted[::-1])[::-1], [0]])
    tp = pos_suffix[first].astype(float)
    fp = (len(s) - first) - tp
    n_pos, n_neg = max(int(y.sum()), 1), max(int((y == 0).sum()), 1)
    if objective == "f1":
        value = 2 * tp / np.maximum(2 * tp + fp + (n_pos - tp), 1e-12)
    else:
        value = (tp / n_pos + (n_neg - fp) / n_neg) / 2
    k = int(np.argmax(value))
    return float(uniq[0]) if k == 0 else float((uniq[k - 1] + uniq[k]) / 2)
