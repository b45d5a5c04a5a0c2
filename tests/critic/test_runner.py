"""Bad input every critic shares: empty, giant, foreign-language and sourceless answers."""

from __future__ import annotations

from bot.critic.runner import run_check
from tests.critic.helpers import SOURCES, QueuedCritic, ok


def _run(answer, sources=SOURCES, **kw):
    critic = QueuedCritic([ok()])
    return run_check(critic, "How do I reset my password?", sources, answer, **kw), critic


def test_empty_answer():
    verdict, critic = _run("  \n ")
    assert (
        verdict.severity_level == "HIGH"
        and "empty" in verdict.general_thoughts
        and not critic.calls
    )


def test_giant_answer():
    verdict, critic = _run("We email you a code. " * 2000, max_chars=6000)
    assert (
        verdict.severity_level == "HIGH"
        and "too long" in verdict.general_thoughts
        and not critic.calls
    )


def test_answer_in_another_language():
    verdict, critic = _run("Nous vous envoyons un code par SMS, il est valable pendant une heure.")
    assert verdict.severity_level == "HIGH" and "another language" in verdict.general_thoughts
    verdict, _ = _run("Wir senden Ihnen einen Code per SMS, der eine Stunde lang gültig ist.")
    assert verdict.severity_level == "HIGH"


def test_an_address_copied_from_the_sources_is_read_as_their_language():
    """ "14 Harbour Road, Saltmarsh, SM4 2QL." has no English function words, yet every word
    is the sources' own: the critic judges it (hostile7's Customer Centre address)."""
    from bot.steps import Source

    address = "Visit us at the Customer Centre, 14 Harbour Road, Saltmarsh, SM4 2QL."
    sources = [*SOURCES, Source(kind="kb", text=address)]
    verdict, critic = _run("14 Harbour Road, Saltmarsh, SM4 2QL.", sources=sources)
    assert "another language" not in verdict.general_thoughts and critic.calls
    foreign, _ = _run("Harbour Road, Saltmarsh: Kundenzentrum geöffnet werktags.", sources=sources)
    assert "another language" in foreign.general_thoughts


def test_no_sources():
    verdict, critic = _run("The code is valid for 15 minutes.", sources=[])
    assert verdict.severity_level == "HIGH" and not critic.calls
    refusal, _ = _run("I couldn't find that in our help centre.", sources=[])
    assert refusal.severity_level == "NONE"


def test_pleasantries_only_are_not_judged():
    verdict, critic = _run(
        "Hi there! Thanks for reaching out. Let me know if you need anything else."
    )
    assert verdict.severity_level == "NONE" and not critic.calls


def test_normal_answer_reaches_the_critic_and_latency_is_set():
    verdict, critic = _run("Quillstack emails you a 6-digit code.")
    assert len(critic.calls) == 1 and verdict.latency_ms > 0


def test_verdict_round_trips_through_dict_with_stated_severity():
    from bot.critic.base import Verdict

    verdict = Verdict(critic="llm", explicit_severity="HIGH", general_thoughts="made up")
    again = Verdict.from_dict(verdict.to_dict())
    assert again.severity_level == "HIGH" and again.to_dict() == verdict.to_dict()
