"""Check questions.json against the documents and the tool module (no model involved).

    cd /work/main && GUARDBOT_DATA_DIR=/tmp/webhost-check .venv/bin/python deployments/webhost/check_questions.py

- faq and document follow-ups: every "any" string and the "evidence" line occur in the
  named document's text (HTML stripped, entities decoded, whitespace collapsed);
- data and tool follow-ups: the SQL in "evidence" gives, run again, the result written
  there, and calling the named tool function directly gives a result containing at least
  one "any" string;
- the counts per kind meet the brief, and every named tool exists.
"""

from __future__ import annotations

import ast
import json
import os
import re
import sqlite3
import sys
from collections import Counter
from html import unescape
from html.parser import HTMLParser
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
os.environ.setdefault("GUARDBOT_DATA_DIR", "/tmp/webhost-check")
sys.path.insert(0, str(ROOT))

from tools.registry import ToolRegistry, data_dir  # noqa: E402

# The tool call that answers each data question (for a follow-up: its second turn).
CALLS: dict[str, tuple[str, dict]] = {
    "hey, we got an email saying the ssl cert on castillo-architects.de is running out?? when exactly does it expire": (
        "get_certificate",
        {"domain": "castillo-architects.de"},
    ),
    "what plan is customer 23 on?": ("get_customer", {"customer_id": 23}),
    "How much was invoice 1115 all in, with VAT?": ("get_invoice", {"invoice_number": 1115}),
    "Is Andersen Music School behind on any payments? Which of their invoices are overdue?": (
        "list_invoices",
        {"customer_id": 48, "status": "overdue"},
    ),
    "Who on your side is dealing with the open ticket from Petrov Consulting?": (
        "list_tickets",
        {"customer_id": 25, "status": "open"},
    ),
    "which of your servers is mensah-dental.it sitting on? my developer needs to know": (
        "get_website",
        {"domain": "mensah-dental.it"},
    ),
    "How much does the Agency plan cost per month?": ("get_plan", {"plan": "Agency"}),
    "quick one - what php version is quinn-photo-blog.org running on": (
        "get_website",
        {"domain": "quinn-photo-blog.org"},
    ),
    "Who's the contact person on customer 40's account, and what email do you have for them?": (
        "get_customer",
        {"customer_id": 40},
    ),
    # follow-ups (second turn)
    "and for sandoval-tattoo-shop.shop?": (
        "get_certificate",
        {"domain": "sandoval-tattoo-shop.shop"},
    ),
    "when is that one due?": ("get_invoice", {"invoice_number": 1097}),
    "how many websites can they have on it?": ("get_plan", {"plan": "Pro"}),
    "and what PHP version does it run?": ("get_website", {"domain": "farouk-outdoor.nl"}),
}


class _Text(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.out: list[str] = []
        self.skip = 0

    def handle_starttag(self, tag, attrs):
        if tag in ("script", "style"):
            self.skip += 1

    def handle_endtag(self, tag):
        if tag in ("script", "style"):
            self.skip -= 1

    def handle_data(self, data):
        if not self.skip:
            self.out.append(data)


def doc_text(path: Path) -> str:
    parser = _Text()
    parser.feed(path.read_text(encoding="utf-8"))
    return " ".join(unescape("".join(parser.out)).split())


def norm(s: str) -> str:
    return " ".join(s.split())


def main() -> int:
    spec = json.loads((HERE / "questions.json").read_text(encoding="utf-8"))
    questions = spec["questions"]
    registry = ToolRegistry()
    registry.register_module(str(HERE / "tools.py"))
    registry.values("get_website", "domain")  # builds the database if missing
    db = sqlite3.connect(data_dir() / "webhost.db")
    problems: list[str] = []
    texts: dict[str, str] = {}

    def check_doc(q: dict, label: str) -> None:
        src = q.get("source", "")
        path = HERE / src
        if not path.is_file():
            problems.append(f"{label}: no document {src}")
            return
        text = texts.setdefault(src, doc_text(path))
        for s in q["any"]:
            if norm(s) not in text:
                problems.append(f"{label}: {s!r} is not in {src}")
        if norm(q["evidence"]) not in text:
            problems.append(f"{label}: evidence {q['evidence']!r} is not in {src}")

    def check_data(q: dict, question: str, label: str) -> None:
        if q["tool"] not in registry:
            problems.append(f"{label}: no tool {q['tool']}")
        sql, _, written = q["evidence"].partition(" -> ")
        got = db.execute(sql).fetchall()
        if got != ast.literal_eval(written):
            problems.append(f"{label}: SQL now gives {got}, evidence says {written}")
        name, args = CALLS[question]
        if name != q["tool"]:
            problems.append(f"{label}: the call uses {name}, the question names {q['tool']}")
        result = registry.call(name, args)
        if not result.ok:
            problems.append(f"{label}: {name}({args}) failed: {result.error}")
            return
        blob = json.dumps(result.result, ensure_ascii=False)
        if not any(s in blob for s in q["any"]):
            problems.append(f"{label}: none of {q['any']} in {name}({args}) = {blob[:300]}")
        print(f"  {label}: {name}({args}) -> {blob[:160]}")

    for i, q in enumerate(questions):
        label = f"#{i} {q['kind']}"
        if q["kind"] == "faq":
            check_doc(q, label)
        elif q["kind"] == "data":
            check_data(q, q["question"], label)
        elif q["kind"] == "absent":
            re.compile(q["must_not_match"])
        elif q["kind"] == "followup":
            if len(q["turns"]) != 2:
                problems.append(f"{label}: needs two turns")
            if q["tool"] is None:
                check_doc(q, label)
            else:
                check_data(q, q["turns"][1], label)
        else:
            problems.append(f"{label}: unknown kind")

    kinds = Counter(q["kind"] for q in questions)
    doc_f = sum(1 for q in questions if q["kind"] == "followup" and q["tool"] is None)
    tool_f = kinds["followup"] - doc_f
    by_name = sum(
        1
        for q in questions
        if q["kind"] == "data" and not re.search(r"\b(customer|invoice) \d+", q["question"])
    )
    need = [
        ("faq", kinds["faq"], 7),
        ("data", kinds["data"], 6),
        ("absent", kinds["absent"], 2),
        ("followup", kinds["followup"], 4),
        ("document follow-ups", doc_f, 2),
        ("tool follow-ups", tool_f, 2),
        ("data naming an entity by name/domain", by_name, 2),
    ]
    for what, have, least in need:
        if have < least:
            problems.append(f"{what}: {have} < {least}")
    print(dict(kinds), f"document follow-ups {doc_f}, tool follow-ups {tool_f}, by name {by_name}")
    for p in problems:
        print("PROBLEM", p)
    print("OK" if not problems else f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
