"""Generate a set's answers with the local SmolLM2-135M-Instruct model, as the folder's
``dataset.json`` ``"generate"`` says (the prompts, the passages file, the output, the id prefix
and the seed base). Appends to the output (resumable: answers already there are kept).

    GUARDBOT_LOCAL_THREADS=1 PYTHONPATH=. .venv/bin/python research/datasets/generate.py \
        data/external/real2 [LIMIT]

Prompt sets (each was a ``generate.py`` of its own folder before):

- ``first`` (real/smollm2_raw.jsonl): a document-grounded system prompt and three questions
  per passage (what the package's documentation says, greedy; an explanation, temperature 0.7;
  quote-then-explain, greedy), 180 tokens, seed ``seed_base + 3 * passage + prompt``;
- ``passage`` (real2, real3/smollm2c, real4/smollm2d): a passage-grounded system prompt and
  four questions per passage (one or two sentences, greedy; a summary, 0.7; one sentence in
  the passage's words, greedy; a rephrasing of its first sentence, 0.3), 120 tokens, seed
  ``seed_base + 2 * passage + prompt`` (as the sets were generated: neighbouring passages
  share seeds).

Plain decoding: AARF must be off. This imports the product (``bot.llm``); the product never
imports this.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")

PROMPTS = {
    "first": {
        "system": (
            "You are a helpful assistant. Answer the user's question using only the document "
            "below. Write a short paragraph.\n\nDocument:\n{doc}"
        ),
        "questions": (
            ("What does the {pkg} documentation say about {obj}?", 0.0),
            ("Explain in a few sentences what {obj} does, according to the document.", 0.7),
            (
                "Quote the sentences of the document that describe {obj}, then say in one "
                "sentence what they mean.",
                0.0,
            ),
        ),
        "max_tokens": 180,
        "seed_step": 3,
        "generator": "SmolLM2-135M-Instruct (Q4_1 GGUF, local backend)",
        "ensure_ascii": True,
    },
    "passage": {
        "system": (
            "You are a helpful assistant. Answer the user's question using only the passage "
            "below.\n\nPassage:\n{doc}"
        ),
        "questions": (
            ("What is {obj}, according to the passage? Answer in one or two sentences.", 0.0),
            ("Summarise what the passage says about {obj} in two or three sentences.", 0.7),
            # added after reading real2's first 82 answers (only 11 correct): prompts that keep
            # the model closer to the passage, so that a set has enough correct answers
            (
                "In one sentence, what does the passage say about {obj}? Use the passage's own "
                "words.",
                0.0,
            ),
            ("Rephrase the first sentence of the passage in simpler words.", 0.3),
        ),
        "max_tokens": 120,
        "seed_step": 2,
        "generator": "SmolLM2-135M-Instruct (local backend)",
        "ensure_ascii": False,
    },
}


def generate(folder: Path, cfg: dict, *, limit: int = 10**6) -> None:
    from bot.llm import build_model
    from bot.llm.base import ChatRequest
    from bot.settings import get_settings

    prompts = PROMPTS[cfg["prompts"]]
    settings = get_settings()
    assert not settings.aarf, "generate without AARF (plain decoding)"
    model = build_model(settings, "local")
    passages = json.loads((folder / cfg["passages"]).read_text(encoding="utf-8"))[:limit]
    out = folder / cfg["output"]
    done = {json.loads(line)["id"] for line in out.open()} if out.exists() else set()
    with out.open("a", encoding="utf-8") as f:
        for i, p in enumerate(passages):
            for k, (template, temperature) in enumerate(prompts["questions"]):
                rid = f"{cfg['prefix']}{i:02d}-{k}"
                if rid in done:
                    continue
                question = template.format(pkg=p.get("package"), obj=p["object"])
                seed = cfg["seed_base"] + i * prompts["seed_step"] + k
                began = time.time()
                reply = model.complete(
                    ChatRequest(
                        messages=[
                            {"role": "system", "content": prompts["system"].format(doc=p["text"])},
                            {"role": "user", "content": question},
                        ],
                        temperature=temperature,
                        max_tokens=prompts["max_tokens"],
                        seed=seed,
                    )
                )
                row = {
                    "id": rid, "package": p["package"], "object": p["object"], "file": p["file"],
                    "question": question, "context": p["text"], "answer": reply.content or "",
                    "generator": prompts["generator"], "temperature": temperature, "seed": seed,
                    "seconds": round(time.time() - began, 1),
                }  # fmt: skip
                f.write(json.dumps(row, ensure_ascii=prompts["ensure_ascii"]) + "\n")
                f.flush()
                print(rid, row["seconds"], flush=True)


def main(argv: list[str]) -> None:
    folder = Path(argv[0]).resolve()
    cfg = json.loads((folder / "dataset.json").read_text(encoding="utf-8"))["generate"]
    generate(folder, cfg, limit=int(argv[1]) if len(argv) > 1 else 10**6)


if __name__ == "__main__":
    main(sys.argv[1:])
