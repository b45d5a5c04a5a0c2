"""Stand-ins that answer from the log, so that a replay is repeatable and touches no live data.

- ``LoggedModel``: a cassette of logged model calls. A request byte-identical to a logged
  one gets that call's response; otherwise the next unused call of the same purpose
  (a rebuilt request, e.g. with new prompts); otherwise a clear ``NotInLog`` error.
- ``FeedBackModel``: a live backend that reproduces: every request is sent to it (its answer
  recorded), and a request byte-identical to a logged one gets the logged answer back, so
  the later calls of a multi-call turn are built from the same conversation as logged.
- ``LoggedRetriever``: returns the chunks the original turn retrieved.
- ``LoggedToolExecutor``: returns logged tool results, matched by name + arguments in order;
  a call not in the log is a tool error (or a live call with ``live=True``).
- ``LoggedCritic``: the logged verdicts, round by round, while the answer is unchanged.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from bot import context
from bot.critic.base import Verdict
from bot.kb.types import Chunk
from bot.llm.base import ChatRequest, ChatResponse, LLMError
from bot.llm.recording import RecordingModel
from bot.steps import Source
from bot.store.log import PayloadLog, dumps
from bot.store.redact import Redactor
from tools.registry import ToolResult


class NotInLog(LLMError):
    kind = "not_in_log"
    user_message = "This replay asked the model something the log has no answer for."


class LoggedFailure(LLMError):
    """A model call that failed when it was logged fails the same way on replay."""

    kind = "logged_failure"


@dataclass
class LoggedCall:
    purpose: str | None
    request: dict[str, Any]
    response: dict[str, Any] | None
    model: str | None = None
    error_kind: str | None = None
    error: str | None = None

    @classmethod
    def from_row(cls, row: dict[str, Any]) -> LoggedCall:
        return cls(
            purpose=row.get("purpose"),
            request=row.get("request") or {},
            response=row.get("response"),
            model=row.get("model"),
            error_kind=row.get("error_kind"),
            error=row.get("error"),
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "purpose": self.purpose,
            "model": self.model,
            "request": self.request,
            "response": self.response,
            "error_kind": self.error_kind,
            "error": self.error,
        }


class LoggedModel:
    """Answers from logged calls. ``matches`` says, per call, ``exact`` or ``purpose`` match."""

    backend = "logged"

    def __init__(
        self,
        calls: list[LoggedCall],
        *,
        model_name: str = "logged",
        redactor: Redactor | None = None,
    ):
        self.calls = calls
        self.model_name = model_name
        self.redactor = redactor or Redactor()
        self.used: set[int] = set()
        self.matches: list[str] = []

    def complete(self, request: ChatRequest) -> ChatResponse:
        sent = dumps(self.redactor.data(request.to_payload()))
        index = self._find(lambda c: dumps(c.request) == sent)
        how = "exact"
        if index is None:
            purpose = context.current().purpose
            index = self._find(lambda c: c.purpose == purpose)
            how = "purpose"
        if index is None:
            self.matches.append("missing")
            raise NotInLog(
                f"no logged model response for this {context.current().purpose!r} request "
                f"(the replay made more model calls than the original turn: {len(self.calls)} logged)"
            )
        self.used.add(index)
        self.matches.append(how)
        call = self.calls[index]
        if call.response is None:
            raise LoggedFailure(f"logged failure ({call.error_kind}): {call.error}")
        return ChatResponse(raw=json.loads(json.dumps(call.response)))

    def _find(self, pred: Any) -> int | None:
        for i, call in enumerate(self.calls):
            if i not in self.used and pred(call):
                return i
        return None


class FeedBackModel(RecordingModel):
    """Sends each request to the live model and records what it answers now (an ``llm_calls``
    row like any call); when the request is byte-identical to a logged one, the logged
    response goes back to the turn instead, so the replay goes on exactly as the logged turn
    did. A request that differs (something was changed) gets the live answer.
    ``fed_back`` counts the calls answered from the log."""

    def __init__(
        self,
        live: Any,
        calls: list[LoggedCall],
        *,
        payload_log: PayloadLog,
        redactor: Redactor | None = None,
    ):
        super().__init__(live, payload_log)
        self.redactor = redactor or payload_log.redactor
        self.calls = calls
        self.used: set[int] = set()
        self.fed_back = 0

    def complete(self, request: ChatRequest) -> ChatResponse:
        response = super().complete(request)  # names the model in the request, as logged
        sent = dumps(self.redactor.data(request.to_payload()))
        for i, call in enumerate(self.calls):
            if i not in self.used and call.response is not None and dumps(call.request) == sent:
                self.used.add(i)
                self.fed_back += 1
                return ChatResponse(raw=json.loads(json.dumps(call.response)))
        return response


class LoggedRetriever:
    """The chunks the original turn retrieved, whatever the query. ``embedder``: the one the
    turn ranked sentences with (a small model's facts, quotes), given when it had one."""

    def __init__(self, chunks: list[Chunk], *, embedder: Any = None):
        self.chunks = list(chunks)
        self.queries: list[str] = []
        self.embedder = embedder

    def search(
        self, query: str, *, k: int | None = None, where: dict[str, Any] | None = None
    ) -> list[Chunk]:
        self.queries.append(query)
        return list(self.chunks if k is None else self.chunks[:k])


def make_tool_result(
    name: str, arguments: dict[str, Any], result: Any, error: str | None
) -> ToolResult:
    return ToolResult(name=name, arguments=arguments, result=result, error=error, latency_ms=0.0)


def canonical_args(arguments: Any) -> str:
    if isinstance(arguments, str):
        try:
            arguments = json.loads(arguments) if arguments.strip() else {}
        except ValueError:
            return arguments
    return json.dumps(arguments, sort_keys=True, ensure_ascii=False, default=str)


@dataclass
class LoggedToolExecutor:
    """``tool_executor(name, arguments) -> ToolResult`` from logged tool calls."""

    calls: list[dict[str, Any]]
    live: bool = False
    registry: Any = None  # tools.registry.ToolRegistry, for --live-tools and "tool is gone"
    timeout: float = 10.0
    used: set[int] = field(default_factory=set)
    log: list[dict[str, Any]] = field(default_factory=list)  # what each call was answered from

    def __call__(self, name: str, arguments: dict[str, Any]) -> Any:
        gone = self.registry is not None and name not in set(self.registry.names())
        if self.live:
            return self._live(name, arguments, gone)
        key = canonical_args(arguments)
        same = [
            i
            for i, call in enumerate(self.calls)
            if call.get("name") == name and canonical_args(call.get("arguments")) == key
        ]
        # the next logged call of these; asked again (a probe, then the answering call): the
        # same result
        found = next((i for i in same if i not in self.used), same[0] if same else None)
        if found is not None:
            self.used.add(found)
            self.log.append({"name": name, "source": "log"})
            call = self.calls[found]
            return make_tool_result(name, arguments, call.get("result"), call.get("error"))
        self.log.append({"name": name, "source": "missing"})
        hint = f"tool {name!r} no longer exists; " if gone else ""
        return make_tool_result(
            name,
            arguments,
            None,
            f"{hint}tool result not in the log: {name}({key}); replay with --live-tools to call it",
        )

    def _live(self, name: str, arguments: dict[str, Any], gone: bool) -> Any:
        if self.registry is None or gone:
            self.log.append({"name": name, "source": "gone"})
            return make_tool_result(
                name, arguments, None, f"tool {name!r} no longer exists in this guardbot"
            )
        self.log.append({"name": name, "source": "live"})
        return self.registry.call(name, arguments, timeout=self.timeout)


class LoggedCritic:
    """The logged verdicts in round order, as long as the answer is the logged one."""

    name = "logged"

    def __init__(self, verdicts: list[dict[str, Any]]):
        self.verdicts = verdicts
        self.next = 0

    def check(self, question: str, sources: list[Source], answer: str) -> Verdict:
        if self.next >= len(self.verdicts):
            return Verdict(
                critic=self.name, unparseable=True, error="no logged verdict left for this round"
            )
        row = self.verdicts[self.next]
        self.next += 1
        if (row.get("answer") or "").strip() != (answer or "").strip():
            return Verdict(
                critic=self.name,
                unparseable=True,
                error="the answer changed, so the logged verdict does not apply; replay with --critic NAME",
            )
        raw = row.get("data")
        data: dict[str, Any] = raw if isinstance(raw, dict) else {}
        verdict = Verdict.from_dict(data)
        verdict.explicit_severity = row.get("severity") or data.get("severity_level")
        return verdict
