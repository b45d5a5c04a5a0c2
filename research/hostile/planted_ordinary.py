"""Ordinary paragraphs the planted-text patterns flag (no learned model): the installed
packages' long descriptions, the benchmark deployments' manuals and the demo's help
centre. Prints counts per kind, and with -v the flagged paragraphs.

    PYTHONPATH=. .venv/bin/python research/hostile/planted_ordinary.py [-v]
"""

import glob
import importlib.metadata as md
import re
import sys
from pathlib import Path

from bot import planted
from bot.kb import loaders

paras = []
for dist in md.distributions():
    body = str(dist.metadata.get_payload() or "")
    for p in re.split(r"\n\s*\n", body):
        if len(p.split()) >= 4:
            paras.append(("pkg:" + (dist.metadata["Name"] or "?"), p))
for f in glob.glob("bench/deployments/*/docs/**/*", recursive=True) + glob.glob(
    "deployments/demo/helpcentre/**/*", recursive=True
):
    if Path(f).is_file():
        try:
            t = loaders.load_file(Path(f), source="x").text
        except Exception:
            continue
        for p in re.split(r"\n[ \t]*\n", t):
            if len(p.split()) >= 4:
                paras.append((f, p))
print(len(paras), "paragraphs", file=sys.stderr)
hits = {}
for src, p in paras:
    k = planted._find(planted.fold(p), [])
    if k:
        hits.setdefault(k, []).append((src, p))
for k, v in hits.items():
    print(k, len(v))
if "-v" in sys.argv:
    for k, v in hits.items():
        for src, p in v:
            print("  ", k, src, "|", p.replace("\n", " / ")[:250])
