"""Which tool a question needs, with what arguments: decided from the tools themselves.

Generic over any registry: a tool is scored by how close the question is to its
description and docstring examples (the packaged embedding model), and by how many of its
parameters the question fills, each with typed evidence:

- a listed value the question names (``values=`` listers, enums: ``tools.catalog``);
- a number next to a word of the parameter ("invoice 98" -> ``invoice_id=98``);
- an id-shaped token ("ord-7781", "INV-1042") for an id parameter;
- a date or a window ("since 2026-06-01", "in the last 30 days") for a date parameter;
- a superlative for an ordering flag ("lowest" -> ``descending=False``);
- the question itself for a free-text search parameter.

A tool whose required parameters the question (or, for a follow-up, the previous
question) cannot fill is not callable. Nothing here knows a deployment's words.

    planner = Planner(registry, catalog, embed=embedder.encode)
    plans = planner.plans("What did invoice 98 come to?")   # best first
    plans[0].tool, plans[0].arguments                        # ("get_invoice", {"invoice_id": 98})
"""

from __future__ import annotations

import datetime as dt
import re
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from bot.agent import dates
from bot.critic.facts import MONTHS
from bot.text import STOPWORDS
from tools.catalog import ID_PATTERN, Mention, ToolCatalog
from tools.registry import ToolRegistry, ToolSpec

Embed = Callable[[list[str]], Any]

ENTITY, NUMBER, TOKEN, CATEGORY, DATE, ORDER, TEXT, CARRIED = (
    1.0,
    0.9,
    0.8,
    0.6,
    0.7,
    0.4,
    0.3,
    0.75,
)  # how much a filled argument says the question is about this tool
ARG_WEIGHT = 0.12
FILTER_WEIGHT = 0.1  # a listed kind of record the question asks for (a filter it fills)
NAME_WEIGHT = 0.05  # per word of the tool's name the question uses ("tickets")

_STOP = set(
    "a an the of to in on for and or with by from at as is are was were be it its this that "
    "e.g eg like id ids number numbers no one the optional omit all any given value values "
    "name names which what who whose how many much".split()
)
_NUM = re.compile(r"(?<![\w.$€£-])#?(\d+(?:\.\d+)?)(?![\w%-]|\.\w)")  # "22." ends a sentence
_UNIT_AFTER = re.compile(r"^\s*(%|percent|days?|weeks?|months?|years?|hours?|minutes?|gb|mb)\b")
_ISO_DATE = re.compile(r"\b(\d{4}-\d{2}-\d{2})\b")
_WINDOW = re.compile(r"\b(?:last|past|previous)\s+(\d+)\s*(days?|weeks?|months?|years?)\b")
_ONE_WINDOW = re.compile(r"\b(?:last|past|this)\s+(day|week|month|year)\b")
_HIGH = re.compile(
    r"\b(highest|most|top|largest|biggest|best|greatest|latest|newest|most recent)\b"
)
_LOW = re.compile(r"\b(lowest|least|fewest|smallest|worst|oldest|earliest)\b")
_QUOTED = re.compile(r"[\"“]([^\"”]{2,60})[\"”]|(?<![\w])'([^']{2,60})'(?![\w])")
_FREE_TEXT = {"query", "q", "search", "text", "keywords", "question", "topic", "terms"}
_DATE_WORDS = {"date", "since", "from", "until", "after", "before", "start", "end", "day"}
# a parameter that takes one month: named so, or described with a year-month ("like 2026-03")
_MONTH_PARAM = re.compile(r"(^|_)month($|_)")
_YEAR_MONTH = re.compile(r"\b((?:19|20)\d\d)-(0[1-9]|1[0-2])\b(?!-\d)")
_MONTH_NAME = re.compile(
    r"\b(jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?(?:\s+((?:19|20)\d\d))?\b",
    re.IGNORECASE,
)
_ID_SUFFIX = re.compile(r"(^|_)(id|number|no|code|key|sku|ref|reference)$")


@dataclass
class Arg:
    value: Any
    strength: float
    how: str


