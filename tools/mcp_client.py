"""MCP servers as a tool source: their tools are registered and called like any other.

    names = register_server(registry, server)   # server: a bot.deployment.McpServer
    registry.call("get_tide", {"port": "kiel", "date": "2026-06-01"})

``connect(server)`` starts a stdio server (its ``command`` + ``args``, in its ``cwd``, with
its ``env`` over a minimal environment) or opens a streamable HTTP one (``url`` with its
``headers``), and keeps one MCP session to it on a daemon thread of its own, with
synchronous ``list_tools()`` and ``call()``. A connection that dies is opened again once
before a call fails; every connection is closed at interpreter exit.

``register_server`` adds one tool per server tool (source ``mcp:<server>``): its inputSchema
is the tool's parameters. It changes something (``writes``: asked about, run only after
the user's yes) unless the server marks it ``readOnlyHint: true`` or the deployment names it
in ``read_only``; a tool named in ``writes`` or marked ``destructiveHint: true`` always does. A call's result is the tool's
structured content, else its text (parsed when it is JSON, else ``{"text": ...}``); a tool
error comes back as the tool's error. Failures raise ``McpError`` naming the server and
what failed; the values of its ``${VAR}`` secrets never appear in a message.
"""

from __future__ import annotations

import asyncio
import atexit
import concurrent.futures
import contextlib
import inspect
import json
import os
import re
import sys
import tempfile
import threading
import weakref
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import IO, TYPE_CHECKING, Any, TextIO, TypeVar, cast

import anyio
import httpx2
import mcp.types as mcp_types
from mcp import ClientSession, StdioServerParameters, stdio_client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.exceptions import MCPError

from tools.registry import ToolError, ToolRegistry, ToolSpec
from tools.schema import docstring_examples, parse_docstring

if TYPE_CHECKING:
    from bot.deployment import McpServer

T = TypeVar("T")
START_SLACK_S = 10.0  # beyond the server's timeout: spawning a process, importing its code
CLOSE_WAIT_S = 8.0  # a stdio server gets 2 s to exit on its own, then is terminated, killed
ERRLOG_MAX_BYTES = 1 << 20  # a stdio server's error output kept for the start's message
PASSED_ENV = ("LANG", "LC_ALL", "LC_CTYPE", "TMPDIR")  # beside mcp's HOME, PATH, USER ...
_ENV_REF = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*)\}")
_OPEN: weakref.WeakSet[McpConnection] = weakref.WeakSet()


class McpError(ValueError):
    """An MCP server cannot be started, reached or used; the message names the server."""


class _Lost(Exception):
    """The connection is gone (the server exited, the HTTP server went away)."""


@dataclass
class _Link:
    """One live session: its event loop thread, the task that holds it open, its stderr."""

    loop: asyncio.AbstractEventLoop
    thread: threading.Thread
    stop: asyncio.Event
    errlog: TextIO
    task: concurrent.futures.Future[None] | None = None
    session: ClientSession | None = None
    ended: list[BaseException] = field(default_factory=list)
    http_status: int | None = None  # the last HTTP error status (401: the token is wrong)
    session_gone: bool = False  # 404 to our session id: the HTTP server forgot it (restarted)


