"""Build club.jsonl from records.py + answers.py and validate it.

Run: /work/main/.venv/bin/python data/external/dev9/club/build.py
No critic or detector is imported or run here. While the set is being written a partial
set is allowed (items not yet answered are skipped and reported); pass --full to require all.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from records import CALLS  # noqa: E402
from answers import ITEMS  # noqa: E402
from plan import PLAN, N_ITEMS  # noqa: E402

SET = "club"
GENERATOR = "claude (data helper), hand-written before any critic ran"


def tool_text(call):
    if "table" in call:
        return call["table"]
    if call.get("compact"):
        return json.dumps(call["data"], separators=(",", ":"), ensure_ascii=False)
    return json.dumps(call["data"], ensure_ascii=False)


def words(text):
    return len(re.findall(r"[A-Za-z0-9£€$'.,%:/-]+", text.replace("**", "")))


def main():
    rows = []
    for qi, item in enumerate(ITEMS):
        assert qi < N_ITEMS, qi
        assert 1 <= len(item["src"]) <= 2, qi
        sources = []
        for key in item["src"]:
            call = CALLS[key]
            text = tool_text(call)
            if "table" not in call:
                assert json.loads(text) == call["data"], key
            sources.append({"kind": "tool", "text": text, "title": call["fn"]})
        assert len(item["a"]) == 2, qi
        for k, a in enumerate(item["a"]):
            label = int(bool(a["bad"]))
            planned, kind, _ = PLAN[(qi, k)]
            assert label == planned, (qi, k, "label differs from the seeded plan")
            assert len(a["bad"]) <= 1, (qi, k, "exactly one planted sentence")
            if label:
                assert a["note"].startswith("(" + kind[0] + ")"), (qi, k, "note must start with the planned kind", kind)
            for b in a["bad"]:
                assert b and b in a["text"], (qi, k, b)
            rows.append({
                "id": f"C{qi:02d}-{k}", "set": SET, "split": "dev",
                "question": item["q"], "sources": sources, "answer": a["text"],
                "label": label, "bad_sentences": list(a["bad"]), "note": a["note"],
                "borderline": bool(a["borderline"]), "generator": GENERATOR,
            })
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids))
    for r in rows:
        assert (r["label"] == 1) == bool(r["bad_sentences"])
    if "--full" in sys.argv:
        assert len(ITEMS) == N_ITEMS, f"only {len(ITEMS)} of {N_ITEMS} items written"
    with open(os.path.join(HERE, f"{SET}.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")

    n = len(rows)
    hal = sum(r["label"] for r in rows)
    wc = [words(r["answer"]) for r in rows]
    kinds = Counter(PLAN[(int(r["id"][1:3]), int(r["id"][-1]))][1] for r in rows if r["label"])
    lng = [(r["label"], w) for r, w in zip(rows, wc) if w > 90]
    two = sum(len(it["src"]) == 2 for it in ITEMS)
    tables = sum(any("table" in CALLS[k] for k in it["src"]) for it in ITEMS)
    print(f"items {len(ITEMS)}/{N_ITEMS}  answers {n}  hallucinated {hal}  correct {n - hal}  "
          f"borderline {sum(r['borderline'] for r in rows)} "
          f"(hallucinated {sum(r['borderline'] and r['label'] for r in rows)})")
    print("by error kind:", dict(sorted(kinds.items())))
    print(f"items with two tool results {two}; items with a text table {tables}")
    print(f"mean words {sum(wc) / n:.1f}  min {min(wc)}  max {max(wc)}  "
          f">90 words: {len(lng)} ({100 * len(lng) / n:.0f}%; label 1: {sum(l for l, _ in lng)}, "
          f"label 0: {sum(1 - l for l, _ in lng)})  >160: {sum(w > 160 for w in wc)}")
    for lab in (0, 1):
        ws = [w for r, w in zip(rows, wc) if r["label"] == lab]
        if ws:
            print(f"  label {lab}: mean words {sum(ws) / len(ws):.1f}")
    if "-v" in sys.argv:
        for r, w in zip(rows, wc):
            print(r["id"], r["label"], w, PLAN[(int(r["id"][1:3]), int(r["id"][-1]))][1:])


if __name__ == "__main__":
    main()
