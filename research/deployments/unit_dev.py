"""Retrieving by quotable unit ("small to big"): is the answer's chunk found, and is the
answer's sentence the one quoted, when every unit of the knowledge base (a sentence, a list
item, an option with its description) is scored against the question, instead of the chunks
alone? A development aid, not a figure.

For every faq and document follow-up whose evidence lies in one chunk (the follow-up's
resolved question from a saved bench run), it counts:

- ``chunk@4``: the evidence's chunk among the 4 retrieved (today's retriever: chunk cosine);
- ``quote@1``: the unit quote.select ranks first among those chunks' units holds the evidence;
- ``unit:*``: the same two when the chunks are the parents of the best-scoring units of the
  whole knowledge base (quote's own scoring: unit cosine with its heading, plus the
  IDF-weighted share of the question's words over the whole knowledge base, plus the
  figure bonus);
- ``mix:*``: chunks ranked by chunk cosine plus their best unit's score.

    .venv/bin/python research/deployments/unit_dev.py RUN_PREFIX NAME [NAME ...]

Measured 27 Nov 2026 on the twelve dev deployments (176 questions whose evidence lies in one
chunk; questions resolved as in the 3b53e79 runs): chunk@4 base 101, unit 105, unitcos 95,
mix 111, mixcos 109; quote@1 base 45, unit 41, unitcos 41, mix 45, mixcos 46. Ranking chunks
by their best unit finds the answer's chunk more often (101 -> 111) but the sentence quoted
first holds the answer no more often (45 -> 45): choosing among the units, not retrieval,
is where the answers are lost. Not adopted.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from research.deployments.devkit import holds, norm, questions, runner_for, saved_questions  # noqa: E402

K = 4


def run(prefix: str, name: str, counts: dict[str, int]) -> None:
    from bot.agent import quote

    runner = runner_for(name)
    retriever = runner.retriever
    embed = retriever.embedder.encode
    pairs = retriever.store.list_chunks(retriever.collection, include_embeddings=True)
    chunks = [c for c, _ in pairs]
    cvec = np.stack([v for _, v in pairs]).astype(np.float32)
    cvec /= np.linalg.norm(cvec, axis=1, keepdims=True)
    units, parent = [], []
    for i, chunk in enumerate(chunks):
        for unit in quote.units_of([chunk.to_source()]):
            units.append(unit)
            parent.append(i)
    parent_a = np.asarray(parent)
    uvec = embed([f"{u.heading}: {u.text}" if u.heading else u.text for u in units])
    held = [quote._content_words(f"{u.heading} {u.text}") for u in units]
    saved = saved_questions(prefix, name)
    rows = questions(name)
    for row in rows:
        if row["kind"] not in ("faq", "followup") or row.get("tool") or not row.get("evidence"):
            continue
        evidence = row["evidence"]
        home = [evidence and norm(evidence)[:50] in norm(c.text) for c in chunks]
        if not any(home):
            continue
        question = saved.get(evidence) or (row.get("turns") or [row["question"]])[-1]
        counts["total"] = counts.get("total", 0) + 1

        def tally(
            tag: str, chosen: list[int], home=home, question=question, evidence=evidence
        ) -> None:
            counts[f"{tag}:chunk@{K}"] = counts.get(f"{tag}:chunk@{K}", 0) + any(
                home[i] for i in chosen
            )
            docs = [chunks[i].to_source() for i in chosen]
            cand = quote.units_of(docs)
            ranked = quote.select(question, cand, embed=embed, k=1)
            hit = bool(ranked) and holds(ranked[0][0].text, evidence)
            counts[f"{tag}:quote@1"] = counts.get(f"{tag}:quote@1", 0) + hit

        base = [c for c in retriever.search(question, k=K)]
        ids = {c.id: i for i, c in enumerate(chunks)}
        tally("base", [ids[c.id] for c in base if c.id in ids])
        q = np.asarray(embed([question])[0], dtype=np.float32)
        usim = uvec @ q
        asked = quote._content_words(question)
        n = len(units)
        weight = {w: np.log(1 + n / (1 + sum(w in h for h in held))) for w in asked}
        total = sum(weight.values()) or 1.0
        lex = np.asarray([sum(weight[w] for w in asked & h) / total for h in held])
        fig = quote.QUANTITY_BONUS if quote.asks_for_figure(question) else 0.0
        figs = np.asarray([fig if re.search(r"\d", u.text) else 0.0 for u in units])
        uscore = usim + quote.LEXICAL_WEIGHT * lex + figs
        best_unit = np.full(len(chunks), -9.0)
        np.maximum.at(best_unit, parent_a, uscore)
        best_sim = np.full(len(chunks), -9.0)
        np.maximum.at(best_sim, parent_a, usim)
        csim = cvec @ q
        for tag, score in (
            ("unit", best_unit),
            ("unitcos", best_sim),
            ("mix", csim + best_unit),
            ("mixcos", csim + best_sim),
        ):
            tally(tag, [int(i) for i in np.argsort(-score)[:K]])


def main() -> None:
    prefix, names = sys.argv[1], sys.argv[2:]
    grand: dict[str, int] = {}
    for name in names:
        counts: dict[str, int] = {}
        run(prefix, name, counts)
        print(name, json.dumps(counts), flush=True)
        for key, value in counts.items():
            grand[key] = grand.get(key, 0) + value
    print("all", json.dumps(grand))


if __name__ == "__main__":
    main()
