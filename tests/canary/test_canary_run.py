"""The canary run end to end on a small document folder: real Chroma, real MiniLM, the real
turn, with scripted models standing in for a reader that uses the documents and for one
that answers from memory."""

import json
import re

import pytest

from bot.canary.report import build_rows, write_report
from bot.canary.runner import CanaryConfig, run_canary
from bot.llm.scripted import ScriptedModel

pytestmark = [pytest.mark.embeddings, pytest.mark.canary]

DOCS = {
    "reset.md": "# Password reset\n\nRequest a reset code on the sign-in page. The code has 6 digits and is valid for 15 minutes. After 5 failed attempts the account is locked for 30 minutes.\n",
    "plans.md": "# Plans\n\nThe Starter plan costs 19 dollars per user per month and allows up to 5 users. The Team plan costs 49 dollars per user per month. Annual billing saves 20 percent.\n",
    "limits.md": "# API limits\n\nThe API allows 600 requests per minute per workspace. Exports are limited to 250 MB per file. Webhooks retry 8 times over 24 hours.\n",
}


def _blank_value(request) -> str | None:
    """Find the blanked sentence of the question in the documents of the request."""
    question = next(m["content"] for m in reversed(request.messages) if m["role"] == "user")
    found = re.search(r'blank: "(.*)"', question)
    if not found:
        return None
    pattern = re.escape(found.group(1)).replace("___", r"([\d][\d.,]*)")
    context = "\n".join(
        str(m.get("content") or "") for m in request.messages if m["role"] != "user"
    )
    hit = re.search(pattern, context)
    return hit.group(1) if hit else None


def reader(request):
    value = _blank_value(request)
    return f"The value is {value}." if value else "I could not find that in the help centre."


def memory(request):
    value = _blank_value(request)
    return f"The value is {float(value) * 2:g}." if value else "I could not find that."


@pytest.fixture
def docs(tmp_path):
    folder = tmp_path / "docs"
    folder.mkdir()
    for name, text in DOCS.items():
        (folder / name).write_text(text)
    return folder


def test_reader_passes_and_memory_spills_over(data_dir, docs, embedder):
    models = {"reader": ScriptedModel(default=reader), "memory": ScriptedModel(default=memory)}
    config = CanaryConfig(
        docs=docs,
        kb="canarytest",
        strategies=("sentence", "chars-500-100"),
        html_modes=(False,),
        backends=("reader", "memory"),
        n=3,
        critic="grounding",
    )
    results = run_canary(config, model_factory=lambda name: models[name])
    rows = {(r.label, r.backend): r for r in build_rows(results)}
    assert set(rows) == {
        (s, b) for s in ("sentence-nohtml", "chars-500-100-nohtml") for b in ("reader", "memory")
    }
    for (label, backend), row in rows.items():
        assert row.n == 3, (label, backend)
        if backend == "reader":
            assert row.passed == 3, [(r.question, r.answer) for r in row.results]
        else:
            assert row.spillover == 3, [(r.question, r.answer) for r in row.results]
            # a number in no source never reaches the user: the guard catches every spillover
            assert row.spillover_caught == 3
            assert all(r.delivered_outcome != "spillover" for r in row.results)
    # the fictive copy reused the original embeddings and the mapping was kept
    mappings = list((data_dir / "canary").glob("*.mapping.json"))
    assert mappings and json.loads(mappings[0].read_text())["transform"] == "halve"

    path = write_report(
        build_rows(results),
        output=None,
        reports_dir=data_dir / "reports",
        meta={"kb": "canarytest"},
    )
    assert json.loads(path.read_text())["rows"][0]["n"] == 3


def test_fictive_copy_keeps_embeddings(data_dir, docs, embedder):
    import numpy as np

    from bot.canary.fictive import build_fictive_copy
    from bot.kb.ingest import ingest_path
    from bot.kb.store import collection_name, get_store

    store = get_store()
    ingest_path(docs, kb="emb", strategy="paragraph", store=store)
    source = collection_name("emb", "paragraph", False)
    target, fictive = build_fictive_copy(store, source)
    original = {c.id: (c, v) for c, v in store.list_chunks(source, include_embeddings=True)}
    copied = {c.id: (c, v) for c, v in store.list_chunks(target, include_embeddings=True)}
    assert original.keys() == copied.keys()
    for chunk_id, (chunk, vector) in original.items():
        fictive_chunk, fictive_vector = copied[chunk_id]
        assert np.allclose(vector, fictive_vector)
        assert (fictive_chunk.title, fictive_chunk.source, fictive_chunk.start) == (
            chunk.title,
            chunk.source,
            chunk.start,
        )
    assert any("valid for 7.5 minutes" in c.text for c, _ in copied.values())
    assert all("valid for 15 minutes" not in c.text for c, _ in copied.values())
    assert any("locked for 15 minutes" in c.text for c, _ in copied.values())  # 30 halved
