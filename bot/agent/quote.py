"""Answers built from the sources themselves: quoted, cited, grounded by construction.

When every draft fails the critic, the user still gets a usable answer if the retrieved
documents (or the tool results) hold it: the sentences, list items or table rows that best
answer the question, quoted word for word with the article they come from. The same
selection gives a small model a prompt of only the sentences that matter.

    units = units_of(documents)                         # sentences, list items, table rows
    best = select(question, units, embed=embedder.encode, k=2)
    answer = quoted_answer(question, documents, embed=embedder.encode)   # None: nothing fits
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from bot.agent.plan import asks_whether, named_month
from bot.critic import binding
from bot.critic.facts import MONTHS
from bot.kb.chunking import is_underline
from bot.steps import Source
from bot.text import begins

Embed = Callable[[list[str]], Any]

MIN_SCORE = 0.55  # below this, nothing in the sources answers the question: escalate
SECOND_WITHIN = 0.75  # a further quote when it scores within this share of the best
MAX_QUOTES = 2  # quotes in one answer
QUOTE_CANDIDATES = 3  # the best units by score that may be quoted (after the checks)
QUOTE_MAX_WORDS = 45  # a quote takes the next sentences of its paragraph up to this length
LEXICAL_WEIGHT = 0.3

_HEADING = re.compile(r"^\s*#{1,6}\s+(.*)$")
_UNDERLINE = re.compile(r"^\s*([=~^-])\1{2,}\s*$")  # a setext heading's rule (RST, AsciiDoc)
_LIST_ITEM = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+(.*)$")
_DOTTED = re.compile(r"^\s*(\S[^.]*?)\s*\.{3,}\s*(.+)$")
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9\"'(])")
_WORD = re.compile(r"[a-z0-9$%]+(?:[.,][0-9]+)*")
_STOP = set(
    "a an the is are was were be been do does did i we you my our your it its of to in on for "
    "and or with how what which when where who why can could should would will there this that "
    "at by from as any get got have has me us they them much many".split()
)


@dataclass
class Unit:
    """One quotable piece of a source: a sentence, a list item or a table row (as words)."""

    text: str
    source: int  # index into the sources
    heading: str = ""
    block: int = 0  # paragraph number within the source (a quote may take its neighbours)


@dataclass
class Quote:
    text: str
    source: int
    title: str
    score: float
    section: str = ""  # the heading the quote stands under, when it is not the title

    def to_dict(self) -> dict[str, Any]:
        return {
            "text": self.text,
            "source": self.source,
            "title": self.title,
            "score": round(self.score, 3),
        }


@dataclass
class QuotedAnswer:
    answer: str
    quotes: list[Quote] = field(default_factory=list)
    kind: str = "documents"  # documents | tool
    named: bool = True  # a tool quote: the question names one of the fields it shows

    def to_dict(self) -> dict[str, Any]:
        return {
            "answer": self.answer,
            "kind": self.kind,
            "named": self.named,
            "quotes": [q.to_dict() for q in self.quotes],
        }


# ---------------------------------------------------------------- Markdown as words
def plain(text: str) -> str:
    """Inline Markdown and HTML emphasis removed: ``**Green**`` -> ``Green``."""
    text = re.sub(r"</?(strong|em|b|i|code)>", "", text)
    text = re.sub(r"(\*\*|__|`)(.+?)\1", r"\2", text)
    text = re.sub(r"(?<!\w)\*(?!\s)(.+?)(?<!\s)\*(?!\w)", r"\1", text)
    return " ".join(text.split())


def _cells(line: str) -> list[str]:
    return [plain(c) for c in line.strip().strip("|").split("|")]


def _table_rows(lines: list[str]) -> list[str]:
    """Rows of a Markdown table as "First cell: Header b value b; Header c value c"."""
    rows = [_cells(line) for line in lines if not re.fullmatch(r"[\s|:\-]+", line)]
    if len(rows) < 2:
        return [" ".join(" ".join(r) for r in rows)] if rows else []
    header, out = rows[0], []
    for row in rows[1:]:
        pairs = [f"{h} {v}".strip() for h, v in zip(header[1:], row[1:], strict=False) if v]
        out.append(f"{row[0]}: " + "; ".join(pairs) if pairs else row[0])
    return out


def _blocks(text: str) -> list[tuple[str, str, int]]:
    """(heading, unit, paragraph) pieces of one text: tables by row, list items, prose by
    sentence."""
    out: list[tuple[str, str, int]] = []
    heading = ""
    prose: list[str] = []
    table: list[str] = []
    paragraph = [0]

    def flush() -> None:
        if table:  # each row stands alone (a quote does not run on into the next row)
            for row in _table_rows(table):
                paragraph[0] += 1
                out.append((heading, row, paragraph[0]))
            table.clear()
        if prose:
            paragraph[0] += 1
            joined = plain(" ".join(prose))
            out.extend((heading, s, paragraph[0]) for s in _SENTENCE.split(joined) if s.strip())
            prose.clear()

    for line in text.splitlines():
        if line.strip().startswith("|"):
            if prose:
                flush()
            table.append(line)
            continue
        if table:
            flush()
        head, item, dotted = _HEADING.match(line), _LIST_ITEM.match(line), _DOTTED.match(line)
        if dotted and _TERM.match(line.strip()):
            dotted = None  # "--configure package...|-a": an option's synopsis, not a leader
        if _UNDERLINE.match(line) and len(prose) == 1 and is_underline(prose[0], line):
            heading = plain(prose.pop())  # the one line above the rule is a heading
            flush()
        elif not line.strip():
            flush()
        elif head:
            flush()
            heading = plain(head.group(1))
        elif item:
            flush()
            prose.append(item.group(1))
        elif dotted:
            flush()
            paragraph[0] += 1
            out.append(
                (heading, f"{plain(dotted.group(1))}: {plain(dotted.group(2))}", paragraph[0])
            )
        else:
            prose.append(line.strip())
    flush()
    return out


def units_of(sources: list[Source]) -> list[Unit]:
    """Every quotable unit of the document sources, in order, without duplicates."""
    seen: set[str] = set()
    units: list[Unit] = []
    for index, source in enumerate(sources):
        if source.kind != "document":
            continue
        for heading, text, block in _blocks(source.text):
            key = text.lower()
            if not _WORD.search(key) or key in seen or text.isupper():
                continue
            seen.add(key)
            section = str(source.meta.get("section") or "") if source.meta else ""
            units.append(
                Unit(
                    text=text, source=index, heading=heading or section or source.title, block=block
                )
            )
    return units


# ---------------------------------------------------------------- choosing
def _stem(word: str) -> str:
    for suffix, repl in (("ies", "y"), ("ing", ""), ("ed", ""), ("es", ""), ("s", "")):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3 and not word.endswith("ss"):
            return word[: len(word) - len(suffix)] + repl
    return word


def _content_words(text: str) -> set[str]:
    return {_stem(w) for w in _WORD.findall(text.lower()) if w not in _STOP}


# "when" asking about a time ("when does it renew?", "when's it due"), not joining a story
_WHEN_ASKS = r"when (is|are|was|were|do|does|did|will|can|could|should|would|has|have)\b|when's"
# A question asking for an amount, a time or a frequency is answered by a unit with a figure.
_QUANTITY = re.compile(
    rf"\b(how (often|long|many|much|fast|soon|quickly|big)|{_WHEN_ASKS}|what time|until when|"
    r"what (discount|"
    r"price|percentage|share|weight|limit)|how large|largest|maximum|minimum|hours|cost|price|"
    r"fee|uptime)\b",
    re.IGNORECASE,
)
QUANTITY_BONUS = 0.1


_FIGURE = re.compile(r"\d+(?:[.,:]\d+)*")


def figures(text: str) -> set[str]:
    """The numbers a text states, normalised ("$1,200.00" -> "1200", "08:00" -> "08:00")."""
    out = set()
    for raw in _FIGURE.findall(text):
        value = raw.replace(",", "") if re.fullmatch(r"\d{1,3}(,\d{3})+(\.\d+)?", raw) else raw
        out.add(re.sub(r"\.0+$", "", value))
    return out


def asks_for_figure(question: str) -> bool:
    """Does the question ask for an amount, a time or a frequency?"""
    return _QUANTITY.search(question) is not None


def unshown_figures(answer: str, shown: list[str]) -> list[str]:
    """Figures in the answer that none of the shown texts (the facts a small model was
    given, and the question) states: they came from nowhere the model could read."""
    known: set[str] = set()
    for text in shown:
        known |= figures(text)
    return sorted(figures(answer) - known)


def misses_best_figure(answer: str, facts: list[str], *, top: int = 1) -> bool:
    """For a question asking for a figure: does the answer carry none of the figures of the
    passage that best answers it (``facts`` best first)? "Zendesk syncs every 12 months"
    when the best passage says "every 5 minutes"."""
    best: set[str] = set()
    for fact in facts[:top]:
        best |= figures(fact)
    return bool(best) and not (figures(answer) & best)


def unrelated(answer: str, texts: list[str]) -> bool:
    """Does the answer share no content word with any of the texts (the question, the
    sources)? Then it answers from nothing there: "The Daily" to a pricing question."""
    said = {w for w in _content_words(answer) if not w.isdigit()}
    if not said:
        return True
    known: set[str] = set()
    for text in texts:
        known |= _content_words(text)
    return not (said & known)


_ASK = re.compile(
    r"^\s*(how|what|what's|whats|which|when|where|why|who|whose|is|are|can|could|do|does|did|"
    r"should|will|would|tell me|show me|any)\b",
    re.IGNORECASE,
)


def focus(question: str) -> str | None:
    """The asking sentences of a question that also tells its story ("We tried a pre-commit
    hook but someone skipped it. Where is the right place to enforce that?"), or None."""
    sentences = [s.strip() for s in re.split(r"(?<=[.!?])\s+", question or "") if s.strip()]
    marked = [s for s in sentences if s.endswith("?")]  # a story ends in "." even when it
    asks = marked or [s for s in sentences if _ASK.match(s)]  # starts "when I ..."
    if len(sentences) < 2 or not asks or len(asks) == len(sentences):
        return None
    return " ".join(asks)


def scores(question: str, units: list[Unit], *, embed: Embed) -> list[float]:
    """How well each unit answers the question (or, for a question that tells a story
    first, its asking sentences, whichever scores higher): see ``_scores``."""
    if not units:
        return []
    own = _scores(question, units, embed=embed)
    asking = focus(question)
    if asking is None:
        return own
    return [max(a, b) for a, b in zip(own, _scores(asking, units, embed=embed), strict=True)]


def _scores(question: str, units: list[Unit], *, embed: Embed) -> list[float]:
    """Embedding similarity (the unit with its heading), plus the IDF-weighted share of the
    question's content words it holds (a rare word such as "SMS" counts for more than
    "plan"), plus a bonus for a figure when the question asks for an amount, a time or a
    frequency."""
    vectors = np.asarray(
        embed([question, *(f"{u.heading}: {u.text}" if u.heading else u.text for u in units)])
    )
    similarity = vectors[1:] @ vectors[0]
    held = [_content_words(f"{u.heading} {u.text}") for u in units]
    asked = _content_words(question)
    weight = {w: np.log(1 + len(units) / (1 + sum(w in h for h in held))) for w in asked}
    total = sum(weight.values()) or 1.0
    wants_figure = _QUANTITY.search(question) is not None
    out = []
    for unit, words, sim in zip(units, held, similarity, strict=True):
        lexical = sum(weight[w] for w in asked & words) / total
        figure = QUANTITY_BONUS if wants_figure and re.search(r"\d", unit.text) else 0.0
        out.append(float(sim) + LEXICAL_WEIGHT * lexical + figure)
    return out


def select(question: str, units: list[Unit], *, embed: Embed, k: int) -> list[tuple[Unit, float]]:
    """The ``k`` best units for the question, best first, with their scores."""
    scored = zip(units, scores(question, units, embed=embed), strict=True)
    answers = [  # not a lead-in to a list, not a fragment
        (u, s)
        for u, s in scored
        if not u.text.rstrip().endswith(":") and len(_WORD.findall(u.text.lower())) >= 3
    ]
    return sorted(answers, key=lambda pair: -pair[1])[:k]


KEY_WORDS = 3  # a quote must hold one of the question's rarest words to be about it


_MEASURES = set(
    "day week month year hour minute second time number amount many much long often".split()
)


def key_words(question: str, units: list[Unit]) -> set[str]:
    """The question's rarest content words that the sources use (what it is about:
    "repository" rather than "day"; words of measure never count)."""
    held = [_content_words(f"{u.heading} {u.text}") for u in units]
    asked = {
        w for w in _content_words(question) if not w.isdigit() and len(w) > 2 and w not in _MEASURES
    }
    counts = {w: sum(w in h for h in held) for w in asked}
    rare = sorted((w for w in asked if counts[w]), key=lambda w: (counts[w], w))
    return set(rare[:KEY_WORDS])


def _about(unit: Unit, units: list[Unit], key: set[str]) -> bool:
    """Does the quote of this unit (with its heading) hold one of the key words?"""
    if not key:
        return True
    words = _content_words(f"{unit.heading} {_with_neighbours(unit, units, set())}")
    return bool(words & key)


def _with_figure(unit: Unit, units: list[Unit]) -> bool:
    """Does the unit, with the sentences a quote of it takes, state a figure?"""
    return bool(figures(_with_neighbours(unit, units, set())))


# the term a definition list's item begins with: an option ("-p", "--listed-incremental"),
# an AsciiDoc term ("core.editor::")
_TERM = re.compile(r"^(?:-{1,2}[A-Za-z0-9#][\w-]*|[\w.-]+::)(?=[\s,=\[]|$)")


def _term_lead(unit: Unit, units: list[Unit], used: set[int]) -> tuple[int, str]:
    """Where a quote of the unit starts: at the unit, or, inside the description of an
    option or term, at the sentence that names it ("-p Requests changing the passphrase ...
    The program will prompt ..."), so that the quote says which option it describes."""
    at = units.index(unit)
    first = at
    while first > 0 and (units[first - 1].source, units[first - 1].block) == (
        unit.source,
        unit.block,
    ):
        first -= 1
    taken = range(first, at + 1)
    if first == at or not _TERM.match(units[first].text) or any(i in used for i in taken):
        return at, unit.text
    used.update(taken)
    return at, " ".join(units[i].text for i in taken)


def _with_neighbours(unit: Unit, units: list[Unit], used: set[int]) -> str:
    """The unit and the sentences after it in its paragraph, up to ``QUOTE_MAX_WORDS`` and
    not into a unit another quote already holds; the units taken are added to ``used``. In
    an option's or term's description, the quote starts at the sentence that names it."""
    start, text = _term_lead(unit, units, used)
    used.add(start)
    budget = QUOTE_MAX_WORDS + len(text.split()) - len(unit.text.split())  # the lead is extra
    for index in range(start + 1, len(units)):
        after = units[index]
        if (after.source, after.block) != (unit.source, unit.block) or index in used:
            break
        if len(f"{text} {after.text}".split()) > budget:
            break
        text = f"{text} {after.text}"
        used.add(index)
    return text


def quoted_answer(
    question: str, sources: list[Source], *, embed: Embed, min_score: float = MIN_SCORE
) -> QuotedAnswer | None:
    """The best one or two quotes from the documents, cited; None when none answers."""
    units = units_of(sources)
    ranked = select(question, units, embed=embed, k=QUOTE_CANDIDATES)
    if asks_for_figure(question):  # a quote that answers "how long?" states a figure
        ranked = [(u, s) for u, s in ranked if _with_figure(u, units)]
    key = key_words(focus(question) or question, units)
    ranked = [(u, s) for u, s in ranked if _about(u, units, key)]
    ranked = ranked[:MAX_QUOTES]
    if not ranked or ranked[0][1] < min_score:
        return None
    best = ranked[0][1]
    chosen = [(u, s) for u, s in ranked if s >= max(min_score, SECOND_WITHIN * best)]
    quotes: list[Quote] = []
    used: set[int] = set()
    for unit, score in chosen:
        if units.index(unit) in used:
            continue  # already inside the first quote
        text = _with_neighbours(unit, units, used)
        title = _title(sources[unit.source])
        section = unit.heading if unit.heading and unit.heading != title else ""
        quotes.append(
            Quote(text=text, source=unit.source, title=title, score=score, section=section)
        )
    return QuotedAnswer(answer=_render(quotes), quotes=quotes)


def _title(source: Source) -> str:
    return source.title or str(source.meta.get("source") or source.id or "the documents")


def title_of(source: Source) -> str:
    """A document's title as a reader knows it (its file name when it has none)."""
    return source.title or str(source.meta.get("source") or "")


def _render(quotes: list[Quote]) -> str:
    """The quotes by article, in the order of the sources (the citations count up)."""
    quotes = sorted(quotes, key=lambda q: q.source)  # stable: within a source, best first
    lines = []
    for title in dict.fromkeys(q.title for q in quotes):
        said = " ".join(
            (f"(under \u201c{q.section}\u201d) " if q.section else "")
            + f"\u201c{q.text}\u201d [{q.source + 1}]"
            for q in quotes
            if q.title == title
        )
        lines.append(f"The article \u201c{title}\u201d says: {said}")
    return "\n".join(lines)


# ---------------------------------------------------------------- tool results
def _tool_data(source: Source) -> Any:
    """The JSON of a successful tool result, or None (not a tool, not JSON, a failed call's
    ``{"error": ...}``). A record with an ``error`` field of its own (a job's "error": null,
    or the message of a failed export) is data."""
    if source.kind != "tool":
        return None
    data = binding.tool_data(source.text)  # a result cut to what fits: its JSON, then a note
    if data is None:
        return None
    failed = isinstance(data, dict) and set(data) == {"error"} and data["error"] is not None
    return None if failed else data


_NAME_KEY = re.compile(r"(^|_)(name|title|label)$")
_ID_KEY = re.compile(r"(^|_)(id|number|no|code)$")
_COUNT = re.compile(r"\b(how many|number of|count)\b", re.IGNORECASE)
_COUNT_FIELDS = ("total", "count", "number", "matching")
SHOWN_FIELDS = 4  # fields shown when the question names none (the closest ones)
FOCUS_WIDER = 4  # a model reads this many more of the closest fields than a quote shows
LIST_ITEMS = 5  # records of a list quoted (the tool's own order: newest or best first)


def _named(key: str, asked: set[str]) -> bool:
    """Does the question use a word of the key ("health" for ``health``; "humid" for
    ``humidity``: a word of five letters or more that begins the other)?"""
    words = _content_words(key.replace("_", " "))
    if words & asked:
        return True
    return any(begins(a, w, least=5) for a in asked for w in words)


def _identity(item: dict[str, Any], arguments: dict[str, Any]) -> list[str]:
    """The keys that say which record this is: those holding a value the call was made
    with ("invoice_id": 98), and its first name-like key ("name", "title")."""
    asked = {str(v).lower() for v in arguments.values() if not isinstance(v, list | dict)}
    keys = [
        k
        for k, v in item.items()
        if not isinstance(v, list | dict) and v is not None and str(v).lower() in asked
    ]
    ids = [k for k, v in item.items() if _ID_KEY.search(k) and not isinstance(v, list | dict)]
    names = [k for k, v in item.items() if _NAME_KEY.search(k) and isinstance(v, str)]
    return list(dict.fromkeys([*keys, *ids[:1], *names[:1]]))


def _label(key: str) -> str:
    return key.replace("_", " ")


# a field of money by its name's currency ("amount_gbp", "price_usd", "fee_eur")
_MONEY_KEY = re.compile(r"(?:^|_)(?:gbp|usd|eur|chf|aud|cad|nzd|pounds|dollars|euros)(?:_|$)", re.I)


def _text(value: Any, key: str = "") -> str:
    """A field's value as the answer states it: a flag as yes or no, as the critic reads the
    record ("half day: no", never "False", which it reads as the other way round); a sum of
    money with its pence ("shop credit gbp: 8.00", not "8.0")."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float) and _MONEY_KEY.search(key):
        return f"{value:.2f}"
    return str(value)


def _item_text(
    item: Any,
    asked: set[str],
    arguments: dict[str, Any],
    keys: list[str] | None = None,
    *,
    most: int = 4,
) -> str:
    """One element of a list in a tool result: "Juniper Schools (org 12): plan Team"."""
    if not isinstance(item, dict):
        return str(item)
    ident = _identity(item, arguments) or [k for k in item if _NAME_KEY.search(k)][:1]
    head = ", ".join(str(item[k]) for k in ident)
    if not head:
        head = str(next(iter(item.values()), ""))
        ident = list(item)[:1]
    rest = [k for k in item if k not in ident and item[k] not in (None, "")]
    named = [k for k in rest if _named(k, asked)]
    shown = list(dict.fromkeys([*named, *(k for k in rest if k in (keys or []))]))[:most]
    shown = shown or rest[:3]
    fields = ", ".join(f"{_label(k)} {_text(item[k], k)}" for k in shown)
    return f"{head}: {fields}" if head and fields else head or fields


_WHEN = re.compile(rf"\b({_WHEN_ASKS}|what (date|day|time)|until)\b", re.IGNORECASE)
_STAMP = re.compile(r"^\d{4}-\d{2}-\d{2}")  # a date or date-time field
_WHO = re.compile(r"\bwho(m|se|'s| is| are)?\b", re.IGNORECASE)
_PERSON = re.compile(r"^[A-Z][\w'-]+(?: [A-Z][\w'-]+){1,3}(?: \(.*\))?$")
# an explanation is asked for: the field that says it in words (an error, a message, a reason)
_WHY = re.compile(
    r"\b(why|what went wrong|what happened|what('s| is| was) the (error|problem|reason|issue)"
    r"|which error|what error)\b",
    re.IGNORECASE,
)


def _is_number(value: str) -> bool:
    try:
        float(value)
    except ValueError:
        return False
    return value not in ("True", "False")


def wanted(question: str, key: str, value: str) -> bool:
    """Is this a field of the kind the question asks for: words for "why / what went wrong", a
    date for "when", a figure for "how long / how much / how big", a person for "who"?"""
    if _ID_KEY.search(key):
        return False
    if _WHY.search(question):
        return len(re.findall(r"[A-Za-z]{2,}", value)) >= 3 and not _STAMP.match(value)
    if _WHEN.search(question):
        return _STAMP.match(value) is not None or re.match(r"^\d{1,2}:\d{2}", value) is not None
    if asks_for_figure(question) and (_is_number(value) or re.match(r"^\d+(\.\d+)? ?[a-z]", value)):
        return True
    return _WHO.search(question) is not None and _PERSON.match(value) is not None


_CLAUSE = re.compile(r"\band\b|[,;?]")


def clauses(asking: str) -> list[str]:
    """The clauses of a question's asking part ("how much is it and when was it due?": two),
    each of which may ask for a kind of field (``wanted``)."""
    return [c for c in _CLAUSE.split(asking) if c.strip()] or [asking]


def _closest(
    question: str, keys: list[tuple[str, str]], embed: Embed | None, *, top: int = SHOWN_FIELDS
) -> list[str]:
    """The ``top`` fields closest in meaning to the question ("who looks after" -> support
    rep; of a story that asks at the end, its asking sentences), the closest field of the
    kind it asks for (a figure, a person) among them, in the record's order."""
    if embed is None or not keys:
        return [k for k, _ in keys[:top]]
    asking = focus(question) or question
    vectors = np.asarray(embed([asking, *(f"{_label(k)}: {v}" for k, v in keys)]))
    sims = vectors[1:] @ vectors[0]
    order = [int(i) for i in np.argsort(-sims)]
    # per asking clause ("how much is it and when was it due?"), its closest field of the
    # kind it asks for
    kind = [next((i for i in order if wanted(c, *keys[i])), None) for c in clauses(asking)]
    chosen = list(dict.fromkeys([*(i for i in kind if i is not None), *order]))[:top]
    return [keys[i][0] for i in sorted(chosen)]


def _item_keys(
    question: str,
    items: list[Any],
    arguments: dict[str, Any],
    embed: Embed | None,
    *,
    top: int = 3,
) -> list[str]:
    """For a list of records, the fields closest to the question (its first record's)."""
    first = items[0] if items and isinstance(items[0], dict) else None
    if first is None:
        return []
    ident = set(_identity(first, arguments))
    scalars = [
        (k, _text(v, k))
        for k, v in first.items()
        if k not in ident and not isinstance(v, list | dict)
    ]
    return _closest(question, scalars, embed, top=top) if embed is not None else []


def flat_record(data: dict[str, Any]) -> dict[str, Any]:
    """A record whose nested records are fields of its own, named by their path: a
    customer's ``support_rep: {"name": ...}`` is ``support_rep_name`` (a field already
    named so keeps its name), so that a question about the rep finds it. Lists stay lists."""
    out: dict[str, Any] = {}
    for key, value in data.items():
        if isinstance(value, dict) and value:
            for inner, item in flat_record(value).items():
                name = inner if inner.startswith(f"{key}_") else f"{key}_{inner}"
                out.setdefault(name, item)
        else:
            out.setdefault(key, value)
    return out


def _asked_fields(
    question: str,
    data: Any,
    arguments: dict[str, Any] | None = None,
    embed: Embed | None = None,
    *,
    wide: int = 0,
) -> tuple[list[tuple[str, str]], bool]:
    """(fields to show as (name, text), whether the question named any): the fields that
    say which record it is, the fields whose names the question uses (a count for "how
    many"), and the lists it asks about, item by item; with none named, the fields closest
    to the question. ``wide``: this many more of the closest fields (a model's view)."""
    arguments = arguments or {}
    asked = _content_words(question.replace("_", " "))
    if isinstance(data, dict):
        data = flat_record(data)
    if not isinstance(data, dict):
        items = data if isinstance(data, list) else [data]
        return [("result", _list_text(question, items, asked, arguments, embed, wide=wide))], False
    counting = _COUNT.search(question) is not None
    ident = _identity(data, arguments)
    identity = [(k, _text(data[k], k)) for k in ident]
    chosen = {str(v).lower() for v in arguments.values() if isinstance(v, str)}
    named: list[tuple[str, str]] = []
    for key, value in data.items():
        if key in ident or value in (None, ""):
            continue
        if key.lower() in chosen and not isinstance(value, list | dict):
            named.append((key, _text(value, key)))  # the field the call asked for ("humidity")
            continue
        counted = counting and any(c in key for c in _COUNT_FIELDS)
        if isinstance(value, list) and value and (_named(key, asked) or _names_item(value, asked)):
            named.append(
                (key, _list_text(question, value, asked, arguments, embed, limit=10, wide=wide))
            )
        elif not isinstance(value, list | dict) and (_named(key, asked) or counted):
            named.append((key, _text(value, key)))
    scalars = [
        (k, _text(v, k))
        for k, v in data.items()
        if k not in ident and not isinstance(v, list | dict)
    ]
    lists = _first_list(
        question, data, asked, arguments, embed, skip={k for k, _ in named}, wide=wide
    )
    if named:  # what the question names, with the two fields closest to it beside
        rest = [(k, v) for k, v in scalars if k not in {n for n, _ in named}]
        extra = set(_closest(question, rest, embed, top=2 + wide)) if embed is not None else set()
        return identity + named + [(k, v) for k, v in rest if k in extra] + lists, True
    chosen = set(_closest(question, scalars, embed, top=SHOWN_FIELDS + wide))
    return identity + [(k, v) for k, v in scalars if k in chosen] + lists, False


def _first_list(
    question: str,
    data: dict[str, Any],
    asked: set[str],
    arguments: dict[str, Any],
    embed: Embed | None,
    *,
    skip: set[str],
    wide: int = 0,
) -> list[tuple[str, str]]:
    """A record's list of records ("invoices": [...]) closest to the question by its name and
    its records' fields (the first without an embedding model), its first few items with the
    fields closest to the question, when the question named no list. A pet's "weights",
    "vaccinations" and "medication": "when is her booster due?" is about the vaccinations."""
    if any(isinstance(data.get(k), list) for k in skip):
        return []
    lists = [
        (key, value)
        for key, value in data.items()
        if isinstance(value, list) and value and key not in skip
    ]
    if not lists:
        return []
    key, value = lists[0]
    if embed is not None and len(lists) > 1:
        labels = [f"{_label(k)}: {', '.join(_label(f) for f in _fields_of(v))}" for k, v in lists]
        vectors = np.asarray(embed([focus(question) or question, *labels]))
        key, value = lists[int(np.argmax(vectors[1:] @ vectors[0]))]
    return [(key, _list_text(question, value, asked, arguments, embed, wide=wide))]


def _fields_of(items: list[Any]) -> list[str]:
    """The field names of a list's first record."""
    first = next((x for x in items if isinstance(x, dict)), None)
    return list(first) if first is not None else []


def _names_item(items: list[Any], asked: set[str]) -> bool:
    """Does the question name a field of the list's records ("what medicine is she on?": a
    medication's ``medicine``)?"""
    return any(_named(k, asked) for k in _fields_of(items))


def _list_text(
    question: str,
    items: list[Any],
    asked: set[str],
    arguments: dict[str, Any],
    embed: Embed | None,
    *,
    limit: int = LIST_ITEMS,
    wide: int = 0,
) -> str:
    """The records of a list the question picks, each with the fields closest to it."""
    picked = pick_items(question, items)
    keys = _item_keys(question, picked, arguments, embed, top=3 + wide)
    limit += 2 * wide  # a model's view: more of the list (a search's later matches)
    return "; ".join(_item_text(x, asked, arguments, keys, most=4 + wide) for x in picked[:limit])


_LATEST = re.compile(r"\b(most recent|latest|newest)\b", re.IGNORECASE)
_STATUS_KEY = re.compile(r"(^|_)(status|state|result|outcome)$")
_EARLIEST = re.compile(r"\b(oldest|earliest|first ever)\b", re.IGNORECASE)
_NEXT = re.compile(r"\b(next|upcoming|coming up)\b", re.IGNORECASE)
# "monday the 31st", "on the 9th": a day of the month said as an ordinal
# (after "on" or a weekday, or before a month: "the 2nd lesson" is not a day)
_DAY_OF_MONTH = re.compile(
    r"\b(?:on|mon|monday|tue|tuesday|wed|wednesday|thu|thursday|fri|friday|sat|saturday|sun"
    r"|sunday)\s+(?:the\s+)?([12]?[0-9]|3[01])(?:st|nd|rd|th)\b"
    rf"|\b([12]?[0-9]|3[01])(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{'|'.join(m for m in MONTHS if len(m) == 3)})"
    r"[a-z]*\b",
    re.IGNORECASE,
)


def pick_items(question: str, items: list[Any], *, today: str = "") -> list[Any]:
    """The records of a list the question picks: those whose short status-like value it
    names ("did any fail?": status "failed"; not when every record has it), those of a month
    it names ("the May invoice": a value "2026-05..."), of a day of the month ("monday the
    31st": a date "...-31"), and of those the latest or earliest by their first date field
    ("the most recent backup"), or with ``today`` the first from today on ("her next
    lesson"). Else all."""
    records = [x for x in items if isinstance(x, dict)]
    if len(records) != len(items) or len(records) < 2:
        return items
    asked = _content_words(question)
    for key in (k for k in records[0] if _STATUS_KEY.search(k)):
        values = {str(x.get(key)).lower() for x in records if isinstance(x.get(key), str)}
        if not 1 < len(values) <= 8 or any(len(v.split()) > 2 for v in values):
            continue
        hit = {v for v in values if any(_same_word(a, w) for a in asked for w in v.split())}
        # not the state a yes/no question asks about ("has Etienne paid for the colic visit?")
        hit = {v for v in hit if not _asked_state(question, v)}
        if len(hit) == 1:
            records = [x for x in records if str(x.get(key)).lower() in hit]
            break
    records = _named_records(question, records)
    if (month := named_month(question)) is not None:  # "the May invoice": its month's
        year, number = month
        stamp = re.compile(rf"^{year or '[0-9]{4}'}-{number:02d}(?!\d)")
        # a field the question names by a word ("billed for January": month_billed) first,
        # then any field of the record (issued on, paid on)
        named = [
            k for k in records[0] if any(_same_word(a, w) for a in asked for w in k.split("_"))
        ]
        by_name = [x for x in records if any(stamp.match(str(x.get(k))) for k in named)]
        in_month = by_name or [x for x in records if any(stamp.match(str(v)) for v in x.values())]
        records = in_month or records
    dated = next(
        (k for k in records[0] if all(_STAMP.match(str(x.get(k) or "")) for x in records)), None
    )
    if dated is not None and (day := _DAY_OF_MONTH.search(question)):
        number = int(day.group(1) or day.group(2))
        on_day = [x for x in records if str(x[dated])[8:10] == f"{number:02d}"]
        records = on_day or records
    latest, earliest = _LATEST.search(question), _EARLIEST.search(question)
    if dated is not None and (latest or earliest):
        pick = max if latest else min
        return [pick(records, key=lambda x: str(x[dated]))]
    if dated is not None and today and _NEXT.search(question):
        coming = [x for x in records if str(x[dated])[:10] >= today[:10]]
        return [min(coming, key=lambda x: str(x[dated]))] if coming else records
    return records


def _asked_state(question: str, value: str) -> bool:
    """Is each word of the question that names ``value`` what a yes/no question asks?"""
    spots = [
        m.start()
        for m in re.finditer(r"[^\W_]+", question)
        if any(_same_word(m.group().lower(), w) for w in value.split())
    ]
    return bool(spots) and all(asks_whether(question, at) for at in spots)


_TOKEN = re.compile(r"[\w@][\w.@-]*[\w]|\w")


def _named_records(question: str, records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The records whose one-word value the question says as it is ("the api record": name
    "api"; "the MX records": type "MX"; "the admin-portal repo": "acme/admin-portal", a
    path by its last part), when some records of the list have it and others do not. Not by
    a field the question asks about ("what's the default branch of admin-portal? not main":
    the default branch is what is asked, "main" picks nothing). Then a value of a few words
    (``PHRASE_WORDS``) the question says whole ("the pump head"). Else all."""
    tokens = [t.lower() for t in _TOKEN.findall(question)]
    said = set(tokens) - _STOP
    asked = _content_words(question.replace("_", " "))

    def says(value: str) -> bool:
        value = value.lower()
        if len(value) <= 1 or not (value in said or value.rsplit("/", 1)[-1] in said):
            return False
        return not _asked_state(question, value)  # "has she paid?" picks no "paid" record

    for key in records[0]:
        values = [x.get(key) for x in records]
        if _named(key, asked):
            continue
        if not all(isinstance(v, str) and v and " " not in v.strip() for v in values):
            continue
        hit = [x for x in records if says(x[key])]
        if 0 < len(hit) < len(records):
            return hit
    # a short value of a few words the question says whole ("the pump head thats been
    # delayed": part "pump head", of a list of parts on order)
    spoken = " ".join(tokens)
    for key in records[0]:
        texts = [x.get(key) for x in records]
        if _named(key, asked) or not all(isinstance(v, str) and v.strip() for v in texts):
            continue
        said_words = [[t.lower() for t in _TOKEN.findall(str(v))] for v in texts]
        if any(len(w) > PHRASE_WORDS for w in said_words):
            continue
        hit = [
            x
            for x, w in zip(records, said_words, strict=True)
            if len(w) > 1 and f" {' '.join(w)} " in f" {spoken} "
        ]
        if 0 < len(hit) < len(records):
            return hit
    return records


PHRASE_WORDS = 4  # the longest value a question is read as saying whole


def _same_word(asked: str, word: str) -> bool:
    """ "fail" and "failed", "overdue" and "overdue": one begins the other (4 letters on)."""
    return begins(asked, _stem(word), least=4)


def _arguments(source: Source) -> dict[str, Any]:
    arguments = source.meta.get("arguments") if source.meta else None
    return arguments if isinstance(arguments, dict) else {}


def asked_values(question: str, sources: list[Source]) -> list[str]:
    """The values of the tool-result fields the question names ("health" -> "25"): an
    answer to it carries one of them."""
    out: list[str] = []
    for source in sources:
        data = _tool_data(source)
        if data is None:
            continue
        arguments = _arguments(source)
        fields, named = _asked_fields(question, data, arguments)
        if named:
            ident = set(_identity(data, arguments)) if isinstance(data, dict) else set()
            out += [v for k, v in fields if k not in ident and v != ""]
    return out


def focused_result(question: str, source: Source, *, embed: Embed | None = None) -> str | None:
    """A tool result as a small model reads it: the fields the quote would show (those that
    say which record it is, those the question names or is closest to, and the list it
    asks about), as one JSON object. None when the result is not a record to focus (a
    failed call, text): the model then reads the result itself."""
    data = _tool_data(source)
    if data is None:
        return None
    fields, _ = _asked_fields(question, data, _arguments(source), embed, wide=FOCUS_WIDER)
    shown = {k: v for k, v in fields if v != ""}
    return json.dumps(shown, ensure_ascii=False) if shown else None


def _held_later(key: str, later: set[str], spoken: set[str]) -> bool:
    """``key`` (an earlier result's field, "patron_contact_phone") is a field a later result
    quotes ("contact_phone"), under a prefix ("patron") the question does not name (``spoken``:
    the question's content words)."""
    for other in later:
        if key == other:
            return True
        if key.endswith("_" + other):
            prefix = _content_words(key[: -len(other) - 1].replace("_", " "))
            if not any(s == w or _same_word(s, w) for s in spoken for w in prefix):
                return True
    return False


def quoted_tool_answer(
    question: str, sources: list[Source], *, embed: Embed | None = None
) -> QuotedAnswer | None:
    """The fields of the tool results that the question asks about, as written there."""
    parts: list[str] = []
    quotes: list[Quote] = []
    named_any = False
    asked: dict[int, list[tuple[str, Any]]] = {}
    for index, source in enumerate(sources):
        data = _tool_data(source)
        if data is None:
            continue  # a failed call answers nothing
        asked[index], named = _asked_fields(question, data, _arguments(source), embed)
        named_any |= named
    # a later result is the record an earlier one pointed to ("booking 5086", then the
    # person who handled it): a field both have is quoted from it alone, unless the earlier
    # record holds it under a name the question uses ("the engineer's name" in a job)
    later: set[str] = set()
    spoken = _content_words(question)
    for index in sorted(asked, reverse=True):
        fields = [(k, v) for k, v in asked[index] if not _held_later(k, later, spoken)]
        later |= {k for k, _ in asked[index]}
        asked[index] = fields
    for index, fields in asked.items():
        source = sources[index]
        text = "; ".join(f"{_label(k)}: {v}" for k, v in fields if v != "")
        if not text:
            continue
        quotes.append(Quote(text=text, source=index, title=source.title, score=1.0))
        parts.append(f"From {_label(source.title) or 'the tool'}: {text} [{index + 1}]")
    if not parts:
        return None
    return QuotedAnswer(answer="\n".join(parts), quotes=quotes, kind="tool", named=named_any)
