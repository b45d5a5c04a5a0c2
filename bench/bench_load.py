"""Load: 20 concurrent sessions x 20 turns through the web app (scripted backend, the
configured critic, the demo knowledge base), loopback only; every turn accounted for.
Once through the browser chat's JSON API (``POST /api/chat``) and once through the
OpenAI-compatible endpoint (``POST /v1/chat/completions``, half the clients streaming).

    GUARDBOT_BENCH_LOAD_SESSIONS=20 GUARDBOT_BENCH_LOAD_TURNS=20 GUARDBOT_BENCH_LOAD_API=chat,openai
"""

from __future__ import annotations

import os


def main() -> None:
    from bot.loadtest import account, rows, run_load, start_app
    from bot.store.log import get_log
    from bot.tables import print_table

    sessions = int(os.environ.get("GUARDBOT_BENCH_LOAD_SESSIONS", "20"))
    turns = int(os.environ.get("GUARDBOT_BENCH_LOAD_TURNS", "20"))
    apis = os.environ.get("GUARDBOT_BENCH_LOAD_API", "chat,openai").split(",")
    url, server, _app = start_app()
    try:
        for api in apis:
            result = run_load(url, sessions=sessions, turns=turns, max_seconds=900, api=api.strip())
            account(result, get_log())
            print_table(
                f"Load test ({api.strip()} API): {sessions} sessions x {turns} turns (scripted backend)",
                ["what", "value"],
                rows(result),
            )
    finally:
        server.should_exit = True
