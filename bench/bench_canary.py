"""Canary trap on the demo help centre with the local model: pass / spillover per strategy.

GUARDBOT_BENCH_CANARY_N questions per strategy (default 5; the published experiment used 10),
every strategy, HTML kept and stripped.
"""

from __future__ import annotations

import os
import time

from bench.common import print_table


def main() -> None:
    from bench.common import demo_helpcentre
    from bot.canary.report import build_rows, print_report, write_report
    from bot.canary.runner import CanaryConfig, run_canary
    from bot.settings import get_settings

    HELPCENTRE = demo_helpcentre()

    settings = get_settings()
    n = int(os.environ.get("GUARDBOT_BENCH_CANARY_N", "5"))
    config = CanaryConfig(docs=HELPCENTRE, backends=("local",), n=n, critic=settings.critic)
    started = time.perf_counter()
    results = run_canary(config)
    seconds = time.perf_counter() - started
    rows = build_rows(results)
    print_report(rows)
    path = write_report(
        rows,
        output=None,
        reports_dir=settings.reports_dir(),
        meta={"kb": "helpcentre", "transform": "halve", "backends": ["local"], "n_per_strategy": n},
    )
    print_table(
        "Canary run cost",
        ["questions", "seconds", "s/question", "report"],
        [[len(results), seconds, seconds / max(1, len(results)), str(path)]],
    )
