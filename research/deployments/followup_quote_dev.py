"""Quoting for a document follow-up: the resolved question ("How do I see the FQDN, just the
short name without the domain?") is mostly the previous question, so the sentence the
previous answer quoted scores best again. Does scoring the units by the resolved question
and the follow-up's own words together quote the sentence that answers it more often? A
development aid, not a figure.

For every document follow-up (resolved with ``bot.agent.resolve``, retrieved with the
resolved question, k=4) whose evidence is among the retrieved units, ``quote@1`` counts the
first-ranked unit holding it, for each way of scoring; ``first@1`` counts the same for the
first question of the conversation (it should not fall).

    .venv/bin/python research/deployments/followup_quote_dev.py NAME [NAME ...]

Measured 27 Nov 2026 on eight dev deployments (26 document follow-ups): the evidence is in
the 4 chunks retrieved for 7 (resolved question), 6 (own words), 8 (mean of the two query
vectors), 8 (two chunks from each); of the 7, the unit ranked first holds it for 2 by the
resolved question, 4 by the own words, 4 by the mean. Through the real turn the mean lost
(``followup_turn_dev.py``): not adopted.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from research.deployments.devkit import holds, questions, runner_for  # noqa: E402

K = 4
WAYS = ("resolved", "own", "mean", "mean2")


def run(name: str, counts: dict[str, int]) -> None:
    from bot.agent import quote
    from bot.agent.resolve import _ACK_LEAD, _LEAD, resolve

    runner = runner_for(name)
    retriever = runner.retriever
    embed = retriever.embedder.encode
    rows = questions(name)
    for row in rows:
        if row["kind"] != "followup" or row.get("tool") or not row.get("evidence"):
            continue
        turns = row["turns"]
        res = resolve(turns[-1], turns[:-1])
        question = res.text
        evidence = row["evidence"]
        own = turns[-1]
        lead = _LEAD.match(own)
        own = _ACK_LEAD.sub("", own[lead.end() :] if lead else own)
        by_resolved = retriever.search(question, k=K)
        by_own = retriever.search(own, k=K)
        qv = embed([question, own])
        mixed = retriever.store.query(retriever.collection, (qv[0] + qv[1]) / 2, K, None)
        half = {c.id: c for c in [*by_resolved[:2], *by_own[:2], *by_resolved[2:]]}
        for tag, got in (
            ("r:resolved", by_resolved),
            ("r:own", by_own),
            ("r:mixvec", mixed),
            ("r:half", list(half.values())[:K]),
        ):
            hit = any(holds(u.text, evidence) for u in quote.units_of([c.to_source() for c in got]))
            counts[tag] = counts.get(tag, 0) + hit
        docs = [c.to_source() for c in by_resolved]
        units = quote.units_of(docs)
        if not any(holds(u.text, evidence) for u in units):
            counts["not_retrieved"] = counts.get("not_retrieved", 0) + 1
            continue
        counts["total"] = counts.get("total", 0) + 1
        base = np.asarray(quote.scores(question, units, embed=embed))
        mine = np.asarray(quote.scores(own, units, embed=embed))
        for way, score in (
            ("resolved", base),
            ("own", mine),
            ("mean", base + mine),
            ("mean2", base + 0.5 * mine),
        ):
            best = int(np.argmax(score))
            counts[way] = counts.get(way, 0) + holds(units[best].text, evidence)
            if res.how:
                key = f"{way}:{res.how}"
                counts[key] = counts.get(key, 0) + holds(units[best].text, evidence)
        counts[f"n:{res.how}"] = counts.get(f"n:{res.how}", 0) + 1


def main() -> None:
    grand: dict[str, int] = {}
    for name in sys.argv[1:]:
        counts: dict[str, int] = {}
        run(name, counts)
        print(name, json.dumps(counts, sort_keys=True), flush=True)
        for key, value in counts.items():
            grand[key] = grand.get(key, 0) + value
    print("all", json.dumps(grand, sort_keys=True), flush=True)


if __name__ == "__main__":
    main()
