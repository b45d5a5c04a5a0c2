"""The public chat's handlers with a real payload log and a stand-in runner: bad input,
a dead backend, messages sent while an answer runs (they wait, all are answered), a reload
mid-answer, isolated sessions, feedback, the support reply, "Ask a person". Tests that
need to see a turn mid-way hold the runner at a gate, so they wait on that event, not on
the machine's speed."""

from __future__ import annotations

import threading
import time

import gradio as gr
import pytest

from tests.ui.conftest import FakeRequest
from tests.ui.fakes import FakeRunner
from ui.auth import CHAT_COOKIE, CookieSigner
from ui.chat import HANDOFF_DONE, MAX_MESSAGE_CHARS, NO_COOKIE, ChatPage, check_message
from ui.jobs import SendOrder, TurnJobs
from ui.render import HANDED_OVER


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
    chat, status, restore, _sig, _notice, _holder = out
    assert status and restore == message  # nothing lost: the text goes back into the box
    assert payload_log.count("turns") == 0 and page.runner.calls == []


def until(gen, predicate):
    """Read a send/load stream until an update satisfies ``predicate``; returns it."""
    for out in gen:
        if predicate(out):
            return out
    raise AssertionError("the stream ended without the expected update")


def test_a_question_streams_status_then_the_answer_with_sources(page, payload_log):
    request = browser(page)
    stream = page.send("  How much is the Team plan? (gated)  ", request)
    # the runner holds after its retrieval step until the gate opens: the status must show it
    seen = until(stream, lambda o: o[1].startswith("Searching the documents"))
    assert "Working: Searching the documents" in texts(seen[0]) or any(
        "Searching the documents" in (m.get("metadata") or {}).get("title", "") for m in seen[0]
    )
    page.runner.gate.set()
    chat, status, restore, sig, _, _ = list(stream)[-1]
    assert status == "Answered." and restore == "" and sig
    shown = texts(chat)
    assert "How much is the Team plan? (gated)" in shown and "The Team plan costs $49" in shown
    assert [m.get("metadata", {}).get("title") for m in chat][-1] == (
        "Sources: 1 help-centre passage"
    )
    assert page.runner.calls[0][1] == "How much is the Team plan? (gated)"  # trimmed
    # the second question gets the first as history
    list(page.send("And annual billing?", request))
    assert page.runner.calls[1][2] == [
        {"role": "user", "content": "How much is the Team plan? (gated)"},
        {"role": "assistant", "content": "The Team plan costs $49 per user per month."},
    ]


def test_a_dead_backend_gives_a_clear_message_and_loses_nothing(page, payload_log):
    request = browser(page)
    chat, status, restore, *_ = list(page.send("backend down: what is my plan?", request))[-1]
    assert status == "The language model endpoint cannot be reached. Please try again later."
    assert restore == "backend down: what is my plan?"  # back in the box to send again
    (turn,) = payload_log.rows("turns", where={"session_id": sid_of(page, request)})
    assert turn["user_message"] == "backend down: what is my plan?" and turn["outcome"] == "error"
    assert "backend down: what is my plan?" in texts(chat)


def test_messages_sent_while_answering_wait_their_turn_and_are_all_answered(page, payload_log):
    request = browser(page)
    first = page.send("first question (gated)", request)
    until(first, lambda o: o[1].startswith("Searching the documents"))
    second = page.send("second question", request)
    chat, status, *_ = next(second)  # shown at once, marked as waiting
    shown = texts(chat)
    assert "second question" in shown and "Waiting: this will be answered" in shown
    assert "(1 more message(s) waiting)" in status
    third = page.send("third question", request)
    assert "the questions before it are done" in texts(next(third)[0])
    page.runner.gate.set()
    for stream in (first, second, third):
        assert list(stream)[-1][1] == "Answered."  # every stream ends on the same final state
    turns = payload_log.rows("turns", where={"session_id": sid_of(page, request)})
    assert [(t["user_message"], t["outcome"]) for t in turns] == [
        ("first question (gated)", "answered"),
        ("second question", "answered"),
        ("third question", "answered"),
    ]
    # in order, each seeing the answers before it
    assert [len(history) for _sid, _message, history in page.runner.calls] == [0, 2, 4]


