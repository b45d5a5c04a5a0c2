"""Backtest of the actor-critic loop on known hallucinations, reported like the published
actor-critic results: share of hallucinations removed (fixed or escalated), share
escalated, share that evaded the critic, and the histogram of rounds needed.

One case per JSONL line: ``question``, ``sources`` (list of strings), ``answer`` (the first,
hallucinated answer); optional ``id``, ``kind``, ``supported_answer``. Round 1's candidate is
the given answer; later rounds are written by the configured chat model from the sources
with the negative-example feedback. "Evaded" means the delivered answer is hallucinated:
the given answer delivered in round 1 (known to be hallucinated), or a regenerated answer
that a second, independent critic (the judge) flags HIGH.
"""

from __future__ import annotations

import json
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import structlog

from bot.context import call_scope
from bot.critic.base import Critic, Verdict
from bot.critic.pipeline import review
from bot.critic.review import Candidate, ReviewResult
from bot.critic.runner import run_check
from bot.llm.base import ChatModel, ChatRequest
from bot.prompts import load_prompt, render
from bot.steps import Source

log = structlog.get_logger("guardbot.backtest")


class BacktestInputError(ValueError):
    """The backtest file is unusable; the message names the line and the field."""


@dataclass
class Case:
    id: str
    question: str
    sources: list[str]
    answer: str
    kind: str = ""
    supported_answer: str | None = None

    def source_objects(self) -> list[Source]:
        return [
            Source(kind="document", text=t, id=f"{self.id}#{i}") for i, t in enumerate(self.sources)
        ]


def load_cases(path: str | Path, *, limit: int | None = None) -> list[Case]:
    """Read and validate a backtest file; every bad line is reported at once."""
    path = Path(path)
    if not path.is_file():
        raise BacktestInputError(f"backtest file not found: {path}")
    cases, errors = [], []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            cases.append(_case(json.loads(line), number))
        except (ValueError, TypeError) as exc:
            errors.append(f"line {number}: {exc}")
    if errors:
        raise BacktestInputError(f"{path}: {len(errors)} bad line(s): " + "; ".join(errors[:10]))
    if not cases:
        raise BacktestInputError(f"{path} holds no cases")
    return cases[:limit] if limit else cases


def _case(data: Any, number: int) -> Case:
    if not isinstance(data, dict):
        raise ValueError("not a JSON object")
    for key in ("question", "answer"):
        if not isinstance(data.get(key), str) or not data[key].strip():
            raise ValueError(f"'{key}' must be a non-empty string")
    sources = data.get("sources")
    if not isinstance(sources, list) or not all(isinstance(s, str) for s in sources):
        raise ValueError("'sources' must be a list of strings")
    return Case(
        id=str(data.get("id") or f"line-{number}"),
        question=data["question"],
        sources=sources,
        answer=data["answer"],
        kind=str(data.get("kind") or ""),
        supported_answer=data.get("supported_answer"),
    )


@dataclass
class CaseResult:
    id: str
    kind: str
    outcome: str  # fixed | escalated | evaded | unknown
    rounds: int
    caught_first: bool  # the critic flagged the given hallucinated answer
    final_answer: str
    judge: dict[str, Any] | None = None
    verdicts: list[dict[str, Any]] = field(default_factory=list)
    seconds: float = 0.0


class BacktestActor:
    """Rewrites an answer from the case's sources with the negative-example feedback."""

    def __init__(
        self, model: ChatModel, *, max_tokens: int = 160, prompts_dir: Path | str | None = None
    ):
        self.model = model
        self.max_tokens = max_tokens
        self.prompts_dir = prompts_dir

    def generator(self, case: Case) -> Callable[[str | None], Candidate]:
        sources = case.source_objects()

        def generate(feedback: str | None) -> Candidate:
            if feedback is None:
                return Candidate(answer=case.answer, sources=sources)
            return Candidate(answer=self.rewrite(case, feedback), sources=sources)

        return generate

    def rewrite(self, case: Case, feedback: str) -> str:
        documents = "\n\n".join(f"[{i + 1}] {t}" for i, t in enumerate(case.sources))
        system = render(
            load_prompt(
                "regenerate_backtest_system.txt", directory=self.prompts_dir, fallback=True
            ),
            documents=documents,
        )
        messages = [
            {"role": "system", "content": system.strip()},
            {"role": "user", "content": case.question},
            {"role": "user", "content": feedback},
        ]
        request = ChatRequest(messages=messages, temperature=0.0, max_tokens=self.max_tokens)
        return (self.model.complete(request).content or "").strip()


def run_case(
    case: Case,
    *,
    actor: BacktestActor,
    critic: Critic,
    judge: Critic | None,
    max_rounds: int,
    fail_closed: bool,
    timeout: float | None,
) -> CaseResult:
    started = time.perf_counter()
    with call_scope(session_id=f"backtest-{case.id}", turn_id=case.id):
        result = review(
            actor.generator(case),
            critic,
            case.question,
            max_rounds=max_rounds,
            fail_closed=fail_closed,
            timeout=timeout,
        )
        outcome, judged = _classify(case, result, judge, timeout)
    first = result.rounds[0][1] if result.rounds else None
    return CaseResult(
        id=case.id,
        kind=case.kind,
        outcome=outcome,
        rounds=len(result.rounds),
        caught_first=bool(first and (first.hallucinated or first.error or first.unparseable)),
        final_answer=result.answer,
        judge=judged.to_dict() if judged else None,
        verdicts=[v.to_dict() for _, v in result.rounds],
        seconds=time.perf_counter() - started,
    )


