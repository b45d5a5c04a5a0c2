"""Replay a logged turn or session and say what changed.

Two modes:

- ``turn``: the whole turn runs again through ``bot.turn.TurnRunner`` (agent steps, critic,
  regeneration) with the logged history, the logged retrieved chunks and the logged tool
  results, the logged deployment, prompts, prompt profile and settings. With nothing
  overridden, the requests it builds are byte-for-byte the logged ones; on a live backend
  each is sent, and the logged answers are fed back to the turn wherever the request is the
  logged one (``feed_back``), so the later calls of a multi-call turn are the logged ones
  too. Whatever was changed is listed in ``ReplayResult.changes`` (the diff's header).
- ``requests``: each logged model request is re-sent as it was (only ``--model`` changes
  it); used for turns logged without the inputs a full turn needs (older logs).

Replays are logged as new sessions (channel ``replay``) and turns with ``replay_of`` set.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot import context
from bot.llm.base import ChatModel, ChatRequest, LLMError
from bot.llm.recording import RecordingModel
from bot.replay.diff import DiffRow, diff_turns
from bot.replay.record import NotReplayable, ReplayError, TurnRecord, load_turn, resolve_ids
from bot.replay.runner import (
    REAL_BACKENDS,
    build_model_for,
    logged_profile,
    profile_changes,
    run_full_turn,
)
from bot.store.log import PayloadLog, get_log


@dataclass
class ReplayResult:
    original: TurnRecord
    replayed: TurnRecord | None
    mode: str  # turn | requests
    error: str | None = None
    notes: list[str] = field(default_factory=list)
    overrides: dict[str, Any] = field(default_factory=dict)
    seconds: float = 0.0
    changes: list[str] = field(default_factory=list)  # what differs from the logged turn's setup

    @property
    def header(self) -> str:
        """What was replayed, in one line: as logged, or what was changed."""
        if not self.changes:
            return "Replayed as logged: the logged backend, model, prompts, documents and settings."
        return "Changed from the logged turn: " + "; ".join(self.changes) + "."

    @property
    def turn_id(self) -> str | None:
        return self.replayed.id if self.replayed else None

    @property
    def outcome(self) -> str | None:
        if self.replayed is None or self.mode != "turn":
            return None
        return self.replayed.outcome

    @property
    def changed_outcome(self) -> bool:
        return self.outcome is not None and self.outcome != self.original.outcome

    @property
    def changed_answer(self) -> bool:
        return (
            self.mode == "turn"
            and self.replayed is not None
            and self.replayed.answer != self.original.answer
        )

    @property
    def identical_requests(self) -> bool:
        """Every model request of the replay is byte-identical to the logged one, same count."""
        if self.replayed is None:
            return False
        a = [c.get("request_json") for c in self.original.llm_calls]
        b = [c.get("request_json") for c in self.replayed.llm_calls]
        return a == b

    def diff(self, *, include_same: bool = False, full: bool = False) -> list[DiffRow]:
        """Rows of what differs; ``full``: values whole, not cut to a line."""
        if self.replayed is None:
            return [("turn", "replay", self.original.outcome, f"failed: {self.error}")]
        rows = diff_turns(self.original, self.replayed, include_same=include_same, full=full)
        if self.mode != "turn":  # only the model calls were re-sent
            rows = [r for r in rows if r[0].startswith("model call")]
        return rows

    def to_dict(self) -> dict[str, Any]:
        return {
            "original_turn_id": self.original.id,
            "replay_turn_id": self.turn_id,
            "mode": self.mode,
            "original_outcome": self.original.outcome,
            "outcome": self.outcome,
            "changed_outcome": self.changed_outcome,
            "identical_requests": self.identical_requests,
            "error": self.error,
            "notes": self.notes,
            "changes": self.changes,
            "overrides": self.overrides,
            "seconds": round(self.seconds, 4),
            "diff": [list(r) for r in self.diff()],
        }


@dataclass
class SessionReplay:
    session_id: str
    replay_session_id: str | None
    results: list[ReplayResult] = field(default_factory=list)

    def summary(self) -> dict[str, int]:
        return {
            "turns": len(self.results),
            "changed_outcome": sum(r.changed_outcome for r in self.results),
            "changed_answer": sum(r.changed_answer for r in self.results),
            "identical_requests": sum(r.identical_requests for r in self.results),
            "errors": sum(r.error is not None for r in self.results),
        }

    def rows(self) -> list[tuple[str, str, str, str, str]]:
        """(turn, original outcome, replayed outcome, changed, error) per turn."""
        return [
            (
                r.original.id,
                r.original.outcome,
                r.outcome or f"({r.mode})",
                "yes" if r.changed_outcome else "",
                r.error or "",
            )
            for r in self.results
        ]


def replay_turn(
    turn_id: str,
    *,
    backend: str | None = None,
    model: str | None = None,
    prompts_dir: str | Path | None = None,
    critic: Any = None,
    live_tools: bool = False,
    mode: str = "auto",
    chat_model: ChatModel | None = None,
    registry: Any = None,
    log: PayloadLog | None = None,
    session_id: str | None = None,
    feed_back: bool = True,
) -> ReplayResult:
    """Replay one logged turn. ``critic``: a name, ``"logged"``, or a Critic object;
    ``chat_model``: a model object to use instead of building ``backend``/``model``;
    ``feed_back``: on a live backend, the logged answers continue the turn wherever the
    request is the logged one (off: the model's own answers drive it)."""
    log = log or get_log()
    return replay_record(
        load_turn(log, turn_id), backend=backend, model=model, prompts_dir=prompts_dir, critic=critic,
        live_tools=live_tools, mode=mode, chat_model=chat_model, registry=registry, log=log,
        session_id=session_id, feed_back=feed_back,
    )  # fmt: skip


def replay_record(
    record: TurnRecord,
    *,
    log: PayloadLog,
    backend: str | None = None,
    model: str | None = None,
    prompts_dir: str | Path | None = None,
    critic: Any = None,
    live_tools: bool = False,
    mode: str = "auto",
    chat_model: ChatModel | None = None,
    registry: Any = None,
    session_id: str | None = None,
    channel: str = "replay",
    feed_back: bool = True,
) -> ReplayResult:
    """Replay a turn record (from the log, or from a case file)."""
    overrides = {
        k: v
        for k, v in dict(
            backend=backend,
            model=model,
            prompts_dir=prompts_dir,
            critic=critic,
            live_tools=live_tools,
        ).items()
        if v
    }
    overrides = {
        k: (v if isinstance(v, str | bool) else str(getattr(v, "name", v)))
        for k, v in overrides.items()
    }
    mode, notes = _choose_mode(record, mode=mode, prompts_dir=prompts_dir)
    inner = chat_model or build_model_for(
        record, backend=backend, model=model, log=log, feed_back=feed_back
    )
    session_id = session_id or _start_replay_session(log, record, inner, overrides, channel=channel)
    started = time.perf_counter()
    if mode == "turn":
        replay_id, error, more = run_full_turn(
            record, log=log, session_id=session_id, model=inner, model_override=model,
            prompts_dir=prompts_dir, critic=critic, live_tools=live_tools, registry=registry,
        )  # fmt: skip
        notes += more
    else:
        replay_id, error = replay_requests(
            record, log=log, session_id=session_id, model=inner, model_override=model
        )
    replayed = load_turn(log, replay_id) if replay_id else None
    if error is None and replayed is not None:
        error = _new_failure(record, replayed)
    changes = changes_from_logged(
        record, backend=getattr(inner, "backend", backend), model=model, prompts_dir=prompts_dir,
        critic=critic, live_tools=live_tools, feed_back=feed_back, scripted=chat_model is not None,
        notes=notes,
    )  # fmt: skip
    return ReplayResult(
        record, replayed, mode, error, notes, overrides, time.perf_counter() - started, changes
    )


def changes_from_logged(
    record: TurnRecord,
    *,
    backend: str | None,
    model: str | None,
    prompts_dir: Any,
    critic: Any,
    live_tools: bool,
    feed_back: bool,
    scripted: bool,
    notes: list[str],
) -> list[str]:
    """What this replay does differently from the logged turn, in words (the diff's header)."""
    logged_backend = record.backend or "logged"
    out = []
    if scripted:
        out.append("the model's answers are the scripted reply given for this replay")
    elif backend not in (None, "logged", logged_backend):
        out.append(f"backend {backend} instead of the logged {logged_backend}")
    if profile_changes(record, backend) and not scripted:
        out.append(
            f"prompts sized for {backend} instead of the logged {logged_profile(record)} ones"
        )
    if model and model != record.model:
        out.append(f"model {model} instead of the logged {record.model}")
    if prompts_dir:
        out.append(f"prompts from {prompts_dir} instead of the logged {record.prompts_dir}")
    name = critic if isinstance(critic, str) or critic is None else getattr(critic, "name", "given")
    if name not in (None, "logged", record.critic):
        out.append(f"critic {name} instead of the logged {record.critic}")
    if live_tools:
        out.append("tools called again instead of their logged results")
    if not feed_back and backend in REAL_BACKENDS and backend != "scripted":
        out.append("the model's own answers drive the turn (the logged ones are not fed back)")
    gone = ("is gone", "no longer exists", "is not available")
    return out + [n for n in notes if any(g in n for g in gone)]


def _new_failure(original: TurnRecord, replayed: TurnRecord) -> str | None:
    """A model call that failed in the replay (but not in the original), or a turn that
    ended in an error it did not end in before: what a user must hear about."""
    for n, call in enumerate(replayed.llm_calls, start=1):
        before = original.llm_calls[n - 1] if n <= len(original.llm_calls) else {}
        if call.get("error_kind") and not before.get("error_kind"):
            return (
                f"the backend failed at model call {n} ({call['error_kind']}): {call.get('error')}; "
                f"the turn went on to {replayed.outcome!r}; partial results kept"
            )
    if replayed.outcome == "error" and original.outcome != "error":
        return f"the replay ended in an error: {replayed.turn.get('error')}; partial results kept"
    return None


def replay_session(the_id: str, *, log: PayloadLog | None = None, **kwargs: Any) -> SessionReplay:
    """Replay every turn of a session (or one turn) into one new replay session."""
    log = log or get_log()
    kind, turn_ids = resolve_ids(log, the_id)
    first = load_turn(log, turn_ids[0])
    out = SessionReplay(session_id=first.session_id, replay_session_id=None)
    for turn_id in turn_ids:
        try:
            result = replay_turn(turn_id, log=log, session_id=out.replay_session_id, **kwargs)
        except NotReplayable as exc:
            result = ReplayResult(load_turn(log, turn_id), None, "none", error=str(exc))
        out.replay_session_id = out.replay_session_id or (
            result.replayed.session_id if result.replayed else None
        )
        out.results.append(result)
    return out


def _choose_mode(record: TurnRecord, *, mode: str, prompts_dir: Any) -> tuple[str, list[str]]:
    if mode not in ("auto", "turn", "requests"):
        raise ReplayError(f"unknown replay mode {mode!r}: choose auto, turn or requests")
    missing = record.missing_inputs()
    if mode == "requests":
        if prompts_dir:
            raise ReplayError(
                "a prompts folder needs a full-turn replay (mode turn), not a request replay"
            )
        return "requests", []
    if missing:
        why = f"turn {record.id} was logged without {', '.join(missing)} (an older log)"
        if mode == "turn" or prompts_dir:
            raise NotReplayable(
                f"{why}; it cannot be re-run as a whole turn, only request by request (--requests)"
            )
        return "requests", [f"{why}: re-sending its logged model requests only"]
    return "turn", []


def _start_replay_session(
    log: PayloadLog, record: TurnRecord, model: Any, overrides: dict, *, channel: str
) -> str:
    return log.start_session(
        channel=channel,
        workspace=record.session.get("workspace"),
        backend=getattr(model, "backend", None),
        model=overrides.get("model") or getattr(model, "model_name", None),
        replay_of=record.session_id,
        meta={"overrides": overrides, "replay_of_turn": record.id},
    )


def replay_requests(
    record: TurnRecord, *, log: PayloadLog, session_id: str, model: Any, model_override: str | None
) -> tuple[str, str | None]:
    """Re-send each logged request (model name replaced when overridden). Returns the replay
    turn id and the error that stopped it, if any; what was replayed before is kept."""
    recorded = model if isinstance(model, RecordingModel) else RecordingModel(model, log)
    turn_id = log.start_turn(
        session_id, record.message, replay_of=record.id, meta={"mode": "requests"}
    )
    error = None
    for n, call in enumerate(record.llm_calls, start=1):
        request = ChatRequest.from_payload(call.get("request") or {})
        if model_override:
            request.model = model_override
        try:
            with context.call_scope(
                session_id=session_id, turn_id=turn_id, purpose=call.get("purpose") or "replay"
            ):
                recorded.complete(request)
        except LLMError as exc:
            error = f"the backend failed at model call {n} of {len(record.llm_calls)} ({exc.kind}): {exc}; the calls before it are kept"
            break
    log.finish_turn(turn_id, outcome="error" if error else "replayed", error=error)
    return turn_id, error
