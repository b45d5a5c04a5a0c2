"""Choosing heads, layers, beta and thresholds on calibration samples only.

A sample is one scored example: ECS per candidate head and PKS per later-half layer per token
(and the chunk view). Selection: per-head AUC of (negated) mean ECS and per-layer AUC of mean PKS
against the label rank heads and layers; then a grid over (top N heads, top j layers, beta)
maximises the response-score AUC; min-max extremes come from the same samples' tokens.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import roc_auc_score

from bot.redeep.calibration import LogReg, Norm

BETAS = (0.0, 0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0, 5.0)


@dataclass
class Sample:
    key: str
    task: str
    index: int
    label: int  # 1 = hallucinated
    answer_chars: int
    ecs: np.ndarray  # (n_candidates, R)
    pks: np.ndarray  # (n_layers, R)
    chunk_att: np.ndarray | None = None
    chunk_cos: np.ndarray | None = None
    chunk_pks: np.ndarray | None = None


def auc(labels, scores) -> float:
    labels = np.asarray(labels)
    if len(set(labels.tolist())) < 2:
        return float("nan")
    return float(roc_auc_score(labels, np.asarray(scores, dtype=np.float64)))


def best_threshold(labels, scores) -> tuple[float, float]:
    """The threshold (score > t means hallucinated) with the best F1, and that F1."""
    labels, scores = np.asarray(labels), np.asarray(scores, dtype=np.float64)
    values = np.unique(scores)
    cuts = (
        np.concatenate([[values[0] - 1e-9], (values[:-1] + values[1:]) / 2])
        if len(values)
        else [0.0]
    )
    best = (float(cuts[0]), -1.0)
    for cut in cuts:
        f1 = f1_at(labels, scores, float(cut))
        if f1 > best[1]:
            best = (float(cut), f1)
    return best


def f1_at(labels, scores, threshold: float) -> float:
    labels, pred = np.asarray(labels), np.asarray(scores) > threshold
    tp = float(np.sum(pred & (labels == 1)))
    denom = float(pred.sum() + (labels == 1).sum())
    return 2 * tp / denom if denom else 0.0


def rank_heads(samples: list[Sample]) -> list[tuple[int, float]]:
    labels = [s.label for s in samples]
    n = samples[0].ecs.shape[0]
    aucs = [auc(labels, [-s.ecs[i].mean() for s in samples]) for i in range(n)]
    return sorted(enumerate(aucs), key=lambda t: (-np.nan_to_num(t[1]), t[0]))


def rank_layers(samples: list[Sample]) -> list[tuple[int, float]]:
    labels = [s.label for s in samples]
    n = samples[0].pks.shape[0]
    aucs = [auc(labels, [s.pks[i].mean() for s in samples]) for i in range(n)]
    return sorted(enumerate(aucs), key=lambda t: (-np.nan_to_num(t[1]), t[0]))


def token_ep(s: Sample, heads: list[int], layers: list[int]) -> tuple[np.ndarray, np.ndarray]:
    return s.ecs[heads].sum(axis=0), s.pks[layers].sum(axis=0)


def chunk_ep(s: Sample, heads: list[int], layers: list[int]) -> tuple[np.ndarray, np.ndarray]:
    """Per response chunk: ECS of a head = cosine to the context chunk it attends most."""
    if s.chunk_att is None or s.chunk_cos is None or s.chunk_pks is None:
        raise ValueError("sample has no chunk view")
    n_r = s.chunk_cos.shape[0]
    e = np.zeros(n_r)
    for h in heads:
        best = s.chunk_att[h].argmax(axis=1)
        e += s.chunk_cos[np.arange(n_r), best]
    return e, s.chunk_pks[layers].sum(axis=0)


def fit_norm(
    samples: list[Sample], heads, layers, *, level: str = "token", betas=BETAS
) -> tuple[Norm, float]:
    ep = chunk_ep if level == "chunk" else token_ep
    pairs = [ep(s, heads, layers) for s in samples]
    e_all = np.concatenate([e for e, _ in pairs])
    p_all = np.concatenate([p for _, p in pairs])
    norm = Norm(
        float(e_all.min()), float(e_all.max()), float(p_all.min()), float(p_all.max()), 0.0, 0.0
    )
    e_mean = np.array([norm.e_norm(e).mean() for e, _ in pairs])
    p_mean = np.array([norm.p_norm(p).mean() for _, p in pairs])
    labels = [s.label for s in samples]
    best_beta, best_auc = betas[0], -1.0
    for beta in betas:
        value = auc(labels, p_mean - beta * e_mean)
        if value > best_auc + 1e-12:
            best_beta, best_auc = beta, value
    norm.beta = float(best_beta)
    norm.threshold, _ = best_threshold(labels, p_mean - best_beta * e_mean)
    return norm, best_auc


def response_score(s: Sample, norm: Norm, heads, layers, *, level: str = "token") -> float:
    e, p = (chunk_ep if level == "chunk" else token_ep)(s, heads, layers)
    return float(norm.score(e, p).mean())


@dataclass
class Choice:
    heads: list[int]  # indices into the candidate list
    layers: list[int]  # indices into the layer list
    norm: Norm
    auc: float


def search(samples: list[Sample], *, max_heads: int = 11, max_layers: int = 8) -> Choice:
    head_rank = [i for i, _ in rank_heads(samples)]
    layer_rank = [i for i, _ in rank_layers(samples)]
    best: Choice | None = None
    for n in range(1, min(max_heads, len(head_rank)) + 1):
        for j in range(1, min(max_layers, len(layer_rank)) + 1):
            heads, layers = head_rank[:n], layer_rank[:j]
            norm, value = fit_norm(samples, heads, layers)
            if best is None or value > best.auc + 1e-9:
                best = Choice(heads, layers, norm, value)
    assert best is not None
    return best


def logreg_features(s: Sample, norm: Norm, heads, layers, names: list[str]) -> dict[str, float]:
    e, p = token_ep(s, heads, layers)
    out = {"E": float(norm.e_norm(e).mean()), "P": float(norm.p_norm(p).mean())}
    for name, h in zip(names[2 : 2 + len(heads)], heads, strict=True):
        out[name] = float(s.ecs[h].mean())
    for name, lay in zip(names[2 + len(heads) :], layers, strict=True):
        out[name] = float(s.pks[lay].mean())
    return out


def fit_logreg(samples: list[Sample], norm: Norm, heads, layers, names: list[str]) -> LogReg:
    rows = [logreg_features(s, norm, heads, layers, names) for s in samples]
    x = np.array([[r[n] for n in names] for r in rows])
    mean, scale = x.mean(axis=0), np.maximum(x.std(axis=0), 1e-9)
    labels = np.array([s.label for s in samples])
    clf = LogisticRegression(C=1.0, max_iter=2000).fit((x - mean) / scale, labels)
    model = LogReg(
        names, mean.tolist(), scale.tolist(), clf.coef_[0].tolist(), float(clf.intercept_[0])
    )
    probs = [model.probability(r) for r in rows]
    model.threshold, _ = best_threshold(labels, probs)
    return model
