"""A query-side linear adapter for the packaged MiniLM embeddings, fitted on questions that
helpers wrote for manual pages no deployment uses (``data/*.jsonl``, pages in ``pages/``).

The adapter maps a question's vector (W q, then normalised); documents keep their stored
vectors, so nothing is re-ingested. It is fitted with a softmax over the units of the
question's page (the evidence's unit the positive, every other unit of that page and of the
batch's other pages a negative), W starting at the identity and kept near it.

    .venv/bin/python research/adapter/train.py            # leave-pages-out top-1, then fit all
    .venv/bin/python research/adapter/train.py --save research/adapter/adapter.npy
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))
from research.deployments.devkit import holds  # noqa: E402

TEMPERATURE = 0.05
STEPS = 300
LR = 0.01
RIDGE = 10.0
RIDGES = tuple(float(r) for r in os.environ.get("RIDGES", "0.1,1,10").split(","))


def load(embed) -> tuple[list[dict], dict[str, tuple[list[str], np.ndarray]]]:
    """The questions (with the index of their evidence's unit) and each page's unit vectors."""
    from bot.agent import quote
    from bot.kb.chunking import chunk_text
    from bot.kb.types import Source

    rows = [json.loads(line) for f in sorted((HERE / "data").glob("*.jsonl")) for line in f.open()]
    pages: dict[str, tuple[list[str], np.ndarray]] = {}
    for name in sorted({r["page"] for r in rows}):
        path = HERE / "pages" / f"{name}.txt"
        if not path.exists():
            continue
        text = path.read_text()
        title = text.strip().splitlines()[0] if text.strip() else name
        sources = [
            Source(kind="document", text=t, id=f"{name}-{i}", title=title)
            for i, (_, _, t) in enumerate(chunk_text(text, "paragraph"))
        ]
        units = quote.units_of(sources)
        texts = [f"{u.heading}: {u.text}" if u.heading else u.text for u in units]
        pages[name] = ([u.text for u in units], np.asarray(embed(texts), dtype=np.float32))
    kept = []
    for r in rows:
        if r["page"] not in pages:
            continue
        units = pages[r["page"]][0]
        hit = [i for i, u in enumerate(units) if holds(u, r["evidence"])]
        if hit:
            kept.append({**r, "unit": hit[0]})
    qv = np.asarray(embed([r["question"] for r in kept]), dtype=np.float32)
    for r, v in zip(kept, qv, strict=True):
        r["vector"] = v
    return kept, pages


def fit(rows: list[dict], pages: dict, *, steps: int = STEPS, ridge: float = RIDGE) -> np.ndarray:
    import torch

    torch.manual_seed(0)
    dim = rows[0]["vector"].shape[0]
    w = torch.eye(dim, requires_grad=True)
    opt = torch.optim.Adam([w], lr=LR)
    by_page: dict[str, list[dict]] = {}
    for r in rows:
        by_page.setdefault(r["page"], []).append(r)
    units = {p: torch.tensor(v) for p, (_, v) in pages.items() if p in by_page}
    eye = torch.eye(dim)
    for _ in range(steps):
        opt.zero_grad()
        loss = torch.zeros(())
        for page, items in by_page.items():
            q = torch.tensor(np.stack([r["vector"] for r in items]))
            target = torch.tensor([r["unit"] for r in items])
            mapped = torch.nn.functional.normalize(q @ w.T, dim=1)
            logits = mapped @ units[page].T / TEMPERATURE
            loss = loss + torch.nn.functional.cross_entropy(logits, target, reduction="sum")
        loss = loss / len(rows) + ridge * ((w - eye) ** 2).sum() / dim
        loss.backward()
        opt.step()
    return w.detach().numpy()


def top1(rows: list[dict], pages: dict, w: np.ndarray | None) -> int:
    right = 0
    for r in rows:
        q = r["vector"] if w is None else w @ r["vector"]
        q = q / np.linalg.norm(q)
        right += int(np.argmax(pages[r["page"]][1] @ q)) == r["unit"]
    return right


def main() -> None:
    from bot.kb.embed import SentenceTransformerEmbedder

    embed = SentenceTransformerEmbedder().encode
    rows, pages = load(embed)
    names = sorted({r["page"] for r in rows})
    print(f"{len(rows)} questions on {len(names)} pages", flush=True)
    folds = [names[i::4] for i in range(4)]
    for ridge in RIDGES:
        base = fitted = 0
        for held in folds:
            train = [r for r in rows if r["page"] not in held]
            test = [r for r in rows if r["page"] in held]
            w = fit(train, pages, ridge=ridge)
            base += top1(test, pages, None)
            fitted += top1(test, pages, w)
        print(f"ridge {ridge}: leave-pages-out top-1 {base} -> {fitted} of {len(rows)}", flush=True)
    if "--save" in sys.argv:
        ridge = float(sys.argv[sys.argv.index("--ridge") + 1]) if "--ridge" in sys.argv else RIDGE
        w = fit(rows, pages, ridge=ridge)
        np.save(sys.argv[sys.argv.index("--save") + 1], w.astype(np.float32))
        print("saved", flush=True)


if __name__ == "__main__":
    main()
