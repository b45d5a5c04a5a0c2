"""ReDeEP (hallucination scoring from a local transformer's internals) and AARF.

Public API (heavy imports are lazy):

- ``features(question, context, answer) -> dict[str, float]``: E, P, H (response score), H_max,
  H_sentence_max, frac_above, n_tokens, prob_logreg, and H_chunk / H_chunk_max when the
  calibration has a chunk level;
- ``detector_features(...)``: the same with ``redeep_``-prefixed names (``redeep_ecs``,
  ``redeep_pks``, ``redeep_score``, ...) for the local detector's optional feature group;
- ``bot.critic.redeep.ReDeEPCritic``; ``bot.redeep.aarf.generate_with_aarf``.
"""

from __future__ import annotations

from bot.redeep.scorer import get_scorer


def features(question: str, context: str, answer: str) -> dict[str, float]:

    return dict(get_scorer().score(question, context, answer).features)


def detector_features(question: str, context: str, answer: str) -> dict[str, float]:
    f = features(question, context, answer)
    out = {"redeep_ecs": f["E"], "redeep_pks": f["P"], "redeep_score": f["H"]}
    out.update({f"redeep_{k}": v for k, v in f.items() if k not in ("E", "P", "H")})
    return out
