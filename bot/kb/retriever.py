"""The retriever the agent uses: top-k chunks above a minimum cosine similarity, with
citations. ``[]`` is a real answer ("nothing relevant"), never the least-bad chunk."""

from __future__ import annotations

import time
from typing import Any

import structlog

from bot.kb.embed import Embedder, EmbeddingError, get_embedder
from bot.kb.store import ChunkStore, MissingCollection, StoreError, collection_name, get_store
from bot.kb.types import Chunk, RetrievalError
from bot.settings import Settings, get_settings

log = structlog.get_logger("guardbot.kb.retriever")


class KBRetriever:
    """Search one collection. Store or embedding failures raise ``RetrievalError`` (its
    ``user_message`` is safe to show; ``str(exc)`` has the cause for the log)."""

    def __init__(
        self,
        store: ChunkStore,
        embedder: Embedder,
        collection: str,
        min_similarity: float,
        top_k: int,
    ):
        self.store = store
        self.embedder = embedder
        self.collection = collection
        self.min_similarity = min_similarity
        self.top_k = top_k

    def search(
        self, query: str, *, k: int | None = None, where: dict[str, Any] | None = None
    ) -> list[Chunk]:
        k = self.top_k if k is None else k
        if not query or not query.strip() or k <= 0:
            return []
        started = time.perf_counter()
        try:
            vector = self.embedder.encode([query])[0]
            hits = self.store.query(self.collection, vector, k, where)
        except MissingCollection as exc:
            log.error("kb.search.failed", collection=self.collection, error="missing_collection")
            raise RetrievalError(
                f"knowledge base collection {self.collection!r} does not exist: ingest it first "
                f"(guardbot ingest PATH --kb NAME --strategy STRATEGY)"
            ) from exc
        except (StoreError, EmbeddingError) as exc:
            log.error(
                "kb.search.failed",
                collection=self.collection,
                error=type(exc).__name__,
                detail=str(exc)[:300],
            )
            raise RetrievalError(str(exc)) from exc
        kept = [hit for hit in hits if (hit.score or 0.0) >= self.min_similarity]
        log.info(
            "kb.search",
            collection=self.collection,
            k=k,
            hits=len(hits),
            kept=len(kept),
            best=round(hits[0].score or 0.0, 3) if hits else None,
            ms=round((time.perf_counter() - started) * 1000, 1),
        )
        return kept


class NoDocuments:
    """The retriever of a deployment with no documents (tools only): every search finds
    nothing, honestly, and its embedder still serves the tool planner."""

    collection = None
    documents = False  # the router tries the closest tool instead (bot.agent.route)

    def __init__(self, embedder: Embedder):
        self.embedder = embedder

    def search(
        self, query: str, *, k: int | None = None, where: dict[str, Any] | None = None
    ) -> list[Chunk]:
        return []


def get_retriever(
    kb: str | None = None,
    strategy: str | None = None,
    keep_html: bool | None = None,
    *,
    settings: Settings | None = None,
) -> KBRetriever:
    """The retriever for a knowledge base, with the settings' defaults (``kb_name``,
    ``chunk_strategy``, ``keep_html``, ``top_k``, ``min_similarity``, store and embedder).
    The embedding model loads here, once per process."""
    settings = settings or get_settings()
    name = collection_name(
        kb or settings.kb_name,
        strategy or settings.chunk_strategy,
        settings.keep_html if keep_html is None else keep_html,
    )
    return KBRetriever(get_store(), get_embedder(), name, settings.min_similarity, settings.top_k)
