"""``SupportCritic`` (critic name ``support``; the default): is each answer sentence supported
by some source unit, the question, or a tool result?

Per judged sentence (pleasantries, honest refusals and framing such as "Here is what the
documentation says:" are skipped; "Based on the given passages," is stripped):

1. values: a number, time, date, e-mail address, URL or quoted string that neither the
   sources (tool results compared field by field) nor the question hold -> HIGH;
2. support: P(unsupported) from the support model (``support_model.json``, trained by
   ``guardbot critic train-support``) over word, value and static-vector alignment features;
   HIGH at the model's threshold (or the deployment's, from ``calibration.json``), LOW from its
   low threshold.

The reason names the claim, what in it has no match, and the nearest source unit. The answer's
``score`` is its worst sentence's P(unsupported). No transformer runs: a check costs a few
milliseconds once the MiniLM vocabulary is loaded.
"""

from __future__ import annotations

import time
from pathlib import Path

import numpy as np

from bot.critic.base import ProblemSentence, Verdict
from bot.critic.sentences import is_refusal, judged_sentences
from bot.critic.structured import source_units
from bot.critic.support_features import Claim, Evidence, is_frame, strip_boilerplate, vector
from bot.critic.support_train import load_model
from bot.steps import Source

VALUE_SCORE = 0.99  # a figure the evidence does not hold


class SupportCritic:
    name = "support"

    def __init__(self, *, path: Path | None = None, threshold: float | None = None):
        self.model = load_model(path)
        self.threshold = float(threshold if threshold is not None else self.model.threshold)
        self.low_threshold = min(float(self.model.low_threshold), self.threshold)

    def warmup(self) -> None:
        """Load the MiniLM vocabulary and word vectors now rather than in the first check."""
        Evidence(["warm up"], "warm up").claim("warm up")

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
            self._judge(verdict, question, units, claims)
        verdict.latency_ms = (time.perf_counter() - started) * 1000
        return verdict

    def score_claims(
        self, question: str, units: list[str], claims: list[str]
    ) -> list[tuple[Claim, float]]:
        evidence = Evidence(units, question)
        judged = [evidence.claim(s, text=strip_boilerplate(s) or s) for s in claims]
        X = np.array([vector(c, tuple(self.model.features)) for c in judged])
        probs = self.model.predict_proba(X)
        return [
            (c, VALUE_SCORE if c.missing else float(p)) for c, p in zip(judged, probs, strict=True)
        ]

    def _judge(self, verdict: Verdict, question: str, units: list[str], claims: list[str]) -> None:
        for claim, score in self.score_claims(question, units, claims):
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
