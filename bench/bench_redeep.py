"""ReDeEP: seconds per example of ~600 tokens (token level, and with the chunk level), the AUCs
measured at calibration (fit / held-out dev / test slice) beside the length-only baseline, and
AARF's cost per generated token."""

from __future__ import annotations

import os
import time

import torch

from bench.common import print_table, timed

N_EXAMPLES = 3
TARGET_TOKENS = (520, 680)


def pick_examples(tokenizer, n: int):
    from bot.redeep.halueval import examples, pick
    from bot.redeep.prompting import encode

    out = []
    for idx in pick("summarization", split="dev", n=200, max_context_chars=3000):
        ex = examples("summarization", [idx])[0]
        enc = encode(tokenizer, question=ex.question, context=ex.context, answer=ex.answer)
        if TARGET_TOKENS[0] <= enc.n_tokens <= TARGET_TOKENS[1]:
            out.append((ex, enc.n_tokens))
        if len(out) >= n:
            break
    return out


def speed_rows(scorer, chunk_scorer, exs) -> list[list]:
    rows = []
    for ex, n_tokens in exs:
        cpu = time.process_time()
        t_token, res = timed(lambda ex=ex: scorer.score(ex.question, ex.context, ex.answer))
        row = [ex.key, n_tokens, len(res.tokens), t_token, time.process_time() - cpu]
        if chunk_scorer is not None:
            t_chunk, _ = timed(lambda ex=ex: chunk_scorer.score(ex.question, ex.context, ex.answer))
            row.append(t_chunk)
        rows.append(row)
    return rows


def auc_rows(cal) -> list[list]:
    keys = [
        "auc_token",
        "f1_token",
        "auc_chunk",
        "auc_logreg",
        "auc_ecs_only",
        "auc_pks_only",
        "auc_length",
        "n",
    ]
    rows = []
    for part in ("fit", "heldout", "test"):
        m = cal.metrics.get(part)
        if m:
            rows.append(
                [part] + [float(m[k]) if k in m else "-" for k in keys[:-1]] + [int(m["n"])]
            )
    return rows


def aarf_rows(loaded, cal, exs) -> list[list]:
    from bot.redeep.aarf import generate_with_aarf, greedy_generate
    from bot.redeep.prompting import encode, render_prompt

    ex = exs[0][0]
    prompt, start = render_prompt(loaded.tokenizer, question=ex.question, context=ex.context)
    enc = encode(loaded.tokenizer, question=ex.question, context=ex.context, answer=" x")
    ids = enc.input_ids[:, : enc.prompt_len]
    n = 16
    t_plain, plain = timed(lambda: greedy_generate(loaded.model, loaded.tokenizer, ids, n))
    t_aarf, res = timed(
        lambda: generate_with_aarf(
            loaded.model,
            loaded.tokenizer,
            ids,
            cal,
            alpha=1.5,
            beta=0.5,
            tau=cal.token.threshold,
            max_new_tokens=n,
            context_positions=enc.context_positions,
        )
    )
    return [
        ["greedy", len(plain.tokens), t_plain / max(1, len(plain.tokens)), "-"],
        [
            f"AARF (tau={cal.token.threshold:.3f})",
            len(res.tokens),
            t_aarf / max(1, len(res.tokens)),
            res.n_triggered,
        ],
    ]


def main() -> None:
    from bot.kb.embed import get_embedder
    from bot.redeep.calibration import load_calibration
    from bot.redeep.model import load_local
    from bot.redeep.scorer import ReDeEPScorer

    loaded, cal = load_local(), load_calibration()
    embedder = get_embedder() if cal.chunk is not None else None
    torch.set_num_threads(1)  # fastest on a busy 2-core machine (OpenMP spin-waits otherwise)
    scorer = ReDeEPScorer(loaded=loaded, calibration=cal)
    chunk_scorer = (
        ReDeEPScorer(loaded=loaded, calibration=cal, embedder=embedder) if embedder else None
    )
    exs = pick_examples(loaded.tokenizer, N_EXAMPLES)
    started = time.perf_counter()
    rows = speed_rows(scorer, chunk_scorer, exs)
    cols = ["example", "tokens", "answer tokens", "s token-level", "CPU s token-level"] + (
        ["s with chunks"] if chunk_scorer else []
    )
    print_table(
        f"ReDeEP seconds per example (~600 tokens; heads {len(cal.heads)}, layers {len(cal.layers)}, torch threads {torch.get_num_threads()})",
        cols,
        rows,
    )
    mean = sum(r[3] for r in rows) / max(1, len(rows))
    cpu = sum(r[4] for r in rows) / max(1, len(rows))
    print_table(
        "ReDeEP speed (CPU s = what one idle core needs; wall s depends on the machine's load)",
        ["examples", "mean s/example", "mean CPU s/example", "goal s", "load avg", "bench wall s"],
        [[len(rows), mean, cpu, 3.0, os.getloadavg()[0], time.perf_counter() - started]],
    )
    print_table(
        "ReDeEP on HaluEval (calibrated on dev fit part; held-out dev and test slice are report only)",
        [
            "part",
            "AUC token",
            "F1 token",
            "AUC chunk",
            "AUC logreg",
            "AUC ECS only",
            "AUC PKS only",
            "AUC length baseline",
            "n",
        ],
        auc_rows(cal),
    )
    print_table(
        "AARF cost (16 new tokens, one ~550-token prompt)",
        ["mode", "tokens", "s/token", "steps re-run"],
        aarf_rows(loaded, cal, exs),
    )
