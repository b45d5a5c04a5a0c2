"""guardbot as an OpenAI-compatible endpoint, on the web app's own server:

    POST /v1/chat/completions        the guarded turn (JSON, or SSE with "stream": true)
    GET  /v1/models                  guardbot, guardbot-<kb> for each knowledge base
    GET  /v1/models/{model}
    GET  /v1/guardbot/sessions/{id}  a session of the caller's key, with its turns

The request's last user message is the question of a full guarded turn (retrieval, tools,
critic, regeneration, output rules, recording); see ``wire`` (requests), ``format``
(responses, ``finish_reason``, the ``guardbot`` extension field), ``sessions`` (which
session a request belongs to), ``access`` (the API-key rule), ``identity`` (whose records
its tools may see) and ``catalog`` (models).
"""

from __future__ import annotations

import functools
import time
from collections.abc import AsyncIterator
from typing import Any

import structlog
from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse, Response, StreamingResponse

from bot import context
from bot.handover import Desk
from bot.settings import Settings
from bot.store.apikeys import ApiKeys
from bot.store.log import PayloadLog
from ui.auth import session_secret
from ui.jobs import TurnJobs
from ui.openai_api import format as fmt
from ui.openai_api.access import Caller, KeyPolicy
from ui.openai_api.catalog import ModelCatalog, Profile
from ui.openai_api.errors import ApiError, server_error
from ui.openai_api.format import TurnSummary
from ui.openai_api.handover import attach, is_named, routed_summary, unnamed_request
from ui.openai_api.identity import identify
from ui.openai_api.sessions import conversation_header, open_session, session_id_for, session_view
from ui.openai_api.turns import TurnGateway
from ui.openai_api.wire import MAX_BODY_BYTES, CompletionRequest, body_error, parse_request
from ui.userinput import BadBody, read_json

log = structlog.get_logger("guardbot.api")


