"""Per-example analysis: one teacher-forced pass -> ECS per head and PKS per layer per response
token, and the chunk-level view (mean attention from response chunks to context chunks, chunk
embeddings' cosines, PKS per chunk)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import torch

from bot.redeep.prompting import Encoded, encode
from bot.redeep.scores import ecs, pks
from bot.redeep.trace import Head, Trace, teacher_forced

CHUNK_CHARS = 512
CHUNK_OVERLAP = 64


@dataclass
class Analysis:
    encoded: Encoded
    heads: list[Head]
    layers: list[int]
    ecs: np.ndarray  # (n_heads, R)
    pks: np.ndarray  # (n_layers, R)
    chunk_att: np.ndarray | None = None  # (n_heads, n_response_chunks, n_context_chunks)
    chunk_cos: np.ndarray | None = None  # (n_response_chunks, n_context_chunks)
    chunk_pks: np.ndarray | None = None  # (n_layers, n_response_chunks)
    response_chunks: list[tuple[int, int]] | None = None  # character spans in the answer


def char_chunks(
    text: str, size: int = CHUNK_CHARS, overlap: int = CHUNK_OVERLAP
) -> list[tuple[int, int]]:
    """Windows of about ``size`` characters overlapping by ``overlap``, cut at whitespace."""
    spans, start, n = [], 0, len(text)
    while start < n:
        end = min(n, start + size)
        if end < n:
            cut = text.rfind(" ", start + size // 2, end)
            end = cut if cut > start else end
        spans.append((start, end))
        if end >= n:
            break
        start = max(end - overlap, start + 1)
    return spans or [(0, n)]


def membership(token_spans: list[tuple[int, int]], chunks: list[tuple[int, int]]) -> np.ndarray:
    """Row-normalised (n_chunks, n_tokens) matrix: token t belongs to chunk c if it starts in it."""
    mask = np.zeros((len(chunks), len(token_spans)), dtype=np.float64)
    for c, (lo, hi) in enumerate(chunks):
        for t, (s, _) in enumerate(token_spans):
            if lo <= s < hi:
                mask[c, t] = 1.0
    return mask / np.maximum(mask.sum(axis=1, keepdims=True), 1.0)


def chunk_view(analysis: Analysis, trace: Trace, context: str, answer: str, embedder) -> None:
    enc = analysis.encoded
    ctx_spans = [
        (enc.offsets[i][0] - enc.context_start, 0) for i in trace.context_positions.tolist()
    ]
    resp_spans = enc.response_token_spans()
    c_chunks, r_chunks = char_chunks(context), char_chunks(answer)
    mc, mr = membership(ctx_spans, c_chunks), membership(resp_spans, r_chunks)
    rows = [trace.rows[h].double().numpy() for h in analysis.heads]
    analysis.chunk_att = (
        np.stack([mr @ r @ mc.T for r in rows])
        if rows
        else np.zeros((0, len(r_chunks), len(c_chunks)))
    )
    vectors = embedder.encode(
        [answer[a:b] for a, b in r_chunks] + [context[a:b] for a, b in c_chunks]
    )
    analysis.chunk_cos = np.asarray(
        vectors[: len(r_chunks)] @ vectors[len(r_chunks) :].T, dtype=np.float64
    )
    analysis.chunk_pks = analysis.pks @ mr.T
    analysis.response_chunks = r_chunks


def analyse(
    model,
    tokenizer,
    *,
    question: str,
    context: str,
    answer: str,
    heads: list[Head],
    layers: list[int],
    embedder=None,
) -> Analysis:
    """Score one (question, context, answer); ``embedder`` given -> the chunk view too."""
    enc = encode(tokenizer, question=question, context=context, answer=answer)
    trace = teacher_forced(
        model,
        enc.input_ids,
        prompt_len=enc.prompt_len,
        context_positions=enc.context_positions,
        heads=heads,
        layers=layers,
    )
    e, p = ecs(trace), pks(model, trace)
    n_resp = enc.n_response
    analysis = Analysis(
        encoded=enc,
        heads=list(heads),
        layers=list(layers),
        ecs=np.stack([e[h].double().numpy() for h in heads]) if heads else np.zeros((0, n_resp)),
        pks=np.stack([p[lay].double().numpy() for lay in layers])
        if layers
        else np.zeros((0, n_resp)),
    )
    if embedder is not None and context.strip():
        with torch.inference_mode():
            chunk_view(analysis, trace, context, answer, embedder)
    return analysis
