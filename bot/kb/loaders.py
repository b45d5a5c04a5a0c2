"""Reading files into document text: Markdown (and MDX), HTML (stripped to text or kept),
plain text, PDF.

Documents are read as people read them, not as their source is written:

- Front matter at the top of a Markdown or text file (YAML between ``---`` lines, TOML
  between ``+++`` lines, or, in Markdown, a JSON object) is not body text, ``description``
  and ``summary`` included. The title is its ``title`` key (else ``linkTitle``, ``name``),
  else the first heading, else the first line, else the file name. Front matter that does not
  parse is left out all the same, with a note; the title then comes from a plain ``title:``
  line in it, or from the heading.
- In Markdown, outside fenced code, inline code and Liquid ``{% raw %}`` blocks: Hugo
  shortcodes (``{{< x >}}``, ``{{% x %}}``), Liquid/Jekyll/Nunjucks tags, output and comments
  (``{% x %}``, ``{{ x }}``, ``{# x #}``; ``{{ page.key }}`` becomes the front matter's value),
  MDX ``import`` and one-line ``export const`` lines, MDX ``{/* */}`` comments, JSX components
  (``<Tabs>``, ``<TabItem label="Linux">``), inline HTML tags, HTML comments, scripts, styles
  and heading ids (``# Title {#id}``) are removed. The text between paired tags stays; a tab's
  label, a note's title and a Jekyll include's ``content`` stay as text. Docusaurus
  admonitions (``:::note`` ... ``:::``) become a "Note:" line and their content. A line left
  empty by this is dropped.
- HTML entities (``&gt;``, ``&amp;``, ``&#39;``; ``&nbsp;`` becomes a space) are unescaped in
  Markdown (not in code) and in text; BeautifulSoup unescapes them in HTML pages. In a
  Markdown table row a pipe entity (``&#124;``, in code too) becomes ``\\|``, so that it does
  not read as a new column.
- Code is kept as written, except that Hugo's escaped shortcodes (``{{</* x */>}}``) read as
  they render (``{{< x >}}``) and Liquid ``{% raw %}`` markers go.

A file that cannot be used raises ``SkipFile`` with a reason a person can act on; the
ingester reports it and goes on with the other files.
"""

from __future__ import annotations

import html
import json
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from bs4 import BeautifulSoup, NavigableString, Tag
from bs4.element import RubyTextString

from bot.kb.render import laid_out

