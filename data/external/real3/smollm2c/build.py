"""Build ``smollm2c.jsonl`` (a held-out set of real SmolLM2 answers) from ``raw.jsonl``
(``generate.py``) and the hand labels in ``labels.py`` (rules: ``LABELLING.md``).

    python data/external/real3/smollm2c/build.py

Every row is ``split: test``: no threshold, rule or model was fitted on this set.
Fails unless every raw answer has exactly one label (and no label is left over).
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
    ids = [raw["id"] for raw in raws]
    dup = [i for i, n in Counter(ids).items() if n > 1]
    missing = sorted(set(ids) - set(LABELS))
    extra = sorted(set(LABELS) - set(ids))
    if dup or missing or extra:
        raise SystemExit(
            f"duplicate ids {dup}, unlabelled {missing}, labels without answer {extra}"
        )
    bad = [k for k, (label, note) in LABELS.items() if label not in (0, 1) or not note.strip()]
    if bad:
        raise SystemExit(f"malformed labels: {bad}")
    out = []
    for raw in raws:
        label, note = LABELS[raw["id"]]
        out.append({
            "id": raw["id"], "set": "smollm2c", "split": "test", "question": raw["question"],
            "sources": [{"kind": "document", "text": raw["context"], "title": ""}],
            "answer": raw["answer"], "label": label, "note": note,
            "borderline": "borderline" in note, "generator": raw["generator"],
            "temperature": raw["temperature"], "seed": raw["seed"], "package": raw["package"],
        })  # fmt: skip
    return out


def main() -> None:
    data = rows()
    path = HERE / "smollm2c.jsonl"
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
