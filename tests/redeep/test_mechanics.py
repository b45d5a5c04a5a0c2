"""ECS, PKS, attention rows and the OV-circuit shortcut on a tiny random Llama, against values
computed by hand from the model's raw tensors."""

from __future__ import annotations

import math

import numpy as np
import pytest
import torch

from bot.redeep.heads import candidates, copying_scores, ov_full, ov_small
from bot.redeep.scores import ecs, jsd_from_logits, pks, top_k_count
from bot.redeep.trace import teacher_forced

T, P = 40, 28  # total tokens, first response token
CTX = torch.arange(3, 23)  # context keys
HEADS = [(0, 1), (2, 3), (3, 0)]
LAYERS = [1, 3]


@pytest.fixture(scope="module")
def ids():
    torch.manual_seed(5)
    return torch.randint(0, 128, (1, T))


@pytest.fixture(scope="module")
def raw(tiny_model, ids):
    """Eager attention weights, per-layer hidden states and attention outputs."""
    attn_out = {}
    hooks = [
        block.self_attn.register_forward_hook(
            lambda m, a, o, i=i: attn_out.__setitem__(i, o[0][0].clone())
        )
        for i, block in enumerate(tiny_model.model.layers)
    ]
    with torch.no_grad():
        out = tiny_model(ids, output_attentions=True, output_hidden_states=True)
        final = tiny_model.model(ids).last_hidden_state[0]
    for h in hooks:
        h.remove()
    return {
        "attn": out.attentions,
        "hidden": out.hidden_states,
        "attn_out": attn_out,
        "final": final,
    }


@pytest.fixture(scope="module")
def trace(tiny_model, ids):
    return teacher_forced(
        tiny_model, ids, prompt_len=P, context_positions=CTX, heads=HEADS, layers=LAYERS
    )


def test_rows_equal_eager_attention(trace, raw):
    for layer, head in HEADS:
        expected = raw["attn"][layer][0, head, P - 1 : T - 1][:, CTX]
        assert torch.allclose(trace.rows[(layer, head)], expected, atol=1e-6)
    assert trace.query_positions.tolist() == list(range(P - 1, T - 1))


def hand_ecs(raw, layer, head, pos):
    weights = raw["attn"][layer][0, head, pos, CTX].numpy()
    k = max(1, math.floor(0.1 * len(CTX)))
    top = CTX.numpy()[np.argsort(-weights, kind="stable")[:k]]
    final = raw["final"].numpy().astype(np.float64)
    e = final[top].mean(axis=0)
    x = final[pos]
    return float(e @ x / (np.linalg.norm(e) * np.linalg.norm(x)))


@pytest.mark.parametrize("j", [0, 5, T - P - 1])
def test_ecs_matches_hand_computation(trace, raw, j):
    scores = ecs(trace)
    assert top_k_count(len(CTX)) == 2
    for layer, head in HEADS:
        assert scores[(layer, head)][j].item() == pytest.approx(
            hand_ecs(raw, layer, head, P - 1 + j), abs=1e-5
        )


def hand_lens(model, x):
    x = x.detach().double()
    w = model.model.norm.weight.double()
    eps = model.config.rms_norm_eps
    normed = x / torch.sqrt((x * x).mean(-1, keepdim=True) + eps) * w
    return normed @ model.lm_head.weight.double().T


def hand_jsd(a, b):
    p, q = torch.softmax(a, -1).detach().numpy(), torch.softmax(b, -1).detach().numpy()
    m = (p + q) / 2
    return 0.5 * float((p * np.log(p / m)).sum()) + 0.5 * float((q * np.log(q / m)).sum())


@pytest.mark.parametrize("j", [0, 7, T - P - 1])
def test_pks_matches_hand_computation(tiny_model, trace, raw, j):
    scores = pks(tiny_model, trace)
    pos = P - 1 + j
    for layer in LAYERS:
        before = raw["hidden"][layer][0, pos] + raw["attn_out"][layer][pos]
        block = tiny_model.model.layers[layer]
        with torch.no_grad():
            after = before + block.mlp(block.post_attention_layernorm(before))
        if layer + 1 < len(tiny_model.model.layers):  # (the last entry of hidden_states is normed)
            assert torch.allclose(raw["hidden"][layer + 1][0, pos], after, atol=1e-5)
        assert torch.allclose(trace.pre_mlp[layer][j], before, atol=1e-5)
        assert torch.allclose(trace.post_layer[layer][j], after, atol=1e-5)
        expected = hand_jsd(hand_lens(tiny_model, before), hand_lens(tiny_model, after))
        assert scores[layer][j].item() == pytest.approx(expected, rel=1e-4, abs=1e-7)
        assert 0.0 <= scores[layer][j].item() <= math.log(2)


def test_jsd_bounds():
    a = torch.tensor([[10.0, -10.0], [1.0, 2.0]])
    b = torch.tensor([[-10.0, 10.0], [1.0, 2.0]])
    out = jsd_from_logits(a, b)
    assert out[0].item() == pytest.approx(math.log(2), abs=1e-6)
    assert out[1].item() == pytest.approx(0.0, abs=1e-7)


def sorted_eigs(values: np.ndarray) -> np.ndarray:
    return values[np.lexsort((np.round(values.imag, 6), np.round(values.real, 6)))]


@pytest.mark.parametrize("model_name", ["tiny_model", "tiny_tied_model"])
def test_ov_shortcut_equals_full_circuit(request, model_name):
    model = request.getfixturevalue(model_name)
    hd = model.config.head_dim
    for layer, head in [(0, 0), (1, 3), (3, 2)]:
        small = np.linalg.eigvals(ov_small(model, layer, head).numpy())
        full = np.linalg.eigvals(ov_full(model, layer, head).numpy())
        top = full[np.argsort(-np.abs(full))[:hd]]
        rest = full[np.argsort(-np.abs(full))[hd:]]
        assert np.allclose(sorted_eigs(small), sorted_eigs(top), atol=1e-6 * np.abs(top).max())
        assert np.abs(rest).max() < 1e-6 * np.abs(top).max()  # rank <= head_dim


def test_copying_scores_rank_heads(tiny_tied_model):
    scores = copying_scores(tiny_tied_model)
    assert len(scores) == 4 * 4
    for s in scores:
        eig = torch.linalg.eigvals(ov_small(tiny_tied_model, s.layer, s.head))
        assert s.trace == pytest.approx(
            float(torch.trace(ov_small(tiny_tied_model, s.layer, s.head))), rel=1e-6
        )
        assert s.ratio == pytest.approx(float(eig.sum().real / eig.abs().sum()), rel=1e-6)
    top = candidates(tiny_tied_model, n=5)
    assert len(top) == 5
    assert [s.ratio for s in top] == sorted((s.ratio for s in scores), reverse=True)[:5]
