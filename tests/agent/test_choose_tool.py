"""Of the close tools the probe called (``TurnRunner._probed``), the model chooses the one
that answers, from their descriptions (``Actor.choose_tool``); its choice is logged and
marked in the probe's record, and without it the best fit is taken."""

from __future__ import annotations

import re

import pytest

from bot.llm.scripted import ScriptedModel
from bot.steps import ProbeStep
from bot.wiring import build_runner
from tests.agent.conftest import FixedRetriever, PassCritic
from tools.registry import ToolRegistry, tool

pytestmark = pytest.mark.embeddings

PEOPLE = [(516, "Neville Shackleton"), (505, "Priya Chaudhry")]


@tool(values={"customer_id": lambda: PEOPLE})
def get_customer(customer_id: int) -> dict:
    """A customer's record: name, phone, email, town, the bikes they own.

    Args:
        customer_id: the customer's number, e.g. 516.
    """
    return {"customer_id": customer_id, "name": "Neville Shackleton", "phone": "07420 178952"}


@tool(values={"customer_id": lambda: PEOPLE})
def customer_repairs(customer_id: int) -> dict:
    """A customer's repair jobs in the workshop: status, when each will be ready to collect.

    Args:
        customer_id: the customer's number, e.g. 516.
    """
    return {"customer_id": customer_id, "jobs": [{"job_id": 2426, "status": "ready"}]}


QUESTION = "Neville Shackleton - have I got any bikes ready to pick up?"


def _runner(settings, payload_log, embedder, pick, **update):
    retriever = FixedRetriever([])
    retriever.embedder = embedder

    def model(request):
        system = str(request.messages[0].get("content") or "")
        if "which one returns" in system:
            return pick(system)
        return "I could not find that."

    return build_runner(
        settings.model_copy(
            update={"prompt_profile": "local", "probe_margin": 1.0, "probe_model": True, **update}
        ),
        model=ScriptedModel([], default=model),
        critic=PassCritic(),
        retriever=retriever,
        registry=ToolRegistry([get_customer, customer_repairs]),
        log=payload_log,
        channel="ui",
    )


def _number_of(name):
    def pick(system):
        return re.search(rf"(\d+)\. {name}:", system).group(1)

    return pick


def _probe(result):
    return next(s for s in result.steps if isinstance(s, ProbeStep))


@pytest.mark.parametrize("name", ["customer_repairs", "get_customer"])
def test_the_tool_the_model_chooses_is_taken_and_marked(settings, payload_log, embedder, name):
    bot = _runner(settings, payload_log, embedder, _number_of(name))
    result = bot.run_to_end(payload_log.start_session(), QUESTION, [])
    probe = _probe(result)
    assert probe.chosen == name
    assert [c["tool"] for c in probe.candidates if c.get("model")] == [name]
    assert len(payload_log.rows("llm_calls", where={"purpose": "choose_tool"})) == 1


def test_a_reply_naming_no_tool_leaves_the_choice_to_the_fit(settings, payload_log, embedder):
    bot = _runner(settings, payload_log, embedder, lambda system: "I am not sure.")
    probe = _probe(bot.run_to_end(payload_log.start_session(), QUESTION, []))
    assert probe.chosen in {"get_customer", "customer_repairs"}
    assert not any(c.get("model") for c in probe.candidates)


def test_off_no_model_is_asked(settings, payload_log, embedder):
    bot = _runner(settings, payload_log, embedder, _number_of("get_customer"), probe_model=False)
    bot.run_to_end(payload_log.start_session(), QUESTION, [])
    assert payload_log.rows("llm_calls", where={"purpose": "choose_tool"}) == []


def test_the_model_sees_the_fields_each_call_returned(settings, payload_log, embedder):
    """The options name what each probed call returned, field by field, beside its
    description: "ready to pick up" is matched to the repair jobs' ``status``, not guessed
    from the descriptions alone."""
    seen: list[str] = []

    def pick(system):
        seen.append(system)
        return _number_of("customer_repairs")(system)

    bot = _runner(settings, payload_log, embedder, pick)
    bot.run_to_end(payload_log.start_session(), QUESTION, [])
    (system,) = seen
    repairs = re.search(r"\d+\. customer_repairs:(.*)", system).group(1)
    customer = re.search(r"\d+\. get_customer:(.*)", system).group(1)
    assert "jobs: status" in repairs and "jobs: job id" in repairs
    assert "phone" in customer and "jobs" not in customer
