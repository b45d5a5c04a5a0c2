"""A few checks on the real local model (SmolLM2) with the shipped calibration."""

from __future__ import annotations

import json

import pytest

from bot.redeep.calibration import SHIPPED, load_calibration, model_signature
from bot.steps import Source

pytestmark = [pytest.mark.local_model, pytest.mark.slow]

CONTEXT = (
    "Password reset: Quillstack sends a 6-digit code by email. The code is valid for 15 minutes. "
    "Codes are never sent by SMS."
)


@pytest.fixture(scope="module")
def critic(local_model):
    from bot.critic.redeep import ReDeEPCritic
    from bot.redeep.model import LoadedModel
    from bot.redeep.scorer import ReDeEPScorer

    loaded = LoadedModel(
        local_model.model, local_model.tokenizer, local_model.model_name, local_model.lock
    )
    return ReDeEPCritic(scorer=ReDeEPScorer(loaded=loaded, calibration=load_calibration(SHIPPED)))


def test_shipped_calibration_matches_the_local_model(local_model):
    cal = load_calibration(SHIPPED)
    sig = model_signature(local_model.model)
    assert {k: cal.model[k] for k in ("layers", "heads", "kv_heads", "hidden", "vocab")} == {
        k: sig[k] for k in ("layers", "heads", "kv_heads", "hidden", "vocab")
    }
    assert 1 <= len(cal.heads) <= 11 and all(lay >= 15 for lay in cal.layers)
    assert cal.metrics["heldout"]["n"] > 0


def test_critic_on_the_real_model(critic):
    sources = [Source(kind="document", text=CONTEXT, title="Password reset")]
    question = "How do I reset my password?"
    copied = critic.check(
        question, sources, "Quillstack sends a 6-digit code by email. It is valid for 15 minutes."
    )
    made_up = critic.check(
        question, sources, "We text you a reset link by SMS. The link stays valid for 24 hours."
    )
    for v in (copied, made_up):
        assert len(v.sentence_scores) == 2 and v.score is not None and v.error is None
        assert v.latency_ms < 60_000
        thr = json.loads(v.raw)["threshold"]
        flagged = {p.sentence for p in v.problematic_sentences}
        assert flagged == {s for s, x in v.sentence_scores if x > thr}
    # Not asserted: made_up.score > copied.score. With the shipped calibration it does not hold
    # for this pair (-0.160 vs -0.137): ReDeEP on a 135M model is a weak detector (see notes).
