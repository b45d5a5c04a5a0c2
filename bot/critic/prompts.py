"""Prompts of the critic area, built from files in ``prompts/`` (loaded by ``bot.prompts``).

A critic file missing from a custom prompts folder is read from the built-in one."""

from __future__ import annotations

from pathlib import Path

from bot.critic.base import Verdict
from bot.prompts import load_prompt, render


def regeneration_feedback(
    question: str, failed: list[tuple[int, str, Verdict]], *, directory: Path | str | None = None
) -> str:
    """The negative-example prompt: each failed attempt with its failed sentences and reasons."""
    attempt_tpl = load_prompt("regenerate_attempt.txt", directory=directory, fallback=True)
    blocks = []
    for round_no, answer, verdict in failed:
        checks = [
            f'- "{p.sentence}": {p.reason} ({p.severity})'
            for p in verdict.problematic_sentences
            if p.severity != "NONE"
        ]
        if not checks:
            checks = [
                f"- {verdict.general_thoughts or verdict.error or 'the answer was judged unsupported'}"
            ]
        blocks.append(
            render(
                attempt_tpl, round=round_no, answer=answer.strip(), failed_checks="\n".join(checks)
            )
        )
    return render(
        load_prompt("regenerate.txt", directory=directory, fallback=True),
        failed_attempts="\n".join(blocks),
        question=question,
    ).strip()


def escalation_notice(*, directory: Path | str | None = None) -> str:
    return load_prompt("critic_escalation_notice.txt", directory=directory, fallback=True).strip()


def format_sources(
    sources: list, *, max_chars: int = 8000, directory: Path | str | None = None
) -> str:
    """Numbered source blocks for a judge prompt, cut to ``max_chars`` in all."""
    item = load_prompt("critic_sources_item.txt", directory=directory, fallback=True)
    blocks, used = [], 0
    for i, source in enumerate(sources, 1):
        text = (source.text or "").strip()
        room = max_chars - used
        if room <= 0:
            break
        text = text if len(text) <= room else text[:room] + " ..."
        used += len(text)
        blocks.append(
            render(
                item, index=i, kind=source.kind, title=source.title or source.id or "", text=text
            ).strip()
        )
    return "\n\n".join(blocks) if blocks else "(no sources)"
