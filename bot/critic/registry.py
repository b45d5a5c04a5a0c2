"""Critics by name: ``get_critic(name=None, *, model=None)``.

Names: ``support`` (the sentence-level support model with value checks; the default),
``local`` (the eval area's fitted detector), ``grounding`` (no model call), ``llm`` (sentence-by-sentence JSON judge), ``binary`` (Phoenix-style
factual/hallucinated), ``redeep`` (ReDeEP on the local transformer) and ``combined``
(``combined`` uses the default members; ``combined:grounding,llm`` names them).
"""

from __future__ import annotations

import inspect
from typing import Any

import structlog

from bot.critic.base import Critic

log = structlog.get_logger("guardbot.critic")

CRITICS = ("support", "local", "grounding", "llm", "binary", "redeep", "combined")
DEFAULT_COMBINED = ("grounding", "local")  # both local and offline; name others with combined:a,b


class CriticUnavailable(RuntimeError):
    """The named critic cannot be built here; the message says why and how to fix it."""


def get_critic(name: str | None = None, *, model: Any = None) -> Critic:
    """The named critic (default: ``settings.critic``). ``model`` is the chat model the
    model-based critics use (default: the configured, recorded one)."""
    from bot.settings import get_settings

    name = (name or get_settings().critic).strip().lower()
    base, _, members = name.partition(":")
    if base == "grounding":
        from bot.critic.grounding import GroundingCritic

        return GroundingCritic()
    if base == "support":
        return _support_critic()
    if base in ("llm", "binary"):
        return _model_critic(base, model)
    if base == "combined":
        from bot.critic.combined import CombinedCritic

        names = [m.strip() for m in members.split(",") if m.strip()] or list(DEFAULT_COMBINED)
        if "combined" in names:
            raise CriticUnavailable("a combined critic cannot contain another combined critic")
        from bot.critic.combined import load_calibration

        return CombinedCritic(
            [get_critic(n, model=model) for n in names], thresholds=load_calibration()
        )
    if base == "redeep":
        cls = _import("bot.redeep.critic", "ReDeEPCritic", "redeep")
        try:
            return _construct(cls, model)
        except Exception as exc:  # e.g. no calibration file: say so now, not mid-turn
            raise CriticUnavailable(f"the 'redeep' critic cannot be built: {exc}") from exc
    if base == "local":
        return _local_critic(model)
    raise CriticUnavailable(
        f"unknown critic {name!r}; choose one of {', '.join(CRITICS)} (GUARDBOT_CRITIC)"
    )


def _support_critic() -> Critic:
    """The support model, at the deployment's threshold when ``calibration.json`` names one."""
    from bot.critic.combined import load_calibration
    from bot.critic.support import SupportCritic

    try:
        return SupportCritic(threshold=load_calibration().get("support"))
    except Exception as exc:  # a missing or unreadable model file: say how to rebuild it
        raise CriticUnavailable(f"the 'support' critic cannot be loaded: {exc}") from exc


def _model_critic(kind: str, model: Any) -> Critic:
    if model is None:
        from bot.llm import build_model

        model = build_model()
    if kind == "llm":
        from bot.critic.llm import LLMCritic

        return LLMCritic(model=model)
    from bot.critic.binary import BinaryCritic

    return BinaryCritic(model=model)


def _local_critic(model: Any) -> Critic:
    cls = _import("bot.detector.critic", "LocalDetectorCritic", "local")
    try:
        return _construct(cls, model)
    except Exception as exc:
        if not _model_file_missing(exc):
            raise CriticUnavailable(f"the 'local' detector cannot be loaded: {exc}") from exc
        from bot.critic.grounding import GroundingCritic

        log.warning("local_detector_missing_falling_back_to_grounding", error=str(exc))
        return GroundingCritic()


def _model_file_missing(exc: Exception) -> bool:
    """The detector's model file is absent (not unreadable: that is an error to fix)."""
    if isinstance(exc, FileNotFoundError):
        return True
    return type(exc).__name__ == "ModelFileError" and "not found" in str(exc)


def _import(module: str, attr: str, name: str) -> type:
    import importlib

    try:
        return getattr(importlib.import_module(module), attr)
    except (ImportError, AttributeError) as exc:
        raise CriticUnavailable(
            f"the {name!r} critic cannot be loaded ({module}.{attr}: {exc}); "
            "choose another with GUARDBOT_CRITIC=grounding|llm|binary|combined"
        ) from exc


def _construct(cls: type, model: Any) -> Critic:
    params = inspect.signature(cls).parameters
    if model is not None and "model" in params:
        return cls(model=model)
    return cls()
