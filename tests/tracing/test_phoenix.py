"""guardbot's turns in a real Arize Phoenix (its own environment, on 127.0.0.1), exported
over OTLP/HTTP by the real web app as configured by the standard OTEL_* variables: a data
turn through ``/v1/chat/completions`` and a help-centre turn through ``/api/chat``, each
continuing a caller's trace (``traceparent``), read back through Phoenix's REST API and
checked against the payload log: the span tree, the kinds, the model calls' messages and
payloads, the documents, the tool call, the verdicts; user feedback arrives as a span
annotation; the developer page links to the trace; a screenshot of it in Phoenix's UI.

Real parts: Phoenix, the FastAPI/uvicorn app, ``bot.turn.TurnRunner``, the grounding
critic with MiniLM, an embedded Chroma holding the demo help centre's billing pages, the
demo workspace's tools, SQLite. Only the model is scripted.
"""

from __future__ import annotations

import json
import shutil
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest

from bot import context
from bot.llm.scripted import ScriptedModel, tool_reply
from bot.loadtest import answer_from_documents
from bot.settings import Settings
from bot.store.log import PayloadLog
from tests.demo_deployment import HELPCENTRE, ensure_demo_workspace
from tests.tracing.phoenix_backend import Phoenix, wait_for
from tests.ui.fakes import ServerThread

pytestmark = [pytest.mark.embeddings, pytest.mark.slow]

PROJECT = "guardbot-phoenix-test"
DATA_QUESTION = "What is the health of acme-9?"
DATA_ANSWER = "Acme Retail (acme-9) has a health score of 25."
DOCS_QUESTION = "How do I cancel my subscription?"
FAX = "We also fax every invoice within one hour of a request."


def caller(trace: str, span: str) -> dict[str, str]:
    return {"traceparent": f"00-{trace}-{span}-01"}


def scripted():  # noqa: ANN201 - the scripted model's reply function
    drafts: set[str] = set()

    def reply(request: Any) -> Any:
        said = " ".join(
            str(m.get("content") or "") for m in request.messages if m["role"] == "user"
        )
        if "acme-9" in said:
            if request.messages[-1]["role"] != "tool":  # (the few-shot examples hold tool turns)
                return tool_reply("get_account_details", {"account_id": "acme-9"})
            return DATA_ANSWER
        answer, turn = answer_from_documents(request), str(context.current().turn_id)
        if turn in drafts:
            return answer
        drafts.add(turn)  # a turn's first draft claims what no page says: flagged, regenerated
        return f"{answer} {FAX}"

    return reply


@dataclass
class TracedApp:
    url: str
    log: PayloadLog
    settings: Settings
    phoenix: Phoenix
    services: Any

    def turn(self, turn_id: str) -> dict[str, Any]:
        return self.log.get("turns", turn_id) or {}

    def trace_of(self, turn_id: str) -> dict[str, str]:
        """The turn's trace ids, once the tracer has written them into its meta."""
        return wait_for(
            lambda: (json.loads(self.turn(turn_id).get("meta") or "{}")).get("trace"),
            timeout_s=60,
            what=f"the trace id in turn {turn_id}'s meta",
        )


@pytest.fixture(scope="module")
def phoenix(tmp_path_factory) -> Iterator[Phoenix]:
    server = Phoenix(tmp_path_factory.mktemp("phoenix"))
    try:
        yield server.start()
    finally:
        server.stop()


