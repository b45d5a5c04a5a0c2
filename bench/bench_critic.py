"""Critics: the default critic on held-out real model answers (``data/external/real``), speed per
100 answers of ~150 words, latency and detection on the help-centre backtest set, then the
actor-critic backtest with the local model as the regenerating actor.

    .venv/bin/python -m bench critic
    GUARDBOT_BENCH_CRITIC_CASES=12 ... (backtest cases; default 6)

Detection: share of the given hallucinated answers flagged HIGH ("caught") and share of
the hand-written supported answers flagged HIGH ("false alarms"). The model critics run
on a few answers only (CPU generation is slow); their figures are marked with n.
"""

from __future__ import annotations

import os
import statistics
import time
from typing import Any

from bench.common import percentile, print_table
from bot.settings import get_settings
from bot.wiring import make_critic

BACKTEST = "data/backtest/helpcentre.jsonl"
TIME_BUDGET_S = float(os.environ.get("GUARDBOT_BENCH_CRITIC_BUDGET", "60"))


def _pairs(cases: list[Any]) -> tuple[list[tuple[Any, str]], list[tuple[Any, str]]]:
    hallucinated = [(c, c.answer) for c in cases]
    seen, supported = set(), []
    for c in cases:
        if c.supported_answer and c.supported_answer not in seen:
            seen.add(c.supported_answer)
            supported.append((c, c.supported_answer))
    return hallucinated, supported


def _spread(items: list[Any], n: int) -> list[Any]:
    if len(items) <= n:
        return items
    step = len(items) / n
    return [items[int(i * step)] for i in range(n)]


def measure(
    critic: Any, pairs: list[tuple[Any, str]], budget_s: float, timeout: float = 60.0
) -> tuple[list[float], list[bool], int]:
    """Latency (ms) per answer, HIGH flags, and failures (errors or unparseable)."""
    from bot.critic.runner import run_check

    times, flags, failed = [], [], 0
    started = time.perf_counter()
    for case, answer in pairs:
        t0 = time.perf_counter()
        verdict = run_check(critic, case.question, case.source_objects(), answer, timeout=timeout)
        times.append((time.perf_counter() - t0) * 1000)
        flags.append(verdict.hallucinated)
        failed += bool(verdict.error or verdict.unparseable)
        if time.perf_counter() - started > budget_s:
            break
    return times, flags, failed


