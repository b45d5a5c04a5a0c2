"""Regression cases: a logged turn frozen into a JSON file that can be run again and checked.

A case holds the turn's inputs (message, history, retrieved chunks), its tool results, its
model calls (so it replays with no network) and verdicts, and what to expect: the outcome,
facts the answer must contain, strings it must not contain. ``run_case`` replays it through
the whole turn (with any override: backend, model, prompts, critic) and fails on a changed
outcome or a missing fact. ``guardbot replay --check cases/`` and the pytest plugin run them.
"""

from __future__ import annotations

import json
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.replay.core import ReplayResult, replay_record
from bot.replay.record import NotReplayable, ReplayError, TurnRecord, load_turn
from bot.settings import PROJECT_ROOT
from bot.store.log import PayloadLog, dumps, get_log

FORMAT = "guardbot-case/1"
_TURN_KEYS = (
    "id",
    "session_id",
    "idx",
    "created_at",
    "user_message",
    "final_answer",
    "outcome",
    "error",
    "meta",
)
_CALL_KEYS = ("purpose", "backend", "model", "request", "response", "error_kind", "error")
_TOOL_KEYS = ("call_id", "name", "arguments", "result", "error", "forced")
_VERDICT_KEYS = ("round", "critic", "severity", "unparseable", "answer", "data")


class CaseError(ReplayError):
    """A case file cannot be read; the message names the file and what is wrong."""


def case_from_turn(
    record: TurnRecord,
    *,
    name: str | None = None,
    facts: list[str] | None = None,
    absent: list[str] | None = None,
    outcome: str | None = None,
) -> dict[str, Any]:
    """A case (JSON-ready dict) from a logged turn; the expected outcome defaults to the logged one."""
    missing = record.missing_inputs()
    if missing:
        raise NotReplayable(
            f"turn {record.id} was logged without {', '.join(missing)}; it cannot become a case"
        )
    answer = record.answer or ""
    lost = [f for f in facts or [] if f.lower() not in answer.lower()]
    if lost:
        raise ReplayError(
            f"the logged answer does not contain the expected fact(s) {lost}; check the spelling"
        )
    turn = {k: record.turn.get(k) for k in _TURN_KEYS}
    turn["meta"] = portable_meta(record.meta)
    return {
        "format": FORMAT,
        "name": name or f"turn {record.id}",
        "recorded_from": {
            "turn_id": record.id,
            "session_id": record.session_id,
            "backend": record.backend,
            "model": record.model,
        },
        "expect": {
            "outcome": outcome or record.outcome,
            "facts": list(facts or []),
            "absent": list(absent or []),
        },
        "turn": turn,
        "steps": record.steps,
        "llm_calls": [{k: c.get(k) for k in _CALL_KEYS} for c in record.llm_calls],
        "tool_calls": [{k: c.get(k) for k in _TOOL_KEYS} for c in record.tool_calls],
        "verdicts": [{k: v.get(k) for k in _VERDICT_KEYS} for v in record.verdicts],
    }


def portable_meta(meta: dict[str, Any]) -> dict[str, Any]:
    """The turn meta with a prompts folder and a deployment file inside the project written
    relative to it."""
    meta = dict(meta)
    for key in ("prompts_dir", "deployment_file"):
        if meta.get(key):
            try:
                meta[key] = str(Path(meta[key]).resolve().relative_to(PROJECT_ROOT))
            except ValueError:
                pass
    return meta


def export_case(
    turn_id: str,
    path: str | Path,
    *,
    log: PayloadLog | None = None,
    check_first: bool = True,
    **expect: Any,
) -> Path:
    """Freeze a logged turn into a case file. It is run first (``check_first``), and a case
    that would fail its check is refused with the reason; nothing is written then."""
    case = case_from_turn(load_turn(log or get_log(), turn_id), **expect)
    if check_first:
        failures = trial_run(case)
        if failures:
            raise CaseError(
                f"the case would fail its check: {'; '.join(failures)}; it was not written"
            )
    path = Path(path)
    if path.is_dir() or not path.suffix:
        path = path / f"{turn_id}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(case, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return path


