"""Every locally available critic and both baselines on each HaluEval test split, and on the
held-out external set (package READMEs, ``data/external/package_docs.jsonl``).

Limits keep it to a few minutes on 2 CPU cores: ``GUARDBOT_BENCH_EVAL_LIMIT`` examples per
split for the cheap critics (default 100), ``GUARDBOT_BENCH_EVAL_LLM_LIMIT`` for the critics
that run the local SmolLM2 (default 1; set 0 to skip them; HaluEval splits only).
"""

from __future__ import annotations

import os
import time
from pathlib import Path

from rich.markup import escape

from bench.common import print_table
from bot.eval.external import DEFAULT_PATH as EXTERNAL_PATH
from bot.eval.hallucination import CriticUnavailable, evaluate_hallucination
from bot.eval.metrics import METRIC_KEYS

SPLITS = ("halueval-qa", "halueval-dialogue", "halueval-summarization")
CHEAP = ("local", "local-general", "grounding")
MODEL_BASED = ("llm", "binary")
COLUMNS = ("dataset", "critic", "n", "P", "R", "F1", "acc", "bal acc", "AUROC", "s/100")
KEYS = METRIC_KEYS


def _row(dataset: str, name: str, metrics: dict) -> list:
    return [
        escape(Path(dataset).name),
        escape(name),
        *(metrics.get(k) if metrics.get(k) is not None else "-" for k in KEYS),
    ]


def _run(dataset: str, critic: str, limit: int, rows: list[list], *, baselines: bool) -> None:
    began = time.perf_counter()
    try:
        report = evaluate_hallucination(
            dataset=dataset,
            split="test",
            critic=critic,
            limit=limit,
            progress=False,
            print_table=False,
        )
    except CriticUnavailable as exc:
        rows.append(
            [escape(Path(dataset).name), critic, "unavailable", escape(str(exc)[:60]), *[""] * 6]
        )
        return
    rows.append(_row(dataset, report["critic"], report))
    if baselines:
        for name, metrics in report["baselines"].items():
            rows.append(_row(dataset, f"baseline: {name}", metrics))
    print(f"  {dataset} {critic}: {time.perf_counter() - began:.0f} s", flush=True)


def main() -> None:
    limit = int(os.environ.get("GUARDBOT_BENCH_EVAL_LIMIT", "100"))
    llm_limit = int(os.environ.get("GUARDBOT_BENCH_EVAL_LLM_LIMIT", "1"))
    datasets = [*SPLITS, str(EXTERNAL_PATH)] if EXTERNAL_PATH.is_file() else list(SPLITS)
    for dataset in datasets:  # one table per dataset, printed as soon as it is done
        rows: list[list] = []
        for i, critic in enumerate(CHEAP):
            _run(dataset, critic, limit, rows, baselines=i == 0)
        for critic in MODEL_BASED if llm_limit > 0 and dataset in SPLITS else ():
            _run(dataset, critic, llm_limit, rows, baselines=False)
        where = "test split" if dataset in SPLITS else "held-out external set"
        print_table(
            f"{dataset} {where}: critics (limit {limit}; SmolLM2 critics limit {llm_limit}) and baselines",
            COLUMNS,
            rows,
        )
