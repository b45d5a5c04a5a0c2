"""``guardbot escalations`` and ``guardbot report gaps`` on the same case as the web desk,
with the web form's labels: a case opened in a customer's conversation is shown with its
thread, claimed and answered from the terminal, answered on the web page, shown again with
both replies, resolved with "Our documents lack this", and listed as a knowledge gap."""

from __future__ import annotations

from typer.testing import CliRunner

import bot.cli
from bot.handover.vocabulary import LABEL_CHOICES
from tests.ui.conftest import FakeRequest
from ui.auth import STAFF_COOKIE, CookieSigner
from ui.render import conversation
from ui.services import Services
from ui.staff import StaffPages


def guardbot(*args: str) -> str:
    bot.cli.register(["desk"])
    result = CliRunner().invoke(bot.cli.app, list(args), catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return result.output


def refused(*args: str) -> str:
    result = CliRunner().invoke(bot.cli.app, list(args))
    assert result.exit_code == 1, result.output
    return result.output


def test_show_claim_reply_resolve_on_the_web_desks_case_with_its_labels(settings, payload_log):
    pages = StaffPages(services=Services(settings=settings, log=payload_log),
                       signer=CookieSigner(b"s" * 32))  # fmt: skip
    alice = FakeRequest({STAFF_COOKIE: pages.signer.sign_staff("alice")})
    desk = pages.services.desk
    sid = payload_log.start_session(channel="ui")
    turn = payload_log.start_turn(sid, "Can I pay by bank transfer?")
    payload_log.finish_turn(turn, outcome="not_found", final_answer="Our documents do not say.",
                            meta={"sources": [{"kind": "document", "title": "Payment methods",
                                               "text": "We take cards.", "meta": {"score": 0.7}}]})  # fmt: skip
    case = desk.route_message(sid, "I want to talk to a human").case_id
    desk.route_message(sid, "It is for invoice 2231.")  # after the hand-over

    listed = guardbot("escalations", "list")
    assert str(case) in listed and "bank transfer" in listed  # the queue's real question
    shown = guardbot("escalations", "show", str(case))
    assert f"Case #{case} · New" in shown and "The customer asked for a person." in shown
    assert "Question: Can I pay by bank transfer?" in shown  # the real question
    assert "Customer" in shown and "It is for invoice 2231." in shown  # the thread
    assert "Assistant, delivered" in shown and "Our documents do not say." in shown

    assert "is yours" in guardbot("escalations", "claim", str(case), "--as", "bob")
    table, *_ = pages.queue.listing("open", alice)
    assert table["value"][0][3] == "With Bob"  # the web desk sees the terminal's claim
    guardbot("escalations", "reply", str(case), "We take cards only for now.", "--as", "bob")
    pages.queue.act("reply", case, "Alice here: bank transfers are coming.", "", "", "", "", alice)
    chat = [m["content"] for m in conversation(payload_log, sid)]
    assert any("We take cards only for now." in c for c in chat)  # the customer got it
    shown = guardbot("escalations", "show", str(case))
    assert "Bob (support team)" in shown and "Alice (support team)" in shown
    assert shown.index("We take cards only") < shown.index("bank transfers are coming")

    assert "unknown label" in refused("escalations", "resolve", str(case), "--label",
                                      "missing_content", "--as", "bob")  # fmt: skip
    words = dict((label, w) for w, label in LABEL_CHOICES)["missing_content"]
    assert words == "Our documents lack this"  # the web form's radio button
    guardbot("escalations", "resolve", str(case), "--label", words, "--as", "bob",
             "--note", "add bank transfers to Payment methods")  # fmt: skip
    row = payload_log.get("escalations", case)
    assert (row["status"], row["resolution_label"]) == ("resolved", "missing_content")
    assert desk.holder(sid).kind == "assistant"  # the bot answers again, as on the web
    assert "Resolved as: Our documents lack this" in guardbot("escalations", "show", str(case))

    gaps = guardbot("report", "gaps")
    assert "Payment methods (1; closest article: Payment methods)" in gaps
    assert f"case #{case}: Can I pay by bank transfer?" in gaps
    assert "add bank transfers" in gaps
    assert "Payment methods" in pages.queue.gaps(alice)  # the same report on the page


def test_show_marks_the_held_draft_apart_from_what_was_delivered(settings, payload_log):
    from bot.critic.escalation import EscalationQueue

    sid = payload_log.start_session(channel="ui")
    turn = payload_log.start_turn(sid, "Do you send codes by SMS?")
    payload_log.finish_turn(turn, outcome="escalated", final_answer="A person will follow up.")
    case = EscalationQueue(payload_log).create(
        session_id=sid, turn_id=turn, question="Do you send codes by SMS?", reason="still HIGH",
        attempts=[{"round": 1, "answer": "Yes, by SMS.",
                   "verdict": {"severity_level": "HIGH", "problematic_sentences": []}}],
    )  # fmt: skip
    shown = guardbot("escalations", "show", str(case))
    assert "Assistant, delivered (Held back: the customer was told a person will answer): " in shown
    assert "Held back, not sent to the customer: Yes, by SMS." in shown
    assert "The bot could not back its answer with our articles" in shown
