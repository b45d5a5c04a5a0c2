"""The guards a deployment runs, by name, in order (``settings.guards``; a deployment sets
``guards = [...]`` in its ``[settings]``). One table: a name appears once, here.

    pipeline = build_pipeline(settings.guards, critic=critic, settings=settings, ...)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from bot.critic.pipeline import CriticGuard, GuardPipeline
from bot.guard.confidence import Confidence
from bot.guard.degenerate import DegenerateGuard
from bot.guard.polar import PolarEcho, PolarWord
from bot.guard.quote_documents import QuoteDocuments
from bot.guard.quoting import Quoting
from bot.guard.rules import OutputRules
from bot.guard.screen import SmallModelScreen


@dataclass
class Parts:
    """What the guards are built from (one turn's)."""

    critic: Any
    settings: Any
    messages: dict[str, str] = field(default_factory=dict)
    other_terms: Callable[[], set[str]] | None = None


GUARDS: dict[str, Callable[[Parts], Any]] = {
    "degenerate": lambda p: DegenerateGuard(),
    "quote_documents": lambda p: QuoteDocuments(),
    "screen": lambda p: SmallModelScreen(),
    "polar": lambda p: PolarEcho(),
    "polar_word": lambda p: PolarWord(),
    "critic": lambda p: CriticGuard(
        p.critic, timeout=p.settings.critic_timeout, fail_closed=p.settings.fail_closed
    ),
    "confidence": lambda p: Confidence(
        threshold=p.settings.confidence_threshold,
        documents=p.settings.confidence_documents,
        values_threshold=p.settings.confidence_values_threshold,
    ),
    "output_rules": lambda p: OutputRules(
        secrets=p.settings.secret_values(),
        redact_patterns=p.settings.redact_patterns,
        other_terms=p.other_terms,
        messages=p.messages,
    ),
}


def build_pipeline(
    names: list[str] | tuple[str, ...],
    *,
    parts: Parts,
    max_rounds: int,
    quoting: Quoting | None = None,
    payload_log: Any = None,
    escalations: Any = None,
    prompts_dir: Any = None,
) -> GuardPipeline:
    """The pipeline of the named guards, in order (an unknown name says which exist)."""
    unknown = [n for n in names if n not in GUARDS]
    if unknown:
        raise ValueError(f"unknown guard {unknown[0]!r}; the guards are: {', '.join(GUARDS)}")
    built = [GUARDS[name](parts) for name in names]
    return GuardPipeline(
        guards=[g for g in built if g.stage == "draft"],
        delivery=[g for g in built if g.stage == "delivery"],
        max_rounds=max_rounds,
        quoting=quoting,
        payload_log=payload_log,
        escalations=escalations,
        prompts_dir=prompts_dir,
    )
