"""How sure the model was while it wrote the draft: the mean negative log-probability of its
tokens (``Candidate.logprobs``, which a local model reports for every answer).

A 1.5B that picks the wrong option out of a manual page, or the wrong record out of a
result, hesitates while writing it: on two dev deployments' answers this score told wrong
drafts from right ones at AUROC 0.69 (59 answers), where asking the model back about its
own sentences scored 0.52 and the critic had passed every one of them
(docs/embedded-default.md). A draft above
``threshold`` fails, with its least sure sentence named: no regeneration (it does not make
the model surer), but the tool result's own fields, or the honest "not found".

It runs after the critic (``settings.guards``), only on drafts that carry log-probabilities.
Citation markers and punctuation do not count. With ``values_threshold`` (off by default) it
reads the tokens that carry values (``value_hesitation``): on two dev deployments' first
drafts the whole-draft mean held back 19 of 27 right ones for its wording's hesitation, the
values' mean 3; on a held-out deployment it let one more wrong draft through for four more
right ones, and no more right answers in all (docs/embedded-default.md).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.critic.base import ProblemSentence, Verdict
from bot.critic.pipeline import Draft, Finding
from bot.critic.sentences import is_refusal

_SKIP = re.compile(r"^\W*$|^\s*\[?\d{0,2}\]?\s*$")  # punctuation, spaces, citation pieces


# a token that carries a value read from a source: a digit, a currency sign, an e-mail's
# "@", or the start of a capitalised word (a name, a title)
_VALUE = re.compile(r"[0-9@£$€]|^\s?[A-Z][a-z]")


def hesitation(logprobs: list[tuple[str, float]]) -> float | None:
    """The mean negative log-probability of the content tokens (None: none)."""
    values = [-lp for token, lp in logprobs if not _SKIP.match(token)]
    return sum(values) / len(values) if values else None


def value_hesitation(logprobs: list[tuple[str, float]]) -> float | None:
    """The mean negative log-probability of the tokens that carry values (``_VALUE``): how
    sure the model was of what it took from the record, not of its wording ("The card
    expired on" is where a right draft hesitates; its "2026-11-01" is copied at ~0). None
    when the draft has no such token."""
    values = [-lp for token, lp in logprobs if _VALUE.search(token)]
    return sum(values) / len(values) if values else None


def least_sure_sentence(answer: str, logprobs: list[tuple[str, float]]) -> str:
    """The sentence of ``answer`` whose tokens the model was least sure of."""
    spans, text = [], ""
    for token, lp in logprobs:
        spans.append((len(text), len(text) + len(token), -lp))
        text += token
    worst, best_score = answer.strip(), -1.0
    for match in re.finditer(r"[^.!?\n]+[.!?]?", text):
        costs = [c for a, b, c in spans if a >= match.start() and b <= match.end()]
        if costs and sum(costs) / len(costs) > best_score and match.group().strip():
            worst, best_score = match.group().strip(), sum(costs) / len(costs)
    return worst


@dataclass
class Confidence:
    threshold: float = 0.25
    documents: bool = False  # also on the documents route (settings.confidence_documents)
    # judged on the value tokens (``value_hesitation``) against this bar when set, the whole
    # draft against ``threshold`` when it has none (settings.confidence_values_threshold)
    values_threshold: float | None = None
    name: str = "confidence"
    stage: str = "draft"

    def check(self, draft: Draft) -> Finding | None:
        logprobs = draft.candidate.logprobs
        if not logprobs or is_refusal(draft.answer):
            return None
        if not draft.tool_route and not self.documents:
            # measured on sets it was not chosen on: on a tools-only deployment's answers
            # (tallybook) it held back 12 wrong drafts and 6 right ones, and the record's
            # quoted fields followed; on a documents deployment's (quaydocs) 10 wrong and 9
            # right ones, a coin flip that left "not found" (docs/embedded-default.md)
            return None
        score, bar, of = hesitation(logprobs), self.threshold, "the draft's tokens"
        if self.values_threshold is not None:
            valued = value_hesitation(logprobs)
            if valued is not None:
                score, bar, of = valued, self.values_threshold, "the values it wrote"
        if score is None:
            return None
        thoughts = f"mean negative log-probability of {of} {score:.2f}"
        if score < bar:
            return None
        sentence = least_sure_sentence(draft.answer, logprobs)
        reason = f"the model was unsure of {of} ({score:.2f} > {bar})"
        verdict = Verdict(
            critic=self.name,
            general_thoughts=thoughts,
            problematic_sentences=[ProblemSentence(sentence, reason, "HIGH", self.name)],
            score=round(min(1.0, score), 4),
        )
        # a regeneration does not make the model surer: of 11 drafts regenerated after a
        # failure (dev deployments, quaydocs' first measurement) 9 were still wrong; the tool
        # result's own fields, or the plain "not found", come next
        return Finding(verdict, "quote")
