"""The LLM judge: the sentence-by-sentence fact-check prompt (``prompts/critic_llm_*.txt``)
answered as JSON by the configured chat model. Fences are stripped and broken JSON repaired;
an unreadable reply is retried once; still unreadable -> a verdict marked ``unparseable``
(the loop's ``fail_closed`` setting decides what that means)."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from bot.critic.base import SEVERITIES, ProblemSentence, Verdict
from bot.critic.jsonrepair import parse_json_object
from bot.critic.prompts import format_sources
from bot.critic.sentences import is_pleasantry, split_sentences
from bot.llm.base import ChatModel, ChatRequest
from bot.prompts import load_prompt, render
from bot.steps import Source

_SEVERITY_ALIASES = {
    "MEDIUM": "LOW",
    "MINOR": "LOW",
    "MODERATE": "LOW",
    "CRITICAL": "HIGH",
    "MAJOR": "HIGH",
}


class LLMCritic:
    name = "llm"

    def __init__(
        self,
        *,
        model: ChatModel,
        max_tokens: int = 320,
        max_source_chars: int = 8000,
        retries: int = 1,
        prompts_dir: Path | str | None = None,
    ):
        self.model = model
        self.max_tokens = max_tokens
        self.max_source_chars = max_source_chars
        self.retries = retries
        self.prompts_dir = prompts_dir

    def messages(self, question: str, sources: list[Source], answer: str) -> list[dict[str, Any]]:
        sentences = "\n".join(split_sentences(answer)) or answer
        user = render(
            load_prompt("critic_llm_user.txt", directory=self.prompts_dir, fallback=True),
            sources=format_sources(
                sources, max_chars=self.max_source_chars, directory=self.prompts_dir
            ),
            question=question,
            sentences=sentences,
        )
        system = load_prompt(
            "critic_llm_system.txt", directory=self.prompts_dir, fallback=True
        ).strip()
        return [{"role": "system", "content": system}, {"role": "user", "content": user}]

    def check(self, question: str, sources: list[Source], answer: str) -> Verdict:
        started = time.perf_counter()
        messages = self.messages(question, sources, answer)
        replies: list[str] = []
        data = None
        for attempt in range(self.retries + 1):
            if attempt:
                retry = load_prompt(
                    "critic_llm_retry.txt", directory=self.prompts_dir, fallback=True
                ).strip()
                messages = [
                    *messages,
                    {"role": "assistant", "content": replies[-1]},
                    {"role": "user", "content": retry},
                ]
            response = self.model.complete(
                ChatRequest(messages=messages, temperature=0.0, max_tokens=self.max_tokens)
            )
            replies.append(response.content or "")
            data = parse_json_object(replies[-1])
            if data is not None and _looks_like_verdict(data):
                break
            data = None
        verdict = verdict_from_json(self.name, data, answer) if data is not None else None
        if verdict is None:
            verdict = Verdict(
                critic=self.name,
                unparseable=True,
                general_thoughts="The judge's reply was not valid JSON.",
            )
        verdict.raw = replies[-1] if len(replies) == 1 else "\n---retry---\n".join(replies)
        verdict.latency_ms = (time.perf_counter() - started) * 1000
        return verdict


def _looks_like_verdict(data: dict[str, Any]) -> bool:
    return any(k in data for k in ("problematic_sentences", "severity_level", "general_thoughts"))


def normalise_severity(value: Any, default: str = "HIGH") -> str:
    text = str(value or "").strip().upper()
    text = _SEVERITY_ALIASES.get(text, text)
    return text if text in SEVERITIES else default


def verdict_from_json(critic: str, data: dict[str, Any], answer: str) -> Verdict | None:
    """A verdict from the judge's JSON; sentences as [s, reason, severity] or dicts."""
    items = data.get("problematic_sentences") or []
    if not isinstance(items, list):
        return None
    problems = []
    for item in items:
        problem = _problem(critic, item)
        if (
            problem is not None
            and problem.severity != "NONE"
            and not is_pleasantry(problem.sentence)
        ):
            problems.append(problem)
    level = data.get("severity_level")
    explicit = normalise_severity(level, default="NONE") if level is not None else None
    thoughts = data.get("general_thoughts")
    return Verdict(
        critic=critic,
        general_thoughts=thoughts if isinstance(thoughts, str) else str(thoughts or ""),
        problematic_sentences=problems,
        explicit_severity=explicit if explicit != "NONE" else None,
        score=1.0 if any(p.severity == "HIGH" for p in problems) or explicit == "HIGH" else 0.0,
    )


def _problem(critic: str, item: Any) -> ProblemSentence | None:
    if isinstance(item, dict):
        sentence = item.get("sentence") or item.get("text") or ""
        reason = item.get("reason") or item.get("why") or ""
        severity = item.get("severity") or item.get("severity_level") or "HIGH"
    elif isinstance(item, list | tuple) and item:
        sentence, reason, severity = (list(item) + ["", "HIGH"])[:3]
    elif isinstance(item, str):
        sentence, reason, severity = item, "", "HIGH"
    else:
        return None
    if not str(sentence).strip():
        return None
    return ProblemSentence(
        str(sentence).strip(),
        str(reason or "not supported by the sources"),
        normalise_severity(severity),
        critic,
    )
