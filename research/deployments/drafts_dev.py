"""The first drafts of a ``python -m bench deployments`` run (``purpose='actor'`` in each
deployment's ``llm_calls``) against right and wrong: how well each hesitation signal tells
them apart (the confidence guard's choice, docs/embedded-default.md). Not a figure of the
product; a development aid.

    PYTHONPATH=. .venv/bin/python research/deployments/drafts_dev.py DATA_DIR ashcombe,skellbrook
"""

import glob
import json
import re
import sqlite3
import sys
from pathlib import Path

from bot.guard.confidence import hesitation, value_hesitation

root = Path(sys.argv[1])


def auroc(pos, neg):
    if not pos or not neg:
        return float("nan")
    s = sum((p > n) + 0.5 * (p == n) for p in pos for n in neg)
    return s / (len(pos) * len(neg))


_VAL = re.compile(r"[0-9@£$€]")


def signals(lps):
    toks = [(t, -lp) for t, lp in lps]
    allm = hesitation(lps) or 0.0
    # value tokens: digits, currency, e-mail, or a token inside a capitalised word run
    val = [c for t, c in toks if _VAL.search(t)]
    caps = [c for t, c in toks if re.match(r"^\s?[A-Z][a-z]", t)]
    vv = val + caps
    return {
        "all_mean": allm,
        "val_mean": value_hesitation(lps) or 0.0,
        "val_max": max(vv) if vv else 0.0,
        "num_max": max(val) if val else 0.0,
        "tok_max": max(c for _, c in toks) if toks else 0.0,
    }


rows = []
for name in sys.argv[2].split(","):
    ans = [json.loads(line) for line in open(root / "bench-deployments" / f"{name}.jsonl")]
    dbs = glob.glob(
        str(root / "bench-deployments" / name / "**" / "guardbot.db"), recursive=True
    ) or glob.glob(str(root / "**" / name / "**" / "guardbot.db"), recursive=True)
    db = sqlite3.connect(dbs[0])
    for a in ans:
        if a["kind"] not in ("data", "followup"):
            continue
        g = a.get("guardbot") or {}
        tid = g.get("turn_id")
        r = db.execute(
            "select response_json from llm_calls where turn_id=? and purpose='actor' order by id limit 1",
            (tid,),
        ).fetchone()
        if not r or not r[0]:
            continue
        resp = json.loads(r[0])
        ch = resp["choices"][0]
        text = ch["message"].get("content") or ""
        lp = [(c["token"], c["logprob"]) for c in ((ch.get("logprobs") or {}).get("content") or [])]
        if not lp or not text.strip() or "could not find" in text.lower():
            continue
        right = any(s.lower() in text.lower() for s in a["any"])
        rows.append((name, right, signals(lp), text[:90], a["outcome"]))
for name in sys.argv[2].split(","):
    rs = [r for r in rows if r[0] == name]
    print(f"== {name}: {len(rs)} drafts, {sum(r[1] for r in rs)} right")
    for k in rs[0][2] if rs else []:
        pos = [r[2][k] for r in rs if not r[1]]
        neg = [r[2][k] for r in rs if r[1]]
        print(f"  {k:9s} AUROC(wrong higher) {auroc(pos, neg):.2f}")
    for r in rs:
        print(
            "   ",
            "R" if r[1] else "-",
            " ".join(f"{v:.2f}" for v in r[2].values()),
            r[4],
            "|",
            r[3],
        )