@dataclass
class Plan:
    tool: str
    arguments: dict[str, Any]
    similarity: float
    score: float
    evidence: dict[str, str] = field(default_factory=dict)  # param -> how it was filled
    strength: float = 0.0  # the strongest argument's evidence
    missing: list[str] = field(default_factory=list)  # required and not filled
    writes: bool = False
    result: Any = None  # what the call returned (a follow-up's previous plan: its record)

    @property
    def callable(self) -> bool:
        return not self.missing

    def to_dict(self) -> dict[str, Any]:
        return {
            "tool": self.tool,
            "arguments": self.arguments,
            "similarity": round(self.similarity, 3),
            "score": round(self.score, 3),
            "evidence": self.evidence,
            "strength": self.strength,
            "missing": self.missing,
        }


# the verbs a tool's name opens with ("get_invoice", "search_tracks"): no word of what it holds
NAME_VERBS = frozenset({"get", "list", "find", "show", "search"})


def _words(text: str) -> set[str]:
    return {_stem(w) for w in re.findall(r"[a-z]+", text.lower()) if w not in _STOP}


def _stem(word: str) -> str:
    """A light stem, the same for a word and its plural: "quotes", "quote" -> "quot";
    "invoices", "invoice" -> "invoic" (a final "e" goes too, as "es" does)."""
    for suffix in ("ies", "es", "s"):
        if word.endswith(suffix) and len(word) > len(suffix) + 2:
            return word[: -len(suffix)] + ("y" if suffix == "ies" else "")
    return word[:-1] if word.endswith("e") and len(word) > 4 else word


def _types(prop: dict[str, Any]) -> set[str]:
    kinds = prop.get("type")
    out = set(kinds if isinstance(kinds, list) else [kinds] if kinds else [])
    for option in prop.get("anyOf") or []:
        out |= _types(option)
    return out - {None, "null"}


