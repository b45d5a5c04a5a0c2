"""A faster runtime for the local model: CTranslate2 (int8 on the CPU) for generation.

The weights are the same ones transformers loads (the GGUF, dequantised once and cached);
they are converted once more to CTranslate2's format (about 15 s, cached beside them under
``<model cache>/<key>-ct2-<compute type>/``) and generated with int8 matrix products. A
fixed system prompt (with the few-shot examples) is passed as CTranslate2's *static prompt*,
whose KV cache is computed once and reused by every later call that starts with it.

Not installed, not convertible or failing to load: ``FastRuntime.open`` returns None and the
local backend generates with transformers, as before (``GUARDBOT_LOCAL_RUNTIME=transformers``
chooses that on purpose).

On some CPUs CTranslate2's integer matrix products give wrong results (on a 2026 Xeon here,
int8 and int16 answered "What is the capital of France?" with "L'Étoile, la Marseillaise, la
femme ..."). ``open`` therefore checks a short greedy probe against transformers' own tokens
and, where int8 disagrees, computes in float32 on the same weights (about half the speed of
int8; it agreed token for token); where that disagrees too, transformers generates.
"""

from __future__ import annotations

import shutil
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import structlog

log = structlog.get_logger("guardbot.llm.fast")

MARKER = ".guardbot-complete"
COMPUTE_TYPE = "int8_float32"
FALLBACK_COMPUTE = "float32"  # where the CPU's integer products are wrong
PROBE_TOKENS = 6  # greedy tokens the probe compares with transformers
MAX_STATIC_PROMPTS = 8  # distinct cached prefixes (each holds a KV cache; never evicted)


def available() -> bool:
    try:  # optional: ctranslate2 (the fast local runtime); without it the plain one is used
        import ctranslate2  # noqa: F401
    except ImportError:
        return False
    return True


def _convert(hf_dir: Path, target: Path) -> None:
    import ctranslate2

    tmp = target.with_name(target.name + ".tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    converter = ctranslate2.converters.TransformersConverter(str(hf_dir), low_cpu_mem_usage=True)
    converter.convert(str(tmp), quantization=COMPUTE_TYPE, force=True)
    (tmp / MARKER).write_text("ok", encoding="utf-8")
    shutil.rmtree(target, ignore_errors=True)
    tmp.rename(target)


class FastRuntime:
    """Greedy or sampled generation on a CTranslate2 copy of the model (thread-safe)."""

    name = "ctranslate2"

    def __init__(self, generator: Any, tokenizer: Any, path: Path):
        self.generator = generator
        self.tokenizer = tokenizer
        self.path = path
        self._static: set[tuple[int, ...]] = set()
        self._lock = threading.Lock()
        self.compute_type = COMPUTE_TYPE

    @classmethod
    def open(
        cls,
        hf_dir: Path,
        tokenizer: Any,
        *,
        cache_root: Path,
        key: str,
        threads: int | None,
        probe: tuple[list[int], list[int]] | None = None,
    ) -> FastRuntime | None:
        """The runtime for the model saved in ``hf_dir`` (converted on first use), or None.
        ``probe``: (prompt ids, transformers' greedy tokens after them); the first compute type
        whose greedy tokens agree is used."""
        if not available():
            log.info("fast_runtime_unavailable", reason="ctranslate2 is not installed")
            return None
        import ctranslate2

        target = cache_root / f"{key}-ct2-{COMPUTE_TYPE}"
        try:
            if not (target / MARKER).exists():
                log.info("fast_runtime_converting", target=str(target))
                _convert(hf_dir, target)
            for compute in (COMPUTE_TYPE, FALLBACK_COMPUTE):
                generator = ctranslate2.Generator(
                    str(target), device="cpu", compute_type=compute, intra_threads=threads or 0
                )
                runtime = cls(generator, tokenizer, target)
                if probe is None or runtime.agrees(*probe):
                    runtime.compute_type = compute
                    return runtime
                log.warning("fast_runtime_disagrees", compute_type=compute)
        except Exception as exc:  # a failed conversion or load: transformers takes over
            log.warning("fast_runtime_failed", error=f"{type(exc).__name__}: {str(exc)[:300]}")
            shutil.rmtree(target, ignore_errors=True)
            return None
        return None

    def agrees(self, prompt: list[int], expected: list[int]) -> bool:
        """Whether greedy generation after ``prompt`` starts with ``expected``'s tokens."""
        got, _ = self.generate(prompt, max_new=len(expected))
        return got[: len(expected)] == expected[: len(got)] and len(got) > 0

    def _tokens(self, ids: Sequence[int]) -> list[str]:
        return list(self.tokenizer.convert_ids_to_tokens(list(ids)))

    def generate(
        self,
        ids: Sequence[int],
        *,
        static_ids: Sequence[int] = (),
        max_new: int,
        temperature: float = 0.0,
        seed: int | None = None,
        stop: Callable[[list[int]], bool] | None = None,
        eos_id: int | None = None,
        cache: bool = False,
    ) -> tuple[list[int], bool]:
        """(new token ids, stopped before ``max_new``). ``ids`` follow ``static_ids`` (whose KV
        cache is kept for later calls when ``cache``; at most ``MAX_STATIC_PROMPTS`` of them);
        ``stop`` sees the ids so far after each token and ends the generation when it says so."""
        cache = cache and bool(static_ids) and self._may_cache(tuple(static_ids))
        static = tuple(static_ids)
        prompt = list(ids)
        kwargs: dict[str, Any] = dict(max_length=max_new)
        if eos_id is not None:
            kwargs["end_token"] = self._tokens([eos_id])[0]
        if temperature > 0:
            kwargs.update(sampling_topk=50, sampling_temperature=temperature)
            if seed is not None:
                import ctranslate2

                ctranslate2.set_random_seed(seed)
        else:
            kwargs.update(sampling_topk=1)
        if static:  # always split the same way: the same request gives the same tokens
            kwargs.update(static_prompt=self._tokens(static), cache_static_prompt=cache)
        new: list[int] = []
        stopped = False
        for step in self.generator.generate_tokens(self._tokens(prompt), **kwargs):
            if eos_id is not None and step.token_id == eos_id:
                stopped = True
                break
            new.append(step.token_id)
            if stop is not None and stop(new):
                stopped = True
                break
        return new, stopped or len(new) < max_new

    def _may_cache(self, static: tuple[int, ...]) -> bool:
        with self._lock:
            if static in self._static:
                return True
            if len(self._static) >= MAX_STATIC_PROMPTS:
                return False
            self._static.add(static)
            return True
