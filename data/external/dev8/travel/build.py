"""Build travel.jsonl from records.py + answers.py and validate it.

Run: /work/main/.venv/bin/python data/external/dev8/travel/build.py
No critic or detector is imported or run here. While building, a partial set (fewer
answered items than records) is allowed and reported.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from answers import ANSWERS  # noqa: E402
from plan import PLAN, N_ITEMS  # noqa: E402
from records import ITEMS  # noqa: E402

GENERATOR = "claude (data helper), hand-written before any critic ran"


def source_text(tool):
    if "table" in tool:
        return tool["table"]
    if tool.get("compact"):
        text = json.dumps(tool["data"], separators=(",", ":"), ensure_ascii=False)
    else:
        text = json.dumps(tool["data"], ensure_ascii=False)
    assert json.loads(text) == tool["data"]
    return text


def words(text):
    return len(re.findall(r"[A-Za-z0-9£€$'.,:%/-]+", text.replace("**", "")))


def main():
    assert len(ITEMS) == N_ITEMS, len(ITEMS)
    assert len(ANSWERS) <= len(ITEMS)
    rows = []
    for i, (item, pair) in enumerate(zip(ITEMS, ANSWERS)):
        assert 1 <= len(item["tools"]) <= 2, i
        sources = [{"kind": "tool", "text": source_text(t), "title": t["fn"]} for t in item["tools"]]
        assert len(pair) == 2, i
        for k, a in enumerate(pair):
            label = int(bool(a["bad"]))
            planned, kind, _ = PLAN[(i, k)]
            assert label == planned, f"T{i:02d}-{k}: label {label} != plan {planned}"
            assert len(a["bad"]) <= 1, f"T{i:02d}-{k}: one planted sentence only"
            for b in a["bad"]:
                assert b and b in a["text"], f"T{i:02d}-{k}: bad sentence not a substring: {b!r}"
            if label:
                assert a["note"].startswith(f"({kind[0]})"), f"T{i:02d}-{k}: note must name kind {kind}"
            if a["borderline"]:
                assert a["note"], f"T{i:02d}-{k}: borderline needs a note"
            rows.append({
                "id": f"T{i:02d}-{k}", "set": "travel", "split": "dev",
                "question": item["q"], "sources": sources, "answer": a["text"],
                "label": label, "bad_sentences": list(a["bad"]), "note": a["note"],
                "borderline": bool(a["borderline"]), "generator": GENERATOR,
                "_kind": kind if label else "-",
            })
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids))
    assert len({r["answer"] for r in rows}) == len(rows), "duplicate answer text"
    for r in rows:
        assert (r["label"] == 1) == bool(r["bad_sentences"])
    kinds = Counter(r.pop("_kind") for r in rows)
    out = os.path.join(HERE, "travel.jsonl")
    with open(out, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    back = [json.loads(line) for line in open(out, encoding="utf-8")]
    assert back == rows

    n = len(rows)
    if n < 2 * N_ITEMS:
        print(f"PARTIAL: {len(ANSWERS)} of {N_ITEMS} items answered")
    hal = sum(r["label"] for r in rows)
    wc = [words(r["answer"]) for r in rows]
    print(f"answers {n}  items {len(ANSWERS)}  hallucinated {hal}  correct {n - hal}  "
          f"borderline {sum(r['borderline'] for r in rows)} "
          f"(label 1: {sum(r['borderline'] and r['label'] for r in rows)})")
    print("by error kind:", dict(sorted(kinds.items())))
    print(f"mean words {sum(wc) / n:.1f}  min {min(wc)}  max {max(wc)}  "
          f">90 words: {sum(w > 90 for w in wc)} ({100 * sum(w > 90 for w in wc) / n:.0f}%; "
          f"label 1: {sum(w > 90 and r['label'] for r, w in zip(rows, wc))})  >160: {sum(w > 160 for w in wc)}")
    for lab in (0, 1):
        ws = [w for r, w in zip(rows, wc) if r["label"] == lab]
        if ws:
            print(f"  label {lab}: mean words {sum(ws) / len(ws):.1f}")
    src = Counter()
    for it in ITEMS[:len(ANSWERS)]:
        src["two tools" if len(it["tools"]) == 2 else "one tool"] += 1
        src["has table"] += any("table" in t for t in it["tools"])
    print("items:", dict(src))
    if "-v" in sys.argv:
        for r, w in zip(rows, wc):
            i, k = int(r["id"][1:3]), int(r["id"][-1])
            print(r["id"], r["label"], w, PLAN[(i, k)][1:], r["borderline"])


if __name__ == "__main__":
    main()
