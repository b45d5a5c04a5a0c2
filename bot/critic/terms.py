"""Content terms: the words of a sentence that carry its claim, crudely stemmed, so that the
grounding critic can ask which of them the sources never use, or use only to deny
("never sends reset codes by SMS" denies SMS: it sits in the scope of "never")."""

from __future__ import annotations

import re

from bot.critic.facts import strip_addresses, word_number

NEGATION_CUES = frozenset(
    "not no never none nothing nobody neither nor without cannot can't don't doesn't didn't "
    "isn't aren't wasn't won't unavailable unsupported".split()
)
STOPWORDS = (
    frozenset(
        """a about above after again against all also am an and any are as at be because been before
    being below between both but by can could did do does doing down during each either else
    ever every few for from further had has have having he her here hers him his how i if in
    into is it its itself just let like me more most much must my myself nor now of off
    on once only or other our ours out over own per please same she should so some such than
    that the their theirs them then there these they this those through to too under until up
    upon us very via was we were what when where which while who whom why will with within
    would yes yet you your yours yourself one ones get gets got make makes made may might need
    needs use used using want way well able sure thing things really still even new
    today instead already available let's i'm you're it's there's here's that's
    we're we'll you'll they're""".split()
    )
    | NEGATION_CUES
)
_SCOPE = 6  # words after a negation cue that it denies


def stem(word: str) -> str:
    word = word.lower().strip("'-")
    if word.endswith("'s"):
        word = word[:-2]
    for suffix in ("ies", "ing", "ed", "es", "s"):
        if len(word) > len(suffix) + 3 and word.endswith(suffix):
            word = word[: -len(suffix)] + ("y" if suffix == "ies" else "")
            break
    if word.endswith("e") and len(word) > 4:
        word = word[:-1]
    return word


GENERIC_VERBS = frozenset(
    stem(w)
    for w in """send sent ask make take give get need require allow let work see find come happen keep
    stay show tell know call write say contain include change apply create start stop""".split()
)
# Words too common in this domain to tie a number to a topic.
GENERIC_NOUNS = frozenset(
    stem(w) for w in "plan user account workspace seat month year day week hour minute time".split()
)
_WORD = re.compile(r"[a-z][a-z0-9'-]*[a-z0-9]|[a-z]")


def _words(text: str) -> list[str]:
    return _WORD.findall(strip_addresses(text).lower())


def _terms_of(word: str) -> list[str]:
    if word in STOPWORDS or len(word) < 3 or word_number(word) is not None:
        return []
    return [stem(p) for p in word.split("-") if len(p) >= 3 and p not in STOPWORDS]


def content_terms(text: str) -> list[str]:
    """Stemmed content words (no stop words, no number words), in order, without repeats."""
    out: list[str] = []
    for word in _words(text):
        for term in _terms_of(word):
            if term not in out:
                out.append(term)
    return out


def scoped_terms(text: str) -> tuple[set[str], set[str]]:
    """(terms inside the scope of a negation cue, all other terms)."""
    denied: set[str] = set()
    plain: set[str] = set()
    left = 0
    for word in _words(text):
        if word in NEGATION_CUES or word.endswith("n't"):
            left = _SCOPE
            continue
        terms = _terms_of(word)
        (denied if left > 0 else plain).update(terms)
        left -= 1
    return denied, plain


class TermIndex:
    """Which stemmed terms the sources use, and which they use only to deny."""

    def __init__(self, sentences: list[str], extra: str = ""):
        self.all: set[str] = set(content_terms(extra))
        positive: set[str] = set(self.all)
        self.denied_in: dict[str, str] = {}
        self.denials: list[set[str]] = []  # per source sentence: the terms it denies
        for sentence in sentences:
            denied, plain = scoped_terms(sentence)
            self.all |= denied | plain
            if denied:
                self.denials.append(denied)
            positive |= plain
            for term in denied:
                self.denied_in.setdefault(term, sentence)
        for term in positive:
            self.denied_in.pop(term, None)

    def denies_too(self, claim: str, *, min_share: float = 0.6) -> bool:
        """One source sentence denies most of what this negated claim denies
        ("we do not accept PayPal" backs "the company does not accept PayPal")."""
        mine = topical(list(scoped_terms(claim)[0]))
        if not mine:
            return False
        return any(len(mine & d) / len(mine) >= min_share for d in self.denials)

    def novel(self, terms: list[str]) -> list[str]:
        return [t for t in terms if t not in self.all]

    def denied(self, terms: list[str]) -> list[tuple[str, str]]:
        """Terms the sources mention only to deny them, with one such sentence (generic
        verbs left out: "never sends codes by SMS" denies SMS, not sending)."""
        return [
            (t, self.denied_in[t]) for t in terms if t in self.denied_in and t not in GENERIC_VERBS
        ]


def topical(terms: list[str]) -> set[str]:
    """Terms specific enough to tie a number to a topic."""
    return {t for t in terms if t not in GENERIC_NOUNS and t not in GENERIC_VERBS}
