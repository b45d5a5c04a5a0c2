"""Ingest into embedded Chroma with real MiniLM embeddings: idempotent, replacing, deleting,
and bad files reported without losing what is stored."""

from __future__ import annotations

import numpy as np
import pytest

from bot.kb.ingest import IngestError, ingest_path
from bot.kb.loaders import shown_html
from bot.kb.store import get_store

pytestmark = pytest.mark.embeddings


def _ingest(path, embedder, **kw):
    kw.setdefault("kb", "t")
    kw.setdefault("strategy", "paragraph")
    return ingest_path(path, embedder=embedder, **kw)


def _by_source(store, collection):
    out: dict[str, list] = {}
    for chunk, _ in store.list_chunks(collection):
        out.setdefault(chunk.source, []).append(chunk)
    return out


def test_ingest_writes_chunks_with_citations_and_real_embeddings(data_dir, docs, embedder):
    report = _ingest(docs, embedder)
    assert sorted(report.added) == [
        "billing/refunds.md",
        "getting-started/support-hours.txt",
        "security/password-reset.html",
    ]
    assert report.collection == "t__paragraph__text"
    store = get_store()
    pairs = store.list_chunks(report.collection, include_embeddings=True)
    assert len(pairs) == report.chunks_added == 7
    texts = {p.relative_to(docs).as_posix(): p for p in docs.rglob("*") if p.is_file()}
    for chunk, vector in pairs:
        assert chunk.strategy == "paragraph" and chunk.kb == "t" and chunk.title
        assert chunk.meta["doc_hash"] and chunk.meta["category"] in {
            "billing",
            "security",
            "getting-started",
        }
        assert vector.shape == (embedder.dim,) and abs(float(np.linalg.norm(vector)) - 1) < 1e-3
        if not chunk.source.endswith(".html"):  # text files: offsets point into the file itself
            assert texts[chunk.source].read_text()[chunk.start : chunk.end] == chunk.text
    titles = {c.source: c.title for c, _ in pairs}
    assert titles["security/password-reset.html"] == "Resetting your password"
    assert titles["billing/refunds.md"] == "Refunds"


def test_reingesting_unchanged_files_does_nothing(data_dir, docs, embedder):
    first = _ingest(docs, embedder)
    store = get_store()
    before = {c.id: c.text for c, _ in store.list_chunks(first.collection)}
    again = _ingest(docs, embedder)
    assert again.added == again.updated == again.deleted == []
    assert sorted(again.unchanged) == sorted(first.added)
    assert again.chunks_added == again.chunks_deleted == 0
    assert {c.id: c.text for c, _ in store.list_chunks(first.collection)} == before


def test_changed_file_replaces_its_chunks_and_deleted_file_loses_them(data_dir, docs, embedder):
    first = _ingest(docs, embedder)
    store = get_store()
    old = _by_source(store, first.collection)
    (docs / "billing/refunds.md").write_text(
        "# Refunds\n\nRefunds take 12 business days.\n\nAsk billing.\n"
    )
    assert len(old["billing/refunds.md"]) == 3
    (docs / "getting-started/support-hours.txt").unlink()
    report = _ingest(docs, embedder)
    assert report.updated == ["billing/refunds.md"]
    assert report.deleted == ["getting-started/support-hours.txt"]
    assert report.unchanged == ["security/password-reset.html"]
    now = _by_source(store, first.collection)
    assert [c.text for c in now["billing/refunds.md"]] == [
        "# Refunds\n\nRefunds take 12 business days.",
        "Ask billing.",
    ]
    assert "getting-started/support-hours.txt" not in now
    assert [c.id for c in now["security/password-reset.html"]] == [
        c.id for c in old["security/password-reset.html"]
    ]
    assert report.chunks_deleted == len(old["billing/refunds.md"]) + len(
        old["getting-started/support-hours.txt"]
    )


