"""The demo knowledge base: the Quillstack help centre in ``data/helpcentre/``."""

from __future__ import annotations

from pathlib import Path

from bot.kb.ingest import IngestReport, Progress, ingest_path
from bot.kb.store import ChunkStore, collection_name, get_store
from bot.settings import PROJECT_ROOT, get_settings

HELPCENTRE = PROJECT_ROOT / "data" / "helpcentre"


def ensure_demo_kb(
    strategy: str | None = None,
    keep_html: bool | None = None,
    *,
    kb: str | None = None,
    store: ChunkStore | None = None,
    progress: Progress | None = None,
    path: Path = HELPCENTRE,
) -> str:
    """Ingest the help centre into the demo KB unless it is already there; return the
    collection name. Cheap when present (one count); the embedder loads only when needed."""

    settings = get_settings()
    kb = kb or settings.kb_name
    strategy = strategy or settings.chunk_strategy
    keep_html = settings.keep_html if keep_html is None else keep_html
    store = store or get_store()
    name = collection_name(kb, strategy, keep_html)
    if store.count(name) == 0:
        refresh_demo_kb(strategy, keep_html, kb=kb, store=store, progress=progress, path=path)
    return name


def refresh_demo_kb(
    strategy: str,
    keep_html: bool,
    *,
    kb: str,
    store: ChunkStore | None = None,
    progress: Progress | None = None,
    path: Path = HELPCENTRE,
) -> IngestReport:
    """Re-ingest the help centre (idempotent: only changed articles are embedded again)."""
    return ingest_path(
        path, kb=kb, strategy=strategy, keep_html=keep_html, store=store, progress=progress
    )
