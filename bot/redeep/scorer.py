"""ReDeEP scores for one (question, context, answer): token, sentence, chunk and response level.

Token score H = P_norm - beta * E_norm (E: summed ECS of the chosen copying heads, P: summed PKS
of the chosen knowledge FFNs, both min-max normalised with extremes frozen at calibration);
sentence / chunk / response score = mean H over their tokens. Higher = more likely hallucinated.
"""

from __future__ import annotations

import re
import threading
import time
from dataclasses import dataclass, field

import numpy as np

from bot.kb.embed import get_embedder
from bot.redeep import fit as F
from bot.redeep.analysis import Analysis, analyse
from bot.redeep.calibration import Calibration, check_model, load_calibration
from bot.redeep.model import LoadedModel, load_local, using

MAX_CONTEXT_CHARS = 8000  # longer contexts are cut (a note says so); keeps a turn within seconds
SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\n+")


@dataclass
class ScoreResult:
    response_score: float  # mean token H
    threshold: float
    tokens: list[tuple[str, float]]
    sentences: list[tuple[str, float]]
    features: dict[str, float]
    chunks: list[tuple[str, float]] = field(default_factory=list)
    chunk_score: float | None = None
    probability: float | None = None  # logistic regression, when calibrated
    context_truncated: bool = False
    seconds: float = 0.0

    @property
    def hallucinated(self) -> bool:
        return self.response_score > self.threshold


def sentence_spans(text: str) -> list[tuple[int, int]]:
    spans, start = [], 0
    for m in SENTENCE_END.finditer(text):
        if text[start : m.start()].strip():
            spans.append((start, m.start()))
        start = m.end()
    if text[start:].strip():
        spans.append((start, len(text)))
    return spans


def span_means(token_spans, values: np.ndarray, spans) -> list[float | None]:
    starts = np.array([s for s, _ in token_spans])
    out: list[float | None] = []
    for lo, hi in spans:
        mask = (starts >= lo) & (starts < hi)
        out.append(float(values[mask].mean()) if mask.any() else None)
    return out


class ReDeEPScorer:
    def __init__(
        self,
        *,
        loaded: LoadedModel | None = None,
        calibration: Calibration | None = None,
        embedder=None,
    ):
        self.loaded = loaded or load_local()
        self.calibration = calibration or load_calibration()
        check_model(self.calibration, self.loaded.model)
        self.embedder = embedder
        cal = self.calibration
        self._heads = list(range(len(cal.heads)))
        self._layers = list(range(len(cal.layers)))

    def analyse(self, question: str, context: str, answer: str) -> Analysis:
        with using(self.loaded) as model:
            return analyse(
                model,
                self.loaded.tokenizer,
                question=question,
                context=context,
                answer=answer,
                heads=self.calibration.heads,
                layers=self.calibration.layers,
                embedder=self.embedder if self.calibration.chunk is not None else None,
            )

    def score(self, question: str, context: str, answer: str) -> ScoreResult:
        started = time.perf_counter()
        truncated = len(context) > MAX_CONTEXT_CHARS
        context = context[:MAX_CONTEXT_CHARS]
        a = self.analyse(question, context, answer)
        cal = self.calibration
        e, p = a.ecs.sum(axis=0), a.pks.sum(axis=0)
        h = cal.token.score(e, p)
        spans = a.encoded.response_token_spans()
        sents = sentence_spans(answer)
        sent_scores = span_means(spans, h, sents)
        result = ScoreResult(
            response_score=float(h.mean()),
            threshold=cal.token.threshold,
            tokens=[(answer[s:t], float(v)) for (s, t), v in zip(spans, h, strict=True)],
            sentences=[
                (answer[s:t].strip(), v)
                for (s, t), v in zip(sents, sent_scores, strict=True)
                if v is not None
            ],
            features={},
            context_truncated=truncated,
        )
        self._chunk_level(a, answer, result)
        result.features = self._features(a, e, p, h, result)
        result.seconds = time.perf_counter() - started
        return result

    def _chunk_level(self, a: Analysis, answer: str, result: ScoreResult) -> None:
        cal = self.calibration
        if cal.chunk is None or a.chunk_att is None or a.response_chunks is None:
            return
        sample = F.Sample("", "", 0, 0, 0, a.ecs, a.pks, a.chunk_att, a.chunk_cos, a.chunk_pks)
        ce, cp = F.chunk_ep(sample, self._heads, self._layers)
        hc = cal.chunk.score(ce, cp)
        result.chunks = [
            (answer[s:t], float(v)) for (s, t), v in zip(a.response_chunks, hc, strict=True)
        ]
        result.chunk_score = float(hc.mean())

    def _features(self, a: Analysis, e, p, h, result: ScoreResult) -> dict[str, float]:
        cal = self.calibration
        sample = F.Sample("", "", 0, 0, 0, a.ecs, a.pks)
        out = {
            "E": float(cal.token.e_norm(e).mean()),
            "P": float(cal.token.p_norm(p).mean()),
            "H": result.response_score,
            "H_max": float(h.max()),
            "H_sentence_max": max((v for _, v in result.sentences), default=result.response_score),
            "frac_above": float((h > cal.token.threshold).mean()),
            "n_tokens": float(len(h)),
        }
        if cal.logreg is not None:
            values = F.logreg_features(
                sample, cal.token, self._heads, self._layers, cal.logreg.features
            )
            result.probability = cal.logreg.probability(values)
            out["prob_logreg"] = result.probability
        if result.chunk_score is not None:
            out["H_chunk"] = result.chunk_score
            out["H_chunk_max"] = max(v for _, v in result.chunks)
        return out


_scorer: ReDeEPScorer | None = None
_scorer_lock = threading.Lock()


def get_scorer() -> ReDeEPScorer:
    """The process-wide scorer (local model from settings, calibration from settings, MiniLM
    for the chunk level when the calibration has one)."""
    global _scorer
    with _scorer_lock:
        if _scorer is None:
            cal = load_calibration()
            embedder = None
            if cal.chunk is not None:
                embedder = get_embedder()
            _scorer = ReDeEPScorer(calibration=cal, embedder=embedder)
        return _scorer
