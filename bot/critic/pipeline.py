"""The guard pipeline: one loop every candidate answer goes through, over one ordered list
of guards (``bot.guard.registry`` builds a deployment's list; the guards that read the
agent's texts live in ``bot.guard``; the critic's guard is here).

A guard looks at a candidate answer and what it may rest on and returns a verdict with what
to do when it fails (``Finding.on_fail``), or nothing when it has nothing to say:

    class MyGuard:
        name = "my_guard"
        stage = "draft"                       # every round's draft | "delivery": what is shown
        def check(self, draft: Draft) -> Finding | None: ...

The loop: draft -> each draft guard in order (the first verdict decides the round) -> on a
failing verdict, what it asks for (regenerate with the failed sentences as negative
examples, at most ``max_rounds`` drafts) -> when no draft passes, the sources quoted
(``quoting``) -> else a person (escalation). Whatever is shown then passes the delivery
guards (the output rules). Every round and verdict becomes a step (and a ``verdicts`` row).

    pipeline = GuardPipeline(guards=[..., CriticGuard(critic)], delivery=[...], max_rounds=3)
    result = pipeline.review(generate, draft)     # ``generate(feedback) -> Candidate``
    shown = pipeline.deliver(result.answer, draft)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

import structlog

from bot import context
from bot.critic.base import Critic, ProblemSentence, Verdict
from bot.critic.prompts import escalation_notice, regeneration_feedback
from bot.critic.review import Candidate, ReviewResult
from bot.critic.runner import MAX_ANSWER_CHARS, run_check
from bot.critic.sentences import is_refusal, split_sentences
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

log = structlog.get_logger("guardbot.guard")

Generate = Callable[[str | None], Candidate]


# What a failing guard asks for: trim the draft (and go on), regenerate it with the failed
# sentences as negative examples, quote the sources instead, say plainly that the documents
# do not answer, hand the conversation to a person, or block (replace) what would be shown.
ACTIONS = ("trim", "regenerate", "quote", "not_found", "escalate", "block", "pass")


@dataclass
class Draft:
    """A candidate answer in its turn: the question, what the model was shown, the sources."""

    question: str
    candidate: Candidate
    round: int = 1
    facts: list[str] | None = None  # what a small model was shown (the best sentences)
    small: bool = False  # a small model wrote it: the strict checks apply
    local: bool = False  # an in-process model that writes wrote it (it can be asked back)
    instructions: str = ""  # every instruction text a model saw (the output rules protect it)
    emit: Callable[[Step], None] = field(default=lambda step: None)
    counters: dict[str, int] = field(default_factory=dict)
    history: list[dict[str, Any]] = field(default_factory=list)  # the conversation so far
    quote_from: list[Source] = field(default_factory=list)  # what a quoted answer may cite
    tool_route: bool = False  # the answer rests on tool results (quote their fields)

    @property
    def answer(self) -> str:
        return self.candidate.answer

    @property
    def sources(self) -> list[Source]:
        return self.candidate.sources

    def count(self, key: str) -> None:
        self.counters[key] = self.counters.get(key, 0) + 1


@dataclass
class Finding:
    """A guard's verdict and what to do if it fails."""

    verdict: Verdict
    on_fail: str = "regenerate"  # one of ACTIONS

    @property
    def failed(self) -> bool:
        return self.verdict.hallucinated or bool(self.verdict.error) or self.verdict.unparseable


def flag(guard: str, answer: str, why: str, *, on_fail: str = "regenerate") -> Finding:
    """A HIGH finding about the whole draft, in words."""
    verdict = Verdict(
        critic=guard,
        general_thoughts=why,
        problematic_sentences=[ProblemSentence(answer[:300] or "(empty)", why, "HIGH")],
    )
    return Finding(verdict, on_fail)


class Guard(Protocol):
    """A check of every round's draft (``stage = "draft"``)."""

    name: str
    stage: str

    def check(self, draft: Draft) -> Finding | None: ...


class DeliveryGuard(Protocol):
    """A check of whatever is shown, drafts, quotes and fixed messages alike
    (``stage = "delivery"``): it returns the answer as it may be shown."""

    name: str
    stage: str

    def apply(self, answer: str, draft: Draft) -> str: ...


