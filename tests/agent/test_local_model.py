"""The real local model (SmolLM2-135M) on a data question: the answer rests on a real tool
call. Offered the tools itself (an endpoint's profile), this model called get_activity
with an invented activity and wrote an answer about the error; so on the small profile the
route's call is made in code and the answer is written from the result's fields."""

from __future__ import annotations

import pytest

from bot.steps import QuotedAnswerStep, ToolCallStep
from tests.agent.conftest import FixedRetriever, PassCritic


@pytest.mark.local_model
@pytest.mark.slow
@pytest.mark.timeout(3000)  # ~1-2 min on a quiet 2-core machine; far longer when oversubscribed
def test_a_data_question_is_answered_from_a_real_tool_call(
    workspace, payload_log, catalog, local_model, settings
):
    from bot.wiring import build_runner

    runner = build_runner(
        model=local_model,
        critic=PassCritic(),
        retriever=FixedRetriever([]),
        log=payload_log,
        catalog=catalog,
        settings=settings.model_copy(update={"max_tokens": 64, "max_force_attempts": 2}),
    )
    assert runner.profile == "small"
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
    # a 135M model is not asked to pick the tool or write a data answer: the route's call is
    # made in code and the answer is the result's fields the question asks for
    assert payload_log.count("llm_calls", turn_id=result.turn_id) == 0
    assert result.outcome == "quoted", result.answer
    if result.outcome == "quoted":
        quoted = [s.source_kind for s in result.steps if isinstance(s, QuotedAnswerStep)]
        assert quoted == ["tool"]
    assert "25" in result.answer and "acme-9" in result.answer.lower(), result.answer
