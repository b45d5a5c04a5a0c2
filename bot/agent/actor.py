"""The actor: messages from ``prompts/`` + the agent loop, for one round of a turn.

The route (``bot.agent.route``) and the prompt profile decide the path:

- ``full`` (a capable endpoint): every registered tool is offered on every turn with the
  rules, few-shot thought examples and every retrieved document; when the route says a tool
  answers the question, the first call is required and an answer with no call behind it is
  caught and forced (``bot.agent.loop``);
- ``local`` (an in-process model that writes, the 1.5B by default): the same loop with the
  prompts laid out for a model on two cores: a fixed system prompt (cached by the runtime)
  and, on the documents route, only the evidence that fits (``bot.agent.evidence``) in the
  user's message; on the tool route the route's call is made in code (``local_tool_calls =
  "planner"``) or the model is offered the tools and must call the route's tool
  (``"model"``), then writes the answer from the result;
- ``small`` (the in-process 135M model): on the documents route the model sees only the few
  sentences that best answer the question and no tools; on the tool route the route's call
  is made in code and the answer is written in code from the result's fields that the
  question asks for (``bot.agent.quote``): a 135M model cannot be trusted with either.

A regeneration round gets the critic's negative-example feedback as a last user message.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from collections.abc import Generator
from typing import Any

from bot import context
from bot.agent import evidence, quote, readcall
from bot.agent.loop import AgentConfig, AgentLoop, AgentResult, ToolExecutor
from bot.agent.prompts import PromptSet, build_messages
from bot.agent.route import Route
from bot.llm.base import ChatModel, ChatRequest, LLMError
from bot.steps import Source, Step
from tools.catalog import ToolCatalog
from tools.registry import ToolRegistry

SMALL_FACTS = 4  # sentences a small model sees on the documents path
SMALL_HISTORY = 2  # messages of history a small model sees
SMALL_MAX_TOKENS = 96  # one or two sentences: a small model that goes on only repeats itself
LOCAL_HISTORY = 4  # messages of history a local model sees
CHOICE_CHARS = 420  # of each tool option the model chooses between (its fields, then its use)
CHAT_ANSWER_CHARS = 600  # of each earlier answer, the model reads this much to rewrite a follow-up
READ_CALL_TOKENS = 96  # a tool's name and a few arguments
LOCAL_MAX_TOKENS = 80  # one or two short sentences (generation is ~11 tokens/s here)


# Offered beside the tools that change something when the message may ask for none.
_NO_CHANGE: dict[str, Any] = {
    "type": "function",
    "function": {
        "name": "no_change",
        "description": "The message asks a question, asks for information, or asks for no "
        "change these functions make.",
        "parameters": {"type": "object", "properties": {}},
    },
}


class Actor:
    def __init__(
        self,
        *,
        model: ChatModel,
        registry: ToolRegistry,
        prompts: PromptSet,
        catalog: ToolCatalog,
        config: AgentConfig,
        guess: Any = None,
        tool_executor: ToolExecutor | None = None,
        log: Any = None,
        profile: str = "full",
        embed: quote.Embed | None = None,
        evidence_chars: int = 1000,
        tool_calls: str = "planner",
        focus_results: bool = True,
    ):
        self.prompts = prompts
        self.catalog = catalog
        self.registry = registry
        self.profile = profile
        self.embed = embed
        self.evidence_chars = evidence_chars
        self.tool_calls = tool_calls
        if profile == "local":  # short answers, and their tokens' probabilities for the guard
            config = dataclasses.replace(
                config,
                max_tokens=min(config.max_tokens or LOCAL_MAX_TOKENS, LOCAL_MAX_TOKENS),
                logprobs=True,
                result_header=prompts.local_tool_result,
                # a tool result as it reads it: the fields the question is about
                result_view=(
                    functools.partial(quote.focused_result, embed=embed) if focus_results else None
                ),
            )
        if profile == "small":
            config = dataclasses.replace(
                config, max_tokens=min(config.max_tokens or SMALL_MAX_TOKENS, SMALL_MAX_TOKENS)
            )
        self.loop = AgentLoop(
            model=model,
            registry=registry,
            prompts=prompts,
            catalog=catalog,
            guess=guess,
            config=config,
            tool_executor=tool_executor,
            log=log,
        )

    @property
    def small(self) -> bool:
        return self.profile == "small"

    def system_prompt(self, documents: list[Source]) -> str:
        return self.prompts.system_prompt(
            today=self.catalog.today,
            tools=self.registry.schemas(),
            documents=documents,
        )

    def facts(self, question: str, documents: list[Source]) -> list[str] | None:
        """What a small model is shown on the documents path: the few sentences that best
        answer the question (None: a capable model sees every document)."""
        if not self.small or self.embed is None or not documents:
            return None
        best = quote.select(question, quote.units_of(documents), embed=self.embed, k=SMALL_FACTS)
        return [unit.text for unit, _ in best]

    def run(
        self,
        question: str,
        *,
        history: list[dict[str, Any]] | None,
        documents: list[Source],
        feedback: str | None = None,
        route: Route | None = None,
        facts: list[str] | None = None,
        previous: str | None = None,
    ) -> Generator[Step, None, AgentResult]:
        """One round. ``facts``: the documents path shows only these (``self.facts``);
        ``previous``: the failed draft the ``feedback`` is about (a local model sees it as
        its own last reply, so its prompt is the first round's plus the feedback)."""
        if self.small and history:
            history = history[-SMALL_HISTORY:]
        call = (route.tool, route.arguments) if route and route.is_data and route.tool else None
        calls = route.calls if route is not None else []
        data = call is not None
        if self.profile == "local":
            result = yield from self._local(
                question, history, documents, feedback, call, previous, calls
            )
            return result
        if (self.small and not data) or not self.registry.names():
            result = yield from self._answer(question, history, documents, facts, feedback)
        elif self.small:
            messages = build_messages(
                self.prompts,
                system_prompt=self.system_prompt([]),
                history=history,
                message=question,
                fewshot=False,
            )
            result = yield from self.loop.run(
                messages, question, documents, planned=calls, answer_in_code=True
            )
        else:
            messages = build_messages(
                self.prompts,
                system_prompt=self.system_prompt(documents),
                history=history,
                message=question,
                fewshot=bool(self.registry.names()),
            )
            if feedback:
                messages.append({"role": "user", "content": feedback})
            result = yield from self.loop.run(
                messages,
                question,
                documents,
                tools=bool(self.registry.names()),
                first_tool_choice="required" if data else None,
                needs_tool=data,
                fallback=call if route is not None and route.named else None,
            )
        result.sources = [*documents, *result.sources]
        return result

    # ------------------------------------------------------------ the local model
    def local_system_prompt(self) -> str:
        return self.prompts.render("system_local", today=self.catalog.today)

    def _local(
        self,
        question: str,
        history: list[dict[str, Any]] | None,
        documents: list[Source],
        feedback: str | None,
        call: tuple[str, dict[str, Any]] | None,
        previous: str | None = None,
        calls: list[tuple[str, dict[str, Any]]] | None = None,
    ) -> Generator[Step, None, AgentResult]:
        """One round of a local model: the tool route's call and an answer from its
        result, or an answer from the evidence that fits. The fixed system prompt and the
        short-answer examples come first (the runtime keeps them evaluated)."""
        # the examples go in whole: the one answered from a tool result keeps its call and
        # result (prior turns keep their text only; without them the example answered a
        # phone number from nothing)
        examples = self.prompts.local_example_messages()
        history = (history or [])[-LOCAL_HISTORY:]
        system = self.local_system_prompt()
        if call is not None:
            messages = build_messages(
                self.prompts,
                system_prompt=system,
                history=history,
                message=question,
                fewshot=False,
                examples=examples,
            )
            if feedback:
                messages.append({"role": "user", "content": feedback})
            if self.tool_calls == "planner":
                result = yield from self.loop.run(messages, question, [], planned=calls or [call])
            else:
                result = yield from self.loop.run(
                    messages,
                    question,
                    [],
                    first_tool_choice={"type": "function", "function": {"name": call[0]}},
                    needs_tool=True,
                    fallback=call,
                )
            return result
        shown = self.evidence(question, documents)
        text = evidence.render(shown) or self.prompts.render("system_no_documents")
        message = self.prompts.render("local_question", documents=text, question=question)
        messages = build_messages(
            self.prompts,
            system_prompt=system,
            history=history,
            message=message,
            fewshot=False,
            examples=examples,
        )
        if feedback:
            if previous:
                messages.append({"role": "assistant", "content": previous})
            messages.append({"role": "user", "content": feedback})
        result = yield from self.loop.run(messages, question, documents, tools=False)
        result.sources = evidence.as_sources(shown)
        return result

    def fill_write(
        self,
        message: str,
        schemas: list[dict[str, Any]],
        *,
        optional: bool = False,
        only: list[str] | None = None,
    ) -> tuple[str, dict[str, Any]] | None:
        """The change ``message`` asks for, as a call of one of the tools that change
        something, filled in by the model from the message alone (a forced call; logged like
        every request). None when there is none or the reply holds no call. ``optional``: the
        message may ask for no change at all; the model is offered ``no_change`` beside the
        tools, and choosing it gives None. ``only``: offer just these of them."""
        changing = {s.name for s in self.registry.specs() if s.writes}
        if only is not None:
            changing &= set(only)
        tools = [t for t in schemas if t["function"]["name"] in changing]
        if not tools:
            return None
        if optional:
            tools = [*tools, _NO_CHANGE]
        request = ChatRequest(
            messages=[
                {
                    "role": "system",
                    "content": self.prompts.render("choose_write" if optional else "fill_write"),
                },
                {"role": "user", "content": message},
            ],
            tools=tools,
            tool_choice="required",
            max_tokens=80,
            temperature=0.0,
        )
        try:
            with context.call_scope(purpose="choose_write" if optional else "fill_write"):
                response = self.loop.model.complete(request)
        except LLMError:
            return None
        calls = [c for c in response.tool_calls if c.name in changing]
        if not calls:
            return None
        try:
            return calls[0].name, calls[0].parsed_arguments()
        except ValueError:
            return None

    def read_call_request(self, question: str, schemas: list[dict[str, Any]]) -> ChatRequest:
        """The forced call ``read_call`` sends: its system prompt and the labelled schemas
        are the same every turn (a prefix the embedded backend keeps)."""
        today = self.catalog.today
        system = self.prompts.render("read_call", today=today, calendar=readcall.calendar(today))
        return ChatRequest(
            messages=[
                {"role": "system", "content": system},
                {"role": "user", "content": " ".join(question.split())},
            ],
            tools=[readcall.with_labels(self.registry, t) for t in schemas],
            tool_choice="required",
            max_tokens=READ_CALL_TOKENS,
            temperature=0.0,
        )

    def read_call(
        self, question: str, schemas: list[dict[str, Any]]
    ) -> tuple[str, dict[str, Any]] | None:
        """The read-only call the model makes for ``question`` (``bot.agent.readcall``): one
        forced call among ``schemas``, each listed parameter shown and held to an enum of its
        labels; the arguments as written (``readcall.resolved`` reads labels back). None when
        the model fails or calls no tool of ``schemas``. One logged call."""
        names = {t.get("function", t).get("name") for t in schemas}
        request = self.read_call_request(question, schemas)
        try:
            with context.call_scope(purpose="read_call"):
                reply = self.loop.model.complete(request)
            call = next((c for c in reply.tool_calls if c.name in names), None)
            arguments = call.parsed_arguments() if call is not None else None
        except (LLMError, ValueError):
            return None
        if call is None or not isinstance(arguments, dict):
            return None
        return call.name, arguments

    def _short_reply(self, purpose: str, system: str, message: str, max_tokens: int) -> str | None:
        """The model's short reply to ``message`` under ``system`` (a logged call of
        ``purpose``); None when the call fails."""
        request = ChatRequest(
            messages=[
                {"role": "system", "content": system},
                {"role": "user", "content": message},
            ],
            max_tokens=max_tokens,
            temperature=0.0,
        )
        try:
            with context.call_scope(purpose=purpose):
                return self.loop.model.complete(request).content
        except LLMError:
            return None

    def search_words(self, message: str, *, tool: str, about: str) -> str | None:
        """The model's reading of what a free-text search should look for in ``message``
        ("puffins", not the sentence), as it replied; None when the call fails."""
        system = self.prompts.render("search_words", tool=tool, about=about)
        return self._short_reply("search_words", system, message, 16)

    def standalone(self, message: str, conversation: list[tuple[str, str]]) -> str | None:
        """The model's rewrite of ``message`` as a question that stands without the chat
        (``conversation``: the earlier (user, assistant) exchanges, oldest first), as it
        replied; None when the call fails. ``bot.agent.resolve.rewritten`` checks it."""
        lines = []
        for asked, answered in conversation:
            lines.append(f"Customer: {' '.join(asked.split())}")
            said = " ".join(answered.split())
            if len(said) > CHAT_ANSWER_CHARS:
                said = said[:CHAT_ANSWER_CHARS].rsplit(" ", 1)[0] + " ..."
            lines.append(f"Help desk: {said}")
        chat = "\n".join(lines)
        system = self.prompts.render("standalone")
        user = f"Chat:\n{chat}\nLast message: {' '.join(message.split())}\nRewritten:"
        return self._short_reply("standalone", system, user, 48)

    def choose_tool(self, message: str, options: list[tuple[str, str]]) -> int | None:
        """Which of ``options`` ((name, what it returns), numbered from 1) the model reads as
        answering ``message``: its index, or None when the call fails or names none."""
        listed = "\n".join(
            f"{n}. {name}: {' '.join(text.split())[:CHOICE_CHARS]}"
            for n, (name, text) in enumerate(options, 1)
        )
        system = self.prompts.render("choose_tool", options=listed)
        reply = self._short_reply("choose_tool", system, message, 4)
        if reply is None:
            return None
        found = re.search(r"\d+", reply)
        chosen = int(found.group(0)) - 1 if found else -1
        if not 0 <= chosen < len(options):  # or by the tool's name
            names = [i for i, (name, _) in enumerate(options) if name in reply]
            chosen = names[0] if len(names) == 1 else -1
        return chosen if chosen >= 0 else None

    def evidence(self, question: str, documents: list[Source]) -> list[evidence.Picked]:
        """The documents' best pieces that fit the local model's evidence budget."""
        if self.embed is None:  # no embedder: the first documents, cut to the budget
            return [
                evidence.Picked(d, [quote.Unit(text=d.text[: self.evidence_chars], source=i)])
                for i, d in enumerate(documents[:1])
            ]
        return evidence.choose(question, documents, embed=self.embed, budget=self.evidence_chars)

    def _answer(
        self,
        question: str,
        history: list[dict[str, Any]] | None,
        documents: list[Source],
        facts: list[str] | None,
        feedback: str | None,
    ) -> Generator[Step, None, AgentResult]:
        """A small model's answer from the documents' best sentences, no tools."""
        messages = build_messages(
            self.prompts,
            system_prompt=self.prompts.answer_prompt(documents=documents, facts=facts),
            history=history,
            message=question,
            fewshot=False,
        )
        if feedback:
            messages.append({"role": "user", "content": feedback})
        result = yield from self.loop.run(messages, question, documents, tools=False)
        return result
