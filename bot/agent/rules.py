"""Code-enforced output rules, applied to every answer whatever the model wrote:

- ``system_prompt``: no stretch of the system prompt's own instructions (8 words in a row);
  the retrieved documents inside it may be quoted, the instructions may not;
- ``secret``: no configured secret and nothing that looks like a key or token;
- ``other_workspace``: no account id, name or owner of another workspace;
- ``planted``: no sentence that reads as an instruction planted in a document or a tool
  result ("ignore previous instructions", "SYSTEM:", role tokens, a fake tool call).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from bot import planted
from bot.agent.prompts import DOC_OPEN
from bot.store.redact import REDACTED, Redactor

SHINGLE = 8
SENTENCE_SPLIT = re.compile(r"(?<=[.!?])\s+|\n+")


@dataclass
class RuleResult:
    answer: str
    fired: list[dict[str, Any]] = field(default_factory=list)

    @property
    def changed(self) -> bool:
        return bool(self.fired)


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9_]+", text.lower())


def _shingles(words: list[str]) -> set[tuple[str, ...]]:
    return {tuple(words[i : i + SHINGLE]) for i in range(max(0, len(words) - SHINGLE + 1))}


_QUOTED = re.compile(r"\"[^\"\n]{1,200}\"")


def instructions_of(system_prompt: str) -> str:
    """The system prompt without its documents section (documents may be quoted) and
    without the replies it tells the model to give word for word ("I could not find
    that ..."): saying those is no leak."""
    marker = DOC_OPEN.split("{", 1)[0]
    cut = system_prompt.find(marker)
    kept = system_prompt if cut < 0 else system_prompt[:cut]
    return _QUOTED.sub(" ", kept)


def leaks_system_prompt(answer: str, system_prompt: str) -> bool:
    protected = _shingles(_words(instructions_of(system_prompt)))
    return bool(protected & _shingles(_words(answer)))


# the tool-calling protocol's own markup (a small model that echoes the tool result back)
_PROTOCOL = re.compile(r"</?tool_(?:response|call)>", re.IGNORECASE)


def echoes_tool_protocol(answer: str) -> bool:
    """Whether a draft carries the tool protocol's markup ("<tool_response>{...}") instead of
    an answer in words."""
    return _PROTOCOL.search(answer) is not None


def other_workspace_hits(answer: str, other_terms: set[str]) -> list[str]:
    low = answer.lower()
    return sorted(t for t in other_terms if re.search(rf"(?<![\w-]){re.escape(t)}(?![\w-])", low))


def enforce(
    answer: str,
    *,
    system_prompt: str,
    secrets: list[str],
    redact_patterns: list[str],
    other_terms: set[str],
    messages: dict[str, str],
) -> RuleResult:
    """The answer as it may be shown, and which rules fired (each a dict for a step)."""
    result = RuleResult(answer=answer)
    stripped, removed = planted.strip_sentences(answer)
    if removed:
        result.fired.append({"rule": "planted", "action": "removed_sentences", "count": removed})
        result.answer = stripped or messages["instructions_refused"]
    if leaks_system_prompt(result.answer, system_prompt):
        result.fired.append({"rule": "system_prompt", "action": "replaced"})
        result.answer = messages["instructions_refused"]
    redacted = Redactor(secrets=secrets, patterns=redact_patterns).text(result.answer)
    if redacted != result.answer:
        result.fired.append(
            {"rule": "secret", "action": "redacted", "count": redacted.count(REDACTED)}
        )
        result.answer = redacted
    hits = other_workspace_hits(result.answer, other_terms)
    if hits:
        kept = [
            s
            for s in SENTENCE_SPLIT.split(result.answer)
            if not other_workspace_hits(s, other_terms)
        ]
        result.answer = " ".join(kept).strip() or messages["other_workspace"]
        result.fired.append(
            {"rule": "other_workspace", "action": "removed_sentences", "terms": len(hits)}
        )
    return result
