"""The two baselines every report shows beside a critic.

- ``length``: a threshold on the answer's length in words (in HaluEval QA the right answers
  are ~2 words and the hallucinated ones ~11, so length alone gets F1 ~0.94 there);
- ``lexical``: a threshold on the share of the answer's content words that appear neither in
  the context nor in the question.

Each is fitted on dev data only: the direction (does a higher score mean hallucinated?) by
dev AUROC, the threshold by dev balanced accuracy.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from bot.eval.datasets import Example
from bot.eval.metrics import auroc, fit_threshold
from bot.text import unsupported_fraction, words


def length_score(example: Example) -> float:
    return float(len(words(example.answer)))


def lexical_score(example: Example) -> float:
    return unsupported_fraction(example.answer, example.context, example.question)


SCORERS: dict[str, Callable[[Example], float]] = {"length": length_score, "lexical": lexical_score}


@dataclass
class FittedBaseline:
    name: str
    sign: float  # +1: a higher raw score means hallucinated; -1: a lower one does
    threshold: float  # on sign * raw score

    def scores(self, examples: Sequence[Example]) -> list[float]:
        scorer = SCORERS[self.name]
        return [self.sign * scorer(e) for e in examples]

    def predict(self, scores: Sequence[float]) -> list[int]:
        return [int(s >= self.threshold) for s in scores]

    def to_dict(self) -> dict:
        return {"name": self.name, "sign": self.sign, "threshold": self.threshold}


def fit_baseline(name: str, dev: Sequence[Example]) -> FittedBaseline:
    if name not in SCORERS:
        raise ValueError(f"unknown baseline {name!r}")
    labels = [e.label for e in dev]
    raw = [SCORERS[name](e) for e in dev]
    area = auroc(labels, raw)
    sign = -1.0 if area is not None and area < 0.5 else 1.0
    threshold = fit_threshold([sign * r for r in raw], labels)
    return FittedBaseline(name, sign, threshold)


def fit_baselines(dev: Sequence[Example]) -> dict[str, FittedBaseline]:
    return {name: fit_baseline(name, dev) for name in SCORERS}