def test_bad_files_are_reported_and_the_rest_ingested(data_dir, docs, embedder):
    (docs / "empty.md").write_bytes(b"")
    (docs / "logo.html").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00" + bytes(range(256)))
    (docs / "notes.docx").write_bytes(b"PK\x03\x04")
    (docs / "legacy.txt").write_bytes("Caf\xe9 opening hours: 9 to 5.".encode("latin-1"))
    (docs / ".hidden.md").write_text("# never read")
    (docs / "big.md").write_text("# Big\n\n" + "word " * 20_000)
    report = _ingest(docs, embedder, max_bytes=50_000)
    reasons = dict(report.skipped)
    assert reasons["empty.md"] == "empty file"
    assert "binary" in reasons["logo.html"]
    assert "unsupported file type '.docx'" in reasons["notes.docx"]
    assert reasons["big.md"].startswith("too large (100,007 bytes")
    assert ".hidden.md" not in reasons and ".hidden.md" not in report.added
    assert "legacy.txt" in report.added and "Windows-1252" in dict(report.notes)["legacy.txt"]
    assert len(report.added) == 4


def test_a_file_that_turns_bad_keeps_its_old_chunks(data_dir, docs, embedder):
    first = _ingest(docs, embedder)
    store = get_store()
    before = _by_source(store, first.collection)["billing/refunds.md"]
    (docs / "billing/refunds.md").write_bytes(b"\x00\x01\x02 corrupted")
    report = _ingest(docs, embedder)
    assert dict(report.skipped)["billing/refunds.md"].startswith("binary")
    assert report.deleted == []
    assert _by_source(store, first.collection)["billing/refunds.md"] == before


def test_strategies_and_html_modes_get_their_own_collections(data_dir, docs, embedder):
    html = docs / "security/password-reset.html"
    kept = _ingest(html, embedder, strategy="chars-500-100", keep_html=True)
    stripped = _ingest(html, embedder, strategy="chars-500-100", keep_html=False)
    assert (kept.collection, stripped.collection) == (
        "t__chars-500-100__html",
        "t__chars-500-100__text",
    )
    store = get_store()
    kept_chunks = [c for c, _ in store.list_chunks(kept.collection)]
    stripped_chunks = [c for c, _ in store.list_chunks(stripped.collection)]
    raw = shown_html(html.read_text())  # the page's HTML less what it does not show
    assert all(raw[c.start : c.end] == c.text for c in kept_chunks)
    assert any("<p" in c.text for c in kept_chunks)
    assert not any("<script" in c.text for c in kept_chunks)  # never shown, never indexed
    assert not any("<" in c.text for c in stripped_chunks)
    assert len(kept_chunks) >= 2 and all(c.end - c.start == 500 for c in kept_chunks[:-1])
    assert len(stripped_chunks) == 1


def test_ingesting_one_file_does_not_delete_its_neighbours(data_dir, docs, embedder):
    _ingest(docs, embedder)
    report = _ingest(docs / "billing/refunds.md", embedder)
    assert report.unchanged == ["refunds.md"] or report.added == ["refunds.md"]
    assert report.deleted == []
    assert len(_by_source(get_store(), report.collection)) >= 3


def test_bad_path_and_strategy_are_user_errors(data_dir, tmp_path, embedder):
    with pytest.raises(IngestError, match="no such file or folder"):
        _ingest(tmp_path / "missing", embedder)
    with pytest.raises(IngestError, match="unknown chunking strategy 'words'"):
        _ingest(tmp_path, embedder, strategy="words")


def test_progress_is_reported_per_file(data_dir, docs, embedder):
    seen = []
    _ingest(docs, embedder, progress=lambda done, total, source: seen.append((done, total, source)))
    assert [s[:2] for s in seen] == [(1, 3), (2, 3), (3, 3)]
    assert {s[2] for s in seen} == {
        "billing/refunds.md",
        "getting-started/support-hours.txt",
        "security/password-reset.html",
    }


def test_fact_extraction_adds_fact_chunks_citing_the_document(data_dir, docs, embedder):
    calls = []

    def facts(doc):
        calls.append(doc.source)
        return (
            ["Refunds arrive within 5 to 10 business days."]
            if doc.source == "billing/refunds.md"
            else []
        )

    report = _ingest(docs, embedder, facts=facts)
    assert sorted(calls) == sorted(report.added)
    fact_chunks = [c for c, _ in get_store().list_chunks(report.collection, where={"kind": "fact"})]
    assert len(fact_chunks) == 1
    fact = fact_chunks[0]
    assert fact.source == "billing/refunds.md" and fact.start == 0
    assert fact.end == len((docs / "billing/refunds.md").read_text())
