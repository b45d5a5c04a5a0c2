"""The parts of the web app outside Gradio: the access gate (ASGI middleware), the staff
login and logout pages (with the brake on failed logins), and the per-browser chat cookie.

Every request under ``/staff`` needs a valid signed staff cookie: HTML page loads without
one are redirected to ``/login``; everything else (Gradio's API, files, websockets) gets
401. Public requests get a signed chat-session cookie when they have none, so each
browser session has its own conversation and cannot name another one.
"""

from __future__ import annotations

import html
import json
import math
import urllib.parse
from collections.abc import Callable, Container
from http.cookies import SimpleCookie
from typing import Any

import structlog
from fastapi import FastAPI, Form, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response

from bot.store.logins import LoginBrake, account_key, address_key
from ui.auth import CHAT_COOKIE, SESSION_TTL_S, STAFF_COOKIE, CookieSigner, StaffDirectory

log = structlog.get_logger("guardbot.ui")

STAFF_PREFIX = "/staff"


def cookies_of(scope: dict[str, Any]) -> dict[str, str]:
    jar = SimpleCookie()
    for key, value in scope.get("headers") or []:
        if key == b"cookie":
            try:
                jar.load(value.decode("latin-1"))
            except Exception:  # a malformed cookie header: treat as none
                continue
    return {k: m.value for k, m in jar.items()}


# The public chat shows text only: it serves no files and takes no uploads. Files that the
# staff pages produce (plots, exported cases) sit in Gradio's shared temp folder, so the
# public mount must not serve that folder to anyone.
FN_CALLS = ("/queue/join", "/run/predict")  # Gradio's calls by function number
PUBLIC_BLOCKED = ("/gradio_api/file", "/file=", "/gradio_api/upload", "/upload", "/gradio_api/mcp")


def is_staff_path(path: str) -> bool:
    return path == STAFF_PREFIX or path.startswith(STAFF_PREFIX + "/")


