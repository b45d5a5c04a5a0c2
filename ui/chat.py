"""The public chat page: one conversation per browser session (a signed cookie), live
status while the answer is prepared and checked, sources under each answer, the support
team's replies appearing in the same conversation, and thumbs up/down with a comment.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterator
from typing import Any

import gradio as gr

from bot.critic.escalation import EscalationQueue
from bot.deployment import Assistant
from bot.handover import Desk, Routed
from bot.store.log import PayloadLog
from bot.turn import MAX_MESSAGE_CHARS
from ui.auth import CookieSigner
from ui.jobs import QueueFull, SendOrder, SessionView, TurnJob, TurnJobs
from ui.render import (
    conversation,
    final_status,
    holder_line,
    live_messages,
    status_line,
    to_display,
    waiting_messages,
)
from ui.userinput import clean_text, has_lone_surrogate, is_blank
from ui.warmup import WarmUp
from ui.web import chat_session_of

REPLY_POLL_S = 2.0
NO_COOKIE = (
    "Your browser did not send our session cookie. Please enable cookies for this site and reload."
)


def signature(messages: list[dict[str, Any]], notice: str = "") -> str:
    payload = json.dumps([messages, notice], sort_keys=True, default=str)
    return hashlib.sha256(payload.encode()).hexdigest()


def _default_queue(log: PayloadLog) -> Callable[[], Any]:
    def make() -> Any:
        return EscalationQueue(log)

    return make


def clean_message(message: str | None) -> str:
    """The message as the turn gets it: control characters removed, trimmed."""
    return clean_text(message or "").strip()


def check_message(message: str | None) -> str | None:
    """A clear message for input we refuse, or None when the message is fine. A message of
    nothing but whitespace, control or invisible characters is no question."""
    if message and has_lone_surrogate(message):
        return (
            "Your message holds a broken character (a lone UTF-16 surrogate) that cannot be "
            "read; please type it again."
        )
    text = clean_message(message)
    if is_blank(text):
        return "Please type a question first."
    if len(text) > MAX_MESSAGE_CHARS:
        return (
            f"Your message has {len(text):,} characters; the limit is {MAX_MESSAGE_CHARS:,}. "
            "Please shorten it (your text is still in the box)."
        )
    return None


HANDOFF_REASON = "the customer asked for a person"
HANDOFF_DONE = (
    "Thank you: a member of our support team will answer here, in this conversation. "
    "You can keep this page open or come back later."
)
# a phone (390 px): the conversation takes what is left of the screen, the question box and
# Send stay on one line at the bottom, sources stay collapsed under their answer
CSS = """<style>
#chat-ask { position: sticky; bottom: 0; z-index: 5; background: var(--background-fill-primary);
  padding-top: 4px; flex-wrap: nowrap !important; }
