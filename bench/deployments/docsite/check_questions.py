"""Checks questions.json against the documents and the tool module.

    cd /work/main && GUARDBOT_DATA_DIR=/tmp/docsite-check .venv/bin/python deployments/docsite/check_questions.py

- faq (and document follow-ups, which carry a "source"): every "any" string, and every part of
  the evidence (parts are separated by " / "), occurs in the named document's BODY, that is
  with its YAML/TOML front matter cut off (whitespace runs count as one space);
- data (and tool follow-ups): the tool is called with the arguments below, and at least one
  "any" string occurs in its JSON result; the SQL in the evidence gives the same values;
- absent: the regex compiles and matches no document body.
Exits 1 on any failure.
"""

from __future__ import annotations

import json
import re
import sqlite3
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))  # the guardbot checkout (for tools.registry)

from tools.registry import load_module  # noqa: E402

# question (or first turn of a follow-up) -> (tool, arguments, SQL whose rows must hold an "any" value)
CALLS = {
    "Hi, Evergreen Labs Ltd here.": (
        "get_account",
        {"account_id": 46},
        "SELECT seats_purchased, seats_in_use FROM accounts WHERE name = 'Evergreen Labs Ltd'",
    ),
    "when's the next renewal for Xenon Outdoors": (
        "get_account",
        {"account_id": 36},
        "SELECT renewal_date FROM accounts WHERE name = 'Xenon Outdoors S.L.'",
    ),
    "We got a reminder email about a late payment.": (
        "list_invoices",
        {"account_id": 44, "status": "overdue"},
        "SELECT number, due_on, amount_usd FROM invoices WHERE account_id = 44 AND status = 'overdue'",
    ),
    "invoice 10253 came out higher": (
        "get_invoice",
        {"invoice_number": 10253},
        "SELECT description, quantity, amount_usd FROM invoice_lines WHERE invoice_number = 10253",
    ),
    "thinking of moving to Business": (
        "get_plan",
        {"plan": "Business"},
        "SELECT yearly_price_per_seat_usd FROM plans WHERE name = 'Business'",
    ),
    "How many AI translation credits did Juniper Learning Oy": (
        "get_usage",
        {"account_id": 39, "month": "2026-04"},
        "SELECT ai_credits_used, ai_credits_included FROM usage WHERE account_id = 39 AND month = '2026-04'",
    ),
    "Our staging env uses its own client id.": (
        "list_access_keys",
        {"account_id": 6},
        "SELECT label, expires_on, status FROM access_keys WHERE account_id = 6 AND label = 'Staging'",
    ),
    "This is Alder Studio Inc.": (
        "list_support_tickets",
        {"account_id": 48},
        "SELECT number, status, assigned_to FROM tickets WHERE account_id = 48 AND subject LIKE 'intlayer login%'",
    ),
    "How much does the Team plan cost": (
        "get_plan",
        {"plan": "Team"},
        "SELECT monthly_price_per_seat_usd, yearly_price_per_seat_usd FROM plans WHERE name = 'Team'",
    ),
    "Which of our access keys are still active?": (
        "list_access_keys",
        {"account_id": 19, "status": "active"},
        "SELECT label, expires_on FROM access_keys WHERE account_id = 19 AND status = 'active' ORDER BY expires_on LIMIT 1",
    ),
    "Hi, Lumen Labs B.V. here": (
        "list_invoices",
        {"account_id": 37},
        "SELECT number, due_on, amount_usd, status FROM invoices WHERE account_id = 37 AND status = 'overdue'",
    ),
    "Who's our account manager? We're account 27.": (
        "get_account",
        {"account_id": 27},
        "SELECT account_manager, renewal_date FROM accounts WHERE id = 27",
    ),
}

FRONT = re.compile(r"\A(?:---\s*\n.*?\n---\s*\n|\+\+\+\s*\n.*?\n\+\+\+\s*\n)", re.S)


def body(path: Path) -> str:
    text = path.read_text(encoding="utf-8")
    match = FRONT.match(text)
    if not match:
        raise SystemExit(f"{path}: no front matter found")
    return text[match.end() :]


def flat(text: str) -> str:
    return " ".join(text.split())


def main() -> int:
    questions = json.loads((HERE / "questions.json").read_text(encoding="utf-8"))["questions"]
    docs = {str(p.relative_to(HERE)): body(p) for p in sorted((HERE / "docs").rglob("*.md"))}
    module = load_module(str(HERE / "tools.py"))
    failures: list[str] = []

    db_path = module._ensure_db()
    db = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)

    failed: set[int] = set()

    def fail(index: int, msg: str) -> None:
        failures.append(msg)
        failed.add(index)
        print("FAIL", msg)

    for current, q in enumerate(questions):
        kind = q["kind"]
        text = q.get("question") or q["turns"][0]
        source = q.get("source")
        if kind == "faq" or (kind == "followup" and q.get("tool") is None):
            if source not in docs:
                fail(current, f"{text[:50]!r}: no document {source}")
                continue
            doc = docs[source]
            for s in q["any"]:
                if s not in doc:
                    fail(current, f"{text[:50]!r}: {s!r} is not in the body of {source}")
            for part in q["evidence"].split(" / "):
                if flat(part) not in flat(doc):
                    fail(
                        current,
                        f"{text[:50]!r}: evidence {part[:60]!r} is not in the body of {source}",
                    )
        elif kind in ("data", "followup"):
            key = next((k for k in CALLS if text.startswith(k)), None)
            if key is None:
                fail(current, f"{text[:50]!r}: no call recorded")
                continue
            name, args, sql = CALLS[key]
            if name != q["tool"]:
                fail(current, f"{text[:50]!r}: tool {q['tool']} but the call is {name}")
            result = json.dumps(getattr(module, name)(**args), ensure_ascii=False)
            if not any(s in result for s in q["any"]):
                fail(current, f"{text[:50]!r}: none of {q['any']} in {result[:200]}")
            rows = json.dumps(db.execute(sql).fetchall(), ensure_ascii=False)
            if not any(s in rows for s in q["any"]):
                fail(current, f"{text[:50]!r}: none of {q['any']} in the SQL rows {rows[:200]}")
        elif kind == "absent":
            rx = re.compile(q["must_not_match"])
            for name, doc in docs.items():
                if rx.search(doc):
                    fail(
                        current,
                        f"{text[:50]!r}: the regex matches {name}: {rx.search(doc).group(0)!r}",
                    )
        else:
            fail(current, f"unknown kind {kind}")

    counts: dict[str, int] = {}
    for q in questions:
        counts[q["kind"]] = counts.get(q["kind"], 0) + 1
    print("counts:", counts)
    print(f"{len(questions) - len(failed)} passed, {len(failed)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
