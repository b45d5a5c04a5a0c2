"""The harness end to end on a user's JSONL file: critic scores and labels, both baselines,
the JSON report, the PNG, the CLI and its errors."""

import json

import pytest
import typer
from typer.testing import CliRunner

from bot.critic.base import ProblemSentence, Verdict
from bot.eval.datasets import Example
from bot.eval.hallucination import evaluate_hallucination
from bot.eval.harness import run_critic, verdict_label, verdict_score
from bot.eval.metrics import METRIC_KEYS
from bot.llm.base import LLMTimeout

CONTEXT = "Password reset is by a 6-digit code sent by email, valid for 15 minutes."
ROWS = [
    ("How long is the code valid?", "15 minutes", 0),
    (
        "How long is the code valid?",
        "The code is valid for 2 hours and is sent by SMS, which is wrong.",
        1,
    ),
    ("How is the code sent?", "By email", 0),
    ("How is the code sent?", "It is sent by text message, wrong again, to your phone number.", 1),
    ("How many digits?", "6 digits", 0),
    ("How many digits?", "wrong: eight digits", 1),
    ("Is the code sent by email?", "Yes, by email, it is wrong to say otherwise here.", 0),
    ("Is it sent by SMS?", "Yes", 1),
]


class WordCritic:
    """Flags an answer HIGH when it contains the word 'wrong' (a deterministic stand-in)."""

    name = "word"

    def __init__(self, fail_on: str | None = None, crash_on: str | None = None):
        self.fail_on, self.crash_on = fail_on, crash_on
        self.calls = 0

    def check(self, question, sources, answer):
        self.calls += 1
        assert sources and sources[0].kind == "document"
        if answer == self.fail_on:
            raise LLMTimeout("judge timed out")
        if answer == self.crash_on:
            raise RuntimeError("bug")
        bad = "wrong" in answer
        problems = [ProblemSentence(answer, "says wrong", "HIGH")] if bad else []
        return Verdict(critic="word", problematic_sentences=problems, score=0.9 if bad else 0.1)


@pytest.fixture
def dataset(tmp_path):
    path = tmp_path / "mine.jsonl"
    path.write_text(
        "".join(
            json.dumps({"question": q, "context": CONTEXT, "answer": a, "label": y}) + "\n"
            for q, a, y in ROWS
        )
    )
    return path


def test_verdict_to_score_and_label():
    assert verdict_score(Verdict(critic="x", score=0.3)) == 0.3
    assert verdict_score(Verdict(critic="x", sentence_scores=[("a", 0.2), ("b", 0.7)])) == 0.7
    assert verdict_score(Verdict(critic="x", explicit_severity="LOW")) == 0.5
    assert verdict_label(Verdict(critic="x", explicit_severity="LOW")) == 0
    assert (
        verdict_label(
            Verdict(critic="x", problematic_sentences=[ProblemSentence("s", "r", "HIGH")])
        )
        == 1
    )


def test_report_on_a_jsonl_file(dataset, data_dir, tmp_path):
    out = tmp_path / "out" / "report.json"
    report = evaluate_hallucination(
        dataset=str(dataset), critic="word", critic_obj=WordCritic(), output=out, progress=False
    )
    # 'wrong' flags rows 2, 4, 6 (true) and 7 (false); misses row 8: tp 3, fp 1, fn 1, tn 3
    assert report["confusion_matrix"] == [[3, 1], [1, 3]]
    assert report["precision"] == pytest.approx(0.75) and report["recall"] == pytest.approx(0.75)
    assert report["f1"] == pytest.approx(0.75) and report["accuracy"] == pytest.approx(0.75)
    assert report["auroc"] == pytest.approx(0.75)
    assert report["split"] is None and report["n"] == 8
    saved = json.loads(out.read_text())
    for key in (*METRIC_KEYS, "kind", "title", "created_at", "images", "baselines"):
        assert key in saved, key
    assert saved["kind"] == "hallucination"
    assert set(saved["baselines"]) == {"length", "lexical"}
    for metrics in saved["baselines"].values():
        assert set(METRIC_KEYS) <= set(metrics)
        assert metrics["n"] == 8
    assert "cross-fitting" in saved["baselines_fitted_on"]
    reports = data_dir / "reports"
    assert (reports / saved["images"][0]).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert (
        json.loads((reports / (saved["images"][0][:-4] + ".json")).read_text())["f1"] == saved["f1"]
    )


