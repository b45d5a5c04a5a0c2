"""Chunks in Chroma: an embedded persistent store under the data directory, or a Chroma
server over HTTP when ``GUARDBOT_CHROMA_URL`` is set. Only this module imports chromadb.

One collection per (knowledge base, strategy, HTML kept or not), in cosine space. Embeddings
are always computed by us and passed in; Chroma's own embedding function is never used.
Each chunk's metadata holds its citation fields (source, title, start, end, strategy, kb)
plus ``doc_hash`` (sha256 of the file's bytes) and ``root`` (the ingested folder): that is
the manifest that makes re-ingesting idempotent (see ``bot.kb.ingest``).
"""

from __future__ import annotations

import functools
import json
import os
import re
import threading
from collections.abc import Callable, Iterator, Sequence
from typing import Any, TypeVar
from urllib.parse import urlparse

import numpy as np

from bot.kb.types import Chunk, RetrievalError
from bot.settings import get_settings

os.environ.setdefault("ANONYMIZED_TELEMETRY", "False")

CHUNK_FIELDS = ("source", "title", "start", "end", "strategy", "kb")
PAGE = 2000
T = TypeVar("T")


class StoreError(RetrievalError):
    """Chroma could not be reached or refused an operation. ``str(exc)`` says which and why."""


class MissingCollection(StoreError):
    """The collection does not exist (the knowledge base was never ingested)."""


def collection_name(kb: str, strategy: str, keep_html: bool) -> str:
    """A valid Chroma name: ``<kb>__<strategy>__<html|text>`` with unsafe characters as '-'."""
    safe_kb = re.sub(r"[^A-Za-z0-9._-]+", "-", kb).strip("-._") or "kb"
    name = f"{safe_kb}__{strategy}__{'html' if keep_html else 'text'}"
    return name[:500]


def _chroma_where(where: dict[str, Any] | None) -> dict[str, Any] | None:
    """``{"a": 1, "b": 2}`` -> ``{"$and": [{"a": 1}, {"b": 2}]}``; Chroma syntax passes through."""
    if not where:
        return None
    if len(where) == 1 or any(key.startswith("$") for key in where):
        return where
    return {"$and": [{key: value} for key, value in where.items()]}


def _metadata(chunk: Chunk) -> dict[str, Any]:
    meta: dict[str, Any] = {}
    for key, value in chunk.meta.items():
        if value is None or key in CHUNK_FIELDS:
            continue
        meta[key] = value if isinstance(value, str | int | float | bool) else json.dumps(value)
    meta.update({field: getattr(chunk, field) for field in CHUNK_FIELDS})
    return meta


def _chunk(chunk_id: str, text: str, meta: dict[str, Any], score: float | None = None) -> Chunk:
    meta = dict(meta or {})
    fields = {field: meta.pop(field, None) for field in CHUNK_FIELDS}
    return Chunk(
        id=chunk_id,
        text=text or "",
        source=str(fields["source"] or ""),
        title=str(fields["title"] or ""),
        start=int(fields["start"] or 0),
        end=int(fields["end"] or 0),
        strategy=str(fields["strategy"] or ""),
        kb=str(fields["kb"] or ""),
        score=score,
        meta=meta,
    )


