"""Thresholds for the combined critic, chosen on labelled answers: the given hallucinated
answers of a backtest file (label 1) and their supported answers (label 0). Each member's
threshold maximises balanced accuracy (Youden's J) of ``verdict.score >= threshold``.

    guardbot critic calibrate --critics grounding,local --out data/backtest/calibration.json
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from bot.critic.backtest import Case
from bot.critic.base import Critic
from bot.critic.runner import run_check


def labelled(cases: list[Case]) -> list[tuple[Case, str, int]]:
    """(case, answer, 1 = hallucinated) for every given answer and each distinct supported one."""
    out = [(c, c.answer, 1) for c in cases]
    seen: set[str] = set()
    for c in cases:
        if c.supported_answer and c.supported_answer not in seen:
            seen.add(c.supported_answer)
            out.append((c, c.supported_answer, 0))
    return out


def best_threshold(scores: list[float], labels: list[int]) -> dict[str, float]:
    """The threshold with the highest TPR - FPR, and its rates."""
    pos = sum(labels) or 1
    neg = (len(labels) - sum(labels)) or 1
    best = {"threshold": 0.5, "tpr": 0.0, "fpr": 0.0, "j": -1.0}
    for t in sorted(set(scores)):
        tpr = sum(1 for s, y in zip(scores, labels, strict=True) if y and s >= t) / pos
        fpr = sum(1 for s, y in zip(scores, labels, strict=True) if not y and s >= t) / neg
        if tpr - fpr > best["j"]:
            best = {"threshold": float(t), "tpr": tpr, "fpr": fpr, "j": tpr - fpr}
    return best


def calibrate(
    critics: list[Critic], cases: list[Case], *, timeout: float | None = 60.0
) -> dict[str, Any]:
    items = labelled(cases)
    labels = [y for _, _, y in items]
    thresholds = {}
    for critic in critics:
        if hasattr(critic, "warmup"):
            critic.warmup()  # a model loading inside the first timed check would time it out
        scores = []
        for case, answer, _ in items:
            verdict = run_check(
                critic, case.question, case.source_objects(), answer, timeout=timeout
            )
            fallback = 1.0 if verdict.hallucinated else 0.0
            scores.append(float(verdict.score) if verdict.score is not None else fallback)
        thresholds[critic.name] = {
            **best_threshold(scores, labels),
            "n_pos": sum(labels),
            "n_neg": len(labels) - sum(labels),
        }
    return {
        "created_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "note": "in-sample on the backtest file; thresholds on verdict.score",
        "thresholds": thresholds,
    }


def write_calibration(data: dict[str, Any], path: str | Path) -> Path:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=2), encoding="utf-8")
    return path
