"""The confidence guard reads how sure the model was while writing: a draft written with
hesitant tokens fails with its least sure sentence as the negative example; a sure one, a
draft with no log-probabilities, or an honest "could not find" passes through."""

from __future__ import annotations

import math

from bot.critic.pipeline import Draft
from bot.critic.review import Candidate
from bot.guard.confidence import Confidence, hesitation, least_sure_sentence, value_hesitation


def tokens(text_and_probs):
    return [(t, math.log(p)) for t, p in text_and_probs]


SURE = tokens([("Use", 0.99), (" -n", 0.97), (" (--no-clobber)", 0.95), (" [1]", 0.9), (".", 0.99)])
HESITANT = tokens(
    [
        ("Use", 0.9),
        (" -x", 0.95),
        (".", 0.99),
        (" It", 0.3),
        (" also", 0.2),
        (" sorts", 0.25),
        (".", 0.9),
    ]
)


def draft(answer, logprobs, tool_route=True):
    candidate = Candidate(answer=answer, logprobs=logprobs)
    return Draft(question="q?", candidate=candidate, local=True, tool_route=tool_route)


def test_citation_markers_and_punctuation_do_not_count():
    assert hesitation([("[", -5.0), ("1", -5.0), ("]", -5.0), (".", -5.0), ("Yes", -0.1)]) == 0.1
    assert hesitation([]) is None


def test_a_sure_draft_passes():
    assert Confidence(threshold=0.3).check(draft("Use -n (--no-clobber) [1].", SURE)) is None


def test_a_hesitant_draft_fails_on_its_least_sure_sentence():
    finding = Confidence(threshold=0.3).check(draft("Use -x. It also sorts.", HESITANT))
    assert finding is not None and finding.on_fail == "quote" and finding.failed
    (problem,) = finding.verdict.problematic_sentences
    assert problem.sentence == "It also sorts." and problem.severity == "HIGH"
    assert finding.verdict.score > 0.3


def test_on_the_documents_route_it_judges_only_when_asked_to():
    hesitant = draft("Use -x. It also sorts.", HESITANT, tool_route=False)
    assert Confidence(threshold=0.3).check(hesitant) is None
    finding = Confidence(threshold=0.3, documents=True).check(hesitant)
    assert finding is not None and finding.failed


def test_nothing_to_read_or_an_honest_no_passes():
    assert Confidence().check(draft("Use -x.", [])) is None
    unsure_refusal = tokens([("I could not find that in the help centre.", 0.2)])
    assert (
        Confidence().check(draft("I could not find that in the help centre.", unsure_refusal))
        is None
    )


def test_the_least_sure_sentence_of_a_multi_sentence_answer():
    assert least_sure_sentence("Use -x. It also sorts.", HESITANT) == "It also sorts."


# a right draft that hesitates over its wording and copies its value surely, and a draft
# that writes its value unsurely (the model picking between two records' dates)
SURE_VALUE = tokens(
    [("The", 0.45), (" card", 0.46), (" expired", 0.58), (" on", 0.96)]
    + [(" ", 0.6), ("2", 0.99), ("0", 0.99), ("2", 0.99), ("6", 0.99), ("-", 0.99)]
    + [("1", 0.99), ("1", 0.99), ("-", 0.99), ("0", 0.99), ("1", 0.99), (".", 0.99)]
)
UNSURE_VALUE = tokens(
    [("The", 0.9), (" book", 0.9), (" is", 0.95), (" due", 0.9), (" on", 0.96), (" ", 0.9)]
    + [("2", 0.99), ("0", 0.99), ("2", 0.99), ("6", 0.99), ("-", 0.99), ("1", 0.9)]
    + [("1", 0.9), ("-", 0.99), ("1", 0.15), ("0", 0.2), (".", 0.99)]
)


def test_value_hesitation_reads_only_the_tokens_that_carry_values():
    assert value_hesitation(tokens([(" expired", 0.5), (" 2", 0.9)])) == -math.log(0.9)
    assert value_hesitation(tokens([(" Ciarán", 0.5), (" and", 0.1)])) == -math.log(0.5)
    assert value_hesitation(tokens([(" it", 0.5), (" is", 0.5)])) is None


def test_on_values_a_surely_copied_value_passes_and_an_unsure_one_fails():
    whole = Confidence(threshold=0.25)
    valued = Confidence(threshold=0.25, values_threshold=0.35)
    right = draft("The card expired on 2026-11-01.", SURE_VALUE)
    wrong = draft("The book is due on 2026-11-10.", UNSURE_VALUE)
    assert whole.check(right) is not None  # the wording's hesitation held it back
    assert valued.check(right) is None
    finding = valued.check(wrong)
    assert finding is not None and "values it wrote" in finding.verdict.general_thoughts


def test_on_values_a_draft_without_one_is_judged_whole():
    valued = Confidence(threshold=0.3, values_threshold=0.35)
    assert valued.check(draft("Use -x. It also sorts.", HESITANT)) is not None
