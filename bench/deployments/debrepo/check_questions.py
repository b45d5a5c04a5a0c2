"""Check questions.json against the documents and the tool module.

    cd /work/main && GUARDBOT_DATA_DIR=/tmp/debrepo-check .venv/bin/python deployments/debrepo/check_questions.py

- faq (and document follow-ups): every "any" string occurs in the named document's text
  (whitespace collapsed; HTML stripped for an .html page), and every piece of "evidence"
  (pieces are separated by " ... ") occurs there too.
- data (and tool follow-ups): the SQL in "evidence" (before " -> ") gives the result written
  after " -> ", which contains an "any" string; calling the named tool with the arguments
  below gives a result that contains an "any" string.
- absent: none of the question's key terms (ABSENT_TERMS) occurs in any document, the regex
  compiles and does not match a plain "I don't know" answer.
- the database is built twice (two fresh folders) and dumps identically.
"""

from __future__ import annotations

import html
import json
import os
import re
import sqlite3
import subprocess
import sys
import tempfile
from html.parser import HTMLParser
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
sys.path.insert(0, str(ROOT))

from tools.registry import TOOL_ATTR, load_module  # noqa: E402

# The arguments a right tool call takes, per data question (or the follow-up's first turn;
# the call is the one that answers the second turn).
CALLS = {
    "Hi, I look after the servers at Bramblewood": ("account_overview", {"customer_id": 11}),
    "when does the signing key on cobaltline-releases": (
        "repository_details",
        {"repository": "cobaltline-releases"},
    ),
    "Which architectures and which Ubuntu release": (
        "repository_details",
        {"repository": "juniper-ubuntu-mirror"},
    ),
    "coralline-security-mirror has been showing": (
        "sync_history",
        {"repository": "coralline-security-mirror"},
    ),
    "Yarrow Agronomics here.": (
        "sync_history",
        {"repository": "yarrow-releases", "result": "failed"},
    ),
    "How much download bandwidth did Tessellate": (
        "monthly_usage",
        {"customer_id": 19, "month": "2026-03"},
    ),
    "Fennimore Printing accounts dept.": ("invoices", {"customer_id": 18, "status": "overdue"}),
    "how much was Heliograph Solar billed": ("invoices", {"customer_id": 12}),
    "Cobaltline Telecom - who's handling": ("support_tickets", {"customer_id": 14}),
    "how many repositories can we have on the Team": ("plan_details", {"plan": "Team"}),
    "On the Pro plan, how long": ("plan_details", {"plan": "Pro"}),
    "Marlowe Fintech here": ("account_overview", {"customer_id": 13}),
    "Which invoices of Quokka Point of Sale": ("invoices", {"customer_id": 10, "status": "overdue"}),
    "when did pemberton-debian-mirror last sync": (
        "repository_details",
        {"repository": "pemberton-debian-mirror"},
    ),
    "Do we have any open support tickets with you?": (
        "support_tickets",
        {"customer_id": 15, "status": "open"},
    ),
}

# The words an answer to an absent question would need from a document: none may occur in
# any of them (case-insensitive; whole words).
ABSENT_TERMS = {
    "What uptime do you guarantee": ["uptime", "SLA", "service level", "availability guarantee"],
    "do you do discounts": ["discount", "university", "universities", "academic", "education"],
    "If we cancel in the middle of the month": ["refund", "pro rata", "prorated", "subscription"],
    "What's the biggest single .deb we can upload": [
        "upload limit", "upload size", "maximum upload", "largest package", "size limit",
    ],
    "what's the phone number": ["phone number", "telephone", "phone support", "hotline"],
}

REFUSALS = [
    "I'm sorry, I don't have that information in the help centre or in your account data.",
    "I can't find this in our documents. Please contact Debwell support.",
    "The help centre does not say. Would you like me to pass this to a person at Debwell?",
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


def all_docs_text() -> str:
    return " ".join(doc_text(p) for p in sorted((HERE / "docs").iterdir()) if p.is_file())


def dump_fresh_build() -> str:
    """Build the database in a fresh data folder in a new process; its SQL dump."""
    with tempfile.TemporaryDirectory(prefix="debrepo-build-") as tmp:
        code = (
            "import sys, sqlite3; sys.path.insert(0, sys.argv[1]);"
            "from tools.registry import load_module;"
            "m = load_module(sys.argv[2]);"
            "print('\\n'.join(sqlite3.connect(m.build_database()).iterdump()))"
        )
        env = {**os.environ, "GUARDBOT_DATA_DIR": tmp}
        out = subprocess.run(
            [sys.executable, "-c", code, str(ROOT), str(HERE / "tools.py")],
            env=env, capture_output=True, text=True, check=True,
        )
        return out.stdout


def main() -> int:
    data = json.loads((HERE / "questions.json").read_text(encoding="utf-8"))
    module = load_module(str(HERE / "tools.py"))
    tools = {getattr(f, TOOL_ATTR).name: f for f in vars(module).values() if hasattr(f, TOOL_ATTR)}
    db = sqlite3.connect(module.build_database())
    everything = all_docs_text()
    problems: list[str] = []
    counts: dict[str, int] = {}
    used_tools: set[str] = set()
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
            used_tools.add(name)
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
            terms = next((t for k, t in ABSENT_TERMS.items() if q["question"].startswith(k)), None)
            if terms is None:
                problems.append(f"{label}: no key terms listed in ABSENT_TERMS")
                continue
            for term in terms:
                if re.search(r"\b" + re.escape(term) + r"\b", everything, re.IGNORECASE):
                    problems.append(f"{label}: key term {term!r} occurs in the documents")
        else:
            problems.append(f"{label}: unknown kind {kind!r}")
        if kind == "followup" and len(q["turns"]) != 2:
            problems.append(f"{label}: a follow-up needs two turns")
    missing = sorted(set(tools) - used_tools)
    if missing:
        problems.append(f"tools no question calls: {missing}")
    if dump_fresh_build() != dump_fresh_build():
        problems.append("two fresh builds of the database differ")
    print(json.dumps(counts))
    for p in problems:
        print("PROBLEM", p)
    print("OK" if not problems else f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
