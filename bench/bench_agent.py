"""The agent on a fixed suite of data questions about the demo workspace.

1. The local model (SmolLM2-135M): the share of answers that rest on a real tool call, the
   honest refusals, the unbacked data answers (the goal: none), how many turns needed
   forcing and by which detector, and the agent's own overhead per turn (wall time minus
   model time). The critic is a no-op here: this measures the agent, not the critic.
2. The same questions with a scripted model that makes the right call at once: the agent's
   overhead per turn without any model time at all.

Environment: GUARDBOT_BENCH_AGENT_LIMIT (questions, default all), GUARDBOT_BENCH_AGENT_BUDGET_S
(stop starting new local-model questions after this many seconds, default 540),
GUARDBOT_BENCH_AGENT_MAX_TOKENS (default 64), GUARDBOT_BENCH_AGENT_LOCAL=0 (skip part 1).
"""

from __future__ import annotations

import json
import os
import statistics
import time
from pathlib import Path
from typing import Any

from bench.common import percentile, print_table
from bot.steps import ForcedCallStep, ModelCallStep, ToolCallStep

QUESTIONS = Path(__file__).resolve().parent.parent / "tests" / "agent" / "data_questions.json"
DETECTORS = (
    "thought",
    "fewshot_copy",
    "json_text",
    "narrated",
    "no_call",
    "fabricated",
    "copied_args",
    "empty",
)
KB_TOOLS = {"search_knowledge_base"}


class NoCritic:
    name = "none"

    def check(self, question: str, sources: list, answer: str) -> Any:
        from bot.critic.base import Verdict

        return Verdict(critic=self.name, general_thoughts="bench: the critic is not measured here")


class NoDocuments:
    def search(self, query: str, *, k: int | None = None, where: dict | None = None) -> list:
        return []


def load_questions() -> list[dict[str, str]]:
    items = json.loads(QUESTIONS.read_text(encoding="utf-8"))["questions"]
    limit = int(os.environ.get("GUARDBOT_BENCH_AGENT_LIMIT", "0") or 0)
    return items[:limit] if limit > 0 else items


def classify(result: Any) -> dict[str, Any]:
    """What one turn's answer rests on, from its steps."""
    calls = [s for s in result.steps if isinstance(s, ToolCallStep)]
    ran = [c for c in calls if c.error_kind in (None, "raised")]
    workspace_calls = [c for c in ran if c.name not in KB_TOOLS]
    model_ms = sum(s.latency_ms for s in result.steps if isinstance(s, ModelCallStep))
    tool_ms = sum(c.latency_ms for c in calls)
    if result.outcome in ("refused", "escalated"):
        rests_on = "honest_refusal"
    elif result.outcome == "error":
        rests_on = "error"
    elif workspace_calls:
        rests_on = "real_call"
    else:
        rests_on = "unbacked"
    repairs = [s.how for s in result.steps if isinstance(s, ForcedCallStep)]
    return {
        "rests_on": rests_on,
        "tools": [c.name for c in ran],
        "model_ms": model_ms,
        "tool_ms": tool_ms,
        "model_calls": sum(1 for s in result.steps if s.kind == "model_call"),
        "detectors": {k: v for k, v in result.counters.items() if k in DETECTORS},
        "repairs": repairs,
    }


def run_suite(
    runner: Any, questions: list[dict[str, str]], *, budget_s: float | None, progress: bool = False
) -> list[dict[str, Any]]:
    rows = []
    started = time.perf_counter()
    session = runner.log.start_session(channel="bench")
    for item in questions:
        if budget_s is not None and time.perf_counter() - started > budget_s:
            break
        t0 = time.perf_counter()
        result = runner.run_to_end(session, item["q"])
        wall_ms = (time.perf_counter() - t0) * 1000
        row = classify(result)
        row.update(
            q=item["q"],
            expected=item["tool"],
            outcome=result.outcome,
            wall_ms=wall_ms,
            answer=result.answer,
        )
        row["overhead_ms"] = wall_ms - row["model_ms"]
        rows.append(row)
        if progress:
            print(
                f"  [{len(rows)}/{len(questions)}] {row['rests_on']:<15} {result.outcome:<12} "
                f"{json.dumps(row['detectors'])} {wall_ms / 1000:.0f} s  {item['q'][:50]}",
                flush=True,
            )
    return rows


def summary_rows(rows: list[dict[str, Any]], total: int) -> list[list[Any]]:
    n = len(rows) or 1
    share = lambda key: sum(1 for r in rows if r["rests_on"] == key)  # noqa: E731
    forced = sum(1 for r in rows if r["detectors"])
    expected = sum(1 for r in rows if r["expected"] in r["tools"])
    out = [
        ["questions run", f"{len(rows)} of {total}"],
        [
            "answered from a real tool call",
            f"{share('real_call')} ({100 * share('real_call') / n:.0f}%)",
        ],
        [
            "honest refusals",
            f"{share('honest_refusal')} ({100 * share('honest_refusal') / n:.0f}%)",
        ],
        ["unbacked data answers (goal 0)", share("unbacked")],
        ["model errors", share("error")],
        [
            "real-call answers + honest refusals",
            f"{100 * (share('real_call') + share('honest_refusal')) / n:.0f}%",
        ],
        ["turns that needed forcing", f"{forced} ({100 * forced / n:.0f}%)"],
        ["turns that made the expected call", f"{expected} ({100 * expected / n:.0f}%)"],
        [
            "model calls per turn (mean)",
            statistics.mean(r["model_calls"] for r in rows) if rows else 0.0,
        ],
    ]
    return out