class McpConnection:
    """One MCP server, one persistent session; thread-safe, synchronous."""

    def __init__(self, server: McpServer):
        self.server = server
        self._lock = threading.Lock()
        self._link: _Link | None = None
        self._closed = False
        self._secrets = _secret_values(server)

    @property
    def label(self) -> str:
        return f"MCP server {self.server.name!r}"

    def open(self) -> McpConnection:
        """Start the server (or reach it) and initialise the session; McpError if it fails."""
        with self._lock:
            if self._closed:
                raise McpError(f"{self.label}: the connection was closed")
            if self._link is None:
                self._link = self._start()
        _OPEN.add(self)
        return self

    def list_tools(self) -> list[mcp_types.Tool]:
        """Every tool the server offers (all pages of the listing)."""
        tools: list[mcp_types.Tool] = []
        cursor: str | None = None
        while True:
            params = mcp_types.PaginatedRequestParams(cursor=cursor) if cursor else None

            def request(
                session: ClientSession, params: mcp_types.PaginatedRequestParams | None = params
            ) -> Awaitable[mcp_types.ListToolsResult]:
                return session.list_tools(params=params)

            page = self._with_reconnect(request, self.server.timeout, "listing tools")
            tools.extend(page.tools)
            cursor = page.next_cursor
            if not cursor:
                return tools

    def call(
        self,
        name: str,
        arguments: dict[str, Any],
        timeout: float | None = None,
        *,
        retry: bool = True,
    ) -> mcp_types.CallToolResult:
        """Call a tool. A lost connection is opened again once; the call is repeated after
        that only when ``retry`` (False for a tool that changes something: it may have run)."""
        limit = timeout or self.server.timeout

        def request(session: ClientSession) -> Awaitable[mcp_types.CallToolResult]:
            return session.call_tool(name, arguments, read_timeout_seconds=limit)

        try:
            return self._with_reconnect(request, limit, f"calling {name}", retry=retry)
        finally:
            _trim(self._link)

    def close(self) -> None:
        """End the session (a stdio server is stopped); later calls raise McpError."""
        with self._lock:
            self._closed = True
            link, self._link = self._link, None
        if link is not None:
            _shut(link)
        _OPEN.discard(self)

    def redact(self, text: str) -> str:
        """``text`` without the values of the server's ``${VAR}`` secrets."""
        for secret in self._secrets:
            text = text.replace(secret, "***")
        return text

    def _with_reconnect(
        self,
        make: Callable[[ClientSession], Awaitable[T]],
        timeout: float,
        what: str,
        *,
        retry: bool = True,
    ) -> T:
        link = self._link
        try:
            return self._request(link, make, timeout, what)
        except _Lost as lost:
            self._reconnect(link, f"{what}: {lost}")
            if not retry:
                raise McpError(
                    f"{self.label}: the connection was lost while {what}, so it may or may "
                    "not have been done; it is reconnected: check, then ask again"
                ) from None
        try:
            return self._request(self._link, make, timeout, what)
        except _Lost as lost:
            raise McpError(
                f"{self.label}: the connection was lost again while {what}: {lost}"
            ) from None

    def _request(
        self,
        link: _Link | None,
        make: Callable[[ClientSession], Awaitable[T]],
        timeout: float,
        what: str,
    ) -> T:
        if self._closed:
            raise McpError(f"{self.label}: the connection was closed")
        if link is None or link.session is None:
            ended = link.ended if link is not None else []
            why = f": {self.redact(_describe(_leaf(ended[0])))}" if ended else ""
            raise _Lost(f"the session had ended{why}")
        session = link.session

        async def run() -> T:
            return await make(session)

        future = asyncio.run_coroutine_threadsafe(run(), link.loop)
        try:
            return future.result(timeout + START_SLACK_S)
        except concurrent.futures.TimeoutError:
            future.cancel()
            raise McpError(f"{self.label}: no answer within {timeout:g} s while {what}") from None
        except Exception as exc:
            raise self._failure(exc, what, link) from None

    def _failure(self, exc: BaseException, what: str, link: _Link) -> Exception:
        leaf = _leaf(exc)
        if _is_lost(leaf) or link.session_gone:
            return _Lost(self.redact(_describe(leaf)))
        if isinstance(leaf, MCPError) and leaf.code == mcp_types.REQUEST_TIMEOUT:
            return McpError(f"{self.label}: no answer in time while {what}")
        return McpError(f"{self.label}: {what} failed: {self.redact(_describe(leaf))}")

    def _reconnect(self, stale: _Link | None, why: str) -> None:
        with self._lock:
            if self._closed:
                raise McpError(f"{self.label}: the connection was closed")
            if self._link is not stale:  # another thread reconnected already
                return
            self._link = None
            if stale is not None:
                _shut(stale)
            try:
                self._link = self._start()
            except McpError as exc:
                raise McpError(f"{exc} (reconnecting after {why})") from None

    def _start(self) -> _Link:
        resolved = self._resolved()  # a missing ${VAR} fails here, before anything starts
        loop = asyncio.new_event_loop()
        thread = threading.Thread(
            target=loop.run_forever, daemon=True, name=f"mcp-{self.server.name}"
        )
        errlog = _error_file()
        link = _Link(loop=loop, thread=thread, stop=asyncio.Event(), errlog=errlog)
        thread.start()
        ready: concurrent.futures.Future[None] = concurrent.futures.Future()
        link.task = asyncio.run_coroutine_threadsafe(self._serve(link, ready, resolved), loop)
        wait = self.server.timeout + START_SLACK_S
        try:
            ready.result(wait)
            return link
        except concurrent.futures.TimeoutError:
            problem = f"no answer within {wait:g} s"
        except Exception as exc:
            problem = _describe(_leaf(exc))
        message = self._start_message(problem, link)
        _shut(link, cancel=True)
        raise McpError(message)

    async def _serve(
        self, link: _Link, ready: concurrent.futures.Future[None], resolved: dict[str, str]
    ) -> None:
        """Hold the transport and the session open until ``link.stop`` is set."""
        try:
            async with contextlib.AsyncExitStack() as stack:
                read, write = await self._open_transport(stack, link, resolved)
                session = await stack.enter_async_context(
                    ClientSession(read, write, read_timeout_seconds=self.server.timeout)
                )
                await session.initialize()
                link.session = session
                ready.set_result(None)
                await link.stop.wait()
        except BaseException as exc:  # reported to the waiter, or ends a dead session
            link.ended.append(exc)
            if not ready.done():
                ready.set_exception(exc)
            if not isinstance(exc, Exception):
                raise
        finally:
            link.session = None

    async def _open_transport(
        self, stack: contextlib.AsyncExitStack, link: _Link, resolved: dict[str, str]
    ) -> Any:
        server = self.server
        if server.command:
            params = StdioServerParameters(
                command=_executable(server.command),
                args=[str(a) for a in server.args],
                env=resolved,
                cwd=server.cwd,
            )
            return await stack.enter_async_context(stdio_client(params, errlog=link.errlog))

        async def note_status(response: httpx2.Response) -> None:
            if response.status_code >= 400:
                link.http_status = response.status_code
            if response.status_code == 404 and "mcp-session-id" in response.request.headers:
                link.session_gone = True

        timeout = httpx2.Timeout(server.timeout, read=300.0)  # read: the server's event stream
        client = await stack.enter_async_context(
            httpx2.AsyncClient(
                headers=resolved, timeout=timeout, event_hooks={"response": [note_status]}
            )
        )
        return await stack.enter_async_context(
            streamable_http_client(str(server.url), http_client=client)
        )

    def _resolved(self) -> dict[str, str]:
        """A stdio server's environment (a minimal one, then its own env), or an HTTP
        server's headers, with their ``${VAR}`` values filled in."""
        if bool(self.server.command) == bool(self.server.url):
            raise McpError(f"{self.label}: give either command or url")
        try:
            if not self.server.command:
                return self.server.resolved_headers()
            own = self.server.resolved_env()
        except ValueError as exc:  # a ${VAR} that is not set: the message names it
            raise McpError(f"{self.label}: {exc}") from None
        passed = {k: os.environ[k] for k in PASSED_ENV if k in os.environ}
        return {**passed, **own}

    def _start_message(self, problem: str, link: _Link) -> str:
        server = self.server
        if server.command:
            where = f"command {' '.join([server.command, *map(str, server.args)])!r}"
            if server.cwd:
                where += f" in {server.cwd}"
        else:
            where = f"url {server.url}"
            if link.http_status:
                problem += f" (HTTP {link.http_status})"
        message = f"{self.label} ({where}) could not be started or did not answer: {problem}"
        tail = _tail(link.errlog)
        if tail:
            message += f"; its last error output: {tail}"
        return self.redact(message)


