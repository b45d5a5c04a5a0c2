"""One turn, end to end (DESIGN.md "One turn, step by step"):

resolve a follow-up against the conversation -> retrieve -> route from the tools themselves
-> act (agent loop with forcing; a tool that changes something waits for the user's "yes")
-> critique (bounded regeneration, quoting, escalation) -> code-enforced output rules ->
record everything. The map of the whole is ``docs/DESIGN.md``.

    runner = build_runner(settings)                       # bot.wiring: parts from the settings
    for step in runner.run(session_id, "What did invoice 98 come to?"):
        ...                                  # steps as they happen; the last is ``final``
    result = runner.run_to_end(session_id, "...")   # the TurnResult (``run`` returns it too)

The work runs in a worker thread (with its own copy of the context variables) and the
steps come back through a queue, so the UI sees tool calls while the model still works.
"""

from __future__ import annotations

import contextvars
import dataclasses
import json
import queue
import re
import threading
from collections.abc import Callable, Generator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple, Protocol

import structlog

from bot import context, planted
from bot.agent import confirm, dates, probe, quote, readcall
from bot.agent import route as routing
from bot.agent.actor import Actor
from bot.agent.calls import run_tool
from bot.agent.loop import AgentConfig, AgentResult, ToolExecutor
from bot.agent.plan import (
    ENTITY,
    NAME_VERBS,
    NAMED_ITEM,
    NAMED_PHRASE,
    WHOLE_QUESTION,
    Plan,
    Planner,
    search_phrase,
)
from bot.agent.prompts import PromptSet, build_messages
from bot.agent.resolve import (
    Resolution,
    exchanges,
    leans,
    resolve,
    rewritten,
    user_messages,
)
from bot.agent.writes import (
    GateReply,
    WriteGate,
    changes_asked,
    describe_call,
    unnamed_records,
    unnamed_values,
)
from bot.critic.escalation import EscalationQueue
from bot.critic.pipeline import Draft, GuardPipeline
from bot.critic.review import Candidate
from bot.degenerate import split_sentences
from bot.guard.quoting import Quoting
from bot.guard.registry import Parts as GuardParts
from bot.guard.registry import build_pipeline
from bot.kb.types import Chunk, RetrievalError
from bot.llm.base import ChatRequest, LLMError
from bot.steps import (
    ErrorStep,
    FinalStep,
    ProbeStep,
    ResolveStep,
    RetrievalStep,
    RouteStep,
    Source,
    Step,
)
from bot.text import STOPWORDS, begins, content_words
from tools import registry as tools_registry
from tools.catalog import ToolCatalog

log = structlog.get_logger("guardbot.turn")
CHAIN_CANDIDATES = 3  # second calls a first result may lead to, made at most
CHAIN_FIRSTS = 4  # records the question names read as a first call instead of the route's
SEARCHES = 2  # the model's search texts tried, the first that finds something kept
FIELDS_SHOWN = 16  # of a probed result's field names, those the model's tool choice sees
CHAT_EXCHANGES = 2  # earlier questions and answers the model reads to rewrite a follow-up


class _Guess(NamedTuple):
    """The model's read call of a listed record the question does not name ("the tutor who
    teaches pit firing": some tutor), kept for the planner's call to vouch for: ``names``
    holds the label each guessed parameter took."""

    tool: str
    arguments: dict[str, Any]
    names: dict[str, str]


def _plain(label: str) -> str:
    """A label without its parenthesised note: "Kenji Obuchi" of "Kenji Obuchi (tutor)"."""
    return re.sub(r"\s*\([^)]*\)", "", label).strip()


def _label_of(registry: Any, tool: str, param: str, value: Any) -> str:
    """The plain label of a listed parameter's value ("Kenji Obuchi" for tutor 4); the
    value itself when it has no label."""
    label = next(
        (str(lb) for v, lb in registry.values(tool, param) or [] if str(v) == str(value)), None
    )
    return _plain(label if label is not None else str(value))


WRAPPER_KEYS = 3  # a dict of a list and two counts or notes at most wraps the list


def _first(result: Any) -> Any:
    """A list's first record; a wrapper's ({"matches": 3, "courses": [...]}: a list of
    records beside two scalars at most) likewise; any other result (a record that holds a
    list among its fields) as it is."""
    if isinstance(result, dict) and len(result) <= WRAPPER_KEYS:
        lists = [v for v in result.values() if isinstance(v, list)]
        scalars = all(
            isinstance(v, (str, int, float, bool)) or v is None
            for v in result.values()
            if not isinstance(v, list)
        )
        if len(lists) == 1 and scalars and lists[0] and all(isinstance(r, dict) for r in lists[0]):
            return lists[0][0]
    if isinstance(result, list) and result:
        return result[0]
    return result


def _empty(result: Any) -> bool:
    """A result that found nothing: empty, or a wrapper whose lists are all empty
    ({"matches": 0, "bikes": []})."""
    if result in ([], {}, None, ""):
        return True
    if isinstance(result, dict):
        lists = [v for v in result.values() if isinstance(v, list)]
        return bool(lists) and not any(lists)
    return False


def _stem_word(word: str) -> str:
    """ "quotes", "quote" and "quoting" -> "quot" (a final "e" goes, as "es" does); a
    possessive's "'s" goes first ("time's" -> "tim")."""
    word = re.sub(r"['’]s?$", "", word)
    for suffix in ("ing", "es", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)]
    return word[:-1] if word.endswith("e") and len(word) > 4 else word


def _field_words(keys: Any) -> set[str]:
    """The words of field names ("support_rep_id" -> support, rep), stemmed, ids left out."""
    return {
        _stem_word(w)
        for key in keys
        for w in str(key).casefold().split("_")
        if w and w not in ("id", "no", "number", "code") and w not in STOPWORDS
    }


_WORD = re.compile(r"[^\W_]+")
_ASKS_MORE = re.compile(r"\b(what|which|when|where|how)\b", re.IGNORECASE)


# a sentence that asks without a question mark: "i need their mobile number", "please send it",
# "where do I park" (a "when" inside it is not: "when you moved my stuff")
_REQUEST = re.compile(
    r"\b(?:i|we)\s+(?:need|want|would like|'d like|must have)\b|\b(?:please|can you|could you"
    r"|tell me|give me|send me|let me know)\b|^(?:what|which|who|when|where|how)\b",
    re.IGNORECASE,
)


def _asking(question: str) -> str:
    """The question without the sentences after its last question mark that only tell
    ("what's happening with my claim for the TV? the screen got cracked when you moved my
    stuff into storage": the storage is what happened, not what is asked); one that asks
    in other words stays ("who's taking her? i need their mobile number"), and so does a
    telling sentence before ("I need her phone. What is it?")."""
    sentences = split_sentences(question)
    last = max((i for i, s in enumerate(sentences) if s.endswith("?")), default=None)
    if last is None:
        return question
    kept = sentences[: last + 1] + [s for s in sentences[last + 1 :] if _REQUEST.search(s)]
    return " ".join(kept)


_VERBS = NAME_VERBS | {"lookup", "check", "fetch"}  # a name's last word that is no noun


def _keyed(question: str, plan: Plan) -> bool:
    """Does the question say a value of the plan's arguments right after its tool's own noun,
    the last word of its name ("storage unit B07" for ``get_storage_unit(unit="B07")``,
    "invoice 7409" for ``get_invoice``)? Not a customer's number for ``customer_invoices``:
    "customer 12" names the customer, not an invoice."""
    words = [w for w in plan.tool.casefold().split("_") if w]
    if not words or words[-1] in _VERBS:
        return False
    noun = _stem_word(words[-1])
    for value in plan.arguments.values():
        if not isinstance(value, str | int) or isinstance(value, bool) or not str(value).strip():
            continue
        said = re.escape(str(value))
        for match in re.finditer(rf"(?<![\w-]){said}(?![\w-])", question, re.IGNORECASE):
            before = _WORD.findall(question[: match.start()].casefold())
            if before and _stem_word(before[-1]) == noun:
                return True
    return False


def _names_fields(question: str, fields: list[str]) -> set[str]:
    """The question's words that name one of a result's fields (shown as "repairs: reported
    by", "emergency contact: phone")."""
    asked = {_stem_word(w) for w in content_words(question)}
    return _overlap(asked, _field_words(_WORD.findall(" ".join(fields).casefold())))


def _labelled(
    record: dict[str, Any],
    listed: list[tuple[Any, str]],
    asked: set[str] | frozenset[str] = frozenset(),
    param: str = "",
) -> tuple[str, Any] | None:
    """(field, value): a record's text field that is the label of exactly one listed value of
    another tool's parameter (a booking's ``performance_show`` "Blithe Spirit" is the
    production listed as GYP-2601 "Blithe Spirit"); of several (a patient's
    ``dentist_name`` and ``hygienist_name``), the one whose field the question (``asked``)
    names ("who is her dentist"); None when none, or no single one."""
    by_label: dict[str, Any] = {}
    for value, label in listed:
        by_label.setdefault(" ".join(str(label).casefold().split()), value)
    found = {
        str(by_label[key]): (field, by_label[key])
        for field, text in record.items()
        if isinstance(text, str) and (key := " ".join(text.casefold().split())) in by_label
    }
    return _the_one(found, asked, param)


