"""MiniLM student for the tool cross-encoder: the shipped recipe (entail_train) with soft targets
alpha*teacher + (1-alpha)*label on the training pairs (teacher = out-of-fold SmolLM2 scores), plus the
pool's unlabelled sentences with the teacher's mean score. Writes OUT/entail_tool_model.*"""
import sys, os, json, time, random
sys.path.insert(0, os.getcwd())
import numpy as np, torch
from pathlib import Path
from collections import Counter
from safetensors.torch import save_file
from bot.critic.entail import load_tokenizer, minilm_dir
from bot.critic.minibert import load_base
from bot.fit import entail_train as et
from bot.fit.entail_data import EntailPair, build_entail_pairs
T = Path(sys.argv[1]); OUT = Path(sys.argv[2]); OUT.mkdir(parents=True, exist_ok=True)
ALPHA = float(os.environ.get("ALPHA", 0.5)); LIMIT = int(os.environ.get("LIMIT", 0))
torch.set_num_threads(2); torch.manual_seed(15)
pairs = et.select(build_entail_pairs(seed=15, written=True), seed=15)
rows = [json.loads(l) for l in open(".gpu/train.jsonl")]
assert len(rows) == len(pairs) and all(r["c"] == p.claim and r["p"] == p.premise for r, p in zip(rows, pairs)), "pairs differ from the export"
# teacher scores: out-of-fold where a fold's teacher exists; a pair with none keeps its hard label
labels = np.array([p.label for p in pairs], dtype=np.float64)
oof, have = labels.copy(), np.zeros(len(pairs), bool)
folds = [f for f in (0, 1) if (T / f"oof_fold{f}.npy").exists()]
for f in folds:
    ix = np.load(T / f"oof_fold{f}_idx.npy"); oof[ix] = np.load(T / f"oof_fold{f}.npy"); have[ix] = True
pool = [json.loads(l) for l in open(".gpu/pool.jsonl")]
tpool = np.mean([np.load(T / f"pool_fold{f}.npy") for f in folds], axis=0)
print("teacher folds", folds, "pairs with a teacher score", int(have.sum()), "of", len(pairs), flush=True)
if LIMIT:
    pairs, oof, pool, tpool = pairs[:LIMIT], oof[:LIMIT], pool[:LIMIT // 4], tpool[:LIMIT // 4]
labels = labels[:len(pairs)]
target = np.concatenate([(1 - ALPHA) * labels + ALPHA * oof, tpool])
allp = pairs + [EntailPair(r["p"], r["c"], -1, "pool", 9 * 10**6 + i) for i, r in enumerate(pool)]
print(len(allp), "pairs", Counter(p.origin.split("-")[0] for p in allp), flush=True)
bert, tok = load_base(minilm_dir()), load_tokenizer(minilm_dir())
for p in bert.parameters(): p.requires_grad_(False)
for p in (q for layer in bert.encoder.layer[et.FROZEN:] for q in layer.parameters()): p.requires_grad_(True)
head = torch.nn.Linear(bert.hidden, 1)
states = et._frozen_states(bert, tok, allp, print)
val = [i for i, p in enumerate(pairs) if et.is_validation(p.group)]
tr = [i for i, p in enumerate(allp) if p.origin == "pool" or not et.is_validation(p.group)]
# the shipped fit with soft targets (pos_weight from the hard labels of the training part)
rng = random.Random(15)
tuned = [p for layer in bert.encoder.layer[et.FROZEN:] for p in layer.parameters()]
opt = torch.optim.AdamW([{"params": tuned, "lr": 1.2e-4}, {"params": head.parameters(), "lr": 1e-3}], weight_decay=0.01)
epochs, batch = 3, 32
steps = epochs * ((len(tr) + batch - 1) // batch)
sched = torch.optim.lr_scheduler.LambdaLR(opt, lambda s: min(1.0, (s + 1) / (0.06 * steps)) * max(0.0, 1 - s / steps))
hard = [i for i in tr if i < len(pairs)]
pw = torch.tensor([(labels[hard] == 0).sum() / max(1, (labels[hard] == 1).sum())])
lossf = torch.nn.BCEWithLogitsLoss(pos_weight=pw)
yt = torch.tensor(target, dtype=torch.float32)
t = time.time()
for e in range(epochs):
    bert.train(); o = tr[:]; rng.shuffle(o); tot = 0.0
    for b in range(0, len(o), batch):
        part = o[b:b + batch]
        h, mask = et._batch(states, part)
        logits = head(bert.pool(bert.encode(h, mask, start=et.FROZEN), mask))[:, 0]
        loss = lossf(logits, yt[part])
        opt.zero_grad(); loss.backward(); torch.nn.utils.clip_grad_norm_(tuned, 1.0); opt.step(); sched.step()
        tot += float(loss.detach()) * len(part)
    print(f"epoch {e + 1} loss {tot / len(o):.4f} ({time.time() - t:.0f} s)", flush=True)
scores = et._scores(bert, head, states, val)
fams = [pairs[i].origin.split("-")[0] for i in val]
info = json.loads((Path("bot/models/entail_tool_model.json")).read_text())
info |= {"validation": et.report(scores, labels[val].astype(int), fams),
         "threshold": et.threshold_for(scores, labels[val].astype(int), fams, et.TARGET_FPR),
         "low_threshold": et.threshold_for(scores, labels[val].astype(int), fams, 3 * et.TARGET_FPR),
         "distilled": {"teacher": str(T), "folds": folds, "alpha": ALPHA, "pool": len(pool)}}
state = {k: v.detach().to(torch.float16).contiguous() for k, v in bert.state_dict().items()
         if k.startswith("encoder.layer.") and int(k.split(".")[2]) >= et.FROZEN}
state |= {f"head.{k}": v.detach().to(torch.float16) for k, v in head.state_dict().items()}
save_file(state, str(OUT / "entail_tool_model.safetensors"))
(OUT / "entail_tool_model.json").write_text(json.dumps(info, indent=1) + "\n")
print(json.dumps(info["validation"]), f"{time.time() - t:.0f} s", flush=True)
