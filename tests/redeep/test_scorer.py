"""Scorer, critic and chunk level on the tiny Llama with a hand-made calibration."""

from __future__ import annotations

import numpy as np
import pytest

from bot.critic.redeep import NO_SOURCES, ReDeEPCritic, join_sources
from bot.redeep import fit as F
from bot.redeep.analysis import analyse, char_chunks, membership
from bot.redeep.calibration import Calibration, Norm
from bot.redeep.model import wrap
from bot.redeep.prompting import EncodeError, encode
from bot.redeep.scorer import ReDeEPScorer, sentence_spans, span_means
from bot.steps import Source

CONTEXT = (
    "Quillstack Starter costs $19 per user per month, up to 5 users. Annual billing saves 20%."
)
QUESTION = "How much is Starter?"
ANSWER = "Starter costs $19 per user per month. It includes free Snowflake export!"
TINY = {"name": "tiny", "layers": 4, "heads": 4, "kv_heads": 2, "hidden": 32, "vocab": 128}
SOURCES = [Source(kind="document", text=CONTEXT, id="pricing", title="Pricing")]


def tiny_cal(threshold: float = 0.0, chunk: bool = False) -> Calibration:
    norm = Norm(e_min=-1.0, e_max=2.0, p_min=0.0, p_max=0.5, beta=1.0, threshold=threshold)
    return Calibration(
        model=TINY,
        candidates=[],
        heads=[(1, 0), (3, 2)],
        layers=[2, 3],
        token=norm,
        chunk=norm if chunk else None,
    )


@pytest.fixture
def scorer(tiny_model, tiny_tokenizer):
    return ReDeEPScorer(loaded=wrap(tiny_model, tiny_tokenizer), calibration=tiny_cal())


def test_encode_marks_context_and_response(tiny_tokenizer):
    enc = encode(tiny_tokenizer, question=QUESTION, context=CONTEXT, answer=ANSWER)
    ctx_text = "".join(
        enc.text[enc.offsets[i][0] : enc.offsets[i][1]] for i in enc.context_positions.tolist()
    )
    assert ctx_text == CONTEXT
    assert enc.text[enc.response_start :] == ANSWER
    assert enc.n_response == len(ANSWER)  # one token per character
    with pytest.raises(EncodeError):
        encode(tiny_tokenizer, question=QUESTION, context=CONTEXT, answer="  ")


def test_sentence_scores_are_token_means(scorer):
    res = scorer.score(QUESTION, CONTEXT, ANSWER)
    h = np.array([v for _, v in res.tokens])
    assert res.response_score == pytest.approx(h.mean())
    spans = sentence_spans(ANSWER)
    assert [ANSWER[a:b] for a, b in spans] == [
        "Starter costs $19 per user per month.",
        "It includes free Snowflake export!",
    ]
    token_spans, pos = [], 0
    for text, _ in res.tokens:
        token_spans.append((pos, pos + len(text)))
        pos += len(text)
    expected = span_means(token_spans, h, spans)
    assert [v for _, v in res.sentences] == pytest.approx(expected)
    assert expected[0] == pytest.approx(h[: len("Starter costs $19 per user per month.")].mean())
    assert set(res.features) >= {"E", "P", "H", "H_max", "H_sentence_max", "frac_above", "n_tokens"}


def test_critic_flags_sentences_above_threshold(tiny_model, tiny_tokenizer):
    loaded = wrap(tiny_model, tiny_tokenizer)
    scores = [
        v
        for _, v in ReDeEPScorer(loaded=loaded, calibration=tiny_cal())
        .score(QUESTION, join_sources(SOURCES), ANSWER)
        .sentences
    ]
    low, high = min(scores), max(scores)
    assert low < high
    middle = ReDeEPCritic(
        scorer=ReDeEPScorer(loaded=loaded, calibration=tiny_cal(threshold=(low + high) / 2))
    )
    verdict = middle.check(QUESTION, SOURCES, ANSWER)
    assert verdict.severity_level == "HIGH"
    flagged = [p.sentence for p in verdict.problematic_sentences]
    assert (
        flagged == [s for s, v in verdict.sentence_scores if v > (low + high) / 2]
        and len(flagged) == 1
    )
    assert verdict.score is not None and verdict.critic == "redeep"
    quiet = ReDeEPCritic(
        scorer=ReDeEPScorer(loaded=loaded, calibration=tiny_cal(threshold=high + 1))
    )
    v2 = quiet.check(QUESTION, SOURCES, ANSWER)
    assert v2.severity_level == "NONE" and not v2.problematic_sentences
    assert v2.to_dict()["sentence_scores"]


def test_critic_without_sources_or_answer(scorer):
    critic = ReDeEPCritic(scorer=scorer)
    v = critic.check(QUESTION, [], ANSWER)
    assert v.severity_level == "HIGH" and v.problematic_sentences[0].reason == NO_SOURCES
    assert critic.check(QUESTION, SOURCES, " ").severity_level == "NONE"
    assert join_sources(SOURCES + [Source(kind="tool", text="  ")]) == f"[Pricing]\n{CONTEXT}"


def test_char_chunks_cover_text():
    text = ("word " * 300).strip()
    spans = char_chunks(text, size=100, overlap=20)
    assert spans[0][0] == 0 and spans[-1][1] == len(text)
    assert all(b - a <= 100 for a, b in spans)
    assert all(spans[i + 1][0] < spans[i][1] for i in range(len(spans) - 1))  # overlap
    assert char_chunks("short") == [(0, 5)]
    m = membership([(0, 1), (50, 51), (95, 96)], [(0, 60), (40, 100)])
    assert np.allclose(m, [[0.5, 0.5, 0], [0, 0.5, 0.5]])


@pytest.mark.embeddings
def test_chunk_level_picks_most_attended_context_chunk(tiny_model, tiny_tokenizer, embedder):
    context = " ".join([CONTEXT] * 12)  # > 512 characters: several context chunks
    cal = tiny_cal(chunk=True)
    a = analyse(
        tiny_model,
        tiny_tokenizer,
        question=QUESTION,
        context=context,
        answer=ANSWER,
        heads=cal.heads,
        layers=cal.layers,
        embedder=embedder,
    )
    n_r, n_c = a.chunk_cos.shape
    assert n_r == 1 and n_c == len(char_chunks(context)) > 1
    sample = F.Sample("", "", 0, 0, 0, a.ecs, a.pks, a.chunk_att, a.chunk_cos, a.chunk_pks)
    e, p = F.chunk_ep(sample, [0, 1], [0, 1])
    expected = sum(a.chunk_cos[0, int(np.argmax(a.chunk_att[h, 0]))] for h in (0, 1))
    assert e[0] == pytest.approx(expected)
    assert p[0] == pytest.approx(a.pks.sum(axis=0).mean())
    scorer = ReDeEPScorer(
        loaded=wrap(tiny_model, tiny_tokenizer), calibration=cal, embedder=embedder
    )
    res = scorer.score(QUESTION, context, ANSWER)
    assert res.chunk_score is not None and "H_chunk" in res.features


def test_registry_builds_the_critic_lazily(settings, monkeypatch, tmp_path):
    from bot.critic.registry import get_critic
    from bot.redeep.calibration import CalibrationError
    from bot.settings import reset_settings

    critic = get_critic("redeep")
    assert isinstance(critic, ReDeEPCritic) and critic._scorer is None  # no model loaded yet
    monkeypatch.setenv("GUARDBOT_REDEEP_CALIBRATION", str(tmp_path / "nope.json"))
    reset_settings()
    with pytest.raises(CalibrationError, match="guardbot redeep calibrate"):
        ReDeEPCritic()
