"""Knowledge-base benchmark: ingest throughput with real MiniLM embeddings, and query latency
p50/p95 at 1k, 10k and 100k chunks, embedded Chroma and a Chroma server on 127.0.0.1.

The 1k/10k/100k latency rows use synthetic random unit vectors of MiniLM's dimension (384):
embedding 100k chunks with MiniLM on 2 CPU cores would take far too long. One collection is
grown 1k -> 10k -> 100k with the embedded client; at each size a Chroma server is started on
the same folder and queried too. Knobs (environment):

- ``GUARDBOT_BENCH_KB_SIZES`` (default ``1000,10000,100000``)
- ``GUARDBOT_BENCH_KB_BUDGET_S`` (default 300): a size whose estimated build time (from the
  rate measured so far) would not fit in the remaining budget is skipped and says so.
- ``GUARDBOT_BENCH_KB_FILES`` (default 12): help-centre articles for the ingest row.
- ``GUARDBOT_BENCH_KB_QUERIES`` (default 50): queries per latency row.
- ``GUARDBOT_BENCH_KB_PARTS`` (default ``ingest,latency``): which tables to print.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

import numpy as np

from bench.common import percentile, print_table

DIM = 384
QUESTIONS = [
    "How long is the password reset code valid?",
    "Which plan do I need for the Salesforce integration?",
    "How much does the Team plan cost?",
    "Can I get a refund on an annual plan?",
    "What are the API rate limits on the Business plan?",
    "Which formats can I export my data in?",
    "Is single sign-on available on the Team plan?",
    "How many backup codes do I get for two-factor authentication?",
    "When are invoices issued?",
    "How long does a free trial last?",
]


def _env_int(name: str, default: int) -> int:
    return int(os.environ.get(name, default))


def _unit(rng: np.random.Generator, n: int) -> np.ndarray:
    vectors = rng.normal(size=(n, DIM)).astype(np.float32)
    return vectors / np.linalg.norm(vectors, axis=1, keepdims=True)


def _latencies(fn, queries: np.ndarray) -> tuple[float, float]:  # noqa: ANN001
    fn(queries[0])  # warm-up (loads the index)
    times = []
    for query in queries:
        start = time.perf_counter()
        fn(query)
        times.append((time.perf_counter() - start) * 1000)
    return percentile(times, 50), percentile(times, 95)


def bench_ingest(workdir: Path) -> None:
    """Real ingest (read, chunk, MiniLM, Chroma) of help-centre articles, then a re-ingest."""
    from bench.common import demo_helpcentre
    from bot.kb.embed import get_embedder
    from bot.kb.ingest import ingest_path
    from bot.kb.retriever import KBRetriever
    from bot.kb.store import ChunkStore

    HELPCENTRE = demo_helpcentre()

    files = sorted(p for p in HELPCENTRE.rglob("*") if p.is_file())[
        : _env_int("GUARDBOT_BENCH_KB_FILES", 12)
    ]
    docs = workdir / "docs"
    for path in files:
        target = docs / path.relative_to(HELPCENTRE)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(path.read_bytes())
    started = time.perf_counter()
    embedder = get_embedder()
    load_s = time.perf_counter() - started
    store = ChunkStore(path=str(workdir / "ingest-chroma"))
    rows = []
    retriever = None
    for strategy in ("paragraph", "chars-500-100"):
        report = ingest_path(docs, kb="bench", strategy=strategy, store=store, embedder=embedder)
        again = ingest_path(docs, kb="bench", strategy=strategy, store=store, embedder=embedder)
        rows.append(
            [
                strategy,
                len(files),
                report.chunks_added,
                report.seconds,
                report.chunks_added / report.seconds,
                again.seconds,
                len(again.unchanged),
            ]
        )
        if retriever is None:
            retriever = KBRetriever(store, embedder, report.collection, 0.25, 4)
    print_table(
        f"KB ingest throughput (MiniLM {embedder.name}, CPU; model load {load_s:.1f} s not counted)",
        ["strategy", "files", "chunks", "ingest s", "chunks/s", "re-ingest s", "unchanged"],
        rows,
    )
    times = []
    for question in QUESTIONS * 2:
        start = time.perf_counter()
        retriever.search(question)
        times.append((time.perf_counter() - start) * 1000)
    print_table(
        "KB retriever end to end (embed the question + query, embedded Chroma, paragraph)",
        ["chunks", "queries", "p50 ms", "p95 ms"],
        [
            [
                store.count(retriever.collection),
                len(times),
                percentile(times, 50),
                percentile(times, 95),
            ]
        ],
    )


def _grow(client, collection, rng, have: int, want: int) -> None:  # noqa: ANN001
    step = 5000
    for start in range(have, want, step):
        n = min(step, want - start)
        ids = [f"syn-{i}" for i in range(start, start + n)]
        metas = [
            {"source": f"doc{i // 50}.md", "start": i, "end": i + 1, "strategy": "synthetic"}
            for i in range(start, start + n)
        ]
        collection.add(
            ids=ids,
            embeddings=_unit(rng, n),
            metadatas=metas,
            documents=[f"synthetic chunk {i}" for i in range(start, start + n)],
        )


def _server_latency(path: Path, name: str, queries: np.ndarray) -> tuple[float, float, float]:
    from bot.kb.chroma_server import ChromaServer
    from bot.kb.store import ChunkStore

    started = time.perf_counter()
    server = ChromaServer(path)
    try:
        store = ChunkStore(url=server.url)
        store.query(name, queries[0], 4)
        open_s = time.perf_counter() - started
        p50, p95 = _latencies(lambda q: store.query(name, q, 4), queries)
    finally:
        server.stop()
    return open_s, p50, p95


def bench_latency(workdir: Path) -> None:
    import chromadb
    from chromadb.config import Settings as ChromaSettings

    from bot.kb.store import ChunkStore

    sizes = [
        int(s) for s in os.environ.get("GUARDBOT_BENCH_KB_SIZES", "1000,10000,100000").split(",")
    ]
    budget = float(os.environ.get("GUARDBOT_BENCH_KB_BUDGET_S", 300))
    rng = np.random.default_rng(0)
    queries = _unit(rng, _env_int("GUARDBOT_BENCH_KB_QUERIES", 50))
    path = workdir / "latency-chroma"
    client = chromadb.PersistentClient(
        path=str(path), settings=ChromaSettings(anonymized_telemetry=False)
    )
    collection = client.create_collection(
        "synthetic", embedding_function=None, configuration={"hnsw": {"space": "cosine"}}
    )
    store = ChunkStore(path=str(path))
    rows, have, build_s, started = [], 0, 0.0, time.perf_counter()
    for size in sizes:
        remaining = budget - (time.perf_counter() - started)
        estimate = (size - have) * (build_s / have) if have else 0.0
        if have and estimate > remaining:
            rows.append(
                [
                    size,
                    "skipped",
                    f"build would take ~{estimate:.0f} s > {remaining:.0f} s left",
                    "",
                    "",
                    "",
                    "",
                ]
            )
            continue
        t0 = time.perf_counter()
        _grow(client, collection, rng, have, size)
        build_s += time.perf_counter() - t0
        have = size
        p50, p95 = _latencies(lambda q: store.query("synthetic", q, 4), queries)
        open_s, sp50, sp95 = _server_latency(path, "synthetic", queries)
        rows.append([size, have / build_s, p50, p95, sp50, sp95, open_s])
    print_table(
        f"KB query latency, top-4 (synthetic random unit vectors, dim {DIM}; {len(queries)} queries per row)",
        [
            "chunks",
            "build chunks/s",
            "embedded p50 ms",
            "embedded p95 ms",
            "server p50 ms",
            "server p95 ms",
            "server start+first query s",
        ],
        rows,
    )


def main() -> None:
    os.environ.setdefault("ANONYMIZED_TELEMETRY", "False")
    with tempfile.TemporaryDirectory(prefix="guardbot-bench-kb-") as tmp:
        workdir = Path(tmp)
        parts = os.environ.get("GUARDBOT_BENCH_KB_PARTS", "ingest,latency").split(",")
        if "ingest" in parts:
            bench_ingest(workdir)
        if "latency" in parts:
            bench_latency(workdir)


if __name__ == "__main__":
    main()
