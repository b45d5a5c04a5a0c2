"""Optional fact-extraction pre-pass: a capable chat model lists the facts of each document;
each fact becomes an extra chunk (``meta.kind == "fact"``) citing the whole document.

Only worth it with a capable model (an OpenAI-compatible endpoint); the 135M local model
writes mostly noise. The prompt is ``prompts/kb_facts.txt``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import structlog

from bot.context import call_scope
from bot.kb.loaders import Document
from bot.llm.base import ChatRequest, LLMError
from bot.prompts import load_prompt

log = structlog.get_logger("guardbot.kb.facts")

MAX_DOC_CHARS = 12_000
MAX_FACTS = 60


def parse_facts(content: str) -> list[str]:
    """One fact per line, bullets and numbering removed; introductions (a line ending with a
    colon), fragments shorter than 8 characters and duplicates dropped."""
    facts: list[str] = []
    for line in (content or "").splitlines():
        fact = re.sub(r"^\s*(?:[-*•]|\d+[.)])\s*", "", line).strip()
        if len(fact) >= 8 and not fact.endswith(":") and fact not in facts:
            facts.append(fact)
    return facts[:MAX_FACTS]


def model_facts(
    model: Any, *, prompts_dir: Path | None = None, max_tokens: int = 800
) -> Callable[[Document], list[str]]:
    """A ``facts(doc) -> list[str]`` for ``ingest_path(..., facts=...)`` using ``model``
    (anything with ``complete(ChatRequest)``). A model failure gives no facts for that
    document (logged); the document's ordinary chunks are still ingested."""

    template = load_prompt("kb_facts.txt", directory=prompts_dir)

    def facts(doc: Document) -> list[str]:
        text = template.replace("{title}", doc.title).replace("{text}", doc.text[:MAX_DOC_CHARS])
        request = ChatRequest(
            messages=[{"role": "user", "content": text}], temperature=0.0, max_tokens=max_tokens
        )
        try:
            with call_scope(purpose="kb_facts"):
                response = model.complete(request)
        except LLMError as exc:
            log.warning("kb.facts.failed", source=doc.source, error=type(exc).__name__)
            return []
        return parse_facts(response.content or "")

    return facts
