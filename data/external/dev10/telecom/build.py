"""Build telecom.jsonl from records.py + answers.py and validate it.

Run: /work/main/.venv/bin/python data/external/dev10/telecom/build.py
No critic or detector is imported or run here. While the set is being written, items without
answers are skipped (partial build); the final set has all 40 items x 2 answers.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from records import ITEMS  # noqa: E402
from answers import ANSWERS  # noqa: E402
from plan import PLAN, N_ITEMS  # noqa: E402

GENERATOR = "claude (data helper), hand-written"


def words(text):
    return len(re.findall(r"[A-Za-z0-9£€$'.,%:/-]+", text.replace("**", "")))


def main():
    assert len(ITEMS) == N_ITEMS
    rows, kinds = [], Counter()
    for qi, item in enumerate(ITEMS):
        if qi not in ANSWERS:
            continue
        srcs = item["tools"]
        assert 1 <= len(srcs) <= 2, qi
        for s in srcs:
            assert s["kind"] == "tool" and s["title"] and s["text"]
            if s["text"].startswith("{"):
                json.loads(s["text"])
        pair = ANSWERS[qi]
        assert len(pair) == 2, qi
        for k, a in enumerate(pair):
            label = int(bool(a["bad"]))
            planned, kind, _ = PLAN[(qi, k)]
            assert label == planned, (qi, k, "label differs from the seeded plan")
            assert len(a["bad"]) <= 1, (qi, k)
            for b in a["bad"]:
                assert b and b in a["text"], (qi, k, b)
            if label:
                kinds[kind] += 1
            rows.append({
                "id": f"telecom-{qi:02d}-{k}", "set": "telecom", "split": "dev",
                "question": item["q"], "sources": srcs, "answer": a["text"],
                "label": label, "bad_sentences": list(a["bad"]),
                "note": (f"[{kind}] " if label else "") + a["note"],
                "borderline": bool(a["borderline"]), "generator": GENERATOR,
            })
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids))
    for r in rows:
        assert (r["label"] == 1) == bool(r["bad_sentences"])
    with open(os.path.join(HERE, "telecom.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")

    n = len(rows)
    hal = sum(r["label"] for r in rows)
    wc = [words(r["answer"]) for r in rows]
    print(f"items {len(ANSWERS)}/{N_ITEMS}  answers {n}  hallucinated {hal}  correct {n - hal}  "
          f"borderline {sum(r['borderline'] for r in rows)} "
          f"(label 1: {sum(r['borderline'] and r['label'] for r in rows)})")
    print("by error kind:", dict(sorted(kinds.items())))
    print(f"words: mean {sum(wc) / n:.1f}  min {min(wc)}  max {max(wc)}  "
          f">90 words: {sum(w > 90 for w in wc)} ({100 * sum(w > 90 for w in wc) / n:.0f}%)  "
          f">160: {sum(w > 160 for w in wc)}")
    for lab in (0, 1):
        ws = [w for r, w in zip(rows, wc) if r["label"] == lab]
        if ws:
            print(f"  label {lab}: mean words {sum(ws) / len(ws):.1f}")
    print("items with two tool results:", sum(len(ITEMS[q]["tools"]) == 2 for q in ANSWERS),
          " table items:", sum(not ITEMS[q]["tools"][0]["text"].startswith("{") for q in ANSWERS))
    if n < 2 * N_ITEMS:
        print("PARTIAL build")
    if "-v" in sys.argv:
        for r, w in zip(rows, wc):
            q, k = int(r["id"][8:10]), int(r["id"][-1])
            print(r["id"], r["label"], w, PLAN[(q, k)][2])


if __name__ == "__main__":
    main()
