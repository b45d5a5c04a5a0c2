"""Build ``smollm2b.jsonl`` (the second held-out set of real model answers) from ``raw.jsonl``
(``generate.py``) and the hand labels in ``labels.py`` (rules: ``LABELLING.md``).

    python data/external/real2/build.py

Every row is ``split: test``: no threshold, rule or model was fitted on this set.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))


def rows() -> list[dict]:
    from labels import LABELS

    out = []
    for line in (HERE / "raw.jsonl").read_text(encoding="utf-8").splitlines():
        raw = json.loads(line)
        label, note = LABELS[raw["id"]]
        out.append({
            "id": raw["id"], "set": "smollm2b", "split": "test", "question": raw["question"],
            "sources": [{"kind": "document", "text": raw["context"], "title": ""}],
            "answer": raw["answer"], "label": label, "note": note,
            "borderline": "borderline" in note, "generator": raw["generator"],
            "temperature": raw["temperature"], "seed": raw["seed"], "package": raw["package"],
        })  # fmt: skip
    return out


def main() -> None:
    data = rows()
    path = HERE / "smollm2b.jsonl"
    path.write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in data), encoding="utf-8"
    )
    print(f"{path.name}: {len(data)} answers, {sum(r['label'] for r in data)} hallucinated")


if __name__ == "__main__":
    main()
