"""An answer made of the sources' own words, when no draft passes: the fields of the tool
results the question asks for (the tool route), or the sentences of the documents that best
answer it, quoted and cited; None when nothing there answers the question. Then the honest
reply: the documents do not say this, the closest article is named, a person is offered."""

from __future__ import annotations

from dataclasses import dataclass, field
from string import Template
from typing import Any

from bot.agent import quote
from bot.critic.pipeline import Draft
from bot.critic.review import Candidate
from bot.critic.support import deciding_sentence
from bot.steps import QuotedAnswerStep


@dataclass
class Quoting:
    embed: Any = None  # the embedding model's encode (documents need it to rank sentences)
    messages: dict[str, str] = field(default_factory=dict)  # the fixed messages, filled in

    def candidate(self, draft: Draft) -> Candidate | None:
        """The quoted answer as a candidate (a step and a counter when there is one)."""
        sources = draft.quote_from
        if draft.tool_route:
            quoted = quote.quoted_tool_answer(draft.question, sources, embed=self.embed)
        elif self.embed is not None:
            documents = [s for s in sources if s.kind != "tool"]
            quoted = quote.quoted_answer(draft.question, documents, embed=self.embed)
        else:
            quoted = None
        if quoted is None:
            return None
        if not quoted.named:
            # the record holds no field the question names ("the wifi password" of a pet's
            # record): say so before the fields closest to it, never pass them off as the answer
            lead = self.messages.get("tool_quote_unnamed", "")
            quoted.answer = f"{lead}\n{quoted.answer}" if lead else quoted.answer
        draft.emit(
            QuotedAnswerStep(
                answer=quoted.answer,
                source_kind=quoted.kind,
                quotes=[q.to_dict() for q in quoted.quotes],
            )
        )
        draft.count("quoted")
        return Candidate(answer=quoted.answer, sources=sources, steps=[])

    def decided(self, draft: Draft, claim: str) -> Candidate | None:
        """The document sentence that answers a yes/no question and limits or denies, quoted,
        when a draft said a plain "yes" against it (``support.deciding_sentence``): "The
        article “Studio rules” says: Reception is open Tuesday to Saturday (closed Sunday
        and Monday). [1]"; None when there is no such sentence."""
        documents = [s for s in draft.quote_from if s.kind != "tool"]
        found = deciding_sentence(draft.question, claim, documents)
        if found is None:
            return None
        at, sentence, _ = found
        said = quote.Quote(text=sentence, source=at, title=quote.title_of(documents[at]), score=1.0)
        # the sentence as it stands (in quotation marks, the critic reads it as one quoted
        # string, which a time inside it no longer matches)
        answer = f"The article \u201c{said.title}\u201d says: {sentence} [{at + 1}]"
        draft.emit(
            QuotedAnswerStep(answer=answer, source_kind="documents", quotes=[said.to_dict()])
        )
        draft.count("quoted")
        return Candidate(answer=answer, sources=documents, steps=[])

    def not_found(self, draft: Draft) -> Candidate:
        """The plain "the documents do not answer this", naming the closest article (the best
        retrieved one), with a person offered."""
        documents = [s for s in draft.quote_from if s.kind != "tool"]
        titles = [quote.title_of(d) for d in documents if quote.title_of(d)]
        name = "not_found" if titles else "not_found_nothing"
        template = self.messages.get(name, "I could not find that in the documents.")
        text = Template(template).safe_substitute(title=titles[0] if titles else "")
        draft.count("not_found")
        return Candidate(answer=text, sources=documents[:1], steps=[])
