import sys, os, json, numpy as np
sys.path.insert(0, os.getcwd())
from pathlib import Path
from bot.critic.entail import EntailModel
d = Path(sys.argv[1])
m = EntailModel(weights=d / "entail_tool_model.safetensors", meta=d / "entail_tool_model.json", rebuild="x")
rs = [json.loads(l) for l in open(".gpu/eval.jsonl")]
np.save(sys.argv[2], m.unsupported([(r["p"], r["c"]) for r in rs]))
