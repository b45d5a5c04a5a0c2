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
    """Each lever of a fast local turn, measured on its own (greedy; same weights):

    - runtime and threads: prefill of a turn-sized prompt and decoding speed, transformers
      (fp32) vs CTranslate2 (int8), one and two threads;
    - prompt size: the old help-centre prompt (rules, tools, few-shots, four documents) vs the
      small profile's (rules and the four sentences that matter);
    - the static-prompt KV cache: a call whose system prompt was seen before;
    - stopping on repetition: tokens spent on a prompt that makes the model loop.
    """
    import os

    rows = _runtime_rows(model) + _prompt_rows(model) + _repetition_rows(model)
    print_table(
        f"local model levers ({model.model_name}; load average {os.getloadavg()[0]:.1f} on "
        f"{os.cpu_count()} cores)",
        ["lever", "setting", "prompt tokens", "new tokens", "seconds", "tokens/s"],
        rows,
    )


LEVER_DOC = (
    "Every new workspace starts with a 14-day free trial of the Team plan. No credit card is "
    "needed to start a trial. You can ask support once to extend a trial by 7 days, for a "
    "maximum trial length of 21 days. "
)


def _turn_prompt_ids(model, *, small: bool) -> list[int]:  # noqa: ANN001
    from bot.agent.prompts import PromptSet, build_messages
    from bot.llm.toolparse import build_prompt_messages
    from bot.steps import Source
    from bot.wiring import default_registry

    prompts = PromptSet.load()
    docs = [Source(kind="document", title=f"Article {i}", text=LEVER_DOC * 3) for i in range(4)]
    if small:
        system = prompts.answer_prompt(facts=[LEVER_DOC.split(". ")[0]] * 4)
        messages = build_messages(
            prompts,
            system_prompt=system,
            history=[],
            message="How long is the free trial?",
            fewshot=False,
        )
        rendered, prefill = build_prompt_messages(messages, None, mode="none")
    else:
        system = prompts.render(
            "system",
            workspace="demo",
            today="2026-06-30",
            tools="",
            activity_types="",
            documents="\n".join(d.text for d in docs),
        )
        messages = build_messages(
            prompts, system_prompt=system, history=[], message="How long is the free trial?"
        )
        rendered, prefill = build_prompt_messages(
            messages, default_registry().schemas(), mode="auto"
        )
    return model._encode(model._render(rendered) + prefill)[0].tolist()


def _timed_torch(model, ids: list[int], new: int, threads: int) -> float:  # noqa: ANN001
    import torch

    before = torch.get_num_threads()
    torch.set_num_threads(threads)
    try:
        with torch.no_grad():
            started = time.perf_counter()
            model.model.generate(
                torch.tensor([ids]),
                max_new_tokens=new,
                min_new_tokens=new,
                do_sample=False,
                pad_token_id=model.tokenizer.eos_token_id,
            )
            return time.perf_counter() - started
    finally:
        torch.set_num_threads(before)


def _timed_fast(model, ids: list[int], new: int, threads: int) -> float:  # noqa: ANN001
    import ctranslate2

    generator = ctranslate2.Generator(
        str(model.fast.path), device="cpu", compute_type="int8_float32", intra_threads=threads
    )
    tokens = model.tokenizer.convert_ids_to_tokens(ids)
    started = time.perf_counter()
    generator.generate_batch(
        [tokens], max_length=new, min_length=new, sampling_topk=1, include_prompt_in_result=False
    )
    return time.perf_counter() - started


def _runtime_rows(model) -> list[list]:  # noqa: ANN001
    rows = []
    ids = _turn_prompt_ids(model, small=False)
    short = ids[-24:]
    runtimes = [("transformers fp32", _timed_torch)]
    if model.fast is not None:
        runtimes.append(("ctranslate2 int8", _timed_fast))
    for name, timed in runtimes:
        for threads in (1, 2):
            prefill = timed(model, ids, 1, threads)
            rows.append(
                ["runtime: prefill", f"{name}, {threads} thread(s)", len(ids), 1, prefill, ""]
            )
            decode = timed(model, short, GEN_TOKENS * 2, threads)
            rows.append(
                [
                    "runtime: decode",
                    f"{name}, {threads} thread(s)",
                    len(short),
                    GEN_TOKENS * 2,
                    decode,
                    GEN_TOKENS * 2 / decode,
                ]
            )
    return rows


def _prompt_rows(model) -> list[list]:  # noqa: ANN001
    rows = []
    timed = _timed_fast if model.fast is not None else _timed_torch
    for small in (False, True):
        ids = _turn_prompt_ids(model, small=small)
        seconds = timed(model, ids, 1, 2)
        label = "small: rules + 4 sentences" if small else "old: rules, tools, few-shots, 4 docs"
        rows.append(["prompt size (prefill)", label, len(ids), 1, seconds, ""])
    if model.fast is not None:
        ids = _turn_prompt_ids(model, small=False)
        static, rest = ids[:-40], ids[-40:]
        runtime = _fresh_fast(model)  # nothing cached yet
        for label, use, cache in (
            ("static prompt, first call", runtime, True),
            ("static prompt, KV cache reused", runtime, True),
            ("no static-prompt cache", _fresh_fast(model), False),
        ):
            started = time.perf_counter()
            use.generate(rest, static_ids=static, max_new=1, cache=cache)
            rows.append(
                [
                    "KV cache of the system prompt",
                    label,
                    len(ids),
                    1,
                    time.perf_counter() - started,
                    "",
                ]
            )
    return rows


def _fresh_fast(model):  # noqa: ANN001, ANN202
    import ctranslate2

    from bot.llm.fast_runtime import FastRuntime

    generator = ctranslate2.Generator(
        str(model.fast.path), device="cpu", compute_type="int8_float32"
    )
    return FastRuntime(generator, model.tokenizer, model.fast.path)


def _repetition_rows(model) -> list[list]:  # noqa: ANN001
    from bot.degenerate import is_looping

    if model.fast is None:
        return []
    article = (
        Path(__file__).resolve().parent.parent
        / "deployments/demo/helpcentre/security/password-reset.html"
    )
    prompt = [  # measured: SmolLM2 loops on this raw HTML prompt ("Here's how to do it:" ...)
        {"role": "system", "content": "Answer from the document.\n" + article.read_text()[:2500]},
        {"role": "user", "content": "How do I reset my password?"},
    ]
    ids = model._encode(model._render(prompt))[0].tolist()

    def looping(new: list[int]) -> bool:
        return len(new) % 4 == 0 and is_looping(model.tokenizer.decode(new))

    rows = []
    for label, stop in (("off", None), ("on (bot.degenerate)", looping)):
        started = time.perf_counter()
        new, _ = model.fast.generate(
            ids, max_new=128, stop=stop, eos_id=model.tokenizer.eos_token_id
        )
        seconds = time.perf_counter() - started
        rows.append(["stop on repetition", label, len(ids), len(new), seconds, len(new) / seconds])
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
