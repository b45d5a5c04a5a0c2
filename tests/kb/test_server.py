"""The same store against a real Chroma server on 127.0.0.1, and a server that goes down."""

from __future__ import annotations

import numpy as np
import pytest
import structlog

from bot.kb.chroma_server import ChromaServer
from bot.kb.ingest import ingest_path
from bot.kb.retriever import KBRetriever, get_retriever
from bot.kb.store import ChunkStore, StoreError, get_store
from bot.kb.types import Chunk, RetrievalError

pytestmark = [pytest.mark.chroma_server, pytest.mark.embeddings]


@pytest.fixture
def server_settings(data_dir, monkeypatch, chroma_server):
    monkeypatch.setenv("GUARDBOT_CHROMA_URL", chroma_server.url)
    from bot.settings import reset_settings

    reset_settings()
    return chroma_server


def test_get_store_uses_the_server_when_a_url_is_set(server_settings):
    store = get_store()
    assert store.url == server_settings.url and store.path is None
    store.ping()
    assert "Chroma server at http://127.0.0.1:" in store.where


def test_ingest_query_and_reingest_through_the_server(server_settings, docs, embedder):
    first = ingest_path(docs, kb="srv", strategy="sentence", embedder=embedder)
    assert len(first.added) == 3 and first.skipped == []
    again = ingest_path(docs, kb="srv", strategy="sentence", embedder=embedder)
    assert again.added == again.updated == [] and len(again.unchanged) == 3
    retriever = get_retriever(kb="srv", strategy="sentence", keep_html=False)
    hits = retriever.search("How long is the reset code valid?")
    assert hits[0].source == "security/password-reset.html"
    assert (
        hits[0].text
        == "# Resetting your password\n\nQuillstack emails a 6-digit code, valid for 15 minutes."
    )
    assert retriever.search("best sourdough bread recipe") == []
    names = dict(get_store().list_collections())
    assert names["srv__sentence__text"] == first.chunks_added


def test_given_embeddings_round_trip_through_the_server(server_settings):
    store = get_store()
    vectors = np.eye(4, dtype=np.float32)
    chunks = [
        Chunk(
            id=f"e{i}",
            text=f"t{i}",
            source="a.md",
            title="A",
            start=i,
            end=i + 1,
            strategy="paragraph",
        )
        for i in range(4)
    ]
    store.add_chunks("srv-copy", chunks, vectors)
    listed = store.list_chunks("srv-copy", include_embeddings=True)
    np.testing.assert_allclose(np.stack([v for _, v in listed]), vectors, atol=1e-6)
    hit = store.query("srv-copy", vectors[2], k=1, where={"source": "a.md"})[0]
    assert (hit.id, round(hit.score, 4)) == ("e2", 1.0)
    store.delete_collection("srv-copy")
    assert store.count("srv-copy") == 0


def test_a_server_that_goes_down_gives_clear_errors_and_loses_nothing(tmp_path, docs, embedder):
    server = ChromaServer(tmp_path / "down-data")
    try:
        store = ChunkStore(url=server.url)
        report = ingest_path(docs, kb="down", strategy="paragraph", store=store, embedder=embedder)
        stored = store.count(report.collection)
        retriever = KBRetriever(store, embedder, report.collection, min_similarity=0.3, top_k=3)
        assert retriever.search("refunds")
    finally:
        server.stop()

    with structlog.testing.capture_logs() as logs, pytest.raises(RetrievalError) as caught:
        retriever.search("refunds")
    assert server.url.split("//")[1] in str(caught.value) or "not reachable" in str(caught.value)
    assert caught.value.user_message == RetrievalError.user_message  # safe text for the user
    assert any(e["event"] == "kb.search.failed" and e["log_level"] == "error" for e in logs)

    (docs / "billing/refunds.md").write_text("# Refunds\n\nChanged while the server is down.\n")
    with pytest.raises(StoreError, match="Chroma server at http://127.0.0.1"):
        ingest_path(docs, kb="down", strategy="paragraph", store=store, embedder=embedder)

    # the data on disk survives: a new server on the same folder has every chunk
    server = ChromaServer(tmp_path / "down-data")
    try:
        assert ChunkStore(url=server.url).count(report.collection) == stored
    finally:
        server.stop()


def test_a_server_that_was_never_there(embedder):
    store = ChunkStore(url="http://127.0.0.1:9")  # nothing listens on the discard port
    with pytest.raises(StoreError, match="not reachable"):
        store.ping()
    retriever = KBRetriever(store, embedder, "x__paragraph__text", min_similarity=0.3, top_k=3)
    with pytest.raises(RetrievalError):
        retriever.search("anything")
