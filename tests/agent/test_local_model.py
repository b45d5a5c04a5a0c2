"""The real local model (SmolLM2-135M) on a data question: the answer rests on a real tool
call (forcing allowed). Measured here: the model's thought named the wrong tool with
few-shot arguments, the agent made the right call for the account the question names, the
model's first answer invented a ratio (caught as fabricated), the re-ask answered
"The health score of acme-9 is 25." (outcome forced_call)."""

from __future__ import annotations

import pytest

from bot.steps import QuotedAnswerStep, ToolCallStep
from tests.agent.conftest import FixedRetriever, PassCritic


@pytest.mark.local_model
@pytest.mark.slow
@pytest.mark.timeout(3000)  # ~1-2 min on a quiet 2-core machine; far longer when oversubscribed
def test_a_data_question_is_answered_from_a_real_tool_call(
    workspace, payload_log, vocab, local_model, settings
):
    from bot.wiring import build_runner

    runner = build_runner(
        model=local_model,
        critic=PassCritic(),
        retriever=FixedRetriever([]),
        log=payload_log,
        vocab=vocab,
        settings=settings.model_copy(update={"max_tokens": 64, "max_force_attempts": 2}),
    )
    result = runner.run_to_end(payload_log.start_session(), "What is the health score of acme-9?")
    real = [
        s
        for s in result.steps
        if isinstance(s, ToolCallStep) and s.error is None and s.name == "get_account_details"
    ]
    assert real, [s.to_dict() for s in result.steps]
    assert real[0].arguments["account_id"] == "acme-9"
    assert real[0].result["health"] == 25
    logged = payload_log.rows("tool_calls", where={"turn_id": result.turn_id})
    assert any(t["name"] == "get_account_details" and t["error"] is None for t in logged)
    assert payload_log.count("llm_calls", turn_id=result.turn_id) >= 1
    # forcing allowed: the answer the user gets rests on that call (the model's own words, or
    # the result's fields quoted when its draft misses the value)
    assert result.outcome in ("answered", "forced_call", "quoted"), result.answer
    if result.outcome == "quoted":
        quoted = [s.source_kind for s in result.steps if isinstance(s, QuotedAnswerStep)]
        assert quoted == ["tool"]
    assert "25" in result.answer and "acme-9" in result.answer.lower(), result.answer