class ChunkStore:
    """Chunks and their embeddings in Chroma. Failures raise ``StoreError`` (a
    ``RetrievalError``) with a message that names the store and the cause."""

    def __init__(self, *, path: str | None = None, url: str | None = None):
        if (path is None) == (url is None):
            raise ValueError("give exactly one of path (embedded) or url (Chroma server)")
        self.path, self.url = path, url
        self.where = f"Chroma server at {url}" if url else f"embedded Chroma at {path}"
        self._client_obj: Any = None
        self._lock = threading.Lock()
        # collection handles for queries: fetching one is a round trip to a Chroma server,
        # and every turn queried it anew (docs/scaling.md); dropped on any failure
        self._handles: dict[str, Any] = {}

    # ---- connection
    def _connect(self) -> Any:
        import chromadb
        from chromadb.config import Settings as ChromaSettings

        settings = ChromaSettings(anonymized_telemetry=False, allow_reset=False)
        if self.path:
            return chromadb.PersistentClient(path=self.path, settings=settings)
        parsed = urlparse(self.url if "://" in (self.url or "") else f"http://{self.url}")
        return chromadb.HttpClient(
            host=str(parsed.hostname or "127.0.0.1"),
            port=parsed.port or (443 if parsed.scheme == "https" else 8000),
            ssl=parsed.scheme == "https",
            settings=settings,
        )

    def _call(self, action: str, fn: Callable[[Any], T]) -> T:
        """Run ``fn(client)``; turn Chroma, network and disk failures into StoreError."""
        import chromadb.errors
        import httpx

        try:
            with self._lock:
                if self._client_obj is None:
                    self._client_obj = self._connect()
                client = self._client_obj
            return fn(client)
        except chromadb.errors.NotFoundError as exc:
            raise MissingCollection(f"{self.where}: {action}: {exc}") from exc
        except (chromadb.errors.ChromaError, httpx.HTTPError, ConnectionError, OSError) as exc:
            raise StoreError(
                f"{self.where} failed to {action}: {type(exc).__name__}: {exc}"
            ) from exc
        except ValueError as exc:
            if "connect" not in str(exc).lower():
                raise
            self._client_obj = None
            raise StoreError(f"{self.where} is not reachable ({exc})") from exc

    def _collection(self, client: Any, name: str, *, create: bool = False) -> Any:
        if create:
            return client.get_or_create_collection(
                name, embedding_function=None, configuration={"hnsw": {"space": "cosine"}}
            )
        return client.get_collection(name, embedding_function=None)

    def ping(self) -> None:
        self._call("answer a heartbeat", lambda client: client.heartbeat())

    # ---- collections
    def list_collections(self) -> list[tuple[str, int]]:
        def run(client: Any) -> list[tuple[str, int]]:
            return sorted((c.name, c.count()) for c in client.list_collections())

        return self._call("list collections", run)

    def has_collection(self, name: str) -> bool:
        return any(existing == name for existing, _ in self.list_collections())

    def count(self, collection: str) -> int:
        try:
            return self._call(
                f"count {collection}", lambda c: self._collection(c, collection).count()
            )
        except MissingCollection:
            return 0

    def delete_collection(self, name: str) -> None:
        self._handles.pop(name, None)
        try:
            self._call(f"delete collection {name}", lambda client: client.delete_collection(name))
        except MissingCollection:
            pass

    # ---- chunks
    def add_chunks(self, collection: str, chunks: Sequence[Chunk], embeddings: Any) -> None:
        """Upsert chunks with the given embeddings (rows in the same order; any float arrays,
        e.g. the original embeddings of another collection's chunks)."""
        vectors = np.asarray(embeddings, dtype=np.float32)
        if len(chunks) != len(vectors):
            raise ValueError(f"{len(chunks)} chunks but {len(vectors)} embeddings")
        if not chunks:
            return

        def run(client: Any) -> None:
            target = self._collection(client, collection, create=True)
            step = min(PAGE, client.get_max_batch_size())
            for i in range(0, len(chunks), step):
                batch = chunks[i : i + step]
                target.upsert(
                    ids=[c.id for c in batch],
                    embeddings=vectors[i : i + step],
                    documents=[c.text for c in batch],
                    metadatas=[_metadata(c) for c in batch],
                )

        self._call(f"add {len(chunks)} chunks to {collection}", run)

    def delete_ids(self, collection: str, ids: Sequence[str]) -> None:
        if not ids:
            return

        def run(client: Any) -> None:
            target = self._collection(client, collection)
            for i in range(0, len(ids), PAGE):
                target.delete(ids=list(ids[i : i + PAGE]))

        self._call(f"delete {len(ids)} chunks from {collection}", run)

    def _pages(
        self, collection: str, include: list[str], where: dict[str, Any] | None
    ) -> Iterator[dict[str, Any]]:
        offset = 0
        while True:

            def read(client: Any, start: int = offset) -> dict[str, Any]:
                return self._collection(client, collection).get(
                    include=include, where=_chroma_where(where), limit=PAGE, offset=start
                )

            page = self._call(f"read chunks of {collection}", read)
            if not page["ids"]:
                return
            yield page
            offset += len(page["ids"])

    def list_chunks(
        self,
        collection: str,
        include_embeddings: bool = False,
        *,
        where: dict[str, Any] | None = None,
    ) -> list[tuple[Chunk, np.ndarray | None]]:
        """Every chunk of the collection, sorted by source and offset, with its embedding
        when asked. A collection that does not exist lists nothing."""
        include = ["documents", "metadatas"] + (["embeddings"] if include_embeddings else [])
        out: list[tuple[Chunk, np.ndarray | None]] = []
        try:
            for page in self._pages(collection, include, where):
                vectors = page.get("embeddings") if include_embeddings else None
                for i, chunk_id in enumerate(page["ids"]):
                    vector = (
                        np.asarray(vectors[i], dtype=np.float32) if vectors is not None else None
                    )
                    out.append(
                        (_chunk(chunk_id, page["documents"][i], page["metadatas"][i]), vector)
                    )
        except MissingCollection:
            return []
        out.sort(key=lambda pair: (pair[0].source, pair[0].start, pair[0].id))
        return out

    def manifest(self, collection: str) -> dict[str, dict[str, Any]]:
        """``{source: {"doc_hash", "root", "ids"}}`` from the chunks' metadata."""
        out: dict[str, dict[str, Any]] = {}
        try:
            for page in self._pages(collection, ["metadatas"], None):
                for chunk_id, meta in zip(page["ids"], page["metadatas"], strict=True):
                    entry = out.setdefault(
                        meta.get("source", ""),
                        {"doc_hash": meta.get("doc_hash"), "root": meta.get("root"), "ids": []},
                    )
                    entry["ids"].append(chunk_id)
                    if meta.get("doc_hash") != entry["doc_hash"]:
                        entry["doc_hash"] = None  # mixed versions: treat as changed
        except MissingCollection:
            return {}
        return out

    def query(
        self, collection: str, embedding: Any, k: int, where: dict[str, Any] | None = None
    ) -> list[Chunk]:
        """The ``k`` nearest chunks, best first; ``Chunk.score`` is the cosine similarity."""
        vector = np.asarray(embedding, dtype=np.float32).reshape(1, -1)

        def run(client: Any) -> dict[str, Any]:
            handle = self._handles.get(collection)
            if handle is None:
                handle = self._handles[collection] = self._collection(client, collection)
            return handle.query(
                query_embeddings=vector,
                n_results=max(1, k),
                where=_chroma_where(where),
                include=["documents", "metadatas", "distances"],
            )

        try:
            result = self._call(f"query {collection}", run)
        except (MissingCollection, StoreError):
            if self._handles.pop(collection, None) is None:
                raise
            result = self._call(f"query {collection}", run)  # the collection was made anew
        return [
            _chunk(chunk_id, doc, meta, score=1.0 - float(distance))
            for chunk_id, doc, meta, distance in zip(
                result["ids"][0],
                result["documents"][0],
                result["metadatas"][0],
                result["distances"][0],
                strict=True,
            )
        ]


@functools.lru_cache(maxsize=8)
def _store_for(path: str | None, url: str | None) -> ChunkStore:
    return ChunkStore(path=path, url=url)


def get_store() -> ChunkStore:
    """The configured store: a Chroma server when ``chroma_url`` is set, else embedded under
    ``settings.chroma_path()``. Connecting happens on first use, not here."""

    settings = get_settings()
    if settings.chroma_url:
        return _store_for(None, settings.chroma_url)
    path = settings.chroma_path()
    path.mkdir(parents=True, exist_ok=True)
    return _store_for(str(path), None)