def connect(server: McpServer) -> McpConnection:
    """A live connection to ``server`` (McpError, naming the server, when it cannot start)."""
    return McpConnection(server).open()


def register_server(registry: ToolRegistry, server: McpServer) -> list[str]:
    """Register every tool of ``server`` in ``registry``; their names. McpError when the
    server cannot start, a tool's name is taken, or ``writes`` names a tool it lacks."""
    connection = connect(server)
    try:
        tools = connection.list_tools()
        names = [t.name for t in tools]
        taken = sorted(n for n in names if n in registry)
        if taken:
            raise McpError(
                f"{connection.label}: its tool(s) {', '.join(taken)} have the name of a tool "
                "that is already registered; rename one of them"
            )
        for key, listed in (("writes", server.writes), ("read_only", server.read_only)):
            unknown = sorted(set(listed) - set(names))
            if unknown:
                raise McpError(
                    f"{connection.label}: {key} names tool(s) it does not have: "
                    f"{', '.join(unknown)}; its tools are: {', '.join(sorted(names))}"
                )
    except BaseException:
        connection.close()
        raise
    for tool in tools:
        registry.register(_spec(connection, tool))
    return names


def close_all() -> None:
    """Close every open connection (run at interpreter exit)."""
    for connection in list(_OPEN):
        with contextlib.suppress(Exception):
            connection.close()


