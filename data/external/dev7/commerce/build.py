"""Build commerce.jsonl from records.py + answers.py and validate it.

Run: /work/main/.venv/bin/python data/external/dev7/commerce/build.py
No critic, detector or test is imported or run here. While the set is being written, items
without answers are skipped (partial build); pass --full to require all 40 items.
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


def tool_text(t):
    if "table" in t:
        return t["table"]
    if t.get("compact"):
        return json.dumps(t["data"], separators=(",", ":"), ensure_ascii=False)
    return json.dumps(t["data"], ensure_ascii=False)


def main():
    assert len(ITEMS) <= N_ITEMS
    if "--full" in sys.argv:
        assert len(ITEMS) == N_ITEMS and len(ANSWERS) == N_ITEMS, (len(ITEMS), len(ANSWERS))
    rows, kinds = [], Counter()
    for qi, a2 in enumerate(ANSWERS):
        item = ITEMS[qi]
        assert 1 <= len(item["tools"]) <= 2, qi
        sources = []
        for t in item["tools"]:
            text = tool_text(t)
            if "data" in t:
                assert json.loads(text) == t["data"], qi
            sources.append({"kind": "tool", "text": text, "title": t["fn"]})
        assert len(a2) == 2, qi
        for k, a in enumerate(a2):
            label = int(bool(a["bad"]))
            planned, kind, _ = PLAN[(qi, k)]
            assert label == planned, (qi, k, "label differs from the seeded plan")
            assert len(a["bad"]) <= 1, (qi, k)
            for b in a["bad"]:
                assert b and b in a["text"], (qi, k, b)
            if label:
                kinds[kind] += 1
            rows.append({
                "id": f"commerce-{qi:02d}-{k}", "set": "commerce", "split": "dev",
                "question": item["question"], "sources": sources, "answer": a["text"],
                "label": label, "bad_sentences": list(a["bad"]), "note": a["note"],
                "borderline": bool(a["borderline"]), "generator": GENERATOR,
            })
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids))
    for r in rows:
        assert (r["label"] == 1) == bool(r["bad_sentences"])
    with open(os.path.join(HERE, "commerce.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")

    n = len(rows)
    hal = sum(r["label"] for r in rows)
    wc = [words(r["answer"]) for r in rows]
    lng = [(r["label"], w) for r, w in zip(rows, wc) if w > 90]
    print(f"items {len(ANSWERS)}/{N_ITEMS}  answers {n}  hallucinated {hal}  correct {n - hal}  "
          f"borderline {sum(r['borderline'] for r in rows)} "
          f"(label 1: {sum(r['borderline'] and r['label'] for r in rows)})")
    print("by error kind:", dict(sorted(kinds.items())))
    print(f"mean words {sum(wc) / n:.1f}  min {min(wc)}  max {max(wc)}  "
          f">90 words: {len(lng)} ({100 * len(lng) / n:.0f}%; label 1: {sum(l for l, _ in lng)}, "
          f"label 0: {sum(1 - l for l, _ in lng)})  >160: {sum(w > 160 for w in wc)}")
    for lab in (0, 1):
        ws = [w for r, w in zip(rows, wc) if r["label"] == lab]
        if ws:
            print(f"  label {lab}: mean words {sum(ws) / len(ws):.1f}")
    print("two tool results:", sum(len(ITEMS[q]["tools"]) == 2 for q in range(len(ANSWERS))),
          " tables:", sum(any("table" in t for t in ITEMS[q]["tools"]) for q in range(len(ANSWERS))))
    if "-v" in sys.argv:
        for r, w in zip(rows, wc):
            q, k = int(r["id"][9:11]), int(r["id"][-1])
            print(r["id"], r["label"], w, PLAN[(q, k)][1:])


if __name__ == "__main__":
    main()
