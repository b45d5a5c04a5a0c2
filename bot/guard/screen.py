"""A small model's non-answers, caught in code before the critic: a draft that recites its
instructions (a capable model asked for them gets the output rule's refusal instead),
echoes the raw tool result ("<tool_response>{...}"), shares no word with the question or
the sources ("The Daily"), says the same thing twice in other words, repeats the question,
names things (a product, a setting, a command, a place) or states figures it was not shown,
or misses what answers the question (the best passage's figure, the asked field's value).
Capable models' drafts pass through untouched."""

from __future__ import annotations

import re

from bot.agent import quote, rules
from bot.critic.pipeline import Draft, Finding, flag
from bot.degenerate import split_sentences

NEAR_REPEAT = 0.75  # two sentences sharing this share of their words say the same thing
ECHO_NEW_WORDS = 2  # a sentence adding at most this many words (and no figure) repeats it
_NAMED = re.compile(
    r"(?<![\w-])(--?[a-z][\w-]+|[\w.]+(?:[-_/][\w.]+)+|[A-Z]{2,}\w*|(?<=\w )[A-Z][a-z]+\w*)"
)


class SmallModelScreen:
    name = "screen"
    stage = "draft"

    def check(self, draft: Draft) -> Finding | None:
        if not draft.small:
            return None
        why = self._problem(draft)
        return flag("screen", draft.answer, why) if why else None

    def _problem(self, draft: Draft) -> str | None:
        text = draft.answer
        if rules.leaks_system_prompt(text, draft.instructions):
            return "the draft repeats the assistant's instructions instead of answering"
        if rules.echoes_tool_protocol(text):
            return "the draft echoes the raw tool result instead of answering"
        if quote.unrelated(text, [draft.question, *(s.text for s in draft.sources)]):
            return "the draft shares no word with the question or the sources"
        if said_twice(text):
            return "the draft says the same thing twice"
        if echoes(text, draft.question):
            return "the draft repeats the question instead of answering it"
        if unshown := self._unshown_figures(draft):
            return f"the draft states figures it was not given: {', '.join(unshown)}"
        if unnamed := self._unshown_names(draft):
            return f"the draft names things it was not shown: {', '.join(unnamed[:4])}"
        return self._misses_the_answer(draft)

    @staticmethod
    def _unshown_names(draft: Draft) -> list[str]:
        """Names, settings, commands and paths in the draft that nothing it was shown holds
        (the facts or the tool results, and the question)."""
        tools = [s.text for s in draft.sources if s.kind == "tool"]
        if draft.facts is None and not tools:
            return []
        shown = " ".join([draft.question, *(draft.facts or []), *tools]).lower()
        found = [m.group(0).strip(".,;:") for m in _NAMED.finditer(draft.answer)]
        return [n for n in dict.fromkeys(found) if len(n) > 1 and n.lower() not in shown]

    @staticmethod
    def _unshown_figures(draft: Draft) -> list[str]:
        """Figures the draft states that nothing it was shown states: the facts (documents)
        or the tool results, and the question."""
        tools = [s.text for s in draft.sources if s.kind == "tool"]
        if draft.facts is None and not tools:
            return []  # the model saw whole documents: the critic checks against them
        return quote.unshown_figures(draft.answer, [draft.question, *(draft.facts or []), *tools])

    @staticmethod
    def _misses_the_answer(draft: Draft) -> str | None:
        """The figure of the best passages (a question asking for a figure), or the value of
        the tool-result field the question names ("health" -> 25), missing from the draft."""
        if draft.facts and quote.asks_for_figure(draft.question):
            if quote.misses_best_figure(draft.answer, draft.facts):
                return "the draft does not give the figure the best passages state"
        values = quote.asked_values(draft.question, draft.sources)
        if values and not any(v.lower() in draft.answer.lower() for v in values):
            return f"the draft does not give the value the tool returned ({values[0]})"
        return None


def _words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z0-9]+", text.lower()) if len(w) > 2 or w.isdigit()}


def said_twice(text: str) -> bool:
    """Two sentences that share most of their words ("You can only log in from any other
    device. You can only log in from any device.")."""
    sentences = [_words(s) for s in split_sentences(text)]
    sentences = [s for s in sentences if len(s) >= 4]
    for i, first in enumerate(sentences):
        for second in sentences[i + 1 :]:
            if len(first & second) / len(first | second) >= NEAR_REPEAT:
                return True
    return False


def echoes(text: str, question: str) -> bool:
    """A sentence of six words or more that adds nothing to the question's own words (at
    most two others, no figure): the question said back."""
    asked = _words(question)
    for sentence in split_sentences(text):
        words = _words(sentence)
        new = words - asked
        if len(words) >= 6 and len(new) <= ECHO_NEW_WORDS and not any(map(str.isdigit, new)):
            return True
    return False