@pytest.fixture(scope="module")
def traced_app(phoenix, embedder) -> Iterator[TracedApp]:
    from bot.critic.grounding import GroundingCritic
    from bot.kb.ingest import ingest_path
    from bot.tracing.export import shutdown_pipelines
    from bot.wiring import build_runner
    from ui.app import create_app
    from ui.openai_api.catalog import kb_retriever, settings_store

    root = Path(tempfile.mkdtemp(prefix="guardbot-phoenix-"))
    settings = Settings(
        data_dir=root,
        backend="scripted",
        critic="grounding",
        max_rounds=2,
        kb_name="helpcentre",
        chunk_strategy="paragraph",
        trace_ui_url=f"{phoenix.url}/redirects/traces/{{trace_id}}",
        trace_annotations_url=phoenix.url,
    )
    log = PayloadLog(settings.db_url())
    store = settings_store(settings)
    ingest_path(HELPCENTRE / "billing", kb="helpcentre", strategy="paragraph", store=store)
    ensure_demo_workspace(settings.workspace_db_url())
    with pytest.MonkeyPatch.context() as env:  # what a deployer sets; read when the runner is built
        env.setenv("OTEL_EXPORTER_OTLP_ENDPOINT", phoenix.url)
        env.setenv("OTEL_SERVICE_NAME", PROJECT)
        env.setenv("OTEL_BSP_SCHEDULE_DELAY", "200")  # batches every 0.2 s (default 5 s)
        runner = build_runner(
            model=ScriptedModel(default=scripted()),
            critic=GroundingCritic(embedder=embedder),
            retriever=kb_retriever(store, settings, "helpcentre"),
            log=log,
            settings=settings,
            channel="ui",
        )
    assert runner.observers, "OTEL_EXPORTER_OTLP_ENDPOINT set, but no tracer"
    app = create_app(settings=settings, log=log, runner_factory=lambda: runner)
    with ServerThread(app) as server:
        yield TracedApp(server.url, log, settings, phoenix, app.state.parts.services)
    shutdown_pipelines()
    log.close()
    shutil.rmtree(root, ignore_errors=True)


def expected_spans(log: PayloadLog, turn_id: str) -> int:
    """One span per step (the final one is the turn's own), one per logged model or tool
    call (a call's step is its span)."""
    kinds = [r["kind"] for r in log.rows("steps", where={"turn_id": turn_id})]
    calls = log.count("llm_calls", turn_id=turn_id) - kinds.count("model_call")
    tools = log.count("tool_calls", turn_id=turn_id) - kinds.count("tool_call")
    return 1 + len(kinds) - kinds.count("final") + calls + tools


def read_trace(app: TracedApp, turn_id: str) -> tuple[dict[str, str], list[dict[str, Any]]]:
    ids = app.trace_of(turn_id)
    count = expected_spans(app.log, turn_id)
    spans = app.phoenix.wait_for_spans(PROJECT, ids["trace_id"], count)
    assert len(spans) == count
    return ids, sorted(spans, key=lambda s: (s["start_time"], s["name"] != "turn"))


def check_tree(spans: list[dict[str, Any]], ids: dict[str, str], trace: str, parent: str) -> Any:
    """One trace, the caller's; the turn's span is the caller's span's child; every other
    span hangs under a span of the trace. Returns the turn's span."""
    assert {s["context"]["trace_id"] for s in spans} == {trace} == {ids["trace_id"]}
    (root,) = [s for s in spans if s["parent_id"] == parent]
    assert root["name"] == "turn" and root["span_kind"] == "CHAIN"
    assert root["context"]["span_id"] == ids["span_id"]
    inside = {s["context"]["span_id"] for s in spans}
    assert all(s["parent_id"] in inside for s in spans if s is not root)
    return root


def check_root(root: dict[str, Any], turn: dict[str, Any]) -> None:
    a = root["attributes"]
    assert a["session.id"] == turn["session_id"] and a["metadata.turn_id"] == turn["id"]
    assert a["metadata.outcome"] == turn["outcome"] and a["metadata.deployment"] == "demo"
    assert a["input.value"] == turn["user_message"]
    assert a["output.value"] == turn["final_answer"]


def check_model_calls(spans: list[dict[str, Any]], log: PayloadLog, turn_id: str) -> None:
    rows = log.rows("llm_calls", where={"turn_id": turn_id})
    llms = [s for s in spans if s["span_kind"] == "LLM"]
    assert len(llms) == len(rows) > 0
    for span, row in zip(llms, rows, strict=True):
        a, request = span["attributes"], json.loads(row["request_json"])
        assert json.loads(a["input.value"]) == request
        assert json.loads(a["output.value"]) == json.loads(row["response_json"])
        for i, message in enumerate(request["messages"]):
            assert a[f"llm.input_messages.{i}.message.role"] == message["role"]
            if isinstance(message.get("content"), str) and message["content"]:
                assert a[f"llm.input_messages.{i}.message.content"] == message["content"]
        reply = json.loads(row["response_json"])["choices"][0]["message"]
        if reply.get("content"):
            assert a["llm.output_messages.0.message.content"] == reply["content"]
        assert a["metadata.purpose"] == row["purpose"]


