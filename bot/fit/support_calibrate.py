"""The support critic's shipped thresholds, chosen on a dev mix of answers and written into
``entail_model.json`` (``guardbot critic train-entail`` ends with this; ``--calibrate-only``
runs it alone).

The dev mix (answers, not claims): the ``dev`` splits of the written held-out sets
(``data/external/real``: docstrings, structured data; looked at while building the critic)
and HaluEval dev records 3000-3039 of QA, dialogue and summarisation (dev, and never used to
train the entailment or lexical model, which read records 0-1499). The test splits, the
SmolLM2 sets and the help-centre backtest are not read.

Threshold: the lowest answer score at which the false-alarm rate on correct answers, averaged
over the three families (docstrings, structured, HaluEval; each weighs the same), is at most
``MAX_FPR``; the LOW threshold likewise at three times that.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

from bot.critic.entail import META
from bot.critic.support import SupportCritic
from bot.eval.datasets import load_halueval
from bot.eval.realsets import load_set
from bot.fit.entail_train import threshold_for
from bot.steps import Source

MAX_FPR = 0.05
HALUEVAL_RECORDS = range(3000, 3040)
Log = Callable[[str], None]


def dev_mix() -> list[tuple[str, str, list[Source], str, int]]:
    """(family, question, sources, answer, label) for every dev answer."""

    items = [
        (name, r.question, r.sources, r.answer, r.label)
        for name in ("docstrings", "structured")
        for r in load_set(name, split="dev")
    ]
    for task in ("qa", "dialogue", "summarization"):
        stop = 2 * HALUEVAL_RECORDS.stop
        for ex in load_halueval(f"halueval-{task}", split="dev", limit=stop):
            if int(ex.id.rsplit("-", 2)[-2]) in HALUEVAL_RECORDS:
                question = ex.question[-600:] if task == "dialogue" else ex.question
                items.append(
                    (
                        "halueval",
                        question,
                        [Source(kind="document", text=ex.context)],
                        ex.answer,
                        ex.label,
                    )  # fmt: skip
                )
    return items


def calibrate(*, meta: Path = META, log: Log = print) -> dict[str, Any]:

    critic = SupportCritic(threshold=1.0, skip_below=0.0)  # the cross-encoder on every claim
    items = dev_mix()
    scores, labels, families = [], [], []
    for family, question, sources, answer, label in items:
        verdict = critic.check(question, sources, answer)
        scores.append(float(verdict.score or 0.0))
        labels.append(label)
        families.append(family)
    s, y = np.array(scores), np.array(labels)
    info = json.loads(meta.read_text())
    info["threshold"] = threshold_for(s, y, families, MAX_FPR)
    info["low_threshold"] = min(threshold_for(s, y, families, 3 * MAX_FPR), info["threshold"])
    info["calibration"] = {
        "dev_mix": {f: families.count(f) for f in sorted(set(families))},
        "max_fpr_family_mean": MAX_FPR,
        "per_family_at_threshold": {
            f: {
                "false_alarms": round(float((s[(y == 0) & m] >= info["threshold"]).mean()), 3),
                "recall": round(float((s[(y == 1) & m] >= info["threshold"]).mean()), 3),
            }
            for f in sorted(set(families))
            for m in [np.array([x == f for x in families])]
        },
    }
    meta.write_text(json.dumps(info, indent=1) + "\n")
    log(json.dumps(info["calibration"], indent=1))
    log(f"threshold {info['threshold']} (low {info['low_threshold']}) -> {meta}")
    return info
