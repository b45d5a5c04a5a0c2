"""Load test: many chat sessions at once against the running app, loopback only.

    guardbot loadtest --sessions 20 --turns 20            # starts the app itself (scripted backend)
    guardbot loadtest --url http://127.0.0.1:7860         # or an app already running here
    guardbot loadtest --api openai                        # through /v1/chat/completions

Each virtual user keeps its own cookie session and sends its turns one after another
through ``POST /api/chat`` (the same guarded turn as the browser chat), or with ``--api
openai`` holds one stateless conversation with ``POST /v1/chat/completions`` (every other
user streaming; ``bot.loadapi``). Bounded in requests
(sessions x turns) and in time (``--max-seconds``). Afterwards every turn is looked up in
the payload log: no lost rows, nothing left pending, every model call recorded. The
*guard* latency is the turn's time in the log minus the time spent inside model calls.
"""

from __future__ import annotations

import functools
import re
import socket
import threading
import time
import uuid
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlparse

from bot.agent.prompts import DOC_CLOSE, DOC_OPEN
from bot.llm.scripted import ScriptedModel
from bot.loadapi import OpenAIConversation, error_of
from bot.loadretry import RetryPolicy, ask, retryable
from bot.loopback import is_loopback_host
from bot.prepare import stages
from bot.settings import get_settings
from bot.store import schema
from bot.tables import percentile
from bot.wiring import build_runner
from ui.app import create_app

QUESTIONS = [
    "How do I reset my password?",
    "How much does the Team plan cost?",
    "Which plans include the Salesforce integration?",
    "How long is the password reset code valid?",
    "Can I export my data?",
    "Do you support single sign-on?",
    "What does annual billing save?",
    "What are the API rate limits?",
]


APIS = ("chat", "openai")


class NotLoopback(ValueError):
    pass


def check_loopback(url: str) -> None:
    host = urlparse(url).hostname or ""
    if not is_loopback_host(host):
        raise NotLoopback(
            f"the load test only targets this machine (127.0.0.0/8, ::1); {host!r} is not loopback"
        )


def answer_from_documents(request) -> str:  # noqa: ANN001 - a ChatRequest
    """Scripted model for the load test: the first sentence of the first retrieved document."""
    system = str(request.messages[0].get("content") or "")
    opening = re.escape(DOC_OPEN.format(n=1, title="\x00")).replace("\x00", "[^\n]*")
    closing = re.escape(DOC_CLOSE.format(n=1))
    found = re.search(opening + r"\s*(.+?)" + closing, system, re.S)
    if not found:
        return "I could not find that in the help centre."
    lines = [
        ln for ln in found.group(1).splitlines() if ln.strip() and not ln.lstrip().startswith("#")
    ]
    text = " ".join(" ".join(lines).split())
    sentence = re.split(r"(?<=[.!?])\s", text, maxsplit=1)[0]
    return sentence[:400]


@dataclass
class LoadResult:
    sessions: int
    turns_per_session: int
    seconds: float = 0.0
    latencies_ms: list[float] = field(default_factory=list)
    statuses: Counter = field(default_factory=Counter)
    outcomes: Counter = field(default_factory=Counter)
    errors: list[str] = field(default_factory=list)
    turn_ids: list[str] = field(default_factory=list)
    stopped_early: bool = False
    max_retries: int = 2
    retried: Counter = field(default_factory=Counter)  # attempts retried, by status
    waits_s: list[float] = field(default_factory=list)  # per request: time waiting to retry
    # from the payload log
    guard_ms: list[float] = field(default_factory=list)
    missing_turns: int = 0
    pending_turns: int = 0
    turns_without_calls: int = 0
    llm_call_errors: int = 0

    @property
    def requests(self) -> int:
        return sum(self.statuses.values())

    @property
    def expected(self) -> int:
        return self.sessions * self.turns_per_session

    @property
    def answered(self) -> int:
        return self.statuses.get(200, 0)

    @property
    def told_to_retry(self) -> int:
        """Requests whose last reply was a retryable error (the retries ran out)."""
        return sum(n for status, n in self.statuses.items() if status != 200 and retryable(status))

    @property
    def failed(self) -> int:
        """Requests neither answered nor told to retry (a 4xx, a refusal)."""
        return self.requests - self.answered - self.told_to_retry


