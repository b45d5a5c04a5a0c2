"""The Phoenix-style binary eval: query + reference + answer -> ``factual`` or
``hallucinated``, with rails (free text is snapped to one label, or marked unparseable)
and an optional explanation (``prompts/binary_template_explain.txt``)."""

from __future__ import annotations

import re
import time
from pathlib import Path

from bot.critic.base import ProblemSentence, Verdict
from bot.llm.base import ChatModel, ChatRequest
from bot.prompts import load_prompt, render
from bot.steps import Source

RAILS = ("factual", "hallucinated")
_LABEL_LINE = re.compile(r"label\s*[:=]\s*\W*([a-z]+)", re.IGNORECASE)
_NOT = r"(?:not|n't|non-?|never)\s+(?:an?\s+|be\s+)?"
_NOT_HALLU = re.compile(_NOT + r"hallucinat\w*", re.IGNORECASE)
_NOT_FACTUAL = re.compile(_NOT + r"factual\b", re.IGNORECASE)
_HALLU = re.compile(r"\bhallucinat\w*", re.IGNORECASE)
_FACTUAL = re.compile(r"\bfactual\b", re.IGNORECASE)


def snap_to_rails(text: str | None) -> str | None:
    """``factual`` / ``hallucinated`` when the reply names exactly one label, else None."""
    if not text or not text.strip():
        return None
    label_line = _LABEL_LINE.findall(text)
    if label_line:
        found = snap_to_rails(label_line[-1])
        if found:
            return found
    cleaned = text.strip().strip("\"'`*.!").lower()
    if cleaned in RAILS:
        return cleaned
    # "not a hallucination" counts for factual, "not factual" for hallucinated
    factual = bool(_NOT_HALLU.search(text))
    hallucinated = bool(_NOT_FACTUAL.search(text))
    rest = _NOT_FACTUAL.sub(" ", _NOT_HALLU.sub(" ", text))
    factual = factual or bool(_FACTUAL.search(rest))
    hallucinated = hallucinated or bool(_HALLU.search(rest))
    if hallucinated != factual:
        return "hallucinated" if hallucinated else "factual"
    return None


def explanation_of(text: str) -> str:
    body = re.split(r"\blabel\s*[:=]", text, flags=re.IGNORECASE)[0]
    return body.replace("EXPLANATION:", "").strip(" *\n")


class BinaryCritic:
    name = "binary"

    def __init__(
        self,
        *,
        model: ChatModel,
        explain: bool = False,
        max_source_chars: int = 8000,
        prompts_dir: Path | str | None = None,
    ):
        self.model = model
        self.explain = explain
        self.max_source_chars = max_source_chars
        self.prompts_dir = prompts_dir

    def prompt(self, question: str, sources: list[Source], answer: str) -> str:
        name = "binary_template_explain.txt" if self.explain else "binary_template.txt"
        reference = (
            "\n\n".join(s.text.strip() for s in sources)[: self.max_source_chars]
            or "(no reference text)"
        )
        return render(
            load_prompt(name, directory=self.prompts_dir, fallback=True),
            question=question,
            reference=reference,
            answer=answer,
        )

    def check(self, question: str, sources: list[Source], answer: str) -> Verdict:
        started = time.perf_counter()
        request = ChatRequest(
            messages=[{"role": "user", "content": self.prompt(question, sources, answer)}],
            temperature=0.0,
            max_tokens=256 if self.explain else 8,
        )
        text = self.model.complete(request).content or ""
        label = snap_to_rails(text)
        verdict = Verdict(critic=self.name, raw=text)
        if label is None:
            verdict.unparseable = True
            verdict.general_thoughts = "The judge's reply named neither or both labels."
        else:
            why = explanation_of(text) if self.explain else ""
            verdict.general_thoughts = f"label: {label}" + (f"; {why}" if why else "")
            verdict.score = 1.0 if label == "hallucinated" else 0.0
            if label == "hallucinated":
                reason = why or "The binary judge labelled the answer hallucinated."
                verdict.problematic_sentences = [
                    ProblemSentence(answer.strip()[:500], reason, "HIGH", self.name)
                ]
        verdict.latency_ms = (time.perf_counter() - started) * 1000
        return verdict
