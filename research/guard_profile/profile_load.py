"""Where the guard's time goes at 200 sessions: ``guardbot loadtest --sessions 200 --turns 5
--api openai`` in this process, with every turn's worker thread under cProfile (one profiler
per turn; cProfile times wall clock, so waits for the GIL, a lock or the database show up
where they happen). The turns whose guard time (turn minus model calls) is in the top tenth
are summed into one profile and printed beside the median turns'.

    GUARDBOT_DATA_DIR=$(mktemp -d) GUARDBOT_BACKEND=scripted \
        python research/guard_profile/profile_load.py [SESSIONS] [TURNS] [MAX_RETRIES]
"""

from __future__ import annotations

import cProfile
import io
import pstats
import sys
import threading

from bot import turn as turn_module
from bot.loadtest import account, rows, run_load, start_app
from bot.store.log import get_log
from bot.tables import percentile, print_table

PROFILES: dict[str, cProfile.Profile] = {}
LOCK = threading.Lock()
original = turn_module.TurnRunner._work


def profiled(self, session_id, message, history, replay_of, put):  # noqa: ANN001
    profile = cProfile.Profile()
    box: dict = {}

    def put_and_note(step):  # noqa: ANN001
        if getattr(step, "turn_id", None):
            box["turn_id"] = step.turn_id
        put(step)

    profile.enable()
    try:
        return original(self, session_id, message, history, replay_of, put_and_note)
    finally:
        profile.disable()
        with LOCK:
            PROFILES[box.get("turn_id", f"unknown-{len(PROFILES)}")] = profile


turn_module.TurnRunner._work = profiled


def show(title: str, profiles: list[cProfile.Profile], n: int = 30, dump: str = "") -> None:
    out = io.StringIO()
    stats = pstats.Stats(profiles[0], stream=out)
    for p in profiles[1:]:
        stats.add(p)
    if dump:
        stats.dump_stats(dump)
    stats.sort_stats("cumulative").print_stats(n)
    print(f"\n===== {title}: {len(profiles)} turns, cumulative time summed =====")
    print(out.getvalue()[-9000:])


def main() -> None:
    sessions = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    turns = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    retries = int(sys.argv[3]) if len(sys.argv) > 3 else 0
    url, server, _app = start_app()
    try:
        result = run_load(url, sessions=sessions, turns=turns, api="openai", max_retries=retries)
    finally:
        server.should_exit = True
    account(result, get_log())
    print_table("profiled load", ["what", "value"], rows(result))
    # guard time per turn, as account() computes it
    log = get_log()
    guard = {}
    for turn_id in result.turn_ids:
        row = log.get("turns", turn_id)
        model = sum(c["latency_ms"] or 0 for c in log.rows("llm_calls", where={"turn_id": turn_id}))
        guard[turn_id] = (row["latency_ms"] or 0) - model
    cut = percentile(list(guard.values()), 90)
    mid_lo, mid_hi = percentile(list(guard.values()), 40), percentile(list(guard.values()), 60)
    tail = [PROFILES[t] for t, g in guard.items() if g >= cut and t in PROFILES]
    middle = [PROFILES[t] for t, g in guard.items() if mid_lo <= g <= mid_hi and t in PROFILES]
    print(f"guard p90 cut {cut:.0f} ms; median band {mid_lo:.0f}-{mid_hi:.0f} ms")
    show("slowest tenth of turns (guard >= p90)", tail, dump="/tmp/guard-tail.prof")
    show("median turns (guard p40-p60)", middle, dump="/tmp/guard-median.prof")


if __name__ == "__main__":
    main()
