"""Route a question before acting: the documents answer it, or a tool does.

Decided in code from the tools themselves (``bot.agent.plan``) and the retrieval, never from
a deployment's words, and recorded as a ``route`` step:

- ``data`` (a tool): the best plan is callable and either names a record the tool lists or
  addresses it by id ("invoice 98", "ord-7781") while being no further from the question than
  the documents are, or is much closer to the question than any document;
- ``kb`` (the documents): everything else; no tool is called for it on a small model.

    route = decide(plans, kb_score=chunks[0].score if chunks else 0.0, question=question)
    route.route, route.tool, route.arguments, route.reason
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Any

from bot.agent.plan import CATEGORY, ENTITY, NUMBER, TOKEN, Plan

KB, DATA = "kb", "data"

SIM_ANY = 0.20  # a record named by the question still needs the tool to be about it at all
SIM_ENTITY = 0.05  # ...unless it is a record the tool itself lists by name
KB_AHEAD_ENTITY = 0.25  # a listed record named: the documents must be this much closer
SIM_CLOSE = 0.50  # no record named: the tool must be this close to the question...
MARGIN = 0.15  # ...and closer than the best document by this much
KB_AHEAD = 0.15  # a record named, but the documents this much closer: the documents answer
SIM_KIND = 0.40  # a kind of record named ("the Team plan", "logins"): the tool this close...
KIND_BEHIND = 0.07  # ...and no further behind the best document than this
# "How do I ...", "Can I ...", "Will you ...": asking how something works or what the
# company does, not for a record's data
_HOW_TO = re.compile(
    r"^\s*(how (do|can|should|would|to)|can (i|we|you)|could (i|we|you)|is it possible|"
    r"what happens|why|where (do|can)|do you|does it|will you|would you|are you|"
    r"is there|are there)\b",
    re.IGNORECASE,
)

_EXISTS = re.compile(r"^\s*(is there|are there)\b", re.IGNORECASE)


@dataclass
class Route:
    route: str  # "kb" | "data"
    reason: str
    tool: str | None = None
    arguments: dict[str, Any] = field(default_factory=dict)
    evidence: dict[str, str] = field(default_factory=dict)
    candidates: list[dict[str, Any]] = field(default_factory=list)  # the best plans, scored
    strength: float = 0.0  # the plan's strongest evidence (a named record: >= TOKEN)
    # calls made before the route's own whose results the answer reads too: the record that
    # pointed to the route's record ("job 7135", then its engineer)
    before: list[dict[str, Any]] = field(default_factory=list)

    def taking(self, plan: Plan, reason: str, strength: float | None = None) -> Route:
        """This route sent to ``plan``'s tool with its arguments (a data route)."""
        return replace(
            self,
            route=DATA,
            reason=reason,
            tool=plan.tool,
            arguments=dict(plan.arguments),
            evidence=dict(plan.evidence),
            strength=plan.strength if strength is None else strength,
            before=[],
        )

    @property
    def named(self) -> bool:
        """The question names the record the tool looks up (an id, a listed name)."""
        return self.strength >= TOKEN

    @property
    def is_data(self) -> bool:
        return self.route == DATA

    def to_dict(self) -> dict[str, Any]:
        return {
            "route": self.route,
            "reason": self.reason,
            "tool": self.tool,
            "arguments": self.arguments,
            "evidence": self.evidence,
            "candidates": self.candidates,
            "strength": self.strength,
            "before": self.before or None,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Route:
        return cls(
            route=data.get("route", KB),
            reason=data.get("reason", ""),
            tool=data.get("tool"),
            arguments=dict(data.get("arguments") or {}),
            evidence=dict(data.get("evidence") or {}),
            candidates=list(data.get("candidates") or []),
            strength=float(data.get("strength") or 0.0),
            before=[dict(c) for c in data.get("before") or []],
        )

    @property
    def calls(self) -> list[tuple[str, dict[str, Any]]]:
        """The calls a data route makes, in order: those ``before`` it, then its own."""
        if not self.is_data or self.tool is None:
            return []
        earlier = [(c["tool"], dict(c.get("arguments") or {})) for c in self.before]
        return [*earlier, (self.tool, self.arguments)]


def decide(
    plans: list[Plan],
    *,
    kb_score: float,
    question: str,
    carried: bool = False,
    documents: bool = True,
) -> Route:
    """The route for a question, from its tools' plans (best first) and the best document's
    similarity, with the reason in words: the first callable plan that has one. ``carried``:
    a follow-up of a question that went to a tool, whose plans may take that question's
    arguments. ``documents``: False for a deployment with none (tools only), where the
    closest callable tool is tried rather than documents that cannot answer."""
    candidates = [p.to_dict() for p in plans[:3]]
    callable_plans = [p for p in plans if p.callable]
    if not callable_plans:
        return Route(
            KB, "no tool can be called with what the question gives", candidates=candidates
        )
    how_to = _HOW_TO.search(question) is not None
    # "is there an outage in Tollbridge?": whether a named record has something is its data
    exists = _EXISTS.search(question) is not None
    reasons = [
        (plan, _reason(plan, kb_score=kb_score, how_to=how_to, carried=carried, exists=exists))
        for plan in callable_plans
    ]
    closest = callable_plans[0]
    if not documents and closest.similarity >= SIM_ANY:  # tried when nothing else qualifies
        reasons.append((closest, f"the closest tool, {closest.tool} (no documents to answer from)"))
    for plan, reason in reasons:
        if reason:
            return Route(
                DATA,
                reason,
                tool=plan.tool,
                arguments=dict(plan.arguments),
                evidence=dict(plan.evidence),
                candidates=candidates,
                strength=max(plan.strength, TOKEN if _follows(plan, carried) else 0.0),
            )
    return Route(
        KB,
        f"the documents answer it (best tool {closest.tool} at {closest.similarity:.2f}, "
        f"best document at {kb_score:.2f})",
        candidates=candidates,
    )


def _follows(plan: Plan, carried: bool) -> bool:
    """A follow-up's plan that takes the previous question's arguments."""
    return carried and "carried" in plan.evidence.values() and plan.similarity >= SIM_ANY


def _reason(
    plan: Plan, *, kb_score: float, how_to: bool, carried: bool, exists: bool = False
) -> str:
    """Why ``plan``'s tool answers the question rather than the documents ("" if not).
    ``exists``: the question asks whether there is something ("is there ..."), which a named
    record's tool answers as well as a how-to does not."""
    named = plan.strength >= TOKEN
    floor = SIM_ENTITY if plan.strength >= ENTITY else SIM_ANY
    ahead = KB_AHEAD_ENTITY if plan.strength >= ENTITY else KB_AHEAD
    if _follows(plan, carried) and not how_to and plan.similarity + KB_AHEAD >= kb_score:
        return f"follows up the previous question's {plan.tool} call"
    if named and plan.similarity >= floor and plan.similarity + ahead >= kb_score:
        if not how_to or exists or plan.strength >= ENTITY or plan.strength >= NUMBER:
            return f"names what {plan.tool} looks up ({', '.join(plan.evidence.values())})"
        return ""
    if plan.similarity >= SIM_CLOSE and plan.similarity >= kb_score + MARGIN and not how_to:
        return f"asks what {plan.tool} gives (similarity {plan.similarity:.2f})"
    if (
        plan.strength >= CATEGORY
        and plan.similarity >= SIM_KIND
        and plan.similarity + KIND_BEHIND >= kb_score
        and (not how_to or exists)
    ):
        return f"asks {plan.tool} about {', '.join(plan.evidence.values())}"
    return ""