def wait_for(predicate, timeout_s: float = 60.0) -> None:
    """Wait for a state another thread reaches (checked every 10 ms, a generous deadline)."""
    deadline = time.monotonic() + timeout_s
    while not predicate():
        assert time.monotonic() < deadline, "the expected state was never reached"
        time.sleep(0.01)


def test_a_message_whose_request_comes_first_still_waits_for_the_one_sent_before_it(
    page, payload_log
):
    """Two messages sent back to back are two requests; on a loaded machine the second can
    be handled first. It waits for its page's earlier message, so the answers keep the order
    the user sent them in; another page of the same browser is not held by it."""
    request = browser(page)
    second = threading.Thread(target=lambda: list(page.send("second", request, "pg1:2")))
    second.start()
    wait_for(lambda: page.order.held == 1)  # handled first, and holding
    assert payload_log.rows("turns", where={"session_id": sid_of(page, request)}) == []
    list(page.send("other tab", request, "pg2:1"))  # its own count: not held
    list(page.send("first", request, "pg1:1"))
    second.join(timeout=60)
    assert not second.is_alive() and page.order.held == 0
    turns = payload_log.rows("turns", where={"session_id": sid_of(page, request)})
    assert [t["user_message"] for t in turns] == ["other tab", "first", "second"]


def test_a_refused_message_still_lets_the_next_one_go(page, payload_log):
    request = browser(page)
    nxt = threading.Thread(target=lambda: list(page.send("after the empty one", request, "pg:2")))
    nxt.start()
    wait_for(lambda: page.order.held == 1)
    (refused,) = list(page.send("   ", request, "pg:1"))
    assert refused[1] == "Please type a question first."
    nxt.join(timeout=60)
    assert not nxt.is_alive()
    turns = payload_log.rows("turns", where={"session_id": sid_of(page, request)})
    assert [t["user_message"] for t in turns] == ["after the empty one"]


def test_send_order_gives_up_on_a_message_that_never_came():
    order = SendOrder(wait_s=0.05)
    turn = order.wait_turn("s", "pg:3")  # 1 and 2 never arrive: it goes on after wait_s
    assert turn == ("s", "pg", 3)
    order.done(turn)
    order.done(order.wait_turn("s", "pg:1"))  # a late earlier one is not held either
    assert order.held == 0 and order.wait_turn("s", "pg:4") == ("s", "pg", 4)
    for junk in ("", "pg", "pg:x", "../x:1", ":1", "pg:1:2", "p" * 65 + ":1", None):
        assert SendOrder.parse(junk) is None and order.wait_turn("s", junk) is None


def test_send_order_forgets_the_oldest_pages():
    order = SendOrder(keep=2)
    for page in ("a", "b", "c"):
        order.done(order.wait_turn("s", f"{page}:1"))
    assert sorted(k[1] for k in order._next) == ["b", "c"]


def test_a_full_line_refuses_visibly_and_keeps_the_text(payload_log):
    runner = FakeRunner(payload_log)
    jobs = TurnJobs(runner_factory=lambda: runner, log=payload_log, max_waiting=1)
    page = ChatPage(log=payload_log, jobs=jobs, signer=CookieSigner(b"k" * 32))
    try:
        request = browser(page)
        first = page.send("first (gated)", request)
        until(first, lambda o: o[1].startswith("Searching"))
        second = page.send("second", request)
        next(second)
        (refused,) = list(page.send("third", request))
        assert refused[1].startswith("Please wait: 1 messages are already waiting")
        assert refused[2] == "third"  # back into the box
        runner.gate.set()
        list(first), list(second)
        assert [t["user_message"] for t in payload_log.rows("turns")] == ["first (gated)", "second"]
    finally:
        runner.gate.set()
        jobs.shutdown()


def test_a_failed_answer_in_the_line_does_not_stop_the_next(page, payload_log):
    request = browser(page)
    first = page.send("backend down (gated)", request)
    second = page.send("and then this", request)
    page.runner.gate.set()
    out_first, out_second = list(first)[-1], list(second)[-1]
    assert out_first[2] == "backend down (gated)" and out_second[2] == ""  # only its own text
    turns = payload_log.rows("turns", where={"session_id": sid_of(page, request)})
    assert [(t["user_message"], t["outcome"]) for t in turns] == [
        ("backend down (gated)", "error"),
        ("and then this", "answered"),
    ]


