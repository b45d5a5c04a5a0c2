"""Build motoring.jsonl from records.py + answers.py and validate it.

Run: /work/main/.venv/bin/python data/external/dev8/motoring/build.py   (add --partial while building)
No critic or detector is imported or run here.
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
from plan import PLAN, N_RECORDS  # noqa: E402
from records import RECORDS  # noqa: E402

GENERATOR = "claude (data helper), hand-written"
LEN_RANGE = {"short": (15, 40), "medium": (40, 90), "long": (90, 160)}


def words(text):
    return len(re.findall(r"\S+", text.replace("**", "")))


def source(s):
    if "table" in s:
        return {"kind": "tool", "text": s["table"], "title": s["fn"]}
    if s["compact"]:
        text = json.dumps(s["data"], separators=(",", ":"), ensure_ascii=False)
    else:
        text = json.dumps(s["data"], ensure_ascii=False)
    assert json.loads(text) == s["data"]
    return {"kind": "tool", "text": text, "title": s["fn"]}


def main():
    partial = "--partial" in sys.argv
    n = len(ANSWERS)
    if not partial:
        assert len(RECORDS) == n == N_RECORDS, (len(RECORDS), n)
    assert n <= len(RECORDS)
    rows, warn = [], []
    for i in range(n):
        rec, pair = RECORDS[i], ANSWERS[i]
        assert 1 <= len(rec["src"]) <= 2, i
        sources = [source(s) for s in rec["src"]]
        assert len(pair) == 2, i
        for k, a in enumerate(pair):
            rid = f"M{i:02d}-{k}"
            label = int(bool(a["bad"]))
            planned, kind, length = PLAN[(i, k)]
            assert label == planned, f"{rid}: label {label} != plan {planned}"
            if label:
                assert len(a["bad"]) == 1, rid
                assert a["note"].startswith(f"({kind[0]})"), f"{rid}: note must start with ({kind[0]})"
            for b in a["bad"]:
                assert b and b in a["text"], f"{rid}: bad sentence not a substring: {b!r}"
            if a["borderline"]:
                assert a["note"], rid
            lo, hi = LEN_RANGE[length]
            w = words(a["text"])
            if not lo <= w <= hi:
                warn.append(f"{rid} {length} {w} words")
            rows.append({
                "id": rid, "set": "motoring", "split": "dev", "question": rec["q"], "sources": sources,
                "answer": a["text"], "label": label, "bad_sentences": list(a["bad"]), "note": a["note"],
                "borderline": bool(a["borderline"]), "generator": GENERATOR,
            })
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids))
    assert len({r["answer"] for r in rows}) == len(rows), "duplicate answer"
    for r in rows:
        assert (r["label"] == 1) == bool(r["bad_sentences"])
    out = os.path.join(HERE, "motoring.jsonl")
    with open(out, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")

    hal = sum(r["label"] for r in rows)
    wc = [words(r["answer"]) for r in rows]
    kinds = Counter(PLAN[(int(r["id"][1:3]), int(r["id"][-1]))][1] for r in rows if r["label"])
    long_ = [(r["label"], w) for r, w in zip(rows, wc) if w > 90]
    n_tables = sum(1 for rec in RECORDS[:n] for s in rec["src"] if "table" in s)
    n_two = sum(1 for rec in RECORDS[:n] if len(rec["src"]) == 2)
    print(f"wrote {out}{' (PARTIAL)' if partial else ''}")
    print(f"records {n} (two tool results: {n_two}; text tables: {n_tables})  answers {len(rows)}  "
          f"hallucinated {hal}  correct {len(rows) - hal}")
    print(f"by error kind: {dict(sorted(kinds.items()))}")
    print(f"borderline {sum(r['borderline'] for r in rows)} "
          f"(label 1: {sum(r['borderline'] and r['label'] for r in rows)})")
    print(f"words: mean {sum(wc) / len(wc):.1f} median {statistics.median(wc)} min {min(wc)} max {max(wc)}; "
          f">90 words: {len(long_)} ({len(long_) / len(rows):.0%}; label 1: {sum(l for l, _ in long_)})")
    for lab in (0, 1):
        ws = [w for r, w in zip(rows, wc) if r["label"] == lab]
        if ws:
            print(f"  label {lab}: mean words {sum(ws) / len(ws):.1f}")
    if warn:
        print("length off target:", "; ".join(warn))


if __name__ == "__main__":
    main()
