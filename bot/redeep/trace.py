"""One teacher-forced pass with forward hooks, keeping only what ReDeEP needs.

Works on any Llama-style Hugging Face causal LM (``model.model.layers[l].self_attn`` with
``q_proj``/``k_proj``/``o_proj``, ``post_attention_layernorm``, ``mlp``; ``model.model.norm``;
``model.lm_head``). Attention rows of the chosen heads are recomputed inside a pre-hook from the
layer's own queries and keys (RoPE applied with the ``position_embeddings`` the model passes in),
so the pass itself may run with any attention implementation: the rows equal what eager
attention returns (a test checks this) without materialising every head of every layer.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import torch

Head = tuple[int, int]


@dataclass
class Trace:
    query_positions: torch.Tensor  # (R,) positions P-1 .. T-2; row j predicts response token j
    context_positions: torch.Tensor  # (C,) token indices of the context keys
    final_hidden: torch.Tensor  # (T, d) fp32, after the final norm
    rows: dict[Head, torch.Tensor] = field(
        default_factory=dict
    )  # (R, C) attention over context keys
    pre_mlp: dict[int, torch.Tensor] = field(default_factory=dict)  # (R, d) residual before the MLP
    post_layer: dict[int, torch.Tensor] = field(
        default_factory=dict
    )  # (R, d) residual after the layer


def decoder_layers(model) -> Any:
    return model.model.layers


def rotate_half(x: torch.Tensor) -> torch.Tensor:
    half = x.shape[-1] // 2
    return torch.cat((-x[..., half:], x[..., :half]), dim=-1)


def head_slice(attn, index: int) -> slice:
    return slice(index * attn.head_dim, (index + 1) * attn.head_dim)


def project(linear: torch.nn.Linear, x: torch.Tensor, rows: slice) -> torch.Tensor:
    """``x @ W[rows].T (+ b[rows])`` in fp32."""
    out = x @ linear.weight[rows].float().T
    if linear.bias is not None:
        out = out + linear.bias[rows].float()
    return out


def rope(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
    return x * cos + rotate_half(x) * sin


def head_queries(attn, hidden: torch.Tensor, cos, sin, head: int, positions: torch.Tensor):
    x = hidden[positions]
    return rope(project(attn.q_proj, x, head_slice(attn, head)), cos[positions], sin[positions])


def head_keys(attn, hidden: torch.Tensor, cos, sin, head: int, positions: torch.Tensor):
    group = head // attn.num_key_value_groups
    x = hidden[positions]
    return rope(project(attn.k_proj, x, head_slice(attn, group)), cos[positions], sin[positions])


def attention_rows(attn, hidden, cos, sin, head: int, query_pos, key_pos) -> torch.Tensor:
    """Softmax attention of ``head`` at ``query_pos`` (causal, over all earlier keys), sliced to
    the columns ``key_pos``. ``hidden`` is the attention input (after ``input_layernorm``), (T, d)."""
    all_keys = torch.arange(hidden.shape[0])
    q = head_queries(attn, hidden, cos, sin, head, query_pos)
    k = head_keys(attn, hidden, cos, sin, head, all_keys)
    scores = (q @ k.T) * attn.scaling
    scores = scores.masked_fill(all_keys[None, :] > query_pos[:, None], float("-inf"))
    return torch.softmax(scores, dim=-1)[:, key_pos]


def _rope_tables(kwargs: dict) -> tuple[torch.Tensor, torch.Tensor]:
    cos, sin = kwargs["position_embeddings"]
    return cos[0].float(), sin[0].float()


def _hidden_arg(args: tuple, kwargs: dict) -> torch.Tensor:
    hidden = kwargs["hidden_states"] if "hidden_states" in kwargs else args[0]
    return hidden[0].float()


def _output_tensor(output) -> torch.Tensor:
    return output[0] if isinstance(output, tuple) else output


@contextmanager
def trace_hooks(
    model, trace: Trace, *, heads: Iterable[Head], layers: Iterable[int]
) -> Iterator[Trace]:
    """Register the read-only hooks that fill ``trace`` during one forward pass."""
    blocks = decoder_layers(model)
    by_layer: dict[int, list[int]] = {}
    for layer, head in heads:
        by_layer.setdefault(layer, []).append(head)
    handles = []
    q_pos, k_pos = trace.query_positions, trace.context_positions

    def rows_hook(layer: int):
        def hook(module, args, kwargs):
            hidden = _hidden_arg(args, kwargs)
            cos, sin = _rope_tables(kwargs)
            for head in by_layer[layer]:
                trace.rows[(layer, head)] = attention_rows(
                    module, hidden, cos, sin, head, q_pos, k_pos
                )

        return hook

    def pre_mlp_hook(layer: int):
        def hook(module, args):
            trace.pre_mlp[layer] = args[0][0, q_pos].float()

        return hook

    def post_hook(layer: int):
        def hook(module, args, output):
            trace.post_layer[layer] = _output_tensor(output)[0, q_pos].float()

        return hook

    try:
        for layer in by_layer:
            attn = blocks[layer].self_attn
            handles.append(attn.register_forward_pre_hook(rows_hook(layer), with_kwargs=True))
        for layer in sorted(set(layers)):
            block = blocks[layer]
            handles.append(
                block.post_attention_layernorm.register_forward_pre_hook(pre_mlp_hook(layer))
            )
            handles.append(block.register_forward_hook(post_hook(layer)))
        yield trace
    finally:
        for handle in handles:
            handle.remove()


@torch.inference_mode()
def teacher_forced(
    model,
    input_ids: torch.Tensor,
    *,
    prompt_len: int,
    context_positions: torch.Tensor,
    heads: Iterable[Head],
    layers: Iterable[int],
) -> Trace:
    """Run ``input_ids`` (1, T) once and return the rows, residuals and final hidden states for
    the response positions (``prompt_len`` = index of the first response token)."""
    total = int(input_ids.shape[1])
    if not 0 < prompt_len < total:
        raise ValueError(f"prompt_len must be in 1..{total - 1}, got {prompt_len}")
    trace = Trace(
        query_positions=torch.arange(prompt_len - 1, total - 1),
        context_positions=context_positions.to(torch.long),
        final_hidden=torch.empty(0),
    )
    with trace_hooks(model, trace, heads=list(heads), layers=list(layers)):
        out = model.model(input_ids=input_ids, use_cache=False)
    trace.final_hidden = out.last_hidden_state[0].float()
    return trace
