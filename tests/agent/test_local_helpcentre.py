"""The embedded default end to end on a help-centre question: the real local model (fast
runtime), the real retriever over the demo articles, the default critic. Whatever path the
turn takes (the model's own answer, or the quoted sentences when its drafts fail), the user
gets the fact the article states. ``pytest -m local`` runs it."""

from __future__ import annotations

import pytest

pytestmark = [pytest.mark.local, pytest.mark.local_model, pytest.mark.embeddings, pytest.mark.slow]


@pytest.mark.timeout(1800)  # seconds on a quiet machine; far longer when oversubscribed
def test_the_local_model_answers_how_long_the_free_trial_is(
    workspace, payload_log, catalog, local_model, embedder, settings
):
    from bot.kb.ingest import ingest_path
    from bot.kb.retriever import get_retriever
    from bot.wiring import build_runner
    from tests.demo_deployment import HELPCENTRE

    ingest_path(
        HELPCENTRE / "getting-started", kb=settings.kb_name, strategy=settings.chunk_strategy
    )
    runner = build_runner(
        model=local_model,
        retriever=get_retriever(),
        log=payload_log,
        catalog=catalog,
        settings=settings,
    )
    assert runner.profile == "small"
    result = runner.run_to_end(payload_log.start_session(), "How long is the free trial?")
    assert result.outcome in ("answered", "regenerated", "quoted"), result.answer
    assert "14" in result.answer, result.answer
    kinds = [s.kind for s in result.steps]
    assert kinds[:3] == ["resolve", "retrieval", "route"] and "tool_call" not in kinds
    assert payload_log.get("turns", result.turn_id)["outcome"] == result.outcome
