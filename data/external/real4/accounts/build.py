"""Build accounts.jsonl from records.py + answers.py and validate it.

Run: /work/main/.venv/bin/python data/external/real4/accounts/build.py  [-v]
No critic, detector or test is imported or run here.
"""
import json
import os
import re
import statistics
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from answers import ANSWERS  # noqa: E402
from plan import PLAN, N_RECORDS  # noqa: E402
from records import ITEMS  # noqa: E402

GENERATOR = "claude (data helper), hand-written before any critic ran"
RANGES = {"short": (15, 40), "medium": (41, 90), "long": (91, 160)}


def words(text):
    return len(re.findall(r"[A-Za-z0-9£€$'.,%:/+-]+", text.replace("**", "")))


def source_text(res):
    if res["table"] is not None:
        return res["table"], False
    if res["compact"]:
        return json.dumps(res["data"], separators=(",", ":"), ensure_ascii=False), True
    return json.dumps(res["data"], ensure_ascii=False), True


def main():
    assert len(ITEMS) == N_RECORDS
    partial = len(ANSWERS) < N_RECORDS
    rows, off_length, meta = [], [], []
    for i, answers in enumerate(ANSWERS):
        item = ITEMS[i]
        sources = []
        for res in item["results"]:
            text, is_json = source_text(res)
            if is_json:
                assert json.loads(text) == res["data"], i
            sources.append({"kind": "tool", "text": text, "title": res["fn"]})
        assert 1 <= len(sources) <= 2, i
        assert len(answers) == 2, i
        for k, a in enumerate(answers):
            rid = f"AC{i:02d}-{k}"
            planned, kind, length = PLAN[(i, k)]
            label = int(bool(a["bad"]))
            assert label == planned, f"{rid}: label {label} != plan {planned}"
            assert a["kind"] == kind, f"{rid}: kind {a['kind']} != plan {kind}"
            if label:
                assert len(a["bad"]) == 1, f"{rid}: exactly one planted bad sentence"
                assert a["note"], rid
            for b in a["bad"]:
                assert b and b in a["text"], f"{rid}: bad sentence not a substring: {b!r}"
            if a["borderline"]:
                assert a["note"], rid
            w = words(a["text"])
            lo, hi = RANGES[length]
            if not lo <= w <= hi:
                off_length.append(f"{rid} {length} {w}")
            rows.append({
                "id": rid, "set": "accounts", "split": "test", "question": item["question"],
                "sources": sources, "answer": a["text"], "label": label, "bad_sentences": list(a["bad"]),
                "note": a["note"], "borderline": bool(a["borderline"]), "generator": GENERATOR,
            })
            meta.append((kind, length))
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids))
    assert len({r["answer"] for r in rows}) == len(rows), "duplicate answer text"
    out = os.path.join(HERE, "accounts.jsonl")
    with open(out, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    back = [json.loads(line) for line in open(out, encoding="utf-8")]
    keys = ["id", "set", "split", "question", "sources", "answer", "label", "bad_sentences", "note",
            "borderline", "generator"]
    for r in back:
        assert list(r) == keys, r["id"]
        assert (r["label"] == 1) == bool(r["bad_sentences"])
        assert all(b in r["answer"] for b in r["bad_sentences"])
        for s in r["sources"]:
            if s["text"].lstrip().startswith("{"):
                json.loads(s["text"])

    n = len(back)
    hal = sum(r["label"] for r in back)
    wc = [words(r["answer"]) for r in back]
    items_done = ITEMS[:len(ANSWERS)]
    n_tool = sum(len(it["results"]) for it in items_done)
    n_table = sum(1 for it in items_done for res in it["results"] if res["table"] is not None)
    print(f"wrote {out}" + ("  (PARTIAL)" if partial else ""))
    print(f"items {len(ANSWERS)}/{N_RECORDS}  tool results {n_tool} ({n_table} tables, {n_tool - n_table} JSON)  "
          f"items with two results {sum(len(it['results']) == 2 for it in items_done)}")
    print(f"answers {n}  hallucinated {hal}  correct {n - hal}")
    print("by error kind:", dict(sorted(Counter(k for (k, _), r in zip(meta, back) if r["label"]).items())))
    print(f"borderline {sum(r['borderline'] for r in back)} "
          f"(label 1: {sum(r['borderline'] and r['label'] for r in back)}, "
          f"label 0: {sum(r['borderline'] and not r['label'] for r in back)})")
    print(f"words: mean {sum(wc) / n:.1f}  median {statistics.median(wc)}  min {min(wc)}  max {max(wc)}  "
          f">90 words: {sum(w > 90 for w in wc)} "
          f"(label 1: {sum(w > 90 and r['label'] for r, w in zip(back, wc))}, "
          f"label 0: {sum(w > 90 and not r['label'] for r, w in zip(back, wc))})")
    for lab in (0, 1):
        ws = [w for r, w in zip(back, wc) if r["label"] == lab]
        if ws:
            print(f"  label {lab}: mean words {sum(ws) / len(ws):.1f}")
    n_list = sum(1 for r in back if re.search(r"\n(- |\* |\d\. )", r["answer"]))
    print(f"list/bullet answers: {n_list}")
    if off_length:
        print("outside target length:", ", ".join(off_length))
        assert partial, "every answer must be inside its planned length range"
    if "-v" in sys.argv:
        for r, w, (k, ln) in zip(back, wc, meta):
            print(r["id"], r["label"], k, ln, w)


if __name__ == "__main__":
    main()