def detector_rows(rows: list[dict[str, Any]]) -> list[list[Any]]:
    out = []
    for name in DETECTORS:
        turns = sum(1 for r in rows if r["detectors"].get(name))
        catches = sum(r["detectors"].get(name, 0) for r in rows)
        if catches:
            out.append([name, turns, catches])
    repairs: dict[str, int] = {}
    for r in rows:
        for how in r["repairs"]:
            repairs[how] = repairs.get(how, 0) + 1
    out += [[f"repair: {how}", "", n] for how, n in sorted(repairs.items())]
    return out or [["(none)", 0, 0]]


def timing_rows(label: str, rows: list[dict[str, Any]]) -> list[list[Any]]:
    over = [r["overhead_ms"] for r in rows]
    tools = [r["tool_ms"] for r in rows]
    model = [r["model_ms"] / 1000 for r in rows]
    return (
        [
            [
                label,
                len(rows),
                statistics.mean(over),
                percentile(over, 50),
                percentile(over, 95),
                statistics.mean(tools),
                statistics.mean(model),
            ]
        ]
        if rows
        else [[label, 0, "", "", "", "", ""]]
    )


def local_runner(max_tokens: int) -> Any:
    from bot.llm import build_model
    from bot.settings import get_settings
    from bot.wiring import build_runner

    settings = get_settings().model_copy(
        update={"max_tokens": max_tokens, "backend": "local", "critic": "none"}
    )
    return build_runner(
        model=build_model(settings, "local"),
        critic=NoCritic(),
        retriever=NoDocuments(),
        settings=settings,
        channel="bench",
    )


def scripted_runner() -> Any:
    from bot.llm.scripted import ScriptedModel, tool_reply
    from bot.wiring import build_runner

    runner = build_runner(critic=NoCritic(), retriever=NoDocuments(), channel="bench")
    catalog = runner.catalog
    expected: dict[str, str] = {}

    def named(question: str, param: str) -> list[Any]:
        return list(dict.fromkeys(m.value for m in catalog.mentions(question) if m.param == param))

    def reply(request: Any) -> Any:
        last = request.messages[-1]
        if last["role"] == "tool":
            return "Here is what the workspace shows."
        question = last["content"]
        name = expected.get(question, "list_accounts")
        ids = named(question, "account_id")
        args: dict[str, Any] = {}
        if name == "get_account_details":
            args = {"account_id": ids[0] if ids else "acme-9"}
        elif name == "get_activity":
            args = {
                "name": next(iter(named(question, "name")), "login"),
                **({"account_id": ids[0]} if ids else {}),
            }
        return tool_reply(name, args)

    runner = build_runner(
        model=ScriptedModel(default=reply),
        critic=NoCritic(),
        retriever=NoDocuments(),
        channel="bench",
    )
    runner.expected = expected  # type: ignore[attr-defined]
    return runner


def main() -> None:
    from bench.common import prepare_demo

    prepare_demo()
    questions = load_questions()
    timing = []
    scripted = scripted_runner()
    scripted.expected.update({q["q"]: q["tool"] for q in questions})
    scripted_rows = run_suite(scripted, questions, budget_s=None)
    timing += timing_rows("scripted model (no model time)", scripted_rows)
    if os.environ.get("GUARDBOT_BENCH_AGENT_LOCAL", "1") != "0":
        budget = float(os.environ.get("GUARDBOT_BENCH_AGENT_BUDGET_S", "540"))
        max_tokens = int(os.environ.get("GUARDBOT_BENCH_AGENT_MAX_TOKENS", "64"))
        t0 = time.perf_counter()
        runner = local_runner(max_tokens)
        load_s = time.perf_counter() - t0
        rows = run_suite(runner, questions, budget_s=budget, progress=True)
        title = f"Agent on {len(questions)} data questions, local SmolLM2-135M (max_tokens={max_tokens}, budget {budget:.0f} s, model load {load_s:.1f} s)"
        print_table(title, ["measure", "value"], summary_rows(rows, len(questions)))
        print_table(
            "Forcing: which detector caught what (turns, catches) and how it was repaired",
            ["detector", "turns", "catches"],
            detector_rows(rows),
        )
        timing += timing_rows("local model", rows)
        print_table(
            "Per question (local model)",
            ["question", "outcome", "rests on", "tools", "detectors", "model s"],
            [
                [
                    r["q"][:48],
                    r["outcome"],
                    r["rests_on"],
                    ",".join(r["tools"]),
                    json.dumps(r["detectors"]),
                    r["model_ms"] / 1000,
                ]
                for r in rows
            ],
        )
    print_table(
        "Agent overhead per turn, excluding model time (ms; tool time included, shown apart)",
        ["run", "turns", "mean ms", "p50 ms", "p95 ms", "tool ms (mean)", "model s (mean)"],
        timing,
    )
