"""Dump, for labelled questions, every unit a quote may start at among the top-k retrieved
chunks: its text as a quote would show it (with heading), the hand-set score, the label
(the quote holds one of the question's `any` strings). Input for the answer cross-encoder.

    PYTHONPATH=. .venv/bin/python research/quote_ranker/units.py OUT.jsonl demo demo-heldout gitforge ...
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from research.deployments.measured import answers  # noqa: E402

BENCH = {
    "demo": ["turn_questions.json"],
    "demo-heldout": ["turn_questions_heldout.json", "turn_questions_heldout2.json"],
}


def questions(name: str) -> list[tuple[str, list[str]]]:
    if name in BENCH:
        out = []
        for f in BENCH[name]:
            data = json.loads((ROOT / "bench" / "data" / f).read_text())
            out += [(q["q"], [a.lower() for a in q["facts"][0]["any"]]) for q in data["helpcentre"]]
        return out
    out = []
    for row in answers(name, "final"):
        if row["kind"] not in ("faq", "followup") or not row.get("any"):
            continue
        sources = (row.get("guardbot") or {}).get("sources") or [{}]
        if row["kind"] == "followup" and sources[0].get("kind") == "tool":
            continue
        asked = (row.get("guardbot") or {}).get("question") or (
            row.get("turns") or [row["question"]]
        )[-1]
        out.append((asked, [a.lower() for a in row["any"]]))
    return out


def runner_for(name: str):  # noqa: ANN201
    """The deployment's turn runner ("demo-heldout" is the demo), its data prepared."""
    folder = "demo" if name.startswith("demo") else name
    os.environ["GUARDBOT_DATA_DIR"] = f"/tmp/quote-ranker/{folder}"
    where = ROOT / "deployments" if folder == "demo" else ROOT / "bench" / "deployments"
    os.environ["GUARDBOT_DEPLOYMENT"] = str(where / folder)
    from bot.prepare import prepare_data
    from bot.settings import get_settings, reset_settings
    from bot.wiring import build_runner

    reset_settings()
    settings = get_settings()
    prepare_data(settings)
    return build_runner(settings)


def collect(name: str, k: int) -> list[dict]:
    from bot.agent import quote

    runner = runner_for(name)
    embed = runner.retriever.embedder.encode
    rows = []
    for qid, (asked, wanted) in enumerate(questions(name)):
        docs = [c.to_source() for c in runner.retriever.search(asked, k=k)]
        units = quote.units_of(docs)
        starts = [u for u, _ in quote.select(asked, units, embed=embed, k=len(units))]
        hand = dict(zip(map(id, starts), quote.scores(asked, starts, embed=embed), strict=True))
        for u in starts:
            text = quote._with_neighbours(u, units, set())
            rows.append({
                "set": name, "q": qid, "question": asked, "focus": quote.focus(asked),
                "unit": f"{u.heading}: {text}" if u.heading else text,
                "source": u.source, "hand": hand[id(u)],
                "y": int(any(a in text.lower() for a in wanted)),
            })  # fmt: skip
    return rows


if __name__ == "__main__":
    out = Path(sys.argv[1])
    rows = []
    for name in sys.argv[2:]:
        rows += collect(name, int(os.environ.get("K", "8")))
    out.write_text("".join(json.dumps(r) + "\n" for r in rows))
    print(len(rows), "units")
