"""Critics on labelled sets of real model answers.

``HELD_OUT`` (``data/external/real3/<set>/<set>.jsonl`` and ``real4``, each built from its
folder's data files by ``research/datasets/build.py``): nothing is fitted or calibrated on
them. ``FRESH`` (``real4``) were built in the fifth attempt at issue 15 and committed before any
critic ran on them; the ``real3`` sets had been looked at four times by then. ``DEV`` (``data/external/real`` and
``real2``): the held-out sets of the first two attempts at issue 15, measured there, and since
the third the dev mix the support critic's answer model and threshold are fitted on
(``bot.fit.support_calibrate``); ``dev5`` (council, portal) were written as dev sets in the
fifth. ``dev6`` (utilities, bookings: answers that work figures out from tool results) were
written in the sixth to find where the value checks misread right answers; they are dev
(the value rules were written on them) and not in the calibration's mix. ``dev7``
(workplace, commerce, clinic: answers from tool results of three more domains) were written in
the seventh; the value rules were revised on workplace and commerce, then checked on clinic;
``dev8`` (lettings, motoring, travel) later in the seventh, value rules revised on all three;
``dev9`` (cloud, freight, club) and ``dev10`` (telecom, pharmacy) in the eighth and ninth;
``dev11`` (tickets, school) in the tenth and ``dev12`` (nursery, vets) in the eleventh, each
measured at first contact before any rule was revised on them.

For each set: AUROC of the critic's answer score, and at the critic's shipped threshold
(``verdict.hallucinated``) the share of correct answers flagged (false alarms) and of
hallucinated answers caught (recall); the length and lexical baselines' AUROC beside them
(fixed direction: longer / more unsupported words = hallucinated; nothing fitted).
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.critic.runner import run_check
from bot.eval.metrics import auroc
from bot.settings import PROJECT_ROOT
from bot.steps import Source
from bot.text import unsupported_fraction, words

REAL_DIR = PROJECT_ROOT / "data" / "external" / "real"
REAL3 = PROJECT_ROOT / "data" / "external" / "real3"
REAL4 = PROJECT_ROOT / "data" / "external" / "real4"
FRESH = ("insurance", "accounts", "smollm2d")
HELD_OUT = ("manpages", "helpdesk", "records", "smollm2c") + FRESH
DEV5 = PROJECT_ROOT / "data" / "external" / "dev5"
DEV5_SETS = ("council", "portal")
DEV6 = PROJECT_ROOT / "data" / "external" / "dev6"
DEV6_SETS = ("utilities", "bookings")
DEV7 = PROJECT_ROOT / "data" / "external" / "dev7"
DEV7_SETS = ("workplace", "commerce", "clinic")
DEV8 = PROJECT_ROOT / "data" / "external" / "dev8"
DEV8_SETS = ("lettings", "motoring", "travel")
DEV9 = PROJECT_ROOT / "data" / "external" / "dev9"
DEV9_SETS = ("cloud", "freight", "club")
DEV10 = PROJECT_ROOT / "data" / "external" / "dev10"
DEV10_SETS = ("telecom", "pharmacy")
DEV11 = PROJECT_ROOT / "data" / "external" / "dev11"
DEV11_SETS = ("tickets", "school")
DEV12 = PROJECT_ROOT / "data" / "external" / "dev12"
DEV12_SETS = ("nursery", "vets")
# the dev sets data helpers wrote (dev5 to dev12), each a family of its own
WRITTEN_DEV_SETS = (
    DEV5_SETS + DEV6_SETS + DEV7_SETS + DEV8_SETS + DEV9_SETS + DEV10_SETS + DEV11_SETS + DEV12_SETS
)
DEV = ("docstrings", "structured", "smollm2", "smollm2b") + WRITTEN_DEV_SETS
# the written dev sets of answers from tool results whose sentences the tool results'
# cross-encoder learns from (``train-entail --written``); the others calibrate it, and these
# stay out of the calibration (their scores would be in sample)
ENTAIL_DEV_SETS = (
    "utilities", "bookings", "commerce", "lettings", "travel", "freight", "telecom", "tickets",
    "nursery",
)  # fmt: skip
CALIBRATION_DEV_SETS = tuple(n for n in WRITTEN_DEV_SETS if n not in ENTAIL_DEV_SETS)
SET_DIRS = (
    {"smollm2b": PROJECT_ROOT / "data" / "external" / "real2"}
    | {name: REAL3 / name for name in HELD_OUT}
    | {name: REAL4 / name for name in FRESH}
    | {name: DEV5 / name for name in DEV5_SETS}
    | {name: DEV6 / name for name in DEV6_SETS}
    | {name: DEV7 / name for name in DEV7_SETS}
    | {name: DEV8 / name for name in DEV8_SETS}
    | {name: DEV9 / name for name in DEV9_SETS}
    | {name: DEV10 / name for name in DEV10_SETS}
    | {name: DEV11 / name for name in DEV11_SETS}
    | {name: DEV12 / name for name in DEV12_SETS}
)


@dataclass(frozen=True)
class Row:
    id: str
    question: str
    sources: list[Source]
    answer: str
    label: int
    split: str
    bad_sentences: tuple[str, ...] = ()  # where a set names them: the unsupported sentences

    @property
    def context(self) -> str:
        return "\n".join(s.text for s in self.sources)


def same_sentence(sentence: str, named: str) -> bool:
    """The claim is the named sentence (a set quotes it as written; the sentence splitter may
    cut it differently at the ends)."""
    a, b = " ".join(sentence.split()), " ".join(named.split())
    return bool(a and b) and (a[:40] in b or b[:40] in a)


def load_set(name: str, *, split: str = "test", root: Path | None = None) -> list[Row]:
    rows = []
    folder = root or SET_DIRS.get(name, REAL_DIR)
    for line in (folder / f"{name}.jsonl").read_text(encoding="utf-8").splitlines():
        raw = json.loads(line)
        if split != "all" and raw.get("split", "test") != split:
            continue
        sources = [Source.from_dict(s) for s in raw["sources"]]
        rows.append(Row(raw["id"], raw["question"], sources, raw["answer"], int(raw["label"]), raw.get("split", "test"), tuple(raw.get("bad_sentences") or ())))  # fmt: skip
    return rows


def _rate(flags: list[bool]) -> float | None:
    return sum(flags) / len(flags) if flags else None


def measure(critic: Any, rows: list[Row]) -> dict[str, Any]:
    """AUROC, false alarms and recall at the shipped threshold, ms per answer."""

    scores, flags, ms = [], [], []
    for row in rows:
        began = time.perf_counter()
        verdict = run_check(critic, row.question, row.sources, row.answer, timeout=120)
        ms.append((time.perf_counter() - began) * 1000)
        flags.append(verdict.hallucinated)
        # AUROC ranks the critic's own score; the flag is measured by false alarms and recall
        scores.append(float(verdict.score if verdict.score is not None else verdict.hallucinated))
    labels = [r.label for r in rows]
    return {
        "n": len(rows),
        "n_hallucinated": sum(labels),
        "auroc": auroc(labels, scores),
        "false_alarms": _rate([f for f, y in zip(flags, labels, strict=True) if not y]),
        "recall": _rate([f for f, y in zip(flags, labels, strict=True) if y]),
        "ms_per_answer": sum(ms) / max(len(ms), 1),
    }


def baselines(rows: list[Row]) -> dict[str, float | None]:
    labels = [r.label for r in rows]
    length = [float(len(words(r.answer))) for r in rows]
    lexical = [unsupported_fraction(r.answer, r.context, r.question) for r in rows]
    return {"length": auroc(labels, length), "lexical": auroc(labels, lexical)}
