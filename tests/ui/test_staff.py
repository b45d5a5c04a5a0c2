"""The staff pages' handlers with a real payload log and escalation queue: two staff
claiming at once, actions on the wrong state, filters, search, export, reports, runs."""

from __future__ import annotations

import json
import re
import sys
import threading
import time

import pytest

from tests.replay.fixtures import GOOD_ANSWER, RESET_CHUNK, RESET_QUESTION, record_turn
from tests.ui.conftest import FakeRequest
from ui.auth import STAFF_COOKIE, CookieSigner
from ui.evalruns import RUN_KINDS, EvalRuns, RunError
from ui.services import Services
from ui.staff import NotStaff, StaffPages


@pytest.fixture
def pages(settings, payload_log):
    signer = CookieSigner(b"s" * 32)
    return StaffPages(services=Services(settings=settings, log=payload_log), signer=signer)


def as_staff(pages: StaffPages, name: str) -> FakeRequest:
    return FakeRequest({STAFF_COOKIE: pages.signer.sign_staff(name)})


@pytest.fixture
def escalation(pages, payload_log):
    sid = payload_log.start_session(channel="ui")
    turn = payload_log.start_turn(sid, "Do you send codes by SMS?")
    payload_log.finish_turn(turn, outcome="escalated", final_answer="A person will follow up.")
    return pages.services.queue.create(
        session_id=sid,
        turn_id=turn,
        question="Do you send codes by SMS?",
        attempts=[{"round": 1, "answer": "Yes, by SMS.", "verdict": {"critic": "grounding", "severity_level": "HIGH",
                                                                       "problematic_sentences": [["Yes, by SMS.", "denied by the sources", "HIGH"]]}}],
        sources=[{"kind": "document", "title": "Reset <script>", "text": "Never by SMS."}],
        reason="still HIGH",
    )  # fmt: skip


STAFF_INTERNAL = re.compile(
    r"critic|\bHIGH\b|severity|\bids?\b|P\(|ses_|turn_|true_hallucination|false_alarm|"
    r"missing_content|still HIGH|round\(s\)"
)


def act(pages: StaffPages, action: str, case, request, *, reply="", label="", note="",
        to_customer="", draft=""):  # fmt: skip
    return pages.queue.act(action, case, reply, label, note, to_customer, draft, request)


def visible_text(html: str) -> str:
    """The case view as a person reads it: closed "Details" toggles and markup left out."""
    html = re.sub(r"<style>.*?</style>", "", html, flags=re.S)
    html = re.sub(r'<details class="tech">.*?</details>', "", html, flags=re.S)
    return re.sub(r"<[^>]+>", " ", html)


def test_handlers_refuse_a_request_without_a_staff_cookie(pages, escalation):
    anonymous = FakeRequest({})
    with pytest.raises(NotStaff):
        act(pages, "claim", escalation, anonymous)
    with pytest.raises(NotStaff):
        pages.queue.listing("todo", anonymous)
    with pytest.raises(NotStaff):
        pages.dev_turn("x", anonymous)
    with pytest.raises(NotStaff):
        pages.eval_list(anonymous)


def test_two_staff_claim_at_once_one_wins_and_the_other_is_told(pages, escalation):
    barrier = threading.Barrier(2)
    results: dict[str, str] = {}

    def claim(name: str) -> None:
        barrier.wait()
        results[name] = act(pages, "claim", escalation, as_staff(pages, name))[0]

    threads = [threading.Thread(target=claim, args=(n,)) for n in ("alice", "bob")]
    [t.start() for t in threads]
    [t.join() for t in threads]
    winners = [n for n, msg in results.items() if msg.endswith("you are answering.")]
    assert len(winners) == 1
    loser = ({"alice", "bob"} - set(winners)).pop()
    assert results[loser] == f"case #{escalation} was already claimed by {winners[0]}"
    assert pages.services.queue.get(escalation)["assignee"] == winners[0]


