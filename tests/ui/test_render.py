"""What the pages render: escaped text, status lines, sources, highlights, diffs, reports."""

from __future__ import annotations

from types import SimpleNamespace

from bot.steps import KINDS, Step
from ui.render import ESCALATION_NOTICE, answer_text, conversation, status_line, to_display
from ui.staff_render import diff_html, highlight, report_tables


def test_chat_text_is_escaped_and_keeps_line_breaks():
    shown = to_display([
        {"role": "user", "content": "<script>alert(1)</script>\nsecond & line"},
        {"role": "assistant", "content": "ok", "metadata": {"title": "Sources <img src=x>"}},
    ])  # fmt: skip
    assert shown[0]["content"] == "&lt;script&gt;alert(1)&lt;/script&gt;<br>second &amp; line"
    assert shown[1]["metadata"]["title"] == "Sources &lt;img src=x&gt;"


def test_every_step_kind_has_a_status_line_and_model_names_are_tamed():
    for kind in KINDS:
        assert status_line(Step(kind, {})).strip()
    assert (
        status_line(Step("tool_call", {"name": "get_account<script>"}))
        == "Calling the tool get_accountscript..."
    )
    assert (
        status_line(Step("verdict", {"severity_level": "HIGH"}))
        == "The check found unsupported claims."
    )
    assert "Rewriting the answer (round 2)" in status_line(Step("regeneration", {"round": 2}))


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
    assert sources["metadata"]["title"] == "Sources: 1 document(s), 1 tool call(s)"
    assert (
        "[1] Issues (a.md)" in sources["content"]
        and 'count_activities({"account_id": "acme-9"})' in sources["content"]
    )
    assert '-> {"count": 3}' in sources["content"]


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
        diff=lambda: [("turn", "answer", "costs $49", "costs <b>$59</b>"), ("turn", "outcome", "answered", "answered")],
    )  # fmt: skip
    html = diff_html([result])
    assert html.count('<tr class="changed">') == 1
    assert "costs &lt;b&gt;$59&lt;/b&gt;" in html and "turn_1" in html and "turn_2" in html


def test_report_tables_cover_scalars_nested_metrics_and_rows():
    report = {
        "kind": "hallucination", "title": "t", "created_at": "now", "images": [],
        "critic": "grounding", "f1": 0.7,
        "baselines": {"length-only": {"f1": 0.6, "n": 10}},
        "per_strategy": [{"strategy": "sentence", "pass_rate": 0.9}],
        "confusion_matrix": [[5, 1], [2, 4]],
    }  # fmt: skip
    tables = {title: (cols, rows) for title, cols, rows in report_tables(report)}
    assert tables["Summary"][1] == [["critic", "grounding"], ["f1", 0.7]]
    assert tables["baselines"] == (["name", "f1", "n"], [["length-only", 0.6, 10]])
    assert tables["per_strategy"] == (["strategy", "pass_rate"], [["sentence", 0.9]])
    assert tables["confusion_matrix"][1] == [[5, 1], [2, 4]]
