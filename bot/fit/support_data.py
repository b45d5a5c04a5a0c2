"""Training pairs for the support model: (question, evidence units, claim, label), label 1 =
the claim is not supported. Built deterministically (seeded) from:

- HaluEval dev (records 0-4999 only): QA answers, dialogue responses, and summary sentences
  (a hallucinated summary's sentences that its right summary does not contain are label 1);
- perturbations of this repository's help-centre articles (the default deployment's documents): a sentence
  as written, with a framing phrase, joined to its neighbour, or cut to a clause (label 0);
  a figure changed, a name swapped, a negation flipped, a sentence from another article, or a
  clause from another article appended (label 1);
- the canary trap on the same articles: against a copy whose figures are halved, a sentence
  carrying the fictive figure is grounded (0) and the same sentence with the original is not (1).
- the written claims (``data/train/entail_written``): answers a capable chat model would give
  on stdlib docstrings, invented help-centre sections and invented tool results, correct ones
  (paraphrased, merged, applied, values restated or computed; 0) and realistic errors (a fact
  true but not in the passage, an inverted condition, a wrong field or value, an invented
  reason; 1).

Nothing here reads the held-out sets (``data/external``) or HaluEval records 5000-9999.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from bot.canary.transforms import halve, transform_numbers
from bot.critic.sentences import split_sentences
from bot.critic.structured import source_units, text_units
from bot.deployment import load_deployment
from bot.eval.datasets import load_halueval
from bot.settings import DEFAULT_DEPLOYMENT, PROJECT_ROOT

HELPCENTRE = load_deployment(DEFAULT_DEPLOYMENT).knowledge_bases[0].path
FRAMES = (
    "Based on the provided documents, {s}", "According to the help centre, {s}",
    "The documentation says that {s}", "In short, {s}", "{s}",
)  # fmt: skip
_NUMBER = re.compile(r"(?<![\w.])\d+(?:\.\d+)?(?![\w.])")
_NAME = re.compile(r"(?<=\s)[A-Z][a-zA-Z]+(?:\s[A-Z][a-zA-Z]+)*")
_FLIPS = (
    (" is not ", " is "), (" are not ", " are "), (" cannot ", " can "), (" does not ", " does "),
    (" do not ", " do "), (" never ", " always "), (" is ", " is not "), (" are ", " are not "),
    (" can ", " cannot "), (" will ", " will not "), (" must ", " must not "), (" only ", " never "),
)  # fmt: skip


@dataclass(frozen=True)
class Pair:
    question: str
    units: tuple[str, ...]
    claim: str
    label: int  # 1 = not supported
    origin: str  # halueval-qa | halueval-dialogue | halueval-summarization | helpcentre-* | canary


def _lower_first(s: str) -> str:
    return s[:1].lower() + s[1:] if s[:1].isupper() and not s[1:2].isupper() else s


def halueval_pairs(*, records: int, rng: random.Random) -> Iterator[Pair]:

    for task in ("qa", "dialogue", "summarization"):
        examples = load_halueval(f"halueval-{task}", split="dev", limit=records * 2)
        by_record: dict[str, dict[int, object]] = {}
        for ex in examples:
            by_record.setdefault(ex.id.rsplit("-", 1)[0], {})[ex.label] = ex
        for pair in by_record.values():
            right, wrong = pair.get(0), pair.get(1)
            if right is None or wrong is None:
                continue
            yield from _halueval_record(task, right, wrong, rng)  # type: ignore[arg-type]


def _halueval_record(task: str, right, wrong, rng: random.Random) -> Iterator[Pair]:  # noqa: ANN001
    units = tuple(text_units(right.context))
    question = right.question[-600:] if task == "dialogue" else right.question
    if task != "summarization":
        yield Pair(question, units, right.answer, 0, f"halueval-{task}")
        yield Pair(question, units, wrong.answer, 1, f"halueval-{task}")
        return
    good = split_sentences(right.answer)
    bad = [s for s in split_sentences(wrong.answer) if s not in set(good)]
    for s in rng.sample(good, min(2, len(good))):
        yield Pair(question, units, s, 0, "halueval-summarization")
    for s in rng.sample(bad, min(2, len(bad))):
        yield Pair(question, units, s, 1, "halueval-summarization")


def helpcentre_articles(root: Path = HELPCENTRE) -> list[tuple[str, list[str]]]:
    out = []
    for path in sorted(root.rglob("*")):
        if path.suffix in (".md", ".txt", ".html") and path.is_file():
            text = re.sub(r"<[^>]+>", " ", path.read_text(encoding="utf-8"))
            text = re.sub(r"^#+\s*", "", text, flags=re.MULTILINE)
            units = [u for u in text_units(text) if len(u.split()) >= 4]
            if len(units) >= 4:
                out.append((path.stem.replace("-", " "), units))
    return out


def _window(units: list[str], i: int, rng: random.Random) -> tuple[str, ...]:
    """The retrieved context around unit ``i``: a few sentences on either side."""
    lo = max(0, i - rng.randint(2, 6))
    return tuple(units[lo : i + rng.randint(3, 7)])


def _supported(s: str, nxt: str | None, rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.25 and nxt:
        return f"{s} {nxt}"
    if roll < 0.45 and "," in s:
        head = s.split(",")[0].strip()
        if len(head.split()) >= 5:
            return head + "."
    frame = rng.choice(FRAMES)
    return frame.format(s=_lower_first(s) if frame != "{s}" else s)


def _perturbed(
    s: str, others: list[str], names: list[str], rng: random.Random
) -> tuple[str, str] | None:
    kinds = ["number", "name", "negation", "foreign", "appended"]
    rng.shuffle(kinds)
    for kind in kinds:
        made = None
        if kind == "number" and _NUMBER.search(s):
            m = rng.choice(list(_NUMBER.finditer(s)))
            v = m.group(0)
            new = str(int(v) * 2 + rng.randint(1, 9)) if v.isdigit() else f"{float(v) + 1.5:g}"
            made = s[: m.start()] + new + s[m.end() :]
        elif kind == "name" and _NAME.search(s) and names:
            m = rng.choice(list(_NAME.finditer(s)))
            choice = rng.choice(names)
            made = s[: m.start()] + choice + s[m.end() :] if choice != m.group(0) else None
        elif kind == "negation":
            padded = f" {s} "
            for old, new in _FLIPS:
                if old in padded:
                    made = padded.replace(old, new, 1).strip()
                    break
        elif kind == "foreign" and others:
            made = rng.choice(others)
        elif kind == "appended" and others:
            clause = rng.choice(others).rstrip(".")
            made = s.rstrip(".") + ", and " + _lower_first(clause) + "."
        if made and made != s:
            return made, kind
    return None


def helpcentre_pairs(*, per_article: int, rng: random.Random) -> Iterator[Pair]:
    articles = helpcentre_articles()
    all_names = sorted(
        {m.group(0) for _, units in articles for u in units for m in _NAME.finditer(u)}
    )
    for k, (title, units) in enumerate(articles):
        others = [u for j, (_, us) in enumerate(articles) if j != k for u in us]
        question = f"What does the help centre say about {title}?"
        for i in rng.sample(range(len(units)), min(per_article, len(units))):
            ctx = _window(units, i, rng)
            nxt = units[i + 1] if i + 1 < len(units) and units[i + 1] in ctx else None
            yield Pair(question, ctx, _supported(units[i], nxt, rng), 0, "helpcentre-supported")
            bad = _perturbed(units[i], rng.sample(others, min(40, len(others))), all_names, rng)
            if bad:
                yield Pair(question, ctx, bad[0], 1, f"helpcentre-{bad[1]}")


def canary_pairs(*, limit: int, rng: random.Random) -> Iterator[Pair]:

    fn = halve()
    made = 0
    for title, units in helpcentre_articles():
        fictive_units = [transform_numbers(u, fn).text for u in units]
        for i, (orig, fict) in enumerate(zip(units, fictive_units, strict=True)):
            if orig == fict or made >= limit:
                continue
            ctx = _window(fictive_units, i, rng)
            question = f"What does the help centre say about {title}?"
            yield Pair(question, ctx, fict, 0, "canary-fictive")
            yield Pair(question, ctx, orig, 1, "canary-original")
            made += 1


WRITTEN_DIR = PROJECT_ROOT / "data" / "train" / "entail_written"


def written_rows(path: Path) -> Iterator[dict]:
    """The rows of one written claim file (``group``, ``question``, ``passage``, ``kind``,
    ``title``, ``claim``, ``label``, ``type``), in file order."""
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            yield json.loads(line)


def written_pairs(folder: Path = WRITTEN_DIR) -> Iterator[Pair]:
    """The written training claims (answers by a model on stdlib docstrings, invented
    help-centre sections and invented tool results, with realistic errors), one pair each;
    origin ``written-<file>-supported`` or ``written-<file>-<error type>``."""
    for path in sorted(folder.glob("*.jsonl")):
        for raw in written_rows(path):
            units = source_units(raw.get("kind", "document"), raw["passage"], raw.get("title", ""))
            label = int(raw["label"])
            kind = "supported" if label == 0 else raw.get("type", "error")
            origin = f"written-{path.stem}-{kind}"
            yield Pair(raw["question"], tuple(units), raw["claim"], label, origin)


def build_pairs(
    *,
    seed: int = 15,
    halueval_records: int = 1500,
    per_article: int = 12,
    written: bool = True,
) -> list[Pair]:
    rng = random.Random(seed)
    pairs = list(halueval_pairs(records=halueval_records, rng=rng))
    pairs += list(helpcentre_pairs(per_article=per_article, rng=rng))
    pairs += list(canary_pairs(limit=300, rng=rng))
    if written:
        pairs += list(written_pairs())
    return pairs


def write_pairs(pairs: list[Pair], path: Path) -> None:
    path.write_text(
        "".join(
            json.dumps(p.__dict__ | {"units": list(p.units)}, ensure_ascii=False) + "\n"
            for p in pairs
        ),
        encoding="utf-8",
    )
