"""What the painted check and the browser-only style reading change in real pages' text: for
each HTML page of a list, the words of its text read as before them (no painted check, the
style rules after the browser) and as now; prints each page that lost or gained a word.
A development aid (docs/security.md, the tenth suite), not a figure of the product.

    find /usr/share/doc -name "*.html" -size +2k > pages.txt
    PYTHONPATH=. .venv/bin/python research/hostile/render_words.py pages.txt 239
"""

import collections
import random
import re
import sys
import time

from bot.kb import render
from bot.kb.loaders import html_to_text

files = sorted(line.strip() for line in open(sys.argv[1]))
random.Random(7).shuffle(files)
files = files[: int(sys.argv[2])]
real = render.unpainted
lost_pages = 0
tot = 0
t0 = time.time()
for f in files:
    try:
        html = open(f, errors="replace").read()
    except Exception:
        continue
    if len(html) > 400_000:
        continue
    render.unpainted = lambda *a: []
    old_html, _ = render.laid_out(html)
    old = html_to_text(old_html, styles=True)[1]
    render.unpainted = real
    new_html, by = render.laid_out(html)
    new = html_to_text(new_html, styles=not by)[1]
    ow = collections.Counter(re.findall(r"\w+", old))
    nw = collections.Counter(re.findall(r"\w+", new))
    lost = ow - nw
    gained = nw - ow
    tot += 1
    if lost or gained:
        lost_pages += 1
        print(
            f,
            "LOST",
            sum(lost.values()),
            list(lost)[:15],
            "GAINED",
            sum(gained.values()),
            list(gained)[:10],
            flush=True,
        )
print("pages", tot, "changed", lost_pages, f"{time.time() - t0:.0f}s")
