"""Everything a first question would otherwise pay for, done before it is asked.

One list of stages, run by every entry point: ``guardbot ask`` and ``guardbot chat``
(``prepare``, progress on stderr) and ``guardbot serve`` (``ui.warmup.WarmUp``, which also
shows the stage on the chat page). The deployment's data first: its knowledge bases
(ingested on the first start; idempotent: one count when they are there) and its tool
modules' ``@on_prepare`` functions (a tool's own database), then what the turn loads: the
chat model (for the local backend: the GGUF conversion and the fast runtime on the first
start), the retriever with its embedding model, the critic (run once on a tiny example
unless it would call a language model) and the tools' catalog and planner.

    prepare(get_settings(), runner, say=print)    # "- Preparing the documents and tools..."
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from bot.deployment import deployment_of
from bot.kb.deployment import ensure_kb
from bot.steps import Source
from tools.sources import registry_for

Say = Callable[[str], None]
Stage = tuple[str, Callable[[], object]]

# critics that call a language model: warming them up would spend a model call (maybe a paid one)
MODEL_CRITICS = ("llm", "binary", "redeep")


def _quiet(_text: str) -> None:
    return None


def prepare_data(settings: Any, *, say: Say = _quiet) -> None:
    """The deployment's knowledge bases (ingested unless there) and its tools' own data
    (``@on_prepare``); cheap when present. ``say`` hears what is being done."""
    deployment = deployment_of(settings)
    for kb in deployment.knowledge_bases:

        def progress(done: int, total: int, source: str, name: str = kb.name) -> None:
            if done == total or done % 10 == 0:
                say(f"  {name}: {done}/{total} documents ingested")

        say(f"  {kb.name}: collection " + ensure_kb(kb, settings=settings, progress=progress))
    registry = registry_for(settings)
    registry.prepare()
    if registry.names():
        say(f"  tools ready: {', '.join(registry.names())}")


def stages(settings: Any, runner: Callable[[], Any], *, say: Say = _quiet) -> list[Stage]:
    """The stages, in order; ``runner()`` gives the ``TurnRunner`` (built on first use)."""
    local = settings.backend == "local"

    def part(name: str) -> Callable[[], object]:
        return lambda: getattr(runner(), name, None)

    return [
        ("Preparing the documents and the tools' data", lambda: prepare_data(settings, say=say)),
        ("Building the assistant", runner),
        (
            "Loading the language model"
            + (" (converted once on the first start: that can take minutes)" if local else ""),
            part("model"),
        ),
        ("Loading the search index and the embedding model", lambda: _search(runner())),
        ("Loading the answer checker", lambda: _check(runner(), settings)),
        ("Reading what the tools list", lambda: _tools(runner())),
        *([("Reading the model's fixed prompt once", lambda: _warm(runner()))] if local else []),
    ]  # fmt: skip


def _warm(runner: Any) -> None:
    """A local model that writes reads its fixed prompt (rules and short-answer examples)
    once now, so that the first question does not pay for it (the runtime keeps it)."""
    warm = getattr(runner, "warm_up", None)
    if warm is not None:
        warm()


def _tools(runner: Any) -> None:
    """The tools' listed values and their descriptions' embeddings, read once."""
    planner = getattr(runner, "planner", None)
    if planner is not None:
        planner.plans("warm up")


def _search(runner: Any) -> None:
    retriever = getattr(runner, "retriever", None)
    if retriever is not None and hasattr(retriever, "search"):
        retriever.search("How do I reset my password?")


def _check(runner: Any, settings: Any) -> None:
    """Build the critic; run it once on a tiny example unless that would call a model."""
    critic = getattr(runner, "critic", None)
    name = str(settings.critic or "").lower()
    if critic is None or any(m in name for m in MODEL_CRITICS) or not hasattr(critic, "check"):
        return

    fact = "Password reset codes are sent by email."
    critic.check("How are reset codes sent?", [Source(kind="document", text=fact)], fact)


@dataclass
class Prepared:
    """How long each stage took (seconds)."""

    seconds: dict[str, float] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {"seconds": {k: round(v, 2) for k, v in self.seconds.items()}}


def prepare(settings: Any, runner: Any = None, *, say: Say = _quiet) -> Prepared:
    """Run every stage for ``runner`` (data only without one), saying each with its time."""
    done = Prepared()
    todo = stages(settings, lambda: runner, say=say)
    if runner is None or not hasattr(runner, "settings"):  # not a TurnRunner: data only
        todo = todo[:1]
    for name, action in todo:
        say(f"- {name}...")
        started = time.perf_counter()
        action()
        done.seconds[name] = time.perf_counter() - started
        say(f"  done in {done.seconds[name]:.1f} s")
    return done
