"""Cheap features of (question, context, answer) for the local detector, in named groups.

- ``length``: answer length, sentences, length relative to the context;
- ``lexical``: how much of the answer (words, bigrams, numbers, capitalised names, negations)
  the context and the question support; the worst-supported sentence;
- ``embedding``: MiniLM cosine support of the answer and of each of its sentences by the
  context's passages, and the answer's similarity to the question (one batched encode;
  opt-in at training, ``--embedding``: it cost ~20x and added little on HaluEval);
- ``style``: discourse markers, person, casing and punctuation (artefacts of how a benchmark's
  answers were written, e.g. crowd-written lower-case replies against fluent generated ones;
  only the per-task HaluEval models use them, never the ``general`` model of the chatbot);
- ``redeep``: ReDeEP scores from ``bot.redeep`` when that package provides
  ``detector_features(question, context, answer) -> dict[str, float]`` (optional).

A model file names the features it was fitted on; ``compute_features`` computes only the
groups those names need.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from bot import text as T
from bot.kb.embed import get_embedder
from bot.redeep import detector_features

GROUPS: dict[str, tuple[str, ...]] = {
    "length": ("ans_words_log", "ans_sentences", "ans_ctx_ratio_log", "ctx_words_log", "q_words_log"),
    "lexical": (
        "unsup_ctx", "unsup_ctxq", "unsup_count_log", "in_question", "bigram_unsup", "sent_unsup_max",
        "num_count", "num_unsup", "name_count", "name_unsup", "name_unsup_frac", "neg_ans",
        "neg_diff", "exact_in_ctx",
    ),
    "embedding": ("cos_max", "cos_mean", "cos_doc", "sent_support_min", "sent_support_mean", "cos_q"),
    "style": (
        "discourse", "first_person", "second_person", "exclaim", "question_mark", "quote", "starts_lower",
        "ends_punct", "lower_i", "cap_ratio", "comma_rate", "word_len", "sloppy_contraction",
    ),
    "redeep": ("redeep_ecs", "redeep_pks", "redeep_score"),
}  # fmt: skip
DISCOURSE = frozenset(
    "however also although additionally moreover furthermore actually indeed despite while".split()
)
FIRST = frozenset("i i'm i've i'd me my we our us".split())
SECOND = frozenset("you your you're you've".split())
SLOPPY = frozenset("dont im thats didnt cant doesnt isnt wont ive".split())
PASSAGE_WORDS = 60
FEATURE_VERSION = 1  # bump when a feature's definition changes (invalidates cached features)


@dataclass(frozen=True)
class Item:
    question: str
    context: str
    answer: str


def groups_of(names: Sequence[str]) -> set[str]:
    return {g for g, members in GROUPS.items() if any(n in members for n in names)}


def passages(context: str, *, max_words: int = PASSAGE_WORDS) -> list[str]:
    """The context cut into passages of whole sentences, about ``max_words`` words each."""
    out: list[str] = []
    current: list[str] = []
    count = 0
    for sentence in T.sentences(context):
        n = len(sentence.split())
        if current and count + n > max_words:
            out.append(" ".join(current))
            current, count = [], 0
        current.append(sentence)
        count += n
    if current:
        out.append(" ".join(current))
    return out or [context or ""]


def _bigrams(tokens: list[str]) -> set[tuple[str, str]]:
    return set(zip(tokens, tokens[1:], strict=False))


def length_features(item: Item) -> dict[str, float]:
    a, c, q = len(T.words(item.answer)), len(T.words(item.context)), len(T.words(item.question))
    return {
        "ans_words_log": math.log1p(a),
        "ans_sentences": float(len(T.sentences(item.answer))),
        "ans_ctx_ratio_log": math.log((a + 1) / (c + 1)),
        "ctx_words_log": math.log1p(c),
        "q_words_log": math.log1p(q),
    }


@functools.lru_cache(maxsize=512)
def _support(context: str, question: str) -> tuple[frozenset, frozenset, frozenset, frozenset, int]:
    """What a context and question offer (cached: an answer and its sentences share them)."""
    ctx_words = T.words(context)
    return (
        frozenset(ctx_words),
        frozenset(T.words(question)),
        frozenset(_bigrams(ctx_words)),
        frozenset(T.numbers(context + " " + question)),
        T.negation_count(context),
    )


def _unsupported(tokens: list[str], vocab: frozenset) -> float:
    return sum(t not in vocab for t in tokens) / len(tokens) if tokens else 0.0


def lexical_features(item: Item) -> dict[str, float]:
    ctx_vocab, q_vocab, ctx_bigrams, ctx_nums, ctx_negations = _support(item.context, item.question)
    content = T.content_words(item.answer)
    novel = [t for t in content if t not in ctx_vocab and t not in q_vocab]
    ans_bigrams = _bigrams(T.words(item.answer))
    supported = ctx_vocab | q_vocab
    nums = T.numbers(item.answer)
    names = T.names(item.answer)
    sent_unsup = [_unsupported(T.content_words(s), supported) for s in T.sentences(item.answer)]
    neg_ans = T.negation_count(item.answer)
    return {
        "unsup_ctx": sum(t not in ctx_vocab for t in content) / len(content) if content else 0.0,
        "unsup_ctxq": len(novel) / len(content) if content else 0.0,
        "unsup_count_log": math.log1p(len(novel)),
        "in_question": sum(t in q_vocab for t in content) / len(content) if content else 0.0,
        "bigram_unsup": len(ans_bigrams - ctx_bigrams) / len(ans_bigrams) if ans_bigrams else 0.0,
        "sent_unsup_max": max(sent_unsup, default=0.0),
        "num_count": float(len(nums)),
        "num_unsup": float(sum(n not in ctx_nums for n in nums)),
        "name_count": float(len(names)),
        "name_unsup": float(sum(n not in supported for n in names)),
        "name_unsup_frac": sum(n not in supported for n in names) / len(names) if names else 0.0,
        "neg_ans": float(neg_ans),
        "neg_diff": float(neg_ans > 0 and ctx_negations == 0),
        "exact_in_ctx": float(
            bool(item.answer.strip()) and item.answer.strip().lower() in item.context.lower()
        ),
    }


def style_features(item: Item) -> dict[str, float]:
    tokens = [t.replace("’", "'") for t in item.answer.lower().split()]
    bare = [t.strip('.,!?;:"()') for t in tokens]
    n = max(len(bare), 1)
    return {
        "discourse": sum(t in DISCOURSE for t in bare) / n,
        "first_person": sum(t in FIRST for t in bare) / n,
        "second_person": sum(t in SECOND for t in bare) / n,
        "exclaim": float("!" in item.answer),
        "question_mark": float("?" in item.answer),
        "quote": float('"' in item.answer),
        "starts_lower": float(item.answer[:1].islower()),
        "ends_punct": float(item.answer.rstrip()[-1:] in ".!?"),
        "lower_i": float("i" in tokens),
        "cap_ratio": sum(t[:1].isupper() for t in item.answer.split()) / n,
        "comma_rate": item.answer.count(",") / n,
        "word_len": sum(len(t) for t in bare) / n,
        "sloppy_contraction": float(any(t in SLOPPY for t in bare)),
    }


def _encode_unique(texts: list[str], embedder) -> dict[str, np.ndarray]:  # noqa: ANN001
    unique = list(dict.fromkeys(t for t in texts if t))
    vectors = embedder.encode(unique) if unique else np.zeros((0, 1), dtype=np.float32)
    return dict(zip(unique, vectors, strict=True))


def embedding_features(items: Sequence[Item], embedder) -> list[dict[str, float]]:  # noqa: ANN001
    """One encode call for the whole batch (answers, their sentences, questions, passages)."""
    plan = []
    texts: list[str] = []
    for item in items:
        sents = T.sentences(item.answer) or [item.answer]
        chunks = passages(item.context)
        plan.append((sents, chunks))
        texts += [item.answer, item.question[-1000:], *sents, *chunks]
    vec = _encode_unique(texts, embedder)
    out = []
    for item, (sents, chunks) in zip(items, plan, strict=True):
        dim = next(iter(vec.values())).shape[0] if vec else 1
        zero = np.zeros(dim, dtype=np.float32)
        P = np.stack([vec.get(c, zero) for c in chunks])
        a = vec.get(item.answer, zero)
        S = np.stack([vec.get(s, zero) for s in sents])
        doc = P.mean(axis=0)
        doc = doc / max(float(np.linalg.norm(doc)), 1e-12)
        sims = P @ a
        support = (S @ P.T).max(axis=1)
        out.append(
            {
                "cos_max": float(sims.max()),
                "cos_mean": float(sims.mean()),
                "cos_doc": float(doc @ a),
                "sent_support_min": float(support.min()),
                "sent_support_mean": float(support.mean()),
                "cos_q": float(vec.get(item.question[-1000:], zero) @ a),
            }
        )
    return out


def redeep_features(items: Sequence[Item]) -> list[dict[str, float]]:
    """ReDeEP scores through ``bot.redeep.detector_features`` (optional; raises ImportError)."""

    return [detector_features(i.question, i.context, i.answer) for i in items]


def compute_features(items: Sequence[Item], names: Sequence[str], *, embedder=None) -> np.ndarray:  # noqa: ANN001
    """A ``len(items) x len(names)`` float matrix of the named features."""
    wanted = groups_of(names)
    rows: list[dict[str, float]] = [{} for _ in items]
    per_item = {"length": length_features, "lexical": lexical_features, "style": style_features}
    for group, fn in per_item.items():
        if group in wanted:
            for row, item in zip(rows, items, strict=True):
                row.update(fn(item))
    if "embedding" in wanted and items:
        if embedder is None:
            embedder = get_embedder()
        for row, extra in zip(rows, embedding_features(items, embedder), strict=True):
            row.update(extra)
    if "redeep" in wanted and items:
        for row, extra in zip(rows, redeep_features(items), strict=True):
            row.update(extra)
    return np.array([[row[n] for n in names] for row in rows], dtype=np.float64).reshape(
        len(items), len(names)
    )
