"""Re-check questions.json against the documents and the tool module.

    cd /work/main && .venv/bin/python deployments/gitforge/check_questions.py

- faq: every "any" string occurs in the named document;
- followup without a tool: at least one "any" string occurs in the document named at the
  start of its evidence;
- data / followup with a tool: the tool, called directly on a freshly built database (in a
  temporary data dir), returns a result whose text contains at least one "any"
  string (the calls are listed in CALLS below);
- absent: the regex compiles.
"""

from __future__ import annotations

import json
import os
import re
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
os.environ["GUARDBOT_DATA_DIR"] = tempfile.mkdtemp(prefix="gitforge-check-")
sys.path.insert(0, str(ROOT))

from tools.registry import ToolRegistry  # noqa: E402

# question (its start) -> (tool, arguments) that answers it
CALLS = {
    "Hi, I'm the office manager at Juniper Schools": ("get_organisation", {"org_id": 12}),
    "we're org 25": ("get_organisation", {"org_id": 25}),
    "Can you confirm whether invoice 24093": ("get_invoice", {"invoice_number": 24093}),
    "Pipeline run 5555": ("get_pipeline_run", {"run_id": 5555}),
    "Whats the default branch on Brightwater": ("list_repositories", {"org_id": 3}),
    "did the most recent pipeline on copperleaf-media/notifications": (
        "list_pipeline_runs",
        {"repository": "copperleaf-media/notifications", "limit": 1},
    ),
    "Finance at Ferrum Automotive": ("list_invoices", {"org_id": 11, "status": "overdue"}),
    "Who's the account manager for Meridian Foods?": ("get_organisation", {"org_id": 34}),
    "What's the latest invoice you've sent org 18?": ("list_invoices", {"org_id": 18}),
    "What plan is Atlas Freight on": ("get_organisation", {"org_id": 21}),
}

# names used in questions -> the id the lister must give them
NAMES = {
    "Juniper Schools": 12,
    "Brightwater Analytics": 3,
    "Ferrum Automotive": 11,
    "Meridian Foods": 23,
    "Cinder Coffee": 34,
    "Atlas Freight": 21,
}


def main() -> int:
    data = json.loads((HERE / "questions.json").read_text())
    registry = ToolRegistry()
    registry.register_module(str(HERE / "tools.py"))
    labels = {label: value for value, label in registry.values("get_organisation", "org_id")}
    problems: list[str] = []
    for name, org_id in NAMES.items():
        if labels.get(name) != org_id:
            problems.append(f"organisation {name!r} is not id {org_id} (got {labels.get(name)})")
    counts: dict[str, int] = {}
    for q in data["questions"]:
        kind = q["kind"]
        counts[kind] = counts.get(kind, 0) + 1
        text = q.get("question") or q["turns"][0]
        if kind == "faq":
            doc = (HERE / q["source"]).read_text()
            for s in q["any"]:
                if s not in doc:
                    problems.append(f"faq {text[:50]!r}: {s!r} not in {q['source']}")
        elif kind == "absent":
            re.compile(q["must_not_match"])
        elif kind in ("data", "followup"):
            if kind == "followup" and q.get("tool") is None:
                source = q["evidence"].split(":", 1)[0]
                doc = (HERE / source).read_text()
                if not any(s in doc for s in q["any"]):
                    problems.append(f"followup {text[:50]!r}: no 'any' string in {source}")
                continue
            call = next((c for k, c in CALLS.items() if text.startswith(k)), None)
            if call is None:
                problems.append(f"{kind} {text[:50]!r}: no call listed in CALLS")
                continue
            name, args = call
            if name != q["tool"]:
                problems.append(f"{kind} {text[:50]!r}: tool {q['tool']} but CALLS uses {name}")
            result = registry.call(name, args)
            if not result.ok:
                problems.append(f"{kind} {text[:50]!r}: {name}{args} failed: {result.error}")
                continue
            blob = json.dumps(result.result, ensure_ascii=False)
            blob += " " + blob.replace(".0,", ",").replace(".0}", "}")
            if not any(s in blob for s in q["any"]):
                problems.append(f"{kind} {text[:50]!r}: none of {q['any']} in {blob[:300]}")
        else:
            problems.append(f"unknown kind {kind!r}")
    print("counts:", counts)
    for p in problems:
        print("PROBLEM:", p)
    print("ok" if not problems else f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
