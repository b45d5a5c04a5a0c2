"""Leave-one-set-out analysis of the quote ranker's feature sets (README, point 1), from the
collected unit rows (``rows.jsonl.gz`` here: one row per question and quotable unit, with the
features, the label and the hand-set score).

    .venv/bin/python research/quote_ranker/analyse.py

Prints: top-1 per set for each feature set and regularisation; the quote-or-not curve of the
"hand+few" model; and that model as the chooser among the units the current filters let
through (hand-set score >= 0.55 and a key word held), beside the hand-set choice.
"""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import numpy as np
from sklearn.linear_model import LogisticRegression

ROWS = Path(__file__).resolve().parent / "rows.jsonl.gz"
F1 = (
    "similarity similarity_asking similarity_rank lexical key_word new_words figure_asked "
    "code_asked code code_new negation_yesno source_rank source_score words heading_similarity"
).split()
FEW = ["hand", "code_new", "key_word", "source_rank", "words", "similarity_rank", "negation_yesno"]
CANDIDATES = {
    "F1": F1,
    "hand": ["hand"],
    "hand+code": ["hand", "code_new", "code", "key_word", "source_rank"],
    "hand+code+gap": ["hand", "hand_gap", "code_new", "code_new_gap", "key_word", "source_rank"],
    "gaps": ["hand_gap", "similarity_asking_gap", "lexical_gap", "code_new_gap", "key_word",
             "source_rank", "figure_asked"],
    "F1+hand+gaps": F1 + ["hand", "hand_gap", "similarity_asking_gap", "lexical_gap",
                          "code_new_gap"],
    "hand+few": FEW,
}  # fmt: skip
MIN_SCORE = 0.55  # bot.agent.quote.MIN_SCORE


def load() -> list[dict]:
    rows = [json.loads(line) for line in gzip.open(ROWS, "rt")]
    for r in rows:
        r["features"]["hand"] = r["hand"]
    for group in by_question(rows).values():  # how far each unit is behind its question's best
        for f in ("hand", "similarity_asking", "lexical", "code_new"):
            best = max(x["features"][f] for x in group)
            for x in group:
                x["features"][f + "_gap"] = x["features"][f] - best
    return rows


def by_question(rows: list[dict]) -> dict[tuple[str, int], list[dict]]:
    out: dict[tuple[str, int], list[dict]] = {}
    for r in rows:
        out.setdefault((r["set"], r["q"]), []).append(r)
    return out


def held_out(rows: list[dict], features: list[str], c: float) -> None:
    """Each row's P(answers) from a model fitted on the other sets, in ``row["p"]``."""
    for name in sorted({r["set"] for r in rows}):
        train = [r for r in rows if r["set"] != name]
        test = [r for r in rows if r["set"] == name]
        x = np.array([[r["features"][f] for f in features] for r in train])
        mean, scale = x.mean(0), x.std(0)
        scale[scale == 0] = 1
        model = LogisticRegression(C=c, max_iter=3000)
        model.fit((x - mean) / scale, [r["y"] for r in train])
        xt = np.array([[r["features"][f] for f in features] for r in test])
        for r, p in zip(test, model.predict_proba((xt - mean) / scale)[:, 1], strict=True):
            r["p"] = float(p)


def top1(rows: list[dict]) -> dict[str, int]:
    per: dict[str, int] = {}
    for (name, _), group in by_question(rows).items():
        per[name] = per.get(name, 0) + max(group, key=lambda r: r["p"])["y"]
    return per


def main() -> None:
    rows = load()
    for label, features in CANDIDATES.items():
        for c in (0.03, 0.1, 1):
            held_out(rows, features, c)
            per = top1(rows)
            print(f"{label:15} C={c:<5} total {sum(per.values())}  {per}")
    held_out(rows, FEW, 0.1)
    print("curve")
    tops = [max(g, key=lambda r: r["p"]) for g in by_question(rows).values()]
    for th in (0.1, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5):
        quoted = [r for r in tops if r["p"] >= th]
        demo = [r["y"] for r in quoted if r["set"] == "demo"]
        print(
            f"th {th} quoted {len(quoted)} right {sum(r['y'] for r in quoted)}"
            f" | demo quoted {len(demo)} right {sum(demo)}"
        )
    print("set: hand-set quoted,right | learned quoted,right (among what the filters let through)")
    res: dict[str, list[int]] = {}
    for (name, _), group in by_question(rows).items():
        let = [r for r in group if r["hand"] >= MIN_SCORE and r["features"]["key_word"] == 1]
        hand = [r for r in sorted(group, key=lambda r: -r["hand"])[:3] if r in let]
        a = res.setdefault(name, [0, 0, 0, 0])
        if hand:
            a[0], a[1] = a[0] + 1, a[1] + hand[0]["y"]
        if let:
            a[2], a[3] = a[2] + 1, a[3] + max(let, key=lambda r: r["p"])["y"]
    for name, a in sorted(res.items()):
        print(name, a)
    print("all", [sum(a[i] for a in res.values()) for i in range(4)])


if __name__ == "__main__":
    main()
