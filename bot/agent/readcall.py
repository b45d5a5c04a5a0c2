"""The model's own call of a read-only tool: which tool answers the question, and with which
arguments (``Actor.read_call``, ``TurnRunner._model_routed``).

One forced call of the model (``tool_choice="required"``) with the deployment's read-only
tool schemas, in which each parameter that takes listed values (``values`` of the registry,
up to ``ENUM_MOST`` of them) is an enum of their labels. The embedded backend's grammar holds
the call to one tool's parameters, so a listed parameter gets a real name, where alone the
model invents ids ("508" for a pet named by name). A label it chose is read back as its value
(``resolved``). The schemas are the same every turn, so the embedded backend evaluates that
long prefix once and keeps it (``bot.llm.llamacpp``).
"""

from __future__ import annotations

import datetime as dt
import json
import re
import unicodedata
from typing import Any

from bot.agent import dates
from tools.catalog import fold_accents

ENUM_MOST = 80  # listed values offered to the model as an enum of their labels, at most


def fold(text: Any) -> str:
    """Case and accents off (``catalog.fold_accents``; "đ" has no accent to drop, it is
    read as "d"), compatibility letters as the plain ones, spaces folded: "Phạm Văn Đức"
    and "pham van duc" are one."""
    plain = unicodedata.normalize("NFKC", str(text).replace("đ", "d").replace("Đ", "D"))
    return " ".join(fold_accents(plain).casefold().split())


def with_labels(registry: Any, schema: dict[str, Any]) -> dict[str, Any]:
    """A tool's schema whose listed parameters take one of their labels (an enum the
    backend's grammar holds the model to); a copy, the registry's own is left as it is."""
    schema = json.loads(json.dumps(schema))
    fn = schema.get("function", schema)
    props = fn.get("parameters", {}).get("properties", {})
    for param, prop in props.items():
        listed = registry.values(fn["name"], param)
        if listed and len(listed) <= ENUM_MOST:
            labels = list(dict.fromkeys(str(label) for _, label in listed))
            props[param] = {
                "type": "string",
                "enum": labels,
                "description": prop.get("description", ""),
            }
    return schema


def resolved(
    registry: Any, tool: str, arguments: dict[str, Any]
) -> tuple[dict[str, Any], set[str]]:
    """The model's arguments with each label (or a name that is one word of exactly one
    label) written for a listed parameter read as its value, and the parameters so read."""
    out = dict(arguments)
    read: set[str] = set()
    for param, value in arguments.items():
        listed = registry.values(tool, param)
        if not listed:
            continue
        if any(str(v) == str(value) for v, _ in listed):
            read.add(param)
            continue
        said = fold(value)
        exact = [v for v, label in listed if fold(label) == said]
        part = [v for v, label in listed if said and said in fold(label).split(" ")]
        pick = exact or (part if len(part) == 1 else [])
        if pick:
            out[param] = pick[0]
            read.add(param)
    return out, read


def _tokens(text: Any) -> list[str]:
    return re.findall(r"\w+", fold(text))


def said(question: str, label: Any, labels: list[str]) -> bool:
    """Does ``question`` name the record ``label`` stands for? A word of the label that no
    other label holds is a word of the question ("wellington" for "Wellington (dog)", "14"
    for "Caravan 14", "duc" for "Phạm Văn Đức"), or the label's letters run together in the
    question ("sk18wvn" for "SK18 WVN"). The grammar holds the model to a real label, so a
    question that names none (a booking's warden, asked by the booking) still gets one: a
    real name, the wrong record."""
    words = set(_tokens(question))
    # a possessive typed without its apostrophe ("gwilyms november invoice")
    words |= {w[:-1] for w in words if len(w) > 4 and w.endswith("s")}
    counts: dict[str, int] = {}
    for other in labels:
        for word in set(_tokens(other)):
            counts[word] = counts.get(word, 0) + 1
    own = set(_tokens(label))
    if any(counts.get(w, 0) <= 1 and w in words for w in own):
        return True
    joined = "".join(_tokens(label))
    return len(joined) >= 4 and joined in "".join(_tokens(question))


def guessed(registry: Any, tool: str, written: dict[str, Any], question: str) -> list[str]:
    """The listed parameters whose value the model wrote but the question does not name
    (``said``): a guess among the labels."""
    out = []
    for param, value in written.items():
        listed = registry.values(tool, param)
        if not listed:
            continue
        labels = [str(label) for _, label in listed]
        match = [str(label) for v, label in listed if str(v) == str(value)]
        label = match[0] if match else str(value)
        if not (said(question, label, labels) or (match and said(question, value, labels))):
            out.append(param)
    return out


def invented(
    registry: Any, tool: str, written: dict[str, Any], question: str, properties: dict[str, Any]
) -> list[str]:
    """The parameters the model gave a reference the question does not hold: a value with
    a digit ("KM-27130", 2207) for a parameter with no listed values and no date, whose
    letters and digits run together are not in the question's ("km27126" holds
    "KM-27126"). A follow-up rewritten without its booking reference got another booking's."""
    asked = "".join(_tokens(question))
    out = []
    for param, value in written.items():
        if registry.values(tool, param) or isinstance(value, bool):
            continue
        if not isinstance(value, (str, int)) or not re.search(r"\d", str(value)):
            continue
        prop = properties.get(param)
        if isinstance(prop, dict) and dates.role(param, prop) is not None:
            continue
        if "".join(_tokens(value)) not in asked:
            out.append(param)
    return out


def calendar(today: str) -> str:
    """The days the model may be asked about, written out: it copies "next Tuesday" from
    here instead of counting days, which a 1.5B gets wrong ("this saturday" as a Monday).
    ``today`` is ISO ("2027-12-01"); empty or unreadable: the machine's date."""
    day = dates.base(today)
    monday = day - dt.timedelta(days=day.weekday())

    def named(d: dt.date) -> str:
        return f"{d:%A} {d.isoformat()}"

    def week(start: dt.date) -> str:
        return ", ".join(named(start + dt.timedelta(days=n)) for n in range(7))

    first = dates.month_first(day)
    last_month_end = first - dt.timedelta(days=1)
    month_end = dates.month_end(day)
    one = dt.timedelta(days=1)
    lines = [
        f"Today: {named(day)}.",
        f"Yesterday: {named(day - one)}. Tomorrow: {named(day + one)}.",
        f"Last week: {week(monday - 7 * one)}.",
        f"This week: {week(monday)}.",
        f"Next week: {week(monday + 7 * one)}.",
        f"Last month: {last_month_end.replace(day=1).isoformat()} to {last_month_end.isoformat()}."
        f" This month: {first.isoformat()} to {month_end.isoformat()}.",
    ]
    return "\n".join(lines)
