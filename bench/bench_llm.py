"""Model backends and the payload log: load time, generation speed, logging overhead.

    python -m bench llm

Local backend: cold load (GGUF dequantised and converted into an empty cache) and cached
load, generation tokens/s (greedy). Payload log: µs added per recorded call (recording
wrapper around the scripted model vs the bare model) and calls/s sustained into SQLite,
from one thread and from four. OpenAI backend: round trip to a loopback server.
"""

from __future__ import annotations

import shutil
import statistics
import tempfile
import threading
import time
from pathlib import Path

from bench.common import percentile, print_table
from bot.llm.base import ChatRequest

GEN_PROMPTS = [
    "Write two sentences about customer success software.",
    "Explain what a health score for a customer account is.",
]
GEN_TOKENS = 32
LOG_CALLS = 400


def bench_local() -> None:
    from bot.llm.local import LocalModel, resolve_source

    source = resolve_source(None)
    cache = Path(tempfile.mkdtemp(prefix="guardbot-bench-cache-"))
    cold = LocalModel(source=source, cache_root=cache)
    cold_seconds = cold.load_seconds
    del cold
    cached = LocalModel(source=source, cache_root=cache)
    assert cached.loaded_from_cache
    rows = [
        ["cold: GGUF dequantised, converted and saved", round(cold_seconds, 2)],
        ["cached: converted weights from the data dir", round(cached.load_seconds, 2)],
    ]
    print_table(f"local model load ({source.name}, s)", ["how", "seconds"], rows)
    try:
        _bench_generation(cached)
    finally:
        shutil.rmtree(cache, ignore_errors=True)  # ~540 MB of converted weights


def _bench_generation(model) -> None:  # noqa: ANN001
    """tokens/s at torch's thread count and at one thread (on a shared, oversubscribed
    machine one thread is often faster: spinning OpenMP workers fight for the cores)."""
    import os

    import torch

    default = torch.get_num_threads()
    rows = []
    for threads in sorted({default, 1}, reverse=True):
        torch.set_num_threads(threads)
        rows += _generation_rows(model, threads)
    torch.set_num_threads(default)
    print_table(
        f"local generation ({model.model_name}, greedy, <= {GEN_TOKENS} new tokens, "
        f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)",
        ["threads", "prompt", "prompt tokens", "new tokens", "seconds", "tokens/s"],
        rows,
    )


def _generation_rows(model, threads: int) -> list[list]:  # noqa: ANN001
    rows = []
    for prompt in GEN_PROMPTS:
        request = ChatRequest(messages=[{"role": "user", "content": prompt}], max_tokens=GEN_TOKENS)
        model.complete(ChatRequest(messages=request.messages, max_tokens=2))  # warm-up
        started = time.perf_counter()
        response = model.complete(request)
        seconds = time.perf_counter() - started
        tokens = response.usage["completion_tokens"]
        prompt_tokens = response.usage["prompt_tokens"]
        rows.append([threads, prompt[:40], prompt_tokens, tokens, seconds, tokens / seconds])
    total_tokens, total_seconds = sum(r[3] for r in rows), sum(r[4] for r in rows)
    rows.append([threads, "all", "", total_tokens, total_seconds, total_tokens / total_seconds])
    return rows


def bench_log() -> None:
    from bot.llm.recording import RecordingModel
    from bot.llm.scripted import ScriptedModel
    from bot.store.log import PayloadLog

    folder = Path(tempfile.mkdtemp(prefix="guardbot-bench-log-"))
    log = PayloadLog(f"sqlite:///{folder / 'guardbot.db'}")
    request = ChatRequest(
        messages=[
            {"role": "system", "content": "rules " * 200},
            {"role": "user", "content": "What does Team cost?"},
        ]
    )
    bare = ScriptedModel(default="Team is $49 per user per month.")
    recorded = RecordingModel(ScriptedModel(default="Team is $49 per user per month."), log)
    bare_us = _per_call_us(bare, request)
    rec_us = _per_call_us(recorded, request)
    single = _sustained(log, threads=1)
    multi = _sustained(log, threads=4)
    print_table(
        f"payload log overhead (SQLite WAL, {LOG_CALLS} calls, request ~{len(str(request.to_payload()))} chars)",
        ["measure", "value"],
        [
            ["scripted call, bare (µs/call, median)", round(bare_us[0], 1)],
            ["scripted call, recorded (µs/call, median)", round(rec_us[0], 1)],
            ["overhead of recording (µs/call, median)", round(rec_us[0] - bare_us[0], 1)],
            ["overhead of recording (µs/call, p95)", round(rec_us[1] - bare_us[1], 1)],
            ["record_llm_call sustained, 1 thread (calls/s)", round(single, 1)],
            ["record_llm_call sustained, 4 threads (calls/s)", round(multi, 1)],
        ],
    )
    log.close()


def _per_call_us(model, request: ChatRequest) -> tuple[float, float]:  # noqa: ANN001
    times = []
    for _ in range(LOG_CALLS):
        started = time.perf_counter()
        model.complete(request)
        times.append((time.perf_counter() - started) * 1e6)
    return statistics.median(times), percentile(times, 95)


def _sustained(log, *, threads: int) -> float:  # noqa: ANN001
    request = {"model": "m", "messages": [{"role": "user", "content": "x" * 2000}]}
    response = {
        "choices": [{"message": {"role": "assistant", "content": "y" * 500}}],
        "usage": {"prompt_tokens": 500, "completion_tokens": 100},
    }
    per_thread = LOG_CALLS // threads

    def work() -> None:
        for _ in range(per_thread):
            log.record_llm_call(
                backend="bench", model="m", request=request, response=response, latency_ms=1.0
            )

    workers = [threading.Thread(target=work) for _ in range(threads)]
    started = time.perf_counter()
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    return per_thread * threads / (time.perf_counter() - started)


def bench_openai_loopback() -> None:
    from bot.llm.openai_backend import OpenAIModel
    from tests.llm.fake_openai import FakeOpenAI

    server = FakeOpenAI().start()
    try:
        model = OpenAIModel(model="fake-model", base_url=server.base_url)
        request = ChatRequest(messages=[{"role": "user", "content": "hello"}])
        model.complete(request)
        times = []
        for _ in range(50):
            started = time.perf_counter()
            model.complete(request)
            times.append((time.perf_counter() - started) * 1000)
    finally:
        server.stop()
    print_table(
        "openai backend round trip to a loopback server (50 calls)",
        ["median ms", "p95 ms"],
        [[round(statistics.median(times), 2), round(percentile(times, 95), 2)]],
    )


def main() -> None:
    from bot.logsetup import configure_logging

    configure_logging("WARNING")
    bench_log()
    bench_openai_loopback()
    bench_local()
