"""HaluEval loaders and split, and the generic JSONL loader with its errors."""

import json

import pytest

from bot.eval.datasets import DatasetError, load_dataset, load_halueval, load_jsonl, read_jsonl


def test_qa_dev_gives_a_right_and_a_hallucinated_example_per_record():
    examples = load_halueval("halueval-qa", "dev", limit=4)
    assert [e.label for e in examples] == [0, 1, 0, 1]
    assert [e.id for e in examples] == [
        "qa-0-right",
        "qa-0-hallucinated",
        "qa-1-right",
        "qa-1-hallucinated",
    ]
    first = examples[0]
    assert (
        first.question == "Which magazine was started first Arthur's Magazine or First for Women?"
    )
    assert first.answer == "Arthur's Magazine"
    assert first.context.startswith("Arthur's Magazine (1844")
    assert examples[1].answer == "First for Women was started first."


def test_test_split_starts_at_record_5000():
    examples = load_halueval("halueval-dialogue", "test", limit=2)
    assert [e.id for e in examples] == ["dialogue-5000-right", "dialogue-5000-hallucinated"]
    assert examples[0].task == "dialogue"


def test_dev_split_has_every_dev_record_and_stops_before_test():
    examples = load_halueval("halueval-qa", "dev")
    assert len(examples) == 10_000
    assert examples[-1].id == "qa-4999-hallucinated"


def test_summaries_are_stripped_of_the_trailing_newline_give_away():
    examples = load_halueval("halueval-summarization", "dev", limit=20)
    assert all(e.answer == e.answer.strip() for e in examples)
    assert all(e.question == "Summarize the document." for e in examples)


def test_unknown_dataset_and_split_are_clear_errors():
    with pytest.raises(DatasetError, match="unknown dataset 'halueval-xyz'"):
        load_dataset("halueval-xyz")
    with pytest.raises(DatasetError, match="unknown split 'train'"):
        load_halueval("halueval-qa", "train")


def _write(path, rows):
    path.write_text("\n".join(r if isinstance(r, str) else json.dumps(r) for r in rows) + "\n")
    return path


GOOD = {
    "question": "How long is the code valid?",
    "context": "The code is valid for 15 minutes.",
    "answer": "15 minutes",
    "label": 0,
}


def test_jsonl_loader_reads_user_files(tmp_path):
    bad_answer = dict(GOOD, answer="2 hours", label=1)
    path = _write(tmp_path / "mine.jsonl", [GOOD, "", bad_answer])
    examples = load_dataset(str(path), "test")  # split does not apply
    assert [(e.answer, e.label, e.task) for e in examples] == [
        ("15 minutes", 0, "custom"),
        ("2 hours", 1, "custom"),
    ]
    assert examples[1].id == "mine-3"


def test_bad_lines_name_line_and_field_and_keep_the_rest(tmp_path):
    rows = [
        GOOD,
        {k: v for k, v in GOOD.items() if k != "context"},
        GOOD,
        '{"question": oops',
        dict(GOOD, label=2),
        GOOD,
    ]
    path = _write(tmp_path / "bad.jsonl", rows)
    before = path.read_text()
    with pytest.raises(DatasetError) as info:
        load_jsonl(path)
    message = str(info.value)
    assert "3 bad line(s)" in message and "3 good" in message
    assert f"{path}:2: field 'context' is missing" in message
    assert f"{path}:4: not valid JSON" in message
    assert f"{path}:5: field 'label' must be 0 or 1" in message
    assert len(info.value.problems) == 3
    assert path.read_text() == before  # nothing written, nothing lost
    good, problems = read_jsonl(path)
    assert len(good) == 3 and len(problems) == 3
    assert len(load_jsonl(path, skip_bad=True)) == 3


def test_jsonl_wrong_types_and_missing_file(tmp_path):
    path = _write(tmp_path / "types.jsonl", [dict(GOOD, answer=5), dict(GOOD, label=True), [1, 2]])
    problems = read_jsonl(path)[1]
    assert problems == [
        f"{path}:1: field 'answer' must be a string",
        f"{path}:2: field 'label' must be 0 or 1 (1 = hallucinated), got True",
        f"{path}:3: expected a JSON object, got list",
    ]
    with pytest.raises(DatasetError, match="not found"):
        load_jsonl(tmp_path / "nope.jsonl")
