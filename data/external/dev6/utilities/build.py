"""Build utilities.jsonl from records.py + answers.py and validate it.

Run: /work/main/.venv/bin/python data/external/dev6/utilities/build.py
No critic, detector, test or training code is imported or run here.
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

GENERATOR = "claude (data helper), hand-written before any critic ran"
LEN_RANGE = {"short": (15, 40), "medium": (40, 90), "long": (90, 160)}


def words(text):
    return len(re.findall(r"[A-Za-z0-9£'.,%:/-]+", text.replace("**", "")))


def tool_text(t):
    if "table" in t:
        return t["table"], False
    if t.get("compact"):
        return json.dumps(t["data"], separators=(",", ":"), ensure_ascii=False), True
    return json.dumps(t["data"], ensure_ascii=False), True


def main():
    partial = len(ANSWERS) < N_RECORDS
    assert len(RECORDS) >= len(ANSWERS), (len(RECORDS), len(ANSWERS))
    rows, off = [], []
    for i, answers in enumerate(ANSWERS):
        rec = RECORDS[i]
        sources = []
        assert 1 <= len(rec["tools"]) <= 2, i
        for t in rec["tools"]:
            text, is_json = tool_text(t)
            if is_json:
                assert json.loads(text) == t["data"], i
            sources.append({"kind": "tool", "text": text, "title": t["fn"]})
        assert len(answers) == 2, i
        for k, a in enumerate(answers):
            rid = f"U{i:02d}-{k}"
            planned, kind, length = PLAN[(i, k)]
            label = int(bool(a["bad"]))
            assert label == planned, f"{rid}: label {label} != plan {planned}"
            for b in a["bad"]:
                assert b and b in a["text"], f"{rid}: bad sentence not a substring: {b!r}"
            if label:
                assert len(a["bad"]) == 1, rid
                assert a["note"].startswith(f"({kind[0]})"), f"{rid}: note must name kind {kind}"
            if a["borderline"]:
                assert a["note"], rid
            w = words(a["text"])
            lo, hi = LEN_RANGE[length]
            if not lo <= w <= hi:
                off.append(f"{rid} {length} {w}")
            rows.append({
                "id": rid, "set": "utilities", "split": "dev", "question": rec["question"],
                "sources": sources, "answer": a["text"], "label": label,
                "bad_sentences": list(a["bad"]), "note": a["note"],
                "borderline": bool(a["borderline"]), "generator": GENERATOR,
                "_kind": kind,
            })
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids))
    assert len({r["answer"] for r in rows}) == len(rows), "duplicate answer text"
    out = os.path.join(HERE, "utilities.jsonl")
    with open(out, "w", encoding="utf-8") as f:
        for r in rows:
            r = {k: v for k, v in r.items() if k != "_kind"}
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    back = [json.loads(line) for line in open(out, encoding="utf-8")]
    for r in back:
        assert (r["label"] == 1) == bool(r["bad_sentences"])
        assert all(b in r["answer"] for b in r["bad_sentences"])
    n = len(rows)
    hal = sum(r["label"] for r in rows)
    wc = [words(r["answer"]) for r in rows]
    recs = RECORDS[:len(ANSWERS)]
    n_table = sum(any("table" in t for t in rec["tools"]) for rec in recs)
    n_two = sum(len(rec["tools"]) == 2 for rec in recs)
    print(("PARTIAL " if partial else "") + f"wrote {out}")
    print(f"records {len(recs)} (with a text table {n_table}, two tool results {n_two})")
    print(f"answers {n}  hallucinated {hal} ({hal / n:.0%})  correct {n - hal}")
    print("by error kind:", dict(sorted(Counter(r["_kind"] for r in rows if r["label"]).items())))
    print(f"borderline {sum(r['borderline'] for r in rows)} "
          f"(label 1: {sum(r['borderline'] and r['label'] for r in rows)})")
    print(f"words: mean {statistics.mean(wc):.1f} median {statistics.median(wc)} min {min(wc)} max {max(wc)}; "
          f"over 90 words: {sum(w > 90 for w in wc)} "
          f"(hallucinated {sum(w > 90 and r['label'] for w, r in zip(wc, rows))})")
    for lab in (0, 1):
        ws = [w for r, w in zip(rows, wc) if r["label"] == lab]
        if ws:
            print(f"  label {lab}: mean words {statistics.mean(ws):.1f}")
    print(f"bullet-list answers: {sum(1 for r in rows if chr(10) + '-' in r['answer'] or chr(10) + '1.' in r['answer'])}")
    if off:
        print("off target length:", ", ".join(off))


if __name__ == "__main__":
    main()
