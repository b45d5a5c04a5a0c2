"""A deployment's knowledge bases in the search index: each folder of documents ingested
into its own collection on first use (``guardbot ingest`` does the same by hand).

    ensure_kb(deployment.knowledge_bases[0])        # the collection's name; ingests if empty
"""

from __future__ import annotations

from typing import Any

from bot.kb.ingest import IngestReport, Progress, ingest_path
from bot.kb.store import ChunkStore, collection_name, get_store
from bot.settings import get_settings


def ensure_kb(
    kb: Any,
    *,
    settings: Any = None,
    strategy: str | None = None,
    keep_html: bool | None = None,
    store: ChunkStore | None = None,
    progress: Progress | None = None,
) -> str:
    """Ingest the knowledge base's folder unless its collection has chunks; return the
    collection name. Cheap when present (one count); the embedder loads only when needed."""
    settings = settings or get_settings()
    strategy = strategy or kb.chunk_strategy or settings.chunk_strategy
    keep_html = (
        (kb.keep_html if kb.keep_html is not None else settings.keep_html)
        if keep_html is None
        else keep_html
    )
    store = store or get_store()
    name = collection_name(kb.name, strategy, keep_html)
    if store.count(name) == 0:
        refresh_kb(kb, strategy=strategy, keep_html=keep_html, store=store, progress=progress)
    return name


def refresh_kb(
    kb: Any,
    *,
    strategy: str,
    keep_html: bool,
    store: ChunkStore | None = None,
    progress: Progress | None = None,
) -> IngestReport:
    """Re-ingest the folder (idempotent: only changed documents are embedded again)."""
    return ingest_path(
        kb.path, kb=kb.name, strategy=strategy, keep_html=keep_html, store=store, progress=progress
    )
