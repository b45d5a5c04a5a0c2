import sys, os, json, hashlib, time, random
import numpy as np, torch
sys.argv = [sys.argv[0], sys.argv[1], "0"]
src = open(os.path.join(os.path.dirname(__file__), "train_smol.py")).read().split("cfgs = [")[0]
G = {}; exec(compile(src, "train_smol", "exec"), G)
tr, ev, Clf, batchify, scores, auroc = G["tr"], G["ev"], G["Clf"], G["batchify"], G["scores"], G["auroc"]
W = sys.argv[1]; OUT = G["OUT"]; dev = G["dev"]
po = G["rows"](f"{W}/wc/pool.jsonl.gz")
fold = np.array([int(hashlib.sha256(str(r["g"]).encode()).hexdigest(), 16) % 2 for r in tr])
y = np.array([r["y"] for r in tr])
def train(idx, seed=15, lr=5e-5, epochs=2, bs=32, pool="last"):
    torch.manual_seed(seed); rng = random.Random(seed)
    model = Clf().to(dev)
    pw = torch.tensor([(y[idx] == 0).sum() / max(1, (y[idx] == 1).sum())], device=dev, dtype=torch.float32)
    lossf = torch.nn.BCEWithLogitsLoss(pos_weight=pw)
    opt = torch.optim.AdamW([{"params": model.m.parameters(), "lr": lr}, {"params": model.head.parameters(), "lr": 1e-3}], weight_decay=0.01)
    steps = epochs * ((len(idx) + bs - 1) // bs)
    sch = torch.optim.lr_scheduler.LambdaLR(opt, lambda s: min(1.0, (s + 1) / (0.06 * steps)) * max(0.0, 1 - s / steps))
    t = time.time()
    for e in range(epochs):
        model.train(); o = list(idx); rng.shuffle(o)
        for b in range(0, len(o), bs):
            part = o[b:b + bs]
            with torch.autocast("cuda", dtype=torch.bfloat16):
                logits = model(*batchify(tr, part), pool)
            loss = lossf(logits.float(), torch.tensor(y[part], dtype=torch.float32, device=dev))
            opt.zero_grad(); loss.backward(); torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0); opt.step(); sch.step()
        print(f"  epoch {e+1} {time.time()-t:.0f}s", flush=True)
    return model
oof = np.zeros(len(tr))
ye = np.array([r["y"] for r in ev]); org = np.array([r["o"] for r in ev])
for k in (0, 1):
    m = train([i for i in range(len(tr)) if fold[i] != k])
    test = [i for i in range(len(tr)) if fold[i] == k]
    oof[test] = scores(m, tr, test, "last")
    se = scores(m, ev, list(range(len(ev))), "last")
    sp = scores(m, po, list(range(len(po))), "last")
    np.save(f"{OUT}/eval_fold{k}.npy", se); np.save(f"{OUT}/pool_fold{k}.npy", sp)
    per = {o[4:]: round(auroc(ye[org == o], se[org == o]), 3) for o in sorted(set(org))}
    print(json.dumps({"fold": k, "oof_auroc": round(auroc(y[test], oof[test]), 3), "eval_mean": round(float(np.mean(list(per.values()))), 3), "eval": per}), flush=True)
    del m; torch.cuda.empty_cache()
np.save(f"{OUT}/oof.npy", oof)
print("done", flush=True)
