"""The grounding critic on hand-made cases: every kind of hallucination caught, every
supported sentence passed (real MiniLM embeddings)."""

from __future__ import annotations

import time

import pytest

from bot.critic.grounding import GroundingCritic, flatten_source
from bot.steps import Source

pytestmark = pytest.mark.embeddings

PASSWORD = Source(
    kind="document",
    id="security/password-reset",
    title="Resetting your password",
    text=(
        "If you forgot your password, you can reset it yourself with a code sent by email. "
        "On the sign-in page at app.quillstack.com, click Forgot password?. "
        "Quillstack emails you a 6-digit code. The code is valid for 15 minutes. "
        "Reset codes are only ever sent by email. Quillstack never sends reset codes by SMS "
        "and support staff will never ask you for a code. "
        'Check your spam folder; the email comes from no-reply@quillstack.com with the subject "Your Quillstack reset code". '
        "You can request a new code after 60 seconds."
    ),
)
REFUNDS = Source(
    kind="document",
    id="billing/refunds",
    title="Refunds",
    text=(
        "If you cancel an annual subscription within the first 30 days of the contract year, Quillstack refunds "
        "the unused part of the year pro rata. Monthly subscriptions are not refunded. "
        "Refunds go back to the card or bank account that made the payment and arrive within 5 to 10 business days. "
        "The workspace Owner writes to billing@quillstack.com with the workspace ID and the invoice number. "
        "Refund requests are answered within 3 business days."
    ),
)
PRICING = Source(
    kind="document",
    id="billing/plans",
    title="Plans and pricing",
    text=(
        "Starter costs $19 per user per month, for up to 5 users. Team costs $49 per user per month. "
        "Business costs $99 per user per month. Enterprise has custom pricing on an annual contract. "
        "Annual billing saves 20%."
    ),
)
ACCOUNT = Source(
    kind="tool",
    id="get_account_details",
    title="get_account_details",
    text='{"account": {"name": "Acme Corp", "plan": "Business", "owner": "Dana Lee", "health_score": 72}}',
)
SOURCES = [PASSWORD, REFUNDS, PRICING, ACCOUNT]


@pytest.fixture(scope="module")
def critic(embedder):
    return GroundingCritic(embedder=embedder)


def _check(critic, answer, sources=SOURCES):
    return critic.check("question", sources, answer)


@pytest.mark.parametrize(
    "answer",
    [
        "Quillstack emails you a 6-digit code. The code is valid for 15 minutes.",
        "The reset code is valid for fifteen minutes.",
        "Reset codes are only sent by email, never by SMS.",
        "Check your spam folder for an email from no-reply@quillstack.com.",
        "Refunds arrive within 5 to 10 business days.",
        "Monthly subscriptions are not refunded.",
        "Starter is $19 per user per month for up to five users.",
        "With annual billing you save 20%.",
        "The Acme Corp account is on the Business plan and its owner is Dana Lee.",
        "Acme Corp has a health score of 72.",
        "To ask for a refund, the workspace Owner writes to billing@quillstack.com.",
        "Hi! Happy to help. Business costs $99 per user per month. Let me know if you have other questions!",
        "I couldn't find anything about that in the help centre.",
    ],
)
def test_supported_answers_pass(critic, answer):
    verdict = _check(critic, answer)
    assert verdict.severity_level != "HIGH", verdict.to_dict()


@pytest.mark.parametrize(
    ("answer", "why"),
    [
        ("The code is valid for 30 minutes.", "number"),
        ("The code is valid for forty-five minutes.", "number"),
        ("Refunds arrive within 2 business days.", "number"),
        ("Team costs $59 per user per month.", "number"),
        ("Annual billing saves 25%.", "number"),
        ("Write to refunds@quillstack.com to get your money back.", "e-mail"),
        ("See https://quillstack.com/refund-form for the refund form.", "address"),
        ('Click "Send me a text" on the sign-in page.', "quoted"),
        ("You can also pay with PayPal.", "name"),
        ("Acme Corp is owned by John Smith.", "name"),
        ("We send the 6-digit reset code to your phone by SMS.", "deny"),
        ("There is no fee for refunds.", "absence"),
        ("Quillstack does not support refunds to gift cards.", "absence"),
        ("Try clearing your browser cache and restarting your computer.", "never mention"),
        ("You can also ask your account manager for a goodwill credit.", "never mention"),
        ("Quillstack also offers a lifetime deal with a one-off payment.", "never mention"),
    ],
)
def test_hallucinations_are_caught(critic, answer, why):
    verdict = _check(critic, answer)
    assert verdict.severity_level == "HIGH", verdict.to_dict()
    assert why in verdict.problematic_sentences[0].reason.lower() or why in (
        "deny",
        "absence",
        "never mention",
    )
    assert verdict.problematic_sentences[0].critic == "grounding"


def test_only_the_bad_sentence_is_flagged_and_scores_are_per_sentence(critic):
    answer = "Hello! Quillstack emails you a 6-digit code. The code is valid for 30 minutes. Thanks for asking!"
    verdict = _check(critic, answer)
    assert [p.sentence for p in verdict.problematic_sentences] == [
        "The code is valid for 30 minutes."
    ]
    scored = dict(verdict.sentence_scores)
    assert set(scored) == {
        "Quillstack emails you a 6-digit code.",
        "The code is valid for 30 minutes.",
    }
    assert (
        scored["The code is valid for 30 minutes."]
        > scored["Quillstack emails you a 6-digit code."]
    )


def test_no_sources_means_every_claim_is_unsupported(critic):
    verdict = _check(critic, "The code is valid for 15 minutes.", sources=[])
    assert verdict.severity_level == "HIGH"


def test_tool_results_are_flattened_into_checkable_lines():
    assert "account name: Acme Corp" in flatten_source(ACCOUNT)


def test_runs_in_milliseconds_once_sources_are_cached(critic):
    answer = "Quillstack emails you a 6-digit code. The code is valid for 15 minutes."
    _check(critic, answer)
    started = time.perf_counter()
    for _ in range(5):
        _check(critic, answer)
    per_answer_ms = (time.perf_counter() - started) * 1000 / 5
    assert per_answer_ms < 250, per_answer_ms
