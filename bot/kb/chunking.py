"""Chunking strategies, each selectable by name.

Every strategy returns ``(start, end, text)`` spans with ``text == document[start:end]``, so a
chunk can always be cited by character offsets in the (stripped or kept) document text.

- ``sentence``: one sentence per chunk. Sentences end at ``.``, ``!`` or ``?`` followed by
  whitespace and an upper-case letter, digit, quote or bracket (not after abbreviations such
  as "e.g." or inside numbers such as "470.40"; closing HTML tags right after the punctuation
  stay with the sentence), at blank lines, and at line breaks that start a list item, heading,
  table row, quote or HTML tag or follow a colon (other line breaks are soft wraps). A
  Markdown heading line (``# ...``) is attached to the sentence that follows it. A "sentence"
  longer than ``PARAGRAPH_MAX_CHARS`` (kept HTML: scripts, styles) is cut like a paragraph.
- ``paragraph``: text between blank lines. A heading-only paragraph is attached to the
  paragraph that follows it. A paragraph longer than ``PARAGRAPH_MAX_CHARS`` is cut at line
  breaks (or, for a single long line, at the last space) into pieces of at most that size.
- ``chars-N-M``: windows of exactly N characters that start every N-M characters
  (M characters of overlap); the last window ends at the end of the text. Windows that are
  only whitespace are dropped. ``chars-500-100`` and ``chars-1000-200`` are the named ones,
  but any ``chars-N-M`` with 0 <= M < N works.
"""

from __future__ import annotations

import re

STRATEGIES = ("sentence", "paragraph", "chars-500-100", "chars-1000-200")
PARAGRAPH_MAX_CHARS = 1500

Span = tuple[int, int, str]

_ABBREVIATIONS = {
    "e.g",
    "i.e",
    "etc",
    "vs",
    "inc",
    "ltd",
    "mr",
    "mrs",
    "ms",
    "dr",
    "st",
    "no",
    "approx",
}
_SENTENCE_END = re.compile(r"[.!?][\"')\]]*(?:</[A-Za-z][A-Za-z0-9]*>)*(?=\s+[\"'(\[]?[A-Z0-9`*<])")
_BLANK_LINES = re.compile(r"\n[ \t\r]*\n\s*")
_CHARS = re.compile(r"^chars-(\d+)-(\d+)$")
_HEADING = re.compile(r"^\s{0,3}#{1,6}\s")
_LIST_MARKER = re.compile(r"^\s*(?:\d{1,3}|[A-Za-z])$")  # "1." or "a." opening a list item
_HARD_LINE = re.compile(r"[ \t]*(?:[-*+•]\s|\d+[.)]\s|#|\||>|<)")


class UnknownStrategy(ValueError):
    """A strategy name that is not one of ``STRATEGIES`` nor ``chars-N-M``."""


def validate_strategy(strategy: str) -> str:
    if strategy in ("sentence", "paragraph"):
        return strategy
    match = _CHARS.match(strategy or "")
    if match and 0 <= int(match.group(2)) < int(match.group(1)):
        return strategy
    raise UnknownStrategy(
        f"unknown chunking strategy {strategy!r}: choose one of {', '.join(STRATEGIES)} "
        "(or chars-N-M with overlap M smaller than size N)"
    )


def chunk_text(text: str, strategy: str) -> list[Span]:
    """Cut ``text`` into chunks with the named strategy; spans are exact slices of ``text``."""
    validate_strategy(strategy)
    if strategy == "sentence":
        return sentence_spans(text)
    if strategy == "paragraph":
        return paragraph_spans(text)
    match = _CHARS.match(strategy)
    assert match is not None
    return char_spans(text, size=int(match.group(1)), overlap=int(match.group(2)))


def char_spans(text: str, *, size: int, overlap: int) -> list[Span]:
    step = size - overlap
    spans: list[Span] = []
    start = 0
    while start < len(text):
        end = min(start + size, len(text))
        if text[start:end].strip():
            spans.append((start, end, text[start:end]))
        if end >= len(text):
            break
        start += step
    return spans


def _trimmed(text: str, start: int, end: int) -> Span | None:
    """The span without surrounding whitespace, or None when nothing is left."""
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return (start, end, text[start:end]) if end > start else None


def _is_heading(span_text: str) -> bool:
    return all(_HEADING.match(line) for line in span_text.splitlines() if line.strip())


