"""Small helpers for the critic tests: a critic that returns queued verdicts."""

from __future__ import annotations

import time

from bot.critic.base import ProblemSentence, Verdict
from bot.critic.review import Candidate
from bot.steps import Source

SOURCES = [
    Source(
        kind="document",
        id="password-reset#1",
        title="Resetting your password",
        text=(
            "To reset your password, click 'Forgot password' on the sign-in page. "
            "We send a 6-digit code to your email address. The code is valid for 15 minutes. "
            "Quillstack never sends reset codes by SMS."
        ),
    )
]


def high(
    sentence: str = "We text you a code.", reason: str = "Sources say email, not SMS."
) -> Verdict:
    return Verdict(
        critic="queued", problematic_sentences=[ProblemSentence(sentence, reason, "HIGH")]
    )


def low() -> Verdict:
    return Verdict(
        critic="queued", problematic_sentences=[ProblemSentence("Usually quick.", "vague", "LOW")]
    )


def ok() -> Verdict:
    return Verdict(critic="queued", general_thoughts="all supported")


class QueuedCritic:
    """Returns the queued verdicts in order (a callable entry is called with the answer)."""

    name = "queued"

    def __init__(self, verdicts, *, delay: float = 0.0):
        self.verdicts = list(verdicts)
        self.calls: list[tuple[str, list[Source], str]] = []
        self.delay = delay

    def check(self, question, sources, answer):
        self.calls.append((question, sources, answer))
        if self.delay:
            time.sleep(self.delay)
        item = self.verdicts.pop(0)
        if isinstance(item, Exception):
            raise item
        return item(answer) if callable(item) else item


class Actor:
    """A generate() function that returns the queued answers and keeps the feedback it got."""

    def __init__(self, answers, sources=None):
        self.answers = list(answers)
        self.feedback: list[str | None] = []
        self.sources = SOURCES if sources is None else sources

    def __call__(self, feedback):
        self.feedback.append(feedback)
        item = self.answers.pop(0)
        if isinstance(item, Exception):
            raise item
        return Candidate(answer=item, sources=self.sources)
