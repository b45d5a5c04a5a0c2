"""When a message may lean on the previous question without saying so plainly
(``Resolution.alternative``), does retrieval tell? For the follow-ups of each deployment
(positives) and for each faq question asked after another, unrelated faq question
(negatives), the best chunk's similarity for the message alone and for its reading with the
previous question as context. A development aid, not a figure.

    GUARDBOT_DATA_DIR=/tmp/gb-ctx/NAME .venv/bin/python research/deployments/context_dev.py bench/deployments/NAME
"""

from __future__ import annotations

import json
import os
import random
import sys
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")


def main(folder: str) -> None:
    os.environ["GUARDBOT_DEPLOYMENT"] = folder
    from bot.agent.resolve import resolve
    from bot.prepare import prepare_data
    from bot.settings import get_settings
    from bot.wiring import build_runner

    settings = get_settings()
    prepare_data(settings)
    runner = build_runner(settings)
    data = json.loads((Path(folder) / "questions.json").read_text())["questions"]

    def best(text: str) -> float:
        return max((c.score or 0.0 for c in runner.retriever.search(text)), default=0.0)

    pairs = [("pos", q["turns"][:-1], q["turns"][-1]) for q in data if q["kind"] == "followup"]
    faqs = [q["question"] for q in data if q["kind"] == "faq"]
    rng = random.Random(7)
    for i, message in enumerate(faqs):
        other = rng.choice([f for j, f in enumerate(faqs) if j != i])
        pairs.append(("neg", [other], message))
    out = []
    for label, earlier, message in pairs:
        res = resolve(message, earlier)
        if res.followup or res.alternative is None:
            out.append({"label": label, "how": res.how or "none", "message": message})
            continue
        own, ctx = best(res.text), best(res.alternative.text)
        out.append({"label": label, "how": "alt", "own": own, "ctx": ctx, "message": message})
    name = Path(folder).name
    Path("/tmp/gb-ctx").mkdir(exist_ok=True)
    Path(f"/tmp/gb-ctx/{name}.json").write_text(json.dumps(out))
    for row in out:
        if row["how"] == "alt":
            print(
                f"{row['label']} {row['ctx'] - row['own']:+.3f} own {row['own']:.2f} :: {row['message'][:80]!r}"
            )
        else:
            print(f"{row['label']} {row['how']} :: {row['message'][:80]!r}")


if __name__ == "__main__":
    main(sys.argv[1])
