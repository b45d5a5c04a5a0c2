"""``SupportCritic`` (critic name ``support``; the default): is each answer sentence supported
by some source unit, the question, or a tool result?

Per judged sentence (pleasantries, honest refusals and framing such as "Here is what the
documentation says:" are skipped; "Based on the given passages," is stripped):

1. values: a number, time, date, e-mail address, URL or quoted string that neither the
   sources (tool results compared field by field) nor the question hold, or a yes/no field
   of a record stated the other way round ("breakfast isn't included" against
   ``"breakfast_included": true``, ``bot.critic.flags``) -> HIGH (0.99);
2. a copy: every content word and most word pairs found in the sources, no negation
   mismatch -> the lexical support model's P(unsupported) (``support_model.json``), which is
   low for copies; no transformer runs;
3. everything else: the mean of that lexical P(unsupported) and the entailment
   cross-encoder's (``bot.critic.entail``: MiniLM fine-tuned on premise/claim pairs,
   ``guardbot critic train-entail``) on the claim against its best source units;
4. instead of 2 and 3, in an answer whose sources are mostly tool results: every claim that
   no value refutes gets the tool sentence model's P(unsupported)
   (``tool_sentence_model.json``, fitted by ``bot.fit.tool_sentence`` on the sentences of the
   dev answers from tool results): a logistic regression on the lexical features and the
   log-odds of the lexical model and of the cross-encoder trained with the written claims
   too (``train-entail --written``).

The answer's ``score`` joins its worst sentence's P(unsupported) with the share of the
claims' content words that neither the sources nor the question hold (``AnswerModel``, a
logistic regression fitted on a dev mix of answers by ``support_calibrate``): an answer that
brings many words of its own needs less doubt per sentence to be flagged. A sentence is HIGH
when the answer would reach the threshold with it as the worst sentence (a missing value is
always HIGH), LOW likewise from the low threshold. Thresholds: chosen on the dev mix (stored
in ``entail_model.json``) or the deployment's (``bot/models/critic_calibration.json``). The
reason names the claim, what in it has no match, and the nearest source unit.
``entail=False`` gives the first attempt's lexical-only critic (thresholds of
``support_model.json``, worst sentence only).
"""

from __future__ import annotations

import json
import math
import re
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from bot import degenerate
from bot.critic import binding
from bot.critic.base import ProblemSentence, Verdict
from bot.critic.entail import EntailModel, get_entail_model, hypothesis, premise_for
from bot.critic.lexicon import NEGATORS, is_content, stem, tokens
from bot.critic.sentences import is_refusal, judged_sentences
from bot.critic.structured import MONEY, Values, merge, readable, source_units, values
from bot.critic.support_features import (
    MODEL_FEATURES,
    Claim,
    Evidence,
    is_frame,
    load_model,
    strip_boilerplate,
    vector,
)
from bot.detector.model import LogisticModel, ModelFileError
from bot.steps import Source
from bot.text import begins, unsupported_fraction
from tools.catalog import fold_accents

VALUE_SCORE = 0.99  # a figure the evidence does not hold


@dataclass(frozen=True)
class AnswerModel:
    """P(the answer is unsupported) = sigmoid(w_worst * worst sentence + w_words * share of
    unsupported content words + w_tool * share of the sources that are tool results + bias).
    Without one (``None`` weights) the answer score is the worst sentence's. ``w_tool``: an
    answer from terse records restates them in words of its own ("works out to £10 each" from
    "deposit: 60 GBP; party size: 6"), so its words and sentence scores run higher when it is
    right; the fit learns how much."""

    w_worst: float = 1.0
    w_words: float = 0.0
    bias: float = 0.0
    w_tool: float = 0.0

    @classmethod
    def from_dict(cls, raw: dict | None) -> AnswerModel | None:
        if not raw:
            return None
        return cls(
            float(raw["w_worst"]), float(raw["w_words"]), float(raw["bias"]),
            float(raw.get("w_tool", 0.0)),
        )  # fmt: skip

    def score(self, worst: float, words: float, tool: float = 0.0) -> float:
        z = self.w_worst * worst + self.w_words * words + self.w_tool * tool + self.bias
        return 1.0 / (1.0 + math.exp(-z))

    def sentence_cut(self, threshold: float, words: float, tool: float = 0.0) -> float:
        """The sentence score at which the answer reaches ``threshold``, given its words."""
        t = min(max(threshold, 1e-6), 1 - 1e-6)
        rest = self.bias + self.w_words * words + self.w_tool * tool
        return (math.log(t / (1 - t)) - rest) / self.w_worst


