"""The output rules (``bot.agent.rules``) as the last guard, on whatever is shown — a draft, a
quote or a fixed message: no stretch of the instructions, no secret, no other workspace's
data, whatever the model wrote. Each rule that fires becomes a step."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from bot.agent import rules
from bot.critic.pipeline import Draft
from bot.steps import OutputRuleStep


@dataclass
class OutputRules:
    secrets: list[str] = field(default_factory=list)
    redact_patterns: list[str] = field(default_factory=list)
    other_terms: Callable[[], set[str]] | None = None  # read at delivery (data may change)
    messages: dict[str, str] = field(default_factory=dict)
    name: str = "output_rules"
    stage: str = "delivery"

    def apply(self, answer: str, draft: Draft) -> str:
        terms = self.other_terms() if self.other_terms is not None else set()
        checked = rules.enforce(
            answer,
            system_prompt=draft.instructions,
            secrets=self.secrets,
            redact_patterns=self.redact_patterns,
            other_terms=set(terms),
            messages=self.messages,
        )
        for fired in checked.fired:
            draft.count(f"rule_{fired['rule']}")
            draft.emit(OutputRuleStep(**fired))
        return checked.answer
