"""Build helpdesk.jsonl from articles.py + answers.py and validate it.

Run: /work/main/.venv/bin/python data/external/real3/helpdesk/build.py
No critic or detector is imported or run here.
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import articles  # noqa: E402
from answers import QUESTIONS  # noqa: E402
from plan import PLAN  # noqa: E402

GENERATOR = "Claude (data helper), written before any critic ran"


def words(text):
    return len(re.findall(r"[A-Za-z0-9£'.,%-]+", text.replace("**", "")))


def main():
    articles_src = open(os.path.join(HERE, "articles.py"), encoding="utf-8").read()
    all_text = " ".join(t for _, _, t in articles.sections())
    rows = []
    for qi, q in enumerate(QUESTIONS):
        assert 1 <= len(q["src"]) <= 3, qi
        sources = []
        for art, sec in q["src"]:
            text = articles.section(art, sec)
            assert text in all_text
            # the first sentence of every section occurs verbatim in the source file
            assert text.split(". ")[0][:60] in articles_src, (art, sec)
            sources.append({"kind": "document", "text": text, "title": f"{art} - {sec}"})
        assert len(q["a"]) == 2, qi
        for k, a in enumerate(q["a"]):
            label = int(bool(a["bad"]))
            planned = PLAN[(qi, k)][0]
            assert label == planned, (qi, k, "label differs from the seeded plan")
            for b in a["bad"]:
                assert b and b in a["answer" if "answer" in a else "text"], (qi, k, b)
            rows.append({
                "id": f"H{qi:02d}-{k}", "set": "helpdesk", "split": "test",
                "question": q["q"], "sources": sources, "answer": a["text"],
                "label": label, "bad_sentences": list(a["bad"]), "note": a["note"],
                "borderline": bool(a["borderline"]), "generator": GENERATOR,
            })
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids))
    for r in rows:
        assert (r["label"] == 1) == bool(r["bad_sentences"])
    with open(os.path.join(HERE, "helpdesk.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")

    n = len(rows)
    hal = sum(r["label"] for r in rows)
    wc = [words(r["answer"]) for r in rows]
    lng = [(r["label"], w) for r, w in zip(rows, wc) if 100 <= w <= 160]
    print(f"answers {n}  questions {len(QUESTIONS)}  hallucinated {hal}  correct {n - hal}  "
          f"borderline {sum(r['borderline'] for r in rows)} "
          f"(hallucinated {sum(r['borderline'] and r['label'] for r in rows)})")
    print(f"mean words {sum(wc) / n:.1f}  min {min(wc)}  max {max(wc)}  "
          f"100-160 words: {len(lng)} (label 1: {sum(l for l, _ in lng)}, label 0: {sum(1 - l for l, _ in lng)})  "
          f">160: {sum(w > 160 for w in wc)}")
    for lab in (0, 1):
        ws = [w for r, w in zip(rows, wc) if r["label"] == lab]
        print(f"  label {lab}: mean words {sum(ws) / len(ws):.1f}")
    if "-v" in sys.argv:
        for r, w in zip(rows, wc):
            print(r["id"], r["label"], w, PLAN[(int(r["id"][1:3]), int(r["id"][-1]))][2])


if __name__ == "__main__":
    main()
