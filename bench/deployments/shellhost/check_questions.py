"""Check questions.json against the documents and the tool module.

    cd /work/main && GUARDBOT_DATA_DIR=/tmp/shellhost-check .venv/bin/python deployments/shellhost/check_questions.py

- faq (and document follow-ups): every "any" string occurs in the named document's text
  (whitespace collapsed; HTML stripped for an .html page), and every piece of "evidence"
  (pieces are separated by " ... ") occurs there too.
- data (and tool follow-ups): the SQL in "evidence" (before " -> ") gives the result written
  after " -> ", which contains an "any" string; calling the named tool with the arguments
  below gives a result that contains an "any" string.
- absent: the regex compiles and does not match a plain "I don't know" answer, and none of
  its "absent_terms" occurs in any document or anywhere in the generated data.
- every entity a data question or tool follow-up is about (by CALLS) is listed by the tool's
  value lister, so a question naming it can be matched.
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

from tools.registry import TOOL_ATTR, listed_values, load_module  # noqa: E402

# The arguments a right tool call takes, per data question (or the follow-up's first turn;
# the call is the one that answers the second turn).
CALLS = {
    "Hi, Okonkwo Logistics here.": ("workspace_overview", {"workspace_id": 21}),
    "Which servers do Heronsgate": ("workspace_overview", {"workspace_id": 6}),
    "when was pavlova-db-01": ("server_details", {"hostname": "pavlova-db-01"}),
    "Katarina Brennan says": (
        "user_account",
        {"login": "kbrennan", "hostname": "castellan-web-01"},
    ),
    "When did Chiara Castro": ("user_account", {"login": "ccastro", "hostname": "hartwell-db-01"}),
    "veriksen can't get into": (
        "login_failures",
        {"hostname": "brisa-app-01", "login": "veriksen"},
    ),
    "we think someone is poking": ("login_failures", {"hostname": "ebbtide-vpn-01"}),
    "How much was the April invoice": ("workspace_invoices", {"workspace_id": 22}),
    "Ndlovu Solar here": ("support_tickets", {"workspace_id": 16, "status": "open"}),
    "on the Business plan": ("plan_details", {"plan": "Business"}),
    "are servers on the Team plan": ("plan_details", {"plan": "Team"}),
    "what plan is Castellan Wines": ("workspace_overview", {"workspace_id": 24}),
    "Is Rosa Moreau's password": (
        "user_account",
        {"login": "rmoreau", "hostname": "saltash-files-01"},
    ),
    "were there any lockouts on castellan-web-01": (
        "login_failures",
        {"hostname": "castellan-web-01"},
    ),
}

REFUSALS = [
    "I'm sorry, I don't have that information in the help centre or in your workspace data.",
    "I can't find this in our documents. Please contact Larchmere Hosting support.",
    "The help centre does not say. Would you like me to pass this to a person at Larchmere?",
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
    all_docs = " ".join(doc_text(p) for p in sorted((HERE / "docs").iterdir()) if p.is_file())
    all_data = module.dump()
    problems: list[str] = []
    counts: dict[str, int] = {}
    named = 0  # data questions that name their entity by the label a lister gives it
    used_calls: set[str] = set()
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
            used_calls.add(next(k for k, c in CALLS.items() if asked.startswith(k)))
            name, args = call
            if name != q["tool"]:
                problems.append(f"{label}: CALLS names {name}, the question {q['tool']}")
            spec = getattr(tools[name], TOOL_ATTR)
            for param, value in args.items():
                lister = spec.values.get(param)
                if lister is None:
                    continue
                pairs = listed_values(lister)
                if value not in [v for v, _ in pairs]:
                    problems.append(f"{label}: {param}={value!r} is not listed by its lister")
                elif kind == "data" and any(
                    v == value and lab.lower() in asked.lower() and lab != str(v)
                    for v, lab in pairs
                ):
                    named += 1
            result = json.dumps(tools[name](**args), ensure_ascii=False)
            if not any(s in result for s in q["any"]):
                problems.append(f"{label}: no 'any' string in {name}({args}) = {result[:200]}")
        elif kind == "absent":
            rx = re.compile(q["must_not_match"])
            for r in REFUSALS:
                if rx.search(r):
                    problems.append(f"{label}: the regex matches a refusal: {r!r}")
            if not q.get("absent_terms"):
                problems.append(f"{label}: no absent_terms")
            for term in q.get("absent_terms", []):
                word = re.compile(r"\b" + re.escape(norm(term)) + r"\b", re.IGNORECASE)
                if word.search(all_docs):
                    problems.append(f"{label}: {term!r} occurs in the documents")
                if word.search(all_data):
                    problems.append(f"{label}: {term!r} occurs in the tool data")
        else:
            problems.append(f"{label}: unknown kind {kind!r}")
        if kind == "followup" and len(q["turns"]) != 2:
            problems.append(f"{label}: a follow-up needs two turns")
    for key in CALLS:
        if key not in used_calls:
            problems.append(f"CALLS entry {key!r} matches no question")
    asked_tools = {q["tool"] for q in data["questions"] if q.get("tool")}
    for name in tools:
        if name not in asked_tools:
            problems.append(f"no data question or follow-up asks the tool {name}")
    if named < 2:
        problems.append(f"only {named} data question(s) name their entity by name")
    print(json.dumps(counts), f"(data questions naming their entity: {named})")
    for p in problems:
        print("PROBLEM", p)
    print("OK" if not problems else f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
