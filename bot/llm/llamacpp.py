"""The in-process model on llama.cpp: any GGUF, by default Qwen2.5-Coder-1.5B-Instruct.

    model = LlamaCppModel.open(path, name="qwen2.5-coder-1.5b", threads=2)
    response = model.complete(ChatRequest(messages=[...], tools=[...], tool_choice="required"))
    model.complete(ChatRequest(messages=[...], max_tokens=1, extra={"logprobs": True}))

One ``llama_cpp.Llama`` per process, one generation at a time (a lock: two requests queue,
they never share the threads). The prompt is the model's own chat template (read from the
GGUF) with the OpenAI tools passed to it, so Qwen sees its native ``<tools>`` block and
answers with ``<tool_call>{...}</tool_call>``, which ``bot.llm.toolparse`` reads back into
OpenAI tool calls. ``tool_choice="required"`` (or a named tool) prefills the call's start
and constrains the rest to JSON with a grammar made from the tool's parameter schema, so a
forced call always parses. A greedy call is decoded here (``_greedy``), the grammar asked
about the best tokens first: the library's sampler asks it about the whole vocabulary
every step.

Prefixes are reused: llama.cpp keeps the last prompt's KV cache, so the fixed system
prompt (and the evidence a judge reads after the answer) is not evaluated again by the next
call that starts the same way. A short call with a prompt of its own (the tool choice, the
search words) would evict that prefix and the answer after it would evaluate its ~600
tokens again (7-10 s on two cores): before such a call the long prefix's state is kept
(``_Kept``: the context's state bytes and its tokens, ~20 MB, ~30 ms to copy), and put back
for the next prompt that starts with it. (llama-cpp-python's own ``save_state`` and its
RAM cache copy the logits of every position as well, 300 MB: 1-2.5 s a call here, more than
they saved: not used.) Threads: ``threads`` (default
2); OpenMP waits passively, so a busy machine or a second process does not make the
threads spin against each other.
"""

from __future__ import annotations

import atexit
import functools
import json
import math
import os
import threading
import time
from pathlib import Path
from typing import Any

import structlog

from bot.llm.base import (
    ChatRequest,
    ChatResponse,
    LLMError,
    ModelFileError,
    ToolCall,
    check_model_requests_allowed,
    make_response,
)
from bot.llm.toolparse import parse_tool_calls, tool_mode, tool_names_of, tool_signature

log = structlog.get_logger("guardbot.llm.llamacpp")

os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")  # read when llama.cpp's OpenMP starts

STOPS = ("<|im_end|>", "<|endoftext|>", "<|eot_id|>", "</s>")
CALL_OPEN = "<tool_call>\n"
CALL_CLOSE = "\n</tool_call>"


class LLMContextOverflow(LLMError):
    kind = "context_length"
    user_message = (
        "The conversation is too long for the local model. Please start a new conversation."
    )


def available() -> bool:
    try:
        import llama_cpp  # noqa: F401
    except ImportError:
        return False
    return True


