"""Reading files into document text: Markdown, HTML (stripped to text or kept), plain text, PDF.

A file that cannot be used raises ``SkipFile`` with a reason a person can act on; the
ingester reports it and goes on with the other files.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bs4 import BeautifulSoup, NavigableString, Tag

SUFFIXES = {
    ".md": "markdown",
    ".markdown": "markdown",
    ".html": "html",
    ".htm": "html",
    ".txt": "text",
    ".text": "text",
    ".pdf": "pdf",
}
MAX_FILE_BYTES = 5_000_000

_NOISE_TAGS = (
    "script",
    "style",
    "noscript",
    "template",
    "svg",
    "iframe",
    "nav",
    "header",
    "footer",
    "form",
    "aside",
    "button",
)
_NOISE_MARKERS = ("cookie", "banner", "breadcrumb", "consent", "newsletter")
_BLOCK_TAGS = {
    "p",
    "div",
    "section",
    "article",
    "main",
    "ul",
    "ol",
    "table",
    "pre",
    "blockquote",
    "dl",
    "figure",
    "body",
}


class SkipFile(Exception):
    """This file is not ingested; ``str(exc)`` says why."""


@dataclass
class Document:
    path: Path
    source: str  # path relative to the ingested root, with forward slashes
    title: str
    text: str
    kind: str  # markdown | html | text | pdf
    raw: bytes  # the file as read, for the content hash
    note: str = ""  # e.g. "decoded as cp1252"


def decode(raw: bytes) -> tuple[str, str]:
    """Text from bytes, and a note when it was not UTF-8. Binary data raises SkipFile."""
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        return raw.decode("utf-16"), "decoded as UTF-16"
    if b"\x00" in raw[:8192]:
        raise SkipFile("binary file (contains NUL bytes)")
    try:
        return raw.decode("utf-8-sig"), ""
    except UnicodeDecodeError:
        pass
    try:
        text = raw.decode("cp1252")
    except UnicodeDecodeError as exc:
        raise SkipFile("not valid UTF-8 or Windows-1252 text") from exc
    if sum(ch.isprintable() or ch.isspace() for ch in text) < 0.95 * len(text):
        raise SkipFile("binary or unknown encoding (mostly unprintable characters)")
    return text, "decoded as Windows-1252 (not valid UTF-8)"


def _table_text(table: Tag) -> str:
    rows = []
    for tr in table.find_all("tr"):
        cells = [" ".join(c.get_text(" ", strip=True).split()) for c in tr.find_all(["th", "td"])]
        if any(cells):
            rows.append("| " + " | ".join(cells) + " |")
    return "\n".join(rows)


def _is_noise(tag: Tag) -> bool:
    if tag.name in _NOISE_TAGS:
        return True
    classes: list[Any] = list(tag.get("class") or [])
    parts = [str(tag.get("id") or ""), *(str(c) for c in classes), str(tag.get("role") or "")]
    attrs = " ".join(parts).lower()
    return any(marker in attrs for marker in _NOISE_MARKERS) or attrs.strip() == "dialog"


def _blocks(node: Tag, out: list[str]) -> None:
    """Append the text blocks of ``node`` to ``out``: headings as '#' lines, list items as
    '- ' lines, tables as '| a | b |' rows, paragraphs as they are."""
    inline: list[str] = []

    def flush() -> None:
        text = " ".join("".join(inline).split())
        if text:
            out.append(text)
        inline.clear()

    for child in node.children:
        if isinstance(child, NavigableString):
            if type(child) is NavigableString:  # not a comment, doctype or CDATA
                inline.append(str(child))
            continue
        if not isinstance(child, Tag) or _is_noise(child):
            continue
        name = child.name
        if re.fullmatch(r"h[1-6]", name):
            flush()
            out.append("#" * int(name[1]) + " " + " ".join(child.get_text("").split()))
        elif name == "table":
            flush()
            out.append(_table_text(child))
        elif name in ("ul", "ol"):
            flush()
            items = child.find_all("li", recursive=False)
            marks = (
                [f"{i}." for i in range(1, len(items) + 1)] if name == "ol" else ["-"] * len(items)
            )
            out.append(
                "\n".join(
                    f"{m} {' '.join(li.get_text('').split())}"
                    for m, li in zip(marks, items, strict=True)
                )
            )
        elif name in _BLOCK_TAGS or name in ("li", "dt", "dd", "tr"):
            flush()
            _blocks(child, out)
        elif name == "br":
            inline.append(" ")
        else:
            inline.append(child.get_text(""))
    flush()


def html_to_text(html: str) -> tuple[str, str]:
    """(title, text) of an HTML page: navigation, scripts, styles, banners and footers
    dropped; the article (``<main>``/``<article>`` when there is one) as blocks separated by
    blank lines."""
    soup = BeautifulSoup(html, "html.parser")
    title = " ".join(soup.title.get_text(" ").split()) if soup.title else ""
    title = re.split(r"\s+[|–—-]\s+", title)[0] if title else ""
    root = soup.find("article") or soup.find("main") or soup.body or soup
    blocks: list[str] = []
    _blocks(root, blocks)
    if not title:
        h1 = soup.find("h1")
        title = " ".join(h1.get_text(" ").split()) if h1 else ""
    return title, "\n\n".join(b for b in blocks if b.strip())


def _first_heading(text: str) -> str:
    for line in text.splitlines():
        match = re.match(r"^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$", line)
        if match:
            return match.group(1)
        if line.strip():
            return line.strip()[:80]
    return ""


def _pdf_text(raw: bytes) -> str:
    import io

    from pypdf import PdfReader
    from pypdf.errors import PdfReadError

    try:
        reader = PdfReader(io.BytesIO(raw))
        pages = [page.extract_text() or "" for page in reader.pages]
    except (PdfReadError, ValueError, KeyError, TypeError) as exc:
        raise SkipFile(f"unreadable PDF ({type(exc).__name__}: {exc})") from exc
    return "\n\n".join(p.strip() for p in pages if p.strip())


def load_file(
    path: Path, *, source: str, keep_html: bool = False, max_bytes: int = MAX_FILE_BYTES
) -> Document:
    """Read one file. Raises SkipFile for unsupported, unreadable, binary, empty or huge files."""
    kind = SUFFIXES.get(path.suffix.lower())
    if kind is None:
        raise SkipFile(f"unsupported file type {path.suffix or '(no extension)'!r}")
    try:
        size = path.stat().st_size
        if size > max_bytes:
            raise SkipFile(f"too large ({size:,} bytes; the limit is {max_bytes:,})")
        raw = path.read_bytes()
    except OSError as exc:
        raise SkipFile(f"cannot read the file ({exc.strerror or exc})") from exc
    if not raw.strip():
        raise SkipFile("empty file")
    note = ""
    if kind == "pdf":
        text = _pdf_text(raw)
        title = _first_heading(text)
    else:
        text, note = decode(raw)
        title = ""
        if kind == "html":
            title, stripped = html_to_text(text)
            if not stripped.strip():
                raise SkipFile("no text in the HTML page (broken or empty markup)")
            text = text if keep_html else stripped
        title = title or _first_heading(text)
    if not text.strip():
        raise SkipFile(
            "no text left after reading" + (" (HTML without content)" if kind == "html" else "")
        )
    return Document(
        path=path, source=source, title=title or path.stem, text=text, kind=kind, raw=raw, note=note
    )
