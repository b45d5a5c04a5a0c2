"""Per-set sentence AUROC on the nine calibration dev sets for named score files (.npy aligned with
.gpu/eval.jsonl), plus the answer-level proxy. Usage: cmp_cpu.py name=path.npy ... (MiniLM's
.gpu/minilm_eval.npy comes first; base_eval.py or student_eval.py bot/models writes it)."""
import json, sys, numpy as np
sys.path.insert(0, ".")
from bot.eval.metrics import auroc
rs = [json.loads(l) for l in open(".gpu/eval.jsonl")]
y = np.array([r["y"] for r in rs]); org = np.array([r["o"][4:] for r in rs]); g = np.array([r["g"] for r in rs])
mods = {"minilm": np.load(".gpu/minilm_eval.npy")} | {a.split("=")[0]: np.load(a.split("=")[1]) for a in sys.argv[1:]}
sets = sorted(set(org))
def ans(s, m):
    ids = sorted(set(g[m])); return [int(y[m][g[m] == i].max()) for i in ids], [float(s[m][g[m] == i].max()) for i in ids]
print(f"{'model':14}" + "".join(f"{x[:8]:>9}" for x in sets) + "    mean | answer proxy")
for n, s in mods.items():
    se = [auroc(y[org == x].tolist(), s[org == x].tolist()) for x in sets]; an = [auroc(*ans(s, org == x)) for x in sets]
    print(f"{n:14}" + "".join(f"{v:9.3f}" for v in se) + f"  {np.mean(se):.3f} | {np.mean(an):.3f}")
