"""Full fine-tune of SmolLM2-135M as the sentence judge on CPU, fold FOLD (env, default 0) of the two-fold
teacher (trains on the pairs whose group hashes to the other fold), one epoch, resumable: it stops at DEADLINE
(epoch seconds) and saves model + optimiser + scheduler + position to OUT/ckpt.pt; run again to go on.
When training is done it scores the eval pairs (nine calibration dev sets) and the left-out fold's pairs (OOF)."""
import json, time, random, sys, os
import numpy as np, torch
from smol_judge import load, rows, fold_of, forward, score
sys.path.insert(0, "."); from bot.eval.metrics import auroc
torch.set_num_threads(2)
OUT = sys.argv[1]; os.makedirs(OUT, exist_ok=True)
F = int(os.environ.get("FOLD", 0))  # the fold this teacher leaves out (scores out-of-fold)
DEADLINE = float(os.environ.get("DEADLINE", time.time() + 3600))
lm, head = load()
tr, ev = rows(".gpu/train.jsonl"), rows(".gpu/eval.jsonl")
fold = fold_of(tr)
y = np.array([r["y"] for r in tr])
idx = [i for i in range(len(tr)) if fold[i] != F]
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
log(f"fold {F} teacher: {len(idx)} pairs, {steps} steps, from step {start}")
lm.train(); t = time.time(); tot = 0.0
for step in range(start, steps):
    if time.time() > DEADLINE:
        torch.save({"lm": lm.state_dict(), "head": head.state_dict(), "opt": opt.state_dict(), "sch": sch.state_dict(), "step": step, "rng": torch.get_rng_state()}, ck + ".tmp")
        os.replace(ck + ".tmp", ck); log(f"deadline: saved at step {step}/{steps}"); sys.exit(0)
    part = idx[step * bs:(step + 1) * bs]
    loss = lossf(forward(lm, head, tr, part), torch.tensor(y[part], dtype=torch.float32))
    opt.zero_grad(); loss.backward(); torch.nn.utils.clip_grad_norm_(params, 1.0); opt.step(); sch.step()
    tot += float(loss.detach())
    if (step + 1) % 25 == 0:
        log(f"  step {step + 1}/{steps} mean loss {tot / 25:.4f} ({time.time() - t:.0f} s)"); tot = 0.0
lm.eval(); torch.save({"lm": lm.state_dict(), "head": head.state_dict(), "step": steps}, f"{OUT}/teacher_fold{F}.pt")
se = score(lm, head, ev, list(range(len(ev)))); np.save(f"{OUT}/eval_fold{F}_full.npy", se)
ye = np.array([r["y"] for r in ev]); org = np.array([r["o"] for r in ev])
per = {o[4:]: round(auroc(ye[org == o].tolist(), se[org == o].tolist()), 3) for o in sorted(set(org))}
log(json.dumps({"eval_mean": round(float(np.mean(list(per.values()))), 3), "eval": per}))
test = [i for i in range(len(tr)) if fold[i] == F]
oof = score(lm, head, tr, test); np.save(f"{OUT}/oof_fold{F}_idx.npy", np.array(test)); np.save(f"{OUT}/oof_fold{F}.npy", oof)
log(json.dumps({"oof_auroc": round(auroc(y[test].tolist(), oof.tolist()), 3)})); log("done")
