"""Everything a first question would otherwise pay for, done before it is asked.

Every entry point (``guardbot ask``, ``guardbot chat``, ``guardbot serve``) calls
``prepare(settings)`` first: the demo workspace and help centre when the settings point at
them (idempotent: one count when they are there), then the models the turn loads (the local
chat model with its converted weights and fast runtime, the embedding model, the critic).
Each part reports what it does through ``say`` (the terminal), with its time.

    prepare(get_settings(), say=print)          # "Preparing the demo help centre... 4.1 s"
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

Say = Callable[[str], None]


@dataclass
class Prepared:
    """What was prepared and how long each part took (seconds)."""

    seconds: dict[str, float] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {"seconds": {k: round(v, 2) for k, v in self.seconds.items()}, "notes": self.notes}


def _timed(done: Prepared, name: str, say: Say, what: str, fn: Callable[[], Any]) -> Any:
    say(f"{what}...")
    started = time.perf_counter()
    value = fn()
    done.seconds[name] = time.perf_counter() - started
    say(f"{what}: done in {done.seconds[name]:.1f} s")
    return value


def prepare_data(settings: Any, *, say: Say = lambda _: None) -> Prepared:
    """The demo workspace and the demo help centre, when the settings use them."""
    done = Prepared()
    if settings.workspace == "demo":
        from tools.workspace import ensure_demo_workspace

        _timed(done, "workspace", say, "Preparing the demo workspace", ensure_demo_workspace)
    if settings.kb_name == "helpcentre":
        from bot.kb.demo import ensure_demo_kb

        _timed(done, "helpcentre", say, "Preparing the demo help centre", ensure_demo_kb)
    return done


def prepare_models(runner: Any, *, say: Say = lambda _: None) -> Prepared:
    """Load what ``runner`` (a ``TurnRunner``) uses: the chat model (for the local backend:
    GGUF conversion on the first start, then the fast runtime), the retriever with its
    embedding model, and the critic."""
    done = Prepared()
    if not hasattr(runner, "settings"):  # not a TurnRunner: nothing of ours to load
        return done
    backend = getattr(runner.settings, "backend", "")
    what = "Loading the local model (the first start converts it once)"
    _timed(
        done,
        "model",
        say,
        what if backend == "local" else "Connecting the chat model",
        lambda: runner.model,
    )
    runtime = getattr(getattr(runner.model, "inner", runner.model), "runtime", None)
    if runtime:
        done.notes.append(f"local model runtime: {runtime}")
    _timed(done, "retriever", say, "Loading the embedding model", lambda: _warm_retriever(runner))
    _timed(done, "critic", say, "Loading the critic", lambda: runner.critic)
    return done


def _warm_retriever(runner: Any) -> None:
    retriever = runner.retriever
    embedder = getattr(retriever, "embedder", None)
    if embedder is not None:
        embedder.encode(["warm-up"])


def prepare(settings: Any, runner: Any | None = None, *, say: Say = lambda _: None) -> Prepared:
    """Data, then (with a runner) models; the times of both."""
    done = prepare_data(settings, say=say)
    if runner is not None:
        models = prepare_models(runner, say=say)
        done.seconds.update(models.seconds)
        done.notes.extend(models.notes)
    return done
