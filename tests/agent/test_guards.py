"""The guard as one pipeline: a deployment's guards are one ordered list of names, each a
module, run by one loop; the turn calls the pipeline and nothing else."""

from __future__ import annotations

import pytest

from bot.guard.registry import GUARDS, Parts, build_pipeline
from tests.agent.conftest import HighCritic, PassCritic


def test_the_guards_run_in_the_order_the_settings_name_them(make_runner, settings):
    runner = make_runner([])
    pipeline = runner._pipeline()
    assert pipeline.names == ["degenerate", "screen", "critic", "output_rules"] == settings.guards
    assert [g.stage for g in pipeline.guards] == ["draft", "draft", "draft"]
    assert [g.stage for g in pipeline.delivery] == ["delivery"]
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
