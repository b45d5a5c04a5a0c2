"""The backtest: loading (bad lines reported), the loop over known hallucinations with a
scripted actor, classification (fixed / escalated / evaded), the report and the CLI."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from bot.critic.backtest import BacktestInputError, Case, load_cases, run_backtest, write_report
from bot.critic.base import Verdict
from bot.llm.scripted import ScriptedModel
from tests.critic.helpers import QueuedCritic, high, ok

SHIPPED = "data/backtest/helpcentre.jsonl"


def _case(i: int) -> Case:
    return Case(
        id=f"c{i}",
        question="How do I reset my password?",
        sources=["Codes go by email."],
        answer="By SMS.",
        kind="conflict",
    )


def test_shipped_set_has_100_plus_valid_cases_of_every_kind():
    cases = load_cases(SHIPPED)
    assert len(cases) >= 100
    assert {c.kind for c in cases} == {"fabrication", "conflict", "absence", "advice"}
    assert all(c.sources and c.supported_answer for c in cases)
    assert len({c.id for c in cases}) == len(cases)


def test_bad_lines_are_all_reported(tmp_path):
    path = tmp_path / "bad.jsonl"
    good = {"question": "q", "sources": ["s"], "answer": "a"}
    path.write_text(
        "\n".join(
            [
                json.dumps(good),
                "{not json",
                json.dumps({"question": "q", "sources": "s", "answer": "a"}),
                "[]",
            ]
        )
    )
    with pytest.raises(BacktestInputError) as info:
        load_cases(path)
    text = str(info.value)
    assert "line 2" in text and "line 3" in text and "sources" in text and "line 4" in text
    with pytest.raises(BacktestInputError, match="not found"):
        load_cases(tmp_path / "missing.jsonl")


def test_outcomes_are_classified_and_summarised():
    # case 0: caught, fixed in round 2; case 1: caught, judge says still wrong -> evaded;
    # case 2: missed in round 1 -> evaded; case 3: HIGH three times -> escalated
    critic = QueuedCritic([high(), ok(), high(), ok(), ok(), high(), high(), high()])
    judge = QueuedCritic([ok(), high()])
    actor = ScriptedModel(default="Quillstack emails you a code.")
    report = run_backtest(
        [_case(i) for i in range(4)], critic=critic, model=actor, judge=judge, max_rounds=3
    )
    assert [r.outcome for r in report.results] == ["fixed", "evaded", "evaded", "escalated"]
    assert [r.rounds for r in report.results] == [2, 2, 1, 3]
    assert [r.caught_first for r in report.results] == [True, True, False, True]
    summary = report.summary()
    assert summary["removed"] == 0.5 and summary["escalated"] == 0.25 and summary["evaded"] == 0.5
    assert summary["rounds_histogram"] == {"1": 1, "2": 2}
    assert summary["escalated_after_rounds"] == {"3": 1}
    # the actor saw the sources and the negative examples
    request = actor.requests[0]
    assert "Codes go by email." in request.messages[0]["content"]
    assert "By SMS." in request.messages[-1]["content"]


def test_judge_failure_is_unknown_not_fixed():
    critic = QueuedCritic([high(), ok()])
    judge = QueuedCritic([Verdict(critic="queued", unparseable=True)])
    report = run_backtest(
        [_case(0)], critic=critic, model=ScriptedModel(default="x y z"), judge=judge
    )
    assert report.results[0].outcome == "unknown"


def test_report_file_has_the_shared_report_fields(tmp_path):
    report = run_backtest(
        [_case(0)],
        critic=QueuedCritic([high(), ok()]),
        model=ScriptedModel(default="ok"),
        judge=QueuedCritic([ok()]),
    )
    path = write_report(report, tmp_path / "bt.json")
    data = json.loads(path.read_text())
    assert data["kind"] == "backtest" and data["title"] and data["created_at"]
    assert data["images"] == ["bt-rounds.png"] and (tmp_path / "bt-rounds.png").stat().st_size > 0
    assert data["summary"]["fixed"] == 1.0


@pytest.mark.embeddings
def test_cli_runs_the_backtest_with_grounding_and_writes_the_report(data_dir, tmp_path):
    from bot.cli import _register_all, app

    _register_all()
    cases = tmp_path / "cases.jsonl"
    cases.write_text(
        json.dumps(
            {
                "question": "How long is the code valid?",
                "sources": ["The code is valid for 15 minutes."],
                "answer": "The code is valid for 30 minutes.",
            }
        )
        + "\n"
    )
    out = tmp_path / "report.json"
    result = CliRunner().invoke(
        app,
        [
            "backtest",
            str(cases),
            "--output",
            str(out),
            "--backend",
            "scripted",
            "--judge",
            "none",
            "--max-rounds",
            "2",
        ],
    )
    assert result.exit_code == 0, result.output
    data = json.loads(out.read_text())
    assert data["critic"] == "grounding" and data["summary"]["cases"] == 1
    assert data["results"][0]["caught_first"] is True


def test_cli_reports_a_bad_file(data_dir, tmp_path):
    from bot.cli import _register_all, app

    _register_all()
    bad = tmp_path / "bad.jsonl"
    bad.write_text("nope\n")
    result = CliRunner().invoke(
        app, ["backtest", str(bad), "--judge", "none", "--backend", "scripted"]
    )
    assert result.exit_code == 2 and "line 1" in result.output