STRICT, FEW_FALSE_ALARMS = "strict", "few_false_alarms"


@dataclass
class CriticGuard:
    """The critic as a guard: sentence by sentence against the sources; HIGH regenerates with
    the failed sentences as negative examples; a critic that fails or cannot be read
    escalates (``fail_closed``) or lets the draft through unchecked (recorded).

    The policy follows the cost of a false alarm: a small model's flagged draft costs little
    (the sources are quoted instead), so under ``strict`` a sentence the critic has any doubt
    about (LOW) fails the draft too; a capable model keeps the critic's few-false-alarm
    threshold. The policy is recorded in each verdict."""

    critic: Critic
    timeout: float | None = None
    max_chars: int = MAX_ANSWER_CHARS
    fail_closed: bool = True
    name: str = "critic"
    stage: str = "draft"

    def check(self, draft: Draft) -> Finding | None:
        verdict = run_check(
            self.critic,
            draft.question,
            draft.sources,
            draft.answer,
            timeout=self.timeout,
            max_chars=self.max_chars,
        )
        verdict.policy = STRICT if draft.small else FEW_FALSE_ALARMS
        if verdict.error or verdict.unparseable:
            return Finding(verdict, "escalate" if self.fail_closed else "pass")
        if draft.small:
            for problem in verdict.problematic_sentences:
                if problem.severity == "LOW":  # any doubt fails a small model's draft
                    problem.severity = "HIGH"
                    problem.reason = f"not fully supported: {problem.reason}"
        return Finding(verdict, "regenerate")


