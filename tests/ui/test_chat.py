"""The public chat's handlers with a real payload log and a stand-in runner: bad input,
a dead backend, a reload mid-answer, isolated sessions, feedback, the support reply."""

from __future__ import annotations

import time

import gradio as gr
import pytest

from tests.ui.conftest import FakeRequest
from tests.ui.fakes import FakeRunner
from ui.auth import CHAT_COOKIE, CookieSigner
from ui.chat import MAX_MESSAGE_CHARS, NO_COOKIE, ChatPage, check_message
from ui.jobs import TurnJobs


@pytest.fixture
def page(payload_log):
    from bot.critic.escalation import EscalationQueue

    runner = FakeRunner(payload_log, delay=0.3, queue=EscalationQueue(payload_log))
    signer = CookieSigner(b"k" * 32)
    jobs = TurnJobs(runner_factory=lambda: runner, log=payload_log)
    chat = ChatPage(log=payload_log, jobs=jobs, signer=signer)
    chat.runner = runner
    yield chat
    jobs.shutdown()


def browser(page: ChatPage) -> FakeRequest:
    return FakeRequest({CHAT_COOKIE: page.signer.new_chat_session()})


def sid_of(page: ChatPage, request: FakeRequest) -> str:
    return page.signer.chat_session(request.cookies[CHAT_COOKIE])


def texts(messages) -> str:
    return "\n".join(m["content"] for m in messages)


def test_check_message():
    assert check_message("") == "Please type a question first."
    assert check_message("   \n ") == "Please type a question first."
    assert "limit is 4,000" in check_message("x" * (MAX_MESSAGE_CHARS + 1))
    assert check_message("How much is Team?") is None


@pytest.mark.parametrize("message", ["", "   ", "x" * (MAX_MESSAGE_CHARS + 1)])
def test_bad_input_gets_a_message_and_keeps_the_text(page, payload_log, message):
    (out,) = list(page.send(message, browser(page)))
    chat, status, box, _sig = out
    assert status and box == message  # nothing lost: the text stays in the box
    assert payload_log.count("turns") == 0 and page.runner.calls == []


def test_a_question_streams_status_then_the_answer_with_sources(page, payload_log):
    request = browser(page)
    outs = list(page.send("  How much is the Team plan?  ", request))
    statuses = [o[1] for o in outs]
    assert any(s.startswith("Searching the help centre") for s in statuses)
    chat, status, box, sig = outs[-1]
    assert status == "Answered." and box == "" and sig
    shown = texts(chat)
    assert "How much is the Team plan?" in shown and "The Team plan costs $49" in shown
    assert (
        "Sources: 1 document(s), 0 tool call(s)"
        in [m.get("metadata", {}).get("title") for m in chat][-1]
    )
    assert page.runner.calls[0][1] == "How much is the Team plan?"  # trimmed
    # the second question gets the first as history
    list(page.send("And annual billing?", request))
    assert page.runner.calls[1][2] == [
        {"role": "user", "content": "How much is the Team plan?"},
        {"role": "assistant", "content": "The Team plan costs $49 per user per month."},
    ]


def test_a_dead_backend_gives_a_clear_message_and_loses_nothing(page, payload_log):
    request = browser(page)
    chat, status, box, _ = list(page.send("backend down: what is my plan?", request))[-1]
    assert status == "The language model endpoint cannot be reached. Please try again later."
    assert box == "backend down: what is my plan?"  # back in the box to send again
    (turn,) = payload_log.rows("turns", where={"session_id": sid_of(page, request)})
    assert turn["user_message"] == "backend down: what is my plan?" and turn["outcome"] == "error"
    assert "backend down: what is my plan?" in texts(chat)


def test_a_second_message_while_answering_is_refused_politely(page):
    request = browser(page)
    first = page.send("slow question", request)
    next(first)
    (out,) = list(page.send("another one", request))
    assert out[1].startswith("Please wait") and out[2] == "another one"
    list(first)


def test_a_reload_mid_answer_reattaches_to_the_running_turn(page, payload_log):
    request = browser(page)
    first = page.send("slow question", request)
    next(first)
    first.close()  # the browser went away mid-answer
    outs = list(page.load(request))  # the reloaded page
    chat, status, _, _ = outs[-1]
    assert status == "Answered." and "The Team plan costs $49" in texts(chat)
    assert payload_log.count("turns", session_id=sid_of(page, request)) == 1


def test_sessions_are_isolated_and_cookies_cannot_be_forged(page):
    alice, bob = browser(page), browser(page)
    list(page.send("alice's secret question", alice))
    chat, *_ = list(page.load(bob))[-1]
    assert chat == []
    chat, *_ = list(page.load(alice))[-1]
    assert "alice's secret question" in texts(chat)
    forged = FakeRequest({CHAT_COOKIE: sid_of(page, alice) + ".forged"})
    assert list(page.load(forged))[-1][1] == NO_COOKIE
    assert list(page.send("hi", forged))[-1][1] == NO_COOKIE


def test_feedback_is_stored_for_the_last_answer(page, payload_log):
    request = browser(page)
    assert page.thumbs_up("", request)[0].startswith("Ask a question first")
    list(page.send("How much is the Team plan?", request))
    status, box = page.thumbs_down("  Too short  ", request)
    assert status.startswith("Thank you") and box == ""
    page.thumbs_up("", request)
    rows = payload_log.rows("feedback")
    (turn,) = payload_log.rows("turns")
    assert [(r["rating"], r["comment"], r["turn_id"]) for r in rows] == [
        (-1, "Too short", turn["id"]),
        (1, None, turn["id"]),
    ]


def test_an_escalated_answer_is_honest_and_the_reply_appears_on_the_next_poll(page, payload_log):
    from bot.critic.escalation import EscalationQueue

    request = browser(page)
    chat, _, _, sig = list(page.send("please escalate this", request))[-1]
    assert "follow up" in texts(chat).lower()
    assert page.tick(sig, request) == (gr.skip(), gr.skip())  # nothing new: no update sent
    queue = EscalationQueue(payload_log)
    (esc,) = queue.list()
    queue.claim(esc["id"], "alice")
    queue.reply(esc["id"], "A person here: <b>no</b> SMS, email only.")
    new_chat, new_sig = page.tick(sig, request)
    assert new_sig != sig
    assert (
        "Reply from our support team:<br><br>A person here: &lt;b&gt;no&lt;/b&gt; SMS, email only."
        in texts(new_chat)
    )
    other = browser(page)
    assert list(page.load(other))[-1][0] == []  # another browser never sees it


def test_the_poll_waits_while_an_answer_is_running(page):
    request = browser(page)
    gen = page.send("slow question", request)
    next(gen)
    assert page.tick("", request) == (gr.skip(), gr.skip())
    list(gen)
    time.sleep(0.05)
    assert isinstance(page.tick("", request)[0], list)
