"""The web app: a FastAPI app with the public chat (Gradio) at ``/`` and the staff pages
(support queue, developers, evaluations; Gradio) at ``/staff`` behind a login.

    app = create_app()                      # from the settings: real runner, payload log
    app = create_app(settings=s, runner_factory=lambda: build_runner(s, model=scripted))

Everything the pages need can be injected, so the browser tests run it with the
scripted backend.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import gradio as gr
import structlog
from fastapi import FastAPI

from bot.recovery import recover
from bot.settings import Settings, get_settings
from bot.store.leases import TurnLeases
from bot.store.log import PayloadLog, get_log
from bot.store.logins import LoginBrake
from bot.wiring import deployment_of
from ui.api import add_chat_api
from ui.auth import CookieSigner, StaffDirectory, session_secret
from ui.chat import ChatPage
from ui.jobs import RunnerFactory, TurnJobs
from ui.openai_api import add_openai_api
from ui.services import Services, default_runner_factory
from ui.staff import StaffPages
from ui.warmup import WarmUp
from ui.web import STAFF_PREFIX, AccessGate, add_login_routes, staff_of


@dataclass
class AppParts:
    """What ``create_app`` built; tests use it to reach the parts."""

    settings: Settings
    log: PayloadLog
    jobs: TurnJobs
    signer: CookieSigner
    staff: StaffDirectory
    services: Services
    warmup: WarmUp


def create_app(
    *,
    settings: Settings | None = None,
    log: PayloadLog | None = None,
    runner_factory: RunnerFactory | None = None,
    services: Services | None = None,
    workers: int | None = None,
    warmup: WarmUp | None = None,
) -> FastAPI:
    """``warmup``: the app's warm-up state (``guardbot serve`` runs it); questions wait
    for it and the chat page says it is still warming up."""
    settings = settings or get_settings()
    warmup = warmup or WarmUp()
    log = log or get_log()
    signer = CookieSigner(session_secret(settings=settings))
    staff = StaffDirectory(settings=settings)
    jobs = TurnJobs(
        runner_factory=runner_factory or default_runner_factory(settings),
        log=log,
        workers=workers or settings.turn_workers,
        ready=warmup.wait,
    )
    services = services or Services(settings=settings, log=log)
    services.drafter.share(jobs.runner_factory)  # drafts use the turn's model, critic, articles

    app = FastAPI(title="guardbot", docs_url=None, redoc_url=None, openapi_url=None)
    app.state.parts = AppParts(
        settings=settings,
        log=log,
        jobs=jobs,
        signer=signer,
        staff=staff,
        services=services,
        warmup=warmup,
    )
    app.state.login_brake = LoginBrake(log)  # tests set its clock
    add_login_routes(app, signer=signer, staff=staff, brake=app.state.login_brake)
    desk = services.desk  # sees every customer message first: a person may hold the conversation
    add_chat_api(app, jobs=jobs, log=log, signer=signer, desk=desk)
    add_openai_api(app, settings=settings, log=log, jobs=jobs, desk=desk)  # /v1 (OpenAI-compatible)
    recovered = recover(log, older_than_s=settings.recover_pending_after_s)
    _hold_leases(log, ttl_s=settings.turn_lease_s)
    log.defer_steps()  # a turn's steps are written beside it, not in its way
    if any(recovered.values()):
        structlog.get_logger("guardbot.ui").warning("recovered_at_start", **recovered)

    staff_blocks = StaffPages(services=services, signer=signer).build()
    staff_blocks.queue(default_concurrency_limit=8)
    gr.mount_gradio_app(
        app,
        staff_blocks,
        path=STAFF_PREFIX,
        auth_dependency=lambda request: staff_of(request, signer),
        footer_links=[],
        run_history=False,
        allowed_paths=[str(settings.reports_dir()), str(services.cases_dir())],
        show_error=True,
    )
    chat_blocks = ChatPage(
        log=log,
        jobs=jobs,
        signer=signer,
        assistant=deployment_of(settings).assistant,
        warmup=warmup,
        escalations=lambda: services.queue,
        desk=desk,
    ).build()
    chat_blocks.queue(default_concurrency_limit=16)
    gr.mount_gradio_app(
        app, chat_blocks, path="/", footer_links=[], run_history=False, show_error=False
    )
    app.add_middleware(_gate_factory(signer, public_fns=lambda: chat_blocks.fns))
    return app


def _hold_leases(log: PayloadLog, *, ttl_s: float) -> None:
    """Lease each turn this worker runs and close other workers' lapsed ones (once per log)."""
    if ttl_s <= 0 or log.leases is not None:
        return
    leases = TurnLeases(log, ttl_s=ttl_s)
    log.use_leases(leases)
    leases.close_lapsed()
    leases.start()


def _gate_factory(signer: CookieSigner, *, public_fns: Any = None) -> Any:
    class _Gate(AccessGate):
        def __init__(self, app: Any):
            super().__init__(app, signer=signer, public_fns=public_fns)

    return _Gate
