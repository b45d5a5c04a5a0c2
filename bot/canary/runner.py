"""Run the canary trap: per chunking strategy, HTML mode and backend, ask questions about
fictive values through the full bot (retrieval, agent, critic) and classify the answers."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import structlog

from bot.canary.classify import classify
from bot.canary.fictive import build_fictive_copy
from bot.canary.questions import CanaryQuestion, model_question, pick_questions, template_question
from bot.canary.report import CanaryResult
from bot.kb.embed import get_embedder
from bot.kb.ingest import ingest_path
from bot.kb.retriever import KBRetriever
from bot.kb.store import collection_name, get_store
from bot.settings import get_settings
from bot.steps import EscalationStep, Step, VerdictStep
from bot.store.log import get_log
from bot.wiring import build_runner, make_critic, make_model

log = structlog.get_logger("guardbot.canary")


@dataclass
class CanaryConfig:
    docs: Path
    kb: str = "docs"
    strategies: tuple[str, ...] = ("sentence", "paragraph", "chars-500-100", "chars-1000-200")
    html_modes: tuple[bool, ...] = (False, True)
    backends: tuple[str, ...] = ("local",)
    n: int = 10
    transform: str = "halve"
    critic: str | None = None
    seed: int = 0
    question_backend: str | None = None  # a capable model writes the questions when set
    transform_args: dict[str, Any] = field(default_factory=dict)


def questions_for(
    fictive_chunks, n: int, *, seed: int, writer=None, prompts_dir=None
) -> list[CanaryQuestion]:  # noqa: ANN001
    candidates = []
    for fc in fictive_chunks:
        if not fc.changes:
            continue
        q = template_question(
            fc.chunk.id, fc.chunk.title, fc.chunk.text, fc.changes, source=fc.chunk.source
        )
        if q is not None:
            candidates.append(q)
    picked = pick_questions(candidates, n, seed=seed)
    if writer is not None:
        picked = [model_question(writer, prompts_dir, q) for q in picked]
    return picked


def _flagged(steps: Iterable[Step]) -> bool:
    for step in steps:
        if isinstance(step, VerdictStep) and step.severity_level != "NONE":
            return True
        if isinstance(step, EscalationStep):
            return True
    return False


def first_model_answer(payload_log, turn_id: str) -> str:  # noqa: ANN001
    """The model's first answer of the turn, before any guard touched it (from the log)."""
    import json

    for call in payload_log.rows("llm_calls", where={"turn_id": turn_id}, order_by="id"):
        if call["response_json"]:
            message = (json.loads(call["response_json"]).get("choices") or [{}])[0].get(
                "message"
            ) or {}
            if message.get("content"):
                return message["content"]
    return ""


def ask(
    runner, question: CanaryQuestion, *, strategy: str, html: bool, backend: str, session_id: str
) -> CanaryResult:  # noqa: ANN001
    """One question through the whole bot. The model's own first answer is classified (it
    shows where the knowledge came from); a spillover is *caught* when the guard (forcing
    detectors, critic, escalation) kept it from reaching the user."""
    result = runner.run_to_end(session_id, question.question)
    model_answer = first_model_answer(runner.log, result.turn_id) or result.answer
    outcome = classify(model_answer, fictive=question.fictive, original=question.original)
    delivered = classify(result.answer, fictive=question.fictive, original=question.original)
    return CanaryResult(
        strategy=strategy,
        html=html,
        backend=backend,
        question=question.question,
        fictive=question.fictive,
        original=question.original,
        answer=model_answer,
        outcome=outcome,
        flagged=_flagged(result.steps),
        caught=outcome == "spillover" and delivered != "spillover",
        delivered_answer=result.answer,
        delivered_outcome=delivered,
        turn_outcome=result.outcome,
        turn_id=result.turn_id,
    )


def run_canary(
    config: CanaryConfig,
    *,
    model_factory: Callable[[str], Any] | None = None,
    progress: Callable[[int, int, str], None] | None = None,
) -> list[CanaryResult]:
    """Every (strategy, html, backend) combination; returns one result per question."""

    settings = get_settings()
    store, embedder, payload_log = get_store(), get_embedder(), get_log(settings)
    model_for = model_factory or (lambda name: make_model(settings, backend=name, log=payload_log))
    writer = model_for(config.question_backend) if config.question_backend else None
    results: list[CanaryResult] = []
    combos = [
        (s, h, b) for s in config.strategies for h in config.html_modes for b in config.backends
    ]
    for i, (strategy, html, backend) in enumerate(combos, start=1):
        collection = collection_name(config.kb, strategy, html)
        ingest_path(config.docs, kb=config.kb, strategy=strategy, keep_html=html, store=store)
        target, fictive = build_fictive_copy(
            store,
            collection,
            transform=config.transform,
            mapping_dir=settings.resolved_data_dir() / "canary",
            **config.transform_args,
        )
        questions = questions_for(
            fictive, config.n, seed=config.seed, writer=writer, prompts_dir=settings.prompts_dir
        )
        retriever = KBRetriever(store, embedder, target, settings.min_similarity, settings.top_k)
        runner = build_runner(
            settings,
            model=model_for(backend),
            retriever=retriever,
            critic=make_critic(settings, config.critic) if config.critic else None,
            log=payload_log,
            channel="canary",
        )
        session_id = payload_log.start_session(
            channel="canary", backend=backend, meta={"collection": target}
        )
        for question in questions:
            results.append(
                ask(
                    runner,
                    question,
                    strategy=strategy,
                    html=html,
                    backend=backend,
                    session_id=session_id,
                )
            )
        log.info(
            "canary.combo", strategy=strategy, html=html, backend=backend, questions=len(questions)
        )
        if progress:
            progress(i, len(combos), f"{strategy}-{'html' if html else 'nohtml'} {backend}")
    return results
