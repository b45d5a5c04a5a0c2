"""The actor: messages from ``prompts/`` + the agent loop, for one round of a turn.

The route (``bot.agent.route``) and the prompt profile decide the path:

- ``full`` (a capable endpoint): every registered tool is offered on every turn with the
  rules, few-shot thought examples and every retrieved document; when the route says a tool
  answers the question, the first call is required and an answer with no call behind it is
  caught and forced (``bot.agent.loop``);
- ``small`` (the in-process 135M model): on the documents route the model sees only the few
  sentences that best answer the question and no tools; on the tool route the route's call
  is made in code and the answer is written in code from the result's fields that the
  question asks for (``bot.agent.quote``): a 135M model cannot be trusted with either.

A regeneration round gets the critic's negative-example feedback as a last user message.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Generator
from typing import Any

from bot.agent import quote
from bot.agent.loop import AgentConfig, AgentLoop, AgentResult, ToolExecutor
from bot.agent.prompts import PromptSet, build_messages
from bot.agent.route import Route
from bot.llm.base import ChatModel
from bot.steps import Source, Step
from tools.catalog import ToolCatalog
from tools.registry import ToolRegistry

SMALL_FACTS = 4  # sentences a small model sees on the documents path
SMALL_HISTORY = 2  # messages of history a small model sees
SMALL_MAX_TOKENS = 96  # one or two sentences: a small model that goes on only repeats itself


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
    ):
        self.prompts = prompts
        self.catalog = catalog
        self.registry = registry
        self.profile = profile
        self.embed = embed
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
    ) -> Generator[Step, None, AgentResult]:
        """One round. ``facts``: the documents path shows only these (``self.facts``)."""
        if self.small and history:
            history = history[-SMALL_HISTORY:]
        call = (route.tool, route.arguments) if route and route.is_data and route.tool else None
        data = call is not None
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
                messages, question, documents, planned=call, answer_in_code=True
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
