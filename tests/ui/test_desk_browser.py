"""The support desk in two browsers (Playwright, headless Chromium) against the real app:
a customer on a phone-sized screen asks in words for a person; staff see the case appear
without a reload, claim it, read the sources the customer saw and a reply drafted from
them, edit and send it; the customer's answer goes to the person (the test waits for it in
the case, an event bounded at 10 s) and the bot says nothing; staff hand the conversation
back and resolve it with a support label; the customer sees who is answering at each step.
Screenshots go to the test's output folder (and to docs/img/ with
GUARDBOT_DOCS_SCREENSHOTS=1)."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from bot.handover import HANDED_OVER
from tests.ui.test_browser import WAIT_MS, browser, server, shot, staff_login  # noqa: F401
from tests.ui.test_render import INTERNAL
from tests.ui.test_staff import STAFF_INTERNAL

# ``browser`` and ``server`` are the browser tests' module-scoped fixtures (one each here)
pytestmark = [pytest.mark.browser, pytest.mark.embeddings, pytest.mark.slow]

PHONE = {"width": 390, "height": 844}
EVENT_MS = 10_000  # a customer's message reaches the open case within this


@pytest.fixture
def contexts(browser):  # noqa: F811
    made: list[Any] = []

    def make(**kwargs: Any) -> Any:
        context = browser.new_context(**kwargs)
        made.append(context)
        page = context.new_page()
        page.set_default_timeout(WAIT_MS)
        return page

    yield make
    for context in made:
        context.close()


def wait_text(page: Any, selector: str, text: str, *, timeout: int = WAIT_MS) -> None:
    page.wait_for_function(
        "([s, t]) => (document.querySelector(s)?.innerText || '').includes(t)",
        arg=[selector, text],
        timeout=timeout,
    )


def wait_value(page: Any, selector: str, text: str) -> None:
    page.wait_for_function(
        "([s, t]) => (document.querySelector(s)?.value || '').includes(t)", arg=[selector, text]
    )


def say(page: Any, text: str, *, until: str) -> None:
    page.fill("#chat-input textarea", text)
    page.click("#chat-send")
    wait_value(page, "#chat-status textarea", until)


def open_case(staff: Any, case_id: int) -> None:
    staff.locator("#q-table").get_by_role("gridcell", name=f"#{case_id}", exact=True).first.click()
    wait_text(staff, "#q-detail", f"Case #{case_id}")


def test_the_whole_desk_in_two_browsers(server, contexts, output_dir, module_env):  # noqa: F811
    log = module_env["log"]
    staff = contexts(viewport={"width": 1280, "height": 1000})
    staff_login(staff, server.url)
    wait_text(staff, "#staff-header", "Logged in as")

    customer = contexts(viewport=PHONE, is_mobile=True, has_touch=True)
    customer.goto(server.url + "/")
    wait_text(customer, "#chat-holder", "You are talking with our assistant")
    say(customer, "How much does the Team plan cost?", until="Answered.")
    assert "Sources: 3 help-centre passages" in customer.inner_text("#chat")
    send = customer.locator("#chat-send").bounding_box()
    assert send and send["y"] + send["height"] <= PHONE["height"]  # Send stays on the screen
    shot(customer, output_dir, "customer-chat-phone.png", full=False)

    say(customer, "I want to speak to someone about my invoice", until="Passed to our support team")
    wait_text(customer, "#chat", HANDED_OVER)
    wait_text(customer, "#chat-holder", "A person from our support team will answer here")
    sid = log.rows("turns")[-1]["session_id"]
    turns_before = log.count("turns", session_id=sid)
    (case,) = [e for e in log.rows("escalations") if e["session_id"] == sid]

    wait_text(staff, "#q-table", f"#{case['id']}")  # a new case, without a reload
    assert not STAFF_INTERNAL.search(staff.inner_text("#q-table"))
    shot(staff, output_dir, "staff-queue.png")
    open_case(staff, case["id"])
    detail = staff.inner_text("#q-detail")
    assert "The customer asked for a person." in detail
    assert "Sources the customer saw: 3 help-centre passages" in detail
    assert not STAFF_INTERNAL.search(detail), STAFF_INTERNAL.search(detail)
    wait_value(staff, "#q-reply textarea", "Our article")  # the drafted reply
    assert "Drafted from 1 article the customer was shown" in staff.inner_text("#q-draft-note")
    staff.locator("#q-detail details summary", has_text="Sources the customer saw").first.click()
    wait_text(staff, "#q-detail", "Plans and pricing")
    shot(staff, output_dir, "staff-case.png")

    staff.click("#q-claim")
    wait_value(staff, "#q-result textarea", "is yours")
    wait_text(customer, "#chat-holder", "You are talking with Alice from our support team")
    draft = staff.input_value("#q-reply textarea")
    staff.fill("#q-reply textarea", draft.replace("Is there anything else", "Which invoice is it "
                                                  "about? Is there anything else"))  # fmt: skip
    shot(staff, output_dir, "staff-drafted-reply.png")
    staff.click("#q-send")
    wait_value(staff, "#q-result textarea", "Reply sent")
    wait_text(customer, "#chat", "Alice from our support team:")
    assert "Which invoice is it about?" in customer.inner_text("#chat")

    say(customer, "It is invoice 2231.", until="Sent to Alice from our support team.")
    wait_text(staff, "#q-detail", "It is invoice 2231.", timeout=EVENT_MS)  # the event
    assert log.count("turns", session_id=sid) == turns_before  # the bot said nothing
    chat = customer.inner_text("#chat")
    assert chat.rstrip().endswith("It is invoice 2231.")  # nothing answered it but the person
    shot(customer, output_dir, "customer-chat-with-person-phone.png", full=False)

    staff.click("#q-handback")
    wait_value(staff, "#q-result textarea", "the bot answers the customer again")
    wait_text(customer, "#chat-holder", "You are talking with our assistant")
    wait_text(customer, "#chat", "Alice handed this conversation back to our assistant")
    staff.get_by_label("The customer wanted a person").check()
    staff.click("#q-resolve")
    wait_value(staff, "#q-result textarea", "resolved")
    row = log.get("escalations", case["id"])
    assert (row["status"], row["resolution_label"]) == ("resolved", "wanted_person")
    say(customer, "How much does annual billing save?", until="Answered.")  # the bot again
    assert log.count("turns", session_id=sid) == turns_before + 1
    for line in customer.inner_text("#chat-holder").splitlines():
        assert not INTERNAL.search(line), line
    persons = [m for m in log.rows("case_messages") if m["role"] == "person"]
    assert json.loads(persons[-1]["meta"])["edited"] is True  # a person's reply, from the draft
    assert re.search(r"Which invoice is it about\?", persons[-1]["text"])