def critic_rows(cases: list[Any]) -> list[list[Any]]:
    from bot.critic.registry import get_critic
    from bot.llm import build_model

    hallucinated, supported = _pairs(cases)
    model = build_model(get_settings(), "local")
    plans = [("support", None, len(hallucinated)), ("grounding", None, len(hallucinated))]
    plans += [("local", None, len(hallucinated))]
    plans += [("llm", model, 1), ("binary", model, 2)]
    rows = []
    for name, m, n in plans:
        try:
            critic = get_critic(name, model=m)
            if m is None:  # load the embedding model outside the timed checks
                warm = cases[0].supported_answer or "warm up"
                critic.check(cases[0].question, cases[0].source_objects(), warm)
        except Exception as exc:  # a critic that cannot run here is reported, not fatal
            rows.append([name, "-", "-", "-", "-", "-", f"unavailable: {exc}"[:60]])
            continue
        budget = TIME_BUDGET_S if m is None else TIME_BUDGET_S * 2
        h_ms, h_flags, h_fail = measure(critic, _spread(hallucinated, n), budget)
        s_ms, s_flags, s_fail = measure(
            critic, _spread(supported, max(2, n * len(supported) // len(hallucinated))), budget / 2
        )
        ms = h_ms + s_ms
        rows.append(
            [
                name,
                len(h_flags) + len(s_flags),
                statistics.median(ms),
                percentile(ms, 95),
                f"{sum(h_flags)}/{len(h_flags)} ({sum(h_flags) / len(h_flags):.0%})",
                f"{sum(s_flags)}/{len(s_flags)} ({sum(s_flags) / max(len(s_flags), 1):.0%})",
                f"{h_fail + s_fail} failed" if h_fail + s_fail else "",
            ]
        )
    return rows


def backtest_rows(cases: list[Any]) -> tuple[dict[str, Any], list[list[Any]]]:
    from bot.critic.backtest import run_backtest
    from bot.critic.registry import get_critic
    from bot.llm import build_model

    model = build_model(get_settings(), "local")
    report = run_backtest(
        cases,
        critic=get_critic("grounding"),
        model=model,
        judge=get_critic("binary", model=model),
        max_rounds=3,
        timeout=120,
        title="bench backtest",
        budget_s=float(os.environ.get("GUARDBOT_BENCH_BACKTEST_BUDGET", "240")),
    )
    summary = report.summary()
    kinds = [
        [
            kind,
            v["cases"],
            f"{v['caught_first_round']:.0%}",
            f"{v['removed']:.0%}",
            f"{v['evaded']:.0%}",
        ]
        for kind, v in summary["by_kind"].items()
    ]
    return summary, kinds


REAL_CRITICS = ("support", "combined:support,grounding", "grounding", "local", "combined")


def _pct(value: float | None) -> str:
    return "-" if value is None else f"{value:.0%}"


def _num(value: float | None) -> str:
    return "-" if value is None else f"{value:.3f}"


REAL_HEADERS = [
    "set", "role", "critic", "answers", "AUROC", "false alarms", "recall", "length AUROC",
    "lexical AUROC", "ms/answer",
]  # fmt: skip
REAL_TITLE = (
    "Critics on labelled real answers (held-out: nothing fitted on them; dev: support's answer "
    "model and threshold fitted there)"
)


def real_table(critics: tuple[str, ...] | list[str] = REAL_CRITICS) -> None:
    """The held-out and dev table for some critics only:
    ``python -c "from bench.bench_critic import real_table; real_table(['support'])"``."""
    print_table(REAL_TITLE, REAL_HEADERS, real_rows(critics))


def real_rows(critics: tuple[str, ...] | list[str] = REAL_CRITICS) -> list[list[Any]]:
    """Every critic on each labelled set of real answers, baselines beside it: the held-out
    sets (nothing fitted on them) and, marked dev, the sets the answer model and threshold of
    ``support`` were fitted on (in-sample there)."""
    from bot.eval.realsets import DEV, FRESH, HELD_OUT, baselines, load_set, measure

    rows = []
    for name in critics:
        critic = make_critic(get_settings(), name)
        if hasattr(critic, "warmup"):
            critic.warmup()
        looked_at = tuple(n for n in HELD_OUT if n not in FRESH)
        roles = (("held-out", looked_at), ("held-out (new)", FRESH), ("dev", DEV))
        for role, names in roles:
            for set_name in names:
                data = load_set(set_name, split="all")
                m, b = measure(critic, data), baselines(data)
                rows.append([
                    set_name, role, name, f"{m['n']} ({m['n_hallucinated']} halluc.)",
                    _num(m["auroc"]), _pct(m["false_alarms"]), _pct(m["recall"]),
                    _num(b["length"]), _num(b["lexical"]), round(m["ms_per_answer"], 1),
                ])  # fmt: skip
    return rows


def _speed_items() -> dict[str, list[tuple[str, list[Any], str]]]:
    """100 answers of ~150 words each way: copied from ~5 help-centre sources (distinct per
    answer), and paraphrased (eight distinct hand-written supported answers of the backtest
    joined, against their own sources): sentences that are not copies need the entailment
    model; and 100 right answers from tool results as the dev sets wrote them (~70 words)."""
    from bot.critic.backtest import load_cases

    cases = load_cases(BACKTEST)
    copied, paraphrased = [], []
    with_answers = list({c.supported_answer: c for c in cases if c.supported_answer}.values())
    for i in range(100):
        case = cases[i % len(cases)]
        other = cases[(i * 7 + 3) % len(cases)]
        sources = case.source_objects() + other.source_objects()
        words = " ".join(s.text for s in sources).split()
        start = (i * 37) % max(1, len(words) - 150)
        copied.append((case.question, sources, " ".join(words[start : start + 150])))
        group = [with_answers[(i * 3 + k) % len(with_answers)] for k in range(8)]
        paraphrased.append(
            (
                group[0].question,
                [s for c in group for s in c.source_objects()],
                " ".join(c.supported_answer for c in group),
            )
        )
    # answers from tool results: right answers of the written dev sets, whichever half the
    # cross-encoder learnt from (every claim goes to the tool sentence model, so the
    # cross-encoder runs on each; shorter answers, longer premises)
    from bot.eval.realsets import WRITTEN_DEV_SETS, load_set
    from bot.fit.tool_sentence import tool_sets

    tool = [
        (r.question, r.sources, r.answer)
        for name in tool_sets(WRITTEN_DEV_SETS)
        for r in [r for r in load_set(name, split="all") if r.label == 0][:12]
    ][:100]
    return {"copied": copied, "paraphrased": paraphrased, "tool results": tool}


def speed_rows() -> list[list[Any]]:
    """The default critic and grounding on 100 answers of ~150 words, timed after warm-up."""

    sets = _speed_items()
    rows = []
    for name in ("support", "grounding"):
        critic = make_critic(get_settings(), name)
        if hasattr(critic, "warmup"):
            critic.warmup()
        for kind, items in sets.items():
            n_words = sum(len(a.split()) for _, _, a in items) / len(items)
            began = time.perf_counter()
            for question, sources, answer in items:
                critic.check(question, sources, answer)
            seconds = round(time.perf_counter() - began, 2)
            per_100 = round(seconds * 100 / len(items), 2)
            rows.append([name, kind, len(items), round(n_words), per_100, os.getloadavg()[0]])
    return rows


def main() -> None:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    from bot.critic.backtest import load_cases

    real_table()
    print_table(
        "Speed: 100 answers against help-centre sources (copied slices; paraphrased answers)",
        ["critic", "answers", "n", "words per answer", "seconds per 100", "load average (1 min)"],
        speed_rows(),
    )
    cases = load_cases(BACKTEST)
    print_table(
        f"Critics on the help-centre backtest set ({len(cases)} hallucinated answers; supported answers for false alarms)",
        [
            "critic",
            "answers",
            "median ms/answer",
            "p95 ms",
            "caught (HIGH)",
            "false alarms",
            "notes",
        ],
        critic_rows(cases),
    )
    n = int(os.environ.get("GUARDBOT_BENCH_CRITIC_CASES", "6"))
    summary, kinds = backtest_rows(_spread(cases, n))
    print_table(
        f"Actor-critic backtest, local SmolLM2 actor, grounding critic, binary (SmolLM2) judge ({summary['cases']} cases, max 3 rounds)",
        [
            "cases",
            "caught round 1",
            "removed",
            "fixed",
            "escalated",
            "evaded",
            "unknown",
            "rounds (delivered)",
            "s/case",
        ],
        [
            [
                summary["cases"],
                f"{summary['caught_first_round']:.0%}",
                f"{summary['removed']:.0%}",
                f"{summary['fixed']:.0%}",
                f"{summary['escalated']:.0%}",
                f"{summary['evaded']:.0%}",
                f"{summary['unknown']:.0%}",
                str(summary["rounds_histogram"]),
                summary["seconds_per_case"],
            ]
        ],
    )
    print_table("Backtest by kind", ["kind", "cases", "caught round 1", "removed", "evaded"], kinds)


if __name__ == "__main__":
    main()
