"""The actor: messages from ``prompts/`` + the agent loop, for one round of a turn.

The route (``bot.agent.route``) decides the path:

- help centre (``kb``): the answer prompt with the retrieved documents and no tools;
- workspace data (``data``): rules, tools and few-shot thought examples; the first call must
  be a tool call, and every repair of the forcing step applies. With a small model, the one
  obvious call for a question about one account is made in code first (``plan_call``) and
  the model only writes the answer from its result.

The prompt profile sizes the prompt for the model: ``full`` gives a capable model every
retrieved document; ``small`` (the 135M local model) gives it only the few sentences that
best answer the question, no documents on the data path, and the last exchange of history.
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
from tools.registry import ToolRegistry
from tools.vocab import Vocabulary

SMALL_FACTS = 4  # sentences a small model sees on the help-centre path
SMALL_HISTORY = 2  # messages of history a small model sees
SMALL_MAX_TOKENS = 96  # one or two sentences: a small model that goes on only repeats itself


class Actor:
    def __init__(
        self,
        *,
        model: ChatModel,
        registry: ToolRegistry,
        prompts: PromptSet,
        vocab: Vocabulary,
        config: AgentConfig,
        tool_executor: ToolExecutor | None = None,
        log: Any = None,
        profile: str = "full",
        embed: quote.Embed | None = None,
    ):
        self.prompts = prompts
        self.vocab = vocab
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
            vocab=vocab,
            config=config,
            tool_executor=tool_executor,
            log=log,
        )

    @property
    def small(self) -> bool:
        return self.profile == "small"

    def system_prompt(self, documents: list[Source]) -> str:
        return self.prompts.system_prompt(
            workspace=self.vocab.workspace,
            today=self.vocab.today,
            tools=self.registry.schemas(),
            activity_types=self.vocab.activity_types,
            documents=documents,
        )

    def facts(self, question: str, documents: list[Source]) -> list[str] | None:
        """What a small model is shown on the help-centre path: the few sentences that best
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
        """One round. ``facts``: the help-centre path shows only these (``self.facts``)."""
        if self.small and history:
            history = history[-SMALL_HISTORY:]
        kb = route is not None and not route.is_data
        planned = (
            self.loop.plan_call(question) if (self.small and route is not None and not kb) else None
        )
        if kb:
            messages = build_messages(
                self.prompts,
                system_prompt=self.prompts.answer_prompt(documents=documents, facts=facts),
                history=history,
                message=question,
                fewshot=False,
            )
        else:
            shown = [] if (self.small and route is not None) else documents
            messages = build_messages(
                self.prompts,
                system_prompt=self.system_prompt(shown),
                history=history,
                message=question,
                fewshot=planned is None,  # a planned call needs no example of calling
            )
        if feedback:
            messages.append({"role": "user", "content": feedback})
        first = "required" if route is not None and route.is_data else None
        result = yield from self.loop.run(
            messages, question, documents, tools=not kb, first_tool_choice=first, planned=planned
        )
        result.sources = [*documents, *result.sources]
        return result