def test_reply_resolve_dismiss_undo_and_their_clear_refusals(pages, escalation, payload_log):
    alice = as_staff(pages, "alice")
    for blank in ("   ", "\x00", " \u200b\x07\n"):  # control and zero-width characters too
        assert act(pages, "reply", escalation, alice, reply=blank)[0] == (
            "The reply is empty; nothing was sent."
        )
    msg, box, _ = act(pages, "reply", escalation, alice, reply="Email only, never SMS.",
                      draft="Hello, email only.")  # fmt: skip
    assert msg.startswith("Reply sent") and box == ""
    assert payload_log.get("escalations", escalation)["human_reply"] == "Email only, never SMS."
    (person,) = [m for m in payload_log.rows("case_messages") if m["role"] == "person"]
    assert person["author"] == "alice" and json.loads(person["meta"]) == {
        "draft": "Hello, email only.", "edited": True,
    }  # fmt: skip
    assert act(pages, "resolve", escalation, alice)[0].startswith("Choose what happened")
    assert act(pages, "dismiss", escalation, alice)[0].startswith(
        "The customer was promised a person"
    )
    msg, _, undo = act(pages, "dismiss", escalation, alice, to_customer="We cannot help with this.")
    assert msg.endswith("the customer got your note.") and undo["visible"] is True
    assert payload_log.get("escalations", escalation)["status"] == "dismissed"
    msg, _, undo = act(pages, "undo", escalation, alice)
    assert "back" in msg and undo["visible"] is False
    assert payload_log.get("escalations", escalation)["status"] == "open"
    shown = [m["text"] for m in pages.services.desk.thread.of_case(escalation)]
    assert "We cannot help with this." not in shown  # the note was taken back
    assert act(pages, "resolve", escalation, alice, label="false_alarm", note="fine")[0] == (
        f"Case #{escalation} resolved."
    )
    row = payload_log.get("escalations", escalation)
    assert (row["status"], row["resolution_label"], row["notes"]) == (
        "resolved",
        "false_alarm",
        "fine",
    )
    assert "already resolved" in act(pages, "dismiss", escalation, alice, to_customer="x")[0]
    assert act(pages, "claim", None, alice)[0] == "Choose a case in the list first."
    assert "no case #999" in act(pages, "claim", 999, alice)[0]


def test_claiming_keeps_the_case_in_view_and_empty_views_say_so(pages, escalation):
    alice, bob = as_staff(pages, "alice"), as_staff(pages, "bob")
    table, empty, header, _ = pages.queue.listing("todo", alice)
    assert [r[0] for r in table["value"]] == [f"#{escalation}"] and table["visible"] is True
    assert table["value"][0][3] == "New" and "**1** new" in header and "alice" in header
    assert "Nothing here" not in empty["value"]
    _, empty, _, _ = pages.queue.listing("mine", alice)
    assert "You hold no cases" in empty["value"] and empty["visible"] is True
    act(pages, "claim", escalation, alice)
    for view in ("todo", "mine"):  # the claimed case stays in front of the one who claimed it
        table, *_ = pages.queue.listing(view, alice)
        assert [r[0] for r in table["value"]] == [f"#{escalation}"]
        assert table["value"][0][3] == "With Alice"
    table, empty, _, _ = pages.queue.listing("todo", bob)  # not bob's to do
    assert table["visible"] is False and "Nothing waiting" in empty["value"]
    assert [r[0] for r in pages.queue.listing("open", bob)[0]["value"]] == [f"#{escalation}"]


def test_a_customer_message_marks_the_case_until_it_is_opened(pages, escalation, payload_log):
    alice = as_staff(pages, "alice")
    sid = pages.services.queue.get(escalation)["session_id"]
    routed = pages.services.desk.route_message(sid, "It is invoice 2231.")
    assert routed.to == "person" and routed.case_id == escalation
    table, *_ = pages.queue.listing("todo", alice)
    assert table["value"][0][4] == "1 new"
    html, *_ = pages.queue.open_case(escalation, alice)
    assert "It is invoice 2231." in html and ">new<" in html  # not answered yet
    table, *_ = pages.queue.listing("todo", alice)
    assert table["value"][0][4] == ""  # read now