class Planner:
    """Scores every tool of a registry for a question (see the module doc)."""

    def __init__(self, registry: ToolRegistry, catalog: ToolCatalog, *, embed: Embed | None):
        self.registry = registry
        self.catalog = catalog
        self.embed = embed
        self._cards: dict[str, Any] = {}
        self._lock = threading.Lock()

    # ------------------------------------------------------------ similarity
    @staticmethod
    def card_texts(spec: ToolSpec) -> list[str]:
        """What a tool is about, in words: its description, its examples, its name and
        parameters."""
        params = "; ".join(
            f"{name.replace('_', ' ')}: {prop.get('description', '')}"
            for name, prop in spec.parameters.get("properties", {}).items()
        )
        name = spec.name.replace("_", " ")
        return [t for t in [spec.description, *spec.examples, f"{name}. {params}"] if t.strip()]

    def _card(self, spec: ToolSpec) -> Any:
        with self._lock:
            if spec.name not in self._cards and self.embed is not None:
                vectors = np.asarray(self.embed(self.card_texts(spec)), dtype=np.float32)
                norms = np.linalg.norm(vectors, axis=1, keepdims=True)
                self._cards[spec.name] = vectors / np.maximum(norms, 1e-9)
            return self._cards.get(spec.name)

    def similarities(self, question: str) -> dict[str, float]:
        """Per tool, the cosine of the question to the closest of its texts; without an
        embedding model, the share of the question's words the closest text holds."""
        specs = self.registry.specs()
        if not specs or not question.strip():
            return {s.name: 0.0 for s in specs}
        if self.embed is None:
            asked = _words(question)
            return {
                s.name: max(
                    (len(asked & _words(t)) / max(1, len(asked)) for t in self.card_texts(s)),
                    default=0.0,
                )
                for s in specs
            }
        q = np.asarray(self.embed([question])[0], dtype=np.float32)
        q = q / max(float(np.linalg.norm(q)), 1e-9)
        return {s.name: float(np.max(self._card(s) @ q)) for s in specs}

    # ------------------------------------------------------------ plans
    def plans(
        self,
        question: str,
        *,
        carried: Plan | None = None,
        today: str | None = None,
        said: str = "",
    ) -> list[Plan]:
        """Every tool's plan for the question, best first; ``carried``: the previous
        question's plan, whose arguments fill what a follow-up leaves out; ``said``: the
        user's own message, when the question is its rewrite ("the one that's still on
        order" points back at the previous records, though its rewrite does not say so)."""
        sims = self.similarities(question)
        mentions = self.catalog.mentions(question)
        asked = _words(question)
        out = []
        for spec in self.registry.specs():
            found = self.arguments(spec, question, mentions, today=today or self.catalog.today)
            plan = self._plan(spec, found, sims.get(spec.name, 0.0), carried, asked, question, said)
            out.append(plan)
        out.sort(key=lambda p: (p.callable, p.score), reverse=True)
        return out

    def _plan(
        self,
        spec: ToolSpec,
        found: dict[str, Arg],
        similarity: float,
        carried: Plan | None,
        asked: set[str],
        question: str = "",
        said: str = "",
    ) -> Plan:
        required = [r for r in spec.parameters.get("required", []) if r != spec.identity]
        if carried is not None:
            props = spec.parameters.get("properties", {})
            for key, value in carried.arguments.items():
                if key in props and key not in found:
                    found[key] = Arg(value, CARRIED, "carried")
            item = _named_item(carried.result, question)
            for key in required:
                if key in found:
                    continue
                if item is not None and (value := _from_record(item, key, props[key])):
                    # the record of a list the follow-up names ("the Cornwall one")
                    found[key] = Arg(value, ENTITY, NAMED_ITEM)
                elif value := _from_record(carried.result, key, props[key]):
                    found[key] = Arg(value, CARRIED, "carried")
        strengths = [a.strength for a in found.values() if a.how != "carried"]
        score = similarity + ARG_WEIGHT * sum(s for s in strengths if s >= CATEGORY)
        # a listed kind of record the question asks for ("anything cancelled", "outstanding")
        # says which of a record's tools it is about: its list, filtered, not the record
        score += FILTER_WEIGHT * any(
            a.strength == CATEGORY and a.how.startswith("names ") and key not in required
            for key, a in found.items()
        )
        score += NAME_WEIGHT * len(self._name_words(spec) & asked)
        if carried is not None and carried.tool == spec.name:
            # "which of those runs out first?": a follow-up that points back at the previous
            # answer asks about the records that call gave
            back = _BACK.search(question) or (said and _BACK.search(said))
            score += CARRIED_BACK if back else CARRIED_SAME
        clean, error, _ = self.registry.validate(spec.name, {k: a.value for k, a in found.items()})
        missing = [r for r in required if r not in found]
        if error is not None and not missing:
            missing = ["(arguments do not validate)"]
        return Plan(
            tool=spec.name,
            arguments=clean or {k: a.value for k, a in found.items()},
            similarity=similarity,
            score=score,
            evidence={k: a.how for k, a in found.items()},
            strength=max(strengths, default=0.0),
            missing=missing,
            writes=spec.writes,
        )

    @staticmethod
    def _name_words(spec: ToolSpec) -> set[str]:
        return _words(spec.name.replace("_", " ")) - NAME_VERBS

    # ------------------------------------------------------------ arguments
    def arguments(
        self, spec: ToolSpec, question: str, mentions: list[Mention], *, today: str = ""
    ) -> dict[str, Arg]:
        """The arguments the question fills, with their evidence."""
        props = spec.parameters.get("properties", {})
        used: set[tuple[int, int]] = set()
        out: dict[str, Arg] = {}
        for param, prop in props.items():
            arg = self._argument(spec, param, prop, question, mentions, used, today)
            if arg is not None:
                out[param] = arg
        return out

    def _argument(
        self,
        spec: ToolSpec,
        param: str,
        prop: dict[str, Any],
        question: str,
        mentions: list[Mention],
        used: set[tuple[int, int]],
        today: str,
    ) -> Arg | None:
        listed = [m for m in mentions if m.tool == spec.name and m.param == param]
        listed = [m for m in listed if (m.start, m.end) not in used]
        if param not in spec.parameters.get("required", []):
            # an optional filter's kind ("open", "paid"), not the same word as a verb
            listed = [
                m
                for m in listed
                if m.kind == "entity"
                or not (m.fuzzy or _as_verb(question, m) or _as_asked(question, m))
            ]
        if listed:
            used.add((listed[0].start, listed[0].end))
            strength = ENTITY if listed[0].kind == "entity" else CATEGORY
            said = question[listed[0].start : listed[0].end]
            return Arg(listed[0].value, strength, f"names {said!r}")
        types = _types(prop)
        words = _words(param.replace("_", " ") + " " + str(prop.get("description", "")))
        if types & {"integer", "number"}:
            return _number(question, param, words, types, used)
        if "boolean" in types:
            return _order(question, prop)
        if "string" not in types:
            return None
        listed_param = param in spec.values  # takes a listed value or an id, not free text
        return _string(question, param, prop, words, used, today, free=not listed_param)


