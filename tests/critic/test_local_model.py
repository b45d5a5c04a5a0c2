"""The loop with the real local SmolLM2 as the regenerating actor (one backtest case)."""

from __future__ import annotations

import pytest

from bot.critic.backtest import Case, run_backtest
from bot.critic.grounding import GroundingCritic

pytestmark = [pytest.mark.local_model, pytest.mark.embeddings, pytest.mark.slow]


def test_local_model_regenerates_after_a_caught_hallucination(local_model, embedder):
    case = Case(
        id="pw",
        question="How do I reset my password?",
        sources=[
            "Resetting your password. Click Forgot password? on the sign-in page. Quillstack emails you a "
            "6-digit code. The code is valid for 15 minutes. Quillstack never sends reset codes by SMS."
        ],
        answer="We text a 6-digit code to your phone by SMS.",
        kind="conflict",
    )
    report = run_backtest(
        [case],
        critic=GroundingCritic(embedder=embedder),
        model=local_model,
        max_rounds=2,
        timeout=300,
    )
    result = report.results[0]
    assert result.caught_first
    assert result.rounds == 2  # the local model wrote a second answer, which was checked too
    assert len(result.verdicts) == 2 and result.outcome in ("escalated", "unknown")
    assert result.final_answer.strip()
