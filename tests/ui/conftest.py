"""Fixtures of the web-app tests: an isolated data directory per module, fake Gradio
requests carrying cookies, and the real turn pipeline wired to the scripted backend."""

from __future__ import annotations

import contextlib
import os
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bot.kb.types import Chunk
from bot.llm.base import LLMUnavailable
from bot.settings import get_settings, reset_settings
from bot.store.log import get_log, reset_log

SUPPORTED = "The Team plan costs $49 per user per month."
UNSUPPORTED = "Yes, we send the reset code to your phone by SMS."

PRICING = Chunk(
    id="pricing-1",
    text="The Team plan costs $49 per user per month. Annual billing saves **20%**.\n\n"
    "| Plan | Price |\n|---|---|\n| **Team** | $49 per user per month |",
    source="plans/pricing.md",
    title="Plans and pricing",
    start=0,
    end=70,
    strategy="paragraph",
    kb="helpcentre",
    score=0.8,
)
RESET = Chunk(
    id="reset-1",
    text="Password reset is by a 6-digit code sent by email, valid for 15 minutes. "
    "Quillstack never sends reset codes by SMS.",
    source="account/password-reset.md",
    title="Resetting your password",
    start=0,
    end=116,
    strategy="paragraph",
    kb="helpcentre",
    score=0.7,
)

HOSTILE_DOC = Chunk(
    id="formatting-1",
    text='Formatting tips: <b>bold</b> <img src=x onerror="window.__pwned = 3"> <script>window.__pwned = 4</script>',
    source="misc/formatting.html",
    title="Formatting <i>tips</i>",
    start=0,
    end=100,
    strategy="paragraph",
    kb="helpcentre",
    score=0.3,
)


class FixedRetriever:
    def __init__(self, chunks: list[Chunk]):
        self.chunks = chunks

    def search(self, query: str, *, k: int | None = None, where: Any = None) -> list[Chunk]:
        return list(self.chunks)


# A question with "hold" in it waits here until the test sets it (browser tests that need a
# turn to be still running when they act wait on this event, not on the machine's speed).
HOLD = threading.Event()
HOLD_TIMEOUT_S = 120.0


def scripted_answer(request: Any) -> str:
    """The scripted backend's reply as a function of the request: a sentence of the
    retrieved documents, or (for a question about SMS) an unsupported claim; "slowly" takes
    3 s per call, "hold" waits for ``HOLD``, "backend down" fails as a dead endpoint does."""
    users = [m for m in request.messages if m.get("role") == "user"]
    question = str(users[-1].get("content") or "") if users else ""
    if "backend down" in question.lower():
        raise LLMUnavailable("connection refused: 127.0.0.1:1")
    if "hold" in question.lower() and not HOLD.wait(HOLD_TIMEOUT_S):
        raise LLMUnavailable("the test never released the held answer")
    time.sleep(3.0 if "slowly" in question.lower() else 0.2)  # the page shows the live status
    return UNSUPPORTED if "sms" in question.lower() else SUPPORTED


class FakeRequest:
    """What the page handlers read from a ``gr.Request``: its cookies."""

    def __init__(self, cookies: dict[str, str]):
        self.cookies = cookies


@contextlib.contextmanager
def isolated_data_dir(**env: str) -> Iterator[Path]:
    """A fresh data directory (and settings/log) for a whole test module."""
    path = Path(tempfile.mkdtemp(prefix="guardbot-ui-"))
    values = {"GUARDBOT_DATA_DIR": str(path), "GUARDBOT_BACKEND": "scripted", **env}
    old = {k: os.environ.get(k) for k in values}
    os.environ.update(values)
    reset_settings()
    reset_log()
    try:
        yield path
    finally:
        reset_log()
        for key, value in old.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
        reset_settings()


def real_runner_factory(log: Any, embedder: Any) -> Any:
    """The real ``bot.turn.TurnRunner`` with the scripted backend, the grounding critic and a
    fixed retriever: only the model and the knowledge base are stand-ins."""
    from bot.critic.grounding import GroundingCritic
    from bot.llm.scripted import ScriptedModel
    from bot.wiring import build_runner
    from tests.demo_deployment import ensure_demo_workspace

    ensure_demo_workspace()
    model = ScriptedModel(default=scripted_answer)
    critic = GroundingCritic(embedder=embedder)
    retriever = FixedRetriever([PRICING, RESET, HOSTILE_DOC])

    def make() -> Any:
        return build_runner(model=model, critic=critic, retriever=retriever, log=log, channel="ui")

    return make


@pytest.fixture(scope="module")
def module_env() -> Iterator[dict[str, Any]]:
    with isolated_data_dir(GUARDBOT_CRITIC="grounding", GUARDBOT_MAX_ROUNDS="2") as path:
        yield {"path": path, "settings": get_settings(), "log": get_log()}
