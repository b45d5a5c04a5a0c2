"""What the pages render: escaped text, status lines, sources, highlights, diffs, reports."""

from __future__ import annotations

import re
from types import SimpleNamespace

from bot.steps import (
    KINDS,
    STEP_TYPES,
    CandidateStep,
    ConfirmStep,
    DegenerateStep,
    ErrorStep,
    EscalationStep,
    FinalStep,
    ForcedCallStep,
    ModelCallStep,
    OutputRuleStep,
    ProbeStep,
    QuotedAnswerStep,
    RegenerationStep,
    ResolveStep,
    RetrievalStep,
    RouteStep,
    ThoughtCaughtStep,
    ToolCallStep,
    VerdictStep,
)
from ui.plaintext import markdown_to_text
from ui.render import (
    ESCALATION_NOTICE,
    answer_text,
    conversation,
    live_messages,
    status_line,
    to_display,
)
from ui.staff_render import diff_html, highlight, report_tables


def test_chat_text_is_escaped_and_keeps_line_breaks():
    shown = to_display([
        {"role": "user", "content": "<script>alert(1)</script>\nsecond & line"},
        {"role": "assistant", "content": "ok", "metadata": {"title": "Sources <img src=x>"}},
    ])  # fmt: skip
    assert shown[0]["content"] == "&lt;script&gt;alert(1)&lt;/script&gt;<br>second &amp; line"
    assert shown[1]["metadata"]["title"] == "Sources &lt;img src=x&gt;"


# words a customer should never see in the live status
INTERNAL = re.compile(
    r"tool|model|draft|critic|forc|thought|severity|HIGH|LOW|verdict|regenerat|round|"
    r"get_account|list_|search_knowledge|degenerate|quoted_answer|route|\bkb\b|_",
    re.IGNORECASE,
)

TYPICAL = {  # each kind with the data the turn gives it
    "resolve": ResolveStep(question="How do refunds work for a monthly plan?", followup=True),
    "confirm": ConfirmStep(name="cancel_order", arguments={"order_id": 7781}),
    "retrieval": RetrievalStep(count=4, chunks=[]),
    "probe": ProbeStep(question="when is it due?", candidates=[], chosen="invoices"),
    "route": RouteStep(route="data", reason="names the account acme-9"),
    "model_call": ModelCallStep(purpose="actor", latency_ms=12.0),
    "tool_call": ToolCallStep(name="get_account_details", arguments={"account_id": "acme-9"},
                              error="ValidationError: account_id"),
    "thought_caught": ThoughtCaughtStep(detector="narrated_call",
                                        text="<thought>call get_account_details"),
    "forced_call": ForcedCallStep(how="reask", tool_choice="required"),
    "candidate": CandidateStep(round=1, answer="..."),
    "degenerate": DegenerateStep(draft="a a a a", degenerate=True),
    "verdict": VerdictStep(round=1, severity_level="HIGH", critic="grounding"),
    "regeneration": RegenerationStep(round=2, feedback="the draft said X"),
    "quoted_answer": QuotedAnswerStep(answer='"Codes come by email." [1]', quotes=[]),
    "escalation": EscalationStep(escalation_id=3, reason="critic kept flagging"),
    "output_rule": OutputRuleStep(rule="system_prompt"),
    "final": FinalStep(answer="x", outcome="answered"),
    "error": ErrorStep(round=2, error="LLMTimeout: read timed out", error_kind="timeout"),
}  # fmt: skip


def test_every_step_kind_has_a_status_line_in_a_customers_words():
    assert set(TYPICAL) >= set(KINDS), set(KINDS) - set(TYPICAL)
    for kind in KINDS:
        assert status_line(STEP_TYPES[kind]()).strip()
        line = status_line(TYPICAL[kind])
        assert line.strip() and not INTERNAL.search(line), (kind, line)
    assert status_line(ToolCallStep(name="get_account_details")) == (
        "Looking up get account details..."
    )
    assert status_line(ToolCallStep(name="get_account<script>")) == (
        "Looking up your data..."  # a model-chosen name is never shown
    )
    assert status_line(ToolCallStep(name="get_activity", error="boom")) == (
        "That lookup did not work; trying another way..."
    )
    assert "improving the answer" in status_line(VerdictStep(severity_level="HIGH"))
    assert "(attempt 2)" in status_line(RegenerationStep(round=2))


