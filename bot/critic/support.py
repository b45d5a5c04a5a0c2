"""``SupportCritic`` (critic name ``support``; the default): is each answer sentence supported
by some source unit, the question, or a tool result?

Per judged sentence (pleasantries, honest refusals and framing such as "Here is what the
documentation says:" are skipped; "Based on the given passages," is stripped):

1. values: a number, time, date, e-mail address, URL or quoted string that neither the
   sources (tool results compared field by field) nor the question hold -> HIGH (0.99);
2. a copy: every content word and most word pairs found in the sources, no negation
   mismatch -> the lexical support model's P(unsupported) (``support_model.json``), which is
   low for copies; no transformer runs;
3. everything else: the mean of that lexical P(unsupported) and the entailment
   cross-encoder's (``bot.critic.entail``: MiniLM fine-tuned on premise/claim pairs,
   ``guardbot critic train-entail``) on the claim against its best source units.

HIGH at the threshold chosen on a dev mix of answers (``support_calibrate``, stored in
``entail_model.json``; or the deployment's, from ``calibration.json``), LOW
from its low threshold. The reason names the claim, what in it has no match, and the nearest
source unit. The answer's ``score`` is its worst sentence's P(unsupported). ``entail=False``
gives the first attempt's lexical-only critic (thresholds of ``support_model.json``).
"""

from __future__ import annotations

import re
import time
from pathlib import Path

import numpy as np

from bot.critic.base import ProblemSentence, Verdict
from bot.critic.entail import get_entail_model, hypothesis, premise_for
from bot.critic.sentences import is_refusal, judged_sentences
from bot.critic.structured import source_units
from bot.critic.support_features import (
    Claim,
    Evidence,
    is_frame,
    load_model,
    strip_boilerplate,
    vector,
)
from bot.steps import Source

VALUE_SCORE = 0.99  # a figure the evidence does not hold