def answer_score(model: AnswerModel | None, worst: float, words: float, tool: float = 0.0) -> float:
    """The answer's score from its worst sentence, its share of unsupported words and of tool
    sources; a value the sources do not hold (``VALUE_SCORE``) keeps it at least that high."""
    if model is None:
        return worst
    return max(model.score(worst, words, tool), VALUE_SCORE if worst >= VALUE_SCORE else 0.0)


# the cross-encoder's share of a sentence's score (the lexical model has the rest)
ENTAIL_WEIGHT = 0.5
# from this share of tool sources on, an answer's claims go to the tool results' cross-encoder
TOOL_MODEL_SHARE = 0.5
# the cross-encoder runs on sentences from this lexical P(unsupported) up (and on any that
# could be HIGH). Skipping only those that could not be HIGH (a floor near 0.5) left the
# scores of clear sentences lexical-only, and the answer scores ranked worse than the flags:
# dev AUROC utilities 0.66, bookings 0.54, SmolLM2 (real2) 0.74, against 0.72, 0.65, 0.78
# here, at 4.4 s per 100 paraphrased answers (3.9 s before; 16.7 s on every sentence)
SKIP_BELOW = 0.45


# the sentence model for answers from tool results (``tool_sentence_model.json``): a logistic
# regression on the lexical features and both models' log-odds, fitted on the sentences of the
# dev answers from tool results (``guardbot critic train-entail --calibrate-only``)
TOOL_SENTENCE_PATH = Path(__file__).resolve().parents[1] / "models" / "tool_sentence_model.json"
TOOL_SENTENCE_INPUTS = (*MODEL_FEATURES, "entail_logit", "lexical_logit")


def load_tool_sentence_model(path: Path | None = None) -> LogisticModel:
    path = Path(path or TOOL_SENTENCE_PATH)
    if not path.is_file():
        raise ModelFileError(
            f"tool sentence model not found at {path}; run "
            "`guardbot critic train-entail --calibrate-only` to build it"
        )
    try:
        model = LogisticModel.from_dict(json.loads(path.read_text())["model"])
    except (ValueError, KeyError, TypeError, ModelFileError) as exc:
        raise ModelFileError(
            f"tool sentence model {path} is unreadable ({exc}); run "
            "`guardbot critic train-entail --calibrate-only`"
        ) from exc
    if tuple(model.features) != TOOL_SENTENCE_INPUTS:
        raise ModelFileError(
            f"tool sentence model {path} reads {model.features}, not {list(TOOL_SENTENCE_INPUTS)}"
        )
    return model


def _logit(p: np.ndarray) -> np.ndarray:
    p = np.clip(np.asarray(p, dtype=np.float64), 1e-4, 1 - 1e-4)
    return np.log(p / (1 - p))


def tool_sentence_inputs(
    judged: list[Claim], lexical: np.ndarray, entail: np.ndarray
) -> np.ndarray:
    """One row of ``TOOL_SENTENCE_INPUTS`` per claim."""
    X = np.array([vector(c, MODEL_FEATURES) for c in judged]).reshape(len(judged), -1)
    return np.column_stack([X, _logit(entail), _logit(lexical)])


def entail_pairs(evidence: Evidence, question: str, claims: list[Claim]) -> list[tuple[str, str]]:
    """(premise, hypothesis) per claim for a cross-encoder: the claim as judged against its
    best evidence units, record lines read as prose ("9 March 2026", "6 pm"; the models
    trained on premises as written, and on the dev records and structured sets this read them
    better)."""
    hyps = [hypothesis(c.sentence, question) for c in claims]
    return [(readable(premise_for(evidence, h)), h) for h in hyps]


def tool_share(sources: list[Source]) -> float:
    """Share of the sources that are tool results (records rather than prose)."""
    return sum(s.kind == "tool" for s in sources) / len(sources) if sources else 0.0


def claims_and_units(sources: list[Source], answer: str) -> tuple[list[str], list[str]]:
    """The answer's judged sentences (no pleasantries, refusals or framing) and the sources'
    units (sentences, table rows, JSON records)."""
    claims = [s for s in judged_sentences(answer) if not is_refusal(s) and not is_frame(s)]
    units = list(
        dict.fromkeys(u for src in sources for u in source_units(src.kind, src.text, src.title))
    )
    return claims, units


