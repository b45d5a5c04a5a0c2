"""Check questions.json against the documents and the tool module.

    cd /work/main && GUARDBOT_DATA_DIR=/tmp/wxfeed-check .venv/bin/python deployments/wxfeed/check_questions.py

- faq (and document follow-ups): every "any" string occurs in the named document's text
  (whitespace collapsed; HTML stripped for an .html page), and every piece of "evidence"
  (pieces are separated by " ... ") occurs there too.
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

# The arguments a right tool call takes, per data question (or the follow-up's first turn;
# the call is the one that answers the second turn).
CALLS = {
    "Hi, Quillfeather Publishing here": ("account_overview", {"account_id": 18}),
    "what billing email address do you have": ("account_overview", {"account_id": 3}),
    "key_P3ZZM92T gets 401": ("api_key_details", {"key_id": "key_P3ZZM92T"}),
    "which scopes does our key key_9YIJ5FAB": ("api_key_details", {"key_id": "key_9YIJ5FAB"}),
    "How far back can we pull historical": ("plan_details", {"plan": "Gale"}),
    "how many api calls per month do you get": ("plan_details", {"plan": "Drizzle"}),
    "Marlow County Highways Dept - how many": (
        "monthly_api_usage",
        {"account_id": 8, "month": "2026-01"},
    ),
    "Did Vireo Smart Thermostats go over": (
        "monthly_api_usage",
        {"account_id": 20, "month": "2026-05"},
    ),
    "how big is the file from export EXP-928600": ("export_job_status", {"job_id": "EXP-928600"}),
    "until what date can I still download": ("export_job_status", {"job_id": "EXP-747472"}),
    "Got a payment reminder letter": ("account_invoices", {"account_id": 29, "status": "overdue"}),
    "We're Tern Island Ferries.": ("support_tickets", {"account_id": 12, "status": "open"}),
    "how much is the May invoice for Swiftwater": ("account_invoices", {"account_id": 5}),
    "is export EXP-585907 done yet?": ("export_job_status", {"job_id": "EXP-585907"}),
    "How many API calls per minute can we make": ("plan_details", {"plan": "Tempest"}),
    "When does key_XJ1R54YP expire?": ("api_key_details", {"key_id": "key_XJ1R54YP"}),
}

REFUSALS = [
    "I'm sorry, I don't have that information in the developer help centre or in your account data.",
    "I can't find this in our documents. Please contact Larchmont Weather Data support.",
    "The help centre does not say. Would you like me to pass this to a person at Larchmont Weather Data?",
    "I don't know.",
]


BLOCKS = {"p", "div", "br", "tr", "td", "th", "li", "ul", "ol", "dl", "dt", "dd", "pre",
          "h1", "h2", "h3", "h4", "h5", "table", "title", "hr"}  # fmt: skip


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
    raw = path.read_text(encoding="utf-8")
    if path.suffix.lower() in (".html", ".htm"):
        parser = _Text()
        parser.feed(raw)
        raw = "".join(parser.parts)
    return norm(raw)


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
        else:
            problems.append(f"{label}: unknown kind {kind!r}")
        if kind == "followup" and len(q["turns"]) != 2:
            problems.append(f"{label}: a follow-up needs two turns")
    print(json.dumps(counts))
    for p in problems:
        print("PROBLEM", p)
    print("OK" if not problems else f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
