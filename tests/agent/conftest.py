"""Fixtures of the agent tests: a fresh demo workspace, a retriever over fixed chunks, small
critics that implement ``check()``, and a TurnRunner wired to a scripted model."""

from __future__ import annotations

import shutil

import pytest

from bot.critic.base import ProblemSentence, Verdict
from bot.kb.types import Chunk, RetrievalError
from bot.llm.scripted import ScriptedModel

PRICING = Chunk(
    id="pricing-1",
    text="The Team plan costs $49 per user per month. Annual billing saves 20%.",
    source="plans/pricing.md",
    title="Plans and pricing",
    start=0,
    end=70,
    strategy="paragraph",
    kb="helpcentre",
    score=0.8,
)


class FixedRetriever:
    def __init__(self, chunks=None, *, fail: bool = False):
        self.chunks = list(chunks or [])
        self.fail = fail
        self.queries: list[str] = []

    def search(self, query, *, k=None, where=None):
        self.queries.append(query)
        if self.fail:
            raise RetrievalError("chroma server at 127.0.0.1:1 refused the connection")
        return list(self.chunks)


class PassCritic:
    name = "pass"

    def __init__(self):
        self.calls: list[tuple[str, list, str]] = []

    def check(self, question, sources, answer):
        self.calls.append((question, sources, answer))
        return Verdict(critic=self.name, general_thoughts="fine")


class HighCritic:
    """Flags every answer that contains ``bad`` as HIGH."""

    name = "high"

    def __init__(self, bad: str):
        self.bad = bad
        self.calls: list[str] = []

    def check(self, question, sources, answer):
        self.calls.append(answer)
        if self.bad in answer:
            return Verdict(
                critic=self.name,
                problematic_sentences=[ProblemSentence(answer, "not in the sources", "HIGH")],
            )
        return Verdict(critic=self.name)


@pytest.fixture(scope="session")
def _workspace_file(tmp_path_factory):
    """The demo workspace built once; each test gets its own copy."""
    from tests.demo_deployment import ensure_demo_workspace

    path = tmp_path_factory.mktemp("workspace") / "workspace.db"
    ensure_demo_workspace(f"sqlite:///{path}")
    return path


@pytest.fixture
def workspace(data_dir, settings, _workspace_file):
    from tests.demo_deployment import ensure_demo_workspace

    shutil.copy(_workspace_file, data_dir / "workspace.db")
    return ensure_demo_workspace(settings.workspace_db_url())


@pytest.fixture
def registry(workspace):
    from bot.wiring import default_registry

    return default_registry()


@pytest.fixture
def catalog(registry, settings):
    from bot.wiring import today_of
    from tools.catalog import ToolCatalog

    return ToolCatalog(registry, today=today_of(settings))


@pytest.fixture
def make_runner(workspace, payload_log, catalog, registry):
    from bot.wiring import build_runner

    def make(replies=(), *, critic=None, retriever=None, **kwargs):
        model = kwargs.pop("model", None) or ScriptedModel(replies)
        runner = build_runner(
            model=model,
            critic=critic or PassCritic(),
            retriever=retriever or FixedRetriever([PRICING]),
            log=payload_log,
            **{"catalog": catalog, "registry": registry, **kwargs},
        )
        runner.scripted = model
        return runner

    return make


def tools_runner(settings, payload_log, embedder, model, tools, **update):
    """A runner on a local-model profile with no documents, ``tools`` registered and
    ``model`` (a function of the request) answering every model call."""
    from bot.llm.scripted import ScriptedModel
    from bot.wiring import build_runner
    from tools.registry import ToolRegistry

    retriever = FixedRetriever([])
    retriever.embedder = embedder
    return build_runner(
        settings.model_copy(update={"prompt_profile": "local", **update}),
        model=ScriptedModel([], default=model),
        critic=PassCritic(),
        retriever=retriever,
        registry=ToolRegistry(list(tools)),
        log=payload_log,
        channel="ui",
    )