class LlamaCppModel:
    backend = "local"
    small = False

    def __init__(self, llm: Any, *, name: str, path: Path, max_new_tokens: int = 256):
        self.llm = llm
        self.model_name = name
        self.path = path
        self.default_max_new_tokens = max_new_tokens
        self.max_context = int(llm.n_ctx())
        self._lock = threading.Lock()
        self._template = _chat_template(llm)
        self._kept: list[_Kept] = []  # long prefixes' states, kept over other calls

    @classmethod
    def open(
        cls,
        path: Path | str,
        *,
        name: str | None = None,
        threads: int | None = None,
        n_ctx: int = 4096,
        seed: int = 0,
        max_new_tokens: int = 256,
    ) -> LlamaCppModel:
        """Load ``path`` (a GGUF); ``ModelFileError`` saying how to fix it when it cannot."""
        path = Path(path)
        if not path.is_file():
            raise ModelFileError(f"no GGUF file at {path}")
        try:
            from llama_cpp import Llama
        except ImportError as exc:
            raise ModelFileError(
                "llama-cpp-python is not installed (make setup builds it); "
                f"or choose GUARDBOT_LOCAL_RUNTIME=transformers: {exc}"
            ) from exc
        threads = threads or min(2, os.cpu_count() or 1)
        started = time.perf_counter()
        try:
            llm = Llama(
                model_path=str(path),
                n_ctx=n_ctx,
                n_threads=threads,
                n_threads_batch=threads,
                n_batch=512,
                seed=seed,
                verbose=False,
            )
        except (ValueError, RuntimeError) as exc:
            raise ModelFileError(f"llama.cpp could not load {path}: {exc}") from exc
        log.info(
            "local_model_loaded",
            runtime="llama.cpp",
            model=name or path.stem,
            threads=threads,
            seconds=round(time.perf_counter() - started, 2),
        )
        model = cls(llm, name=name or path.stem, path=path, max_new_tokens=max_new_tokens)
        # free the model before the interpreter tears down llama_cpp's module globals
        # (its __del__ at exit otherwise prints "'NoneType' object is not callable")
        atexit.register(model.close)
        return model

    def close(self) -> None:
        """Free the model's memory now; later calls fail with ``LLMError``."""
        with self._lock:
            llm, self.llm = self.llm, None
        if llm is not None:
            try:
                llm.close()
            except Exception:  # noqa: BLE001 - freeing at exit must never raise
                log.debug("local_model_close_failed", exc_info=True)

    # ------------------------------------------------------------ the port
    def complete(self, request: ChatRequest) -> ChatResponse:
        check_model_requests_allowed("local")
        mode, forced = tool_mode(request.tools, request.tool_choice)
        tools = request.tools if mode != "none" else None
        prompt = self.render(request.messages, tools=tools)
        prefill, grammar = self._forcing(mode, forced, request.tools or [])
        steps: list[Any] = []  # each step's (chosen token, log-probabilities), when asked for
        text, usage, finish = self._generate(
            prompt + prefill,
            request,
            grammar=grammar,
            steps=steps if _wants_logprobs(request) else None,
        )
        if prefill:  # a forced call: the grammar ended at the arguments' closing brace
            text = prefill + text + ("}" if forced else "") + CALL_CLOSE
        content: str | None = text
        calls: list[ToolCall] = []
        if mode != "none":
            content, calls = parse_tool_calls(text, tool_names_of(request.tools))
        response = make_response(
            content if content or not calls else None,
            tool_calls=calls,
            model=self.model_name,
            prompt_tokens=usage[0],
            completion_tokens=usage[1],
            finish_reason="tool_calls" if calls else finish,
        )
        if steps:
            response.raw["choices"][0]["logprobs"] = self._logprobs(steps, request)
        return response

    def _logprobs(self, steps: list[Any], request: ChatRequest) -> dict[str, Any]:
        """Each generated token's log-probability, with the top alternatives, in the OpenAI
        format (``top_logprobs`` of them, 5 by default, at most 20)."""
        count = max(1, min(20, int(request.extra.get("top_logprobs") or 5)))

        def text(token: int) -> str:
            return self.llm.detokenize([int(token)]).decode("utf-8", errors="replace")

        content = []
        for chosen, best in steps:
            tops = [{"token": text(t), "logprob": round(lp, 6)} for t, lp in best[:count]]
            entry = {"token": text(chosen), "logprob": round(dict(best).get(chosen, -99.0), 6)}
            content.append({**entry, "top_logprobs": tops})
        return {"content": content}

    # ------------------------------------------------------------ prompts
    def render(self, messages: list[dict[str, Any]], *, tools: list[dict[str, Any]] | None) -> str:
        """The chat template's prompt for ``messages`` (and ``tools``), ending where the
        assistant's reply starts."""
        plain = [_plain_message(m) for m in messages]
        return self._template(plain, tools)

    def _forcing(
        self, mode: str, forced: str | None, tools: list[dict[str, Any]]
    ) -> tuple[str, Any]:
        """(text the reply starts with, a grammar for the rest) for a forced call."""
        if mode != "required":
            return "", None
        if forced is not None:
            params = next(
                (
                    tool_signature(t)["parameters"]
                    for t in tools
                    if tool_signature(t)["name"] == forced
                ),
                {"type": "object"},
            )
            prefill = CALL_OPEN + json.dumps({"name": forced})[:-1] + ', "arguments": '
            return prefill, _grammar(json.dumps(_loose(params)))
        # a call of one of the tools, its arguments held to that tool's parameters (an enum
        # of listed labels included); a schema the converter cannot read: any object
        alternatives = [
            {
                "type": "object",
                "properties": {
                    "name": {"const": tool_signature(t)["name"]},
                    "arguments": _loose(tool_signature(t).get("parameters") or {}),
                },
                "required": ["name", "arguments"],
            }
            for t in tools
        ]
        try:
            return CALL_OPEN, _grammar(json.dumps({"anyOf": alternatives}))
        except Exception:  # noqa: BLE001 - a schema the converter cannot read
            log.info("llamacpp_grammar_loose", tools=tool_names_of(tools))
        schema = {
            "type": "object",
            "properties": {
                "name": {"enum": tool_names_of(tools)},
                "arguments": {"type": "object"},
            },
            "required": ["name", "arguments"],
        }
        return CALL_OPEN, _grammar(json.dumps(schema))

    # ------------------------------------------------------------ generation
    def _generate(
        self, prompt: str, request: ChatRequest, *, grammar: Any, steps: list[Any] | None = None
    ) -> tuple[str, tuple[int, int], str]:
        tokens = self._tokens(prompt)
        room = self.max_context - len(tokens)
        if room < 16:
            raise LLMContextOverflow(
                f"the prompt has {len(tokens)} tokens; the local model's context is {self.max_context}"
            )
        max_new = min(request.max_tokens or self.default_max_new_tokens, room)
        processors = None
        if steps is not None:
            from llama_cpp import LogitsProcessorList

            processors = LogitsProcessorList([_Recorder(steps)])
        with self._lock:
            if self.llm is None:
                raise LLMError("the local model was closed")
            self._keep_prefix(tokens)
            if steps is None and not request.temperature:
                ids, finish = _greedy(self.llm, tokens, max_new, grammar)
                text = self.llm.detokenize(ids).decode("utf-8", errors="replace")
                return _cut(text), (len(tokens), len(ids)), finish
            out = self.llm.create_completion(
                tokens,
                max_tokens=max_new,
                temperature=float(request.temperature or 0.0),
                top_k=1 if not request.temperature else 40,
                seed=request.seed if request.seed is not None else 0,
                stop=list(STOPS),
                grammar=grammar,
                logits_processor=processors,
            )
        choice = out["choices"][0]
        usage = out.get("usage") or {}
        finish = "length" if choice.get("finish_reason") == "length" else "stop"
        return (
            choice.get("text") or "",
            (int(usage.get("prompt_tokens", len(tokens))), int(usage.get("completion_tokens", 0))),
            finish,
        )

    def _keep_prefix(self, tokens: list[int]) -> None:
        """Before evaluating ``tokens``: put back the kept state that starts as they do when
        the cache does not (keeping the cache's own long prefix first); else keep the
        cache's long prefix that they are about to evict. Up to ``KEEP_SLOTS`` prefixes are
        kept, the least recently used dropped (the answer's system prompt, the model's
        read-only call with the tools, the judge's)."""
        llm = self.llm
        try:
            cached = llm.input_ids[: llm.n_tokens]
            here = _common(cached, tokens)
            shared = {id(k): _common(k.ids, tokens) for k in self._kept}
            best = max(self._kept, key=lambda k: shared[id(k)], default=None)
            there = shared[id(best)] if best is not None else 0
            live_kept = any(_common(k.ids, cached) >= KEEP_MIN for k in self._kept)
            if best is not None and there >= KEEP_MIN and there > here + KEEP_GAIN:
                if len(cached) >= KEEP_MIN and not live_kept:
                    self._keep(_Kept.of(llm))
                best.restore(llm)
                self._kept.remove(best)
                self._kept.insert(0, best)
            elif here < KEEP_MIN <= len(cached) and not live_kept:
                self._keep(_Kept.of(llm))
        except Exception:  # noqa: BLE001 - a cache is never worth a wrong answer
            log.warning("llamacpp_prefix_cache_failed", exc_info=True)
            self._kept = []
            llm.reset()  # the next prompt is evaluated whole

    def _keep(self, kept: _Kept) -> None:
        self._kept.insert(0, kept)
        del self._kept[KEEP_SLOTS:]

    def _tokens(self, prompt: str) -> list[int]:
        return list(self.llm.tokenize(prompt.encode("utf-8"), add_bos=False, special=True))


