"""Replay throughput with the scripted backend: record N turns, replay them (turns/s).

Full-turn replays go through bot.turn.TurnRunner (agent steps, critic, logging) with the logged
chunks, tool results and model responses; request replays re-send each logged request.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

from bench.common import print_table
from bot.store.log import PayloadLog

TURNS = int(os.environ.get("GUARDBOT_BENCH_REPLAY_TURNS", "200"))


def _log() -> PayloadLog:
    path = Path(tempfile.mkdtemp(prefix="guardbot-bench-replay-")) / "replay.db"
    return PayloadLog(f"sqlite:///{path}")


def _record(log: PayloadLog, n: int) -> tuple[list[str], float]:
    from tests.replay.fixtures import record_scripted_turns

    started = time.perf_counter()
    ids = record_scripted_turns(log, n)
    return ids, time.perf_counter() - started


def _replay(log: PayloadLog, ids: list[str], mode: str) -> tuple[float, int, int]:
    from bot.replay import replay_turn

    started = time.perf_counter()
    identical = changed = 0
    for turn_id in ids:
        result = replay_turn(turn_id, mode=mode, log=log)
        identical += result.identical_requests
        changed += result.changed_outcome
    return time.perf_counter() - started, identical, changed


def main() -> None:
    from bot.logsetup import configure_logging

    configure_logging()  # ids and timings at WARNING and above only; keeps the table readable
    log = _log()
    ids, rec_s = _record(log, TURNS)
    rows = [("record (TurnRunner + scripted model)", len(ids), rec_s, len(ids) / rec_s, "", "")]
    for mode in ("turn", "requests"):
        seconds, identical, changed = _replay(log, ids, mode)
        rows.append((f"replay ({mode})", len(ids), seconds, len(ids) / seconds, identical, changed))
    print_table(
        f"replay throughput, scripted backend (logged responses), SQLite payload log, {TURNS} turns "
        "(half answered, half regenerated)",
        ["what", "turns", "seconds", "turns/s", "identical requests", "changed outcome"],
        rows,
    )
    log.close()


if __name__ == "__main__":
    main()
