"""Build ``helpcentre.jsonl`` from ``cases_spec.py`` and the real articles in data/helpcentre/.

    .venv/bin/python data/backtest/build_helpcentre.py

Sources are the article sections (heading to next heading; blank-line blocks for plain
text) that contain one of the topic's ``find`` phrases, as plain text.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

from bs4 import BeautifulSoup

HERE = Path(__file__).resolve().parent
ARTICLES = HERE.parent / "helpcentre"
sys.path.insert(0, str(HERE))

from cases_spec import TOPICS  # noqa: E402

BLOCKS = ["h1", "h2", "h3", "p", "li", "tr"]


def _clean(text: str) -> str:
    text = re.sub(r"\*\*|`", "", text)
    return " ".join(text.split())


def html_sections(path: Path) -> list[str]:
    soup = BeautifulSoup(path.read_text(encoding="utf-8"), "html.parser")
    root = soup.find("article") or soup.find("main") or soup.body or soup
    sections: list[list[str]] = [[]]
    for el in root.find_all(BLOCKS):
        if el.find_parent(["p", "li", "tr"]) is not None:
            continue
        if el.name == "tr":
            text = " | ".join(_clean(c.get_text(" ")) for c in el.find_all(["td", "th"]))
        else:
            text = _clean(el.get_text(" "))
        if el.name in ("h1", "h2", "h3"):
            sections.append([])
        if text:
            sections[-1].append(text)
    return ["\n".join(s) for s in sections if s]


def markdown_sections(path: Path) -> list[str]:
    sections: list[list[str]] = [[]]
    joinable = False
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            sections.append([line.lstrip("#").strip()])
            joinable = False
        elif not line.strip():
            joinable = False
        else:
            item = re.match(r"^\s*(?:[-*]|\d+\.)\s", line) or line.lstrip().startswith("|")
            if joinable and not item and not line.startswith(" " * 4):
                sections[-1][-1] += " " + _clean(line)
            else:
                sections[-1].append(_clean(line))
            joinable = not line.lstrip().startswith("|")
    return ["\n".join(s) for s in sections if s]


def text_sections(path: Path) -> list[str]:
    blocks = re.split(r"\n\s*\n", path.read_text(encoding="utf-8"))
    return [
        "\n".join(_clean(line) for line in b.splitlines() if line.strip())
        for b in blocks
        if b.strip()
    ]


def sections(path: Path) -> list[str]:
    if path.suffix == ".html":
        return html_sections(path)
    if path.suffix == ".md":
        return markdown_sections(path)
    return text_sections(path)


def title_of(path: Path) -> str:
    if path.suffix == ".html":
        soup = BeautifulSoup(path.read_text(encoding="utf-8"), "html.parser")
        heading = soup.find("h1")
        return _clean(heading.get_text(" ")) if heading else path.stem
    first = path.read_text(encoding="utf-8").strip().splitlines()[0]
    return _clean(first.lstrip("#"))


def passages(article: str, find: list[str]) -> list[str]:
    """Sections holding the phrases, each headed by the article title (as retrieval shows it)."""
    title = title_of(ARTICLES / article)
    secs = [s if s.startswith(title) else f"{title}\n{s}" for s in sections(ARTICLES / article)]
    out: list[str] = []
    for phrase in find:
        needle = _clean(phrase).lower()
        hits = [s for s in secs if needle in " ".join(s.split()).lower()]
        if not hits:
            raise SystemExit(f"{article}: no section contains {phrase!r}")
        if hits[0] not in out:
            out.append(hits[0])
    return out


def build() -> list[dict]:
    cases = []
    for t_index, topic in enumerate(TOPICS):
        sources = passages(topic["article"], topic["find"])
        for h_index, (kind, answer) in enumerate(topic["hallucinated"]):
            cases.append(
                {
                    "id": f"hc-{t_index + 1:02d}-{h_index + 1}",
                    "question": topic["question"],
                    "sources": sources,
                    "answer": answer,
                    "kind": kind,
                    "supported_answer": topic["supported"],
                    "article": topic["article"],
                }
            )
    return cases


def main() -> None:
    cases = build()
    out = HERE / "helpcentre.jsonl"
    with open(out, "w", encoding="utf-8") as fh:
        for case in cases:
            fh.write(json.dumps(case, ensure_ascii=False) + "\n")
    print(f"wrote {len(cases)} cases to {out}")


if __name__ == "__main__":
    main()