GRAMMAR_TOP = 32  # the best tokens the grammar is asked about first, each step


def _greedy(llm: Any, tokens: list[int], most: int, grammar: Any) -> tuple[list[int], str]:
    """Greedy decoding of ``tokens``' continuation, up to ``most`` tokens: (the new tokens,
    "stop" or "length"). With a grammar, each step asks it about the ``GRAMMAR_TOP`` best
    tokens only, and about the whole vocabulary when it refuses them all: the token taken is
    the same (the best the grammar allows), but llama-cpp-python's own sampler checks all
    151k tokens every step (~45 ms of ~130 ms a token on two cores)."""
    import llama_cpp
    import numpy as np

    common = min(_common(llm.input_ids[: llm.n_tokens], tokens), len(tokens) - 1)
    llm.n_tokens = common  # the rest is evaluated again (at least one token: its logits)
    llm.eval(tokens[common:])
    vocab = llm._model.vocab
    size = llm.n_vocab()
    checker = None
    if grammar is not None:
        checker = llama_cpp.llama_sampler_init_grammar(
            vocab, grammar._grammar.encode("utf-8"), grammar._root.encode("utf-8")
        )
    out: list[int] = []
    tail = b""
    try:
        while len(out) < most:
            logits = np.ctypeslib.as_array(llm._ctx.get_logits_ith(-1), shape=(size,))
            token = int(np.argmax(logits)) if checker is None else _allowed(checker, logits)
            if token < 0 or llama_cpp.llama_vocab_is_eog(vocab, token):
                return out, "stop"
            if checker is not None:
                llama_cpp.llama_sampler_accept(checker, token)
            out.append(token)
            tail = (tail + llm.detokenize([token]))[-64:]
            if any(stop.encode("utf-8") in tail for stop in STOPS):
                return out, "stop"
            if len(out) < most:
                llm.eval([token])
        return out, "length"
    finally:
        if checker is not None:
            llama_cpp.llama_sampler_free(checker)


