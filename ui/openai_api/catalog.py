"""Which ``model`` names the endpoint serves, and the turn runner behind each.

- ``guardbot``: the web app's own runner (the configured knowledge base, ``GUARDBOT_KB_NAME``).
- ``guardbot-<kb>``: the same runner (model, critic, tools, log) searching knowledge base
  ``<kb>`` instead: every knowledge base ingested with the configured chunk strategy
  (``guardbot ingest PATH --kb NAME``) is a model. ``guardbot-<configured kb>`` is the same as
  ``guardbot``.

Anything else is unknown (404 ``model_not_found``).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Any

import structlog

from bot.kb.embed import get_embedder
from bot.kb.retriever import KBRetriever
from bot.kb.store import _store_for, collection_name
from bot.settings import Settings
from bot.wiring import build_runner
from ui.jobs import RunnerFactory

log = structlog.get_logger("guardbot.api")

DEFAULT_MODEL = "guardbot"
PREFIX = DEFAULT_MODEL + "-"


@dataclass(frozen=True)
class Profile:
    model: str
    kb: str
    runner_factory: RunnerFactory


def settings_store(settings: Settings) -> Any:
    """The Chroma store of ``settings`` (a server when ``chroma_url`` is set, else embedded).
    The process-wide instance per place, the one ``get_store()`` gives: two clients opening
    one embedded store at the same moment (the serve warm-up and a first ``/v1/models``)
    break chromadb's shared-system cache."""
    if settings.chroma_url:
        return _store_for(None, settings.chroma_url)
    path = settings.chroma_path()
    path.mkdir(parents=True, exist_ok=True)
    return _store_for(str(path), None)


def kbs_in(store: Any, settings: Settings) -> list[str]:
    """Knowledge bases in ``store`` ingested with the configured strategy."""
    suffix = f"__{settings.chunk_strategy}__{'html' if settings.keep_html else 'text'}"
    return sorted(
        name[: -len(suffix)] for name, _count in store.list_collections() if name.endswith(suffix)
    )


def kb_retriever(store: Any, settings: Settings, kb: str) -> Any:
    name = collection_name(kb, settings.chunk_strategy, settings.keep_html)
    return KBRetriever(store, get_embedder(), name, settings.min_similarity, settings.top_k)


def derive_runner(base: Any, *, retriever: Any) -> Any:
    """A runner sharing ``base``'s model, critic, tools, log and prompts, with another retriever."""
    return build_runner(
        base.settings,
        model=base.model,
        critic=base.critic,
        retriever=retriever,
        registry=base.registry,
        tool_executor=base.tool_executor,
        log=base.log,
        prompts_dir=base.prompts_dir,
        catalog=base.catalog,
        deployment=base.parts.deployment,
        channel=base.channel,
        user_of=base.user_of,
    )


class ModelCatalog:
    def __init__(
        self,
        *,
        settings: Settings,
        default_factory: RunnerFactory,
        store: Any = None,
    ):
        self.settings = settings
        self.default_factory = default_factory
        self._store = store
        self._runners: dict[str, Any] = {}
        self._lock = threading.Lock()

    @property
    def store(self) -> Any:
        if self._store is None:
            self._store = settings_store(self.settings)
        return self._store

    def kbs(self) -> list[str]:
        try:
            return kbs_in(self.store, self.settings)
        except Exception as exc:  # noqa: BLE001 - the store is down: only the default is known
            log.warning("api_kb_list_failed", error=f"{type(exc).__name__}: {exc}"[:200])
            return []

    def models(self) -> list[str]:
        names = [DEFAULT_MODEL] + [PREFIX + kb for kb in self.kbs()]
        return list(dict.fromkeys(names))

    def resolve(self, model: str) -> Profile | None:
        if model == DEFAULT_MODEL or model == PREFIX + self.settings.kb_name:
            return Profile(
                model=model, kb=self.settings.kb_name, runner_factory=self.default_factory
            )
        if not model.startswith(PREFIX) or model[len(PREFIX) :] not in self.kbs():
            return None
        kb = model[len(PREFIX) :]
        return Profile(model=model, kb=kb, runner_factory=lambda: self._runner_for(kb))

    def _runner_for(self, kb: str) -> Any:
        with self._lock:
            if kb not in self._runners:
                self._runners[kb] = derive_runner(
                    self.default_factory(), retriever=kb_retriever(self.store, self.settings, kb)
                )
            return self._runners[kb]