#chat-ask > * { min-width: 0 !important; }
#chat-send { flex: 0 0 auto !important; min-width: 72px !important; }
#chat-holder { background: #eef2ff; border-radius: 8px; padding: 6px 12px; }
#chat-holder p { margin: 0; }
@media (max-width: 640px) {
  #chat { height: 52vh !important; max-height: 52vh !important; }
  #chat-intro p { font-size: 0.92em; margin: 0.2em 0; }
  #chat-input textarea::placeholder { font-size: 0.82em; }
  #chat-input textarea { max-height: 7em; }
  #chat-input label > span:first-child, #chat-status label > span:first-child { display: none; }
}
</style>"""
# after an update: the newest answer (not its collapsed sources) in view, the box below it
SCROLL_TO_ANSWER = (
    "() => { const rows = [...document.querySelectorAll('#chat .message-row')];"
    " const answers = rows.filter(r => !r.querySelector('.thought-group, .message-thought'));"
    " const last = answers[answers.length - 1];"
    " if (last) last.scrollIntoView({block: 'nearest'});"
    " document.querySelector('#chat-ask')?.scrollIntoView({block: 'nearest'}); }"
)
ROUTED_OPENED = "Passed to our support team: a person will answer here."
BACK_WITH_ASSISTANT = "Our assistant answers your next messages."


def is_handover_status(status: str) -> bool:
    """A status line that says a person has the conversation."""
    return status.startswith(("Sent to ", "Passed to our support team", "Our support team already"))


# The box is emptied in the browser the moment a message is sent (so text typed after it is
# never overwritten), and a message the server hands back goes in only if the box is empty.
# Each message carries the page's count of messages sent ("<page>:<n>", ``SendOrder``).
TAKE_MESSAGE = (
    "(m) => { window.gbPage = window.gbPage"
    " || (Math.random().toString(36).slice(2) + Date.now().toString(36));"
    " window.gbSent = (window.gbSent || 0) + 1;"
    " return [m, window.gbPage + ':' + window.gbSent, '', (m && m.trim()) ? 'Sending...' : '']; }"
)
RESTORE_MESSAGE = "(r, b) => ((b && b.trim()) ? b : (r || ''))"


class ChatPage:
    def __init__(
        self,
        *,
        log: PayloadLog,
        jobs: TurnJobs,
        signer: CookieSigner,
        assistant: Assistant | None = None,
        warmup: WarmUp | None = None,
        escalations: Callable[[], Any] | None = None,
        desk: Desk | None = None,
    ):
        self.log = log
        self.jobs = jobs
        self.signer = signer
        self.assistant = assistant or Assistant()
        self.title = self.assistant.page_title()
        self.warmup = warmup or WarmUp()
        self.escalations = escalations or _default_queue(log)
        self.order = SendOrder()
        self.desk = desk or Desk(log)

    # ------------------------------------------------------------ rendering
    def _live(self, sid: str, view: SessionView) -> list[dict[str, Any]]:
        """The conversation so far, the running answer's progress, the messages waiting."""
        messages = conversation(self.log, sid, live=True)
        running = view.running
        if running is not None:
            last = messages[-1] if messages else {}
            if last.get("role") != "user" or last.get("content") != running.message:
                messages.append({"role": "user", "content": running.message})
            messages += live_messages(running.steps, before=self._before_steps())
        for position, job in enumerate(view.waiting, 1):
            messages += waiting_messages(job.message, position)
        return messages

    def _before_steps(self) -> str:
        if self.warmup.warming:
            return (
                f"Waiting for the assistant to finish warming up ({self.warmup.stage.lower()})..."
            )
        return "Starting..."

    def _status(self, view: SessionView) -> str:
        running = view.running
        line = self._before_steps()
        if running is not None and running.steps:
            line = status_line(running.steps[-1])
        if view.waiting:
            line += f" ({len(view.waiting)} more message(s) waiting)"
        return line

    def _follow(self, sid: str, own: TurnJob | None) -> Iterator[tuple]:
        """Stream the session until nothing is running or waiting; ends with the final
        conversation. ``own``: the job this event sent (its text goes back if it failed)."""
        for view in self.jobs.watch(sid):
            if view.idle:
                break
            yield (
                to_display(self._live(sid, view)),
                self._status(view),
                gr.skip(),
                gr.skip(),
                self.warmup.notice(),
                self._holder(sid),
            )
        last = self.jobs.view(sid).last_done
        if last is not None and last.failed:
            status = last.failure_message()
        else:
            final = last.final if last is not None else None
            status = final_status(
                final.outcome if final else None, final.sources if final else None
            )
        restore = own.message if own is not None and own.failed else ""
        yield self._settled(sid, status, restore)

    def _holder(self, sid: str) -> str:
        """Who answers this conversation now (the line above the chat)."""
        return holder_line(self.desk.holder(sid), self.desk.when_answered())

    def _settled(self, sid: str, status: Any, restore: Any) -> tuple:
        """The conversation from the log, with its signature (what the poll compares)."""
        messages, notice, holder = (
            conversation(self.log, sid),
            self.warmup.notice(),
            self._holder(sid),
        )
        return (
            to_display(messages),
            status,
            restore,
            signature(messages, notice + holder),
            notice,
            holder,
        )

    # ------------------------------------------------------------ handlers
    def send(self, message: str, request: gr.Request, order: str = "") -> Iterator[tuple]:
        """``order``: the page's count of messages sent (``SendOrder``); a message sent right
        after another is queued after it even when its request is handled first."""
        sid = chat_session_of(request, self.signer)
        turn = self.order.wait_turn(sid or "", order)
        try:
            job, refusal = self._queue(sid, message)
        finally:
            self.order.done(turn)
        if isinstance(job, Routed) and sid is not None:  # a person holds the conversation
            yield self._settled(sid, refusal, "")
            return
        if not isinstance(job, TurnJob) or sid is None:
            yield gr.skip(), refusal, message, gr.skip(), gr.skip(), gr.skip()
            return
        yield from self._follow(sid, job)

    def resend(self, message: str, request: gr.Request, order: str = "") -> Iterator[tuple]:
        """The page lost the server answering its message (a worker stopped, the proxy gave
        up): sent once more, to whichever worker answers now, without its page count (the
        page's earlier messages were queued by the lost worker). A message the log already
        holds an answer to, or a turn for that is still running, is not asked again: the
        conversation is shown from the log, so an answer never appears twice."""
        sid = chat_session_of(request, self.signer)
        if sid is not None and self._already_asked(sid, message):
            yield self._settled(sid, "", "")
            return
        yield from self.send(message, request, "")

    def _already_asked(self, sid: str, message: str) -> bool:
        last = self.log.last_turn(sid)
        if last is None or last["user_message"] != clean_message(message):
            return False
        return last["outcome"] != "error"  # answered, or still being answered elsewhere

    def _queue(self, sid: str | None, message: str) -> tuple[TurnJob | Routed | None, str]:
        """(the queued job, ""), (where a person got it, the status), or (None, why the
        message was refused). The desk sees the message first: while a person holds the
        conversation (or the message asks for one) no turn runs."""
        problem = check_message(message)
        if problem or sid is None:
            return None, problem or NO_COOKIE
        self.log.ensure_session(sid, channel="ui")
        text = clean_message(message)
        routed = self.desk.route_message(sid, text)
        if routed.to == "person":
            holder = routed.holder
            sent = (
                f"Sent to {holder.name} from our support team."
                if holder.name
                else ("Sent to our support team: a person will answer here.")
            )
            return routed, ROUTED_OPENED if routed.opened else sent
        try:
            return self.jobs.submit(sid, text), ""
        except QueueFull:
            return None, (
                f"Please wait: {self.jobs.max_waiting} messages are already waiting for an "
                "answer. Your text is still in the box; send it when one is answered."
            )

    def load(self, request: gr.Request) -> Iterator[tuple]:
        sid = chat_session_of(request, self.signer)
        notice = self.warmup.notice()
        if sid is None:
            yield [], NO_COOKIE, gr.skip(), "", notice, ""
            return
        if self.jobs.busy(sid):
            yield from self._follow(sid, None)
            return
        yield self._settled(sid, gr.skip(), gr.skip())  # a late load never blanks a status

    def tick(self, last: str, request: gr.Request) -> tuple:
        """Poll for a support reply, the end of the warm-up (or anything else new)."""
        sid = chat_session_of(request, self.signer)
        if sid is None or self.jobs.busy(sid):
            return gr.skip(), gr.skip(), gr.skip(), gr.skip()
        shown, _, _, sig, notice, holder = self._settled(sid, "", "")
        if sig == last:
            return gr.skip(), gr.skip(), gr.skip(), gr.skip()
        return shown, sig, notice, holder

    def status_now(self, status: str, request: gr.Request) -> Any:
        """The timer: a status line about the hand-over ("Sent to Alice ...") that the
        conversation has outgrown (closed, handed back) is replaced; anything else stays."""
        sid = chat_session_of(request, self.signer)
        if sid is None or self.jobs.busy(sid) or not is_handover_status(status or ""):
            return gr.skip()
        holder = self.desk.holder(sid)
        if holder.kind == "assistant":
            return BACK_WITH_ASSISTANT
        if holder.kind == "person" and not (status or "").startswith(f"Sent to {holder.name} "):
            return f"{holder.name} from our support team is answering here."
        return gr.skip()

    def handoff(self, request: gr.Request) -> tuple:
        """ "Ask a person": the conversation goes to the support queue (as asking in words
        does); from now on the customer's messages go to the person, whose replies appear
        here."""
        sid = chat_session_of(request, self.signer)
        if sid is None:
            return gr.skip(), NO_COOKIE, gr.skip()
        if self.jobs.busy(sid):
            return (
                gr.skip(),
                "Please wait until the current answer is done, then ask again.",
                gr.skip(),
            )
        if not self.log.rows("turns", where={"session_id": sid}):
            return (
                gr.skip(),
                "Please type your question first; then a person can answer it.",
                gr.skip(),
            )
        if self.desk.active_case(sid) is not None:
            return (
                gr.skip(),
                "Our support team already has this conversation; they will answer here.",
                gr.skip(),
            )
        self.desk.open_case(sid)
        shown, _, _, _, _, holder = self._settled(sid, "", "")
        return shown, HANDOFF_DONE, holder

    def feedback(self, rating: int, comment: str, request: gr.Request) -> tuple[str, str]:
        sid = chat_session_of(request, self.signer)
        if sid is None:
            return NO_COOKIE, comment
        answered = [
            t
            for t in self.log.rows("turns", where={"session_id": sid})
            if t["outcome"] != "pending"
        ]
        if not answered:
            return "Ask a question first; feedback is about an answer.", comment
        note = clean_message(comment)[:MAX_MESSAGE_CHARS]
        self.log.record_feedback(sid, answered[-1]["id"], rating, None if is_blank(note) else note)
        return "Thank you, your feedback on the last answer is saved.", ""

    def thumbs_up(self, comment: str, request: gr.Request) -> tuple[str, str]:
        return self.feedback(1, comment, request)

    def thumbs_down(self, comment: str, request: gr.Request) -> tuple[str, str]:
        return self.feedback(-1, comment, request)

    # ------------------------------------------------------------ layout
    def _intro(self) -> str:
        greeting = f"{self.assistant.greeting}\n\n" if self.assistant.greeting else ""
        return (
            f"## {self.title}\n{greeting}Answers come only from our {self.assistant.documents} "
            "and from real lookups, and are checked before you see them. When they cannot be "
            "checked, a member of our support team answers here instead."
        )

    def build(self) -> gr.Blocks:
        with gr.Blocks(title=self.title) as demo:
            gr.Markdown(self._intro(), elem_id="chat-intro")
            gr.HTML(CSS, elem_id="chat-css", padding=False)
            notice = gr.Markdown("", elem_id="chat-notice")
            chat = gr.Chatbot(
                label="Conversation",
                elem_id="chat",
                height=480,
                render_markdown=False,
                sanitize_html=True,
                allow_tags=False,
                feedback_options=None,
                buttons=["copy"],
                group_consecutive_messages=False,
            )
            holder = gr.Markdown("", elem_id="chat-holder")  # who answers now
            status = gr.Textbox(
                label="Status", elem_id="chat-status", interactive=False, max_lines=3
            )
            with gr.Row(elem_id="chat-ask"):
                box = gr.Textbox(
                    label="Your question",
                    elem_id="chat-input",
                    scale=5,
                    min_width=0,
                    lines=1,
                    max_lines=8,
                    placeholder=f"{self.assistant.placeholder} "
                    "(Enter sends; Shift+Enter starts a new line)",
                )
                send = gr.Button(
                    "Send", variant="primary", elem_id="chat-send", scale=0, min_width=72
                )
            with gr.Row():
                up = gr.Button("Helpful", elem_id="fb-up", size="sm")
                down = gr.Button("Not helpful", elem_id="fb-down", size="sm")
                person = gr.Button("Ask a person", elem_id="chat-handoff", size="sm")
                comment = gr.Textbox(
                    label="Comment on the last answer (optional)", elem_id="fb-comment", scale=4
                )
            fb_status = gr.Textbox(label="Feedback", elem_id="fb-status", interactive=False)
            # the message on its way to the server, and one it hands back (hidden)
            pending = gr.Textbox(visible="hidden", elem_id="chat-pending")
            order = gr.Textbox(visible="hidden", elem_id="chat-order")
            restore = gr.Textbox(visible="hidden", elem_id="chat-restore")
            sig = gr.State("")
            timer = gr.Timer(REPLY_POLL_S)
            self._wire(
                demo, chat, status, box, send, (pending, order), restore, sig, (notice, holder), timer
            )  # fmt: skip
            private: dict[str, Any] = {"api_visibility": "private"}
            person.click(self.handoff, None, [chat, status, holder], **private)
            up.click(self.thumbs_up, [comment], [fb_status, comment], **private)
            down.click(self.thumbs_down, [comment], [fb_status, comment], **private)
        return demo

    def _wire(self, demo: gr.Blocks, chat: Any, status: Any, box: Any, send: Any, pending: tuple,
              restore: Any, sig: Any, lines: tuple, timer: Any) -> None:  # fmt: skip
        notice, holder = lines
        outputs = [chat, status, restore, sig, notice, holder]
        private: dict[str, Any] = {"api_visibility": "private"}
        demo.load(self.load, None, outputs, concurrency_limit=None, **private)
        for trigger in (send.click, box.submit):
            take = trigger(
                None, [box], [*pending, box, status], js=TAKE_MESSAGE, queue=False, **private
            )
            sent = take.then(
                self.send,
                [*pending],
                outputs,
                concurrency_limit=None,
                trigger_mode="multiple",
                **private,
            )
            # the server was lost mid-answer: the page retries once by itself
            retried = sent.failure(
                self.resend, [*pending], outputs, concurrency_limit=None, **private
            )
            for done in (sent, retried):
                done.then(
                    None, [restore, box], [box], js=RESTORE_MESSAGE, queue=False, **private
                ).then(None, None, None, js=SCROLL_TO_ANSWER, queue=False, **private)
        chat.change(None, None, None, js=SCROLL_TO_ANSWER, queue=False, **private)
        timer.tick(
            self.tick,
            [sig],
            [chat, sig, notice, holder],
            concurrency_limit=None,
            show_progress="hidden",
            **private,
        )
        timer.tick(self.status_now, [status], [status], concurrency_limit=None,
                   show_progress="hidden", **private)  # fmt: skip