def _allowed(checker: Any, logits: Any) -> int:
    """The best token ``checker`` (a grammar sampler) allows; -1 when it allows none."""
    import ctypes

    import llama_cpp
    import numpy as np

    for ids in _best_first(logits):
        cells = (llama_cpp.llama_token_data * len(ids))()
        view = np.ctypeslib.as_array(cells)
        view["id"], view["logit"], view["p"] = ids, logits[ids], 0.0
        array = llama_cpp.llama_token_data_array(
            data=cells, size=len(ids), selected=-1, sorted=False
        )
        llama_cpp.llama_sampler_apply(checker, ctypes.byref(array))
        kept = np.flatnonzero(view["logit"] > -np.inf)
        if kept.size:
            return int(view["id"][kept[np.argmax(view["logit"][kept])]])
    return -1


def _best_first(logits: Any) -> Any:
    """The token ids to ask the grammar about: the ``GRAMMAR_TOP`` most likely, best first,
    then (only when it refuses them all) the whole vocabulary."""
    import numpy as np

    top = np.argpartition(-logits, GRAMMAR_TOP)[:GRAMMAR_TOP]
    yield top[np.argsort(-logits[top], kind="stable")]
    yield np.arange(logits.shape[0])


def _cut(text: str) -> str:
    """``text`` up to the first stop string written as text."""
    at = min((text.find(s) for s in STOPS if s in text), default=-1)
    return text if at < 0 else text[:at]


KEEP_MIN = 256  # tokens of a prefix worth keeping (the actor's system prompt and examples)
KEEP_GAIN = 64  # how many more tokens the kept state must share than the cache does
KEEP_SLOTS = 3  # prefixes kept at once (a state is ~30 MB a 1,000 tokens of the 1.5B)


def _common(a: Any, b: list[int]) -> int:
    """How many tokens ``a`` and ``b`` share from the start."""
    n = 0
    for x, y in zip(a, b, strict=False):
        if int(x) != y:
            break
        n += 1
    return n


