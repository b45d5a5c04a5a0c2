"""Turn a chunk's text into a recognisably false (fictive) copy, keeping the mapping.

A *value* is a number standing on its own ("15 minutes", "$1,200", "6-digit", "20%"),
not part of an identifier ("SHA-256", "2FA", "v2", "ISO 27001" is a value — it stands
alone). Every value changes; the rest of the text is left exactly as it was.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation

# A number with optional thousands separators and decimals, not glued to letters or other
# digits on the left (a letter followed by a hyphen, as in "SHA-256", counts as glued), and
# not followed directly by a letter ("2FA") or by more digits.
NUMBER = re.compile(
    r"(?<![\w.,])(?<![A-Za-z]-)(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?![\w])(?!,\d)(?!\.\d)"
)

# Default entity swaps for the `entities` transform (original -> fictive).
DEFAULT_ENTITY_SWAPS = {
    "Slack": "Discord",
    "HubSpot": "Pipedrive",
    "Zendesk": "Freshdesk",
    "Salesforce": "Zoho",
    "Jira": "Linear",
    "Snowflake": "BigQuery",
    "email": "carrier pigeon",
}


@dataclass
class Change:
    original: str
    fictive: str
    start: int  # offsets in the original text
    end: int

    def to_dict(self) -> dict:
        return {
            "original": self.original,
            "fictive": self.fictive,
            "start": self.start,
            "end": self.end,
        }


@dataclass
class FictiveText:
    original: str
    text: str
    changes: list[Change] = field(default_factory=list)

    @property
    def changed(self) -> bool:
        return bool(self.changes)


def parse_number(text: str) -> Decimal | None:
    try:
        return Decimal(text.replace(",", ""))
    except InvalidOperation:
        return None


def format_number(value: Decimal, like: str) -> str:
    """Write ``value`` in the style of ``like`` (thousands separators kept; no needless .0)."""
    value = value.normalize()
    if value == value.to_integral_value():
        as_int = int(value)
        return f"{as_int:,}" if "," in like else str(as_int)
    text = format(value, "f")
    if "," in like:
        whole, frac = text.split(".")
        text = f"{int(whole):,}.{frac}"
    return text


def _numeric(fn: Callable[[Decimal], Decimal]) -> Callable[[str], str]:
    def apply(original: str) -> str:
        value = parse_number(original)
        if value is None:
            return original
        new = fn(value)
        if new == value:  # 0 halved is 0: move it so that every value changes
            new = value + 1
        return format_number(new, original)

    return apply


def halve() -> Callable[[str], str]:
    return _numeric(lambda v: v / 2)


def scale(factor: float) -> Callable[[str], str]:
    return _numeric(lambda v: v * Decimal(str(factor)))


def shift(offset: float) -> Callable[[str], str]:
    return _numeric(lambda v: v + Decimal(str(offset)))


def transform_numbers(text: str, fn: Callable[[str], str]) -> FictiveText:
    changes: list[Change] = []
    out: list[str] = []
    last = 0
    for match in NUMBER.finditer(text):
        original = match.group(0)
        fictive = fn(original)
        if fictive == original:
            continue
        out.append(text[last : match.start()])
        out.append(fictive)
        changes.append(Change(original, fictive, match.start(), match.end()))
        last = match.end()
    out.append(text[last:])
    return FictiveText(original=text, text="".join(out), changes=changes)


def swap_entities(text: str, swaps: dict[str, str] | None = None) -> FictiveText:
    swaps = swaps or DEFAULT_ENTITY_SWAPS
    pattern = re.compile(
        r"\b(" + "|".join(re.escape(k) for k in sorted(swaps, key=len, reverse=True)) + r")\b"
    )
    changes: list[Change] = []
    out: list[str] = []
    last = 0
    for match in pattern.finditer(text):
        out.append(text[last : match.start()])
        out.append(swaps[match.group(0)])
        changes.append(Change(match.group(0), swaps[match.group(0)], match.start(), match.end()))
        last = match.end()
    out.append(text[last:])
    return FictiveText(original=text, text="".join(out), changes=changes)


TRANSFORMS = ("halve", "scale", "shift", "entities")


def make_transform(
    name: str = "halve", *, factor: float = 0.5, offset: float = 7, swaps: dict | None = None
):
    """A function text -> FictiveText for the named transform."""
    if name == "halve":
        fn = halve()
        return lambda text: transform_numbers(text, fn)
    if name == "scale":
        fn = scale(factor)
        return lambda text: transform_numbers(text, fn)
    if name == "shift":
        fn = shift(offset)
        return lambda text: transform_numbers(text, fn)
    if name == "entities":
        return lambda text: swap_entities(text, swaps)
    raise ValueError(f"unknown transform {name!r}; choose one of {', '.join(TRANSFORMS)}")
