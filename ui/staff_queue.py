"""The support queue tab: a list that keeps your work in view ("New and mine" shows the new
cases and the ones you hold; claiming a case keeps it there), new cases and new customer
messages arriving without a reload, and the open case with a reply drafted from our
articles. Handlers check the staff cookie again themselves (defence in depth)."""

from __future__ import annotations

import hashlib
import json
from typing import Any

import gradio as gr

from bot.critic.escalation import ACTIVE, EscalationError
from bot.handover import case_question
from bot.handover.gaps import knowledge_gaps
from ui.auth import CookieSigner
from ui.case_view import case_html, empty_case, gaps_html
from ui.case_words import LABEL_CHOICES, status_words
from ui.services import Services
from ui.staff_render import age
from ui.userinput import clean_text, is_blank
from ui.web import staff_of

VIEWS = [
    ("New and mine", "todo"),
    ("Mine", "mine"),
    ("Everyone's open cases", "open"),
    ("Closed", "closed"),
    ("All", "all"),
]
EMPTY = {
    "todo": "**Nothing waiting.** New cases appear here by themselves; there is no need to reload.",
    "mine": "**You hold no cases.** Claim one from *New and mine* and it stays here until you close it.",
    "open": "**No open cases.** Everyone is up to date.",
    "closed": "**No closed cases yet.**",
    "all": "**No cases yet.** When a customer asks for a person, or the bot holds an answer back, the case appears here.",
}
COLUMNS = ["Case", "Customer's question", "Waiting", "Status", "New messages"]
WIDTHS: list[str | int] = ["9%", "49%", "11%", "17%", "14%"]
REFRESH_S = 2.0
MAX_REPLY_CHARS = 8000


class NotStaff(PermissionError):
    pass


def _who(request: gr.Request, signer: CookieSigner) -> str:
    name = staff_of(request, signer)
    if name is None:
        raise NotStaff("staff login required")
    return name


def _sig(value: Any) -> str:
    return hashlib.sha256(json.dumps(value, default=str).encode()).hexdigest()[:16]


def _clip(text: Any, n: int = 110) -> str:
    text = " ".join(str(text or "").split())
    return text if len(text) <= n else text[: n - 1] + "\u2026"


def _case_id(value: Any) -> int | None:
    try:
        return int(str(value).lstrip("#")) if value not in (None, "") else None
    except ValueError:
        return None