def test_the_case_shows_what_the_customer_saw_in_support_words(pages, escalation, payload_log):
    html, draft, note, _, _, panel, claim, handback, send, closing, undo = pages.queue.open_case(
        escalation, as_staff(pages, "alice")
    )
    assert panel["visible"] and claim["visible"] and send["visible"] and closing["visible"]
    assert not handback["visible"] and not undo["visible"]  # a new case: nobody to hand back
    text = visible_text(html)
    assert "Do you send codes by SMS?" in text and "A person will follow up." in text
    assert "Held back: the customer was told a person will answer" in text
    assert "Held back: the bot&#x27;s draft (not sent to the customer)" in text
    assert "Yes, by SMS." in text  # the draft it held, apart from what was delivered
    assert "Assistant · delivered to the customer" in text
    assert "The bot could not back its answer with our articles" in text
    assert not STAFF_INTERNAL.search(text), STAFF_INTERNAL.search(text)
    assert "<script>" not in html.replace("<style>", "")
    assert "Details" in html and "critic" in html  # behind the toggle


def test_search_turns_escapes_wildcards_and_exports_a_case(pages, payload_log, settings):
    sid = payload_log.start_session(channel="ui")
    for text in ("100% sure?", "plain question"):
        turn = payload_log.start_turn(sid, text)
        meta = {"history": [], "retrieved": []} if text == "plain question" else None
        payload_log.finish_turn(turn, outcome="answered", final_answer="Team costs $49.", meta=meta)
    old = payload_log.rows("turns")[0]["id"]
    alice = as_staff(pages, "alice")
    assert [r[5] for r in pages.dev_search("100%", alice)] == ["100% sure?"]
    assert len(pages.dev_search("", alice)) == 2
    assert "there is no turn" in pages.dev_turn("turn_missing", alice)[0]
    assert pages.dev_sessions(alice)[0][0] == sid and pages.dev_sessions(alice)[0][3] == 2
    # a case needs the turn's inputs; an older turn without them gets a clear refusal
    assert pages.dev_export(old, "", alice)[1].startswith("Export failed:")
    assert "does not contain" in pages.dev_export(turn, "$59", alice)[1]
    # a turn whose answer has no logged model call behind it would fail its check: refused
    assert pages.dev_export(turn, "$49", alice)[1].startswith(
        "Export failed: the case would fail its check: replay failed:"
    )
    real = record_turn(payload_log, RESET_QUESTION, [GOOD_ANSWER], chunks=[RESET_CHUNK]).turn_id
    path, msg = pages.dev_export(real, "6-digit; 15 minutes", alice)
    case = json.loads(open(path).read())
    assert case["format"] == "guardbot-case/1" and case["turn"]["user_message"] == RESET_QUESTION
    assert case["expect"] == {
        "outcome": "answered",
        "facts": ["6-digit", "15 minutes"],
        "absent": [],
    }
    assert path.startswith(str(settings.resolved_data_dir() / "cases")) and "replay --check" in msg


def test_showing_a_turn_sets_the_replay_form_to_its_logged_backend_and_model(pages, payload_log):
    sid = payload_log.start_session(channel="ui", backend="openai", model="gpt-4o-mini")
    alice = as_staff(pages, "alice")
    calls = payload_log.start_turn(sid, "with calls")
    for purpose, backend, model in (("actor", "local", "SmolLM2-135M-Instruct"),
                                    ("critic", "openai", "gpt-4o-mini")):  # fmt: skip
        payload_log.record_llm_call(backend=backend, model=model, request={"messages": []},
                                    response={}, latency_ms=1.0, session_id=sid, turn_id=calls,
                                    purpose=purpose)  # fmt: skip
    payload_log.finish_turn(calls, outcome="answered", final_answer="ok")
    html, backend, model = pages.dev_turn(calls, alice)
    assert "with calls" in html
    assert backend["value"] == "local" and model["value"] == "SmolLM2-135M-Instruct"
    # no model call logged (e.g. a refusal): the session's backend and model
    refused = payload_log.start_turn(sid, "no calls")
    payload_log.finish_turn(refused, outcome="refused", final_answer="Please ask a question.")
    _html, backend, model = pages.dev_turn(refused, alice)
    assert backend["value"] == "openai" and model["value"] == "gpt-4o-mini"


