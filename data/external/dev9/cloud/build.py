"""Build cloud.jsonl from records.py + answers.py and validate it.

Run: /work/main/.venv/bin/python data/external/dev9/cloud/build.py   (--partial while building)
No critic or detector is imported or run here.
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


def tool_text(t):
    if "table" in t:
        return t["table"]
    if t.get("compact"):
        return json.dumps(t["data"], separators=(",", ":"), ensure_ascii=False)
    return json.dumps(t["data"], ensure_ascii=False)


def words(text):
    return len(re.findall(r"[A-Za-z0-9$£€'.,%:/-]+", text.replace("**", "")))


def main():
    partial = "--partial" in sys.argv
    if not partial:
        assert len(ITEMS) == N_ITEMS == len(ANSWERS), (len(ITEMS), len(ANSWERS))
    rows = []
    for qi, (item, answers) in enumerate(zip(ITEMS, ANSWERS)):
        assert 1 <= len(item["tools"]) <= 2, qi
        sources = []
        for t in item["tools"]:
            text = tool_text(t)
            if "data" in t:
                assert json.loads(text) == t["data"], qi
            sources.append({"kind": "tool", "text": text, "title": t["fn"]})
        assert len(answers) == 2, qi
        for k, a in enumerate(answers):
            label = int(bool(a["bad"]))
            assert label == PLAN[(qi, k)][0], (qi, k, "label differs from the seeded plan")
            for b in a["bad"]:
                assert b and b in a["text"], (qi, k, b)
            if label or a["borderline"]:
                assert a["note"], (qi, k, "needs a note")
            rows.append({
                "id": f"cloud-{qi:02d}-{k}", "set": "cloud", "split": "dev",
                "question": item["q"], "sources": sources, "answer": a["text"],
                "label": label, "bad_sentences": list(a["bad"]), "note": a["note"],
                "borderline": bool(a["borderline"]), "generator": GENERATOR,
            })
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids))
    assert len({r["answer"] for r in rows}) == len(rows), "duplicate answer text"
    for r in rows:
        assert (r["label"] == 1) == bool(r["bad_sentences"])
    out = os.path.join(HERE, "cloud.jsonl")
    with open(out, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")

    n = len(rows)
    hal = sum(r["label"] for r in rows)
    wc = [words(r["answer"]) for r in rows]
    kinds = Counter(PLAN[(int(r["id"][6:8]), int(r["id"][-1]))][1] for r in rows if r["label"])
    used = ITEMS[:len(ANSWERS)]
    print(f"items {len(used)}  (two tools: {sum(len(i['tools']) == 2 for i in used)}, "
          f"with a table: {sum(any('table' in t for t in i['tools']) for i in used)})")
    print(f"answers {n}  hallucinated {hal}  correct {n - hal}  "
          f"borderline {sum(r['borderline'] for r in rows)} "
          f"(label 1: {sum(r['borderline'] and r['label'] for r in rows)})")
    print("by error kind:", dict(sorted(kinds.items())))
    print(f"words: mean {sum(wc) / n:.1f}  min {min(wc)}  max {max(wc)}  "
          f">90 words: {sum(w > 90 for w in wc)} ({sum(w > 90 for w in wc) / n:.0%})  >160: {sum(w > 160 for w in wc)}")
    for lab in (0, 1):
        ws = [w for r, w in zip(rows, wc) if r["label"] == lab]
        if ws:
            print(f"  label {lab}: mean words {sum(ws) / len(ws):.1f}")
    if "-v" in sys.argv:
        for r, w in zip(rows, wc):
            print(r["id"], r["label"], w, PLAN[(int(r["id"][6:8]), int(r["id"][-1]))][2])


if __name__ == "__main__":
    main()
