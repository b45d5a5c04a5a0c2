import json
import os
import sys
import time

os.environ.setdefault("HF_HUB_OFFLINE", "1")
from bot.llm import build_model
from bot.llm.base import ChatRequest

src, out = sys.argv[1], sys.argv[2]
limit = int(sys.argv[3]) if len(sys.argv) > 3 else 10**6
m = build_model("local", record=False)
P = json.load(open(src))[:limit]
SYS = (
    "You are a helpful assistant. Answer the user's question using only the document below. "
    "Write a short paragraph.\n\nDocument:\n{doc}"
)
QS = [
    "What does the {pkg} documentation say about {obj}?",
    "Explain in a few sentences what {obj} does, according to the document.",
    "Quote the sentences of the document that describe {obj}, then say in one sentence what they mean.",
]
done = set()
if os.path.exists(out):
    done = {json.loads(l)["id"] for l in open(out)}
with open(out, "a") as f:
    for i, p in enumerate(P):
        for k, (q, temp) in enumerate([(QS[0], 0.0), (QS[1], 0.7), (QS[2], 0.0)]):
            rid = f"A{i:02d}-{k}"
            if rid in done:
                continue
            question = q.format(pkg=p["package"], obj=p["object"])
            t = time.time()
            req = ChatRequest(
                messages=[
                    {"role": "system", "content": SYS.format(doc=p["text"])},
                    {"role": "user", "content": question},
                ],
                temperature=temp,
                max_tokens=180,
                seed=1000 + i * 3 + k,
            )
            r = m.complete(req)
            ans = r.content or ""
            f.write(
                json.dumps(
                    {
                        "id": rid,
                        "package": p["package"],
                        "object": p["object"],
                        "file": p["file"],
                        "question": question,
                        "context": p["text"],
                        "answer": ans,
                        "generator": "SmolLM2-135M-Instruct (Q4_1 GGUF, local backend)",
                        "temperature": temp,
                        "seed": 1000 + i * 3 + k,
                        "seconds": round(time.time() - t, 1),
                    }
                )
                + "\n"
            )
            f.flush()
