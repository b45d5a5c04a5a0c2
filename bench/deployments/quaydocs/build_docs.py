"""Rebuild docs/ from the Valgrind 3.19 HTML manual of the Debian package valgrind.

    python bench/deployments/quaydocs/build_docs.py            # write docs/
    python bench/deployments/quaydocs/build_docs.py --check    # compare docs/ with a fresh rendering

Needs beautifulsoup4 (in guardbot's .venv) and /usr/share/doc/valgrind/html/
(`apt-get install valgrind`, version 1:3.19.0-1 in Debian 12).

Each HTML chapter is rendered to plain text, keeping the words as they are: headings,
paragraphs, list items, option terms and descriptions and table cells become paragraphs
separated by blank lines (whitespace inside a paragraph collapsed, list bullets dropped);
<pre> blocks are kept verbatim, indented by four spaces; the navigation bars and tables of
contents are dropped. Long chapters are cut at section headings, and each page gets a title
line.
"""

import sys
from pathlib import Path

from bs4 import BeautifulSoup, NavigableString, Tag

SRC = Path("/usr/share/doc/valgrind/html")
DST = Path(__file__).resolve().parent / "docs"

BLOCK = {
    "p",
    "dt",
    "dd",
    "li",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "tr",
    "div",
    "dl",
    "ul",
    "ol",
    "table",
    "blockquote",
    "br",
    "td",
    "th",
}

PAGES = [
    # file, source html, first block, block to stop before (None: to the end), title line
    ("quick-start.txt", "quick-start.html", None, None, "Valgrind Quick Start Guide"),
    (
        "core-running.txt",
        "manual-core.html",
        None,
        "2.7. Core Command-line Options",
        "Using the Valgrind core: running programs, the commentary, reporting and suppressing errors",
    ),
    (
        "core-options.txt",
        "manual-core.html",
        "2.7. Core Command-line Options",
        "2.7.4. malloc-related Options",
        "Valgrind core command-line options: tool selection, basic and error-related options",
    ),
    (
        "core-options-more.txt",
        "manual-core.html",
        "2.7.4. malloc-related Options",
        "2.8. Support for Threads",
        "Valgrind core command-line options: malloc-related, uncommon and debugging options, default options",
    ),
    (
        "core-threads-signals-limits.txt",
        "manual-core.html",
        "2.8. Support for Threads",
        None,
        "Valgrind core: threads, signals, execution trees, building, problems, limitations and warnings",
    ),
    (
        "gdbserver.txt",
        "manual-core-adv.html",
        "3.2. Debugging your program using Valgrind gdbserver and GDB",
        "3.3. Function wrapping",
        "Debugging your program with the Valgrind gdbserver and GDB (vgdb)",
    ),
    (
        "memcheck-errors.txt",
        "mc-manual.html",
        None,
        "4.3. Memcheck Command-Line Options",
        "Memcheck: error messages and memory leak detection",
    ),
    (
        "memcheck-options.txt",
        "mc-manual.html",
        "4.3. Memcheck Command-Line Options",
        "4.5. Details of Memcheck's checking machinery",
        "Memcheck: command-line options and writing suppression files",
    ),
    (
        "cachegrind.txt",
        "cg-manual.html",
        None,
        None,
        "Cachegrind: a cache and branch-prediction profiler",
    ),
    (
        "callgrind.txt",
        "cl-manual.html",
        None,
        None,
        "Callgrind: a call-graph generating cache and branch prediction profiler",
    ),
    ("massif.txt", "ms-manual.html", None, None, "Massif: a heap profiler"),
    ("helgrind.txt", "hg-manual.html", None, None, "Helgrind: a thread error detector"),
    ("drd.txt", "drd-manual.html", None, None, "DRD: a thread error detector"),
    ("dhat.txt", "dh-manual.html", None, None, "DHAT: a dynamic heap analysis tool"),
    ("faq.txt", "faq.html", None, None, "Valgrind Frequently Asked Questions"),
]


def _flush(out: list[str], buf: list[str]) -> None:
    text = " ".join("".join(buf).split())
    buf.clear()
    if text and text != "-":
        out.append(text)


def _render(node: Tag, out: list[str], buf: list[str]) -> None:
    for child in node.children:
        if isinstance(child, NavigableString):
            if child.__class__.__name__ != "Comment":
                buf.append(str(child))
            continue
        if not isinstance(child, Tag):
            continue
        name = child.name
        if name == "pre":
            _flush(out, buf)
            text = child.get_text()
            out.append(
                "\n".join(
                    "    " + line if line.strip() else "" for line in text.strip("\n").split("\n")
                )
            )
        elif name in BLOCK:
            _flush(out, buf)
            if name == "li":
                buf.append("- ")
            _render(child, out, buf)
            _flush(out, buf)
        else:
            _render(child, out, buf)


def convert(html: str, start: str | None = None, stop: str | None = None) -> str:
    soup = BeautifulSoup(html, "html.parser")
    for junk in soup.select(
        "table.nav, div.navfooter, div.toc, div.navheader, div.qandaset > dl, tr.toc"
    ):
        junk.decompose()
    blocks: list[str] = []
    _render(soup.body, blocks, [])
    if start is not None:
        blocks = blocks[next(k for k, b in enumerate(blocks) if b.startswith(start)) :]
    if stop is not None:
        blocks = blocks[: next(k for k, b in enumerate(blocks) if b.startswith(stop))]
    return "\n\n".join(blocks) + "\n"


def pages():  # noqa: ANN201
    """Every page: (file name, its text, where it comes from)."""
    for name, src, start, stop, title in PAGES:
        text = title + "\n\n" + convert((SRC / src).read_text(encoding="utf-8"), start, stop)
        yield name, text, f"  from {src}"


def main() -> int:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # ../docpages.py
    import docpages

    return docpages.main(DST, pages, 34)


if __name__ == "__main__":
    sys.exit(main())
