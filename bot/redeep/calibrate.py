"""``guardbot redeep calibrate``: score HaluEval dev examples, choose heads/layers/beta/threshold
on the fit part, report the held-out part, and write the calibration file.

Deterministic: the same model and arguments give the same file (floats rounded to 6 digits).
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from bot.redeep import fit as F
from bot.redeep.analysis import analyse
from bot.redeep.calibration import Calibration, model_signature
from bot.redeep.halueval import Example, examples, pick
from bot.redeep.heads import candidates

DEFAULT_PER_TASK = {"qa": 40, "dialogue": 30, "summarization": 20}  # records; 2 examples each
DEFAULT_TEST_RECORDS = 8  # per task, report only (HaluEval test split)
HELDOUT_FRACTION = 1 / 3
MAX_CONTEXT_CHARS = 2000  # keeps an example near 600 tokens

Progress = Callable[[int, int, str], None]


def later_half(model) -> list[int]:
    n = int(model.config.num_hidden_layers)
    return list(range(n // 2, n))


def collect(
    model, tokenizer, exs: list[Example], *, heads, layers, embedder=None, progress=None
) -> list[F.Sample]:
    out = []
    for i, ex in enumerate(exs):
        a = analyse(
            model,
            tokenizer,
            question=ex.question,
            context=ex.context,
            answer=ex.answer,
            heads=heads,
            layers=layers,
            embedder=embedder,
        )
        out.append(
            F.Sample(
                ex.key,
                ex.task,
                ex.index,
                ex.label,
                len(ex.answer),
                a.ecs,
                a.pks,
                a.chunk_att,
                a.chunk_cos,
                a.chunk_pks,
            )
        )
        if progress:
            progress(i + 1, len(exs), ex.key)
    return out


def split_by_record(
    samples: list[F.Sample], fraction: float
) -> tuple[list[F.Sample], list[F.Sample]]:
    """The last ``fraction`` of each task's records (both of their answers) are held out."""
    fit: list[F.Sample] = []
    held: list[F.Sample] = []
    for task in dict.fromkeys(s.task for s in samples):
        records = sorted({s.index for s in samples if s.task == task})
        cut = len(records) - round(len(records) * fraction)
        keep = set(records[:cut])
        for s in samples:
            if s.task == task:
                (fit if s.index in keep else held).append(s)
    return fit, held


def evaluate_samples(
    samples: list[F.Sample], cal: Calibration, heads: list[int], layers: list[int]
) -> dict:
    """AUC / F1 (at the frozen thresholds) of every variant on ``samples``, plus baselines."""
    labels = [s.label for s in samples]
    token = [F.response_score(s, cal.token, heads, layers) for s in samples]
    ep = [F.token_ep(s, heads, layers) for s in samples]
    out = {
        "n": len(samples),
        "auc_token": F.auc(labels, token),
        "f1_token": F.f1_at(labels, token, cal.token.threshold),
        "auc_ecs_only": F.auc(labels, [-e.mean() for e, _ in ep]),
        "auc_pks_only": F.auc(labels, [p.mean() for _, p in ep]),
        "auc_length": F.auc(labels, [s.answer_chars for s in samples]),
    }
    if cal.chunk is not None and all(s.chunk_att is not None for s in samples):
        chunk = [F.response_score(s, cal.chunk, heads, layers, level="chunk") for s in samples]
        out.update(
            auc_chunk=F.auc(labels, chunk), f1_chunk=F.f1_at(labels, chunk, cal.chunk.threshold)
        )
    if cal.logreg is not None:
        probs = [
            cal.logreg.probability(
                F.logreg_features(s, cal.token, heads, layers, cal.logreg.features)
            )
            for s in samples
        ]
        out.update(
            auc_logreg=F.auc(labels, probs), f1_logreg=F.f1_at(labels, probs, cal.logreg.threshold)
        )
    for task in sorted({s.task for s in samples}):
        idx = [i for i, s in enumerate(samples) if s.task == task]
        out[f"auc_token_{task}"] = F.auc([labels[i] for i in idx], [token[i] for i in idx])
        out[f"auc_length_{task}"] = F.auc(
            [labels[i] for i in idx], [samples[i].answer_chars for i in idx]
        )
    return out


