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
