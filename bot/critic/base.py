"""The critic port: ``check(question, sources, answer) -> Verdict``.

A verdict is data, not a boolean: general thoughts, the problematic sentences with a reason
and a severity each, an overall severity (one HIGH sentence makes it HIGH), per-sentence
scores, which critic produced it and how long it took.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from bot.steps import Source

SEVERITIES = ("NONE", "LOW", "HIGH")


def max_severity(*levels: str) -> str:
    return max(levels, key=SEVERITIES.index, default="NONE")


@dataclass
class ProblemSentence:
    sentence: str
    reason: str
    severity: str = "HIGH"
    critic: str = ""  # which critic flagged it (the combined critic fills this)

    def to_list(self) -> list[str]:
        return [self.sentence, self.reason, self.severity]

    def to_dict(self) -> dict[str, Any]:
        return {
            "sentence": self.sentence,
            "reason": self.reason,
            "severity": self.severity,
            "critic": self.critic,
        }


@dataclass
class Verdict:
    critic: str
    general_thoughts: str = ""
    problematic_sentences: list[ProblemSentence] = field(default_factory=list)
    sentence_scores: list[tuple[str, float]] = field(
        default_factory=list
    )  # (sentence, P(hallucinated))
    score: float | None = None  # answer-level P(hallucinated) or detector score, when there is one
    unparseable: bool = False
    error: str | None = None
    latency_ms: float = 0.0
    raw: Any = None  # the critic's raw output (model text), kept for the log
    explicit_severity: str | None = None  # a severity the critic stated beyond its sentences
    policy: str = ""  # the threshold it was judged by: strict (a small model) | few_false_alarms

    @property
    def severity_level(self) -> str:
        levels = [p.severity for p in self.problematic_sentences]
        if self.explicit_severity:
            levels.append(self.explicit_severity)
        return max_severity(*levels) if levels else "NONE"

    @property
    def hallucinated(self) -> bool:
        return self.severity_level == "HIGH"

    def to_dict(self) -> dict[str, Any]:
        return {
            "critic": self.critic,
            "general_thoughts": self.general_thoughts,
            "problematic_sentences": [p.to_list() for p in self.problematic_sentences],
            "flagged_by": [p.critic or self.critic for p in self.problematic_sentences],
            "severity_level": self.severity_level,
            "sentence_scores": [[s, round(float(v), 4)] for s, v in self.sentence_scores],
            "score": self.score,
            "unparseable": self.unparseable,
            "error": self.error,
            "latency_ms": round(self.latency_ms, 2),
            "raw": self.raw if isinstance(self.raw, str | type(None)) else str(self.raw),
            **({"policy": self.policy} if self.policy else {}),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Verdict:
        flagged = data.get("flagged_by") or []
        problems = [
            ProblemSentence(p[0], p[1], p[2], flagged[i] if i < len(flagged) else "")
            for i, p in enumerate(data.get("problematic_sentences") or [])
        ]
        stated = data.get("severity_level")
        sentence_level = max_severity(*(p.severity for p in problems)) if problems else "NONE"
        explicit = (
            stated
            if stated in SEVERITIES and SEVERITIES.index(stated) > SEVERITIES.index(sentence_level)
            else None
        )
        return cls(
            explicit_severity=explicit,
            critic=data.get("critic", ""),
            general_thoughts=data.get("general_thoughts", ""),
            problematic_sentences=problems,
            sentence_scores=[(s, float(v)) for s, v in data.get("sentence_scores") or []],
            score=data.get("score"),
            unparseable=bool(data.get("unparseable")),
            error=data.get("error"),
            latency_ms=float(data.get("latency_ms") or 0.0),
            raw=data.get("raw"),
        )


@runtime_checkable
class Critic(Protocol):
    name: str

    def check(self, question: str, sources: list[Source], answer: str) -> Verdict: ...
