"""Build freight.jsonl from records.py + answers.py and validate it.

Run: /work/main/.venv/bin/python data/external/dev9/freight/build.py
No critic or detector is imported or run here. A partial set (fewer answered items than
records) is allowed while building; it is reported.
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
    return len(re.findall(r"[A-Za-z0-9£$€'.,%/:-]+", text.replace("**", "")))


def main():
    rows = []
    n_items = min(len(ITEMS), len(ANSWERS))
    for qi in range(n_items):
        item, pair = ITEMS[qi], ANSWERS[qi]
        assert 1 <= len(item["tools"]) <= 2, qi
        for s in item["tools"]:
            assert s["kind"] == "tool" and s["title"] and s["text"], qi
            if s["text"].startswith("{") or s["text"].startswith("["):
                json.loads(s["text"])
        assert len(pair) == 2, qi
        for k, a in enumerate(pair):
            label = int(bool(a["bad"]))
            planned, kind, length = PLAN[(qi, k)]
            assert label == planned, (qi, k, "label differs from the seeded plan")
            assert len(a["bad"]) <= 1, (qi, k)
            for b in a["bad"]:
                assert b and b in a["text"], (qi, k, b)
            rows.append({
                "id": f"freight-{qi:02d}-{k}", "set": "freight", "split": "dev",
                "question": item["q"], "sources": item["tools"], "answer": a["text"],
                "label": label, "bad_sentences": list(a["bad"]),
                "note": (f"({kind}) " if label else "") + a["note"],
                "borderline": bool(a["borderline"]), "generator": GENERATOR,
            })
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids))
    for r in rows:
        assert (r["label"] == 1) == bool(r["bad_sentences"])
    with open(os.path.join(HERE, "freight.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")

    n = len(rows)
    hal = sum(r["label"] for r in rows)
    wc = [words(r["answer"]) for r in rows]
    kinds = Counter(PLAN[(int(r["id"][8:10]), int(r["id"][-1]))][1] for r in rows if r["label"])
    if n_items < N_ITEMS:
        print(f"PARTIAL: {n_items} of {N_ITEMS} items answered")
    print(f"answers {n}  items {n_items}  hallucinated {hal}  correct {n - hal}  "
          f"borderline {sum(r['borderline'] for r in rows)} "
          f"(hallucinated {sum(r['borderline'] and r['label'] for r in rows)})")
    print("by error kind:", dict(sorted(kinds.items())))
    print(f"mean words {sum(wc) / n:.1f}  min {min(wc)}  max {max(wc)}  "
          f">90 words: {sum(w > 90 for w in wc)} ({100 * sum(w > 90 for w in wc) / n:.0f}%)  "
          f">160: {sum(w > 160 for w in wc)}")
    for lab in (0, 1):
        ws = [w for r, w in zip(rows, wc) if r["label"] == lab]
        if ws:
            print(f"  label {lab}: mean words {sum(ws) / len(ws):.1f}")
    two = sum(len(ITEMS[q]["tools"]) == 2 for q in range(n_items))
    tables = sum(any(not s["text"].lstrip().startswith(("{", "[")) for s in ITEMS[q]["tools"])
                 for q in range(n_items))
    print(f"items with two tool results: {two}  items with a text table: {tables}")
    if "-v" in sys.argv:
        for r, w in zip(rows, wc):
            print(r["id"], r["label"], w, PLAN[(int(r["id"][8:10]), int(r["id"][-1]))][2])


if __name__ == "__main__":
    main()
