"""SmolLM2-135M teacher on CPU: the lower 30-K layers frozen (their output cached once), the top K
layers + final norm + a linear head fine-tuned; two folds by document group -> out-of-fold scores on
the training pairs, and each fold model's scores on the eval (nine calibration dev sets) and pool pairs."""
import json, glob, hashlib, time, random, sys, os, copy
import numpy as np, torch
from tokenizers import Tokenizer
from transformers import AutoModelForCausalLM
torch.set_num_threads(2)
K = int(os.environ.get("K", 4)); LIMIT = int(os.environ.get("LIMIT", 0)); EPOCHS = int(os.environ.get("EPOCHS", 2))
OUT = sys.argv[1]; os.makedirs(OUT, exist_ok=True)
D = [d for d in sorted(glob.glob("logs/cache/local-models/SmolLM2-135M-Instruct.Q4_1-*/")) if "-ct2-" not in d][0]
tok = Tokenizer.from_file(D + "tokenizer.json")
lm = AutoModelForCausalLM.from_pretrained(D, dtype=torch.float32).model.eval()
L = len(lm.layers)
def rows(p): return [json.loads(l) for l in open(p)]
tr, ev, po = rows(".gpu/train.jsonl"), rows(".gpu/eval.jsonl"), rows(".gpu/pool.jsonl")
if LIMIT:
    tr, ev, po = tr[:LIMIT], ev[:LIMIT // 2], po[:LIMIT // 4]
PRE, CL = tok.encode("Source: ", add_special_tokens=False).ids, tok.encode("\nClaim: ", add_special_tokens=False).ids
END = tok.encode("\nIs the claim supported by the source?", add_special_tokens=False).ids
def enc(r):
    return [1] + PRE + tok.encode(r["p"], add_special_tokens=False).ids[:256] + CL + tok.encode(r["c"], add_special_tokens=False).ids[:64] + END
allrows = tr + ev + po
seqs = [enc(r) for r in allrows]
def log(*a):
    print(time.strftime("%H:%M:%S"), *a, flush=True)
def run_layers(layers, h, start=0):
    pos = torch.arange(start, start + h.shape[1])[None, :]
    cos_sin = lm.rotary_emb(h, pos)
    for layer in layers:
        h = layer(h, position_ids=pos, position_embeddings=cos_sin)
    return h
log(f"{len(tr)} train, {len(ev)} eval, {len(po)} pool; caching the input of layer {L - K}")
states = [None] * len(seqs)
order = sorted(range(len(seqs)), key=lambda i: len(seqs[i]))
t = time.time()
with torch.inference_mode():
    for b in range(0, len(order), 16):
        idx = order[b:b + 16]
        n = max(len(seqs[i]) for i in idx)
        ids = torch.full((len(idx), n), 2, dtype=torch.long)
        for j, i in enumerate(idx):
            ids[j, :len(seqs[i])] = torch.tensor(seqs[i])
        h = run_layers(lm.layers[:L - K], lm.embed_tokens(ids))
        for j, i in enumerate(idx):
            states[i] = h[j, :len(seqs[i])].to(torch.float16).clone()
        if b % 1600 == 0:
            log(f"  cached {b + len(idx)}/{len(seqs)} ({time.time() - t:.0f} s)")
log(f"cached in {time.time() - t:.0f} s")
ntr, nev = len(tr), len(ev)
y = np.array([r["y"] for r in tr])
fold = np.array([int(hashlib.sha256(str(r["g"]).encode()).hexdigest(), 16) % 2 for r in tr])
class Top(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = copy.deepcopy(lm.layers[L - K:]); self.norm = copy.deepcopy(lm.norm)
        self.head = torch.nn.Linear(lm.config.hidden_size, 1)
    def forward(self, idx):
        n = max(states[i].shape[0] for i in idx)
        h = torch.zeros((len(idx), n, lm.config.hidden_size))
        last = torch.tensor([states[i].shape[0] - 1 for i in idx])
        for j, i in enumerate(idx):
            h[j, :states[i].shape[0]] = states[i].float()
        h = self.norm(run_layers(self.layers, h))
        return self.head(h[torch.arange(len(idx)), last])[:, 0]
def score(m, idx):
    m.eval(); out = {}
    with torch.inference_mode():
        o = sorted(idx, key=lambda i: states[i].shape[0])
        for b in range(0, len(o), 32):
            part = o[b:b + 32]; out.update(zip(part, torch.sigmoid(m(part)).tolist()))
    return np.array([out[i] for i in idx])
def auroc(yy, s):
    from scipy.stats import rankdata
    yy, s = np.asarray(yy), np.asarray(s); r = rankdata(s); n1 = yy.sum(); n0 = len(yy) - n1
    return float((r[yy == 1].sum() - n1 * (n1 + 1) / 2) / (n1 * n0)) if n1 and n0 else float("nan")
oof = np.full(ntr, np.nan)
ye = np.array([r["y"] for r in ev]); org = np.array([r["o"] for r in ev])
for k in (0, 1):
    torch.manual_seed(15 + k); rng = random.Random(15 + k)
    m = Top(); idx = [i for i in range(ntr) if fold[i] != k]
    pw = torch.tensor([(y[idx] == 0).sum() / max(1, (y[idx] == 1).sum())], dtype=torch.float32)
    lossf = torch.nn.BCEWithLogitsLoss(pos_weight=pw)
    opt = torch.optim.AdamW([{"params": list(m.layers.parameters()) + list(m.norm.parameters()), "lr": 5e-5}, {"params": m.head.parameters(), "lr": 1e-3}], weight_decay=0.01)
    bs = 16; steps = EPOCHS * ((len(idx) + bs - 1) // bs)
    sch = torch.optim.lr_scheduler.LambdaLR(opt, lambda s: min(1.0, (s + 1) / (0.06 * steps)) * max(0.0, 1 - s / steps))
    t = time.time(); step = 0
    for e in range(EPOCHS):
        m.train(); o = idx[:]; rng.shuffle(o); tot = 0.0
        for b in range(0, len(o), bs):
            part = o[b:b + bs]
            loss = lossf(m(part), torch.tensor(y[part], dtype=torch.float32))
            opt.zero_grad(); loss.backward(); torch.nn.utils.clip_grad_norm_(m.parameters(), 1.0); opt.step(); sch.step()
            tot += float(loss.detach()) * len(part); step += 1
            if step % 100 == 0:
                log(f"  fold {k} epoch {e + 1} step {step}/{steps} loss {tot / (b + len(part)):.4f} ({time.time() - t:.0f} s)")
    test = [i for i in range(ntr) if fold[i] == k]
    oof[test] = score(m, test)
    se = score(m, list(range(ntr, ntr + nev))); sp = score(m, list(range(ntr + nev, len(seqs))))
    np.save(f"{OUT}/eval_fold{k}.npy", se); np.save(f"{OUT}/pool_fold{k}.npy", sp); np.save(f"{OUT}/oof.npy", oof)
    per = {o[4:]: round(auroc(ye[org == o], se[org == o]), 3) for o in sorted(set(org))}
    log(json.dumps({"fold": k, "oof_auroc": round(auroc(y[test], oof[test]), 3), "eval_mean": round(float(np.nanmean(list(per.values()))), 3), "eval": per}))
log("done")
