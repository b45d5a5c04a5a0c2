"""Generate the answers of the held-out set smollm2d with the local SmolLM2-135M-Instruct model:
data/external/real2/generate.py's generator (the generator of real3/smollm2c: same system
prompt, prompts, temperatures and max_tokens) on this folder's passages, ids F00-0..,
seeds 4000 + 2 * passage + prompt.

    GUARDBOT_LOCAL_THREADS=1 python data/external/real4/smollm2d/generate.py [LIMIT]

Appends to raw.jsonl beside this file (resumable).
"""

import importlib.util
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
_SPEC = importlib.util.spec_from_file_location(
    "real2_generate", HERE.parents[1] / "real2" / "generate.py"
)
assert _SPEC and _SPEC.loader
real2 = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(real2)


def main() -> None:
    limit = int(sys.argv[1]) if len(sys.argv) > 1 else 10**6
    real2.generate(HERE, prefix="F", seed_base=4000, limit=limit)


if __name__ == "__main__":
    main()
