"""Embedders: MiniLM from the package (offline), and an OpenAI-compatible endpoint over real
HTTP on 127.0.0.1."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import numpy as np
import pytest

from bot.kb.embed import EmbeddingError, OpenAIEmbedder


@pytest.mark.embeddings
def test_minilm_vectors_are_normalised_and_meaningful(embedder):
    assert embedder.dim == 384 and embedder.name == "all-MiniLM-L6-v2"
    vectors = embedder.encode(
        [
            "The reset code is valid for 15 minutes.",
            "A password reset code expires after a quarter hour.",
            "Bananas are yellow.",
        ]
    )
    assert vectors.shape == (3, 384) and vectors.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(vectors, axis=1), 1.0, rtol=1e-5)
    assert vectors[0] @ vectors[1] > vectors[0] @ vectors[2] + 0.3
    assert embedder.encode([]).shape == (0, 384)


class _Embeddings(BaseHTTPRequestHandler):
    calls: list[dict] = []

    def do_POST(self):  # noqa: N802 - http.server API
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        type(self).calls.append(
            {"path": self.path, "body": body, "auth": self.headers.get("Authorization")}
        )
        data = [
            {"object": "embedding", "index": i, "embedding": [float(len(t)), 1.0, 0.0, 2.0]}
            for i, t in enumerate(body["input"])
        ]
        payload = json.dumps(
            {
                "object": "list",
                "data": data,
                "model": body["model"],
                "usage": {"prompt_tokens": 1, "total_tokens": 1},
            }
        ).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def log_message(self, *args):  # keep test output quiet
        pass


@pytest.fixture
def endpoint():
    _Embeddings.calls = []
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Embeddings)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    server.shutdown()
    server.server_close()


def test_openai_compatible_endpoint(endpoint):
    embedder = OpenAIEmbedder(endpoint, "text-embedding-3-small", api_key="sk-test")
    assert embedder.dim == 4
    vectors = embedder.encode(["abc", "abcdef"])
    assert vectors.shape == (2, 4)
    np.testing.assert_allclose(np.linalg.norm(vectors, axis=1), 1.0, rtol=1e-6)
    np.testing.assert_allclose(vectors[0], np.array([3, 1, 0, 2]) / np.sqrt(14), rtol=1e-6)
    last = _Embeddings.calls[-1]
    assert last["path"] == "/v1/embeddings" and last["body"]["input"] == ["abc", "abcdef"]
    assert last["body"]["model"] == "text-embedding-3-small" and last["auth"] == "Bearer sk-test"


def test_an_endpoint_that_is_down_is_an_embedding_error(endpoint):
    embedder = OpenAIEmbedder(endpoint, "m")
    embedder.client = embedder.client.with_options(
        base_url="http://127.0.0.1:9/v1", max_retries=0, timeout=2
    )
    with pytest.raises(EmbeddingError, match="embedding endpoint failed"):
        embedder.encode(["x"])
