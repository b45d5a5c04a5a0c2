"""Copying-head candidates from the weights alone (OV-circuit eigenvalues).

For head h of a layer, the vocab-to-vocab OV circuit is ``W_E · W_V[g]^T · W_O[:, h]^T · W_U^T``
(V x V, rank <= head_dim). Its nonzero eigenvalues equal those of the small matrix
``K_h = W_O[:, h]^T · (W_U^T · W_E) · W_V[g]^T`` (head_dim x head_dim), since AB and BA share
nonzero eigenvalues. A head that copies tokens has mostly positive eigenvalues:
``ratio = sum(eig) / sum(|eig|)`` near 1.
"""

from __future__ import annotations

from dataclasses import dataclass

import torch

from bot.redeep.trace import decoder_layers, head_slice


@dataclass(frozen=True)
class HeadScore:
    layer: int
    head: int
    ratio: float  # sum(eig) / sum(|eig|), in [-1, 1]
    trace: float  # sum(eig) = trace(K_h)

    def to_list(self) -> list:
        return [self.layer, self.head, round(self.ratio, 6), round(self.trace, 6)]


@torch.no_grad()
def vocab_bridge(model) -> torch.Tensor:
    """``W_U^T · W_E`` (d x d) in float64: unembedding after embedding, computed once."""
    emb = model.model.embed_tokens.weight.double()
    unemb = model.lm_head.weight.double()
    return unemb.T @ emb


@torch.no_grad()
def ov_small(model, layer: int, head: int, bridge: torch.Tensor | None = None) -> torch.Tensor:
    attn = decoder_layers(model)[layer].self_attn
    bridge = vocab_bridge(model) if bridge is None else bridge
    w_o = attn.o_proj.weight.double()[:, head_slice(attn, head)]  # (d, hd)
    w_v = attn.v_proj.weight.double()[
        head_slice(attn, head // attn.num_key_value_groups)
    ]  # (hd, d)
    return w_o.T @ bridge @ w_v.T


@torch.no_grad()
def ov_full(model, layer: int, head: int) -> torch.Tensor:
    """The whole V x V circuit (only for tests on tiny vocabularies)."""
    attn = decoder_layers(model)[layer].self_attn
    emb = model.model.embed_tokens.weight.double()
    w_o = attn.o_proj.weight.double()[:, head_slice(attn, head)]
    w_v = attn.v_proj.weight.double()[head_slice(attn, head // attn.num_key_value_groups)]
    return emb @ w_v.T @ w_o.T @ model.lm_head.weight.double().T


@torch.inference_mode()
def copying_scores(model) -> list[HeadScore]:
    bridge = vocab_bridge(model)
    out = []
    for layer, block in enumerate(decoder_layers(model)):
        for head in range(block.self_attn.config.num_attention_heads):
            eig = torch.linalg.eigvals(ov_small(model, layer, head, bridge))
            total = float(eig.sum().real)
            ratio = total / max(float(eig.abs().sum()), 1e-30)
            out.append(HeadScore(layer, head, ratio, total))
    return out


def candidates(model, n: int = 24) -> list[HeadScore]:
    """The ``n`` most copying-like heads: by ratio, then by trace."""
    return sorted(copying_scores(model), key=lambda s: (-round(s.ratio, 6), -s.trace))[:n]
