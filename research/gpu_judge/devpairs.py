"""Entail pairs from dev sets' answers from tool results (sentence labels from bad_sentences)."""
import sys, os
sys.path.insert(0, os.getcwd())
from bot.eval.realsets import load_set
from bot.critic.support import claims_and_units, answer_claims, entail_pairs, tool_share, TOOL_MODEL_SHARE
from bot.critic.support_features import Evidence
from bot.eval.realsets import same_sentence as _same
from bot.fit.entail_data import EntailPair

def dev_pairs(names, start_group=5 * 10**6):
    out = []
    g = start_group
    for name in names:
        for r in load_set(name, split="all"):
            g += 1
            if tool_share(r.sources) < TOOL_MODEL_SHARE:
                continue
            claims, units = claims_and_units(r.sources, r.answer)
            if not claims or not units:
                continue
            ev = Evidence(units, r.question)
            judged = [c for c in answer_claims(ev, claims) if not c.refuted]
            if not judged:
                continue
            labels = [int(any(_same(c.sentence, b) for b in r.bad_sentences)) for c in judged]
            pairs = entail_pairs(ev, r.question, judged)
            for (p, h), y in zip(pairs, labels):
                if r.label == 0 or y:
                    out.append(EntailPair(p, h, y, f"dev-{name}", g))
    return out
