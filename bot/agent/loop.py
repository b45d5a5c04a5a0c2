"""The agent loop: model call with tools -> execute tool calls -> feed results back -> until an
answer, with a hard bound on steps. Replies that should have been real calls are caught and
repaired (see ``detect``): a call the text names is executed directly; otherwise the model
is re-asked with ``tool_choice="required"``; when that still fails, an honest "I could not
look that up" is the answer. Every catch is counted in ``AgentResult.counters``.

    result = yield from AgentLoop(model=..., registry=..., prompts=..., catalog=...).run(messages, question, documents)
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Callable, Generator
from dataclasses import dataclass, field
from typing import Any

from bot import context
from bot.agent import detect
from bot.agent.calls import record_refused, run_tool
from bot.agent.prompts import PromptSet
from bot.llm.base import ChatModel, ChatRequest, LLMError, ToolCall
from bot.steps import (
    ErrorStep,
    ForcedCallStep,
    ModelCallStep,
    Source,
    Step,
    ThoughtCaughtStep,
    ToolCallStep,
)
from tools.catalog import ToolCatalog
from tools.registry import ToolRegistry, ToolResult

ToolExecutor = Callable[[str, dict[str, Any]], ToolResult]


@dataclass
class AgentConfig:
    max_steps: int = 6  # model calls per run
    max_force_attempts: int = 2  # repairs per run; then an honest failure
    max_tool_failures: int = 2  # failed tool calls per run; then an honest failure, no retry loop
    tool_timeout: float = 10.0
    result_max_chars: int = 4000
    max_tokens: int | None = None
    temperature: float | None = None
    seed: int | None = None
    logprobs: bool = False  # ask for the answer tokens' log-probabilities (a guard reads them)
    # a local model's tool result comes under a line that names the question it answers
    # (prompts/local_tool_result.txt): without it a 1.5B model read a record holding the
    # answer and replied "could not find" on 12 of 34 dev questions (tallybook)
    result_header: Callable[[str, str], str] | None = None
    # a local model reads a record's fields the question is about, not the whole record:
    # (question, the result as a source) -> what it reads, or None for the whole result
    result_view: Callable[[str, Source], str | None] | None = None

    @classmethod
    def from_settings(cls, settings: Any) -> AgentConfig:
        return cls(
            max_steps=settings.max_agent_steps,
            max_force_attempts=settings.max_force_attempts,
            tool_timeout=settings.tool_timeout,
            result_max_chars=settings.tool_result_max_chars,
            max_tokens=settings.max_tokens,
            temperature=settings.temperature,
            seed=settings.seed,
        )


@dataclass
class AgentResult:
    answer: str
    status: str  # answered | refused
    forced: bool = False
    counters: dict[str, int] = field(default_factory=dict)
    tool_results: list[ToolResult] = field(default_factory=list)
    sources: list[Source] = field(default_factory=list)
    messages: list[dict[str, Any]] = field(default_factory=list)
    # the answer's tokens and their log-probabilities, when the model was asked for them
    logprobs: list[tuple[str, float]] = field(default_factory=list)
    model_calls: int = 0
    model_ms: float = 0.0
    tool_ms: float = 0.0


@dataclass
class _State:
    question: str
    messages: list[dict[str, Any]]
    documents: list[Source]
    result: AgentResult
    force_attempts: int = 0
    tool_choice: str | dict | None = None  # set for the next call by a repair
    force_next: bool = False  # the next model call is a forcing re-ask
    seen_calls: set[str] = field(default_factory=set)
    use_tools: bool = True  # False on a small model's documents route: no tools, no forcing
    tool_failures: int = 0
    needs_tool: bool = False  # the route says a tool answers this: an answer needs a call
    fallback: tuple[str, dict[str, Any]] | None = None  # the route's call, for a repair

    def count(self, key: str) -> None:
        self.result.counters[key] = self.result.counters.get(key, 0) + 1

    def evidence(self) -> list[str]:
        out = [d.text for d in self.documents]
        out += [json.dumps(r.result, ensure_ascii=False) for r in self.result.tool_results if r.ok]
        out += [r.error or "" for r in self.result.tool_results if not r.ok]
        return out


def code_call_id(name: str, arguments: dict[str, Any]) -> str:
    """The id of a call made in code (planned or forced): the same for the same call, so a
    replay sends the model byte-identical requests (a model's own calls keep its ids)."""
    material = json.dumps([name, arguments], sort_keys=True, ensure_ascii=False, default=str)
    return "call_" + hashlib.sha256(material.encode("utf-8")).hexdigest()[:24]


def token_logprobs(response: Any) -> list[tuple[str, float]]:
    """(token, log-probability) of each generated token, from an OpenAI-shaped response
    (none when the backend sent none)."""
    choices = response.raw.get("choices") or [{}]
    content = (choices[0].get("logprobs") or {}).get("content") or []
    return [(str(t.get("token", "")), float(t.get("logprob", 0.0))) for t in content]


class AgentLoop:
    def __init__(
        self,
        *,
        model: ChatModel,
        registry: ToolRegistry,
        prompts: PromptSet,
        catalog: ToolCatalog,
        guess: detect.Guess | None = None,
        config: AgentConfig | None = None,
        tool_executor: ToolExecutor | None = None,
        log: Any = None,
    ):
        self.model = model
        self.registry = registry
        self.prompts = prompts
        self.catalog = catalog
        self.guess: detect.Guess = guess or (lambda _tool, _param: None)
        self.config = config or AgentConfig()
        self.tool_executor = tool_executor
        self.log = log

    # ------------------------------------------------------------ the loop
    def run(
        self,
        messages: list[dict[str, Any]],
        question: str,
        documents: list[Source],
        *,
        tools: bool = True,
        first_tool_choice: str | dict[str, Any] | None = None,
        planned: list[tuple[str, dict[str, Any]]] | None = None,
        needs_tool: bool = False,
        fallback: tuple[str, dict[str, Any]] | None = None,
        answer_in_code: bool = False,
    ) -> Generator[Step, None, AgentResult]:
        """``tools=False``: the answer path (no tools offered, only the empty-answer check);
        ``first_tool_choice="required"``: the first call must be a tool call;
        ``planned``: calls decided in code (the route's plan, after the record that pointed to
        it), made before the model is asked, which then writes the answer from their results
        with no tools offered (or, with
        ``answer_in_code``, is not asked at all: the caller writes the answer from the
        result); ``needs_tool``: an answer without a call is caught; ``fallback``: the
        route's call, made when a repair finds none in the model's text."""
        state = _State(
            question=question,
            messages=list(messages),
            documents=documents,
            result=AgentResult("", "answered"),
            use_tools=tools,
            tool_choice=first_tool_choice if tools else None,
            needs_tool=needs_tool,
            fallback=fallback,
        )
        if planned:
            yield from self._make_planned(state, planned)
            if answer_in_code:
                return state.result
        while True:
            if state.tool_failures >= self.config.max_tool_failures:
                state.count("tool_failure_limit")
                return self._fail(state, "could_not_look_up")
            if state.result.model_calls >= self.config.max_steps:
                state.count("step_limit")
                yield ErrorStep(
                    stage="agent",
                    error="step limit reached",
                    max_steps=self.config.max_steps,
                    user_message=self.prompts.message("step_limit"),
                )
                return self._fail(state, "step_limit")
            try:
                response = yield from self._call_model(state)
            except LLMError as exc:
                exc.partial_result = state.result  # type: ignore[attr-defined]  # counters so far
                raise
            calls = response.tool_calls
            if calls:
                yield from self._handle_calls(state, response.content, calls)
                continue
            content = response.content or ""
            detection = self._detect(state, content)
            if detection is None:
                state.result.answer = detect.strip_thoughts(content)
                state.result.messages = state.messages + [{"role": "assistant", "content": content}]
                state.result.logprobs = token_logprobs(response)
                return state.result
            state.count(detection.detector)
            yield ThoughtCaughtStep(text=content[:2000], **detection.to_dict())
            if state.force_attempts >= self.config.max_force_attempts:
                return self._fail(state, "could_not_look_up")
            state.force_attempts += 1
            state.result.forced = True
            yield from self._repair(state, content, detection)

    def _call_model(self, state: _State) -> Generator[Step, None, Any]:
        request = ChatRequest(
            messages=list(state.messages),
            tools=self.registry.schemas(writes=False) if state.use_tools else None,
            tool_choice=(state.tool_choice or "auto") if state.use_tools else None,
            temperature=self.config.temperature,
            max_tokens=self.config.max_tokens,
            seed=self.config.seed,
            extra={"logprobs": True, "top_logprobs": 1} if self.config.logprobs else {},
        )
        purpose = "force" if state.force_next else context.current().purpose
        started = time.perf_counter()
        with context.call_scope(purpose=purpose):
            response = self.model.complete(request)
        elapsed = (time.perf_counter() - started) * 1000
        state.result.model_calls += 1
        state.result.model_ms += elapsed
        state.tool_choice, state.force_next = None, False
        yield ModelCallStep(
            purpose=purpose,
            latency_ms=round(elapsed, 1),
            tool_choice=request.tool_choice,
            finish_reason=response.finish_reason,
            tool_calls=[c.name for c in response.tool_calls],
            content=(response.content or "")[:500],
        )
        return response

    def _detect(self, state: _State, content: str) -> detect.Detection | None:
        names = self.registry.names()
        if not state.use_tools:
            return None  # the answer path: the screen and the critic check the answer
        if not detect.strip_thoughts(content) and not detect.THOUGHT_RE.search(content):
            return detect.Detection("empty", "the model returned an empty answer")
        found = detect.detect_text_reply(
            content,
            tool_names=names,
            fewshot_texts=self.prompts.fewshot_texts(),
            fewshot_markers=self.prompts.fewshot_markers(),
        )
        if found is None:
            called = [r.name for r in state.result.tool_results]
            found = detect.detect_no_call(state.needs_tool, called)
        if found is None:
            found = detect.detect_fabricated(
                content, evidence=state.evidence(), catalog=self.catalog, question=state.question
            )
        return found

    def _named(self, question: str) -> set[str]:
        """The listed values (and their labels) the question names, lower-case."""
        out: set[str] = set()
        for mention in self.catalog.mentions(question):
            out |= {str(mention.value).lower(), mention.label.lower()}
        return out

    # ------------------------------------------------------------ real calls
    def _handle_calls(
        self, state: _State, content: str | None, calls: list[ToolCall]
    ) -> Generator[Step, None, None]:
        state.messages.append(
            {"role": "assistant", "content": content, "tool_calls": [c.to_dict() for c in calls]}
        )
        for call in calls:
            try:
                arguments = call.parsed_arguments()
            except ValueError as exc:
                state.count("bad_arguments_json")
                result = ToolResult(
                    call.name,
                    {"_raw": call.arguments},
                    error=f"arguments are not a JSON object: {exc}",
                    error_kind="invalid_arguments",
                )
                yield from self._record(state, call.id, result, forced=False)
                continue
            checked, forced = yield from self._check_copied(state, call.name, arguments)
            if checked is None:
                continue_text = self.prompts.render(
                    "force_copied_args",
                    tool=call.name,
                    arguments=json.dumps(forced),
                    values=", ".join(forced.values()),
                    question=state.question,
                )
                result = ToolResult(
                    call.name, {}, error=continue_text, error_kind="copied_arguments"
                )
                yield from self._record(state, call.id, result, forced=False, execute=False)
                state.tool_choice, state.force_next = "required", True
                continue
            spec = self.registry.get(call.name)
            if spec is not None and spec.writes:
                # a change is made only when the user's own message asks for it (the turn's
                # route asks for the yes); a model's call to it, whatever it read, is refused
                state.count("write_not_asked")
                result = ToolResult(
                    call.name,
                    checked,
                    error=self.prompts.message("write_not_asked"),
                    error_kind="not_allowed",
                )
                yield from self._record(state, call.id, result, forced=False, execute=False)
                continue
            yield from self._execute(state, call.id, call.name, checked, forced=bool(forced))

    def _check_copied(
        self, state: _State, name: str, arguments: dict[str, Any]
    ) -> Generator[Step, None, tuple[dict | None, dict]]:
        """(arguments to use, what was replaced); (None, copied) when a re-ask is needed."""
        spec = self.registry.get(name)
        if spec is None:
            return arguments, {}
        copied = detect.copied_values(
            arguments,
            parameters=spec.parameters,
            fewshot_values=self.prompts.fewshot_values(),
            question=state.question,
            evidence=state.evidence(),
            named=self._named(state.question),
        )
        if not copied:
            return arguments, {}
        state.count("copied_args")
        yield ThoughtCaughtStep(
            detector="copied_args",
            detail="arguments copied from a few-shot example",
            tool=name,
            arguments=arguments,
            items=list(copied.values()),
        )
        fixed = self._replace_copies(state, name, arguments, copied)
        if state.force_attempts >= self.config.max_force_attempts or fixed is None:
            state.force_attempts += 1
            state.result.forced = True
            return None, copied
        state.force_attempts += 1
        state.result.forced = True
        yield ForcedCallStep(
            how="arguments_from_question",
            detector="copied_args",
            name=name,
            arguments=fixed,
            replaced=copied,
        )
        return fixed, copied

    def _execute(
        self, state: _State, call_id: str, name: str, arguments: dict[str, Any], *, forced: bool
    ) -> Generator[Step, None, None]:
        key = f"{name}:{json.dumps(arguments, sort_keys=True)}"
        if key in state.seen_calls:
            state.count("repeated_call")
            result = ToolResult(
                name,
                arguments,
                error="you already made this exact call; its result is above. Answer from it now.",
                error_kind="repeated_call",
            )
            yield from self._record(state, call_id, result, forced=forced, execute=False)
            return
        state.seen_calls.add(key)
        started = time.perf_counter()
        result = run_tool(
            self.registry,
            self.log,
            name,
            arguments,
            timeout=self.config.tool_timeout,
            purpose="actor",
            call_id=call_id,
            forced=forced,
            executor=self.tool_executor,
        )
        state.result.tool_ms += (time.perf_counter() - started) * 1000
        if not result.ok:
            state.count(f"tool_{result.error_kind or 'error'}")
            state.tool_failures += 1
        yield from self._record(state, call_id, result, forced=forced)

    def _record(
        self, state: _State, call_id: str, result: ToolResult, *, forced: bool, execute: bool = True
    ) -> Generator[Step, None, None]:
        content = result.content(self.config.result_max_chars)
        if result.meta.get("truncated"):
            state.count("truncated_result")
        source = Source(
            kind="tool",
            text=content,
            id=call_id,
            title=result.name,
            meta={"arguments": result.arguments},
        )
        shown = content  # the model's view; the source (quotes, the critic) is the result itself
        if self.config.result_view is not None and result.ok:
            shown = self.config.result_view(state.question, source) or content
        if self.config.result_header is not None:
            shown = self.config.result_header(state.question, shown)
        state.messages.append({"role": "tool", "tool_call_id": call_id, "content": shown})
        if execute:
            state.result.tool_results.append(result)
            if result.ok or result.error_kind == "raised":  # "no account X" is something to rest on
                state.result.sources.append(source)
        if not result.meta.get("recorded"):  # declined before it ran: recorded as not executed
            record_refused(self.log, result, call_id=call_id, forced=forced)
        yield ToolCallStep(
            call_id=call_id,
            forced=forced,
            truncated=bool(result.meta.get("truncated")),
            **result.to_dict(),
        )

    # ------------------------------------------------------------ repairs
    def _repair(
        self, state: _State, content: str, detection: detect.Detection
    ) -> Generator[Step, None, None]:
        call = self._call_from_text(state, detection)
        if call is not None:
            how, name, arguments = call
            call_id = code_call_id(name, arguments)
            thought = f"<thought>I should call {name} with {json.dumps(arguments)}</thought>"
            state.messages.append(
                {
                    "role": "assistant",
                    "content": thought,
                    "tool_calls": [ToolCall(call_id, name, json.dumps(arguments)).to_dict()],
                }
            )
            yield ForcedCallStep(
                how=how, detector=detection.detector, name=name, arguments=arguments
            )
            yield from self._execute(state, call_id, name, arguments, forced=True)
            return
        state.messages.append({"role": "assistant", "content": content})
        answerable = any(r.ok for r in state.result.tool_results)
        if answerable and detection.detector in ("fabricated", "fewshot_copy", "empty"):
            items = ", ".join(detection.items[:8]) or "data from the examples"
            text = self.prompts.render("force_fabricated", items=items, question=state.question)
            choice = "auto"
        else:
            reason = detection.detail[0].upper() + detection.detail[1:] + "."
            tools = ", ".join(self.registry.names())
            text = self.prompts.render(
                "force_required", question=state.question, reason=reason, tools=tools
            )
            choice = "auto" if detection.detector == "empty" else "required"
        state.messages.append({"role": "user", "content": text})
        state.tool_choice, state.force_next = choice, True
        yield ForcedCallStep(how="reask", detector=detection.detector, tool_choice=choice)

    def _call_from_text(
        self, state: _State, detection: detect.Detection
    ) -> tuple[str, str, dict[str, Any]] | None:
        """(how, name, arguments): the call a thought / narration / JSON text names; failing
        that, before any call was made, the route's call for the question. Only arguments
        that validate, with example values replaced from the question."""
        if detection.call is not None:
            call = self._valid_call(state, *detection.call)
            if call is not None:
                return "executed_from_text", *call
        if state.result.tool_results or state.fallback is None:
            return None
        call = self._valid_call(state, *state.fallback)
        return ("derived_from_question", *call) if call is not None else None

    def _valid_call(
        self, state: _State, name: str, arguments: dict[str, Any]
    ) -> tuple[str, dict[str, Any]] | None:
        spec = self.registry.get(name)
        if spec is None:
            return None
        fixed = self._without_copies(state, name, arguments, spec.parameters)
        if fixed is None:
            return None
        clean, error, _ = self.registry.validate(name, fixed)
        return None if error is not None else (name, clean or {})

    def _without_copies(
        self, state: _State, name: str, arguments: dict[str, Any], parameters: dict[str, Any]
    ) -> dict[str, Any] | None:
        """The arguments with values copied from the examples replaced from the question (and
        missing required ones filled from it); None when a copied value has no replacement."""
        arguments = detect.fill_arguments(name, arguments, parameters=parameters, guess=self.guess)
        copied = detect.copied_values(
            arguments,
            parameters=parameters,
            fewshot_values=self.prompts.fewshot_values(),
            question=state.question,
            evidence=state.evidence(),
            named=self._named(state.question),
        )
        return self._replace_copies(state, name, arguments, copied) if copied else arguments

    def _replace_copies(
        self, state: _State, name: str, arguments: dict[str, Any], copied: dict[str, str]
    ) -> dict[str, Any] | None:
        """Copied values replaced by values from the question; None when one has none."""
        fixed = {k: v for k, v in arguments.items() if k not in copied}
        for key in copied:
            guess = self.guess(name, key)
            if guess is None:
                return None
            fixed[key] = guess
        return fixed

    def _make_planned(
        self, state: _State, calls: list[tuple[str, dict[str, Any]]]
    ) -> Generator[Step, None, None]:
        """The planned calls, as one assistant message that makes them all (the model reads
        their results as answered, not as a hint to call again), each then executed."""
        ids = [code_call_id(name, arguments) for name, arguments in calls]
        state.messages.append(
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    ToolCall(call_id, name, json.dumps(arguments)).to_dict()
                    for call_id, (name, arguments) in zip(ids, calls, strict=True)
                ],
            }
        )
        state.result.forced = True
        for call_id, (name, arguments) in zip(ids, calls, strict=True):
            state.count("planned_call")
            yield ForcedCallStep(
                how="planned_from_question", detector="route", name=name, arguments=arguments
            )
            yield from self._execute(state, call_id, name, arguments, forced=True)
        state.use_tools, state.tool_choice = False, None  # the model answers from the results

    def _fail(self, state: _State, message: str) -> AgentResult:
        state.result.answer = self.prompts.message(message)
        state.result.status = "refused"
        return state.result
