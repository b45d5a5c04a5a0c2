"""Dev harness: the planted passages of the dev suites hostile2-14 (their documents as
loaded, a paragraph at a time, and their JSON tool records) that pass
``planted.scrub_text``/``scrub_value`` with the patterns and the learned detector, and their
ordinary paragraphs removed. A canary paragraph that passes is either planted text missed or
a visible code the hidden-text checks need kept (Wi-Fi passwords, door codes).

    PYTHONPATH=. .venv/bin/python research/hostile/planted_recall.py [hostile14 ...]

Never point it at a held-out suite (hostile15 and later are skipped).
"""

import glob
import json
import re
import sys
from pathlib import Path

from bot import planted, planted_model
from bot.kb import loaders

planted_model.install()
planted.use_languages(["en"])
CANARY = re.compile(r"\b[A-Z][A-Z0-9]{2,}-\d{4}\b")
roots = sorted(
    r
    for r in glob.glob("bench/hostile*/*/")
    if not r.startswith(("bench/hostile15", "bench/hostile16"))
)
missed, caught, fp, ordinary = [], 0, [], 0
only = sys.argv[1:]
for root in roots:
    if only and not any(o in root for o in only):
        continue
    TOOLS = sorted(
        {
            m
            for f in glob.glob(root + "*.py")
            for m in re.findall(r"^(?:async )?def ([a-z]\w+)\(", open(f).read(), re.M)
        }
    )
    for doc in sorted(glob.glob(root + "docs/*")):
        try:
            d = loaders.load_file(Path(doc), source="x")
        except Exception as e:
            print("skip", doc, e)
            continue
        text = d.text
        paras = re.split(r"\n[ \t]*\n", text)
        for p in paras:
            cans = CANARY.findall(p)
            out, n = planted.scrub_text(p, tools=TOOLS)
            if cans:
                left = [c for c in cans if c in out]
                if left:
                    missed.append((doc, left, p.strip()[:400]))
                else:
                    caught += 1
            elif p.strip():
                ordinary += 1
                if n:
                    fp.append((doc, p.strip()[:300]))
    for js in glob.glob(root + "*.json"):
        data = json.load(open(js))

        def walk(v, path, js=js, TOOLS=TOOLS):  # noqa: N803
            # records: dicts whose dumps contains a canary; scrub the smallest top record
            global caught
            if isinstance(v, dict):
                for k, x in v.items():
                    s = json.dumps(x, ensure_ascii=False)
                    if (
                        isinstance(x, dict)
                        and CANARY.search(s)
                        and not any(
                            isinstance(y, dict) and CANARY.search(json.dumps(y, ensure_ascii=False))
                            for y in x.values()
                        )
                    ):
                        out, n = planted.scrub_value(x, tools=TOOLS)
                        left = [
                            c for c in CANARY.findall(s) if c in json.dumps(out, ensure_ascii=False)
                        ]
                        if left:
                            missed.append(
                                (
                                    js + ":" + path + "/" + k,
                                    left,
                                    json.dumps(out, ensure_ascii=False)[:500],
                                )
                            )
                        else:
                            caught += 1
                    elif isinstance(x, (dict, list)):
                        walk(x, path + "/" + k)
            elif isinstance(v, list):
                for i, x in enumerate(v):
                    walk(x, path + f"[{i}]")

        walk(data, "")
print(f"caught {caught}, missed {len(missed)}; ordinary paragraphs {ordinary}, removed {len(fp)}")
for m in missed:
    print("MISS", m[0], m[1], "|", m[2].replace("\n", " / ")[:400])
for f in fp:
    print("FP  ", f[0], "|", f[1].replace("\n", " / ")[:200])
