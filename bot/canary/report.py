"""Canary report: one row per strategy (and backend), as a table, JSON and a PNG bar chart."""

from __future__ import annotations

import json
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path


@dataclass
class CanaryResult:
    """One question's outcome."""

    strategy: str
    html: bool
    backend: str
    question: str
    fictive: str
    original: str
    answer: str  # the model's first answer of the turn
    outcome: str  # pass | spillover | other, of that answer
    flagged: bool  # the critic flagged an answer of this turn (LOW or HIGH) or it was escalated
    caught: bool = False  # a spillover that the guard kept from reaching the user
    delivered_answer: str = ""  # what the user saw
    delivered_outcome: str = ""
    turn_outcome: str = ""
    turn_id: str = ""


@dataclass
class CanaryRow:
    strategy: str
    html: bool
    backend: str
    n: int = 0
    passed: int = 0
    spillover: int = 0
    other: int = 0
    spillover_caught: int = 0
    delivered_spillover: int = 0
    delivered_pass: int = 0  # what the user got carries the fictive value (the whole bot)
    results: list[CanaryResult] = field(default_factory=list)

    @property
    def label(self) -> str:
        return f"{self.strategy}-{'html' if self.html else 'nohtml'}"

    def rate(self, count: int) -> float:
        return count / self.n if self.n else 0.0

    def to_dict(self) -> dict:
        return {
            "strategy": self.strategy,
            "html": self.html,
            "label": self.label,
            "backend": self.backend,
            "n": self.n,
            "pass_rate": self.rate(self.passed),
            "spillover_rate": self.rate(self.spillover),
            "other_rate": self.rate(self.other),
            "spillover_caught": self.spillover_caught,
            "delivered_spillover_rate": self.rate(self.delivered_spillover),
            "delivered_pass_rate": self.rate(self.delivered_pass),
            "results": [asdict(r) for r in self.results],
        }


def build_rows(results: list[CanaryResult]) -> list[CanaryRow]:
    rows: dict[tuple, CanaryRow] = {}
    for r in results:
        key = (r.strategy, r.html, r.backend)
        row = rows.setdefault(key, CanaryRow(r.strategy, r.html, r.backend))
        row.n += 1
        row.results.append(r)
        row.delivered_spillover += int(r.delivered_outcome == "spillover")
        row.delivered_pass += int(r.delivered_outcome == "pass")
        if r.outcome == "pass":
            row.passed += 1
        elif r.outcome == "spillover":
            row.spillover += 1
            row.spillover_caught += int(r.caught)
        else:
            row.other += 1
    return list(rows.values())


def summary_lines(rows: list[CanaryRow]) -> list[str]:
    """Lines in the shape of the published experiment: ``Pass rate for chars-1000-200-nohtml: 100.0%``."""
    return [
        f"Pass rate for {row.label} ({row.backend}): {100 * row.rate(row.passed):.1f}%"
        for row in rows
    ]


def print_report(rows: list[CanaryRow]) -> None:
    from rich.console import Console
    from rich.table import Table

    console = Console(width=140)
    table = Table(
        title="Canary trap: did answers come from the (fictive) documents?", title_justify="left"
    )
    for col in (
        "strategy",
        "backend",
        "n",
        "pass",
        "spillover",
        "other",
        "spillover caught",
        "spillover delivered",
        "delivered pass",
    ):
        table.add_column(col)
    for row in rows:
        table.add_row(
            row.label,
            row.backend,
            str(row.n),
            f"{100 * row.rate(row.passed):.1f}%",
            f"{100 * row.rate(row.spillover):.1f}%",
            f"{100 * row.rate(row.other):.1f}%",
            f"{row.spillover_caught}/{row.spillover}",
            f"{100 * row.rate(row.delivered_spillover):.1f}%",
            f"{100 * row.rate(row.delivered_pass):.1f}%",
        )
    console.print(table)
    for line in summary_lines(rows):
        console.print(line)
    console.print(
        "pass: the model's own first answer carries the fictive value; delivered pass: the "
        f"answer the user got does (after the critic and quoting); {sum(r.n for r in rows)} "
        f"questions, {rows[0].n if rows else 0} per combination"
    )


def write_report(
    rows: list[CanaryRow], *, output: Path | None, reports_dir: Path, meta: dict
) -> Path:
    """JSON (``output`` or ``reports_dir/canary-<time>.json``) and a PNG bar chart beside it."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    json_path = Path(output) if output else reports_dir / f"canary-{stamp}.json"
    json_path.parent.mkdir(parents=True, exist_ok=True)
    png_name = json_path.stem + ".png"
    png_path = reports_dir / png_name
    _bar_chart(rows, png_path)
    if json_path.parent != reports_dir:
        _bar_chart(rows, json_path.with_suffix(".png"))
    report = {
        "kind": "canary",
        "title": f"Canary trap ({meta.get('transform', 'halve')}) on {meta.get('kb', '?')}",
        "created_at": time.time(),
        "images": [png_name],
        "rows": [row.to_dict() for row in rows],
        "summary": summary_lines(rows),
        **meta,
    }
    json_path.write_text(json.dumps(report, indent=2, ensure_ascii=False), encoding="utf-8")
    if json_path.parent != reports_dir:  # keep a copy where the web app lists reports
        (reports_dir / json_path.name).write_text(
            json.dumps(report, indent=2, ensure_ascii=False), encoding="utf-8"
        )
    return json_path


def _bar_chart(rows: list[CanaryRow], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    labels = [f"{r.label}\n{r.backend}" for r in rows]
    fig, ax = plt.subplots(figsize=(max(6, 1.4 * len(rows)), 4))
    bottoms = [0.0] * len(rows)
    for name, attr, color in (
        ("pass", "passed", "#2e7d32"),
        ("spillover", "spillover", "#c62828"),
        ("other", "other", "#9e9e9e"),
    ):
        values = [100 * r.rate(getattr(r, attr)) for r in rows]
        ax.bar(labels, values, bottom=bottoms, label=name, color=color)
        bottoms = [b + v for b, v in zip(bottoms, values, strict=True)]
    ax.set_ylabel("% of questions")
    ax.set_ylim(0, 100)
    ax.set_title("Canary trap: answers from the documents (pass) vs from memory (spillover)")
    ax.legend(loc="lower right")
    plt.xticks(fontsize=7)
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=100)
    plt.close(fig)
