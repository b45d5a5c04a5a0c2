"""Tools that change something: asked about, answered, run once (``bot.agent.confirm``).

    gate = WriteGate(registry=..., log=..., prompts=..., ttl_s=300, timeout=10)
    reply = gate.answer(session_id, turn_id, message, previous_steps)  # the previous ask's answer
    reply = gate.ask(session_id, turn_id, "cancel_order", {"order_id": 9})

Each method returns a ``GateReply``: the steps to record, and either the turn's final answer
or (``answer`` None) a notice to say before the answer of a turn that goes on. A confirmed
call is claimed in ``tool_executions`` under its idempotency key before the tool runs, and
runs through ``bot.agent.calls.run_tool`` (one log row); a key claimed before never runs
again. A call that already ran in this conversation is never offered again.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from bot.agent import confirm
from bot.agent.calls import Executor, run_tool
from bot.agent.prompts import PromptSet
from bot.steps import ConfirmStep, Source, Step, ToolCallStep
from bot.store.executions import Executions
from bot.text import STOPWORDS, content_words
from tools.registry import ToolRegistry, ToolResult


@dataclass
class GateReply:
    steps: list[Step] = field(default_factory=list)
    answer: str | None = None  # the turn's answer; None: the turn goes on
    outcome: str = "answered"
    sources: list[Source] = field(default_factory=list)
    notice: str | None = None  # said before the answer of a turn that goes on


def describe_call(name: str, arguments: dict[str, Any]) -> str:
    """A tool call in words: "cancel order (order id 7781)"."""
    args = ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in arguments.items())
    return f"{name.replace('_', ' ')}" + (f" ({args})" if args else "")


def unnamed_values(message: str, arguments: dict[str, Any]) -> list[str]:
    """The arguments of a change whose values (a number, or a code with a digit in it) the
    user's own message does not hold: they came from the conversation, a guess or a record.
    "perfect, do it again" after a finished change names nothing, so nothing is offered
    (the second hostile suite saw it offer another record's cancellation)."""
    numbers = set()
    for found in re.findall(r"\d[\d,]*(?:\.\d+)?", message):
        try:
            numbers.add(float(found.replace(",", "")))
        except ValueError:
            continue
    missing = []
    for key, value in arguments.items():
        if isinstance(value, bool) or value is None:
            continue
        if isinstance(value, int | float):
            held = float(value) in numbers
        elif isinstance(value, str) and re.search(r"\d", value):
            held = value.casefold() in message.casefold()
        else:
            continue
        if not held:
            missing.append(key.replace("_", " "))
    return missing


# Words that open a question or a request for information, never a change: "tell me",
# "show", "what", "can I" (a request for a change opens with its verb: "waive the fee",
# "could you refund", "I'd like to drop my booking").
_NOT_CHANGES = frozenset(
    """what which who whom whose when where why how is are am was were do does did have has had
    can could would should will shall may might must i we you he she they it my our your the a an
    this that these those there here tell show list explain describe find check look search
    see know understand learn read say ask hi hello hey thanks thank ok okay yes no not""".split()
)
# Openings that put the verb of a request after them.
_LEADS = (
    ("please",),
    ("kindly",),
    ("can", "you"),
    ("could", "you"),
    ("would", "you"),
    ("will", "you"),
    ("can", "u"),
    ("i", "want", "to"),
    ("i", "wish", "to"),
    ("i", "need", "to"),
    ("we", "want", "to"),
    ("we", "need", "to"),
    ("i", "would", "like", "to"),
    ("we", "would", "like", "to"),
    ("i'd", "like", "to"),
    ("we'd", "like", "to"),
    ("i", "want", "you", "to"),
    ("i", "need", "you", "to"),
    ("i'd", "like", "you", "to"),
    ("i", "would", "like", "you", "to"),
    ("go", "ahead", "and"),
    ("just",),
)


def request_verb(message: str) -> str | None:
    """The verb a request opens with ("waive" in "Please waive the $12 late fee", "refund" in
    "could you refund order 9?"), or None when the message opens as a question or asks for
    information ("what is", "show me", "can I"), or is a question that no request opening
    ("could you", "please") begins ("Until when can I cancel without paying?")."""
    tokens = re.findall(r"[a-z]+(?:'[a-z]+)?", message.casefold().replace("’", "'"))
    while tokens and tokens[0] in ("hi", "hello", "hey", "ok", "okay", "so", "and", "also"):
        tokens = tokens[1:]
    moved, led = True, False
    while moved:
        moved = False
        for lead in _LEADS:
            if tuple(tokens[: len(lead)]) == lead and len(tokens) > len(lead):
                tokens = tokens[len(lead) :]
                moved = led = True
    if message.rstrip().endswith("?") and not led:  # "Until when can I cancel ...?"
        return None
    first = tokens[0].split("'")[0] if tokens else ""  # "what's" is "what"
    if not first or first in _NOT_CHANGES or len(first) < 3:
        return None
    if tokens[0] == "give" and tokens[1:2] in (["me"], ["us"]) and "back" not in tokens:
        return None  # "give me the hours", not "give me €40 back"
    return tokens[0]


_CLAUSE = re.compile(
    r"\s+[-\u2013\u2014]+\s+|(?<=[.!?;])\s+|,\s+(?=(?:please|pls|could|can|would)\b)"
)


def request_clauses(message: str) -> list[str]:
    """The message and each clause after the first ("I was overcharged - please give me €40
    back on invoice 6201": the request follows a dash)."""
    parts = [p for p in _CLAUSE.split(message) if p and p.strip()]
    return [message, *parts[1:]]


def _stem(word: str) -> str:
    for suffix in ("ings", "ing", "ies", "ed", "es", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 4:
            return word[: -len(suffix)]
    return word


def changes_asked(message: str, tools: dict[str, str], *, most: int = 2) -> list[str]:
    """The tools (name -> name and description) that ``message`` may ask to run, most words
    in common first: none unless it opens as a request, then those that share a content word
    with it. A cheap gate before the model is asked which change, if any, it means."""
    if all(request_verb(clause) is None for clause in request_clauses(message)):
        return []
    said = {_stem(w) for w in content_words(message)}
    shared = {
        name: len(said & {_stem(w) for w in content_words(text.replace("_", " "))})
        for name, text in tools.items()
    }
    ranked = sorted((n for n in shared if shared[n]), key=lambda n: -shared[n])
    return ranked[:most]


def _same_kind(kind: str, word: str) -> bool:
    """ "membership" names a ``member_id``, "bookings" a ``booking_id``: the same word, or
    one that begins with the other (four letters at least)."""
    short, long = sorted((kind, word), key=len)
    return short == long or (len(short) >= 4 and long.startswith(short))


def unnamed_records(message: str, arguments: dict[str, Any]) -> list[str]:
    """The record arguments (``stay_id``, ``order_number``) whose kind the message does not
    name: "cancel visit 402" holds 402, but not as a kennel stay's id. A change the model
    chose is offered only on records the user named as what they are."""
    said = {_stem(w) for w in content_words(message)}
    missing = []
    for key in arguments:
        parts = key.casefold().split("_")
        if len(parts) < 2 or parts[-1] not in ("id", "number", "no", "code", "ref", "reference"):
            continue
        kind = [_stem(p) for p in parts[:-1] if p not in STOPWORDS]
        if kind and not any(_same_kind(k, w) for k in kind for w in said):
            missing.append(key.replace("_", " "))
    return missing


class WriteGate:
    def __init__(
        self,
        *,
        registry: ToolRegistry,
        log: Any,
        prompts: PromptSet,
        ttl_s: float,
        timeout: float | None,
        repeat_s: float = 0.0,
        executor: Executor | None = None,
        clock: Callable[[], float] = time.time,
    ):
        self.registry = registry
        self.log = log
        self.prompts = prompts
        self.ttl_s = ttl_s
        self.repeat_s = repeat_s
        self.timeout = timeout
        self.executor = executor
        self.clock = clock
        self.executions = Executions(log)

    # ------------------------------------------------------------ asking
    def ask(self, session_id: str, turn_id: str, name: str, arguments: dict[str, Any]) -> GateReply:
        """Ask for a yes to exactly this call, unless it already ran in this conversation."""
        done = self._ran_before(session_id, name, arguments)
        if done is not None:
            return done
        now = self.clock()
        step = ConfirmStep(
            name=name,
            arguments=arguments,
            status="asked",
            key=confirm.idempotency_key(session_id, turn_id, name, arguments),
            asked_at=now,
            expires_at=now + self.ttl_s,
        )
        answer = self.prompts.message(
            "confirm",
            action=describe_call(name, arguments),
            call=confirm.show_call(name, arguments),
            minutes=str(max(1, round(self.ttl_s / 60))),
        )
        return GateReply(steps=[step], answer=answer, outcome="confirm")

    def _ran_before(
        self, session_id: str, name: str, arguments: dict[str, Any]
    ) -> GateReply | None:
        for run in self.executions.done_in_session(session_id):
            if confirm.same_call(run.name, run.arguments, name, arguments):
                step = ConfirmStep(name=name, arguments=arguments, status="already_done")
                when = time.strftime("%H:%M UTC", time.gmtime(run.created_at))
                answer = self.prompts.message(
                    "confirm_already_done", action=describe_call(name, arguments), when=when
                )
                return GateReply(steps=[step], answer=answer)
        return None

    def _ran_elsewhere(self, name: str, arguments: dict[str, Any]) -> Any:
        """The run of this very call, in any conversation, within ``repeat_s``; else None."""
        if self.repeat_s <= 0:
            return None
        since = self.clock() - self.repeat_s
        for run in self.executions.done_since(name, since):
            if confirm.same_call(run.name, run.arguments, name, arguments):
                return run
        return None

    # ------------------------------------------------------------ the answer
    def answer(
        self, session_id: str, turn_id: str, message: str, previous_steps: list[dict[str, Any]]
    ) -> GateReply | None:
        """The reply to a call the previous turn asked about; None when none is waiting."""
        pending = confirm.pending_call(previous_steps)
        if pending is None:
            return None
        name, arguments = pending.name, pending.arguments
        action = describe_call(name, arguments)
        kind = confirm.reply_kind(message, name)
        if pending.expired(self.clock()):
            step = ConfirmStep(name=name, arguments=arguments, status="expired", key=pending.key)
            notice = self.prompts.message("confirm_expired", action=action)
            if kind == confirm.OTHER:
                return GateReply(steps=[step], notice=notice)
            return GateReply(steps=[step], answer=notice)
        if kind == confirm.NO:
            step = ConfirmStep(name=name, arguments=arguments, status="declined", key=pending.key)
            return GateReply(steps=[step], answer=self.prompts.message("confirm_declined"))
        if kind == confirm.OTHER:
            step = ConfirmStep(
                name=name, arguments=arguments, status="not_confirmed", key=pending.key
            )
            notice = self.prompts.message("confirm_not_done", action=action)
            return GateReply(steps=[step], notice=notice)
        return self._run(session_id, turn_id, pending)

    def _run(self, session_id: str, turn_id: str, pending: confirm.Pending) -> GateReply:
        name, arguments, key = pending.name, pending.arguments, pending.key
        action = describe_call(name, arguments)
        step = ConfirmStep(name=name, arguments=arguments, status="confirmed", key=key)
        earlier = self._ran_elsewhere(name, arguments)
        if earlier is not None:  # a second tab asked for the same change: it ran already
            step.status = "already_done"
            when = time.strftime("%H:%M UTC", time.gmtime(earlier.created_at))
            answer = self.prompts.message("confirm_already_done", action=action, when=when)
            return GateReply(steps=[step], answer=answer)
        if not self.executions.claim(
            key, session_id=session_id, turn_id=turn_id, name=name, arguments=arguments
        ):
            step.status = "already_done"
            answer = self.prompts.message("confirm_already_done", action=action, when="before")
            return GateReply(steps=[step], answer=answer)
        result = self._execute(name, arguments, key)
        # a write that timed out may have happened: it counts as run, never offered again
        self.executions.finish(
            key,
            ok=result.ok,
            result=result.result,
            error=result.error,
            uncertain=result.error_kind == "timeout",
        )
        call = ToolCallStep(call_id="confirmed", forced=False, **result.to_dict())
        source = Source(
            kind="tool", text=result.content(), title=name, meta={"arguments": arguments}
        )
        if result.ok:
            answer = self.prompts.message("confirm_done", action=action)
            return GateReply(steps=[step, call], answer=answer, sources=[source])
        answer = f"{action.capitalize()} failed: {result.error}"
        return GateReply(steps=[step, call], answer=answer, outcome="refused", sources=[source])

    def _execute(self, name: str, arguments: dict[str, Any], key: str) -> ToolResult:
        return run_tool(
            self.registry,
            self.log,
            name,
            arguments,
            timeout=self.timeout,
            purpose="confirmed",
            call_id="confirmed",
            executor=self.executor,
            idempotency_key=key,
        )
