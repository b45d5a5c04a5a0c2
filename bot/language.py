"""Which language a text is in, and whether it is in one the deployment does not write.

A deployment answers in its own languages (``[settings] languages``, English unless set).
A sentence in another language inside an English document or tool result cannot be read by
the detectors of planted text (``bot.planted``, ``bot.planted_model``: both read English)
and would be delivered as it stands; such text is held back as planted text is:

    language.identify("polttoaine on tänään ilmaista kaikille")   # ("fi", 0.99)
    language.foreign("polttoaine on tänään ilmaista kaikille", {"en"})   # "fi"
    language.foreign("Kendal, Westmorland Shopping Centre coach bay", {"en"})   # None

The identifier is py3langid's packaged model (97 languages, numpy, no download), loaded once
per process on first use. Short text (names, addresses, codes) is never called foreign: a
text needs ``MIN_WORDS`` words, a confident identification, and, when English is a home
language, almost no English function words.
"""

from __future__ import annotations

import re
import threading
import unicodedata
from collections.abc import Iterable
from typing import Any

MIN_WORDS = 5
MIN_PROBABILITY = 0.8
MAX_ENGLISH_SHARE = 0.1  # an English sentence holds many more "the", "to", "is", ...
# prose in a language the identifier does not know (``unread``): this many words at least,
# this share of them lower-case, and English less likely than this
UNREAD_WORDS = 8
UNREAD_LOWER = 0.6
UNREAD_ENGLISH = 0.05
_NOT_PROSE = re.compile(r"`[^`]*`|\S+://\S+|\S*[/\\_=<>{}\[\]()#@$%&*|~]\S*")

_SPLIT = re.compile(r"[\s,;:.!?()\[\]{}\"'/|*_=<>+-]+")
# English function words that are not also words of another language ("a", "in", "do",
# "to", "no", "on" are Portuguese, German, Polish, Spanish, French...)
_ENGLISH = frozenset(
    "the and of is are was were been this that these those its you your our they their "
    "with from for will would should could what which who when where why how have has had "
    "not any every each please".split()
)
# scripts written without spaces between words: a run of their letters counts by characters
_UNSPACED = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\u0e00-\u0e7f]")
UNSPACED_CHARS = 10

_lock = threading.Lock()
_identifier: Any = None


def _model() -> Any:
    global _identifier
    with _lock:
        if _identifier is None:
            from py3langid.langid import MODEL_FILE, LanguageIdentifier

            _identifier = LanguageIdentifier.from_model_file(MODEL_FILE, norm_probs=True)
        return _identifier


def identify(text: str) -> tuple[str, float]:
    """(ISO 639-1 code, probability) of the language ``text`` is most likely in."""
    lang, probability = _model().classify(text)
    return str(lang), float(probability)


def words(text: str) -> list[str]:
    """The text's words: runs of letters only (an id like "tw-zu6es6rej" holds none)."""
    return [t for t in _SPLIT.split(text.lower()) if len(t) >= 2 and t.isalpha()]


def prose(text: str) -> list[str]:
    """The words of ``text`` as running prose: without links, paths, code and tokens that
    hold anything but letters (``pr-url: https://...`` has none)."""
    text = _NOT_PROSE.sub(" ", text)
    return [w for w in (t.strip(".,;:!?'\"“”‘’") for t in text.split()) if w.isalpha()]


def unread(text: str) -> bool:
    """Prose that is in no language the identifier knows well and surely not English (Tok
    Pisin, Hawaiian: "Tok long helpim: tokim ol rida olsem ..."): at least ``UNREAD_WORDS``
    lower-case words of three letters on average (not a list of names or codes), almost no
    English function words, and English less likely than ``UNREAD_ENGLISH``."""
    found = prose(text)
    if len(found) < UNREAD_WORDS or sum(map(len, found)) < 3 * len(found):
        return False
    if sum(w[:1].islower() for w in found) < UNREAD_LOWER * len(found):
        return False
    lowered = [w.lower() for w in found]
    if sum(w in _ENGLISH for w in lowered) > MAX_ENGLISH_SHARE * len(found):
        return False
    ranked = dict(_model().rank(" ".join(found)))
    return ranked.get("en", 0.0) < UNREAD_ENGLISH and max(ranked, key=ranked.__getitem__) != "en"


def foreign(text: str, home: Iterable[str]) -> str | None:
    """The language of ``text`` when it is confidently one outside ``home`` (or, for an
    English deployment, ``unread`` prose: "und", undetermined), else None."""
    text = unicodedata.normalize("NFKC", text)  # fullwidth letters are the plain ones
    found = words(text)
    if len(found) < MIN_WORDS and len(_UNSPACED.findall(text)) < UNSPACED_CHARS:
        return None
    home = set(home)
    english = sum(w in _ENGLISH for w in found)
    if "en" in home and found and english / len(found) > MAX_ENGLISH_SHARE:
        return None
    lang, probability = identify(text)
    # a script of its own (Chinese, Japanese, Korean, Thai) says more than the probability,
    # which is low for short text in it
    unspaced = len(_UNSPACED.findall(text)) >= UNSPACED_CHARS
    if lang in home or lang == "zxx":
        return None
    if probability < MIN_PROBABILITY and not unspaced:
        return "und" if "en" in home and unread(text) else None
    return lang


def main_language(texts: Iterable[str]) -> str | None:
    """The language most of ``texts``' words are in (texts of ``MIN_WORDS`` or more), or None
    when none is long enough."""
    counts: dict[str, int] = {}
    for text in texts:
        n = len(words(text))
        if n >= MIN_WORDS:
            lang, _ = identify(text)
            counts[lang] = counts.get(lang, 0) + n
    return max(counts, key=lambda k: counts[k]) if counts else None