@dataclass
class GuardPipeline:
    guards: list[Any]  # draft guards, in order (``bot.guard.registry``)
    delivery: list[Any] = field(default_factory=list)  # delivery guards, in order
    max_rounds: int = 3
    quoting: Any = None  # an object whose candidate(draft) quotes the sources (bot.guard)
    payload_log: PayloadLog | None = None
    escalations: EscalationQueue | None = None
    prompts_dir: Path | str | None = None

    @property
    def names(self) -> list[str]:
        """The deployment's guards, in the order they run."""
        return [g.name for g in (*self.guards, *self.delivery)]

    def wants_draft(self, draft: Draft) -> bool:
        """Is a model's draft worth writing for this turn? Not when a guard would set every
        draft aside for the sources' own words (``sets_aside``)."""
        return not any(getattr(g, "sets_aside", lambda d: False)(draft) for g in self.guards)

    # ------------------------------------------------------------ the loop
    def review(self, generate: Generate, draft: Draft) -> ReviewResult:
        """At most ``max_rounds`` drafts; see the module doc. ``draft`` carries the turn's
        context (question, facts, sources to quote, instructions, where steps go)."""
        if self.max_rounds < 1:
            raise ValueError("max_rounds must be at least 1")
        run = _Run(draft=draft, payload_log=self.payload_log)
        feedback: str | None = None
        failed: list[tuple[int, str, Verdict]] = []
        reason = f"still HIGH after {self.max_rounds} round(s)"
        for round_no in range(1, self.max_rounds + 1):
            candidate = run.generate(generate, feedback, round_no)
            if candidate is None:
                reason = "the actor failed while regenerating"
                break
            finding = self.check(run, round_no, candidate)
            if finding.on_fail == "escalate" and finding.failed:
                what = finding.verdict.error or "the critic's reply could not be parsed"
                return self._escalate(run, f"critic failed: {what}")
            if finding.on_fail == "pass" and finding.failed:
                what = finding.verdict.error or "the critic's reply could not be parsed"
                log.warning("critic_failed_open", critic=finding.verdict.critic, error=what)
                return run.result(candidate, "delivered", f"delivered unchecked: {what}")
            if not finding.verdict.hallucinated:
                if self.quoting is not None and _declines(candidate):
                    if not draft.tool_route:
                        # the model found nothing: the plain reply naming the closest article
                        honest = self.quoting.not_found(run.draft)
                        return run.result(honest, "not_found", "the model found no answer")
                    # a record came back but the model saw no answer in it: the record's
                    # fields the question asks for, when there are any (a 1.5B model said
                    # "could not find" beside the asked field on dev questions)
                    quoted = self.quoting.candidate(run.draft)
                    if quoted is not None:
                        return self._deliver_quote(run, quoted, "the model found no answer")
                return run.result(candidate, "delivered")
            if finding.on_fail == "quote":  # no regeneration: the sources' own words
                return self._fallback(run, finding.verdict.general_thoughts)
            if any(candidate.answer.strip() == answer.strip() for _, answer, _ in failed):
                reason = "the regeneration repeated a failed draft"  # another round would too
                break
            failed.append((round_no, candidate.answer, finding.verdict))
            if round_no < self.max_rounds:
                feedback = regeneration_feedback(draft.question, failed, directory=self.prompts_dir)
        return self._fallback(run, reason)

    def check(
        self, run: _Run, round_no: int, candidate: Candidate, *, guards: list[Any] | None = None
    ) -> Finding:
        """The draft guards in order; the first failing verdict ends the chain (a guard with
        nothing to say, or one that passes the draft, passes it on to the next). The last
        verdict becomes a step and a row."""
        draft = dataclasses.replace(run.draft, candidate=candidate, round=round_no)
        finding = None
        for guard in self.guards if guards is None else guards:
            found = guard.check(draft)
            if found is None:
                continue
            finding = found
            if found.failed or found.on_fail not in ("regenerate", "pass"):
                break  # a failing verdict (or one that sets the draft aside) ends the chain
        if finding is None:
            finding = Finding(Verdict(critic="guards", general_thoughts="no guard objected"))
        run.record(round_no, candidate, finding.verdict)
        return finding

    def _fallback(self, run: _Run, reason: str) -> ReviewResult:
        """No draft passed: the sources' own words that answer the question (their verdict
        recorded); else, on the documents route, the plain "the documents do not say"
        naming the closest article with a person offered; else a person. After a local
        model's drafts on the documents route, no quote: such quotes held the answer in 3 of 13
        (three dev deployments and quaydocs' first measurement; docs/embedded-default.md)."""
        quoted = self.quoting.candidate(run.draft) if self.quoting is not None else None
        if run.draft.local and not run.draft.tool_route:
            quoted = None  # a model that writes failed: a quote of the documents rarely answers
            # but a plain "yes" held against the sentence that limits it: that sentence is
            # the answer ("closed Sunday and Monday" for "is reception open on Mondays?")
            held = _restricted_claim(run)
            if held is not None and self.quoting is not None:
                quoted = self.quoting.decided(run.draft, held)
        if quoted is None and self.quoting is not None and not run.draft.tool_route:
            honest = self.quoting.not_found(run.draft)
            return run.result(honest, "not_found", f"{reason}; nothing in the sources answers it")
        if quoted is None:
            return self._escalate(run, reason)
        return self._deliver_quote(run, quoted, reason)

    def _deliver_quote(self, run: _Run, quoted: Candidate, reason: str) -> ReviewResult:
        """A quoted answer after the critic: delivered, or (flagged HIGH) never delivered."""
        critics = [g for g in self.guards if g.name == "critic"]
        finding = self.check(run, len(run.rounds) + 1, quoted, guards=critics)
        flagged = finding.verdict.hallucinated or (finding.failed and finding.on_fail == "escalate")
        if flagged:  # a HIGH verdict is never delivered, quote or not
            reason = f"{reason}; the quote was flagged too"
            if run.draft.tool_route or self.quoting is None:
                return self._escalate(run, reason)
            honest = self.quoting.not_found(run.draft)
            return run.result(honest, "not_found", reason)
        return run.result(quoted, "quoted", f"{reason}; answered with quoted sources")

    def _escalate(self, run: _Run, reason: str) -> ReviewResult:
        result = ReviewResult(
            answer=escalation_notice(directory=self.prompts_dir),
            outcome="escalated",
            rounds=run.rounds,
            steps=run.steps,
            reason=reason,
        )
        if self.escalations is not None:
            ctx = context.current()
            result.escalation_id = self.escalations.create_from_review(
                result,
                session_id=ctx.session_id or "unknown",
                turn_id=ctx.turn_id,
                question=run.draft.question,
                history=run.draft.history,
            )
        run.emit(
            EscalationStep(
                reason=reason, rounds=len(run.rounds), escalation_id=result.escalation_id
            )
        )
        return result

    # ------------------------------------------------------------ delivery
    def deliver(self, answer: str, draft: Draft) -> str:
        """What may be shown, after every delivery guard (drafts, quotes, fixed messages)."""
        for guard in self.delivery:
            answer = guard.apply(answer, draft)
        return answer


