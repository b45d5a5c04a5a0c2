"""What the registered tools know about the world, in words: the values their parameters list
(ids with the names people use, enums, aliases), found in a question.

    catalog = ToolCatalog(registry, today="2026-06-30")
    catalog.mentions("Who looks after Juniper Schools?")
        -> [Mention(tool="get_organisation", param="org_id", value=12,
                    label="Juniper Schools", kind="entity", ...)]

Nothing here knows a deployment: every value comes from a tool's ``values=`` lister or its
schema's ``enum`` (``tools.registry``). A value is an **entity** when it is a record's id
listed with the name people call it by (one label per value); a **category** when it is a
fixed set (an enum, a type with its aliases). A question naming an entity is about that
record; naming a category is weaker evidence (help-centre questions name them too).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from typing import Any

from bot.text import common_words
from tools.registry import ToolRegistry

ID_PATTERN = re.compile(r"\b[a-z][a-z0-9]*(?:-[a-z0-9]+)*-\d+\b", re.IGNORECASE)
_MIN_LABEL = 2  # shorter labels ("a", "x") would match anywhere
_MIN_DIGITS = 3  # a listed number named alone ("on 2427"); "2 bikes" names no record


@dataclass
class Mention:
    tool: str
    param: str
    value: Any
    label: str
    kind: str  # entity | category
    start: int
    end: int
    fuzzy: bool = False  # matched by a word that begins the label ("humid" for humidity)

    def to_dict(self) -> dict[str, Any]:
        return {
            "tool": self.tool,
            "param": self.param,
            "value": self.value,
            "label": self.label,
            "kind": self.kind,
        }


@dataclass
class _Listing:
    tool: str
    param: str
    kind: str
    patterns: list[tuple[re.Pattern[str], Any, str, bool]] = field(default_factory=list)


def _plain_char(ch: str) -> str:
    """A letter without its accent ("í" -> "i"); any other character as it is."""
    bare = "".join(c for c in unicodedata.normalize("NFKD", ch) if not unicodedata.combining(c))
    return bare if len(bare) == 1 else ch


def fold_accents(text: str) -> str:
    """``text`` with its letters' accents dropped, one character for one, so that positions
    in it are positions in ``text``: "Lucia Ferrer" names "Lucía Ferrer Soto"."""
    return text if text.isascii() else "".join(_plain_char(ch) for ch in text)


def _pattern(label: str, *, case: bool = False, plural: bool = False) -> re.Pattern[str]:
    label = fold_accents(label)
    words = [re.escape(w) for w in re.split(r"[\s_]+", label.strip()) if w]
    body = r"[\s_-]+".join(words) + ("s?" if plural else "")
    return re.compile(rf"(?<![\w-]){body}(?![\w-])", 0 if case else re.IGNORECASE)


def _rare(word: str) -> bool:
    """A name's word that is no word of English (nor a common name): not a whole word of
    the packaged embedding model's vocabulary (``bot.text.common_words``: "Agnieszka",
    "Mårten", "Wójcik"; not "Rose", "Juniper", "Will"). Such a word names its record in
    lower case too, and with an "s" of a possessive typed without its apostrophe. Without
    the vocabulary, none is."""
    common = common_words()
    plain = fold_accents(word).lower()
    return bool(common) and plain.isalpha() and len(plain) >= RARE_LETTERS and plain not in common


RARE_LETTERS = 4  # the shortest name's word read in lower case ("emre", not "ewa")
_PERSON = re.compile(r"[A-Z][\w'.-]+(?: [A-Z][\w'.-]+)+")  # "Leonie Kohler"


def _kind(pairs: list[tuple[Any, str]], enum: bool) -> str:
    if enum or not pairs:
        return "category"
    values = [str(v).lower() for v, _ in pairs]
    labels_per_value = len(pairs) / max(1, len(set(values)))
    differ = sum(str(v).lower() != label.lower() for v, label in pairs)
    if labels_per_value > 1.5:
        return "category"  # a type with aliases
    names = sum(bool(_PERSON.fullmatch(label)) for _, label in pairs)
    if names > len(pairs) / 2:
        return "entity"  # people and organisations ("Leonie Kohler")
    return "entity" if differ or len(pairs) > 12 else "category"


class ToolCatalog:
    """The listed values of a registry's tools, and where a text names them."""

    def __init__(self, registry: ToolRegistry, *, today: str = ""):
        self.registry = registry
        self.today = today
        # patterns per listing, rebuilt only when its values change: building them was a
        # thousand regex compilations a turn, past ``re``'s own cache (docs/scaling.md)
        self._built: dict[tuple[Any, ...], list[tuple[re.Pattern[str], Any, str, bool]]] = {}

    @property
    def other_terms(self) -> set[str]:
        """Terms no answer may carry (the tool modules' ``@forbidden_terms``)."""
        return self.registry.forbidden()

    def _listings(self) -> list[_Listing]:
        out: list[_Listing] = []
        for spec in self.registry.specs():
            props = spec.parameters.get("properties", {})
            for param in props:
                pairs = self.registry.values(spec.name, param)
                if not pairs:
                    continue
                listing = _Listing(spec.name, param, _kind(pairs, param not in spec.values))
                listing.patterns = self._patterns_of(pairs, category=listing.kind == "category")
                out.append(listing)
        return out

    def _patterns_of(
        self, pairs: list[tuple[Any, str]], *, category: bool
    ) -> list[tuple[re.Pattern[str], Any, str, bool]]:
        try:
            key = (category, *((value, label) for value, label in pairs))
            hash(key)
        except TypeError:  # a value that cannot be a key: built each time
            return self._patterns(pairs, category=category)
        built = self._built.get(key)
        if built is None:
            if len(self._built) > 256:
                self._built.clear()
            built = self._built[key] = self._patterns(pairs, category=category)
        return built

    @staticmethod
    def _patterns(
        pairs: list[tuple[Any, str]], *, category: bool = False
    ) -> list[tuple[re.Pattern[str], Any, str, bool]]:
        """A pattern per value and label (a number of three digits or more too, not a
        category's); a multi-word label also by each capitalised word of it (four letters
        or more, no digit) that names one value only and is capitalised in the text
        ("Juniper", "Dawes" of "H-107 Dawes Galaxy Twin"); a one-word category also by a
        word of five letters or more that begins it ("humid" for humidity)."""
        out = []
        own: dict[str, list[tuple[Any, str]]] = {}  # a label's word -> the values it names
        for value, label in pairs:
            for text in dict.fromkeys([str(value), *_names_in(label)]):
                digits = text.isdigit()  # a listed number named alone: "on 2427", a job
                if (not digits and len(text) >= _MIN_LABEL) or (
                    digits and len(text) >= _MIN_DIGITS and not category
                ):
                    out.append((_pattern(text), value, label, False))
                plain = fold_accents(text)
                if category and re.fullmatch(r"[A-Za-z]{6,}", plain):
                    stem, rest = re.escape(plain[:5]), re.escape(plain[5:])
                    fuzzy = re.compile(rf"(?<![\w-]){stem}(?:{_prefixes(rest)})(?![\w-])", re.I)
                    out.append((fuzzy, value, label, True))
            # its names' own words: "Dawes" of "H-107 Dawes Galaxy Twin (one size)", the
            # first word of "Juniper Ridge Lodge"
            words = [w for w in label.split() if not re.search(r"\d", w)]
            if len(label.split()) > 1:
                for word in dict.fromkeys(w.strip("(),.;:") for w in words):
                    if len(word) >= 4 and word[:1].isupper() and word[1:2].islower():
                        own.setdefault(word, []).append((value, label))
        for word, owners in own.items():
            if len(owners) == 1:
                out.append((_pattern(word, case=True), owners[0][0], owners[0][1], False))
                if _rare(word) and _PERSON.fullmatch(owners[0][1]):
                    # a person's name, typed in lower case ("marten's", "agnieszkas")
                    out.append((_pattern(word, plural=True), owners[0][0], owners[0][1], False))
        return out

    def mentions(self, text: str) -> list[Mention]:
        """Every listed value the text names, longest match first where two overlap."""
        found: list[Mention] = []
        plain = fold_accents(text or "")  # "Theo" or "Théo" names "Théo Marchand"
        for listing in self._listings():
            for pattern, value, label, fuzzy in listing.patterns:
                for match in pattern.finditer(plain):
                    found.append(
                        Mention(
                            listing.tool,
                            listing.param,
                            value,
                            label,
                            listing.kind,
                            match.start(),
                            match.end(),
                            fuzzy,
                        )
                    )
        found.sort(key=lambda m: (m.start, -(m.end - m.start)))
        return _without_overlaps(found)

    def labels(self) -> set[str]:
        """Every listed entity value and label, lower-case (an answer naming one that no
        result holds names data it never fetched)."""
        out: set[str] = set()
        for listing in self._listings():
            if listing.kind != "entity":
                continue
            for _, value, label, _fuzzy in listing.patterns:
                out.update({str(value).lower(), label.lower()})
        return {t for t in out if len(t) >= 3 and not t.isdigit()}


