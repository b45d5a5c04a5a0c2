"""The confidence guard reads how sure the model was while writing: a draft written with
hesitant tokens fails with its least sure sentence as the negative example; a sure one, a
draft with no log-probabilities, or an honest "could not find" passes through."""

from __future__ import annotations

import math

from bot.critic.pipeline import Draft
from bot.critic.review import Candidate
from bot.guard.confidence import Confidence, hesitation, least_sure_sentence


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