class OpenAIEndpoint:
    def __init__(
        self,
        *,
        settings: Settings,
        log: PayloadLog,
        jobs: TurnJobs,
        catalog: ModelCatalog,
        policy: KeyPolicy,
        keys: ApiKeys,
        secret: bytes,
        desk: Desk | None = None,
    ):
        """``secret``: what signs user tokens (``bot.identity``), the staff cookies' key."""
        self.settings = settings
        self.secret = secret
        self.desk = desk or Desk(log)
        self.log = log
        self.catalog = catalog
        self.policy = policy
        self.keys = keys
        self.gateway = TurnGateway(
            jobs=jobs,
            log=log,
            timeout_s=settings.api_timeout_s,
            max_inflight=settings.api_max_inflight,
        )

    # ------------------------------------------------------------ checks (nothing written)
    def caller(self, request: Request) -> Caller:
        server = request.scope.get("server") or (None, None)
        return self.policy.caller(request.headers, local_address=server[0])

    def profile(self, model: str) -> Profile:
        profile = self.catalog.resolve(model)
        if profile is None:
            known = ", ".join(self.catalog.models())
            raise ApiError(
                404,
                f"The model '{model}' does not exist. This guardbot serves: {known}.",
                param="model",
                code="model_not_found",
            )
        return profile

    async def body(self, request: Request) -> Any:
        """The parsed JSON body; 415, 413 or 400 (``ui.userinput.read_json``) otherwise."""
        raw = await request.body()
        try:
            return read_json(
                raw, content_type=request.headers.get("content-type"), max_bytes=MAX_BODY_BYTES
            )
        except BadBody as exc:
            raise body_error(exc) from None

    # ------------------------------------------------------------ handlers
    async def chat_completions(self, request: Request) -> Response:
        caller = self.caller(request)
        parsed = parse_request(await self.body(request))
        identity = identify(parsed.user, caller, secret=self.secret)
        profile = self.profile(parsed.model)
        conversation = conversation_header(request.headers)
        self.gateway.check_capacity()
        session_id = session_id_for(
            parsed, owner=caller.owner, conversation=conversation, identity=identity
        )
        deadline = time.monotonic() + self.settings.api_timeout_s
        open_session(
            self.log, session_id, owner=caller.owner, model=parsed.model, identity=identity
        )
        named = is_named(parsed, conversation)
        early = self._before_turn(parsed, session_id, named=named)
        if early is not None:  # a person holds the conversation, or one was asked for unnamed
            return self._respond(early, parsed)
        with context.trace_scope(context.trace_headers(request.headers)):  # a caller's trace
            job = await self.gateway.start(
                session_id,
                parsed.question,
                parsed.history,
                runner_factory=profile.runner_factory,
                deadline=deadline,
            )
        if caller.key is not None:
            self.keys.touch(caller.key)
        log.info(
            "api_turn_started",
            session_id=session_id,
            model=parsed.model,
            key=caller.owner,
            identity=identity.how,
            stream=parsed.stream,
        )
        if parsed.stream:
            return self._stream(self._events(job, parsed, deadline, named=named))
        summary = await self.gateway.finish(job, deadline)
        attach(summary, self.desk, session_id, named=named, question=parsed.question)
        return JSONResponse(fmt.completion(summary, model=parsed.model, cid=fmt.completion_id()))

    def _before_turn(
        self, parsed: CompletionRequest, session_id: str, *, named: bool
    ) -> TurnSummary | None:
        """The desk sees a named conversation's message first; an unnamed one asking for a
        person is told what a hand-over needs. None: the turn runs."""
        if not named:
            return unnamed_request(parsed, session_id)
        routed = self.desk.route_message(session_id, parsed.question)
        return routed_summary(self.desk, routed, session_id) if routed.to == "person" else None

    def _respond(self, summary: TurnSummary, parsed: CompletionRequest) -> Response:
        summary.usage = {"prompt_tokens": 0, "completion_tokens": 0, "total_tokens": 0}
        if parsed.stream:
            return self._stream(self._told(summary, parsed))
        return JSONResponse(fmt.completion(summary, model=parsed.model, cid=fmt.completion_id()))

    async def _told(self, summary: TurnSummary, parsed: CompletionRequest) -> AsyncIterator[bytes]:
        """A stream of an answer that needed no turn: role, content, final chunk, [DONE]."""
        cid, created, model = fmt.completion_id(), int(time.time()), parsed.model
        yield fmt.sse(fmt.chunk(cid=cid, model=model, created=created,
                                delta={"role": "assistant", "content": ""}))  # fmt: skip
        for piece in fmt.pieces(summary.answer):
            yield fmt.sse(
                fmt.chunk(cid=cid, model=model, created=created, delta={"content": piece})
            )
        yield fmt.sse(fmt.chunk(cid=cid, model=model, created=created,
                                finish_reason=summary.finish_reason, extension=summary.extension()))  # fmt: skip
        if parsed.include_usage:
            yield fmt.sse(
                fmt.usage_chunk(cid=cid, model=model, created=created, usage=summary.usage)
            )
        yield fmt.DONE

    def _stream(self, events: AsyncIterator[bytes]) -> StreamingResponse:
        return StreamingResponse(
            events,
            media_type="text/event-stream",
            headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"},
        )

    async def _events(
        self, job: Any, parsed: CompletionRequest, deadline: float, *, named: bool = False
    ) -> AsyncIterator[bytes]:
        """Role chunk, a progress chunk per guard step (empty delta, ``guardbot.step``),
        the checked answer in pieces, the final chunk, usage (when asked), [DONE]."""
        cid, created, model = fmt.completion_id(), int(time.time()), parsed.model

        def chunk(**kwargs: Any) -> bytes:
            return fmt.sse(fmt.chunk(cid=cid, model=model, created=created, **kwargs))

        yield chunk(delta={"role": "assistant", "content": ""})
        try:
            async for new in self.gateway.follow(job, deadline):
                if not new:
                    yield fmt.HEARTBEAT
                for step in new:
                    yield chunk(extension={"step": step.kind})
            summary = attach(
                self.gateway.summary(job),
                self.desk,
                job.session_id,
                named=named,
                question=parsed.question,
            )
        except ApiError as exc:
            yield fmt.sse(exc.to_dict())
            return
        for piece in fmt.pieces(summary.answer):
            yield chunk(delta={"content": piece})
        yield chunk(finish_reason=summary.finish_reason, extension=summary.extension())
        if parsed.include_usage:
            yield fmt.sse(
                fmt.usage_chunk(cid=cid, model=model, created=created, usage=summary.usage)
            )
        yield fmt.DONE

    def models(self) -> dict[str, Any]:
        return {"object": "list", "data": [self._model(name) for name in self.catalog.models()]}

    def _model(self, name: str) -> dict[str, Any]:
        return {"id": name, "object": "model", "created": 0, "owned_by": "guardbot"}