def unsupported_words(
    claims: list[str], sources: list[Source], units: list[str], question: str
) -> float:
    """Share of the claims' content words (framing stripped) found in neither the sources (as
    written, as units, so "opening_hours" also reads "opening hours", and as a reader says a
    record line: "2026-03-09" reads "9 March", "18:00" "6 pm") nor the question."""
    text = " ".join(strip_boilerplate(c) or c for c in claims)
    spoken = [readable(u) for u in units]
    return unsupported_fraction(text, *(s.text for s in sources), *units, *spoken, question)


class SupportCritic:
    name = "support"

    def __init__(
        self,
        *,
        path: Path | None = None,
        threshold: float | None = None,
        entail: bool = True,
        skip_below: float | None = None,
        tool_sentences: bool = True,
    ):
        self.model = load_model(path)
        self.entail = get_entail_model() if entail else None
        self.entail_tool = get_entail_model("tool") if entail else None
        self.answer_model = (
            AnswerModel.from_dict(self.entail.meta.get("answer_model")) if self.entail else None
        )
        default, low = (
            (self.entail.threshold, self.entail.low_threshold)
            if self.entail
            else (self.model.threshold, self.model.low_threshold)
        )
        self.threshold = float(threshold if threshold is not None else default)
        self.low_threshold = min(float(low), self.threshold)
        # the cross-encoder is not run on a sentence whose lexical P(unsupported) is below
        # this; ``None``: ``SKIP_BELOW``, or lower where the answer's HIGH sentence cut needs it
        # (below that a certain cross-encoder could not make the sentence HIGH, so the flags
        # are those of the cross-encoder on every claim; only the scores of clear sentences
        # differ)
        self.skip_below = skip_below
        # answers from tool results: every claim's score from the tool sentence model
        self.tool_sentences = (
            load_tool_sentence_model() if entail and tool_sentences and self.entail_tool else None
        )

    def warmup(self) -> None:
        """Load the MiniLM vocabulary and word vectors now rather than in the first check."""
        Evidence(["warm up"], "warm up").claim("warm up")
        if self.entail:
            self.entail.unsupported([("warm up", "warm up")])
        if self.entail_tool:
            self.entail_tool.unsupported([("warm up", "warm up")])

    def check(self, question: str, sources: list[Source], answer: str) -> Verdict:
        started = time.perf_counter()
        verdict = Verdict(critic=self.name)
        claims, units = claims_and_units(sources, answer)
        if not claims:
            verdict.general_thoughts = (
                "Nothing to judge: only pleasantries, framing or honest refusals."
            )
            verdict.score = 0.0
        elif not units:
            verdict.problematic_sentences = [
                ProblemSentence(
                    s, "There are no sources, so this claim rests on nothing.", "HIGH", self.name
                )
                for s in claims
            ]
            verdict.sentence_scores = [(s, 1.0) for s in claims]
            verdict.score = 1.0
        else:
            text = normalised(" ".join(src.text for src in sources))
            words = unsupported_words(claims, sources, units, question)
            self._judge(verdict, question, units, claims, text, words, tool_share(sources))
            _misbound(verdict, claims, sources, self.name)
            _echoes(verdict, claims, sources, question, self.name)
            _restricted_yes(verdict, claims, sources, question, self.name)
        verdict.latency_ms = (time.perf_counter() - started) * 1000
        return verdict

    def cuts(self, words: float, tool: float = 0.0) -> tuple[float, float]:
        """(HIGH, LOW) sentence cuts for an answer with this share of unsupported words (and
        of tool sources)."""
        if self.answer_model is None:
            return self.threshold, self.low_threshold
        m = self.answer_model
        return (
            m.sentence_cut(self.threshold, words, tool),
            m.sentence_cut(self.low_threshold, words, tool),
        )

    def score_claims(
        self,
        question: str,
        units: list[str],
        claims: list[str],
        source_text: str = "",
        words: float = 0.0,
        tool: float = 0.0,
    ) -> list[tuple[Claim, float]]:
        """(claim, P(unsupported)) per claim; ``source_text`` (``normalised``) finds verbatim
        copies; ``words`` (``unsupported_words``) sets the HIGH cut below which the
        cross-encoder need not run."""
        evidence = Evidence(units, question)
        judged = answer_claims(evidence, claims)
        probs = self.lexical(judged)
        if self.entail_tool and self.tool_sentences and tool >= TOOL_MODEL_SHARE:
            probs = self._tool_sentences(evidence, question, judged, probs)
        elif self.entail:
            copies = [is_copy(c) or is_verbatim(c.sentence, source_text) for c in judged]
            floor = self.skip_below
            if floor is None:
                # below this lexical score even a certain cross-encoder cannot reach the cut
                cut = (self.cuts(words, tool)[0] - ENTAIL_WEIGHT) / (1 - ENTAIL_WEIGHT)
                floor = min(SKIP_BELOW, cut)
            model = (
                self.entail_tool if tool >= TOOL_MODEL_SHARE and self.entail_tool else self.entail
            )
            probs = self._entailment(evidence, question, judged, probs, copies, floor, model)
        return [
            (c, VALUE_SCORE if c.refuted else float(p)) for c, p in zip(judged, probs, strict=True)
        ]

    def _entailment(
        self,
        evidence: Evidence,
        question: str,
        judged: list[Claim],
        lexical: np.ndarray,
        copies: list[bool],
        floor: float,
        model: EntailModel,
    ) -> np.ndarray:
        """The mean of the lexical and the cross-encoder's P(unsupported) for every claim that
        is not a copy of the sources, not decided by a missing value, and lexically doubtful
        enough that the cross-encoder could make it HIGH; the others keep the lexical model's
        score (so HIGH flags, the ones that stop an answer, are the same as with the
        cross-encoder on every claim; a LOW note may differ)."""
        out = lexical.astype(float).copy()
        todo = [
            i
            for i, c in enumerate(judged)
            if not c.refuted and not copies[i] and lexical[i] >= floor
        ]
        if todo:
            entail = model.unsupported(entail_pairs(evidence, question, [judged[i] for i in todo]))
            # the two models' mean: on the dev mix it beat either alone (the lexical model
            # misses swapped meaning, the cross-encoder doubts paraphrases that merge sentences)
            out[todo] = (1 - ENTAIL_WEIGHT) * out[todo] + ENTAIL_WEIGHT * entail
        return out

    def _tool_sentences(
        self, evidence: Evidence, question: str, judged: list[Claim], lexical: np.ndarray
    ) -> np.ndarray:
        """P(unsupported) of every claim of an answer from tool results from the tool sentence
        model: the cross-encoder runs on every claim not refuted by a value (copies too: a
        claim that copies a record's words can still put them to the wrong use)."""
        assert self.tool_sentences is not None
        out = lexical.astype(float).copy()
        todo = [i for i, c in enumerate(judged) if not c.refuted]
        if todo:
            X = self.tool_inputs(evidence, question, [judged[i] for i in todo], lexical[todo])
            out[todo] = self.tool_sentences.predict_proba(X)
        return out

    def lexical(self, judged: list[Claim]) -> np.ndarray:
        """The lexical model's P(unsupported) per claim."""
        return self.model.predict_proba(
            np.array([vector(c, tuple(self.model.features)) for c in judged])
        )

    def tool_inputs(
        self, evidence: Evidence, question: str, judged: list[Claim], lexical: np.ndarray
    ) -> np.ndarray:
        """The tool sentence model's inputs (``TOOL_SENTENCE_INPUTS``) per claim, the tool
        results' cross-encoder run on each."""
        assert self.entail_tool is not None
        entail = self.entail_tool.unsupported(entail_pairs(evidence, question, judged))
        return tool_sentence_inputs(judged, lexical, entail)

    def _judge(
        self,
        verdict: Verdict,
        question: str,
        units: list[str],
        claims: list[str],
        text: str,
        words: float,
        tool: float = 0.0,
    ) -> None:
        high, low = self.cuts(words, tool)
        for claim, score in self.score_claims(question, units, claims, text, words, tool):
            verdict.sentence_scores.append((claim.sentence, round(score, 4)))
            severity = "HIGH" if score >= high or claim.refuted else "LOW" if score >= low else None
            if severity:
                verdict.problematic_sentences.append(
                    ProblemSentence(claim.sentence, explain(claim, score), severity, self.name)
                )
        worst = max(s for _, s in verdict.sentence_scores)
        verdict.score = answer_score(self.answer_model, worst, words, tool)
        n_high = sum(p.severity == "HIGH" for p in verdict.problematic_sentences)
        verdict.general_thoughts = (
            f"{len(claims)} sentence(s) checked against {len(units)} source unit(s); "
            f"{n_high} not supported, "
            f"{len(verdict.problematic_sentences) - n_high} weakly supported "
            f"({words:.0%} of the answer's content words are in neither the sources nor the "
            f"question; answer score {verdict.score:.2f}, threshold {self.threshold:.2f})."
        )


