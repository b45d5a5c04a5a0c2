"""A yes or a no is a claim the sources must carry, and the embedded model's often do not.

The 1.5B opens a reply to a yes/no question with "Yes," or "No," and then restates the
question: "Yes, Leon Ashworth is on the crew for move 5033." for a crew that does not hold
him, "No, non-members do not have to pay for seed library packets." against a record that
says "£1 a packet". Such a reply carries nothing from the sources, and the critic, which
checks a sentence against them, passed it: every word of it is the question's. Of the
model's 22 replies that open with a yes or a no in the saved dev answers
(research/deployments/results), about half were wrong; on the sixteenth hostile suite five
planted falsehoods reached the user this way.

- ``PolarEcho`` (stage ``draft``, before the critic): a reply that opens with a yes or a no
  and whose rest adds no content word or figure to the question's is set aside for the
  sources' own words (``quote``: the record's fields on the tool route; on the documents
  route the honest "not found" unless a quote answers).
- ``PolarWord`` (stage ``delivery``): the leading "Yes,"/"No," of a delivered reply goes; the
  rest, which states what the sources say, stays ("Yes, Zoe works Mondays to Thursdays."
  for "does Zoe work Fridays?" becomes "Zoe works Mondays to Thursdays.").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.critic.pipeline import Draft, Finding, flag
from bot.critic.sentences import is_refusal, strip_citations
from bot.critic.terms import content_terms
from bot.text import numbers

_POLAR = re.compile(r"^\s*(?:yes|no|yep|nope)\b(?!-)[\s,.!;:—–-]*", re.IGNORECASE)


def polar_rest(answer: str) -> str | None:
    """What a reply says after its opening yes or no; None when it opens with neither."""
    found = _POLAR.match(answer)
    return None if found is None else answer[found.end() :]


def echoes(rest: str, question: str) -> bool:
    """Does ``rest`` add nothing to the question: no content word, no figure of its own?"""
    plain = strip_citations(rest)
    asked = set(content_terms(question))
    figures = set(numbers(question))
    return set(content_terms(plain)) <= asked and set(numbers(plain)) <= figures


@dataclass
class PolarEcho:
    name: str = "polar"
    stage: str = "draft"

    def check(self, draft: Draft) -> Finding | None:
        answer = draft.answer
        rest = polar_rest(answer)
        if rest is None or is_refusal(answer) or not echoes(rest, draft.question):
            return None
        draft.count("polar_echo")
        why = (
            "a bare yes or no: the reply restates the question and carries nothing from the sources"
        )
        return flag(self.name, answer, why, on_fail="quote")


@dataclass
class PolarWord:
    name: str = "polar_word"
    stage: str = "delivery"

    def apply(self, answer: str, draft: Draft) -> str:
        rest = polar_rest(answer)
        if rest is None or len(rest.split()) < 2 or is_refusal(answer):
            return answer
        draft.count("polar_word")
        return rest[:1].upper() + rest[1:]
