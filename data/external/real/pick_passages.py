import json
import random
from collections import defaultdict

c = json.load(open("cands.json"))
rng = random.Random(15)
by = defaultdict(list)
for o in c:
    by[o["package"]].append(o)
picked = []
for p in sorted(by):
    items = by[p][:]
    rng.shuffle(items)
    picked += items[:2]
rng.shuffle(picked)
# dedupe near-identical texts
seen = set()
out = []
for o in picked:
    k = o["text"][:80]
    if k in seen:
        continue
    seen.add(k)
    out.append(o)
A = out[:45]
B = out[45:80]
json.dump(A, open("setA.json", "w"), indent=0)
json.dump(B, open("setB.json", "w"), indent=0)
print(len(out), len(A), len(B))
