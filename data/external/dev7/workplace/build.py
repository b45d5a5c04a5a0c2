"""Build workplace.jsonl from records.py + answers.py and validate it.

Run: /work/main/.venv/bin/python data/external/dev7/workplace/build.py
No critic or detector is imported or run here. A partial answers.py (fewer than 40 items)
is allowed while the set is being written; the full set must have 40 items / 80 answers.
"""
import json
import os
import statistics
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from answers import ANSWERS  # noqa: E402
from plan import PLAN, N_ITEMS, N_HALLUCINATED  # noqa: E402
from records import ITEMS  # noqa: E402

GENERATOR = "claude (data helper), hand-written"


def source(t):
    if t["table"] is not None:
        return {"kind": "tool", "text": t["table"], "title": t["fn"]}
    if t["compact"]:
        text = json.dumps(t["data"], separators=(",", ":"), ensure_ascii=False)
    else:
        text = json.dumps(t["data"], ensure_ascii=False)
    assert json.loads(text) == t["data"]
    return {"kind": "tool", "text": text, "title": t["fn"]}


def main():
    assert len(ITEMS) == N_ITEMS
    partial = len(ANSWERS) < N_ITEMS
    rows, kinds = [], Counter()
    for qi, answers in enumerate(ANSWERS):
        item = ITEMS[qi]
        assert 1 <= len(item["src"]) <= 2, qi
        sources = [source(t) for t in item["src"]]
        assert len(answers) == 2, qi
        for k, a in enumerate(answers):
            label = int(bool(a["bad"]))
            p_label, p_kind, _ = PLAN[(qi, k)]
            assert label == p_label, (qi, k, "label differs from the seeded plan")
            assert a["kind"] == p_kind, (qi, k, "error kind differs from the plan")
            assert len(a["bad"]) <= 1, (qi, k, "exactly one planted sentence")
            for b in a["bad"]:
                assert b and b in a["text"], (qi, k, b)
            if label or a["borderline"]:
                assert a["note"], (qi, k, "needs a note")
            kinds[p_kind] += 1
            rows.append({
                "id": f"W{qi:02d}-{k}", "set": "workplace", "split": "dev",
                "question": item["q"], "sources": sources, "answer": a["text"],
                "label": label, "bad_sentences": list(a["bad"]), "note": a["note"],
                "borderline": bool(a["borderline"]), "generator": GENERATOR,
            })
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids))
    assert len({r["answer"] for r in rows}) == len(rows), "duplicate answer text"
    for r in rows:
        assert (r["label"] == 1) == bool(r["bad_sentences"])
    if not partial:
        assert len(rows) == 2 * N_ITEMS and sum(r["label"] for r in rows) == N_HALLUCINATED
    out = os.path.join(HERE, "workplace.jsonl")
    with open(out, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")

    n = len(rows)
    hal = sum(r["label"] for r in rows)
    wc = [len(r["answer"].split()) for r in rows]
    longs = [(r["label"], w) for r, w in zip(rows, wc) if w > 90]
    print(("PARTIAL " if partial else "") + f"wrote {out}")
    print(f"items {len(ANSWERS)}  answers {n}  hallucinated {hal}  correct {n - hal}")
    print("by error kind:", dict(sorted((k, v) for k, v in kinds.items() if k != "-")))
    print(f"words: mean {statistics.mean(wc):.1f}  median {statistics.median(wc)}  min {min(wc)}  max {max(wc)}")
    print(f"long answers (>90 words): {len(longs)} ({len(longs) / n:.0%}; label 1: {sum(l for l, _ in longs)}, "
          f"label 0: {sum(1 - l for l, _ in longs)})")
    for lab in (0, 1):
        ws = [w for r, w in zip(rows, wc) if r["label"] == lab]
        if ws:
            print(f"  label {lab}: mean words {statistics.mean(ws):.1f}")
    print(f"borderline: {sum(r['borderline'] for r in rows)} "
          f"(label 1: {sum(r['borderline'] and r['label'] for r in rows)})")
    print(f"items with two tool results: {sum(len(ITEMS[i]['src']) == 2 for i in range(len(ANSWERS)))}, "
          f"table items: {sum(ITEMS[i]['src'][0]['table'] is not None for i in range(len(ANSWERS)))}")
    print(f"bullet/numbered answers: {sum(1 for r in rows if chr(10) + '-' in r['answer'] or chr(10) + '1.' in r['answer'])}")
    if "-v" in sys.argv:
        for r, w in zip(rows, wc):
            print(r["id"], r["label"], w, PLAN[(int(r["id"][1:3]), int(r["id"][-1]))][1:])


if __name__ == "__main__":
    main()
