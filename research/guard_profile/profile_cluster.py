"""Where the surviving worker's guard time goes: ``bench/bench_workers.py``'s run (two
workers behind nginx, one killed halfway) with both workers under cProfile
(``profiled_worker.py``); the survivor writes its profiles on SIGTERM at the end.

    GUARDBOT_PROFILE_DIR=/tmp/prof python research/guard_profile/profile_cluster.py
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from bot import cluster

HERE = Path(__file__).resolve().parent
cluster.WORKER[:] = [sys.executable, str(HERE / "profiled_worker.py")]
os.makedirs(os.environ.setdefault("GUARDBOT_PROFILE_DIR", "/tmp/guard-prof"), exist_ok=True)

sys.path.insert(0, str(HERE.parent.parent))
from bench import bench_workers  # noqa: E402

bench_workers.main()