def feature_names(heads, layers) -> list[str]:
    return ["E", "P"] + [f"ecs_{lay}_{h}" for lay, h in heads] + [f"pks_{lay}" for lay in layers]


def calibrate(
    model,
    tokenizer,
    *,
    per_task: dict[str, int] | None = None,
    n_candidates: int = 24,
    embedder=None,
    progress: Progress | None = None,
) -> Calibration:
    per_task = dict(per_task or DEFAULT_PER_TASK)
    cands = candidates(model, n_candidates)
    cand_heads = [(c.layer, c.head) for c in cands]
    layers = later_half(model)
    indices = {
        t: pick(t, split="dev", n=n, max_context_chars=MAX_CONTEXT_CHARS)
        for t, n in per_task.items()
    }
    exs = [ex for t, idx in indices.items() for ex in examples(t, idx)]
    samples = collect(
        model, tokenizer, exs, heads=cand_heads, layers=layers, embedder=embedder, progress=progress
    )
    fit, held = split_by_record(samples, HELDOUT_FRACTION)
    choice = F.search(fit)
    heads = [cand_heads[i] for i in choice.heads]
    chosen_layers = [layers[i] for i in choice.layers]
    cal = Calibration(
        model=model_signature(model),
        candidates=[c.to_list() for c in cands],
        heads=heads,
        layers=chosen_layers,
        token=choice.norm,
    )
    if embedder is not None:
        cal.chunk, _ = F.fit_norm(fit, choice.heads, choice.layers, level="chunk")
    cal.logreg = F.fit_logreg(
        fit, choice.norm, choice.heads, choice.layers, feature_names(heads, chosen_layers)
    )
    cal.data = {
        "source": "HaluEval dev split (record index 0-4999); right answer label 0, hallucinated label 1",
        "records": indices,
        "max_context_chars": MAX_CONTEXT_CHARS,
        "heldout": "last third of each task's records",
        "n_candidates": n_candidates,
        "layers_searched": layers,
    }
    cal.metrics = {
        "fit": evaluate_samples(fit, cal, choice.heads, choice.layers),
        "heldout": evaluate_samples(held, cal, choice.heads, choice.layers),
        "head_auc": [[*cand_heads[i], a] for i, a in F.rank_heads(fit)],
        "layer_auc": [[layers[i], a] for i, a in F.rank_layers(fit)],
    }
    return cal


def evaluate(
    model,
    tokenizer,
    cal: Calibration,
    *,
    per_task: dict[str, int],
    split: str = "test",
    embedder=None,
    progress=None,
) -> dict:
    """Report-only metrics of a frozen calibration on a slice of ``split``."""
    indices = {
        t: pick(t, split=split, n=n, max_context_chars=MAX_CONTEXT_CHARS)
        for t, n in per_task.items()
    }
    exs = [ex for t, idx in indices.items() for ex in examples(t, idx)]
    samples = collect(
        model,
        tokenizer,
        exs,
        heads=cal.heads,
        layers=cal.layers,
        embedder=embedder,
        progress=progress,
    )
    out = evaluate_samples(samples, cal, list(range(len(cal.heads))), list(range(len(cal.layers))))
    out["split"] = split
    out["records"] = {t: len(i) for t, i in indices.items()}
    return out


def summary_rows(metrics: dict) -> list[list]:
    keys = [
        "auc_token",
        "f1_token",
        "auc_chunk",
        "f1_chunk",
        "auc_logreg",
        "f1_logreg",
        "auc_ecs_only",
        "auc_pks_only",
        "auc_length",
    ]
    return [[k, float(np.round(metrics[k], 4))] for k in keys if k in metrics]