def _spec(connection: McpConnection, tool: mcp_types.Tool) -> ToolSpec:
    server = connection.server
    writes = changes_something(tool, writes=server.writes, read_only=server.read_only)
    parameters = dict(tool.input_schema or {})
    parameters["type"] = "object"
    parameters.setdefault("properties", {})
    description = inspect.cleandoc(tool.description or tool.title or tool.name)
    # read like a Python tool's docstring: the summary before its sections, and an ``Args:``
    # line describes a parameter the server's schema left without a description
    summary, described = parse_docstring(description)
    properties = {
        name: _optional(dict(schema)) for name, schema in parameters["properties"].items()
    }
    for name, text in described.items():
        if name in properties and text and not properties[name].get("description"):
            properties[name]["description"] = text
    parameters["properties"] = properties
    return ToolSpec(
        name=tool.name,
        description=summary or description,
        parameters=parameters,
        fn=_caller(connection, tool.name, writes=writes),
        timeout=server.timeout,
        writes=writes,
        source=f"mcp:{server.name}",
        # an ``Examples:`` section in the tool's description teaches it like a Python tool's
        # docstring (deployment check flagged every such MCP tool as having none)
        examples=docstring_examples(description),
    )


def _optional(schema: dict[str, Any]) -> dict[str, Any]:
    """An optional parameter as Python tools describe it: the SDKs write ``X | None`` as
    ``anyOf: [X, {type: null}]``; it reads as X (its enum, its type), still not required."""
    branches = schema.get("anyOf")
    if not isinstance(branches, list):
        return schema
    kept = [b for b in branches if not (isinstance(b, dict) and b.get("type") == "null")]
    if len(kept) != 1 or len(kept) == len(branches) or not isinstance(kept[0], dict):
        return schema
    merged = {k: v for k, v in schema.items() if k != "anyOf" and (k, v) != ("default", None)}
    return {**kept[0], **merged}


def changes_something(tool: mcp_types.Tool, *, writes: list[str], read_only: list[str]) -> bool:
    """Whether a server's tool changes something: yes when the deployment says so or the
    server marks it destructive; no when the deployment lists it read-only or the server
    marks it ``readOnlyHint: true``; yes otherwise (an unmarked tool may change anything)."""
    hints = tool.annotations
    if tool.name in writes or (hints is not None and hints.destructive_hint is True):
        return True
    if tool.name in read_only:
        return False
    return not (hints is not None and hints.read_only_hint is True)


def _caller(connection: McpConnection, name: str, *, writes: bool) -> Callable[..., Any]:
    def call(**arguments: Any) -> Any:
        try:
            result = connection.call(name, arguments, retry=not writes)
        except McpError as exc:
            raise ToolError(str(exc)) from None
        return _as_json(result, connection.redact)

    call.__name__ = f"mcp_{name}"
    return call


# what the MCP SDK's server puts before a tool's error ("Error executing tool get_tide: no
# tide table ..."), or says alone when the tool raised anything else
_SDK_PREFIX = re.compile(r"^Error executing tool [\w.-]+(?::\s*|$)")


