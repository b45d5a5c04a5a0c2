import sys, os, json, time
sys.path.insert(0, os.getcwd()); sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bot.fit.entail_train import select, is_validation
from bot.fit.entail_data import build_entail_pairs
from devpairs import dev_pairs
t = time.time()
H2 = ("portal", "workplace", "clinic", "motoring", "cloud", "club", "pharmacy", "school", "vets")
pairs = select(build_entail_pairs(seed=15, written=True), seed=15)
print(len(pairs), time.time() - t, flush=True)
with open(".gpu/train.jsonl", "w") as f:
    for p in pairs:
        f.write(json.dumps({"p": p.premise, "c": p.claim, "y": p.label, "o": p.origin, "val": is_validation(p.group), "g": p.group}) + "\n")
ev = dev_pairs(H2)
print(len(ev), time.time() - t, flush=True)
with open(".gpu/eval.jsonl", "w") as f:
    for p in ev:
        f.write(json.dumps({"p": p.premise, "c": p.claim, "y": p.label, "o": p.origin, "g": p.group}) + "\n")
