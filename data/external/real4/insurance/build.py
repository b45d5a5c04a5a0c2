"""Build insurance.jsonl from articles.py + answers.py and validate it.

Run: /work/main/.venv/bin/python data/external/real4/insurance/build.py [-v] [--partial]
No critic or detector is imported or run here.
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
from plan import N_QUESTIONS, PLAN  # noqa: E402

SET = "insurance"
GENERATOR = "claude (data helper), hand-written before any critic ran"


def words(text):
    return len(re.findall(r"[A-Za-z0-9£+'.,%&>-]+", text.replace("**", "")))


def main():
    partial = "--partial" in sys.argv
    if not partial:
        assert len(QUESTIONS) == N_QUESTIONS, f"{len(QUESTIONS)} questions (use --partial)"
    articles_src = open(os.path.join(HERE, "articles.py"), encoding="utf-8").read()
    rows = []
    for qi, q in enumerate(QUESTIONS):
        assert 1 <= len(q["src"]) <= 3, qi
        sources = []
        for art, sec in q["src"]:
            text = articles.section(art, sec)
            assert text.split(". ")[0][:60] in articles_src, (art, sec)
            sources.append({"kind": "document", "text": text, "title": f"{art} - {sec}"})
        assert len(set(q["src"])) == len(q["src"]), qi
        assert len(q["a"]) == 2, qi
        for k, a in enumerate(q["a"]):
            label = int(bool(a["bad"]))
            planned = PLAN[(qi, k)][0]
            assert label == planned, (qi, k, "label differs from the seeded plan")
            assert len(a["bad"]) <= 1, (qi, k, "exactly one planted sentence")
            for b in a["bad"]:
                assert b and b in a["text"], (qi, k, b)
            if label:
                kind = PLAN[(qi, k)][1]
                assert a["note"].startswith("(" + kind[0] + ")"), (qi, k, kind, a["note"])
            rows.append({
                "id": f"INS{qi:02d}-{k}", "set": SET, "split": "test",
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
    kinds = Counter(PLAN[(int(r["id"][3:5]), int(r["id"][-1]))][1] for r in rows if r["label"])
    over90 = [(r["label"], w) for r, w in zip(rows, wc) if w > 90]
    lng = [(r["label"], w) for r, w in zip(rows, wc) if 100 <= w <= 160]
    print(f"{'PARTIAL ' if partial else ''}answers {n}  questions {len(QUESTIONS)}  "
          f"hallucinated {hal}  correct {n - hal}  "
          f"borderline {sum(r['borderline'] for r in rows)} "
          f"(hallucinated {sum(r['borderline'] and r['label'] for r in rows)})")
    print("by error kind:", dict(sorted(kinds.items())))
    print(f"mean words {sum(wc) / n:.1f}  min {min(wc)}  max {max(wc)}  "
          f">90 words: {len(over90)} ({100 * len(over90) / n:.0f}%; label 1: "
          f"{sum(l for l, _ in over90)})  100-160 words: {len(lng)} (label 1: "
          f"{sum(l for l, _ in lng)}, label 0: {sum(1 - l for l, _ in lng)})  "
          f">160: {sum(w > 160 for w in wc)}")
    for lab in (0, 1):
        ws = [w for r, w in zip(rows, wc) if r["label"] == lab]
        if ws:
            print(f"  label {lab}: mean words {sum(ws) / len(ws):.1f}")
    if "-v" in sys.argv:
        for r, w in zip(rows, wc):
            p = PLAN[(int(r["id"][3:5]), int(r["id"][-1]))]
            flag = ""
            lo, hi = {"short": (15, 45), "medium": (45, 95), "long": (100, 160)}[p[2]]
            if not lo <= w <= hi:
                flag = "  <-- length off plan"
            print(r["id"], r["label"], p[1], p[2], w, flag)


if __name__ == "__main__":
    main()
