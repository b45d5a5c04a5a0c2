"""Training pairs for the entailment model: (premise, claim, label, origin, group), label 1 = the
premise does not support the claim. Deterministic for a seed. Sources:

- the support pairs of ``support_data`` (HaluEval dev records only, help-centre perturbations,
  canary labels), each claim's premise being its top evidence units (``premise_for``);
- docstrings of the Python standard library (not this repository's text, and none of the
  packages the held-out sets of real answers were built from): per prose paragraph about an
  object, claims as an answer would phrase them - a sentence as written or framed, "X returns
  ..." for an imperative "Return ...", a clause, a statement about what the passage describes
  (label 0) - and the same phrasings over another object's paragraph, one content word swapped
  for another paragraph's word, a figure changed, a negation flipped or another paragraph's
  clause appended (label 1).

- written pairs (``data/train/entail_written/*.jsonl``): passages of the standard library's
  docstrings, invented help-centre sections and invented tool results (JSON), each with a
  question and claims written as a capable chat model answers - paraphrased, merged, applied
  to the question, values restated (label 0) - and as it errs - a fact true of the real
  thing but not in the passage, a typical-policy addition, a dropped or inverted condition, a
  value from the wrong field, an invented reason (label 1). Written by data helpers who never
  saw the held-out sets; each pair counts twice. Only with ``written=True``
  (``guardbot critic train-entail --written``): a model trained with them tied with the
  shipped one on the dev mix (answer AUROC per family 0.764 / 0.789 / 0.889 / 0.911 against
  0.748 / 0.799 / 0.861 / 0.950), so the shipped weights are built without them. Tried again
  after the support model learnt from the written claims, premises read as prose: HaluEval /
  SmolLM2 / structured / written 0.752 / 0.793 / 0.986 / 0.896 against 0.743 / 0.802 / 0.972 /
  0.943; not shipped either. A third time with seven written sets (2,016 claims): pair AUROC
  on the written passages it had not trained on 0.778 against 0.549, but dev answers
  HaluEval / SmolLM2 / structured / written 0.756 / 0.801 / 0.993 / 0.902 against 0.758 /
  0.801 / 1.0 / 0.933; not shipped (``research/journal/critic.md``).
  Since the eighth attempt they train the model for answers from tool results
  (``entail_tool_model.*``).
- sentences of dev answers from tool results (``realsets.ENTAIL_DEV_SETS``, nine of the
  eighteen written dev sets of such answers; twelfth attempt at issue 15): every judged
  sentence of a right answer (0) and the sentences a hallucinated answer names (1), premise and
  claim made as the critic makes them at run time. Only with ``written=True``. The other nine
  sets calibrate the critic; these stay out of its calibration.

Nothing here reads ``data/external`` or HaluEval records 5000-9999.
"""

from __future__ import annotations

import ast
import random
import re
import sysconfig
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from bot.critic.entail import hypothesis, premise_for
from bot.critic.lexicon import is_content
from bot.critic.sentences import split_sentences
from bot.critic.support_features import Evidence
from bot.fit.support_data import (
    _FLIPS,
    _NUMBER,
    FRAMES,
    WRITTEN_DIR,
    Pair,
    _lower_first,
    build_pairs,
)
from bot.fit.support_data import written_pairs as support_written_pairs

STDLIB_MODULES = (
    "argparse", "asyncio", "collections", "concurrent", "configparser", "contextlib", "csv",
    "dataclasses", "email", "enum", "fractions", "ftplib", "functools", "gettext", "glob", "gzip",
    "heapq", "http", "imaplib", "importlib", "inspect", "ipaddress", "json", "logging", "mailbox",
    "multiprocessing", "netrc", "optparse", "pathlib", "pickle", "pkgutil", "plistlib", "poplib",
    "pprint", "queue", "random", "sched", "secrets", "selectors", "shelve", "shlex", "shutil",
    "smtplib", "socketserver", "statistics", "string", "subprocess", "tarfile", "tempfile",
    "textwrap", "threading", "timeit", "tokenize", "trace", "traceback", "typing", "unittest",
    "urllib", "uuid", "wave", "weakref", "xml", "zipfile", "zoneinfo",
)  # fmt: skip
_BAD = re.compile(r">>>|::|``|\{|\}|http|\.\.\s|:param|:return|Args:|Returns:|@|\||\t")
_IMPERATIVE = re.compile(r"^(?P<verb>[A-Z][a-z]+)\b(?P<rest>.*)$")
META_CLAIMS = (
    "The passage describes {obj}.", "The documentation explains what {obj} does.",
    "The passage is about {obj}.",
)  # fmt: skip


