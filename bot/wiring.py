"""The composition root: the one place that turns a settings object into the parts of a turn.

    runner = build_runner(settings, channel="ui")        # everything from the settings
    runner = build_runner(settings, model=scripted)      # a test or bench swaps one part

Every caller (the CLI, the web app and its OpenAI-compatible endpoint, replay, the canary
trap, the load test, the benches) builds its runner here, so the model, critic, retriever,
tools, vocabulary and payload log a turn uses are the ones its caller sees: the model
records to the runner's log, and the critic judges with the runner's model.

Parts are built on first use and then kept (``Parts``), so that ``bot.prepare`` can load
them one stage at a time with progress ("Loading the language model..."); a part passed in
is used as it is (a chat model is wrapped to record to the runner's log).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bot.critic.base import Critic
from bot.critic.registry import get_critic
from bot.kb.retriever import KBRetriever, get_retriever
from bot.llm import build_model
from bot.llm.base import ChatModel
from bot.llm.local import LocalModel
from bot.llm.recording import RecordingModel
from bot.settings import Settings, get_settings
from bot.store.log import PayloadLog, get_log
from bot.turn import TurnRunner
from tools import demo
from tools.demo import default_registry
from tools.registry import ToolRegistry
from tools.vocab import Vocabulary

# critics that judge with a chat model (they get the runner's model)
MODEL_CRITICS = ("llm", "binary", "redeep")


def open_log(settings: Settings) -> PayloadLog:
    """The payload log of ``settings`` (the process-wide one for its database URL)."""
    return get_log(settings)


def make_model(
    settings: Settings,
    *,
    backend: str | None = None,
    model: str | None = None,
    log: PayloadLog | None = None,
    **overrides: Any,
) -> ChatModel:
    """The configured chat model; with ``log``, wrapped so that every call is recorded there."""
    inner = build_model(settings, backend, model=model, **overrides)
    if settings.aarf and isinstance(inner, LocalModel):
        # lazy: AARF pulls in torch hooks and the ReDeEP calibration; only when it is on
        from bot.redeep.aarf import generate_for_local

        inner.aarf = generate_for_local
    return RecordingModel(inner, log) if log is not None else inner


def make_critic(
    settings: Settings, name: str | None = None, *, model: ChatModel | None = None
) -> Critic:
    """The named critic (default ``settings.critic``); a critic that needs a chat model gets
    ``model``, or the configured one (recorded in the settings' log) when none is given."""
    name = name or settings.critic
    if model is None and any(m in name.lower() for m in MODEL_CRITICS):
        model = make_model(settings, log=open_log(settings))
    return get_critic(name, model=model, settings=settings)


def make_retriever(settings: Settings, **choice: Any) -> KBRetriever:
    """The retriever of ``settings``'s knowledge base (``kb``/``strategy``/``keep_html``)."""
    return get_retriever(settings=settings, **choice)


class Parts:
    """What one runner is made of, each built from the settings on first use and kept."""

    def __init__(self, settings: Settings, **given: Any):
        unknown = set(given) - {"model", "critic", "retriever", "registry", "log", "vocab"}
        if unknown:
            raise TypeError(f"unknown parts: {', '.join(sorted(unknown))}")
        self.settings = settings
        self._given = {k: v for k, v in given.items() if v is not None}
        self._built: dict[str, Any] = {}
        self._lock = threading.RLock()

    def _part(self, name: str, build: Callable[[], Any]) -> Any:
        with self._lock:
            if name not in self._built:
                self._built[name] = self._given[name] if name in self._given else build()
            return self._built[name]

    def built(self, name: str) -> Any:
        """The part if it was built or given (a given model before its first use: unwrapped),
        else None; builds nothing."""
        with self._lock:
            return self._built.get(name, self._given.get(name))

    @property
    def log(self) -> PayloadLog:
        return self._part("log", lambda: open_log(self.settings))

    @property
    def model(self) -> Any:
        def build() -> Any:
            given = self._given.get("model")
            if given is None:
                return make_model(self.settings, log=self.log)
            return given if isinstance(given, RecordingModel) else RecordingModel(given, self.log)

        with self._lock:  # a given model is wrapped too: its calls go to the runner's log
            if "model" not in self._built:
                self._built["model"] = build()
            return self._built["model"]

    @property
    def critic(self) -> Critic:
        return self._part("critic", lambda: make_critic(self.settings, model=self.model))

    @property
    def retriever(self) -> Any:
        return self._part("retriever", lambda: make_retriever(self.settings))

    @property
    def registry(self) -> ToolRegistry:
        return self._part("registry", lambda: default_registry(settings=self.settings))

    @property
    def vocab(self) -> Vocabulary:
        return self._part("vocab", lambda: demo.load_vocabulary(self.settings))


def build_runner(
    settings: Settings | None = None,
    *,
    channel: str = "cli",
    prompts_dir: Path | str | None = None,
    tool_executor: Any = None,
    model: Any = None,
    critic: Any = None,
    retriever: Any = None,
    registry: Any = None,
    log: PayloadLog | None = None,
    vocab: Vocabulary | None = None,
) -> TurnRunner:
    """A ``TurnRunner`` whose parts come from ``settings`` (default: the process settings),
    except those passed in."""
    settings = settings or get_settings()
    parts = Parts(
        settings,
        model=model,
        critic=critic,
        retriever=retriever,
        registry=registry,
        log=log,
        vocab=vocab,
    )
    return TurnRunner(parts, channel=channel, prompts_dir=prompts_dir, tool_executor=tool_executor)
