"""Load: 20 concurrent chat sessions x 20 turns through the web app (scripted backend, the
configured local critic, the demo knowledge base), loopback only; every turn accounted for."""

from __future__ import annotations

import os


def main() -> None:
    from bot.loadtest import account, rows, run_load, start_app
    from bot.store.log import get_log
    from bot.tables import print_table

    sessions = int(os.environ.get("GUARDBOT_BENCH_LOAD_SESSIONS", "20"))
    turns = int(os.environ.get("GUARDBOT_BENCH_LOAD_TURNS", "20"))
    url, server, _app = start_app()
    try:
        result = run_load(url, sessions=sessions, turns=turns, max_seconds=900)
    finally:
        server.should_exit = True
    account(result, get_log())
    print_table(
        f"Load test: {sessions} sessions x {turns} turns (scripted backend)",
        ["what", "value"],
        rows(result),
    )
