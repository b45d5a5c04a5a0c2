"""The Phoenix-style binary critic: rails, explanation, unparseable replies."""

from __future__ import annotations

import pytest

from bot.critic.binary import BinaryCritic, snap_to_rails
from bot.llm.scripted import ScriptedModel
from tests.critic.helpers import SOURCES


@pytest.mark.parametrize(
    ("reply", "label"),
    [
        ("factual", "factual"),
        ("Hallucinated.", "hallucinated"),
        ('"factual"', "factual"),
        ("The answer is a hallucination.", "hallucinated"),
        ("It is not factual.", "hallucinated"),
        ("EXPLANATION: the factual parts are fine but...\nLABEL: hallucinated", "hallucinated"),
        ("The answer is not a hallucination of the reference.", "factual"),
        ("The answer is factual and not hallucinated.", "factual"),
        ("factual or hallucinated", None),
        ("I cannot tell.", None),
        ("", None),
    ],
)
def test_rails_snap_or_refuse(reply, label):
    assert snap_to_rails(reply) == label


def test_hallucinated_label_gives_high_verdict_with_prompt_filled():
    model = ScriptedModel(["hallucinated"])
    verdict = BinaryCritic(model=model).check("Reset by SMS?", SOURCES, "Yes, by SMS.")
    assert verdict.severity_level == "HIGH" and verdict.score == 1.0
    prompt = model.requests[0].messages[0]["content"]
    assert "[Query]: Reset by SMS?" in prompt and "[Answer]: Yes, by SMS." in prompt
    assert "never sends reset codes by SMS" in prompt


def test_factual_label_passes():
    verdict = BinaryCritic(model=ScriptedModel(["factual"])).check("q", SOURCES, "We email a code.")
    assert verdict.severity_level == "NONE" and verdict.score == 0.0 and not verdict.unparseable


def test_explanation_is_kept_as_the_reason():
    reply = "The reference says email only, the answer says SMS.\nLABEL: hallucinated"
    model = ScriptedModel([reply])
    verdict = BinaryCritic(model=model, explain=True).check("q", SOURCES, "By SMS.")
    assert "email only" in verdict.problematic_sentences[0].reason
    assert "EXPLANATION" in model.requests[0].messages[0]["content"]


def test_reply_outside_the_rails_is_unparseable():
    verdict = BinaryCritic(model=ScriptedModel(["maybe?"])).check("q", SOURCES, "By SMS.")
    assert verdict.unparseable and verdict.raw == "maybe?"
