"""Prompt templates of the critic area, read from ``prompts/`` (never inline in code)."""

from __future__ import annotations

from pathlib import Path

from bot.critic.base import Verdict
from bot.settings import get_settings


class PromptMissing(FileNotFoundError):
    """A template file is missing; the message names the file and the folder."""


def prompts_dir(override: Path | str | None = None) -> Path:
    if override is not None:
        return Path(override)

    return Path(get_settings().prompts_dir)


def load_prompt(name: str, *, directory: Path | str | None = None) -> str:
    path = prompts_dir(directory) / name
    if not path.is_file():
        fallback = Path(__file__).resolve().parent.parent.parent / "prompts" / name
        if not fallback.is_file():
            raise PromptMissing(
                f"prompt template {name} not found in {path.parent} (set GUARDBOT_PROMPTS_DIR)"
            )
        path = fallback
    return path.read_text(encoding="utf-8")


def render(template: str, **values: object) -> str:
    """Fill ``{name}`` placeholders only (JSON braces in templates stay as they are)."""
    out = template
    for key, value in values.items():
        out = out.replace("{" + key + "}", str(value))
    return out


def regeneration_feedback(
    question: str, failed: list[tuple[int, str, Verdict]], *, directory: Path | str | None = None
) -> str:
    """The negative-example prompt: each failed attempt with its failed sentences and reasons."""
    attempt_tpl = load_prompt("regenerate_attempt.txt", directory=directory)
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
        load_prompt("regenerate.txt", directory=directory),
        failed_attempts="\n".join(blocks),
        question=question,
    ).strip()


def escalation_notice(*, directory: Path | str | None = None) -> str:
    return load_prompt("critic_escalation_notice.txt", directory=directory).strip()


def format_sources(
    sources: list, *, max_chars: int = 8000, directory: Path | str | None = None
) -> str:
    """Numbered source blocks for a judge prompt, cut to ``max_chars`` in all."""
    item = load_prompt("critic_sources_item.txt", directory=directory)
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
