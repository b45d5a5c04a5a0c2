"""Retrieval over real help-centre articles with MiniLM: citations, top-k, filters, and the
minimum-similarity cut-off that makes "nothing relevant" a real answer."""

from __future__ import annotations

import pytest

from bot.kb.ingest import ingest_path
from bot.kb.retriever import KBRetriever, get_retriever
from bot.kb.store import ChunkStore
from bot.kb.types import Chunk, RetrievalError, Retriever
from tests.kb.conftest import copy_articles

pytestmark = pytest.mark.embeddings


@pytest.fixture(scope="module")
def articles_store(tmp_path_factory, embedder):
    root = copy_articles(tmp_path_factory.mktemp("articles"))
    store = ChunkStore(path=str(tmp_path_factory.mktemp("chroma")))
    report = ingest_path(root, kb="hc", strategy="paragraph", store=store, embedder=embedder)
    assert report.skipped == [] and len(report.added) == 3
    return store, report.collection


@pytest.fixture
def retriever(articles_store, embedder) -> KBRetriever:
    store, collection = articles_store
    return KBRetriever(store, embedder, collection, min_similarity=0.3, top_k=3)


def test_it_is_a_retriever(retriever):
    assert isinstance(retriever, Retriever)


def test_top_hit_cites_the_right_article_and_passage(retriever):
    hits = retriever.search("How long is the password reset code valid?")
    assert 1 <= len(hits) <= 3
    best = hits[0]
    assert best.source == "security/password-reset.html"
    assert best.title == "Resetting your password"
    assert any("15 minutes" in h.text for h in hits)
    assert (
        best.citation()
        == f"Resetting your password (security/password-reset.html, chars {best.start}-{best.end})"
    )
    assert best.strategy == "paragraph" and best.kb == "hc"
    source = best.to_source()
    assert (
        source.kind == "document"
        and source.meta["source"] == best.source
        and source.meta["score"] == best.score
    )
    scores = [h.score for h in hits]
    assert scores == sorted(scores, reverse=True) and all(s >= 0.3 for s in scores)


def test_refund_question_finds_the_refunds_article(retriever):
    hits = retriever.search("Can I get my money back if I cancel an annual plan?")
    assert hits[0].source == "billing/refunds.md"
    assert any("30 days" in h.text for h in hits)


def test_nothing_relevant_is_an_empty_answer(retriever):
    assert retriever.search("What is a good recipe for sourdough bread?") == []


def test_the_cut_off_removes_weak_hits_that_top_k_alone_would_return(retriever):
    question = "Which integrations need the Business plan?"
    loose = KBRetriever(
        retriever.store, retriever.embedder, retriever.collection, min_similarity=-1.0, top_k=8
    )
    everything = loose.search(question)
    assert len(everything) == 8  # without a cut-off: always k chunks, however weak
    kept = retriever.search(question, k=8)
    assert 0 < len(kept) < 8
    assert [h.id for h in kept] == [h.id for h in everything[: len(kept)]]
    assert everything[-1].score < 0.3


def test_k_and_metadata_filters(retriever):
    assert len(retriever.search("plans", k=1)) <= 1
    hits = retriever.search(
        "How long is the password reset code valid?", k=3, where={"category": "billing"}
    )
    assert all(h.source == "billing/refunds.md" for h in hits)
    hits = retriever.search("Slack", k=5, where={"source": "integrations/overview.html"})
    assert hits and {h.source for h in hits} == {"integrations/overview.html"}


def test_empty_query_returns_nothing(retriever):
    assert retriever.search("   ") == []
    assert retriever.search("refunds", k=0) == []


def test_missing_collection_says_how_to_fix_it(articles_store, embedder):
    store, _ = articles_store
    retriever = KBRetriever(
        store, embedder, "nothing__paragraph__text", min_similarity=0.3, top_k=3
    )
    with pytest.raises(RetrievalError, match="does not exist: ingest it first"):
        retriever.search("refunds")


def test_get_retriever_uses_the_settings(data_dir, monkeypatch, embedder):
    monkeypatch.setenv("GUARDBOT_KB_NAME", "docs")
    monkeypatch.setenv("GUARDBOT_CHUNK_STRATEGY", "chars-1000-200")
    monkeypatch.setenv("GUARDBOT_KEEP_HTML", "true")
    monkeypatch.setenv("GUARDBOT_MIN_SIMILARITY", "0.42")
    monkeypatch.setenv("GUARDBOT_TOP_K", "7")
    from bot.settings import reset_settings

    reset_settings()
    retriever = get_retriever()
    assert retriever.collection == "docs__chars-1000-200__html"
    assert (retriever.min_similarity, retriever.top_k) == (0.42, 7)
    assert retriever.store.path == str(data_dir / "chroma")
    assert (
        get_retriever(kb="x", strategy="sentence", keep_html=False).collection
        == "x__sentence__text"
    )


def test_chunks_serialise_for_the_turn_log(retriever):
    hit = retriever.search("SMS")[0]
    data = hit.to_dict()
    assert Chunk(**data) == hit
