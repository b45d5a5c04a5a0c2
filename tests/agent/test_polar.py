"""A yes or a no the sources do not carry: a reply that opens with one and only restates the
question is set aside for the sources' own words (``PolarEcho``), and a delivered reply's
leading "Yes,"/"No," goes, its statement kept (``PolarWord``)."""

from __future__ import annotations

import pytest

from bot.critic.pipeline import Draft
from bot.critic.review import Candidate
from bot.guard.polar import PolarEcho, PolarWord, echoes, polar_rest
from tests.agent.conftest import tools_runner
from tools.registry import tool


def draft(question, answer, tool_route=True):
    return Draft(
        question=question, candidate=Candidate(answer=answer), local=True, tool_route=tool_route
    )


ECHOES = [
    "is Leon Ashworth on the crew for move 5033? => Yes, Leon Ashworth is on the crew for move 5033.",
    "Do non-members pay for seed packets? => No, non-members do not pay for seed packets [1].",
    "Can my dog run about off the lead on the site? => Yes, on a lead.",
    "Is the shop open? => No.",
]
# what the sources said is in it: a day, a figure, a name the question does not hold
STATEMENTS = [
    "Does Zoe work fridays? => Yes, Zoe works on Mondays, Tuesdays, Wednesdays and Thursdays.",
    "Is plot 2703's rent paid? => Yes, the rent on plot 2703 is not paid yet; £62 is due by 2027-05-01.",
]


@pytest.mark.parametrize("case", ECHOES + STATEMENTS)
def test_a_reply_that_only_restates_the_question_is_an_echo(case):
    question, answer = case.split(" => ")
    rest = polar_rest(answer)
    assert rest is not None and echoes(rest, question) is (case in ECHOES)


def test_only_a_reply_that_opens_with_a_yes_or_a_no_is_read():
    assert polar_rest("Nobody is on the crew.") is None
    assert polar_rest("Notes: none.") is None
    assert polar_rest("Yes - it is.") == "it is."
    assert PolarEcho().check(draft("is Leon on the crew?", "Leon is on the crew.")) is None


def test_an_echo_is_set_aside_for_the_sources_own_words():
    finding = PolarEcho().check(draft("is Leon on the crew?", "Yes, Leon is on the crew."))
    assert finding is not None and finding.failed and finding.on_fail == "quote"
    assert PolarEcho().check(draft("is Leon on the crew?", "Yes, Kieran and Tomasz are.")) is None


def test_the_leading_yes_or_no_of_a_delivered_reply_goes_its_statement_stays():
    word = PolarWord()
    d = draft("does Zoe work fridays?", "")
    assert (
        word.apply("Yes, Zoe works Mondays to Thursdays.", d) == "Zoe works Mondays to Thursdays."
    )
    assert word.apply("No - cash only at the stall.", d) == "Cash only at the stall."
    assert word.apply("Zoe works Mondays.", d) == "Zoe works Mondays."
    assert word.apply("No.", d) == "No."  # nothing else to say: left as it is


MOVES = {5033: {"move": 5033, "date": "2027-03-02", "crew": ["Kieran Oduya", "Tomasz Zieliński"]}}


@tool
def get_move(move: int) -> dict:
    """A removal job by its number: the day and the crew on it.

    Args:
        move: the move's number, e.g. 5033.
    """
    return MOVES[move]


@pytest.mark.embeddings
def test_a_yes_the_record_does_not_carry_never_reaches_the_user(settings, payload_log, embedder):
    def model(request):
        return "Yes, Leon Ashworth is on the crew for move 5033."

    bot = tools_runner(settings, payload_log, embedder, model, [get_move])
    result = bot.run_to_end(
        payload_log.start_session(), "is Leon Ashworth on the crew for move 5033?", []
    )
    assert "Leon Ashworth is on the crew" not in result.answer
    assert "Kieran Oduya" in result.answer and result.outcome != "answered"
