"""``LocalDetectorCritic`` (critic name ``local``): the default critic of the embedded setup.

Cheap features (see ``bot.detector.features``) of the answer and of each of its sentences
against the sources go through a logistic regression fitted on HaluEval dev
(``bot/models/detector_model.json``, rebuilt by ``guardbot detector train``). The verdict carries
``score`` = P(hallucinated), a score per sentence, and the sentences at fault with a reason
(unsupported numbers, names, words, or weak semantic support).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bot import text as T
from bot.critic.base import ProblemSentence, Verdict
from bot.detector.features import Item, compute_features, groups_of
from bot.detector.model import LogisticModel, ModelFile
from bot.kb.embed import get_embedder
from bot.steps import Source

CheckItem = tuple[str, list[Source], str]
NUMBER_RULE_SCORE = 0.95


def sources_text(sources: Sequence[Source]) -> str:
    return "\n\n".join(s.text for s in sources if s.text)


def explain(sentence: str, context: str, question: str) -> str:
    """Why a sentence looks unsupported, in words a reviewer can check."""
    support = f"{context}\n{question}"
    vocab = set(T.words(support))
    nums = [n for n in T.numbers(sentence) if n not in set(T.numbers(support))]
    names = [n for n in dict.fromkeys(T.names(sentence)) if n not in vocab]
    novel = [w for w in dict.fromkeys(T.content_words(sentence)) if w not in vocab]
    parts = []
    if nums:
        parts.append("numbers not in the sources: " + ", ".join(nums[:5]))
    if names:
        parts.append("names not in the sources: " + ", ".join(names[:5]))
    if novel and not names:
        parts.append("words not in the sources: " + ", ".join(novel[:6]))
    if T.negation_count(sentence) and not T.negation_count(context):
        parts.append("a negation the sources do not state")
    return "; ".join(parts) or "weak support by the sources"


class LocalDetectorCritic:
    """``task`` picks a per-task model of the file (``qa``, ``dialogue``, ``summarization``);
    anything else, or none, the file's default (``general``)."""

    name = "local"

    def __init__(self, *, task: str | None = None, path: Path | None = None, embedder=None):  # noqa: ANN001
        self.file = ModelFile.load(path)
        self.model_key = task if task in self.file.models else self.file.default
        self.model: LogisticModel = self.file.models[self.model_key]
        self.label = f"local[{self.model_key}]"
        # the chatbot's rule: a number the sources do not contain makes its sentence HIGH
        # (the per-task HaluEval models are measured as fitted, without it)
        self.strict_numbers = self.model_key == self.file.default
        self._embedder = embedder

    @property
    def embedder(self):  # noqa: ANN201
        if self._embedder is None and "embedding" in groups_of(self.model.features):
            self._embedder = get_embedder()
        return self._embedder

    def warmup(self) -> None:
        if self.embedder is not None:
            self.embedder.encode(["warm up"])

    def check(self, question: str, sources: list[Source], answer: str) -> Verdict:
        return self.check_batch([(question, sources, answer)])[0]

    def check_batch(self, items: Sequence[CheckItem]) -> list[Verdict]:
        began = time.perf_counter()
        rows: list[Item] = []
        spans: list[tuple[int, list[str]]] = []
        for question, sources, answer in items:
            context = sources_text(sources)
            sents = T.sentences(answer)
            sents = sents if len(sents) > 1 else []  # one sentence: its score is the answer's
            spans.append((len(rows), sents))
            rows.append(Item(question, context, answer))
            rows.extend(Item(question, context, s) for s in sents)
        probs: Any = (
            self.model.predict_proba(
                compute_features(rows, self.model.features, embedder=self.embedder)
            )
            if rows
            else []
        )
        per_item = (time.perf_counter() - began) * 1000 / max(len(items), 1)
        verdicts = []
        for (start, sents), row in zip(spans, (rows[s] for s, _ in spans), strict=True):
            score = float(probs[start])
            sent_scores = list(
                zip(
                    sents,
                    (float(p) for p in probs[start + 1 : start + 1 + len(sents)]),
                    strict=True,
                )
            )
            verdicts.append(
                self._verdict(row, score, sent_scores or [(row.answer, score)], per_item)
            )
        return verdicts

    def _verdict(
        self, row: Item, score: float, sent_scores: list[tuple[str, float]], latency_ms: float
    ) -> Verdict:
        """One HIGH sentence makes the answer HIGH: the score is the higher of the answer's
        and its worst sentence's P(hallucinated)."""
        m = self.model
        if self.strict_numbers:
            support = set(T.numbers(f"{row.context} {row.question}"))
            sent_scores = [
                (s, max(p, NUMBER_RULE_SCORE) if set(T.numbers(s)) - support else p)
                for s, p in sent_scores
            ]
        worst = max((p for _, p in sent_scores), default=score)
        verdict = Verdict(
            critic=self.name,
            score=max(score, worst),
            sentence_scores=sent_scores,
            latency_ms=latency_ms,
        )
        if not row.answer.strip():
            verdict.score, verdict.sentence_scores = 0.0, []
            verdict.general_thoughts = "empty answer"
            return verdict
        top = float(verdict.score or 0.0)
        severity = "HIGH" if top >= m.threshold else "LOW" if top >= m.low_threshold else "NONE"
        if severity != "NONE":
            cut = m.threshold if severity == "HIGH" else m.low_threshold
            flagged = [(s, p) for s, p in sent_scores if p >= cut] or [
                max(sent_scores, key=lambda sp: sp[1])
            ]
            verdict.problematic_sentences = [
                ProblemSentence(
                    s, f"{explain(s, row.context, row.question)} (p={p:.2f})", severity, self.name
                )
                for s, p in flagged
            ]
            verdict.explicit_severity = severity
        verdict.general_thoughts = (
            f"local detector ({self.model_key}): P(hallucinated)={score:.2f} for the answer, "
            f"{worst:.2f} for its worst sentence; threshold {m.threshold:.2f}"
        )
        return verdict
