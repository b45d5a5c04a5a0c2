"""The peer a user would build instead of guardbot: a plain RAG on the same local model.

The same retriever (the deployment's Chroma collection, built by the guarded run), its top 4
chunks, the prompt "answer only from the context", the same model, and no guard: no tools,
no critic, no quoting. Its answers are judged like guardbot's (``bench_deployments.judge``),
with "I don't know" counted as the honest reply.
"""

from __future__ import annotations

import os
import re
import time
from pathlib import Path
from typing import Any

PROMPT = (
    "You are a helpful assistant. Answer the question using only the context below. "
    "If the context does not contain the answer, say that you don't know.\n\nContext:\n{context}"
)
TOP_K = 4
DONT_KNOW = re.compile(
    r"don't know|do not know|not (?:provided|mentioned|specified|stated|included|available) in "
    r"the (?:given |provided )?context|(?:context|information) (?:does not|doesn't) (?:contain|"
    r"provide|include|mention|specify)|no information|cannot (?:find|answer|determine)",
    re.IGNORECASE,
)


def _settings(folder: Path, data_dir: Path) -> Any:
    """The settings guardbot served the deployment with (its [settings] table included)."""
    from bot.settings import get_settings, reset_settings

    os.environ["GUARDBOT_DATA_DIR"] = str(data_dir)
    os.environ["GUARDBOT_DEPLOYMENT"] = str(folder)
    reset_settings()
    return get_settings()


def answers(folder: Path, data_dir: Path, questions: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each question (a follow-up with its conversation) through the plain RAG."""
    from bot.kb.retriever import get_retriever
    from bot.kb.types import RetrievalError
    from bot.llm.base import ChatRequest
    from bot.llm.runtime import local_model

    settings = _settings(folder, data_dir)
    model = local_model(settings)
    try:
        retriever = get_retriever(settings=settings)
    except Exception:  # a deployment with no documents: the context is empty
        retriever = None
    rows = []
    for item in questions:
        turns = item.get("turns") or [item["question"]]
        history: list[dict[str, str]] = []
        started = time.perf_counter()
        for text in turns:
            try:
                chunks = list(retriever.search(text, k=TOP_K)) if retriever is not None else []
            except RetrievalError:  # a deployment with no documents: the context is empty
                chunks = []
            context = "\n\n".join(c.text for c in chunks) or "(nothing found)"
            messages = [
                {"role": "system", "content": PROMPT.format(context=context)},
                *history,
                {"role": "user", "content": text},
            ]
            request = ChatRequest(messages=messages, temperature=0.0, max_tokens=160)
            answer = model.complete(request).content or ""
            history += [{"role": "user", "content": text}, {"role": "assistant", "content": answer}]
        rows.append({**item, "answer": answer, "seconds": time.perf_counter() - started})
    return rows


def honest(answer: str) -> bool:
    return bool(DONT_KNOW.search(answer))


def enabled() -> bool:
    return os.environ.get("GUARDBOT_BENCH_PLAIN", "") not in ("", "0")
