"""What a review of a candidate answer is made of: the candidate (an answer and what it may
rest on) and the result (what the user sees, every round with its verdict). The loop that
produces them is the guard pipeline (``bot.guard.pipeline``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bot.critic.base import ProblemSentence, Verdict
from bot.steps import Source, Step


@dataclass
class Candidate:
    answer: str
    sources: list[Source] = field(default_factory=list)
    steps: list[Step] = field(default_factory=list)
    # the conversation the model wrote it in, its reply last (a guard may ask the model about
    # its own draft with the same prefix); empty for quotes and fixed messages
    messages: list[dict[str, Any]] = field(default_factory=list)
    # its tokens' log-probabilities as the model wrote it (empty: not known)
    logprobs: list[tuple[str, float]] = field(default_factory=list)


@dataclass
class ReviewResult:
    answer: str  # what the user sees: the checked answer, or the honest escalation notice
    outcome: str  # delivered | quoted | not_found | escalated
    rounds: list[tuple[Candidate, Verdict]] = field(default_factory=list)
    steps: list[Step] = field(default_factory=list)
    reason: str = ""  # why it was escalated (or delivered unchecked)
    escalation_id: int | None = None

    @property
    def verdict(self) -> Verdict | None:
        return self.rounds[-1][1] if self.rounds else None

    @property
    def last_candidate(self) -> Candidate | None:
        return self.rounds[-1][0] if self.rounds else None

    @property
    def findings(self) -> list[ProblemSentence]:
        """The problems the delivered answer still carries (LOW ones, kept for the record)."""
        return list(self.verdict.problematic_sentences) if self.verdict else []

    @property
    def regenerations(self) -> int:
        return max(0, len(self.rounds) - 1)

    def to_dict(self) -> dict[str, Any]:
        return {
            "answer": self.answer,
            "outcome": self.outcome,
            "reason": self.reason,
            "escalation_id": self.escalation_id,
            "rounds": [
                {
                    "answer": c.answer,
                    "sources": [s.to_dict() for s in c.sources],
                    "verdict": v.to_dict(),
                }
                for c, v in self.rounds
            ],
        }
