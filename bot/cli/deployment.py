"""``guardbot deployment check [PATH]``: what a deployment file would load, and what is wrong
with it (exit 1 when something is)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import typer

from bot.deployment import DeploymentError, load_deployment
from bot.settings import get_settings

deployment_app = typer.Typer(help="Deployments: the assistant, its documents and its tools.")


def register(app: typer.Typer) -> None:
    app.add_typer(deployment_app, name="deployment")


@deployment_app.command("check")
def check(
    path: Path = typer.Argument(None, help="deployment.toml or its folder (default: configured)"),
) -> None:
    """Load the deployment as guardbot would and say what it holds and what is wrong."""
    chosen = path or get_settings().deployment
    if not chosen:
        typer.echo("no deployment configured (GUARDBOT_DEPLOYMENT or --deployment)", err=True)
        raise typer.Exit(1)
    try:
        deployment = load_deployment(chosen)
    except DeploymentError as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(1) from None
    problems = deployment.check()
    _say_assistant(deployment)
    problems += _say_documents(deployment)
    problems += _say_tools(deployment)
    _say_prompts(deployment)
    if problems:
        typer.echo("\nProblems:")
        for problem in problems:
            typer.echo(f"  - {problem}")
        raise typer.Exit(1)
    typer.echo("\nNo problems found.")


def _say_assistant(deployment: Any) -> None:
    a = deployment.assistant
    typer.echo(f"Deployment {deployment.name!r} ({deployment.file})")
    typer.echo(f"  page title: {a.page_title()}; assistant: {a.name}; persona: {a.persona_line()}")
    if a.greeting:
        typer.echo(f"  greeting: {a.greeting}")


def _say_documents(deployment: Any) -> list[str]:
    typer.echo("Knowledge bases:")
    if not deployment.knowledge_bases:
        typer.echo("  (none: answers come from tools only)")
    pages = 0
    problems = []
    languages = list(deployment.settings.get("languages") or get_settings().languages)
    for kb in deployment.knowledge_bases:
        files = [p for p in kb.path.rglob("*") if p.is_file()] if kb.path.is_dir() else []
        lang = _language_of(files)
        typer.echo(
            f"  {kb.name}: {kb.path} ({len(files)} files; /v1 model guardbot-{kb.name}"
            + (f"; written in {lang})" if lang else ")")
        )
        pages += sum(p.suffix.lower() in (".html", ".htm") for p in files)
        if lang and lang not in languages:
            problems.append(
                f"knowledge base {kb.name}: its documents are written in {lang!r}, which is not "
                f"in [settings] languages ({', '.join(languages)}): their text would be held "
                f'back as text nobody here reads; add languages = ["{lang}", ...]'
            )
    if pages:
        from bot.kb.render import engine

        typer.echo(f"  HTML pages ({pages}): text a reader does not see is found by {engine()}")
    return problems


def _language_of(files: list[Path], most: int = 40) -> str | None:
    """The language most of a knowledge base's text is written in (``bot.language``), read
    from up to ``most`` of its text and HTML files (HTML by its tags, without a browser)."""
    from bot import language
    from bot.kb.loaders import SkipFile, decode, html_to_text

    texts: list[str] = []
    for path in sorted(files)[: most * 4]:
        suffix = path.suffix.lower()
        if suffix not in (".md", ".txt", ".rst", ".html", ".htm") or len(texts) >= most:
            continue
        try:
            text = decode(path.read_bytes())[0]
        except (OSError, SkipFile):
            continue
        if suffix in (".html", ".htm"):
            text = html_to_text(text)[1]
        texts += [p for p in re.split(r"\n\s*\n", text) if p.strip()]
    return language.main_language(texts)


def _unlisted_ids(spec: Any) -> list[str]:
    """Required parameters that read as a record's number or code and list no values, for a
    tool whose examples name records without a number ("What has Saltmarsh Design ordered?")."""
    if not any(not re.search(r"\d", example) for example in spec.examples):
        return []
    properties = spec.parameters.get("properties", {})
    out = []
    for name in spec.parameters.get("required", []):
        schema = properties.get(name) or {}
        if name in spec.values or schema.get("enum"):
            continue
        if re.search(r"(?:^|_)(?:id|number|no|code|sku|ref)$", name, re.I):
            out.append(name)
    return out


def _say_tools(deployment: Any) -> list[str]:
    """Each tool with where it comes from; problems while loading them."""
    from tools.sources import build_registry  # imports the tool modules

    typer.echo("Tools:")
    try:
        registry = build_registry(get_settings(), deployment)
    except Exception as exc:  # a tool module that does not load: say which and why
        return [f"tools: {exc}"]
    problems = []
    if not registry.names():
        typer.echo("  (none: answers come from documents only)")
    for spec in registry.specs():
        flags = [
            "changes data: asks for a yes" if spec.writes else "read-only",
            *(["signed-in user"] if spec.identity else []),
            "for " + ", ".join(spec.audience) if spec.audience else "for everyone",
        ]
        listed = ", ".join(f"{p} ({len(registry.values(spec.name, p))})" for p in spec.values)
        typer.echo(
            f"  {spec.name} [{spec.source}]{' (' + ', '.join(flags) + ')' if flags else ''}: "
            f"{spec.description or '(no description)'}"
        )
        typer.echo(
            f"      examples: {len(spec.examples)}" + (f"; lists {listed}" if listed else "")
        )
        unlisted = _unlisted_ids(spec)
        if unlisted:
            typer.echo(
                f"      note: {', '.join(unlisted)} lists no values: a question that names the "
                "record (a person, a product) instead of its number cannot reach this tool; "
                f"list them in [tools.options.{spec.name}] values (docs/DEPLOYMENTS.md)"
            )
        if not spec.description:
            problems.append(f"tool {spec.name}: no description (its docstring's first line)")
        if not spec.examples:
            problems.append(
                f"tool {spec.name}: no Examples: in its docstring (questions it answers)"
            )
    for (name, param), error in registry.lister_errors.items():
        problems.append(f"tool {name}: listing {param!r} failed: {error}")
    return problems


def _say_prompts(deployment: Any) -> None:
    folder = deployment.prompts_dir
    if folder is None:
        return
    names = sorted(p.name for p in folder.iterdir() if p.is_file()) if folder.is_dir() else []
    typer.echo(f"Prompt overrides ({folder}): {', '.join(names) or '(none)'}")
