"""Getting the assistant ready before the first question: the deployment's documents and
tools' data, the language model (the local one is converted on the first start), the search
index with its embedding model, the answer checker and what the tools list.

``guardbot serve`` runs this before it serves, printing each stage; with
``--serve-while-warming`` it serves at once and the chat page says the assistant is still
warming up (questions sent meanwhile wait for it). Only public entry points are used: the
runner factory's runner and its ``model`` / ``retriever`` / ``critic`` / ``planner``, so it
works for every backend.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import structlog

from bot.prepare import stages
from bot.settings import Settings

log = structlog.get_logger("guardbot.ui")

Say = Callable[[str], None]


@dataclass
class WarmUp:
    """Where the warm-up is: shown in the terminal, on the chat page, and waited on by
    questions asked before it is done."""

    stage: str = "not started"
    started: bool = False
    error: str | None = None
    seconds: dict[str, float] = field(default_factory=dict)
    _done: threading.Event = field(default_factory=threading.Event, repr=False)

    @property
    def ready(self) -> bool:
        return self._done.is_set()

    @property
    def warming(self) -> bool:
        return self.started and not self.ready

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the warm-up is over (at once when none was started)."""
        if not self.started:
            return True
        return self._done.wait(timeout)

    def notice(self) -> str:
        """What the chat page says while the assistant is not ready ("" once it is)."""
        if not self.warming:
            return ""
        return (
            f"The assistant is still warming up ({self.stage.lower()}). You can already ask: "
            "your question will be answered as soon as it is ready."
        )

    def run(
        self, *, settings: Settings, runner_factory: Callable[[], Any], say: Say | None = None
    ) -> bool:
        """Run every stage; True when all went well. A failure is reported (terminal and
        log) and ends the warm-up: each question then reports the problem itself."""
        self.started = True
        say = say or (lambda _text: None)
        began = time.perf_counter()
        try:
            for name, action in stages(settings, _once(runner_factory), say=say):
                self._stage(name, action, say)
        except Exception as exc:  # noqa: BLE001 - said in the terminal; each turn reports it too
            self.error = f"{type(exc).__name__}: {exc}"[:500]
            say(f"  failed: {self.error}")
            log.warning("warm_up_failed", stage=self.stage, error=self.error)
            return False
        finally:
            self._done.set()
        total = time.perf_counter() - began
        say(f"ready in {total:.1f} s")
        log.info("warm_up_done", seconds=round(total, 1))
        return True

    def _stage(self, name: str, action: Callable[[], object], say: Say) -> None:
        self.stage = name
        say(f"- {name}...")
        started = time.perf_counter()
        action()
        self.seconds[name] = round(time.perf_counter() - started, 2)
        say(f"  done in {self.seconds[name]:.1f} s")


def _once(factory: Callable[[], Any]) -> Callable[[], Any]:
    """The factory's runner, built on the first call and kept."""
    built: list[Any] = []

    def runner() -> Any:
        if not built:
            built.append(factory())
        return built[0]

    return runner