def test_reports_are_listed_and_only_files_inside_the_folder_are_served(pages, settings):
    reports = settings.reports_dir()
    (reports / "a.json").write_text(json.dumps({"kind": "canary", "title": "Canary <b>", "created_at": "2026-01-02",
                                                "images": ["a.png", "../../etc/passwd"], "pass_rate": 0.9}))  # fmt: skip
    (reports / "a.png").write_bytes(b"\x89PNG\r\n")
    (reports / "notes.json").write_text("[1, 2]")  # not a report: skipped
    alice = as_staff(pages, "alice")
    update = pages.eval_list(alice)
    assert update["choices"] == [("Canary <b> · canary · 02 Jan 2026, 00:00 UTC", "a")]
    html = pages.eval_open("a", alice)
    assert "Canary &lt;b&gt;" in html and "pass rate" in html
    assert html.count('<img class="plot"') == 1  # a.png; ../../etc/passwd is not read
    assert pages.services.report("a")[1] == [(reports / "a.png").resolve()]
    assert "no report" in pages.eval_open("../a", alice)


def test_eval_runs_validate_the_limit_and_report_progress(settings):
    script = "import sys, time\nfor i in range(1, 4):\n    print(f'{i}/3', flush=True); time.sleep(0.1)\n"
    runs = EvalRuns(
        settings=settings, command=[sys.executable], argv_for=lambda kind, n, critic: ["-c", script]
    )
    kind = runs.kinds()[0]
    for bad in (0, 2.5, 10**6, None):
        with pytest.raises(RunError, match="--limit"):
            runs.start(kind, bad)
    with pytest.raises(RunError, match="unknown run kind"):
        runs.start("rm -rf /", 3)
    run = runs.start(kind, 3)
    with pytest.raises(RunError, match="already running"):
        runs.start(kind, 3)
    deadline = time.time() + 20
    while not run.done and time.time() < deadline:
        time.sleep(0.05)
    assert run.returncode == 0 and run.lines[-1] == "3/3" and run.progress() == 1.0
    assert run.summary().startswith("Finished in ")


def test_run_progress_is_the_runs_own_count_in_words_not_terminal_output():
    from ui.evalruns import CRITICS, EvalRun, clean
    from ui.staff_render import run_html

    assert {"support", "grounding", "local", "llm", "binary", "combined"} <= set(CRITICS)
    run = EvalRun(id=1, argv=[], total=100)
    run.lines = [clean("Loading weights: 100%|\x1b[32m██████\x1b[0m| 103/103 [00:00<00:00]")]
    assert run.progress() is None and run.summary().startswith("Starting")
    run.lines.append(clean("\x1b[2Ksupport \x1b[38;5;197m━━━━━━\x1b[0m 25/100 0:01:10"))
    assert run.progress() == 0.25 and "25 of 100 examples judged" in run.summary()
    html = run_html(run, "FutureWarning: /path/to/lib.py: deprecated")
    assert 'aria-valuenow="25"' in html and "\x1b" not in html
    assert html.index("25 of 100") < html.index("<details>")  # the output is behind a toggle


def test_reports_show_dates_rounded_figures_and_labelled_matrices():
    from ui.staff_render import report_html

    html = report_html({
        "kind": "canary", "title": "T", "created_at": 1795000000.5, "images": [],
        "precision": 0.5833333333333334, "started_at": "2026-11-21T15:00:00+00:00",
        "confusion_matrix": [[40, 3], [5, 52]],
        "rows": [{"strategy": "paragraph", "pass_rate": 0.916666666}],
    })  # fmt: skip
    assert "Canary report · 18 Nov 2026" in html and "1795000000" not in html
    assert "0.583" in html and "0.5833" not in html and "0.917" in html
    assert "21 Nov 2026, 15:00 UTC" in html
    assert "actually hallucinated" in html and "judged factual" in html and "col 0" not in html


def test_the_real_eval_command_line_is_built_with_the_limit():
    argv = RUN_KINDS["hallucination: HaluEval QA (test split)"](7, "grounding")
    assert argv[:2] == ["eval", "hallucination"] and argv[-2:] == ["--limit", "7"]
