"""The sentence model for answers from tool results (``bot/models/tool_sentence_model.json``),
fitted on the sentences of the dev answers from tool results that calibrate the critic
(``realsets.CALIBRATION_DEV_SETS``: ``portal``, ``workplace``, ``clinic``, ``motoring``,
``cloud``, ``club``, ``pharmacy``, ``school``, ``vets``; the other nine, ``ENTAIL_DEV_SETS``,
are training data of the tool results' cross-encoder, whose scores on them would be in
sample), whose hallucinated answers name their unsupported sentences.

Per claim that no value refutes: the lexical model's features, the tool results'
cross-encoder's log-odds and the lexical model's log-odds (``support.TOOL_SENTENCE_INPUTS``);
label 1 for a sentence the set names as unsupported, 0 for every sentence of a right answer
(the other sentences of a hallucinated answer are left out: a set names the sentence that
makes the answer wrong, not every weak one). A logistic regression, inputs standardised,
classes balanced, each set weighing the same, ``C`` = 0.1.

Why: on these answers the mean of the two models that serves prose ranks a wrong sentence
little better than either model alone, and the lexical model, fitted on HaluEval and
help-centre pairs, ranks them worst (answer AUROC on the answers without a value flag, mean
over the nine sets of dev5 to dev8: lexical 0.58, cross-encoder 0.70, their mean 0.71; this
model, each set scored by a fit without it, 0.75).

``support_calibrate`` calls ``fit_all``: the model fitted on every set is written, and the
answer model is fitted on each set's scores from the model fitted without it (``out_of_set``),
so that the answers it calibrates on are out of sample. Nothing here reads ``real3``/``real4``.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from bot.critic.support import (
    TOOL_MODEL_SHARE,
    TOOL_SENTENCE_INPUTS,
    TOOL_SENTENCE_PATH,
    SupportCritic,
    answer_claims,
    claims_and_units,
    tool_share,
)
from bot.critic.support_features import Claim, Evidence
from bot.detector.model import LogisticModel
from bot.eval.realsets import CALIBRATION_DEV_SETS, Row, load_set, same_sentence
from bot.fit import support_train
from bot.fit.support_train import family_weights

C = 0.1
Log = Callable[[str], None]


@dataclass(frozen=True)
class SentenceRow:
    set: str
    inputs: np.ndarray  # TOOL_SENTENCE_INPUTS
    label: int


def tool_sets(names: tuple[str, ...] = CALIBRATION_DEV_SETS) -> tuple[str, ...]:
    """The named dev sets whose answers mostly come from tool results (by default those that
    calibrate: not those the tool results' cross-encoder learnt from)."""
    return tuple(
        name
        for name in names
        if np.mean([tool_share(r.sources) for r in load_set(name, split="all")]) >= TOOL_MODEL_SHARE
    )


def labelled_claims(r: Row) -> tuple[Evidence, list[Claim], list[int]]:
    """An answer from tool results' judged claims that no value refutes, with their labels:
    every claim of a right answer (0) and the claims a hallucinated answer names (1); its
    other claims are left out (a set names the sentence that makes the answer wrong, not every
    weak one). Nothing for an answer mostly from prose."""
    evidence = Evidence([], r.question)
    if tool_share(r.sources) < TOOL_MODEL_SHARE:
        return evidence, [], []
    claims, units = claims_and_units(r.sources, r.answer)
    if not claims or not units:
        return evidence, [], []
    evidence = Evidence(units, r.question)
    judged = [c for c in answer_claims(evidence, claims) if not c.refuted]
    labels = [int(any(same_sentence(c.sentence, b) for b in r.bad_sentences)) for c in judged]
    keep = [i for i, y in enumerate(labels) if r.label == 0 or y]
    return evidence, [judged[i] for i in keep], [labels[i] for i in keep]


def sentence_rows(critic: SupportCritic, name: str, rows: list[Row]) -> list[SentenceRow]:
    """The labelled claims of one set's answers from tool results."""
    out = []
    for r in rows:
        evidence, judged, labels = labelled_claims(r)
        if not judged:
            continue
        X = critic.tool_inputs(evidence, r.question, judged, critic.lexical(judged))
        out += [SentenceRow(name, x, y) for x, y in zip(X, labels, strict=True)]
    return out


def fit(rows: list[SentenceRow]) -> LogisticModel:
    """``support_train.fit`` (standardised, classes balanced) on the rows, each set weighing
    the same."""
    X = np.array([r.inputs for r in rows])
    y = np.array([r.label for r in rows])
    weight = family_weights([r.set for r in rows])
    return support_train.fit(X, y, C=C, weight=weight, features=TOOL_SENTENCE_INPUTS)


def fit_all(
    critic: SupportCritic, *, path: Path = TOOL_SENTENCE_PATH, log: Log = print
) -> dict[str, LogisticModel]:
    """Fit on every dev set of answers from tool results and write the model to ``path``;
    return per set the model fitted without it."""
    rows: list[SentenceRow] = []
    names = tool_sets()
    for name in names:
        rows += sentence_rows(critic, name, load_set(name, split="all"))
    model = fit(rows)
    counts = {
        n: {"claims": sum(r.set == n for r in rows), "unsupported": sum(r.label for r in rows if r.set == n)}
        for n in names
    }  # fmt: skip
    info: dict[str, Any] = {
        "format": 1,
        "model": model.to_dict(),
        "sets": counts,
        "C": C,
        "rebuild": "guardbot critic train-entail --calibrate-only",
    }
    path.write_text(json.dumps(info, indent=1) + "\n")
    log(f"tool sentence model from {len(rows)} claims of {len(names)} sets -> {path}")
    return {n: fit([r for r in rows if r.set != n]) for n in names}
