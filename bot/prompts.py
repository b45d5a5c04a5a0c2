"""The one loader of prompt files: every text the model sees lives in ``prompts/`` (or the
folder named by ``GUARDBOT_PROMPTS_DIR``), never inline in code.

``load_prompt(name)`` returns a file's text; ``render(template, **values)`` fills ``{name}``
placeholders. A missing or unreadable file raises ``PromptError`` naming the file and the
folder.
"""

from __future__ import annotations

from pathlib import Path

from bot.settings import PROJECT_ROOT, get_settings

BUILTIN_DIR = PROJECT_ROOT / "prompts"


class PromptError(RuntimeError):
    """A prompt file is missing or unreadable (our bug or a bad prompts folder); says which."""


def prompts_dir(override: Path | str | None = None) -> Path:
    """``override`` when given, else the configured folder (``GUARDBOT_PROMPTS_DIR``)."""
    if override is not None:
        return Path(override)
    return Path(get_settings().prompts_dir)


def load_prompt(name: str, *, directory: Path | str | None = None, fallback: bool = False) -> str:
    """The text of prompt file ``name`` in ``directory`` (default: the configured folder).

    ``fallback``: a file missing there is read from the built-in ``prompts/`` instead (for
    prompt folders that override only some files)."""
    path = prompts_dir(directory) / name
    if fallback and not path.is_file() and (BUILTIN_DIR / name).is_file():
        path = BUILTIN_DIR / name
    try:
        return path.read_text(encoding="utf-8")
    except OSError as exc:
        raise PromptError(
            f"prompt file {name} cannot be read from {path.parent} ({exc}); "
            "check GUARDBOT_PROMPTS_DIR"
        ) from exc


def render(template: str, **values: object) -> str:
    """Fill ``{name}`` placeholders only (JSON braces in templates stay as they are)."""
    out = template
    for key, value in values.items():
        out = out.replace("{" + key + "}", str(value))
    return out
