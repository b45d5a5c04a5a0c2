"""Run every benchmark module (``bench/bench_*.py``), each printing its own table.

python -m bench               # all
python -m bench kb agent      # only modules whose name contains one of the words
"""

from __future__ import annotations

import importlib
import os
import sys
import tempfile
import time
import traceback
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("ANONYMIZED_TELEMETRY", "False")
os.environ.setdefault("GUARDBOT_DATA_DIR", tempfile.mkdtemp(prefix="guardbot-bench-"))


def main(argv: list[str]) -> int:
    here = Path(__file__).parent
    names = sorted(p.stem for p in here.glob("bench_*.py"))
    if argv:
        names = [n for n in names if any(word in n for word in argv)]
    failed = []
    for name in names:
        print(f"\n=== {name} ===", flush=True)
        start = time.perf_counter()
        try:
            importlib.import_module(f"bench.{name}").main()
        except Exception:
            traceback.print_exc()
            failed.append(name)
        print(f"({name}: {time.perf_counter() - start:.1f} s)", flush=True)
    if failed:
        print(f"\nfailed: {', '.join(failed)}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