class QueueTab:
    def __init__(self, *, services: Services, signer: CookieSigner):
        self.services = services
        self.signer = signer

    # ------------------------------------------------------------ the list
    def cases(self, view: str, me: str) -> list[dict[str, Any]]:
        queue = self.services.queue
        if view == "closed":
            return queue.list(status=("resolved", "dismissed"))
        if view == "all":
            return queue.list()
        rows = queue.list(status=(*ACTIVE, "returned"))
        if view == "mine":
            return [r for r in rows if r["status"] != "open" and r.get("assignee") == me]
        if view == "todo":
            return [r for r in rows if r["status"] == "open" or r.get("assignee") == me]
        return rows

    def header(self, me: str) -> str:
        rows = self.services.queue.list(status=(*ACTIVE, "returned"))
        new = sum(r["status"] == "open" for r in rows)
        mine = sum(r["status"] != "open" and r.get("assignee") == me for r in rows)
        return (
            f"Logged in as **{me}** ([log out](/logout)) · **{new}** new · "
            f"**{mine}** with you · **{len(rows)}** open in all"
        )

    def listing(self, view: str, request: gr.Request) -> tuple:
        """(table, empty state, header, signature)."""
        me = _who(request, self.signer)
        view = view or "todo"
        rows = self.cases(view, me)
        unread = self.services.desk.thread.unread([r["id"] for r in rows])
        table = [
            [
                f"#{r['id']}",
                _clip(case_question(r)),
                age(r["created_at"]),
                status_words(r),
                f"{unread[r['id']]} new" if unread.get(r["id"]) else "",
            ]
            for r in rows
        ]
        empty = "" if table else EMPTY.get(view, EMPTY["all"])
        header = self.header(me)
        return (
            gr.update(value=table, visible=bool(table)),
            gr.update(value=empty, visible=not table),
            header,
            _sig([table, header]),
        )

    def pick(self, evt: gr.SelectData) -> Any:
        row = getattr(evt, "row_value", None)
        return _case_id(row[0]) if row else gr.skip()

    def gaps(self, request: gr.Request) -> str:
        """The knowledge-gap report (``guardbot report gaps`` prints the same)."""
        _who(request, self.signer)
        return gaps_html(knowledge_gaps(self.services.queue))

    # ------------------------------------------------------------ the case
    def _view(self, case_id: int) -> tuple[dict[str, Any], str]:
        view = self.services.case(case_id)
        self.services.desk.thread.mark_read(case_id)  # the person has it in front of them
        return view, case_html(view)

    def case_sig(self, case_id: int) -> str:
        view = self.services.case(case_id)
        case = view["case"]
        return _sig([case["status"], case["version"], [m["id"] for m in view["thread"]],
                     [(t["turn"]["id"], t["turn"]["outcome"]) for t in view["turns"]]])  # fmt: skip

    def open_case(self, case_id: Any, request: gr.Request) -> tuple:
        """(case view, reply box with the draft, what the draft is, the draft, signature,
        *the case's tools as its state allows them: ``_buttons``)."""
        me = _who(request, self.signer)
        cid = _case_id(case_id)
        if cid is None:
            return empty_case(), gr.skip(), "", "", "", *_buttons(None)
        try:
            view, shown = self._view(cid)
        except EscalationError as exc:
            return empty_case() + f"<p>{exc}</p>", gr.skip(), "", "", "", *_buttons(None)
        status = view["case"]["status"]
        if status not in ACTIVE:
            return (
                shown,
                gr.update(value="", visible=False),
                "",
                "",
                self.case_sig(cid),
                *_buttons(status),
            )
        draft = self.services.drafter.draft(view, sign=_sign(me))
        reply = gr.update(value=draft.text, visible=True)
        return shown, reply, draft.note, draft.text, self.case_sig(cid), *_buttons(status)

    def after_action(self, case_id: Any, request: gr.Request) -> tuple:
        """The case again after an action; the reply box keeps what the person wrote."""
        out = list(self.open_case(case_id, request))
        reply = out[1]
        out[1] = gr.update(visible=reply.get("visible")) if isinstance(reply, dict) else reply
        return tuple(out)

    def fresh_form(self) -> tuple:
        """Another case chosen: its closing form starts empty (label, notes, result)."""
        return gr.update(value=None), "", "", "", gr.update(visible=False)

    def draft_ready(self, case_id: Any, reply: str, shown: str, request: gr.Request) -> tuple:
        """The timer: a draft written in the background goes into the reply box when it is
        ready, unless the person has started writing. (reply box, note, draft)."""
        me = _who(request, self.signer)
        cid = _case_id(case_id)
        if cid is None or shown:
            return gr.skip(), gr.skip(), gr.skip()
        try:
            view = self.services.case(cid)
        except EscalationError:
            return gr.skip(), gr.skip(), gr.skip()
        if view["case"]["status"] not in ACTIVE:
            return gr.skip(), gr.skip(), gr.skip()
        draft = self.services.drafter.draft(view, sign=_sign(me))
        if draft.pending or not draft.text:
            return gr.skip(), draft.note, gr.skip()
        if not is_blank(reply or ""):
            return (
                gr.skip(),
                draft.note + " (Not put in the box: you have started writing.)",
                draft.text,
            )
        return draft.text, draft.note, draft.text

    def refresh(
        self, view: str, case_id: Any, list_sig: str, case_sig: str, request: gr.Request
    ) -> tuple:
        """The timer: the list and the open case, each only when it changed."""
        table, empty, header, new_list = self.listing(view, request)
        if new_list == list_sig:
            table, empty, header = gr.skip(), gr.skip(), gr.skip()
        cid = _case_id(case_id)
        detail: Any = gr.skip()
        new_case = case_sig
        if cid is not None:
            new_case = self.case_sig(cid)
            if new_case != case_sig:
                detail = self._view(cid)[1]
                new_case = self.case_sig(cid)  # reading it marked messages read
        return table, empty, header, new_list, detail, new_case

    # ------------------------------------------------------------ actions
    def act(self, action: str, case_id: Any, reply: str, label: str, note: str, to_customer: str,
            draft: str, request: gr.Request) -> tuple[str, Any, Any]:  # fmt: skip
        """Claim / reply / hand back / resolve / dismiss / undo; (result, reply box, undo)."""
        me = _who(request, self.signer)
        cid = _case_id(case_id)
        if cid is None:
            return "Choose a case in the list first.", gr.skip(), gr.skip()
        try:
            return self._do(action, cid, me, reply, label, note, to_customer, draft)
        except ValueError as exc:  # AlreadyClaimed and friends: say what happened
            return _message(exc), gr.skip(), gr.skip()

    def _do(self, action: str, cid: int, me: str, reply: str, label: str, note: str,
            to_customer: str, draft: str) -> tuple[str, Any, Any]:  # fmt: skip
        desk = self.services.desk
        hide = gr.update(visible=False)
        if action == "claim":
            desk.queue.claim(cid, me)
            return (
                f"Case #{cid} is yours: the customer now sees that you are answering.",
                gr.skip(),
                hide,
            )
        if action == "reply":
            text = clean_text(reply or "").strip()
            if is_blank(text):
                return "The reply is empty; nothing was sent.", gr.skip(), gr.skip()
            if len(text) > MAX_REPLY_CHARS:
                return (
                    f"The reply is longer than {MAX_REPLY_CHARS} characters; shorten it.",
                    gr.skip(),
                    gr.skip(),
                )
            desk.reply(cid, text, who=me, draft=draft or None)
            return f"Reply sent to the customer of case #{cid}.", "", hide
        if action == "handback":
            desk.hand_back(cid, who=me)
            return (
                f"Case #{cid}: the bot answers the customer again. Label the case when you are done.",
                gr.skip(),
                hide,
            )
        if action == "resolve":
            if label not in dict(LABEL_CHOICES).values():
                return (
                    "Choose what happened (answered by us, the bot was wrong, ...).",
                    gr.skip(),
                    gr.skip(),
                )
            desk.resolve(cid, label, who=me, note=clean_text(note or "").strip() or None)
            return f"Case #{cid} resolved.", gr.skip(), hide
        if action == "dismiss":
            to_customer = clean_text(to_customer or "").strip()
            if is_blank(to_customer):
                return ("The customer was promised a person: write them a note before dismissing.",
                        gr.skip(), gr.skip())  # fmt: skip
            desk.dismiss(cid, to_customer, who=me)
            return (
                f"Case #{cid} dismissed; the customer got your note.",
                gr.skip(),
                gr.update(visible=True),
            )
        desk.undo_dismiss(cid)
        return f"Case #{cid} is back; your note to the customer was taken back.", gr.skip(), hide

    # ------------------------------------------------------------ layout
    def build(self, demo: gr.Blocks, header: gr.Markdown, private: dict[str, Any]) -> None:
        with gr.Row():
            view = gr.Radio(VIEWS, value="todo", label="Show", elem_id="q-view", scale=4)
            refresh = gr.Button("Refresh", elem_id="q-refresh", scale=0, min_width=90)
        empty = gr.Markdown("", elem_id="q-empty")
        listing = gr.Dataframe(headers=COLUMNS, interactive=False, elem_id="q-table", wrap=True,
                               column_widths=WIDTHS, max_height=320)  # fmt: skip
        case_id = gr.Textbox(visible="hidden", elem_id="q-case-id")
        list_sig, case_sig, draft = gr.State(""), gr.State(""), gr.State("")
        detail = gr.HTML(empty_case(), elem_id="q-detail")
        with gr.Column(visible=False, elem_id="q-actions") as panel:
            tools = self._actions()
        with gr.Accordion(
            "Knowledge gaps: what our documents lack", open=False, elem_id="q-gaps-box"
        ):
            show_gaps = gr.Button("Show the report", elem_id="q-gaps-btn")
            gaps = gr.HTML(elem_id="q-gaps")
        show_gaps.click(self.gaps, None, gaps, **private)
        # wired outside the hidden column: the timer must tick before any case is chosen
        self._wire(demo, header, private, view=view, refresh=refresh, empty=empty,
                   listing=listing, case_id=case_id, sigs=(list_sig, case_sig), draft=draft,
                   detail=detail, panel=panel, **tools)  # fmt: skip

    def _actions(self) -> dict[str, Any]:
        """The case's tools: claim, hand back, the reply (drafted), closing it."""
        with gr.Row():
            claim = gr.Button("Claim this case", variant="primary", elem_id="q-claim")
            handback = gr.Button("Hand back to the bot", elem_id="q-handback")
        draft_note = gr.Markdown("", elem_id="q-draft-note")
        reply = gr.Textbox(label="Your reply to the customer", lines=5, elem_id="q-reply")
        send = gr.Button("Send reply", variant="primary", elem_id="q-send")
        with gr.Accordion("Close the case", open=True, elem_id="q-close") as closing:
            with gr.Row():
                label = gr.Radio(LABEL_CHOICES, label="What happened", elem_id="q-label", scale=3)
                note = gr.Textbox(label="Note for the team (optional)", elem_id="q-note", scale=2)
                resolve = gr.Button("Resolve", elem_id="q-resolve", scale=0, min_width=100)
            with gr.Row():
                to_customer = gr.Textbox(
                    label="Note to the customer (needed to dismiss: they were promised a person)",
                    elem_id="q-dismiss-note", scale=4,
                )  # fmt: skip
                dismiss = gr.Button("Dismiss", elem_id="q-dismiss", scale=0, min_width=100)
                undo = gr.Button(
                    "Undo dismiss", elem_id="q-undo", visible=False, scale=0, min_width=120
                )
        result = gr.Textbox(label="Result", interactive=False, elem_id="q-result")
        return dict(reply=reply, draft_note=draft_note, result=result, undo=undo,
                    inputs=[label, note, to_customer], send=send, closing=closing,
                    buttons={"claim": claim, "reply": send, "handback": handback,
                             "resolve": resolve, "dismiss": dismiss, "undo": undo})  # fmt: skip

    def _wire(self, demo: gr.Blocks, header: Any, private: dict[str, Any], **c: Any) -> None:
        list_sig, case_sig = c["sigs"]
        show_list = dict(fn=self.listing, inputs=[c["view"]],
                         outputs=[c["listing"], c["empty"], header, list_sig], **private)  # fmt: skip
        buttons = [c["panel"], c["buttons"]["claim"], c["buttons"]["handback"], c["send"],
                   c["closing"], c["undo"]]  # fmt: skip
        show_case = dict(fn=self.open_case, inputs=[c["case_id"]],
                         outputs=[c["detail"], c["reply"], c["draft_note"], c["draft"], case_sig,
                                  *buttons], **private)  # fmt: skip
        fresh = dict(fn=self.fresh_form, inputs=None,
                     outputs=[*c["inputs"], c["result"], c["undo"]], **private)  # fmt: skip
        demo.load(**show_list)
        c["refresh"].click(**show_list)
        c["view"].change(**show_list)
        c["listing"].select(self.pick, None, c["case_id"], **private).then(**fresh).then(
            **show_case
        )
        for action, button in c["buttons"].items():
            button.click(
                self._action(action),
                [c["case_id"], c["reply"], *c["inputs"], c["draft"]],
                [c["result"], c["reply"], c["undo"]],
                **private,
            ).then(self.after_action, [c["case_id"]],
                   [c["detail"], c["reply"], c["draft_note"], gr.State(), case_sig, *buttons],
                   **private,
            ).then(**show_list)  # fmt: skip
        timer = gr.Timer(REFRESH_S)
        timer.tick(
            self.refresh,
            [c["view"], c["case_id"], list_sig, case_sig],
            [c["listing"], c["empty"], header, list_sig, c["detail"], case_sig],
            show_progress="hidden",
            **private,
        )
        timer.tick(self.draft_ready, [c["case_id"], c["reply"], c["draft"]],
                   [c["reply"], c["draft_note"], c["draft"]], show_progress="hidden",
                   **private)  # fmt: skip

    def _action(self, action: str) -> Any:
        def run(case_id: Any, reply: str, label: str, note: str, to_customer: str, draft: str,
                request: gr.Request) -> tuple[str, Any, Any]:  # fmt: skip
            return self.act(action, case_id, reply, label, note, to_customer, draft, request)

        run.__name__ = f"queue_{action}"
        return run


def _buttons(status: str | None) -> tuple[Any, ...]:
    """The case's tools once one is chosen: the panel; Claim while it is new; Hand back
    while a person holds it; Send reply while a person may answer; closing it while it is
    open; Undo after a dismissal."""
    return (
        gr.update(visible=status is not None),
        gr.update(visible=status == "open"),
        gr.update(visible=status == "claimed"),
        gr.update(visible=status in ACTIVE),
        gr.update(visible=status in (*ACTIVE, "returned")),
        gr.update(visible=status == "dismissed"),
    )


def _sign(me: str) -> str:
    return me[:1].upper() + me[1:]


def _message(exc: Exception) -> str:
    text = str(exc) or type(exc).__name__
    return text.replace("escalation ", "case #")
