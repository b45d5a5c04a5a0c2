"""ECS per head and PKS per layer, per response token, from a :class:`Trace`."""

from __future__ import annotations

import math

import torch

from bot.redeep.trace import Trace

LN2 = math.log(2.0)


def top_k_count(n_context: int) -> int:
    return max(1, math.floor(0.1 * n_context))


def ecs_from_rows(rows: torch.Tensor, final_hidden: torch.Tensor, trace: Trace) -> torch.Tensor:
    """External Context Score of one head: cosine between the query's final hidden state and
    the mean final hidden state of its top-k attended context keys. (R,)"""
    n_ctx = int(trace.context_positions.numel())
    query = final_hidden[trace.query_positions]
    if n_ctx == 0:
        return torch.zeros(query.shape[0])
    idx = rows.topk(top_k_count(n_ctx), dim=-1).indices  # (R, k)
    keys = final_hidden[trace.context_positions][idx]  # (R, k, d)
    return torch.nn.functional.cosine_similarity(keys.mean(dim=1), query, dim=-1)


def ecs(trace: Trace) -> dict[tuple[int, int], torch.Tensor]:
    return {
        head: ecs_from_rows(rows, trace.final_hidden, trace) for head, rows in trace.rows.items()
    }


def logit_lens(model, x: torch.Tensor) -> torch.Tensor:
    """lm_head(final_norm(x)) in fp32."""
    normed = model.model.norm(x.to(model.model.norm.weight.dtype))
    weight = model.lm_head.weight.float()
    out = normed.float() @ weight.T
    if getattr(model.lm_head, "bias", None) is not None:
        out = out + model.lm_head.bias.float()
    return out


def jsd_from_logits(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """Jensen-Shannon divergence (nats, <= ln 2) between softmax(a) and softmax(b), per row."""
    la, lb = torch.log_softmax(a.float(), dim=-1), torch.log_softmax(b.float(), dim=-1)
    pa, pb = la.exp(), lb.exp()
    lm = torch.log((0.5 * (pa + pb)).clamp_min(1e-30))
    kl_a = (pa * (la - lm)).sum(dim=-1)
    kl_b = (pb * (lb - lm)).sum(dim=-1)
    return (0.5 * (kl_a + kl_b)).clamp(0.0, LN2)


@torch.inference_mode()
def pks_layer(model, before: torch.Tensor, after: torch.Tensor, *, block: int = 64) -> torch.Tensor:
    """Parametric Knowledge Score of one layer for each row of ``before``/``after`` (R, d)."""
    out = []
    for start in range(0, before.shape[0], block):
        stop = start + block
        out.append(
            jsd_from_logits(
                logit_lens(model, before[start:stop]), logit_lens(model, after[start:stop])
            )
        )
    return torch.cat(out) if out else torch.zeros(0)


def pks(model, trace: Trace) -> dict[int, torch.Tensor]:
    return {
        layer: pks_layer(model, trace.pre_mlp[layer], trace.post_layer[layer])
        for layer in trace.pre_mlp
    }