_COUPLE = re.compile(
    r"([A-Z][^\W\d_]+) (?:and|&) ([A-Z][^\W\d_]+) ([A-Z][^\W\d_]+(?:-[A-Z][^\W\d_]+)?)"
)


def _names_in(label: str) -> list[str]:
    """The names a label holds: itself, and for "Andersen Music School (Rahul Andersen)" the
    part before the brackets and the part inside them, for a couple ("Priya and Arjun Nair")
    each one's name; a trailing full stop is optional."""
    names = [label, label.rstrip(".")]
    if found := re.fullmatch(r"\s*(.+?)\s*\((.+)\)\s*", label):
        names += [found.group(1), found.group(2)]
    # a couple: "Harold and June Pickersgill" is "June Pickersgill" and "Harold Pickersgill"
    if found := _COUPLE.fullmatch(label.strip()):
        names += [f"{found.group(1)} {found.group(3)}", f"{found.group(2)} {found.group(3)}"]
    return [n for n in dict.fromkeys(names) if len(n.strip()) >= 4 or n == label]


def _prefixes(rest: str) -> str:
    """An alternation of every beginning of ``rest`` ("ity" -> "ity|it|i|")."""
    return "|".join(rest[:n] for n in range(len(rest), -1, -1))


def _without_overlaps(found: list[Mention]) -> list[Mention]:
    """Per (tool, param), a span taken by a longer match is not matched again."""
    kept: list[Mention] = []
    for mention in found:
        clash = any(
            k.tool == mention.tool
            and k.param == mention.param
            and k.start < mention.end
            and mention.start < k.end
            for k in kept
        )
        if not clash:
            kept.append(mention)
    return kept
