"""The actor-critic loop: candidate -> critic -> on HIGH regenerate with the failed sentences
as negative examples -> at most ``max_rounds`` candidates -> LOW/NONE delivered (findings
kept) -> still HIGH: escalate to a person. Every round and verdict becomes a step (and a
``verdicts`` row when a payload log is given).

    result = review(generate, critic, question, max_rounds=3, fail_closed=True)

``generate(feedback)`` returns a ``Candidate``; ``feedback`` is None in round 1, then the
rendered ``prompts/regenerate.txt`` with every failed attempt so far.

Two optional hooks, both guardrails in code around the critic:

- ``screen(candidate)``: a check before the critic (degenerate text); it may trim the
  candidate in place, and a HIGH verdict it returns fails the round without the critic.
- ``fallback()``: before escalating, an answer grounded by construction (the sources'
  own sentences, quoted and cited). Its verdict is recorded; it is delivered as
  ``outcome="quoted"``. None: nothing in the sources answers, so the turn escalates.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import structlog

from bot import context
from bot.critic.base import Critic, ProblemSentence, Verdict
from bot.critic.prompts import escalation_notice, regeneration_feedback
from bot.critic.runner import MAX_ANSWER_CHARS, run_check
from bot.llm.base import LLMError
from bot.steps import (
    CandidateStep,
    ErrorStep,
    EscalationStep,
    RegenerationStep,
    Source,
    Step,
    VerdictStep,
)

if TYPE_CHECKING:
    from bot.critic.escalation import EscalationQueue
    from bot.store.log import PayloadLog

log = structlog.get_logger("guardbot.critic")


@dataclass
class Candidate:
    answer: str
    sources: list[Source] = field(default_factory=list)
    steps: list[Step] = field(default_factory=list)


@dataclass
class ReviewResult:
    answer: str  # what the user sees: the checked answer, or the honest escalation notice
    outcome: str  # delivered | escalated
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


Generate = Callable[[str | None], Candidate]
Screen = Callable[[Candidate], Verdict | None]
Fallback = Callable[[], Candidate | None]


@dataclass
class _Run:
    """Mutable state of one review (steps emitted as they happen)."""

    question: str
    on_step: Callable[[Step], None] | None
    payload_log: PayloadLog | None
    steps: list[Step] = field(default_factory=list)
    rounds: list[tuple[Candidate, Verdict]] = field(default_factory=list)

    def emit(self, step: Step) -> None:
        self.steps.append(step)
        if self.on_step is not None:
            self.on_step(step)

    def record(self, round_no: int, answer: str, verdict: Verdict) -> None:
        if self.payload_log is None:
            return
        ctx = context.current()
        self.payload_log.record_verdict(
            critic=verdict.critic,
            severity=verdict.severity_level,
            data=verdict.to_dict(),
            latency_ms=verdict.latency_ms,
            session_id=ctx.session_id,
            turn_id=ctx.turn_id,
            round=round_no,
            answer=answer,
            unparseable=verdict.unparseable,
        )


def review(
    generate: Generate,
    critic: Critic,
    question: str,
    *,
    max_rounds: int,
    fail_closed: bool,
    timeout: float | None = None,
    max_chars: int = MAX_ANSWER_CHARS,
    payload_log: PayloadLog | None = None,
    on_step: Callable[[Step], None] | None = None,
    escalations: EscalationQueue | None = None,
    history: list[dict[str, Any]] | None = None,
    prompts_dir: Path | str | None = None,
    screen: Screen | None = None,
    fallback: Fallback | None = None,
) -> ReviewResult:
    """Run the bounded loop. With ``escalations`` given, an escalation record is created too
    (session and turn ids come from the current ``call_scope``)."""
    if max_rounds < 1:
        raise ValueError("max_rounds must be at least 1")
    run = _Run(question=question, on_step=on_step, payload_log=payload_log)
    check = _Check(critic, question, timeout, max_chars, screen)
    feedback: str | None = None
    failed: list[tuple[int, str, Verdict]] = []
    reason = f"still HIGH after {max_rounds} round(s)"
    for round_no in range(1, max_rounds + 1):
        candidate = _generate(run, generate, feedback, round_no)
        if candidate is None:
            reason = "the actor failed while regenerating"
            break
        verdict = check(run, round_no, candidate)
        if verdict.error or verdict.unparseable:
            what = verdict.error or "the critic's reply could not be parsed"
            if fail_closed:
                return _escalate(run, f"critic failed: {what}", escalations, history, prompts_dir)
            log.warning("critic_failed_open", critic=verdict.critic, error=what)
            return _deliver(run, candidate, reason=f"delivered unchecked (fail_closed off): {what}")
        if not verdict.hallucinated:
            return _deliver(run, candidate)
        failed.append((round_no, candidate.answer, verdict))
        if round_no < max_rounds:
            feedback = regeneration_feedback(question, failed, directory=prompts_dir)
    quoted = fallback() if fallback is not None else None
    if quoted is not None:
        check(run, len(run.rounds) + 1, quoted, screened=False)
        result = _deliver(run, quoted, reason=f"{reason}; answered with quoted sources")
        result.outcome = "quoted"
        return result
    return _escalate(run, reason, escalations, history, prompts_dir)


@dataclass
class _Check:
    """The screen, then the critic, on one candidate: the verdict becomes a step and a row."""

    critic: Critic
    question: str
    timeout: float | None
    max_chars: int
    screen: Screen | None

    def __call__(
        self, run: _Run, round_no: int, candidate: Candidate, *, screened: bool = True
    ) -> Verdict:
        verdict = self.screen(candidate) if (screened and self.screen is not None) else None
        if verdict is None:
            verdict = run_check(
                self.critic,
                self.question,
                candidate.sources,
                candidate.answer,
                timeout=self.timeout,
                max_chars=self.max_chars,
            )
        run.rounds.append((candidate, verdict))
        run.emit(VerdictStep(round=round_no, **verdict.to_dict()))
        run.record(round_no, candidate.answer, verdict)
        return verdict


def _generate(
    run: _Run, generate: Generate, feedback: str | None, round_no: int
) -> Candidate | None:
    if feedback is not None:
        run.emit(RegenerationStep(round=round_no, feedback=feedback))
    try:
        with context.call_scope(purpose="actor" if feedback is None else "regenerate"):
            candidate = generate(feedback)
    except LLMError as exc:
        if feedback is None:
            raise  # the first answer could not be made at all: the turn reports it
        log.warning("regeneration_failed", round=round_no, error_kind=exc.kind)
        run.emit(ErrorStep(round=round_no, error=str(exc), error_kind=exc.kind))
        return None
    for step in candidate.steps:
        run.emit(step)
    run.emit(CandidateStep(round=round_no, answer=candidate.answer))
    return candidate


def _deliver(run: _Run, candidate: Candidate, *, reason: str = "") -> ReviewResult:
    return ReviewResult(
        answer=candidate.answer,
        outcome="delivered",
        rounds=run.rounds,
        steps=run.steps,
        reason=reason,
    )


def _escalate(
    run: _Run,
    reason: str,
    escalations: EscalationQueue | None,
    history: list[dict[str, Any]] | None,
    prompts_dir: Path | str | None,
) -> ReviewResult:
    result = ReviewResult(
        answer=escalation_notice(directory=prompts_dir),
        outcome="escalated",
        rounds=run.rounds,
        steps=run.steps,
        reason=reason,
    )
    if escalations is not None:
        ctx = context.current()
        result.escalation_id = escalations.create_from_review(
            result,
            session_id=ctx.session_id or "unknown",
            turn_id=ctx.turn_id,
            question=run.question,
            history=history,
        )
    run.emit(
        EscalationStep(reason=reason, rounds=len(run.rounds), escalation_id=result.escalation_id)
    )
    return result
