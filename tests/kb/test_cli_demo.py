"""``guardbot ingest`` / ``guardbot kb ...`` through typer, and the demo knowledge base."""

from __future__ import annotations

import shutil

import pytest
import typer
from typer.testing import CliRunner

from bot.cli import kb as kb_cli
from bot.kb.store import get_store
from tests.demo_deployment import HELPCENTRE

pytestmark = pytest.mark.embeddings


@pytest.fixture
def app() -> typer.Typer:
    app = typer.Typer()
    kb_cli.register(app)
    return app


class _Result:
    def __init__(self, result):
        self.exit_code = result.exit_code
        self.output = " ".join(result.output.split())  # rich wraps long lines


def _run(app, *args):
    return _Result(CliRunner().invoke(app, list(args), catch_exceptions=False, terminal_width=200))


def test_ingest_search_and_list(app, data_dir, docs, embedder):
    result = _run(app, "ingest", str(docs), "--kb", "cli", "--strategy", "paragraph")
    assert result.exit_code == 0, result.output
    assert (
        "cli__paragraph__text: 3 added, 0 updated, 0 unchanged, 0 deleted, 0 skipped"
        in result.output
    )
    again = _run(app, "ingest", str(docs), "--kb", "cli", "--strategy", "paragraph")
    assert "0 added, 0 updated, 3 unchanged" in again.output

    found = _run(
        app,
        "kb",
        "search",
        "refund for an annual plan",
        "--kb",
        "cli",
        "--strategy",
        "paragraph",
        "-k",
        "2",
    )
    assert found.exit_code == 0, found.output
    assert "Refunds (billing/refunds.md, chars " in found.output

    filtered = _run(
        app,
        "kb",
        "search",
        "refund",
        "--kb",
        "cli",
        "--strategy",
        "paragraph",
        "--where",
        "category=security",
    )
    assert "billing/refunds.md" not in filtered.output

    nothing = _run(
        app, "kb", "search", "sourdough bread recipe", "--kb", "cli", "--strategy", "paragraph"
    )
    assert "nothing relevant in cli__paragraph__text" in nothing.output

    listed = _run(app, "kb", "list")
    assert "cli__paragraph__text" in listed.output and "7" in listed.output


def test_ingest_reports_skipped_files(app, data_dir, docs, embedder):
    (docs / "empty.txt").write_text("")
    result = _run(app, "ingest", str(docs), "--kb", "cli", "--strategy", "sentence")
    assert result.exit_code == 0
    assert "skipped empty.txt: empty file" in result.output


def test_user_mistakes_are_clear_errors(app, data_dir, tmp_path):
    bad = _run(app, "ingest", str(tmp_path), "--strategy", "words")
    assert bad.exit_code == 1 and "unknown chunking strategy 'words'" in bad.output
    missing = _run(app, "ingest", str(tmp_path / "nope"), "--strategy", "paragraph")
    assert missing.exit_code == 1 and "no such file or folder" in missing.output
    where = _run(app, "kb", "search", "x", "--where", "nonsense")
    assert where.exit_code != 0 and "KEY=VALUE" in where.output


def test_search_without_an_ingested_kb_says_how_to_fix_it(app, data_dir, embedder):
    result = _run(app, "kb", "search", "refunds", "--kb", "never")
    assert result.exit_code == 1 and "ingest it first" in result.output


def test_a_deployments_kb_is_ingested_once(data_dir, tmp_path, embedder):
    from bot.deployment import KnowledgeBase
    from bot.kb.deployment import ensure_kb

    subset = tmp_path / "hc"
    for rel in ("billing/refunds.md", "getting-started/support-hours.txt"):
        (subset / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(HELPCENTRE / rel, subset / rel)
    kb = KnowledgeBase(name="helpcentre", path=subset)
    name = ensure_kb(kb, strategy="chars-1000-200", keep_html=False)
    assert name == "helpcentre__chars-1000-200__text"
    store = get_store()
    count = store.count(name)
    assert count > 0
    assert {c.source for c, _ in store.list_chunks(name)} == {
        "billing/refunds.md",
        "getting-started/support-hours.txt",
    }
    calls = []
    again = ensure_kb(
        kb, strategy="chars-1000-200", keep_html=False, progress=lambda *a: calls.append(a)
    )
    assert again == name
    assert calls == [] and store.count(name) == count  # already there: nothing read or embedded


def test_the_help_centre_has_the_promised_shape():
    files = sorted(p for p in HELPCENTRE.rglob("*") if p.is_file())
    kinds = {p.suffix for p in files}
    assert len(files) >= 30 and kinds == {".md", ".html", ".txt"}
    text = "\n".join(p.read_text(encoding="utf-8") for p in files)
    for fact in (
        "$19 per user per month",
        "$49 per user per month",
        "$99 per user per month",
        "6-digit code",
        "15 minutes",
        "20%",
    ):
        assert fact in text, fact
    for unanswered in ("Microsoft Teams", "Pipedrive", "90 days"):
        assert unanswered not in text, unanswered


def test_facts_prepass_uses_the_configured_model_and_is_logged(
    app, data_dir, docs, embedder, payload_log
):
    from bot.kb.facts import model_facts, parse_facts
    from bot.kb.ingest import ingest_path
    from bot.llm.scripted import ScriptedModel
    from bot.settings import get_settings
    from bot.wiring import make_model

    text = "Here are the facts of the article:\n- The Team plan costs $49.\n2) Codes last 15 minutes.\n- x\n- The Team plan costs $49."
    assert parse_facts(text) == [
        "The Team plan costs $49.",
        "Codes last 15 minutes.",
    ]
    from bot.llm.base import LLMError

    scripted = ScriptedModel(
        [  # files in sorted order: refunds.md, support-hours.txt, password-reset.html
            "- Annual plans are refunded pro rata within 30 days.\n- Refunds arrive within 5 to 10 business days.",
            "",
            LLMError("the model is down"),
        ]
    )
    model = make_model(get_settings(), backend="scripted", scripted=scripted, log=payload_log)
    report = ingest_path(
        docs, kb="facts", strategy="paragraph", embedder=embedder, facts=model_facts(model)
    )
    assert len(report.added) == 3 and report.skipped == []  # a failing model loses no document
    facts = [c for c, _ in get_store().list_chunks(report.collection, where={"kind": "fact"})]
    assert {c.source for c in facts} == {"billing/refunds.md"}
    assert [c.text for c in facts] == [
        "Annual plans are refunded pro rata within 30 days.",
        "Refunds arrive within 5 to 10 business days.",
    ]
    scripted.assert_complete()
    assert len(scripted.requests) == 3
    prompt = scripted.requests[0].messages[0]["content"]
    assert "Title: Refunds" in prompt and "Monthly plans are not refunded." in prompt
    rows = payload_log.rows("llm_calls")
    assert len(rows) == 3 and {r["purpose"] for r in rows} == {"kb_facts"}
