"""Score with a CPU teacher from ft_teacher.py: its held-out fold's training pairs (out-of-fold) and the
unlabelled pool. Usage: ft_score.py TEACHERDIR FOLD  (FOLD = the fold the teacher did NOT train on).
Writes TEACHERDIR/pool_fold{F}.npy and oof_fold{F}.npy + oof_fold{F}_idx.npy, each only where it is missing
(ft_teacher.py writes the out-of-fold scores itself when it finishes)."""
import json, os, time, sys
import numpy as np, torch
from smol_judge import load, rows, fold_of, score
sys.path.insert(0, "."); from bot.eval.metrics import auroc
torch.set_num_threads(2)
OUT, F = sys.argv[1], int(sys.argv[2])
lm, head = load()
st = torch.load(f"{OUT}/teacher_fold{F}.pt", weights_only=False)
lm.load_state_dict(st["lm"]); head.load_state_dict(st["head"]); lm.eval()
tr, pool = rows(".gpu/train.jsonl"), rows(".gpu/pool.jsonl")
def log(*a): print(time.strftime("%H:%M:%S"), *a, flush=True)
if not os.path.exists(f"{OUT}/pool_fold{F}.npy"):
    np.save(f"{OUT}/pool_fold{F}.npy", score(lm, head, pool, list(range(len(pool))))); log("pool scored", len(pool))
if os.path.exists(f"{OUT}/oof_fold{F}.npy"):
    log("out-of-fold scores already there"); sys.exit(0)
y = np.array([r["y"] for r in tr]); fold = fold_of(tr)
test = [i for i in range(len(tr)) if fold[i] == F]
oof = score(lm, head, tr, test); np.save(f"{OUT}/oof_fold{F}_idx.npy", np.array(test)); np.save(f"{OUT}/oof_fold{F}.npy", oof)
log(json.dumps({"fold": F, "pairs": len(test), "oof_auroc": round(auroc(y[test].tolist(), oof.tolist()), 3)}))
