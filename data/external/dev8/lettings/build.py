"""Build lettings.jsonl from records.py + answers.py and validate it.

Run: /work/main/.venv/bin/python data/external/dev8/lettings/build.py  (add -v for per-answer lines)
No critic, detector or test is imported or run here.
"""
import json
import os
import re
import statistics
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from answers import ANSWERS  # noqa: E402
from plan import N_RECORDS, PLAN  # noqa: E402
from records import RECORDS  # noqa: E402

SET = "lettings"
GENERATOR = "claude (data helper), hand-written"


def words(text):
    return len(re.findall(r"[A-Za-z0-9£$€'.,%:/-]+", text.replace("**", "")))


def source(s):
    if "table" in s:
        return {"kind": "tool", "text": s["table"], "title": s["fn"]}
    sep = (",", ":") if s.get("compact") else None
    text = json.dumps(s["data"], separators=sep, ensure_ascii=False)
    assert json.loads(text) == s["data"]
    return {"kind": "tool", "text": text, "title": s["fn"]}


def main():
    n = len(ANSWERS)
    partial = n < N_RECORDS
    assert n <= len(RECORDS) <= N_RECORDS
    rows, kinds = [], Counter()
    for i in range(n):
        rec, pair = RECORDS[i], ANSWERS[i]
        assert 1 <= len(rec["src"]) <= 2, i
        assert len(pair) == 2, i
        sources = [source(s) for s in rec["src"]]
        for k, a in enumerate(pair):
            rid = f"L{i:02d}-{k}"
            planned, kind, _ = PLAN[(i, k)]
            label = int(bool(a["bad"]))
            assert label == planned, f"{rid}: label {label} != plan {planned}"
            if label:
                assert len(a["bad"]) == 1, rid
                assert a["note"].startswith(f"({kind[0]})"), f"{rid}: note must start with ({kind[0]})"
                kinds[kind] += 1
            for b in a["bad"]:
                assert b and b in a["text"], f"{rid}: bad sentence not a substring: {b!r}"
            assert a["note"], rid
            rows.append({
                "id": rid, "set": SET, "split": "dev", "question": rec["question"],
                "sources": sources, "answer": a["text"], "label": label,
                "bad_sentences": list(a["bad"]), "note": a["note"],
                "borderline": bool(a["borderline"]), "generator": GENERATOR,
            })
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids))
    assert len({r["answer"] for r in rows}) == len(rows), "duplicate answer"
    for r in rows:
        assert (r["label"] == 1) == bool(r["bad_sentences"])
    with open(os.path.join(HERE, f"{SET}.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")

    m = len(rows)
    hal = sum(r["label"] for r in rows)
    wc = [words(r["answer"]) for r in rows]
    srcs = [RECORDS[i]["src"] for i in range(n)]
    print(("PARTIAL " if partial else "") + f"records {n}  answers {m}  hallucinated {hal}  correct {m - hal}  "
          f"borderline {sum(r['borderline'] for r in rows)} "
          f"(label 1: {sum(r['borderline'] and r['label'] for r in rows)})")
    print("error kinds:", dict(sorted(kinds.items())))
    print(f"words: mean {sum(wc) / m:.1f}  median {statistics.median(wc)}  min {min(wc)}  max {max(wc)}  "
          f">90: {sum(w > 90 for w in wc)} ({100 * sum(w > 90 for w in wc) / m:.0f}%; "
          f"label 1: {sum(w > 90 and r['label'] for r, w in zip(rows, wc))})")
    for lab in (0, 1):
        ws = [w for r, w in zip(rows, wc) if r["label"] == lab]
        if ws:
            print(f"  label {lab}: mean words {sum(ws) / len(ws):.1f}")
    print(f"records with two tool results: {sum(len(s) == 2 for s in srcs)}  "
          f"with a text table: {sum(any('table' in x for x in s) for s in srcs)}  "
          f"compact JSON results: {sum(bool(x.get('compact')) for s in srcs for x in s)} "
          f"of {sum('data' in x for s in srcs for x in s)}")
    if "-v" in sys.argv:
        for r, w in zip(rows, wc):
            i, k = int(r["id"][1:3]), int(r["id"][-1])
            print(r["id"], r["label"], PLAN[(i, k)][1], PLAN[(i, k)][2], w)


if __name__ == "__main__":
    main()