class ChatSession:
    """A browser-like client of ``POST /api/chat`` (a cookie session)."""

    def __init__(self, client: Any):
        self.client = client
        client.get("/healthz")  # gets the chat-session cookie

    def ask(self, question: str) -> tuple[int, dict[str, Any]]:
        response = self.client.post("/api/chat", json={"message": question})
        if response.status_code != 200:
            return response.status_code, error_of(response)
        return 200, response.json()


def _conversation(api: str, client: Any, index: int, run_id: str) -> Any:
    if api == "openai":
        return OpenAIConversation(
            client, conversation=f"load-{run_id}-{index}", stream=index % 2 == 1
        )
    return ChatSession(client)


def _user(
    base: str,
    index: int,
    turns: int,
    deadline: float,
    result: LoadResult,
    lock: threading.Lock,
    timeout: float,
    api: str = "chat",
    run_id: str = "",
) -> None:
    import httpx

    policy = RetryPolicy(max_retries=result.max_retries)
    with httpx.Client(base_url=base, timeout=timeout) as client:
        conversation = _conversation(api, client, index, run_id)
        for turn in range(turns):
            if time.time() > deadline:
                with lock:
                    result.stopped_early = True
                return
            question = QUESTIONS[(index + turn) % len(QUESTIONS)]
            started = time.perf_counter()
            asked = ask(functools.partial(conversation.ask, question), policy)
            elapsed = (time.perf_counter() - started) * 1000
            with lock:
                _count(result, asked, elapsed)


def _count(result: LoadResult, asked: Any, elapsed_ms: float) -> None:
    result.statuses[asked.status] += 1
    result.latencies_ms.append(elapsed_ms)
    result.retried.update(asked.retried)
    result.waits_s.append(asked.waited_s)
    if asked.answered:
        result.turn_ids.append(asked.body["turn_id"])
        result.outcomes[asked.body["outcome"]] += 1
    else:
        result.errors.append(f"{asked.status}: {asked.body.get('error')}")


def run_load(
    base: str,
    *,
    sessions: int = 20,
    turns: int = 20,
    max_seconds: float = 600.0,
    timeout: float = 120.0,
    api: str = "chat",
    max_retries: int = 2,
) -> LoadResult:
    """``api``: ``chat`` (``POST /api/chat``, cookie sessions) or ``openai``
    (``POST /v1/chat/completions``, stateless conversations; every other user streams).
    ``max_retries``: retries of a request after a retryable error, waiting as the ``openai``
    SDK does (``bot.loadretry``; its default is 2)."""
    if api not in APIS:
        raise ValueError(f"unknown api {api!r}: choose one of {', '.join(APIS)}")
    check_loopback(base)
    result = LoadResult(sessions=sessions, turns_per_session=turns, max_retries=max_retries)
    lock = threading.Lock()
    run_id = uuid.uuid4().hex[:8]
    deadline = time.time() + max_seconds
    started = time.perf_counter()
    with ThreadPoolExecutor(max_workers=sessions) as pool:
        futures = [
            pool.submit(_user, base, i, turns, deadline, result, lock, timeout, api, run_id)
            for i in range(sessions)
        ]
        for future in futures:
            future.result()
    result.seconds = time.perf_counter() - started
    return result


