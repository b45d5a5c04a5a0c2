"""The desk a support team trusts (issue 49), through the staff handlers with a real payload
log: a delivered answer is shown as delivered and a held draft only when it really was held,
the closing form starts empty for each case, the tools follow the case's state, drafts come
from the conversation's real question and its evidence (checked, never sent), the queue shows
that question, and the knowledge-gap report lists what our documents lack."""

from __future__ import annotations

import threading
import time
from typing import Any

import pytest

from bot.critic.base import ProblemSentence, Verdict
from bot.handover import case_question, real_question
from bot.handover.gaps import gaps_text, knowledge_gaps
from bot.llm.scripted import ScriptedModel
from bot.steps import Source
from tests.ui.test_staff import as_staff, visible_text
from ui.auth import CookieSigner
from ui.case_view import gaps_html
from ui.drafts import WRITING, Drafter
from ui.services import Services
from ui.staff import StaffPages

REFUND = "Refunds are available within 30 days of purchase for annual plans."
STARTER = "The Starter plan is free for up to 3 users."
INVOICE = "Invoices can be disputed within 60 days by writing to billing."


def source(text: str, title: str, score: float = 0.8) -> dict[str, Any]:
    return Source(kind="document", text=text, id=title, title=title,
                  meta={"source": f"{title}.md", "score": score}).to_dict()  # fmt: skip


class RecordingCritic:
    """Flags a sentence that names SMS; records what it was asked to check."""

    name = "recording"

    def __init__(self) -> None:
        self.calls: list[tuple[str, list[str], str]] = []

    def check(self, question: str, sources: list[Source], answer: str) -> Verdict:
        self.calls.append((question, [s.text for s in sources], answer))
        bad = [ProblemSentence(answer, "no source says so", "HIGH")] if "SMS" in answer else []
        return Verdict(critic=self.name, problematic_sentences=bad)


def written(request: Any) -> str:
    """The scripted model writes the first passage it was given (a faithful draft)."""
    prompt = request.messages[-1]["content"]
    return prompt.split("\n")[1].split(": ", 1)[1]


@pytest.fixture
def desk_pages(settings, payload_log):
    critic = RecordingCritic()
    model = ScriptedModel(default=written)
    retrieved: list[str] = []

    def retrieve(question: str) -> list[Source]:
        retrieved.append(question)
        return [Source.from_dict(source(INVOICE, "Disputing an invoice"))]

    drafter = Drafter(settings=settings, log=payload_log, critic=critic, model=model,
                      retrieve=retrieve, background=False)  # fmt: skip
    services = Services(settings=settings, log=payload_log, drafter=drafter)
    pages = StaffPages(services=services, signer=CookieSigner(b"s" * 32))
    pages.test = {"critic": critic, "model": model, "retrieved": retrieved}  # type: ignore[attr-defined]
    return pages


def answered(log: Any, sid: str, question: str, answer: str, docs: list[dict], *,
             outcome: str = "answered") -> str:  # fmt: skip
    turn = log.start_turn(sid, question)
    log.finish_turn(turn, outcome=outcome, final_answer=answer, meta={"sources": docs})
    return turn


def test_the_real_question_is_the_one_before_the_request_or_the_subject_it_names():
    earlier = ["How much is the Starter plan?", "Can I get a refund?"]
    assert real_question("I want to talk to a human", earlier) == "Can I get a refund?"
    named = "I want to speak to someone about my invoice dispute"
    assert real_question(named, earlier) == named  # not the Starter-plan question
    assert real_question("Do you send codes by SMS?", earlier) == "Do you send codes by SMS?"
    assert real_question("human please", []) == "human please"  # nothing better to show


def test_a_delivered_quote_is_shown_as_delivered_and_not_as_held(desk_pages, payload_log):
    sid = payload_log.start_session(channel="ui")
    quote = "The article \u201cRefunds\u201d says: \u201c" + REFUND + "\u201d [1]"
    turn = answered(payload_log, sid, "Can I get a refund?", quote, [source(REFUND, "Refunds")],
                    outcome="quoted")  # fmt: skip
    for answer, problem in (("", "(empty)"), (quote, "(empty)")):  # the check doubted the quote
        payload_log.record_verdict(critic="grounding", severity="HIGH", turn_id=turn, answer=answer,
                                   data={"problematic_sentences": [[problem, "unsupported", "HIGH"]]},
                                   latency_ms=1.0)  # fmt: skip
    case = desk_pages.services.desk.open_case(sid, request="I want to talk to a human")[0]
    text = visible_text(desk_pages.queue.open_case(case, as_staff(desk_pages, "alice"))[0])
    assert "Assistant · delivered to the customer" in text and REFUND in text
    assert "Held back" not in text and "not sent" not in text and "(empty)" not in text