def _overlap(words: set[str], other: set[str]) -> set[str]:
    """The words of ``words`` found in ``other``, a word of five letters or more also as the
    start of a longer one ("direct" in "director", "manag" in "manager"), a shorter one with
    the ending of a doer ("own" in "owner") or a "d" ("owe" in "owed")."""
    return {
        w
        for w in words
        if w in other or any(begins(w, o, least=5) or _inflected(w, o) for o in other)
    }


def _inflected(a: str, b: str) -> bool:
    """Is one word the other with the "er" of a doer added ("own", "owner"), or a "d" after
    an "e" ("owe", "owed")? Not "ed" alone: "booked by" is no booking, "looked after" no
    look."""
    short, long = sorted((a, b), key=len)
    if len(short) < 3 or not long.startswith(short):
        return False
    rest = long[len(short) :]
    return rest == "er" or (short.endswith("e") and rest in ("r", "d"))


def _beyond(words: set[str], known: set[str]) -> set[str]:
    """The words of ``words`` that no word of ``known`` is (loosely: "departur" is
    "departure")."""
    return {w for w in words if not _overlap({w}, known)}


_ID_ENDINGS = ("_id", "_number", "_no", "_code")


def _unwrapped(result: Any) -> Any:
    """A result as its records: an MCP server's list comes as ``{"result": [...]}``."""
    if isinstance(result, dict) and len(result) == 1:
        only = next(iter(result.values()))
        return only if isinstance(only, list) else result
    return result


def _one_record(result: Any) -> bool:
    """Is a result one record, not a list of them?"""
    return isinstance(_unwrapped(result), dict)


class _Second(NamedTuple):
    """The second call ``TurnRunner._chained`` takes: whether the question speaks of the
    record it looks up, whether its words give a reason to take it, its fit, and the call
    with its arguments' evidence."""

    speaks: int  # how many of the question's words the pointer's field names
    named: bool
    fit: float
    tool: str
    arguments: dict[str, Any]
    evidence: dict[str, str]


def _pointed(
    record: dict[str, Any],
    param: str,
    described: str = "",
    *,
    owned: set[str] | None = None,
    asked: set[str] | frozenset[str] = frozenset(),
) -> tuple[str, Any] | None:
    """(field, id): the id a flattened record holds for ``param``: a field named so or
    ending so (``support_rep_employee_id``, ``support_rep.employee_id``), or an id field
    whose other words the tool's own text uses (``support_rep_id`` for a tool described as
    looking up "a support rep"), with a single scalar value. Of several that differ (a
    booking's ``guide_staff_id``, ``driver_staff_id``), the one whose words the question
    (``asked``) uses ("the guide"); None when there is none, or no single one."""
    if not param.endswith(_ID_ENDINGS):
        return None
    suffix = param.rsplit("_", 1)[1]
    told = set(content_words(described.replace("_", " ")))

    def points(key: str) -> bool:
        if key == param or key.endswith(f"_{param}"):
            return True
        words = key.split("_")
        return words[-1] == suffix and len(words) > 1 and set(words[:-1]) <= told

    if owned is None:  # the record's own id is not a pointer to another record
        owned = {str(record[param])} if record.get(param) is not None else set()
    found = {
        str(v): (k, v)
        for k, v in record.items()
        if points(k)
        and isinstance(v, int | str)
        and not isinstance(v, bool)
        and v != ""
        and str(v) not in owned
    }
    return _the_one(found, asked, param)


def _the_one(
    found: dict[str, tuple[str, Any]], asked: set[str] | frozenset[str], param: str
) -> tuple[str, Any] | None:
    """Of the (field, value) pointers a record holds (by value), the only one; of several,
    the only one whose field the question (``asked``) names beyond the parameter's own words
    ("the driver" for ``driver_staff_id`` of ``staff_id``); None otherwise."""
    if len(found) > 1 and asked:
        own = _field_words([param])
        named = [(k, v) for k, v in found.values() if _overlap(set(asked), _field_words([k]) - own)]
        return named[0] if len(named) == 1 else None
    return next(iter(found.values())) if len(found) == 1 else None


MAX_MESSAGE_CHARS = 4000
OUTCOMES = (
    "answered",
    "forced_call",
    "regenerated",
    "quoted",
    "escalated",
    "refused",
    "not_found",
    "confirm",
    "error",
)
# channels a customer talks on (the chat page, /api/chat, /v1); the others are staff's
PUBLIC_CHANNELS = frozenset({"ui", "api", "load"})


@dataclass
class TurnResult:
    turn_id: str
    answer: str
    outcome: str
    steps: list[Step] = field(default_factory=list)
    sources: list[Source] = field(default_factory=list)
    escalation_id: int | None = None
    counters: dict[str, int] = field(default_factory=dict)

    @classmethod
    def of(cls, final: FinalStep, steps: list[Step]) -> TurnResult:
        """The result a turn returns: its final step and every step of it."""
        return cls(
            turn_id=final.turn_id,
            answer=final.answer,
            outcome=final.outcome,
            steps=steps,
            sources=list(final.sources),
            escalation_id=final.escalation_id,
            counters=dict(final.counters),
        )


@dataclass
class _Done:
    """The worker is done: the turn's result (None when it raised)."""

    result: TurnResult | None = None


def _best(chunks: list[Chunk]) -> float:
    """The best chunk's similarity (0 when none was retrieved)."""
    return max((c.score or 0.0 for c in chunks), default=0.0)


@dataclass
class _Turn:
    """State of one running turn (lives in the worker thread)."""

    session_id: str
    message: str
    history: list[dict[str, Any]]
    emit: Callable[[Step], None]
    question: str = ""  # the message resolved against the conversation (what tools see)
    turn_id: str = ""
    steps: list[Step] = field(default_factory=list)  # emitted so far
    result: TurnResult | None = None  # set by the final step
    chunks: list[Chunk] = field(default_factory=list)
    documents: list[Source] = field(default_factory=list)
    notices: list[str] = field(default_factory=list)
    results: list[AgentResult] = field(default_factory=list)
    counters: dict[str, int] = field(default_factory=dict)
    route: routing.Route | None = None
    resolution: Resolution | None = None
    facts: list[str] | None = None  # what a small model is shown on the documents path
    retrieval_failed: bool = False  # the knowledge base could not be searched this turn
    reads: dict[str, Any] = field(default_factory=dict)  # read-only calls made in code, by call
    guess: _Guess | None = None  # the model's call of a record the question does not name

    def add_counters(self, result: AgentResult) -> None:
        self.results.append(result)
        for key, value in result.counters.items():
            self.counters[key] = self.counters.get(key, 0) + value


class Parts(Protocol):
    """What a runner is made of (``bot.wiring.Parts`` builds them from the settings)."""

    settings: Any

    @property
    def model(self) -> Any: ...
    @property
    def critic(self) -> Any: ...
    @property
    def retriever(self) -> Any: ...
    @property
    def registry(self) -> Any: ...
    @property
    def log(self) -> Any: ...
    @property
    def catalog(self) -> ToolCatalog: ...
    @property
    def planner(self) -> Planner: ...
    @property
    def deployment(self) -> Any: ...
    def built(self, name: str) -> Any:
        """The part if it was built (or given), else None; builds nothing."""


