"""The actor: messages from ``prompts/`` + the agent loop, for one round of a turn.

A regeneration round gets the critic's negative-example feedback as a last user message.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from bot.agent.loop import AgentConfig, AgentLoop, AgentResult, ToolExecutor
from bot.agent.prompts import PromptSet, build_messages
from bot.agent.vocab import Vocabulary
from bot.llm.base import ChatModel
from bot.steps import Source, Step
from tools.registry import ToolRegistry


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
    ):
        self.prompts = prompts
        self.vocab = vocab
        self.registry = registry
        self.loop = AgentLoop(
            model=model,
            registry=registry,
            prompts=prompts,
            vocab=vocab,
            config=config,
            tool_executor=tool_executor,
            log=log,
        )

    def system_prompt(self, documents: list[Source]) -> str:
        return self.prompts.system_prompt(
            workspace=self.vocab.workspace,
            today=self.vocab.today,
            tools=self.registry.schemas(),
            activity_types=self.vocab.activity_types,
            documents=documents,
        )

    def run(
        self,
        question: str,
        *,
        history: list[dict[str, Any]] | None,
        documents: list[Source],
        feedback: str | None = None,
    ) -> Generator[Step, None, AgentResult]:
        messages = build_messages(
            self.prompts,
            system_prompt=self.system_prompt(documents),
            history=history,
            message=question,
        )
        if feedback:
            messages.append({"role": "user", "content": feedback})
        result = yield from self.loop.run(messages, question, documents)
        result.sources = [*documents, *result.sources]
        return result
