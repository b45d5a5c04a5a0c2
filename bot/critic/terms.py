"""Content terms: the words of a sentence that carry its claim, crudely stemmed, so that the
grounding critic can ask which of them the sources never use, or use only to deny."""

from __future__ import annotations

import re

from bot.critic.facts import strip_addresses, word_number

STOPWORDS = frozenset(
    """a about above after again against all also am an and any are as at be because been before
    being below between both but by can could did do does doing down during each either else
    ever every few for from further had has have having he her here hers him his how i if in
    into is it its itself just let like me more most much must my myself no nor not now of off
    on once only or other our ours out over own per please same she should so some such than
    that the their theirs them then there these they this those through to too under until up
    upon us very via was we were what when where which while who whom why will with within
    would yes yet you your yours yourself one ones get gets got make makes made may might need
    needs use used using want way well able sure thing things really just still even new
    quillstack today instead already available let's i'm you're it's don't doesn't can't won't
    isn't aren't there's here's that's we're we'll you'll they're""".split()
)
_WORD = re.compile(r"[a-z][a-z0-9'-]*[a-z0-9]|[a-z]")


def stem(word: str) -> str:
    word = word.lower().strip("'-")
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


def content_terms(text: str) -> list[str]:
    """Stemmed content words (no stop words, no number words), in order, without repeats."""
    out: list[str] = []
    for word in _WORD.findall(strip_addresses(text).lower()):
        if word in STOPWORDS or len(word) < 3 or word_number(word) is not None:
            continue
        for part in word.split("-"):
            if len(part) >= 3 and part not in STOPWORDS:
                s = stem(part)
                if s not in out:
                    out.append(s)
    return out


class TermIndex:
    """Which stemmed terms the sources use, and which they use only in negated sentences."""

    def __init__(self, sentences: list[str], negated: list[bool], extra: str = ""):
        self.all: set[str] = set(content_terms(extra))
        positive: set[str] = set()
        self.denied_in: dict[str, str] = {}
        for sentence, neg in zip(sentences, negated, strict=True):
            terms = content_terms(sentence)
            self.all.update(terms)
            if not neg:
                positive.update(terms)
            else:
                for t in terms:
                    self.denied_in.setdefault(t, sentence)
        for t in positive:
            self.denied_in.pop(t, None)

    def novel(self, terms: list[str]) -> list[str]:
        return [t for t in terms if t not in self.all]

    def denied(self, terms: list[str]) -> list[tuple[str, str]]:
        """Terms the sources mention only in negated sentences, with one such sentence
        (generic verbs left out: "never sends codes by SMS" denies SMS, not sending)."""
        return [
            (t, self.denied_in[t]) for t in terms if t in self.denied_in and t not in GENERIC_VERBS
        ]
