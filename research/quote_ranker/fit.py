"""Fit the quote ranker (``rank.py`` here) on labelled questions of dev deployments.

For every faq and document follow-up question of the named deployments (the follow-up as the
bench resolved it, from the "final" run: ``research.deployments.measured.answers``), the deployment's
documents are retrieved (``top_k`` of the settings, or ``--k``), every unit a quote may start
at gets its features, and its label is whether the quote of it holds one of the question's
``any`` strings. A logistic regression is fitted on all of it; leave-one-deployment-out says
how well it ranks on a deployment it did not see (the best unit holds the answer: top-1),
beside the hand-set score. The threshold is chosen out of fold: the lowest probability at
which no more than ``--max-wrong`` of the quoted best units miss the answer.

    PYTHONPATH=. .venv/bin/python research/quote_ranker/fit.py demo gitforge musicstore webhost docsite dbhost
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

import numpy as np
from sklearn.linear_model import LogisticRegression

sys.path.insert(0, str(Path(__file__).resolve().parent))

import rank  # noqa: E402
from units import questions, runner_for  # noqa: E402

from bot.agent import quote  # noqa: E402


def collect(name: str, k: int) -> list[dict[str, Any]]:
    """One row per (question, unit): the features, the label, the hand-set score."""
    runner = runner_for(name)
    embed = runner.retriever.embedder.encode
    rows = []
    for qid, (asked, wanted) in enumerate(questions(name)):
        docs = [c.to_source() for c in runner.retriever.search(asked, k=k)]
        units, starts, feats = rank.candidates(asked, docs, embed=embed)
        hand = quote.scores(asked, starts, embed=embed) if starts else []
        for unit, f, h in zip(starts, feats, hand, strict=True):
            text = quote._with_neighbours(unit, units, set()).lower()
            rows.append(
                {
                    "set": name,
                    "q": qid,
                    "y": int(any(a in text for a in wanted)),
                    "hand": h,
                    "features": f,
                }
            )
    return rows


def _matrix(rows: list[dict[str, Any]]) -> np.ndarray:
    return np.array([[r["features"][f] for f in rank.FEATURES] for r in rows], dtype=float)


def fit(rows: list[dict[str, Any]], c: float) -> rank.Ranker:
    x = _matrix(rows)
    mean, scale = x.mean(axis=0), x.std(axis=0)
    scale[scale == 0] = 1.0
    model = LogisticRegression(C=c, max_iter=3000)
    model.fit((x - mean) / scale, [r["y"] for r in rows])
    return rank.Ranker(
        weights={f: float(w) for f, w in zip(rank.FEATURES, model.coef_[0], strict=True)},
        bias=float(model.intercept_[0]),
        mean={f: float(v) for f, v in zip(rank.FEATURES, mean, strict=True)},
        scale={f: float(v) for f, v in zip(rank.FEATURES, scale, strict=True)},
        threshold=0.5,
    )


def best_per_question(rows: list[dict[str, Any]], key: str) -> list[tuple[float, int]]:
    """(score of the best unit, does it hold the answer) per question."""
    by: dict[tuple[str, int], list[dict[str, Any]]] = {}
    for r in rows:
        by.setdefault((r["set"], r["q"]), []).append(r)
    out = []
    for group in by.values():
        top = max(group, key=lambda r: r[key])
        out.append((float(top[key]), int(top["y"])))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("deployments", nargs="+")
    parser.add_argument("--k", type=int, default=8)
    parser.add_argument("--c", type=float, default=0.1)
    parser.add_argument("--max-wrong", type=float, default=0.35)
    parser.add_argument("--out", default=str(rank.MODEL))
    parser.add_argument("--rows", default="")
    args = parser.parse_args()
    rows: list[dict[str, Any]] = []
    if args.rows and Path(args.rows).exists():
        rows = [json.loads(line) for line in Path(args.rows).read_text().splitlines()]
    else:
        for name in args.deployments:
            rows += collect(name, args.k)
        if args.rows:
            Path(args.rows).write_text("".join(json.dumps(r) + "\n" for r in rows))
    held: list[dict[str, Any]] = []
    for name in args.deployments:
        train = [r for r in rows if r["set"] != name]
        test = [dict(r) for r in rows if r["set"] == name]
        model = fit(train, args.c)
        for r in test:
            r["p"] = model.probability(r["features"])
        held += test
        mine = best_per_question(test, "p")
        hand = best_per_question(test, "hand")
        print(
            f"{name:12} questions {len(mine):3}  top-1 learned {sum(y for _, y in mine):3}"
            f"  hand-set {sum(y for _, y in hand):3}  answer among units"
            f" {len({r['q'] for r in test if r['y']}):3}"
        )
    mine = best_per_question(held, "p")
    hand = best_per_question(held, "hand")
    print(
        f"{'all':12} questions {len(mine):3}  top-1 learned {sum(y for _, y in mine):3}"
        f"  hand-set {sum(y for _, y in hand):3}"
    )
    # the threshold, out of fold: quote when p >= t; keep the share of wrong quotes in bound
    threshold = 0.5
    for t in sorted({round(p, 3) for p, _ in mine}):
        quoted = [y for p, y in mine if p >= t]
        if quoted and 1 - sum(quoted) / len(quoted) <= args.max_wrong:
            threshold = t
            break
    quoted = [y for p, y in mine if p >= threshold]
    print(
        f"threshold {threshold:.3f}: out of fold {len(quoted)} quoted, {sum(quoted)} right,"
        f" {len(mine) - len(quoted)} honest not-found"
        f" (of which {sum(y for p, y in mine if p < threshold)} had the answer on top)"
    )
    final = fit(rows, args.c)
    final = rank.Ranker(final.weights, final.bias, final.mean, final.scale, threshold)
    data = final.to_dict() | {
        "fitted_on": args.deployments,
        "k": args.k,
        "c": args.c,
        "command": "research/quote_ranker/fit.py " + " ".join(args.deployments),
    }
    Path(args.out).write_text(json.dumps(data, indent=1) + "\n")
    print("weights:", {f: round(w, 2) for f, w in final.weights.items()})


if __name__ == "__main__":
    main()
