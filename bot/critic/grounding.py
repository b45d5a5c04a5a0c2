"""The local grounding critic: no model call, milliseconds per answer.

For every judged sentence of the answer (pleasantries and honest refusals are skipped):

1. facts: numbers and quantities, dates, prices, e-mail addresses, URLs, names and quoted
   strings must appear in the sources (normalised, see ``facts.py``) -> HIGH;
2. contradiction: an affirmative sentence whose closest source sentence is a negated one
   ("we text you a code" vs "never sends reset codes by SMS") -> HIGH;
3. absence of positive: "we don't support X", "there is no fee" need a negated source
   sentence that says so -> HIGH;
4. advice ("try clearing your cache") needs a source sentence that gives it -> HIGH;
5. semantic support: the best cosine similarity (MiniLM) to a source sentence of the same
   polarity; below ``high_below`` -> HIGH, below ``low_below`` -> LOW.
"""

from __future__ import annotations

import json
import re
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

import numpy as np

from bot.critic.base import ProblemSentence, Verdict
from bot.critic.facts import Facts, SourceFacts, extract
from bot.critic.sentences import is_refusal, judged_sentences, split_sentences, strip_particle
from bot.critic.terms import TermIndex, content_terms, topical
from bot.kb.embed import get_embedder
from bot.steps import Source

_NEG = re.compile(
    r"\b(?:not|no|never|none|nothing|nobody|neither|nor|without|cannot|unavailable|unsupported)\b"
    r"|n't\b|\bfree of charge\b|\bat no (?:extra )?cost\b",
    re.IGNORECASE,
)
_ADVICE = re.compile(
    r"^(?:please\s+|first,?\s+|then,?\s+|also,?\s+)?(?:try|clear|restart|reinstall|check|contact|call|ask|wait"
    r"|make sure|ensure|consider|enable|disable|navigate|visit|update|upgrade|downgrade|switch|reach out"
    r"|refresh|reload|disconnect|reconnect|install|uninstall|turn|change|reset|delete|remove|add|use|email|go"
    r"|open|click|select|set|create|log|sign|contact)\b"
    r"|\b(?:you should|you must|we recommend|i recommend|i suggest|we suggest|it is best to|it's best to"
    r"|you may want to|you might want to|you could try|a good idea|tip:|the best way)\b",
    re.IGNORECASE,
)


def is_negated(sentence: str) -> bool:
    return bool(_NEG.search(sentence))


_CONTRAST = re.compile(
    r"\b(?:unless|except|otherwise|but|however|whereas|in which case)\b", re.IGNORECASE
)


def is_mixed(sentence: str) -> bool:
    """A sentence that states both a rule and its exception ("VAT is added, unless ... no VAT")."""
    return is_negated(sentence) and bool(_CONTRAST.search(sentence))


def is_advice(sentence: str) -> bool:
    return bool(_ADVICE.search(sentence.strip()))


def flatten_source(source: Source) -> list[str]:
    """Source sentences; a tool result (JSON) becomes ``key: value`` lines."""
    text = source.text or ""
    if source.kind == "tool":
        try:
            return [line for line in _flatten(json.loads(text), "") if line.strip()] or [text]
        except (TypeError, ValueError):
            pass
    sentences = split_sentences(text)
    return sentences + ([source.title] if source.title else [])


def _flatten(value: Any, prefix: str) -> list[str]:
    if isinstance(value, dict):
        return [line for k, v in value.items() for line in _flatten(v, f"{prefix}{k} ")]
    if isinstance(value, list):
        return [line for item in value for line in _flatten(item, prefix)]
    return [f"{prefix.strip()}: {value}".strip(": ")]


class _EmbeddingCache:
    """Sentence -> embedding, least recently used dropped first (shared by all calls)."""

    def __init__(self, size: int = 20000):
        self.size = size
        self.items: OrderedDict[str, np.ndarray] = OrderedDict()
        self.lock = threading.Lock()

    def encode(self, embedder: Any, texts: list[str]) -> np.ndarray:
        with self.lock:
            missing = list(dict.fromkeys(t for t in texts if t not in self.items))
        if missing:
            vectors = embedder.encode(missing)
            with self.lock:
                for text, vec in zip(missing, vectors, strict=True):
                    self.items[text] = vec
                while len(self.items) > self.size:
                    self.items.popitem(last=False)
        with self.lock:
            for t in texts:
                self.items.move_to_end(t)
            return (
                np.stack([self.items[t] for t in texts])
                if texts
                else np.zeros((0, 1), dtype=np.float32)
            )


