"""AARF on the tiny Llama: the hooks change the logits exactly on the steps whose score passes
tau, and leave them bit-identical otherwise."""

from __future__ import annotations

import pytest
import torch

from bot.redeep.aarf import context_positions_for, generate_with_aarf, greedy_generate
from bot.redeep.calibration import Calibration, Norm


@pytest.fixture(scope="module")
def cal():
    return Calibration(
        model={},
        candidates=[],
        heads=[(1, 0), (3, 2)],
        layers=[2, 3],
        token=Norm(e_min=-1.0, e_max=2.0, p_min=0.0, p_max=0.5, beta=1.0, threshold=0.0),
    )


@pytest.fixture(scope="module")
def prompt():
    torch.manual_seed(11)
    return torch.randint(3, 128, (1, 30))


CTX = torch.arange(5, 25)


def run(model, tok, prompt, cal, **kw):
    args = dict(
        alpha=5.0, beta=0.2, tau=0.0, max_new_tokens=12, context_positions=CTX, record_logits=True
    )
    args.update(kw)
    return generate_with_aarf(model, tok, prompt, cal, **args)


def test_never_triggered_is_bit_identical_to_plain_greedy(tiny_model, tiny_tokenizer, prompt, cal):
    plain = greedy_generate(tiny_model, tiny_tokenizer, prompt, 12, record_logits=True)
    aarf = run(tiny_model, tiny_tokenizer, prompt, cal, tau=float("inf"))
    assert aarf.n_triggered == 0
    assert aarf.tokens == plain.tokens
    assert all(torch.equal(a, b) for a, b in zip(aarf.logits, plain.logits, strict=True))


def test_plain_loop_matches_model_generate(tiny_model, tiny_tokenizer, prompt):
    plain = greedy_generate(tiny_model, tiny_tokenizer, prompt, 8)
    with torch.no_grad():
        out = tiny_model.generate(
            prompt,
            max_new_tokens=8,
            do_sample=False,
            attention_mask=torch.ones_like(prompt),
            pad_token_id=0,
        )
    eos = tiny_tokenizer.eos_token_id
    expected = out[0, prompt.shape[1] :].tolist()
    assert plain.tokens[: len(expected)] == expected or eos in plain.tokens


def test_always_triggered_changes_every_step(tiny_model, tiny_tokenizer, prompt, cal):
    res = run(tiny_model, tiny_tokenizer, prompt, cal, tau=float("-inf"))
    assert all(res.triggered) and len(res.triggered) == len(res.tokens)
    for first, used in zip(res.first_logits, res.logits, strict=True):
        assert not torch.allclose(first, used)


def test_logits_change_only_on_triggered_steps(tiny_model, tiny_tokenizer, prompt, cal):
    scores = run(tiny_model, tiny_tokenizer, prompt, cal, tau=float("inf")).scores
    tau = sorted(scores)[len(scores) // 2]  # about half the steps pass it
    res = run(tiny_model, tiny_tokenizer, prompt, cal, tau=tau)
    assert 0 < res.n_triggered < len(res.tokens)
    for fired, score, first, used in zip(
        res.triggered, res.scores, res.first_logits, res.logits, strict=True
    ):
        assert fired == (score > tau)
        if fired:
            assert not torch.allclose(first, used)
        else:
            assert torch.equal(first, used)


def test_identity_factors_leave_logits_identical(tiny_model, tiny_tokenizer, prompt, cal):
    res = run(tiny_model, tiny_tokenizer, prompt, cal, tau=float("-inf"), alpha=1.0, beta=1.0)
    assert all(res.triggered)
    assert all(torch.equal(a, b) for a, b in zip(res.first_logits, res.logits, strict=True))


def test_step_score_matches_teacher_forced_score(tiny_model, tiny_tokenizer, prompt, cal):
    """H of each generation step equals the token score of a teacher-forced pass over the result."""
    from bot.redeep.scores import ecs, pks
    from bot.redeep.trace import teacher_forced

    res = run(tiny_model, tiny_tokenizer, prompt, cal, tau=float("inf"), max_new_tokens=6)
    full = torch.cat([prompt, torch.tensor([res.tokens[:-1]])], dim=1)
    tr = teacher_forced(
        tiny_model,
        full,
        prompt_len=prompt.shape[1],
        context_positions=CTX,
        heads=cal.heads,
        layers=cal.layers,
    )
    e = sum(v.double().numpy() for v in ecs(tr).values())
    p = sum(v.double().numpy() for v in pks(tiny_model, tr).values())
    expected = cal.token.score(e, p)
    assert list(expected) == pytest.approx(res.scores[: len(expected)], abs=1e-4)


def test_context_positions_for(tiny_tokenizer):
    prompt = "Intro. CONTEXT HERE. Question?"
    pos = context_positions_for(tiny_tokenizer, prompt, "CONTEXT HERE")
    assert pos.tolist() == list(range(7, 19))
