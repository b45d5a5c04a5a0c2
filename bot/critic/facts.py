"""Checkable facts in a sentence, normalised so that "45 days" = "forty-five days" and
"$1,200" = "1200 USD": quantities (value, unit), dates, e-mail addresses, URLs, names
and quoted strings. Used by the grounding critic; pure functions, no model."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from bot.text import common_words

_UNITS = {
    "usd": "usd", "dollar": "usd", "dollars": "usd", "$": "usd", "eur": "eur", "euro": "eur",
    "euros": "eur", "€": "eur", "gbp": "gbp", "£": "gbp", "pound": "gbp", "pounds": "gbp",
    "%": "percent", "percent": "percent", "per cent": "percent",
    "second": "second", "seconds": "second", "sec": "second", "secs": "second",
    "minute": "minute", "minutes": "minute", "min": "minute", "mins": "minute",
    "hour": "hour", "hours": "hour", "hr": "hour", "hrs": "hour", "h": "hour",
    "day": "day", "days": "day", "business day": "day", "business days": "day",
    "night": "day", "nights": "day",
    "week": "week", "weeks": "week", "month": "month", "months": "month",
    "year": "year", "years": "year", "user": "user", "users": "user", "seat": "seat",
    "seats": "seat", "character": "character", "characters": "character", "digit": "digit",
    "digits": "digit", "gb": "gb", "mb": "mb", "tb": "tb", "kb": "kb", "request": "request",
    "requests": "request", "account": "account", "accounts": "account", "times": "times",
    "kg": "kg", "kilogram": "kg", "kilograms": "kg", "tonne": "tonne", "tonnes": "tonne",
    "litre": "litre", "litres": "litre", "liter": "litre", "liters": "litre", "m³": "m3",
    "cubic metre": "m3", "cubic metres": "m3",
}  # fmt: skip

_SMALL = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
    "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
    "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100, "thousand": 1000,
    "a dozen": 12, "dozen": 12, "half": 0.5, "twice": 2, "once": 1,
}  # fmt: skip
MONTHS = {m: i + 1 for i, m in enumerate(
    "january february march april may june july august september october november december".split()
)}  # fmt: skip
MONTHS.update({m[:3]: i for m, i in list(MONTHS.items())})
MONTHS["sept"] = 9

_UNIT_RE = "|".join(
    sorted((re.escape(u) for u in _UNITS if u not in ("$", "€", "£")), key=len, reverse=True)
)
_WORDNUM_RE = (
    r"(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?"
    r"|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen"
    r"|sixteen|seventeen|eighteen|nineteen|a dozen|hundred|thousand)"
)
_NUM_RE = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
_QTY = re.compile(
    rf"(?P<cur>[$€£])?\s?(?P<num>{_NUM_RE})(?P<mult>\s?[kKmM]\b)?(?:st|nd|rd|th)?"
    rf"(?:\s?-?\s?(?P<unit>{_UNIT_RE})\b|\s?(?P<pct>%))?",
    re.IGNORECASE,
)
_WORDQTY = re.compile(
    rf"\b(?P<num>{_WORDNUM_RE})(?:\s?-\s?|\s)(?P<unit>{_UNIT_RE})\b", re.IGNORECASE
)
_EMAIL = re.compile(r"\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b")
_URL = re.compile(
    r"\b(?:https?://|www\.)[^\s<>\"')]+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|io|net|org|dev|app|info|uk|ie|eu|de|fr|nl|ca|au|nz|us|example)(?![\w-])"
    r"(?:/[^\s<>\"')]*)?",
    re.IGNORECASE,
)
_QUOTED = re.compile(
    r"[\"\u201c]([^\"\u201d]{2,80})[\"\u201d]|(?<![A-Za-z])'([^']{2,60})'(?![A-Za-z])"
)
_DATE_MDY = re.compile(
    r"\b(?P<mon>[A-Za-z]{3,9})\.?\s+(?P<day>\d{1,2})(?:st|nd|rd|th)?,?\s+(?P<year>\d{4})\b"
)
_DATE_DMY = re.compile(
    r"\b(?P<day>\d{1,2})(?:st|nd|rd|th)?\s+(?P<mon>[A-Za-z]{3,9})\.?,?\s+(?P<year>\d{4})\b"
)
# ends at a non-digit, not a word boundary: "2026-11-02T09:15:00" holds the date 2026-11-02
_DATE_ISO = re.compile(r"\b(?P<year>\d{4})-(?P<mon>\d{1,2})-(?P<day>\d{1,2})(?!\d)")
_NAME = re.compile(
    r"\b[A-Z][a-zA-Z0-9]*(?:[-'][A-Za-z]+)?(?:\s+[A-Z][a-zA-Z0-9]+)*\b|\b[A-Z]{2,}[a-z]?\b"
)
_NOT_NAMES = {
    "I", "A", "An", "The", "This", "That", "These", "Those", "It", "Its", "You", "Your", "We", "Our",
    "If", "When", "Yes", "No", "Not", "Please", "Note", "To", "For", "In", "On", "At", "After",
    "Before", "Only", "All", "Each", "Every", "Any", "Some", "There", "They", "Then", "Also",
    "However", "Unfortunately", "Currently", "OK", "And", "Or", "But", "So", "As", "With", "By",
    "From", "Sure", "Of", "Here", "Go", "Click", "Open", "Choose", "Select", "Enter", "Use", "Once",
}  # fmt: skip


_CURRENCY_CODES = {"USD", "EUR", "GBP"}


@dataclass
class Facts:
    quantities: set[tuple[float, str | None]] = field(default_factory=set)
    dates: set[str] = field(default_factory=set)
    emails: set[str] = field(default_factory=set)
    urls: set[str] = field(default_factory=set)
    names: set[str] = field(default_factory=set)
    quotes: set[str] = field(default_factory=set)


def _num(text: str, mult: str | None = None) -> float:
    value = float(text.replace(",", ""))
    m = (mult or "").strip().lower()
    return value * (1000 if m == "k" else 1_000_000 if m == "m" else 1)


def word_number(text: str) -> float | None:
    text = text.lower().strip()
    if text in _SMALL:
        return float(_SMALL[text])
    parts = re.split(r"[- ]", text)
    if len(parts) == 2 and parts[0] in _SMALL and parts[1] in _SMALL:
        return float(_SMALL[parts[0]] + _SMALL[parts[1]])
    return None


def quantities(text: str) -> set[tuple[float, str | None]]:
    """Numbers with their unit class: {(45.0, "day"), (1200.0, "usd"), (20.0, "percent")}."""
    out: set[tuple[float, str | None]] = set()
    masked = _DATE_ISO.sub(" ", text)
    for m in _QTY.finditer(masked):
        mult = m.group("mult")
        if mult and mult.strip() == "m" and not m.group("cur"):
            mult = None  # "5,895 m", "26 m above sea level": metres; "$5m" is millions
        if mult and mult.strip() == "K" and not m.group("cur") and not m.group("unit"):
            continue  # "4K (2160p)", "8K": a name (of a resolution); "10K users" is a figure
        value = _num(m.group("num"), mult)
        unit = _UNITS.get(m.group("cur") or "") or (_UNITS.get((m.group("unit") or "").lower()))
        if m.group("pct"):
            unit = "percent"
        out.add((value, unit))
    for m in _WORDQTY.finditer(text):
        word_value = word_number(m.group("num"))
        if word_value is not None:
            out.add((word_value, _UNITS[m.group("unit").lower()]))
    return out


def dates(text: str) -> set[str]:
    out = set()
    for pattern in (_DATE_MDY, _DATE_DMY, _DATE_ISO):
        for m in pattern.finditer(text):
            mon = m.group("mon")
            month = int(mon) if mon.isdigit() else MONTHS.get(mon.lower())
            if month and 1 <= month <= 12:
                out.add(f"{int(m.group('year')):04d}-{month:02d}-{int(m.group('day')):02d}")
    return out


def _is_sentence_start(sentence: str, pos: int) -> bool:
    return pos == 0 or sentence[:pos].rstrip().endswith((":", "-", "(", "*", ".", "!", "?"))


def names(sentence: str) -> set[str]:
    """Capitalised words and runs (product, company, plan and page names) and acronyms."""
    out = set()
    for m in _NAME.finditer(sentence):
        word = m.group(0)
        if _is_sentence_start(sentence, m.start()) and " " not in word and not word.isupper():
            # a whole word of the vocabulary at a sentence start is no name; without the
            # vocabulary, sentence-initial single words are never names
            common = common_words()
            if not common or word.lower() in common or word in _NOT_NAMES:
                continue
        if word in _NOT_NAMES or word in _CURRENCY_CODES or len(word) < 2:
            continue
        words = [w for w in word.split() if w not in _NOT_NAMES]
        if words:
            out.add(" ".join(words))
    return out


def extract(sentence: str, *, with_names: bool = True) -> Facts:
    emails = {e.lower() for e in _EMAIL.findall(sentence)}
    no_email = _EMAIL.sub(" ", sentence)
    urls = {
        u.lower()
        .rstrip(".,;:")
        .removeprefix("https://")
        .removeprefix("http://")
        .removeprefix("www.")
        for u in _URL.findall(no_email)
    }
    quotes = {(a or b).strip().lower() for a, b in _QUOTED.findall(sentence) if (a or b).strip()}
    plain = _URL.sub(" ", no_email)
    no_dates = plain
    for pattern in (_DATE_MDY, _DATE_DMY, _DATE_ISO):
        no_dates = pattern.sub(" ", no_dates)
    return Facts(
        quantities=quantities(no_dates),
        dates=dates(plain),
        emails=emails,
        urls=urls,
        names=names(_QUOTED.sub(" ", no_dates)) if with_names else set(),
        quotes=quotes,
    )


def strip_addresses(text: str) -> str:
    """The text without e-mail addresses and URLs (they are checked as facts)."""
    return _URL.sub(" ", _EMAIL.sub(" ", text))


def normalise_text(text: str) -> str:
    """Lower case, straight quotes, single spaces: the haystack facts are looked up in."""
    text = (
        text.replace("\u2019", "'")
        .replace("\u2018", "'")
        .replace("\u201c", '"')
        .replace("\u201d", '"')
    )
    return " ".join(text.lower().split())


@dataclass
class SourceFacts:
    """Everything checkable in the sources, ready for look-ups."""

    text: str
    quantities: set[tuple[float, str | None]]
    dates: set[str]

    sentences: list[tuple[set[tuple[float, str | None]], str]] = field(default_factory=list)

    @classmethod
    def build(cls, texts: list[str], sentences: list[str] | None = None) -> SourceFacts:
        joined = "\n".join(texts)
        per_sentence = [(quantities(s), s) for s in sentences or []]
        return cls(
            text=normalise_text(joined),
            quantities=quantities(joined),
            dates=dates(joined),
            sentences=per_sentence,
        )

    def sentences_with(self, value: float, unit: str | None) -> list[str]:
        """Source sentences that state this quantity (same unit, or a bare number)."""
        out = []
        for found, sentence in self.sentences:
            if (
                (value, unit) in found
                or (value, None) in found
                or (unit is None and any(v == value for v, _ in found))
            ):
                out.append(sentence)
        return out

    def has_quantity(self, value: float, unit: str | None) -> bool:
        if (value, unit) in self.quantities or (value, None) in self.quantities:
            return True
        if unit is None:
            return any(v == value for v, _ in self.quantities)
        return False

    def has_word(self, phrase: str) -> bool:
        pattern = r"(?<![a-z0-9])" + re.escape(normalise_text(phrase)) + r"(?![a-z0-9])"
        return re.search(pattern, self.text) is not None

    def missing(self, facts: Facts) -> list[str]:
        """Human-readable descriptions of the facts the sources do not contain."""
        out = []
        for value, unit in sorted(facts.quantities, key=lambda q: (q[0], q[1] or "")):
            if not self.has_quantity(value, unit):
                shown = f"{value:g}" + (f" {unit}" if unit else "")
                out.append(f"the number {shown}")
        out += [f"the date {d}" for d in sorted(facts.dates - self.dates)]
        out += [f"the e-mail address {e}" for e in sorted(facts.emails) if e not in self.text]
        out += [f"the address {u}" for u in sorted(facts.urls) if u.rstrip("/") not in self.text]
        out += [
            f'the quoted text "{q}"'
            for q in sorted(facts.quotes)
            if normalise_text(q) not in self.text
        ]
        out += [f"the name {n}" for n in sorted(facts.names) if not self.has_word(n)]
        return out
