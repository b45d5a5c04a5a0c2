"""The embedded default, end to end: does a person get the right answer, fast?

Help-centre questions in our own words (``bench/data/turn_questions.json``: the tuned-on
set; ``turn_questions_heldout.json``: written before tuning, its failures later inspected;
``turn_questions_heldout2.json``: written last, never inspected or tuned on) and data questions about the demo
workspace go through the whole turn on the embedded default (local SmolLM2-135M, the default
critic, embedded Chroma, the demo data): routing, the model, the critic, regeneration,
quoted answers, escalation. Measured per turn with the process already started and the
models loaded (``bot.prepare``); the load itself is shown apart.

- help centre: right = every expected fact (checked in code to be in its article) is in the
  answer;
- data: right = the value the workspace database holds is in the answer, and the answer
  rests on a real call (a successful workspace tool call in the turn's steps);
- delivered answers with repeated sentences (``bot.degenerate``) are counted (goal 0).

``GUARDBOT_BENCH_RENAMED=1`` runs the same sets on the demo with its entities renamed
(``bench/renamed_demo.py``: account names, owners, activity types spelled otherwise): the
same score there shows that no knowledge of the demo hides in the engine under its names.

``GUARDBOT_BENCH_BEFORE=<git rev>`` also runs a sample of the questions on the code of that
revision (a temporary git worktree, one process per question, each capped at
``GUARDBOT_BENCH_BEFORE_TIMEOUT_S``, default 300 s), so that before and after are measured
in the same run. ``GUARDBOT_BENCH_TURNS_LIMIT`` caps the questions per set.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.common import percentile, print_table
from bot.steps import CandidateStep, ModelCallStep, RouteStep, ToolCallStep, VerdictStep

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SETS = {
    "help centre (tuned-on)": HERE / "data" / "turn_questions.json",
    "help centre (held-out)": HERE / "data" / "turn_questions_heldout.json",
    "help centre (held-out 2)": HERE / "data" / "turn_questions_heldout2.json",
}
ARTICLES = ROOT / "deployments" / "demo" / "helpcentre"
WORKSPACE_TOOLS_EXCLUDED = {"search_knowledge_base"}


# ---------------------------------------------------------------- questions and answers
def load_sets() -> dict[str, list[dict[str, Any]]]:
    limit = int(os.environ.get("GUARDBOT_BENCH_TURNS_LIMIT", "0") or 0)
    out: dict[str, list[dict[str, Any]]] = {}
    for label, path in SETS.items():
        data = json.loads(path.read_text(encoding="utf-8"))
        items = [dict(item, kind="kb") for item in data["helpcentre"]]
        out[label] = items[:limit] if limit else items
        if data.get("data"):
            items = [dict(item, kind="data") for item in data["data"]]
            out["workspace data"] = items[:limit] if limit else items
    return out


def check_facts_in_articles(items: list[dict[str, Any]]) -> None:
    """Every expected fact must be written in its article (else the bench is wrong)."""
    for item in items:
        text = (ARTICLES / item["article"]).read_text(encoding="utf-8")
        for fact in item["facts"]:
            if not any(alt in text for alt in fact["any"]):
                raise ValueError(f"{item['q']!r}: none of {fact['any']} is in {item['article']}")


def expected_values(item: dict[str, Any]) -> list[str]:
    """What the workspace database says, as the strings a right answer carries."""
    from bot.wiring import default_registry

    registry = default_registry()
    if "field" in item:
        result = registry.call("get_account_details", {"account_id": item["account"]})
        return [_as_text(result.result[item["field"]])]
    result = registry.call(
        "get_activity",
        {"name": item["activity"], "account_id": item["account"], "since": item["since"]},
    )
    return [_as_text(result.result["events"]), _as_text(result.result.get("total_value"))]


def _as_text(value: Any) -> str:
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def is_right(item: dict[str, Any], answer: str) -> bool:
    low = answer.lower()
    if item["kind"] == "kb":
        return all(any(alt.lower() in low for alt in fact["any"]) for fact in item["facts"])
    return any(value.lower() in low for value in item["expected"])


# ---------------------------------------------------------------- one turn
def classify(item: dict[str, Any], result: Any, wall_s: float) -> dict[str, Any]:
    from bot.degenerate import trim

    steps = result.steps
    calls = [s for s in steps if isinstance(s, ToolCallStep)]
    real = [c for c in calls if c.error is None and c.name not in WORKSPACE_TOOLS_EXCLUDED]
    delivered = result.outcome in ("answered", "forced_call", "regenerated", "quoted")
    drafts = [s.answer for s in steps if isinstance(s, CandidateStep)]
    verdicts = [s for s in steps if isinstance(s, VerdictStep)]
    first_verdict = verdicts[0] if verdicts else VerdictStep()
    model_calls = [s for s in steps if isinstance(s, ModelCallStep)]
    right_draft = bool(drafts) and is_right(item, drafts[0])
    return {
        "q": item["q"],
        "kind": item["kind"],
        "outcome": result.outcome,
        "right": delivered and is_right(item, result.answer),
        "real_call": bool(real),
        "unbacked": item["kind"] == "data" and delivered and not real,
        "repeats": delivered and trim(result.answer).changed,
        # the critic (not the code screen) on a first draft that carries the right fact
        "right_draft": right_draft and first_verdict.critic != "screen",
        "critic_false_alarm": right_draft
        and first_verdict.critic != "screen"
        and first_verdict.severity_level == "HIGH",
        "wall_s": wall_s,
        "model_calls": len(model_calls),
        "model_s": sum(s.latency_ms for s in model_calls) / 1000,
        "route": next((s.route for s in steps if isinstance(s, RouteStep)), ""),
        "drafts": len(drafts),
        "answer": result.answer,
    }


def run_set(runner: Any, items: list[dict[str, Any]], label: str) -> list[dict[str, Any]]:
    rows = []
    for item in items:
        session = runner.log.start_session(channel="bench")
        started = time.perf_counter()
        result = runner.run_to_end(session, item["q"])
        row = classify(item, result, time.perf_counter() - started)
        rows.append(row)
        print(
            f"  [{label} {len(rows)}/{len(items)}] {'right' if row['right'] else 'WRONG':<5} "
            f"{row['outcome']:<11} {row['wall_s']:5.1f} s  {item['q'][:60]}",
            flush=True,
        )
    return rows


# ---------------------------------------------------------------- tables
def summary(label: str, rows: list[dict[str, Any]]) -> list[Any]:
    n = len(rows) or 1
    count = lambda pred: sum(1 for r in rows if pred(r))  # noqa: E731
    walls = [r["wall_s"] for r in rows]
    pct = lambda k: f"{k} ({100 * k / n:.0f}%)"  # noqa: E731
    return [
        label,
        len(rows),
        pct(count(lambda r: r["right"])),
        count(lambda r: r["outcome"] in ("answered", "forced_call", "regenerated")),
        count(lambda r: r["outcome"] == "quoted"),
        count(lambda r: r["outcome"] == "escalated"),
        count(lambda r: r["outcome"] == "refused"),
        count(lambda r: r["outcome"] == "error"),
        count(lambda r: r["repeats"]),
        percentile(walls, 50) if walls else "",
        percentile(walls, 95) if walls else "",
        statistics.mean(r["model_calls"] for r in rows) if rows else "",
        count(lambda r: r["outcome"] == "regenerated"),
        count(lambda r: r["outcome"] == "regenerated" and r["right"]),
    ]


COLUMNS = [
    "set",
    "questions",
    "right",
    "model answer",
    "quoted",
    "escalated",
    "refused",
    "error",
    "repeats delivered",
    "p50 s",
    "p95 s",
    "model calls",
    "passed after regeneration",
    "of those right",
]


# ---------------------------------------------------------------- before: another revision
BEFORE_SCRIPT = """
import json, sys, time
from bot.wiring import build_runner
runner = build_runner()
runner.model; runner.retriever; runner.critic
session = runner.log.start_session(channel="bench")
started = time.perf_counter()
result = runner.run_to_end(session, sys.argv[1])
print("RESULT " + json.dumps({"answer": result.answer, "outcome": result.outcome,
      "wall_s": time.perf_counter() - started}))
