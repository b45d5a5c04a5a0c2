"""Thresholds for a deployment, chosen on labelled answers: either a backtest file (its given
hallucinated answers are label 1, its supported answers label 0) or any labelled JSONL file
(``question``, ``answer``, ``label`` with 1 = hallucinated, and ``sources`` as a list of strings
or of ``{"kind", "text", "title"}`` objects, or one ``context`` string), e.g. the support
queue's resolved escalations (``guardbot escalations export``). Each critic's threshold maximises
balanced accuracy (Youden's J) of ``verdict.score >= threshold``, or, with ``max_fpr``, is the
lowest threshold whose false-alarm rate on label-0 answers stays within it.

    guardbot critic calibrate --critics support --file labelled.jsonl --max-fpr 0.05
    guardbot critic calibrate --critics grounding,local --out bot/models/critic_calibration.json
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from bot.critic.backtest import BacktestInputError, Case
from bot.critic.base import Critic
from bot.critic.runner import run_check
from bot.steps import Source


def labelled(cases: list[Case]) -> list[tuple[Case, str, int]]:
    """(case, answer, 1 = hallucinated) for every given answer and each distinct supported one."""
    out = [(c, c.answer, 1) for c in cases]
    seen: set[str] = set()
    for c in cases:
        if c.supported_answer and c.supported_answer not in seen:
            seen.add(c.supported_answer)
            out.append((c, c.supported_answer, 0))
    return out


def best_threshold(
    scores: list[float], labels: list[int], *, max_fpr: float | None = None
) -> dict[str, float]:
    """The threshold with the highest TPR - FPR (or, with ``max_fpr``, the lowest one whose
    FPR is within it), and its rates."""
    pos = sum(labels) or 1
    neg = (len(labels) - sum(labels)) or 1
    best = {"threshold": 0.5, "tpr": 0.0, "fpr": 0.0, "j": -1.0}
    for t in sorted(set(scores)):
        tpr = sum(1 for s, y in zip(scores, labels, strict=True) if y and s >= t) / pos
        fpr = sum(1 for s, y in zip(scores, labels, strict=True) if not y and s >= t) / neg
        if max_fpr is not None:
            if fpr <= max_fpr:
                return {"threshold": float(t), "tpr": tpr, "fpr": fpr, "j": tpr - fpr}
            continue
        if tpr - fpr > best["j"]:
            best = {"threshold": float(t), "tpr": tpr, "fpr": fpr, "j": tpr - fpr}
    if max_fpr is not None:  # nothing within it: flag nothing that scored
        best = {
            "threshold": float(max(scores, default=0.5)) + 1e-6,
            "tpr": 0.0,
            "fpr": 0.0,
            "j": 0.0,
        }
    return best


Item = tuple[str, list[Source], str, int]  # question, sources, answer, 1 = hallucinated


def load_labelled(path: str | Path) -> list[Item]:
    """A labelled JSONL file; a bad line is a clear error naming the file and line."""

    items: list[Item] = []
    for lineno, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
            label = int(row["label"])
            if label not in (0, 1):
                raise ValueError("label must be 0 or 1")
            items.append((str(row.get("question", "")), _sources(row), str(row["answer"]), label))
        except (ValueError, KeyError, TypeError) as exc:
            raise BacktestInputError(f"{path}:{lineno}: {type(exc).__name__}: {exc}") from None
    if not items:
        raise BacktestInputError(f"{path}: no labelled answers")
    return items


def _sources(row: dict[str, Any]) -> list[Source]:
    raw = row.get("sources")
    if raw is None:
        return [Source(kind="document", text=str(row["context"]))]
    return [
        Source.from_dict(s) if isinstance(s, dict) else Source(kind="document", text=str(s))
        for s in raw
    ]


def is_labelled_file(path: str | Path) -> bool:
    """True when the file's first row has a ``label`` (a backtest file has none)."""
    with Path(path).open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                try:
                    return "label" in json.loads(line)
                except ValueError:
                    return False
    return False


def calibrate(
    critics: list[Critic],
    cases: list[Case] | None = None,
    *,
    items: list[Item] | None = None,
    max_fpr: float | None = None,
    timeout: float | None = 60.0,
) -> dict[str, Any]:
    if items is None:
        items = [(c.question, c.source_objects(), a, y) for c, a, y in labelled(cases or [])]
    labels = [y for *_, y in items]
    thresholds = {}
    for critic in critics:
        if hasattr(critic, "warmup"):
            critic.warmup()  # a model loading inside the first timed check would time it out
        scores = []
        for question, sources, answer, _ in items:
            verdict = run_check(critic, question, sources, answer, timeout=timeout)
            fallback = 1.0 if verdict.hallucinated else 0.0
            scores.append(float(verdict.score) if verdict.score is not None else fallback)
        thresholds[critic.name] = {
            **best_threshold(scores, labels, max_fpr=max_fpr),
            "n_pos": sum(labels),
            "n_neg": len(labels) - sum(labels),
        }
    rule = f"lowest threshold with FPR <= {max_fpr}" if max_fpr is not None else "Youden's J"
    return {
        "created_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "note": f"in-sample on the calibration file ({rule}); thresholds on verdict.score",
        "thresholds": thresholds,
    }


def write_calibration(data: dict[str, Any], path: str | Path) -> Path:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=2), encoding="utf-8")
    return path
