"""The staff pages' window on the rest of guardbot: the escalation queue, the payload log,
replay, the stored reports and evaluation runs.
"""

from __future__ import annotations

import datetime as dt
import json
import re
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import sqlalchemy as sa
import structlog

from bot.critic.escalation import EscalationQueue
from bot.handover import Desk
from bot.llm.scripted import ScriptedModel
from bot.prepare import prepare_data
from bot.replay import core as replay_core
from bot.replay.cases import export_case
from bot.replay.query import list_sessions
from bot.settings import ConfigError, Settings
from bot.store import schema
from bot.store.log import PayloadLog, loads
from bot.tracing import trace_url
from bot.wiring import build_runner, deployment_of
from ui.drafts import Drafter
from ui.evalruns import EvalRuns
from ui.render import turn_sources

log = structlog.get_logger("guardbot.ui")


def prepare_deployment_data(
    settings: Settings, *, say: Callable[[str], None] | None = None
) -> None:
    """The deployment's knowledge bases and tools' data (``bot.prepare.prepare_data``)."""
    prepare_data(settings, say=say or (lambda _text: None))


def default_runner_factory(settings: Settings) -> Callable[[], Any]:
    """One ``bot.turn.TurnRunner`` from the settings (the deployment's data prepared first), built on
    first use and reused."""
    lock = threading.Lock()
    holder: list[Any] = []

    def make() -> Any:
        with lock:
            if not holder:
                prepare_deployment_data(settings)
                holder.append(build_runner(settings, channel="ui"))
            return holder[0]

    return make


ReplayFn = Callable[..., Any]


