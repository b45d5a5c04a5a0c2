import sys, os, json, gzip, numpy as np
sys.path.insert(0, os.getcwd())
from bot.critic.entail import get_entail_model
from bot.eval.metrics import auroc
rs = [json.loads(l) for l in open(".gpu/eval.jsonl")]
s = get_entail_model("tool").unsupported([(r["p"], r["c"]) for r in rs])
np.save(".gpu/minilm_eval.npy", s)
