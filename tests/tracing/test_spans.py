"""A turn run by the real TurnRunner (scripted model, demo workspace) and traced by the real
pipeline, whose exporter keeps the spans in memory: the tree, the span kinds, the payloads
from the log, content kept out on request, secrets redacted as in the log, a caller's trace
continued, sampling, and a step kind the tracer has never heard of."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import ClassVar

import pytest

from bot import context
from bot.llm.scripted import ScriptedModel, tool_reply
from bot.steps import STEP_TYPES, Step
from bot.store.log import PayloadLog
from bot.store.redact import REDACTED, Redactor
from bot.tracing.plan import TurnRecord, plan_turn
from bot.wiring import build_runner
from tests.agent.conftest import PRICING, FixedRetriever, HighCritic, PassCritic
from tests.tracing.conftest import GOOD, attrs, children, kind_of, root_of

QUESTION = "What is the health of acme-9?"
CALLER_TRACE = "0af7651916cd43dd8448eb211c80319c"
CALLER_SPAN = "b7ad6b7169203331"


def data_turn() -> list:
    return [tool_reply("get_account_details", {"account_id": "acme-9"}), GOOD]


def run_traced(make_runner, tracer, replies, **kwargs):
    runner = make_runner(replies, observers=[tracer.tracer], **kwargs)
    session = runner.log.start_session()
    return runner.run_to_end(session, QUESTION)


def test_a_data_turn_is_one_trace_whose_spans_hold_the_logged_payloads(
    make_runner, memory_tracer, payload_log
):
    tracer = memory_tracer()
    result = run_traced(make_runner, tracer, data_turn())
    spans = tracer.spans()
    root = root_of(spans)
    assert root.name == "turn" and kind_of(root) == "CHAIN"
    assert attrs(root)["session.id"] == payload_log.get("turns", result.turn_id)["session_id"]
    facts = json.loads(attrs(root)["metadata"])
    assert facts["turn_id"] == result.turn_id and facts["outcome"] == "answered"
    assert facts["deployment"] == "demo"
    assert attrs(root)["input.value"] == QUESTION and attrs(root)["output.value"] == GOOD
    assert [(s.name, kind_of(s)) for s in children(spans, root)] == [
        ("resolve", "CHAIN"),
        ("retrieval", "RETRIEVER"),
        ("route", "CHAIN"),
        ("llm actor", "LLM"),
        ("tool get_account_details", "TOOL"),
        ("llm actor", "LLM"),
        ("candidate", "CHAIN"),
        ("verdict pass", "GUARDRAIL"),
    ]
    # the trace and the turn point at each other
    meta = json.loads(payload_log.get("turns", result.turn_id)["meta"])
    assert meta["trace"] == {
        "trace_id": f"{root.context.trace_id:032x}",
        "span_id": f"{root.context.span_id:016x}",
    }
    assert all(s.context.trace_id == root.context.trace_id for s in spans)


def test_model_and_tool_spans_carry_the_payload_logs_rows(make_runner, memory_tracer, payload_log):
    tracer = memory_tracer()
    result = run_traced(make_runner, tracer, data_turn())
    spans = tracer.spans()
    rows = payload_log.rows("llm_calls", where={"turn_id": result.turn_id})
    llms = sorted((s for s in spans if kind_of(s) == "LLM"), key=lambda s: s.start_time or 0)
    assert len(llms) == len(rows) == 2
    for span, row in zip(llms, rows, strict=True):
        a = attrs(span)
        request, response = json.loads(row["request_json"]), json.loads(row["response_json"])
        assert a["input.value"] == row["request_json"] and a["output.value"] == row["response_json"]
        for i, message in enumerate(request["messages"]):
            assert a[f"llm.input_messages.{i}.message.role"] == message["role"]
            if isinstance(message.get("content"), str):
                assert a[f"llm.input_messages.{i}.message.content"] == message["content"]
        assert len([k for k in a if k.startswith("llm.tools.")]) == len(request["tools"])
        assert a["llm.model_name"] == "scripted"
        assert a["llm.token_count.completion"] == response["usage"]["completion_tokens"]
        assert span.end_time - span.start_time == pytest.approx(row["latency_ms"] * 1e6, rel=0.01)
    first = attrs(llms[0])
    assert first["llm.output_messages.0.message.tool_calls.0.tool_call.function.name"] == (
        "get_account_details"
    )
    tool_row = payload_log.rows("tool_calls", where={"turn_id": result.turn_id})[0]
    (tool,) = [s for s in spans if kind_of(s) == "TOOL"]
    assert attrs(tool)["tool.name"] == "get_account_details"
    assert json.loads(attrs(tool)["input.value"]) == json.loads(tool_row["arguments"])
    assert json.loads(attrs(tool)["output.value"]) == json.loads(tool_row["result"])
    (retrieval,) = [s for s in spans if kind_of(s) == "RETRIEVER"]
    docs = attrs(retrieval)
    assert docs["retrieval.documents.0.document.id"] == PRICING.id
    assert docs["retrieval.documents.0.document.score"] == pytest.approx(PRICING.score)
    assert docs["retrieval.documents.0.document.content"] == PRICING.text


def test_regeneration_rounds_hold_their_calls_and_verdicts_name_the_flagged_sentences(
    make_runner, memory_tracer, payload_log
):
    tracer = memory_tracer()
    bad = "Acme Retail (acme-9) has a health score of 25 and growing fast."
    call = tool_reply("get_account_details", {"account_id": "acme-9"})
    result = run_traced(make_runner, tracer, [call, bad, call, GOOD], critic=HighCritic("fast"))
    assert result.outcome == "regenerated"
    spans = tracer.spans()
    root = root_of(spans)
    (regeneration,) = [s for s in children(spans, root) if s.name == "regeneration"]
    assert [kind_of(s) for s in children(spans, regeneration)] == [
        "LLM",
        "TOOL",
        "LLM",
        "CHAIN",
        "GUARDRAIL",
    ]
    first_verdict = next(s for s in children(spans, root) if kind_of(s) == "GUARDRAIL")
    verdict = json.loads(attrs(first_verdict)["output.value"])
    assert verdict["severity_level"] == "HIGH" and verdict["flagged"] == 1
    assert verdict["problematic_sentences"] == [
        {"sentence": bad, "reason": "not in the sources", "severity": "HIGH"}
    ]
    assert attrs(first_verdict)["input.value"] == bad  # the draft it judged
    logged = payload_log.rows("verdicts", where={"turn_id": result.turn_id})
    assert [r["severity"] for r in logged] == ["HIGH", "NONE"]


def test_content_off_keeps_every_text_out_and_ids_timings_and_verdicts_in(
    make_runner, memory_tracer
):
    tracer = memory_tracer(content=False)
    run_traced(make_runner, tracer, data_turn())
    spans = tracer.spans()
    values = " ".join(str(v) for s in spans for v in attrs(s).values())
    for text in (QUESTION, GOOD, PRICING.text, "Acme Retail", "You are guardbot"):
        assert text not in values
    root = root_of(spans)
    assert json.loads(attrs(root)["metadata"])["outcome"] == "answered"
    (retrieval,) = [s for s in spans if kind_of(s) == "RETRIEVER"]
    assert attrs(retrieval)["retrieval.documents.0.document.id"] == PRICING.id
    llm = next(s for s in spans if kind_of(s) == "LLM")
    assert attrs(llm)["llm.input_messages.0.message.role"] == "system"
    (verdict,) = [s for s in spans if kind_of(s) == "GUARDRAIL"]
    assert json.loads(attrs(verdict)["output.value"]) == {"severity_level": "NONE", "flagged": 0}


def test_secrets_are_redacted_in_spans_as_in_the_log(memory_tracer, settings, catalog, registry):
    log = PayloadLog(settings.db_url(), redactor=Redactor(patterns=[r"Acme Retail"]))
    tracer = memory_tracer(log=log)
    runner = build_runner(
        model=ScriptedModel(data_turn()),
        critic=PassCritic(),
        retriever=FixedRetriever([PRICING]),
        log=log,
        catalog=catalog,
        registry=registry,
        observers=[tracer.tracer],
    )
    result = runner.run_to_end(log.start_session(), QUESTION)
    assert "Acme Retail" in result.answer  # what the user sees is not the log's business
    values = " ".join(str(v) for s in tracer.spans() for v in attrs(s).values())
    assert "Acme Retail" not in values and REDACTED in values
    log.close()


def test_a_callers_traceparent_makes_the_turn_a_child_of_its_span(make_runner, memory_tracer):
    tracer = memory_tracer()
    with context.trace_scope({"traceparent": f"00-{CALLER_TRACE}-{CALLER_SPAN}-01"}):
        run_traced(make_runner, tracer, data_turn())
    spans = tracer.spans()
    root = next(s for s in spans if s.name == "turn")
    assert root.parent is not None and root.parent.is_remote
    assert f"{root.parent.span_id:016x}" == CALLER_SPAN
    assert {f"{s.context.trace_id:032x}" for s in spans} == {CALLER_TRACE}


def test_a_sampled_out_turn_sends_nothing_and_is_answered_and_logged(
    make_runner, memory_tracer, payload_log
):
    tracer = memory_tracer(sampler="always_off")
    result = run_traced(make_runner, tracer, data_turn())
    assert result.outcome == "answered" and tracer.spans() == []
    assert "trace" not in json.loads(payload_log.get("turns", result.turn_id)["meta"])
    # a caller that did not sample its trace is followed (parent based, the default)
    parent_based = memory_tracer()
    with context.trace_scope({"traceparent": f"00-{CALLER_TRACE}-{CALLER_SPAN}-00"}):
        run_traced(make_runner, parent_based, data_turn())
    assert parent_based.spans() == []


@dataclass(kw_only=True)
class WeatherStep(Step):
    """A step kind written after the tracer (as a new guard would add one)."""

    kind: ClassVar[str] = "weather"
    forecast: str = ""
    chance: float = 0.0


def test_a_step_kind_the_tracer_has_never_heard_of_is_a_chain_span(monkeypatch):
    monkeypatch.setitem(STEP_TYPES, "weather", WeatherStep)
    step = WeatherStep(ts=100.5, forecast="sunny spells", chance=0.3)
    turn = {"id": "turn_x", "session_id": "ses_x", "created_at": 100.0, "finished_at": 101.0}
    record = TurnRecord(turn={**turn, "meta": {}}, steps=[step], llm_calls=[], tool_calls=[])
    root, weather = plan_turn(record)
    assert (weather.name, weather.kind.value, weather.parent) == ("weather", "CHAIN", 0)
    assert (weather.start, weather.end) == (100.0, 100.5)  # from the step before it
    assert json.loads(weather.attributes["output.value"]) == {
        "forecast": "sunny spells",
        "chance": 0.3,
    }
    _, hidden = plan_turn(record, content=False)
    assert "output.value" not in hidden.attributes
    assert json.loads(hidden.attributes["metadata"]) == {"chance": 0.3}
