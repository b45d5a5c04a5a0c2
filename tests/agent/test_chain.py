"""A question that needs two calls makes both: the first record points to the record that
holds what is asked (``TurnRunner._chained``), on a registry of two lookups."""

from __future__ import annotations

import pytest

from bot.llm.scripted import ScriptedModel
from bot.steps import ProbeStep, ToolCallStep
from bot.wiring import build_runner
from tests.agent.conftest import FixedRetriever, PassCritic
from tools.registry import ToolRegistry, tool

pytestmark = pytest.mark.embeddings

CUSTOMERS = {12: {"customer_id": 12, "name": "Harry Whitfield", "support_rep_id": 5}}
EMPLOYEES = {
    5: {"employee_id": 5, "name": "Ines Carvalho", "phone": "+44 936 165 6212"},
    7: {"employee_id": 7, "name": "Tom Reyes", "phone": "+44 111 222 3333"},
}


@tool
def get_customer(customer_id: int) -> dict:
    """A customer's record: name, and the id of the support rep who looks after them.

    Args:
        customer_id: the customer's number, e.g. 12.
    """
    return CUSTOMERS[customer_id]


@tool
def get_employee(employee_id: int) -> dict:
    """An employee (a support rep) by id: name and phone number.

    Args:
        employee_id: the employee's number, e.g. 5.
    """
    return EMPLOYEES[employee_id]


def runner(settings, payload_log, embedder):
    retriever = FixedRetriever([])
    retriever.embedder = embedder
    return build_runner(
        settings.model_copy(update={"prompt_profile": "small"}),
        model=ScriptedModel([], default="I could not find that."),
        critic=PassCritic(),
        retriever=retriever,
        registry=ToolRegistry([get_customer, get_employee]),
        log=payload_log,
        channel="ui",
    )


def calls(result):
    return [(s.name, s.arguments) for s in result.steps if isinstance(s, ToolCallStep)]


def test_the_record_a_result_points_to_is_looked_up_when_it_holds_the_answer(
    settings, payload_log, embedder
):
    bot = runner(settings, payload_log, embedder)
    question = "What is the phone number of the rep who looks after customer 12?"
    result = bot.run_to_end(payload_log.start_session(), question, [])
    assert ("get_employee", {"employee_id": 5}) in calls(result)
    assert "+44 936 165 6212" in result.answer and "+44 111" not in result.answer
    chain = [s for s in result.steps if isinstance(s, ProbeStep)][-1]
    assert chain.chosen == "get_employee"


def test_a_first_result_that_answers_is_kept(settings, payload_log, embedder):
    bot = runner(settings, payload_log, embedder)
    result = bot.run_to_end(payload_log.start_session(), "What is customer 12's name?", [])
    assert "Harry Whitfield" in result.answer
    assert all(name == "get_customer" for name, _ in calls(result))
