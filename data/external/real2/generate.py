"""Generate the answers of the second held-out set with the local SmolLM2-135M-Instruct model.

    GUARDBOT_LOCAL_THREADS=1 python data/external/real2/generate.py [LIMIT]

Four prompts per passage (passages.json): a one-or-two-sentence answer (greedy), a short
summary (temperature 0.7, seeded), a one-sentence answer in the passage's words (greedy) and a
rephrasing of the passage's first sentence (temperature 0.3, seeded). Appends to raw.jsonl beside this file (resumable).

``generate(folder, prefix=, seed_base=)`` is also the generator of
``data/external/real3/smollm2c`` (same system prompt, prompts and temperatures).
"""

import json
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
from bot.llm import build_model  # noqa: E402
from bot.llm.base import ChatRequest  # noqa: E402
from bot.settings import get_settings  # noqa: E402

HERE = Path(__file__).resolve().parent
SYSTEM = (
    "You are a helpful assistant. Answer the user's question using only the passage below.\n\n"
    "Passage:\n{doc}"
)
PROMPTS = (
    ("What is {obj}, according to the passage? Answer in one or two sentences.", 0.0),
    ("Summarise what the passage says about {obj} in two or three sentences.", 0.7),
    # added after reading the first 82 answers (only 11 correct): prompts that keep the model
    # closer to the passage, so that the set has enough correct answers to measure false alarms
    ("In one sentence, what does the passage say about {obj}? Use the passage's own words.", 0.0),
    ("Rephrase the first sentence of the passage in simpler words.", 0.3),
)


def generate(folder: Path, *, prefix: str, seed_base: int, limit: int = 10**6) -> None:
    """Answer every prompt for every passage of ``folder/passages.json`` into
    ``folder/raw.jsonl`` (ids ``{prefix}{passage:02d}-{prompt}``; answers already there are
    kept)."""
    # build_model takes the settings and returns an unrecorded model (it was record=False)
    settings = get_settings()
    assert not settings.aarf, "generate without AARF (plain decoding)"
    model = build_model(settings, "local")
    passages = json.loads((folder / "passages.json").read_text(encoding="utf-8"))[:limit]
    out = folder / "raw.jsonl"
    done = {json.loads(line)["id"] for line in out.open()} if out.exists() else set()
    with out.open("a", encoding="utf-8") as f:
        for i, p in enumerate(passages):
            for k, (template, temperature) in enumerate(PROMPTS):
                rid = f"{prefix}{i:02d}-{k}"
                if rid in done:
                    continue
                question = template.format(obj=p["object"])
                began = time.time()
                reply = model.complete(
                    ChatRequest(
                        messages=[
                            {"role": "system", "content": SYSTEM.format(doc=p["text"])},
                            {"role": "user", "content": question},
                        ],
                        temperature=temperature,
                        max_tokens=120,
                        seed=seed_base + i * 2 + k,
                    )
                )
                row = {
                    "id": rid, "package": p["package"], "object": p["object"], "file": p["file"],
                    "question": question, "context": p["text"], "answer": reply.content or "",
                    "generator": "SmolLM2-135M-Instruct (local backend)",
                    "temperature": temperature, "seed": seed_base + i * 2 + k,
                    "seconds": round(time.time() - began, 1),
                }  # fmt: skip
                f.write(json.dumps(row, ensure_ascii=False) + "\n")
                f.flush()
                print(rid, row["seconds"], flush=True)


def main() -> None:
    limit = int(sys.argv[1]) if len(sys.argv) > 1 else 10**6
    generate(HERE, prefix="D", seed_base=2000, limit=limit)


if __name__ == "__main__":
    main()
