"""Run any critic safely: checks every critic shares first (empty, giant, foreign-language,
sourceless answers), then the critic in a worker thread with a timeout, inside
``call_scope(purpose="critic")`` so its model calls are logged. Whatever happens, the
caller gets a verdict that says what happened; nothing hangs."""

from __future__ import annotations

import contextvars
import re
import threading
import time

import structlog

from bot.context import call_scope
from bot.critic.base import Critic, ProblemSentence, Verdict
from bot.critic.sentences import is_refusal, judged_sentences, looks_english, strip_citations
from bot.steps import Source

log = structlog.get_logger("guardbot.critic")

MAX_ANSWER_CHARS = 6000


def precheck(
    critic: str,
    question: str,
    sources: list[Source],
    answer: str,
    *,
    max_chars: int = MAX_ANSWER_CHARS,
) -> Verdict | None:
    """A verdict for answers no critic needs to read, or None when the critic must judge."""
    text = (answer or "").strip()
    if not text:
        return _flag(critic, "(empty answer)", "The answer is empty.", "empty answer")
    if len(text) > max_chars:
        reason = (
            f"The answer is {len(text)} characters long, more than the {max_chars} a critic checks."
        )
        return _flag(critic, text[:200] + "...", reason, "answer too long to check")
    sentences = judged_sentences(text)
    if not sentences:
        return Verdict(critic=critic, general_thoughts="Only pleasantries; nothing to judge.")
    source_text = " ".join(s.text for s in sources)
    if (
        not looks_english(text)
        and (not source_text or looks_english(source_text))
        and not _words_of(text, source_text)
    ):
        reason = "The answer is not in the language of the sources, so it cannot be checked against them."
        return _flag(critic, sentences[0], reason, "answer in another language")
    if not source_text.strip():
        claims = [s for s in sentences if not is_refusal(s)]
        if not claims:
            return Verdict(
                critic=critic, general_thoughts="No sources, and the answer only says so."
            )
        problems = [
            ProblemSentence(
                s, "There are no sources, so this claim rests on nothing.", "HIGH", critic
            )
            for s in claims
        ]
        return Verdict(
            critic=critic,
            general_thoughts="No sources for a factual answer.",
            problematic_sentences=problems,
        )
    return None


def _words_of(text: str, source_text: str) -> bool:
    """Are most of ``text``'s words the sources' own (an address, names, a code copied from
    them: no English function words, yet in the sources' language)?"""
    words = re.findall(r"[^\W\d_]{2,}", text.lower())
    have = set(re.findall(r"[^\W\d_]{2,}", source_text.lower()))
    return bool(words) and sum(w in have for w in words) >= 0.8 * len(words)


def _flag(critic: str, sentence: str, reason: str, thoughts: str) -> Verdict:
    return Verdict(
        critic=critic,
        general_thoughts=thoughts,
        problematic_sentences=[ProblemSentence(sentence, reason, "HIGH", critic)],
        score=1.0,
    )


def run_check(
    critic: Critic,
    question: str,
    sources: list[Source],
    answer: str,
    *,
    timeout: float | None = None,
    max_chars: int = MAX_ANSWER_CHARS,
) -> Verdict:
    """``critic.check`` with the shared prechecks, a timeout and errors turned into verdicts."""
    name = getattr(critic, "name", type(critic).__name__)
    started = time.perf_counter()
    answer = strip_citations(answer)
    verdict = precheck(name, question, sources, answer, max_chars=max_chars)
    if verdict is None:
        verdict = _call_with_timeout(critic, name, question, sources, answer, timeout)
    if not verdict.latency_ms:
        verdict.latency_ms = (time.perf_counter() - started) * 1000
    return verdict


def _call_with_timeout(
    critic: Critic,
    name: str,
    question: str,
    sources: list[Source],
    answer: str,
    timeout: float | None,
) -> Verdict:
    box: dict[str, object] = {}
    ctx = contextvars.copy_context()

    def work() -> None:
        try:
            with call_scope(purpose="critic"):
                box["verdict"] = critic.check(question, sources, answer)
        except Exception as exc:  # the critic failed: a verdict says so, the loop goes on
            box["error"] = exc

    started = time.perf_counter()
    thread = threading.Thread(target=ctx.run, args=(work,), name=f"critic-{name}", daemon=True)
    thread.start()
    thread.join(timeout)
    elapsed = (time.perf_counter() - started) * 1000
    if thread.is_alive():
        log.warning("critic_timeout", critic=name, timeout_s=timeout)
        return Verdict(
            critic=name, error=f"critic timed out after {timeout:g} s", latency_ms=elapsed
        )
    if "error" in box:
        exc = box["error"]
        log.error("critic_failed", critic=name, error=f"{type(exc).__name__}: {exc}", exc_info=exc)
        return Verdict(critic=name, error=f"{type(exc).__name__}: {exc}", latency_ms=elapsed)
    verdict = box.get("verdict")
    if not isinstance(verdict, Verdict):
        raise TypeError(f"critic {name} returned {type(verdict).__name__}, not a Verdict")
    return verdict