def test_the_closing_form_starts_empty_and_the_tools_follow_the_case(desk_pages, payload_log):
    label, note, to_customer, result, undo = desk_pages.queue.fresh_form()
    assert (label["value"], note, to_customer, result, undo["visible"]) == (None, "", "", "", False)
    sid = payload_log.start_session(channel="ui")
    answered(payload_log, sid, "Can I get a refund?", REFUND, [source(REFUND, "Refunds")])
    case = desk_pages.services.desk.open_case(sid, request="I want to talk to a human")[0]
    alice = as_staff(desk_pages, "alice")

    def tools() -> dict[str, bool]:
        out = desk_pages.queue.open_case(case, alice)
        names = ("reply", "panel", "claim", "handback", "send", "closing", "undo")
        return {
            n: bool(out[i].get("visible"))
            for n, i in zip(names, (1, 5, 6, 7, 8, 9, 10), strict=True)
        }

    assert tools() == dict(reply=True, panel=True, claim=True, handback=False, send=True,
                           closing=True, undo=False)  # fmt: skip
    desk_pages.queue.act("claim", case, "", "", "", "", "", alice)
    assert tools()["handback"] and not tools()["claim"]
    desk_pages.queue.act("resolve", case, "", "wanted_person", "", "", "", alice)
    assert tools() == dict(reply=False, panel=True, claim=False, handback=False, send=False,
                           closing=False, undo=False)  # fmt: skip


def test_a_draft_answers_the_question_before_the_request_from_its_evidence(desk_pages, payload_log):
    sid = payload_log.start_session(channel="ui")
    answered(payload_log, sid, "How much is the Starter plan?", STARTER, [source(STARTER, "Plans")])
    refunds = [source(REFUND, f"Refunds {n}", 0.9 - n / 10) for n in range(4)]  # four passages
    answered(payload_log, sid, "Can I get a refund?", "I could not confirm that.", refunds,
             outcome="not_found")  # fmt: skip
    routed = desk_pages.services.desk.route_message(sid, "I want to talk to a human")
    alice = as_staff(desk_pages, "alice")
    rows = desk_pages.queue.listing("todo", alice)[0]["value"]
    assert rows[0][1] == "Can I get a refund?"  # the queue shows the real question
    _, reply, note, draft, *_ = desk_pages.queue.open_case(routed.case_id, alice)
    assert REFUND in reply["value"] and reply["value"] == draft and draft.endswith("Alice")
    assert "Can I get a refund?" in note and "checked" in note
    question, passages, answer = desk_pages.test["critic"].calls[-1]
    assert question == "Can I get a refund?" and len(passages) == 4 and answer in draft
    (request,) = desk_pages.test["model"].requests
    assert "Can I get a refund?" in request.messages[-1]["content"]
    assert STARTER not in request.messages[-1]["content"]
    assert payload_log.count("case_messages", role="person") == 0  # drafted, never sent


def test_a_named_subject_gets_its_own_evidence_not_the_last_answer(desk_pages, payload_log):
    sid = payload_log.start_session(channel="ui")
    answered(payload_log, sid, "How much is the Starter plan?", STARTER, [source(STARTER, "Plans")])
    routed = desk_pages.services.desk.route_message(
        sid, "I want to speak to someone about my invoice dispute"
    )
    desk_pages.services.desk.route_message(sid, "I was charged twice for March.")
    alice = as_staff(desk_pages, "alice")
    assert desk_pages.queue.listing("todo", alice)[0]["value"][0][1].endswith("my invoice dispute")
    _, reply, *_ = desk_pages.queue.open_case(routed.case_id, alice)
    assert INVOICE in reply["value"] and STARTER not in reply["value"]
    assert desk_pages.test["retrieved"] == ["my invoice dispute I was charged twice for March."]