"""


def _run_before_question(tree: Path, env: dict, question: str, timeout: float) -> dict:
    """One question in its own process on the old code: its result, a timeout, or a crash
    (with the last line the process wrote)."""
    try:
        done = subprocess.run(
            [sys.executable, "-c", BEFORE_SCRIPT, question],
            cwd=tree,
            env=env,
            capture_output=True,
            text=True,
            timeout=timeout,
        )
    except subprocess.TimeoutExpired:
        return {"answer": "", "outcome": f"no answer in {timeout:.0f} s", "wall_s": timeout}
    for line in done.stdout.splitlines():
        if line.startswith("RESULT "):
            return json.loads(line[len("RESULT ") :])
    last = (done.stderr.strip().splitlines() or ["no output"])[-1]
    raise RuntimeError(f"the old code crashed on {question!r}: {last[:300]}")


def run_before(rev: str, items: list[dict[str, Any]], timeout: float) -> list[dict[str, Any]]:
    """Each question in its own process on the code of ``rev`` (models loaded before the
    clock starts); a question that runs past ``timeout`` counts as no answer."""
    tree = Path(tempfile.mkdtemp(prefix="guardbot-before-"))
    subprocess.run(
        ["git", "-C", str(ROOT), "worktree", "add", "-f", "--detach", str(tree), rev],
        check=True,
        capture_output=True,
    )
    rows = []
    # its own payload log (an older schema), the same knowledge base and model cache
    database = f"sqlite:///{tree / 'before.db'}"
    try:
        for item in items:
            env = dict(os.environ, PYTHONPATH=str(tree), GUARDBOT_DATABASE_URL=database)
            data = _run_before_question(tree, env, item["q"], timeout)
            delivered = data["outcome"] in ("answered", "forced_call", "regenerated")
            rows.append(
                {
                    "q": item["q"],
                    "kind": item["kind"],
                    "outcome": data["outcome"],
                    "right": delivered and is_right(item, data["answer"]),
                    "wall_s": data["wall_s"],
                }
            )
            print(
                f"  [before {rev[:8]} {len(rows)}/{len(items)}] {rows[-1]['outcome']:<11} "
                f"{data['wall_s']:5.1f} s  {item['q'][:60]}",
                flush=True,
            )
    finally:
        subprocess.run(
            ["git", "-C", str(ROOT), "worktree", "remove", "--force", str(tree)],
            capture_output=True,
        )
    return rows


# ---------------------------------------------------------------- main
def renamed(sets: dict[str, list[dict[str, Any]]]) -> dict[str, list[dict[str, Any]]]:
    """The demo renamed (``bench/renamed_demo.py``) and set as the deployment; the data
    questions renamed with it (help-centre questions and articles are left as written)."""
    from bench.renamed_demo import ACTIVITIES, build
    from bot.settings import reset_settings

    folder, rename = build(Path(os.environ["GUARDBOT_DATA_DIR"]) / "renamed-demo")
    os.environ["GUARDBOT_DEPLOYMENT"] = str(folder)
    reset_settings()
    out = dict(sets)
    if "workspace data" in sets:
        out["workspace data"] = [
            {
                **item,
                "q": rename(item["q"]),
                "account": rename(item["account"]),
                **({"activity": ACTIVITIES[item["activity"]]} if "activity" in item else {}),
            }
            for item in sets["workspace data"]
        ]
    return {f"{label} [renamed]": items for label, items in out.items()}


def main() -> None:
    from bot.prepare import prepare
    from bot.settings import get_settings
    from bot.wiring import build_runner

    sets = load_sets()
    for label, items in sets.items():
        if label.startswith("help centre"):
            check_facts_in_articles(items)
    if os.environ.get("GUARDBOT_BENCH_RENAMED") == "1":
        sets = renamed(sets)
    settings = get_settings()
    started = time.perf_counter()
    runner = build_runner(channel="bench")
    prepared = prepare(settings, runner, say=lambda line: print(f"  {line}", flush=True))
    load_s = time.perf_counter() - started
    for label, items in sets.items():
        for item in items if label.startswith("workspace data") else []:
            item["expected"] = expected_values(item)
    results = {label: run_set(runner, items, label) for label, items in sets.items()}
    model = getattr(runner.model, "inner", runner.model)
    title = (
        f"Embedded default turns: backend {settings.backend} ({getattr(model, 'runtime', '-')}), "
        f"critic {settings.critic}, drafts per turn {runner._max_rounds()} "
        f"(prompt profile {runner.profile}); set-up {load_s:.1f} s "
        f"({json.dumps(prepared.to_dict()['seconds'])}), load average {os.getloadavg()[0]:.1f}"
    )
    rows = [summary(label, r) for label, r in results.items()]
    everything = [r for rs in results.values() for r in rs]
    rows.append(summary("all", everything))
    print_table(title, COLUMNS, rows)
    right_drafts = [r for r in everything if r["right_draft"]]
    alarms = sum(1 for r in right_drafts if r["critic_false_alarm"])
    print_table(
        "The critic on first drafts that carry the right fact (the screen's own rejections "
        "excluded)",
        ["right drafts checked by the critic", "flagged HIGH (false alarms)"],
        [[len(right_drafts), f"{alarms} ({100 * alarms / max(1, len(right_drafts)):.0f}%)"]],
    )
    data_rows = next((r for label, r in results.items() if label.startswith("workspace")), [])
    if data_rows:
        real = sum(1 for r in data_rows if r["real_call"])
        unbacked = sum(1 for r in data_rows if r["unbacked"])
        print_table(
            "Data answers: what they rest on",
            ["data questions", "rest on a real call", "unbacked answers delivered (goal 0)"],
            [[len(data_rows), f"{real} ({100 * real / len(data_rows):.0f}%)", unbacked]],
        )
    print_table(
        "Per question",
        ["set", "question", "route", "outcome", "right", "s", "model calls", "answer"],
        [
            [
                label[:14],
                r["q"][:44],
                r["route"],
                r["outcome"],
                r["right"],
                r["wall_s"],
                r["model_calls"],
                r["answer"][:70].replace("\n", " "),
            ]
            for label, rs in results.items()
            for r in rs
        ],
    )
    rev = os.environ.get("GUARDBOT_BENCH_BEFORE")
    if rev:
        timeout = float(os.environ.get("GUARDBOT_BENCH_BEFORE_TIMEOUT_S", "300"))
        sample = int(os.environ.get("GUARDBOT_BENCH_BEFORE_SAMPLE", "4"))
        picked = [item for label, items in sets.items() for item in items[:sample]]
        before = run_before(rev, picked, timeout)
        same = [r for r in everything if r["q"] in {b["q"] for b in before}]
        print_table(
            f"Before ({rev}) and after, the same {len(before)} questions, same run "
            f"(before: capped at {timeout:.0f} s per question)",
            ["code", "questions", "right", "p50 s", "p95 s", "outcomes"],
            [
                [
                    f"before {rev[:10]}",
                    len(before),
                    sum(r["right"] for r in before),
                    percentile([r["wall_s"] for r in before], 50),
                    percentile([r["wall_s"] for r in before], 95),
                    json.dumps(_counts(before)),
                ],
                [
                    "after (this tree)",
                    len(same),
                    sum(r["right"] for r in same),
                    percentile([r["wall_s"] for r in same], 50),
                    percentile([r["wall_s"] for r in same], 95),
                    json.dumps(_counts(same)),
                ],
            ],
        )


def _counts(rows: list[dict[str, Any]]) -> dict[str, int]:
    out: dict[str, int] = {}
    for r in rows:
        out[r["outcome"]] = out.get(r["outcome"], 0) + 1
    return out


if __name__ == "__main__":
    main()
