"""How often the quoted answer carries what the question asks, on dev deployments, with no
model: retrieval + bot.agent.quote.quoted_answer for every faq and document follow-up
(the follow-up's resolved question as the bench recorded it). A development aid for the
quoting; the figures that count come from `python -m bench deployments`.

    .venv/bin/python research/deployments/quote_dev.py gitforge musicstore webhost docsite
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RESULTS = ROOT / "research" / "deployments" / "results"


def run(name: str) -> tuple[int, int, int]:
    os.environ["GUARDBOT_DATA_DIR"] = f"/tmp/final-deploy/bench-deployments/{name}"
    os.environ["GUARDBOT_DEPLOYMENT"] = str(ROOT / "deployments" / name)
    from bot.settings import reset_settings, get_settings
    from bot.wiring import build_runner
    from bot.agent import quote

    reset_settings()
    runner = build_runner(get_settings())
    embed = runner.retriever.embedder.encode
    right = quoted = total = 0
    for line in (RESULTS / f"final-{name}.jsonl").read_text().splitlines():
        row = json.loads(line)
        if row["kind"] not in ("faq", "followup") or row.get("tool"):
            continue
        question = row["guardbot"].get("question") or (row.get("turns") or [row["question"]])[-1]
        docs = [c.to_source() for c in runner.retriever.search(question)]
        found = quote.quoted_answer(question, docs, embed=embed)
        total += 1
        if found is not None:
            quoted += 1
            hit = any(a.lower() in found.answer.lower() for a in row["any"])
            right += hit
            if os.environ.get("SHOW") and not hit:
                print(f"  MISS {question[:70]} -> {found.answer[:120]}")
        elif os.environ.get("SHOW"):
            print(f"  NONE {question[:70]}")
    return right, quoted, total


if __name__ == "__main__":
    sums = [0, 0, 0]
    for name in sys.argv[1:]:
        r, q, t = run(name)
        sums = [a + b for a, b in zip(sums, (r, q, t), strict=True)]
        print(f"{name}: {r} right of {q} quoted, {t} questions")
    print(f"all: {sums[0]} right of {sums[1]} quoted, {sums[2]} questions")
