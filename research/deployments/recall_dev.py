"""Where the faq answers are lost on dev deployments: retrieval (is an `any` string in the
top-k chunks?) or choosing (rank of the first unit that holds one). A development aid.

    .venv/bin/python research/deployments/recall_dev.py gitforge musicstore webhost docsite dbhost
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from research.deployments.measured import answers  # noqa: E402


def run(name: str, ks: tuple[int, ...]) -> dict[str, int]:
    os.environ["GUARDBOT_DATA_DIR"] = f"/tmp/final-deploy/bench-deployments/{name}"
    os.environ["GUARDBOT_DEPLOYMENT"] = str(ROOT / "bench" / "deployments" / name)
    from bot.agent import quote
    from bot.settings import get_settings, reset_settings
    from bot.wiring import build_runner

    reset_settings()
    runner = build_runner(get_settings())
    embed = runner.retriever.embedder.encode
    out: dict[str, int] = {"total": 0}
    for row in answers(name, "final"):
        if row["kind"] not in ("faq", "followup") or row.get("tool"):
            continue
        question = row["guardbot"].get("question") or (row.get("turns") or [row["question"]])[-1]
        out["total"] += 1
        wanted = [a.lower() for a in row["any"]]
        for k in ks:
            docs = [c.to_source() for c in runner.retriever.search(question, k=k)]
            units = quote.units_of(docs)
            ranked = quote.select(question, units, embed=embed, k=len(units))
            ranks = [
                i
                for i, (u, _) in enumerate(ranked)
                if any(a in quote._with_neighbours(u, units, set()).lower() for a in wanted)
            ]
            found = any(any(a in d.text.lower() for a in wanted) for d in docs)
            out[f"k{k}_in"] = out.get(f"k{k}_in", 0) + found
            if ranks:
                r = ranks[0]
                out[f"k{k}_top1"] = out.get(f"k{k}_top1", 0) + (r == 0)
                out[f"k{k}_top3"] = out.get(f"k{k}_top3", 0) + (r < 3)
                if os.environ.get("SHOW") and k == ks[-1]:
                    print(f"  rank {r:3d}/{len(units)} {question[:80]}")
            elif os.environ.get("SHOW") and k == ks[-1]:
                print(f"  absent {question[:80]}")
    return out


if __name__ == "__main__":
    ks = tuple(int(k) for k in os.environ.get("KS", "4,8").split(","))
    total: dict[str, int] = {}
    for name in sys.argv[1:]:
        got = run(name, ks)
        print(name, got)
        for key, v in got.items():
            total[key] = total.get(key, 0) + v
    print("all", total)