class TurnRunner:
    """Runs turns with the parts it is given; build one with ``bot.wiring.build_runner``."""

    def __init__(
        self,
        parts: Parts,
        *,
        channel: str = "cli",
        prompts_dir: Path | str | None = None,
        tool_executor: ToolExecutor | None = None,
        user_of: Callable[[str], str | None] | None = None,
        observers: list[Any] | None = None,
    ):
        self.parts = parts
        self.user_of = user_of  # session id -> the signed-in user (a tool's identity)
        # told of each turn's start, steps and end (tracing); never able to break a turn
        self.observers: list[Any] = list(observers or [])
        self.settings = parts.settings
        self.prompts_dir = Path(prompts_dir or self.settings.prompts_dir)
        deployment = parts.deployment
        self.prompts = PromptSet.load(
            self.prompts_dir,
            overrides=deployment.prompts_dir,
            values=persona_values(deployment),
        )
        self.tool_executor = tool_executor
        self.channel = channel
        self.config = AgentConfig.from_settings(self.settings)

    # ------------------------------------------------------------ parts (built on first use)
    @property
    def model(self) -> Any:
        return self.parts.model

    @property
    def critic(self) -> Any:
        return self.parts.critic

    @property
    def retriever(self) -> Any:
        return self.parts.retriever

    @property
    def registry(self) -> Any:
        return self.parts.registry

    @property
    def log(self) -> Any:
        return self.parts.log

    @property
    def catalog(self) -> ToolCatalog:
        return self.parts.catalog

    @property
    def planner(self) -> Planner:
        return self.parts.planner

    def warm_up(self) -> None:
        """Read a local model's fixed prompts once (``bot.prepare``): the read-only call's
        (the tools an anonymous user may call, with their labels) and then the answer's, so
        the first turn evaluates neither; nothing for others."""
        if self.profile != "local":
            return
        actor = self._actor()
        schemas = self._read_schemas("anonymous") if self.settings.route_model else []
        if schemas:
            request = actor.read_call_request("hello", schemas)
            request = dataclasses.replace(request, tool_choice=None, max_tokens=1)
            with context.call_scope(purpose="warm_up"):
                self.model.complete(request)
        # built as the answer's own request is (``Actor._local``): an example's call and
        # result are not in it, so a warm-up that kept them shared only the system prompt
        # with the answers (301 of ~730 tokens on the twenty-first freeze)
        messages = build_messages(
            self.prompts,
            system_prompt=actor.local_system_prompt(),
            history=[],
            message="hello",
            fewshot=False,
            examples=self.prompts.local_example_messages(),
        )
        with context.call_scope(purpose="warm_up"):
            self.model.complete(ChatRequest(messages=messages, max_tokens=1, temperature=0.0))

    # ------------------------------------------------------------ public API
    def run(
        self,
        session_id: str,
        message: str,
        history: list[dict[str, Any]] | None = None,
        *,
        replay_of: str | None = None,
    ) -> Generator[Step, None, TurnResult]:
        """Yield the turn's steps as they happen (the last one is ``final``); return the
        turn's result."""
        steps: queue.Queue = queue.Queue()
        ctx = contextvars.copy_context()

        def work() -> None:
            done = _Done()
            try:
                done.result = self._work(
                    session_id, message, list(history or []), replay_of, steps.put
                )
            except BaseException as exc:  # our bug: raised in the caller's thread
                steps.put(exc)
            finally:
                steps.put(done)

        threading.Thread(target=ctx.run, args=(work,), daemon=True, name="guardbot-turn").start()
        while True:
            item = steps.get()
            if isinstance(item, _Done):
                if item.result is None:
                    raise RuntimeError("the turn ended without a final step")
                return item.result
            if isinstance(item, BaseException):
                raise item
            yield item

    def run_to_end(
        self,
        session_id: str,
        message: str,
        history: list[dict[str, Any]] | None = None,
        *,
        replay_of: str | None = None,
    ) -> TurnResult:
        turn = self.run(session_id, message, history, replay_of=replay_of)
        while True:
            try:
                next(turn)
            except StopIteration as done:
                result: TurnResult = done.value
                return result

    # ------------------------------------------------------------ the turn
    def _work(
        self, session_id: str, message: str, history: list, replay_of: str | None, put: Callable
    ) -> TurnResult | None:
        self.log.ensure_session(
            session_id,
            channel=self.channel,
            workspace=self.settings.workspace,
            backend=getattr(self.model, "backend", None),
            model=getattr(self.model, "model_name", None),
        )
        turn_id = self.log.start_turn(session_id, message or "", replay_of=replay_of)
        emitted: list[Step] = []
        self._observe("turn_started", turn_id=turn_id, session_id=session_id, message=message)

        def emit(step: Step) -> None:
            self.log.record_step(turn_id, len(emitted), step.kind, step.to_dict())
            emitted.append(step)
            self._observe("turn_step", turn_id=turn_id, step=step)
            put(step)

        turn = _Turn(
            session_id=session_id,
            message=message or "",
            history=history,
            emit=emit,
            turn_id=turn_id,
            steps=emitted,
        )
        with context.call_scope(session_id=session_id, turn_id=turn_id, purpose="actor"):
            try:
                self._steps(turn)
                return turn.result
            except Exception as exc:
                self.log.finish_turn(
                    turn_id,
                    outcome="error",
                    error=f"{type(exc).__name__}: {exc}",
                    meta=self._meta(turn, None),
                )
                raise
            finally:
                self._observe("turn_finished", turn_id=turn_id, session_id=session_id)

    def _observe(self, event: str, **data: Any) -> None:
        """Tell the observers (a tracer); one that fails is logged and the turn goes on."""
        for observer in self.observers:
            handler = getattr(observer, event, None)
            if handler is None:
                continue
            try:
                handler(**data)
            except Exception as exc:  # an observer's bug never costs the user the answer
                log.warning("observer_failed", observer=type(observer).__name__, error=str(exc))

    def _steps(self, turn: _Turn) -> None:
        problem = self._check_message(turn.message)
        if problem is not None:
            self._finish(turn, problem, "refused", sources=[])
            return
        if self._answered_pending(turn) or self._acknowledged(turn):
            return
        self._resolve(turn)
        self._retrieve(turn)
        self._route(turn)
        route = turn.route
        assert route is not None
        write = self._write_asked(turn, route)
        if write is not None:
            name, arguments, missing = write
            missing = missing or unnamed_values(turn.message, arguments)
            if missing:  # a change is offered only on values the user wrote in this message
                turn.counters["write_unnamed"] = turn.counters.get("write_unnamed", 0) + 1
                action = describe_call(name, {})  # "cancel order"
                text = self.prompts.message(
                    "write_needs_values", action=action, missing=", ".join(missing)
                )
                self._finish(turn, text, "answered", sources=[])
                return
            self._ask_to_confirm(turn, name, arguments)
            return
        actor = self._actor(turn.question)
        if not route.is_data:
            turn.facts = actor.facts(turn.question, turn.documents)
        turn.emit(RouteStep(**route.to_dict(), facts=turn.facts))
        if not self._pipeline().wants_draft(self._draft(turn)):
            # a guard would set the draft aside (bot.guard.quote_documents): no model call
            self._review(turn, actor, AgentResult("", "answered", sources=list(turn.documents)))
            return
        try:
            first = self._drive(
                actor.run(
                    turn.question,
                    history=self._model_history(turn),
                    documents=turn.documents,
                    route=route,
                    facts=turn.facts,
                ),
                turn,
            )
        except LLMError as exc:
            self._model_failed(turn, exc)
            return
        if first.status == "refused":
            self._refused(turn, first)
            return
        if actor.small and route.is_data:
            self._answer_from_tools(turn, first)
            return
        self._review(turn, actor, first)

    # ------------------------------------------------------------ question and route
    def _resolve(self, turn: _Turn) -> None:
        """The message resolved against the conversation: what retrieval and tools see."""
        turn.resolution = resolve(turn.message, user_messages(turn.history))
        turn.question = turn.resolution.text
        own = self._rewritten(turn)
        if own is not None:
            turn.resolution, turn.question = own, own.text

    @staticmethod
    def _model_history(turn: _Turn) -> list[dict[str, Any]]:
        """The chat the answering model reads: none when the model rewrote the message to
        stand alone, which then carries what the chat said; with the earlier answers in
        view, a 1.5B model restates them ("the claret eight is owned by Ellen Kershaw" for
        "who is Ellen Kershaw named after?")."""
        resolution = turn.resolution
        return [] if resolution is not None and resolution.how == "model" else turn.history

    def _rewritten(self, turn: _Turn) -> Resolution | None:
        """A message that may lean on the chat, rewritten by the model to stand alone
        ("what about Élodie Marchetti?" after "has Kwame paid his subs for March?": "has
        Élodie Marchetti paid her subs for March?"; "who's it named after?" after an answer
        that named the boat: "who is Ellen Kershaw named after?"). The rules' reading gives
        only the question it follows; the model also reads the answers, which name what
        "it" and "whoever was at stroke" are. Kept when ``resolve.rewritten`` trusts it;
        the rules' reading otherwise. Off with ``followup_model``, and for the small model."""
        resolution = turn.resolution
        if (
            resolution is None
            or not self.settings.followup_model
            or self.profile == "small"
            or not resolution.previous
            or resolution.how == "substituted"  # "and customer 14?": the rules are sure
            or not leans(turn.message, resolution)
        ):
            return None
        chat = exchanges(turn.history)[-CHAT_EXCHANGES:]
        if not chat:
            return None
        reply = self._actor(turn.message).standalone(turn.message, chat)
        turn.counters["standalone"] = turn.counters.get("standalone", 0) + 1
        text = rewritten(reply, turn.message, " ".join(f"{q} {a}" for q, a in chat))
        if text is None:
            return None
        return Resolution(text, True, resolution.previous, "model")

    def _route(self, turn: _Turn) -> None:
        """Documents or a tool, from the tools themselves (``bot.agent.route``); a follow-up
        keeps the previous question's record when it names none of its own."""
        kb_score = _best(turn.chunks)
        carried = self._previous_plan(turn)
        plans = self.planner.plans(turn.question, carried=carried, said=turn.message)
        route = routing.decide(
            plans,
            kb_score=kb_score,
            question=turn.question,
            carried=carried is not None,
            documents=self._has_documents(),
        )
        # a follow-up naming one record of the previous list ("the Specialized one") looks
        # that record up
        item = next(
            (p for p in plans if p.callable and not p.writes and NAMED_ITEM in p.evidence.values()),
            None,
        )
        if item is not None and carried is not None and route.tool == carried.tool:
            route = route.taking(item, f"names one record of the previous list: {item.tool}")
        # a follow-up that stays with the previous call's tool keeps it: the conversation
        # has already said which records it is about ("which of those runs out first?")
        stays = carried is not None and route.tool == carried.tool
        # a follow-up the model wrote out whole ("What is Zeynep's email?" for "whats her
        # email?" after "what courses is zeynep doing") names its record: the model's own
        # call reads it as a new question, where the previous call's tool would search the
        # courses for "email"
        whole = turn.resolution is not None and turn.resolution.how == "model"
        modelled = None if stays and not whole else self._model_routed(turn, route)
        if modelled is not None:
            turn.route = modelled
        else:
            turn.route = route if stays else self._probed(turn, turn.question, plans, route)
            turn.route = self._searched(turn, turn.route, carried if stays else None)
            if not turn.route.is_data and not self._has_documents():
                turn.route = self._named_route(turn, turn.route, plans) or turn.route
            grounded = self._grounded(turn, turn.route)
            if grounded is not None:
                turn.route = grounded
                return
        turn.route = self._chained(turn, turn.question, plans, turn.route)

    def _named_route(
        self, turn: _Turn, route: routing.Route, plans: list[Plan]
    ) -> routing.Route | None:
        """On a deployment with no documents, when the planner found no callable tool: a
        look-up of the one listed record the question names (``readcall.said``: "HC4386"
        for "HC-4386"), by a read-only tool whose one required parameter takes it; of
        several such tools, the planner's best. Its pointer is followed after it
        (``_chained``) and it may vouch for the model's guess (``_grounded``)."""
        scores = {p.tool: p.score for p in plans}
        audience = self._audience(turn, self._user(turn))
        found: list[Plan] = []
        for spec in self.registry.specs():
            required = list(spec.parameters.get("required", []))
            if spec.writes or not spec.allowed(audience) or len(required) != 1:
                continue
            listed = self.registry.values(spec.name, required[0]) or []
            labels = [str(label) for _, label in listed]
            hits = [v for v, label in listed if readcall.said(turn.question, label, labels)]
            if len(hits) != 1:
                continue
            clean, error, _ = self.registry.validate(spec.name, {required[0]: hits[0]})
            if clean is None or error is not None:
                continue
            why = {required[0]: "names the listed record the question says"}
            found.append(Plan(spec.name, clean, 0.0, scores.get(spec.name, 0.0), why, ENTITY))
        if not found:
            return None
        best = max(found, key=lambda p: p.score)
        log.info("named_route", tool=best.tool)
        return route.taking(best, f"the question names a {best.tool} record (no documents)")

    def _named_in(self, tool: str, param: str, found: str) -> list[str]:
        """The plain labels of ``param``'s listed records that ``found`` (a folded result)
        names as whole words."""
        labels = {_plain(str(label)) for _, label in self.registry.values(tool, param) or []}
        return sorted(
            lb
            for lb in labels
            if lb and re.search(rf"(?<!\w){re.escape(readcall.fold(lb))}(?!\w)", found)
        )

    def _grounded(self, turn: _Turn, route: routing.Route) -> routing.Route | None:
        """The model's call of a record the question does not name (``turn.guess``), made
        second, when the planner's call of another tool finds that record: "is there a pit
        firing course? what's the tutor's email?" searches the courses, whose pit firing
        course is taught by the tutor the model called. None (the planner's route stands)
        when the planner's call fails, finds nothing, or holds none of the guessed names."""
        guess = turn.guess
        if (
            guess is None
            or not guess.names
            or not route.is_data
            or route.tool in (None, guess.tool)
            or self._writes(route.tool)
        ):
            return None
        with self._bound(turn):
            done = self._run_tool(turn, route.tool, route.arguments, purpose="probe")
        if not done.ok or _empty(done.result):
            return None
        # of a list, its first record (the best match): a name further down is another
        # course's tutor
        found = readcall.fold(json.dumps(_first(done.result), ensure_ascii=False, default=str))
        # the one record of its kind the result names: a day's record naming three tutors
        # vouches for none of them
        if not all(
            self._named_in(guess.tool, param, found) == [name]
            for param, name in guess.names.items()
        ):
            log.info("read_call_ungrounded", tool=guess.tool, first=route.tool)
            return None
        log.info("read_call_grounded", tool=guess.tool, first=route.tool)
        why = f"{route.tool}'s result names the {guess.tool} record the model called"
        return dataclasses.replace(
            route,
            tool=guess.tool,
            arguments=dict(guess.arguments),
            evidence={k: why for k in guess.arguments},
            strength=ENTITY,
            reason=f"{route.reason}; {why}",
            before=[*route.before, {"tool": route.tool, "arguments": dict(route.arguments)}],
        )

    def _read_schemas(self, audience: str) -> list[dict[str, Any]]:
        """The schemas of the read-only tools a user of ``audience`` may call."""
        allowed = {s.name for s in self.registry.specs() if not s.writes and s.allowed(audience)}
        return [t for t in self.registry.schemas(writes=False) if t["function"]["name"] in allowed]

    def _model_routed(self, turn: _Turn, route: routing.Route) -> routing.Route | None:
        """A data route whose tool and arguments the model chose (``Actor.read_call``): of
        the read-only tools this user may call, the one it calls for the question, with a
        listed parameter filled by one of its labels and read back as its value. None (the
        planner's route, probed) when off (``route_model``), for the small model, for a
        route to documents (a deployment with none: the model routes what the planner
        could not) or to a change, or when the model's call fails, names no tool,
        gives a listed value the question does not name (``readcall.guessed``: a booking's
        warden asked by the booking gets some warden's name), does not validate, or is
        refused by its tool (an error, not an empty result) where the planner's call differs.
        Recorded in the route's reason and evidence; the model's call and that tool call are
        logged."""
        # a deployment with no documents has nothing else to answer from: a question the
        # planner found no callable tool for ("HC4386 still hasn't come back, what's the
        # customer's mobile?") is the model's to route
        planned = route.is_data and route.tool is not None
        if (
            not self.settings.route_model
            or self.profile == "small"
            or not (planned or (route.route == routing.KB and not self._has_documents()))
            or (route.tool is not None and self._writes(route.tool))
        ):
            return None
        schemas = self._read_schemas(self._audience(turn, self._user(turn)))
        if not schemas:
            return None
        turn.counters["read_call"] = turn.counters.get("read_call", 0) + 1
        made = self._actor(turn.question).read_call(turn.question, schemas)
        if made is None:
            return None
        tool, written = made
        spec = self.registry.get(tool)
        required = set(spec.parameters.get("required", [])) if spec is not None else set()
        # an optional argument the model left empty ("status": "") is not given
        written = {k: v for k, v in written.items() if k in required or v not in ("", None, [])}
        props = spec.parameters.get("properties", {}) if spec is not None else {}
        made_up = readcall.invented(self.registry, tool, written, turn.question, props)
        if made_up:  # a reference the question does not hold: another record's
            log.info("read_call_invented", tool=tool, parameters=made_up)
            return None
        guesses = readcall.guessed(self.registry, tool, written, turn.question)
        listers = spec.values if spec is not None else {}
        # a real name the question does not say: the wrong record, unless the planner's
        # own call finds it (``_grounded``: the course the question names is taught by him)
        records = [p for p in guesses if p in listers]
        if records:
            log.info("read_call_guessed", tool=tool, parameters=records)
        # a kind the question does not say in the enum's words ("reported" for "not given to
        # anyone yet") is the model's reading: kept when required, else left out (a filter
        # it guessed would hide the records asked about)
        written = {k: v for k, v in written.items() if k in required or k not in guesses}
        arguments, read = readcall.resolved(self.registry, tool, written)
        # a day said in words is counted, not copied: the model writes "this saturday" as
        # a Monday even with a calendar to copy from
        arguments, counted = dates.filled(props, arguments, turn.question, self.catalog.today)
        clean, error, _ = self.registry.validate(tool, arguments)
        if clean is None or error is not None:
            log.info("read_call_invalid", tool=tool, error=error)
            return None
        if records:
            labels = {p: _label_of(self.registry, tool, p, clean.get(p)) for p in records}
            turn.guess = _Guess(tool, clean, {p: name for p, name in labels.items() if name})
            return None
        evidence = {
            k: "the model's choice of a listed value"
            if k in read
            else ("the day said" if k in counted else "the model's argument")
            for k in clean
        }
        if (tool, clean) != (route.tool, route.arguments):
            # a call the tool refuses (a reference it does not know: "KM27126") is no route
            # when the planner's is another call; made once a turn, logged as a probe
            with self._bound(turn):
                done = self._run_tool(turn, tool, clean, purpose="probe")
            if not done.ok:
                log.info("read_call_refused", tool=tool, error=done.error)
                return None
        strength = ENTITY if read else (route.strength if tool == route.tool else 0.0)
        plan = Plan(tool, clean, 0.0, 0.0, evidence, strength)
        return route.taking(plan, f"the model calls {tool} for the question ({route.reason})")

    def _searched(
        self, turn: _Turn, route: routing.Route, carried: Plan | None = None
    ) -> routing.Route:
        """A free-text search (not a quoted phrase) is filled with the words the model reads
        as what is looked for ("puffins", not "my mum is 84 and absolutely loves puffins,
        ..."; "cargo bike", not "Leeds" in "we're coming over from Leeds ..."): words of the
        question only. Of its two readings and the capitalised phrase the planner found, the
        first whose search finds something is kept; with none, the question stays whole. A
        follow-up of a search of the same tool ("ok and how much does the whole course
        cost?" after "what's the IELTS course like?") tries the previous search last."""
        free = [
            p
            for p, why in route.evidence.items()
            if why == WHOLE_QUESTION or why.startswith(NAMED_PHRASE)
        ]
        spec = self.registry.get(route.tool) if route.is_data and route.tool else None
        if spec is None or not free or self.profile == "small" or not self.settings.search_model:
            return route
        param = free[0]
        about = (spec.parameters.get("properties", {}).get(param) or {}).get("description")
        reply = self._actor(turn.question).search_words(
            turn.question, tool=spec.name, about=about or spec.description
        )
        turn.counters["search_words"] = turn.counters.get("search_words", 0) + 1
        phrases = [search_phrase(line, turn.question) for line in (reply or "").splitlines()]
        # the capitalised phrase the planner found ("Leeds" in "we're coming over from Leeds
        # ... a cargo bike?") is tried after the model's
        named = [] if route.evidence[param] == WHOLE_QUESTION else [route.arguments[param]]
        phrases = list(dict.fromkeys(p for p in [*phrases[:SEARCHES], *named] if p))
        if not phrases:
            return self._filtered_only(turn, route, spec, param)
        before = carried.arguments.get(param) if carried is not None else None
        if isinstance(before, str) and before not in phrases:
            phrases.append(before)  # tried last: the previous question's search
        phrase = phrases[0]
        if len(phrases) > 1 and not spec.writes:  # the first that finds something
            with self._bound(turn):
                for tried in phrases:
                    done = self._run_tool(
                        turn, spec.name, {**route.arguments, param: tried}, purpose="search"
                    )
                    if done.ok and not _empty(done.result):
                        phrase = tried
                        break
        if phrase in named:
            return route
        return dataclasses.replace(
            route,
            arguments={**route.arguments, param: phrase},
            evidence={**route.evidence, param: f"the model's search words {phrase!r}"},
        )

    def _filtered_only(
        self, turn: _Turn, route: routing.Route, spec: Any, param: str
    ) -> routing.Route:
        """A search whose words nobody could read, but whose other arguments the question
        fills ("are there any complaints still open?": ``status="open"``): the filter alone,
        not the whole sentence as the search text, when the text is optional and the call
        finds something; else the route as it is."""
        others = {k: v for k, v in route.arguments.items() if k != param}
        required = set(spec.parameters.get("required", []))
        if (
            route.evidence.get(param) != WHOLE_QUESTION
            or not others
            or param in required
            or spec.writes
        ):
            return route
        with self._bound(turn):
            done = self._run_tool(turn, spec.name, others, purpose="search")
        if not done.ok or _empty(done.result):
            return route
        return dataclasses.replace(
            route,
            arguments=others,
            evidence={k: v for k, v in route.evidence.items() if k != param},
            reason=f"{route.reason}; no search words, the filter alone",
        )

    def _previous_plan(self, turn: _Turn) -> Plan | None:
        """For a follow-up, the plan of the question it follows when that went to a tool."""
        resolution = turn.resolution
        if resolution is None or not resolution.followup or not resolution.previous:
            return None
        previous = resolution.previous
        try:
            chunks = list(self.retriever.search(previous))
        except RetrievalError:
            chunks = []
        kb_score = _best(chunks)
        plans = self.planner.plans(previous)
        route = routing.decide(
            plans, kb_score=kb_score, question=previous, documents=self._has_documents()
        )
        if not route.is_data:
            return None
        route = self._probed(turn, previous, plans, route, record=False)
        plan = next((p for p in plans if p.tool == route.tool), None)
        if plan is not None and not plan.writes:  # its record, for "how many can it have?"
            with self._bound(turn):
                done = self._run_tool(turn, plan.tool, plan.arguments, purpose="followup")
            plan.result = done.result if done.ok else None
        return plan

    def _probed(
        self,
        turn: _Turn,
        question: str,
        plans: list[Plan],
        route: routing.Route,
        *,
        record: bool = True,
    ) -> routing.Route:
        """The route, with its tool chosen by what the close tools return: when other
        read-only tools' plans score within ``probe_margin`` of the route's, each is called
        and the one whose result's fields fit the question best (``bot.agent.probe``),
        counted with its plan's score, is taken. Recorded as a ``probe`` step."""
        margin = self.settings.probe_margin
        chosen = next((p for p in plans if p.tool == route.tool), None)
        if not route.is_data or chosen is None or chosen.writes or margin <= 0:
            return route
        rivals = [
            p for p in plans if p.callable and not p.writes and p.score >= chosen.score - margin
        ][: max(1, self.settings.probe_max)]
        if chosen not in rivals or len(rivals) < 2:
            return route
        # a record the question names by its kind and key ("storage unit B07", "booking
        # 3149") is the one asked about: no probe of the others (a second call may follow)
        # (not when another close tool takes the same key: "customer 23"'s invoices)
        keys = {p.tool: {str(v) for v in p.arguments.values()} for p in rivals}
        keyed = [
            p
            for p in rivals
            if _keyed(question, p)
            and not any(keys[p.tool] & keys[o.tool] for o in rivals if o is not p)
        ]
        if len(keyed) == 1:
            if keyed[0].tool == route.tool:
                return route
            return route.taking(
                keyed[0],
                f"{route.reason}; the question names {keyed[0].tool}'s record by its kind and key",
            )
        weight = self.settings.probe_weight
        tried: list[dict[str, Any]] = []
        with self._bound(turn):
            for plan in rivals:
                done = self._run_tool(turn, plan.tool, plan.arguments, purpose="probe")
                fitted = (
                    probe.fit(question, done.result, embed=self.planner.embed) if done.ok else None
                )
                tried.append(
                    {
                        "tool": plan.tool,
                        "arguments": plan.arguments,
                        "score": round(plan.score, 3),
                        "fit": None if fitted is None else round(fitted, 3),
                        "error": done.error,
                        "fields": probe.field_names(done.result)[:FIELDS_SHOWN] if done.ok else [],
                    }
                )
        fits = [t for t in tried if t["fit"] is not None]
        best = max(fits, key=lambda t: t["score"] + weight * t["fit"], default=None)
        picked = self._model_choice(turn, question, fits) if len(fits) > 1 else None
        if picked is not None:
            best = picked
        if best is not None and len(fits) > 1 and self.settings.probe_named:
            # the pick stands unless another result alone holds more of the fields the
            # question names ("the emergency contact for ...": a member record's
            # ``emergency_contact``, not the member's invoices)
            named = {id(t): len(_names_fields(question, t.get("fields") or [])) for t in fits}
            most = max(named.values())
            holders = [t for t in fits if named[id(t)] == most]
            if most > named[id(best)] and len(holders) == 1:
                best = holders[0]
                best["named"] = True
        taken = route.tool if best is None else best["tool"]
        if record:
            turn.emit(ProbeStep(question=question, candidates=tried, chosen=taken, weight=weight))
        if best is None or taken == route.tool:
            return route
        plan = next(p for p in rivals if p.tool == taken)
        reason = f"{route.reason}; of the close tools, {plan.tool} returns what is asked"
        return route.taking(plan, reason, max(route.strength, plan.strength))

    def _model_choice(
        self, turn: _Turn, question: str, fits: list[dict[str, Any]]
    ) -> dict[str, Any] | None:
        """Of the probed tools that returned something, the one the model reads as answering
        the question (``Actor.choose_tool``: their descriptions), marked so in the probe's
        record; None when off, for the small model, or when it names none."""
        if not self.settings.probe_model or self.profile == "small":
            return None
        options = []
        for tried in fits:
            spec = self.registry.get(tried["tool"])
            about = " ".join((spec.description if spec is not None else "").split())
            # what its call returned for this question, by field: the model matches "how
            # much she owes" to ``fines_owed_gbp`` better than to a description's words
            fields = ", ".join(tried.get("fields") or [])
            # the fields first: a long description must not cut them off
            options.append((tried["tool"], f"Its result has: {fields}. {about[:160]}"))
        index = self._actor(question).choose_tool(question, options)
        turn.counters["choose_tool"] = turn.counters.get("choose_tool", 0) + 1
        if index is None:
            return None
        fits[index]["model"] = True
        return fits[index]

    def _chained(
        self, turn: _Turn, question: str, plans: list[Plan], route: routing.Route
    ) -> routing.Route:
        """A question that needs two calls: the route's record points to another record
        that holds what is asked ("the email of the rep who handles customer 12": the
        customer's ``support_rep_id``, then that employee). When a read-only tool lacks only
        an id the first result holds, it is called with it, and taken when its fields fit the
        question better by ``chain_gain`` (``bot.agent.probe``). When the route's record
        points nowhere that adds what is asked, the record the question names is read as the
        first call instead ("which vet is Wellington registered with, and what's their
        extension?": the pet's record, whose vet the staff look-up holds, not the pet's
        appointments), its second call taken only for a field neither first result holds.
        Recorded as a ``probe`` step; every call is logged."""
        gain = self.settings.chain_gain
        if not route.is_data or route.tool is None or self._writes(route.tool) or gain <= 0:
            return route
        tried: list[dict[str, Any]] = []
        best, first_words = self._second(turn, question, plans, route.tool, route.arguments, tried)
        first = (route.tool, route.arguments)
        if best is None:
            # the record the question names, by a tool that looks up one record
            known = first_words or set()
            for plan in self._named_lookups(plans, route.tool)[:CHAIN_FIRSTS]:
                best, _ = self._second(
                    turn, question, plans, plan.tool, plan.arguments, tried, beyond=known
                )
                if best is not None:
                    first = (plan.tool, plan.arguments)
                    break
        if len(tried) < 2:
            return route
        taken = route.tool if best is None else best.tool
        turn.emit(ProbeStep(question=question, candidates=tried, chosen=taken, weight=gain))
        if best is None:
            return route
        return dataclasses.replace(
            route,
            tool=best.tool,
            arguments=best.arguments,
            evidence=best.evidence,
            reason=f"{route.reason}; {first[0]}'s record points to the {best.tool} record "
            "that holds it",
            before=[*route.before, {"tool": first[0], "arguments": first[1]}],
        )

    def _named_lookups(self, plans: list[Plan], routed: str) -> list[Plan]:
        """Read-only plans other than the route's that look up the one record the question
        names (its whole key filled by a listed value: "Wellington" for ``pet_id``)."""
        return [
            p
            for p in plans
            if p.tool != routed
            and p.callable
            and not p.writes
            and len(p.arguments) == 1
            and all(how.startswith("names ") for how in p.evidence.values())
            and p.strength >= ENTITY
        ]

    def _second(
        self,
        turn: _Turn,
        question: str,
        plans: list[Plan],
        tool: str,
        arguments: dict[str, Any],
        tried: list[dict[str, Any]],
        *,
        beyond: set[str] | None = None,
    ) -> tuple[_Second | None, set[str] | None]:
        """The best second call from ``tool``'s record (see ``_chained``), and the field
        words of that record (None when it gave no one record). ``beyond``: the field words
        of the route's own record, when ``tool`` is not the route's: a second call through
        it must add a field the question names that neither record holds."""
        gain = self.settings.chain_gain
        # a tool that lacks only the id the first record holds; a filter the question fills
        # ("overdue" for ``status``) goes with it, a record of its own does not
        follow = [
            p
            for p in plans
            if p.tool != tool
            and not p.writes
            and len(p.missing) == 1
            and not any(k.endswith(_ID_ENDINGS) for k in p.arguments)
        ]
        if not follow:
            return None, None
        with self._bound(turn):
            done = self._run_tool(turn, tool, arguments, purpose="chain")
        found = done.result if done.ok else None
        # its own id is at its top, not in a record it nests; a list of one is read as that
        # record, whose id is what another tool looks up in full
        found = _unwrapped(found)
        top = found if isinstance(found, dict) else {}
        # of a list, the one record the question picks ("Yasmin's move in April": the April
        # one of her three); a second call through it must then add a field the question
        # names ("what's their mobile?"), not only fit it better
        through_list = isinstance(found, list) and len(found) > 1
        if beyond is not None and (through_list or not isinstance(found, dict)):
            return None, None  # another record than the route's is read only when it is one
        if through_list:
            found = quote.pick_items(question, found, today=self.catalog.today)
        if isinstance(found, list) and len(found) == 1:
            found = found[0]
        if isinstance(found, list) and found:  # the fields of records none of which is asked
            return None, _field_words(_WORD.findall(" ".join(probe.field_names(found))))
        if not isinstance(found, dict):
            return None, None
        record = quote.flat_record(found)
        asked = {_stem_word(w) for w in content_words(_asking(question))}
        embed = self.planner.embed
        base = probe.fit(question, done.result, embed=embed)
        tried.append({"tool": tool, "arguments": arguments, "fit": round(base, 3)})
        # the record the question speaks of ("which technician": the ``technician_name``)
        # goes before one it does not (the booking's ``member_id``), then the better fit
        best: _Second | None = None
        first_words = _field_words(record)
        known = first_words | (beyond or set())
        kind = _field_words([tool]) - NAME_VERBS  # the first record's kind: "book" of get_booking
        held_words = {
            _stem_word(w) for v in record.values() if isinstance(v, str) for w in content_words(v)
        }
        # the first call's own record (the ids it was called with) points nowhere else
        called = {str(v) for v in arguments.values()}
        calls = 0
        for plan in follow:
            if calls >= CHAIN_CANDIDATES:
                break
            param = plan.missing[0]
            spec = self.registry.get(plan.tool)
            described = f"{plan.tool} {spec.description if spec else ''}"
            owned = called | ({str(top[param])} if top.get(param) is not None else set())
            pointed = _pointed(record, param, described, owned=owned, asked=asked) or _labelled(
                record, self.registry.values(plan.tool, param), asked, param
            )
            if pointed is None:
                continue
            # the question speaks of the pointed record ("the person who handled it": the
            # ``handled_by_staff_id``) or of what only the second tool tells ("the house
            # manager that night"), not only of the first
            told = {_stem_word(w) for w in content_words(described.replace("_", " "))}
            speaks = _overlap(asked, _field_words([pointed[0]]) - _field_words([param]))
            if not speaks and not _overlap(asked, _beyond(told, known)):
                continue
            if beyond is not None and not speaks:  # a record the question names, and of it
                continue
            calls += 1
            second = {**plan.arguments, param: pointed[1]}
            with self._bound(turn):
                done = self._run_tool(turn, plan.tool, second, purpose="chain")
            if not done.ok or not isinstance(done.result, dict | list) or _empty(done.result):
                tried.append({"tool": plan.tool, "arguments": second, "fit": None})
                continue
            fitted = probe.fit(question, done.result, embed=embed)
            # a record's fields that hold something, and the fields of the records a list
            # holds: a member's invoices, a customer's "invoices" beside its balance ("paid on")
            held = quote.flat_record(done.result) if isinstance(done.result, dict) else {}
            lists = [v for v in held.values() if isinstance(v, list)]
            if isinstance(done.result, list):
                lists = [done.result]
            words = _field_words(k for k, v in held.items() if v not in (None, "", [], {}))
            for items in lists:
                words |= _field_words(_WORD.findall(" ".join(probe.field_names(items))))
            # it holds a field the question names that the first record lacks ("phone"), or
            # the question speaks of the pointed record and asks for one of its fields
            # (a word the first record holds as a value names what was found, "the gas
            # valve": the order's part, not the property's "gas safety" field)
            adds = _overlap(asked - held_words, _beyond(words, known)) | (
                _overlap(asked, words) if speaks and beyond is None else set()
            )
            # or the question names a value it filters by ("overdue" for its ``status``)
            filters = sorted(plan.arguments)
            tried.append(
                {
                    "tool": plan.tool,
                    "arguments": second,
                    "fit": round(fitted, 3),
                    "adds": sorted(adds),
                    "filters": filters,
                    **({"through": tool} if beyond is not None else {}),
                }
            )
            # or it speaks of the pointed record and asks more of it than who it is ("ring
            # Galette's owner, what number have we got?": the pet holds only the owner's
            # name and id); of the one record pointed to, not of a list of records that name
            # it (the owner's invoices, which such a question names: "bill", "paid"); not
            # when the first record holds a field the question names that the second lacks
            # ("what time's the engineer coming for job 4181?": the job's time slot)
            # (not the words of the first record's kind, "booking" for get_booking)
            answered = _overlap(asked, first_words - kind - _field_words([pointed[0]]) - words)
            beyond_who = (
                bool(speaks)
                and not answered
                and _one_record(done.result)
                and any(_ASKS_MORE.search(c) for c in quote.clauses(question))
            )
            # a reason in the question's words goes before a closer fit alone
            named = bool(adds) or bool(filters) or beyond_who
            if (through_list or beyond is not None) and not adds:
                continue
            # the pointer that names more of the question's words goes first ("which warden
            # looks after that unit?": the unit's warden, not the unit)
            key = (len(speaks), named, fitted)
            if (named or fitted >= base + gain) and (
                best is None or key > (best.speaks, best.named, best.fit)
            ):
                evidence = {**plan.evidence, param: f"from {tool}'s result"}
                best = _Second(len(speaks), named, fitted, plan.tool, second, evidence)
        return best, first_words

    # ------------------------------------------------------------ tools that change things
    def _writes(self, name: str) -> bool:
        spec = self.registry.get(name)
        return bool(spec is not None and spec.writes)

    def _run_tool(self, turn: _Turn, name: str, arguments: dict[str, Any], *, purpose: str) -> Any:
        """A read-only call made in code (a follow-up's record, the probe, the second call):
        logged once, and made once a turn: the probe's call of the route's tool is the one
        the second-call check reads."""
        key = f"{name}:{json.dumps(arguments, sort_keys=True, default=str)}"
        if key not in turn.reads:
            turn.reads[key] = run_tool(
                self.registry,
                self.log,
                name,
                arguments,
                timeout=self.config.tool_timeout,
                purpose=purpose,
                executor=self.tool_executor,
            )
        return turn.reads[key]

    def _gate(self) -> WriteGate:
        return WriteGate(
            registry=self.registry,
            log=self.log,
            prompts=self.prompts,
            ttl_s=self.settings.confirm_ttl_s,
            repeat_s=self.settings.write_repeat_s,
            timeout=self.config.tool_timeout,
            executor=self.tool_executor,
        )

    def _gated(self, turn: _Turn, reply: GateReply | None) -> bool:
        """Record a gate's reply; True when it ended the turn (else its notice is kept)."""
        if reply is None:
            return False
        for step in reply.steps:
            turn.emit(step)
        if reply.answer is None:
            if reply.notice:
                turn.notices.append(reply.notice)
            return False
        self._finish(turn, reply.answer, reply.outcome, sources=reply.sources)
        return True

    def _write_asked(
        self, turn: _Turn, route: routing.Route
    ) -> tuple[str, dict[str, Any], list[str]] | None:
        """The change the message asks for: (tool, arguments, parameters it did not give), or
        None when it asks for none. The route's write tool when it chose one; otherwise, for a
        model that writes, a message that opens as a request and shares a word with a tool
        that changes something ("Waive the $12 late fee on visit 405", which the route sent
        to the visit lookup) is put to the model with those tools and ``no_change``; its call
        is offered only on records the message names as what they are."""
        if route.is_data and route.tool and self._writes(route.tool):
            return (*self._write_call(turn, route.tool, route.arguments), [])
        if self.profile == "small":
            return None
        changing = {s.name: f"{s.name} {s.description}" for s in self.registry.specs() if s.writes}
        offered = changes_asked(turn.message, changing)
        if not offered:
            return None
        filled = self._actor().fill_write(
            turn.message, self.registry.schemas(), optional=True, only=offered
        )
        turn.counters["write_chosen" if filled else "write_declined"] = 1
        if filled is None:
            return None
        name, arguments = filled
        spec = self.registry.get(name)
        assert spec is not None  # fill_write returns only tools that change something
        clean, error, _ = self.registry.validate(name, arguments)
        unnamed = unnamed_records(turn.message, clean or arguments)
        if error is None:
            return name, clean or {}, unnamed
        given = {k for k, v in arguments.items() if v not in (None, "")}
        required = set(spec.parameters.get("required", [])) - {spec.identity} - given
        if not required:  # a value of the wrong kind: leave it to the route
            return None
        return name, {}, sorted({r.replace("_", " ") for r in required} | set(unnamed))

    def _write_call(
        self, turn: _Turn, name: str, arguments: dict[str, Any]
    ) -> tuple[str, dict[str, Any]]:
        """The change the user's message asks for. A local model that writes fills it in from
        the message alone (the tools that change something offered, one call forced): it
        reads "refund order 72, 20 dollars" as order 72 and 20, where the planner's typed
        extraction took 72 for both. The route's call when the model's does not validate."""
        if self.profile != "local":
            return name, arguments
        filled = self._actor().fill_write(turn.message, self.registry.schemas())
        if filled is None:
            return name, arguments
        clean, error, _ = self.registry.validate(*filled)
        spec = self.registry.get(filled[0])
        if error is not None or spec is None or not spec.writes:
            return name, arguments
        return filled[0], clean or {}

    def _ask_to_confirm(self, turn: _Turn, name: str, arguments: dict[str, Any]) -> None:
        self._gated(turn, self._gate().ask(turn.session_id, turn.turn_id, name, arguments))

    def _answered_pending(self, turn: _Turn) -> bool:
        """The message as the answer to a call the previous turn asked about: a clean "yes"
        runs it once, a clean "no" cancels it; anything else runs nothing and goes on as a
        new message (after a notice that nothing was done)."""
        previous = self.log.previous_steps(turn.session_id, turn.turn_id)
        with self._bound(turn):
            reply = self._gate().answer(turn.session_id, turn.turn_id, turn.message, previous)
        return self._gated(turn, reply)

    def _acknowledged(self, turn: _Turn) -> bool:
        """A closing "thanks" or a "yes" with nothing waiting for it asks for nothing: it is
        never read as a follow-up of the previous question (which could offer a finished
        change again)."""
        kind = confirm.reply_kind(turn.message)
        if not (confirm.is_acknowledgement(turn.message) or kind != confirm.OTHER):
            return False
        name = "acknowledged" if confirm.is_acknowledgement(turn.message) else "nothing_pending"
        answer = self.prompts.message(name)
        if turn.notices:  # the gate's notice says it all
            answer = ""
        self._finish(turn, answer, "answered", sources=[])
        return True

    def _bound(self, turn: _Turn) -> Any:
        """The signed-in user and the audience, lent to the tools called in this turn."""
        user = self._user(turn)
        return tools_registry.bind(user=user, audience=self._audience(turn, user))

    def _audience(self, turn: _Turn, user: str | None) -> str:
        """Who is talking: staff on the staff and developer channels, else signed in or
        anonymous (a tool may be limited to some of them)."""
        if self.channel not in PUBLIC_CHANNELS:
            return "staff"
        return "signed_in" if user else "anonymous"

    def _user(self, turn: _Turn) -> str | None:
        """The signed-in user (for a tool's ``identity`` parameter): ``user_of``'s answer, or
        the user the session was opened for (the ``user`` of a ``/v1`` request)."""
        if self.user_of is not None:
            return self.user_of(turn.session_id)
        row = self.log.get("sessions", turn.session_id)
        return (row or {}).get("user_label") or None

    # ------------------------------------------------------------ answers from tool results
    def _answer_from_tools(self, turn: _Turn, result: AgentResult) -> None:
        """A small model's tool route: the answer is the result's fields the question asks
        for, written in code (grounded by construction); a tool's own error is said as it
        is."""
        tools = [s for s in result.sources if s.kind == "tool"]
        quoted = self._quote(turn, tools)
        if quoted is not None:
            self._finish(turn, quoted.answer, "quoted", sources=quoted.sources, forced=True)
            return
        failed = [
            r for r in result.tool_results if not r.ok and r.error_kind in ("raised", "no_identity")
        ]
        empty = [r for r in result.tool_results if r.ok and _empty(r.result)]
        if empty and not failed:
            answer = self.prompts.message(
                "tool_found_nothing", tool=empty[0].name.replace("_", " ")
            )
            self._finish(turn, answer, "refused", sources=tools, forced=True)
            return
        if failed:
            answer = self.prompts.message(
                "tool_said", tool=failed[0].name.replace("_", " "), error=failed[0].error
            )
            self._finish(turn, answer, "refused", sources=tools, forced=True)
            return
        self._refused(turn, result)

    def _refused(self, turn: _Turn, result: AgentResult) -> None:
        """The actor gave up (forcing bound, failing tools): what a real call returned is still
        quoted when it answers; otherwise the honest refusal."""
        quoted = self._quote(turn, result.sources)
        if quoted is not None:
            self._finish(
                turn, quoted.answer, "quoted", sources=quoted.sources, forced=result.forced
            )
            return
        answer = result.answer or self.prompts.message("could_not_look_up")
        self._finish(turn, answer, "refused", sources=result.sources, forced=result.forced)

    def _check_message(self, message: str) -> str | None:
        if not message.strip():
            return self.prompts.message("empty_message")
        if len(message) > MAX_MESSAGE_CHARS:
            return self.prompts.message("too_long", length=len(message), limit=MAX_MESSAGE_CHARS)
        return None

    def _retrieve(self, turn: _Turn) -> None:
        """The chunks for the resolved question; for a message that may lean on the
        previous question without saying so plainly, the reading with that question as
        context is taken when its best chunk is closer by ``context_margin`` (recorded as
        the ``resolve`` step, which comes first)."""
        resolution = turn.resolution
        # a local model's evidence is chosen from a wider pool (bot.agent.evidence): the
        # passage that answers is often not among the four nearest chunks
        k = self.settings.evidence_pool if self.profile == "local" else None
        try:
            turn.chunks = list(self.retriever.search(turn.question or turn.message, k=k))
            other = resolution.alternative if resolution is not None else None
            if other is not None:
                chunks = list(self.retriever.search(other.text, k=k))
                if _best(chunks) >= _best(turn.chunks) + self.settings.context_margin or (
                    self._record_carried(turn, other, chunks)
                ):
                    turn.resolution, turn.question, turn.chunks = other, other.text, chunks
        except RetrievalError as exc:
            self._resolved(turn)
            notice = getattr(exc, "user_message", "") or self.prompts.message(
                "retrieval_unavailable"
            )
            turn.notices.append(notice)
            turn.retrieval_failed = True
            log.warning("retrieval_failed", turn_id=turn.turn_id, error=str(exc))
            turn.emit(ErrorStep(stage="retrieval", error=str(exc), user_message=notice))
            return
        self._resolved(turn)
        turn.documents = self._as_data(turn, [c.to_source() for c in turn.chunks])
        turn.emit(RetrievalStep(count=len(turn.chunks), chunks=[c.to_dict() for c in turn.chunks]))

    def _record_carried(self, turn: _Turn, other: Resolution, chunks: list[Any]) -> bool:
        """A message that may lean on the previous question ("who's the engineer on that
        and what's their number?") is read with it when a tool then knows which record it
        is about and the message alone does not: the message names no record a tool looks
        up while the reading with the previous question does, or the message alone would
        be a free-text search of its whole sentence where that reading is a search too."""
        if not self.registry.names():
            return False
        documents = self._has_documents()
        own = routing.decide(
            self.planner.plans(turn.question),
            kb_score=_best(turn.chunks),
            question=turn.question,
            documents=documents,
        )
        if own.is_data and own.named:
            return False
        joined = routing.decide(
            self.planner.plans(other.text),
            kb_score=_best(chunks),
            question=other.text,
            documents=documents,
        )
        if not joined.is_data:
            return False
        whole = own.is_data and WHOLE_QUESTION in own.evidence.values()
        return joined.named or (whole and joined.tool == own.tool)

    def _as_data(self, turn: _Turn, sources: list[Source]) -> list[Source]:
        """The documents as data: a paragraph that reads as instructions (``bot.planted``)
        never reaches a model, a quote or a citation; a chunk with nothing else goes."""
        names = self.registry.names()
        out = []
        for source in sources:
            text, removed = planted.scrub_text(source.text, tools=names)
            if removed:
                turn.counters["planted_removed"] = turn.counters.get("planted_removed", 0) + removed
                log.warning("planted_text_removed", turn_id=turn.turn_id, source=source.title)
            if text.replace(planted.REMOVED, "").strip():
                out.append(dataclasses.replace(source, text=text) if removed else source)
        return out

    @staticmethod
    def _resolved(turn: _Turn) -> None:
        if turn.resolution is not None:
            turn.emit(ResolveStep(**turn.resolution.to_dict()))

    def _actor(self, question: str = "") -> Actor:
        return Actor(
            model=self.model,
            registry=self.registry,
            prompts=self.prompts,
            catalog=self.catalog,
            guess=lambda tool, param: self._guess(question, tool, param),
            config=self.config,
            tool_executor=self.tool_executor,
            log=self.log,
            profile=self.profile,
            embed=self._embed(),
            evidence_chars=self.settings.evidence_chars,
            tool_calls=self.settings.local_tool_calls,
            focus_results=self.settings.focus_results,
        )

    def _guess(self, question: str, tool: str, param: str) -> Any:
        """A value for a tool's parameter taken from the question (a repair)."""
        spec = self.registry.get(tool)
        if spec is None or not question:
            return None
        found = self.planner.arguments(spec, question, self.catalog.mentions(question))
        arg = found.get(param)
        return arg.value if arg is not None else None

    def _max_rounds(self) -> int:
        """Drafts before the quoted answer or escalation (a small model gets fewer: its
        regenerations rarely pass, and each costs seconds)."""
        if self.profile == "small":
            return max(1, min(self.settings.max_rounds, self.settings.small_model_rounds))
        if self.profile == "local":
            return max(1, min(self.settings.max_rounds, self.settings.local_model_rounds))
        return self.settings.max_rounds

    @property
    def profile(self) -> str:
        """The prompts for the model (``bot.agent.actor``): ``small`` for the 135M model,
        ``local`` for an in-process model that writes, ``full`` for an endpoint."""
        if self.settings.prompt_profile != "auto":
            return str(self.settings.prompt_profile)
        if getattr(self.model, "small", False):
            return "small"
        return "local" if getattr(self.model, "backend", "") == "local" else "full"

    def _embed(self) -> quote.Embed | None:
        embedder = getattr(self._retriever_or_none(), "embedder", None)
        return embedder.encode if embedder is not None else None

    # ------------------------------------------------------------ the guard
    def _pipeline(self) -> GuardPipeline:
        """The deployment's guards in order (``settings.guards``), for one turn."""
        parts = GuardParts(
            critic=self.critic,
            settings=self.settings,
            messages=self.prompts.messages,
            other_terms=lambda: self.catalog.other_terms,
        )
        return build_pipeline(
            self.settings.guards,
            parts=parts,
            max_rounds=self._max_rounds(),
            quoting=Quoting(self._embed(), messages=self.prompts.messages),
            payload_log=self.log,
            escalations=EscalationQueue(self.log),
            prompts_dir=self.prompts_dir,
        )

    def _draft(self, turn: _Turn, quote_from: list[Source] | None = None) -> Draft:
        """The turn as the guards see it."""
        return Draft(
            question=turn.question or turn.message,
            candidate=Candidate(answer=""),
            facts=turn.facts,
            small=self.profile == "small",
            local=self.profile == "local",
            instructions=self._instructions(),
            emit=turn.emit,
            counters=turn.counters,
            history=turn.history + [{"role": "user", "content": turn.message}],
            quote_from=list(quote_from or []),
            tool_route=turn.route is not None and turn.route.is_data,
        )

    def _instructions(self) -> str:
        """Every instruction text a model may see this turn, without documents (the output
        rules protect these; quoting the documents is allowed)."""
        actor = self._actor()
        return "\n".join(
            [
                actor.system_prompt([]),
                self.prompts.answer_prompt(facts=[]),
                actor.local_system_prompt(),
            ]
        )

    def _quote(self, turn: _Turn, sources: list[Source]) -> Candidate | None:
        """An answer made of the sources' own words (``bot.guard.quoting``), or None."""
        return Quoting(self._embed(), messages=self.prompts.messages).candidate(
            self._draft(turn, sources)
        )

    def _drive(self, gen: Any, turn: _Turn) -> AgentResult:
        """Run an actor generator, emitting its steps; return its AgentResult."""
        user = self._user(turn)
        with tools_registry.bind(
            retriever=self._retriever_or_none(), user=user, audience=self._audience(turn, user)
        ):
            while True:
                try:
                    step = next(gen)
                except StopIteration as stop:
                    turn.add_counters(stop.value)
                    return stop.value
                except LLMError as exc:
                    partial = getattr(exc, "partial_result", None)
                    if partial is not None:
                        turn.add_counters(partial)
                    raise
                turn.emit(step)

    def _has_documents(self) -> bool:
        """False for a deployment with no documents (tools only: ``NoDocuments``)."""
        return bool(getattr(self._retriever_or_none(), "documents", True))

    def _retriever_or_none(self) -> Any:
        try:
            return self.retriever
        except Exception:  # the tool reports its own error when it is used
            return None

    def _review(self, turn: _Turn, actor: Actor, first: AgentResult) -> None:
        by_answer: dict[int, AgentResult] = {}

        drafts: list[str] = []

        def generate(feedback: str | None) -> Candidate:
            result = first
            if feedback is not None:
                result = self._drive(
                    actor.run(
                        turn.question,
                        history=self._model_history(turn),
                        documents=turn.documents,
                        feedback=feedback,
                        route=turn.route,
                        facts=turn.facts,
                        previous=drafts[-1] if drafts else None,
                    ),
                    turn,
                )
            drafts.append(result.answer)
            candidate = Candidate(
                answer=result.answer,
                sources=result.sources,
                steps=[],
                messages=result.messages,
                logprobs=result.logprobs,
            )
            by_answer[id(candidate)] = result
            return candidate

        try:
            outcome = self._pipeline().review(
                generate, self._draft(turn, self._all_sources(turn, first))
            )
        except LLMError as exc:
            self._model_failed(turn, exc)
            return
        last = outcome.last_candidate
        result = by_answer.get(id(last), first) if last is not None else first
        forced = any(r.forced for r in turn.results)
        if outcome.outcome == "not_found" and turn.retrieval_failed:
            label = "error"  # nothing was found because the knowledge base could not be searched
        elif outcome.outcome in ("escalated", "quoted", "not_found"):
            label = outcome.outcome
        elif result.status == "refused":
            label = "refused"
        elif outcome.regenerations:
            label = "regenerated"
        else:
            label = "forced_call" if forced else "answered"
        sources = last.sources if last is not None else first.sources
        self._finish(
            turn,
            outcome.answer,
            label,
            sources=sources,
            escalation_id=outcome.escalation_id,
            forced=forced,
        )

    @staticmethod
    def _all_sources(turn: _Turn, first: AgentResult) -> list[Source]:
        """The documents and every tool result of the turn's rounds (the same result of the
        same call, made again in a later round, once)."""
        seen: set[tuple[str, str, str]] = set()
        out: list[Source] = []
        for source in [*first.sources, *(s for r in turn.results for s in r.sources)]:
            key = (source.kind, source.title, source.text)
            if key not in seen:
                seen.add(key)
                out.append(source)
        return out

    def _model_failed(self, turn: _Turn, exc: LLMError) -> None:
        log.warning("turn_model_failed", turn_id=turn.turn_id, error_kind=exc.kind)
        turn.emit(
            ErrorStep(
                stage="model", error_kind=exc.kind, error=str(exc), user_message=exc.user_message
            )
        )
        self._finish(turn, exc.user_message, "error", sources=[], error=f"{exc.kind}: {exc}")

    # ------------------------------------------------------------ ending
    def _finish(
        self,
        turn: _Turn,
        answer: str,
        outcome: str,
        *,
        sources: list[Source],
        escalation_id: int | None = None,
        forced: bool = False,
        error: str | None = None,
    ) -> None:
        answer = self._pipeline().deliver(answer, self._draft(turn))
        if turn.notices and outcome not in ("error",):
            answer = "\n\n".join([*turn.notices, answer])
        final = FinalStep(
            turn_id=turn.turn_id,
            answer=answer,
            outcome=outcome,
            forced=forced,
            escalation_id=escalation_id,
            sources=list(sources),
            counters=turn.counters,
        )
        meta = self._meta(turn, sources)
        self.log.finish_turn(
            turn.turn_id, outcome=outcome, final_answer=answer, error=error, meta=meta
        )
        turn.emit(final)
        turn.result = TurnResult.of(final, list(turn.steps))
        log.info(
            "turn_finished",
            session_id=turn.session_id,
            turn_id=turn.turn_id,
            outcome=outcome,
            counters=turn.counters,
        )

    def _meta(self, turn: _Turn, sources: list[Source] | None) -> dict[str, Any]:
        return {
            "history": turn.history,
            "retrieved": [c.to_dict() for c in turn.chunks],
            "sources": [s.to_dict() for s in sources or []],
            "critic": getattr(self.parts.built("critic"), "name", self.settings.critic),
            "backend": getattr(self.parts.built("model"), "backend", self.settings.backend),
            "model": getattr(self.parts.built("model"), "model_name", self.settings.model),
            "prompts_dir": str(self.prompts_dir),
            "workspace": self.settings.workspace,
            "deployment": self.parts.deployment.name,
            "deployment_file": str(self.parts.deployment.file or ""),
            "question": turn.question,
            "prompt_profile": self.profile,  # a replay builds the same prompts
            "today": self.catalog.today,
            "sampling": {
                "temperature": self.config.temperature,
                "max_tokens": self.config.max_tokens,
                "seed": self.config.seed,
            },
            "counters": turn.counters,
            "notices": turn.notices,
            "agent": {
                "max_steps": self.config.max_steps,
                "max_force_attempts": self.config.max_force_attempts,
            },
        }


def persona_values(deployment: Any) -> dict[str, str]:
    """The deployment's assistant, as the prompts' ``$assistant``, ``$company``,
    ``$persona`` and ``$documents_name``."""
    assistant = deployment.assistant
    return {
        "assistant": assistant.name,
        "company": assistant.company or assistant.name,
        "persona": assistant.persona_line(),
        "documents_name": assistant.documents,
    }
