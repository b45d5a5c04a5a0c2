"""ReDeEP as a critic: ``check(question, sources, answer) -> Verdict``.

The sources are joined into the context of one teacher-forced pass on the local model; each
sentence's score is the mean token score over its tokens; sentences above the frozen threshold
are HIGH; ``verdict.score`` is the response score (mean over all answer tokens).
"""

from __future__ import annotations

import json
import time

from bot.critic.base import ProblemSentence, Verdict
from bot.redeep.calibration import load_calibration
from bot.redeep.scorer import ReDeEPScorer, ScoreResult, get_scorer
from bot.steps import Source

NO_SOURCES = "There are no sources, so this claim rests on nothing."


def join_sources(sources: list[Source]) -> str:
    parts = []
    for src in sources:
        text = src.text.strip()
        if text:
            parts.append(f"[{src.title}]\n{text}" if src.title else text)
    return "\n\n".join(parts)


class ReDeEPCritic:
    name = "redeep"

    def __init__(self, *, scorer: ReDeEPScorer | None = None):
        self._scorer = scorer
        if scorer is None:
            load_calibration()  # a missing or broken calibration file is reported now, not mid-turn

    @property
    def scorer(self) -> ReDeEPScorer:
        if self._scorer is None:
            self._scorer = get_scorer()
        return self._scorer

    def check(self, question: str, sources: list[Source], answer: str) -> Verdict:
        started = time.perf_counter()
        verdict = Verdict(critic=self.name)
        context = join_sources(sources)
        if not answer.strip():
            verdict.general_thoughts = "Nothing to judge: the answer is empty."
        elif not context:
            verdict.problematic_sentences = [
                ProblemSentence(answer.strip(), NO_SOURCES, "HIGH", self.name)
            ]
            verdict.general_thoughts = (
                "No sources were given; ReDeEP needs a context to compare with."
            )
        else:
            self._judge(verdict, self.scorer.score(question, context, answer))
        verdict.latency_ms = (time.perf_counter() - started) * 1000
        return verdict

    def _judge(self, verdict: Verdict, result: ScoreResult) -> None:
        thr = result.threshold
        verdict.score = result.response_score
        verdict.sentence_scores = list(result.sentences)
        for sentence, value in result.sentences:
            if value > thr:
                reason = (
                    f"ReDeEP score {value:.3f} > {thr:.3f}: the copying heads did not draw this from "
                    "the sources as much as the model's own knowledge (FFNs) shaped it."
                )
                verdict.problematic_sentences.append(
                    ProblemSentence(sentence, reason, "HIGH", self.name)
                )
        if result.hallucinated and not verdict.problematic_sentences:
            verdict.explicit_severity = "HIGH"
        flagged = len(verdict.problematic_sentences)
        verdict.general_thoughts = (
            f"ReDeEP response score {result.response_score:.3f} (threshold {thr:.3f}); "
            f"{flagged} of {len(result.sentences)} sentences above the threshold."
            + (" The context was cut to fit." if result.context_truncated else "")
        )
        verdict.raw = json.dumps(
            {
                "response_score": round(result.response_score, 4),
                "threshold": round(thr, 4),
                "probability": None if result.probability is None else round(result.probability, 4),
                "chunk_score": None if result.chunk_score is None else round(result.chunk_score, 4),
                "seconds": round(result.seconds, 3),
            }
        )
