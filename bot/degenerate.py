"""Degenerate text: repeated sentences, looping phrases and run-ons, as small models write them.

Used twice: while the local model generates (stop as soon as the text starts to loop, so no
time is spent on the loop) and on every draft before the critic (drop the repeats; a draft
with nothing left is regenerated, never shown).

    trimmed = trim("Acme has health 25. Acme has health 25. Acme has health 25.")
    trimmed.text      -> "Acme has health 25."
    trimmed.removed   -> ["Acme has health 25.", "Acme has health 25."]
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=\S)|\n+")
_WORD = re.compile(r"[\w$%.,'-]+")
MAX_SENTENCE_WORDS = 70  # a "sentence" longer than this is a run-on
MIN_WORDS = 2  # a draft with fewer words left after trimming is not an answer
LOOP_MIN_REPEATS = 3  # the same phrase this many times in a row is a loop
LOOP_MAX_PHRASE = 16  # longest repeated phrase looked for, in words


def split_sentences(text: str) -> list[str]:
    """Sentences and lines, stripped, in order (empty pieces dropped)."""
    return [s.strip() for s in _SENTENCE_END.split(text or "") if s.strip()]


def normalise(sentence: str) -> str:
    """A sentence reduced to its words, for spotting repeats ("Team costs $49." == "team costs $49")."""
    return " ".join(w.strip(".,'") for w in _WORD.findall(sentence.lower())).strip()


def _words(text: str) -> list[str]:
    return [w.lower().strip(".,") for w in _WORD.findall(text)]


def loop_start(text: str) -> int | None:
    """Word index where a phrase starts repeating itself ``LOOP_MIN_REPEATS`` times in a row
    (the second copy's start), or None. "a b c a b c a b c" -> 3."""
    words = _words(text)
    n = len(words)
    for size in range(1, LOOP_MAX_PHRASE + 1):
        span = size * LOOP_MIN_REPEATS
        for start in range(0, n - span + 1):
            phrase = words[start : start + size]
            if all(
                words[start + k * size : start + (k + 1) * size] == phrase
                for k in range(1, LOOP_MIN_REPEATS)
            ):
                if size == 1 and not phrase[0].isalpha():
                    continue  # "1 1 1" in a table is data, not a loop
                return start + size
    return None


def is_looping(text: str) -> bool:
    """Should generation stop here? A sentence repeated, or a phrase looping."""
    seen: set[str] = set()
    sentences = split_sentences(text)
    complete = sentences if re.search(r"[.!?\n]\s*$", text or "") else sentences[:-1]
    for sentence in complete:
        key = normalise(sentence)
        if len(key.split()) >= 3 and key in seen:
            return True
        seen.add(key)
    return loop_start(text) is not None


def _cut_words(text: str, keep: int) -> str:
    """``text`` up to its ``keep``-th word, back to the last clause boundary before it when
    there is one ("health 25, and the health" -> "health 25.")."""
    matches = list(_WORD.finditer(text))
    if keep >= len(matches):
        return text
    cut = text[: matches[keep].start()]
    boundary = max(cut.rfind(c) for c in ",;:.!?")
    if boundary > 0 and len(_words(cut[:boundary])) >= MIN_WORDS:
        return cut[:boundary].rstrip(" ,;:-*") + "."
    return cut.rstrip(" ,;:-*")


@dataclass
class Trimmed:
    text: str
    removed: list[str] = field(default_factory=list)
    reasons: list[str] = field(default_factory=list)

    @property
    def changed(self) -> bool:
        return bool(self.removed)

    @property
    def degenerate(self) -> bool:
        """Nothing usable left: the draft is regenerated, not trimmed."""
        return len(_words(self.text)) < MIN_WORDS

    def to_dict(self) -> dict[str, Any]:
        return {
            "text": self.text,
            "removed": self.removed,
            "reasons": self.reasons,
            "degenerate": self.degenerate,
        }


def trim(text: str) -> Trimmed:
    """Drop repeated sentences, cut a looping phrase at its second copy and drop run-ons."""
    kept: list[str] = []
    out = Trimmed(text="")
    seen: set[str] = set()
    for sentence in split_sentences(text):
        start = loop_start(sentence)
        if start is not None:
            out.removed.append(sentence)
            out.reasons.append("looping phrase")
            sentence = _cut_words(sentence, start)
            if not sentence:
                continue
        key = normalise(sentence)
        if not key:
            continue
        if key in seen:
            out.removed.append(sentence)
            out.reasons.append("repeated sentence")
            continue
        if len(key.split()) > MAX_SENTENCE_WORDS:
            out.removed.append(sentence)
            out.reasons.append("run-on sentence")
            continue
        seen.add(key)
        kept.append(sentence)
        if start is not None:
            break  # what followed a loop is the loop's tail
    if _unfinished(text, kept, trimmed=bool(out.removed)):
        out.removed.append(kept.pop())
        out.reasons.append("unfinished sentence")
    out.text = _join(text, kept) if out.removed else (text or "").strip()
    return out


def _unfinished(original: str, kept: list[str], *, trimmed: bool) -> bool:
    """Is the last sentence a fragment a stopped generation left ("... (GBP). You")? It
    has no closing punctuation, follows a finished sentence on the same line, and is short
    or comes after a trim (generation stopped at a loop)."""
    if len(kept) < 2 or re.search(r"[.!?:;)\]\"”']$", kept[-1]):
        return False
    before = (original or "").rstrip()
    at = before.rfind(kept[-1])
    lead = before[:at].rstrip(" \t") if at >= 0 else ""
    if not lead or lead[-1] not in ".!?" or before[len(lead) : at].count("\n"):
        return False
    return trimmed or len(_words(kept[-1])) <= 3


def _join(original: str, sentences: list[str]) -> str:
    separator = "\n" if "\n" in (original or "") else " "
    return separator.join(sentences).strip()


_CITATION = re.compile(r"\s*\[\d+\]")


def words_of(sentence: str) -> list[str]:
    """The words of a sentence, its citation markers ("[1]") left out."""
    return _WORD.findall(_CITATION.sub("", sentence))


def echoes(sentence: str, question: str) -> bool:
    """True for a sentence that only asks the user's question back ("Is haul-out job HO-330
    ready? [1]"): a question whose words are, nearly all, the question's."""
    if not _CITATION.sub("", sentence).strip().endswith("?") or not question.strip():
        return False
    words = [w.lower() for w in words_of(sentence)]
    asked = {w.lower() for w in _WORD.findall(question)}
    return bool(words) and sum(w in asked for w in words) >= 0.8 * len(words)


def repeats(sentence: str, message: str) -> bool:
    """True for a sentence of three words or more that is a run of an earlier message's own
    words, in order ("I've missed a couple." said back from "how's my attendance ...? I've
    missed a couple"): nothing of an answer in it."""
    words = [w.lower().strip(".,") for w in words_of(sentence)]
    said = [w.lower().strip(".,") for w in _WORD.findall(message)]
    if len(words) < 3 or len(said) < len(words):
        return False
    n = len(words)
    return any(said[i : i + n] == words for i in range(len(said) - n + 1))
