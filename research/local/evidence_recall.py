"""How often the evidence a local model reads holds the expected answer, by how many chunks
are retrieved and how many characters of their best units are kept (bot.agent.evidence).
Dev deployments only; run after a dev run ingested them (research/local/dev_run.py).

    python research/local/evidence_recall.py mailrelay schedsys

Seen 28 Nov 2026 (faq questions; the answer string in the text):
    mailrelay 15: chunks4 11, chunks16 14; evidence from 16 chunks in 1000 chars 13
    schedsys 18:  chunks4 6,  chunks16 14; evidence from 16 chunks in 1000 chars 12
"""

import json, sys, os

sys.path.insert(0, "/work/main")
from bench.bench_deployments import holds
from bot.agent import evidence
from bot.settings import get_settings, reset_settings

for d in sys.argv[1:]:
    os.environ["GUARDBOT_DATA_DIR"] = f"/tmp/dev/{d}"
    os.environ["GUARDBOT_DEPLOYMENT"] = f"/work/main/bench/deployments/{d}"
    reset_settings()
    s = get_settings()
    from bot.kb.retriever import get_retriever

    r = get_retriever(settings=s)
    qs = [
        q
        for q in json.load(open(f"bench/deployments/{d}/questions.json"))["questions"]
        if q["kind"] == "faq"
    ]
    res = {}
    for q in qs:
        for k in (4, 8, 12, 16):
            chunks = r.search(q["question"], k=k)
            full = " ".join(c.text for c in chunks)
            res.setdefault(f"chunks{k}", 0)
            res[f"chunks{k}"] += any(holds(full, a) for a in q["any"])
            for b in (1000, 1600):
                picked = evidence.choose(
                    q["question"],
                    [c.to_source() for c in chunks],
                    embed=r.embedder.encode,
                    budget=b,
                )
                ev = evidence.render(picked)
                key = f"ev{k}_{b}"
                res.setdefault(key, 0)
                res[key] += any(holds(ev, a) for a in q["any"])
    print(d, len(qs), res)