_CACHE = _EmbeddingCache()


@dataclass
class _Support:
    same: float  # best similarity among source sentences of the same polarity
    opposite: float
    same_text: str
    opposite_text: str


_Rule = tuple[str, str, float] | None


class GroundingCritic:
    name = "grounding"

    def __init__(
        self,
        *,
        embedder: Any = None,
        high_below: float = 0.35,
        low_below: float = 0.5,
        negation_min: float = 0.55,
        advice_min: float = 0.55,
        contradiction_min: float = 0.6,
        contradiction_margin: float = 0.05,
        novel_max: float = 0.5,
        novel_weak: float = 0.3,
        check_facts: bool = True,
    ):
        self._embedder = embedder
        self.high_below = high_below
        self.low_below = low_below
        self.negation_min = negation_min
        self.advice_min = advice_min
        self.contradiction_min = contradiction_min
        self.contradiction_margin = contradiction_margin
        self.novel_max = novel_max
        self.novel_weak = novel_weak
        self.check_facts = check_facts

    @property
    def embedder(self) -> Any:
        if self._embedder is None:
            self._embedder = get_embedder()
        return self._embedder

    def warmup(self) -> None:
        """Load the embedding model now (seconds) rather than inside the first, timed check."""
        self.embedder.encode(["warm up"])

    def check(self, question: str, sources: list[Source], answer: str) -> Verdict:
        started = time.perf_counter()
        sentences = [s for s in judged_sentences(answer) if not is_refusal(s)]
        source_sents = list(
            dict.fromkeys(s for src in sources for s in flatten_source(src) if s.strip())
        )
        verdict = Verdict(critic=self.name)
        if not sentences:
            verdict.general_thoughts = "Nothing to judge: only pleasantries or honest refusals."
        elif not source_sents:
            verdict.problematic_sentences = [
                ProblemSentence(
                    s, "There are no sources, so this claim rests on nothing.", "HIGH", self.name
                )
                for s in sentences
            ]
        else:
            self._judge(verdict, sentences, source_sents, sources)
        verdict.latency_ms = (time.perf_counter() - started) * 1000
        return verdict

    def _judge(
        self, verdict: Verdict, sentences: list[str], source_sents: list[str], sources: list[Source]
    ) -> None:
        titles = [s.title for s in sources if s.title]
        facts = SourceFacts.build([s.text for s in sources] + titles, source_sents)
        support = self._support(sentences, source_sents)
        index = TermIndex(source_sents, " ".join(titles))
        for sentence, sup in zip(sentences, support, strict=True):
            problem, score = self._judge_sentence(sentence, sup, facts, index)
            verdict.sentence_scores.append((sentence, score))
            if problem is not None:
                verdict.problematic_sentences.append(problem)
        verdict.score = max((s for _, s in verdict.sentence_scores), default=0.0)
        n_high = sum(p.severity == "HIGH" for p in verdict.problematic_sentences)
        verdict.general_thoughts = (
            f"{len(sentences)} sentence(s) judged against {len(source_sents)} source sentence(s); "
            f"{n_high} not supported, {len(verdict.problematic_sentences) - n_high} weakly supported."
        )

    def _judge_sentence(
        self, sentence: str, sup: _Support, facts: SourceFacts, index: TermIndex
    ) -> tuple[ProblemSentence | None, float]:
        """The first rule that fires decides: facts, terms, polarity, then semantic support."""
        claim = strip_particle(sentence)
        base = round(float(np.clip(1.0 - sup.same, 0.0, 1.0)), 4)
        for rule in (self._facts_rule, self._terms_rule, self._polarity_rule, self._support_rule):
            found = rule(claim, sup, facts, index)
            if found is not None:
                reason, severity, score = found
                return ProblemSentence(sentence, reason, severity, self.name), max(base, score)
        return None, base

    def _facts_rule(self, claim: str, sup: _Support, facts: SourceFacts, index: TermIndex) -> _Rule:
        if not self.check_facts:
            return None
        found = extract(claim)
        missing = facts.missing(found)
        if missing:
            return "Not in the sources: " + "; ".join(missing) + ".", "HIGH", 1.0
        elsewhere = _misattributed(found, content_terms(claim), facts)
        if elsewhere:
            return (
                "The sources give " + "; ".join(elsewhere) + ", but about something else.",
                "HIGH",
                0.95,
            )
        return None

    def _terms_rule(self, claim: str, sup: _Support, facts: SourceFacts, index: TermIndex) -> _Rule:
        terms = content_terms(claim)
        negated = is_negated(claim)
        denied = [] if negated else index.denied(terms)
        if denied:
            term, where = denied[0]
            return f'The sources mention "{term}" only to deny it: "{where}"', "HIGH", 0.95
        novel = index.novel(terms)
        if negated and novel:
            what = ", ".join(novel)
            return (
                f"Says something is not the case (absence of positive) about what the sources never mention: {what}.",
                "HIGH",
                0.9,
            )
        share = len(novel) / len(terms) if terms else 0.0
        weak = share >= self.novel_weak and sup.same < self.low_below
        if len(novel) >= 2 and (share >= self.novel_max or weak):
            return (
                "Talks about things the sources never mention: " + ", ".join(novel) + ".",
                "HIGH",
                0.85,
            )
        return None

    def _polarity_rule(
        self, claim: str, sup: _Support, facts: SourceFacts, index: TermIndex
    ) -> _Rule:
        negated = is_negated(claim)
        if negated and sup.same < self.negation_min and not index.denies_too(claim):
            return (
                "Says something is not the case (absence of positive), but no source says so.",
                "HIGH",
                0.9,
            )
        contradicts = (
            sup.opposite >= self.contradiction_min
            and sup.opposite > sup.same + self.contradiction_margin
        )
        if not negated and contradicts:
            return f'Contradicts the source: "{sup.opposite_text}"', "HIGH", 0.9
        if is_advice(claim) and sup.same < self.advice_min:
            return "Gives advice or steps that the sources do not contain.", "HIGH", 0.8
        return None

    def _support_rule(
        self, claim: str, sup: _Support, facts: SourceFacts, index: TermIndex
    ) -> _Rule:
        if sup.same < self.high_below:
            return "No source sentence supports this.", "HIGH", 0.0
        if sup.same < self.low_below:
            return f'Only weakly supported (closest source: "{sup.same_text}").', "LOW", 0.0
        return None

    def _support(self, sentences: list[str], source_sents: list[str]) -> list[_Support]:
        vectors = _CACHE.encode(self.embedder, source_sents + sentences)
        src, ans = vectors[: len(source_sents)], vectors[len(source_sents) :]
        sims = ans @ src.T
        src_neg = np.array([is_negated(s) for s in source_sents])
        src_mixed = np.array([is_mixed(s) for s in source_sents])
        out = []
        for i, sentence in enumerate(sentences):
            same_mask = (src_neg == is_negated(strip_particle(sentence))) | src_mixed
            out.append(_best(sims[i], same_mask, source_sents))
        return out


def _misattributed(found: Facts, terms: list[str], facts: SourceFacts) -> list[str]:
    """Quantities the sources state only in sentences about another topic."""
    mine = topical(terms)
    out = []
    for value, unit in sorted(found.quantities, key=lambda q: (q[0], q[1] or "")):
        if value in (0.0, 1.0) or not mine:
            continue
        holders = facts.sentences_with(value, unit)
        if holders and not any(mine & set(content_terms(h)) for h in holders):
            out.append(f"{value:g}" + (f" {unit}" if unit else ""))
    return out


def _best(row: np.ndarray, same_mask: np.ndarray, texts: list[str]) -> _Support:
    same = np.where(same_mask, row, -1.0)
    opp = np.where(~same_mask, row, -1.0)
    i, j = int(same.argmax()), int(opp.argmax())
    return _Support(
        same=float(max(same[i], 0.0)),
        opposite=float(max(opp[j], 0.0)),
        same_text=texts[i] if same[i] > -1 else "",
        opposite_text=texts[j] if opp[j] > -1 else "",
    )
