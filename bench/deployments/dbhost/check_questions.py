"""Check questions.json against the documents and the tool module.

    cd /work/main && GUARDBOT_DATA_DIR=/tmp/dbhost-check .venv/bin/python deployments/dbhost/check_questions.py

- faq (and document follow-ups): every "any" string occurs in the named document's text (HTML
  stripped, entities unescaped, whitespace collapsed), and every piece of "evidence" (pieces
  are separated by " ... ") occurs there too.
- data (and tool follow-ups): the SQL in "evidence" (before " -> ") gives the result written
  after " -> ", which contains an "any" string; calling the named tool with the arguments
  below gives a result that contains an "any" string.
- absent: the regex compiles and does not match a plain "I don't know" answer.
"""

from __future__ import annotations

import html
import json
import re
import sqlite3
import sys
from html.parser import HTMLParser
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
sys.path.insert(0, str(ROOT))

from tools.registry import TOOL_ATTR, load_module  # noqa: E402

# The arguments a right tool call takes, per data question (or the follow-up's second turn).
CALLS = {
    "hey, whats the hostname for our quillstone-prod": (
        "get_cluster",
        {"cluster_name": "quillstone-prod"},
    ),
    "Hi, we're Harbourline Insurance.": ("get_organisation", {"organisation_id": 3}),
    "Finance is asking: how much were Foxglove": ("list_invoices", {"organisation_id": 20}),
    "how big was the most recent backup of tallgrass-prod": (
        "list_backups",
        {"cluster_name": "tallgrass-prod", "limit": 1},
    ),
    "I think pelican-prod is filling up": ("get_cluster", {"cluster_name": "pelican-prod"}),
    "We're organisation 22.": ("list_support_tickets", {"organisation_id": 22, "status": "open"}),
    "Which of Cobalt Ridge Logistics' clusters": (
        "list_clusters",
        {"organisation_id": 2, "plan": "business"},
    ),
    "did any of the nightly backups of pelican-prod": (
        "list_backups",
        {"cluster_name": "pelican-prod", "status": "failed"},
    ),
    "what billing email address do you have on file for org 27": (
        "get_organisation",
        {"organisation_id": 27},
    ),
    "What plan is kestrel-prod on?": ("get_cluster", {"cluster_name": "kestrel-prod"}),
    "Can you pull up the support tickets for Rookwood": (
        "list_support_tickets",
        {"organisation_id": 32},
    ),
    "Do we have any unpaid invoices? This is Palisade Legal.": (
        "list_invoices",
        {"organisation_id": 30, "status": "overdue"},
    ),
}

REFUSALS = [
    "I'm sorry, I don't have that information in the help centre or in your account data.",
    "I can't find this in our documents. Please contact Tidewater Data support.",
]


BLOCKS = {
    "p",
    "div",
    "br",
    "tr",
    "td",
    "th",
    "li",
    "ul",
    "ol",
    "dl",
    "dt",
    "dd",
    "pre",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "table",
    "title",
    "hr",
}


class _Text(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.skip = 0

    def handle_starttag(self, tag, attrs):  # noqa: ANN001
        if tag in ("script", "style"):
            self.skip += 1
        if tag in BLOCKS:
            self.parts.append("\n")

    def handle_endtag(self, tag):  # noqa: ANN001
        if tag in ("script", "style"):
            self.skip -= 1
        if tag in BLOCKS:
            self.parts.append("\n")

    def handle_data(self, data):  # noqa: ANN001
        if not self.skip:
            self.parts.append(data)


def norm(text: str) -> str:
    return " ".join(html.unescape(text).split())


def doc_text(path: Path) -> str:
    parser = _Text()
    parser.feed(path.read_text(encoding="utf-8"))
    return norm("".join(parser.parts))


def contains(text: str, needle: str) -> bool:
    return norm(needle).lower() in text.lower()


def main() -> int:
    data = json.loads((HERE / "questions.json").read_text(encoding="utf-8"))
    module = load_module(str(HERE / "tools.py"))
    tools = {getattr(f, TOOL_ATTR).name: f for f in vars(module).values() if hasattr(f, TOOL_ATTR)}
    db = sqlite3.connect(module.build_database())
    problems: list[str] = []
    counts: dict[str, int] = {}
    for i, q in enumerate(data["questions"]):
        kind = q["kind"]
        counts[kind] = counts.get(kind, 0) + 1
        label = f"#{i} {kind}: {(q.get('question') or q['turns'][0])[:50]!r}"
        if kind == "faq" or (kind == "followup" and q.get("tool") is None):
            text = doc_text(HERE / q["source"])
            for s in q["any"]:
                if not contains(text, s):
                    problems.append(f"{label}: {s!r} is not in {q['source']}")
            for piece in q["evidence"].split(" ... "):
                if not contains(text, piece):
                    problems.append(f"{label}: evidence {piece!r} is not in {q['source']}")
        elif kind in ("data", "followup"):
            sql, _, written = q["evidence"].partition(" -> ")
            rows = db.execute(sql).fetchall()
            got = " ; ".join(" | ".join(str(v) for v in r) for r in rows)
            if got != written.strip():
                problems.append(f"{label}: SQL gives {got!r}, evidence says {written!r}")
            if not any(s in got for s in q["any"]):
                problems.append(f"{label}: no 'any' string in the SQL result {got!r}")
            asked = q["question"] if kind == "data" else q["turns"][0]
            call = next((c for k, c in CALLS.items() if asked.startswith(k)), None)
            if call is None:
                problems.append(f"{label}: no tool call listed in CALLS")
                continue
            name, args = call
            if name != q["tool"]:
                problems.append(f"{label}: CALLS names {name}, the question {q['tool']}")
            result = json.dumps(tools[name](**args), ensure_ascii=False)
            if not any(s in result for s in q["any"]):
                problems.append(f"{label}: no 'any' string in {name}({args}) = {result[:200]}")
        elif kind == "absent":
            rx = re.compile(q["must_not_match"])
            for r in REFUSALS:
                if rx.search(r):
                    problems.append(f"{label}: the regex matches a refusal: {r!r}")
        if kind == "followup" and len(q["turns"]) != 2:
            problems.append(f"{label}: a follow-up needs two turns")
    print(json.dumps(counts))
    for p in problems:
        print("PROBLEM", p)
    print("OK" if not problems else f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