@dataclass(frozen=True)
class EntailPair:
    premise: str
    claim: str
    label: int  # 1 = not supported by the premise
    origin: str
    group: int  # one id per source document (for a grouped split)


def from_support_pairs(pairs: list[Pair], *, start_group: int = 0) -> Iterator[EntailPair]:
    cache: dict[tuple, tuple[Evidence, int]] = {}
    group = start_group
    for p in pairs:
        key = (p.question, p.units)
        if key not in cache:
            group += 1
            cache = {key: (Evidence(list(p.units), p.question), group)}
        evidence, g = cache[key]
        text = hypothesis(p.claim, p.question)
        yield EntailPair(premise_for(evidence, text), text, p.label, p.origin, g)


# -- standard-library docstrings ------------------------------------------------------------


def stdlib_paragraphs(root: Path | None = None) -> list[tuple[str, list[str]]]:
    """(object name, sentences) for prose docstring paragraphs of 25-120 words."""

    root = root or Path(sysconfig.get_paths()["stdlib"])
    out = []
    for module in STDLIB_MODULES:
        base = root / module
        files = sorted(base.rglob("*.py")) if base.is_dir() else [root / f"{module}.py"]
        for path in files:
            if "test" in path.parts or not path.is_file():
                continue
            try:
                tree = ast.parse(path.read_text(encoding="utf-8"))
            except (SyntaxError, UnicodeDecodeError, ValueError):
                continue
            for node in ast.walk(tree):
                if not isinstance(node, ast.FunctionDef | ast.ClassDef | ast.AsyncFunctionDef):
                    continue
                if node.name.startswith("_"):
                    continue
                for para in re.split(r"\n\s*\n", ast.get_docstring(node) or ""):
                    text = " ".join(para.split())
                    if 25 <= len(text.split()) <= 120 and not _BAD.search(text):
                        sents = [s for s in split_sentences(text) if len(s.split()) >= 4]
                        if len(sents) >= 2 and text[0].isupper():
                            out.append((node.name, sents))
    return out


def third_person(verb: str) -> str:
    v = verb.lower()
    if v.endswith(("s", "sh", "ch", "x", "z")):
        return v + "es"
    if v.endswith("y") and v[-2:-1] not in "aeiou":
        return v[:-1] + "ies"
    return v + "s"


def as_answer(obj: str, sentence: str, rng: random.Random) -> str:
    """How an answer would say a docstring sentence about ``obj``."""
    m = _IMPERATIVE.match(sentence)
    if m and m.group("verb").lower() in _VERBS:
        verb = third_person(m.group("verb"))
        lead = rng.choice(
            (f"{obj} {verb}", f"{obj} is used to {m.group('verb').lower()}", f"It {verb}")
        )
        return lead + m.group("rest")
    frame = rng.choice(FRAMES)
    return frame.format(s=_lower_first(sentence) if frame != "{s}" else sentence)


_VERBS = frozenset(
    """return create construct add remove get set make read write open close find parse build run
    call check convert compute load save send receive start stop wait raise register update delete
    copy move format print encode decode handle process test validate apply set generate yield
    initialize initialise reset clear append insert extract split join join acquire release lock
    store fetch resolve install list count compare sort filter map wrap decorate""".split()
)


def _swap_word(sentence: str, pool: list[str], rng: random.Random) -> str | None:
    words = [m for m in re.finditer(r"[A-Za-z]{5,}", sentence) if is_content(m.group(0).lower())]
    if not words or not pool:
        return None
    m = rng.choice(words)
    new = rng.choice(pool)
    if new.lower() == m.group(0).lower():
        return None
    return sentence[: m.start()] + new + sentence[m.end() :]


def _negative(obj: str, sents: list[str], other: list[str], pool: list[str], rng: random.Random):  # noqa: ANN202
    s = rng.choice(sents)
    kinds = ["foreign", "foreign", "swap", "swap", "number", "negation", "appended"]
    rng.shuffle(kinds)
    for kind in kinds:
        made = None
        if kind == "foreign":
            made = as_answer(obj, rng.choice(other), rng)
        elif kind == "swap":
            swapped = _swap_word(s, pool, rng)
            made = as_answer(obj, swapped, rng) if swapped else None
        elif kind == "number" and _NUMBER.search(s):
            m = rng.choice(list(_NUMBER.finditer(s)))
            made = (
                s[: m.start()] + str(int(float(m.group(0))) * 2 + rng.randint(1, 9)) + s[m.end() :]
            )
        elif kind == "negation":
            padded = f" {s} "
            hit = next(((o, n) for o, n in _FLIPS if o in padded), None)
            made = padded.replace(hit[0], hit[1], 1).strip() if hit else None
        elif kind == "appended":
            made = s.rstrip(".") + ", and " + _lower_first(rng.choice(other).rstrip(".")) + "."
        if made and made != s:
            return made, kind
    return None


