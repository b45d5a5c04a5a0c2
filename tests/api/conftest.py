"""The real web app with its ``/v1`` endpoint on 127.0.0.1, once per test session.

Real parts: the FastAPI/uvicorn server, ``bot.turn.TurnRunner`` (retrieval, critic,
regeneration, escalation, output rules, recording), the grounding critic with the MiniLM
embedder, an embedded Chroma store holding two small knowledge bases (``docs``, the
default, and ``billing``), the SQLite payload log. Only the model is scripted: it answers
with the first sentence of the first retrieved document, makes an unsupported claim when
asked about SMS (the sources hold the answer: it is quoted) or a fax (they do not: escalated), fails like a dead backend on "backend down", and waits at a gate the test
opens on "wait at the gate".

Nothing here changes the process environment: the settings, log and store are built for
this session's own data directory and passed in.
"""

from __future__ import annotations

import shutil
import tempfile
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import openai
import pytest

from bot.llm.base import LLMUnavailable
from bot.loadtest import answer_from_documents
from bot.settings import Settings
from bot.store.log import PayloadLog
from tests.ui.fakes import ServerThread

UNSUPPORTED = "Yes, we send the reset code to your phone by SMS."
FAX_CLAIM = "Yes, we fax every invoice within one hour of a request."
DOCS = {
    "docs/pricing.md": "# Plans and pricing\n\nThe Team plan costs $49 per user per month. "
    "Annual billing saves 20%.\n",
    "docs/reset.md": "# Resetting your password\n\nPassword reset is by a 6-digit code sent by "
    "email, valid for 15 minutes. Quillstack never sends reset codes by SMS.\n",
    "billing/refunds.md": "# Refunds\n\nRefunds are paid back within 14 days of a cancellation. "
    "Refunds go to the card that paid.\n",
}


@dataclass
class Gate:
    """Holds a scripted model call until the test opens it (events, no timing)."""

    entered: threading.Event = field(default_factory=threading.Event)
    release: threading.Event = field(default_factory=threading.Event)

    def reset(self) -> None:
        self.entered.clear()
        self.release.clear()


def question_of(request: Any) -> str:
    users = [m for m in request.messages if m.get("role") == "user"]
    return str(users[-1].get("content") or "") if users else ""


def scripted_reply(gate: Gate):  # noqa: ANN201
    def reply(request: Any) -> str:
        question = question_of(request).lower()
        if "backend down" in question:
            raise LLMUnavailable("connection refused: 127.0.0.1:1")
        if "wait at the gate" in question:
            gate.entered.set()
            gate.release.wait(timeout=120)
        if "sms" in question:
            return UNSUPPORTED
        if "fax" in question:
            return FAX_CLAIM
        return answer_from_documents(request)

    return reply


@dataclass
class ApiServer:
    url: str
    keyed_url: str  # the same app parts, but listening "beyond loopback": keys required
    settings: Settings
    log: PayloadLog
    model: Any
    gate: Gate
    endpoint: Any  # the open server's ui.openai_api.routes.OpenAIEndpoint

    def client(self, **kwargs: Any) -> openai.OpenAI:
        kwargs.setdefault("api_key", "anything-on-loopback")
        return openai.OpenAI(base_url=self.url + "/v1", max_retries=0, timeout=60, **kwargs)

    def http(self, url: str | None = None) -> httpx.Client:
        return httpx.Client(base_url=url or self.url, timeout=60)

    def counts(self) -> dict[str, int]:
        return {
            t: self.log.count(t)
            for t in ("sessions", "turns", "steps", "llm_calls", "tool_calls", "verdicts")
        }


def _ingest(root: Path, store: Any) -> None:
    from bot.kb.ingest import ingest_path

    for rel, text in DOCS.items():
        path = root / "kb" / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    for kb in ("docs", "billing"):
        ingest_path(root / "kb" / kb, kb=kb, strategy="paragraph", store=store)


@pytest.fixture(scope="session")
def api_server(embedder) -> Iterator[ApiServer]:
    from bot.critic.grounding import GroundingCritic
    from bot.llm.scripted import ScriptedModel
    from bot.wiring import build_runner
    from tests.demo_deployment import ensure_demo_workspace
    from ui.app import create_app
    from ui.openai_api.catalog import kb_retriever, settings_store

    root = Path(tempfile.mkdtemp(prefix="guardbot-api-"))
    settings = Settings(
        data_dir=root,
        backend="scripted",
        critic="grounding",
        max_rounds=2,
        kb_name="docs",
        chunk_strategy="paragraph",
        turn_workers=2,
    )
    log = PayloadLog(settings.db_url())
    store = settings_store(settings)
    _ingest(root, store)
    ensure_demo_workspace(settings.workspace_db_url())
    gate = Gate()
    model = ScriptedModel(default=scripted_reply(gate))
    runner = build_runner(
        model=model,
        critic=GroundingCritic(embedder=embedder),
        retriever=kb_retriever(store, settings, "docs"),
        log=log,
        settings=settings,
        channel="ui",
    )
    app = create_app(settings=settings, log=log, runner_factory=lambda: runner)
    keyed = create_app(settings=settings, log=log, runner_factory=lambda: runner)
    keyed.state.listen_host = "0.0.0.0"  # what `guardbot serve --host 0.0.0.0` sets
    with ServerThread(app) as open_server, ServerThread(keyed) as keyed_server:
        yield ApiServer(
            url=open_server.url,
            keyed_url=keyed_server.url,
            settings=settings,
            log=log,
            model=model,
            gate=gate,
            endpoint=app.state.openai_endpoint,
        )
    gate.release.set()
    log.close()
    shutil.rmtree(root, ignore_errors=True)


@pytest.fixture
def api(api_server: ApiServer) -> ApiServer:
    api_server.gate.reset()
    return api_server
