"""A reply drafted for the support person, written in the background when a case opens.

The draft answers the conversation's real question (``bot.handover.real_question``: the
customer's question before "I want to talk to a human", or the subject a request names)
from the evidence: the articles the customer was shown for that question, or, for a
subject the bot never answered ("... about my invoice dispute"), the articles retrieved
for it. The configured model writes it (``prompts/draft_reply*.txt``) and the configured
critic checks it as it checks any answer; a written draft that fails the check falls back
to the articles' own sentences, quoted and cited (``bot.agent.quote.quoted_answer``).
Nothing is sent: the person edits the draft and sends it. Writing takes seconds on the
local model, so it runs off the request path; the case view shows it when it is ready.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import structlog

from bot import context
from bot.agent.quote import quoted_answer
from bot.handover import asks_for_person, real_question, topic_of
from bot.kb.embed import get_embedder
from bot.llm.base import ChatRequest
from bot.prompts import load_prompt, render
from bot.settings import Settings
from bot.steps import Source
from bot.store.log import PayloadLog
from bot.wiring import make_critic, make_model

log = structlog.get_logger("guardbot.ui")

QUOTES = '\u201c\u201d" '
_CITATION = re.compile(r"\s*\[\d+\]")
NO_ARTICLE = "No article answers this question closely enough for a draft: write your reply."
NOT_PASSED = (
    "A draft from our articles did not pass the check, so none is offered: write your reply."
)
NOT_CHECKED = "The draft could not be checked just now, so none is offered: write your reply."
WRITING = "Writing a draft from our articles for this question\u2026 it appears here when ready."
NO_ANSWER = "NO ANSWER"  # a model that says it found nothing (not asked for; small models do)
Retrieve = Callable[[str], list[Source]]


@dataclass
class Draft:
    text: str
    note: str  # what the person is told about it
    sources: int = 0
    question: str = ""  # the question it answers
    pending: bool = False

    @property
    def ok(self) -> bool:
        return bool(self.text)


def question_for(case: dict[str, Any], turns: list[dict[str, Any]]) -> str:
    """The case's real question, from the customer's messages before the case opened."""
    request = str((case.get("data") or {}).get("question") or "")
    opened = case.get("created_at") or float("inf")
    earlier = [
        t["turn"]["user_message"]
        for t in turns
        if t["turn"].get("user_message") and t["turn"]["created_at"] <= opened
    ]
    return real_question(request, earlier)


def follow_ups(thread: list[dict[str, Any]]) -> list[str]:
    """What the customer told the person after the hand-over (not the request itself)."""
    return [m["text"] for m in thread if m["role"] == "customer" and not asks_for_person(m["text"])]


def documents_for(
    case: dict[str, Any], turns: list[dict[str, Any]], question: str
) -> list[Source] | None:
    """The articles the customer was shown for ``question`` (the turn that asked it, else
    the case's turn); None when no turn asked it (a subject the bot never answered)."""
    asked = [t for t in turns if t["turn"].get("user_message") == question and t["docs"]]
    if asked:
        return [Source.from_dict(d) for d in asked[-1]["docs"]]
    if not asks_for_person(str((case.get("data") or {}).get("question") or "")):
        data = case.get("data") or {}
        return [
            Source.from_dict(s)
            for s in data.get("sources") or []
            if s.get("kind", "document") == "document"
        ]
    return None


def _clip(text: str, n: int = 100) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= n else text[: n - 1] + "\u2026"


def _articles(n: int) -> str:
    return f"{n} article{'s' if n != 1 else ''}"


class Drafter:
    """``draft(view)`` returns the draft when it is ready, else starts writing it (one
    background thread per case and question) and returns a pending one. ``background``
    False writes it at once (tests, the CLI)."""

    def __init__(self, *, settings: Settings, log: PayloadLog, critic: Any = None,
                 model: Any = None, retrieve: Retrieve | None = None,
                 background: bool = True):  # fmt: skip
        self.settings = settings
        self.log = log
        self._critic = critic
        self._model = model
        self._retrieve = retrieve
        self.background = background
        self._runner: Callable[[], Any] | None = None
        self._cache: dict[tuple, Draft] = {}
        self._lock = threading.Lock()

    def share(self, runner: Callable[[], Any]) -> None:
        """Take the model, critic and retriever not given from the app's turn runner (one
        local model in memory, not two; its calls logged like the turn's)."""
        self._runner = runner

    def _part(self, name: str) -> Any:
        return getattr(self._runner(), name, None) if self._runner is not None else None

    @property
    def critic(self) -> Any:
        if self._critic is None:
            self._critic = self._part("critic") or make_critic(self.settings, self.settings.critic)
        return self._critic

    @property
    def model(self) -> Any:
        if self._model is None:
            self._model = self._part("model") or make_model(self.settings, log=self.log)
        return self._model

    def retrieve(self, question: str) -> list[Source]:
        if self._retrieve is None:
            retriever = self._part("retriever")
            if retriever is None:
                from bot.wiring import Parts

                retriever = Parts(self.settings).retriever
            self._retrieve = lambda q: [c.to_source() for c in retriever.search(q)]
        return self._retrieve(question)

    def draft(self, view: dict[str, Any], *, sign: str = "") -> Draft:
        """The draft for a case view (``Services.case``), made once per case and question."""
        case, turns = view["case"], view["turns"]
        question = question_for(case, turns)
        extra = follow_ups(view.get("thread") or [])
        key = (case["id"], question, tuple(extra))
        with self._lock:
            if key in self._cache:
                return self._cache[key]
            pending = self._cache[key] = Draft("", WRITING, question=question, pending=True)
        args = (key, case, turns, question, extra, sign)
        if not self.background:
            self._write(*args)
            return self._cache[key]
        threading.Thread(target=self._write, args=args, daemon=True,
                         name=f"guardbot-draft-{case['id']}").start()  # fmt: skip
        return pending

    def _write(self, key: tuple, case: dict[str, Any], turns: list[dict[str, Any]],
               question: str, extra: list[str], sign: str) -> None:  # fmt: skip
        request = str((case.get("data") or {}).get("question") or "")
        subject = " ".join(filter(None, [topic_of(request), *extra])) or question
        try:
            documents = documents_for(case, turns, question)
            if documents is None:  # the bot never answered this subject: look it up
                documents = self.retrieve(subject)
            with context.call_scope(session_id=case.get("session_id"), purpose="draft"):
                draft = self._make(" ".join([question, *extra]), subject, documents)
        except Exception as exc:  # noqa: BLE001 - a draft is a help, never a failure of the page
            log.warning("draft_failed", case_id=case.get("id"), error=str(exc)[:200])
            draft = Draft("", NOT_CHECKED)
        if draft.text:
            draft.text = f"Hello,\n\n{draft.text}\n\nIs there anything else I can help you with?"
            draft.text += f"\n{sign}" if sign else ""
        draft.question = question
        with self._lock:
            self._cache[key] = draft

    def _make(self, question: str, subject: str, documents: list[Source]) -> Draft:
        if not documents or not question.strip():
            return Draft("", NO_ARTICLE)
        written = self._written(question, documents)
        if written is not None:
            verdict = self.critic.check(question, documents, written)
            if verdict.severity_level != "HIGH":
                note = (f"Written from {_articles(len(documents))} for the question "
                        f"\u201c{_clip(question)}\u201d and checked against them. "
                        "Edit it before you send it.")  # fmt: skip
                return Draft(written, note, len(documents))
        return self._quoted(subject, documents)

    def _written(self, question: str, documents: list[Source]) -> str | None:
        """The model's reply from the passages, or None (it found no answer, or failed)."""
        passages = "\n\n".join(
            f"[{n}] {d.title or d.id}: {d.text}" for n, d in enumerate(documents, 1)
        )
        messages = [
            {"role": "system", "content": load_prompt("draft_reply.txt", fallback=True).strip()},
            {"role": "user", "content": render(load_prompt("draft_reply_user.txt", fallback=True),
                                               passages=passages, question=question).strip()},
        ]  # fmt: skip
        try:
            response = self.model.complete(
                ChatRequest(messages=messages, temperature=0.0, max_tokens=300)
            )
        except Exception as exc:  # noqa: BLE001 - the model failed: the quote is the draft
            log.warning("draft_model_failed", error=str(exc)[:200])
            return None
        text = _CITATION.sub("", str(response.content or "")).strip()
        return None if not text or NO_ANSWER in text.upper() else text

    def _quoted(self, question: str, documents: list[Source]) -> Draft:
        quoted = quoted_answer(question, documents, embed=get_embedder().encode)
        if quoted is None:
            return Draft("", NO_ARTICLE)
        verdict = self.critic.check(question, documents, quoted.answer)
        body = quoted.answer.replace("The article \u201c", "Our article \u201c")
        made = f"Drafted from {_articles(len({q.source for q in quoted.quotes}))} the customer was shown"
        doubts = [p.sentence for p in verdict.problematic_sentences if p.severity == "HIGH"]
        if doubts:  # quotes are the articles' own words: kept, with the check's doubt said
            doubt = _clip(_CITATION.sub("", doubts[0]).strip(QUOTES))
            note = (f"{made}. Our check could not match this part to the articles word for "
                    f"word: \u201c{doubt}\u201d. Read it before you send it.")  # fmt: skip
        else:
            note = f"{made}, and checked against them: every sentence is in them. Edit it before you send it."
        return Draft(body, note, len({q.source for q in quoted.quotes}))
