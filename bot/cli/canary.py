"""``guardbot canary``: the canary-trap report for a knowledge base."""

from __future__ import annotations

from pathlib import Path

import typer
from tqdm import tqdm

from bot.canary.report import build_rows, print_report, write_report
from bot.canary.runner import CanaryConfig, run_canary
from bot.kb.chunking import STRATEGIES
from bot.settings import get_settings


def register(app: typer.Typer) -> None:
    app.command()(canary)


def canary(
    docs: Path = typer.Option(
        None, help="Folder of documents to test (default: the deployment's first knowledge base)."
    ),
    kb: str = typer.Option(None, help="Knowledge-base name for the collections."),
    strategies: str = typer.Option(
        "sentence,paragraph,chars-500-100,chars-1000-200",
        help="Comma-separated chunking strategies.",
    ),
    html: str = typer.Option("both", help="HTML kept in chunks: no, yes or both."),
    backends: str = typer.Option(
        None, help="Comma-separated backends (default: the configured one)."
    ),
    n: int = typer.Option(10, help="Questions per strategy."),
    transform: str = typer.Option("halve", help="halve | scale | shift | entities"),
    critic: str = typer.Option(
        None, help="Critic to run on each answer (default: the configured one)."
    ),
    question_backend: str = typer.Option(
        None, help="Backend that writes natural questions (default: templates)."
    ),
    seed: int = typer.Option(0),
    output: Path = typer.Option(None, help="JSON report path (default: under the data directory)."),
) -> None:
    """Fictive copy of a knowledge base (numbers halved), questions about it, and how often
    the bot answered from the documents (pass) or from memory (spillover)."""
    settings = get_settings()
    chosen = tuple(s.strip() for s in strategies.split(",") if s.strip())
    unknown = [s for s in chosen if s not in STRATEGIES]
    if unknown:
        raise typer.BadParameter(
            f"unknown strategy {unknown[0]!r}; choose from {', '.join(STRATEGIES)}"
        )
    modes = {"no": (False,), "yes": (True,), "both": (False, True)}.get(html)
    if modes is None:
        raise typer.BadParameter("--html must be no, yes or both")
    if docs is None:
        from bot.wiring import deployment_of  # the composition root, only when needed

        first = deployment_of(settings).kb()
        if first is None:
            raise typer.BadParameter("the deployment has no knowledge base: give --docs")
        docs, kb = first.path, kb or first.name
    kb = kb or settings.kb_name
    if not docs.exists():
        raise typer.BadParameter(f"no such folder: {docs}")
    config = CanaryConfig(
        docs=docs,
        kb=kb,
        strategies=chosen,
        html_modes=modes,
        backends=tuple(b.strip() for b in (backends or settings.backend).split(",")),
        n=n,
        transform=transform,
        critic=critic or settings.critic,
        seed=seed,
        question_backend=question_backend,
    )
    total = len(chosen) * len(modes) * len(config.backends)
    with tqdm(total=total, desc="canary", unit="combo") as bar:

        def progress(_i: int, _n: int, label: str) -> None:
            bar.set_postfix_str(label)
            bar.update(1)

        results = run_canary(config, progress=progress)
    rows = build_rows(results)
    print_report(rows)
    path = write_report(
        rows,
        output=output,
        reports_dir=settings.reports_dir(),
        meta={
            "kb": kb,
            "docs": str(docs),
            "transform": transform,
            "backends": list(config.backends),
            "n_per_strategy": n,
        },
    )
    typer.echo(f"report: {path}")
