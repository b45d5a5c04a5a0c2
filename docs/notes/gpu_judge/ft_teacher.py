"""Full fine-tune of SmolLM2-135M as the sentence judge on CPU, fold 0 of the two-fold teacher
(trains on the pairs whose group hashes to fold 1), one epoch, resumable: it stops at DEADLINE
(epoch seconds) and saves model + optimiser + scheduler + position to OUT/ckpt.pt; run again to go on.
When training is done it scores the eval pairs (nine calibration dev sets) and the fold-0 pairs (OOF)."""
import json, glob, hashlib, time, random, sys, os
import numpy as np, torch
from tokenizers import Tokenizer
from transformers import AutoModelForCausalLM
torch.set_num_threads(2)
OUT = sys.argv[1]; os.makedirs(OUT, exist_ok=True)
DEADLINE = float(os.environ.get("DEADLINE", time.time() + 3600))
D = [d for d in sorted(glob.glob("logs/cache/local-models/SmolLM2-135M-Instruct.Q4_1-*/")) if "-ct2-" not in d][0]
tok = Tokenizer.from_file(D + "tokenizer.json")
lm = AutoModelForCausalLM.from_pretrained(D, dtype=torch.float32).model
head = torch.nn.Linear(576, 1)
def rows(p): return [json.loads(l) for l in open(p)]
tr, ev = rows(".gpu/train.jsonl"), rows(".gpu/eval.jsonl")
PRE, CL = tok.encode("Source: ", add_special_tokens=False).ids, tok.encode("\nClaim: ", add_special_tokens=False).ids
END = tok.encode("\nIs the claim supported by the source?", add_special_tokens=False).ids
def enc(r): return [1] + PRE + tok.encode(r["p"], add_special_tokens=False).ids[:256] + CL + tok.encode(r["c"], add_special_tokens=False).ids[:64] + END
fold = np.array([int(hashlib.sha256(str(r["g"]).encode()).hexdigest(), 16) % 2 for r in tr])
y = np.array([r["y"] for r in tr])
idx = [i for i in range(len(tr)) if fold[i] != 0]
rng = random.Random(15); rng.shuffle(idx)
if os.environ.get("MAXPAIRS"): idx = idx[:int(os.environ["MAXPAIRS"])]
bs = 16; steps = (len(idx) + bs - 1) // bs
params = list(lm.parameters()) + list(head.parameters())
opt = torch.optim.AdamW([{"params": lm.parameters(), "lr": 5e-5}, {"params": head.parameters(), "lr": 1e-3}], weight_decay=0.01)
sch = torch.optim.lr_scheduler.LambdaLR(opt, lambda s: min(1.0, (s + 1) / (0.06 * steps)) * max(0.0, 1 - s / steps))
pw = torch.tensor([(y[idx] == 0).sum() / max(1, (y[idx] == 1).sum())], dtype=torch.float32)
lossf = torch.nn.BCEWithLogitsLoss(pos_weight=pw)
start = 0; ck = f"{OUT}/ckpt.pt"
if os.path.exists(ck):
    st = torch.load(ck, weights_only=False)
    lm.load_state_dict(st["lm"]); head.load_state_dict(st["head"]); opt.load_state_dict(st["opt"]); sch.load_state_dict(st["sch"]); start = st["step"]
    torch.set_rng_state(st["rng"])
def log(*a): print(time.strftime("%H:%M:%S"), *a, flush=True)
def forward(rs, part):
    seqs = [enc(rs[i]) for i in part]; n = max(map(len, seqs))
    ids = torch.full((len(seqs), n), 2, dtype=torch.long)
    for j, s in enumerate(seqs): ids[j, :len(s)] = torch.tensor(s)
    h = lm(input_ids=ids).last_hidden_state
    return head(h[torch.arange(len(seqs)), torch.tensor([len(s) - 1 for s in seqs])])[:, 0]
log(f"fold 0 teacher: {len(idx)} pairs, {steps} steps, from step {start}")
lm.train(); t = time.time(); tot = 0.0
for step in range(start, steps):
    if time.time() > DEADLINE:
        torch.save({"lm": lm.state_dict(), "head": head.state_dict(), "opt": opt.state_dict(), "sch": sch.state_dict(), "step": step, "rng": torch.get_rng_state()}, ck + ".tmp")
        os.replace(ck + ".tmp", ck); log(f"deadline: saved at step {step}/{steps}"); sys.exit(0)
    part = idx[step * bs:(step + 1) * bs]
    loss = lossf(forward(tr, part), torch.tensor(y[part], dtype=torch.float32))
    opt.zero_grad(); loss.backward(); torch.nn.utils.clip_grad_norm_(params, 1.0); opt.step(); sch.step()
    tot += float(loss.detach())
    if (step + 1) % 25 == 0:
        log(f"  step {step + 1}/{steps} mean loss {tot / 25:.4f} ({time.time() - t:.0f} s)"); tot = 0.0
lm.eval(); torch.save({"lm": lm.state_dict(), "head": head.state_dict(), "step": steps}, f"{OUT}/teacher_fold0.pt")
def score(rs, ids_):
    out = {}
    with torch.inference_mode():
        o = sorted(ids_, key=lambda i: len(rs[i]["p"]) + len(rs[i]["c"]))
        for b in range(0, len(o), 16):
            part = o[b:b + 16]; out.update(zip(part, torch.sigmoid(forward(rs, part)).tolist()))
    return np.array([out[i] for i in ids_])
se = score(ev, list(range(len(ev)))); np.save(f"{OUT}/eval_fold0_full.npy", se)
from scipy.stats import rankdata
ye = np.array([r["y"] for r in ev]); org = np.array([r["o"] for r in ev])
def auroc(a, s):
    r = rankdata(s); n1 = a.sum(); n0 = len(a) - n1; return float((r[a == 1].sum() - n1 * (n1 + 1) / 2) / (n1 * n0))
per = {o[4:]: round(auroc(ye[org == o], se[org == o]), 3) for o in sorted(set(org))}
log(json.dumps({"eval_mean": round(float(np.mean(list(per.values()))), 3), "eval": per}))
test = [i for i in range(len(tr)) if fold[i] == 0]
oof = score(tr, test); np.save(f"{OUT}/oof_fold0_idx.npy", np.array(test)); np.save(f"{OUT}/oof_fold0.npy", oof)
log(json.dumps({"oof_auroc": round(auroc(y[test], oof), 3)})); log("done")
