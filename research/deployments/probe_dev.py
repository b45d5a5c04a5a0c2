"""Choosing between close tools by what they return: for every tool question of the given
deployments (data questions; a follow-up's last turn with the previous turn's plan
carried), the planner's plans are made, the route decided, and every callable read-only
plan within a margin of the best is called; its result's fields are scored against what
the question asks (``bot.agent.probe.fit``). Prints, per margin and weight, how often the
chosen tool is the expected one. A development aid, not a figure.

    for d in wxfeed schedsys; do GUARDBOT_DATA_DIR=/tmp/gb-probe/$d \
        .venv/bin/python research/deployments/probe_dev.py bench/deployments/$d; done
    .venv/bin/python research/deployments/probe_dev.py --table   # over every saved one
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")

MARGINS = (0.0, 0.05, 0.1, 0.15, 0.2, 0.3)
WEIGHTS = (0.25, 0.5, 1.0, 2.0)


def cases(folder: Path) -> list[tuple[list[str], str]]:
    data = json.loads((folder / "questions.json").read_text())
    return [
        (q.get("turns") or [q["question"]], q["tool"]) for q in data["questions"] if q.get("tool")
    ]


SAVED = Path(os.environ.get("PROBE_SAVED", "/tmp/gb-probe/rows"))


def main(folders: list[str]) -> None:
    if folders == ["--table"]:
        table([r for f in sorted(SAVED.glob("*.json")) for r in json.loads(f.read_text())])
        return
    from bot.agent import probe
    from bot.agent import route as routing
    from bot.agent.resolve import resolve
    from bot.prepare import prepare_data
    from bot.settings import get_settings
    from bot.wiring import build_runner

    rows = []
    for folder in folders:
        os.environ["GUARDBOT_DEPLOYMENT"] = folder
        settings = get_settings()
        prepare_data(settings)
        runner = build_runner(settings)
        planner, registry = runner.planner, runner.registry
        for turns, want in cases(Path(folder)):
            question = turns[-1]
            carried = None
            if len(turns) > 1:
                res = resolve(turns[-1], turns[:-1])
                question = res.text
                pplans = planner.plans(res.previous or turns[-2])
                prev = next((p for p in pplans if p.callable), None)
                if prev is not None:
                    done = registry.call(prev.tool, prev.arguments, timeout=10)
                    prev.result = done.result if done.ok else None
                    carried = prev
            plans = planner.plans(question, carried=carried)
            route = routing.decide(
                plans, kb_score=0.0, question=question, carried=carried is not None
            )
            best = next((p for p in plans if p.callable), None)
            if best is None:
                rows.append((Path(folder).name, question, want, None, []))
                continue
            cands = []
            for plan in plans:
                if not plan.callable or plan.writes or plan.score < best.score - max(MARGINS):
                    continue
                done = registry.call(plan.tool, plan.arguments, timeout=10)
                fit = probe.fit(question, done.result, embed=planner.embed) if done.ok else None
                cands.append((plan.tool, plan.score, fit))
            rows.append((Path(folder).name, question, want, route.tool, cands))
        SAVED.mkdir(parents=True, exist_ok=True)
        (SAVED / f"{Path(folder).name}.json").write_text(json.dumps(rows))
        table(rows)


def table(rows: list) -> None:
    for margin in MARGINS:
        for weight in WEIGHTS:
            right = 0
            for _, _, want, _, cands in rows:
                top = max((c[1] for c in cands), default=0)
                pool = [c for c in cands if c[1] >= top - margin and c[2] is not None]
                if pool:
                    pick = max(pool, key=lambda c: c[1] + weight * c[2])[0]
                    right += pick == want
            print(f"margin {margin:.2f} weight {weight:.2f}: {right}/{len(rows)}")
    for name, question, want, routed, cands in rows:
        top = max((c[1] for c in cands), default=0)
        mark = "ok " if cands and max(cands, key=lambda c: c[1])[0] == want else "BAD"
        print(f"{mark} {name} want {want} routed {routed} :: {question[:90]!r}")
        for tool, score, fit in sorted(cands, key=lambda c: -c[1]):
            print(f"      {tool:28} score {score:.3f} (-{top - score:.3f}) fit {fit}")


if __name__ == "__main__":
    main(sys.argv[1:])