def _restricted_claim(run: _Run) -> str | None:
    """The claim of the last round held as a plain yes against a sentence that limits it
    (``support.RESTRICTED_YES``), or None."""
    from bot.critic.support import RESTRICTED_YES

    if not run.rounds:
        return None
    _, verdict = run.rounds[-1]
    return next(
        (p.sentence for p in verdict.problematic_sentences if p.reason.startswith(RESTRICTED_YES)),
        None,
    )


@dataclass
class _Run:
    """One review's state: its steps (emitted as they happen) and its rounds."""

    draft: Draft
    payload_log: PayloadLog | None
    steps: list[Any] = field(default_factory=list)
    rounds: list[tuple[Candidate, Verdict]] = field(default_factory=list)

    def __post_init__(self) -> None:
        outer = self.draft.emit

        def emit(step: Any) -> None:
            self.steps.append(step)
            outer(step)

        self.draft = dataclasses.replace(self.draft, emit=emit)

    def emit(self, step: Any) -> None:
        self.draft.emit(step)

    def generate(self, generate: Generate, feedback: str | None, round_no: int) -> Candidate | None:
        if feedback is not None:
            self.emit(RegenerationStep(round=round_no, feedback=feedback))
        try:
            with context.call_scope(purpose="actor" if feedback is None else "regenerate"):
                candidate = generate(feedback)
        except LLMError as exc:
            if feedback is None:
                raise  # the first answer could not be made at all: the turn reports it
            log.warning("regeneration_failed", round=round_no, error_kind=exc.kind)
            self.emit(ErrorStep(round=round_no, error=str(exc), error_kind=exc.kind))
            return None
        for step in candidate.steps:
            self.emit(step)
        self.emit(CandidateStep(round=round_no, answer=candidate.answer))
        return candidate

    def record(self, round_no: int, candidate: Candidate, verdict: Verdict) -> None:
        self.rounds.append((candidate, verdict))
        self.emit(VerdictStep(round=round_no, **verdict.to_dict()))
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
            answer=candidate.answer,
            unparseable=verdict.unparseable,
        )

    def result(self, candidate: Candidate, outcome: str, reason: str = "") -> ReviewResult:
        return ReviewResult(
            answer=candidate.answer,
            outcome=outcome,
            rounds=self.rounds,
            steps=self.steps,
            reason=reason,
        )


def _declines(candidate: Candidate) -> bool:
    """A draft that only says the sources do not answer (a model's honest "I could not
    find that")."""
    sentences = [s for s in split_sentences(candidate.answer) if s.strip()]
    return bool(sentences) and all(is_refusal(s) for s in sentences)


def review(
    generate: Generate,
    critic: Any,
    question: str,
    *,
    max_rounds: int,
    fail_closed: bool,
    timeout: float | None = None,
    payload_log: PayloadLog | None = None,
    on_step: Callable[[Any], None] | None = None,
    escalations: EscalationQueue | None = None,
    history: list[dict[str, Any]] | None = None,
    prompts_dir: Path | str | None = None,
) -> ReviewResult:
    """The actor-critic loop with the critic as the only guard (harnesses: the backtest)."""

    pipeline = GuardPipeline(
        guards=[CriticGuard(critic, timeout=timeout, fail_closed=fail_closed)],
        max_rounds=max_rounds,
        payload_log=payload_log,
        escalations=escalations,
        prompts_dir=prompts_dir,
    )
    draft = Draft(
        question=question,
        candidate=Candidate(answer=""),
        emit=on_step or (lambda step: None),
        history=list(history or []),
    )
    return pipeline.review(generate, draft)