class Services:
    def __init__(
        self,
        *,
        settings: Settings,
        log: PayloadLog,
        queue: Any = None,
        replay_turn: ReplayFn | None = None,
        replay_session: ReplayFn | None = None,
        eval_runs: EvalRuns | None = None,
        drafter: Drafter | None = None,
    ):
        self.settings = settings
        self.log = log
        self._queue = queue
        self._desk: Desk | None = None
        self.drafter = drafter or Drafter(settings=settings, log=log)
        self._replay_turn = replay_turn or replay_core.replay_turn
        self._replay_session = replay_session or replay_core.replay_session
        self.eval_runs = eval_runs or EvalRuns(settings=settings)

    # ------------------------------------------------------------ escalations
    @property
    def queue(self) -> Any:
        if self._queue is None:
            self._queue = EscalationQueue(self.log)
        return self._queue

    @property
    def desk(self) -> Desk:
        """The hand-over desk (staffed hours from the deployment file)."""
        if self._desk is None:
            self._desk = Desk(self.log, hours=_hours(self.settings), queue=self.queue)
        return self._desk

    def case(self, case_id: int) -> dict[str, Any]:
        """One case as its view needs it: the case, its messages, and every turn of the
        conversation with the sources the customer saw and the verdicts behind it."""
        case = self.queue.get(case_id)
        turns = [
            self._turn_view(t)
            for t in self.log.rows("turns", where={"session_id": case["session_id"]})
        ]
        for view in turns:  # a case the bot opened keeps its rounds, also when the log has none
            if view["turn"]["id"] == case.get("turn_id") and not view["verdicts"]:
                view["verdicts"] = _attempts_as_verdicts(case)
        return {"case": case, "thread": self.desk.thread.of_case(case_id), "turns": turns}

    def _turn_view(self, turn: dict[str, Any]) -> dict[str, Any]:
        docs, tools = turn_sources(self.log, turn)
        return {
            "turn": turn,
            "docs": docs,
            "tools": tools,
            "verdicts": [
                {**v, "data": loads(v["data"]) or {}}
                for v in self.log.rows("verdicts", where={"turn_id": turn["id"]})
            ],
        }

    # ------------------------------------------------------------ payload log
    def search_turns(self, text: str = "", *, limit: int = 200) -> list[dict[str, Any]]:
        """Turns, newest first, whose id, session id, message or answer contains ``text``."""
        t = schema.turns
        query = sa.select(t).order_by(t.c.created_at.desc()).limit(limit)
        text = (text or "").strip()
        if not text.startswith(("turn_", "ses_")):  # a replay's own turns only when asked by id
            query = query.where(t.c.replay_of.is_(None))
        if text:
            like = f"%{_escape_like(text)}%"
            query = query.where(
                sa.or_(
                    t.c.id.like(like, escape="\\"),
                    t.c.session_id.like(like, escape="\\"),
                    t.c.user_message.like(like, escape="\\"),
                    t.c.final_answer.like(like, escape="\\"),
                )
            )
        with self.log.engine.connect() as conn:
            return [dict(r._mapping) for r in conn.execute(query)]

    def sessions(self, *, limit: int = 100) -> list[dict[str, Any]]:
        s = schema.sessions
        with self.log.engine.connect() as conn:
            rows = conn.execute(sa.select(s).order_by(s.c.created_at.desc()).limit(limit))
            return [dict(r._mapping) for r in rows]

    def turn_detail(self, turn_id: str) -> dict[str, Any]:
        turn = self.log.get("turns", turn_id)
        if turn is None:
            raise LookupError(f"there is no turn {turn_id!r}")
        meta = loads(turn.get("meta"))
        return {
            "turn": {**turn, "meta": meta},
            "trace_url": trace_url(self.settings, meta),  # None unless a tracing UI is set
            "steps": [
                {**r, "data": loads(r["data"])}
                for r in self.log.rows("steps", where={"turn_id": turn_id}, order_by="idx")
            ],
            "llm_calls": [
                {
                    **r,
                    "request_json": loads(r["request_json"]),
                    "response_json": loads(r["response_json"]),
                }
                for r in self.log.rows("llm_calls", where={"turn_id": turn_id})
            ],
            "tool_calls": [
                {**r, "arguments": loads(r["arguments"]), "result": loads(r["result"])}
                for r in self.log.rows("tool_calls", where={"turn_id": turn_id})
            ],
            "verdicts": [
                {**r, "data": loads(r["data"])}
                for r in self.log.rows("verdicts", where={"turn_id": turn_id})
            ],
        }

    def logged_backend(self, detail: dict[str, Any]) -> tuple[str | None, str | None]:
        """(backend, model) a turn ran with: its first actor call, else any call, else its
        session's."""
        calls = detail.get("llm_calls") or []
        actor = [c for c in calls if c.get("purpose") in (None, "actor")] or calls
        if actor:
            return actor[0].get("backend"), actor[0].get("model")
        session = self.log.get("sessions", detail["turn"]["session_id"]) or {}
        return session.get("backend"), session.get("model")

    # ------------------------------------------------------------ replay
    def replay(
        self,
        the_id: str,
        *,
        whole_session: bool,
        backend: str | None,
        model: str | None,
        prompts_dir: str | None,
        scripted_reply: str | None,
        feed_back: bool = True,
    ) -> list[Any]:
        """Replay a turn (or every turn of its session); returns the ReplayResults.
        ``feed_back``: on a live backend, the logged answers continue the turn wherever the
        request is the logged one (the replay reproduces); off, the model answers afresh."""
        one, many = self._replay_turn, self._replay_session
        kwargs: dict[str, Any] = dict(
            backend=backend or None,
            model=model or None,
            prompts_dir=prompts_dir or None,
            feed_back=feed_back,
        )
        if backend == "scripted" and scripted_reply:
            kwargs["chat_model"] = ScriptedModel(
                default=scripted_reply, model_name=model or "scripted"
            )
        if prompts_dir and not Path(prompts_dir).is_dir():
            raise ValueError(f"the prompts folder {prompts_dir!r} does not exist on the server")
        if whole_session:
            turn = self.log.get("turns", the_id)
            return list(
                many(turn["session_id"] if turn else the_id, log=self.log, **kwargs).results
            )
        return [one(the_id, log=self.log, **kwargs)]

    def cases_dir(self) -> Path:
        path = self.settings.resolved_data_dir() / "cases"
        path.mkdir(parents=True, exist_ok=True)
        return path

    def export_case(self, turn_id: str, *, facts: list[str] | None = None) -> Path:
        """Freeze one turn into a regression case (``guardbot replay --check`` runs it).
        ``facts``: strings the answer must keep containing."""
        if self.log.get("turns", turn_id) is None:
            raise LookupError(f"there is no turn {turn_id!r}")
        path = self.cases_dir() / f"{_safe_name(turn_id)}.json"
        return export_case(turn_id, path, log=self.log, facts=facts or None)

    def session_list(self, *, limit: int = 50) -> list[dict[str, Any]]:
        """Recent sessions with their turn counts and outcomes (newest first); a replay's
        sessions are not real conversations and are left out."""
        return [
            s for s in list_sessions(self.log, limit=limit * 2) if s.get("channel") != "replay"
        ][:limit]

    # ------------------------------------------------------------ reports
    def reports(self) -> list[dict[str, Any]]:
        """Stored reports, newest first: name, kind, title, created_at."""
        out = []
        for path in self.settings.reports_dir().glob("*.json"):
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                continue
            if isinstance(data, dict) and "kind" in data:
                out.append(
                    {
                        "name": path.stem,
                        "kind": data.get("kind"),
                        "title": data.get("title") or path.stem,
                        "created_at": str(data.get("created_at") or ""),
                    }
                )
        return sorted(out, key=lambda r: _stamp(r["created_at"]), reverse=True)

    def report(self, name: str) -> tuple[dict[str, Any], list[Path]]:
        """One report and the paths of its images (only files inside the reports folder)."""
        folder = self.settings.reports_dir().resolve()
        path = (folder / f"{_safe_name(name)}.json").resolve()
        if path.parent != folder or not path.exists():
            raise LookupError(f"there is no report {name!r}")
        data = json.loads(path.read_text(encoding="utf-8"))
        images = []
        for image in data.get("images") or []:
            candidate = (folder / str(image)).resolve()
            if candidate.parent == folder and candidate.exists():
                images.append(candidate)
        return data, images


def _stamp(value: str) -> float:
    """A report's time (ISO text or epoch seconds) as seconds, for ordering."""
    try:
        return float(value)
    except ValueError:
        pass
    try:
        moment = dt.datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return 0.0
    return (moment if moment.tzinfo else moment.replace(tzinfo=dt.UTC)).timestamp()


def _attempts_as_verdicts(case: dict[str, Any]) -> list[dict[str, Any]]:
    out = []
    for attempt in (case.get("data") or {}).get("attempts") or []:
        verdict = attempt.get("verdict") or {}
        out.append(
            {
                "round": attempt.get("round"),
                "critic": verdict.get("critic"),
                "severity": verdict.get("severity_level"),
                "answer": attempt.get("answer"),
                "data": verdict,
            }
        )
    return out


def _hours(settings: Settings) -> Any:
    try:
        return deployment_of(settings).hours
    except ConfigError:  # a broken deployment file says so where it is loaded; no hours here
        return None


def _escape_like(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def _safe_name(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "-", name)[:200]
