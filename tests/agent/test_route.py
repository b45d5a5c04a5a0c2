"""Routing before acting: help-centre questions go to the answer path, workspace questions
to the tool path; decided in code from the workspace vocabulary."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.agent.route import Route, decide

DATA_QUESTIONS = Path(__file__).parent / "data_questions.json"

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


@pytest.mark.parametrize("question", HELP_CENTRE)
def test_help_centre_questions_take_the_answer_path(vocab, question):
    route = decide(question, vocab)
    assert route.route == "kb", route.reason


def test_every_data_question_of_the_agent_suite_takes_the_tool_path(vocab):
    questions = [q["q"] for q in json.loads(DATA_QUESTIONS.read_text())["questions"]]
    wrong = [q for q in questions if decide(q, vocab).route != "data"]
    assert wrong == []


def test_the_route_names_what_it_found(vocab):
    route = decide("How many logins did wonka-13 have in the last 30 days?", vocab)
    assert route.is_data and route.accounts == ["wonka-13"] and route.activity == "login"
    assert "wonka-13" in route.reason
    owner = decide("Which accounts does Maya Patel own?", vocab)
    assert owner.is_data and owner.owner == "Maya Patel"
    figures = decide("How many invoices were paid since 2026-05-01?", vocab)
    assert figures.is_data and figures.activity == "invoice_paid"


def test_an_unknown_account_id_is_still_a_data_question(vocab):
    assert decide("What is the health score of account 123?", vocab).is_data


def test_route_round_trips_as_a_dict(vocab):
    route = decide("Who owns hooli-5?", vocab)
    assert Route.from_dict(json.loads(json.dumps(route.to_dict()))) == route
