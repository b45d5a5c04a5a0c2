"""Which passage of the retrieved documents answers the question: a learned ranker.

Every quotable unit (a sentence with the sentences a quote of it would take, a list item, a
table row) gets a few features that say nothing about any one deployment: how close its
embedding is to the question (and to the question's asking sentences), how many of the
question's rare words it holds, whether it adds words of its own rather than repeating the
question, whether it gives what the question's kind asks for (a figure for "how long", a
command, setting or option for "how do I" and "which setting"), how well its document was
retrieved, and its length. A logistic regression over them (``quote_ranker.json`` here,
fitted by ``fit.py`` here on labelled questions of dev deployments) gives
P(this unit carries the answer). The best unit is quoted when that probability reaches the
model's threshold; below it the reply says the documents do not answer.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np

MODEL = Path(__file__).resolve().parent / "quote_ranker.json"  # written by fit.py

# a question asking how to do something, or which setting, command or option does it
_HOW = re.compile(
    r"\b(how (do|can|would|should|could|to)\b|is there (a|any|some) (way|setting|option|"
    r"command|flag|switch|config)|(can|could) (i|we|you)\b|which (setting|option|command|"
    r"parameter|flag|directive|mode|file|key|variable)|what (setting|option|command|parameter|"
    r"flag|directive|mode|do (i|we)|should (i|we)|is the (setting|option|command|flag))|"
    r"way to|need to (set|add|put|change|run)|what am i doing wrong|stop\b|make (it|sure))",
    re.IGNORECASE,
)
# a command, option, setting or file name: what a how-to answer names
_CODE = re.compile(
    r"(?<![\w-])--?[a-z][\w-]+|\b[a-z][a-z0-9]*_[a-z0-9_]+\b|\b[A-Z]{2,}(?:[ _][A-Z]{2,})*\b|"
    r"\b[a-z]+[A-Z][A-Za-z]+\b|\b[A-Z][a-z]+[A-Z]\w+\b|\b[\w.-]+\.(?:conf|ya?ml|json|toml|ini|"
    r"html?|py|sh|txt|env|js|ts|cfg)\b|(?:~|\.)?/[\w.-]+(?:/[\w.-]+)+|\b\w+=\S+"
)
_YESNO = re.compile(
    r"^\s*(is|are|does|do|can|could|will|would|should|did|has|have)\b", re.IGNORECASE
)
_NEGATION = re.compile(r"\b(not|no|never|cannot|can't|don't|doesn't|won't|only)\b", re.I)

FEATURES = (
    "similarity",
    "similarity_asking",
    "similarity_rank",
    "lexical",
    "key_word",
    "new_words",
    "figure_asked",
    "code_asked",
    "code",
    "code_new",
    "negation_yesno",
    "source_rank",
    "source_score",
    "words",
    "heading_similarity",
)


@dataclass(frozen=True)
class Ranker:
    """The fitted logistic regression and its threshold."""

    weights: dict[str, float]
    bias: float
    mean: dict[str, float]
    scale: dict[str, float]
    threshold: float

    def probability(self, features: dict[str, float]) -> float:
        z = self.bias + sum(
            self.weights[f] * (features[f] - self.mean[f]) / (self.scale[f] or 1.0)
            for f in FEATURES
        )
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))

    def to_dict(self) -> dict[str, Any]:
        return {
            "features": list(FEATURES),
            "weights": self.weights,
            "bias": self.bias,
            "mean": self.mean,
            "scale": self.scale,
            "threshold": self.threshold,
        }


@lru_cache(maxsize=1)
def get_ranker(path: str = str(MODEL)) -> Ranker | None:
    """The shipped ranker, or None when its file is missing (the hand-set score is used)."""
    try:
        data = json.loads(Path(path).read_text())
    except (OSError, ValueError):
        return None
    return Ranker(
        weights={f: float(data["weights"][f]) for f in FEATURES},
        bias=float(data["bias"]),
        mean={f: float(data["mean"][f]) for f in FEATURES},
        scale={f: float(data["scale"][f]) for f in FEATURES},
        threshold=float(data["threshold"]),
    )


def code_terms(text: str) -> set[str]:
    """The commands, options, settings and file names a text names."""
    return {m.group(0).lower().strip(".") for m in _CODE.finditer(text)}


def asks_how(question: str) -> bool:
    """Does the question ask how to do something, or which setting or command does it?"""
    return _HOW.search(question) is not None


def features(
    question: str,
    units: list[Any],
    quotes: list[str],
    *,
    embed: Any,
    asking: str | None,
    lexical: list[float],
    key: set[str],
    content_words: Any,
    wants_figure: bool,
    source_scores: list[float],
) -> list[dict[str, float]]:
    """The features of each unit (``quotes``: the text a quote of it would show)."""
    if not units:
        return []
    texts = [f"{u.heading}: {q}" if u.heading else q for u, q in zip(units, quotes, strict=True)]
    headings = [u.heading or "" for u in units]
    asks = [question] + ([asking] if asking else [])
    vectors = np.asarray(embed([*asks, *texts, *headings]))
    n_ask, n = len(asks), len(units)
    unit_vectors = vectors[n_ask : n_ask + n]
    heading_vectors = vectors[n_ask + n :]
    similarity = unit_vectors @ vectors[0]
    similarity_asking = unit_vectors @ vectors[1] if asking else similarity
    heading_similarity = heading_vectors @ vectors[0]
    order = np.argsort(-np.maximum(similarity, similarity_asking))
    rank = np.empty(n)
    rank[order] = np.arange(n)
    asked_words = content_words(question)
    asked_code = code_terms(question)
    how = asks_how(asking or question) or asks_how(question)
    yesno = _YESNO.match(asking or question) is not None
    ranked_sources = sorted(set(u.source for u in units))
    out = []
    for i, (unit, quote) in enumerate(zip(units, quotes, strict=True)):
        words = content_words(quote)
        terms = code_terms(quote)
        new_terms = terms - asked_code
        out.append(
            {
                "similarity": float(similarity[i]),
                "similarity_asking": float(max(similarity[i], similarity_asking[i])),
                "similarity_rank": math.log1p(float(rank[i])),
                "lexical": float(lexical[i]),
                "key_word": float(bool(words & key) or not key),
                "new_words": len(words - asked_words) / max(1, len(words)),
                "figure_asked": float(wants_figure and bool(re.search(r"\d", quote))),
                "code_asked": float(how and bool(new_terms)),
                "code": float(bool(terms)),
                "code_new": math.log1p(len(new_terms)),
                "negation_yesno": float(yesno and _NEGATION.search(quote) is not None),
                "source_rank": math.log1p(ranked_sources.index(unit.source)),
                "source_score": float(source_scores[unit.source])
                if unit.source < len(source_scores)
                else 0.0,
                "words": math.log1p(len(quote.split())),
                "heading_similarity": float(heading_similarity[i]) if unit.heading else 0.0,
            }
        )
    return out


def candidates(question: str, sources: list[Any], *, embed: Any) -> tuple[list, list, list]:
    """Every unit of the sources, the ones a quote may start at, and those units' features
    (the units and their quotes as ``bot.agent.quote`` makes them)."""
    from bot.agent import quote

    units = quote.units_of(sources)
    starts = [u for u, _ in quote.select(question, units, embed=embed, k=len(units))]
    if not starts:
        return units, [], []
    asking = quote.focus(question)
    lexical = [
        max(a, b)
        for a, b in zip(
            _lexical(question, starts, quote),
            _lexical(asking or question, starts, quote),
            strict=True,
        )
    ]
    feats = features(
        question,
        starts,
        [quote._with_neighbours(u, units, set()) for u in starts],
        embed=embed,
        asking=asking,
        lexical=lexical,
        key=quote.key_words(asking or question, units),
        content_words=quote._content_words,
        wants_figure=quote.asks_for_figure(question),
        source_scores=[float((s.meta or {}).get("score") or 0.0) for s in sources],
    )
    return units, starts, feats


def _lexical(question: str, units: list[Any], quote: Any) -> list[float]:
    """The IDF-weighted share of the question's content words each unit (with its heading)
    holds, as in ``bot.agent.quote._scores``."""
    held = [quote._content_words(f"{u.heading} {u.text}") for u in units]
    asked = quote._content_words(question)
    weight = {w: np.log(1 + len(units) / (1 + sum(w in h for h in held))) for w in asked}
    total = sum(weight.values()) or 1.0
    return [sum(weight[w] for w in asked & words) / total for words in held]
