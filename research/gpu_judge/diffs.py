import json, numpy as np
from scipy.stats import rankdata
rs = [json.loads(l) for l in open(".gpu/eval.jsonl")]
y = np.array([r["y"] for r in rs]); org = np.array([r["o"] for r in rs])
a = np.load(".gpu/minilm_eval.npy"); b = np.load(".gpu/run/eval_s15_5e-05_last_2.npy")
ra, rb = np.zeros(len(y)), np.zeros(len(y))
for o in set(org):
    m = org == o; ra[m] = rankdata(a[m]) / m.sum(); rb[m] = rankdata(b[m]) / m.sum()
d = rb - ra
print("unsupported: smol ranks higher by mean", d[y == 1].mean().round(3), " supported: smol ranks lower by", -d[y == 0].mean().round(3))
for title, idx in (("UNSUPPORTED smol>>minilm", np.argsort(-d * (y == 1))[:6]), ("SUPPORTED minilm>>smol", np.argsort(d * (y == 0))[:6])):
    print("=====", title)
    for i in idx:
        print(f"[{org[i]}] minilm {a[i]:.2f} (rank {ra[i]:.2f}) smol {b[i]:.2f} (rank {rb[i]:.2f})\n  CLAIM: {rs[i]['c']}\n  PREMISE: {rs[i]['p'][:400]}\n")
