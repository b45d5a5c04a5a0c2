"""The follow-ups of dev deployments through the real turn (in-process, embedded default),
with and without quoting by the follow-up's own words beside the resolved question
(``quote.select``'s ``own``). Judged as the bench judges. A development aid, not a figure.

    .venv/bin/python research/deployments/followup_turn_dev.py NAME [NAME ...]

Measured 27 Nov 2026 on the eleven dev deployments other than netdesk (72 follow-ups, 36 on
documents): document follow-ups right 12 without, 10 with; tool follow-ups 34 and 34. Not
adopted; the change (a ``Resolution.own`` carried through ``Draft.asked`` to ``select``) was
reverted (rerunning this needs it back). ``followup_quote_dev.py`` had shown 4 against 2 of 7 on the units alone.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from research.deployments.devkit import questions, runner_for  # noqa: E402


def answer_of(runner, session: str, message: str, history: list[dict]) -> tuple[str, dict]:
    gen = runner.run(session, message, history)
    try:
        while True:
            next(gen)
    except StopIteration as stop:
        result = stop.value
    calls = [{"name": s.name, "ok": s.error is None} for s in result.steps if s.kind == "tool_call"]
    return result.answer, {"outcome": result.outcome, "tool_calls": calls}


def run(name: str, grand: dict[str, int]) -> None:
    from bench.bench_deployments import judge
    from bot.agent import quote

    runner = runner_for(name)
    original = quote.quoted_answer
    rows = questions(name)
    counts: dict[str, int] = {}
    for n, row in enumerate(rows):
        if row["kind"] != "followup":
            continue
        for way in ("without", "with"):
            if way == "without":
                quote.quoted_answer = lambda q, d, **kw: original(q, d, **{**kw, "own": ""})
            else:
                quote.quoted_answer = original
            history: list[dict] = []
            for message in row["turns"]:
                answer, ext = answer_of(runner, f"fu-{name}-{n}-{way}", message, history)
                history += [
                    {"role": "user", "content": message},
                    {"role": "assistant", "content": answer},
                ]
            verdict = judge(row, answer, ext)
            kind = "tool" if row.get("tool") else "doc"
            counts[f"{way}:{kind}"] = counts.get(f"{way}:{kind}", 0) + verdict["right"]
        counts[f"n:{kind}"] = counts.get(f"n:{kind}", 0) + 1
    quote.quoted_answer = original
    print(name, json.dumps(counts, sort_keys=True), flush=True)
    for key, value in counts.items():
        grand[key] = grand.get(key, 0) + value


def main() -> None:
    grand: dict[str, int] = {}
    for name in sys.argv[1:]:
        run(name, grand)
    print("all", json.dumps(grand, sort_keys=True), flush=True)


if __name__ == "__main__":
    main()
