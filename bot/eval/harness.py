"""Run a critic over labelled examples and measure it beside the two baselines.

A critic's verdict becomes a score (``verdict.score`` when set, else the highest sentence
score, else its severity: NONE 0, LOW 0.5, HIGH 1) and a label (``severity_level == "HIGH"``).
A critic with ``check_batch(items)`` is called in batches (the local detector embeds a batch
at once); any other critic one example at a time. A model failure (``LLMError``) is recorded
as an error verdict and counted; the run goes on. Anything else is our bug and is raised.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.critic.base import Critic, Verdict
from bot.eval.baselines import FittedBaseline, fit_baselines
from bot.eval.datasets import Example, is_halueval, load_halueval
from bot.eval.metrics import binary_metrics
from bot.llm.base import LLMError
from bot.steps import Source

SEVERITY_SCORE = {"NONE": 0.0, "LOW": 0.5, "HIGH": 1.0}
Progress = Callable[[int], None]


def verdict_score(verdict: Verdict) -> float:
    if verdict.score is not None:
        return float(verdict.score)
    if verdict.sentence_scores:
        return max(float(v) for _, v in verdict.sentence_scores)
    return SEVERITY_SCORE[verdict.severity_level]


def verdict_label(verdict: Verdict) -> int:
    return int(verdict.severity_level == "HIGH")


def example_sources(example: Example) -> list[Source]:
    return [
        Source(
            kind="document", text=example.context, id=example.id or "context", title=example.task
        )
    ]


@dataclass
class CriticRun:
    scores: list[float] = field(default_factory=list)
    preds: list[int] = field(default_factory=list)
    seconds: float = 0.0
    errors: int = 0
    unparseable: int = 0


def _check_one(critic: Critic, example: Example) -> Verdict:
    try:
        return critic.check(example.question, example_sources(example), example.answer)
    except LLMError as exc:  # the model failed: recorded, the run goes on (fail closed)
        return Verdict(
            critic=getattr(critic, "name", "?"), error=str(exc), explicit_severity="HIGH"
        )


def run_critic(
    critic: Critic,
    examples: Sequence[Example],
    *,
    batch_size: int = 32,
    progress: Progress | None = None,
) -> CriticRun:
    """Score every example; ``seconds`` counts only the critic's own time."""
    out = CriticRun()
    batched = hasattr(critic, "check_batch")
    step = batch_size if batched else 1
    for start in range(0, len(examples), step):
        chunk = examples[start : start + step]
        began = time.perf_counter()
        if batched:
            items = [(e.question, example_sources(e), e.answer) for e in chunk]
            verdicts = critic.check_batch(items)  # type: ignore[attr-defined]
        else:
            verdicts = [_check_one(critic, e) for e in chunk]
        out.seconds += time.perf_counter() - began
        for verdict in verdicts:
            out.scores.append(verdict_score(verdict))
            out.preds.append(verdict_label(verdict))
            out.errors += int(verdict.error is not None)
            out.unparseable += int(verdict.unparseable)
        if progress:
            progress(len(chunk))
    return out


def baseline_fitting_data(
    dataset: str, examples: Sequence[Example]
) -> tuple[str, list[Example] | None]:
    """Where the baselines are fitted: the dataset's dev split for HaluEval; for a user's file,
    2-fold cross-fitting on the file itself (``None``)."""
    if is_halueval(dataset):
        return f"{dataset} dev (records 0-4999)", [] if dataset in _FITTED else load_halueval(
            dataset, "dev"
        )
    return (
        "2-fold cross-fitting on the file (alternate pairs of lines: 1-2, 5-6, ... vs 3-4, 7-8, ...)",
        None,
    )


def timed_metrics(
    labels: list[int], preds: list[int], scores: list[float], seconds: float
) -> dict[str, Any]:
    metrics = binary_metrics(labels, preds, scores)
    metrics["seconds_per_100"] = 100 * seconds / max(len(labels), 1)
    return metrics


def evaluate_baseline(
    fitted: FittedBaseline, examples: Sequence[Example]
) -> tuple[dict, list[float]]:
    began = time.perf_counter()
    scores = fitted.scores(examples)
    preds = fitted.predict(scores)
    seconds = time.perf_counter() - began
    metrics = timed_metrics([e.label for e in examples], preds, scores, seconds)
    metrics.update(fitted.to_dict())
    return metrics, scores


_FITTED: dict[
    str, dict[str, FittedBaseline]
] = {}  # HaluEval dataset -> baselines fitted on its dev


def evaluate_baselines(
    dataset: str, examples: Sequence[Example]
) -> tuple[str, dict[str, dict], dict[str, list[float]]]:
    """Metrics and scores of both baselines on ``examples``."""
    fitted_on, dev = baseline_fitting_data(dataset, examples)
    if dev is not None:
        if dataset not in _FITTED:
            _FITTED[dataset] = fit_baselines(dev)
        results = {n: evaluate_baseline(b, examples) for n, b in _FITTED[dataset].items()}
        return (
            fitted_on,
            {n: r[0] for n, r in results.items()},
            {n: r[1] for n, r in results.items()},
        )
    return fitted_on, *_cross_fitted(examples)


def _cross_fitted(examples: Sequence[Example]) -> tuple[dict[str, dict], dict[str, list[float]]]:
    # alternate pairs of lines, so that a file of (faithful, hallucinated) pairs has both classes in each fold
    folds = [[i for i in range(len(examples)) if (i // 2) % 2 == k] for k in (0, 1)]
    metrics: dict[str, dict] = {}
    all_scores: dict[str, list[float]] = {}
    for name in ("length", "lexical"):
        scores, preds = [0.0] * len(examples), [0] * len(examples)
        began = time.perf_counter()
        for fit_idx, apply_idx in (folds, folds[::-1]):
            fitted = fit_baselines([examples[i] for i in fit_idx])[name] if fit_idx else None
            if fitted is None:
                continue
            fold_scores = fitted.scores([examples[i] for i in apply_idx])
            for i, s, p in zip(apply_idx, fold_scores, fitted.predict(fold_scores), strict=True):
                scores[i], preds[i] = s, p
        seconds = time.perf_counter() - began
        metrics[name] = timed_metrics([e.label for e in examples], preds, scores, seconds)
        all_scores[name] = scores
    return metrics, all_scores
