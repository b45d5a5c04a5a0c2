"""The evidence a local model reads: the retrieved documents' best pieces, as many as fit.

    picked = choose(question, documents, embed=embed, budget=1400)
    text = render(picked)      # "[1] Refunds (Monthly plans)\nRefunds are ...\n\n[2] ..."

A 1.5B model on two cores reads about 85 tokens a second, so a turn cannot afford four
whole chunks. The documents' quotable units (sentences, list items, table rows) are ranked
for the question (``bot.agent.quote.scores``: similarity, rare words, figures), taken best
first until ``budget`` characters, each with its neighbour in the same paragraph when that
fits too (a sentence often needs the one before it), then put back in document order under
the document's title, numbered as the answer cites them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.agent import quote
from bot.steps import Source


@dataclass
class Picked:
    """The pieces of one document the model is shown, and the document."""

    source: Source
    units: list[quote.Unit] = field(default_factory=list)

    @property
    def text(self) -> str:
        lines, heading = [], ""
        title = (self.source.title or "").strip()
        for unit in self.units:
            shown = unit.heading.strip() if unit.heading else ""
            if shown and shown != heading and not title.startswith(shown[:40]):
                lines.append(f"({shown})")
            heading = shown or heading
            lines.append(unit.text)
        return "\n".join(lines)


def choose(
    question: str, documents: list[Source], *, embed: quote.Embed, budget: int
) -> list[Picked]:
    """The best pieces of ``documents`` that fit in ``budget`` characters, by document."""
    units = quote.units_of(documents)
    if not units:
        return []
    ranked = sorted(
        zip(units, quote.scores(question, units, embed=embed), strict=True), key=lambda p: -p[1]
    )
    chosen: set[int] = set()
    used = 0
    index = {id(u): i for i, u in enumerate(units)}
    for unit, _score in ranked:
        i = index[id(unit)]
        if i in chosen:
            continue
        if chosen and used + len(unit.text) > budget:
            continue
        chosen.add(i)
        used += len(unit.text) + 1
        for j in (i - 1, i + 1):  # its neighbour in the same paragraph, when it fits
            if 0 <= j < len(units) and j not in chosen and _same_block(units[i], units[j]):
                if used + len(units[j].text) <= budget:
                    chosen.add(j)
                    used += len(units[j].text) + 1
    by_title: dict[str, Picked] = {}  # one block per page, however many of its chunks
    for i in sorted(chosen, key=lambda n: (units[n].source, n)):
        unit = units[i]
        document = documents[unit.source]
        key = (document.title or document.id or str(unit.source)).strip()
        by_title.setdefault(key, Picked(document)).units.append(unit)
    return list(by_title.values())


def _same_block(a: quote.Unit, b: quote.Unit) -> bool:
    return a.source == b.source and a.block == b.block


def render(picked: list[Picked]) -> str:
    """The evidence as the model reads it, each document numbered for citations."""
    blocks = []
    for n, item in enumerate(picked, start=1):
        title = item.source.title or item.source.id or f"document {n}"
        blocks.append(f"[{n}] {title}\n{item.text}")
    return "\n\n".join(blocks)


def as_sources(picked: list[Picked]) -> list[Source]:
    """What the answer rests on: each document with only the pieces the model was shown."""
    return [
        Source(
            kind=p.source.kind,
            text=p.text,
            id=p.source.id,
            title=p.source.title,
            meta=dict(p.source.meta or {}),
        )
        for p in picked
    ]
