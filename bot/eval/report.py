"""Hallucination reports: a JSON file and a PNG (confusion matrix, ROC curves) under
``settings.reports_dir()``, and a table in the terminal."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from bot.eval.metrics import METRIC_KEYS, roc_points

TABLE_KEYS = METRIC_KEYS  # the table shows every reported metric, in that order
HEADERS = ("critic", "n", "P", "R", "F1", "acc", "bal acc", "AUROC", "s/100")


def report_name(dataset: str, split: str | None, critic: str) -> str:
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    base = Path(dataset).stem if dataset.endswith(".jsonl") else dataset
    parts = ["hallucination", base] + ([split] if split else []) + [critic, stamp]
    return re.sub(r"[^A-Za-z0-9_.-]+", "-", "-".join(parts))


def build_report(
    *,
    title: str,
    dataset: str,
    split: str | None,
    critic: str,
    metrics: dict,
    baselines: dict,
    extra: dict | None = None,
) -> dict[str, Any]:
    report: dict[str, Any] = {
        "kind": "hallucination",
        "title": title,
        "created_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "images": [],
        "dataset": dataset,
        "split": split,
        "critic": critic,
    }
    report.update({k: metrics.get(k) for k in METRIC_KEYS})
    report["confusion_matrix"] = metrics.get("confusion_matrix")
    report.update({k: v for k, v in metrics.items() if k not in report})
    report["baselines"] = baselines
    report.update(extra or {})
    return report


def _fmt(value: Any) -> str:
    if value is None:
        return "-"
    if isinstance(value, float):
        return f"{value:.3f}" if abs(value) < 100 else f"{value:,.0f}"
    return str(value)


def table_rows(report: dict) -> list[list[str]]:
    rows = [[report["critic"], *(_fmt(report.get(k)) for k in TABLE_KEYS)]]
    for name, metrics in report.get("baselines", {}).items():
        rows.append([f"baseline: {name}", *(_fmt(metrics.get(k)) for k in TABLE_KEYS)])
    return rows


def print_report(report: dict, console: Console | None = None) -> None:
    table = Table(title=report["title"], title_justify="left")
    for header in HEADERS:
        table.add_column(header)
    for row in table_rows(report):
        table.add_row(*(escape(c) for c in row))
    (console or Console(width=max(120, Console().width))).print(table)


def save_plot(
    path: Path,
    *,
    confusion: list[list[int]],
    curves: dict[str, tuple[Sequence[int], Sequence[float]]],
    title: str,
) -> None:
    """One PNG: the critic's confusion matrix and the ROC curve of every scorer."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (ax_cm, ax_roc) = plt.subplots(1, 2, figsize=(10, 4.5))
    ax_cm.imshow(confusion, cmap="Blues")
    for i in range(2):
        for j in range(2):
            ax_cm.text(j, i, str(confusion[i][j]), ha="center", va="center", fontsize=14)
    ax_cm.set_xticks([0, 1], ["factual", "hallucinated"])
    ax_cm.set_yticks([0, 1], ["factual", "hallucinated"])
    ax_cm.set_xlabel("predicted")
    ax_cm.set_ylabel("true")
    ax_cm.set_title("confusion matrix")
    for name, (labels, scores) in curves.items():
        fpr, tpr = roc_points(labels, scores)
        ax_roc.plot(fpr, tpr, label=name)
    ax_roc.plot([0, 1], [0, 1], linestyle=":", color="grey")
    ax_roc.set_xlabel("false positive rate")
    ax_roc.set_ylabel("true positive rate")
    ax_roc.set_title("ROC")
    ax_roc.legend(loc="lower right", fontsize=8)
    fig.suptitle(title, fontsize=10)
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)


def write_report(
    report: dict, *, name: str, curves: dict, reports_dir: Path, output: Path | None = None
) -> list[Path]:
    """Write ``<name>.png`` and ``<name>.json`` under ``reports_dir`` (the web app lists that
    folder) and, when asked, the same JSON at ``output``; returns the JSON paths written."""
    reports_dir.mkdir(parents=True, exist_ok=True)
    image = f"{name}.png"
    save_plot(
        reports_dir / image,
        confusion=report["confusion_matrix"],
        curves=curves,
        title=report["title"],
    )
    report["images"] = [image]
    report["report_dir"] = str(reports_dir)
    text = json.dumps(report, indent=2)
    paths = [reports_dir / f"{name}.json"]
    if output is not None:
        paths.append(output)
    for path in paths:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return paths