def test_a_reload_mid_answer_reattaches_to_the_running_turn(page, payload_log):
    request = browser(page)
    first = page.send("gated question", request)
    until(first, lambda o: o[1].startswith("Searching"))
    first.close()  # the browser went away mid-answer
    reloaded = page.load(request)
    live = until(reloaded, lambda o: "gated question" in texts(o[0]))
    assert live[1].startswith("Searching")
    page.runner.gate.set()
    chat, status, *_ = list(reloaded)[-1]
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
    chat, status, _, sig, _, holder = list(page.send("please escalate this", request))[-1]
    assert "follow up" in texts(chat).lower()
    assert status == "Passed to our support team: a person will answer here."  # not "Answered."
    assert "A person from our support team will answer here" in holder
    assert page.tick(sig, request) == (gr.skip(),) * 4  # nothing new: no update sent
    queue = EscalationQueue(payload_log)
    (esc,) = queue.list()
    queue.claim(esc["id"], "alice")
    queue.reply(esc["id"], "A person here: <b>no</b> SMS, email only.")
    new_chat, new_sig, _notice, _holder = page.tick(sig, request)
    assert new_sig != sig
    assert (
        "Reply from our support team:<br><br>A person here: &lt;b&gt;no&lt;/b&gt; SMS, email only."
        in texts(new_chat)
    )
    other = browser(page)
    assert list(page.load(other))[-1][0] == []  # another browser never sees it


def test_the_poll_waits_while_an_answer_is_running(page):
    request = browser(page)
    gen = page.send("gated question", request)
    until(gen, lambda o: o[1].startswith("Searching"))
    assert page.tick("", request) == (gr.skip(),) * 4
    page.runner.gate.set()
    list(gen)  # the stream ends only once nothing is running
    assert isinstance(page.tick("", request)[0], list)


def test_ask_a_person_hands_the_conversation_to_the_support_queue(page, payload_log):
    from bot.critic.escalation import EscalationQueue

    request = browser(page)
    assert page.handoff(request)[1].startswith("Please type your question first")
    list(page.send("How much is the Team plan?", request))
    chat, status, holder = page.handoff(request)
    assert status == HANDOFF_DONE and HANDED_OVER in texts(chat)
    assert "A person from our support team will answer here" in holder
    assert page.handoff(request)[1].startswith("Our support team already has this conversation")
    queue = EscalationQueue(payload_log)
    (esc,) = queue.list()
    assert esc["session_id"] == sid_of(page, request) and esc["status"] == "open"
    assert queue.get(esc["id"])["data"]["question"] == "How much is the Team plan?"
    queue.claim(esc["id"], "alice")
    queue.reply(esc["id"], "Hi, it is $49 per user per month.")
    shown = texts(page.tick("", request)[0])
    assert "Reply from our support team:<br><br>Hi, it is $49" in shown  # a reply by the old API
    assert HANDED_OVER in shown  # the notice stays where it was said (also after a reload)


def answers(messages) -> list[str]:
    """The assistant's answers shown (not its sources, not a failure notice)."""
    return [
        m["content"]
        for m in messages
        if m["role"] == "assistant" and not m.get("metadata") and "$49" in m["content"]
    ]


def test_the_page_retries_a_message_its_lost_worker_left_unanswered(page, payload_log):
    """A worker killed mid-answer: its turn is closed as interrupted (``bot.store.leases``);
    the page's one retry asks again and the answer appears once."""
    request = browser(page)
    sid = sid_of(page, request)
    payload_log.ensure_session(sid, channel="ui")
    lost = payload_log.start_turn(sid, "How much is the Team plan?")
    payload_log.finish_turn(lost, outcome="error", error="interrupted: the worker stopped")
    chat, status, *_ = list(page.resend("How much is the Team plan?", request, "pg:7"))[-1]
    assert status == "Answered."
    assert answers(chat) == ["The Team plan costs $49 per user per month."]
    assert len(page.runner.calls) == 1


def test_the_pages_retry_never_asks_again_what_was_answered(page, payload_log):
    """The worker answered, then died before the page heard it: the retry shows the logged
    answer and runs no second turn."""
    request = browser(page)
    list(page.send("How much is the Team plan?", request))
    chat, *_ = list(page.resend("How much is the Team plan?", request, "pg:1"))[-1]
    assert answers(chat) == ["The Team plan costs $49 per user per month."]
    assert len(page.runner.calls) == 1
    assert len(payload_log.rows("turns", where={"session_id": sid_of(page, request)})) == 1