def _misbound(verdict: Verdict, claims: list[str], sources: list[Source], name: str) -> None:
    """A claim that gives one record's value as another's (``bot.critic.binding``) is HIGH,
    as a value no source holds is: every value in it is in the sources, but not where it
    says."""
    data = [d for d in (binding.tool_data(s.text) for s in sources if s.kind == "tool") if d]
    if not data:
        return
    records = binding.Records(data)  # read once, asked of each claim
    flagged = {p.sentence for p in verdict.problematic_sentences if p.severity == "HIGH"}
    for claim in claims:
        why = None if claim in flagged else records.misbound(claim)
        if why is not None:
            _flag(verdict, claim, f"Said of the wrong record: {why}.", name)


def _flag(verdict: Verdict, claim: str, reason: str, name: str) -> None:
    """``claim`` HIGH for ``reason``, as a value no source holds is."""
    verdict.problematic_sentences = [
        p for p in verdict.problematic_sentences if p.sentence != claim
    ] + [ProblemSentence(claim, reason, "HIGH", name)]
    verdict.sentence_scores = [
        (s, VALUE_SCORE if s == claim else v) for s, v in verdict.sentence_scores
    ]
    verdict.score = max(verdict.score or 0.0, VALUE_SCORE)


def _echoes(
    verdict: Verdict, claims: list[str], sources: list[Source], question: str, name: str
) -> None:
    """A claim made only of the question's words, none of any source's ("Yes, there is a
    cafe in the library" beside a member's record) is HIGH: the words a question brings are
    not held against an answer, so such a claim scored as supported, but it says what was
    asked, not what was found."""
    held = {stem(w) for s in sources for w in tokens(s.text.replace("_", " ")) if is_content(w)}
    asked = {stem(w) for w in tokens(question) if is_content(w)}
    flagged = {p.sentence for p in verdict.problematic_sentences if p.severity == "HIGH"}
    for claim in claims:
        words = {stem(w) for w in tokens(claim) if is_content(w)}
        if claim in flagged or not words or words & held or not words & asked:
            continue
        _flag(verdict, claim, "Only the question's words: no source says this.", name)


