"""The model that wrote a draft, asked about it right away: is each sentence stated in the
documents or the tool result it was shown?

A local model's draft is checked as the next turn of the very conversation it was written
in (``Candidate.messages``), so llama.cpp reuses the whole prompt it has just evaluated and
each question costs only its own few dozen tokens, not the evidence again. The reply is one
token: P("yes") against P("no") from its log-probabilities (a request with ``logprobs``; it
is recorded like every model call, purpose ``judge``). A sentence below ``threshold`` fails
the draft (HIGH), which is regenerated with it as a negative example.

It runs after the critic (``settings.guards``), only on a draft the critic passed, only for
an in-process model that writes (``Draft.local``), and on at most ``max_sentences``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from bot import context
from bot.critic.base import ProblemSentence, Verdict
from bot.critic.pipeline import Draft, Finding
from bot.critic.sentences import is_refusal, judged_sentences, strip_citations
from bot.llm.base import ChatRequest, LLMError

QUESTION = (
    "Check one sentence of your answer. Is it stated in the documents or the tool result "
    'above (not guessed, not only similar)?\n\nSentence: "{sentence}"\n\nReply with one '
    "word: yes or no."
)


def p_yes(response: Any) -> float | None:
    """P(yes) against P(no) from a one-token reply's top log-probabilities; None when the
    backend sent none."""
    choice = (response.raw.get("choices") or [{}])[0]
    content = ((choice.get("logprobs") or {}).get("content")) or []
    if not content:
        return None
    tops = content[0].get("top_logprobs") or []
    yes = sum(math.exp(t["logprob"]) for t in tops if str(t["token"]).strip().lower() == "yes")
    no = sum(math.exp(t["logprob"]) for t in tops if str(t["token"]).strip().lower() == "no")
    return yes / (yes + no) if yes + no > 0 else None


@dataclass
class SelfCheck:
    model: Any
    threshold: float = 0.5
    max_sentences: int = 4
    name: str = "selfcheck"
    stage: str = "draft"

    def check(self, draft: Draft) -> Finding | None:
        messages = draft.candidate.messages
        if not draft.local or not messages or messages[-1].get("role") != "assistant":
            return None
        sentences = [
            s for s in judged_sentences(strip_citations(draft.answer)) if not is_refusal(s)
        ][: self.max_sentences]
        if not sentences:
            return None
        scores: list[tuple[str, float]] = []
        for sentence in sentences:
            score = self._ask(messages, sentence)
            if score is None:
                return None  # the backend gives no log-probabilities: nothing to say
            scores.append((sentence, score))
        problems = [
            ProblemSentence(
                s, f"the model that wrote it doubts it is stated (P(yes) {p:.2f})", "HIGH"
            )
            for s, p in scores
            if p < self.threshold
        ]
        lowest = min(p for _, p in scores)
        verdict = Verdict(
            critic=self.name,
            general_thoughts=f"{len(scores)} sentence(s) asked back; lowest P(yes) {lowest:.2f}",
            problematic_sentences=problems,
            score=round(1.0 - lowest, 4),
        )
        return Finding(verdict, "regenerate") if problems else None

    def _ask(self, messages: list[dict[str, Any]], sentence: str) -> float | None:
        request = ChatRequest(
            messages=[*messages, {"role": "user", "content": QUESTION.format(sentence=sentence)}],
            max_tokens=1,
            temperature=0.0,
            extra={"logprobs": True, "top_logprobs": 10},
        )
        try:
            with context.call_scope(purpose="judge"):
                response = self.model.complete(request)
        except LLMError:
            return None
        return p_yes(response)
