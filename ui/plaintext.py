"""Markdown made readable as plain text, for sources shown in the chat.

The chat shows every text as typed (never as HTML), so a help-centre passage written in
Markdown would show its syntax: ``|---|`` rows, ``**Green**``, ``[text](url)``. This turns
it into what a reader would see: a table row becomes "Users - Starter: up to 5; Team:
unlimited." (or "Plan: Team; Price: $49." for two columns),
emphasis and link syntax go, headings and list items become plain lines. HTML is left
alone (it is escaped when shown).
"""

from __future__ import annotations

import re

_SEPARATOR = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")
_IMAGE = re.compile(r"!\[([^\]]*)\]\([^)]*\)")
_LINK = re.compile(r"\[([^\]]+)\]\([^)]*\)")
_BOLD_STAR = re.compile(r"\*\*(?=\S)(.+?)(?<=\S)\*\*")
_BOLD_UNDERSCORE = re.compile(r"(?<!\w)__(?=\S)((?:(?!__).)+?)(?<=\S)__(?!\w)")
_ITALIC_STAR = re.compile(r"(?<![\w*])\*(?=\S)([^*\n]+?)(?<=\S)\*(?![\w*])")
_ITALIC_UNDERSCORE = re.compile(r"(?<![\w_])_(?=\S)([^_\n]+?)(?<=\S)_(?![\w_])")
_CODE = re.compile(r"`([^`\n]+)`")
_HEADING = re.compile(r"^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$")
_BULLET = re.compile(r"^(\s*)(?:[-*+]|\d+[.)])\s+")
_QUOTE = re.compile(r"^\s*>\s?")
_RULE = re.compile(r"^\s*([-*_])(\s*\1){2,}\s*$")


def inline(text: str) -> str:
    """Emphasis, links, images and inline code reduced to their words."""
    text = _IMAGE.sub(r"\1", text)
    text = _LINK.sub(r"\1", text)
    text = _CODE.sub(r"\1", text)
    text = _BOLD_STAR.sub(r"\1", text)
    text = _BOLD_UNDERSCORE.sub(r"\1", text)
    text = _ITALIC_STAR.sub(r"\1", text)
    return _ITALIC_UNDERSCORE.sub(r"\1", text)


def _cells(line: str) -> list[str]:
    body = line.strip()
    if body.startswith("|"):
        body = body[1:]
    if body.endswith("|"):
        body = body[:-1]
    return [inline(c.strip()) for c in body.split("|")]


def _is_row(line: str) -> bool:
    return line.strip().startswith("|") and line.count("|") >= 2


def _table(rows: list[str]) -> list[str]:
    """A Markdown table as one line per data row: "Header: value; Header: value"."""
    rows = [r for r in rows if not _SEPARATOR.match(r)]
    if not rows:
        return []
    header, data = _cells(rows[0]), [_cells(r) for r in rows[1:]]
    if not data:
        return ["; ".join(c for c in header if c)]
    out = []
    for cells in data:
        named = list(zip(header + [""] * len(cells), cells, strict=False))
        label = ""
        if len(named) >= 3:  # the first column names the row: "Users - Starter: 5; Team: 50."
            label, named = named[0][1], named[1:]
        pairs = "; ".join(f"{name}: {value}" if name else value for name, value in named if value)
        out.append((f"{label} - {pairs}" if label else pairs) + ".")
    return out


def _line(line: str) -> str:
    if _RULE.match(line):
        return ""
    heading = _HEADING.match(line)
    if heading:
        return inline(heading.group(1))
    line = _QUOTE.sub("", line)
    bullet = _BULLET.match(line)
    if bullet:
        line = "- " + line[bullet.end() :]
    return inline(line)


def markdown_to_text(text: str) -> str:
    """Readable plain text for a Markdown passage (line structure kept)."""
    out: list[str] = []
    table: list[str] = []
    for line in str(text).splitlines():
        if _is_row(line) or (table and _SEPARATOR.match(line)):
            table.append(line)
            continue
        if table:
            out.extend(_table(table))
            table = []
        out.append(_line(line))
    if table:
        out.extend(_table(table))
    return "\n".join(out).strip()