# a question answered yes or no: "Is reception open on Mondays?", "can I park in the yard?"
_YES_NO = re.compile(
    r"^\W*(?:(?:hi|hello|hey|ok|okay|so|and|but|also)\W+)*"
    r"(?:is|are|am|was|were|can|could|do|does|did|will|would|should|shall|may|has|have|must)"
    r"(?:n't)?\b",
    re.IGNORECASE,
)
_PLAIN_YES = re.compile(r"^\W*(?:yes|yep|yeah|sure|of course|absolutely)\b", re.IGNORECASE)
# what a sentence says to limit or deny ("the yard is for loading only", "closed Sunday and
# Monday", "a class you miss is not refunded")
_RESTRICTS = re.compile(
    r"\b(?:not|no|never|only|closed|except|unless|cannot|can't|isn't|aren't|don't|doesn't|"
    r"won't|mustn't|prohibited|forbidden|banned)\b",
    re.IGNORECASE,
)
# days and months as records shorten them ("Mon, Tue", "12 Mar")
_SHORT_NAMES = frozenset(
    "mon tue wed thu fri sat sun jan feb mar apr may jun jul aug sep oct nov dec".split()
)
_DAY_OR_MONTH = re.compile(
    r"(?:mon|tues?|wednes|thurs?|fri|satur|sun)days?$|(?:january|february|march|april|june|july"
    r"|august|september|october|november|december)$"
)
# a question's clauses: "If I cancel a week before, do I get my deposit back?"
_QUESTION_PARTS = re.compile(r"(?<=[.?!,;:])\s+|\s+-\s+")