class _Kept:
    """A llama.cpp context's state (its KV cache) and the tokens it holds."""

    def __init__(self, data: Any, size: int, ids: Any):
        self.data = data
        self.size = size
        self.ids = ids

    @classmethod
    def of(cls, llm: Any) -> _Kept:
        import ctypes

        import llama_cpp

        ctx = llm._ctx.ctx
        room = int(llama_cpp.llama_state_get_size(ctx))
        data = (ctypes.c_uint8 * room)()
        size = int(llama_cpp.llama_state_get_data(ctx, data, room))
        return cls(data, size, llm.input_ids[: llm.n_tokens].copy())

    def restore(self, llm: Any) -> None:
        import llama_cpp

        if llama_cpp.llama_state_set_data(llm._ctx.ctx, self.data, self.size) != self.size:
            raise RuntimeError("llama.cpp did not take the kept state back")
        llm.input_ids[: len(self.ids)] = self.ids
        llm.n_tokens = len(self.ids)
        llm._requires_eval = True  # the logits are not kept: the next prompt decodes again


class _Recorder:
    """A logits processor that keeps, per step, the token greedy decoding takes there (the
    argmax: generation at temperature 0) and the best tokens' log-probabilities."""

    TOP = 20

    def __init__(self, steps: list[Any]):
        self.steps = steps

    def __call__(self, _input_ids: Any, scores: Any) -> Any:
        import numpy as np

        values = np.asarray(scores, dtype=np.float64)
        top = values.max()
        logz = top + math.log(float(np.exp(values - top).sum()))
        best = np.argpartition(-values, self.TOP)[: self.TOP]
        best = best[np.argsort(-values[best])]
        self.steps.append((int(best[0]), [(int(t), float(values[t] - logz)) for t in best]))
        return scores


@functools.lru_cache(maxsize=32)
def _grammar(schema: str) -> Any:
    """The llama.cpp grammar of a JSON schema, made once per schema (a deployment's tools
    give the same schema every turn)."""
    from llama_cpp import LlamaGrammar

    return LlamaGrammar.from_json_schema(schema, verbose=False)


def _wants_logprobs(request: ChatRequest) -> bool:
    return bool(request.extra.get("logprobs"))


def _loose(schema: dict[str, Any]) -> dict[str, Any]:
    """A parameter schema a grammar can be made from: the object with its properties, and
    no ``additionalProperties`` (the registry validates the arguments after the call)."""
    out = {k: v for k, v in schema.items() if k in ("type", "properties", "required")}
    out.setdefault("type", "object")
    return out


def _plain_message(message: dict[str, Any]) -> dict[str, Any]:
    """A message as the chat template reads it: tool calls' arguments as objects."""
    out = {"role": message.get("role", "user"), "content": message.get("content") or ""}
    calls = message.get("tool_calls") or []
    if calls:
        out["tool_calls"] = [
            {
                "type": "function",
                "function": {
                    "name": (c.get("function") or {}).get("name", ""),
                    "arguments": _as_object((c.get("function") or {}).get("arguments")),
                },
            }
            for c in calls
        ]
    return out


def _as_object(arguments: Any) -> Any:
    if isinstance(arguments, str):
        try:
            return json.loads(arguments or "{}")
        except ValueError:
            return arguments
    return arguments or {}


def _chat_template(llm: Any) -> Any:
    """``render(messages, tools) -> prompt`` from the GGUF's own chat template (ChatML when
    the file carries none)."""
    from llama_cpp.llama_chat_format import Jinja2ChatFormatter

    metadata = getattr(llm, "metadata", {}) or {}
    source = metadata.get("tokenizer.chat_template") or CHATML
    formatter = Jinja2ChatFormatter(
        template=source, eos_token="<|im_end|>", bos_token="", add_generation_prompt=True
    )

    def render(messages: list[dict[str, Any]], tools: list[dict[str, Any]] | None) -> str:
        return str(formatter(messages=messages, tools=tools).prompt)  # type: ignore[arg-type]

    return render


CHATML = (
    "{% for message in messages %}<|im_start|>{{ message['role'] }}\n{{ message['content'] }}"
    "<|im_end|>\n{% endfor %}{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
)