def trial_run(case: dict[str, Any]) -> list[str]:
    """Why the case would fail ``guardbot replay --check`` now ([] when it passes), replayed
    into a scratch log so that the trial leaves no trace."""
    with tempfile.TemporaryDirectory(prefix="guardbot-case-") as folder:
        scratch = PayloadLog(f"sqlite:///{folder}/trial.db")
        try:
            result = replay_record(record_from_case(case), log=scratch, mode="turn", channel="case")
            return check(case, result)
        except ReplayError as exc:
            return [str(exc)]
        finally:
            scratch.close()


def load_case(path: str | Path) -> dict[str, Any]:
    path = Path(path)
    try:
        case = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise CaseError(f"{path}: not a readable JSON case file ({exc})") from exc
    if not isinstance(case, dict) or case.get("format") != FORMAT:
        raise CaseError(f'{path}: not a guardbot case (expected "format": "{FORMAT}")')
    for key in ("turn", "expect", "llm_calls"):
        if key not in case:
            raise CaseError(f"{path}: the case has no {key!r}")
    if not isinstance(case["turn"], dict) or "user_message" not in case["turn"]:
        raise CaseError(f"{path}: the case's turn has no user_message")
    return case


def record_from_case(case: dict[str, Any]) -> TurnRecord:
    """The case as a turn record (the 'original' a replay is compared with)."""
    calls = []
    for call in case.get("llm_calls") or []:
        calls.append(
            {
                **call,
                "request_json": dumps(call.get("request")),
                "response_json": dumps(call.get("response")),
            }
        )
    turn = dict(case["turn"])
    turn.setdefault("id", case.get("recorded_from", {}).get("turn_id") or "case")
    turn.setdefault("session_id", case.get("recorded_from", {}).get("session_id") or "case")
    return TurnRecord(
        turn=turn,
        session={"id": turn["session_id"], "backend": case.get("recorded_from", {}).get("backend")},
        steps=list(case.get("steps") or []),
        llm_calls=calls,
        tool_calls=list(case.get("tool_calls") or []),
        verdicts=list(case.get("verdicts") or []),
    )


@dataclass
class CaseResult:
    name: str
    path: str
    expected: str
    replay: ReplayResult | None
    failures: list[str] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        return not self.failures

    @property
    def outcome(self) -> str | None:
        return self.replay.outcome if self.replay else None


def check(case: dict[str, Any], result: ReplayResult) -> list[str]:
    """Why a replay does not meet the case's expectations ([] when it does)."""
    expect = case.get("expect") or {}
    failures = []
    if result.error:
        failures.append(f"replay failed: {result.error}")
    want = expect.get("outcome")
    if want and result.outcome != want:
        failures.append(f"outcome changed: expected {want}, got {result.outcome}")
    answer = (result.replayed.answer if result.replayed else None) or ""
    for fact in expect.get("facts") or []:
        if fact.lower() not in answer.lower():
            failures.append(f"expected fact missing from the answer: {fact!r}")
    for text in expect.get("absent") or []:
        if text.lower() in answer.lower():
            failures.append(f"the answer contains {text!r}, which the case forbids")
    return failures


def run_case(path: str | Path, *, log: PayloadLog | None = None, **overrides: Any) -> CaseResult:
    """Replay one case file through the whole turn and check it (overrides as for replay)."""
    try:
        case = load_case(path)
    except CaseError as exc:
        return CaseResult(Path(path).stem, str(path), "?", None, [str(exc)])
    name = case.get("name") or Path(path).stem
    expected = (case.get("expect") or {}).get("outcome") or "?"
    try:
        result = replay_record(
            record_from_case(case), log=log or get_log(), mode="turn", channel="case", **overrides
        )
    except ReplayError as exc:
        return CaseResult(name, str(path), expected, None, [str(exc)])
    return CaseResult(name, str(path), expected, result, check(case, result))


def case_paths(target: str | Path) -> list[Path]:
    target = Path(target)
    if target.is_file():
        return [target]
    if not target.is_dir():
        raise CaseError(f"{target}: no such case file or folder")
    return sorted(p for p in target.rglob("*.json") if p.is_file())


def check_cases(
    target: str | Path, *, log: PayloadLog | None = None, **overrides: Any
) -> list[CaseResult]:
    paths = case_paths(target)
    if not paths:
        raise CaseError(f"{target}: no case files (*.json) found")
    return [run_case(p, log=log, **overrides) for p in paths]
