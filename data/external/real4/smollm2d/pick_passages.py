"""Pick short prose passages from the Python language reference text that ships with the
standard library (``pydoc_data/topics.py``, the dict ``topics``: heading -> plain text of one
reference section). Seeded (2713); writes passages.json beside this file.

    python data/external/real4/smollm2d/pick_passages.py

Same paragraph filters as data/external/real2/pick_passages.py (35-95 words, the same BAD
pattern, at least two full stops, an upper-case first letter), applied to each blank-line
separated paragraph (dedented and joined into one line). On top of those filters a paragraph
is skipped when it is mostly code or grammar: it contains "::=" (grammar rules; already caught
by BAD), or fewer than 80 % of its tokens are plain words (letters, optionally quoted or
followed by punctuation), or it does not end a sentence (a paragraph ending with ":" or
mid-sentence introduces a code example that would be cut off), or it is indented and does not follow a method signature (indented
blocks in topics.py are code examples, except the descriptions of special methods). Footnote
markers (" [2]") are removed. At most 2 passages per topic; seeded shuffle; first 40.

``object`` (the thing the prompts ask about) is the heading of the (sub)section the paragraph
is in, with its first letter lower-cased when the first word is an ordinary capitalised word
and the heading is not in title case ("Binding of names" -> "binding of names", "Type Objects"
kept); for the indented description of a special method
it is the method's name ("object.__del__").
"""

import json
import random
import re
from pathlib import Path

import pydoc_data.topics

HERE = Path(__file__).resolve().parent
PER_TOPIC = 2
TARGET = 40
BAD = re.compile(r">>>|::|``|\{|\}|\bSee\b|http|\.\.\s|:param|:return|Args:|Returns:|@|\|")
UNDERLINE = re.compile(r"^([*=\-~^#\"+])\1{2,}$")
SIGNATURE = re.compile(r"^([A-Za-z_][\w.]*)\(.*\)$")
WORD = re.compile(r"^[(\"“*]*[A-Za-z][A-Za-z’'\-]*[)\"”*]*[.,;:!?)]*$")
FOOTNOTE = re.compile(r"\s\[\d+\]")


def object_name(heading: str) -> str:
    first, *rest = heading.split()
    title_case = any(w[:1].isupper() for w in rest)  # "Common Sequence Operations": kept
    if first[:1].isupper() and first[1:].islower() and first != "Python" and not title_case:
        return heading[0].lower() + heading[1:]
    return heading


def prose(text: str) -> bool:
    n = len(text.split())
    if not (35 <= n <= 95) or BAD.search(text) or text.count(".") < 2 or not text[0].isupper():
        return False
    if text[-1] not in '.!?)"”':
        return False  # ends with ":" or mid-sentence: it introduces a code example
    words = text.split()
    return sum(bool(WORD.match(w)) for w in words) / len(words) >= 0.8


def candidates(topic: str, doc: str):
    heading, signature = topic, None
    for para in re.split(r"\n\s*\n", doc):
        lines = [line for line in para.split("\n") if line.strip()]
        if not lines:
            continue
        if len(lines) == 2 and UNDERLINE.match(lines[1].strip()):
            heading, signature = lines[0].strip(), None
            continue
        indented = lines[0].startswith(" ")
        if not indented:
            m = SIGNATURE.match(lines[0].strip())
            signature = m.group(1) if m and len(lines) <= 3 else None
            obj = object_name(heading)
        elif signature:
            obj = signature
        else:
            continue  # an indented block that is not a method description: code
        text = FOOTNOTE.sub("", " ".join(para.split()))
        if prose(text):
            yield {
                "package": "pydoc_data.topics", "file": "pydoc_data/topics.py", "topic": topic,
                "section": heading, "object": obj, "text": text,
            }  # fmt: skip


def main() -> None:
    rng = random.Random(2713)
    topics = pydoc_data.topics.topics
    picked, seen = [], set()
    for topic in sorted(topics):
        items = list(candidates(topic, topics[topic]))
        rng.shuffle(items)
        n = 0
        for item in items:
            if n == PER_TOPIC:
                break
            if item["text"][:60] not in seen:
                seen.add(item["text"][:60])
                picked.append(item)
                n += 1
    print(len(picked), "candidates (at most 2 per topic) from", len({p["topic"] for p in picked}),
          "topics")  # fmt: skip
    rng.shuffle(picked)
    picked = picked[:TARGET]
    (HERE / "passages.json").write_text(json.dumps(picked, indent=1) + "\n", encoding="utf-8")
    print(len(picked), "passages from", len({p["topic"] for p in picked}), "topics")


if __name__ == "__main__":
    main()
