"""A free-text search gets the words the question looks for, not the sentence: the model
reads them (``Actor.search_words``) and only words of the question are kept
(``plan.search_phrase``)."""

from __future__ import annotations

from typing import Literal

import pytest

from bot.agent.plan import search_phrase
from bot.llm.scripted import ScriptedModel
from bot.steps import ToolCallStep
from bot.wiring import build_runner
from tests.agent.conftest import FixedRetriever, PassCritic
from tools.registry import ToolRegistry, tool

TOURS = [
    {"code": "TW-192", "name": "Mull and Staffa Wildlife Cruise", "highlights": "puffins, seals"},
    {"code": "TW-158", "name": "Settle to Carlisle Railway", "highlights": "viaducts"},
]
SEARCHED: list[str] = []


@tool
def search_tours(query: str) -> list:
    """Find tours in the brochure by a word or two (a place, an animal, a railway).

    Args:
        query: words to look for in a tour's name or highlights, e.g. "railway".

    Examples:
        Have you got a holiday where we could see puffins?
    """
    SEARCHED.append(query)
    words = query.lower().split()
    return [
        t for t in TOURS if all(w in (t["name"] + " " + t["highlights"]).lower() for w in words)
    ]


@pytest.mark.parametrize(
    ("reply", "question", "expected"),
    [
        ("puffins", "my mum loves puffins, any holiday where she'd see some?", "puffins"),
        ("Search text: puffin", "my mum loves puffins, any holiday?", "puffin"),
        ('"steam railway"', "anything with a steam railway on it?", "steam railway"),
        # words the question does not hold are dropped: the model may not invent a topic
        ("seabirds puffins", "my mum loves puffins, any holiday?", "puffins"),
        ("seabirds", "my mum loves puffins, any holiday?", None),
        ("the", "is there the one with a boat?", None),
        ("", "anything with a railway?", None),
        # a sentence back is no search text
        ("my mum loves puffins any holiday", "my mum loves puffins, any holiday?", None),
        # the tool's name echoed before the words is not searched for; a run of keywords
        # longer than a search text gives its first words
        ("search_tours puffins", "my mum loves puffins, any holiday?", "puffins"),
        (
            "steam railway viaduct tour scotland",
            "a steam railway viaduct tour in scotland for my dad?",
            "steam railway viaduct tour",
        ),
    ],
)
def test_only_the_questions_own_words_make_the_search_text(reply, question, expected):
    assert search_phrase(reply, question) == expected


def _runner(settings, payload_log, embedder, reply, profile="local", documents=True, **update):
    """``reply``: the model's search text, or a function of the message it reads."""
    retriever = FixedRetriever([])
    retriever.embedder = embedder
    retriever.documents = documents  # False: tools only, the closest tool is tried

    def model(request):
        system = str(request.messages[0].get("content") or "")
        asked = str(request.messages[-1].get("content") or "")
        words = reply(asked) if callable(reply) else reply
        return words if "search text" in system else "Tour TW-192 has puffins."

    return build_runner(
        settings.model_copy(update={"prompt_profile": profile, **update}),
        model=ScriptedModel([], default=model),
        critic=PassCritic(),
        retriever=retriever,
        registry=ToolRegistry([search_tours]),
        log=payload_log,
        channel="ui",
    )


@pytest.mark.embeddings
def test_the_search_gets_the_words_the_model_reads_and_the_call_is_logged(
    settings, payload_log, embedder
):
    SEARCHED.clear()
    bot = _runner(settings, payload_log, embedder, "puffins")
    question = (
        "my mum is 84 and absolutely loves puffins, is there any holiday where she might see some?"
    )
    session = payload_log.start_session()
    result = bot.run_to_end(session, question, [])
    calls = [s.arguments for s in result.steps if isinstance(s, ToolCallStep)]
    assert calls and calls[0] == {"query": "puffins"}
    assert SEARCHED[0] == "puffins"
    logged = payload_log.rows("llm_calls", where={"purpose": "search_words"})
    assert len(logged) == 1 and "puffins" in logged[0]["request_json"]


@pytest.mark.embeddings
def test_a_reply_that_is_not_the_questions_words_leaves_the_question_whole(
    settings, payload_log, embedder
):
    SEARCHED.clear()
    bot = _runner(settings, payload_log, embedder, "seabirds and wildlife")
    question = (
        "my mum is 84 and absolutely loves puffins, is there any holiday where she might see some?"
    )
    bot.run_to_end(payload_log.start_session(), question, [])
    assert SEARCHED and SEARCHED[0] == question


