"""The guard as one pipeline: a deployment's guards are one ordered list of names, each a
module, run by one loop; the turn calls the pipeline and nothing else."""

from __future__ import annotations

import pytest

from bot.guard.registry import GUARDS, Parts, build_pipeline
from tests.agent.conftest import HighCritic, PassCritic


def test_the_guards_run_in_the_order_the_settings_name_them(make_runner, settings):
    runner = make_runner([])
    pipeline = runner._pipeline()
    assert pipeline.names == settings.guards
    assert pipeline.names == [
        "quote_documents",
        "degenerate",
        "screen",
        "polar",
        "critic",
        "confidence",
        "polar_word",
        "output_rules",
    ]
    assert [g.stage for g in pipeline.guards] == ["draft"] * 6
    assert [g.stage for g in pipeline.delivery] == ["delivery"] * 2
    assert set(GUARDS) == set(settings.guards)


def test_a_deployment_can_run_without_the_critic(make_runner, payload_log, settings):
    critic = HighCritic("Team")
    runner = make_runner(
        ["The Team plan costs $49 per user per month."],
        critic=critic,
        settings=settings.model_copy(update={"guards": ["degenerate", "output_rules"]}),
    )
    result = runner.run_to_end(payload_log.start_session(), "How much is the Team plan?")
    assert critic.calls == [] and result.outcome == "answered"
    verdicts = [s for s in result.steps if s.kind == "verdict"]
    assert [v.critic for v in verdicts] == ["guards"]  # no guard objected


def test_an_unknown_guard_says_which_exist(settings):
    with pytest.raises(ValueError, match="unknown guard 'spellcheck'; the guards are: degenerate"):
        build_pipeline(
            ["spellcheck"], parts=Parts(critic=PassCritic(), settings=settings), max_rounds=1
        )


def test_a_small_models_answer_from_documents_is_quoted_without_regenerating():
    from bot.critic.pipeline import Draft, GuardPipeline
    from bot.critic.review import Candidate
    from bot.guard.quote_documents import QuoteDocuments
    from bot.guard.quoting import Quoting
    from bot.steps import Source

    doc = Source(kind="document", id="d1", title="Backups", text="Backups run nightly at 02:00.")
    calls: list[str | None] = []

    def generate(feedback: str | None) -> Candidate:
        calls.append(feedback)
        return Candidate(answer="Backups run every hour.", sources=[doc], steps=[])

    pipeline = GuardPipeline(
        guards=[QuoteDocuments()],
        max_rounds=3,
        quoting=Quoting(None, messages={"not_found": "Not in the documents; see $title."}),
    )
    draft = Draft(question="When do backups run?", candidate=Candidate(answer=""), small=True,
                  quote_from=[doc])  # fmt: skip
    result = pipeline.review(generate, draft)
    assert calls == [None]  # one draft, no regeneration
    assert result.outcome == "not_found" and "Backups" in result.answer
    assert "every hour" not in result.answer
    # a capable model's draft, and a small model's answer from tool results, pass on
    guard = QuoteDocuments()
    assert guard.check(Draft(question="q", candidate=Candidate(answer="a"), small=False)) is None
    tool = Draft(question="q", candidate=Candidate(answer="a"), small=True, tool_route=True)
    assert guard.check(tool) is None


def test_a_small_model_is_not_called_for_an_answer_from_the_documents(
    make_runner, payload_log, settings
):
    from bot.llm.scripted import ScriptedModel

    class SmallScripted(ScriptedModel):
        small = True

    model = SmallScripted(["The Team plan is free."])
    runner = make_runner(model=model)
    result = runner.run_to_end(payload_log.start_session(), "How much is the Team plan?")
    assert model.requests == []  # its draft would never be delivered
    assert result.outcome in ("quoted", "not_found")
    assert "free" not in result.answer
    # without the guard, the small model drafts again
    drafted = SmallScripted(["The Team plan costs $49 per user per month."])
    without = settings.model_copy(update={"guards": ["degenerate", "critic", "output_rules"]})
    make_runner(model=drafted, settings=without).run_to_end(
        payload_log.start_session(), "How much is the Team plan?"
    )
    assert len(drafted.requests) == 1


def test_a_model_that_sees_no_answer_in_the_record_gets_the_records_asked_fields():
    """The record holds the asked field but the model says "could not find": the customer
    gets the field as written in the record, not the refusal; a record without it keeps the
    model's honest reply."""
    import json

    from bot.critic.pipeline import Draft, GuardPipeline
    from bot.critic.review import Candidate
    from bot.guard.quoting import Quoting
    from bot.steps import Source

    record = {"customer_id": 130, "name": "Barnaby Abernethy", "email": "b.abernethy@example.org"}
    tool = Source(kind="tool", id="c1", title="get_customer", text=json.dumps(record),
                  meta={"arguments": {"customer_id": 130}})  # fmt: skip

    def generate(feedback: str | None) -> Candidate:
        return Candidate(answer="I could not find that in the salon records.", sources=[tool])

    pipeline = GuardPipeline(guards=[], max_rounds=2, quoting=Quoting(None))
    draft = Draft(question="What email address do you have for Barnaby Abernethy?",
                  candidate=Candidate(answer=""), tool_route=True, quote_from=[tool])  # fmt: skip
    result = pipeline.review(generate, draft)
    assert result.outcome == "quoted"
    assert "b.abernethy@example.org" in result.answer and "could not find" not in result.answer

    empty = Source(kind="tool", id="c2", title="get_customer", text=json.dumps({"error": "none"}))
    draft = Draft(question="What email address do you have for customer 999?",
                  candidate=Candidate(answer=""), tool_route=True, quote_from=[empty])  # fmt: skip
    result = pipeline.review(generate, draft)
    assert result.outcome == "delivered" and "could not find" in result.answer


def test_a_plain_yes_held_against_the_sentence_that_limits_it_is_answered_by_that_sentence():
    """A local model's "Yes, reception is open on Mondays." beside "closed Sunday and Monday"
    is held by the critic in every round; the answer is then that sentence, quoted and cited,
    not the plain "the documents do not say"."""
    from bot.critic.pipeline import CriticGuard, Draft, GuardPipeline
    from bot.critic.review import Candidate
    from bot.critic.support import SupportCritic
    from bot.guard.quoting import Quoting
    from bot.steps import Source

    doc = Source(
        kind="document",
        id="d1",
        title="Studio rules",
        text="Reception is open Tuesday to Saturday, 09:30-17:00 (closed Sunday and Monday). "
        "Phone reception on 01632 960 418.",
    )

    def generate(feedback: str | None) -> Candidate:
        return Candidate(answer="Yes, reception is open on Mondays.", sources=[doc], steps=[])

    pipeline = GuardPipeline(
        guards=[CriticGuard(SupportCritic())],
        max_rounds=2,
        quoting=Quoting(None, messages={"not_found": "Not in the documents; see $title."}),
    )
    draft = Draft(question="Is reception open on Mondays?", candidate=Candidate(answer=""),
                  small=True, local=True, quote_from=[doc])  # fmt: skip
    result = pipeline.review(generate, draft)
    assert result.outcome == "quoted", result.reason
    assert "closed Sunday and Monday" in result.answer and "Studio rules" in result.answer
    assert "Yes" not in result.answer
