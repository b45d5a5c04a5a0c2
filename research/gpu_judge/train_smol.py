import json, sys, time, random, os, gzip
import numpy as np, torch
from safetensors.torch import load_file
from transformers import LlamaConfig, LlamaModel
W = sys.argv[1]  # dir with wa/ wb/ wc/
dev = os.environ.get("DEV", "cuda")
OUT = os.environ.get("OUT", "/tmp")
def unpack(sd):
    out = {}
    for k, v in sd.items():
        if k.endswith(".q"):
            base = k[:-2]
            q = torch.stack([v & 15, v >> 4], -1).reshape(v.shape[0], 32).float()
            w = q * sd[base + ".d"].float()[:, None] + sd[base + ".m"].float()[:, None]
            out[base] = w.reshape(sd[base + ".shape"].tolist())
        elif not k.endswith((".d", ".m", ".shape")):
            out[k] = v
    return out
sd = unpack(load_file(f"{W}/wa/w.safetensors")) | unpack(load_file(f"{W}/wb/w.safetensors")) | load_file(f"{W}/wc/e.safetensors")
cfgd = json.load(open(f"{W}/wc/config.json"))
cfg = LlamaConfig(**{k: v for k, v in cfgd.items() if k not in ("architectures", "_model_name_or_path", "transformers_version", "dtype")})
def rows(p): return [json.loads(l) for l in gzip.open(p, "rt")]
tr, ev = rows(f"{W}/wc/train.jsonl.gz"), rows(f"{W}/wc/eval.jsonl.gz")
print(len(tr), len(ev), flush=True)
def auroc(y, s):
    from scipy.stats import rankdata
    y, s = np.asarray(y), np.asarray(s)
    r = rankdata(s); n1 = y.sum(); n0 = len(y) - n1
    return float((r[y == 1].sum() - n1 * (n1 + 1) / 2) / (n1 * n0)) if n1 and n0 else float("nan")
def batchify(rs, idx):
    n = max(len(rs[i]["ids"]) for i in idx)
    ids = torch.full((len(idx), n), cfgd["pad_token_id"], dtype=torch.long)
    mask = torch.zeros((len(idx), n), dtype=torch.long)
    for j, i in enumerate(idx):
        s = rs[i]["ids"]; ids[j, :len(s)] = torch.tensor(s); mask[j, :len(s)] = 1
    return ids.to(dev), mask.to(dev)
class Clf(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.m = LlamaModel(cfg)
        sdm = {k[len("model."):]: v for k, v in sd.items() if k.startswith("model.")}
        sdm["embed_tokens.weight"] = sd["embed"].float()
        r = self.m.load_state_dict(sdm, strict=False)
        print("missing", r.missing_keys[:5], "unexpected", r.unexpected_keys[:5], flush=True)
        self.head = torch.nn.Linear(cfg.hidden_size, 1)
    def forward(self, ids, mask, pool):
        h = self.m(input_ids=ids, attention_mask=mask).last_hidden_state
        if pool == "last":
            x = h[torch.arange(h.shape[0], device=h.device), mask.sum(1) - 1]
        else:
            x = (h * mask[..., None]).sum(1) / mask.sum(1, keepdim=True)
        return self.head(x.float())[:, 0]
def scores(model, rs, idx, pool):
    model.eval(); out = {}
    order = sorted(idx, key=lambda i: len(rs[i]["ids"]))
    with torch.no_grad(), torch.autocast("cuda", dtype=torch.bfloat16):
        for b in range(0, len(order), 64):
            part = order[b:b + 64]
            out.update(zip(part, torch.sigmoid(model(*batchify(rs, part), pool)).float().cpu().tolist()))
    return np.array([out[i] for i in idx])
def run(seed, lr, epochs, pool, bs=32):
    torch.manual_seed(seed); rng = random.Random(seed)
    model = Clf().to(dev)
    tri = [i for i, r in enumerate(tr) if not r["val"]]; vai = [i for i, r in enumerate(tr) if r["val"]]
    y = np.array([r["y"] for r in tr])
    pw = torch.tensor([(y[tri] == 0).sum() / max(1, (y[tri] == 1).sum())], device=dev, dtype=torch.float32)
    lossf = torch.nn.BCEWithLogitsLoss(pos_weight=pw)
    opt = torch.optim.AdamW([{"params": model.m.parameters(), "lr": lr}, {"params": model.head.parameters(), "lr": 1e-3}], weight_decay=0.01)
    steps = epochs * ((len(tri) + bs - 1) // bs)
    sch = torch.optim.lr_scheduler.LambdaLR(opt, lambda s: min(1.0, (s + 1) / (0.06 * steps)) * max(0.0, 1 - s / steps))
    t = time.time()
    for e in range(epochs):
        model.train(); o = tri[:]; rng.shuffle(o); tot = 0
        for b in range(0, len(o), bs):
            part = o[b:b + bs]
            with torch.autocast("cuda", dtype=torch.bfloat16):
                logits = model(*batchify(tr, part), pool)
            loss = lossf(logits.float(), torch.tensor(y[part], dtype=torch.float32, device=dev))
            opt.zero_grad(); loss.backward(); torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0); opt.step(); sch.step()
            tot += float(loss) * len(part)
        print(f"  seed {seed} lr {lr} pool {pool} epoch {e+1} loss {tot/len(o):.4f} {time.time()-t:.0f}s", flush=True)
    sv = scores(model, tr, vai, pool)
    fam = np.array([tr[i]["o"].split("-")[0] for i in vai])
    val = {f: round(auroc(y[vai][fam == f], sv[fam == f]), 3) for f in sorted(set(fam))}
    se = scores(model, ev, list(range(len(ev))), pool)
    ye = np.array([r["y"] for r in ev]); org = np.array([r["o"] for r in ev])
    per = {o[4:]: round(auroc(ye[org == o], se[org == o]), 3) for o in sorted(set(org))}
    res = {"seed": seed, "lr": lr, "epochs": epochs, "pool": pool, "val_all": round(auroc(y[vai], sv), 3), "val": val,
           "eval_mean": round(float(np.nanmean(list(per.values()))), 3), "eval": per, "eval_all": round(auroc(ye, se), 3),
           "train_s": round(time.time() - t)}
    print(json.dumps(res), flush=True)
    np.save(f"{OUT}/eval_s{seed}_{lr}_{pool}_{epochs}.npy", se)
    return res
cfgs = [(15, 2e-5, 2, "last"), (15, 2e-5, 2, "mean"), (16, 2e-5, 2, "last"), (15, 5e-5, 2, "last"), (15, 1e-5, 3, "last")]
if len(sys.argv) > 2: cfgs = cfgs[:int(sys.argv[2])]
res = []
for c in cfgs:
    res.append(run(*c))
    json.dump(res, open(f"{OUT}/results.json", "w"), indent=1)
