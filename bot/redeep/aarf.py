"""AARF (Add Attention, Reduce FFN) for greedy local generation.

At each step the token score H of the position that predicts the next token is computed from
read-only hooks (ECS of the chosen copying heads over the context keys, PKS of the chosen
knowledge FFNs, normalised with the calibration's frozen extremes). When H > tau the step is
re-run with the chosen heads' outputs multiplied by ``alpha`` (a pre-hook on ``o_proj`` scaling
that head's input columns) and the chosen layers' MLP outputs multiplied by ``beta`` (a forward
hook on ``layers[l].mlp``), only at the current position. Otherwise the logits are untouched.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import torch

from bot.redeep.calibration import Calibration, load_calibration
from bot.redeep.scores import jsd_from_logits, logit_lens, top_k_count
from bot.redeep.trace import (
    _hidden_arg,
    _output_tensor,
    _rope_tables,
    decoder_layers,
    head_keys,
    head_queries,
    head_slice,
)


@dataclass
class AARFResult:
    tokens: list[int]
    scores: list[float] = field(default_factory=list)  # H at each step
    triggered: list[bool] = field(default_factory=list)
    logits: list[torch.Tensor] = field(
        default_factory=list
    )  # the logits used (recorded on request)
    first_logits: list[torch.Tensor] = field(default_factory=list)  # before any re-run (on request)

    @property
    def n_triggered(self) -> int:
        return sum(self.triggered)


class StepMeter:
    """Read-only hooks computing H for the last position of every forward call."""

    def __init__(self, model, calibration: Calibration, context_positions: torch.Tensor):
        self.model, self.cal = model, calibration
        self.ctx = context_positions.to(torch.long)
        self.keys: dict[tuple[int, int], torch.Tensor] = {}  # rotated context keys per head
        self.queries: dict[tuple[int, int], torch.Tensor] = {}
        self.pre: dict[int, torch.Tensor] = {}
        self.post: dict[int, torch.Tensor] = {}
        self.final_ctx: torch.Tensor | None = None
        self.final_last: torch.Tensor | None = None
        self.active = True

    def _attn_hook(self, layer: int, heads: list[int]):
        def hook(module, args, kwargs):
            if not self.active:
                return
            hidden = _hidden_arg(args, kwargs)
            cos, sin = _rope_tables(kwargs)
            last = torch.tensor([hidden.shape[0] - 1])
            for h in heads:
                if (layer, h) not in self.keys:  # the prefill call holds every context position
                    self.keys[(layer, h)] = head_keys(module, hidden, cos, sin, h, self.ctx)
                self.queries[(layer, h)] = head_queries(module, hidden, cos, sin, h, last)[0]

        return hook

    def _norm_hook(self, module, args, output):
        if not self.active:
            return
        out = output[0].float()
        if self.final_ctx is None:
            self.final_ctx = out[self.ctx]
        self.final_last = out[-1]

    @contextlib.contextmanager
    def hooks(self):
        blocks, handles = decoder_layers(self.model), []
        by_layer: dict[int, list[int]] = {}
        for layer, head in self.cal.heads:
            by_layer.setdefault(layer, []).append(head)
        for layer, heads in by_layer.items():
            handles.append(
                blocks[layer].self_attn.register_forward_pre_hook(
                    self._attn_hook(layer, heads), with_kwargs=True
                )
            )
        for layer in self.cal.layers:
            handles.append(
                blocks[layer].post_attention_layernorm.register_forward_pre_hook(
                    self._pre_hook(layer)
                )
            )
            handles.append(blocks[layer].register_forward_hook(self._post_hook(layer)))
        handles.append(self.model.model.norm.register_forward_hook(self._norm_hook))
        try:
            yield self
        finally:
            for h in handles:
                h.remove()

    def _pre_hook(self, layer: int):
        def hook(module, args):
            if self.active:
                self.pre[layer] = args[0][0, -1].float()

        return hook

    def _post_hook(self, layer: int):
        def hook(module, args, output):
            if self.active:
                self.post[layer] = _output_tensor(output)[0, -1].float()

        return hook

    def score(self) -> float:
        e = 0.0
        n_ctx = int(self.ctx.numel())
        if n_ctx and self.final_ctx is not None and self.final_last is not None:
            for head in self.cal.heads:
                idx = (self.keys[head] @ self.queries[head]).topk(top_k_count(n_ctx)).indices
                mean = self.final_ctx[idx].mean(dim=0)
                e += float(torch.nn.functional.cosine_similarity(mean, self.final_last, dim=0))
        p = 0.0
        for layer in self.cal.layers:
            lens = logit_lens(self.model, torch.stack([self.pre[layer], self.post[layer]]))
            p += float(jsd_from_logits(lens[:1], lens[1:])[0])
        return float(self.cal.token.score(np.array([e]), np.array([p]))[0])


@contextlib.contextmanager
def interventions(model, calibration: Calibration, *, alpha: float, beta: float):
    """Scale the chosen heads' outputs by ``alpha`` and the chosen MLPs' outputs by ``beta`` at
    the last position of each forward call made inside the block."""
    blocks, handles = decoder_layers(model), []

    def o_hook(heads: list[int]):
        def hook(module, args):
            x = args[0].clone()
            for h in heads:
                x[:, -1, head_slice(module_attn[id(module)], h)] *= alpha
            return (x,) + tuple(args[1:])

        return hook

    def mlp_hook(module, args, output):
        out = output.clone()
        out[:, -1] *= beta
        return out

    module_attn: dict[int, object] = {}
    by_layer: dict[int, list[int]] = {}
    for layer, head in calibration.heads:
        by_layer.setdefault(layer, []).append(head)
    try:
        for layer, heads in by_layer.items():
            attn = blocks[layer].self_attn
            module_attn[id(attn.o_proj)] = attn
            handles.append(attn.o_proj.register_forward_pre_hook(o_hook(heads)))
        for layer in calibration.layers:
            handles.append(blocks[layer].mlp.register_forward_hook(mlp_hook))
        yield
    finally:
        for h in handles:
            h.remove()


def _step(model, ids: torch.Tensor, cache) -> torch.Tensor:
    out = model(input_ids=ids, past_key_values=cache, use_cache=True, logits_to_keep=1)
    return out.logits[0, -1]


def _eos_ids(model, tokenizer) -> set[int]:
    eos = getattr(tokenizer, "eos_token_id", None)
    if eos is None:
        eos = model.config.eos_token_id
    return set(eos if isinstance(eos, list) else [eos]) - {None}


@torch.inference_mode()
def greedy_generate(
    model, tokenizer, input_ids: torch.Tensor, max_new_tokens: int, *, record_logits: bool = False
) -> AARFResult:
    """Plain greedy decoding with the same cached loop (the reference AARF must equal when it
    never triggers)."""
    from transformers import DynamicCache

    cache, ids, eos = DynamicCache(config=model.config), input_ids, _eos_ids(model, tokenizer)
    result = AARFResult(tokens=[])
    for _ in range(max_new_tokens):
        logits = _step(model, ids, cache)
        if record_logits:
            result.logits.append(logits.clone())
        token = int(logits.argmax())
        result.tokens.append(token)
        if token in eos:
            break
        ids = torch.tensor([[token]])
    return result


@torch.inference_mode()
def generate_with_aarf(
    model,
    tokenizer,
    input_ids: torch.Tensor,
    calibration: Calibration,
    alpha: float,
    beta: float,
    tau: float,
    max_new_tokens: int,
    *,
    context_positions: torch.Tensor | None = None,
    record_logits: bool = False,
) -> AARFResult:
    """Greedy generation with AARF. ``context_positions``: token indices of the retrieved context
    in ``input_ids`` (default: the whole prompt)."""
    from transformers import DynamicCache

    prompt_len = int(input_ids.shape[1])
    ctx = torch.arange(prompt_len) if context_positions is None else context_positions
    meter = StepMeter(model, calibration, ctx)
    cache, ids, eos = DynamicCache(config=model.config), input_ids, _eos_ids(model, tokenizer)
    result = AARFResult(tokens=[])
    with meter.hooks():
        for _ in range(max_new_tokens):
            meter.active = True
            logits = _step(model, ids, cache)
            score = meter.score()
            fired = score > tau
            if record_logits:
                result.first_logits.append(logits.clone())
            if fired:
                meter.active = False
                cache.crop(-int(ids.shape[1]))
                with interventions(model, calibration, alpha=alpha, beta=beta):
                    logits = _step(model, ids, cache)
            if record_logits:
                result.logits.append(logits.clone())
            token = int(logits.argmax())
            result.tokens.append(token)
            result.scores.append(score)
            result.triggered.append(fired)
            if token in eos:
                break
            ids = torch.tensor([[token]])
    return result


def context_positions_for(tokenizer, prompt: str, context: str) -> torch.Tensor:
    """Token indices of ``context`` inside ``prompt`` (for callers that render their own prompt)."""
    start = prompt.find(context) if context else -1
    enc = tokenizer(prompt, add_special_tokens=False, return_offsets_mapping=True)
    if start < 0:
        return torch.arange(len(enc["input_ids"]))
    end = start + len(context)
    return torch.tensor(
        [i for i, (s, e) in enumerate(enc["offset_mapping"]) if s >= start and e <= end and e > s],
        dtype=torch.long,
    )


def generate_for_local(
    model: Any, tokenizer: Any, input_ids: Any, max_new: int, settings: Any
) -> AARFResult:
    """AARF with the settings' calibration and knobs: the generator ``bot.wiring`` lends to
    ``bot.llm.local.LocalModel`` (its ``aarf`` attribute) when ``GUARDBOT_AARF`` is on."""
    return generate_with_aarf(
        model,
        tokenizer,
        input_ids,
        load_calibration(settings.redeep_calibration),
        alpha=settings.aarf_alpha,
        beta=settings.aarf_beta,
        tau=settings.aarf_tau,
        max_new_tokens=max_new,
    )
