"""A cluster worker (``python -m bot.cluster``) with every turn's thread under cProfile. On
SIGTERM it writes the summed profile of its slowest twentieth of turns (by the turn's wall
time; the scripted model takes none) and of its median turns to ``$GUARDBOT_PROFILE_DIR``."""

from __future__ import annotations

import cProfile
import os
import pstats
import signal
import sys
import threading
import time

from bot import turn as turn_module
from bot.cluster import main

TURNS: list[tuple[float, cProfile.Profile]] = []
LOCK = threading.Lock()
original = turn_module.TurnRunner._work


def profiled(self, *args, **kwargs):  # noqa: ANN001, ANN002, ANN003
    profile = cProfile.Profile()
    started = time.perf_counter()
    profile.enable()
    try:
        return original(self, *args, **kwargs)
    finally:
        profile.disable()
        with LOCK:
            TURNS.append((time.perf_counter() - started, profile))


def dump(*_: object) -> None:
    out = os.environ.get("GUARDBOT_PROFILE_DIR", "/tmp")
    with LOCK:
        turns = sorted(TURNS, key=lambda t: t[0])
    if turns:
        n = len(turns)
        for name, part in (
            ("tail", turns[int(n * 0.95) :]),
            ("median", turns[int(n * 0.4) : int(n * 0.6)]),
        ):
            stats = pstats.Stats(part[0][1])
            for _, p in part[1:]:
                stats.add(p)
            stats.dump_stats(f"{out}/worker-{os.getpid()}-{name}.prof")
        with open(f"{out}/worker-{os.getpid()}-walls.txt", "w") as fh:
            fh.write("\n".join(f"{w * 1000:.1f}" for w, _ in turns))
    sys.exit(0)


turn_module.TurnRunner._work = profiled
signal.signal(signal.SIGTERM, dump)
main(sys.argv[1:])