def _handler(fn: Any) -> Any:
    """Turn ``ApiError`` (and our own bugs) into OpenAI-shaped JSON errors."""

    @functools.wraps(fn)
    async def wrapped(request: Request, **kwargs: Any) -> Response:
        try:
            return await fn(request, **kwargs)
        except ApiError as exc:
            return exc.response()
        except Exception:  # noqa: BLE001 - our bug: logged with its traceback, shaped for the client
            log.exception("api_request_failed", path=request.url.path)
            return server_error("Something went wrong on guardbot's side; it is logged.").response()

    return wrapped


def add_openai_api(
    app: FastAPI,
    *,
    settings: Settings,
    log: PayloadLog,
    jobs: TurnJobs,
    catalog: ModelCatalog | None = None,
    desk: Desk | None = None,
) -> OpenAIEndpoint:
    """Mount ``/v1`` on ``app`` (before the Gradio mount at ``/``). ``app.state.listen_host``,
    when ``serve`` sets it, is the host the key rule looks at (else ``settings.host``)."""
    keys = ApiKeys(log)
    policy = KeyPolicy(
        settings=settings, keys=keys, listen_host=lambda: getattr(app.state, "listen_host", None)
    )
    endpoint = OpenAIEndpoint(
        settings=settings,
        log=log,
        jobs=jobs,
        catalog=catalog or ModelCatalog(settings=settings, default_factory=jobs.runner_factory),
        policy=policy,
        keys=keys,
        secret=session_secret(settings=settings),
        desk=desk,
    )

    @_handler
    async def chat_completions(request: Request) -> Response:
        return await endpoint.chat_completions(request)

    @_handler
    async def list_models(request: Request) -> Response:
        endpoint.caller(request)
        return JSONResponse(endpoint.models())

    @_handler
    async def get_model(request: Request, model: str) -> Response:
        endpoint.caller(request)
        return JSONResponse(endpoint._model(endpoint.profile(model).model))

    @_handler
    async def get_session(request: Request, session_id: str) -> Response:
        caller = endpoint.caller(request)
        return JSONResponse(session_view(log, session_id, owner=caller.owner, desk=endpoint.desk))

    @_handler
    async def unknown(request: Request, path: str) -> Response:
        raise ApiError(
            404,
            f"Invalid URL ({request.method} /v1/{path}). guardbot serves POST /v1/chat/completions and GET /v1/models.",
            code="unknown_url",
        )

    app.add_api_route("/v1/chat/completions", chat_completions, methods=["POST"])
    app.add_api_route("/v1/models", list_models, methods=["GET"])
    app.add_api_route("/v1/models/{model:path}", get_model, methods=["GET"])
    app.add_api_route("/v1/guardbot/sessions/{session_id}", get_session, methods=["GET"])
    app.add_api_route("/v1/{path:path}", unknown, methods=["GET", "POST", "PUT", "PATCH", "DELETE"])
    app.state.openai_endpoint = endpoint
    return endpoint
