"""Build ``smollm2d.jsonl`` (a held-out set of real SmolLM2 answers) from ``raw.jsonl``
(``generate.py``) and the hand labels in ``labels.py`` (rules: ``LABELLING.md``).

    python data/external/real4/smollm2d/build.py

Every row is ``split: test``: no threshold, rule or model was fitted on this set.
Fails unless every raw answer has exactly one label (and no label is left over).
Record format of real3/smollm2c, plus ``topic`` (the key of ``pydoc_data.topics.topics`` the
passage comes from); ``borderline`` is the third element of the label.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))


def rows() -> list[dict]:
    from labels import LABELS

    raws = [
        json.loads(line) for line in (HERE / "raw.jsonl").read_text(encoding="utf-8").splitlines()
    ]
    passages = json.loads((HERE / "passages.json").read_text(encoding="utf-8"))
    topic_of = {p["text"]: p["topic"] for p in passages}
    ids = [raw["id"] for raw in raws]
    dup = [i for i, n in Counter(ids).items() if n > 1]
    missing = sorted(set(ids) - set(LABELS))
    extra = sorted(set(LABELS) - set(ids))
    if dup or missing or extra:
        raise SystemExit(
            f"duplicate ids {dup}, unlabelled {missing}, labels without answer {extra}"
        )
    bad = [
        k
        for k, (label, note, borderline) in LABELS.items()
        if label not in (0, 1) or not note.strip() or not isinstance(borderline, bool)
    ]
    if bad:
        raise SystemExit(f"malformed labels: {bad}")
    out = []
    for raw in raws:
        label, note, borderline = LABELS[raw["id"]]
        out.append({
            "id": raw["id"], "set": "smollm2d", "split": "test", "question": raw["question"],
            "sources": [{"kind": "document", "text": raw["context"], "title": ""}],
            "answer": raw["answer"], "label": label, "note": note,
            "borderline": borderline, "generator": raw["generator"],
            "temperature": raw["temperature"], "seed": raw["seed"], "package": raw["package"],
            "topic": topic_of[raw["context"]],
        })  # fmt: skip
    return out


def main() -> None:
    data = rows()
    path = HERE / "smollm2d.jsonl"
    path.write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in data), encoding="utf-8"
    )
    n1 = sum(r["label"] for r in data)
    print(f"{path.name}: {len(data)} answers, {n1} hallucinated, {len(data) - n1} correct, "
          f"{sum(r['borderline'] for r in data)} borderline")  # fmt: skip
    by_prompt: dict[str, list[int]] = {}
    for r in data:
        by_prompt.setdefault(r["id"][-1], []).append(r["label"])
    for k, labels in sorted(by_prompt.items()):
        print(f"  prompt {k}: {len(labels)} answers, {sum(labels)} hallucinated")
    print(f"  borderline among label 1: {sum(r['borderline'] for r in data if r['label'])}, "
          f"among label 0: {sum(r['borderline'] for r in data if not r['label'])}")  # fmt: skip


if __name__ == "__main__":
    main()