def test_new_and_unknown_step_kinds_render_safely():
    def odd(kind, data):  # not a step: what a newer or broken producer might hand over
        return SimpleNamespace(kind=kind, data=data)

    assert status_line(RouteStep(route="data", reason="x")) == (
        "This needs a lookup: looking it up..."
    )
    assert status_line(RouteStep(route="kb")) == "Answering from the documents..."
    assert status_line(RouteStep(route="something-new")).startswith("Working out")
    assert "exact words of our sources" in status_line(QuotedAnswerStep())
    assert "Tidying up" in status_line(DegenerateStep(degenerate=True))
    for thing in (odd("brand_new_kind", {"x": 1}), odd(None, "not a dict"), SimpleNamespace()):
        assert status_line(thing) == "Working on your question..."
    assert status_line(odd("route", {"route": "data"})) == "Working on your question..."
    assert status_line(RouteStep()).startswith("Working out")
    assert live_messages([odd("brand_new_kind", None)])[0]["content"] == (
        "Working on your question..."
    )


def test_markdown_in_sources_and_answers_reads_as_text():
    md = (
        "# Health scores\n\nA **Green** score means *healthy*. See [the guide](https://x.y/z).\n\n"
        "| Score | Meaning |\n|---|:---:|\n| **Green** | healthy |\n| `Red` | at risk |\n\n"
        "- first item\n* second item\n1. third item\n> quoted\n\n---\nsnake_case_name stays."
    )
    text = markdown_to_text(md)
    assert text.splitlines()[0] == "Health scores"
    assert "A Green score means healthy. See the guide." in text
    assert "Score: Green; Meaning: healthy." in text and "Score: Red; Meaning: at risk." in text
    assert "- first item\n- second item\n- third item\nquoted" in text
    assert "snake_case_name stays." in text
    assert not re.search(r"\*\*|\|-|---|`|\]\(|^#", text, re.MULTILINE)
    wide = "| Limit | Starter | Team |\n|---|---|---|\n| Users | up to 5 | unlimited |"
    assert markdown_to_text(wide) == "Users - Starter: up to 5; Team: unlimited."
    assert markdown_to_text("<b>html</b> stays as typed") == "<b>html</b> stays as typed"
    code = 'window.__pwned = 3"> x window.__pwned, snake_case and __strong__'
    assert markdown_to_text(code) == 'window.__pwned = 3"> x window.__pwned, snake_case and strong'


def test_an_escalated_answer_always_says_a_person_will_follow_up():
    assert (
        answer_text({"outcome": "escalated", "final_answer": "Sorry."}, live=False)
        == "Sorry.\n\n" + ESCALATION_NOTICE
    )
    said = "A person will follow up here."
    assert answer_text({"outcome": "escalated", "final_answer": said}, live=False) == said
    assert answer_text({"outcome": "pending", "final_answer": None}, live=True) is None
    assert "interrupted" in answer_text({"outcome": "pending", "final_answer": None}, live=False)


def test_conversation_shows_sources_and_tool_calls_from_the_log(payload_log):
    sid = payload_log.start_session(channel="ui")
    turn = payload_log.start_turn(sid, "How many issues did acme-9 open?")
    payload_log.record_tool_call(name="count_activities", arguments={"account_id": "acme-9"}, result={"count": 3},
                                 error=None, latency_ms=1.0, session_id=sid, turn_id=turn)  # fmt: skip
    doc = {
        "kind": "document",
        "title": "Issues",
        "text": "Issues are support tickets.",
        "meta": {"source": "a.md"},
    }
    payload_log.finish_turn(
        turn, outcome="answered", final_answer="acme-9 opened 3 issues.", meta={"sources": [doc]}
    )
    messages = conversation(payload_log, sid)
    assert [m["role"] for m in messages] == ["user", "assistant", "assistant"]
    sources = messages[2]
    assert sources["metadata"]["title"] == "Sources: 1 help-centre passage, 1 lookup of your data"
    assert "[1] Issues (a.md)" in sources["content"]
    assert "Looked up count activities (account id acme-9):\n    count: 3" in sources["content"]
    assert "count_activities" not in sources["content"]  # the mechanics stay with developers