def _restricted_yes(
    verdict: Verdict, claims: list[str], sources: list[Source], question: str, name: str
) -> None:
    """A plain "Yes" to a yes/no question is HIGH when the document sentence that answers it
    (most words shared with the question and the claim) limits or denies ("Yes, reception
    is open on Mondays" beside "Reception is open Tuesday to Saturday (closed Sunday and
    Monday)"; "Yes, you can park in the yard" beside "The yard is for loading only"). The
    words of such a "yes" are all in the sources, so nothing else catches it; a small
    model says "yes" to what it read as near. Records have their yes/no fields
    (``bot.critic.flags``); this reads prose."""
    asking = next((c for c in _QUESTION_PARTS.split(question) if _YES_NO.match(c)), "")
    if not claims or not asking or not _says_yes(claims[0], asking):
        return
    if any(p.sentence == claims[0] and p.severity == "HIGH" for p in verdict.problematic_sentences):
        return
    # what the yes says is so, that no source holds ("is Leon Ashworth on the crew for move
    # 5033?" beside a crew of two others; "does Zoë work fridays?" beside Mon-Thu)
    held = {
        stem(w)
        for src in sources
        for w in tokens(fold_accents(src.text.replace("_", " ")))
        if is_content(w)
    }
    said = set(tokens(fold_accents(claims[0])))
    unheld = [
        w
        for w in dict.fromkeys(tokens(fold_accents(asking)))
        if is_content(w)
        and w.isalpha()
        and len(w) >= 3
        and not _held(w, held)
        # what the yes repeats as so, or a day or month it says yes to; not what only
        # describes the record ("has my delay repay claim been paid?": "Yes, ... paid")
        and (w in said or _DAY_OR_MONTH.match(w) is not None)
    ]
    if unheld:
        reason = f"A plain yes, but no source says {', '.join(unheld[:3])!r}: the question's words, not the records'."
        _flag(verdict, claims[0], reason, name)
        return
    found = deciding_sentence(question, claims[0], sources)
    if found is not None:
        _, best, cue = found
        reason = f"{RESTRICTED_YES} {cue!r}: {' '.join(best.split())[:200]}"
        _flag(verdict, claims[0], reason, name)


def _held(word: str, held: set[str]) -> bool:
    """Does a source hold the word: its stem, a stem it begins or that begins it (four
    letters on), or its day's or month's short name ("thursdays" and "Thu")?"""
    mine = stem(word)
    return (
        mine in held
        or any(begins(mine, h, least=4) for h in held)
        or (word[:3] in _SHORT_NAMES and word[:3] in held)
    )


RESTRICTED_YES = "A plain yes, where the source that answers says"


def deciding_sentence(
    question: str, claim: str, sources: list[Source]
) -> tuple[int, str, str] | None:
    """(index of its source, sentence, cue): the document sentence that answers a yes/no
    question (most content words shared with the question and the claim), when it limits or
    denies (``_RESTRICTS``); None when it does not, or no sentence shares two words."""
    asked = {stem(w) for w in tokens(f"{question} {claim}") if is_content(w) and w.isalpha()}
    best, at, shared = "", -1, 1
    for i, source in enumerate(sources):
        if source.kind != "document":
            continue
        for sentence in degenerate.split_sentences(source.text):
            words = {stem(w) for w in tokens(sentence) if is_content(w)}
            if len(words & asked) > shared:
                best, at, shared = sentence, i, len(words & asked)
    cue = _RESTRICTS.search(best)
    return (at, " ".join(best.split()), cue.group(0)) if cue is not None else None


def _says_yes(claim: str, asking: str) -> bool:
    """Does the claim answer the yes/no question yes: "Yes, ...", or the question's own
    words said back without a negation ("Reception is open on Mondays." for "Is reception
    open on Mondays?", as a draft regenerated without its "Yes" put it)?"""
    if _PLAIN_YES.match(claim):
        return True
    said = tokens(fold_accents(claim))
    if any(w in NEGATORS or w.endswith("n't") for w in said) or _RESTRICTS.search(claim):
        return False  # it says no, or says what limits it (a quote of the sentence that does)
    asked = {stem(w) for w in tokens(fold_accents(asking)) if is_content(w) and w.isalpha()}
    held = {stem(w) for w in said}
    return len(asked) >= 2 and len(asked & held) >= 2 * len(asked) / 3


