"""Replay logged turns and sessions, diff them against the original, and pin behaviour with
regression cases. Public API:

    replay_turn(turn_id, backend=None, model=None, prompts_dir=None, critic=None, live_tools=False)
    replay_session(session_or_turn_id, ...) -> SessionReplay (.summary(), .rows())
    ReplayResult.diff() -> [(step, field, original, replayed)]
    export_case(turn_id, path, facts=[...]) / run_case(path) / check_cases(folder)
    list_sessions(log, since=..., outcome=..., backend=..., model=...) / export_jsonl(log, path)
"""

from __future__ import annotations

from bot.replay.cases import (
    CaseResult,
    case_from_turn,
    check_cases,
    export_case,
    load_case,
    run_case,
)
from bot.replay.core import ReplayResult, SessionReplay, replay_record, replay_session, replay_turn
from bot.replay.query import export_jsonl, list_sessions, parse_time
from bot.replay.record import (
    NotFound,
    NotReplayable,
    ReplayError,
    TurnRecord,
    load_turn,
    resolve_ids,
)

__all__ = [
    "CaseResult",
    "NotFound",
    "NotReplayable",
    "ReplayError",
    "ReplayResult",
    "SessionReplay",
    "TurnRecord",
    "case_from_turn",
    "check_cases",
    "export_case",
    "export_jsonl",
    "list_sessions",
    "load_case",
    "load_turn",
    "parse_time",
    "replay_record",
    "replay_session",
    "replay_turn",
    "resolve_ids",
    "run_case",
]
