"""Regression case files: export, run, pass and fail; `guardbot replay --check`; the pytest plugin."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from bot.cli import replay as replay_cli
from bot.critic.base import ProblemSentence, Verdict
from bot.replay import ReplayError, check_cases, export_case, load_case, run_case
from bot.replay.cases import CaseError
from bot.settings import PROJECT_ROOT
from tests.replay.fixtures import BAD_ANSWER, GOOD_ANSWER, RESET_CHUNK, RESET_QUESTION, record_turn

pytest.importorskip("bot.turn")
CASES = PROJECT_ROOT / "cases"


class FlagEverything:
    name = "strict"

    def check(self, question, sources, answer):  # noqa: ANN001, ANN201
        return Verdict(critic=self.name, problematic_sentences=[ProblemSentence(answer, "strict")])


@pytest.fixture
def app():
    app = typer.Typer()
    replay_cli.register(app)
    return app


def _case(log, folder: Path, replies=(GOOD_ANSWER,), **expect) -> Path:
    turn = record_turn(log, RESET_QUESTION, list(replies), chunks=[RESET_CHUNK])
    return export_case(turn.turn_id, folder, log=log, **expect)


def test_exported_case_passes_and_holds_the_inputs(payload_log, tmp_path):
    path = _case(payload_log, tmp_path, facts=["6-digit"], absent=["SMS"])
    case = load_case(path)
    assert case["expect"] == {"outcome": "answered", "facts": ["6-digit"], "absent": ["SMS"]}
    assert case["turn"]["meta"]["retrieved"][0]["id"] == "reset-1"
    assert case["turn"]["meta"]["prompts_dir"] == "prompts"  # portable
    assert case["llm_calls"][0]["response"]["choices"][0]["message"]["content"] == GOOD_ANSWER
    result = run_case(path, log=payload_log)
    assert result.passed, result.failures
    assert result.replay.identical_requests
    assert payload_log.get("sessions", result.replay.replayed.session_id)["channel"] == "case"


def test_case_fails_on_a_changed_outcome(payload_log, tmp_path):
    path = _case(payload_log, tmp_path)
    result = run_case(path, critic=FlagEverything(), log=payload_log)
    assert not result.passed
    assert "outcome changed: expected answered, got not_found" in result.failures


def test_case_fails_on_a_missing_fact_or_a_forbidden_string(payload_log, tmp_path):
    path = _case(payload_log, tmp_path, replies=(BAD_ANSWER, GOOD_ANSWER))
    case = json.loads(path.read_text())
    case["expect"]["facts"] = ["6-digit", "two-factor"]
    case["expect"]["absent"] = ["15 minutes"]
    path.write_text(json.dumps(case))
    result = run_case(path, log=payload_log)
    assert result.outcome == "regenerated"
    assert result.failures == [
        "expected fact missing from the answer: 'two-factor'",
        "the answer contains '15 minutes', which the case forbids",
    ]


def test_bad_case_files_and_exports_give_clear_errors(payload_log, tmp_path):
    (tmp_path / "broken.json").write_text("{not json")
    with pytest.raises(CaseError, match="broken.json: not a readable JSON case file"):
        load_case(tmp_path / "broken.json")
    (tmp_path / "other.json").write_text('{"format": "something-else"}')
    with pytest.raises(CaseError, match="not a guardbot case"):
        load_case(tmp_path / "other.json")
    with pytest.raises(CaseError, match="nothing-here: no such case file or folder"):
        check_cases(tmp_path / "nothing-here")
    (tmp_path / "empty").mkdir()
    with pytest.raises(CaseError, match="no case files"):
        check_cases(tmp_path / "empty")
    results = check_cases(tmp_path, log=payload_log)  # the two bad files fail, clearly, one by one
    assert [r.passed for r in results] == [False, False]
    assert "not a readable JSON case file" in results[0].failures[0]
    turn = record_turn(payload_log, RESET_QUESTION, [GOOD_ANSWER], chunks=[RESET_CHUNK])
    with pytest.raises(ReplayError, match="does not contain the expected fact"):
        export_case(turn.turn_id, tmp_path, log=payload_log, facts=["SMS code"])


def test_shipped_example_cases_pass(app, payload_log):
    assert len(list(CASES.glob("*.json"))) >= 3
    out = CliRunner().invoke(app, ["replay", "--check", str(CASES)])
    assert out.exit_code == 0, out.output
    assert "3 passed, 0 failed" in out.output


def test_check_exits_1_on_a_failing_case(app, payload_log, tmp_path):
    shutil.copy(CASES / "password-reset-answered.json", tmp_path / "ok.json")
    case = json.loads((CASES / "password-reset-answered.json").read_text())
    case["expect"]["outcome"] = "escalated"
    (tmp_path / "changed.json").write_text(json.dumps(case))
    out = CliRunner().invoke(app, ["replay", "--check", str(tmp_path)])
    assert out.exit_code == 1
    assert "FAIL" in out.output and "1 passed, 1 failed" in out.output


def test_sessions_case_command_writes_a_case(app, payload_log, tmp_path):
    turn = record_turn(payload_log, RESET_QUESTION, [GOOD_ANSWER], chunks=[RESET_CHUNK])
    out = CliRunner().invoke(
        app, ["sessions", "case", turn.turn_id, "--out", str(tmp_path), "--fact", "6-digit"]
    )
    assert out.exit_code == 0, out.output
    assert load_case(tmp_path / f"{turn.turn_id}.json")["expect"]["facts"] == ["6-digit"]


@pytest.mark.slow
def test_pytest_plugin_collects_cases_and_fails_a_changed_one(tmp_path):
    shutil.copy(CASES / "password-reset-regenerated.json", tmp_path / "test_ok.json")
    case = json.loads((CASES / "password-reset-regenerated.json").read_text())
    case["expect"]["outcome"] = "answered"
    (tmp_path / "changed.json").write_text(json.dumps(case))
    env = {**os.environ, "GUARDBOT_DATA_DIR": str(tmp_path / "data")}
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "bot.replay.pytest_plugin", str(tmp_path), "-q", "-p", "no:cacheprovider", "--rootdir", str(tmp_path)],
        capture_output=True, text=True, cwd=PROJECT_ROOT, env=env, timeout=300,
    )  # fmt: skip
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "1 failed, 1 passed" in proc.stdout
    assert "outcome changed: expected answered, got regenerated" in proc.stdout
