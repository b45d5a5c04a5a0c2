"""Build council.jsonl from articles.py + answers.py and validate it.

Run: /work/main/.venv/bin/python data/external/dev5/council/build.py
No critic or detector is imported or run here. A partial answers.py (fewer than 40
questions) is allowed while building; the counts then cover what exists.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import articles  # noqa: E402
from answers import QUESTIONS  # noqa: E402
from plan import PLAN, N_QUESTIONS  # noqa: E402

SET = "council"
GENERATOR = "claude (data helper), hand-written before any critic ran"


def words(text):
    return len(re.findall(r"[A-Za-z0-9£'.,%:/@-]+", text.replace("**", "")))


def main():
    assert len(QUESTIONS) <= N_QUESTIONS
    rows = []
    for qi, q in enumerate(QUESTIONS):
        assert 1 <= len(q["src"]) <= 3, qi
        sources = []
        for art, sec in q["src"]:
            text = articles.section(art, sec)
            sources.append({"kind": "document", "text": text, "title": f"{art} - {sec}"})
        assert len(q["a"]) == 2, qi
        for k, a in enumerate(q["a"]):
            label = int(bool(a["bad"]))
            planned, kind, _ = PLAN[(qi, k)]
            assert label == planned, (qi, k, "label differs from the seeded plan")
            assert len(a["bad"]) <= 1, (qi, k, "exactly one planted sentence")
            for b in a["bad"]:
                assert b and b in a["text"], (qi, k, b)
            if label:
                assert a["note"].startswith("(" + kind[0] + ")"), (qi, k, kind, a["note"])
            rows.append({
                "id": f"{SET}-{qi:02d}-{k}", "set": SET, "split": "dev",
                "question": q["q"], "sources": sources, "answer": a["text"],
                "label": label, "bad_sentences": list(a["bad"]), "note": a["note"],
                "borderline": bool(a["borderline"]), "generator": GENERATOR,
            })
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids))
    for r in rows:
        assert (r["label"] == 1) == bool(r["bad_sentences"])
    with open(os.path.join(HERE, f"{SET}.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")

    n = len(rows)
    hal = sum(r["label"] for r in rows)
    wc = [words(r["answer"]) for r in rows]
    kinds = Counter(PLAN[(int(r["id"].split("-")[1]), int(r["id"][-1]))][1]
                    for r in rows if r["label"])
    lng = [(r["label"], w) for r, w in zip(rows, wc) if w > 90]
    if len(QUESTIONS) < N_QUESTIONS:
        print(f"PARTIAL: {len(QUESTIONS)} of {N_QUESTIONS} questions")
    print(f"answers {n}  questions {len(QUESTIONS)}  hallucinated {hal}  correct {n - hal}  "
          f"borderline {sum(r['borderline'] for r in rows)} "
          f"(hallucinated {sum(r['borderline'] and r['label'] for r in rows)})")
    print("by error kind:", dict(sorted(kinds.items())))
    print(f"mean words {sum(wc) / n:.1f}  min {min(wc)}  max {max(wc)}  "
          f">90 words: {len(lng)} ({100 * len(lng) / n:.0f}%; label 1: {sum(l for l, _ in lng)}, "
          f"label 0: {sum(1 - l for l, _ in lng)})  >160: {sum(w > 160 for w in wc)}")
    for lab in (0, 1):
        ws = [w for r, w in zip(rows, wc) if r["label"] == lab]
        if ws:
            print(f"  label {lab}: mean words {sum(ws) / len(ws):.1f}")
    if "-v" in sys.argv:
        for r, w in zip(rows, wc):
            qi, k = int(r["id"].split("-")[1]), int(r["id"][-1])
            print(r["id"], r["label"], w, PLAN[(qi, k)][1:])


if __name__ == "__main__":
    main()
