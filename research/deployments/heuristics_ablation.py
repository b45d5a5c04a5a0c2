"""This session's quoting and planning heuristics switched off one at a time on one deployment,
in-process (no server): right per config and which questions differ. A development aid; the
figures that count come from `python -m bench deployments`.

    GUARDBOT_DATA_DIR=/tmp/abl/wxfeed .venv/bin/python research/deployments/heuristics_ablation.py bench/deployments/wxfeed

The configs name what is switched off; "all" is the code as it is. Measured at f485cdf on
wxfeed (results/heuristics-ablation-wxfeed-f485cdf.txt), two more configs were there and their
heuristics were removed since: "named_share" (a list record's fields the question names
fullest first) and "pointer" ("the backup server one" as a pointer back).
"""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
NEVER = re.compile(r"(?!x)x")


def main(folder: Path) -> None:
    os.environ["GUARDBOT_DEPLOYMENT"] = str(folder)
    os.environ.setdefault("GUARDBOT_DATA_DIR", f"/tmp/abl/{folder.name}")
    sys.path.insert(0, str(ROOT))
    from bot.agent import plan, quote
    from bot.prepare import prepare_data
    from bot.settings import get_settings
    from bot.wiring import build_runner

    settings = get_settings()
    prepare_data(settings)
    runner = build_runner(settings)
    configs = {
        "all": [],
        "month": [(plan, "_MONTH_PARAM", NEVER), (plan, "_YEAR_MONTH", NEVER)],
        "why": [(quote, "_WHY", NEVER)],
        "term_lead": [(quote, "_TERM", NEVER)],
    }
    questions = json.loads((folder / "questions.json").read_text())["questions"]
    out: dict[str, list[bool]] = {}
    for name, patches in configs.items():
        saved = [(m, a, getattr(m, a)) for m, a, _ in patches]
        for m, a, v in patches:
            setattr(m, a, v)
        right = []
        for i, q in enumerate(questions):
            history: list[dict[str, str]] = []
            for text in q.get("turns") or [q["question"]]:
                r = runner.run_to_end(f"abl-{name}-{i}", text, history)
                history += [
                    {"role": "user", "content": text},
                    {"role": "assistant", "content": r.answer},
                ]
            if q["kind"] == "absent":
                invented = re.search(q.get("must_not_match") or "(?!x)x", r.answer, re.I)
                ok = not invented and r.outcome not in ("answered", "quoted")
            else:
                ok = any(a.lower() in r.answer.lower() for a in q.get("any") or [])
            right.append(bool(ok))
        for m, a, v in saved:
            setattr(m, a, v)
        out[name] = right
        print(name, sum(right), "/", len(right), flush=True)
    base = out["all"]
    for name, right in out.items():
        if name != "all":
            gained = [i for i, (r, b) in enumerate(zip(right, base, strict=True)) if r and not b]
            lost = [i for i, (r, b) in enumerate(zip(right, base, strict=True)) if b and not r]
            print(f"{name} off: {sum(right)} (all on {sum(base)}); right only when off {gained}; "
                  f"right only when on {lost}")  # fmt: skip


if __name__ == "__main__":
    main(Path(sys.argv[1]).resolve())
