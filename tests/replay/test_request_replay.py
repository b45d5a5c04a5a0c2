"""Request-level replay: the logged requests re-sent byte-for-byte, overrides, failures, old logs."""

from __future__ import annotations

import pytest
import sqlalchemy as sa

from bot.llm.base import LLMServerError
from bot.llm.scripted import ScriptedModel
from bot.replay import NotFound, NotReplayable, load_turn, replay_turn
from bot.store import schema
from bot.store.log import PayloadLog
from bot.store.migrations import LATEST, migrate
from tests.replay.helpers import log_request_turn


def test_scripted_turn_replays_to_identical_requests(payload_log):
    turn_id = log_request_turn(payload_log)
    original = load_turn(payload_log, turn_id)
    model = ScriptedModel(["x", "y"])
    result = replay_turn(turn_id, mode="requests", chat_model=model, log=payload_log)
    assert result.error is None
    assert [c["request_json"] for c in result.replayed.llm_calls] == [
        c["request_json"] for c in original.llm_calls
    ]
    assert result.identical_requests
    # what the model received is exactly the logged body
    assert [r.to_payload() for r in model.requests] == [c["request"] for c in original.llm_calls]
    # the replay is logged, linked to the original
    assert result.replayed.turn["replay_of"] == turn_id
    session = payload_log.get("sessions", result.replayed.session_id)
    assert session["replay_of"] == original.session_id and session["channel"] == "replay"


def test_logged_backend_gives_back_the_logged_responses(payload_log):
    turn_id = log_request_turn(payload_log)
    result = replay_turn(
        turn_id, mode="requests", log=payload_log
    )  # scripted turn -> answers from the log
    assert result.replayed.llm_calls[0]["backend"] == "logged"
    assert result.diff() == []
    contents = [
        (c["response"] or {}).get("choices", [{}])[0]["message"]["content"]
        for c in result.replayed.llm_calls
    ]
    assert contents[-1] == "The Team plan costs $49 per user per month."


def test_model_override_changes_the_request_and_the_diff_shows_it(payload_log):
    turn_id = log_request_turn(payload_log)
    other = ScriptedModel(["I think about $50.", "Roughly $50."], model_name="other-model")
    result = replay_turn(
        turn_id, mode="requests", model="other-model", chat_model=other, log=payload_log
    )
    assert not result.identical_requests
    rows = result.diff()
    assert ("model call 1 (actor)", "request.model", "scripted", "other-model") in rows
    assert (
        "model call 2 (actor)",
        "content",
        "The Team plan costs $49 per user per month.",
        "Roughly $50.",
    ) in rows
    assert any(r[1] == "tool_calls" and r[3] == "(none)" for r in rows)
    assert all(r.model == "other-model" for r in other.requests)


def test_backend_failing_mid_replay_keeps_the_calls_before(payload_log):
    turn_id = log_request_turn(payload_log)
    failing = ScriptedModel(["first", LLMServerError("502 bad gateway")])
    result = replay_turn(turn_id, mode="requests", chat_model=failing, log=payload_log)
    assert "model call 2 of 2" in result.error and "502 bad gateway" in result.error
    assert result.replayed.outcome == "error"
    assert [c["error_kind"] for c in result.replayed.llm_calls] == [None, "server_error"]
    assert result.replayed.llm_calls[0]["response"] is not None


def test_unknown_id_is_a_clear_error(payload_log):
    with pytest.raises(NotFound, match="no turn 'turn_nope'.*sessions list"):
        replay_turn("turn_nope", log=payload_log)


def test_turn_logged_without_inputs_replays_requests_only(payload_log):
    turn_id = log_request_turn(payload_log, with_inputs=False)
    result = replay_turn(turn_id, log=payload_log)
    assert result.mode == "requests"
    assert any("logged without history, retrieved" in n for n in result.notes)
    with pytest.raises(NotReplayable, match="older log"):
        replay_turn(turn_id, prompts_dir="prompts", log=payload_log)


def test_log_from_an_older_schema_is_migrated_and_replayed(tmp_path):
    url = f"sqlite:///{tmp_path / 'old.db'}"
    engine = sa.create_engine(url)
    migrate(engine, target=1)
    with engine.begin() as conn:
        conn.execute(
            sa.text("INSERT INTO sessions (id, created_at, channel) VALUES ('ses_old', 1.0, 'cli')")
        )
        conn.execute(
            sa.text(
                "INSERT INTO turns (id, session_id, idx, created_at, user_message, outcome) VALUES ('turn_old', 'ses_old', 0, 1.0, 'hi', 'answered')"
            )
        )
        body = '{"model": "scripted", "messages": [{"role": "user", "content": "hi"}]}'
        conn.execute(
            sa.text(
                "INSERT INTO llm_calls (session_id, turn_id, purpose, backend, model, request_json, created_at) VALUES ('ses_old', 'turn_old', 'actor', 'scripted', 'scripted', :b, 1.0)"
            ),
            {"b": body},
        )
    engine.dispose()
    log = PayloadLog(url)
    with log.engine.connect() as conn:
        assert (
            conn.execute(sa.select(sa.func.max(schema.schema_migrations.c.version))).scalar()
            == LATEST
        )
    model = ScriptedModel(["hello"])
    result = replay_turn("turn_old", chat_model=model, log=log)
    assert result.mode == "requests" and result.identical_requests
    assert model.requests[0].to_payload() == {
        "model": "scripted",
        "messages": [{"role": "user", "content": "hi"}],
    }
    log.close()
