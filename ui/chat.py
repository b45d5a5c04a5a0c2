"""The public chat page: one conversation per browser session (a signed cookie), live
status while the answer is prepared and checked, sources under each answer, the support
team's replies appearing in the same conversation, and thumbs up/down with a comment.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from typing import Any

import gradio as gr

from bot.store.log import PayloadLog
from ui.auth import CookieSigner
from ui.jobs import Busy, TurnJob, TurnJobs
from ui.render import conversation, history_for_model, live_messages, status_line, to_display
from ui.web import chat_session_of

MAX_MESSAGE_CHARS = 4000
REPLY_POLL_S = 2.0
NO_COOKIE = (
    "Your browser did not send our session cookie. Please enable cookies for this site and reload."
)


def signature(messages: list[dict[str, Any]]) -> str:
    return hashlib.sha256(json.dumps(messages, sort_keys=True, default=str).encode()).hexdigest()


def check_message(message: str | None) -> str | None:
    """A clear message for input we refuse, or None when the message is fine."""
    text = (message or "").strip()
    if not text:
        return "Please type a question first."
    if len(text) > MAX_MESSAGE_CHARS:
        return (
            f"Your message has {len(text):,} characters; the limit is {MAX_MESSAGE_CHARS:,}. "
            "Please shorten it (your text is still in the box)."
        )
    return None


class ChatPage:
    def __init__(
        self,
        *,
        log: PayloadLog,
        jobs: TurnJobs,
        signer: CookieSigner,
        title: str = "Quillstack help",
    ):
        self.log = log
        self.jobs = jobs
        self.signer = signer
        self.title = title

    # ------------------------------------------------------------ handlers
    def _stream(self, sid: str, job: TurnJob, keep: str) -> Iterator[tuple]:
        base = conversation(self.log, sid, live=True)
        if not base or base[-1].get("role") != "user" or base[-1].get("content") != job.message:
            base = base + [{"role": "user", "content": job.message}]
        for steps in job.follow():
            status = status_line(steps[-1]) if steps else "Starting..."
            yield (
                to_display(base + live_messages(steps, error=None, done=False)),
                status,
                "",
                gr.skip(),
            )
        final = conversation(self.log, sid)
        last = job.steps[-1] if job.steps else None
        failed = last is not None and last.kind == "final" and last.data.get("outcome") == "error"
        if job.error or failed:
            # the message goes back into the box so the user can send it again
            answer = last.data.get("answer") if last is not None else None
            message = job.error or str(answer or "The answer failed.")
            yield to_display(final), message, keep, signature(final)
        else:
            yield to_display(final), "Answered.", "", signature(final)

    def send(self, message: str, request: gr.Request) -> Iterator[tuple]:
        problem = check_message(message)
        sid = chat_session_of(request, self.signer)
        if problem or sid is None:
            yield gr.skip(), problem or NO_COOKIE, message, gr.skip()
            return
        text = message.strip()
        self.log.ensure_session(sid, channel="ui")
        try:
            job = self.jobs.start(sid, text, history_for_model(self.log, sid))
        except Busy:
            yield (
                gr.skip(),
                "Please wait: the previous answer is still being prepared.",
                message,
                gr.skip(),
            )
            return
        yield from self._stream(sid, job, keep=text)

    def load(self, request: gr.Request) -> Iterator[tuple]:
        sid = chat_session_of(request, self.signer)
        if sid is None:
            yield [], NO_COOKIE, gr.skip(), ""
            return
        job = self.jobs.running(sid)
        if job is not None:
            yield from self._stream(sid, job, keep="")
            return
        messages = conversation(self.log, sid)
        yield to_display(messages), "", gr.skip(), signature(messages)

    def tick(self, last: str, request: gr.Request) -> tuple:
        """Poll for a support reply (or anything else new) and show it."""
        sid = chat_session_of(request, self.signer)
        if sid is None or self.jobs.running(sid) is not None:
            return gr.skip(), gr.skip()
        messages = conversation(self.log, sid)
        sig = signature(messages)
        if sig == last:
            return gr.skip(), gr.skip()
        return to_display(messages), sig

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
        note = (comment or "").strip()[:MAX_MESSAGE_CHARS] or None
        self.log.record_feedback(sid, answered[-1]["id"], rating, note)
        return "Thank you, your feedback on the last answer is saved.", ""

    def thumbs_up(self, comment: str, request: gr.Request) -> tuple[str, str]:
        return self.feedback(1, comment, request)

    def thumbs_down(self, comment: str, request: gr.Request) -> tuple[str, str]:
        return self.feedback(-1, comment, request)

    # ------------------------------------------------------------ layout
    def build(self) -> gr.Blocks:
        with gr.Blocks(title=self.title) as demo:
            gr.Markdown(
                f"## {self.title}\nAnswers come only from our help centre and your workspace data, "
                "and are checked before you see them."
            )
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
            status = gr.Textbox(
                label="Status", elem_id="chat-status", interactive=False, max_lines=3
            )
            with gr.Row():
                box = gr.Textbox(
                    label="Your question",
                    elem_id="chat-input",
                    scale=5,
                    lines=2,
                    max_lines=8,
                    placeholder="Ask about plans, billing, integrations or your accounts...",
                )
                send = gr.Button("Send", variant="primary", elem_id="chat-send", scale=1)
            with gr.Row():
                up = gr.Button("Helpful", elem_id="fb-up", size="sm")
                down = gr.Button("Not helpful", elem_id="fb-down", size="sm")
                comment = gr.Textbox(
                    label="Comment on the last answer (optional)", elem_id="fb-comment", scale=4
                )
            fb_status = gr.Textbox(label="Feedback", elem_id="fb-status", interactive=False)
            sig = gr.State("")
            timer = gr.Timer(REPLY_POLL_S)

            outputs = [chat, status, box, sig]
            demo.load(self.load, None, outputs, api_visibility="private", concurrency_limit=None)
            for trigger in (send.click, box.submit):
                trigger(self.send, [box], outputs, api_visibility="private", concurrency_limit=None)
            timer.tick(
                self.tick,
                [sig],
                [chat, sig],
                api_visibility="private",
                concurrency_limit=None,
                show_progress="hidden",
            )
            up.click(self.thumbs_up, [comment], [fb_status, comment], api_visibility="private")
            down.click(self.thumbs_down, [comment], [fb_status, comment], api_visibility="private")
        return demo