_VERB_BEFORE = set(
    "to will won't wont can can't cant could would wouldn't should not don't dont doesn't "
    "didn't never please i we you they".split()
)


# "is it paid?", "are they still active", "has it been cancelled": the word is what a yes/no
# question asks about the record, not a filter on which records to fetch
_ASKED_OF = re.compile(
    r"\b(?:is|are|was|were|isn't|aren't|wasn't)\s+(?:it|that|this|they|these|those|he|she)"
    r"(?:\s+(?:still|already|now|yet|actually|really|all))?\s*$"
    r"|\b(?:has|have|hasn't|haven't)\s+(?:it|that|this|they)\s+(?:already\s+)?been\s*$",
    re.IGNORECASE,
)


# "Has Etienne Laforge paid for ...", "and is Biscuit's invoice settled": a clause that opens
# with the verb of a yes/no question, then its subject (one to eight words), then the word;
# not "has she got anything outstanding", "are there any overdue", which ask for such records
_YES_NO_OF = re.compile(
    r"(?:^|[.?!;,:]\s*|\b(?:and|but|so|or)\s+)"
    r"(?:has|have|hasn't|haven't|is|are|was|were|isn't|aren't|wasn't|did|didn't)\s+"
    r"(?:(?!(?:there|got|gotten|any|anything|anyone|some|something|a|an|more|owe|owed)\s)"
    r"[^\W_][\w'’.-]*\s+){1,8}?"
    r"(?:(?:already|yet|still|been|actually|really|now|all|fully)\s+)*$",
    re.IGNORECASE,
)


def asks_whether(question: str, start: int) -> bool:
    """Is the word at ``start`` what a yes/no question asks of the record ("and is it
    paid?", "has Etienne paid for ...")? Its answer needs the records either way, unpicked."""
    before = question[:start]
    if _ANY_AFTER.match(question[start:]):
        return False  # "has Henrietta cancelled anything?" asks for such records
    return _ASKED_OF.search(before) is not None or _YES_NO_OF.search(before) is not None


_ANY_AFTER = re.compile(r"[\w'’-]+\s+(?:anything|any|something|some|anyone)\b", re.IGNORECASE)


def _as_asked(question: str, mention: Mention) -> bool:
    return asks_whether(question, mention.start)


def _as_verb(question: str, mention: Mention) -> bool:
    """Is the listed word used as a verb ("won't open a browser", "to close it")?"""
    before = re.findall(r"[a-z']+", question[: mention.start].lower())
    return bool(before) and before[-1] in _VERB_BEFORE


def _records(result: Any) -> list[dict[str, Any]]:
    """The records of a list result, or of the one list a small wrapper holds
    ({"customer_id": 3, "hires": [...]})."""
    if isinstance(result, dict):
        lists = [v for v in result.values() if isinstance(v, list) and v]
        result = lists[0] if len(lists) == 1 and len(result) <= 4 else None
    if not isinstance(result, list):
        return []
    return [r for r in result if isinstance(r, dict)]


def _flat_values(value: Any) -> list[Any]:
    """Every scalar inside a record, nested records' too ("bike": {"model": "Specialized"})."""
    if isinstance(value, dict):
        return [x for v in value.values() for x in _flat_values(v)]
    if isinstance(value, list):
        return [x for v in value for x in _flat_values(v)]
    return [] if value is None else [value]


def _named_item(result: Any, question: str) -> dict[str, Any] | None:
    """The one record of a previous list result whose values share the most words with
    the question ("the willows one": "The Wind in the Willows"; a word counts when one
    begins the other, four letters on); None for no list, or when no record stands out."""
    records = _records(result)
    if len(records) < 2:
        return None
    asked = {w for w in _words(question) if len(w) >= 4}

    def shared(record: dict[str, Any]) -> int:
        said = _words(" ".join(str(v) for v in _flat_values(record)))
        said = {w for w in said if len(w) >= 4}
        return sum(any(a[:4] == w[:4] for w in said) for a in asked)

    counts = [shared(r) for r in records]
    top = max(counts)
    return records[counts.index(top)] if top > 0 and counts.count(top) == 1 else None


