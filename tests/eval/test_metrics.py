"""Metrics against values computed by hand (hallucinated = positive)."""

import pytest

from bot.eval.metrics import auroc, binary_metrics, confusion, fit_threshold, roc_points

LABELS = [1, 1, 0, 0, 1, 0]
PREDS = [1, 0, 0, 1, 1, 0]
SCORES = [0.9, 0.4, 0.1, 0.6, 0.8, 0.4]


def test_confusion_counts():
    assert confusion(LABELS, PREDS) == {"tp": 2, "fp": 1, "fn": 1, "tn": 2}


def test_binary_metrics_by_hand():
    m = binary_metrics(LABELS, PREDS, SCORES)
    assert m["n"] == 6
    assert m["precision"] == pytest.approx(2 / 3)
    assert m["recall"] == pytest.approx(2 / 3)
    assert m["f1"] == pytest.approx(2 / 3)
    assert m["accuracy"] == pytest.approx(4 / 6)
    assert m["balanced_accuracy"] == pytest.approx((2 / 3 + 2 / 3) / 2)
    assert m["confusion_matrix"] == [[2, 1], [1, 2]]
    # positives 0.9, 0.4, 0.8 vs negatives 0.1, 0.6, 0.4: 3 + (1 + 0.5) + 3 = 7.5 of 9 pairs
    assert m["auroc"] == pytest.approx(7.5 / 9)


def test_unbalanced_metrics_by_hand():
    m = binary_metrics([1, 0, 0, 0], [1, 1, 0, 0])
    assert m["precision"] == pytest.approx(0.5)
    assert m["recall"] == pytest.approx(1.0)
    assert m["f1"] == pytest.approx(2 / 3)
    assert m["balanced_accuracy"] == pytest.approx((1.0 + 2 / 3) / 2)
    assert m["auroc"] is None  # no scores given


def test_no_positive_predictions_give_zero_not_an_error():
    m = binary_metrics([1, 0], [0, 0], [0.2, 0.1])
    assert m["precision"] == 0.0 and m["recall"] == 0.0 and m["f1"] == 0.0
    assert m["auroc"] == 1.0


def test_auroc_matches_sklearn_with_ties():
    from sklearn.metrics import roc_auc_score

    labels = [0, 1, 1, 0, 1, 0, 0, 1, 1, 0]
    scores = [0.1, 0.5, 0.5, 0.5, 0.9, 0.2, 0.9, 0.3, 0.7, 0.0]
    assert auroc(labels, scores) == pytest.approx(roc_auc_score(labels, scores))


def test_auroc_of_one_class_is_none():
    assert auroc([1, 1], [0.3, 0.4]) is None


def test_mismatched_lengths_raise():
    with pytest.raises(ValueError):
        confusion([1, 0], [1])


def test_fit_threshold_lies_between_the_classes():
    assert fit_threshold([1, 2, 3, 4], [0, 0, 1, 1]) == pytest.approx(2.5)
    # a higher score means factual here: the best threshold still separates as well as it can
    t = fit_threshold([1, 2, 3, 4, 5], [0, 0, 1, 0, 1], objective="f1")
    assert t == pytest.approx(2.5)


def test_roc_points_run_from_origin_to_corner():
    fpr, tpr = roc_points(LABELS, SCORES)
    assert (fpr[0], tpr[0]) == (0.0, 0.0)
    assert (fpr[-1], tpr[-1]) == (1.0, 1.0)
    assert all(a <= b for a, b in zip(fpr, fpr[1:], strict=False))
