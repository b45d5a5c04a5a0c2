"""llama.cpp against CTranslate2 for the packaged 1.5B, side by side on this machine: load
time, prompt and generation tokens per second, and whether the answers agree, on the same
grounded prompts (greedy). CTranslate2's first start dequantises the GGUF with transformers
and converts it to int8 (cached in the machine's model cache; timed separately).

    python research/runtime/compare.py            # both runtimes, 2 threads
"""

from __future__ import annotations

import time

from bot.llm.base import ChatRequest
from bot.llm.carriers import QWEN_1_5B, model_file
from bot.settings import get_settings

PASSAGE = (
    "Refunds: you can ask for a refund within 30 days of purchase by writing to "
    "billing@example.com with your order number. Refunds reach the original payment method "
    "within 5-7 business days. Annual plans are refunded pro rata after the first 30 days; "
    "monthly plans are not refunded after the first 30 days. Gift cards cannot be refunded."
)
QUESTIONS = [
    "How do I ask for a refund and how long does it take?",
    "Can I get a refund on an annual plan after 2 months?",
    "Are gift cards refundable?",
    "Do you refund in bitcoin?",
]


def messages(question: str) -> list[dict[str, str]]:
    return [
        {"role": "system", "content": "Answer only from this passage, in one sentence. If it does not say, say you don't know.\n\n" + PASSAGE},
        {"role": "user", "content": question},
    ]


def run(model) -> list[tuple[str, float, dict]]:
    out = []
    for question in QUESTIONS:
        started = time.perf_counter()
        response = model.complete(ChatRequest(messages=messages(question), max_tokens=60, temperature=0.0))
        out.append((response.content or "", time.perf_counter() - started, response.usage))
    return out


def main() -> None:
    settings = get_settings()
    path = model_file(QWEN_1_5B.name, cache=settings.machine_cache() / "models")
    from bot.llm.llamacpp import LlamaCppModel

    started = time.perf_counter()
    llama = LlamaCppModel.open(path, name="llama.cpp", threads=2)
    print(f"llama.cpp load {time.perf_counter() - started:.1f} s")
    results = {"llama.cpp": run(llama)}
    from bot.llm.local import LocalModel, resolve_source

    started = time.perf_counter()
    ct2 = LocalModel(
        source=resolve_source(str(path)),
        cache_root=settings.model_cache(),
        runtime="ctranslate2",
        threads=2,
        max_new_tokens=60,
    )
    print(f"ctranslate2 first start (dequantise + convert when not cached) and load {time.perf_counter() - started:.1f} s")
    results["ctranslate2"] = run(ct2)
    for name, rows in results.items():
        total = sum(t for _, t, _ in rows)
        gen = sum(u.get("completion_tokens", 0) for _, _, u in rows)
        prompt = sum(u.get("prompt_tokens", 0) for _, _, u in rows)
        print(f"{name}: {total:.1f} s for {prompt} prompt + {gen} generated tokens")
        for answer, seconds, _ in rows:
            print(f"   {seconds:5.1f} s  {answer[:100]!r}")
    agree = sum(a[0].strip() == b[0].strip() for a, b in zip(results["llama.cpp"], results["ctranslate2"]))
    print(f"identical answers: {agree}/{len(QUESTIONS)}")


if __name__ == "__main__":
    main()