@pytest.mark.embeddings
def test_when_the_first_search_finds_nothing_the_models_second_is_kept(
    settings, payload_log, embedder
):
    SEARCHED.clear()
    bot = _runner(settings, payload_log, embedder, "Leeds\npuffins")
    question = "we're coming over from Leeds for the day, is there any holiday with puffins?"
    result = bot.run_to_end(payload_log.start_session(), question, [])
    assert SEARCHED[:2] == ["Leeds", "puffins"]
    calls = [s.arguments for s in result.steps if isinstance(s, ToolCallStep)]
    assert calls[-1] == {"query": "puffins"}
    logged = payload_log.rows("tool_calls", where={"name": "search_tours"})
    assert len(logged) == len(SEARCHED)  # every search the turn made is logged


@pytest.mark.embeddings
def test_off_the_model_is_not_asked_and_the_question_is_searched_whole(
    settings, payload_log, embedder
):
    SEARCHED.clear()
    bot = _runner(settings, payload_log, embedder, "puffins", search_model=False)
    question = (
        "my mum is 84 and absolutely loves puffins, is there any holiday where she might see some?"
    )
    bot.run_to_end(payload_log.start_session(), question, [])
    assert SEARCHED and SEARCHED[0] == question
    assert payload_log.rows("llm_calls", where={"purpose": "search_words"}) == []


@pytest.mark.embeddings
def test_a_follow_up_whose_own_search_finds_nothing_searches_as_the_question_before(
    settings, payload_log, embedder
):
    """ "ok and how much does the whole tour cost?" after a question about the Settle to
    Carlisle Railway: its own words ("tour cost") find nothing, and the previous question's
    search is made again, so the answer is about the same tour."""
    SEARCHED.clear()
    bot = _runner(
        settings,
        payload_log,
        embedder,
        lambda asked: "tour cost" if "cost" in asked else "Settle to Carlisle Railway",
        documents=False,
    )
    session = payload_log.start_session()
    first = "what's the Settle to Carlisle Railway tour like?"
    done = bot.run_to_end(session, first, [])
    history = [{"role": "user", "content": first}, {"role": "assistant", "content": done.answer}]
    result = bot.run_to_end(session, "ok and how much does the whole tour cost?", history)
    calls = [s.arguments for s in result.steps if isinstance(s, ToolCallStep)]
    assert "tour cost" in SEARCHED
    assert calls[-1] == {"query": "Carlisle Railway"}  # the previous question's search


REPORTS = [
    {"number": "INC-301", "what": "stalled on the level crossing", "status": "closed"},
    {"number": "INC-304", "what": "wing mirror clipped a van", "status": "open"},
]
REPORT_SEARCHES: list[dict] = []


@tool
def search_reports(
    query: str | None = None, status: Literal["open", "closed"] | None = None
) -> list:
    """Complaints and incident reports, found by words of what happened.

    Args:
        query: words to look for in what happened, e.g. "wing mirror".
        status: only the reports with this status: open or closed.
    """
    REPORT_SEARCHES.append({"query": query, "status": status})
    words = (query or "").lower().split()
    return [
        r
        for r in REPORTS
        if (status is None or r["status"] == status) and all(w in r["what"] for w in words)
    ]


@pytest.mark.embeddings
def test_a_search_with_no_words_to_look_for_is_made_with_its_filter_alone(
    settings, payload_log, embedder
):
    """ "are there any complaints still open?": the model reads no search words (a word the
    question does not hold), the question fills ``status``: the call is the filter alone, not
    the whole sentence as the search text."""
    REPORT_SEARCHES.clear()
    retriever = FixedRetriever([])
    retriever.embedder = embedder
    retriever.documents = False

    def model(request):
        system = str(request.messages[0].get("content") or "")
        return "grievances" if "search text" in system else "INC-304 is open."

    bot = build_runner(
        settings.model_copy(update={"prompt_profile": "local"}),
        model=ScriptedModel([], default=model),
        critic=PassCritic(),
        retriever=retriever,
        registry=ToolRegistry([search_reports]),
        log=payload_log,
        channel="ui",
    )
    result = bot.run_to_end(payload_log.start_session(), "are there any complaints still open?", [])
    calls = [s.arguments for s in result.steps if isinstance(s, ToolCallStep)]
    assert calls and calls[-1] == {"status": "open"}, (calls, REPORT_SEARCHES)
    assert "INC-304" in result.answer
