"""Ingest a folder or files into a knowledge-base collection, idempotently.

The manifest is the chunks' own metadata in Chroma (``source``, ``root``, ``doc_hash`` =
sha256 of the file's bytes), so it can never drift from what is stored:

- a file whose hash is already stored under the same root is skipped (nothing is embedded);
- a changed file gets its new chunks added first and its old chunks deleted after, so a
  failure half-way never loses what was stored;
- a file that disappeared from an ingested folder loses its chunks;
- a file that cannot be read (binary, wrong encoding, empty, too large, broken HTML, unreadable
  PDF) is reported with the reason and skipped; chunks from an earlier good version stay.
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import structlog

from bot.kb.chunking import chunk_text, section_of, validate_strategy
from bot.kb.embed import Embedder, EmbeddingError, get_embedder
from bot.kb.loaders import MAX_FILE_BYTES, SUFFIXES, Document, SkipFile, load_file
from bot.kb.store import ChunkStore, StoreError, collection_name, get_store
from bot.kb.types import Chunk

log = structlog.get_logger("guardbot.kb.ingest")

Progress = Callable[[int, int, str], None]


class IngestError(ValueError):
    """The user asked for something impossible (missing path, unknown strategy)."""


@dataclass
class IngestReport:
    kb: str
    strategy: str
    keep_html: bool
    collection: str
    added: list[str] = field(default_factory=list)  # new sources
    updated: list[str] = field(default_factory=list)  # changed sources, chunks replaced
    unchanged: list[str] = field(default_factory=list)
    deleted: list[str] = field(default_factory=list)  # sources gone from the folder
    skipped: list[tuple[str, str]] = field(default_factory=list)  # (source, reason)
    notes: list[tuple[str, str]] = field(default_factory=list)  # (source, e.g. encoding used)
    chunks_added: int = 0
    chunks_deleted: int = 0
    seconds: float = 0.0

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def summary(self) -> str:
        return (
            f"{self.collection}: {len(self.added)} added, {len(self.updated)} updated, "
            f"{len(self.unchanged)} unchanged, {len(self.deleted)} deleted, {len(self.skipped)} skipped; "
            f"{self.chunks_added} chunks written, {self.chunks_deleted} removed in {self.seconds:.1f} s"
        )


def _files(path: Path) -> tuple[Path, list[Path]]:
    """(root, files): a folder's files (recursively, hidden ones left out), or one file."""
    if not path.exists():
        raise IngestError(f"no such file or folder: {path}")
    if path.is_file():
        return path.parent, [path]
    files = [
        p
        for p in sorted(path.rglob("*"))
        if p.is_file() and not any(part.startswith(".") for part in p.relative_to(path).parts)
    ]
    return path, files


def _hash(raw: bytes) -> str:
    return hashlib.sha256(raw).hexdigest()


def embedding_text(chunk: Chunk) -> str:
    """What is embedded for a chunk: its document title, then its text, so that a chunk such
    as "## Steps 1. ..." still carries what it is about. The stored text is the chunk alone."""
    if chunk.title and not chunk.text.lstrip("# ").startswith(chunk.title):
        return f"{chunk.title}\n{chunk.text}"
    return chunk.text


def make_chunks(doc: Document, *, kb: str, strategy: str, doc_hash: str, root: str) -> list[Chunk]:
    """The chunks of one document, with citation fields and manifest metadata."""
    prefix = hashlib.sha1(f"{root}|{doc.source}".encode()).hexdigest()[:10]
    category = doc.source.split("/")[0] if "/" in doc.source else ""
    return [
        Chunk(
            id=f"{prefix}-{doc_hash[:12]}-{i}",
            text=text,
            source=doc.source,
            title=doc.title,
            start=start,
            end=end,
            strategy=strategy,
            kb=kb,
            meta={
                "doc_hash": doc_hash,
                "root": root,
                "kind": doc.kind,
                "category": category,
                "index": i,
                "section": section_of(doc.text, start),
            },
        )
        for i, (start, end, text) in enumerate(chunk_text(doc.text, strategy))
    ]


