"""What the fifth session's development aids share: matching an evidence sentence to a
unit or chunk, building a dev deployment's runner, and the resolved questions of a saved
bench run. Not a figure, not the product.

    from research.deployments.devkit import holds, norm, runner_for, saved_questions
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
RESULTS = ROOT / "research" / "deployments" / "results"


def norm(text: str) -> str:
    """Whitespace folded, lower case."""
    return re.sub(r"\s+", " ", text).strip().lower()


def holds(unit_text: str, evidence: str) -> bool:
    """Does the unit hold the evidence sentence (its first 50 characters), or the evidence
    the unit (a unit over 30 characters, by its first 50)?"""
    u, e = norm(unit_text), norm(evidence)
    return e[:50] in u or (len(u) > 30 and u[:50] in e)


def runner_for(name: str, data_root: str = "/tmp/gb-unit") -> Any:
    """The turn runner of ``bench/deployments/NAME`` on the embedded default, its data under
    ``data_root/NAME`` (ingested on first use)."""
    os.environ["GUARDBOT_DATA_DIR"] = f"{data_root}/{name}"
    os.environ["GUARDBOT_DEPLOYMENT"] = str(ROOT / "bench" / "deployments" / name)
    from bot.prepare import prepare_data
    from bot.settings import get_settings, reset_settings
    from bot.wiring import build_runner

    reset_settings()
    settings = get_settings()
    prepare_data(settings)
    return build_runner(settings)


def questions(name: str) -> list[dict[str, Any]]:
    """The deployment's questions (``questions.json``)."""
    path = ROOT / "bench" / "deployments" / name / "questions.json"
    return json.loads(path.read_text())["questions"]


def saved_questions(prefix: str, name: str) -> dict[str, str]:
    """Evidence sentence -> the question guardbot saw (a follow-up resolved) in the saved
    run PREFIX of NAME (``research.deployments.measured.answers``); empty when there is none."""
    from research.deployments.measured import answers, runs_of

    if not (RESULTS / f"{name}.jsonl").exists() or prefix not in runs_of(name):
        return {}
    return {row.get("evidence"): row["guardbot"].get("question") for row in answers(name, prefix)}
