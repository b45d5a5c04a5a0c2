"""Re-ranking the quote candidates by question likelihood (UPR, Sachan et al. 2022): the local
model's mean log-probability of the question's tokens after the unit ("Passage: ... Question:
..."), added to quote's own score. Does the sentence quoted first hold the evidence more
often? A development aid, not a figure.

For every faq and document follow-up whose evidence lies in one of the 4 retrieved chunks
(the follow-up's resolved question from a saved bench run), the N best units by quote's
score are re-scored; ``quote@1`` counts the first unit holding the evidence, for each weight.

    .venv/bin/python research/deployments/upr_dev.py RUN_PREFIX NAME [NAME ...]

Measured 27 Nov 2026 (SmolLM2-135M-Instruct, N=8) on netdesk and dbhost, 22 questions whose
evidence was retrieved: quote's own score ranks it first for 13; adding the likelihood at
weight 0.05 keeps 13, 0.1-0.4 gives 12-11, 1.0 gives 9, the likelihood alone 8 (both
templates alike). Stopped there (a third set was not worth the CPU); not adopted.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from research.deployments.devkit import holds, questions, runner_for, saved_questions  # noqa: E402

MODEL = next((ROOT / ".cache" / "models" / "local-models").glob("SmolLM2-135M-Instruct*[0-9]"))
K = 4
N = 8
WEIGHTS = (0.0, 0.05, 0.1, 0.2, 0.4, 1.0, 100.0)
TEMPLATES = {
    "ql": ("Passage: {unit}\n\nA question this passage answers: ", "{question}"),
    "qlchat": (
        "<|im_start|>user\nWrite a question that this passage answers.\n\n{unit}<|im_end|>\n"
        "<|im_start|>assistant\n",
        "{question}",
    ),
}


class Likelihood:
    def __init__(self) -> None:
        import torch
        from transformers import AutoModelForCausalLM, AutoTokenizer

        torch.set_num_threads(2)
        self.torch = torch
        self.tok = AutoTokenizer.from_pretrained(str(MODEL))
        self.model = AutoModelForCausalLM.from_pretrained(str(MODEL))
        self.model.eval()

    def score(self, prompts: list[str], target: str) -> list[float]:
        """Mean log-probability of ``target``'s tokens after each prompt."""
        torch = self.torch
        t_ids = self.tok(target, add_special_tokens=False)["input_ids"]
        rows = [self.tok(p, add_special_tokens=False)["input_ids"][-400:] + t_ids for p in prompts]
        width = max(len(r) for r in rows)
        pad = self.tok.pad_token_id or 0
        ids = torch.full((len(rows), width), pad)
        mask = torch.zeros((len(rows), width), dtype=torch.long)
        for i, r in enumerate(rows):
            ids[i, : len(r)] = torch.tensor(r)
            mask[i, : len(r)] = 1
        with torch.no_grad():
            logits = self.model(input_ids=ids, attention_mask=mask).logits
        logp = torch.log_softmax(logits.float(), dim=-1)
        out = []
        for i, r in enumerate(rows):
            start = len(r) - len(t_ids)
            positions = torch.arange(start - 1, len(r) - 1)
            chosen = logp[i, positions, torch.tensor(t_ids)]
            out.append(float(chosen.mean()))
        return out


def run(prefix: str, name: str, counts: dict[str, int], lm: Likelihood) -> None:
    from bot.agent import quote

    runner = runner_for(name)
    retriever = runner.retriever
    embed = retriever.embedder.encode
    saved = saved_questions(prefix, name)
    rows = questions(name)
    for row in rows:
        if row["kind"] not in ("faq", "followup") or row.get("tool") or not row.get("evidence"):
            continue
        evidence = row["evidence"]
        question = saved.get(evidence) or (row.get("turns") or [row["question"]])[-1]
        docs = [c.to_source() for c in retriever.search(question, k=K)]
        units = quote.units_of(docs)
        if not any(holds(u.text, evidence) for u in units):
            continue
        counts["total"] = counts.get("total", 0) + 1
        ranked = quote.select(question, units, embed=embed, k=N)
        if not ranked:
            continue
        counts["in_top_n"] = counts.get("in_top_n", 0) + any(
            holds(u.text, evidence) for u, _ in ranked
        )
        base = np.asarray([s for _, s in ranked])
        for tag, (head, tail) in TEMPLATES.items():
            prompts = [
                head.format(unit=f"{u.heading}: {u.text}" if u.heading else u.text)
                for u, _ in ranked
            ]
            ql = np.asarray(lm.score(prompts, tail.format(question=question)))
            for w in WEIGHTS:
                best = int(np.argmax(base + w * ql))
                key = f"{tag}:w{w}"
                counts[key] = counts.get(key, 0) + holds(ranked[best][0].text, evidence)


def main() -> None:
    prefix, names = sys.argv[1], sys.argv[2:]
    lm = Likelihood()
    grand: dict[str, int] = {}
    for name in names:
        counts: dict[str, int] = {}
        run(prefix, name, counts, lm)
        print(name, json.dumps(counts), flush=True)
        for key, value in counts.items():
            grand[key] = grand.get(key, 0) + value
    print("all", json.dumps(grand), flush=True)


if __name__ == "__main__":
    main()
