"""Check questions.json against the documents and the tool module (no guardbot run).

    cd /work/main && GUARDBOT_DATA_DIR=/tmp/musicstore-check .venv/bin/python deployments/musicstore/check_questions.py

- faq (and document follow-ups): every "any" string and the "evidence" line occur in the
  named document;
- data (and tool follow-ups): the evidence SQL ("SQL -> result") run on the tools' database
  gives that result, the named tool exists, and calling it (arguments below) returns a
  result that contains one of the "any" strings; the SQL result contains one too;
- absent: the regex compiles;
- the counts per kind reach the brief's minimums.
Exits 1 on any failure.
"""

from __future__ import annotations

import json
import os
import re
import sqlite3
import sys
import tempfile
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("GUARDBOT_DATA_DIR", tempfile.mkdtemp(prefix="musicstore-check-"))

from tools.registry import ToolRegistry, load_module  # noqa: E402

# how each tool-answered question is called: the question (the last turn of a follow-up)
# -> (tool, arguments)
CALLS = {
    "hey quick one - which of our reps is handling customer 12?": (
        "get_customer",
        {"customer_id": 12},
    ),
    "Customer on the phone says the amount on invoice 38": ("get_invoice", {"invoice_id": 38}),
    "whats employee 6's role here?": ("get_employee", {"employee_id": 6}),
    "my son is completely obsessed with metal": ("genre_summary", {"genre": "Metal"}),
    "Can you pull up the email address we have for Beatriz Moreira?": (
        "get_customer",
        {"customer_id": 31},
    ),
    "when did Lucy Abernethy start with us?": ("get_employee", {"employee_id": 8}),
    "which albums by Copper Signals do you sell?": ("artist_catalogue", {"artist_id": 8}),
    "how many tracks are on the Lossless Picks playlist?": ("get_playlist", {"playlist_id": 7}),
    "When did customer 23 last buy something from us?": ("customer_invoices", {"customer_id": 23}),
    "and customer 14?": ("get_customer", {"customer_id": 14}),
    "and which city is she in?": ("get_customer", {"customer_id": 36}),
    "and the one before that, what did it come to?": ("customer_invoices", {"customer_id": 12}),
}
# names a question uses -> the id the values= lister must give for them
NAMED = {
    ("get_customer", "customer_id", "Beatriz Moreira"): 31,
    ("get_customer", "customer_id", "Mia Hartmann"): 36,
    ("customer_invoices", "customer_id", "Harry Whitfield"): 12,
    ("get_employee", "employee_id", "Lucy Abernethy"): 8,
    ("artist_catalogue", "artist_id", "Copper Signals"): 8,
    ("get_playlist", "playlist_id", "Lossless Picks"): 7,
    ("genre_summary", "genre", "Metal"): "Metal",
}
MINIMUM = {"faq": 6, "data": 7, "absent": 2, "followup": 4}

failures: list[str] = []


def fail(msg: str) -> None:
    failures.append(msg)
    print("FAIL", msg)


def call_for(question: str) -> tuple[str, dict] | None:
    for prefix, call in CALLS.items():
        if question.startswith(prefix):
            return call
    return None


def check_doc(item: dict, label: str) -> None:
    path = HERE / item["source"]
    if not path.is_file():
        fail(f"{label}: no document {item['source']}")
        return
    text = path.read_text(encoding="utf-8")
    for s in item["any"]:
        if s not in text:
            fail(f"{label}: {s!r} is not in {item['source']}")
    lines = {line.strip() for line in text.splitlines()}
    if item["evidence"].strip() not in lines:
        fail(f"{label}: the evidence is not a line of {item['source']}")


def check_tool(
    item: dict, question: str, label: str, registry: ToolRegistry, db: sqlite3.Connection
) -> None:
    if item["tool"] not in registry:
        fail(f"{label}: no tool {item['tool']!r}")
        return
    sql, _, expected = item["evidence"].partition(" -> ")
    rows = db.execute(sql).fetchall()
    got = ", ".join(str(v) for row in rows for v in row)
    if got != expected:
        fail(f"{label}: the evidence SQL gives {got!r}, the evidence says {expected!r}")
    if not any(s in got for s in item["any"]):
        fail(f"{label}: no 'any' string in the SQL result {got!r}")
    call = call_for(question)
    if call is None:
        fail(f"{label}: no call listed for {question!r}")
        return
    name, args = call
    if name != item["tool"]:
        fail(f"{label}: the listed call is {name}, the question names {item['tool']}")
    result = registry.call(name, args)
    if not result.ok:
        fail(f"{label}: {name}({args}) failed: {result.error}")
        return
    text = json.dumps(result.result, ensure_ascii=False)
    if not any(s in text for s in item["any"]):
        fail(f"{label}: no 'any' string in {name}({args}) -> {text[:300]}")


def main() -> int:
    data = json.loads((HERE / "questions.json").read_text(encoding="utf-8"))
    assert data["deployment"] == "musicstore"
    module = load_module(str(HERE / "tools.py"))
    registry = ToolRegistry()
    names = registry.register_module(str(HERE / "tools.py"))
    print("tools:", ", ".join(names))
    db = sqlite3.connect(f"file:{module._db_path()}?mode=ro", uri=True)

    for (tool_name, param, label), want in NAMED.items():
        found = [v for v, lab in registry.values(tool_name, param) if lab == label]
        if found != [want]:
            fail(f"values of {tool_name}.{param}: {label!r} gives {found}, expected [{want}]")

    for i, item in enumerate(data["questions"]):
        kind = item["kind"]
        label = f"#{i} {kind}"
        if kind == "faq":
            check_doc(item, label)
        elif kind == "data":
            check_tool(item, item["question"], label, registry, db)
        elif kind == "absent":
            re.compile(item["must_not_match"])
        elif kind == "followup":
            if len(item["turns"]) != 2:
                fail(f"{label}: a follow-up has two turns")
            if item["tool"] is None:
                check_doc(item, label)
            else:
                check_tool(item, item["turns"][1], label, registry, db)
        else:
            fail(f"{label}: unknown kind")

    counts = Counter(q["kind"] for q in data["questions"])
    print("counts:", dict(counts))
    for kind, n in MINIMUM.items():
        if counts[kind] < n:
            fail(f"only {counts[kind]} {kind} questions (at least {n})")
    followups = [q for q in data["questions"] if q["kind"] == "followup"]
    if (
        sum(q["tool"] is None for q in followups) < 2
        or sum(q["tool"] is not None for q in followups) < 2
    ):
        fail("follow-ups: at least 2 about documents and 2 about tool data")
    named = sum(
        1 for q in data["questions"] if q["kind"] == "data" and not re.search(r"\d", q["question"])
    )
    if named < 2:
        fail(f"only {named} data questions name the entity by name")

    docs = sorted((HERE / "docs").iterdir())
    size = sum(p.stat().st_size for p in docs)
    print(f"documents: {len(docs)} files, {size} bytes")
    if not 10 <= len(docs) <= 15 or size > 400_000:
        fail("documents: 10-15 files, at most 400 KB")

    print("OK" if not failures else f"{len(failures)} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
