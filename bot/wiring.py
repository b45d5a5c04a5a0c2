"""The composition root: the one place that turns a settings object into the parts of a turn.

    runner = build_runner(settings, channel="ui")        # everything from the settings
    runner = build_runner(settings, model=scripted)      # a test or bench swaps one part

Every caller (the CLI, the web app and its OpenAI-compatible endpoint, replay, the canary
trap, the load test, the benches) builds its runner here, so the deployment, model, critic,
retriever, tools, their catalog and planner, and payload log a turn uses are the ones its
caller sees: the model
records to the runner's log, and the critic judges with the runner's model.

Parts are built on first use and then kept (``Parts``), so that ``bot.prepare`` can load
them one stage at a time with progress ("Loading the language model..."); a part passed in
is used as it is (a chat model is wrapped to record to the runner's log).
"""

from __future__ import annotations

import datetime as dt
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bot import planted, planted_model
from bot.agent.plan import Planner
from bot.critic.base import Critic
from bot.critic.registry import get_critic, needs_chat_model
from bot.deployment import Deployment, DeploymentError
from bot.deployment import deployment_of as deployment_from
from bot.kb.embed import get_embedder
from bot.kb.retriever import NoDocuments, get_retriever
from bot.llm import build_model
from bot.llm.base import ChatModel
from bot.llm.local import LocalModel
from bot.llm.recording import RecordingModel
from bot.settings import ConfigError, Settings, get_settings
from bot.store.log import PayloadLog, get_log
from bot.tracing import observers_from_env
from bot.turn import TurnRunner
from tools.catalog import ToolCatalog
from tools.registry import ToolRegistry
from tools.sources import build_registry, registry_for


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
    if model is None and needs_chat_model(name):
        model = make_model(settings, log=get_log(settings))
    return get_critic(name, model=model, settings=settings)


def deployment_of(settings: Settings) -> Deployment:
    """The settings' deployment; a broken file is a ``ConfigError`` saying what to fix."""
    try:
        return deployment_from(settings)
    except DeploymentError as exc:
        raise ConfigError(str(exc)) from exc


def default_registry(settings: Settings | None = None) -> ToolRegistry:
    """The tools of the settings' deployment (and ``GUARDBOT_TOOL_MODULES``)."""
    return registry_for(settings or get_settings())


def today_of(settings: Settings) -> str:
    return settings.today or dt.date.today().isoformat()


class Parts:
    """What one runner is made of, each built from the settings on first use and kept."""

    def __init__(
        self,
        settings: Settings,
        *,
        backend: str | None = None,
        model_name: str | None = None,
        **given: Any,
    ):
        unknown = set(given) - {
            "model",
            "critic",
            "retriever",
            "registry",
            "log",
            "catalog",
            "deployment",
        }
        if unknown:
            raise TypeError(f"unknown parts: {', '.join(sorted(unknown))}")
        self.settings = settings
        self._model_choice = {"backend": backend, "model": model_name}  # for a built model
        self._given = {k: v for k, v in given.items() if v is not None}
        self._built: dict[str, Any] = {}
        self._lock = threading.RLock()

    def _part(
        self, name: str, make: Callable[[], Any], wrap: Callable[[Any], Any] | None = None
    ) -> Any:
        """The part: given (through ``wrap``) or made, once."""
        with self._lock:
            if name not in self._built:
                given = self._given.get(name)
                if given is None:
                    self._built[name] = make()
                else:
                    self._built[name] = wrap(given) if wrap else given
            return self._built[name]

    def built(self, name: str) -> Any:
        """The part if it was built or given (a given model before its first use: unwrapped),
        else None; builds nothing."""
        with self._lock:
            return self._built.get(name, self._given.get(name))

    @property
    def log(self) -> PayloadLog:
        return self._part("log", lambda: get_log(self.settings))

    @property
    def model(self) -> Any:
        """A given model is wrapped too: its calls go to the runner's log."""
        return self._part(
            "model",
            lambda: make_model(self.settings, log=self.log, **self._model_choice),
            wrap=lambda m: m if isinstance(m, RecordingModel) else RecordingModel(m, self.log),
        )

    @property
    def critic(self) -> Critic:
        def make() -> Critic:
            chat = self.model if needs_chat_model(self.settings.critic) else None
            return make_critic(self.settings, model=chat)

        return self._part("critic", make)

    @property
    def retriever(self) -> Any:
        def make() -> Any:
            if self.settings.deployment and not self.deployment.knowledge_bases:
                return NoDocuments(get_embedder())  # a tools-only deployment
            return get_retriever(settings=self.settings)

        return self._part("retriever", make)

    @property
    def deployment(self) -> Deployment:
        return self._part("deployment", lambda: deployment_of(self.settings))

    @property
    def registry(self) -> ToolRegistry:
        return self._part("registry", lambda: build_registry(self.settings, self.deployment))

    @property
    def catalog(self) -> ToolCatalog:
        return self._part(
            "catalog", lambda: ToolCatalog(self.registry, today=today_of(self.settings))
        )

    @property
    def planner(self) -> Planner:
        def make() -> Planner:
            try:
                embedder = getattr(self.retriever, "embedder", None)
            except Exception:  # no search index: tools are matched on their arguments alone
                embedder = None
            embed = embedder.encode if embedder is not None else None
            return Planner(self.registry, self.catalog, embed=embed)

        return self._part("planner", make)


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
    catalog: ToolCatalog | None = None,
    deployment: Deployment | None = None,
    backend: str | None = None,
    model_name: str | None = None,
    user_of: Any = None,
    observers: list[Any] | None = None,
) -> TurnRunner:
    """A ``TurnRunner`` whose parts come from ``settings`` (default: the process settings),
    except those passed in; ``backend``/``model_name`` choose the model it builds.
    ``observers``: told of each turn (default: the OpenTelemetry tracer the OTEL_* variables
    configure, or none)."""
    settings = settings or get_settings()
    planted_model.install()  # sources are read by the learned detector too (loaded lazily)
    planted.use_languages(settings.languages)  # and for text in a language nobody here reads
    parts = Parts(
        settings,
        backend=backend,
        model_name=model_name,
        model=model,
        critic=critic,
        retriever=retriever,
        registry=registry,
        log=log,
        catalog=catalog,
        deployment=deployment,
    )
    if observers is None:  # the default: a tracer when OTEL_EXPORTER_OTLP_ENDPOINT is set
        observers = observers_from_env(settings, log=lambda: parts.log)
    return TurnRunner(
        parts,
        channel=channel,
        prompts_dir=prompts_dir,
        tool_executor=tool_executor,
        user_of=user_of,
        observers=observers,
    )