def test_sources_read_as_text_and_a_failed_lookup_is_said_plainly(payload_log):
    sid = payload_log.start_session(channel="ui")
    turn = payload_log.start_turn(sid, "What is acme-9's health?")
    payload_log.record_tool_call(name="get_account_details", arguments={"account_id": "acme-9"},
                                 result=None, error="ValidationError: boom", latency_ms=1.0,
                                 session_id=sid, turn_id=turn)  # fmt: skip
    doc = {"kind": "document", "title": "Health scores", "meta": {"source": "health.md"},
           "text": "| Score | Meaning |\n|---|---|\n| **Green** | healthy |"}  # fmt: skip
    payload_log.finish_turn(
        turn, outcome="answered", final_answer="acme-9 is **Green**.", meta={"sources": [doc]}
    )
    answer, sources = conversation(payload_log, sid)[1:]
    assert answer["content"] == "acme-9 is Green."
    assert "    Score: Green; Meaning: healthy." in sources["content"]
    assert "Looked up get account details (account id acme-9):" in sources["content"]
    assert "did not work" in sources["content"] and "ValidationError" not in sources["content"]


def test_highlight_marks_each_flagged_sentence_and_escapes_everything():
    answer = "Plans start at $19. We send codes by <SMS>. Bye."
    out = highlight(
        answer,
        [
            ["We send codes by <SMS>.", 'the "sources" deny it', "HIGH"],
            ["Not in answer.", "x", "LOW"],
        ],
    )
    assert out == (
        'Plans start at $19. <mark class="sev-HIGH" title="the &quot;sources&quot; deny it">'
        "We send codes by &lt;SMS&gt;.</mark> Bye."
    )


def test_diff_html_puts_original_and_replayed_side_by_side():
    result = SimpleNamespace(
        original=SimpleNamespace(id="turn_1"), turn_id="turn_2", mode="turn", notes=[], error=None,
        diff=lambda full=False: [("turn", "answer", "costs $49", "costs <b>$59</b>"), ("turn", "outcome", "answered", "answered")],
        header="Changed from the logged turn: model m2 instead of the logged m1.", changes=["model"],
    )  # fmt: skip
    html = diff_html([result])
    assert html.count('<tr class="changed">') == 1
    assert "costs &lt;b&gt;$59&lt;/b&gt;" in html and "turn_1" in html and "turn_2" in html
    assert '<p class="changed-setup">Changed from the logged turn: model m2' in html


def test_report_tables_cover_scalars_nested_metrics_and_rows():
    report = {
        "kind": "hallucination", "title": "t", "created_at": "now", "images": [],
        "critic": "grounding", "f1": 0.7,
        "baselines": {"length-only": {"f1": 0.6, "n": 10}},
        "per_strategy": [{"strategy": "sentence", "pass_rate": 0.9}],
        "confusion_matrix": [[5, 1], [2, 4]],
    }  # fmt: skip
    tables = {title: (cols, rows) for title, cols, rows in report_tables(report)}
    assert tables["Summary"][1] == [["critic", "grounding"], ["f1", "0.7"]]
    assert tables["Baselines"] == (["name", "f1", "n"], [["length-only", "0.6", 10]])
    assert tables["Per strategy"] == (["strategy", "pass_rate"], [["sentence", "0.9"]])
    assert tables["Confusion matrix"] == (
        ["", "judged factual", "judged hallucinated"],
        [["actually factual", 5, 1], ["actually hallucinated", 2, 4]],
    )
