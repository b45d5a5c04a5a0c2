import sys, os, json, hashlib, time
sys.path.insert(0, os.getcwd())
from bot.eval.realsets import load_set, ENTAIL_DEV_SETS, same_sentence
from bot.critic.support import claims_and_units, answer_claims, entail_pairs, tool_share, TOOL_MODEL_SHARE
from bot.critic.support_features import Evidence
t = time.time(); n = 0
seen = set(json.loads(l)["p"] + "\x00" + json.loads(l)["c"] for l in open(".gpu/train.jsonl"))
with open(".gpu/pool.jsonl", "w") as f:
    for name in ENTAIL_DEV_SETS:
        for r in load_set(name, split="all"):
            if r.label != 1 or tool_share(r.sources) < TOOL_MODEL_SHARE:
                continue
            claims, units = claims_and_units(r.sources, r.answer)
            if not claims or not units:
                continue
            ev = Evidence(units, r.question)
            judged = [c for c in answer_claims(ev, claims) if not c.refuted]
            for c, (p, h) in zip(judged, entail_pairs(ev, r.question, judged)):
                if any(same_sentence(c.sentence, b) for b in r.bad_sentences) or (p + "\x00" + h) in seen:
                    continue
                f.write(json.dumps({"p": p, "c": h, "y": -1, "o": f"pool-{name}", "val": False}) + "\n"); n += 1
print(n, time.time() - t)
