"""Build manpages.jsonl from passages.json + answers.py and validate it.

Checks: one ITEMS entry per passage (same page), two answers each; every bad_sentence is an exact
substring of its answer; label 1 iff bad_sentences is non-empty; labels agree with the seeded
PLAN in answers.py.  Prints counts.  No critic or detector is imported or run here.
"""
import json, os, statistics, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from answers import ITEMS, plan  # noqa: E402

GENERATOR = "Claude (data helper), written before any critic ran"


def main():
    passages = json.load(open(os.path.join(HERE, "passages.json")))
    pl = plan()
    assert len(ITEMS) == len(passages) == 45, (len(ITEMS), len(passages))
    rows, errors = [], []
    for i, (item, p) in enumerate(zip(ITEMS, passages)):
        if item["page"] != p["page"]:
            errors.append(f"{i}: page {item['page']} != {p['page']}")
        if len(item["answers"]) != 2:
            errors.append(f"{i}: {len(item['answers'])} answers")
        for j, a in enumerate(item["answers"]):
            rid = f"M{i:02d}-{j}"
            label = 1 if a["bad"] else 0
            for b in a["bad"]:
                if b not in a["text"]:
                    errors.append(f"{rid}: bad sentence not in answer: {b[:60]!r}")
            if label != pl[2 * i + j]["label"]:
                errors.append(f"{rid}: label {label} disagrees with plan")
            if not a["note"]:
                errors.append(f"{rid}: empty note")
            rows.append({
                "id": rid, "set": "manpages", "split": "test",
                "question": item["question"],
                "sources": [{"kind": "document", "text": p["text"], "title": ""}],
                "answer": a["text"], "label": label, "bad_sentences": a["bad"],
                "note": a["note"], "borderline": bool(a["borderline"]),
                "generator": GENERATOR, "page": p["page"],
            })
    if errors:
        print("\n".join(errors))
        sys.exit(1)
    for r in rows:  # label 1 iff bad_sentences non-empty (re-checked on the output rows)
        assert (r["label"] == 1) == bool(r["bad_sentences"])
    with open(os.path.join(HERE, "manpages.jsonl"), "w") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")

    words = [len(r["answer"].split()) for r in rows]
    hal = [r for r in rows if r["label"] == 1]
    cor = [r for r in rows if r["label"] == 0]
    kinds = {}
    for k, r in zip(pl, rows):
        if r["label"]:
            kinds[k["kind"]] = kinds.get(k["kind"], 0) + 1
    bins = {"<=30": 0, "31-60": 0, "61-99": 0, "100-160": 0, ">160": 0}
    for w in words:
        b = "<=30" if w <= 30 else "31-60" if w <= 60 else "61-99" if w < 100 else "100-160" if w <= 160 else ">160"
        bins[b] += 1
    longs = [r for r, w in zip(rows, words) if 100 <= w <= 160]
    print(f"answers {len(rows)}  hallucinated {len(hal)} ({len(hal)/len(rows):.0%})  correct {len(cor)}")
    print(f"borderline {sum(r['borderline'] for r in rows)} "
          f"(label 0: {sum(r['borderline'] for r in cor)}, label 1: {sum(r['borderline'] for r in hal)})")
    print(f"mean words {statistics.mean(words):.1f}  median {statistics.median(words)}  "
          f"min {min(words)}  max {max(words)}")
    print(f"length bins {bins}")
    print(f"100-160 words: {len(longs)} (label 1: {sum(r['label'] for r in longs)}, "
          f"label 0: {sum(1 - r['label'] for r in longs)})")
    print(f"error kinds {dict(sorted(kinds.items()))}  (a baseless-subtle, b conflict-subtle, "
          f"c conflict-evident, d baseless-evident)")
    pats = {}
    for i in range(0, len(rows), 2):
        key = f"{rows[i]['label']}{rows[i+1]['label']}"
        pats[key] = pats.get(key, 0) + 1
    print(f"per-passage label patterns {dict(sorted(pats.items()))}  pages {len({r['page'] for r in rows})}")


if __name__ == "__main__":
    main()