class _Ingester:
    def __init__(
        self,
        *,
        report: IngestReport,
        store: ChunkStore,
        embedder: Embedder | Callable[[], Embedder],
        root: Path,
        facts: Callable[[Document], list[str]] | None,
    ):
        self.report, self.store, self.root, self.facts = report, store, root, facts
        self._embedder = embedder
        self.manifest = store.manifest(report.collection)

    def _unchanged_html(self, path: Path, source: str) -> bool:
        """An HTML page whose bytes are those already indexed is not laid out again (reading
        one takes a browser, see ``bot.kb.render``)."""
        if SUFFIXES.get(path.suffix.lower()) != "html" or source not in self.manifest:
            return False
        try:
            same = self._indexed(source, _hash(path.read_bytes()))
        except OSError:
            return False
        if same:
            self.report.unchanged.append(source)
        return same

    def _indexed(self, source: str, doc_hash: str) -> bool:
        """These bytes of this file, from this folder, are what the store holds already."""
        old = self.manifest.get(source)
        return bool(old and old["doc_hash"] == doc_hash and old["root"] == str(self.root))

    def embedder(self) -> Embedder:
        if callable(self._embedder) and not hasattr(self._embedder, "encode"):
            self._embedder = self._embedder()
        return self._embedder  # type: ignore[return-value]

    def one(self, path: Path, *, max_bytes: int) -> None:
        source = path.relative_to(self.root).as_posix()
        if self._unchanged_html(path, source):
            return
        try:
            doc = load_file(
                path, source=source, keep_html=self.report.keep_html, max_bytes=max_bytes
            )
        except SkipFile as exc:
            self.report.skipped.append((source, str(exc)))
            return
        if doc.note:
            self.report.notes.append((source, doc.note))
        doc_hash, root = _hash(doc.raw), str(self.root)
        old = self.manifest.get(source)
        if self._indexed(source, doc_hash):
            self.report.unchanged.append(source)
            return
        chunks = make_chunks(
            doc, kb=self.report.kb, strategy=self.report.strategy, doc_hash=doc_hash, root=root
        )
        if self.facts is not None:
            chunks += fact_chunks(doc, self.facts(doc), base=chunks, doc_hash=doc_hash, root=root)
        try:
            vectors = self.embedder().encode([embedding_text(c) for c in chunks])
            self.store.add_chunks(self.report.collection, chunks, vectors)
            new_ids = {c.id for c in chunks}
            stale = [i for i in (old or {}).get("ids", []) if i not in new_ids]
            self.store.delete_ids(self.report.collection, stale)
        except (EmbeddingError, StoreError) as exc:
            self.report.skipped.append((source, f"not stored: {exc}"))
            log.warning("kb.ingest.file_failed", source=source, error=type(exc).__name__)
            return
        (self.report.updated if old else self.report.added).append(source)
        self.report.chunks_added += len(chunks)
        self.report.chunks_deleted += len(stale)

    def drop_missing(self, seen: set[str]) -> None:
        root = str(self.root)
        for source, entry in sorted(self.manifest.items()):
            if entry["root"] == root and source not in seen:
                self.store.delete_ids(self.report.collection, entry["ids"])
                self.report.deleted.append(source)
                self.report.chunks_deleted += len(entry["ids"])


def fact_chunks(
    doc: Document, facts: list[str], *, base: list[Chunk], doc_hash: str, root: str
) -> list[Chunk]:
    """Extracted facts as extra chunks citing the whole document (meta kind='fact')."""
    out = []
    for i, fact in enumerate(f.strip() for f in facts):
        if not fact:
            continue
        template = base[0] if base else None
        out.append(
            Chunk(
                id=f"{template.id.rsplit('-', 1)[0] if template else doc_hash[:12]}-fact{i}",
                text=fact,
                source=doc.source,
                title=doc.title,
                start=0,
                end=len(doc.text),
                strategy=template.strategy if template else "",
                kb=template.kb if template else "",
                meta={
                    "doc_hash": doc_hash,
                    "root": root,
                    "kind": "fact",
                    "category": template.meta["category"] if template else "",
                },
            )
        )
    return out


def ingest_path(
    path: str | Path,
    *,
    kb: str,
    strategy: str,
    keep_html: bool = False,
    store: ChunkStore | None = None,
    embedder: Embedder | None = None,
    progress: Progress | None = None,
    max_bytes: int = MAX_FILE_BYTES,
    facts: Callable[[Document], list[str]] | None = None,
) -> IngestReport:
    """Ingest a folder (recursively) or one file. Raises IngestError for a bad path or
    strategy and StoreError when the store cannot even be read; everything else is reported
    per file in the returned ``IngestReport``."""
    try:
        validate_strategy(strategy)
    except ValueError as exc:
        raise IngestError(str(exc)) from exc
    started = time.perf_counter()
    root, files = _files(Path(path).expanduser().resolve())
    store = store or get_store()
    report = IngestReport(
        kb=kb,
        strategy=strategy,
        keep_html=keep_html,
        collection=collection_name(kb, strategy, keep_html),
    )

    ingester = _Ingester(
        report=report, store=store, embedder=embedder or get_embedder, root=root, facts=facts
    )
    for done, file in enumerate(files, start=1):
        source = file.relative_to(root).as_posix()
        if file.suffix.lower() not in SUFFIXES:
            report.skipped.append(
                (source, f"unsupported file type {file.suffix or '(no extension)'!r}")
            )
        else:
            ingester.one(file, max_bytes=max_bytes)
        if progress:
            progress(done, len(files), source)
    if Path(path).expanduser().resolve().is_dir():
        ingester.drop_missing({f.relative_to(root).as_posix() for f in files})
    report.seconds = time.perf_counter() - started
    log.info(
        "kb.ingest.done",
        collection=report.collection,
        added=len(report.added),
        updated=len(report.updated),
        unchanged=len(report.unchanged),
        deleted=len(report.deleted),
        skipped=len(report.skipped),
        seconds=round(report.seconds, 2),
    )
    return report