def check_verdicts(spans: list[dict[str, Any]], log: PayloadLog, turn_id: str) -> None:
    rows = log.rows("verdicts", where={"turn_id": turn_id})
    guards = [s for s in spans if s["span_kind"] == "GUARDRAIL" and s["name"].startswith("verdict")]
    assert len(guards) == len(rows) > 0
    for span, row in zip(guards, rows, strict=True):
        shown = json.loads(span["attributes"]["output.value"])
        logged = json.loads(row["data"])
        assert shown["severity_level"] == row["severity"]
        assert [
            [p["sentence"], p["reason"], p["severity"]] for p in shown["problematic_sentences"]
        ] == [list(p[:3]) for p in logged["problematic_sentences"]]


def test_a_data_turn_through_v1_is_a_trace_in_phoenix_that_matches_the_log(traced_app):
    trace, span = "4bf92f3577b34da6a3ce929d0e0e4736", "00f067aa0ba902b7"
    response = httpx.post(
        f"{traced_app.url}/v1/chat/completions",
        json={"model": "guardbot", "messages": [{"role": "user", "content": DATA_QUESTION}]},
        headers={**caller(trace, span), "Authorization": "Bearer anything-on-loopback"},
        timeout=120,
    )
    assert response.status_code == 200, response.text
    turn_id = response.json()["guardbot"]["turn_id"]
    ids, spans = read_trace(traced_app, turn_id)
    turn = traced_app.turn(turn_id)
    check_root(check_tree(spans, ids, trace, span), turn)
    assert turn["outcome"] == "answered"
    assert {s["span_kind"] for s in spans} >= {"CHAIN", "RETRIEVER", "LLM", "TOOL", "GUARDRAIL"}
    check_model_calls(spans, traced_app.log, turn_id)
    check_verdicts(spans, traced_app.log, turn_id)
    (tool,) = [s for s in spans if s["span_kind"] == "TOOL"]
    (row,) = traced_app.log.rows("tool_calls", where={"turn_id": turn_id})
    assert tool["attributes"]["tool.name"] == row["name"] == "get_account_details"
    assert json.loads(tool["attributes"]["input.value"]) == json.loads(row["arguments"])
    assert json.loads(tool["attributes"]["output.value"]) == json.loads(row["result"])


def test_a_help_centre_turn_through_api_chat_shows_its_documents_and_the_flagged_draft(
    traced_app,
):
    trace, span = "0af7651916cd43dd8448eb211c80319c", "a3ce929d0e0e4736"
    with httpx.Client(base_url=traced_app.url, timeout=120) as client:
        client.get("/healthz")  # the chat session's cookie
        response = client.post(
            "/api/chat", json={"message": DOCS_QUESTION}, headers=caller(trace, span)
        )
    assert response.status_code == 200, response.text
    turn_id = response.json()["turn_id"]
    ids, spans = read_trace(traced_app, turn_id)
    turn = traced_app.turn(turn_id)
    check_root(check_tree(spans, ids, trace, span), turn)
    check_model_calls(spans, traced_app.log, turn_id)
    check_verdicts(spans, traced_app.log, turn_id)
    (retrieval,) = [s for s in spans if s["span_kind"] == "RETRIEVER"]
    steps = traced_app.log.rows("steps", where={"turn_id": turn_id, "kind": "retrieval"})
    chunks = json.loads(steps[0]["data"])["chunks"]
    a = retrieval["attributes"]
    assert chunks and a["input.value"] == DOCS_QUESTION
    for i, chunk in enumerate(chunks):
        assert a[f"retrieval.documents.{i}.document.id"] == chunk["id"]
        assert a[f"retrieval.documents.{i}.document.score"] == pytest.approx(chunk["score"])
        assert a[f"retrieval.documents.{i}.document.content"] == chunk["text"]
    verdicts = [
        json.loads(s["attributes"]["output.value"])
        for s in spans
        if s["span_kind"] == "GUARDRAIL" and s["name"].startswith("verdict")
    ]
    flagged = [p["sentence"] for v in verdicts for p in v["problematic_sentences"]]
    assert FAX in flagged and verdicts[0]["severity_level"] == "HIGH"
    assert any(s["name"] == "regeneration" for s in spans)


