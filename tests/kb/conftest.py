"""Fixtures of the knowledge-base tests: small document folders and a real Chroma server."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from bot.kb.chroma_server import ChromaServer
from tests.demo_deployment import HELPCENTRE

__all__ = ["ChromaServer"]

# Short documents in the three formats: ingest mechanics without long embedding times.
SMALL_DOCS = {
    "billing/refunds.md": "# Refunds\n\nAnnual plans are refunded pro rata within 30 days.\n\n"
    "Monthly plans are not refunded.\n\nRefunds arrive within 5 to 10 business days.\n",
    "security/password-reset.html": "<html><head><title>Resetting your password | Help</title>"
    "<script>track()</script></head><body><nav>Home Billing</nav><article>"
    "<h1>Resetting your password</h1>"
    "<p>Quillstack emails a <b>6-digit code</b>, valid for 15 minutes.</p>"
    "<p>Codes are never sent by SMS.</p>" + "<!-- padding -->" * 40 + "</article>"
    "<footer>(c) 2026</footer></body></html>",
    "getting-started/support-hours.txt": "Support hours\n\nMonday to Friday, 08:00 to 20:00 CET.\n",
}

# Real help-centre articles, for retrieval quality.
ARTICLES = ("billing/refunds.md", "security/password-reset.html", "integrations/overview.html")


@pytest.fixture
def docs(tmp_path) -> Path:
    """A folder with three short documents (Markdown, HTML, text)."""
    root = tmp_path / "docs"
    for rel, text in SMALL_DOCS.items():
        target = root / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
    return root


def copy_articles(root: Path) -> Path:
    for rel in ARTICLES:
        target = root / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(HELPCENTRE / rel, target)
    return root


@pytest.fixture(scope="session")
def chroma_server(tmp_path_factory):
    """A real Chroma server for the whole test session."""
    server = ChromaServer(tmp_path_factory.mktemp("chroma-server") / "data")
    yield server
    server.stop()
