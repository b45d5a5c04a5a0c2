import json, numpy as np, glob, sys
sys.path.insert(0, ".")
from bot.eval.metrics import auroc
rs = [json.loads(l) for l in open(".gpu/eval.jsonl")]
y = np.array([r["y"] for r in rs]); org = np.array([r["o"][4:] for r in rs]); g = np.array([r["g"] for r in rs])
mods = {"minilm": np.load(".gpu/minilm_eval.npy")}
for f in sorted(glob.glob(sys.argv[1] + "/eval_*.npy")):
    mods[f.split("/")[-1][5:-4]] = np.load(f)
sets = sorted(set(org))
def ans(s, m):
    ids = sorted(set(g[m])); return [int(y[m][g[m] == i].max()) for i in ids], [float(s[m][g[m] == i].max()) for i in ids]
print(f"{'model':22}" + "".join(f"{x[:8]:>9}" for x in sets) + "    mean | answer-level mean")
for name, s in mods.items():
    sent = [auroc(y[org == x].tolist(), s[org == x].tolist()) for x in sets]
    an = [auroc(*ans(s, org == x)) for x in sets]
    print(f"{name:22}" + "".join(f"{v:9.3f}" for v in sent) + f"  {np.mean(sent):.3f} | {np.mean(an):.3f}  " + " ".join(f"{v:.2f}" for v in an))
from scipy.stats import rankdata
def rk(s): return rankdata(s) / len(s)
combos = {"minilm+smol(5e-5) rank-avg": rk(mods["minilm"]) + rk(mods["s15_5e-05_last_2"]),
          "smol s15+s16 (2e-5) avg": mods["s15_2e-05_last_2"] + mods["s16_2e-05_last_2"],
          "smol 3 runs avg": mods["s15_2e-05_last_2"] + mods["s16_2e-05_last_2"] + mods["s15_5e-05_last_2"]}
for name, s in combos.items():
    sent = [auroc(y[org == x].tolist(), s[org == x].tolist()) for x in sets]
    an = [auroc(*ans(s, org == x)) for x in sets]
    print(f"{name[:22]:22}" + "".join(f"{v:9.3f}" for v in sent) + f"  {np.mean(sent):.3f} | {np.mean(an):.3f}")
print("pairs", len(y), "unsupported", int(y.sum()), "answers", len(set(g)))