def _classify(
    case: Case, result: ReviewResult, judge: Critic | None, timeout: float | None
) -> tuple[str, Verdict | None]:
    if result.outcome == "escalated":
        return "escalated", None
    if len(result.rounds) == 1:
        return "evaded", None  # the given hallucinated answer itself was delivered
    if judge is None:
        return "unknown", None
    judged = run_check(judge, case.question, case.source_objects(), result.answer, timeout=timeout)
    if judged.error or judged.unparseable:
        return "unknown", judged
    return ("evaded" if judged.hallucinated else "fixed"), judged


@dataclass
class BacktestReport:
    title: str
    critic: str
    judge: str | None
    model: str
    max_rounds: int
    results: list[CaseResult]
    seconds: float
    kind: str = "backtest"
    created_at: str = field(
        default_factory=lambda: time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    )
    images: list[str] = field(default_factory=list)

    def summary(self) -> dict[str, Any]:
        n = len(self.results) or 1
        counts = Counter(r.outcome for r in self.results)
        delivered = [r for r in self.results if r.outcome in ("fixed", "evaded", "unknown")]
        return {
            "cases": len(self.results),
            "caught_first_round": sum(r.caught_first for r in self.results) / n,
            "removed": (counts["fixed"] + counts["escalated"]) / n,
            "fixed": counts["fixed"] / n,
            "escalated": counts["escalated"] / n,
            "evaded": counts["evaded"] / n,
            "unknown": counts["unknown"] / n,
            "rounds_histogram": {
                str(k): v for k, v in sorted(Counter(r.rounds for r in delivered).items())
            },
            "escalated_after_rounds": {
                str(k): v
                for k, v in sorted(
                    Counter(r.rounds for r in self.results if r.outcome == "escalated").items()
                )
            },
            "by_kind": _by_kind(self.results),
            "seconds_per_case": self.seconds / n,
        }

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "title": self.title,
            "created_at": self.created_at,
            "images": self.images,
            "critic": self.critic,
            "judge": self.judge,
            "model": self.model,
            "max_rounds": self.max_rounds,
            "summary": self.summary(),
            "results": [asdict(r) for r in self.results],
        }


def _by_kind(results: list[CaseResult]) -> dict[str, dict[str, float]]:
    out: dict[str, dict[str, float]] = {}
    for kind in sorted({r.kind for r in results}):
        group = [r for r in results if r.kind == kind]
        counts = Counter(r.outcome for r in group)
        out[kind or "-"] = {
            "cases": len(group),
            "caught_first_round": sum(r.caught_first for r in group) / len(group),
            "removed": (counts["fixed"] + counts["escalated"]) / len(group),
            "evaded": counts["evaded"] / len(group),
        }
    return out


def run_backtest(
    cases: list[Case],
    *,
    critic: Critic,
    model: ChatModel,
    judge: Critic | None = None,
    max_rounds: int = 3,
    fail_closed: bool = True,
    timeout: float | None = 60.0,
    title: str = "Actor-critic backtest",
    progress: Callable[[int, CaseResult], None] | None = None,
    budget_s: float | None = None,
) -> BacktestReport:
    """Run every case (or, with ``budget_s``, start no new case once that many seconds passed)."""
    actor = BacktestActor(model)
    started = time.perf_counter()
    results: list[CaseResult] = []
    for i, case in enumerate(cases):
        if budget_s is not None and results and time.perf_counter() - started > budget_s:
            log.warning("backtest_budget_spent", done=len(results), of=len(cases))
            break
        result = run_case(
            case,
            actor=actor,
            critic=critic,
            judge=judge,
            max_rounds=max_rounds,
            fail_closed=fail_closed,
            timeout=timeout,
        )
        results.append(result)
        log.info("backtest_case", case=case.id, outcome=result.outcome, rounds=result.rounds)
        if progress is not None:
            progress(i, result)
    return BacktestReport(
        title=title,
        critic=getattr(critic, "name", "?"),
        judge=getattr(judge, "name", None) if judge else None,
        model=getattr(model, "model_name", "?"),
        max_rounds=max_rounds,
        results=results,
        seconds=time.perf_counter() - started,
    )


def write_report(report: BacktestReport, path: str | Path, *, image: bool = True) -> Path:
    """The report JSON (and a rounds histogram PNG beside it)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    if image:
        png = path.with_name(path.stem + "-rounds.png")
        try:
            _plot(report, png)
            report.images = [png.name]
        except Exception as exc:  # a missing plot is no reason to lose the report
            log.warning("backtest_plot_failed", error=str(exc))
    path.write_text(json.dumps(report.to_dict(), indent=2, ensure_ascii=False), encoding="utf-8")
    return path


def _plot(report: BacktestReport, png: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    summary = report.summary()
    labels = [f"delivered after {k}" for k in summary["rounds_histogram"]] + ["escalated"]
    values = list(summary["rounds_histogram"].values()) + [
        round(summary["escalated"] * summary["cases"])
    ]
    fig, ax = plt.subplots(figsize=(6, 3))
    ax.bar(labels, values, color=["#4b8" for _ in labels[:-1]] + ["#d64"])
    ax.set_ylabel("cases")
    ax.set_title(f"{report.title}: rounds needed ({report.critic})")
    fig.tight_layout()
    fig.savefig(png, dpi=100)
    plt.close(fig)
