"""Helpers shared by the benchmark modules."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from typing import Any

from bot.tables import console, fmt, percentile, print_table  # noqa: F401 - re-exported


def timed(fn: Callable[[], Any], repeat: int = 1) -> tuple[float, Any]:
    """Median seconds of ``repeat`` runs, and the last result."""
    times, result = [], None
    for _ in range(repeat):
        start = time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times), result


def demo_folder() -> Any:
    """The demo deployment's folder (the default one)."""
    from bot.settings import DEFAULT_DEPLOYMENT

    return DEFAULT_DEPLOYMENT


def demo_helpcentre() -> Any:
    """The demo deployment's documents."""
    from bot.deployment import load_deployment

    return load_deployment(demo_folder()).knowledge_bases[0].path


def prepare_demo() -> None:
    """The demo's tools' data (its workspace database) before a bench uses them."""
    from bot.settings import get_settings
    from tools.sources import registry_for

    registry_for(get_settings()).prepare()
