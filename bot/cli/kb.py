"""``guardbot ingest`` and ``guardbot kb search|list|prepare``."""

from __future__ import annotations

from pathlib import Path

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from bot.kb.deployment import ensure_kb
from bot.kb.facts import model_facts
from bot.kb.ingest import IngestError, ingest_path
from bot.kb.retriever import get_retriever
from bot.kb.store import StoreError, get_store
from bot.kb.types import RetrievalError
from bot.settings import get_settings
from bot.store.log import get_log
from bot.wiring import make_model

console = Console()
kb_app = typer.Typer(help="Search and inspect knowledge bases.", no_args_is_help=True)


def _where(pairs: list[str] | None) -> dict[str, object] | None:
    """``["source=billing/refunds.md", "category=billing"]`` -> a metadata filter."""
    if not pairs:
        return None
    out: dict[str, object] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise typer.BadParameter(f"--where takes KEY=VALUE, got {pair!r}")
        out[key.strip()] = int(value) if value.strip().lstrip("-").isdigit() else value.strip()
    return out


def _print_report(report) -> None:  # noqa: ANN001
    console.print(report.summary())
    for source, reason in report.skipped:
        console.print(f"  [yellow]skipped[/yellow] {source}: {reason}")
    for source, note in report.notes:
        console.print(f"  [dim]note[/dim] {source}: {note}")


def ingest(
    path: Path = typer.Argument(
        ..., help="A folder (read recursively) or one file: .md, .html, .txt, .pdf"
    ),
    kb: str = typer.Option(None, "--kb", help="Knowledge-base name (default: settings kb_name)."),
    strategy: str = typer.Option(
        None, help="sentence | paragraph | chars-500-100 | chars-1000-200"
    ),
    keep_html: bool = typer.Option(
        False, "--keep-html", help="Keep HTML markup in chunks instead of stripping it."
    ),
    facts: bool = typer.Option(
        False, "--facts", help="Fact-extraction pre-pass with the configured chat model."
    ),
) -> None:
    """Ingest documents into a knowledge base; unchanged files are skipped, changed files
    replace their chunks, files deleted from the folder lose theirs."""
    settings = get_settings()
    extract = None
    if facts:
        extract = model_facts(make_model(settings, log=get_log(settings)))
    columns = (
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        TextColumn("{task.fields[source]}"),
    )
    with Progress(*columns, console=console, transient=True) as bar:
        task = bar.add_task("ingesting", total=None, source="")
        try:
            report = ingest_path(
                path,
                kb=kb or settings.kb_name,
                strategy=strategy or settings.chunk_strategy,
                keep_html=keep_html,
                progress=lambda done, total, source: bar.update(
                    task, completed=done, total=total, source=source
                ),
                facts=extract,
            )
        except (IngestError, StoreError) as exc:
            bar.stop()
            console.print(f"[red]error:[/red] {exc}")
            raise typer.Exit(1) from exc
    _print_report(report)


@kb_app.command("search")
def search(
    query: str = typer.Argument(...),
    kb: str = typer.Option(None, "--kb"),
    strategy: str = typer.Option(None),
    keep_html: bool = typer.Option(None, "--keep-html/--no-keep-html"),
    k: int = typer.Option(None, "-k", help="How many chunks (default: settings top_k)."),
    where: list[str] = typer.Option(
        None, help="Metadata filter KEY=VALUE (source, title, category, kind, ...); repeatable."
    ),
    min_similarity: float = typer.Option(None, help="Override the minimum cosine similarity."),
) -> None:
    """Top-k chunks for a query, with scores and citations."""
    retriever = get_retriever(kb=kb, strategy=strategy, keep_html=keep_html)
    if min_similarity is not None:
        retriever.min_similarity = min_similarity
    try:
        hits = retriever.search(query, k=k, where=_where(where))
    except RetrievalError as exc:
        console.print(f"[red]error:[/red] {exc}")
        raise typer.Exit(1) from exc
    if not hits:
        console.print(
            f"nothing relevant in {retriever.collection} (no chunk with similarity >= {retriever.min_similarity})"
        )
        return
    for hit in hits:
        console.print(f"[bold]{hit.score:.3f}[/bold] {hit.citation()}")
        console.print("    " + hit.text[:300].replace("\n", " "))


@kb_app.command("list")
def list_collections() -> None:
    """Collections in the configured store, with their chunk and document counts."""
    store = get_store()
    try:
        collections = store.list_collections()
        table = Table(title=store.where)
        for col in ("collection", "chunks", "documents"):
            table.add_column(col)
        for name, count in collections:
            table.add_row(name, str(count), str(len(store.manifest(name))))
    except StoreError as exc:
        console.print(f"[red]error:[/red] {exc}")
        raise typer.Exit(1) from exc
    console.print(table)


@kb_app.command("prepare")
def prepare(
    strategy: str = typer.Option(None),
    keep_html: bool = typer.Option(None, "--keep-html/--no-keep-html"),
) -> None:
    """Ingest the deployment's knowledge bases unless they are already there."""
    from bot.wiring import deployment_of  # the composition root, only for this command

    for kb in deployment_of(get_settings()).knowledge_bases:
        console.print(ensure_kb(kb, strategy=strategy, keep_html=keep_html))


def register(app: typer.Typer) -> None:
    app.command()(ingest)
    app.add_typer(kb_app, name="kb")