class SupportCritic:
    name = "support"

    def __init__(
        self,
        *,
        path: Path | None = None,
        threshold: float | None = None,
        entail: bool = True,
        skip_below: float | None = None,
    ):
        self.model = load_model(path)
        self.entail = get_entail_model() if entail else None
        default, low = (
            (self.entail.threshold, self.entail.low_threshold)
            if self.entail
            else (self.model.threshold, self.model.low_threshold)
        )
        self.threshold = float(threshold if threshold is not None else default)
        self.low_threshold = min(float(low), self.threshold)
        # a sentence whose lexical P(unsupported) is below this cannot reach the LOW threshold
        # whatever the cross-encoder says (the score is the mean of both), so it is not run
        self.skip_below = 2 * self.low_threshold - 1 if skip_below is None else skip_below

    def warmup(self) -> None:
        """Load the MiniLM vocabulary and word vectors now rather than in the first check."""
        Evidence(["warm up"], "warm up").claim("warm up")
        if self.entail:
            self.entail.unsupported([("warm up", "warm up")])

    def check(self, question: str, sources: list[Source], answer: str) -> Verdict:
        started = time.perf_counter()
        verdict = Verdict(critic=self.name)
        claims = [s for s in judged_sentences(answer) if not is_refusal(s) and not is_frame(s)]
        units = list(
            dict.fromkeys(u for src in sources for u in source_units(src.kind, src.text, src.title))
        )
        if not claims:
            verdict.general_thoughts = (
                "Nothing to judge: only pleasantries, framing or honest refusals."
            )
            verdict.score = 0.0
        elif not units:
            verdict.problematic_sentences = [
                ProblemSentence(
                    s, "There are no sources, so this claim rests on nothing.", "HIGH", self.name
                )
                for s in claims
            ]
            verdict.sentence_scores = [(s, 1.0) for s in claims]
            verdict.score = 1.0
        else:
            text = normalised(" ".join(src.text for src in sources))
            self._judge(verdict, question, units, claims, text)
        verdict.latency_ms = (time.perf_counter() - started) * 1000
        return verdict

    def score_claims(
        self, question: str, units: list[str], claims: list[str], source_text: str = ""
    ) -> list[tuple[Claim, float]]:
        """(claim, P(unsupported)) per claim; ``source_text`` (``normalised``) finds verbatim
        copies."""
        evidence = Evidence(units, question)
        judged = [evidence.claim(s, text=strip_boilerplate(s) or s) for s in claims]
        X = np.array([vector(c, tuple(self.model.features)) for c in judged])
        probs = self.model.predict_proba(X)
        if self.entail:
            copies = [is_copy(c) or is_verbatim(c.sentence, source_text) for c in judged]
            probs = self._entailment(evidence, question, judged, probs, copies)
        return [
            (c, VALUE_SCORE if c.missing else float(p)) for c, p in zip(judged, probs, strict=True)
        ]

    def _entailment(
        self,
        evidence: Evidence,
        question: str,
        judged: list[Claim],
        lexical: np.ndarray,
        copies: list[bool],
    ) -> np.ndarray:
        """The mean of the lexical and the cross-encoder's P(unsupported) for every claim that
        is not a copy of the sources, not decided by a missing value, and lexically doubtful
        enough that the cross-encoder could make it LOW or HIGH; the others keep the lexical
        model's score (so flags are the same as with the cross-encoder on every claim)."""
        out = lexical.astype(float).copy()
        todo = [
            i
            for i, c in enumerate(judged)
            if not c.missing and not copies[i] and lexical[i] >= self.skip_below
        ]
        if todo:
            hyps = [hypothesis(judged[i].sentence, question) for i in todo]
            pairs = [(premise_for(evidence, h), h) for h in hyps]
            entail = self.entail.unsupported(pairs)  # type: ignore[union-attr]
            # the two models' mean: on the dev mix it beat either alone (the lexical model
            # misses swapped meaning, the cross-encoder doubts paraphrases that merge sentences)
            out[todo] = (out[todo] + entail) / 2
        return out

    def _judge(
        self, verdict: Verdict, question: str, units: list[str], claims: list[str], text: str
    ) -> None:
        for claim, score in self.score_claims(question, units, claims, text):
            verdict.sentence_scores.append((claim.sentence, round(score, 4)))
            severity = (
                "HIGH"
                if score >= self.threshold
                else "LOW"
                if score >= self.low_threshold
                else None
            )
            if severity:
                verdict.problematic_sentences.append(
                    ProblemSentence(claim.sentence, explain(claim, score), severity, self.name)
                )
        verdict.score = max(s for _, s in verdict.sentence_scores)
        n_high = sum(p.severity == "HIGH" for p in verdict.problematic_sentences)
        verdict.general_thoughts = (
            f"{len(claims)} sentence(s) checked against {len(units)} source unit(s); "
            f"{n_high} not supported (threshold {self.threshold:.2f}), "
            f"{len(verdict.problematic_sentences) - n_high} weakly supported."
        )


def normalised(text: str) -> str:
    """Lower-cased words and numbers separated by single spaces (for finding copies)."""
    return " " + " ".join(re.findall(r"[a-z0-9]+", text.lower())) + " "


def is_verbatim(sentence: str, source_text: str) -> bool:
    """The sentence (without boilerplate) appears word for word in the sources, or has no
    words at all (a list number such as "3.")."""
    words = normalised(strip_boilerplate(sentence) or sentence)
    return words.strip() == "" or (len(words.split()) >= 3 and words in source_text)


def is_copy(claim: Claim) -> bool:
    """A claim whose words and word pairs the sources all hold (a quoted or copied sentence)."""
    f = claim.features
    return (
        f["cov"] >= 0.999
        and f["bigram"] >= 0.8
        and not f["neg_mismatch"]
        and not f["names_missing"]
        and f["best2_cov"] >= 0.999
    )


def explain(claim: Claim, score: float) -> str:
    """The claim, what in it has no match in the sources, and the nearest source unit."""
    parts = []
    if claim.missing:
        parts.append("the sources do not give " + ", ".join(claim.missing[:4]))
    if claim.missing_names:
        parts.append("they never name " + ", ".join(claim.missing_names[:4]))
    if claim.unmatched and not claim.missing:
        parts.append('nothing in them matches "' + '", "'.join(claim.unmatched[:5]) + '"')
    what = "; ".join(parts) or "no source sentence says this"
    nearest = claim.nearest if len(claim.nearest) <= 240 else claim.nearest[:237] + "..."
    return (
        f'Claim: "{_short(claim.sentence)}" - {what}. Nearest source: "{nearest}" '
        f"(P(unsupported) {score:.2f})."
    )


def _short(text: str, limit: int = 160) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 3] + "..."
