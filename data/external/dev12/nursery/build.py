"""Build nursery.jsonl from records.py + answers.py and validate it.

Run (from inside this folder): /work/main/.venv/bin/python build.py
No critic or detector is imported or run here. While the set was being written a partial
answers.py was allowed (the first N items are built and 'PARTIAL' is printed).
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from answers import ANSWERS  # noqa: E402
from plan import N_ITEMS, PLAN  # noqa: E402
from records import ITEMS  # noqa: E402

GENERATOR = "claude (data helper), hand-written"


def words(text):
    return len(re.findall(r"[A-Za-z0-9£$€'.,:%/+-]+", text.replace("**", "")))


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
    assert len(ITEMS) == N_ITEMS
    assert len(ANSWERS) <= N_ITEMS
    partial = len(ANSWERS) < N_ITEMS
    rows = []
    for qi, answers in enumerate(ANSWERS):
        item = ITEMS[qi]
        assert 1 <= len(item["src"]) <= 2, qi
        sources = [source(s) for s in item["src"]]
        assert len(answers) == 2, qi
        for k, a in enumerate(answers):
            label = int(bool(a["bad"]))
            planned, kind, _ = PLAN[(qi, k)]
            assert label == planned, (qi, k, "label differs from the seeded plan")
            assert len(a["bad"]) <= 1, (qi, k, "exactly one planted sentence")
            for b in a["bad"]:
                assert b and b in a["text"], (qi, k, b)
            if label or a["borderline"]:
                assert a["note"], (qi, k, "note needed")
            rows.append({
                "id": f"N{qi:02d}-{k}", "set": "nursery", "split": "dev",
                "question": item["q"], "sources": sources, "answer": a["text"],
                "label": label, "bad_sentences": list(a["bad"]), "note": a["note"],
                "borderline": bool(a["borderline"]), "generator": GENERATOR,
                "_kind": kind,
            })
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids))
    assert len({r["answer"] for r in rows}) == len(rows), "duplicate answer text"
    for r in rows:
        assert (r["label"] == 1) == bool(r["bad_sentences"])
    row_kinds = [r.pop("_kind") for r in rows]  # dropped from every row (pharmacy kept "-" on correct rows)
    kinds = Counter(k for r, k in zip(rows, row_kinds) if r["label"])
    out = os.path.join(HERE, "nursery.jsonl")
    with open(out, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    back = [json.loads(line) for line in open(out, encoding="utf-8")]
    assert back == rows

    n = len(rows)
    hal = sum(r["label"] for r in rows)
    wc = [words(r["answer"]) for r in rows]
    if partial:
        print(f"PARTIAL: {len(ANSWERS)} of {N_ITEMS} items")
    print(f"answers {n}  items {len(ANSWERS)}  hallucinated {hal}  correct {n - hal}  "
          f"borderline {sum(r['borderline'] for r in rows)} "
          f"(hallucinated {sum(r['borderline'] and r['label'] for r in rows)})")
    print("by error kind:", dict(sorted(kinds.items())))
    print(f"items with 2 tool results: {sum(len(ITEMS[i]['src']) == 2 for i in range(len(ANSWERS)))}  "
          f"table sources: {sum(any('table' in s for s in ITEMS[i]['src']) for i in range(len(ANSWERS)))}")
    lng = [r["label"] for r, w in zip(rows, wc) if w > 90]
    print(f"mean words {sum(wc) / n:.1f}  min {min(wc)}  max {max(wc)}  "
          f">90 words: {len(lng)} ({100 * len(lng) / n:.0f}%; label 1: {sum(lng)}, label 0: {len(lng) - sum(lng)})")
    for lab in (0, 1):
        ws = [w for r, w in zip(rows, wc) if r["label"] == lab]
        if ws:
            print(f"  label {lab}: mean words {sum(ws) / len(ws):.1f}")
    if "-v" in sys.argv:
        for r, w in zip(rows, wc):
            qi, k = int(r["id"][1:3]), int(r["id"][-1])
            print(r["id"], r["label"], w, PLAN[(qi, k)][1:], "B" if r["borderline"] else "")


if __name__ == "__main__":
    main()