@pytest.mark.embeddings
def test_a_draft_that_fails_the_check_falls_back_to_the_articles_words(settings, payload_log):
    critic, done = RecordingCritic(), threading.Event()
    model = ScriptedModel(default=lambda request: done.wait(30) and "We send the code by SMS.")
    drafter = Drafter(settings=settings, log=payload_log, critic=critic, model=model)
    question = "How do I reset my password?"
    docs = [source("Password reset is by a 6-digit code sent by email.", "Resetting your password")]
    case = {"id": 7, "session_id": "ses_x", "turn_id": "t", "created_at": 1e12,
            "data": {"question": question, "sources": docs}}  # fmt: skip
    view = {"case": case, "turns": [], "thread": []}
    first = drafter.draft(view)
    assert first.pending and first.note == WRITING  # written in the background, off the page
    done.set()
    deadline = time.monotonic() + 60
    while drafter.draft(view).pending and time.monotonic() < deadline:
        time.sleep(0.02)
    draft = drafter.draft(view)
    assert "SMS" not in draft.text  # the claim the check flagged never reaches the box
    assert "6-digit code sent by email" in draft.text and "Drafted from 1 article" in draft.note
    assert [c[2] for c in critic.calls][0] == "We send the code by SMS."  # it was checked


def test_the_knowledge_gap_report_groups_what_our_documents_lack(desk_pages, payload_log):
    desk, alice = desk_pages.services.desk, as_staff(desk_pages, "alice")
    for question, title in (("Can I pay by bank transfer?", "Payment methods"),
                            ("Do you accept cheques?", "Payment methods"),
                            ("Is there a student discount?", "Plans")):  # fmt: skip
        sid = payload_log.start_session(channel="ui")
        answered(payload_log, sid, question, "...", [source("x", title)], outcome="not_found")
        case = desk.open_case(sid, request="Can I talk to a person?")[0]
        desk.resolve(case, "missing_content", who="alice", note="add it")
    sid = payload_log.start_session(channel="ui")
    other = desk.open_case(sid, request="I want to talk to a human")[0]
    desk.resolve(other, "wanted_person", who="alice")  # not a gap
    gaps = knowledge_gaps(desk.queue)
    assert [(g.topic, [a.question for a in g.questions]) for g in gaps] == [
        ("Payment methods", ["Can I pay by bank transfer?", "Do you accept cheques?"]),
        ("Plans", ["Is there a student discount?"]),
    ]
    assert case_question(desk.queue.get(other)) == "I want to talk to a human"
    html = desk_pages.queue.gaps(alice)
    assert (
        "Payment methods" in html and "Do you accept cheques?" in html and html == gaps_html(gaps)
    )
    assert "closest article: Payment methods" in gaps_text(gaps)


def test_drafts_use_the_turn_runners_model_and_critic(settings, payload_log):
    """One model in memory: the app's drafter borrows the turn runner's parts."""

    class Runner:
        model = ScriptedModel(default=REFUND)
        critic = RecordingCritic()

    drafter = Drafter(settings=settings, log=payload_log, background=False)
    drafter.share(lambda: Runner())
    case = {"id": 1, "session_id": "ses_x", "created_at": 1e12,
            "data": {"question": "Can I get a refund?", "sources": [source(REFUND, "Refunds")]}}  # fmt: skip
    draft = drafter.draft({"case": case, "turns": [], "thread": []})
    assert REFUND in draft.text and Runner.critic.calls and len(Runner.model.requests) == 1


def test_the_small_things(desk_pages, payload_log):
    from types import SimpleNamespace

    from ui.render import QUOTED_DATA, final_status
    from ui.staff import REPLAY_BACKENDS
    from ui.staff_render import _requests_line

    tool = Source(kind="tool", text='{"plan": "Team"}', id="lookup")
    assert final_status("quoted", [tool]) == QUOTED_DATA  # a lookup is not "our documents"
    assert "documents" in final_status("quoted", [Source.from_dict(source(REFUND, "Refunds"))])
    assert REPLAY_BACKENDS[0] == "logged"  # the replay form opens on the logged answers
    nothing = SimpleNamespace(original=SimpleNamespace(llm_calls=[]),
                              replayed=SimpleNamespace(llm_calls=[]), identical_requests=True)  # fmt: skip
    assert _requests_line(nothing).startswith("Nothing to compare: this turn made no model request")
    real = payload_log.start_session(channel="ui")
    answered(payload_log, real, "a real question", "ok", [])
    replay = payload_log.start_session(channel="replay")
    replayed = payload_log.start_turn(replay, "a real question", replay_of="turn_x")
    payload_log.finish_turn(replayed, outcome="answered", final_answer="ok")
    alice = as_staff(desk_pages, "alice")
    assert [r[1] for r in desk_pages.dev_search("real question", alice)] == [real]
    assert [r[1] for r in desk_pages.dev_search(replayed, alice)] == [replay]  # asked by id
    assert [s[0] for s in desk_pages.dev_sessions(alice)] == [real]
