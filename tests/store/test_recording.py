"""Every call through the model port is recorded, failed ones too; structlog lines carry no payloads."""

from __future__ import annotations

import io
import json

import pytest

from bot.context import call_scope
from bot.llm import build_model
from bot.llm.base import ChatRequest, LLMTimeout
from bot.llm.recording import RecordingModel
from bot.llm.scripted import ScriptedModel, tool_reply


def ask(text: str) -> ChatRequest:
    return ChatRequest(messages=[{"role": "user", "content": text}], temperature=0.0)


def test_success_and_failure_rows(payload_log):
    scripted = ScriptedModel(
        ["Starter is $19.", LLMTimeout("took 60 s"), tool_reply("get_plan", {"plan": "team"})]
    )
    model = RecordingModel(scripted, payload_log)
    session = payload_log.start_session()
    with call_scope(session_id=session, turn_id="turn_1", purpose="actor"):
        first = model.complete(ask("price of Starter?"))
        with pytest.raises(LLMTimeout):
            model.complete(ask("again"))
        model.complete(ask("Team plan"))
    scripted.assert_complete()
    ok, failed, tool = payload_log.rows("llm_calls", order_by="id")
    assert json.loads(ok["request_json"]) == {
        "model": "scripted",
        "messages": [{"role": "user", "content": "price of Starter?"}],
        "temperature": 0.0,
    }
    assert json.loads(ok["response_json"]) == first.raw
    assert (ok["session_id"], ok["turn_id"], ok["purpose"], ok["backend"]) == (
        session,
        "turn_1",
        "actor",
        "scripted",
    )
    assert ok["error_kind"] is None and ok["latency_ms"] >= 0
    assert ok["completion_tokens"] == 3
    assert (failed["error_kind"], failed["response_json"]) == ("timeout", None)
    assert "took 60 s" in failed["error"]
    assert (
        json.loads(tool["response_json"])["choices"][0]["message"]["tool_calls"][0]["function"][
            "name"
        ]
        == "get_plan"
    )


def test_our_bugs_are_recorded_and_raised(payload_log):
    model = RecordingModel(ScriptedModel([KeyError("oops")]), payload_log)
    with pytest.raises(KeyError):
        model.complete(ask("x"))
    [row] = payload_log.rows("llm_calls")
    assert row["error_kind"] == "KeyError"


def test_the_wired_model_records_in_the_runners_log(data_dir):
    from bot.settings import get_settings
    from bot.store.log import get_log
    from bot.wiring import build_runner, make_model

    model = make_model(get_settings(), backend="scripted", default="hi", log=get_log())
    model.complete(ask("hello"))
    assert get_log().count("llm_calls", backend="scripted") == 1
    assert not isinstance(make_model(get_settings(), backend="scripted"), RecordingModel)
    runner = build_runner(get_settings(), model=build_model(get_settings(), "scripted"))
    assert isinstance(runner.model, RecordingModel) and runner.model.log is runner.log


def test_log_lines_carry_ids_and_timings_not_payloads(payload_log):
    from bot.logsetup import configure_logging

    stream = io.StringIO()
    configure_logging("INFO", stream=stream)
    try:
        model = RecordingModel(
            ScriptedModel(["the secret answer text", LLMTimeout("slow")]), payload_log
        )
        with call_scope(session_id="ses_1", turn_id="turn_9", purpose="chat"):
            model.complete(ask("a private question about ACME"))
            with pytest.raises(LLMTimeout):
                model.complete(ask("second private question"))
    finally:
        configure_logging()
    lines = [json.loads(line) for line in stream.getvalue().splitlines() if line.startswith("{")]
    events = {line["event"]: line for line in lines}
    assert events["llm_call"]["session_id"] == "ses_1" and events["llm_call"]["turn_id"] == "turn_9"
    assert (
        "latency_ms" in events["llm_call"] and events["llm_call_failed"]["error_kind"] == "timeout"
    )
    text = stream.getvalue()
    assert "private question" not in text and "secret answer text" not in text
