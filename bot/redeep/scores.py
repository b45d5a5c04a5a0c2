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
def pks_layer(
    model, before: torch.Tensor, after: torch.Tensor, *, block: int = 128
) -> torch.Tensor:
    """Parametric Knowledge Score of one layer for each row of ``before``/``after`` (R, d)."""
    return pks_many(model, [(before, after)], block=block)[0]


@torch.inference_mode()
def pks_many(
    model, pairs: list[tuple[torch.Tensor, torch.Tensor]], *, block: int = 128
) -> list[torch.Tensor]:
    """PKS for several layers at once: the rows of every layer go through the logit lens in
    blocks of ``block`` before/after pairs, so the unembedding matrix is read once per block
    (the lens is memory-bound on CPU), not once per layer."""
    if not pairs:
        return []
    before = torch.cat([b for b, _ in pairs])
    after = torch.cat([a for _, a in pairs])
    out = []
    for start in range(0, before.shape[0], block):
        stop = start + block
        lens = logit_lens(model, torch.cat([before[start:stop], after[start:stop]]))
        n = lens.shape[0] // 2
        out.append(jsd_from_logits(lens[:n], lens[n:]))
    flat = torch.cat(out)
    return list(flat.split([b.shape[0] for b, _ in pairs]))


def pks(model, trace: Trace) -> dict[int, torch.Tensor]:
    layers = list(trace.pre_mlp)
    values = pks_many(model, [(trace.pre_mlp[lay], trace.post_layer[lay]) for lay in layers])
    return dict(zip(layers, values, strict=True))
