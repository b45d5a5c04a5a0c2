"""Check questions.json against the documents and the tool module.

    cd /work/main && GUARDBOT_DATA_DIR=/tmp/sftpstore-check .venv/bin/python deployments/sftpstore/check_questions.py

- faq (and document follow-ups): every "any" string occurs in the named document's text
  (whitespace collapsed, case ignored), and every piece of "evidence" (pieces are separated
  by " ... ") occurs there too.
- data (and tool follow-ups): the SQL in "evidence" (before " -> ") gives the result written
  after " -> ", which contains an "any" string; calling the named tool with the arguments
  in CALLS gives a result that contains an "any" string.
- absent: the regex compiles and matches none of a few plain refusals.
"""

from __future__ import annotations

import json
import re
import sqlite3
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
sys.path.insert(0, str(ROOT))

from tools.registry import TOOL_ATTR, load_module  # noqa: E402

# The arguments of the right tool call, per data question (or per follow-up's first turn;
# the call is the one that answers the second turn). Keys are the start of the question.
CALLS = {
    "Hi, Ardent Freight Logistics here.": ("vault_account", {"account_id": 2}),
    "which port is Castlegate Veterinary": ("vault_account", {"account_id": 5}),
    "We're Kittering Parish Trust": ("vault_account", {"account_id": 17}),
    "Orchid Lane Florists: can you tell me": ("authorised_keys", {"account_id": 21}),
    "got the failure email for backup run KV-G74394N": (
        "backup_run",
        {"run_id": "KV-G74394N"},
    ),
    "how many files actually got uploaded in run KV-LS4HF1J": (
        "backup_run",
        {"run_id": "KV-LS4HF1J"},
    ),
    "Ardent Freight Logistics again": (
        "storage_usage",
        {"account_id": 2, "month": "2026-04"},
    ),
    "How much data did Umberfield Care Homes": (
        "storage_usage",
        {"account_id": 26, "month": "2026-03"},
    ),
    "Larchmont Estate Agents - we got a reminder": (
        "billing_history",
        {"account_id": 18, "status": "overdue"},
    ),
    "this is Yarrow & Finch Solicitors": (
        "support_tickets",
        {"account_id": 29, "status": "awaiting customer"},
    ),
    "if we go over the storage on the Bunker": ("storage_plan", {"plan": "Bunker"}),
    "Which SSH keys are set up on Stillwater": ("authorised_keys", {"account_id": 24}),
    "did backup run KV-1G2G8FW": ("backup_run", {"run_id": "KV-1G2G8FW"}),
    "How much is Hollowmere Dental Practice": (
        "storage_usage",
        {"account_id": 1, "month": "2026-05"},
    ),
}

REFUSALS = [
    "I don't know.",
    "I'm sorry, I don't have that information in the help centre or in your account data.",
    "I can't find this in our documents. Please contact Kestrel Vault support.",
    "The help centre does not say. Would you like me to pass this to a person at Kestrel Vault?",
    "The documents do not answer this; the closest article is sftp(1). A person can help.",
]


def norm(text: str) -> str:
    return " ".join(text.split())


def contains(text: str, needle: str) -> bool:
    return norm(needle).lower() in text.lower()


def main() -> int:
    data = json.loads((HERE / "questions.json").read_text(encoding="utf-8"))
    module = load_module(str(HERE / "tools.py"))
    tools = {getattr(f, TOOL_ATTR).name: f for f in vars(module).values() if hasattr(f, TOOL_ATTR)}
    db = sqlite3.connect(module.build_database())
    problems: list[str] = []
    counts: dict[str, int] = {}
    seen: set[str] = set()
    for i, q in enumerate(data["questions"]):
        kind = q["kind"]
        counts[kind] = counts.get(kind, 0) + 1
        first = q.get("question") or q["turns"][0]
        label = f"#{i} {kind}: {first[:50]!r}"
        if first in seen:
            problems.append(f"{label}: asked twice")
        seen.add(first)
        if kind == "faq" or (kind == "followup" and q.get("tool") is None):
            text = norm((HERE / q["source"]).read_text(encoding="utf-8"))
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
            call = next((c for k, c in CALLS.items() if first.startswith(k)), None)
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
