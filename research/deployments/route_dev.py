"""Route and plan every question of a deployment's questions.json (or the demo bench), to
see what the generic router does; no model is called. A development aid, not a figure.

    GUARDBOT_DATA_DIR=/tmp/gb-route .venv/bin/python research/deployments/route_dev.py bench/deployments/gitforge
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")


def questions(folder: Path) -> list[tuple[str, list[str], str]]:
    """(kind, turns, expected tool) per question."""
    if folder.name == "demo":
        out = []
        for name in ("turn_questions", "turn_questions_heldout", "turn_questions_heldout2"):
            data = json.loads(Path(f"bench/data/{name}.json").read_text())
            out += [("faq", [q["q"]], "") for q in data["helpcentre"]]
            out += [("data", [q["q"]], "?") for q in data.get("data") or []]
        return out
    data = json.loads((folder / "questions.json").read_text())
    out = []
    for q in data["questions"]:
        turns = q.get("turns") or [q["question"]]
        out.append((q["kind"], turns, q.get("tool") or ""))
    return out


def main(folder: str) -> None:
    os.environ["GUARDBOT_DEPLOYMENT"] = folder
    from bot.prepare import prepare_data
    from bot.settings import get_settings
    from bot.wiring import build_runner

    settings = get_settings()
    prepare_data(settings)
    runner = build_runner(settings)
    for kind, turns, tool in questions(Path(folder)):
        history: list[dict] = []
        for text in turns:
            from bot.agent import route as routing
            from bot.agent.resolve import resolve, user_messages

            res = resolve(text, user_messages(history))
            chunks = runner.retriever.search(res.text)
            kb = max((c.score or 0 for c in chunks), default=0.0)
            carried = None
            if res.followup and res.previous:
                pplans = runner.planner.plans(res.previous)
                pch = runner.retriever.search(res.previous)
                pr = routing.decide(
                    pplans,
                    kb_score=max((c.score or 0 for c in pch), default=0),
                    question=res.previous,
                )
                carried = (
                    next((p for p in pplans if p.tool == pr.tool), None) if pr.is_data else None
                )
            plans = runner.planner.plans(res.text, carried=carried)
            route = routing.decide(
                plans, kb_score=kb, question=res.text, carried=carried is not None
            )
            history += [{"role": "user", "content": text}, {"role": "assistant", "content": "..."}]
        ok = (route.is_data == bool(tool)) and (not tool or tool == "?" or route.tool == tool)
        best = plans[0]
        print(
            f"{'ok ' if ok else 'BAD'} {kind:8} {route.route:4} {str(route.tool):22} "
            f"{json.dumps(route.arguments)[:50]:50} kb={kb:.2f} sim={best.similarity:.2f} "
            f"want={tool or '-':18} | {res.text[:90]}"
        )


if __name__ == "__main__":
    main(sys.argv[1])
