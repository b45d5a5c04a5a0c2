"""Build records.jsonl from records.py + answers.py and validate it.

Run:  /work/main/.venv/bin/python build.py
"""
import json
import os
import statistics
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from answers import ANSWERS, PLAN  # noqa: E402
from records import RECORDS  # noqa: E402

GENERATOR = "Claude (data helper), written before any critic ran"


def source_text(rec):
    if "table" in rec:
        return rec["table"], False
    if rec.get("compact"):
        return json.dumps(rec["data"], separators=(",", ":"), ensure_ascii=False), True
    return json.dumps(rec["data"], ensure_ascii=False), True


def main():
    assert len(RECORDS) == len(ANSWERS) == len(PLAN), (len(RECORDS), len(ANSWERS), len(PLAN))
    rows = []
    for i, (rec, answers, plan) in enumerate(zip(RECORDS, ANSWERS, PLAN)):
        text, is_json = source_text(rec)
        if is_json:
            assert json.loads(text) == rec["data"], i
        assert len(answers) == 2, i
        for j, (a, planned) in enumerate(zip(answers, plan)):
            label = int(bool(a["bad"]))
            assert label == planned, f"R{i:02d}-{j}: label {label} != plan {planned}"
            for b in a["bad"]:
                assert b and b in a["text"], f"R{i:02d}-{j}: bad sentence not a substring: {b!r}"
            if label:
                assert a["note"], f"R{i:02d}-{j}: hallucinated answer needs a note"
            if a["borderline"]:
                assert a["note"], f"R{i:02d}-{j}: borderline answer needs a note"
            rows.append({
                "id": f"R{i:02d}-{j}", "set": "records", "split": "test",
                "question": rec["question"],
                "sources": [{"kind": "tool", "text": text, "title": rec["fn"]}],
                "answer": a["text"], "label": label, "bad_sentences": a["bad"],
                "note": a["note"], "borderline": a["borderline"], "generator": GENERATOR,
            })
    ids = [r["id"] for r in rows]
    assert len(set(ids)) == len(ids)
    assert len({r["answer"] for r in rows}) == len(rows), "duplicate answer text"
    out = os.path.join(HERE, "records.jsonl")
    with open(out, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    # re-read and re-validate the written file
    back = [json.loads(line) for line in open(out, encoding="utf-8")]
    for r in back:
        assert (r["label"] == 1) == bool(r["bad_sentences"])
        assert all(b in r["answer"] for b in r["bad_sentences"])
        if r["sources"][0]["text"].lstrip().startswith("{"):
            json.loads(r["sources"][0]["text"])
    n = len(back)
    pos = sum(r["label"] for r in back)
    words = [len(r["answer"].split()) for r in back]
    n_table = sum(1 for rec in RECORDS if "table" in rec)
    print(f"wrote {out}")
    print(f"records: {len(RECORDS)} ({n_table} table, {len(RECORDS) - n_table} JSON)")
    print(f"answers: {n}  label=1: {pos} ({pos / n:.0%})  label=0: {n - pos}")
    print(f"records with both hallucinated: {sum(1 for p in PLAN if p == [1, 1])}, "
          f"both correct: {sum(1 for p in PLAN if p == [0, 0])}, mixed: {sum(1 for p in PLAN if sum(p) == 1)}")
    print(f"borderline: {sum(r['borderline'] for r in back)} "
          f"(label 0: {sum(r['borderline'] and not r['label'] for r in back)})")
    print(f"answer words: min {min(words)} median {statistics.median(words)} max {max(words)}")
    n_list = sum(1 for r in back if "\n-" in r["answer"] or "\n1." in r["answer"])
    print(f"bullet-list answers: {n_list}")


if __name__ == "__main__":
    main()