def test_halueval_baselines_are_fitted_on_dev(data_dir):
    report = evaluate_hallucination(
        dataset="halueval-qa",
        split="test",
        critic="word",
        critic_obj=WordCritic(),
        limit=200,
        progress=False,
        print_table=False,
    )
    assert report["split"] == "test" and report["n"] == 200
    assert report["baselines_fitted_on"].startswith("halueval-qa dev")
    # length alone separates HaluEval QA (right answers are short)
    assert report["baselines"]["length"]["f1"] > 0.85
    assert report["baselines"]["length"]["auroc"] > 0.9


def test_model_failures_are_counted_and_fail_closed_but_bugs_raise():
    examples = [Example("q", CONTEXT, a, y) for _, a, y in ROWS]
    run = run_critic(WordCritic(fail_on="By email"), examples)
    assert run.errors == 1 and run.preds[2] == 1 and len(run.preds) == 8
    with pytest.raises(RuntimeError, match="bug"):
        run_critic(WordCritic(crash_on="By email"), examples)


def _cli():
    from bot.cli.eval import register

    app = typer.Typer()
    register(app)
    return app


def test_cli_reports_bad_lines_clearly(tmp_path, data_dir):
    path = tmp_path / "bad.jsonl"
    path.write_text(
        '{"question": "q", "context": "c", "answer": "a", "label": 0}\n{"question": "q", "answer": "a", "label": 1}\n'
    )
    result = CliRunner().invoke(
        _cli(), ["eval", "hallucination", "--dataset", str(path), "--critic", "local"]
    )
    assert result.exit_code == 2
    assert f"{path}:2: field 'context' is missing" in result.output
    assert "Traceback" not in result.output


def test_cli_unknown_dataset(data_dir):
    result = CliRunner().invoke(_cli(), ["eval", "hallucination", "--dataset", "halueval-nope"])
    assert result.exit_code == 2 and "unknown dataset" in result.output


def test_cross_fitted_baselines_on_a_paired_file():
    from bot.eval.harness import evaluate_baselines

    examples = []
    for i in range(20):
        examples.append(Example("q", CONTEXT, f"{i} minutes", 0))
        examples.append(
            Example("q", CONTEXT, f"It is valid for {i} days and sent by post to you.", 1)
        )
    fitted_on, metrics, scores = evaluate_baselines("pairs.jsonl", examples)
    assert "pairs" in fitted_on
    # each fold holds both classes, so the length threshold learnt on one fold separates the other
    assert metrics["length"]["accuracy"] == 1.0 and metrics["length"]["auroc"] == 1.0
    assert len(scores["length"]) == 40


def test_a_run_reports_its_count_as_it_goes_when_its_output_is_a_pipe(dataset, data_dir, capfd):
    """The evaluation page reads the run through a pipe: a batched critic still reports
    "n/N" several times (not once at the end), in the form the page counts."""
    from ui.evalruns import EvalRun

    class Batched(WordCritic):
        def check_batch(self, items):  # noqa: ANN001, ANN201
            return [self.check(q, s, a) for q, s, a in items]

    evaluate_hallucination(dataset=str(dataset), critic="word", critic_obj=Batched(),
                           print_table=False)  # fmt: skip
    lines = [line for line in capfd.readouterr().err.splitlines() if "judged" in line]
    assert lines[0] == "word: judged 1/8" and lines[-1] == "word: judged 8/8" and len(lines) == 8
    run = EvalRun(id=1, argv=[], total=8, lines=lines[:3])
    assert run.summary().startswith("Running: 3 of 8 examples judged")
