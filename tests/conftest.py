"""Shared fixtures. Every test runs with its own data directory; real model requests are
blocked unless a test is marked ``local_model``; heavy models load once per session."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest

# Before anything imports guardbot: offline, and a data directory of the test run's own.
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("ANONYMIZED_TELEMETRY", "False")
SESSION_DATA_DIR = Path(tempfile.mkdtemp(prefix="guardbot-tests-"))
os.environ["GUARDBOT_DATA_DIR"] = str(SESSION_DATA_DIR)
os.environ.setdefault("GUARDBOT_BACKEND", "scripted")
# A scripted model answers a turn's calls in the order they come; the model's own read-only
# call (setting ``route_model``) would take the first reply meant for the answer. It is on in
# tests/agent/test_readcall.py (scripted and with the real model) and off elsewhere.
os.environ.setdefault("GUARDBOT_ROUTE_MODEL", "0")
# Local models come from the machine's model cache (``make setup`` assembles the default one
# there; converted weights of the 135M model are kept there too), as in production.

from bot.llm import base as llm_base  # noqa: E402
from bot.settings import get_settings, reset_settings  # noqa: E402
from bot.store.log import reset_log  # noqa: E402

OUTPUT_DIR = Path(__file__).resolve().parent.parent / "test-output"


@pytest.fixture(autouse=True)
def _block_model_requests(request):
    allowed = request.node.get_closest_marker("local_model") is not None
    old = llm_base.ALLOW_MODEL_REQUESTS
    llm_base.ALLOW_MODEL_REQUESTS = allowed
    yield
    llm_base.ALLOW_MODEL_REQUESTS = old


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    """A fresh, empty data directory (payload log, Chroma, reports) for this test."""
    monkeypatch.setenv("GUARDBOT_DATA_DIR", str(tmp_path))
    reset_settings()
    reset_log()
    yield tmp_path
    reset_log()
    reset_settings()


@pytest.fixture
def settings(data_dir):
    return get_settings()


@pytest.fixture
def payload_log(data_dir):
    from bot.store.log import get_log

    return get_log()


@pytest.fixture
def output_dir(request) -> Path:
    """A folder for this test's artefacts (screenshots, reports), kept after the run."""
    path = OUTPUT_DIR / request.node.name.replace("/", "_").replace("[", "_").replace("]", "")
    path.mkdir(parents=True, exist_ok=True)
    return path


@pytest.fixture(scope="session")
def embedder():
    """The MiniLM embedding model, loaded once per test session."""
    from bot.kb.embed import get_embedder

    return get_embedder()


@pytest.fixture(scope="session")
def local_model():
    """The local SmolLM2 backend, loaded once per test session (tests using it need the
    ``local_model`` marker so that model requests are allowed)."""
    from bot.llm.local import get_local_model

    return get_local_model()


@pytest.fixture(scope="session")
def writer_model():
    """The default local model that writes (the packaged 1.5B on llama.cpp), loaded once per
    test session; tests using it need the ``local_model`` marker."""
    from bot.llm.runtime import local_model

    return local_model(get_settings())