def _as_json(result: mcp_types.CallToolResult, redact: Callable[[str], str]) -> Any:
    """The structured content, else the text (parsed when it is JSON); ToolError on isError."""
    texts = [c.text for c in result.content if isinstance(c, mcp_types.TextContent)]
    text = "\n\n".join(texts)
    if result.is_error:  # the server's own words, without the SDK's "Error executing tool X: "
        said = _SDK_PREFIX.sub("", text, count=1).strip()
        raise ToolError(redact(said) or "the tool failed and said nothing about why")
    if result.structured_content is not None:
        return result.structured_content
    others = sorted({c.type for c in result.content} - {"text"})
    if len(texts) == 1 and not others:
        try:
            return json.loads(text)
        except ValueError:
            pass
    out: dict[str, Any] = {"text": text}
    if others:
        out["not_shown"] = others  # images, audio, resources: not passed to the model
    return out


def _secret_values(server: McpServer) -> list[str]:
    """The values of the ``${VAR}`` references in the server's env and headers."""
    names = {
        n for v in [*server.env.values(), *server.headers.values()] for n in _ENV_REF.findall(v)
    }
    values = {os.environ[n] for n in names if os.environ.get(n)}
    return sorted(values, key=len, reverse=True)


def _executable(command: str) -> str:
    """``python`` runs guardbot's own interpreter (where ``mcp`` is installed)."""
    return sys.executable if command in ("python", "python3") else command


def _shut(link: _Link, *, cancel: bool = False) -> None:
    """End a link's session and its loop thread, waiting a bounded time."""
    with contextlib.suppress(RuntimeError):  # the loop may be closed already
        link.loop.call_soon_threadsafe(link.stop.set)
    if link.task is not None:
        if cancel:
            link.task.cancel()
        with contextlib.suppress(Exception):  # its failure was reported already
            link.task.result(CLOSE_WAIT_S)
        if not link.task.done():
            link.task.cancel()
    with contextlib.suppress(RuntimeError):
        link.loop.call_soon_threadsafe(link.loop.stop)
    link.thread.join(2.0)
    if not link.thread.is_alive():
        link.loop.close()
    link.errlog.close()


def _leaf(exc: BaseException) -> BaseException:
    """The first real error inside (nested) exception groups."""
    while isinstance(exc, BaseExceptionGroup) and exc.exceptions:
        exc = exc.exceptions[0]
    return exc


def _is_lost(exc: BaseException) -> bool:
    if isinstance(exc, MCPError):
        return exc.code == mcp_types.CONNECTION_CLOSED
    lost = (anyio.ClosedResourceError, anyio.BrokenResourceError, anyio.EndOfStream)
    return isinstance(exc, lost | ConnectionError | httpx2.TransportError)


def _describe(exc: BaseException) -> str:
    if isinstance(exc, FileNotFoundError) and exc.filename:
        return f"no such command or folder: {exc.filename}"
    if isinstance(exc, MCPError) and exc.code == mcp_types.CONNECTION_CLOSED:
        return "the connection was closed (did the server exit?)"
    if isinstance(exc, MCPError) and exc.code == mcp_types.REQUEST_TIMEOUT:
        return f"no answer in time ({exc.message})"
    if isinstance(exc, MCPError):
        return exc.message
    if isinstance(exc, McpError):
        return str(exc)
    return f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__


def _error_file() -> TextIO:
    """A stdio server's error output: a temporary file opened for appending, so that
    ``_trim`` can empty it while the server writes on."""
    errlog = tempfile.TemporaryFile("w+", encoding="utf-8", errors="replace")
    with contextlib.suppress(ImportError, OSError):
        import fcntl

        flags = fcntl.fcntl(errlog.fileno(), fcntl.F_GETFL)
        fcntl.fcntl(errlog.fileno(), fcntl.F_SETFL, flags | os.O_APPEND)
    return cast(TextIO, errlog)


def _trim(link: _Link | None) -> None:
    """Empty a long-lived server's error output once it passes ``ERRLOG_MAX_BYTES``."""
    with contextlib.suppress(AttributeError, OSError, ValueError):
        if link is not None and os.fstat(link.errlog.fileno()).st_size > ERRLOG_MAX_BYTES:
            link.errlog.truncate(0)


def _tail(errlog: IO[str], max_chars: int = 400) -> str:
    """The end of a stdio server's error output (a traceback's last lines)."""
    try:
        errlog.flush()
        errlog.seek(0)
        text = errlog.read()
    except (OSError, ValueError):
        return ""
    lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
    return " | ".join(lines[-4:])[-max_chars:]


atexit.register(close_all)
