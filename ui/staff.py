"""The staff pages (mounted at ``/staff``, behind the login): support queue, developers,
evaluations. Handlers check the staff cookie again themselves (defence in depth)."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from typing import Any

import gradio as gr

from bot.llm import BACKENDS
from ui.auth import CookieSigner
from ui.evalruns import CRITICS, RunError
from ui.services import Services
from ui.staff_queue import NotStaff, QueueTab
from ui.staff_render import diff_html, report_html, run_html, turn_html, when, wrap
from ui.web import staff_of

SESSION_COLUMNS = ["session", "channel", "started (UTC)", "turns", "outcomes"]
TURN_COLUMNS = ["turn", "session", "#", "when (UTC)", "outcome", "message"]
# "logged": the logged answers, no model called (a scripted turn's script is gone anyway);
# the form opens on it, and on the turn's own backend once a turn is shown
REPLAY_BACKENDS = ("logged", *BACKENDS)
STAFF_CSS = """<style>
#q-table, #q-table * { font-family: var(--font) !important; }
#q-table th { white-space: nowrap; }
#q-draft-note p { color: #52606d; margin: 4px 0; }
#q-empty { padding: 18px 14px; border: 1px dashed #cbd2d9; border-radius: 8px; color: #52606d; }
</style>"""


def _who(request: gr.Request, signer: CookieSigner) -> str:
    name = staff_of(request, signer)
    if name is None:
        raise NotStaff("staff login required")
    return name


def _clip(text: Any, n: int = 120) -> str:
    text = " ".join(str(text or "").split())
    return text if len(text) <= n else text[: n - 1] + "…"


def _when(ts: float | None) -> str:
    return time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime(ts)) if ts else ""


def _message(exc: Exception) -> str:
    return getattr(exc, "user_message", None) or str(exc) or type(exc).__name__


class StaffPages:
    def __init__(self, *, services: Services, signer: CookieSigner):
        self.services = services
        self.signer = signer
        self.queue = QueueTab(services=services, signer=signer)

    # ------------------------------------------------------------ developers
    def dev_search(self, text: str, request: gr.Request) -> list:
        _who(request, self.signer)
        rows = self.services.search_turns(text)
        return [
            [
                r["id"],
                r["session_id"],
                r["idx"],
                _when(r["created_at"]),
                r["outcome"],
                _clip(r["user_message"], 100),
            ]
            for r in rows
        ]

    def dev_pick(self, evt: gr.SelectData) -> Any:
        row = getattr(evt, "row_value", None)
        return row[0] if row else gr.skip()

    def dev_turn(self, turn_id: str, request: gr.Request) -> tuple[str, Any, Any]:
        """A turn's payloads; the replay form then defaults to the turn's logged backend
        and model."""
        _who(request, self.signer)
        try:
            detail = self.services.turn_detail((turn_id or "").strip())
        except LookupError as exc:
            return wrap(f"<p><b>{exc.args[0]}</b></p>"), gr.skip(), gr.skip()
        backend, model = self.services.logged_backend(detail)
        return (
            turn_html(detail),
            gr.update(value=backend) if backend in REPLAY_BACKENDS else gr.skip(),
            gr.update(value=model) if model else gr.skip(),
        )

    def dev_replay(
        self,
        turn_id: str,
        whole: bool,
        backend: str,
        model: str,
        prompts: str,
        reply: str,
        request: gr.Request,
        reproduce: bool = True,
    ) -> tuple[str, str]:
        _who(request, self.signer)
        turn_id = (turn_id or "").strip()
        if not turn_id:
            return wrap("<p>Choose a turn first.</p>"), "Choose a turn first."
        try:
            results = self.services.replay(
                turn_id, whole_session=bool(whole), backend=backend, model=(model or "").strip(),
                prompts_dir=(prompts or "").strip(), scripted_reply=(reply or "").strip(),
                feed_back=bool(reproduce),
            )  # fmt: skip
        except (ValueError, LookupError, RuntimeError) as exc:
            return wrap(
                f"<p><b>Replay failed: {_message(exc)}</b></p>"
            ), f"Replay failed: {_message(exc)}"
        changed = sum(1 for r in results if r.diff())
        return diff_html(results), f"Replayed {len(results)} turn(s); {changed} with differences."

    def _replay_event(self, turn_id: str, whole: bool, backend: str, model: str, prompts: str,
                      reply: str, reproduce: bool, request: gr.Request) -> tuple[str, str]:  # fmt: skip
        return self.dev_replay(turn_id, whole, backend, model, prompts, reply, request, reproduce)

    def dev_export(self, turn_id: str, facts: str, request: gr.Request) -> tuple[Any, str]:
        _who(request, self.signer)
        wanted = [f.strip() for f in re.split(r"[\n;]", facts or "") if f.strip()]
        try:
            path = self.services.export_case((turn_id or "").strip(), facts=wanted)
        except (LookupError, ValueError, RuntimeError) as exc:
            return None, f"Export failed: {_message(exc)}"
        return str(
            path
        ), f"Regression case written to {path} (run it with: guardbot replay --check {path})"

    def dev_sessions(self, request: gr.Request) -> list:
        _who(request, self.signer)
        return [
            [
                s["id"],
                s.get("channel") or "",
                _when(s["created_at"]),
                s.get("turns", 0),
                ", ".join(s.get("outcomes") or [])[:80],
            ]
            for s in self.services.session_list()
        ]

    # ------------------------------------------------------------ evaluations
    def eval_list(self, request: gr.Request) -> Any:
        _who(request, self.signer)
        reports = self.services.reports()
        choices = [
            (f"{r['title']} · {r['kind']} · {when(r['created_at'])}", r["name"]) for r in reports
        ]
        return gr.update(choices=choices, value=choices[0][1] if choices else None)

    def eval_open(self, name: str | None, request: gr.Request) -> str:
        """A report with its plots (only images inside the reports folder)."""
        _who(request, self.signer)
        if not name:
            return wrap(
                "<p>No report chosen. Reports appear here when an evaluation or canary run finishes.</p>"
            )
        try:
            report, images = self.services.report(name)
        except (LookupError, ValueError) as exc:
            return wrap(f"<p><b>{_message(exc)}</b></p>")
        return report_html(report, images=images)

    def eval_start(
        self, kind: str, critic: str, limit: float | None, request: gr.Request
    ) -> Iterator[tuple]:
        _who(request, self.signer)
        runs = self.services.eval_runs
        try:
            run = runs.start(kind, limit, critic)
        except RunError as exc:
            yield wrap(f"<p><b>{_message(exc)}</b></p>"), gr.skip()
            return
        while not run.done:
            yield run_html(run, runs.tail(run)), gr.skip()
            time.sleep(1.0)
        yield run_html(run, runs.tail(run)), self.eval_list(request)

    # ------------------------------------------------------------ layout
    def build(self) -> gr.Blocks:
        private: dict[str, Any] = dict(api_visibility="private")
        with gr.Blocks(title="guardbot staff") as demo:
            header = gr.Markdown("guardbot staff", elem_id="staff-header")
            gr.HTML(STAFF_CSS, elem_id="staff-css", padding=False)
            with gr.Tab("Support queue", elem_id="tab-queue"):
                self.queue.build(demo, header, private)
            with gr.Tab("Developers", elem_id="tab-dev"):
                self._dev_tab(private)
            with gr.Tab("Evaluations", elem_id="tab-eval"):
                self._eval_tab(demo, private)
        return demo

    def _dev_tab(self, private: dict[str, Any]) -> None:
        with gr.Accordion("Sessions", open=False):
            list_sessions = gr.Button("List recent sessions", elem_id="d-sessions-btn")
            sessions = gr.Dataframe(
                headers=SESSION_COLUMNS, interactive=False, elem_id="d-sessions", wrap=True
            )
        with gr.Row():
            query = gr.Textbox(
                label="Search turns (id, session id, message or answer text)",
                elem_id="d-query",
                scale=4,
            )
            search = gr.Button("Search", elem_id="d-search")
        turns = gr.Dataframe(headers=TURN_COLUMNS, interactive=False, elem_id="d-table", wrap=True)
        with gr.Row():
            turn_id = gr.Textbox(label="Turn id", elem_id="d-turn", scale=3)
            show = gr.Button("Show payloads", elem_id="d-show")
            facts = gr.Textbox(
                label="Facts the answer must keep (';'-separated, optional)", elem_id="d-facts"
            )
            export = gr.Button("Export as regression case", elem_id="d-export")
        with gr.Accordion("Replay", open=True):
            with gr.Row():
                backend = gr.Dropdown(
                    list(REPLAY_BACKENDS),
                    value="logged",
                    label="Backend (logged: answer from the log, call no model)",
                    elem_id="d-backend",
                )
                model = gr.Textbox(
                    label="Model (set to the turn's when it is shown; empty: as configured)",
                    elem_id="d-model",
                )
                prompts = gr.Textbox(
                    label="Prompts folder on the server (empty: as logged)", elem_id="d-prompts"
                )
            scripted = gr.Textbox(
                label="Scripted reply (scripted backend only)", elem_id="d-scripted"
            )
            with gr.Row():
                whole = gr.Checkbox(label="Replay the whole session", elem_id="d-whole")
                reproduce = gr.Checkbox(
                    value=True,
                    label="Reproduce: send the logged requests and feed the logged answers back "
                    "(untick to let the model answer afresh)",
                    elem_id="d-reproduce",
                )
            replay = gr.Button("Replay", variant="primary", elem_id="d-replay")
        dev_status = gr.Textbox(label="Result", interactive=False, elem_id="d-result")
        exported = gr.File(label="Regression case", elem_id="d-file")
        diff = gr.HTML(elem_id="d-diff")
        detail = gr.HTML(elem_id="d-detail")

        search.click(self.dev_search, query, turns, **private)
        query.submit(self.dev_search, query, turns, **private)
        turns.select(self.dev_pick, None, turn_id, **private).then(
            self.dev_turn, turn_id, [detail, backend, model], **private
        )
        show.click(self.dev_turn, turn_id, [detail, backend, model], **private)
        replay.click(
            self._replay_event,
            [turn_id, whole, backend, model, prompts, scripted, reproduce],
            [diff, dev_status],
            **private,
        )
        export.click(self.dev_export, [turn_id, facts], [exported, dev_status], **private)
        list_sessions.click(self.dev_sessions, None, sessions, **private)
        sessions.select(self.dev_pick, None, query, **private).then(
            self.dev_search, query, turns, **private
        )

    def _eval_tab(self, demo: gr.Blocks, private: dict[str, Any]) -> None:
        with gr.Row():
            reports = gr.Dropdown([], label="Stored reports", elem_id="e-reports", scale=4)
            refresh = gr.Button("Refresh list", elem_id="e-refresh")
            open_btn = gr.Button("Open report", elem_id="e-open")
        report = gr.HTML(elem_id="e-report")
        with gr.Accordion("Start a run", open=True):
            with gr.Row():
                kind = gr.Dropdown(
                    self.services.eval_runs.kinds(),
                    value=self.services.eval_runs.kinds()[0],
                    label="Run",
                    elem_id="e-kind",
                )
                critic = gr.Dropdown(
                    list(CRITICS),
                    value=self.services.settings.critic
                    if self.services.settings.critic in CRITICS
                    else CRITICS[0],
                    label="Critic (every registered one)",
                    elem_id="e-critic",
                )
                limit = gr.Number(
                    label="How many examples", value=20, precision=0, minimum=1, elem_id="e-limit"
                )
                start = gr.Button("Start", variant="primary", elem_id="e-start")
            progress = gr.HTML(run_html(None), elem_id="e-progress")

        demo.load(self.eval_list, None, reports, **private)
        refresh.click(self.eval_list, None, reports, **private)
        open_btn.click(self.eval_open, reports, report, **private)
        reports.change(self.eval_open, reports, report, **private)
        start.click(self.eval_start, [kind, critic, limit], [progress, reports], **private)
