"""The query adapter (``train.py``) on deployments: for every faq and document follow-up whose
evidence lies in one chunk (a follow-up's resolved question from a saved bench run), is the
evidence's chunk among the 4 retrieved (``chunk@4``), and does the unit quote's scoring ranks
first hold it (``quote@1``), with the question's vector as it is and mapped by the adapter?
A development aid, not a figure.

    .venv/bin/python research/adapter/eval_dev.py ADAPTER.npy RUN_PREFIX NAME [NAME ...]
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))
from research.deployments.devkit import holds, norm, questions, runner_for, saved_questions  # noqa: E402

K = 4


def run(w: np.ndarray, prefix: str, name: str, counts: dict[str, int]) -> None:
    from bot.agent import quote

    runner = runner_for(name)
    retriever = runner.retriever
    encode = retriever.embedder.encode

    def mapped(v: np.ndarray) -> np.ndarray:
        out = w @ v
        return out / np.linalg.norm(out)

    def adapted(texts: list[str]) -> np.ndarray:  # quote embeds [question, *units]
        vectors = np.array(encode(texts), dtype=np.float32)
        vectors[0] = mapped(vectors[0])
        return vectors

    pairs = retriever.store.list_chunks(retriever.collection, include_embeddings=False)
    chunks = [c for c, _ in pairs]
    saved = saved_questions(prefix, name)
    rows = questions(name)
    for row in rows:
        if row["kind"] not in ("faq", "followup") or row.get("tool") or not row.get("evidence"):
            continue
        evidence = row["evidence"]
        if not any(norm(evidence)[:50] in norm(c.text) for c in chunks):
            continue
        question = saved.get(evidence) or (row.get("turns") or [row["question"]])[-1]
        counts["total"] = counts.get("total", 0) + 1
        q = np.asarray(encode([question])[0], dtype=np.float32)
        for tag, vector, embed in (("base", q, encode), ("adapted", mapped(q), adapted)):
            got = retriever.store.query(retriever.collection, vector, K, None)
            docs = [c.to_source() for c in got]
            counts[f"{tag}:chunk@4"] = counts.get(f"{tag}:chunk@4", 0) + any(
                norm(evidence)[:50] in norm(c.text) for c in got
            )
            ranked = quote.select(question, quote.units_of(docs), embed=embed, k=1)
            hit = bool(ranked) and holds(ranked[0][0].text, evidence)
            counts[f"{tag}:quote@1"] = counts.get(f"{tag}:quote@1", 0) + hit


def main() -> None:
    w = np.load(sys.argv[1])
    prefix, names = sys.argv[2], sys.argv[3:]
    grand: dict[str, int] = {}
    for name in names:
        counts: dict[str, int] = {}
        run(w, prefix, name, counts)
        print(name, json.dumps(counts), flush=True)
        for key, value in counts.items():
            grand[key] = grand.get(key, 0) + value
    print("all", json.dumps(grand), flush=True)


if __name__ == "__main__":
    main()
