"""How often the quoted answer carries what the question asks, on dev sets, with no model:
retrieval + bot.agent.quote.quoted_answer for every faq and document follow-up (the
follow-up's resolved question as the bench recorded it), and for the demo's help-centre
bench questions ("demo": tuned-on; "demo-heldout": the two held-out files). A development
aid for the quoting; the figures that count come from `python -m bench deployments`.

    K=8 .venv/bin/python research/deployments/quote_dev.py demo demo-heldout gitforge musicstore webhost docsite dbhost
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "research" / "quote_ranker"))

from units import questions  # noqa: E402


def run(name: str) -> tuple[int, int, int]:
    folder = "demo" if name.startswith("demo") else name
    os.environ["GUARDBOT_DATA_DIR"] = f"/tmp/quote-ranker/{folder}"
    where = ROOT / "deployments" if folder == "demo" else ROOT / "bench" / "deployments"
    os.environ["GUARDBOT_DEPLOYMENT"] = str(where / folder)
    from bot.agent import quote
    from bot.settings import get_settings, reset_settings
    from bot.wiring import build_runner

    reset_settings()
    runner = build_runner(get_settings())
    embed = runner.retriever.embedder.encode
    right = quoted = total = 0
    for question, wanted in questions(name):
        docs = [
            c.to_source()
            for c in runner.retriever.search(question, k=int(os.environ.get("K", "4")))
        ]
        found = quote.quoted_answer(question, docs, embed=embed)
        total += 1
        if found is not None:
            quoted += 1
            hit = any(a in found.answer.lower() for a in wanted)
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
        print(f"{name}: {r} right of {q} quoted, {t} questions", flush=True)
    print(f"all: {sums[0]} right of {sums[1]} quoted, {sums[2]} questions")
