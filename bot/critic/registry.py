"""Critics by name: ``get_critic(name=None, *, model=None)``.

Names: ``support`` (the sentence-level support model with value checks; the default),
``local`` (the eval area's fitted detector), ``grounding`` (no model call), ``llm`` (sentence-by-sentence JSON judge), ``binary`` (Phoenix-style
factual/hallucinated), ``redeep`` (ReDeEP on the local transformer), ``terms`` (literal:
numbers and names must appear in a source) and ``combined``
(``combined`` uses the default members; ``combined:grounding,llm`` names them).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import structlog

from bot.critic.base import Critic
from bot.critic.binary import BinaryCritic
from bot.critic.combined import CombinedCritic, load_calibration
from bot.critic.detector import LocalDetectorCritic
from bot.critic.grounding import GroundingCritic
from bot.critic.literal import TermsCritic
from bot.critic.llm import LLMCritic
from bot.critic.support import SupportCritic
from bot.detector.model import ModelFileError
from bot.settings import Settings, get_settings

log = structlog.get_logger("guardbot.critic")

DEFAULT_COMBINED = ("grounding", "local")  # both local and offline; name others with combined:a,b


CHAT_MODEL_CRITICS = ("llm", "binary")  # they judge with a chat model (``model=``)


def needs_chat_model(name: str) -> bool:
    """Does the named critic (or a member of a named combined one) judge with a chat model?"""
    base, _, members = name.strip().lower().partition(":")
    if base != "combined":
        return base in CHAT_MODEL_CRITICS
    names = [m.strip() for m in members.split(",") if m.strip()] or list(DEFAULT_COMBINED)
    return any(needs_chat_model(n) for n in names if n != "combined")


class CriticUnavailable(RuntimeError):
    """The named critic cannot be built here; the message says why and how to fix it."""


def get_critic(
    name: str | None = None, *, model: Any = None, settings: Settings | None = None
) -> Critic:
    """The named critic (default: ``settings.critic``). ``model`` is the chat model the
    model-based critics judge with (``llm``, ``binary``; ``bot.wiring.make_critic`` passes
    the runner's recorded model)."""
    name = (name or (settings or get_settings()).critic).strip().lower()
    base, _, members = name.partition(":")
    make = BUILDERS.get(base)
    if make is None:
        raise CriticUnavailable(
            f"unknown critic {name!r}; choose one of {', '.join(BUILDERS)} (GUARDBOT_CRITIC)"
        )
    return make(members, model, settings)


def _combined(members: str, model: Any, settings: Settings | None) -> Critic:
    names = [m.strip() for m in members.split(",") if m.strip()] or list(DEFAULT_COMBINED)
    if "combined" in names:
        raise CriticUnavailable("a combined critic cannot contain another combined critic")
    return CombinedCritic(
        [get_critic(n, model=model, settings=settings) for n in names],
        thresholds=load_calibration(),
    )


def _support_critic() -> Critic:
    """The support model, at the deployment's threshold when
    ``bot/models/critic_calibration.json`` names one."""
    try:
        return SupportCritic(threshold=load_calibration().get("support"))
    except Exception as exc:  # a missing or unreadable model file: say how to rebuild it
        raise CriticUnavailable(f"the 'support' critic cannot be loaded: {exc}") from exc


def _model_critic(kind: str, model: Any) -> Critic:
    if model is None:
        raise CriticUnavailable(
            f"the {kind!r} critic judges with a chat model and none was given "
            "(bot.wiring.make_critic builds the configured one)"
        )
    return LLMCritic(model=model) if kind == "llm" else BinaryCritic(model=model)


def _redeep_critic() -> Critic:
    try:
        # lazy: ReDeEP loads torch and the local transformer; only when this critic is named
        from bot.critic.redeep import ReDeEPCritic

        return ReDeEPCritic()
    except Exception as exc:  # e.g. no calibration file: say so now, not mid-turn
        raise CriticUnavailable(f"the 'redeep' critic cannot be built: {exc}") from exc


def _local_critic() -> Critic:
    try:
        return LocalDetectorCritic()
    except Exception as exc:
        if not _model_file_missing(exc):
            raise CriticUnavailable(f"the 'local' detector cannot be loaded: {exc}") from exc
        log.warning("local_detector_missing_falling_back_to_grounding", error=str(exc))
        return GroundingCritic()


def _model_file_missing(exc: Exception) -> bool:
    """The detector's model file is absent (not unreadable: that is an error to fix)."""
    if isinstance(exc, FileNotFoundError):
        return True
    return isinstance(exc, ModelFileError) and "not found" in str(exc)


# The critics, by the name ``GUARDBOT_CRITIC`` gives (one table: a name appears once, here):
# each builder gets the members after ``name:``, the chat model and the settings.
BUILDERS: dict[str, Callable[[str, Any, Settings | None], Critic]] = {
    "support": lambda members, model, settings: _support_critic(),
    "local": lambda members, model, settings: _local_critic(),
    "grounding": lambda members, model, settings: GroundingCritic(),
    "llm": lambda members, model, settings: _model_critic("llm", model),
    "binary": lambda members, model, settings: _model_critic("binary", model),
    "redeep": lambda members, model, settings: _redeep_critic(),
    "combined": _combined,
    "terms": lambda members, model, settings: TermsCritic(),
}
CRITICS = tuple(BUILDERS)