class AccessGate:
    """Pure ASGI middleware: guards ``/staff``, hands out chat-session cookies."""

    def __init__(
        self,
        app: Any,
        *,
        signer: CookieSigner,
        public_fns: Callable[[], Container[int]] | None = None,
    ):
        self.app = app
        self.signer = signer
        self.public_fns = public_fns  # the public page's function numbers (others: 404)

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        cookies = cookies_of(scope)
        if is_staff_path(scope.get("path", "")):
            if self.signer.staff_name(cookies.get(STAFF_COOKIE)) is None:
                await self._refuse(scope, receive, send)
                return
            await self.app(scope, receive, send)
            return
        if scope.get("path", "").startswith(PUBLIC_BLOCKED):
            await Response("Not found", status_code=404)(scope, receive, send)
            return
        if self.public_fns is not None and scope.get("path", "").endswith(FN_CALLS):
            receive = await self._known_function(scope, receive, send)
            if receive is None:
                return
        if self.signer.chat_session(cookies.get(CHAT_COOKIE)) is not None:
            await self.app(scope, receive, send)
            return
        await self._with_new_chat_cookie(scope, receive, send)

    async def _known_function(self, scope: dict[str, Any], receive: Any, send: Any) -> Any:
        """A call by function number on the public page: a number it does not have (the
        staff page's, say) is a 404, not a KeyError inside Gradio. Returns the request's
        ``receive`` to pass on (the body was read), or None when it was answered here."""
        body, more = b"", True
        while more:
            message = await receive()
            if message["type"] != "http.request":
                return receive
            body += message.get("body", b"")
            more = message.get("more_body", False)
        try:
            fn_index = json.loads(body or b"{}").get("fn_index")
        except (ValueError, AttributeError):
            fn_index = None
        if fn_index is not None and fn_index not in self.public_fns():  # type: ignore[misc]
            await Response(
                '{"detail": "no such function"}', status_code=404, media_type="application/json"
            )(scope, receive, send)
            return None
        sent = False

        async def replay() -> dict[str, Any]:
            nonlocal sent
            if not sent:
                sent = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        return replay

    async def _refuse(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] == "websocket":
            await send({"type": "websocket.close", "code": 4401})
            return
        headers = {k.decode("latin-1"): v.decode("latin-1") for k, v in scope.get("headers") or []}
        wants_page = scope.get("method") == "GET" and "text/html" in headers.get("accept", "")
        if wants_page:
            target = "/login?next=" + urllib.parse.quote(scope.get("path", "/staff/"))
            response: Response = RedirectResponse(target, status_code=303)
        else:
            response = Response(
                '{"detail": "staff login required"}', status_code=401, media_type="application/json"
            )
        await response(scope, receive, send)

    async def _with_new_chat_cookie(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        token = self.signer.new_chat_session()
        # the request itself carries the new cookie, so the handlers see the same session
        headers = [(k, v) for k, v in scope.get("headers") or [] if k != b"cookie"]
        headers.append((b"cookie", f"{CHAT_COOKIE}={token}".encode()))
        scope = dict(scope, headers=headers)
        set_cookie = f"{CHAT_COOKIE}={token}; Path=/; HttpOnly; SameSite=Lax".encode()

        async def send_with_cookie(message: dict[str, Any]) -> None:
            if message["type"] == "http.response.start":
                message = dict(
                    message,
                    headers=list(message.get("headers") or []) + [(b"set-cookie", set_cookie)],
                )
            await send(message)

        await self.app(scope, receive, send_with_cookie)


def chat_session_of(request: Any, signer: CookieSigner) -> str | None:
    """The chat session of a Gradio or FastAPI request (from its signed cookie)."""
    cookies = getattr(request, "cookies", None) or {}
    return signer.chat_session(cookies.get(CHAT_COOKIE))


def staff_of(request: Any, signer: CookieSigner) -> str | None:
    cookies = getattr(request, "cookies", None) or {}
    return signer.staff_name(cookies.get(STAFF_COOKIE))


LOGIN_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>guardbot staff login</title>
<style>body{{font-family:system-ui,sans-serif;max-width:24rem;margin:4rem auto;}}
label{{display:block;margin:.6rem 0 .2rem}}input{{width:100%;padding:.4rem}}
button{{margin-top:1rem;padding:.5rem 1.2rem}}.err{{color:#b00020}}</style></head>
<body><h1>Staff login</h1><p class="err" id="login-error">{error}</p>
<form method="post" action="/login">
<input type="hidden" name="next" value="{next}">
<label for="username">User name</label><input id="username" name="username" autocomplete="username" required>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit" id="login-submit">Log in</button></form>
<p><a href="/">Back to the chat</a></p></body></html>"""


def safe_next(target: str | None) -> str:
    """Only redirect inside the staff area (no open redirects)."""
    if target and is_staff_path(urllib.parse.urlsplit(target).path) and target.startswith("/"):
        if target.startswith("//"):
            return "/staff/"
        return "/staff/" if target == STAFF_PREFIX else target
    return "/staff/"


def login_page(*, error: str = "", next_url: str = "/staff/", status: int = 200) -> HTMLResponse:
    body = LOGIN_PAGE.format(
        error=html.escape(error), next=html.escape(safe_next(next_url), quote=True)
    )
    return HTMLResponse(body, status_code=status, headers={"Cache-Control": "no-store"})


LOCKED = (
    "Too many failed logins. Please wait {wait} before trying again; until then no login "
    "is checked."
)


def _wait_words(seconds: int) -> str:
    if seconds < 120:
        return f"{seconds} seconds"
    return f"{math.ceil(seconds / 60)} minutes"


def locked_page(wait_s: int, *, next_url: str, error: str = "") -> HTMLResponse:
    """429 with ``Retry-After``; the same words whether the account exists or not."""
    text = " ".join(filter(None, [error, LOCKED.format(wait=_wait_words(wait_s))]))
    response = login_page(error=text, next_url=next_url, status=429)
    response.headers["Retry-After"] = str(wait_s)
    return response


def add_login_routes(
    app: FastAPI, *, signer: CookieSigner, staff: StaffDirectory, brake: LoginBrake
) -> None:
    """``brake``: counts failed logins per account and per client address (``bot.store.
    logins``); a locked account or address is refused without its password being checked."""

    @app.get("/login", response_class=HTMLResponse)
    def get_login(next: str = "/staff/") -> HTMLResponse:  # noqa: A002 (query parameter name)
        return login_page(next_url=next)

    @app.post("/login")
    def post_login(
        request: Request,
        username: str = Form(""),
        password: str = Form(""),
        next: str = Form("/staff/"),  # noqa: A002
    ) -> Response:
        address = request.client.host if request.client else None
        keys = [account_key(username), address_key(address)]
        wait = brake.wait_s(keys)
        if wait > 0:
            log.info("staff_login_refused", user=username[:64], address=address, wait_s=wait)
            return locked_page(wait, next_url=next)
        if not staff.users():
            return login_page(
                error="No staff accounts exist yet. Create one with: guardbot users add NAME",
                next_url=next,
                status=401,
            )
        if not username or not password or not staff.verify(username, password):
            locked = brake.failed(keys)
            log.info("staff_login_failed", user=username[:64], address=address, locked_s=locked)
            wrong = "Wrong user name or password."
            if locked:
                return locked_page(locked, next_url=next, error=wrong)
            return login_page(error=wrong, next_url=next, status=401)
        brake.succeeded(keys)
        log.info("staff_login", user=username, address=address)
        response = RedirectResponse(safe_next(next), status_code=303)
        response.set_cookie(
            STAFF_COOKIE,
            signer.sign_staff(username),
            max_age=SESSION_TTL_S,
            httponly=True,
            samesite="lax",
            path="/",
        )
        return response

    @app.get(STAFF_PREFIX)
    def staff_root() -> Response:  # the mount serves only "/staff/" (the gate checked the login)
        return RedirectResponse(STAFF_PREFIX + "/", status_code=307)

    @app.get("/logout")
    @app.post("/logout")
    def logout() -> Response:
        response = RedirectResponse("/login", status_code=303)
        response.delete_cookie(STAFF_COOKIE, path="/")
        return response

    @app.get("/healthz")
    def healthz() -> dict[str, str]:
        return {"status": "ok"}