def _from_record(record: Any, param: str, prop: dict[str, Any]) -> Any:
    """A value for ``param`` from the previous call's record ("its plan" -> the record's
    ``plan`` field, or a field whose value is one of the parameter's enum values)."""
    if isinstance(record, list) and record:
        record = record[0]
    if not isinstance(record, dict):
        return None
    enum = prop.get("enum") or []
    for key, value in record.items():
        if isinstance(value, dict | list) or value in (None, ""):
            continue
        if key == param or key.endswith(f"_{param}") or (enum and value in enum):
            return value
    return None


# ---------------------------------------------------------------- typed extraction
_BELOW = re.compile(
    r"\b(below|under|less than|fewer than|lower than|at most|up to|no more than)\s*$"
)
_ABOVE = re.compile(r"\b(above|over|more than|greater than|higher than|at least|no less than)\s*$")
_STRICT = ("below", "under", "less", "fewer", "lower", "above", "over", "more", "greater", "higher")


def _number(
    question: str, param: str, words: set[str], types: set[str], used: set[tuple[int, int]]
) -> Arg | None:
    """A number the question puts next to a word of the parameter ("invoice 98"); a bound
    ("below 20") for a ``max_``/``min_`` parameter of the same word."""
    low = question.lower()
    bound = re.match(r"(max|maximum|min|minimum)_", param.lower())
    for match in _NUM.finditer(low):
        span = (match.start(1), match.end(1))
        if span in used or _UNIT_AFTER.match(low[match.end() :]) or _in_date(low, match):
            continue
        head = low[max(0, match.start() - 40) : match.start()]
        before = re.findall(r"[a-z]+", head)
        near = {_stem(w) for w in before[-2:]}
        below, above = _BELOW.search(head), _ABOVE.search(head)
        raw = match.group(1)
        value: Any = int(raw) if "integer" in types and raw.isdigit() else float(raw)
        if bound and (below or above):
            wants_max = bound.group(1).startswith("max")
            cue = below if wants_max else above
            if cue is None or not (words & {_stem(w) for w in before}):
                continue
            strict = cue.group(1).split()[0] in _STRICT and isinstance(value, int)
            used.add(span)
            return Arg(value + (-1 if wants_max else 1) * strict, NUMBER, f"{cue.group(1)} {raw}")
        if _names_param(near, words) and not (below or above):
            used.add(span)
            return Arg(value, NUMBER, f"number after {before[-1]!r}")
    return None


CARRIED_SAME = 0.05  # a follow-up's plans lean to the previous call's tool...
CARRIED_BACK = 0.30  # ...more when it points back at that call's records
_BACK = re.compile(
    r"\b(those|these|them|that one|this one|the one|which one|of (it|them))\b", re.IGNORECASE
)


def _names_param(near: set[str], words: set[str]) -> bool:
    """Is a word before the number one of the parameter's, or its short form ("org" for
    organisation, "inv" for invoice: three letters or more that begin it)?"""
    return bool(near & words) or any(
        len(w) >= 3 and w not in _STOP and any(p.startswith(w) and len(p) > len(w) for p in words)
        for w in near
    )


def _in_date(low: str, match: re.Match[str]) -> bool:
    return any(d.start() <= match.start(1) < d.end() for d in _ISO_DATE.finditer(low)) or bool(
        re.match(r"^\d{4}$", match.group(1)) and 1900 < int(match.group(1)) < 2100
    )


def _order(question: str, prop: dict[str, Any]) -> Arg | None:
    """An ordering flag ("descending: highest first") from a superlative."""
    text = str(prop.get("description", "")).lower()
    if not re.search(r"\b(highest|largest|most|newest|latest|descending|first)\b", text):
        return None
    low = question.lower()
    if _LOW.search(low):
        return Arg(False, ORDER, "a superlative (low)")
    if _HIGH.search(low):
        return Arg(True, ORDER, "a superlative (high)")
    return None


