"""The embedded Chroma store: given embeddings in and out, cosine scores, filters."""

from __future__ import annotations

import numpy as np
import pytest

from bot.kb.store import ChunkStore, MissingCollection, collection_name, get_store
from bot.kb.types import Chunk


def _unit(rng: np.random.Generator, n: int, dim: int = 16) -> np.ndarray:
    vectors = rng.normal(size=(n, dim)).astype(np.float32)
    return vectors / np.linalg.norm(vectors, axis=1, keepdims=True)


def _chunks(n: int, *, source: str = "billing/refunds.md") -> list[Chunk]:
    return [
        Chunk(
            id=f"c{i}",
            text=f"chunk {i} text",
            source=source,
            title="Refunds",
            start=i * 10,
            end=i * 10 + 9,
            strategy="paragraph",
            kb="demo",
            meta={"category": source.split("/")[0], "index": i, "tags": ["a", "b"], "empty": None},
        )
        for i in range(n)
    ]


@pytest.fixture
def store(data_dir) -> ChunkStore:
    return get_store()


def test_collection_names_are_valid_and_distinct():
    names = {
        collection_name("helpcentre", s, h)
        for s in ("sentence", "chars-500-100")
        for h in (False, True)
    }
    assert len(names) == 4
    assert collection_name("help centre/β", "paragraph", True) == "help-centre__paragraph__html"
    assert collection_name("x", "sentence", False) == "x__sentence__text"


def test_get_store_is_embedded_under_the_data_dir(data_dir):
    store = get_store()
    assert store.path == str(data_dir / "chroma") and store.url is None


def test_given_embeddings_round_trip_exactly_with_citation_fields(store):
    rng = np.random.default_rng(0)
    vectors = _unit(rng, 5)
    store.add_chunks("orig", _chunks(5), vectors)
    listed = store.list_chunks("orig", include_embeddings=True)
    assert [c.id for c, _ in listed] == ["c0", "c1", "c2", "c3", "c4"]
    for (_chunk, vector), expected in zip(listed, vectors, strict=True):
        np.testing.assert_allclose(vector, expected, rtol=1e-6)
    first = listed[0][0]
    assert (first.source, first.title, first.start, first.end, first.strategy, first.kb) == (
        "billing/refunds.md",
        "Refunds",
        0,
        9,
        "paragraph",
        "demo",
    )
    assert first.meta["category"] == "billing" and first.meta["tags"] == '["a", "b"]'
    assert "empty" not in first.meta
    assert store.list_chunks("orig")[0][1] is None  # no embeddings unless asked


def test_a_fictive_copy_keeps_the_original_embeddings(store):
    """What the canary does: changed texts, original vectors, a new collection."""
    rng = np.random.default_rng(1)
    store.add_chunks("orig", _chunks(3), _unit(rng, 3))
    pairs = store.list_chunks("orig", include_embeddings=True)
    fictive = [
        Chunk(**{**c.to_dict(), "text": c.text.replace("chunk", "fictive")}) for c, _ in pairs
    ]
    store.add_chunks("fictive", fictive, np.stack([v for _, v in pairs]))
    hit = store.query("fictive", pairs[2][1], k=1)[0]
    assert (hit.id, hit.text) == ("c2", "fictive 2 text")
    assert hit.score == pytest.approx(1.0, abs=1e-5)
    assert store.count("orig") == 3  # the original is untouched


def test_query_scores_are_cosine_similarities_best_first(store):
    vectors = np.array([[1, 0, 0], [0.6, 0.8, 0], [0, 0, 1]], dtype=np.float32)
    store.add_chunks("geo", _chunks(3), vectors)
    hits = store.query("geo", np.array([1, 0, 0], dtype=np.float32), k=3)
    assert [h.id for h in hits] == ["c0", "c1", "c2"]
    assert [round(h.score, 4) for h in hits] == [1.0, 0.6, 0.0]


def test_metadata_filters(store):
    rng = np.random.default_rng(2)
    store.add_chunks(
        "mixed",
        _chunks(3)
        + [
            Chunk(**{**c.to_dict(), "id": "s" + c.id})
            for c in _chunks(3, source="security/sso.html")
        ],
        _unit(rng, 6),
    )
    query = _unit(rng, 1)[0]
    hits = store.query("mixed", query, k=10, where={"category": "security"})
    assert {h.source for h in hits} == {"security/sso.html"} and len(hits) == 3
    hits = store.query("mixed", query, k=10, where={"category": "security", "index": 1})
    assert [h.id for h in hits] == ["sc1"]
    hits = store.query("mixed", query, k=10, where={"start": {"$gte": 10}})
    assert len(hits) == 4


def test_upsert_is_idempotent_and_delete_ids_removes(store):
    rng = np.random.default_rng(3)
    store.add_chunks("idem", _chunks(4), _unit(rng, 4))
    store.add_chunks("idem", _chunks(4), _unit(rng, 4))
    assert store.count("idem") == 4
    store.delete_ids("idem", ["c1", "c3"])
    assert [c.id for c, _ in store.list_chunks("idem")] == ["c0", "c2"]


def test_mismatched_embeddings_are_our_bug(store):
    with pytest.raises(ValueError, match="3 chunks but 2 embeddings"):
        store.add_chunks("bad", _chunks(3), np.zeros((2, 4)))


def test_missing_and_deleted_collections(store):
    assert store.count("never") == 0
    assert store.list_chunks("never") == []
    with pytest.raises(MissingCollection):
        store.query("never", np.ones(3), k=1)
    store.add_chunks("gone", _chunks(1), np.ones((1, 3)))
    assert store.has_collection("gone")
    store.delete_collection("gone")
    assert not store.has_collection("gone")
    store.delete_collection("gone")  # deleting twice is fine


def test_many_chunks_are_written_and_listed_in_pages(store):
    rng = np.random.default_rng(4)
    n = 4500  # more than one page (2000) of add and get
    chunks = [
        Chunk(
            id=f"n{i:05d}",
            text="t",
            source=f"s{i // 100}.md",
            title="T",
            start=i,
            end=i + 1,
            strategy="sentence",
        )
        for i in range(n)
    ]
    store.add_chunks("big", chunks, _unit(rng, n, dim=8))
    assert store.count("big") == n
    listed = store.list_chunks("big")
    assert len(listed) == n and len({c.id for c, _ in listed}) == n
    assert len(store.manifest("big")) == 45
