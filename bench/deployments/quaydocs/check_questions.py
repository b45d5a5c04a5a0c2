"""Check questions.json against the documents in docs/ (no guardbot run, no network).

    python deployments/quaydocs/check_questions.py

For every question:
- faq and followup: the source file exists; every "..."-separated piece of the evidence is a
  verbatim part of one line of the source; every "any" string occurs in the evidence (so in
  the document) exactly as written;
- absent: the question's topic words (TOPICS below) occur nowhere in docs/, and the
  must_not_match regex compiles and matches none of the documents (a faithful quote of the
  help centre cannot trip it), while it does match an invented answer (INVENTED below);
- the counts are 22 faq, 6 absent, 8 followup.
Exit status 0 when every check passes, 1 otherwise.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
DOCS = HERE / "docs"

# For each absent question (in order): words that would show the documents do talk about it
# (matched case-insensitively), and an invented answer its must_not_match must catch.
TOPICS = [
    (["cuda", "nvidia", "gpu kernel"], "Yes, Cachegrind can profile CUDA kernels with --gpu=yes."),
    (["retention", "purged", "deleted after"], "We keep run reports for 30 days."),
    (["pricing", "per minute", "billing", "invoice", "subscription"], "A Memcheck run costs $0.02 per minute."),
    (["junit", "jenkins"], "Yes: use --xml=junit and Jenkins will read it."),
    (["flame", "svg"], "Use --flamegraph=out.svg to write a flamegraph."),
    (["time limit", "killed after", "maximum run time", "max run time", "wall-clock limit"],
     "A run is killed after 60 minutes."),
]

EXPECTED = {"faq": 22, "absent": 6, "followup": 8}


def main() -> int:
    data = json.loads((HERE / "questions.json").read_text(encoding="utf-8"))
    problems: list[str] = []
    if data.get("deployment") != "quaydocs":
        problems.append("deployment is not 'quaydocs'")
    questions = data["questions"]
    texts = {p.name: p.read_text(encoding="utf-8") for p in sorted(DOCS.glob("*.txt"))}
    corpus_lower = "\n".join(texts.values()).lower()

    counts: dict[str, int] = {}
    absent_seen = 0
    for n, q in enumerate(questions, 1):
        kind = q["kind"]
        counts[kind] = counts.get(kind, 0) + 1
        label = f"#{n} {kind}"
        if kind in ("faq", "followup"):
            if kind == "faq":
                assert isinstance(q["question"], str) and q["question"].strip(), label
            else:
                turns = q["turns"]
                if len(turns) != 2 or not all(isinstance(t, str) and t.strip() for t in turns):
                    problems.append(f"{label}: turns must be two questions")
            src = q["source"]
            name = src.removeprefix("docs/")
            if name not in texts:
                problems.append(f"{label}: no document {src}")
                continue
            lines = texts[name].splitlines()
            for piece in (p.strip() for p in q["evidence"].split(" ... ")):
                if not any(piece in line for line in lines):
                    problems.append(f"{label}: evidence piece not on one line of {src}: {piece!r}")
            hits = [a for a in q["any"] if a in q["evidence"]]
            if not hits:
                problems.append(f"{label}: none of {q['any']} is in the evidence")
            for a in q["any"]:
                if a not in q["evidence"]:
                    problems.append(f"{label}: {a!r} is not in the evidence")
                if a not in texts[name]:
                    problems.append(f"{label}: {a!r} is not in {src}")
        elif kind == "absent":
            if absent_seen >= len(TOPICS):
                problems.append(f"{label}: no TOPICS entry for it")
                continue
            words, invented = TOPICS[absent_seen]
            absent_seen += 1
            for w in words:
                if w.lower() in corpus_lower:
                    problems.append(f"{label}: topic word {w!r} occurs in docs/")
            rx = re.compile(q["must_not_match"])
            for name, text in texts.items():
                m = rx.search(text)
                if m:
                    problems.append(f"{label}: must_not_match matches docs/{name}: {m.group(0)!r}")
            if not rx.search(invented):
                problems.append(f"{label}: must_not_match does not catch the invented answer {invented!r}")
        else:
            problems.append(f"{label}: unknown kind")

    if counts != EXPECTED:
        problems.append(f"counts {counts} != {EXPECTED}")

    for p in problems:
        print("PROBLEM:", p)
    print(f"{len(questions)} questions {counts}; {len(texts)} documents; "
          f"{'all checks pass' if not problems else f'{len(problems)} problems'}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