def _string(
    question: str,
    param: str,
    prop: dict[str, Any],
    words: set[str],
    used: set[tuple[int, int]],
    today: str,
    *,
    free: bool = True,
) -> Arg | None:
    if prop.get("enum"):
        return None  # an enum's values are listed (tools.catalog): named or not at all
    name = param.lower()
    if _MONTH_PARAM.search(name) or _YEAR_MONTH.search(str(prop.get("description", ""))):
        return _month(question, today)
    if set(name.split("_")) & _DATE_WORDS or re.search(r"\bdate\b", str(prop.get("description"))):
        return _said_day(question, param, prop, today) or _date(question, prop, today)
    if _ID_SUFFIX.search(name):
        return _token(question, words, used)
    if name in _FREE_TEXT:
        phrase = named_phrase(question)
        if phrase:
            return Arg(phrase, TEXT, f"{NAMED_PHRASE} {phrase!r}")
        return Arg(question, TEXT, WHOLE_QUESTION)
    quoted = _QUOTED.search(question) if free else None
    if quoted:
        return Arg(quoted.group(1) or quoted.group(2), TOKEN, "quoted")
    return None


_CAPITALISED = re.compile(
    r"[A-Z][\w'&.-]*(?:\s+(?:(?:of|the|and|de|la|von|&)\s+)*[A-Z0-9][\w'&.-]*)*"
)


_OPENERS = frozenset(
    "show find search list get give tell look find please hi hello hey ok okay so and "
    "also any got anything".split()
)


# "I" and its contractions are capitalised wherever they stand: never a name ("I'd like to")
_I_FORMS = re.compile(r"^I(?:['\u2019](?:d|m|ll|ve|s))?[.,]?$")


def named_phrase(question: str) -> str | None:
    """What a free-text search should look for: a quoted phrase, else the longest run of
    capitalised words that is not the sentence's opening ("How much does Bohemian Rhapsody
    cost?" -> "Bohemian Rhapsody"); None when the question names none (it is searched
    whole)."""
    quoted = _QUOTED.search(question)
    if quoted:
        return quoted.group(1) or quoted.group(2)
    runs = []
    for match in _CAPITALISED.finditer(question):
        words = match.group(0).split()
        start = match.start()
        opening = start == 0 or question[:start].rstrip()[-1:] in ".?!:;"
        # a sentence's first word is capitalised for being first: "Show", "Please", "Is"
        while words and (
            words[0].casefold() in STOPWORDS
            or (opening and words[0].casefold() in _OPENERS)
            or _I_FORMS.match(words[0])
        ):
            words = words[1:]
        words = [w.rstrip(".,'") for w in words]
        phrase = " ".join(w for w in words if w)
        if phrase and phrase.casefold() not in STOPWORDS and not _I_FORMS.match(phrase):
            runs.append(phrase)
    return max(runs, key=len) if runs else None


WHOLE_QUESTION = "the question"  # the evidence of a free-text argument that is the question
NAMED_ITEM = "a record of the previous list it names"  # a follow-up's "the Cornwall one"
NAMED_PHRASE = "the phrase"  # ... that is a phrase the question names ("Bohemian Rhapsody")


def search_phrase(reply: str, question: str, *, most: int = 4) -> str | None:
    """The words of a model's ``reply`` that the question holds (a word counts when one
    of the two begins the other, 4 letters on: "puffin", "puffins"), at most ``most``;
    None when it names none but stop words, or more than ``most`` (a sentence)."""
    line = next((x for x in reply.strip().splitlines() if x.strip()), "")
    line = re.sub(r"^[\s\"'“‘`*-]*(?:search(?: text)?|query)\s*:\s*", "", line, flags=re.I)
    said = [w.strip("\"'“”‘’`.,;:!?()*") for w in line.split()]
    # a name with an underscore is the tool's or a parameter's, echoed: not a word asked
    said = [w for w in said if w and "_" not in w]
    if len(said) > most and not any(w.casefold() in STOPWORDS for w in said):
        said = said[:most]  # a run of keywords, not a sentence: its first words
    if not said or len(said) > most:
        return None
    asked = {w.strip("\"'“”‘’`.,;:!?()*").casefold() for w in question.split()}

    def held(word: str) -> bool:
        low = word.casefold()
        return low in asked or any(
            len(low) >= 4 and len(a) >= 4 and (a.startswith(low) or low.startswith(a))
            for a in asked
        )

    kept = [w for w in said if held(w)]
    if not kept or all(w.casefold() in STOPWORDS for w in kept):
        return None
    return " ".join(kept)


