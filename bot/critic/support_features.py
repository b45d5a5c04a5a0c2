"""Features of one answer sentence (a claim) against its evidence: the source units (sentences,
JSON records, table rows) and the question.

Words are compared by light stem, by shared prefix and, failing both, by static MiniLM word
vectors (``bot.critic.lexicon``), each weighted by how informative the word is. Values
(numbers, times, dates, quoted strings) are compared as values (``bot.critic.structured``).
No transformer runs here: a claim costs well under a millisecond once its evidence is built.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from bot.critic.facts import names as fact_names
from bot.critic.flags import conflicts, unit_flags
from bot.critic.lexicon import NEGATORS, Lexicon, get_lexicon, is_content, stem, tokens
from bot.critic.structured import (
    Values,
    expand_days,
    loose_hours,
    merge,
    missing_values,
    record_counts,
    run_totals,
    values,
    zoned,
)
from bot.detector.model import LogisticModel, ModelFileError

CALENDAR = frozenset(
    "monday tuesday wednesday thursday friday saturday sunday january february march april may june "
    "july august september october november december weekday weekend".split()
)
SOFT_MATCH = 0.45  # a word whose best static-vector cosine is below this counts as new
FEATURES = (
    "cov", "soft", "novel", "novel_n", "qonly", "best_cov", "best2_cov", "bigram", "static_cos",
    "vals_missing", "vals_n", "names_missing", "neg_claim", "neg_mismatch", "novel_max_w",
    "novel_w_sum", "length",
)  # fmt: skip
_BOILERPLATE = re.compile(
    r"^(?:(?:so|well|overall|in (?:short|summary|conclusion)|to (?:sum up|answer your question)|"
    r"in other words|basically|essentially|simply put)[,:]?\s+)?"
    r"(?:(?:based on|according to|as (?:stated|described|mentioned|explained|noted) in|"
    r"from|per|as per|judging from|going by)\s+(?:the\s+)?(?:given\s+|provided\s+|above\s+|"
    r"retrieved\s+|available\s+|relevant\s+)?(?:information|passages?|documents?|documentation|"
    r"docs|context|sources?|text|articles?|data|results?|tool results?|records?|excerpts?|"
    r"knowledge|help cent(?:re|er)|docstring)\b(?:\s+(?:provided|given|above|you shared))?,?\s*|"
    r"(?:the\s+)?(?:given\s+|provided\s+)?(?:document(?:ation)?|passages?|context|sources?|text|"
    r"articles?|docs|docstring)\b\s+(?:says|states|explains|mentions|notes|describes|indicates|"
    r"shows|suggests)(?:\s+that)?[,:]?\s*)",
    re.IGNORECASE,
)
_FRAME_ONLY = re.compile(
    r"^(?:here(?:'s| is| are)|the following|below is|this is)\b[^.!?]{0,60}[:.]?$", re.IGNORECASE
)


def strip_boilerplate(sentence: str) -> str:
    """The claim without "Based on the given passages," / "The documentation says that"."""
    rest = _BOILERPLATE.sub("", sentence.strip(), count=1).strip()
    return rest[:1].upper() + rest[1:] if rest else ""


def is_frame(sentence: str) -> bool:
    """A sentence that only frames the answer ("Here is what the documentation says:")."""
    return bool(_FRAME_ONLY.match(sentence.strip())) or not strip_boilerplate(sentence)


@dataclass
class _Unit:
    text: str
    stems: set[str]
    vector: np.ndarray
    negated: bool


@dataclass
class Claim:
    """One judged sentence with its features and what explains them."""

    sentence: str
    features: dict[str, float]
    nearest: str  # the source unit that covers the claim best
    unmatched: list[str]  # content words with no match in the evidence
    missing: list[str]  # values (numbers, times, ...) the evidence does not hold
    missing_names: list[str]
    conflicts: list[str] = field(default_factory=list)  # yes/no fields it states the other way
    values: Values = field(default_factory=Values)  # the figures, times, dates it states

    @property
    def refuted(self) -> bool:
        """A value the evidence does not hold, or a yes/no field stated the other way."""
        return bool(self.missing or self.conflicts)


def _prefix_key(s: str) -> str:
    return s[:5] if len(s) >= 5 else ""


class Evidence:
    """The sources and the question of one check, indexed once for all its claims."""

    def __init__(self, units: list[str], question: str = "", *, lexicon: Lexicon | None = None):
        self.lex = lexicon or get_lexicon()
        self.units_text = [expand_days(u) for u in units if u.strip()]
        self.question = question or ""
        self.units = [self._unit(u) for u in self.units_text]
        q_tokens = tokens(self.question)
        self.q_stems = {stem(t) for t in q_tokens if is_content(t)}
        self.src_stems = set().union(*(u.stems for u in self.units)) if self.units else set()
        self.all_stems = self.src_stems | self.q_stems
        self.prefixes = {_prefix_key(s) for s in self.all_stems} - {""}
        self.bigrams = self._bigrams(" \n ".join(self.units_text + [self.question]))
        words = sorted(
            {t for u in self.units_text + [self.question] for t in tokens(u) if is_content(t)}
        )
        self.words = words
        self.word_vectors = self.lex.vectors(words)
        per_unit = [values(u) for u in self.units_text]
        asked = values(self.question)
        self.values: Values = merge(per_unit + [asked])
        self.values.totals = run_totals(self.units_text)
        self.values.counts = record_counts(self.units_text)
        local_times, local_dates = zoned("\n".join(self.units_text))
        self.values.times |= local_times
        self.values.dates |= local_dates
        self.values.times |= loose_hours(self.question)
        self.all_words = {t for u in self.units_text + [self.question] for t in tokens(u)}
        self.flags = unit_flags(self.units_text)
        self.unit_stems = [u.stems for u in self.units]

    def _unit(self, text: str) -> _Unit:
        toks = [t for t in tokens(text) if is_content(t)]
        return _Unit(text, {stem(t) for t in toks}, self._mean_vector(toks), _negated(text))

    def _mean_vector(self, toks: list[str]) -> np.ndarray:
        if not toks:
            return np.zeros(384, dtype=np.float32)
        weights = np.array([self.lex.weight(t) for t in toks], dtype=np.float32)
        vec = (self.lex.vectors(toks) * weights[:, None]).sum(axis=0)
        return vec / max(float(np.linalg.norm(vec)), 1e-9)

    @staticmethod
    def _bigrams(text: str) -> set[tuple[str, str]]:
        stems = [stem(t) for t in tokens(text)]
        return set(zip(stems, stems[1:], strict=False))

    def _matched(self, s: str) -> bool:
        return s in self.all_stems or (_prefix_key(s) in self.prefixes and len(s) >= 5)

    def claim(
        self, sentence: str, *, text: str | None = None, earlier: Values | None = None
    ) -> Claim:
        """Features of ``sentence`` (``text``: the part to judge, e.g. without boilerplate;
        ``earlier``: figures the answer's earlier sentences gave and that held, which this one
        may restate or build on: "3 x £2.50 = £7.50" then "£7.50 is below the £10 limit")."""
        text = sentence if text is None else text
        toks = [t for t in tokens(text) if is_content(t)]
        stems = [stem(t) for t in toks]
        w = np.array([self.lex.weight(t) for t in toks], dtype=np.float32)
        exact = np.array([self._matched(s) for s in stems], dtype=bool)
        soft = exact.astype(np.float32)
        if len(toks) and (~exact).any() and len(self.words):
            sims = self.lex.vectors([t for t, e in zip(toks, exact, strict=True) if not e])
            soft[~exact] = (sims @ self.word_vectors.T).max(axis=1)
        total = float(w.sum()) or 1.0
        novel_mask = soft < SOFT_MATCH
        best, _, best2 = self._best_units(stems, w, total)
        claim_vec = self._mean_vector(toks)
        cosines = [float(u.vector @ claim_vec) for u in self.units]
        static_cos = max(cosines, default=0.0)
        best_i = self._nearest(stems, w, cosines)
        vals = values(text)
        missing = missing_values(vals, merge([self.values, earlier]) if earlier else self.values)
        names_missing = [
            n
            for n in sorted(fact_names(text))
            if not all(p in self.all_words or stem(p) in self.all_stems for p in tokens(n))
            and n.lower().rstrip("s") not in CALENDAR
        ]
        nearest = self.units[best_i] if self.units else None
        neg = _negated(text)
        bigrams = self._bigrams(text)
        feats = {
            "cov": float((w * exact).sum()) / total,
            "soft": float((w * np.clip(soft, 0, 1)).sum()) / total,
            "novel": float((w * novel_mask).sum()) / total,
            "novel_n": math.log1p(int(novel_mask.sum())),
            "qonly": float(
                sum(
                    wi
                    for wi, s in zip(w, stems, strict=True)
                    if s in self.q_stems and s not in self.src_stems
                )
            )
            / total,
            "best_cov": best,
            "best2_cov": best2,
            "bigram": len(bigrams & self.bigrams) / len(bigrams) if bigrams else 1.0,
            "static_cos": static_cos,
            "vals_missing": math.log1p(len(missing)),
            "vals_n": math.log1p(len(vals.quantities) + len(vals.times) + len(vals.dates)),
            "names_missing": math.log1p(len(names_missing)),
            "neg_claim": float(neg),
            "neg_mismatch": float(nearest is not None and neg != nearest.negated),
            "novel_max_w": float(w[novel_mask].max()) if novel_mask.any() else 0.0,
            "novel_w_sum": math.log1p(float(w[novel_mask].sum())),
            "length": math.log1p(len(toks)),
        }
        unmatched = list(dict.fromkeys(t for t, n in zip(toks, novel_mask, strict=True) if n))
        contradicted = conflicts(text, self.flags, self.unit_stems) if self.flags else []
        return Claim(
            sentence,
            feats,
            nearest.text if nearest else "",
            unmatched,
            missing,
            names_missing,
            contradicted,
            vals,
        )

    def top_units(self, text: str, *, k: int = 2, ordered: bool = True) -> list[int]:
        """The ``k`` units that share most of the claim's weighted words (static-vector cosine
        breaks ties and ranks paraphrases), in document order (``ordered``) or best first."""
        if not self.units:
            return []
        toks = [t for t in tokens(text) if is_content(t)]
        stems = [stem(t) for t in toks]
        w = np.array([self.lex.weight(t) for t in toks], dtype=np.float32)
        total = float(w.sum()) or 1.0
        claim_vec = self._mean_vector(toks)
        scores = [
            sum(float(wi) for wi, s in zip(w, stems, strict=True) if s in u.stems) / total
            + 0.3 * float(u.vector @ claim_vec)
            for u in self.units
        ]
        best = [int(i) for i in np.argsort(scores, kind="stable")[::-1][:k]]
        return sorted(best) if ordered else best

    def _nearest(self, stems: list[str], w: np.ndarray, cosines: list[float]) -> int:
        """The unit that shares most of the claim's own words (not the question's), then the
        closest by static vector."""
        if not self.units:
            return 0
        shared = [
            float(sum(wi for wi, s in zip(w, stems, strict=True) if s in u.stems))
            for u in self.units
        ]
        return int(np.argmax(np.array(shared) + 0.01 * np.array(cosines)))

    def _best_units(
        self, stems: list[str], w: np.ndarray, total: float
    ) -> tuple[float, int, float]:
        """Coverage of the claim by its best unit, and by its best two adjacent units."""
        if not self.units or not stems:
            return (1.0 if not stems else 0.0), 0, (1.0 if not stems else 0.0)
        covs = []
        for unit in self.units:
            have = unit.stems | self.q_stems
            covs.append(float(sum(wi for wi, s in zip(w, stems, strict=True) if s in have)) / total)
        i = int(np.argmax(covs))
        pair = covs[i]
        for j in range(len(self.units) - 1):
            have = self.units[j].stems | self.units[j + 1].stems | self.q_stems
            pair = max(
                pair, float(sum(wi for wi, s in zip(w, stems, strict=True) if s in have)) / total
            )
        return covs[i], i, pair


def _negated(text: str) -> bool:
    return any(t in NEGATORS or t.endswith("n't") for t in tokens(text))


def vector(claim: Claim, names: tuple[str, ...] = FEATURES) -> np.ndarray:
    return np.array([claim.features[n] for n in names], dtype=np.float64)


MODEL_PATH = Path(__file__).resolve().parents[1] / "models" / "support_model.json"
MODEL_FEATURES = tuple(f for f in FEATURES if f != "length")  # length is how a set was written


def load_model(path: Path | None = None) -> LogisticModel:
    path = Path(path or MODEL_PATH)
    if not path.is_file():
        raise ModelFileError(
            f"support model not found at {path}; run `guardbot critic train-support` to build it"
        )
    try:
        return LogisticModel.from_dict(json.loads(path.read_text())["model"])
    except (ValueError, KeyError, TypeError) as exc:
        raise ModelFileError(
            f"support model {path} is unreadable ({exc}); run `guardbot critic train-support`"
        ) from exc
