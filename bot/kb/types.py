"""The retriever port. The agent depends on this, never on chromadb."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from bot.steps import Source


class RetrievalError(RuntimeError):
    """The store could not be queried (e.g. the Chroma server is down). Safe to show."""

    user_message = "The knowledge base cannot be searched right now; a person can still help you."


@dataclass
class Chunk:
    """One chunk of a document, with everything needed to cite it."""

    id: str
    text: str
    source: str  # path of the source file, relative to the ingested root
    title: str
    start: int  # character offsets in the (stripped or kept) document text
    end: int
    strategy: str
    kb: str = ""
    score: float | None = None  # cosine similarity to the query (1 = identical), when retrieved
    meta: dict[str, Any] = field(default_factory=dict)

    def citation(self) -> str:
        return f"{self.title} ({self.source}, chars {self.start}-{self.end})"

    def to_source(self) -> Source:
        return Source(
            kind="document",
            text=self.text,
            id=self.id,
            title=self.title,
            meta={
                "source": self.source,
                "start": self.start,
                "end": self.end,
                "strategy": self.strategy,
                "score": self.score,
                "kb": self.kb,
                "section": self.meta.get("section", ""),
            },
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "text": self.text,
            "source": self.source,
            "title": self.title,
            "start": self.start,
            "end": self.end,
            "strategy": self.strategy,
            "kb": self.kb,
            "score": self.score,
            "meta": self.meta,
        }


@runtime_checkable
class Retriever(Protocol):
    def search(
        self, query: str, *, k: int | None = None, where: dict[str, Any] | None = None
    ) -> list[Chunk]:
        """Top-k chunks above the minimum similarity, best first; [] means nothing relevant.
        Raises RetrievalError when the store cannot be reached."""
        ...
