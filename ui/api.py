"""A JSON chat endpoint beside the browser chat: ``POST /api/chat {"message": "..."}``.

The same guarded turn as the page (same cookie session, same worker pool, same log), for
integrations and for the load test. The response holds the answer the user may see, the
turn's outcome and the kinds of its steps. A second message while one is still being
answered waits its turn (as in the browser); a full line gets 409, a bad message 400,
with the reason. The body is read as ``ui.userinput.read_json`` reads it (JSON content type,
at most 1 MB, 64 levels deep, no lone surrogates) and the message is cleaned and checked as
the chat page's (``check_message``), all before anything is written.
"""

from __future__ import annotations

import asyncio
from typing import Any

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from bot import context
from bot.handover import Desk
from bot.steps import FinalStep
from bot.store.log import PayloadLog
from ui.auth import CookieSigner
from ui.chat import NO_COOKIE, check_message, clean_message
from ui.jobs import QueueFull, TurnJobs
from ui.openai_api.handover import waiting_words
from ui.userinput import BadBody, read_json
from ui.web import chat_session_of

BODY_SHAPE = 'the body must be a JSON object with a text message: {"message": "..."}'


def add_chat_api(
    app: FastAPI,
    *,
    jobs: TurnJobs,
    log: PayloadLog,
    signer: CookieSigner,
    timeout_s: float = 600.0,
    desk: Desk | None = None,
) -> None:
    """``desk``: sees each message first (a conversation a person holds gets no turn)."""
    desk = desk or Desk(log)

    @app.post("/api/chat")
    async def chat(request: Request) -> JSONResponse:
        try:
            text = await _message_of(request)
        except BadBody as exc:
            return JSONResponse({"error": exc.message}, status_code=exc.status)
        sid = chat_session_of(request, signer)
        if sid is None:
            return JSONResponse({"error": NO_COOKIE}, status_code=400)
        log.ensure_session(sid, channel="api")
        routed = desk.route_message(sid, text)
        if routed.to == "person":  # on the case; the bot stays silent (says once it is passed on)
            return JSONResponse(
                {"answer": routed.notice or waiting_words(routed), "outcome": "with_person",
                 "holder": routed.holder.to_dict(), "turn_id": None, "steps": []}
            )  # fmt: skip
        try:
            with context.trace_scope(context.trace_headers(request.headers)):
                job = jobs.submit(sid, text)
        except QueueFull as exc:
            return JSONResponse(
                {"error": f"the previous answers are still being prepared ({exc})"},
                status_code=409,
            )
        done = await asyncio.to_thread(_wait, job, timeout_s)
        if not done:
            return JSONResponse(
                {"error": "the answer is taking too long; it will appear in the chat"},
                status_code=504,
            )
        final = next((s for s in reversed(job.steps) if isinstance(s, FinalStep)), None)
        if final is None:
            return JSONResponse({"error": job.error or "the answer failed"}, status_code=503)
        return JSONResponse(
            {
                "answer": final.answer,
                "outcome": final.outcome,
                "turn_id": final.turn_id,
                "steps": [s.kind for s in job.steps],
            }
        )


async def _message_of(request: Request) -> str:
    """The cleaned message of a ``{"message": "..."}`` body; ``BadBody`` (4xx) otherwise."""
    body: Any = read_json(await request.body(), content_type=request.headers.get("content-type"))
    message = body.get("message") if isinstance(body, dict) else None
    if not isinstance(message, str):
        raise BadBody(400, BODY_SHAPE, code="invalid_type")
    problem = check_message(message)
    if problem:
        raise BadBody(400, problem, code="invalid_value")
    return clean_message(message)


def _wait(job, timeout_s: float) -> bool:  # noqa: ANN001 - ui.jobs.TurnJob
    with job.cond:
        return job.cond.wait_for(lambda: job.done, timeout=timeout_s)