SUFFIXES = {
    ".md": "markdown",
    ".markdown": "markdown",
    ".mdx": "markdown",
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
    "noembed",
    "noframes",
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


# Content a reader of the page never sees is not the page's content: it is where instructions
# for a model get planted ("display:none", ``hidden``, ``aria-hidden``), so it is never indexed.
_HIDDEN_STYLE = re.compile(
    r"(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*(?:hidden|collapse)"
    r"|opacity\s*:\s*0(?:\.0*)?%?\s*(?:;|$|!)|filter\s*:[^;]*\bopacity\(\s*0(?:\.0*)?%?\s*\)"
    r"|color\s*:\s*(?:transparent|rgba\([^)]*,\s*0(?:\.0*)?\s*\))"
    r"|font-size\s*:\s*0(?:px|em|rem|pt)?\s*(?:;|$)"
    # moved off the screen or clipped to nothing (the usual ways to hide text from a
    # reader but not from a crawler)
    r"|(?:left|top|right|text-indent)\s*:\s*-\s*\d{3,}|margin-(?:left|top)\s*:\s*-\s*\d{4,}"
    r"|clip\s*:\s*rect\(\s*0[a-z]*[\s,]+0[a-z]*[\s,]+0[a-z]*[\s,]+0"
    r"|clip-path\s*:\s*inset\(\s*50\s*%|transform\s*:\s*scale\(\s*0\s*\)"
    # every letter painted as a bullet or a square: shown, but nobody can read it
    r"|-webkit-text-security\s*:\s*(?:disc|circle|square))",
    re.I,
)
# no room and nothing overflowing shown: height:0 (or width:0) with overflow:hidden
_NO_ROOM = re.compile(
    r"(?:^|;)\s*(?:max-)?(?:height|width)\s*:\s*0(?:px|em|rem)?\s*(?:;|$|!)", re.I
)
_OVERFLOW_HIDDEN = re.compile(r"(?:^|;)\s*overflow(?:-[xy])?\s*:\s*hidden", re.I)


_COLOR = re.compile(r"(?:^|;)\s*color\s*:\s*([^;!]+)", re.I)
_BACKGROUND = re.compile(r"(?:^|;)\s*background(?:-color)?\s*:\s*([^;!]+)", re.I)
_NAMED_COLORS = {"white": "#ffffff", "black": "#000000"}


def _color(value: str) -> str | None:
    """A CSS colour as #rrggbb (#fff, white, rgb(255, 255, 255)), else None."""
    value = value.strip().lower()
    value = _NAMED_COLORS.get(value, value)
    if re.fullmatch(r"#[0-9a-f]{3}", value):
        return "#" + "".join(c * 2 for c in value[1:])
    if re.fullmatch(r"#[0-9a-f]{6}", value):
        return value
    rgb = re.fullmatch(r"rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*[\d.]+\s*)?\)", value)
    if rgb:
        return "#" + "".join(f"{min(int(c), 255):02x}" for c in rgb.groups())
    return None


def hides(style: str) -> bool:
    """True when a CSS declaration list (an element's ``style``) hides what it styles: not
    displayed, invisible, transparent, no size, off the screen, clipped to nothing, or text
    the colour of its own background (white on white)."""
    style = " ".join(style.split())
    if _HIDDEN_STYLE.search(style):
        return True
    color, background = _COLOR.search(style), _BACKGROUND.search(style)
    if color and background:
        ink = _color(color.group(1))
        if ink is not None and ink == _color(background.group(1)):
            return True
    return bool(_NO_ROOM.search(style) and _OVERFLOW_HIDDEN.search(style))


# a rule of the page's own style sheet: selectors { declarations }
_CSS_RULE = re.compile(r"([^{}]+)\{([^{}]*)\}")
_SIMPLE_SELECTOR = re.compile(r"^[a-z0-9]*([.#])([\w-]+)$", re.I)


_DISPLAY = re.compile(r"(?:^|;)\s*display\s*:\s*([a-z-]+)", re.I)


def _shown_anyway(style: str) -> bool:
    """An inline ``display`` other than ``none`` shows an element its ``hidden`` attribute
    hides (``<p hidden style="display: block">``: the attribute is only a default style)."""
    found = _DISPLAY.findall(style)
    return bool(found) and found[-1].lower() != "none"


def is_hidden(
    attrs: dict[str, Any], hidden_names: frozenset[str] = frozenset(), *, styles: bool = True
) -> bool:
    """True for an element the page does not show: ``hidden``, ``aria-hidden="true"``, a
    style that hides it (``display:none``, ``visibility:hidden``, ``opacity:0``,
    ``font-size:0``, ``height:0``, off the screen, clipped to nothing), or a class or id
    that the page's own style sheet hides (``hidden_names``: ``.name`` and ``#id``)."""
    if "hidden" in attrs and not _shown_anyway(str(attrs.get("style") or "")):
        return True
    if str(attrs.get("aria-hidden") or "").strip().lower() == "true":
        return True
    if styles and hides(str(attrs.get("style") or "")):
        return True
    if hidden_names:
        classes = attrs.get("class") or []
        names = {f".{c}" for c in (classes.split() if isinstance(classes, str) else classes)}
        if attrs.get("id"):
            names.add(f"#{attrs['id']}")
        return bool(names & hidden_names)
    return False


_NOT_SCREEN = re.compile(
    r"^\s*(?:only\s+)?(?:print|speech)\b|.*\(\s*scripting\s*:\s*(?:none|initial-only)\s*\)", re.I
)  # paper, speech, and a browser without scripts: a reader's browser runs them


def _screen_rules(css: str) -> str:
    """``css`` without the ``@media`` blocks a screen never applies (``@media print``,
    ``speech``, ``(scripting: none)``): a rule that hides something on paper leaves it on
    the reader's screen."""
    out, i = [], 0
    for match in re.finditer(r"@media\b([^{;]*)\{", css, re.I):
        if match.start() < i:
            continue  # inside a block already dropped
        depth, j = 1, match.end()
        while j < len(css) and depth:
            depth += {"{": 1, "}": -1}.get(css[j], 0)
            j += 1
        queries = [q for q in match.group(1).split(",") if q.strip()]
        if queries and all(_NOT_SCREEN.match(q) for q in queries):
            out.append(css[i : match.start()])
            i = j
    out.append(css[i:])
    return "".join(out)


def hidden_by_stylesheet(css: str) -> frozenset[str]:
    """The classes (``.name``) and ids (``#id``) that a page's ``<style>`` hides on a screen,
    from its simple selectors (``.offscreen``, ``div.note``, ``#x``); comments and print
    or speech rules ignored."""
    css = _screen_rules(re.sub(r"/\*.*?\*/", " ", css, flags=re.S))
    names = set()
    for selectors, declarations in _CSS_RULE.findall(css):
        if not hides(declarations):
            continue
        for selector in selectors.split(","):
            match = _SIMPLE_SELECTOR.match(selector.strip())
            if match and "::" not in selector:
                names.add(match.group(1) + match.group(2))
    return frozenset(names)


def drop_hidden(soup: Any, *, styles: bool = True) -> None:
    """Remove, in place, every element of ``soup`` the page does not show, and every script,
    style, template, noscript, noembed and noframes (their text is never the page's).
    ``styles``: also what its ``style`` attributes and its own style sheet hide, read by
    simple rules (False for a page a browser laid out: it applied the whole cascade, a
    print-only rule, a rule a later one undoes, a gradient painted through transparent ink)."""
    css = " ".join(tag.get_text() for tag in soup.find_all("style")) if styles else ""
    hidden_names = hidden_by_stylesheet(css) if css.strip() else frozenset()
    for tag in soup.find_all(["script", "style", "template", "noscript", "noembed", "noframes"]):
        tag.decompose()
    for tag in soup.find_all(
        lambda t: isinstance(t, Tag) and is_hidden(t.attrs, hidden_names, styles=styles)
    ):
        if not tag.decomposed:
            tag.decompose()


def _is_noise(tag: Tag) -> bool:
    # what the page's styles hide is gone already (``drop_hidden``, by the browser or rules)
    if tag.name in _NOISE_TAGS or is_hidden(tag.attrs, styles=False):
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


def html_to_text(html: str, *, styles: bool = True) -> tuple[str, str]:
    """(title, text) of an HTML page: navigation, scripts, styles, banners and footers
    dropped; the article (``<main>``/``<article>`` when there is one) as blocks separated by
    blank lines. ``styles``: as ``drop_hidden``."""
    soup = BeautifulSoup(html, "html.parser")
    drop_hidden(soup, styles=styles)
    _ruby_as_text(soup)
    title = " ".join(soup.title.get_text(" ").split()) if soup.title else ""
    title = re.split(r"\s+[|–—-]\s+", title)[0] if title else ""
    root = soup.find("article") or soup.find("main") or soup.body or soup
    blocks: list[str] = []
    _blocks(root, blocks)
    if not title:
        h1 = soup.find("h1")
        title = " ".join(h1.get_text(" ").split()) if h1 else ""
    return title, "\n\n".join(b for b in blocks if b.strip())


# the kinds of <input> whose value a reader sees written in the box or on the button
_SHOWN_VALUE = frozenset(
    {
        "",
        "text",
        "search",
        "email",
        "tel",
        "url",
        "number",
        "date",
        "time",
        "submit",
        "button",
        "reset",
    }
)


def fields_as_text(html: str) -> str:
    """``html`` with each form field's shown value as a ``<span>`` of text in its place (a
    read-only ``<input value="lid spares code BINLID-8800">`` shows its value to a reader; an
    attribute is no text node, so it was never read). The span keeps the field's other
    attributes (``class``, ``style``, ``hidden``), so a field hidden by them is hidden still;
    ``type="hidden"`` and password fields show nothing. Unchanged markup when there is no
    such field."""
    if "<input" not in html.lower():
        return html
    soup = BeautifulSoup(html, "html.parser")
    changed = False
    for field in soup.find_all("input"):
        kind = str(field.get("type") or "").strip().lower()
        value = field.get("value")
        if kind not in _SHOWN_VALUE or not isinstance(value, str) or not value.strip():
            continue
        attrs = {
            str(k): " ".join(v) if isinstance(v, list) else str(v)  # a class list as written
            for k, v in field.attrs.items()
            if k not in ("type", "value", "size")
        }
        span = soup.new_tag("span", attrs=attrs)
        span.string = value
        field.replace_with(span)
        changed = True
    return str(soup) if changed else html


def _ruby_as_text(soup: Any) -> None:
    """A ruby's annotation (``<rt>``) is shown above its text, so it is read, in brackets
    after it ("code (WEDGE-7713)"); its fallback brackets (``<rp>``) are not shown where
    ruby is drawn. (BeautifulSoup's ``get_text`` leaves ``<rt>`` text out by default.)"""
    for tag in soup.find_all("rp"):
        tag.decompose()
    for tag in soup.find_all("rt"):
        said = " ".join(tag.get_text("", types=(NavigableString, RubyTextString)).split())
        tag.replace_with(NavigableString(f" ({said})" if said else ""))


# --- front matter --------------------------------------------------------------------------

_YAML_BLOCK = re.compile(r"\A---[ \t]*\r?\n(.*?)^(?:---|\.\.\.)[ \t]*(?:\r?\n|\Z)", re.S | re.M)
_TOML_BLOCK = re.compile(r"\A\+\+\+[ \t]*\r?\n(.*?)^\+\+\+[ \t]*(?:\r?\n|\Z)", re.S | re.M)
_KEY_LINE = re.compile(r"^[A-Za-z_][\w-]*[ \t]*[:=]", re.M)
_TITLE_LINE = re.compile(r"^title[ \t]*[:=][ \t]*(.*\S)", re.M | re.I)
_TITLE_KEYS = ("title", "linktitle", "name")


def split_front_matter(text: str, *, allow_json: bool = False) -> tuple[dict[str, Any], str, str]:
    """(front matter, body, note) of a file's text. YAML between ``---`` lines or TOML between
    ``+++`` lines at the very top; with ``allow_json``, a JSON object at the top. Without front
    matter: ({}, text, "")."""
    for pattern, language in ((_YAML_BLOCK, "YAML"), (_TOML_BLOCK, "TOML")):
        match = pattern.match(text)
        if match:
            return _parse_front_matter(match.group(1), language, text, match.end())
    if allow_json and text.startswith("{"):
        try:
            meta, end = json.JSONDecoder().raw_decode(text)
        except ValueError:
            return {}, text, ""
        if isinstance(meta, dict) and text[end : end + 1] in ("", "\n", "\r"):
            return meta, text[end:].lstrip("\r\n"), ""
    return {}, text, ""


def _parse_front_matter(
    block: str, language: str, text: str, end: int
) -> tuple[dict[str, Any], str, str]:
    """The block parsed; a block that does not parse is still left out of the body (with a note
    and any plain ``title:`` line), unless it has no ``key:`` line at all, which makes it not
    front matter (e.g. text between two horizontal rules)."""
    body = text[end:].lstrip("\r\n")
    try:
        meta = yaml.safe_load(block) if language == "YAML" else tomllib.loads(block)
        error = "" if meta is None or isinstance(meta, dict) else "not a set of keys"
    except (yaml.YAMLError, ValueError, TypeError, RecursionError) as exc:  # TOML's is a ValueError
        meta, error = None, _parse_error(exc)
    if not error:
        return meta or {}, body, ""
    if not _KEY_LINE.search(block):
        return {}, text, ""
    title = _TITLE_LINE.search(block)
    salvaged = {"title": title.group(1).strip("\"'")} if title else {}
    note = f"front matter not read ({language}: {error}); left out of the text"
    return salvaged, body, note


def _parse_error(exc: Exception) -> str:
    """A one-line reason, with the file's line number (the block starts on line 2)."""
    problem = getattr(exc, "problem", None)
    mark = getattr(exc, "problem_mark", None)
    if problem and mark is not None:
        return f"{problem} on line {mark.line + 2}"
    reason = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
    if isinstance(exc, tomllib.TOMLDecodeError):  # "Invalid value (at line 1, column 9)"
        reason = re.sub(r"\bline (\d+)", lambda m: f"line {int(m[1]) + 1}", reason)
    return reason


def _meta_value(meta: dict[str, Any], key: str) -> str:
    """A scalar front matter value as text (keys compared without case), or ""."""
    for name, value in meta.items():
        if str(name).lower() == key.lower() and not isinstance(value, dict | list | bool):
            return "" if value is None else str(value)
    return ""


def _meta_title(meta: dict[str, Any]) -> str:
    for key in _TITLE_KEYS:
        title = " ".join(unescape_entities(_meta_value(meta, key)).split())
        if title:
            return title
    return ""


# --- Markdown cleaning ---------------------------------------------------------------------

_GONE = "\ue002"  # where markup was removed; a line left with only these is dropped
_BREAK = "\ue003"  # where a block tag (<br>, <td>, ...) was: a space between words
_HELD = re.compile("\ue000(\\d+)\ue001")  # code set aside while the prose is cleaned


def _inside(opening: str) -> str:
    """A tag's inside, shortest first: no blank line, no held code and no other ``opening``,
    so that an unclosed tag costs one scan to the next one (no quadratic time)."""
    return rf"(?:(?!\n[ \t]*\r?\n|{opening})[^\ue000])*?"


_FENCE = re.compile(r"^[ \t]*(`{3,}|~{3,})")
_RAW_BLOCK = re.compile(
    r"\{%-?\s*raw\s*-?%\}((?:(?!\{%-?\s*raw\b).)*?)\{%-?\s*endraw\s*-?%\}", re.S
)
_RAW_MARK = re.compile(r"\{%-?\s*(?:end)?raw\s*-?%\}")
_INLINE_CODE = re.compile(r"(?<!`)(`+)(?!`)((?:(?!\n[ \t]*\r?\n)[^\ue000])+?)(?<!`)\1(?!`)")
_CELL_CODE = re.compile(r"(?<!`)(`+)(?!`)((?:\\\||[^|\n\ue000])+?)(?<!`)\1(?!`)")
_IN_BRACES = _inside(r"\{\{")
_IN_LIQUID = _inside(r"\{%")
_ESCAPED_SHORTCODE = re.compile(rf"\{{\{{([<%])\s*/\*({_IN_BRACES})\*/\s*([>%])\}}\}}")
_SHORTCODE = re.compile(rf"\{{\{{(?:<({_IN_BRACES})>|%({_IN_BRACES})%)\}}\}}")
_LIQUID_COMMENT = re.compile(
    r"\{%-?\s*comment\s*-?%\}(?:(?!\{%-?\s*comment\b).)*?\{%-?\s*endcomment\s*-?%\}", re.S
)
_LIQUID_TAG = re.compile(rf"\{{%-?({_IN_LIQUID})-?%\}}")
_TEMPLATE_COMMENT = re.compile(rf"\{{#{_inside(r'[{]#')}#\}}|\{{/\*{_inside(r'[{]/[*]')}\*/\}}")
_TEMPLATE_OUTPUT = re.compile(rf"\{{\{{-?({_IN_BRACES})-?\}}\}}")
_TAG_NAME = re.compile(r"\s*(/?)\s*([\w.-]+)(.*)", re.S)
_ATTRIBUTE = re.compile(r"""([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')|"([^"]*)"|'([^']*)'""")
_LABELLED = re.compile(
    r"tabs?|tab-?item|note|tip|info|warning|caution|danger|important|hint|alert|callout"
    r"|admonition|notice|details",
    re.I,
)
_MDX_IMPORT = re.compile(
    r"^(?:import\s+(?:[\w*{}\s,]+?\s+from\s+)?['\"][^'\"\n]+['\"]"
    r"|export\s+(?:const|let|var)\s+\w+\s*=[^\n]*?);?[ \t]*(?=\r?$)",
    re.M,
)
# Markdown's comment idiom, a link definition no reader sees: "[//]: # (a note)",
# "[comment]: <> (a note)"; instructions for a model get planted there too
_MD_COMMENT = re.compile(
    r"^[ ]{0,3}\[[^\]\n]*\]:[ \t]*(?:#|<>)[ \t]*(?:\([^\n]*\)|\"[^\n]*\"|'[^\n]*')?[ \t]*(?=\r?$)",
    re.M,
)
_ADMONITION = re.compile(r"^[ \t]*:{3,}([^\n]*?)(?=\r?$)", re.M)
_HTML_DROPPED = re.compile(
    r"<!--(?:(?!<!--).)*?-->|<(script|style|template|noscript|noembed|noframes)\b"
    r"(?:(?!<(?:script|style|template|noscript|noembed|noframes)\b).)*?</\1\s*>",
    re.S | re.I,
)
_HTML_TAG = re.compile(r"<(/?)([A-Za-z][A-Za-z0-9.]*(?:-[A-Za-z0-9]+)*)((?:\s[^<>]*)?)(/?)>")
_HTML_OPEN = re.compile(r"<([a-z][a-z0-9-]*)(\s[^<>]*?)?(/?)>", re.I)
_JSX_CLOSER = re.compile(r"</([A-Z][\w.]*)\s*>")
_BLOCK_HTML = frozenset(
    "br hr p div li ul ol dl dt dd table thead tbody tfoot tr td th caption blockquote pre "
    "section article aside details summary figure figcaption center h1 h2 h3 h4 h5 h6".split()
)
_HTML_TAGS = _BLOCK_HTML | frozenset(
    "a abbr b bdi bdo cite code del dfn em font i img ins kbd mark picture q s samp small "
    "source span strong sub sup u var video audio iframe input label main nav".split()
)
_HEADING_ID = re.compile(r"^([ \t]{0,3}#{1,6}[ \t][^\n]*?)\{#[\w:.-]+[^}\n]*\}[ \t]*(?=\r?$)", re.M)
_TABLE_ROW = re.compile(r"^[ \t]*\|.*\|[ \t]*\r?\n?$", re.S)
_PIPE_ENTITY = re.compile(r"&(?:#124|#[xX]0*7[cC]|vert|verbar|VerticalLine);")
_ENTITY = re.compile(r"&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});")


def unescape_entities(text: str) -> str:
    """``&gt;`` → ``>``, ``&#39;`` → ``'``, ``&nbsp;`` → a plain space; unknown names stay."""

    def one(match: re.Match[str]) -> str:
        char = html.unescape(match.group(0))
        return " " if char == "\xa0" else char

    return _ENTITY.sub(one, text)


def _literal_code(code: str) -> str:
    """Code as the site shows it: Hugo's ``{{</* x */>}}`` is ``{{< x >}}``; raw markers go."""
    code = _ESCAPED_SHORTCODE.sub(lambda m: f"{{{{{m[1]} {m[2].strip()} {m[3]}}}}}", code)
    return _RAW_MARK.sub("", code)


def _hold(code: str, held: list[str]) -> str:
    held.append(_literal_code(code))
    return f"\ue000{len(held) - 1}\ue001"


def _hold_code(text: str, held: list[str]) -> str:
    """Fenced code blocks (``` or ~~~, to the closing fence or the end), Liquid raw blocks and
    inline code set aside as placeholders; line breaks stay outside them."""
    out: list[str] = []
    block: list[str] = []
    fence = ""
    for line in text.splitlines(keepends=True):
        opening = None if fence else _FENCE.match(line)
        if opening:
            fence, block = opening.group(1), [line]
        elif not fence:
            out.append(_hold_row_code(line, held) if _TABLE_ROW.match(line) else line)
        else:
            block.append(line)
            mark = line.strip()
            if mark and set(mark) == {fence[0]} and len(mark) >= len(fence):
                fence = ""
        if block and not fence:
            code = "".join(block)
            body = code.rstrip("\r\n")
            out.append(_hold(body, held) + code[len(body) :])
            block = []
    if block:
        out.append(_hold("".join(block), held))
    text = _RAW_BLOCK.sub(lambda m: _hold(m.group(1), held), "".join(out))
    return _INLINE_CODE.sub(lambda m: _hold(m.group(0), held), text)


def _hold_row_code(row: str, held: list[str]) -> str:
    """A table row's inline code held cell by cell, as GFM reads it (a code span never runs
    into the next cell or row; a stray backtick is only a backtick); a pipe entity becomes
    ``\\|`` so that it stays inside its cell."""
    row = _PIPE_ENTITY.sub(r"\\|", row)
    row = _CELL_CODE.sub(lambda m: _hold(m.group(0), held), row)
    return re.sub("`+", lambda m: _hold(m.group(0), held), row)


def _kept_text(name: str, args: str) -> str:
    """What a tag shows of itself: a tab's label, a note's title, a Jekyll include's content."""
    named: dict[str, str] = {}
    positional: list[str] = []
    for m in _ATTRIBUTE.finditer(args):
        if m.group(1):
            named[m.group(1).lower()] = m.group(2) if m.group(2) is not None else m.group(3)
        else:
            positional.append(m.group(4) if m.group(4) is not None else m.group(5))
    if name.lower() == "include":
        return named.get("content", "")
    if not _LABELLED.fullmatch(name):
        return ""
    keys = ("label", "title", "header", "name", "value") if "tab" in name.lower() else ("title",)
    label = next((named[k] for k in keys if named.get(k)), "")
    if not label and "tab" in name.lower() and positional:
        label = positional[0]
    return f"{label.strip()}:" if label.strip() else ""


def _shortcode(inside: str) -> str:
    """A Hugo shortcode or Liquid tag replaced by what it shows of itself, or removed."""
    match = _TAG_NAME.match(inside)
    if not match or match.group(1):
        return _GONE
    return _kept_text(match.group(2), match.group(3)) or _GONE


def _template_tags(text: str, meta: dict[str, Any], held: list[str]) -> str:
    """Hugo shortcodes, Liquid/Jekyll/Nunjucks tags, output and comments, MDX comments."""
    text = _ESCAPED_SHORTCODE.sub(lambda m: _hold(m.group(0), held), text)
    text = _SHORTCODE.sub(lambda m: _shortcode(m.group(1) or m.group(2)), text)
    text = _LIQUID_COMMENT.sub(_GONE, text)
    text = _LIQUID_TAG.sub(lambda m: _shortcode(m.group(1)), text)
    text = _TEMPLATE_COMMENT.sub(_GONE, text)

    def output(match: re.Match[str]) -> str:
        name = re.fullmatch(r"\s*(?:page\.|\.Params\.|\.Page\.|\.)?(\w+)\s*", match.group(1))
        return (_meta_value(meta, name.group(1)) if name else "") or _GONE

    return _TEMPLATE_OUTPUT.sub(output, text)


def _admonition(match: re.Match[str]) -> str:
    """``:::note Title`` / ``:::tip[Title]`` → "Note: Title"; a closing ``:::`` goes."""
    rest = match.group(1).strip()
    kind = re.match(r"[A-Za-z][\w-]*(?=$|[\s\[{])", rest)
    if not rest or not kind:
        return _GONE if not rest else match.group(0)
    label = rest[kind.end() :].split("{")[0].strip()
    if label.startswith("[") and "]" in label:
        label = label[1 : label.index("]")].strip()
    name = kind.group(0).capitalize()
    return f"{name}: {label}" if label else f"{name}:"


def shown_html(html: str, *, styles: bool = True) -> str:
    """The page's HTML without what it does not show (kept-HTML knowledge bases); the page
    as it is when it hides nothing. ``styles``: as ``drop_hidden``."""
    soup = BeautifulSoup(html, "html.parser")
    before = len(soup.find_all(True))
    drop_hidden(soup, styles=styles)
    return html if len(soup.find_all(True)) == before else str(soup)


def _drop_hidden_inline(text: str) -> str:
    """Markdown's inline HTML elements that the page would not show, dropped with their text
    (an element closed by the next closing tag of its name; a hidden void or self-closing
    tag has no text to drop)."""
    out, pos = [], 0
    for match in _HTML_OPEN.finditer(text):
        if match.start() < pos:
            continue
        name, attrs, self_closing = match.group(1), match.group(2) or "", match.group(3)
        if not is_hidden(_attributes(attrs)):
            continue
        end = match.end() if self_closing else _element_end(text, name, match.end())
        out.append(text[pos : match.start()])
        out.append(_GONE)
        pos = end
    out.append(text[pos:])
    return "".join(out)


def _element_end(text: str, name: str, start: int) -> int:
    """Where the element of ``name`` opened just before ``start`` closes (nested elements of
    the same name counted); the end of the open tag when it is never closed."""
    tags = re.compile(rf"<(/?){re.escape(name)}\b[^<>]*?(/?)>", re.I)
    depth = 1
    for match in tags.finditer(text, start):
        if match.group(2):
            continue
        depth += -1 if match.group(1) else 1
        if depth == 0:
            return match.end()
    return start


def _attributes(attrs: str) -> dict[str, Any]:
    """An HTML tag's attributes as BeautifulSoup gives them (names lowercased)."""
    tag = BeautifulSoup(f"<x {attrs.rstrip('/')}></x>", "html.parser").find("x")
    return dict(tag.attrs) if isinstance(tag, Tag) else {}


def _html_tags(text: str) -> str:
    """Inline HTML and JSX tags removed, their text kept. Lowercase names only when they are
    HTML's (``<project-id>`` is a placeholder); a capitalised name only when it has attributes,
    closes itself or is closed somewhere (``<Tabs>`` but not "press <Enter>"). Elements the
    page would not show (``hidden``, ``display:none``, templates) go with their text."""
    text = _drop_hidden_inline(_HTML_DROPPED.sub(_GONE, text))
    closed = set(_JSX_CLOSER.findall(text))

    def tag(match: re.Match[str]) -> str:
        closing, name, attrs, self_closing = match.groups()
        if name[0].isupper():
            if not (closing or self_closing or attrs.strip() or name in closed):
                return match.group(0)
            return ("" if closing else _kept_text(name, attrs)) or _GONE
        if name.lower() not in _HTML_TAGS:
            return match.group(0)
        return _BREAK if name.lower() in _BLOCK_HTML else _GONE

    return _HTML_TAG.sub(tag, text)


def _close_gap(line: str) -> str:
    """Removed markup taken out of a line: a space where words would otherwise touch across a
    block tag or where there was one; the line's indentation kept."""
    end = len(line.rstrip(" \t"))

    def gap(match: re.Match[str]) -> str:
        lead, trail = match.group(1), match.group(3)
        if match.start() == 0:
            return lead
        if match.end() >= end:
            return ""
        return lead or trail or (" " if _BREAK in match.group(2) else "")

    # possessive lead and no start inside a run of spaces: linear on padded table rows
    return re.sub(f"(?<! )( *+)([{_GONE}{_BREAK} ]*[{_GONE}{_BREAK}])( *)", gap, line)


def _drop_emptied_lines(text: str) -> str:
    """Lines that held only removed markup dropped, and with them a blank line that would
    follow another blank line; other lines closed up (``_close_gap``)."""
    out: list[str] = []
    dropped = False
    for line in text.splitlines(keepends=True):
        content = line.rstrip("\r\n")
        if _GONE not in content and _BREAK not in content:
            if dropped and not content.strip() and (not out or not out[-1].strip()):
                continue
            dropped = dropped and not content.strip()
            out.append(line)
        elif not content.replace(_GONE, "").replace(_BREAK, "").strip():
            dropped = True
        else:
            dropped = False
            out.append(_close_gap(content).rstrip(" \t") + line[len(content) :])
    return "".join(out)


def clean_markdown(text: str, meta: dict[str, Any] | None = None) -> str:
    """Markdown as a reader sees it (see the module docstring); code is left as it is."""
    held: list[str] = []
    text = _hold_code(text, held)
    text = _template_tags(text, meta or {}, held)
    text = _MDX_IMPORT.sub(_GONE, text)
    text = _MD_COMMENT.sub(_GONE, text)
    text = _ADMONITION.sub(_admonition, text)
    text = _HEADING_ID.sub(lambda m: m[1].rstrip(" \t"), _html_tags(text))
    text = unescape_entities(_drop_emptied_lines(text))
    return _HELD.sub(lambda m: held[int(m[1])] if int(m[1]) < len(held) else m[0], text)


# --- loading -------------------------------------------------------------------------------


# a rendered manual page's running header: "OPENSSL-X509(1SSL)    OpenSSL    OPENSSL-X509(1SSL)"
_MAN_HEADER = re.compile(r"^(\S+\(\w+\))\s{2,}.*?\s{2,}\1\s*$")
# the NAME section of a manual page or POD text: "NAME" and, indented under it, "tar - an
# archiving utility"
_NAME_SECTION = re.compile(r"^NAME\s*\n[ \t]+(\S.*?)\s*$", re.MULTILINE)
# a mail or news article's headers ("Date: ...", "From: ...", "Subject: Re: Odd merge ...")
_MAIL_SUBJECT = re.compile(r"^Subject:\s*(?:(?:Re|Fwd?):\s*)*(.+?)\s*$", re.MULTILINE | re.I)
_MAIL_HEADER = re.compile(r"^(?:Date|From|To|Subject|Message-ID):\s", re.I)


def _first_heading(text: str) -> str:
    """The title a reader would give a plain page: a manual page's NAME line ("openssl-x509 -
    Certificate display and signing command", not its running header), a mail article's
    subject, else the first Markdown heading or the first line of text; rules such as ``---``
    and Pandoc/Hugo heading ids (``{#id}``) are skipped."""
    lines = [line for line in text.splitlines() if line.strip()]
    if lines and (_MAN_HEADER.match(lines[0].strip()) or lines[0].strip() == "NAME"):
        named = _NAME_SECTION.search(text)
        if named:
            return " ".join(named.group(1).split())[:80]
    if lines and _MAIL_HEADER.match(lines[0]):
        subject = _MAIL_SUBJECT.search("\n".join(lines[:12]))
        if subject:
            return subject.group(1)[:80]
    for line in text.splitlines():
        if re.fullmatch(r"[\W_]+|<[^<>\s]+>", line.strip()):
            continue  # a rule, or a lone marker such as "<DRAFT!>"
        match = re.match(r"^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$", line)
        if match:
            return re.sub(r"\s*\{#[^}]*\}$", "", match.group(1))
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


def _read(path: Path, max_bytes: int) -> bytes:
    try:
        size = path.stat().st_size
        if size > max_bytes:
            raise SkipFile(f"too large ({size:,} bytes; the limit is {max_bytes:,})")
        raw = path.read_bytes()
    except OSError as exc:
        raise SkipFile(f"cannot read the file ({exc.strerror or exc})") from exc
    if not raw.strip():
        raise SkipFile("empty file")
    return raw


def _title_and_text(text: str, kind: str, keep_html: bool) -> tuple[str, str, str]:
    """(title, text, note) of a decoded Markdown, text or HTML file."""
    if kind == "html":
        # what a reader sees, laid out by Chromium when there is one; its styles then need
        # no second reading by rules (a rule a later one undoes, a print-only rule)
        text, by_browser = laid_out(fields_as_text(text))
        title, stripped = html_to_text(text, styles=not by_browser)
        if not stripped.strip():
            raise SkipFile("no text in the HTML page (broken or empty markup)")
        return title, (shown_html(text, styles=not by_browser) if keep_html else stripped), ""
    meta, body, note = split_front_matter(text, allow_json=kind == "markdown")
    body = clean_markdown(body, meta) if kind == "markdown" else unescape_entities(body)
    if not body.strip() and meta:
        raise SkipFile("no text after the front matter")
    return _meta_title(meta), body, note


def load_file(
    path: Path, *, source: str, keep_html: bool = False, max_bytes: int = MAX_FILE_BYTES
) -> Document:
    """Read one file. Raises SkipFile for unsupported, unreadable, binary, empty or huge files."""
    kind = SUFFIXES.get(path.suffix.lower())
    if kind is None:
        raise SkipFile(f"unsupported file type {path.suffix or '(no extension)'!r}")
    raw = _read(path, max_bytes)
    note = ""
    if kind == "pdf":
        text = _pdf_text(raw)
        title = _first_heading(text)
    else:
        text, note = decode(raw)
        title, text, front_note = _title_and_text(text, kind, keep_html)
        note = "; ".join(n for n in (note, front_note) if n)
        title = title or _first_heading(text)
    if not text.strip():
        raise SkipFile(
            "no text left after reading" + (" (HTML without content)" if kind == "html" else "")
        )
    return Document(
        path=path, source=source, title=title or path.stem, text=text, kind=kind, raw=raw, note=note
    )