def _attach_headings(text: str, spans: list[Span]) -> list[Span]:
    """Merge every heading-only span into the span that follows it."""
    out: list[Span] = []
    pending: int | None = None
    for start, end, piece in spans:
        if _is_heading(piece):
            pending = start if pending is None else pending
            continue
        if pending is not None:
            start, pending = pending, None
        out.append((start, end, text[start:end]))
    if pending is not None:  # a trailing heading with nothing after it stays on its own
        last = _trimmed(text, pending, len(text))
        if last:
            out.append(last)
    return out


def _blocks(text: str) -> list[tuple[int, int]]:
    """[start, end) of the text between blank lines."""
    out, cut = [], 0
    for match in [*_BLANK_LINES.finditer(text), None]:
        stop = match.start() if match else len(text)
        if stop > cut:
            out.append((cut, stop))
        if match:
            cut = match.end()
    return out


def _segments(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """Cut a block at hard line breaks: before a list item, heading, table row or quote,
    and after a line ending with a colon. Other line breaks are soft wraps."""
    out, cut = [], start
    for match in re.finditer(r"\n", text[start:end]):
        pos = start + match.start()
        if _HARD_LINE.match(text, pos + 1) or text[cut:pos].rstrip().endswith(":"):
            out.append((cut, pos))
            cut = pos + 1
    out.append((cut, end))
    return out


def _is_abbreviation(text: str, dot: int) -> bool:
    word = re.search(r"([A-Za-z.]+)$", text[max(0, dot - 10) : dot])
    return word is not None and word.group(1).lower().rstrip(".") in _ABBREVIATIONS


def sentence_spans(text: str) -> list[Span]:
    raw: list[Span] = []
    for block_start, block_end in _blocks(text):
        for seg_start, seg_end in _segments(text, block_start, block_end):
            segment = text[seg_start:seg_end]
            cut = 0
            for match in _SENTENCE_END.finditer(segment):
                if _is_abbreviation(segment, match.start()) or _LIST_MARKER.match(
                    segment[cut : match.start()]
                ):
                    continue
                span = _trimmed(text, seg_start + cut, seg_start + match.end())
                if span:
                    raw.append(span)
                cut = match.end()
            span = _trimmed(text, seg_start + cut, seg_end)
            if span:
                raw.append(span)
    capped = [
        piece
        for start, end, _ in raw
        for piece in _split_long(text, start, end, PARAGRAPH_MAX_CHARS)
    ]
    return _attach_headings(text, capped)


def _split_long(text: str, start: int, end: int, limit: int) -> list[Span]:
    """Cut [start, end) at line breaks (else at a space, else hard) into pieces <= limit."""
    pieces: list[Span] = []
    while end - start > limit:
        window = text[start : start + limit]
        cut = window.rfind("\n")
        if cut <= 0:
            cut = window.rfind(" ")
        cut = limit if cut <= 0 else cut + 1
        span = _trimmed(text, start, start + cut)
        if span:
            pieces.append(span)
        start += cut
    span = _trimmed(text, start, end)
    if span:
        pieces.append(span)
    return pieces


def paragraph_spans(text: str, *, max_chars: int = PARAGRAPH_MAX_CHARS) -> list[Span]:
    raw: list[Span] = []
    for start, end in _blocks(text):
        raw.extend(_split_long(text, start, end, max_chars))
    return _attach_headings(text, raw)


_SETEXT = re.compile(
    r"^(?P<title>[A-Za-z0-9][^\n]{1,78}[^\n.:,;)\]])\n(?P<rule>([=~^-])\3{2,})[ \t]*$",
    re.MULTILINE,
)
_ATX = re.compile(r"^[ \t]*#{1,6}[ \t]+(?P<title>[^\n]+?)[ \t#]*$", re.MULTILINE)


def section_of(text: str, start: int) -> str:
    """The heading the text at ``start`` stands under: the last Markdown heading (``## x``)
    or underlined one (``x`` over ``~~~``, as RST and AsciiDoc write them) before it."""
    best, title = -1, ""
    for pattern in (_ATX, _SETEXT):
        for match in pattern.finditer(text, 0, start + 1):
            if pattern is _SETEXT and not is_underline(match.group("title"), match.group("rule")):
                continue
            if best < match.start() <= start:
                best, title = match.start(), match.group("title").strip()
    return title


def is_underline(title: str, rule: str) -> bool:
    """Is ``rule`` the underline of ``title`` (as long as it, give or take one), not a
    listing fence ("----") under a line of text?"""
    return abs(len(rule.strip()) - len(title.strip())) <= 1 and not title.lstrip().startswith("$")
