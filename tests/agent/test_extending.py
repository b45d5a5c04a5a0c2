"""docs/EXTENDING.md, done: one entry in each table, then used (a backend, a critic, a guard
and a tool source that guardbot did not ship)."""

from __future__ import annotations

import pytest

from bot.critic.base import ProblemSentence, Verdict
from bot.critic.pipeline import flag
from bot.llm.base import ChatRequest, make_response
from tools.registry import ToolSpec


class EchoModel:
    backend, model_name, small = "echo", "echo-1", False

    def complete(self, request):
        return make_response(content=str(request.messages[-1]["content"]))


class NeverSure:
    name = "never_sure"

    def check(self, question, sources, answer):
        return Verdict(
            critic=self.name, problematic_sentences=[ProblemSentence(answer, "unsure", "HIGH")]
        )


class NoShouting:
    name, stage = "no_shouting", "draft"

    def check(self, draft):
        return (
            flag("no_shouting", draft.answer, "the draft shouts")
            if draft.answer.isupper()
            else None
        )


@pytest.fixture
def tables(monkeypatch):
    from bot.critic import registry as critics
    from bot.guard import registry as guards
    from bot.llm import BACKENDS
    from tools import sources

    monkeypatch.setitem(BACKENDS, "echo", lambda settings, model, overrides: EchoModel())
    monkeypatch.setitem(critics.BUILDERS, "never_sure", lambda m, model, s: NeverSure())
    monkeypatch.setitem(guards.GUARDS, "no_shouting", lambda parts: NoShouting())

    def static(registry, settings, deployment):
        registry.register(
            ToolSpec(
                name="moon_phase",
                description="The phase of the moon tonight.",
                parameters={"type": "object", "properties": {}},
                fn=lambda: {"phase": "waxing gibbous"},
                source="static",
            )
        )

    monkeypatch.setitem(sources.SOURCES, "static", static)


def test_a_new_backend_critic_and_tool_source_are_built_by_name(tables, settings):
    from bot.critic.registry import get_critic
    from bot.llm import build_model
    from bot.wiring import default_registry

    model = build_model(settings, "echo")
    assert model.complete(ChatRequest(messages=[{"role": "user", "content": "hi"}])).content == "hi"
    assert get_critic("never_sure").check("q", [], "a").hallucinated
    registry = default_registry(settings)
    assert "moon_phase" in registry.names()
    assert registry.call("moon_phase", {}).result == {"phase": "waxing gibbous"}


def test_a_new_guard_runs_where_the_settings_put_it(tables, make_runner, payload_log, settings):
    runner = make_runner(
        ["THE TEAM PLAN COSTS $49.", "The Team plan costs $49 per user per month."],
        settings=settings.model_copy(
            update={"guards": ["degenerate", "no_shouting", "critic", "output_rules"]}
        ),
    )
    assert runner._pipeline().names == ["degenerate", "no_shouting", "critic", "output_rules"]
    result = runner.run_to_end(payload_log.start_session(), "How much is the Team plan?")
    verdicts = [s for s in result.steps if s.kind == "verdict"]
    assert verdicts[0].critic == "no_shouting" and verdicts[0].severity_level == "HIGH"
    assert result.outcome == "regenerated" and "per user" in result.answer