def _token(question: str, words: set[str], used: set[tuple[int, int]]) -> Arg | None:
    """An id-shaped token ("ord-7781", "INV-1042"), or a token with a digit after a word of
    the parameter ("order A7781")."""
    for match in ID_PATTERN.finditer(question):
        if (match.start(), match.end()) not in used:
            used.add((match.start(), match.end()))
            return Arg(match.group(0), TOKEN, "an id in the question")
    for match in re.finditer(r"([A-Za-z]+)\s+#?([A-Za-z]*\d[\w-]*)", question):
        if _stem(match.group(1).lower()) in words:
            used.add((match.start(2), match.end(2)))
            return Arg(match.group(2), TOKEN, f"after {match.group(1)!r}")
    return None


def named_month(question: str) -> tuple[int | None, int] | None:
    """The month a question names, as (year or None, number): "2026-03", "March 2026", "in
    March" ("May" only with a capital or a year: else the verb); None when it names none."""
    if found := _YEAR_MONTH.search(question):
        return int(found.group(1)), int(found.group(2))
    for match in _MONTH_NAME.finditer(question):
        word, year = match.group(1), match.group(2)
        full = match.group(0).split()[0].rstrip(".").lower()
        if not any(m.startswith(full) for m in MONTHS) or (word == "may" and not year):
            continue  # "marching", or the verb "may"
        return (int(year) if year else None), MONTHS[word.lower()[:3]]
    return None


def _month(question: str, today: str) -> Arg | None:
    """One month as "2026-03": written so, or named ("March 2026", "in March": the latest
    March up to today; "May" only with a capital or a year), or "this / last month"."""
    base = dt.date.fromisoformat(today) if today else dt.date.today()
    if (named := named_month(question)) is not None:
        year, number = named
        if year is None:
            year = base.year if number <= base.month else base.year - 1
        return Arg(f"{year}-{number:02d}", DATE, "a month")
    low = question.lower()
    if re.search(r"\b(this|current) month\b", low):
        return Arg(f"{base.year}-{base.month:02d}", DATE, "this month")
    if re.search(r"\b(last|previous) month\b", low):
        last = base.replace(day=1) - dt.timedelta(days=1)
        return Arg(f"{last.year}-{last.month:02d}", DATE, "last month")
    return None


def _said_day(question: str, param: str, prop: dict[str, Any], today: str) -> Arg | None:
    """The one day or run of days the question says in words ("this saturday", "next
    week", ``dates.spans``) for a date parameter: its first day for a start or a date, its
    last for an end; None for "the last 30 days" (a window, ``_date``) or two days said."""
    if _WINDOW.search(question.lower()):
        return None
    found = dates.day_for(param, prop, dates.spans(question, today))
    if found is None:
        return None
    day, span = found
    return Arg(day.isoformat(), DATE, f"the day said: {span.words!r}")


def _date(question: str, prop: dict[str, Any], today: str) -> Arg | None:
    """An ISO date, or a window: as the description writes windows ("30 days") when it
    shows one, else as the date it starts on."""
    low = question.lower()
    if found := _ISO_DATE.search(low):
        return Arg(found.group(1), DATE, "a date")
    window = _WINDOW.search(low)
    n, unit = (int(window.group(1)), window.group(2)) if window else (1, "")
    if not window and (one := _ONE_WINDOW.search(low)):
        unit = one.group(1)
    if not unit:
        return None
    unit = unit.rstrip("s")
    description = str(prop.get("description", "")).lower()
    if re.search(r"\d+\s*(day|week|month)s?\b", description) or "window" in description:
        return Arg(f"{n} {unit}{'s' if n != 1 else ''}", DATE, "a window")
    base = dt.date.fromisoformat(today) if today else dt.date.today()
    days = n * {"day": 1, "week": 7, "month": 30, "year": 365}[unit]
    return Arg((base - dt.timedelta(days=days)).isoformat(), DATE, "a window")
