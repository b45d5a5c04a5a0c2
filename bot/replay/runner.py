"""The pieces of a full-turn replay: the model, critic, retriever and tool executor handed to
``bot.turn.TurnRunner``, and the run itself (partial results kept when it fails)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from bot.critic.escalation import EscalationQueue
from bot.critic.registry import CriticUnavailable
from bot.kb.embed import get_embedder
from bot.llm import BACKENDS
from bot.llm.base import ChatModel, ChatRequest, ChatResponse, LLMError
from bot.llm.recording import RecordingModel
from bot.replay.logged import (
    FeedBackModel,
    LoggedCall,
    LoggedCritic,
    LoggedModel,
    LoggedRetriever,
    LoggedToolExecutor,
)
from bot.replay.record import ReplayError, TurnRecord
from bot.settings import PROJECT_ROOT, ConfigError, get_settings
from bot.store.log import PayloadLog
from bot.wiring import build_runner, default_registry, make_critic, make_model

REAL_BACKENDS = tuple(BACKENDS)


class ModelNameOverride:
    """Sends every request with another model name (``--model``), same port."""

    def __init__(self, inner: ChatModel, model_name: str):
        self.inner = inner
        self.backend = inner.backend
        self.model_name = model_name

    def complete(self, request: ChatRequest) -> ChatResponse:
        request.model = self.model_name
        return self.inner.complete(request)


def logged_model(
    record_calls: list[dict[str, Any]], *, model_name: str | None, log: PayloadLog
) -> LoggedModel:
    calls = [LoggedCall.from_row(c) for c in record_calls]
    return LoggedModel(calls, model_name=model_name or "logged", redactor=log.redactor)


def build_model_for(
    record: TurnRecord,
    *,
    backend: str | None,
    model: str | None,
    log: PayloadLog,
    feed_back: bool = False,
) -> Any:
    """The model a replay talks to: the logged backend by default; a turn recorded with the
    scripted backend (whose script is gone) answers from the log (backend ``logged``).
    ``feed_back``: a live backend gets each request, and the logged answers continue the
    turn wherever the request is the logged one (``FeedBackModel``)."""
    backend = backend or record.backend or "logged"
    if backend in ("scripted", "logged") and not _explicit_scripted(backend, record):
        return logged_model(record.llm_calls, model_name=model or record.model, log=log)
    if backend not in REAL_BACKENDS:
        raise ReplayError(f"unknown backend {backend!r}: choose logged, local, openai or scripted")

    name = model or (record.model if backend == "openai" and record.backend == "openai" else None)
    try:
        live = make_model(get_settings(), backend=backend, model=name)
    except (LLMError, ConfigError, ValueError) as exc:
        raise ReplayError(f"cannot start the {backend} backend for the replay: {exc}") from exc
    if not feed_back or backend == "scripted":
        return live
    calls = [LoggedCall.from_row(c) for c in record.llm_calls]
    return FeedBackModel(live, calls, payload_log=log)


def logged_profile(record: TurnRecord) -> str:
    """The prompt profile the turn ran with (``small``: the in-process model's prompts, the
    few sentences that matter; ``full``: every document): as logged, else what its steps and
    calls show."""
    meta = record.meta
    if meta.get("prompt_profile") in ("small", "local", "full"):
        return str(meta["prompt_profile"])
    if any(s.get("kind") == "route" and s.get("facts") is not None for s in record.steps):
        return "small"
    backends = [c.get("backend") for c in record.llm_calls] or [record.backend]
    return "small" if "local" in backends else "full"


def used_embedder(record: TurnRecord) -> bool:
    """Did the turn rank sentences with the embedder (a small model's facts, a local
    model's evidence, a quoted or a "not found" answer)? Then its replay needs it too, to
    build the same requests."""
    if logged_profile(record) == "local":
        return True
    kinds = {s.get("kind") for s in record.steps}
    facts = any(s.get("kind") == "route" and s.get("facts") is not None for s in record.steps)
    return facts or "quoted_answer" in kinds or record.outcome in ("quoted", "not_found")


def _explicit_scripted(backend: str, record: TurnRecord) -> bool:
    # ``--backend scripted`` given for a turn recorded with another backend: a fresh script.
    return backend == "scripted" and record.backend not in ("scripted", "logged", None)


def build_critic(critic: Any, record: TurnRecord, *, model: Any) -> tuple[Any, list[str]]:
    """A critic object: the one given, ``logged`` verdicts, or the logged critic by name."""
    if critic is not None and not isinstance(critic, str):
        return critic, []
    name = critic or record.critic
    if name in (None, "logged"):
        note = [] if name else ["the turn logged no critic: the logged verdicts (none) are used"]
        return LoggedCritic(record.verdicts), note
    try:
        return make_critic(get_settings(), name, model=model), []
    except (CriticUnavailable, ImportError, KeyError, ValueError) as exc:
        if critic:
            raise ReplayError(f"cannot build critic {name!r}: {exc}") from exc
        return LoggedCritic(record.verdicts), [
            f"critic {name!r} is not available ({exc}); the logged verdicts are used"
        ]


def tool_setup(
    record: TurnRecord, *, live_tools: bool, registry: Any = None
) -> tuple[Any, LoggedToolExecutor, list[str]]:
    """The tool registry (given, or the current default), the executor, and notes on tools
    that are gone."""
    if registry is None:
        registry = default_registry()
    names = set(registry.names())
    gone = sorted({c["name"] for c in record.tool_calls if c.get("name") not in names})
    how = "a live call fails" if live_tools else "its logged result is used"
    notes = [f"tool {name!r} no longer exists in this guardbot; {how}" for name in gone]
    executor = LoggedToolExecutor(calls=record.tool_calls, live=live_tools, registry=registry)
    return registry, executor, notes


def _prompts(prompts_dir: Any, record: TurnRecord) -> tuple[Path | None, list[str]]:
    if prompts_dir:
        path = Path(prompts_dir)
        if not path.is_dir():
            raise ReplayError(f"prompts folder {path} does not exist")
        return path, []
    logged = logged_path(record.prompts_dir)
    if logged is not None and logged.is_dir():
        return logged, []
    if record.prompts_dir:
        return None, [
            f"the logged prompts folder {record.prompts_dir} is gone; the current prompts are used"
        ]
    return None, []


def run_full_turn(
    record: TurnRecord,
    *,
    log: PayloadLog,
    session_id: str,
    model: Any,
    model_override: str | None,
    prompts_dir: Any,
    critic: Any,
    live_tools: bool,
    registry: Any = None,
) -> tuple[str | None, str | None, list[str]]:
    """Run the turn again. Returns (replay turn id, error, notes); a failure mid-turn is
    recorded on the replay turn and the steps before it stay in the log."""

    if model_override and not isinstance(model, LoggedModel | FeedBackModel):
        model = ModelNameOverride(model, model_override)
    recorded = model if isinstance(model, RecordingModel) else RecordingModel(model, log)
    the_critic, notes = build_critic(critic, record, model=recorded)
    settings = logged_settings(record, backend=getattr(model, "backend", None))
    if registry is None:
        registry = default_registry(settings)  # the logged deployment's tools
    registry, executor, tool_notes = tool_setup(record, live_tools=live_tools, registry=registry)
    prompts, prompt_notes = _prompts(prompts_dir, record)
    embedder = get_embedder() if used_embedder(record) else None
    runner = build_runner(
        settings,
        model=recorded,
        critic=the_critic,
        retriever=LoggedRetriever(record.retrieved, embedder=embedder),
        registry=registry,
        tool_executor=executor,
        log=log,
        prompts_dir=prompts,
    )
    error: str | None = None
    turn_id: str | None
    try:
        result = runner.run_to_end(session_id, record.message, record.history, replay_of=record.id)
        turn_id = result.turn_id
    except LLMError as exc:
        error = f"the backend failed mid-replay ({exc.kind}): {exc}; the steps before it are kept"
        turn_id = _finish_failed(log, session_id, record.id, error)
    dismiss_replay_escalations(log, turn_id)
    return turn_id, error, notes + tool_notes + prompt_notes + _match_notes(model)


def logged_settings(record: TurnRecord, *, backend: str | None = None) -> Any:
    """The current settings with the turn's logged sampling, agent bounds, workspace,
    deployment and prompt profile, so that the rebuilt requests carry the logged parameters.
    ``backend``: the one the replay talks to; another live backend than the logged one gets
    the prompts sized for it (the diff's header names the change)."""

    meta = record.meta
    sampling: dict[str, Any] = meta["sampling"] if isinstance(meta.get("sampling"), dict) else {}
    agent: dict[str, Any] = meta["agent"] if isinstance(meta.get("agent"), dict) else {}
    update: dict[str, Any] = {
        k: sampling[k] for k in ("temperature", "max_tokens", "seed") if k in sampling
    }
    if "max_steps" in agent:
        update["max_agent_steps"] = agent["max_steps"]
    if "max_force_attempts" in agent:
        update["max_force_attempts"] = agent["max_force_attempts"]
    if meta.get("workspace"):
        update["workspace"] = meta["workspace"]
    deployment = logged_path(meta.get("deployment_file"))
    if deployment is not None and deployment.is_file():
        update["deployment"] = deployment  # its prompts, tools, documents
    if not profile_changes(record, backend):
        update["prompt_profile"] = logged_profile(record)
    return get_settings().model_copy(update=update)


def logged_path(value: Any) -> Path | None:
    """A logged path; a case file's portable (project-relative) one made absolute again."""
    if not value:
        return None
    path = Path(str(value))
    return path if path.is_absolute() else PROJECT_ROOT / path


def profile_changes(record: TurnRecord, backend: str | None) -> bool:
    """A replay on another live backend than the logged one sizes its prompts for it."""
    logged = record.backend or "logged"
    return backend not in (None, "logged", "scripted", logged)


def dismiss_replay_escalations(log: PayloadLog, turn_id: str | None) -> None:
    """A replay that escalates must not put work in the support queue: close what it opened."""
    if not turn_id:
        return

    queue = EscalationQueue(log)
    for row in log.rows("escalations", where={"turn_id": turn_id}):
        if row["status"] in ("open", "claimed"):
            queue.dismiss(row["id"], note="opened by a replay; not a live conversation")


def _finish_failed(log: PayloadLog, session_id: str, original_id: str, error: str) -> str | None:
    rows = log.rows("turns", where={"session_id": session_id, "replay_of": original_id})
    if not rows:
        return None
    turn = rows[-1]
    if turn["outcome"] == "pending":
        log.finish_turn(turn["id"], outcome="error", error=error)
    return turn["id"]


def _match_notes(model: Any) -> list[str]:
    if isinstance(model, LoggedModel) and any(m != "exact" for m in model.matches):
        return [
            "some requests differed from the logged ones; their logged responses were matched by purpose and order"
        ]
    if isinstance(model, FeedBackModel) and model.fed_back:
        return [
            f"{model.fed_back} request(s) were the logged ones: the model answered them again "
            "(shown beside the logged answer) and the logged answer was fed back to the turn"
        ]
    return []
