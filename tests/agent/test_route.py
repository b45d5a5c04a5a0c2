"""Routing on the demo with the real embedding model and the demo help centre: help-centre
questions go to the documents, questions about the workspace's records to a tool; decided
from the tools themselves (their descriptions, examples and listed values)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.agent.route import decide

DATA_QUESTIONS = Path(__file__).parent / "data_questions.json"
pytestmark = pytest.mark.embeddings

HELP_CENTRE = [
    "How do I reset my password?",
    "How much does the Team plan cost?",
    "How long is the free trial?",
    "What is a health score?",
    "How is the health score calculated?",
    "How many seats does the Team plan include?",
    "How many customer accounts does Team allow?",
    "How do I transfer ownership of an account?",
    "After how many failed sign-in attempts is a user locked out?",
    "How do NPS surveys work?",
    "Where can I download my invoices?",
    "How do I export my data?",
    "What is the VAT rate for UK customers?",
    "How many days do Enterprise customers paying by bank transfer have to pay an invoice?",
]


@pytest.fixture(scope="module")
def routed(tmp_path_factory, embedder):
    """route(question): the demo runner's route, the help centre ingested once."""
    import os

    from bot.kb.deployment import ensure_kb
    from bot.settings import get_settings, reset_settings
    from bot.wiring import build_runner
    from tests.demo_deployment import DEMO, ensure_demo_workspace

    os.environ["GUARDBOT_DATA_DIR"] = str(tmp_path_factory.mktemp("route"))
    reset_settings()
    settings = get_settings()
    ensure_demo_workspace()
    from bot.deployment import load_deployment

    ensure_kb(load_deployment(DEMO).knowledge_bases[0], settings=settings)
    runner = build_runner(settings)

    def route(question):
        chunks = runner.retriever.search(question)
        kb = max((c.score or 0.0 for c in chunks), default=0.0)
        return decide(runner.planner.plans(question), kb_score=kb, question=question)

    yield route
    reset_settings()


@pytest.mark.parametrize("question", HELP_CENTRE)
def test_help_centre_questions_take_the_documents_path(routed, question):
    route = routed(question)
    assert route.route == "kb", route.reason


def test_every_data_question_of_the_agent_suite_takes_the_tool_path(routed):
    questions = json.loads(DATA_QUESTIONS.read_text())["questions"]
    wrong = [(q["q"], routed(q["q"]).reason) for q in questions if not routed(q["q"]).is_data]
    assert len(wrong) <= 3, wrong  # of 43; questions naming no record may go to the documents


def test_the_route_names_what_it_found(routed):
    route = routed("How many logins did wonka-13 have in the last 30 days?")
    assert route.is_data and route.tool == "get_activity"
    assert route.arguments == {"name": "login", "account_id": "wonka-13", "since": "30 days"}
    assert "'wonka-13'" in route.reason
    owner = routed("Which accounts does Maya Patel own?")
    assert owner.is_data and owner.arguments.get("owner") == "Maya Patel"
