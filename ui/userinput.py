"""What the web app accepts as user text and as a JSON request body.

Every place that takes text from a customer or a staff member (the chat page, ``POST
/api/chat``, ``POST /v1/chat/completions``, the staff reply, feedback) cleans it the same
way, and the two JSON endpoints read their bodies the same way, so bad input is a clear 4xx
before anything is written:

- ``clean_text``: terminal escape sequences (``ESC [2J``) and C0/C1 control characters
  (NUL included) are removed, except newline and tab; a lone UTF-16 surrogate becomes
  U+FFFD.
- ``is_blank``: nothing left but whitespace, control or invisible (zero-width, format)
  characters; such a message is no question.
- ``read_json``: the body must say it is JSON (415 otherwise), be at most ``max_bytes``
  (413), be UTF-8 (400; a byte-order mark is allowed), parse (400), nest at most ``MAX_JSON_DEPTH`` deep (400) and hold no lone
  surrogate in any string or key (400): Python's parser accepts ``"\\ud800"``, but such a
  string breaks every later UTF-8 encoding (the log, the model, the response).
"""

from __future__ import annotations

import json
import math
import re
import unicodedata
from typing import Any

MAX_JSON_DEPTH = 64  # arrays/objects inside each other; a chat request needs about 5
MAX_BODY_BYTES = 1_000_000  # a request body (a message is limited far below this)

_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")  # C0 and C1, but \t and \n
# a terminal escape sequence, as ECMA-48 spells them: a control sequence (ESC [ or its
# one-byte form CSI, parameters, a final letter), a control string (device control, start of
# string, operating system command, privacy message, application program command: ESC P, X,
# ], ^, _ or their one-byte forms, up to the string terminator or BEL), ESC with
# intermediate bytes and a final one (ESC ( B), a single shift with the one character it
# shifts (ESC O P, SS3 P: the F1 key), or ESC and one character (ESC c resets the screen). It
# draws, clears or sets something, or is a key; it says nothing, so it goes whole, not only
# its ESC.
_ESCAPE = re.compile(
    r"(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]"
    r"|(?:\x1b[PX\]^_]|[\x90\x98\x9d\x9e\x9f])[^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)?"
    r"|\x1b[ -/]+[0-~]"
    r"|(?:\x1b[NO]|[\x8e\x8f])[\x20-\x7e]?"
    r"|\x1b[0-~]"
)
_SURROGATE = re.compile("[\ud800-\udfff]")
# letters that render as nothing (Hangul fillers, the blank braille pattern)
_INVISIBLE = frozenset("\u115f\u1160\u3164\uffa0\u2800")


class BadBody(ValueError):
    """A request body we refuse: ``status`` (4xx), a message saying what is wrong, a short
    ``code`` and, when known, ``where`` in the body (e.g. ``messages[0].content``)."""

    def __init__(self, status: int, message: str, *, code: str, where: str | None = None):
        super().__init__(message)
        self.status = status
        self.message = message
        self.code = code
        self.where = where


def has_lone_surrogate(text: str) -> bool:
    return _SURROGATE.search(text) is not None


def clean_text(text: str) -> str:
    """``text`` without control characters (but newline and tab) and lone surrogates."""
    return _SURROGATE.sub("\ufffd", _CONTROL.sub("", _ESCAPE.sub("", text)))


def _unseen(ch: str) -> bool:
    """A character that shows nothing on its own: whitespace, a control or format character,
    a noncharacter (U+FFFE, U+FDD0, ...), a blank letter, a variation selector or the
    combining grapheme joiner."""
    code = ord(ch)
    return (
        ch.isspace()
        or 0xFDD0 <= code <= 0xFDEF  # noncharacters: never text
        or code & 0xFFFE == 0xFFFE
        or ch in _INVISIBLE
        or unicodedata.category(ch) in ("Cc", "Cf", "Cs")
        or 0xFE00 <= code <= 0xFE0F
        or 0xE0100 <= code <= 0xE01EF
        or code == 0x034F
    )


def is_blank(text: str) -> bool:
    """True when nothing in ``text`` would be seen, or nothing but accents on nothing:
    whitespace, control and format characters (zero-width space and joiners, BOM, bidi
    marks), variation selectors and combining marks with no letter to sit on only."""
    return all(_unseen(ch) or unicodedata.category(ch).startswith("M") for ch in text)


def is_json_type(content_type: str | None) -> bool:
    media = (content_type or "").split(";", 1)[0].strip().lower()
    return media == "application/json" or (
        media.startswith("application/") and media.endswith("+json")
    )


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _finite(text: str) -> float:
    """A JSON number as a float; one too large for a float (1e999) is refused, as NaN is."""
    value = float(text)
    if math.isinf(value):
        raise ValueError(f"{text[:20]} is too large a number")
    return value


def read_json(raw: bytes, *, content_type: str | None, max_bytes: int = MAX_BODY_BYTES) -> Any:
    """The parsed body, or ``BadBody`` saying why it is refused (nothing is written)."""
    if not is_json_type(content_type):
        got = (content_type or "none").split(";", 1)[0].strip()[:80]
        raise BadBody(
            415,
            f"The request body must be JSON, sent with 'Content-Type: application/json' (got {got}).",
            code="unsupported_media_type",
        )
    if len(raw) > max_bytes:
        raise BadBody(
            413,
            f"The request body has {len(raw):,} bytes; the limit is {max_bytes:,}.",
            code="request_too_large",
        )
    try:  # JSON between systems is UTF-8 (RFC 8259 8.1); json.loads would guess UTF-16/32
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise BadBody(
            400, "The request body must be UTF-8 encoded JSON.", code="invalid_json"
        ) from None
    try:
        body = json.loads(
            text.removeprefix("\ufeff"), parse_constant=_no_constant, parse_float=_finite
        )
    except RecursionError:
        raise _too_deep() from None
    except ValueError:  # JSONDecodeError, UnicodeDecodeError, NaN, a 5,000-digit number
        raise BadBody(400, "The request body is not valid JSON.", code="invalid_json") from None
    check_json(body)
    return body


def _too_deep() -> BadBody:
    return BadBody(
        400,
        f"The request body nests arrays and objects more than {MAX_JSON_DEPTH} deep.",
        code="too_deeply_nested",
    )


def _child(path: str, key: Any) -> str:
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{key}" if path else str(key)


def check_json(value: Any, *, max_depth: int = MAX_JSON_DEPTH) -> None:
    """Walk a parsed JSON value without recursion: ``BadBody`` (400) for nesting deeper
    than ``max_depth`` or a lone surrogate in any string or key."""
    stack: list[tuple[Any, int, str]] = [(value, 0, "")]
    while stack:
        item, depth, path = stack.pop()
        if isinstance(item, str):
            if has_lone_surrogate(item):
                raise _surrogate(path)
            continue
        if not isinstance(item, dict | list):
            continue
        if depth >= max_depth:
            raise _too_deep()
        pairs = item.items() if isinstance(item, dict) else enumerate(item)
        for key, child in pairs:
            if isinstance(key, str) and has_lone_surrogate(key):
                raise _surrogate(_child(path, "<key>"))
            stack.append((child, depth + 1, _child(path, key)))


def _surrogate(path: str) -> BadBody:
    where = f" in '{path}'" if path else ""
    return BadBody(
        400,
        f"The request body holds a lone UTF-16 surrogate (such as \\ud800){where}: it is not a "
        "character and cannot be encoded. Send valid Unicode text.",
        code="invalid_unicode",
        where=path or None,
    )