def stdlib_pairs(*, limit: int, rng: random.Random, start_group: int) -> Iterator[EntailPair]:
    paragraphs = stdlib_paragraphs()
    rng.shuffle(paragraphs)
    paragraphs = paragraphs[:limit]
    for g, (obj, sents) in enumerate(paragraphs, start=start_group):
        for shift in (7, 31):  # two claims of each label per paragraph
            _, other = paragraphs[(g - start_group + shift) % len(paragraphs)]
            yield from _stdlib_claims(obj, sents, other, g, rng)


def _stdlib_claims(
    obj: str, sents: list[str], other: list[str], g: int, rng: random.Random
) -> Iterator[EntailPair]:
    premise = " ".join(sents)
    pool = [w for s in other for w in re.findall(r"[A-Za-z]{5,}", s) if is_content(w.lower())]
    roll = rng.random()
    if roll < 0.12:
        good = rng.choice(META_CLAIMS).format(obj=obj)
    elif roll < 0.22:  # two adjacent sentences merged into one
        i = rng.randrange(len(sents) - 1)
        good = (
            sents[i].rstrip(".")
            + rng.choice((", and ", "; ", ", so "))
            + _lower_first(sents[i + 1])
        )
    elif roll < 0.3 and "," in sents[0] and len(sents[0].split(",")[0].split()) >= 5:
        good = sents[0].split(",")[0] + "."
    else:
        good = as_answer(obj, rng.choice(sents), rng)
    yield EntailPair(premise, good, 0, "stdlib-supported", g)
    bad = _negative(obj, sents, other, pool, rng)
    if bad:
        yield EntailPair(premise, bad[0], 1, f"stdlib-{bad[1]}", g)


# -- written pairs ---------------------------------------------------------------------------

WRITTEN_REPEAT = 2


def written_pairs(
    folder: Path = WRITTEN_DIR, *, start_group: int = 2 * 10**6
) -> Iterator[EntailPair]:
    """One pair per written claim (``support_data.written_pairs``, a passage's claims on
    adjacent lines), its premise chosen from its passage the way the critic chooses it; one
    group per passage and question, the first ``start_group``."""
    return from_support_pairs(list(support_written_pairs(folder)), start_group=start_group - 1)


# -- sentences of dev answers from tool results ---------------------------------------------


def dev_sentence_pairs(
    names: tuple[str, ...] | None = None, *, start_group: int = 5 * 10**6
) -> Iterator[EntailPair]:
    """One pair per labelled claim of the named dev sets' answers from tool results
    (``realsets.ENTAIL_DEV_SETS`` by default), the claims and labels the tool sentence model
    learns from (``tool_sentence.labelled_claims``: claims a value refutes are left out, the
    value checks decide those), made the way the critic makes them at run time
    (``support.entail_pairs``). One group per answer."""
    from bot.critic.support import entail_pairs
    from bot.eval.realsets import ENTAIL_DEV_SETS, load_set
    from bot.fit.tool_sentence import labelled_claims

    group = start_group
    for name in ENTAIL_DEV_SETS if names is None else names:
        for row in load_set(name, split="all"):
            group += 1
            evidence, judged, labels = labelled_claims(row)
            pairs = entail_pairs(evidence, row.question, judged)
            for (premise, text), label in zip(pairs, labels, strict=True):
                yield EntailPair(premise, text, label, f"dev-{name}", group)


def build_entail_pairs(
    *, seed: int = 15, stdlib_limit: int = 450, written: bool = False
) -> list[EntailPair]:
    """The training pairs; ``written``: also the written claims (each twice) and the
    sentences of the ``ENTAIL_DEV_SETS`` (the model for answers from tool results)."""
    rng = random.Random(seed)
    pairs = list(from_support_pairs(build_pairs(seed=seed, written=False)))
    pairs += list(stdlib_pairs(limit=stdlib_limit, rng=rng, start_group=10**6))
    if written:
        pairs += [p for p in written_pairs() for _ in range(WRITTEN_REPEAT)]
        pairs += list(dev_sentence_pairs())
    return pairs
