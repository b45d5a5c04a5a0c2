"""Several critics at once, each with a calibrated threshold on its score: the verdict lists
every flagged sentence with the critic that flagged it.

A member with a threshold is HIGH when ``verdict.score >= threshold`` (its HIGH sentences
stay HIGH; below the threshold they drop to LOW); a member without one keeps its own
severities. A failing member is noted; the verdict carries an error only when every
member failed (so that ``fail_closed`` still blocks an unchecked answer)."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import structlog

from bot.critic.base import Critic, ProblemSentence, Verdict

log = structlog.get_logger("guardbot.critic")

# the demo deployment's thresholds, chosen on the help-centre backtest (`guardbot critic calibrate`)
CALIBRATION_PATH = Path(__file__).resolve().parents[1] / "models" / "critic_calibration.json"


def load_calibration(path: Path | str | None = None) -> dict[str, float]:
    """Thresholds per critic name from the calibration file ({} when there is none)."""
    path = Path(path) if path else CALIBRATION_PATH
    if not path.is_file():
        return {}
    data = json.loads(path.read_text(encoding="utf-8"))
    return {
        k: float(v["threshold"] if isinstance(v, dict) else v)
        for k, v in (data.get("thresholds") or {}).items()
    }


class CombinedCritic:
    name = "combined"

    def __init__(self, members: list[Critic], *, thresholds: dict[str, float] | None = None):
        if not members:
            raise ValueError("a combined critic needs at least one member")
        self.members = list(members)
        self.thresholds = dict(thresholds or {})

    def check(self, question: str, sources: list[Any], answer: str) -> Verdict:
        started = time.perf_counter()
        results: list[Verdict] = []
        for member in self.members:
            name = getattr(member, "name", type(member).__name__)
            try:
                results.append(member.check(question, sources, answer))
            except Exception as exc:  # one member failing is data, not a crash
                log.warning(
                    "combined_member_failed", critic=name, error=f"{type(exc).__name__}: {exc}"
                )
                results.append(Verdict(critic=name, error=f"{type(exc).__name__}: {exc}"))
        verdict = self.combine(results, answer)
        verdict.latency_ms = (time.perf_counter() - started) * 1000
        return verdict

    def combine(self, results: list[Verdict], answer: str) -> Verdict:
        verdict = Verdict(critic=self.name)
        thoughts: list[str] = []
        failures: list[str] = []
        scores: dict[str, float] = {}
        for member in results:
            if member.error or member.unparseable:
                failures.append(f"{member.critic}: {member.error or 'unparseable reply'}")
                continue
            problems = self._member_problems(member, answer)
            verdict.problematic_sentences.extend(problems)
            for sentence, value in member.sentence_scores:
                scores[sentence] = max(scores.get(sentence, 0.0), float(value))
            level = max(
                (p.severity for p in problems), key=["NONE", "LOW", "HIGH"].index, default="NONE"
            )
            thoughts.append(f"{member.critic}: {level} (score {_fmt(member.score)})")
        verdict.sentence_scores = list(scores.items())
        ok = [m for m in results if not (m.error or m.unparseable)]
        verdict.score = max((m.score for m in ok if m.score is not None), default=None)
        if failures:
            thoughts.append("failed: " + "; ".join(failures))
        if not ok:
            verdict.error = "every member critic failed: " + "; ".join(failures)
        verdict.general_thoughts = " | ".join(thoughts)
        verdict.raw = json.dumps([m.to_dict() for m in results], ensure_ascii=False)
        return verdict

    def _member_problems(self, member: Verdict, answer: str) -> list[ProblemSentence]:
        tag = [
            ProblemSentence(p.sentence, p.reason, p.severity, p.critic or member.critic)
            for p in member.problematic_sentences
        ]
        threshold = self.thresholds.get(member.critic)
        if threshold is None or member.score is None:
            return tag
        if member.score >= threshold:
            if not any(p.severity == "HIGH" for p in tag):
                reason = f"{member.critic} score {member.score:.2f} is at or above its threshold {threshold:.2f}"
                tag.append(ProblemSentence(answer.strip()[:300], reason, "HIGH", member.critic))
            return tag
        return [
            ProblemSentence(
                p.sentence, p.reason, "LOW" if p.severity == "HIGH" else p.severity, p.critic
            )
            for p in tag
        ]


def _fmt(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.2f}"
