"""The tool-result quoting (bot.agent.quote.quoted_tool_answer) replayed on the tool results the
bench recorded for every data question and data follow-up of the dev deployments: how often the
quote holds what the question asks. No model, no tool call: a development aid for choosing the
fields and records to quote.

    .venv/bin/python research/deployments/tool_quote_dev.py gitforge musicstore webhost docsite dbhost
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from research.deployments.measured import answers  # noqa: E402


def main(names: list[str]) -> None:
    from bot.agent import quote
    from bot.kb.embed import get_embedder
    from bot.steps import Source

    embed = get_embedder().encode
    right = total = 0
    for name in names:
        r_set = t_set = 0
        for row in answers(name, os.environ.get("RESULTS_AT", "final")):
            ext = row.get("guardbot") or {}
            tools = [s for s in ext.get("sources") or [] if s.get("kind") == "tool"]
            if not tools or not row.get("any"):
                continue
            sources = [
                Source(kind="tool", id=s.get("id", ""), title=s.get("title", ""), text=s["text"],
                       meta=s.get("meta") or {})
                for s in tools
            ]  # fmt: skip
            question = ext.get("question") or (row.get("turns") or [row.get("question")])[-1]
            found = quote.quoted_tool_answer(question, sources, embed=embed)
            hit = found is not None and any(a.lower() in found.answer.lower() for a in row["any"])
            t_set += 1
            r_set += hit
            if os.environ.get("SHOW"):
                mark = "ok  " if hit else "MISS"
                print(
                    f"  {mark} {question[:80]!r}\n       -> {(found.answer if found else None)!r:.230}"
                )
        print(f"{name}: {r_set} of {t_set}")
        right, total = right + r_set, total + t_set
    print(f"all: {right} of {total}")


if __name__ == "__main__":
    main(sys.argv[1:])