def test_feedback_and_a_support_label_are_span_annotations_and_the_page_links_the_trace(
    traced_app,
):
    from bot.critic.escalation import EscalationQueue

    with httpx.Client(base_url=traced_app.url, timeout=120) as client:
        client.get("/healthz")
        answered = client.post("/api/chat", json={"message": DATA_QUESTION}).json()
    turn = traced_app.turn(answered["turn_id"])
    ids = traced_app.trace_of(turn["id"])
    traced_app.log.record_feedback(turn["session_id"], turn["id"], -1, "the plan is wrong")
    queue = EscalationQueue(traced_app.log)
    case = queue.create(session_id=turn["session_id"], turn_id=turn["id"], question=DATA_QUESTION)
    queue.resolve(case, "false_alarm", "the answer was right")

    def both() -> dict[str, Any] | None:
        notes = traced_app.phoenix.annotations(PROJECT, ids["span_id"])
        named = {n["name"]: n for n in notes}
        return named if len(named) == 2 else None

    named = wait_for(both, timeout_s=120, what="two annotations on the turn's span in Phoenix")
    feedback, label = named["user feedback"], named["support resolution"]
    assert feedback["annotator_kind"] == label["annotator_kind"] == "HUMAN"
    assert feedback["result"] == {
        "label": "thumbs_down",
        "score": 0.0,
        "explanation": "the plan is wrong",
    }
    assert label["result"]["label"] == "false_alarm"
    assert label["result"]["explanation"] == "the answer was right"
    detail = traced_app.services.turn_detail(turn["id"])
    link = f"{traced_app.phoenix.url}/redirects/traces/{ids['trace_id']}"
    assert detail["trace_url"] == link
    from ui.staff_render import turn_html

    assert f'href="{link}"' in turn_html(detail)


@pytest.mark.browser
def test_a_screenshot_of_the_trace_in_phoenix(traced_app, output_dir):
    chromium = Path("/usr/bin/chromium")
    if not chromium.exists():
        pytest.skip("Debian's chromium is not installed at /usr/bin/chromium")
    from playwright.sync_api import sync_playwright

    with httpx.Client(base_url=traced_app.url, timeout=120) as client:
        client.get("/healthz")
        turn_id = client.post("/api/chat", json={"message": DOCS_QUESTION}).json()["turn_id"]
    ids, spans = read_trace(traced_app, turn_id)
    flagged = next(
        s
        for s in spans
        if FAX in s["attributes"].get("output.value", "") and s["span_kind"] == "GUARDRAIL"
    )
    with sync_playwright() as pw:
        browser = pw.chromium.launch(
            executable_path=str(chromium),
            headless=True,
            args=["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync"],
        )  # fmt: skip
        page = browser.new_page(viewport={"width": 1600, "height": 1000})
        page.goto(traced_app.services.turn_detail(turn_id)["trace_url"])
        page.wait_for_url(f"**/traces/{ids['trace_id']}**", timeout=60_000)
        page.get_by_text("regeneration").first.wait_for(timeout=60_000)
        page.get_by_text(DOCS_QUESTION).first.wait_for(timeout=60_000)
        page.screenshot(path=str(output_dir / "phoenix-trace.png"))
        page.goto(f"{traced_app.phoenix.url}/redirects/spans/{flagged['context']['span_id']}")
        page.get_by_text(FAX).first.wait_for(timeout=60_000)  # the flagged draft, judged
        page.screenshot(path=str(output_dir / "phoenix-verdict.png"))
        browser.close()
    assert (output_dir / "phoenix-trace.png").stat().st_size > 10_000
