"""A reply drafted for the support person when a case opens: the sentences of the articles
the customer was shown that answer the question, cited (``bot.agent.quote.quoted_answer``),
and checked by the configured critic as the turn checks a quoted answer: quotes are the
articles' own words, so a doubt of the check is said beside the draft, not hidden. The
person edits it and sends it; no article that answers gives no draft, and says so.
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass
from typing import Any

import structlog

from bot.agent.quote import quoted_answer
from bot.handover import asks_for_person, topic_of
from bot.kb.embed import get_embedder
from bot.settings import Settings
from bot.steps import Source
from bot.store.log import PayloadLog
from bot.wiring import make_critic

log = structlog.get_logger("guardbot.ui")

QUOTES = '\u201c\u201d" '
_CITATION = re.compile(r"\s*\[\d+\]")
NO_ARTICLE = "No article answers this question closely enough for a draft: write your reply."
NOT_PASSED = (
    "A draft from our articles did not pass the check, so none is offered: write your reply."
)
NOT_CHECKED = "The draft could not be checked just now, so none is offered: write your reply."


@dataclass
class Draft:
    text: str
    note: str  # what the person is told about it
    sources: int = 0

    @property
    def ok(self) -> bool:
        return bool(self.text)


def question_for(case: dict[str, Any], turns: list[dict[str, Any]]) -> str:
    """What the reply should answer: the customer's question; for a request for a person,
    what it is about and the question before it ("... about my invoice")."""
    question = str((case.get("data") or {}).get("question") or "")
    if not asks_for_person(question):
        return question
    earlier = [t["turn"]["user_message"] for t in turns if t["turn"].get("user_message")]
    earlier = [q for q in earlier if not asks_for_person(q)]
    return " ".join(filter(None, [earlier[-1] if earlier else "", topic_of(question)])) or question


def documents_for(case: dict[str, Any], turns: list[dict[str, Any]]) -> list[Source]:
    """The articles the customer was shown: the case's turn's, else the latest turn's."""
    chosen = next((t for t in turns if t["turn"]["id"] == case.get("turn_id")), None)
    for view in [chosen, *reversed(turns)]:
        if view is not None and view["docs"]:
            return [Source.from_dict(d) for d in view["docs"]]
    data = case.get("data") or {}
    return [
        Source.from_dict(s)
        for s in data.get("sources") or []
        if s.get("kind", "document") == "document"
    ]


def _clip(text: str, n: int = 100) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= n else text[: n - 1] + "\u2026"


class Drafter:
    def __init__(self, *, settings: Settings, log: PayloadLog, critic: Any = None):
        self.settings = settings
        self.log = log
        self._critic = critic
        self._cache: dict[tuple, Draft] = {}
        self._lock = threading.Lock()

    @property
    def critic(self) -> Any:
        if self._critic is None:
            self._critic = make_critic(self.settings, self.settings.critic)
        return self._critic

    def draft(self, view: dict[str, Any], *, sign: str = "") -> Draft:
        """The draft for a case view (``Services.case``), made once per case and question."""
        case, turns = view["case"], view["turns"]
        question = question_for(case, turns)
        key = (case["id"], case.get("turn_id"), question)
        with self._lock:
            if key not in self._cache:
                self._cache[key] = self._make(question, documents_for(case, turns), sign)
            return self._cache[key]

    def _make(self, question: str, documents: list[Source], sign: str) -> Draft:
        if not documents or not question:
            return Draft("", NO_ARTICLE)
        try:
            quoted = quoted_answer(question, documents, embed=get_embedder().encode)
            if quoted is None:
                return Draft("", NO_ARTICLE)
            verdict = self.critic.check(question, documents, quoted.answer)
        except Exception as exc:  # noqa: BLE001 - a draft is a help, never a failure of the page
            log.warning("draft_failed", error=str(exc)[:200])
            return Draft("", NOT_CHECKED)
        body = quoted.answer.replace("The article \u201c", "Our article \u201c")
        cited = len({q.source for q in quoted.quotes})
        text = f"Hello,\n\n{body}\n\nIs there anything else I can help you with?"
        made = f"Drafted from {cited} article{'s' if cited != 1 else ''} the customer was shown"
        doubts = [p.sentence for p in verdict.problematic_sentences if p.severity == "HIGH"]
        if doubts:  # quotes are the articles' own words: kept, with the check's doubt said
            note = (
                f"{made}. Our check could not match this part to the articles word for word: "
                f"\u201c{_clip(_CITATION.sub('', doubts[0]).strip(QUOTES))}\u201d. Read it before you send it."
            )
        else:
            note = f"{made}, and checked against them: every sentence is in them. Edit it before you send it."
        return Draft(text + (f"\n{sign}" if sign else ""), note, cited)
