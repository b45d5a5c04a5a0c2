"""Is the answer among the chunks retrieved? Dense (MiniLM cosine, today's retriever) against
hybrid (dense and BM25 ranks fused, reciprocal rank fusion), at k chunks, for every faq and
document follow-up of a deployment (the follow-up's resolved question from a bench run). A
hit: the evidence sentence's first 60 characters (whitespace folded) in a retrieved chunk.
A development aid, not a figure. Measured 27 Nov 2026 on the nine dev deployments (115 questions whose
evidence lies in one chunk): at k=4 dense 63, BM25 51, fused (c=20) 63, dense with the
asking sentences (``focus``) as a second query 63; at k=8 78, 62, 78 and 74. No gain: not
adopted.

    GUARDBOT_DATA_DIR=/tmp/gb-probe/NAME .venv/bin/python research/deployments/hybrid_dev.py NAME [RUN_DIR]
"""

from __future__ import annotations

import json
import math
import os
import re
import sys
from collections import Counter
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]

# Okapi BM25 over the chunks (a question naming a rare term finds the chunk holding it)
_TOKEN = re.compile(r"[a-z0-9][a-z0-9_]*(?:[.-][a-z0-9_]+)*")
_STOP = set(
    "a an the of to in on for and or with by from at as is are was were be been it its this "
    "that these those i we you they he she my our your their me us do does did can could "
    "will would should how what which who when where why if not no so but just all any some "
    "there here have has had get got into out up about than then too very also".split()
)
K1, B = 1.2, 0.75


def tokens(text: str) -> list[str]:
    """Lower-case words, options and dotted names ("ssh-keygen", "max_connections"), with a
    plural's "s" dropped; common words left out."""
    out = []
    for word in _TOKEN.findall(text.lower()):
        if word in _STOP:
            continue
        if len(word) > 4 and word.endswith("s") and not word.endswith("ss"):
            word = word[:-1]
        out.append(word)
    return out


class LexicalIndex:
    """BM25 over a fixed list of texts; ``scores(query)`` has one score per text."""

    def __init__(self, texts: list[str]):
        self.docs = [Counter(tokens(t)) for t in texts]
        self.lengths = np.asarray([sum(d.values()) for d in self.docs], dtype=np.float32)
        self.mean_length = float(self.lengths.mean()) if len(self.docs) else 0.0
        frequency: Counter[str] = Counter()
        for doc in self.docs:
            frequency.update(doc.keys())
        n = len(self.docs)
        self.idf = {w: math.log(1 + (n - f + 0.5) / (f + 0.5)) for w, f in frequency.items()}

    def __len__(self) -> int:
        return len(self.docs)

    def scores(self, query: str) -> np.ndarray:
        out = np.zeros(len(self.docs), dtype=np.float32)
        if not self.docs:
            return out
        norm = K1 * (1 - B + B * self.lengths / max(self.mean_length, 1e-9))
        for word in set(tokens(query)):
            idf = self.idf.get(word)
            if idf is None:
                continue
            tf = np.asarray([d.get(word, 0) for d in self.docs], dtype=np.float32)
            out += idf * tf * (K1 + 1) / (tf + norm)
        return out


def norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().lower()


def main(name: str, run_dir: str | None) -> None:
    os.environ["GUARDBOT_DEPLOYMENT"] = str(ROOT / "bench" / "deployments" / name)
    from bot.agent.quote import focus
    from bot.prepare import prepare_data
    from bot.settings import get_settings
    from bot.wiring import build_runner

    settings = get_settings()
    prepare_data(settings)
    runner = build_runner(settings)
    retriever = runner.retriever
    pairs = retriever.store.list_chunks(retriever.collection, include_embeddings=True)
    chunks = [c for c, _ in pairs]
    vectors = np.stack([v for _, v in pairs])
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    index = LexicalIndex([f"{c.title}\n{c.text}" for c in chunks])
    resolved = {}
    if run_dir:
        for line in Path(run_dir, f"{name}.jsonl").read_text().splitlines():
            row = json.loads(line)
            resolved[row.get("evidence")] = row["guardbot"].get("question")
    path = ROOT / "bench" / "deployments" / name / "questions.json"
    rows = json.loads(path.read_text())["questions"]
    ks = (4, 8)
    fuse_ks = (20, 60)
    counts: dict[str, int] = {}
    total = 0
    for row in rows:
        if row["kind"] not in ("faq", "followup") or row.get("tool") or not row.get("evidence"):
            continue
        question = resolved.get(row["evidence"]) or (row.get("turns") or [row["question"]])[-1]
        evidence = norm(row["evidence"])[:60]
        hit = [evidence in norm(c.text) for c in chunks]
        if not any(hit):
            continue
        total += 1
        q = np.asarray(runner.retriever.embedder.encode([question])[0], dtype=np.float32)
        sims = vectors @ (q / np.linalg.norm(q))
        dense = np.argsort(-sims)
        asking = focus(question)
        if asking:
            f = np.asarray(runner.retriever.embedder.encode([asking])[0], dtype=np.float32)
            fsims = vectors @ (f / np.linalg.norm(f))
        else:
            fsims = sims
        both = np.argsort(-np.maximum(sims, fsims))
        mean = np.argsort(-(sims + fsims))
        lexical = np.argsort(-index.scores(question), kind="stable")
        rank_d = {int(i): r for r, i in enumerate(dense)}
        rank_l = {int(i): r for r, i in enumerate(lexical)}
        for k in ks:
            counts[f"dense@{k}"] = counts.get(f"dense@{k}", 0) + any(hit[i] for i in dense[:k])
            counts[f"bm25@{k}"] = counts.get(f"bm25@{k}", 0) + any(hit[i] for i in lexical[:k])
            counts[f"focusmax@{k}"] = counts.get(f"focusmax@{k}", 0) + any(hit[i] for i in both[:k])
            counts[f"focussum@{k}"] = counts.get(f"focussum@{k}", 0) + any(hit[i] for i in mean[:k])
            for c in fuse_ks:
                fused = sorted(
                    range(len(chunks)), key=lambda i: -(1 / (c + rank_d[i]) + 1 / (c + rank_l[i]))
                )
                key = f"rrf{c}@{k}"
                counts[key] = counts.get(key, 0) + any(hit[i] for i in fused[:k])
    print(name, total, json.dumps(counts))
    out = Path("/tmp/gb-hybrid")
    out.mkdir(exist_ok=True)
    (out / f"{name}.json").write_text(json.dumps({"total": total, **counts}))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else None)