def account(result: LoadResult, payload_log: Any) -> LoadResult:
    """Look every answered turn up in the payload log."""
    import sqlalchemy as sa

    ids = result.turn_ids
    with payload_log.engine.connect() as conn:
        turns = {
            r.id: r for r in conn.execute(sa.select(schema.turns).where(schema.turns.c.id.in_(ids)))
        }
        calls = conn.execute(
            sa.select(
                schema.llm_calls.c.turn_id,
                schema.llm_calls.c.latency_ms,
                schema.llm_calls.c.error_kind,
            ).where(schema.llm_calls.c.turn_id.in_(ids))
        ).all()
    model_ms: dict[str, float] = {}
    with_calls = set()
    for turn_id, latency, error_kind in calls:
        model_ms[turn_id] = model_ms.get(turn_id, 0.0) + (latency or 0.0)
        with_calls.add(turn_id)
        result.llm_call_errors += int(error_kind is not None)
    result.missing_turns = sum(1 for i in ids if i not in turns)
    result.pending_turns = sum(1 for t in turns.values() if t.outcome == "pending")
    result.turns_without_calls = sum(1 for i in ids if i not in with_calls)
    result.guard_ms = [
        max(0.0, (t.latency_ms or 0.0) - model_ms.get(t.id, 0.0))
        for t in turns.values()
        if t.latency_ms is not None
    ]
    return result


def load_app(*, model_latency_s: float = 0.0, workers: int | None = None) -> Any:
    """The web app with the scripted backend (answers from the first retrieved document),
    warmed up as ``guardbot serve`` warms up (documents, search index, checker, the tools'
    embeddings): without that, the first turns under load paid for it and made the tail."""
    settings = get_settings()

    def reply(request):  # noqa: ANN001
        if model_latency_s:
            time.sleep(model_latency_s)
        return answer_from_documents(request)

    runner = build_runner(settings, model=ScriptedModel(default=reply), channel="load")
    for _title, stage in stages(settings, lambda: runner):
        stage()
    return create_app(settings=settings, runner_factory=lambda: runner, workers=workers)


def start_app(*, model_latency_s: float = 0.0, workers: int | None = None) -> tuple[str, Any, Any]:
    """The web app with the scripted backend on a free 127.0.0.1 port, in this process."""
    import uvicorn

    app = load_app(model_latency_s=model_latency_s, workers=workers)
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True, name="guardbot-load-app")
    thread.start()
    deadline = time.time() + 60
    while not server.started:
        if time.time() > deadline:
            raise RuntimeError("the app did not start within 60 s")
        time.sleep(0.05)
    return f"http://127.0.0.1:{port}", server, app


def _waits(waits: list[float]) -> str:
    waited = [w for w in waits if w > 0]
    if not waited:
        return "0"
    return f"{len(waited)}; {percentile(waited, 50):.1f} / {percentile(waited, 95):.1f}"


def rows(result: LoadResult) -> list[list[Any]]:

    lat, guard = result.latencies_ms, result.guard_ms
    return [
        ["sessions x turns", f"{result.sessions} x {result.turns_per_session} = {result.expected}"],
        [
            "requests / finally answered / told to retry / other failures",
            f"{result.requests} / {result.answered} / {result.told_to_retry} / {result.failed}",
        ],
        [
            "last status of the unanswered",
            dict((k, v) for k, v in result.statuses.items() if k != 200) or "none",
        ],
        [
            f"attempts retried (up to {result.max_retries} per request), by status",
            dict(result.retried) or "none",
        ],
        [
            "requests that waited to retry; their wait p50 / p95 (s)",
            _waits(result.waits_s),
        ],
        ["outcomes", dict(result.outcomes)],
        [
            "seconds, turns/s",
            f"{result.seconds:.1f} s, {result.statuses.get(200, 0) / max(result.seconds, 1e-9):.2f}/s",
        ],
        [
            "end-to-end latency p50 / p95 (ms)",
            f"{percentile(lat, 50):.0f} / {percentile(lat, 95):.0f}",
        ],
        [
            "guard latency p50 / p95 (ms, turn minus model time)",
            f"{percentile(guard, 50):.0f} / {percentile(guard, 95):.0f}",
        ],
        ["turns missing from the log", result.missing_turns],
        ["turns left pending", result.pending_turns],
        ["turns without a recorded model call", result.turns_without_calls],
        ["stopped early (time bound)", result.stopped_early],
    ]