def answer_claims(evidence: Evidence, claims: list[str]) -> list[Claim]:
    """The answer's claims in order; a figure an earlier claim gave and that held (a total
    it worked out) counts as given for the later ones."""
    judged: list[Claim] = []
    said: Values | None = None
    # per currency (or duration unit), each held claim's largest amount in it, in order: the
    # lines of the items an answer lists ("Compute: ... = £22.50", "Storage: ... = £32.00",
    # "Egress: ... = £77.00", then "£131.50 in overage"; "(22 minutes)", "(20 minutes)")
    items: dict[str, list[float]] = {}
    for i, s in enumerate(claims):
        given = said
        if s.rstrip().endswith(":"):
            # "you paid £17.20 in fees altogether:" and the fees listed after it
            ahead = _listed_totals(claims[i + 1 : i + 13])
            if ahead:
                given = merge([said, Values(totals=ahead)] if said else [Values(totals=ahead)])
        claim = evidence.claim(s, text=strip_boilerplate(s) or s, earlier=given)
        judged.append(claim)
        if not claim.refuted:
            said = merge([said, claim.values] if said else [claim.values])
            for unit in {u for _, u in claim.values.quantities if u in _ITEM_UNITS}:
                series = items.setdefault(unit, [])
                series.append(_item_amount(s, claim.values, unit))
                # totals of the last 3 to 12 items (the earlier runs were added before)
                said.totals |= {
                    round(sum(series[-n:]), 6) for n in range(3, min(len(series), 12) + 1)
                }
    return judged


# the units of what an answer's list items may add up: money, and the minutes or hours of
# events ("14 January, 3:10-3:32 am: degraded (22 minutes)" ... "54 minutes across three")
_ITEM_UNITS = MONEY | {"minute", "hour"}
# an item that takes money off ("15% group discount: –£64.80")
_MINUS = re.compile(r"(?:^|[\s:(])[-\u2013\u2212]\s?[£$€]\d")


def _item_amount(text: str, said: Values, unit: str) -> float:
    """A listed item's largest amount in ``unit`` (a currency, minutes, hours), negative
    where the item takes money off."""
    amount = max(v for v, u in said.quantities if u == unit)
    return -amount if _MINUS.search(text) else amount


def _listed_totals(after: list[str]) -> set[float]:
    """Totals of the first 2 to 12 items listed after a claim that ends with a colon, each
    item's largest sum of money (items of one currency, up to the first without one)."""
    series: list[float] = []
    currency = None
    for text in after:
        said = values(text)
        money = [(v, u) for v, u in said.quantities if u in MONEY]
        if not money or (currency and all(u != currency for _, u in money)):
            break
        currency = currency or max(money)[1]
        series.append(_item_amount(text, said, currency))
    return {round(sum(series[:n]), 6) for n in range(2, len(series) + 1)}


def normalised(text: str) -> str:
    """Lower-cased words and numbers separated by single spaces (for finding copies)."""
    return " " + " ".join(re.findall(r"[a-z0-9]+", text.lower())) + " "


def is_verbatim(sentence: str, source_text: str) -> bool:
    """The sentence (without boilerplate) appears word for word in the sources, or has no
    words at all (a list number such as "3.")."""
    words = normalised(strip_boilerplate(sentence) or sentence)
    return words.strip() == "" or (len(words.split()) >= 3 and words in source_text)


def is_copy(claim: Claim) -> bool:
    """A claim whose words and word pairs the sources all hold (a quoted or copied sentence)."""
    f = claim.features
    return (
        f["cov"] >= 0.999
        and f["bigram"] >= 0.8
        and not f["neg_mismatch"]
        and not f["names_missing"]
        and f["best2_cov"] >= 0.999
    )


def explain(claim: Claim, score: float) -> str:
    """The claim, what in it has no match in the sources, and the nearest source unit."""
    parts = []
    if claim.missing:
        parts.append("the sources do not give " + ", ".join(claim.missing[:4]))
    flipped = claim.conflicts
    if flipped:
        parts.append(
            "it states the other way round what the record says: " + ", ".join(flipped[:4])
        )
    if claim.missing_names:
        parts.append("they never name " + ", ".join(claim.missing_names[:4]))
    if claim.unmatched and not claim.refuted:
        parts.append('nothing in them matches "' + '", "'.join(claim.unmatched[:5]) + '"')
    what = "; ".join(parts) or "no source sentence says this"
    nearest = claim.nearest if len(claim.nearest) <= 240 else claim.nearest[:237] + "..."
    return (
        f'Claim: "{_short(claim.sentence)}" - {what}. Nearest source: "{nearest}" '
        f"(P(unsupported) {score:.2f})."
    )


def _short(text: str, limit: int = 160) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 3] + "..."
