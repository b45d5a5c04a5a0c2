"""A value said of the wrong record: an answer that names one record of a tool result and
gives, as that record's field, the value another record holds.

A booking's result nests the member and the technician, each with a name and an e-mail; "the
technician is Ciarán Mulholland and their email is amara.okonkwo@post.example" holds only
values the result holds, so a check of values alone passes it, but the address is the
member's. Per sentence of the answer, against each tool result's records (every JSON object
in it, with the objects it sits in):

- the records it names: those whose own name field ("name", "title", "..._name") the
  sentence holds;
- the values it gives: a record's own field value of six characters or more with a digit
  or an "@" (an e-mail, a phone number, a date, a code), found in the sentence, whose field
  the sentence also speaks of ("email", "due", "phone": a word of the field's name);
- a value is misbound when no record holding it is, or sits inside or around, a named
  record, or gives a named record's name as one of its fields (a vaccination "given_by" the
  vet the sentence names), and each record holding it belongs to a named record of its own (itself or one it
  sits in) whose name the sentence does not say.

Such a sentence is HIGH, like a figure no source holds. Without a name or a field word in the
sentence nothing is judged ("we'll send the reminder to amara.okonkwo@post.example").
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from tools.catalog import fold_accents

_NAME_KEY = re.compile(r"(^|_)(name|title)$")
_WORD = re.compile(r"[a-z]+")
# words of a field's name that say nothing of what it is ("due_date_gbp": "due")
_GENERIC = frozenset("id no number date gbp usd eur at on of the to is in code value".split())


def fold(text: str) -> str:
    """Lower case without accents: "Ciarán" is "ciaran"."""
    return fold_accents(text).lower()


@dataclass
class _Record:
    parent: int | None
    names: list[str] = field(default_factory=list)
    values: list[tuple[str, str]] = field(default_factory=list)  # (field, value) folded
    texts: set[str] = field(default_factory=set)  # its other text fields, folded


class Records:
    """Every JSON object of the tool results, with the objects it sits in; read once per
    answer, asked of each of its sentences."""

    def __init__(self, data: Any) -> None:
        self.records: list[_Record] = []
        self._walk(data, None)
        # each record and the records it sits in, innermost first
        self.chains = [self._chain(i) for i in range(len(self.records))]

    def _walk(self, value: Any, parent: int | None) -> None:
        if isinstance(value, list):
            for item in value:
                self._walk(item, parent)
        elif isinstance(value, dict):
            record = _Record(parent)
            self.records.append(record)
            here = len(self.records) - 1
            for key, item in value.items():
                if isinstance(item, dict | list):
                    self._walk(item, here)
                elif isinstance(item, str | int | float) and not isinstance(item, bool):
                    text = fold(str(item)).strip()
                    if _NAME_KEY.search(str(key).lower()) and isinstance(item, str):
                        if len(text) >= 4:
                            record.names.append(text)
                    elif len(text) >= 6 and re.search(r"[\d@]", text):
                        record.values.append((str(key).lower(), text))
                    elif isinstance(item, str):
                        record.texts.add(text)

    def _chain(self, i: int) -> list[int]:
        out = []
        at: int | None = i
        while at is not None:
            out.append(at)
            at = self.records[at].parent
        return out

    def misbound(self, sentence: str) -> str | None:
        """Why ``sentence`` gives a value of one record as another's, or None."""
        records, chains = self.records, self.chains
        said = fold(sentence)
        words = {w for w in _WORD.findall(said) if len(w) >= 3}
        named = {i for i, r in enumerate(records) if any(n in said for n in r.names)}
        if not named:
            return None
        # the named records, those they sit in and those inside them
        near = {j for i in named for j in chains[i]}
        near.update(i for i, chain in enumerate(chains) if named.intersection(chain))
        # and those that refer to a named record by its name (a vaccination's "given_by")
        said_names = {n for i in named for n in records[i].names}
        near.update(i for i, r in enumerate(records) if said_names & r.texts)
        holders: dict[str, list[int]] = {}
        for i, record in enumerate(records):
            for key, value in record.values:
                if value in said and _speaks_of(key, words):
                    holders.setdefault(value, []).append(i)
        for value, held in holders.items():
            if any(i in near for i in held):
                continue
            # the named record each holder belongs to (itself or one it sits in)
            owners = [next((j for j in chains[i] if records[j].names), -1) for i in held]
            if -1 in owners:
                continue
            other = records[owners[0]].names[0]
            names = ", ".join(sorted({records[i].names[0] for i in named}))
            return f"{value} belongs to the record of {other}, not to {names}"
        return None


def tool_data(text: str) -> Any:
    """The JSON at the head of a tool result's text (a result cut to what fits is its JSON,
    then a note), or None."""
    try:
        data, _ = json.JSONDecoder().raw_decode(text.lstrip())
    except ValueError:
        return None
    return data


def _speaks_of(key: str, words: set[str]) -> bool:
    own = [w for w in _WORD.findall(key.replace("_", " ")) if w not in _GENERIC and len(w) >= 3]
    return any(any(w.startswith(o[:4]) or o.startswith(w[:4]) for w in words) for o in own)


def misbound(sentence: str, data: Any) -> str | None:
    """``Records(data).misbound(sentence)``: one sentence against the tool results."""
    return Records(data).misbound(sentence)
